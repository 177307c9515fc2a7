//! Compiles the example's C library, `c/tally.c`, into `libtally.so` in `OUT_DIR` with the system C
//! compiler (found by the `cc` crate), and hands its path to the tests as `TALLY_TEST_LIBRARY`.
//!
//! Only on Unix, where `dlopen` loads it; elsewhere the variable is empty and the tests skip.

use std::path::{Path, PathBuf};

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("c");
    println!("cargo:rerun-if-changed={}", dir.display());
    if std::env::var_os("CARGO_CFG_UNIX").is_none() {
        println!("cargo:rustc-env=TALLY_TEST_LIBRARY=");
        return;
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let lib = out.join("libtally.so");
    let compiler = cc::Build::new()
        .cargo_metadata(false)
        .opt_level(1)
        .pic(true)
        .get_compiler();
    let status = compiler
        .to_command()
        .args([
            "-shared",
            "-fvisibility=hidden",
            "-Wall",
            "-Wextra",
            "-Werror",
        ])
        .arg("-I")
        .arg(&dir)
        .arg("-o")
        .arg(&lib)
        .arg(dir.join("tally.c"))
        .status()
        .expect("the C compiler runs");
    assert!(status.success(), "compiling c/tally.c failed");
    println!("cargo:rustc-env=TALLY_TEST_LIBRARY={}", lib.display());
}
