//! Function tables: a C library's functions declared once, with the ABI version each is meant at, and
//! resolved at run time through a lookup function that the caller supplies.
//!
//! [`functions!`](crate::functions) declares them; this module holds what its output names. Nothing here
//! knows how a library is found or opened: a table is filled by whatever lookup the caller passes to
//! [`FunctionTable::resolve`] (`dlsym`, `cuGetProcAddress`, a test's closure), and the opening of shared
//! libraries lives apart, in [`load`](crate::load) (cargo feature `load`).

use core::ffi::c_void;
use core::ptr::NonNull;

use crate::error::MissingFunction;

/// One declared function: what a lookup is asked for, and what a conformance check compares with the
/// C header.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FunctionInfo {
    /// The C name, e.g. `cuMemAlloc`.
    pub name: &'static str,
    /// The ABI version the declared prototype belongs to (`3020` for CUDA's `PFN_cuMemAlloc_v3020`).
    pub version: u32,
    /// The library version that introduced the function at that ABI: the first whose header declares it.
    /// Usually `version`; a line says otherwise with `since` (CUDA 13.2's `cuda.h` was the first to
    /// declare `cuLaunchHostFunc_v2`, whose ABI version is 13010). What a "missing" error names.
    pub since: u32,
    /// The symbol the library exports that version under, e.g. `cuMemAlloc_v2`.
    pub symbol: &'static str,
    /// Parameter names and Rust types, as declared.
    pub params: &'static [(&'static str, &'static str)],
    /// The declaration's doc comment, as written: each `///` line followed by a newline.
    pub doc: &'static str,
}

/// The lookup a table is resolved with: given a declared function, its address in the library, or `None`
/// when the library lacks it.
pub type Lookup<'a> = dyn FnMut(&'static FunctionInfo) -> Option<NonNull<c_void>> + 'a;

/// A C status code that turns into a `Result`: `CUresult` for the CUDA driver, `nvrtcResult` for NVRTC.
///
/// The return type of every function of a [`functions!`](crate::functions) table; the library's crate
/// implements it for its own code type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a status type for `functions!`",
    label = "the return type of every function of the table",
    note = "implement `cuda_struct::Status` for the C status code (its `check` turns a code into a `Result`)"
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
/// The type must be `#[repr(C)]` with exactly one field per entry of [`FUNCTIONS`](Self::FUNCTIONS), in
/// that order, each an `Option` of an `unsafe extern "C" fn` pointer; and `resolve` may only store, for
/// each declared function, a pointer the lookup returned for that declaration (or `None`). The macro
/// writes both; implement the trait with it.
pub unsafe trait FunctionTable: Copy + Sized {
    /// The C return type of every function of the table.
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

    /// The declared functions the table lacks, in [`FUNCTIONS`](Self::FUNCTIONS) order.
    #[inline]
    fn missing_functions(&self) -> impl Iterator<Item = &'static FunctionInfo> + Clone + '_ {
        Missing::of(self)
    }
}

/// The declared functions a table lacks: its [`FUNCTIONS`](FunctionTable::FUNCTIONS) walked beside its
/// slots. One type for every table, so that its code is compiled once, in this crate, not once per
/// table.
#[derive(Clone)]
struct Missing<'a> {
    functions: core::slice::Iter<'static, FunctionInfo>,
    slots: core::slice::Iter<'a, Option<NonNull<c_void>>>,
}

impl<'a> Missing<'a> {
    #[inline]
    fn of<T: FunctionTable>(table: &'a T) -> Self {
        let slots: &[Option<NonNull<c_void>>] = if T::FUNCTIONS.is_empty() {
            // An empty table is a one-byte-aligned ZST: not a place to read pointers from.
            &[]
        } else {
            let table = (table as *const T).cast::<Option<NonNull<c_void>>>();
            // SAFETY: by the trait's contract the table is `FUNCTIONS.len()` pointer-sized `Option`s of
            // function pointers, laid out (and so aligned) as an array; each reads as an
            // `Option<NonNull<c_void>>` (`None` for null).
            unsafe { core::slice::from_raw_parts(table, T::FUNCTIONS.len()) }
        };
        Missing {
            functions: T::FUNCTIONS.iter(),
            slots: slots.iter(),
        }
    }
}

