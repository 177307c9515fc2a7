//! `Driver::load()` timing: `--load-only` and `--load-times`.

use std::fmt::Write as _;
use std::process::Command;
use std::time::Instant;

use cuda_benches::stats::{median, quantile};
use cuda_driver::{Driver, LoadOptions};

use crate::options::fail;

/// `--load-only`: times the first `Driver::load()` of this process (open libcuda, resolve every listed
/// function), and a second, uncached load of the already-mapped library (`Driver::open_with`: the symbol
/// resolution alone). No `cuInit`: that is the driver's start-up, not ours, and `main` reports it.
pub(crate) fn load_only() {
    let t = Instant::now();
    let driver = Driver::load().unwrap_or_else(|e| fail("Driver::load", e));
    let load_ns = t.elapsed().as_nanos();
    let t = Instant::now();
    let again =
        Driver::open_with(&LoadOptions::default()).unwrap_or_else(|e| fail("Driver::open_with", e));
    let reopen_ns = t.elapsed().as_nanos();
    println!(
        "load_ns={load_ns} reopen_ns={reopen_ns} functions={} missing={} path={}",
        cuda_driver::functions().count(),
        again.missing_functions().len(),
        driver.path()
    );
}

/// `--load-times N`: `--load-only` in N fresh processes; prints each and the medians, and writes a CSV.
pub(crate) fn load_times(n: usize, csv: Option<&str>) {
    let exe = std::env::current_exe().unwrap_or_else(|e| fail("current_exe", e));
    let mut rows = Vec::new();
    let mut out = String::from("sample,load_ns,reopen_ns,functions,missing\n");
    for i in 0..n {
        let child = Command::new(&exe)
            .arg("--load-only")
            .output()
            .unwrap_or_else(|e| fail("starting --load-only", e));
        let text = String::from_utf8_lossy(&child.stdout).into_owned();
        if !child.status.success() {
            fail(
                "--load-only",
                format!(
                    "sample {i} exited with {}: {}{}",
                    child.status,
                    text.trim(),
                    String::from_utf8_lossy(&child.stderr).trim()
                ),
            );
        }
        let field = |key: &str| -> u128 {
            text.split_whitespace()
                .find_map(|kv| kv.strip_prefix(key)?.strip_prefix('=')?.parse().ok())
                .unwrap_or_else(|| fail("--load-only", format!("no {key}= in {text:?}")))
        };
        let row = [
            field("load_ns"),
            field("reopen_ns"),
            field("functions"),
            field("missing"),
        ];
        println!("load sample {i}: {}", text.trim());
        let _ = writeln!(out, "{i},{},{},{},{}", row[0], row[1], row[2], row[3]);
        rows.push(row);
    }
    let col = |c: usize| rows.iter().map(|r| r[c] as f64).collect::<Vec<_>>();
    println!(
        "Driver::load() over {n} fresh processes: median {:.3} ms (min {:.3}, max {:.3}); symbol \
         resolution alone (library already mapped): median {:.3} ms; {} functions listed, {} missing",
        median(&col(0)) / 1e6,
        quantile(&col(0), 0.0) / 1e6,
        quantile(&col(0), 1.0) / 1e6,
        median(&col(1)) / 1e6,
        rows[0][2],
        rows[0][3],
    );
    if let Some(path) = csv {
        std::fs::write(path, out).unwrap_or_else(|e| fail(path, e));
    }
}
