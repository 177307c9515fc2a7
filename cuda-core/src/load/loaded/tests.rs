use core::ffi::c_int;
use std::borrow::ToOwned;
use std::format;
use std::string::{String, ToString};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::vec::Vec;

use super::*;
use crate::load::Attempt;
use crate::{MissingFunction, Status};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(transparent)]
pub(crate) struct Code(c_int);

impl Status for Code {
    type Error = MissingFunction;
    fn check(self, _: &'static str) -> Result<(), MissingFunction> {
        Ok(())
    }
}

/// The table's calls are written for an outside crate, whose lints do not look into `functions!`.
#[allow(dead_code, clippy::undocumented_unsafe_blocks)]
mod table {
    crate::functions! {
        /// Two functions: `present` is found by the tests' lookup, `absent` never.
        pub(crate) struct Table -> super::Code;
        /// Found.
        fn present();
        /// Never found.
        fn absent();
    }
}
use table::Table;

extern "C" fn present() -> Code {
    Code(0)
}

fn table() -> Table {
    // SAFETY: the one address returned is `present`, of the declared prototype.
    unsafe {
        Table::resolve(&mut |f| match f.symbol {
            "present" => NonNull::new(present as *mut c_void),
            _ => None,
        })
    }
}

#[test]
fn a_table_of_functions_alone_lists_what_it_lacks() {
    let loaded = Loaded::from_functions(table(), (13, 0));
    assert_eq!(loaded.missing_functions(), ["absent"]);
    assert!(loaded.is_available("present"));
    assert!(!loaded.is_available("absent"), "declared but missing");
    assert!(
        !loaded.is_available("undeclared"),
        "exported or not, not declared"
    );
    assert_eq!(loaded.path(), "");
    assert!(loaded.library().is_none());
    assert_eq!(*loaded.version(), (13, 0));
    assert_eq!(
        format!("{loaded:?}"),
        r#"Loaded { path: "", version: (13, 0), missing: ["absent"], .. }"#
    );
}

extern "C" fn version_12_8(major: *mut c_int, minor: *mut c_int) -> Code {
    // SAFETY: the probe passes two valid out-parameters.
    unsafe { (*major, *minor) = (12, 8) };
    Code(0)
}

extern "C" fn version_fails(_: *mut c_int, _: *mut c_int) -> Code {
    Code(7)
}

#[test]
fn the_version_probe_reads_both_numbers_and_checks_the_status() {
    let as_ptr = |f: unsafe extern "C" fn(*mut c_int, *mut c_int) -> Code| {
        NonNull::new(f as *mut c_void).unwrap()
    };
    let accept = |c: Code| {
        if c.0 == 0 {
            Ok(())
        } else {
            Err(format!("code {}", c.0))
        }
    };
    // SAFETY: both functions have the prototype `Code f(int *, int *)`.
    let read = unsafe { call_version::<c_int, Code>(as_ptr(version_12_8), accept) };
    assert_eq!(read, Ok((12, 8)));
    // SAFETY: as above.
    let failed = unsafe { call_version::<c_int, Code>(as_ptr(version_fails), accept) };
    assert_eq!(failed, Err("code 7".to_owned()));
}

extern "C" fn version_10405(version: *mut c_int) -> Code {
    // SAFETY: the probe passes one valid out-parameter.
    unsafe { *version = 10405 };
    Code(0)
}

extern "C" fn version_number_fails(_: *mut c_int) -> Code {
    Code(3)
}

#[test]
fn the_one_number_version_probe_reads_it_and_checks_the_status() {
    let as_ptr =
        |f: unsafe extern "C" fn(*mut c_int) -> Code| NonNull::new(f as *mut c_void).unwrap();
    let accept = |c: Code| {
        if c.0 == 0 {
            Ok(())
        } else {
            Err(format!("code {}", c.0))
        }
    };
    // SAFETY: both functions have the prototype `Code f(int *)`.
    let read = unsafe { call_version_number::<c_int, Code>(as_ptr(version_10405), accept) };
    assert_eq!(read, Ok(10405));
    // SAFETY: as above.
    let failed =
        unsafe { call_version_number::<c_int, Code>(as_ptr(version_number_fails), accept) };
    assert_eq!(failed, Err("code 3".to_owned()));
}