impl Iterator for Missing<'_> {
    type Item = &'static FunctionInfo;

    fn next(&mut self) -> Option<&'static FunctionInfo> {
        loop {
            let info = self.functions.next()?;
            if self.slots.next()?.is_none() {
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
#[inline]
pub fn debug_table<T: FunctionTable>(
    table: &T,
    name: &str,
    f: &mut core::fmt::Formatter<'_>,
) -> core::fmt::Result {
    debug_missing(name, T::FUNCTIONS.len(), Missing::of(table), f)
}

/// [`debug_table`]'s work, not generic: compiled once here whatever the number of tables.
fn debug_missing(
    name: &str,
    declared: usize,
    missing: Missing<'_>,
    f: &mut core::fmt::Formatter<'_>,
) -> core::fmt::Result {
    struct Names<'a>(Missing<'a>);
    impl core::fmt::Debug for Names<'_> {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            f.debug_list()
                .entries(self.0.clone().map(|i| i.name))
                .finish()
        }
    }
    f.debug_struct(name)
        .field("found", &(declared - missing.clone().count()))
        .field("missing", &Names(missing))
        .finish()
}

/// Asks `lookup` for every function of `functions`, writing each answer (null: missing) to its slot.
///
/// Out of line and not generic, so that a table's `resolve` is one call whatever its size.
#[doc(hidden)]
pub fn look_up_all(
    functions: &'static [FunctionInfo],
    slots: &mut [*mut c_void],
    lookup: &mut Lookup<'_>,
) {
    for (slot, info) in slots.iter_mut().zip(functions) {
        *slot = lookup(info).map_or(core::ptr::null_mut(), NonNull::as_ptr);
    }
}

