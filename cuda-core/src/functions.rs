//! Function tables: a C library's functions declared once, each with its return type and, for a library
//! that versions its ABI, the version each is meant at; resolved at run time through a lookup function
//! that the caller supplies.
//!
//! [`functions!`](crate::functions) declares them; this module holds what its output names. Nothing here
//! knows how a library is found or opened: a table is filled by whatever lookup the caller passes to
//! [`FunctionTable::resolve`] (`dlsym`, `cuGetProcAddress`, a test's closure), and the opening of shared
//! libraries lives apart, in [`load`](crate::load) (cargo feature `load`).

use core::ffi::c_void;
use core::ptr::NonNull;

use crate::error::MissingFunction;

mod macros;
mod refusals;

/// One declared function: what a lookup is asked for, and what a conformance check compares with the
/// C header.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FunctionInfo {
    /// The C name, e.g. `cuMemAlloc`.
    pub name: &'static str,
    /// The ABI version the declared prototype belongs to (`Some(3020)` for CUDA's
    /// `PFN_cuMemAlloc_v3020`); `None` for a line without `@ version` (a library that does not version
    /// its ABI).
    pub version: Option<u32>,
    /// The library version that introduced the function at that ABI: the first whose header declares it.
    /// Usually `version`; a line says otherwise with `since` (CUDA 13.2's `cuda.h` was the first to
    /// declare `cuLaunchHostFunc_v2`, whose ABI version is 13010). What a "missing" error names.
    pub since: Option<u32>,
    /// The symbol the library exports that version under, e.g. `cuMemAlloc_v2`; the C name when the line
    /// gives none.
    pub symbol: &'static str,
    /// Parameter names (without `r#`) and Rust types, as declared.
    pub params: &'static [(&'static str, &'static str)],
    /// The Rust return type, as declared after `->` (`*const c_char`); `None` for a function that returns
    /// the table's status type ([`FunctionTable::Status`]).
    pub returns: Option<&'static str>,
    /// The declaration's doc comment, as written: each `///` line followed by a newline.
    pub doc: &'static str,
}

/// The lookup a table is resolved with: given a declared function, its address in the library, or `None`
/// when the library lacks it.
pub type Lookup<'a> = dyn FnMut(&'static FunctionInfo) -> Option<NonNull<c_void>> + 'a;

/// A C status code that turns into a `Result`: `CUresult` for the CUDA driver, `nvrtcResult` for NVRTC.
///
/// The return type of every function of a [`functions!`](crate::functions) table whose line declares no
/// other; the library's crate implements it for its own code type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a status type for `functions!`",
    label = "the return type of the table's functions",
    note = "implement `cuda_struct::StatusCode` for the C status enum (a `#[cuda_enum]`), or \
            `cuda_struct::Status` for another type"
)]
pub trait Status: Copy {
    /// The error a call returns: a failing code, or a function the library lacks.
    type Error: From<MissingFunction>;

    /// `Ok(())` for the success code; else the error for `function` (its C name) failing with `self`.
    ///
    /// # Errors
    /// Every code other than success.
    fn check(self, function: &'static str) -> Result<(), Self::Error>;
}

/// A table of resolved function pointers, as [`functions!`](crate::functions) generates it.
///
/// # Safety
/// `resolve` may only store, for each declared function, a pointer the lookup returned for that
/// declaration (or nothing), as a function pointer of the declared prototype; and `is_found` answers
/// for the declaration at that index of [`FUNCTIONS`](Self::FUNCTIONS). The macro writes both;
/// implement the trait with it.
pub unsafe trait FunctionTable: Copy + Sized {
    /// The C return type of the table's functions whose line declares no other.
    type Status: Status;

    /// The declarations, in the order the table's fields have.
    const FUNCTIONS: &'static [FunctionInfo];