/// How often `Refusing::from_library` was asked.
static ASKED: AtomicUsize = AtomicUsize::new(0);

/// A library that is never on any path, and a check that refuses its first candidate.
#[derive(Debug)]
struct Refusing(Library);

// SAFETY: the candidates are the C library, already loaded in every process, and files that do not
// exist; `from_library` calls nothing.
unsafe impl RuntimeLibrary for Refusing {
    const SPEC: LibrarySpec =
        LibrarySpec::system("CUDA_STRUCT_LOADED_TEST_LIBRARY", &["libc.so.6"]);
    const LIBRARY: &'static str = "the test library";
    const HINT: &'static str = "No fix.";

    fn from_library(library: Library) -> Result<Self, String> {
        if ASKED.fetch_add(1, Ordering::SeqCst) == 0 {
            return Err("refused the first time".into());
        }
        Ok(Refusing(library))
    }

    fn explain(error: LoadError) -> LoadError {
        let mut attempts = error.attempts().to_vec();
        attempts.push(Attempt {
            path: "/explained".into(),
            reason: "added by explain".into(),
        });
        LoadError::new(Self::LIBRARY, Self::HINT, attempts)
    }
}

/// How often `Unopened::from_library` was asked: its own counter, since the tests run in parallel
/// and `load_once_forgets_a_failure_and_keeps_a_success` moves `ASKED` meanwhile.
static UNOPENED_ASKED: AtomicUsize = AtomicUsize::new(0);

/// `Refusing`'s twin for the path test, counting its checks apart.
#[derive(Debug)]
struct Unopened;

// SAFETY: as `Refusing`; the test hands it files that do not exist, and `from_library` calls nothing.
unsafe impl RuntimeLibrary for Unopened {
    const SPEC: LibrarySpec = Refusing::SPEC;
    const LIBRARY: &'static str = Refusing::LIBRARY;
    const HINT: &'static str = Refusing::HINT;

    fn from_library(_: Library) -> Result<Self, String> {
        UNOPENED_ASKED.fetch_add(1, Ordering::SeqCst);
        Ok(Unopened)
    }

    fn explain(error: LoadError) -> LoadError {
        Refusing::explain(error)
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn paths_that_do_not_open_are_listed_in_order_and_never_checked() {
    let dir = std::env::temp_dir().join(format!("cuda-struct-loaded-{}", std::process::id()));
    let paths = [dir.join("a.so"), dir.join("b.so")];
    let err = load_first::<Unopened, _>(&paths).unwrap_err();
    assert_eq!(
        UNOPENED_ASKED.load(Ordering::SeqCst),
        0,
        "a file that does not open is not checked"
    );
    let tried: Vec<String> = err.attempts().iter().map(|a| a.path.clone()).collect();
    let want: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    assert_eq!(tried, want);
    assert_eq!(err.library(), "the test library");
    assert!(err.to_string().ends_with("No fix."), "{err}");
    assert!(
        !err.to_string().contains("/explained"),
        "explain is for the search alone"
    );
}

#[cfg(target_os = "linux")]
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn load_once_forgets_a_failure_and_keeps_a_success() {
    let cell = OnceLock::new();
    // Only this test asks `Refusing::from_library`, so its first candidate is refused.
    let err = load_once::<Refusing>(&cell).unwrap_err();
    assert_eq!(err.attempts()[0].path, "libc.so.6");
    assert_eq!(err.attempts()[0].reason, "refused the first time");
    assert_eq!(err.attempts().last().unwrap().path, "/explained");
    let second = load_once::<Refusing>(&cell).expect("a failure is not remembered");
    let third = load_once::<Refusing>(&cell).unwrap();
    assert!(core::ptr::eq(second, third), "a success is kept");
    assert_eq!(
        ASKED.load(Ordering::SeqCst),
        2,
        "the kept library is not searched for again"
    );
    assert!(second.0.symbol("malloc").is_some());
}
