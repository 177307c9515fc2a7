//! The suite's own test harness (`harness = false`, on `libtest-mimic`): libtest's output, arguments
//! and exit status, plus what libtest cannot do, a test reported **ignored** when it could not run.
//!
//! - `main` probes the GPU once. Without a usable one (and without `CUDA_DRIVER_REQUIRE_GPU=1`) every
//!   test is marked ignored, and the run ends with one line: how many GPU tests did not run, and why.
//! - A test that finds no GPU (or no NVRTC, nvJitLink or runtime) at run time, through [`not_run`], is
//!   reported ignored with the reason, not `ok` (e.g. under `--include-ignored` without a GPU).
//! - Tests are registered by [`tests!`] at the end of their module, modules by [`modules!`] in
//!   `main.rs`: one list each, checked by the compiler.
//!
//! Differences from libtest: output is never captured (`--nocapture` is accepted and changes nothing),
//! and with several name filters the summary's `filtered out` count is 0 (libtest-mimic takes one
//! filter; the others are applied here).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt;
use std::io::Write as _;
use std::process::ExitCode;
use std::sync::Mutex;

use libtest_mimic::{Arguments, Completion, Failed, Trial};

use super::{open_gpu, require_gpu, TestResult, REQUIRE_GPU_VAR};

/// A test of the suite: a function of no arguments returning [`TestResult`].
pub(crate) type TestFn = fn() -> TestResult;

