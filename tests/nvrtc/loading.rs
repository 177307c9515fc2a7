//! Finding and loading NVRTC: the site-packages search against a real pip install, the builtins companion,
//! and the error when nothing loads.
//!
//! The loading checks that depend on what the process has loaded already (the system loader keeps a
//! library known by name once opened) run in a fresh child process: the parent runs this test binary again
//! with `--ignored --exact <child>` and `NVRTC_TEST_CHILD=1`.

use std::path::{Path, PathBuf};
use std::process::Command;

use cuda_nvrtc::{Arch, Nvrtc, Options, Place, Program, Search, Source};
use cuda_tests::fetch;

use crate::{fetched, SAXPY};

const CHILD: &str = "NVRTC_TEST_CHILD";

/// A fresh folder under the target's temporary directory.
fn scratch(name: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("nvrtc-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `child` (a test of this module) alone in a new process with `env`, and fails with its output if
/// it fails.
fn in_child(child: &str, env: &[(&str, &Path)]) {
    let exe = std::env::current_exe().unwrap();
    let mut cmd = Command::new(exe);
    cmd.args([
        "--ignored",
        "--exact",
        &format!("loading::{child}"),
        "--nocapture",
    ])
    .env(CHILD, "1");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(out.status.success(), "{child} failed:\n{stdout}\n{stderr}");
    assert!(
        cuda_tests::child::ran_exactly_one(&stdout),
        "{child} did not run as the one test:\n{stdout}\n{stderr}"
    );
    // The child's own skip lines, if any, are the parent's too.
    for line in stderr.lines().filter(|l| l.starts_with("skipped: ")) {
        eprintln!("{line}");
    }
}

fn is_child() -> bool {
    std::env::var_os(CHILD).is_some()
}

fn var(name: &str) -> PathBuf {
    PathBuf::from(std::env::var_os(name).unwrap_or_else(|| panic!("{name} not set by the parent")))
}

#[test]
fn found_through_the_site_packages_of_a_pip_install() {
    const TEST: &str = "found_through_the_site_packages_of_a_pip_install";
    let Some(dir) = fetched(TEST, "13.0") else {
        return;
    };
    // The cache keeps the wheel: <cache>/wheels/nvrtc/13.0/*.whl beside <cache>/nvrtc/13.0.
    let wheels = dir
        .parent()
        .and_then(Path::parent)
        .unwrap()
        .join("wheels/nvrtc/13.0");
    let wheel = std::fs::read_dir(&wheels)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "whl"))
        .unwrap_or_else(|| panic!("no wheel in {}", wheels.display()));
    let prefix = scratch("prefix");
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let pip = Command::new(&python)
        .args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            "--no-compile",
        ])
        .arg("--prefix")
        .arg(&prefix)
        .arg(&wheel)
        .output();
    match pip {
        Ok(out) if out.status.success() => {}
        other => {
            let why = match other {
                Ok(out) => String::from_utf8_lossy(&out.stderr).into_owned(),
                Err(e) => e.to_string(),
            };
            if fetch::ci() {
                panic!("{TEST}: pip install failed under CI=true: {why}");
            }
            fetch::skip_line(format_args!(
                "{TEST}: `{python} -m pip install` failed: {why}"
            ));
            return;
        }
    }
    in_child("child_site_packages", &[("TEST_PREFIX", &prefix)]);
    let _ = std::fs::remove_dir_all(&prefix);
}

