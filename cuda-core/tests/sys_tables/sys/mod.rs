//! libfoo's `sys`: two areas, `alpha` (devices) and `beta` (streams).
#![allow(non_camel_case_types, non_snake_case)]

use cuda_struct::{MissingFunction, Status};

/// libfoo's error: a failing code, or a function it lacks at the version it reported.
#[derive(Debug, PartialEq, Eq)]
pub enum Error {
    Failed(&'static str, fooResult),
    Missing(MissingFunction, i32),
}

impl From<MissingFunction> for Error {
    fn from(f: MissingFunction) -> Self {
        Error::Missing(f, 0)
    }
}

impl Status for fooResult {
    type Error = Error;
    fn check(self, function: &'static str) -> Result<(), Error> {
        if self == fooResult::FOO_SUCCESS {
            Ok(())
        } else {
            Err(Error::Failed(function, self))
        }
    }
}

cuda_struct::sys_tables! {
    sys = "sys_tables::sys", library = "libfoo", macros = [foo_for_each_struct, foo_for_each_enum];
    /// libfoo's functions, by area.
    table = Table, status = crate::sys::fooResult, version = foo_version,
        missing = crate::sys::Error::Missing;
    versions = required;
    areas = [
        alpha,
        beta = "beta/streams.rs",
    ];
}
