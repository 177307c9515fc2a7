//! The guide's crate against the library its build script compiled from `c/tally.c`: what the safe
//! layer does with each answer of the C library, and the README's walkthrough kept equal to this code.

use author_guide::sys::{tallyMode, tallyStatus};
use author_guide::{Error, Library, Tally};

/// The library `build.rs` built, or `None` where it builds none (not Unix).
fn library() -> Option<Library> {
    let path = env!("TALLY_TEST_LIBRARY");
    if path.is_empty() {
        return None;
    }
    Some(Library::load_from([path]).expect("the library build.rs compiled loads"))
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_tally_combines_its_values_by_its_mode() {
    let Some(library) = library() else { return };
    let mut sum = Tally::new(&library, tallyMode::TALLY_MODE_SUM, 8).unwrap();
    let mut max = Tally::new(&library, tallyMode::TALLY_MODE_MAX, 8).unwrap();
    for value in [3, -7, 12, 5] {
        sum.add(value).unwrap();
        max.add(value).unwrap();
    }
    let (sum, max) = (sum.stats().unwrap(), max.stats().unwrap());
    assert_eq!((sum.count(), sum.value()), (4, 13));
    assert_eq!((max.count(), max.value()), (4, 12));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_failing_call_names_the_function_and_its_status() {
    let Some(library) = library() else { return };
    let err = Tally::new(&library, tallyMode::TALLY_MODE_SUM, 0).unwrap_err();
    assert_eq!(
        err,
        Error::Failed {
            call: "tallyCreate",
            status: tallyStatus::TALLY_ERROR_INVALID_VALUE
        }
    );
    let mut tally = Tally::new(&library, tallyMode::TALLY_MODE_SUM, 1).unwrap();
    tally.add(1).unwrap();
    let err = tally.add(2).unwrap_err();
    assert_eq!(err.to_string(), "tallyAdd: TALLY_ERROR_FULL");
    // The one function that returns no status: a C string, read through the table like the others.
    assert_eq!(
        library
            .status_string(tallyStatus::TALLY_ERROR_FULL)
            .unwrap()
            .as_deref(),
        Some("the tally holds as many values as its capacity")
    );
    assert_eq!(
        library.status_string(tallyStatus::from_raw(99)).unwrap(),
        None
    );
    // A mode the library does not know is a value, passed on and refused by C.
    let err = Tally::new(&library, tallyMode::from_raw(7), 1).unwrap_err();
    assert_eq!(err.to_string(), "tallyCreate: TALLY_ERROR_INVALID_VALUE");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_function_the_library_lacks_is_an_error_that_names_no_version() {
    let Some(library) = library() else { return };
    assert_eq!(library.missing_functions(), ["tallyReset"]);
    let mut tally = Tally::new(&library, tallyMode::TALLY_MODE_SUM, 4).unwrap();
    tally.add(5).unwrap();
    let err = tally.reset().unwrap_err();
    assert!(matches!(err, Error::Missing(m) if m.name == "tallyReset" && m.version.is_none()));
    assert_eq!(err.to_string(), "`tallyReset` is not in the loaded library");
    assert_eq!(tally.stats().unwrap().count(), 1, "nothing was called");
    assert_eq!(
        format!("{library:?}"),
        r#"Library { functions: Functions { found: 5, missing: ["tallyReset"] }, .. }"#
    );
}

/// glibc's C library is loaded in every process already: opening it runs nothing new.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_library_that_is_not_libtally_is_refused_with_every_reason() {
    let missing = "/nonexistent/libtally.so";
    let err = Library::load_from([missing, "libc.so.6"]).unwrap_err();
    let tried: Vec<&str> = err.attempts().iter().map(|a| a.path.as_str()).collect();
    assert_eq!(tried, [missing, "libc.so.6"]);
    assert_eq!(
        err.attempts()[1].reason,
        "not libtally: it does not export tallyCreate"
    );
    assert!(err.to_string().contains("TALLY_LIBRARY"), "{err}");
}

/// The README's walkthrough shows this crate's code: each of its `rust,ignore` blocks is a piece of the
/// sources, so that the guide cannot drift from what CI builds and tests.
#[test]
fn the_readme_walkthrough_is_this_crates_code() {
    let readme = include_str!("../../../cuda-core/README.md");
    let sources = [
        include_str!("../src/sys.rs"),
        include_str!("../src/lib.rs"),
        include_str!("../c/tally.h"),
        include_str!("../build.rs"),
        include_str!("tally.rs"),
        include_str!("header.rs"),
    ];
    let mut blocks = 0;
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        if line != "```rust,ignore" && line != "```c" {
            continue;
        }
        let block: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
        let block = block.join("\n");
        assert!(
            sources.iter().any(|s| s.contains(&block)),
            "this README block is not in the guide's sources:\n{block}"
        );
        blocks += 1;
    }
    assert!(blocks >= 5, "the walkthrough has {blocks} blocks");
}
