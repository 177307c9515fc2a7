//! The two blocks of an area file: `area!` around its type declarations, which lists them by kind, and
//! `functions!`, its runtime functions, declared with `cuda_struct::functions!` as `cudaError_t` functions
//! whose calls go on [`Table`](super::Table). (The same shape as cuda-driver's `sys`.)

/// Declares the runtime functions of one area of the header.
///
/// Each line reads like the header: `fn cudaMalloc(devPtr: *mut *mut c_void, size: usize) @ 12000 as
/// "cudaMalloc";`. The version is the runtime the prototype belongs to: 12000 for one that 12.x and 13.x
/// share, 13000 for one 13.0 added or changed, 13050 for one 13.5 is the first checked header to have;
/// a 12.x prototype that 13.0 changed is declared as `<name>_v12000` and listed in
/// [`UNTIL`](super::UNTIL). Every function returns `cudaError_t`. The area gets its `Functions` table,
/// and [`Table`](super::Table) (which holds every area's) gets one `unsafe` method per function, named as
/// in C, returning `Err(RuntimeError)` for a failing code and for a function the runtime lacks.
macro_rules! functions {
    ($($line:tt)*) => {
        ::cuda_struct::functions! {
            /// The function pointers of this area, as the lookup found them (`None`: the runtime lacks it).
            pub struct Functions -> $crate::sys::cudaError_t, calls on $crate::sys::Table;
            $($line)*
        }
    };
}
pub(crate) use functions;

/// Wraps the type declarations of one area file: passes every item through unchanged and lists it by kind,
/// so that the registries ([`STRUCTS`](super::STRUCTS), ...), the fuzzers' lists and the conformance check
/// follow from the declarations themselves.
///
/// It takes, in any order and each with its doc lines:
/// - `#[cuda_struct(..)] pub struct|union Name { .. }` (with `<'a>` for a struct with `slice` fields, and
///   `#[repr(align(N))]` after `#[cuda_struct]` for one C over-aligns, as `float4`); an
///   anonymous C struct, named `<Outer>_<member>`, says where C declares it with
///   `#[anonymous_in(Outer.member)]` just before its `#[cuda_struct]`;
/// - `#[cuda_handle(..)] pub struct Name(raw);`
/// - `#[cuda_enum(..)] pub enum Name { .. }`
/// - `pub type name = integer;` (the header's fixed-width integer aliases);
/// - `pub const NAME: T = value;` (the header's `#define` constants);
/// - `pub const fn name(..) -> T { .. }` (helpers that are not part of the list).
///
/// Anything else is a compile error here, so a declaration cannot be left out of the lists by being
/// written another way. It defines the area's `items!`, which hands the lists to a callback; `areas!` in
/// `sys/mod.rs` chains the areas' through it.
macro_rules! area {
    // A `#[cuda_struct]` without a lifetime: listed, and fuzzed (its `from_bytes` is safe).
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        $(#[anonymous_in($outer:ident . $member:ident)])?
        #[cuda_struct $(($($args:tt)*))?]
        $(#[repr($($repr:tt)*)])?
        pub $kw:ident $name:ident {$($body:tt)*}
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        #[cuda_struct $(($($args)*))?]
        $(#[repr($($repr)*)])?
        pub $kw $name {$($body)*}
        $crate::sys::area! {
            @scan ($d) [$($s)* $name [] $(in $outer . $member)?,] [$($p)* $name,] [$($h)*] [$($e)*] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    // A `#[cuda_struct]` with a lifetime (it has `slice` fields): listed, not fuzzed.
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        $(#[anonymous_in($outer:ident . $member:ident)])?
        #[cuda_struct $(($($args:tt)*))?]
        pub $kw:ident $name:ident<$lt:tt> {$($body:tt)*}
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        #[cuda_struct $(($($args)*))?]
        pub $kw $name<$lt> {$($body)*}
        $crate::sys::area! {
            @scan ($d) [$($s)* $name [$lt] $(in $outer . $member)?,] [$($p)*] [$($h)*] [$($e)*] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        #[cuda_handle $(($($args:tt)*))?]
        pub struct $name:ident($($raw:tt)*);
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        #[cuda_handle $(($($args)*))?]
        pub struct $name($($raw)*);
        $crate::sys::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)* $name,] [$($e)*] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        #[cuda_enum $(($($args:tt)*))?]
        pub enum $name:ident {$($body:tt)*}
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        #[cuda_enum $(($($args)*))?]
        pub enum $name {$($body)*}
        $crate::sys::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)*] [$($e)* $name,] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        pub type $name:ident = $ty:ty;
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        pub type $name = $ty;
        $crate::sys::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)*] [$($e)*] [$($a)* $name = $ty,] [$($c)*]
            $($rest)*
        }
    };
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        pub const fn $name:ident($($params:tt)*) -> $ret:ty $body:block
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        pub const fn $name($($params)*) -> $ret $body
        $crate::sys::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)*] [$($e)*] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    // A constant of the header (`#define cudaHostAllocMapped 0x02`): listed in `CONSTANTS`.
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        pub const $name:ident: $ty:ty = $value:expr;
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        pub const $name: $ty = $value;
        $crate::sys::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)*] [$($e)*] [$($a)*] [$($c)* $name: $ty = ($value) [$($doc)*],]
            $($rest)*
        }
    };
    (@scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]) => {
        /// Hands this area's lists to `$cb!`, after the tokens given (`areas!`'s chain).
        macro_rules! __items {
            ($d cb:ident, $d ($d state:tt)*) => {
                $d cb! {
                    $d ($d state)*
                    {
                        structs: [$($s)*],
                        plain_structs: [$($p)*],
                        handles: [$($h)*],
                        enums: [$($e)*],
                        aliases: [$($a)*],
                        constants: [$($c)*],
                    }
                }
            };
        }
        pub(crate) use __items as items;
    };
    // Anything else: refused, so that no declaration is left out of the lists by being written another way.
    (@scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*] $t1:tt $t2:tt $t3:tt $t4:tt $t5:tt $($rest:tt)*) => {
        ::core::compile_error!(::core::concat!(
            "`area!` does not know this declaration (doc lines, then one `#[cuda_struct]`, `#[cuda_handle]` or \
             `#[cuda_enum]` item, a `pub type`, a `pub const` or a `pub const fn`): ",
            ::core::stringify!($t1 $t2 $t3 $t4 $t5), " ..."
        ));
    };
    (@scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*] $($rest:tt)+) => {
        ::core::compile_error!(::core::concat!(
            "`area!` does not know this declaration: ", ::core::stringify!($($rest)+)
        ));
    };
    // The entry, last so that the `@scan` steps never reach it.
    ($($items:tt)*) => {
        $crate::sys::area! { @scan ($) [] [] [] [] [] [] $($items)* }
    };
}
pub(crate) use area;
