//! Real components a test needs (CUDA headers, NVRTC), fetched into the cache on first use.
//!
//! What each component is (which wheel on PyPI, which of its folders, which files prove it whole) is
//! listed once, in `scripts/fetch-cuda.sh`; this module runs that script and reads the directory it
//! prints. The script is idempotent, so a component already in the cache costs one `bash` start.
//!
//! The cache is `$CUDA_TEST_CACHE` (relative paths from the workspace root); else the clone's `.cache/`
//! when it exists; else one per user, shared by every clone: `${XDG_CACHE_HOME:-~/.cache}/cuda-struct`
//! (the script decides, and prints the directory). Each download is announced with its size before it
//! starts, on the terminal (past the test harness's capture); `CUDA_TEST_NO_DOWNLOAD=1` downloads
//! nothing, so a component not in the cache cannot be had. Under `CI=true` a component that cannot be
//! had is a failure ([`require`]); elsewhere it is a skip with its one-line reason.

use std::env;
use std::io::{BufRead as _, BufReader, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};

/// The workspace root (the folder above `tests/`).
pub fn workspace_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().unwrap_or(here).to_path_buf()
}

/// Whether the run is CI's (`CI=true` or `CI=1`), where nothing may be skipped.
pub fn ci() -> bool {
    env::var("CI").is_ok_and(|v| v.eq_ignore_ascii_case("true") || v == "1")
}

/// The cache directory of `component` (e.g. `"nvrtc/13.0"`), fetching it first if it is not there.
///
/// Calls within one process are serialised and remembered; the script itself keeps concurrent processes
/// apart (it moves a component into place whole).
///
/// # Errors
/// Why the component could not be had: no `bash`, no `python3`/pip, no network, an unknown name; the
/// message ends with the last lines the script wrote.
pub fn component(component: &str) -> Result<PathBuf, String> {
    /// Each component asked for so far, with what fetching it gave.
    type Done = Vec<(String, Result<PathBuf, String>)>;
    static DONE: OnceLock<Mutex<Done>> = OnceLock::new();
    let done = DONE.get_or_init(|| Mutex::new(Vec::new()));
    // A test that panicked while holding the lock left the list as it was: still usable.
    let mut done = done.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, result)) = done.iter().find(|(name, _)| name == component) {
        return result.clone();
    }
    let result = run_script(component);
    done.push((component.to_owned(), result.clone()));
    result
}

fn run_script(component: &str) -> Result<PathBuf, String> {
    let root = workspace_root();
    let script = root.join("scripts/fetch-cuda.sh");
    let mut child = Command::new("bash")
        .arg(&script)
        .arg(component)
        .current_dir(&root)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{component}: cannot run `bash {}`: {e}", script.display()))?;
    // The script's stderr, line by line as it comes: a download's announcement is shown before the
    // download starts, past the harness's capture (a first run may download hundreds of MB).
    let mut stderr = String::new();
    if let Some(pipe) = child.stderr.take() {
        for line in BufReader::new(pipe).lines().map_while(Result::ok) {
            if line.starts_with("fetch-cuda: downloading ") {
                let _ = std::io::stderr().write_all(format!("{line}\n").as_bytes());
            }
            stderr.push_str(&line);
            stderr.push('\n');
        }
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{component}: `bash {}` failed: {e}", script.display()))?;
    if !out.status.success() {
        let tail: Vec<&str> = stderr.lines().rev().take(3).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        return Err(format!(
            "{component}: could not be fetched ({}): {}",
            out.status,
            tail.join(" | ")
        ));
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    let dir = stdout
        .lines()
        .last()
        .map(PathBuf::from)
        .ok_or_else(|| format!("{component}: the fetch script printed no directory"))?;
    if stderr.contains(": fetched ") {
        // First use: say where it came from, once.
        let line = stderr
            .lines()
            .find(|l| l.contains(": fetched "))
            .unwrap_or("");
        eprintln!("fetch: {line}");
    }
    Ok(dir)
}

/// The component's directory; when it cannot be had, `None` after printing the one-line skip reason
/// (`test` names what is skipped), or — under `CI=true` — a panic with that reason.
pub fn require(test: &str, component: &str) -> Option<PathBuf> {
    match self::component(component) {
        Ok(dir) => Some(dir),
        Err(why) if ci() => panic!("{test}: required under CI=true: {why}"),
        Err(why) => {
            skip_line(format_args!("{test}: {why}"));
            None
        }
    }
}

/// Writes `skipped: <why>` to stderr in one write, past the test harness's capture.
pub fn skip_line(why: impl std::fmt::Display) {
    // A log line that cannot be written is not worth failing the test for.
    let _ = std::io::stderr().write_all(format!("skipped: {why}\n").as_bytes());
}