/// Registers the tests of the module it ends: `tests![first_test, second_test, #[cfg(unix)] third];`.
/// Each is reported as `module::name`. A test function left out of the list is dead code (a warning,
/// which clippy's `-D warnings` fails); a listed name that is not a function does not compile.
macro_rules! tests {
    ($($(#[$attr:meta])* $test:ident),* $(,)?) => {
        // `#[test]` in this module is a compile error (see `no_test_attribute`).
        #[allow(unused_imports)]
        use $crate::harness::no_test_attribute::*;

        /// This module's tests, for the harness (`harness.rs`), with their full names.
        // One push per test, so that a `#[cfg]` can leave one out.
        #[allow(clippy::vec_init_then_push)]
        pub(super) fn tests() -> Vec<(&'static str, $crate::harness::TestFn)> {
            #[allow(unused_mut)]
            let mut tests: Vec<(&'static str, $crate::harness::TestFn)> = Vec::new();
            $(
                $(#[$attr])*
                tests.push((concat!(module_path!(), "::", stringify!($test)), $test));
            )*
            tests
        }
    };
}

/// Makes `#[test]` a compile error in every module that ends with [`tests!`]: with `harness = false`
/// a `#[test]` function is not compiled at all, so a test written the libtest way would never run. The
/// glob import of `test` below is ambiguous with the built-in attribute, and rustc refuses the
/// ambiguity at the `#[test]`, pointing here: list the function in the module's `tests![...]` instead.
pub(crate) mod no_test_attribute {
    // A test of this suite is a plain function named in its module's `tests![...]`, not `#[test]`.
    #[allow(unused_imports)]
    pub(crate) use core::prelude::v1::derive as test;
}

/// Declares the suite's test modules and collects their [`tests!`] lists: `modules![checked, ...];`.
macro_rules! modules {
    ($($module:ident),* $(,)?) => {
        $(mod $module;)*

        /// Every test of the suite, in module order.
        fn registered() -> Vec<(&'static str, $crate::harness::TestFn)> {
            let mut all = Vec::new();
            $(all.extend($module::tests());)*
            all
        }
    };
}

thread_local! {
    /// Why the test running on this thread did not run, once it has said so through [`not_run`].
    static NOT_RUN: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The tests that did not run at run time, by reason, for the closing line.
static NOT_RUN_REASONS: Mutex<BTreeMap<String, usize>> = Mutex::new(BTreeMap::new());

/// Says that the calling test cannot run, and why (`why` starts with the test's name): prints the
/// `skipped: <why>` line (see [`super::skip`]) and makes the harness report the test ignored once it
/// returns. For a test that returns at once; a test that only leaves a part out calls `skip`.
pub(crate) fn not_run(why: impl fmt::Display) {
    let why = why.to_string();
    super::skip(&why);
    NOT_RUN.with(|r| *r.borrow_mut() = Some(why));
}

/// The trial for `test`, named `name` (`gpu::module::test`, shown as `module::test`): ignored up
/// front when `ignore`, else reported ignored when it called [`not_run`] and returned `Ok`.
fn trial(name: &'static str, test: TestFn, ignore: bool) -> Trial {
    let name = name.split_once("::").map_or(name, |(_, rest)| rest);
    Trial::ignorable_test(name, move || {
        NOT_RUN.with(|r| r.borrow_mut().take());
        let result = test();
        let not_run = NOT_RUN.with(|r| r.borrow_mut().take());
        match (result, not_run) {
            (Err(failure), _) => {
                // Said now as well as in libtest's closing list: a run cut short by its time limit
                // (the GPU machine's steps have one) still shows why the test failed.
                eprintln!("{name}: failed: {}", failure.0);
                Err(Failed::from(failure.0))
            }
            (Ok(()), None) => Ok(Completion::Completed),
            (Ok(()), Some(why)) => {
                // The reason without the test's name in front (the line names the test), so that one
                // reason counts once in the closing line.
                let reason = why.split_once(": ").map_or(why.as_str(), |(_, r)| r);
                *NOT_RUN_REASONS
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .entry(reason.to_owned())
                    .or_default() += 1;
                Ok(Completion::ignored_with(reason))
            }
        }
    })
    .with_ignored_flag(ignore)
}

/// libtest's options that take a value (the next argument, unless written `--option=value`).
const VALUE_OPTIONS: [&str; 6] = [
    "--test-threads",
    "--logfile",
    "--skip",
    "--color",
    "--format",
    "-Z",
];

/// The command line, with its name filters apart: libtest takes several (a test runs if its name
/// contains any), libtest-mimic one.
fn arguments() -> (Arguments, Vec<String>) {
    let mut args = std::env::args();
    let mut kept: Vec<String> = args.next().into_iter().collect();
    let mut filters = Vec::new();
    while let Some(arg) = args.next() {
        if VALUE_OPTIONS.contains(&arg.as_str()) {
            kept.push(arg);
            kept.extend(args.next());
        } else if arg.starts_with('-') {
            kept.push(arg);
        } else {
            filters.push(arg);
        }
    }
    (Arguments::from_iter(kept), filters)
}

/// Why no test can use a GPU here, if none can.
fn no_gpu() -> Option<String> {
    if cfg!(miri) {
        return Some("Miri cannot load or call the CUDA driver".into());
    }
    // The probe's context and stream are dropped at once: each test opens its own.
    open_gpu().err().map(|e| format!("no usable GPU: {e}"))
}

/// Runs the suite: `main` of the test binary.
pub(crate) fn run(registered: Vec<(&'static str, TestFn)>) -> ExitCode {
    let (mut args, mut filters) = arguments();
    // Listing runs nothing, so it needs no probe.
    let no_gpu = if args.list { None } else { no_gpu() };
    // With `CUDA_DRIVER_REQUIRE_GPU=1` the tests run anyway, and each fails saying there is no GPU.
    let ignore = no_gpu.is_some() && (cfg!(miri) || !require_gpu());
    let mut trials: Vec<Trial> = registered
        .into_iter()
        .map(|(name, test)| trial(name, test, ignore))
        .collect();
    if filters.len() > 1 {
        trials.retain(|t| {
            filters.iter().any(|f| {
                if args.exact {
                    t.name() == f
                } else {
                    t.name().contains(f.as_str())
                }
            })
        });
    } else {
        args.filter = filters.pop();
    }
    let conclusion = libtest_mimic::run(&args, trials);
    if args.list {
        return conclusion.exit_code();
    }
    let closing = if let (true, Some(why)) = (ignore, &no_gpu) {
        Some(format!(
            "gpu: {} did not run (ignored): {why} ({REQUIRE_GPU_VAR}=1 makes that a failure)",
            gpu_tests(conclusion.num_ignored)
        ))
    } else {
        let reasons = NOT_RUN_REASONS.lock().unwrap_or_else(|e| e.into_inner());
        let count: usize = reasons.values().sum();
        (count > 0).then(|| {
            let whys: Vec<String> = reasons
                .iter()
                .map(|(why, n)| format!("{why} ({n})"))
                .collect();
            format!(
                "gpu: {} did not run (ignored): {}",
                gpu_tests(count as u64),
                whys.join("; ")
            )
        })
    };
    if let Some(line) = closing {
        // After libtest's summary, on stdout like it.
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }
    conclusion.exit_code()
}

/// `1 GPU test`, `2 GPU tests`.
fn gpu_tests(n: u64) -> String {
    format!("{n} GPU test{}", if n == 1 { "" } else { "s" })
}
