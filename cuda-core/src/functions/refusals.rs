//! The helpers `functions!` calls on what it refuses: the attributes that would break the table's
//! layout or its declarations (`repr`, `cfg`, `cfg_attr`), and a line that does not parse, each with a
//! message that names it.

/// Refuses the attributes that would break what the table's code relies on; any other expands to
/// nothing here (it is written on the table, or on the line's field and call).
#[doc(hidden)]
#[macro_export]
macro_rules! __functions_attr {
    ([$($on:ident)?] repr $($rest:tt)*) => {
        $crate::__private::core::compile_error!($crate::__private::core::concat!(
            "`functions!` refuses `#[repr", $crate::__private::core::stringify!($($rest)*), "]` on ", $crate::__functions_attr_on!($($on)?),
            ": the macro lays the table out itself (`#[repr(C)]`, one function pointer per line)"
        ));
    };
    ([$($on:ident)?] cfg $($rest:tt)*) => {
        $crate::__private::core::compile_error!($crate::__private::core::concat!(
            "`functions!` refuses `#[cfg", $crate::__private::core::stringify!($($rest)*), "]` on ", $crate::__functions_attr_on!($($on)?),
            ": it would remove a field but not the function's declaration; put the whole `functions!` \
             in a module under the `cfg` instead"
        ));
    };
    ([$($on:ident)?] cfg_attr $($rest:tt)*) => {
        $crate::__private::core::compile_error!($crate::__private::core::concat!(
            "`functions!` refuses `#[cfg_attr", $crate::__private::core::stringify!($($rest)*), "]` on ", $crate::__functions_attr_on!($($on)?),
            ": what it applies could remove a field or change the table's layout; write the attribute \
             itself, or put the whole `functions!` in a module under the `cfg`"
        ));
    };
    ([$($on:ident)?] $($other:tt)*) => {};
}

/// Where a refused attribute is written: the table, or the line of a function.
#[doc(hidden)]
#[macro_export]
macro_rules! __functions_attr_on {
    () => {
        "the table"
    };
    ($name:ident) => {
        $crate::__private::core::concat!("`", $crate::__private::core::stringify!($name), "`")
    };
}

/// Finds the first line of a `functions!` that does not parse, and says what is wrong with it. Skips
/// four good lines at a time, so that a long table stays far from the recursion limit.
#[doc(hidden)]
#[macro_export]
macro_rules! __functions_find_error {
    (
        $(#[$($a1:tt)*])* fn $n1:ident ($($g1:ident : $h1:ty),* $(,)?) $(-> $(* $r1:tt)* $(:: $o1:ident $(:: $q1:ident)*)?
            $($t1:ident $(:: $u1:ident)*)? $(($($v1:tt)*))?)?
        $(= $c1:ident)? $(@ $w1:literal)? $(as $s1:literal)? $(since $x1:literal)?;
        $(#[$($a2:tt)*])* fn $n2:ident ($($g2:ident : $h2:ty),* $(,)?) $(-> $(* $r2:tt)* $(:: $o2:ident $(:: $q2:ident)*)?
            $($t2:ident $(:: $u2:ident)*)? $(($($v2:tt)*))?)?
        $(= $c2:ident)? $(@ $w2:literal)? $(as $s2:literal)? $(since $x2:literal)?;
        $(#[$($a3:tt)*])* fn $n3:ident ($($g3:ident : $h3:ty),* $(,)?) $(-> $(* $r3:tt)* $(:: $o3:ident $(:: $q3:ident)*)?
            $($t3:ident $(:: $u3:ident)*)? $(($($v3:tt)*))?)?
        $(= $c3:ident)? $(@ $w3:literal)? $(as $s3:literal)? $(since $x3:literal)?;
        $(#[$($a4:tt)*])* fn $n4:ident ($($g4:ident : $h4:ty),* $(,)?) $(-> $(* $r4:tt)* $(:: $o4:ident $(:: $q4:ident)*)?
            $($t4:ident $(:: $u4:ident)*)? $(($($v4:tt)*))?)?
        $(= $c4:ident)? $(@ $w4:literal)? $(as $s4:literal)? $(since $x4:literal)?;
        $($rest:tt)+
    ) => {
        $crate::__functions_find_error! { $($rest)+ }
    };
    (
        $(#[$($a:tt)*])* fn $name:ident($($arg:ident : $ty:ty),* $(,)?)
        $(-> $(* $ptr:tt)* $(:: $ret_root:ident $(:: $ret_root_path:ident)*)?
            $($ret:ident $(:: $ret_path:ident)*)? $(($($unit:tt)*))?)?
        $(= $c_name:ident)? $(@ $version:literal)? $(as $symbol:literal)? $(since $since:literal)?;
        $($rest:tt)*
    ) => {
        $crate::__functions_find_error! { $($rest)* }
    };
    ($(#[$($a:tt)*])* fn $name:ident ($($params:tt)*) $($rest:tt)*) => {
        $crate::__functions_line_tail! { $name [] $($rest)* }
    };
    ($(#[$($a:tt)*])* fn $name:ident $($rest:tt)*) => {
        $crate::__private::core::compile_error!($crate::__private::core::concat!(
            "the `functions!` line of `", $crate::__private::core::stringify!($name),
            "` needs its parameters in parentheses: `fn ", $crate::__private::core::stringify!($name),
            "(param: Type, ..);`"
        ));
    };
    ($(#[$($a:tt)*])* $($rest:tt)+) => {
        $crate::__functions_not_a_line! { [] $($rest)+ }
    };
    // Every line parsed, so the header is what failed to expand; its own error has been given.
    () => {};
}

/// The tokens of a bad line after its parameters, up to its `;`: the error quotes them.
#[doc(hidden)]
#[macro_export]
macro_rules! __functions_line_tail {
    ($name:ident [$($tail:tt)*] ; $($rest:tt)*) => {
        $crate::__private::core::compile_error!($crate::__private::core::concat!(
            "the `functions!` line of `", $crate::__private::core::stringify!($name),
            "` does not parse after its parameters, at `", $crate::__private::core::stringify!($($tail)*),
            "`: a line reads `fn name(param: Type, ..) -> Return = c_name @ version as \"symbol\" since \
             version;`, every part after the parameters optional but in this order, `version` an integer, \
             `symbol` a string, and `Return` a type name or path, `()`, or a pointer to one (declare a \
             `type` alias for any other)"
        ));
    };
    ($name:ident [$($tail:tt)*] $next:tt $($rest:tt)*) => {
        $crate::__functions_line_tail! { $name [$($tail)* $next] $($rest)* }
    };
    ($name:ident [$($tail:tt)*]) => {
        $crate::__private::core::compile_error!($crate::__private::core::concat!(
            "the `functions!` line of `", $crate::__private::core::stringify!($name),
            "` does not end with `;`"
        ));
    };
}

/// Something that is not a function line, quoted up to its `;` (or the end).
#[doc(hidden)]
#[macro_export]
macro_rules! __functions_not_a_line {
    ([$($seen:tt)*] ; $($rest:tt)*) => {
        $crate::__functions_not_a_line! { [$($seen)*] }
    };
    ([$($seen:tt)*] $next:tt $($rest:tt)*) => {
        $crate::__functions_not_a_line! { [$($seen)* $next] $($rest)* }
    };
    ([$($seen:tt)*]) => {
        $crate::__private::core::compile_error!($crate::__private::core::concat!(
            "`functions!` expected a function line, `fn name(param: Type, ..);`, and found `",
            $crate::__private::core::stringify!($($seen)*), "`"
        ));
    };
}