    /// Looks every declared function up with `lookup`; a `None` answer leaves that function missing.
    ///
    /// # Safety
    /// Every address `lookup` returns for a declaration must be a function with exactly that
    /// declaration's prototype at its ABI version (C calling convention, the declared parameter and
    /// return types); the table's `unsafe` calls rely on it.
    unsafe fn resolve(lookup: &mut Lookup<'_>) -> Self;

    /// Whether the table holds the function declared at `index` of [`FUNCTIONS`](Self::FUNCTIONS)
    /// (`false` past its end). Reads the function's own field.
    fn is_found(&self, index: usize) -> bool;

    /// The declared functions the table lacks, in [`FUNCTIONS`](Self::FUNCTIONS) order.
    #[inline]
    fn missing_functions(&self) -> impl Iterator<Item = &'static FunctionInfo> + Clone + '_ {
        Missing {
            functions: Self::FUNCTIONS.iter().enumerate(),
            table: self,
        }
    }
}

/// The declared functions a table lacks: its [`FUNCTIONS`](FunctionTable::FUNCTIONS) walked beside
/// [`is_found`](FunctionTable::is_found), which reads each field by name (no reinterpretation of the
/// table's memory, so no assumption about its layout).
struct Missing<'a, T> {
    functions: core::iter::Enumerate<core::slice::Iter<'static, FunctionInfo>>,
    table: &'a T,
}

impl<T> Clone for Missing<'_, T> {
    fn clone(&self) -> Self {
        Missing {
            functions: self.functions.clone(),
            table: self.table,
        }
    }
}

impl<T: FunctionTable> Iterator for Missing<'_, T> {
    type Item = &'static FunctionInfo;

    fn next(&mut self) -> Option<&'static FunctionInfo> {
        loop {
            let (index, info) = self.functions.next()?;
            if !self.table.is_found(index) {
                return Some(info);
            }
        }
    }
}

/// The type whose methods make a table's calls: the table itself, or a type that holds one (a library
/// handle that also knows the version it was loaded at, for better "missing" errors).
///
/// [`functions!`](crate::functions) writes the calls on the type its `calls on` clause names, reading the
/// table through this trait; without the clause it implements it for the table.
#[diagnostic::on_unimplemented(
    message = "`{Self}` makes the calls of `{T}` but does not say where its table is",
    note = "implement `cuda_struct::Calls<{T}>` for `{Self}`: `functions()` returns the table it holds"
)]
pub trait Calls<T: FunctionTable> {
    /// The table the calls read.
    fn functions(&self) -> &T;

    /// The error for a call to a function the table lacks; by default `function` converted.
    #[cold]
    #[inline(never)]
    fn missing(&self, function: MissingFunction) -> <T::Status as Status>::Error {
        function.into()
    }
}

/// `Debug` for a table: its name, the count of functions found, and the names of those missing.
#[doc(hidden)]
pub fn debug_table<T: FunctionTable>(
    table: &T,
    name: &str,
    f: &mut core::fmt::Formatter<'_>,
) -> core::fmt::Result {
    struct Names<'a, T>(&'a T);
    impl<T: FunctionTable> core::fmt::Debug for Names<'_, T> {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            f.debug_list()
                .entries(self.0.missing_functions().map(|i| i.name))
                .finish()
        }
    }
    let missing = table.missing_functions().count();
    f.debug_struct(name)
        .field("found", &(T::FUNCTIONS.len() - missing))
        .field("missing", &Names(table))
        .finish()
}

/// `name` without the `r#` of a raw identifier: `stringify!(r#type)` is `"r#type"`, the C name `type`.
#[doc(hidden)]
pub const fn unraw(name: &'static str) -> &'static str {
    match name.as_bytes() {
        [b'r', b'#', rest @ ..] => match core::str::from_utf8(rest) {
            Ok(bare) => bare,
            Err(_) => name,
        },
        _ => name,
    }
}

#[cfg(test)]
mod tests {
    use super::unraw;

    #[test]
    fn unraw_drops_the_raw_prefix_only() {
        assert_eq!(unraw("r#type"), "type");
        assert_eq!(unraw("r#match"), "match");
        assert_eq!(unraw("reserved"), "reserved");
        assert_eq!(unraw("r"), "r");
        assert_eq!(unraw(""), "");
    }
}
