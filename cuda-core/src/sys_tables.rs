//! `sys_tables!`: the scaffold of a bindings crate's `sys` module, written once for every library.
//!
//! A `sys` module is one file per area of the C header. Each area file declares its types inside
//! `super::area!` ([`area!`](crate::area)) and its functions inside `super::functions!`; the module
//! lists its areas once, in `sys_tables!`, and everything else follows from that list and the
//! declarations: the area modules and their re-exports, the function table with one field per area and
//! its raw calls, the iterator over every declared function, and the registries (`STRUCTS`, `HANDLES`,
//! `ENUMS`, `ALIASES`, `CONSTANTS`, built by [`registry!`](crate::registry)) with the crate's two
//! exported `for_each_*` macros. `cuda-driver` and `cuda-runtime` build their `sys` this way; so does
//! the next library's crate.
//!
//! Like `area!` and `registry!`, it is this workspace's own and hidden from the docs: its input is
//! shaped by those crates' needs and may change with them, so it is not offered to outside crates (the
//! registries' types in [`registry`](crate::StructInfo) are). `cuda-core/tests/sys_tables.rs` builds a
//! small library's `sys` with it, from outside this crate, as a new crate would.
//!
//! The registries are collected by a chain through the areas' `items!` macros, one step per area (each
//! area's `items!` hands its lists, with those gathered so far, straight to the next area's), so the
//! chain stays well inside the compiler's default recursion limit (128) for any header of fewer than
//! about a hundred areas.

