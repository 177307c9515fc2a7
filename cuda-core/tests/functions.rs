//! `functions!` tables resolved by a closure, with no library: what the lookup is asked, what a call does
//! with a found function, and the error value for a missing one. Runs under Miri.
#![allow(non_snake_case, missing_docs)]

use core::ffi::{c_int, c_void};
use core::ptr::NonNull;
use std::cell::Cell;

use cuda_struct::{Calls, FunctionInfo, FunctionTable, MissingFunction, Status};

/// The status code of the fake library: 0 is success.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(transparent)]
pub struct Code(c_int);

/// The fake library's error.
#[derive(Debug, PartialEq, Eq)]
pub enum Error {
    Failed {
        call: &'static str,
        code: c_int,
    },
    Missing(MissingFunction),
    /// What a holder's own `missing` makes, with the version it loaded.
    MissingAt(MissingFunction, u32),
}

impl From<MissingFunction> for Error {
    fn from(m: MissingFunction) -> Self {
        Error::Missing(m)
    }
}

impl Status for Code {
    type Error = Error;
    fn check(self, call: &'static str) -> Result<(), Error> {
        match self.0 {
            0 => Ok(()),
            code => Err(Error::Failed { call, code }),
        }
    }
}

cuda_struct::functions! {
    /// The fake library's functions.
    pub struct Fake -> Code;
    /// Writes `a + b`.
    fn fakeAdd(a: c_int, b: c_int, out: *mut c_int) @ 1000 as "fakeAdd";
    /// Fails with the code it is given.
    fn fakeFail(code: c_int) @ 1020 as "fakeFail_v2";
    /// Never found.
    fn fakeNewer(out: *mut c_int) @ 3000 as "fakeNewer";
}

extern "C" fn fake_add(a: c_int, b: c_int, out: *mut c_int) -> Code {
    // SAFETY: the callers below pass a valid out-pointer.
    unsafe { out.write(a + b) };
    Code(0)
}

extern "C" fn fake_fail(code: c_int) -> Code {
    Code(code)
}

/// The lookup a loader would be: by exported symbol, knowing two of the three.
fn lookup(f: &'static FunctionInfo) -> Option<NonNull<c_void>> {
    match f.symbol {
        "fakeAdd" => NonNull::new(fake_add as *mut c_void),
        "fakeFail_v2" => NonNull::new(fake_fail as *mut c_void),
        _ => None,
    }
}

fn resolved() -> Fake {
    // SAFETY: `lookup` returns `fake_add` and `fake_fail`, whose prototypes are the declared ones.
    unsafe { Fake::resolve(&mut lookup) }
}

#[test]
fn the_declarations_are_data_in_order() {
    let names: Vec<_> = Fake::FUNCTIONS
        .iter()
        .map(|f| (f.name, f.version, f.symbol))
        .collect();
    assert_eq!(
        names,
        [
            ("fakeAdd", Some(1000), "fakeAdd"),
            ("fakeFail", Some(1020), "fakeFail_v2"),
            ("fakeNewer", Some(3000), "fakeNewer"),
        ]
    );
    assert_eq!(
        Fake::FUNCTIONS[0].params,
        [("a", "c_int"), ("b", "c_int"), ("out", "*mut c_int")]
    );
    assert!(Fake::FUNCTIONS[1].params.len() == 1);
}

#[test]
fn the_lookup_is_asked_once_per_declaration_in_order() {
    let mut asked = Vec::new();
    // SAFETY: the lookup finds nothing, so the table holds no pointer.
    let table = unsafe {
        Fake::resolve(&mut |f| {
            asked.push(f.name);
            None
        })
    };
    assert_eq!(asked, ["fakeAdd", "fakeFail", "fakeNewer"]);
    assert!(table.fakeAdd.is_none() && table.fakeFail.is_none() && table.fakeNewer.is_none());
    let missing: Vec<_> = table.missing_functions().map(|f| f.name).collect();
    assert_eq!(missing, ["fakeAdd", "fakeFail", "fakeNewer"]);
}

#[test]
fn a_found_function_is_called_and_its_code_checked() {
    let mut given = Vec::new();
    // SAFETY: `lookup` returns `fake_add` and `fake_fail`, whose prototypes are the declared ones.
    let table = unsafe {
        Fake::resolve(&mut |f| {
            let p = lookup(f);
            given.push(p.map(NonNull::as_ptr));
            p
        })
    };
    let stored = [
        table.fakeAdd.map(|f| f as *mut c_void),
        table.fakeFail.map(|f| f as *mut c_void),
        table.fakeNewer.map(|f| f as *mut c_void),
    ];
    assert_eq!(
        given, stored,
        "each field holds what the lookup gave for it"
    );
    let mut out = 0;
    // SAFETY: `out` is a valid out-parameter.
    unsafe { table.fakeAdd(40, 2, &mut out) }.unwrap();
    assert_eq!(out, 42);
    // SAFETY: no pointer arguments.
    assert_eq!(unsafe { table.fakeFail(0) }, Ok(()));
    // SAFETY: no pointer arguments.
    let failed = unsafe { table.fakeFail(7) };
    assert_eq!(
        failed,
        Err(Error::Failed {
            call: "fakeFail",
            code: 7
        })
    );
}

