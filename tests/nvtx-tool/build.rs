//! Builds `tool/fake_tool.rs` into a shared library in `OUT_DIR` with the same `rustc` that builds this
//! crate (`$RUSTC`), and hands its path to the crate as `FAKE_NVTX_TOOL` (empty where a `cdylib` cannot
//! be loaded by `dlopen`: not Unix).

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tool/fake_tool.rs");
    println!("cargo:rerun-if-changed={}", source.display());
    if std::env::var_os("CARGO_CFG_UNIX").is_none() {
        println!("cargo:rustc-env=FAKE_NVTX_TOOL=");
        return;
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let lib = out.join("libfake_nvtx_tool.so");
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let target = std::env::var("TARGET").expect("cargo sets TARGET");
    let status = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "cdylib",
            "-C",
            "opt-level=1",
        ])
        .args(["--crate-name", "fake_nvtx_tool", "--target", &target])
        .arg("-o")
        .arg(&lib)
        .arg(&source)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "building {} failed", source.display());
    println!("cargo:rustc-env=FAKE_NVTX_TOOL={}", lib.display());
}