/// Declares a bindings crate's `sys` scaffold from its list of areas. Invoke it once, in `sys/mod.rs`.
///
/// ```text
/// cuda_struct::sys_tables! {
///     /// More docs for `STRUCTS` (an example).
///     sys = "cuda_driver::sys", library = "driver", macros = [for_each_struct, for_each_enum];
///     /// The docs of the table type.
///     table = Table, status = crate::sys::CUresult, version = driver_version,
///         missing = crate::DriverError::missing;
///     versions = required;
///     areas = [result, init, device_attribute = "device/attribute.rs", ..];
/// }
/// ```
///
/// It defines, where it is invoked:
/// - the `functions!` that area files call (`super::functions!`): [`functions!`](crate::functions) with
///   the table type `Functions`, the status type `status`, and its calls on `table`; and `area!`
///   re-exported for them (`super::area!`);
/// - `pub mod <area>;` for each area (at `#[path = ".."]` when one is given), and every area's items
///   re-exported (`pub use self::{<area>::*, ..}`);
/// - the registries' types, re-exported ([`StructInfo`](crate::StructInfo), [`HandleInfo`](crate::HandleInfo),
///   [`EnumInfo`](crate::EnumInfo), [`AliasInfo`](crate::AliasInfo), [`ConstantInfo`](crate::ConstantInfo),
///   [`HandleKind`](crate::HandleKind));
/// - `table`, a struct with one field per area (its `Functions`, named as the area) and the version
///   the library reported (`version`, an `i32`, with a getter of that name), `resolve(version, lookup)`,
///   and a [`Calls`](crate::Calls) impl per area whose "missing" error is `missing(f, version)` (`missing`
///   is a function or closure of a [`MissingFunction`](crate::MissingFunction) and the version);
///   with `versions = required;`, a compile-time check that every function line gives its ABI version;
/// - `pub fn functions()`, every declared function in area order;
/// - under `cfg(test)`, the tests every registry passes (`sys::registry_checks`): no name listed twice,
///   anonymous structs members of their outer types;
/// - the registries and the `for_each_*` macros ([`registry!`](crate::registry), with the doc lines
///   before `sys` on `STRUCTS`; `sys` is the path the docs name, `library` the word they use).
#[doc(hidden)]
#[macro_export]
macro_rules! sys_tables {
    (
        $(#[$structs_attr:meta])*
        sys = $sys:literal, library = $library:literal, macros = [$for_each_struct:ident, $for_each_enum:ident];
        $(#[$table_attr:meta])*
        table = $table:ident, status = $status:ty, version = $version:ident, missing = $missing:expr;
        $(versions = $required:ident;)?
        areas = [$($area:ident $(= $path:literal)?),* $(,)?] $(;)?
    ) => {
        $crate::sys_tables! { @functions ($) $status, $table, $library }
        #[allow(unused_imports)]
        pub(crate) use $crate::area;

        $($(#[path = $path])? pub mod $area;)*

        // Each area also defines its own `Functions` table and `items!`; those are reached by their area's
        // path (`sys::memory::Functions`), and the globs leave them ambiguous on purpose. An area without
        // types re-exports nothing but its `Functions`.
        #[allow(ambiguous_glob_reexports, unused_imports)]
        pub use self::{$($area::*),*};

        pub use $crate::{AliasInfo, ConstantInfo, EnumInfo, HandleInfo, HandleKind, StructInfo};

        $crate::sys_tables! {
            @table [$(#[$table_attr])*] $table, $status, $version, ($missing), $library; $($area),*
        }
        $crate::sys_tables! { @required [$($required)?] $($area),* }

        /// Every function this crate declares, in header order by area.
        pub fn functions() -> impl $crate::__private::core::iter::Iterator<Item = &'static $crate::FunctionInfo>
            + $crate::__private::core::clone::Clone {
            [$(<$area::Functions as $crate::FunctionTable>::FUNCTIONS),*].into_iter().flatten()
        }

        /// The checks every registry passes ([`cuda_struct`]'s), run as this crate's tests.
        #[cfg(test)]
        mod registry_checks {
            #[test]
            fn every_name_is_listed_once() {
                $crate::__private::sys_checks::every_name_is_listed_once(
                    super::STRUCTS, super::HANDLES, super::ENUMS, super::ALIASES, super::functions(),
                );
            }

            #[test]
            fn anonymous_structs_are_members_of_their_outer_type() {
                $crate::__private::sys_checks::anonymous_structs_are_members_of_their_outer_type(
                    super::STRUCTS,
                );
            }
        }

        $crate::sys_tables! {
            @collect [$($area)*]
            ($)
            $(#[$structs_attr])*
            sys = $sys, macros = [$for_each_struct, $for_each_enum];
        }
    };
    // The `functions!` of the area files.
    (@functions ($d:tt) $status:ty, $table:ident, $library:literal) => {
        /// Declares the functions of one area of the header: `cuda_struct::functions!` with this
        /// library's status type, the calls made on the `sys` table.
        #[allow(unused_macros)]
        macro_rules! __functions {
            ($d ($d line:tt)*) => {
                $crate::functions! {
                    #[doc = $crate::__private::core::concat!(
                        "The function pointers of this area, as the lookup found them (`None`: the ",
                        $library, " lacks it)."
                    )]
                    pub struct Functions -> $status, calls on super::$table;
                    $d ($d line)*
                }
            };
        }
        #[allow(unused_imports)]
        pub(crate) use __functions as functions;
    };
    (@table [$($table_attr:tt)*] $table:ident, $status:ty, $version:ident, ($missing:expr), $library:literal;
        $($area:ident),*) => {
        $($table_attr)*
        #[derive(Clone, Copy, Debug)]
        pub struct $table {
            $(
                #[doc = $crate::__private::core::concat!(
                    "The functions of [`sys::", $crate::__private::core::stringify!($area), "`](",
                    $crate::__private::core::stringify!($area), ")."
                )]
                pub $area: $area::Functions,
            )*
            $version: i32,
        }

        impl $table {
            #[doc = $crate::__private::core::concat!(
                "Looks every listed function up with `lookup`, for a ", $library, " that reports `",
                $crate::__private::core::stringify!($version), "` (0: unknown), which the \"missing\" ",
                "errors of the calls mention.\n\n",
                "# Safety\n",
                "Every address `lookup` returns for a declaration must be a function with that ",
                "declaration's prototype at its ABI version (see ",
                "[`FunctionTable::resolve`](::cuda_struct::FunctionTable::resolve))."
            )]
            pub unsafe fn resolve($version: i32, lookup: &mut $crate::Lookup<'_>) -> $table {
                $table {
                    // SAFETY: the caller's promise, for each area.
                    $($area: unsafe { <$area::Functions as $crate::FunctionTable>::resolve(lookup) },)*
                    $version,
                }
            }

            #[doc = $crate::__private::core::concat!(
                "The ", $library, " version the table was resolved for, as given to ",
                "[`resolve`](Self::resolve)."
            )]
            pub fn $version(&self) -> i32 {
                self.$version
            }
        }

        $(
            impl $crate::Calls<$area::Functions> for $table {
                #[inline]
                fn functions(&self) -> &$area::Functions {
                    &self.$area
                }

                #[cold]
                #[inline(never)]
                fn missing(
                    &self,
                    f: $crate::MissingFunction,
                ) -> <$status as $crate::Status>::Error {
                    ($missing)(f, self.$version)
                }
            }
        )*
    };
    // Every line of every area gives its ABI version (for a lookup that asks for a function at one, as
    // `cuGetProcAddress` does).
    (@required [] $($area:ident),*) => {};
    (@required [required] $($area:ident),*) => {
        $(const _: () = {
            let functions = <$area::Functions as $crate::FunctionTable>::FUNCTIONS;
            let mut i = 0;
            while i < functions.len() {
                $crate::__private::core::assert!(
                    functions[i].version.is_some(),
                    "every function line declares its ABI version"
                );
                i += 1;
            }
        };)*
    };
    // The chain's first step: the first area's `items!`, told which areas follow.
    (@collect [$first:ident $($rest:ident)*] $($header:tt)*) => {
        self::$first::items! { $first [$($rest)*] $($header)* }
    };
}

