//! Loading failures are values: a missing file, a directory, a file that is not a library, a library that
//! is not a CUDA driver. None of these needs a GPU.

use std::path::PathBuf;

use cuda_driver::{Driver, LoadError};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cuda-driver-loading-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn assert_names_path(err: &LoadError, path: &str) {
    assert_eq!(err.attempts().len(), 1, "{err}");
    assert_eq!(err.attempts()[0].path, path);
    assert!(!err.attempts()[0].reason.is_empty(), "{err}");
    let msg = err.to_string();
    assert!(
        msg.contains(path) && msg.contains(cuda_driver::PATH_VARIABLE),
        "{msg}"
    );
}

#[test]
fn missing_path_is_a_load_error() {
    let path = scratch("no-such-libcuda.so");
    let err = Driver::open(&path).unwrap_err();
    assert_names_path(&err, &path.display().to_string());
}

#[test]
fn directory_is_a_load_error() {
    let dir = scratch("a-directory");
    std::fs::create_dir_all(&dir).unwrap();
    let err = Driver::open(&dir).unwrap_err();
    assert_names_path(&err, &dir.display().to_string());
}

#[test]
fn non_library_file_is_a_load_error() {
    let file = scratch("not-a-library.so");
    std::fs::write(&file, b"this is not an ELF file\n").unwrap();
    let err = Driver::open(&file).unwrap_err();
    assert_names_path(&err, &file.display().to_string());
}

#[cfg(target_os = "linux")]
#[test]
fn library_that_is_not_a_driver_is_refused() {
    // The C library is a real shared library with neither cuGetProcAddress nor cuInit.
    let err = Driver::open("libc.so.6").unwrap_err();
    assert_names_path(&err, "libc.so.6");
    assert!(
        err.attempts()[0].reason.contains("not a CUDA driver"),
        "{err}"
    );
}

/// The names the driver is searched by, written out here rather than read from the crate's own
/// `DEFAULT_NAMES` (a check against that passes whatever the crate's list says, an empty one included):
/// the names NVIDIA's driver installs, the versioned one first.
#[cfg(windows)]
const EXPECTED_NAMES: &[&str] = &["nvcuda.dll"];
#[cfg(not(windows))]
const EXPECTED_NAMES: &[&str] = &["libcuda.so.1", "libcuda.so"];

#[test]
fn the_default_names_are_nvidias() {
    assert_eq!(cuda_driver::DEFAULT_NAMES, EXPECTED_NAMES);
}

#[test]
fn load_without_a_driver_lists_every_default_path() {
    // Only meaningful where no driver is installed (CI); on a GPU machine loading succeeds.
    match Driver::load() {
        Ok(d) => {
            // Straight to stderr: the harness would hide an `eprintln!` of a passing test.
            use std::io::Write as _;
            let line = format!("skipped: a driver is installed here ({})\n", d.path());
            let _ = std::io::stderr().write_all(line.as_bytes());
        }
        Err(err) => {
            let tried: Vec<&str> = err.attempts().iter().map(|a| a.path.as_str()).collect();
            match std::env::var(cuda_driver::PATH_VARIABLE) {
                Ok(p) if !p.is_empty() => assert_eq!(tried, [p.as_str()]),
                _ => assert_eq!(tried, EXPECTED_NAMES),
            }
            for name in EXPECTED_NAMES {
                assert!(
                    err.to_string().contains(name)
                        || std::env::var_os(cuda_driver::PATH_VARIABLE).is_some()
                );
            }
        }
    }
}