/// Declares the functions of a C library as a table resolved at run time.
///
/// ```
/// use core::ffi::c_int;
/// use core::ptr::NonNull;
/// use cuda_struct::{FunctionTable, MissingFunction, Status};
///
/// /// The status code our C library returns.
/// #[derive(Clone, Copy, PartialEq, Eq, Debug)]
/// #[repr(transparent)]
/// pub struct Code(c_int);
///
/// #[derive(Debug, PartialEq)]
/// pub enum Error {
///     Failed(&'static str, c_int),
///     Missing(MissingFunction),
/// }
/// impl From<MissingFunction> for Error {
///     fn from(m: MissingFunction) -> Self {
///         Error::Missing(m)
///     }
/// }
/// impl Status for Code {
///     type Error = Error;
///     fn check(self, function: &'static str) -> Result<(), Error> {
///         if self.0 == 0 { Ok(()) } else { Err(Error::Failed(function, self.0)) }
///     }
/// }
///
/// cuda_struct::functions! {
///     /// The functions of our library.
///     pub struct Functions -> Code;
///     /// Doubles a number.
///     fn twice(x: c_int, out: *mut c_int) @ 1000 as "twice";
///     /// Appeared in version 2.0 of the library.
///     fn thrice(x: c_int, out: *mut c_int) @ 2000 as "thrice_v2";
/// }
///
/// extern "C" fn twice(x: c_int, out: *mut c_int) -> Code {
///     // SAFETY: the caller passes a valid out-pointer.
///     unsafe { *out = 2 * x };
///     Code(0)
/// }
///
/// // A loader would call `dlsym` here; this lookup knows one function.
/// // SAFETY: the address returned for `twice` is a function with `twice`'s declared prototype.
/// let table = unsafe {
///     Functions::resolve(&mut |f| match f.symbol {
///         "twice" => NonNull::new(twice as *mut _),
///         _ => None,
///     })
/// };
/// let mut out = 0;
/// // SAFETY: `out` is a valid out-parameter.
/// unsafe { table.twice(21, &mut out) }.unwrap();
/// assert_eq!(out, 42);
/// // SAFETY: as above; the function is missing, so nothing is called.
/// let err = unsafe { table.thrice(1, &mut out) }.unwrap_err();
/// assert_eq!(err, Error::Missing(MissingFunction { name: "thrice", version: 2000, since: 2000 }));
/// ```
///
/// The header names the table type, its visibility and docs, and after `->` the C return type shared by
/// every function (it must implement [`Status`]). Each line then reads like the C header:
/// `fn cuMemAlloc(dptr: *mut CUdeviceptr, bytesize: usize) @ 3020 as "cuMemAlloc_v2";` is the prototype,
/// the ABI version it is meant at, and the symbol that version is exported as; where a library version
/// later than the ABI's was the first to declare the function, `since` says which, after the symbol:
/// `fn cuLaunchHostFunc_v2(..) = cuLaunchHostFunc @ 13010 as "cuLaunchHostFunc_v2" since 13020;`. Attributes written before a
/// line (docs, `#[deprecated]`) go on the function's field and on its call. An older ABI of a function
/// that keeps its C name is declared under a Rust name of its own, with the C name after `=`:
/// `fn cuCtxCreate_v11040(..) = cuCtxCreate @ 11040 as "cuCtxCreate_v3";` (the lookup asks for
/// `cuCtxCreate` at 11040; the table's field and method are `cuCtxCreate_v11040`).
///
/// It generates:
/// - the table, a `#[repr(C)]` struct with one `Option<unsafe extern "C" fn(..) -> Status>` field per
///   function, named as in C (`None`: the library lacks it);
/// - its [`FunctionTable`] impl: the declarations as [`FunctionInfo`] data and `resolve`, which asks a
///   lookup function for each;
/// - one `unsafe` method per function, named as in C, returning `Result<(), <Status as Status>::Error>`:
///   the code turned into a `Result` by [`Status::check`], or, for a function the table lacks, the
///   [`MissingFunction`] naming it and its version. The methods go on the table, or, with
///   `pub struct Functions -> CUresult, calls on path::To::Holder;`, on `Holder`, which implements
///   [`Calls`] for the table.
///
/// What it emits needs only `core`, and names this crate's items by `$crate`, so it works renamed and
/// under `#![no_implicit_prelude]`.
#[macro_export]
macro_rules! functions {
    (
        $(#[$table_attr:meta])*
        $vis:vis struct $table:ident -> $status:ty $(, calls on $on:ty)?;
        $($line:tt)*
    ) => {
        $crate::functions! {
            @on [$($on)?] [$(#[$table_attr])*] $vis $table $status; $($line)*
        }
    };
    (@on [] [$($table_attr:tt)*] $vis:vis $table:ident $status:ty; $($line:tt)*) => {
        impl $crate::Calls<$table> for $table {
            #[inline]
            fn functions(&self) -> &Self {
                self
            }
        }
        $crate::functions! { @emit $table [$($table_attr)*] $vis $table $status; $($line)* }
    };
    (@on [$on:ty] [$($table_attr:tt)*] $vis:vis $table:ident $status:ty; $($line:tt)*) => {
        $crate::functions! { @emit $on [$($table_attr)*] $vis $table $status; $($line)* }
    };
    (
        @emit $on:ty [$($table_attr:tt)*] $vis:vis $table:ident $status:ty;
        $(
            $(#[$($attr:tt)*])*
            fn $name:ident($($arg:ident : $ty:ty),* $(,)?) $(= $c_name:ident)? @ $version:literal as $symbol:literal $(since $since:literal)?;
        )*
    ) => {
        $($table_attr)*
        #[repr(C)]
        #[allow(non_snake_case)]
        #[derive(Clone, Copy)]
        $vis struct $table {
            $(
                $(#[$($attr)*])*
                pub $name: $crate::__private::core::option::Option<
                    unsafe extern "C" fn($($arg: $ty),*) -> $status
                >,
            )*
        }

        #[allow(deprecated)]
        const _: () = {
            /// The table's name, how many functions it found and which it lacks (one generic helper, not
            /// one `field` call per function).
            impl $crate::__private::core::fmt::Debug for $table {
                fn fmt(&self, f: &mut $crate::__private::core::fmt::Formatter<'_>) -> $crate::__private::core::fmt::Result {
                    $crate::__private::debug_table(self, $crate::__private::core::stringify!($table), f)
                }
            }

            // SAFETY: `resolve` stores only what the lookup returned for each declaration, in its field.
            unsafe impl $crate::FunctionTable for $table {
                type Status = $status;

                const FUNCTIONS: &'static [$crate::FunctionInfo] = &[
                    $(
                        $crate::FunctionInfo {
                            name: $crate::__function_name!([$($c_name)?] $name),
                            version: $version,
                            since: $crate::__function_since!([$($since)?] $version),
                            symbol: $symbol,
                            params: &[$((
                                $crate::__private::core::stringify!($arg),
                                $crate::__private::core::stringify!($ty),
                            )),*],
                            doc: $crate::__private::core::concat!(
                                $($crate::__function_doc_line!($($attr)*),)* ""
                            ),
                        },
                    )*
                ];

                unsafe fn resolve(lookup: &mut $crate::Lookup<'_>) -> Self {
                    const N: usize = <$table as $crate::FunctionTable>::FUNCTIONS.len();
                    let mut slots = [$crate::__private::core::ptr::null_mut::<$crate::__private::core::ffi::c_void>(); N];
                    $crate::__private::look_up_all(
                        <$table as $crate::FunctionTable>::FUNCTIONS,
                        &mut slots,
                        lookup,
                    );
                    // SAFETY: the table is `repr(C)` with one field per declaration, in `FUNCTIONS` order,
                    // each an `Option` of a function pointer: pointer-sized, null being `None`. Each
                    // non-null slot has its declaration's prototype, as `resolve`'s caller promises.
                    unsafe {
                        $crate::__private::core::mem::transmute::<
                            [*mut $crate::__private::core::ffi::c_void; N],
                            Self,
                        >(slots)
                    }
                }
            }
        };

        #[allow(non_snake_case, clippy::too_many_arguments, deprecated)]
        impl $on {
            $(
                $(#[$($attr)*])*
                #[doc = ""]
                #[doc = $crate::__private::core::concat!(
                    "Calls `", $crate::__private::core::stringify!($name), "` (ABI version ",
                    $crate::__private::core::stringify!($version), ", exported as `", $symbol, "`)."
                )]
                #[doc = "\n# Errors\nThe status type's error for a failing code, or for a function the table lacks.\n\n\
                         # Safety\nThe arguments must meet the C function's contract: pointers valid for what it \
                         reads and writes, handles live."]
                #[inline]
                $vis unsafe fn $name(
                    &self,
                    $($arg: $ty),*
                ) -> $crate::__private::core::result::Result<(), <$status as $crate::Status>::Error> {
                    match <$on as $crate::Calls<$table>>::functions(self).$name {
                        // SAFETY: the caller upholds the C contract; the pointer has the declared prototype.
                        $crate::__private::core::option::Option::Some(f) => {
                            <$status as $crate::Status>::check(
                                unsafe { f($($arg),*) },
                                $crate::__private::core::stringify!($name),
                            )
                        }
                        $crate::__private::core::option::Option::None => {
                            $crate::__private::core::result::Result::Err(
                                <$on as $crate::Calls<$table>>::missing(self, $crate::MissingFunction {
                                    name: $crate::__private::core::stringify!($name),
                                    version: $version,
                                    since: $crate::__function_since!([$($since)?] $version),
                                }),
                            )
                        }
                    }
                }
            )*
        }
    };
}

/// The C name a `functions!` line looks its function up by: the one after `=`, else the Rust name.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_name {
    ([$c_name:ident] $name:ident) => {
        $crate::__private::core::stringify!($c_name)
    };
    ([] $name:ident) => {
        $crate::__private::core::stringify!($name)
    };
}

/// The version a [`functions!`](crate::functions) line's function was introduced in: the one after
/// `since`, else its ABI version.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_since {
    ([$since:literal] $version:literal) => {
        $since
    };
    ([] $version:literal) => {
        $version
    };
}

/// One attribute of a [`functions!`](crate::functions) line as doc text: a `#[doc = "..."]` line's text
/// and a newline, nothing for any other attribute (`#[deprecated]`).
#[doc(hidden)]
#[macro_export]
macro_rules! __function_doc_line {
    (doc = $doc:literal) => {
        $crate::__private::core::concat!($doc, "\n")
    };
    ($($other:tt)*) => {
        ""
    };
}
