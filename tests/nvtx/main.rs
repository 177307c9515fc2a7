//! cuda-nvtx under a tool, no GPU and no Nsight needed: the stand-in tool of `tests/nvtx-tool` (an
//! injection library written in Rust, logging every call it receives) is named in
//! `NVTX_INJECTION64_PATH`, and what reaches it is compared with what was called.
//!
//! A tool is searched for once per process, so each case runs in a fresh process: the parent test
//! re-runs this binary for one `child_*` test (ignored in a plain run) with the environment it needs.
//!
//! - [`cuda_nvtx_against_nvidia`]: the same sequence of raw calls made through cuda-nvtx and through
//!   NVIDIA's own NVTX (`libnvtx3interop.so.1` of the `nvidia-nvtx` wheels 12.9, 13.0 and 13.5, fetched
//!   into the cache on first use) leaves the same log in the tool: cuda-nvtx speaks the protocol as
//!   NVIDIA's C does.
//! - [`the_safe_layer_under_the_tool`]: guards, nesting, colors, categories, payloads, domains,
//!   registered strings, resources and names arrive as written.
//! - the first calls of eight threads at once: one search, every call delivered.
//! - without a tool, a refusing tool, a file that is no tool, and `./.`: every call does nothing and
//!   answers NVTX's no-tool values.
//!
//! Run alone: `cargo test -p cuda-tests --test nvtx`.

mod calls;
mod children;

use std::process::Command;

use cuda_tests::fetch;

/// Runs the one test `child` of this binary in a fresh process with `env` set (and the variables in
/// `remove` unset); its stdout. Panics, with the child's output, when it did not run exactly that test
/// and pass.
fn run_child(child: &str, env: &[(&str, &str)], remove: &[&str]) -> String {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut cmd = Command::new(exe);
    cmd.args([
        "--exact",
        child,
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ]);
    for var in remove {
        cmd.env_remove(var);
    }
    cmd.envs(env.iter().copied());
    let out = cmd.output().expect("the test binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && cuda_tests::child::ran_exactly_one(&stdout),
        "{child} failed:\n{stdout}\n{stderr}"
    );
    stdout
}

/// The text a child printed between `BEGIN` and `END` lines.
fn between_markers(stdout: &str) -> String {
    let start = stdout.find("BEGIN\n").expect("a BEGIN line") + "BEGIN\n".len();
    let end = stdout[start..].find("END\n").expect("an END line") + start;
    stdout[start..end].to_owned()
}

/// Where the stand-in tool is; `None` (with a skip line) where it cannot be built.
fn tool() -> Option<&'static str> {
    if nvtx_tool::PATH.is_empty() {
        fetch::skip_line("the stand-in NVTX tool is built on Unix only");
        return None;
    }
    Some(nvtx_tool::PATH)
}

const VARIABLE: &str = cuda_nvtx::INJECTION_VARIABLE;

#[test]
fn cuda_nvtx_against_nvidia() {
    let Some(tool) = tool() else { return };
    let ours = run_child("children::ours_raw", &[(VARIABLE, tool)], &[]);
    let ours = between_markers(&ours);
    assert!(ours.contains("pushA 0 outer"), "{ours}");
    // Without a tool: what every call answers (no log: the tool is never loaded).
    let ours_alone = run_child("children::ours_raw", &[], &[VARIABLE]);
    let ours_alone = between_markers(&ours_alone);
    assert!(
        ours_alone.starts_with("answers [\"push -2\""),
        "{ours_alone}"
    );
    for version in ["12.9", "13.0", "13.5"] {
        let Some(dir) = fetch::require("cuda_nvtx_against_nvidia", &format!("nvtx/{version}"))
        else {
            continue;
        };
        let library = dir.join("lib/libnvtx3interop.so.1");
        let library = library.to_str().expect("a UTF-8 cache path");
        let theirs = run_child(
            "children::theirs_raw",
            &[(VARIABLE, tool), ("NVTX_TEST_INTEROP", library)],
            &[],
        );
        let theirs = between_markers(&theirs);
        assert_eq!(ours, theirs, "cuda-nvtx and NVIDIA's NVTX {version} differ");
        let alone = run_child(
            "children::theirs_raw",
            &[("NVTX_TEST_INTEROP", library)],
            &[VARIABLE],
        );
        assert_eq!(
            ours_alone,
            between_markers(&alone),
            "without a tool, cuda-nvtx and NVIDIA's NVTX {version} answer differently"
        );
    }
}

#[test]
fn the_safe_layer_under_the_tool() {
    let Some(tool) = tool() else { return };
    run_child("children::safe_layer", &[(VARIABLE, tool)], &[]);
}

#[test]
fn the_first_calls_of_eight_threads_all_reach_the_tool() {
    let Some(tool) = tool() else { return };
    run_child("children::first_calls_race", &[(VARIABLE, tool)], &[]);
}

#[test]
fn without_a_tool_every_call_does_nothing() {
    run_child("children::no_tool", &[], &[VARIABLE]);
    run_child("children::no_tool", &[(VARIABLE, "./.")], &[]);
}

#[test]
fn a_tool_that_refuses_leaves_every_call_doing_nothing() {
    let Some(tool) = tool() else { return };
    run_child(
        "children::refused",
        &[(VARIABLE, tool), ("FAKE_NVTX_REFUSE", "1")],
        &[],
    );
}

#[test]
fn a_library_that_is_no_tool_is_a_failure_naming_the_entry_point() {
    run_child("children::not_a_tool", &[(VARIABLE, "libm.so.6")], &[]);
}