/// The checks every `sys` registry passes, which `sys_tables!` runs as its crate's tests
/// (`sys::registry_checks`). They allocate nothing, so they live in this `no_std` crate.
#[doc(hidden)]
pub mod checks {
    use crate::{AliasInfo, EnumInfo, FunctionInfo, HandleInfo, StructInfo};

    /// No C name is listed twice, across every kind of type; no function is declared twice at one
    /// version (an older ABI shares its function's C name, never its version).
    pub fn every_name_is_listed_once(
        structs: &[StructInfo],
        handles: &[HandleInfo],
        enums: &[EnumInfo],
        aliases: &[AliasInfo],
        functions: impl Iterator<Item = &'static FunctionInfo> + Clone,
    ) {
        let names = structs
            .iter()
            .map(|s| s.c_name)
            .chain(handles.iter().map(|h| h.c_name))
            .chain(enums.iter().map(|e| e.c_name))
            .chain(aliases.iter().map(|a| a.c_name));
        for (i, name) in names.clone().enumerate() {
            let again = names.clone().skip(i + 1).any(|n| n == name);
            assert!(!again, "`{name}` is listed twice");
        }
        for (i, f) in functions.clone().enumerate() {
            let again = functions
                .clone()
                .skip(i + 1)
                .any(|g| (g.name, g.version) == (f.name, f.version));
            assert!(!again, "`{}` is declared twice at {:?}", f.name, f.version);
        }
    }

    /// Each anonymous C struct is named `<Outer>_<member>`, and its outer type is listed with that member,
    /// of this type and size.
    pub fn anonymous_structs_are_members_of_their_outer_type(structs: &[StructInfo]) {
        for s in structs {
            let Some((outer, member)) = s.anonymous_in else {
                continue;
            };
            let named = s
                .c_name
                .strip_prefix(outer)
                .and_then(|r| r.strip_prefix('_'));
            assert_eq!(
                named,
                Some(member),
                "`{}` is not `{outer}_{member}`",
                s.c_name
            );
            let Some(outer) = structs.iter().find(|o| o.c_name == outer) else {
                panic!("`{}`'s outer type `{outer}` is not listed", s.c_name);
            };
            let Some(field) = outer.fields.iter().find(|f| f.name == member) else {
                panic!("`{}` has no member `{member}`", outer.c_name);
            };
            assert_eq!(
                (field.ty, field.size),
                (s.c_name, s.size),
                "`{}.{member}`",
                outer.c_name
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::checks::*;
    use crate::{AliasInfo, FieldInfo, FunctionInfo, StructInfo};

    const fn info(c_name: &'static str, fields: &'static [FieldInfo]) -> StructInfo {
        StructInfo {
            c_name,
            anonymous_in: None,
            size: 8,
            align: 8,
            is_union: false,
            fields,
            doc: "",
        }
    }

    fn no_functions() -> impl Iterator<Item = &'static FunctionInfo> + Clone {
        [].into_iter()
    }

    #[test]
    #[should_panic = "`CUx` is listed twice"]
    fn a_name_of_two_kinds_is_refused() {
        let alias = AliasInfo {
            c_name: "CUx",
            rust: "u64",
            size: 8,
            align: 8,
        };
        every_name_is_listed_once(&[info("CUx", &[])], &[], &[], &[alias], no_functions());
    }

    #[test]
    fn distinct_names_pass() {
        every_name_is_listed_once(
            &[info("CUa", &[]), info("CUb", &[])],
            &[],
            &[],
            &[],
            no_functions(),
        );
    }

    #[test]
    #[should_panic = "`CUouter` has no member `inner`"]
    fn an_anonymous_struct_must_be_a_member_of_its_outer_type() {
        let mut inner = info("CUouter_inner", &[]);
        inner.anonymous_in = Some(("CUouter", "inner"));
        anonymous_structs_are_members_of_their_outer_type(&[info("CUouter", &[]), inner]);
    }
}
