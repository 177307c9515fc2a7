//! `functions!` and the helpers its expansion calls.
//!
//! The table is read only through its fields, by name: `resolve` builds it with a struct literal and
//! `is_found` reads each field, so nothing relies on where a field lies in memory. The attributes that
//! would make the declarations disagree with the fields (`cfg`, `cfg_attr`) or change the layout the
//! macro chooses (`repr`) are refused where they are written.

/// Declares the functions of a C library as a table resolved at run time.
///
/// ```
/// use core::ffi::{c_char, c_int};
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
///     fn twice(x: c_int, out: *mut c_int);
///     /// The name of a code, as a static C string: returns no `Code`.
///     fn codeName(code: Code) -> *const c_char;
///     /// Appeared in version 2.0 of the library, exported under another name.
///     fn thrice(x: c_int, out: *mut c_int) @ 2000 as "thrice_v2";
/// }
///
/// extern "C" fn twice(x: c_int, out: *mut c_int) -> Code {
///     // SAFETY: the caller passes a valid out-pointer.
///     unsafe { *out = 2 * x };
///     Code(0)
/// }
///
/// extern "C" fn code_name(_: Code) -> *const c_char {
///     c"no error".as_ptr()
/// }
///
/// // A loader would call `dlsym` here; this lookup knows two functions.
/// // SAFETY: the addresses returned have the declared prototypes of `twice` and `codeName`.
/// let table = unsafe {
///     Functions::resolve(&mut |f| match f.symbol {
///         "twice" => NonNull::new(twice as *mut _),
///         "codeName" => NonNull::new(code_name as *mut _),
///         _ => None,
///     })
/// };
/// let mut out = 0;
/// // SAFETY: `out` is a valid out-parameter.
/// unsafe { table.twice(21, &mut out) }.unwrap();
/// assert_eq!(out, 42);
/// // SAFETY: any code may be passed; the answer is a static string.
/// let name = unsafe { core::ffi::CStr::from_ptr(table.codeName(Code(0)).unwrap()) };
/// assert_eq!(name, c"no error");
/// // SAFETY: as above; the function is missing, so nothing is called.
/// let err = unsafe { table.thrice(1, &mut out) }.unwrap_err();
/// assert_eq!(err, Error::Missing(MissingFunction { name: "thrice", version: Some(2000), since: Some(2000) }));
/// assert_eq!(table.missing_functions().map(|f| f.name).collect::<Vec<_>>(), ["thrice"]);
/// ```
///
/// The header names the table type, its visibility and docs, and after `->` the C status type (it must
/// implement [`Status`](crate::Status)): what every function returns unless its line says otherwise. Each
/// line then reads like the C header, every part after the parameters optional but in this order:
///
/// `fn name(param: Type, ..) -> Return = c_name @ version as "symbol" since version;`
///
/// - `-> Return`: the C return type, for a function that does not return the status
///   (`fn nvmlErrorString(result: nvmlReturn_t) -> *const c_char;`): a type name or path, `()`, or a
///   pointer to one (`*const *const c_char`); declare a `type` alias for anything else.
/// - `= c_name`: the C name, when the Rust name differs. An older ABI of a function that keeps its C name
///   is declared under a Rust name of its own: `fn cuCtxCreate_v11040(..) = cuCtxCreate @ 11040 as
///   "cuCtxCreate_v3";` (the lookup asks for `cuCtxCreate` at 11040; the table's field and method are
///   `cuCtxCreate_v11040`).
/// - `@ version`: the ABI version the prototype is meant at, for a library that versions its ABI
///   (`fn cuMemAlloc(..) @ 3020 as "cuMemAlloc_v2";`). Without it the function has no version, and its
///   "missing" error names none.
/// - `as "symbol"`: the exported symbol, when it is not the C name.
/// - `since version`: where a library version later than the ABI's was the first to declare the
///   function: `fn cuLaunchHostFunc_v2(..) = cuLaunchHostFunc @ 13010 as "cuLaunchHostFunc_v2" since
///   13020;`.
///
/// Attributes written before a line (docs, `#[deprecated]`) go on the function's field and on its call.
///
/// It generates:
/// - the table, a `#[repr(C)]` struct with one `Option<unsafe extern "C" fn(..) -> Return>` field per
///   function, named as in C (`None`: the library lacks it);
/// - its [`FunctionTable`](crate::FunctionTable) impl: the declarations as
///   [`FunctionInfo`](crate::FunctionInfo) data (parameter names without `r#`), `resolve`, which asks a
///   lookup function for each and builds the table field by field, and `is_found`, which reads a field;
/// - `Debug` for the table: how many functions it found, and the names of those it lacks;
/// - one `unsafe` method per function, named as in C: for a function returning the status,
///   `Result<(), <Status as Status>::Error>`, the code turned into a `Result` by
///   [`Status::check`](crate::Status::check); for one with its own `-> Return`, `Result<Return, ..>`,
///   the value as C returned it. A function the table lacks is, either way, the
///   [`MissingFunction`](crate::MissingFunction) naming it (and its version, if it has one). The
///   methods go on the table, or, with `pub struct Functions -> CUresult, calls on path::To::Holder;`,
///   on `Holder`, which implements [`Calls`](crate::Calls) for the table.
///
/// It refuses, each with an error that says why:
/// - `#[repr(..)]` on the table: the macro lays the table out itself.
///
/// ```compile_fail
/// # #[derive(Clone, Copy)] pub struct Code(i32);
/// # impl cuda_struct::Status for Code { type Error = cuda_struct::MissingFunction;
/// #     fn check(self, _: &'static str) -> Result<(), Self::Error> { Ok(()) } }
/// cuda_struct::functions! {
///     #[repr(packed)]
///     pub struct Functions -> Code;
///     fn twice(x: i32, out: *mut i32);
/// }
/// ```
/// - `#[cfg(..)]` or `#[cfg_attr(..)]` on the table or on a line: one would remove a field but not its
///   declaration. Put the whole `functions!` in a module under the `cfg` instead.
///
/// ```compile_fail
/// # #[derive(Clone, Copy)] pub struct Code(i32);
/// # impl cuda_struct::Status for Code { type Error = cuda_struct::MissingFunction;
/// #     fn check(self, _: &'static str) -> Result<(), Self::Error> { Ok(()) } }
/// cuda_struct::functions! {
///     pub struct Functions -> Code;
///     #[cfg(feature = "newer")]
///     fn twice(x: i32, out: *mut i32);
/// }
/// ```
/// - a line that does not parse, naming the line and the form it should have:
///
/// ```compile_fail
/// # #[derive(Clone, Copy)] pub struct Code(i32);
/// # impl cuda_struct::Status for Code { type Error = cuda_struct::MissingFunction;
/// #     fn check(self, _: &'static str) -> Result<(), Self::Error> { Ok(()) } }
/// cuda_struct::functions! {
///     pub struct Functions -> Code;
///     fn twice(x: i32, out: *mut i32) as "twice" @ 1000; // `@` comes before `as`
/// }
/// ```
///
/// What it emits needs only `core`, and names this crate's items by `$crate`, so it works renamed and
/// under `#![no_implicit_prelude]`.
#[macro_export]
macro_rules! functions {
    (
        $(#[$($table_attr:tt)*])*
        $vis:vis struct $table:ident -> $status:ty $(, calls on $on:ty)?;
        $(
            $(#[$($attr:tt)*])*
            fn $name:ident($($arg:ident : $ty:ty),* $(,)?)
            $(-> $(* $ptr:tt)* $(:: $ret_root:ident $(:: $ret_root_path:ident)*)?
                $($ret:ident $(:: $ret_path:ident)*)? $(($($unit:tt)*))?)?
            $(= $c_name:ident)?
            $(@ $version:literal)?
            $(as $symbol:literal)?
            $(since $since:literal)?;
        )*
    ) => {
        $($crate::__functions_attr! { [] $($table_attr)* })*
        $($($crate::__functions_attr! { [$name] $($attr)* })*)*
        $crate::functions! {
            @on [$($on)?] [$(#[$($table_attr)*])*] [$vis] $table [$status];
            $({
                [$(#[$($attr)*])*] $name [$($arg: $ty),*]
                [$(-> $(* $ptr)* $(:: $ret_root $(:: $ret_root_path)*)? $($ret $(:: $ret_path)*)? $(($($unit)*))?)?]
                [$($crate::__private::core::concat!(
                    $("*", $crate::__private::core::stringify!($ptr), " ",)*
                    $("::", $crate::__private::core::stringify!($ret_root),
                        $("::", $crate::__private::core::stringify!($ret_root_path),)*)?
                    $($crate::__private::core::stringify!($ret), $("::", $crate::__private::core::stringify!($ret_path),)*)?
                    $("(", $crate::__private::core::stringify!($($unit)*), ")",)?
                ))?]
                [$($c_name)?] [$($version)?] [$($symbol)?] [$($since)?]
            })*
        }
    };
    (@on [] [$($table_attr:tt)*] [$vis:vis] $table:ident [$status:ty]; $($line:tt)*) => {
        impl $crate::Calls<$table> for $table {
            #[inline]
            fn functions(&self) -> &Self {
                self
            }
        }
        $crate::functions! { @emit $table; [$($table_attr)*] [$vis] $table [$status]; $($line)* }
    };
    (@on [$on:ty] [$($table_attr:tt)*] [$vis:vis] $table:ident [$status:ty]; $($line:tt)*) => {
        $crate::functions! { @emit $on; [$($table_attr)*] [$vis] $table [$status]; $($line)* }
    };
    (
        @emit $on:ty; [$($table_attr:tt)*] [$vis:vis] $table:ident [$status:ty];
        $({
            [$(#[$($attr:tt)*])*] $name:ident [$($arg:ident : $ty:ty),*] [$($ret:tt)*] [$($returns:expr)?]
            [$($c_name:ident)?] [$($version:literal)?] [$($symbol:literal)?] [$($since:literal)?]
        })*
    ) => {
        $($table_attr)*
        #[repr(C)]
        #[allow(non_snake_case)]
        #[derive(Clone, Copy)]
        $vis struct $table {
            $(
                $(#[$($attr)*])*
                pub $name: $crate::__private::core::option::Option<
                    unsafe extern "C" fn($($arg: $ty),*) -> $crate::__function_ret!([$($ret)*] $status)
                >,
            )*
        }

        #[allow(deprecated)]
        const _: () = {
            /// The table's name, how many functions it found and which it lacks.
            impl $crate::__private::core::fmt::Debug for $table {
                fn fmt(&self, f: &mut $crate::__private::core::fmt::Formatter<'_>) -> $crate::__private::core::fmt::Result {
                    $crate::__private::debug_table(self, $crate::__private::core::stringify!($table), f)
                }
            }

            /// Each declaration's index in `FUNCTIONS`: the order of the lines.
            #[allow(non_camel_case_types, dead_code)]
            enum __Index {
                $($name,)*
            }

            // The table is one function pointer per declaration. Nothing reads it as such (every read is
            // of a field by name); the check keeps the layout what the docs say.
            const _: () = {
                let len = <$table as $crate::FunctionTable>::FUNCTIONS.len();
                $crate::__private::core::assert!(
                    $crate::__private::core::mem::size_of::<$table>()
                        == len * $crate::__private::core::mem::size_of::<*const ()>(),
                    "a `functions!` table is one function pointer per line"
                );
                $crate::__private::core::assert!(
                    len == 0 || $crate::__private::core::mem::align_of::<$table>()
                        == $crate::__private::core::mem::align_of::<*const ()>(),
                    "a `functions!` table is aligned as a function pointer"
                );
            };

            // SAFETY: `resolve` stores in each field only what the lookup returned for that field's own
            // declaration; `is_found` reads the field of the declaration at `index`.
            unsafe impl $crate::FunctionTable for $table {
                type Status = $status;

                const FUNCTIONS: &'static [$crate::FunctionInfo] = &[
                    $(
                        $crate::FunctionInfo {
                            name: $crate::__function_name!([$($c_name)?] $name),
                            version: $crate::__function_version!([$($version)?]),
                            since: $crate::__function_version!([$($since)?] [$($version)?]),
                            symbol: $crate::__function_symbol!(
                                [$($symbol)?] $crate::__function_name!([$($c_name)?] $name)
                            ),
                            params: &[$((
                                $crate::__private::unraw($crate::__private::core::stringify!($arg)),
                                $crate::__private::core::stringify!($ty),
                            )),*],
                            returns: $crate::__function_returns!([$($returns)?]),
                            doc: $crate::__private::core::concat!(
                                $($crate::__function_doc_line!($($attr)*),)* ""
                            ),
                        },
                    )*
                ];

                unsafe fn resolve(lookup: &mut $crate::Lookup<'_>) -> Self {
                    const FUNCTIONS: &[$crate::FunctionInfo] = <$table as $crate::FunctionTable>::FUNCTIONS;
                    $table {
                        $(
                            $name: {
                                let found = lookup(&FUNCTIONS[__Index::$name as usize]);
                                // SAFETY: `Option<NonNull<_>>` and `Option` of a function pointer are
                                // both one pointer, null being `None`; a found address has this line's
                                // prototype, as `resolve`'s caller promises.
                                unsafe {
                                    $crate::__private::core::mem::transmute::<
                                        $crate::__private::core::option::Option<
                                            $crate::__private::core::ptr::NonNull<$crate::__private::core::ffi::c_void>
                                        >,
                                        $crate::__private::core::option::Option<
                                            unsafe extern "C" fn($($arg: $ty),*) -> $crate::__function_ret!([$($ret)*] $status)
                                        >,
                                    >(found)
                                }
                            },
                        )*
                    }
                }

                #[allow(unused_variables)]
                fn is_found(&self, index: usize) -> bool {
                    $(
                        if index == __Index::$name as usize {
                            // A copy of the field, never a reference to it.
                            return { self.$name }.is_some();
                        }
                    )*
                    false
                }
            }
        };

        #[allow(non_snake_case, clippy::too_many_arguments, deprecated)]
        impl $on {
            $(
                $crate::__function_call! {
                    [$(#[$($attr)*])*] [$vis] $on; $table [$status];
                    $name [$($arg: $ty),*] [$($ret)*] [$($symbol)?] [$($version)?] [$($since)?]
                }
            )*
        }
    };
    // The header parsed but a line did not: find the line and say what is wrong with it.
    (
        $(#[$($table_attr:tt)*])*
        $vis:vis struct $table:ident -> $status:ty $(, calls on $on:ty)?;
        $($lines:tt)*
    ) => {
        $crate::__functions_find_error! { $($lines)* }
    };
    ($($other:tt)*) => {
        $crate::__private::core::compile_error!(
            "`functions!` begins with its table: `pub struct Name -> Status;` (`Status` the C type the \
             functions return unless their line says otherwise), or `pub struct Name -> Status, calls on \
             Type;`, then one line per function: `fn name(param: Type, ..);`"
        );
    };
}

/// The method of one `functions!` line: it returns the status turned into a `Result`, or the value the
/// function returns for a line with its own `-> Return`.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_call {
    (
        [$($attr:tt)*] [$vis:vis] $on:ty; $table:ident [$status:ty];
        $name:ident [$($arg:ident : $ty:ty),*] [$($ret:tt)*] [$($symbol:literal)?] [$($version:literal)?]
        [$($since:literal)?]
    ) => {
        $($attr)*
        #[doc = ""]
        #[doc = $crate::__private::core::concat!(
            "Calls `", $crate::__private::core::stringify!($name), "`",
            $(" (ABI version ", $crate::__private::core::stringify!($version), ")",)?
            $(", exported as `", $symbol, "`",)? "."
        )]
        #[doc = $crate::__function_errors_doc!([$($ret)*])]
        #[doc = "\n# Safety\nThe arguments must meet the C function's contract: pointers valid for what it \
                 reads and writes, handles live."]
        #[inline]
        $vis unsafe fn $name(
            &self,
            $($arg: $ty),*
        ) -> $crate::__private::core::result::Result<
            $crate::__function_ok!([$($ret)*]),
            <$status as $crate::Status>::Error,
        > {
            match <$on as $crate::Calls<$table>>::functions(self).$name {
                // SAFETY: the caller upholds the C contract; the pointer has the declared prototype.
                $crate::__private::core::option::Option::Some(f) => $crate::__function_result!(
                    [$($ret)*] $status, unsafe { f($($arg),*) }, $name
                ),
                $crate::__private::core::option::Option::None => {
                    $crate::__private::core::result::Result::Err(
                        <$on as $crate::Calls<$table>>::missing(self, $crate::MissingFunction {
                            name: $crate::__private::core::stringify!($name),
                            version: $crate::__function_version!([$($version)?]),
                            since: $crate::__function_version!([$($since)?] [$($version)?]),
                        }),
                    )
                }
            }
        }
    };
}

/// The C return type of a line: the one after `->`, else the table's status type.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_ret {
    ([] $status:ty) => { $status };
    ([->] $status:ty) => {
        $crate::__private::core::compile_error!("`->` in a `functions!` line needs the C return type after it")
    };
    ([-> $($ret:tt)+] $status:ty) => { $($ret)+ };
}

/// What a line's call returns on success: `()` for a status, else the C return type.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_ok {
    ([]) => { () };
    ([-> $($ret:tt)*]) => { $($ret)* };
}

/// A call's value: the status checked, or the returned value as it is.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_result {
    ([] $status:ty, $call:expr, $name:ident) => {
        <$status as $crate::Status>::check($call, $crate::__private::core::stringify!($name))
    };
    ([-> $($ret:tt)*] $status:ty, $call:expr, $name:ident) => {
        $crate::__private::core::result::Result::Ok($call)
    };
}

/// The `# Errors` section of a call's docs.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_errors_doc {
    ([]) => {
        "\n# Errors\nThe status type's error for a failing code, or for a function the table lacks."
    };
    ([-> $($ret:tt)*]) => {
        "\n# Errors\nThe status type's error for a function the table lacks (the function's own value is \
         returned as it is)."
    };
}

/// [`FunctionInfo::returns`](crate::FunctionInfo::returns) of a line.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_returns {
    ([]) => {
        $crate::__private::core::option::Option::None
    };
    ([$returns:expr]) => {
        $crate::__private::core::option::Option::Some($returns)
    };
}

/// The C name a `functions!` line looks its function up by: the one after `=`, else the Rust name.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_name {
    ([$c_name:ident] $name:ident) => {
        $crate::__private::unraw($crate::__private::core::stringify!($c_name))
    };
    ([] $name:ident) => {
        $crate::__private::unraw($crate::__private::core::stringify!($name))
    };
}

/// The symbol a line's function is exported as: the one after `as`, else its C name.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_symbol {
    ([$symbol:literal] $c_name:expr) => {
        $symbol
    };
    ([] $c_name:expr) => {
        $c_name
    };
}

/// A line's ABI version (`[version]`), or the version that introduced it (`[since] [version]`: the one
/// after `since`, else its ABI version); `None` where the line gives neither.
#[doc(hidden)]
#[macro_export]
macro_rules! __function_version {
    ([$version:literal]) => {
        $crate::__private::core::option::Option::Some($version)
    };
    ([]) => {
        $crate::__private::core::option::Option::None
    };
    ([$since:literal] [$($version:literal)?]) => {
        $crate::__private::core::option::Option::Some($since)
    };
    ([] [$($version:literal)?]) => {
        $crate::__function_version!([$($version)?])
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
