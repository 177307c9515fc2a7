//! Builds the fake drivers in `c/` into shared libraries in `OUT_DIR` with the system C compiler (found by
//! the `cc` crate) and hands their paths to the crate as `FAKE_DRIVER_<NAME>` variables.
//!
//! Only on Unix, where `dlopen` loads them; elsewhere the variables are empty and the tests skip.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Each fake: the variable's suffix, the C file, extra compiler flags.
const FAKES: &[(&str, &str, &[&str])] = &[
    ("NO_PROC_ADDRESS", "no_proc_address.c", &[]),
    ("OLD_DRIVER", "old_driver.c", &[]),
    ("OLD_DRIVER_V2", "old_driver.c", &["-DFAKE_V2"]),
    ("UNKNOWN_CODES", "unknown_codes.c", &[]),
    ("INIT_FAILS", "init_fails.c", &[]),
    ("ABI_FALLBACK", "abi_fallback.c", &[]),
    ("ABI_FALLBACK_13", "abi_fallback.c", &["-DVERSION=13000"]),
    ("ABI_FALLBACK_11", "abi_fallback.c", &["-DVERSION=11030"]),
    ("ANSWERS_EVERYTHING_13", "answers_everything.c", &[]),
    ("HOST_MEMORY_13", "host_memory.c", &[]),
    ("HOST_MEMORY_13_2", "host_memory.c", &["-DVERSION=13020"]),
    (
        "HOST_MEMORY_NO_PARAM_INFO",
        "host_memory.c",
        &["-DNO_PARAM_INFO"],
    ),
];

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("c");
    println!("cargo:rerun-if-changed={}", dir.display());
    let unix = std::env::var_os("CARGO_CFG_UNIX").is_some();
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    for &(name, source, flags) in FAKES {
        let var = format!("FAKE_DRIVER_{name}");
        if !unix {
            println!("cargo:rustc-env={var}=");
            continue;
        }
        let lib = out.join(format!("libfake_{}.so", name.to_ascii_lowercase()));
        let compiler = cc::Build::new()
            .cargo_metadata(false)
            .opt_level(1)
            .pic(true)
            .get_compiler();
        let mut cmd: Command = compiler.to_command();
        cmd.args([
            "-shared",
            "-fvisibility=hidden",
            "-Wall",
            "-Wextra",
            "-Werror",
        ])
        .args(flags)
        .arg("-I")
        .arg(&dir)
        .arg("-o")
        .arg(&lib)
        .arg(dir.join(source));
        let status = cmd
            .status()
            .unwrap_or_else(|e| panic!("could not run the C compiler ({cmd:?}): {e}"));
        assert!(
            status.success(),
            "the C compiler failed on {source}: {cmd:?}"
        );
        println!("cargo:rustc-env={var}={}", lib.display());
    }
}