#[test]
// The deprecated declaration's own generated code uses its field.
#[allow(deprecated)]
fn each_declarations_doc_lines_are_data() {
    cuda_struct::functions! {
        /// Documented functions.
        struct Documented -> Code;
        /// First line.
        ///
        /// Third line.
        #[deprecated = "only its doc lines are data"]
        fn fakeOld(out: *mut c_int) @ 1000 as "fakeOld";
        fn fakeBare() @ 1000 as "fakeBare";
    }
    let docs: Vec<&str> = Documented::FUNCTIONS.iter().map(|f| f.doc).collect();
    assert_eq!(docs, [" First line.\n\n Third line.\n", ""]);
    assert_eq!(Fake::FUNCTIONS[0].doc, " Writes `a + b`.\n");
}

#[test]
fn a_missing_function_is_an_error_naming_it_and_its_version() {
    let table = resolved();
    let missing: Vec<_> = table.missing_functions().map(|f| f.name).collect();
    assert_eq!(missing, ["fakeNewer"]);
    let mut out = -1;
    // SAFETY: the function is missing, so nothing is called.
    let err = unsafe { table.fakeNewer(&mut out) }.unwrap_err();
    let m = MissingFunction {
        name: "fakeNewer",
        version: Some(3000),
        since: Some(3000),
    };
    assert_eq!(err, Error::Missing(m));
    assert_eq!(out, -1, "nothing was called");
    let msg = m.to_string();
    assert!(msg.contains("fakeNewer") && msg.contains("3000"), "{msg}");
}

/// A holder of the table, as a loader's handle would be: it makes the calls, and its own "missing" error.
struct Loaded {
    version: u32,
    functions: Fake,
    misses: Cell<u32>,
}

impl Calls<Fake> for Loaded {
    fn functions(&self) -> &Fake {
        &self.functions
    }
    fn missing(&self, f: MissingFunction) -> Error {
        self.misses.set(self.misses.get() + 1);
        Error::MissingAt(f, self.version)
    }
}

mod on_holder {
    use super::*;

    cuda_struct::functions! {
        /// The same library, its calls made on `Loaded`.
        pub struct Held -> Code, calls on Holder;
        /// Writes `a + b`.
        fn fakeAdd(a: c_int, b: c_int, out: *mut c_int) @ 1000 as "fakeAdd";
        /// Never found.
        fn fakeNewer(out: *mut c_int) @ 3000 as "fakeNewer";
    }

    pub struct Holder {
        pub version: u32,
        pub functions: Held,
    }

    impl Calls<Held> for Holder {
        fn functions(&self) -> &Held {
            &self.functions
        }
        fn missing(&self, f: MissingFunction) -> Error {
            Error::MissingAt(f, self.version)
        }
    }
}

#[test]
fn calls_on_a_holder_use_its_missing_error() {
    use on_holder::{Held, Holder};
    // SAFETY: `lookup` returns `fake_add` for `fakeAdd`, with the declared prototype, and nothing else.
    let functions = unsafe { Held::resolve(&mut lookup) };
    let holder = Holder {
        version: 2500,
        functions,
    };
    let mut out = 0;
    // SAFETY: `out` is a valid out-parameter.
    unsafe { holder.fakeAdd(1, 2, &mut out) }.unwrap();
    assert_eq!(out, 3);
    // SAFETY: missing: nothing is called.
    let err = unsafe { holder.fakeNewer(&mut out) }.unwrap_err();
    assert_eq!(
        err,
        Error::MissingAt(
            MissingFunction {
                name: "fakeNewer",
                version: Some(3000),
                since: Some(3000),
            },
            2500
        )
    );
}

#[test]
fn a_holder_may_wrap_a_table_that_also_has_its_own_calls() {
    let loaded = Loaded {
        version: 2000,
        functions: resolved(),
        misses: Cell::new(0),
    };
    // The table's own calls give the plain `Missing`; the holder's trait method gives its own.
    let m = MissingFunction {
        name: "fakeNewer",
        version: Some(3000),
        since: Some(3000),
    };
    assert_eq!(Calls::missing(&loaded, m), Error::MissingAt(m, 2000));
    assert_eq!(loaded.misses.get(), 1);
    let mut out = 0;
    // SAFETY: missing: nothing is called.
    let err = unsafe { Calls::<Fake>::functions(&loaded).fakeNewer(&mut out) }.unwrap_err();
    assert_eq!(err, Error::Missing(m));
}

#[test]
fn debug_names_the_table_and_what_it_lacks() {
    assert_eq!(
        format!("{:?}", resolved()),
        r#"Fake { found: 2, missing: ["fakeNewer"] }"#
    );
}