#[test]
#[ignore = "run by found_through_the_site_packages_of_a_pip_install, in a fresh process"]
fn child_site_packages() {
    if !is_child() {
        return fetch::skip_line("child_site_packages: runs only as its parent's child");
    }
    let prefix = var("TEST_PREFIX");
    // The environment of a virtual environment at the prefix, and nothing else.
    let env = |name: &str| (name == "VIRTUAL_ENV").then(|| prefix.clone().into_os_string());
    let search = Search::with_env(&env);
    let sites = search.site_packages();
    assert!(
        sites
            .iter()
            .any(|s| s.starts_with(&prefix) && s.join("nvidia/cu13/lib").is_dir()),
        "{sites:?}"
    );
    let wheel: Vec<PathBuf> = search
        .candidates()
        .into_iter()
        .filter(|c| c.place == Place::SitePackages && c.path.starts_with(&prefix))
        .map(|c| c.path)
        .collect();
    assert!(!wheel.is_empty());
    let nvrtc = Nvrtc::load_from(&wheel).unwrap();
    assert!(
        Path::new(nvrtc.path()).starts_with(&prefix),
        "{}",
        nvrtc.path()
    );
    assert!(
        Path::new(nvrtc.builtins_path()).starts_with(&prefix),
        "{}",
        nvrtc.builtins_path()
    );
    assert_eq!(nvrtc.version(), (13, 0));
    // Compiling to a CUBIN is what needs the builtins.
    let mut program = Program::new(nvrtc, &Source::new(SAXPY)).unwrap();
    program.compile(&Options::new().arch(Arch::Sm(90))).unwrap();
    assert_eq!(&program.cubin().unwrap()[..4], b"\x7fELF");
}

#[test]
fn a_library_without_its_builtins_is_refused_with_why() {
    const TEST: &str = "a_library_without_its_builtins_is_refused_with_why";
    let Some(dir) = fetched(TEST, "13.0") else {
        return;
    };
    // The library alone in a folder: a link to the cached file, without the builtins beside it.
    let alone = scratch("alone");
    let link = alone.join("libnvrtc.so.13");
    std::os::unix::fs::symlink(dir.join("lib/libnvrtc.so.13"), &link).unwrap();
    in_child("child_without_builtins", &[("TEST_LIBRARY", &link)]);
    let _ = std::fs::remove_dir_all(&alone);
}

#[test]
#[ignore = "run by a_library_without_its_builtins_is_refused_with_why, in a fresh process"]
fn child_without_builtins() {
    if !is_child() {
        return fetch::skip_line("child_without_builtins: runs only as its parent's child");
    }
    let link = var("TEST_LIBRARY");
    match Nvrtc::open(&link) {
        Ok(nvrtc) => fetch::skip_line(format_args!(
            "a_library_without_its_builtins_is_refused_with_why: the system loader finds {} by name here",
            nvrtc.builtins_path()
        )),
        Err(e) => {
            let [attempt] = e.attempts() else {
                panic!("{e}")
            };
            assert_eq!(Path::new(&attempt.path), link);
            let folder = link.parent().unwrap().display().to_string();
            assert!(attempt.reason.contains("libnvrtc-builtins.so.13.0"), "{e}");
            assert!(attempt.reason.contains(&format!("in {folder}")), "{e}");
            assert!(attempt.reason.contains("by name"), "{e}");
        }
    }
}

#[test]
fn no_library_lists_every_path_with_its_reason() {
    let missing = "/nonexistent/nvrtc/libnvrtc.so.13";
    // Loaded in every process already, and not NVRTC.
    let not_nvrtc = "libc.so.6";
    let e = Nvrtc::load_from([missing, not_nvrtc, "libnvrtc-no-such-name.so.1"]).unwrap_err();
    let paths: Vec<&str> = e.attempts().iter().map(|a| a.path.as_str()).collect();
    assert_eq!(paths, [missing, not_nvrtc, "libnvrtc-no-such-name.so.1"]);
    assert!(e.attempts()[0].reason.contains("No such file"), "{e}");
    assert_eq!(
        e.attempts()[1].reason,
        "not NVRTC: it does not export nvrtcVersion"
    );
    let text = e.to_string();
    assert!(
        text.starts_with("could not load the NVRTC library; tried `/nonexistent"),
        "{text}"
    );
    assert!(text.contains(cuda_nvrtc::PATH_VARIABLE), "{text}");
}