#[test]
fn an_empty_table_resolves() {
    cuda_struct::functions! {
        /// No functions at all.
        struct Empty -> Code;
    }
    // SAFETY: there is nothing to look up.
    let table = unsafe { Empty::resolve(&mut |_| panic!("nothing to look up")) };
    assert_eq!(table.missing_functions().count(), 0);
    assert!(Empty::FUNCTIONS.is_empty());
}

mod introduced_later {
    use super::*;

    cuda_struct::functions! {
        /// A library whose header first declared a function a version after the function's ABI.
        pub struct Later -> Code;
        /// Declared at ABI 3000, first in the 3.5 header.
        fn fakeLater(out: *mut c_int) @ 3000 as "fakeLater" since 3050;
    }
}

#[test]
fn since_is_the_version_that_introduced_the_function_and_the_missing_error_carries_it() {
    use introduced_later::Later;
    let declared = &<Later as FunctionTable>::FUNCTIONS[0];
    assert_eq!((declared.version, declared.since), (Some(3000), Some(3050)));
    // Without `since`, a function was introduced at its ABI version.
    let plain = <Fake as FunctionTable>::FUNCTIONS;
    assert!(plain.iter().all(|f| f.since == f.version));
    // SAFETY: the lookup finds nothing.
    let table = unsafe { Later::resolve(&mut |_| None) };
    let mut out = 0;
    // SAFETY: missing: nothing is called.
    let err = unsafe { table.fakeLater(&mut out) }.unwrap_err();
    let m = MissingFunction {
        name: "fakeLater",
        version: Some(3000),
        since: Some(3050),
    };
    assert_eq!(err, Error::Missing(m));
    let msg = m.to_string();
    assert!(
        msg.contains("ABI version 3000") && msg.contains("introduced in version 3050"),
        "{msg}"
    );
}

mod own_returns {
    use super::*;
    use core::ffi::c_char;

    cuda_struct::functions! {
        /// A library without ABI versions whose functions return other things than its status.
        pub struct Plain -> Code;
        /// The name of a code, as a static C string.
        fn plainCodeName(code: Code) -> *const c_char;
        /// Returns nothing.
        fn plainReset() -> ();
        /// Returns its argument, under a keyword-named parameter; exported as another symbol.
        fn plainEcho(r#type: c_int) -> core::ffi::c_int as "plain_echo";
        /// Returns the status, as most do.
        fn plainCheck(code: c_int);
    }
}

extern "C" fn plain_code_name(_: Code) -> *const core::ffi::c_char {
    c"PLAIN_OK".as_ptr()
}

extern "C" fn plain_echo(x: c_int) -> c_int {
    x
}

#[test]
fn a_line_may_return_its_own_type_and_the_call_returns_it_as_is() {
    use own_returns::Plain;
    let infos = Plain::FUNCTIONS;
    let returns: Vec<_> = infos.iter().map(|f| f.returns).collect();
    assert_eq!(
        returns,
        [
            Some("*const c_char"),
            Some("()"),
            Some("core::ffi::c_int"),
            None
        ]
    );
    // SAFETY: the two addresses have the declared prototypes; the others are missing.
    let table = unsafe {
        Plain::resolve(&mut |f| match f.symbol {
            "plainCodeName" => NonNull::new(plain_code_name as *mut c_void),
            "plain_echo" => NonNull::new(plain_echo as *mut c_void),
            _ => None,
        })
    };
    // SAFETY: any code may be passed; the answer is a static string.
    let name = unsafe { core::ffi::CStr::from_ptr(table.plainCodeName(Code(0)).unwrap()) };
    assert_eq!(name, c"PLAIN_OK");
    // A value that would be a failing status is returned as it is: the function does not return one.
    // SAFETY: no pointer arguments.
    assert_eq!(unsafe { table.plainEcho(7) }, Ok(7));
    // SAFETY: missing: nothing is called.
    let err = unsafe { table.plainReset() }.unwrap_err();
    assert_eq!(
        err,
        Error::Missing(MissingFunction {
            name: "plainReset",
            version: None,
            since: None
        })
    );
    let missing: Vec<_> = table.missing_functions().map(|f| f.name).collect();
    assert_eq!(missing, ["plainReset", "plainCheck"]);
}

#[test]
fn a_line_without_a_version_or_symbol_is_looked_up_by_its_name_and_its_error_names_no_version() {
    use own_returns::Plain;
    let check = &Plain::FUNCTIONS[3];
    assert_eq!(
        (check.name, check.symbol, check.version, check.since),
        ("plainCheck", "plainCheck", None, None)
    );
    let msg = MissingFunction {
        name: "plainCheck",
        version: None,
        since: None,
    }
    .to_string();
    assert_eq!(msg, "`plainCheck` is not in the loaded library");
    assert!(!msg.contains("version"), "{msg}");
}

#[test]
fn parameter_names_are_the_c_names_without_the_raw_prefix() {
    use own_returns::Plain;
    assert_eq!(Plain::FUNCTIONS[2].params, [("type", "c_int")]);
    assert_eq!(Plain::FUNCTIONS[2].symbol, "plain_echo");
}
