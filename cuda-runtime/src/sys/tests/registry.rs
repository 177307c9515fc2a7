//! The registries' tests: every item listed once, by kind, with its docs, as the header declares it.

use crate::sys::*;

#[test]
fn every_name_is_listed_once() {
    let mut names: Vec<&str> = STRUCTS
        .iter()
        .map(|s| s.c_name)
        .chain(HANDLES.iter().map(|h| h.c_name))
        .chain(ENUMS.iter().map(|e| e.c_name))
        .chain(ALIASES.iter().map(|a| a.c_name))
        .collect();
    let all = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), all, "a type is listed twice");
    // 12.x's and 13.x's prototypes of one name differ in version (`cudaMemAdvise` at 12000, 13000).
    let mut functions: Vec<(&str, u32)> = crate::sys::functions()
        .map(|f| (f.name, f.version.unwrap_or(0)))
        .collect();
    let all = functions.len();
    functions.sort_unstable();
    functions.dedup();
    assert_eq!(
        functions.len(),
        all,
        "a function is declared twice at one version"
    );
}

#[test]
fn anonymous_structs_are_members_of_their_outer_type() {
    for s in STRUCTS {
        let Some((outer, member)) = s.anonymous_in else {
            continue;
        };
        assert_eq!(s.c_name, format!("{outer}_{member}"));
        let outer = STRUCTS
            .iter()
            .find(|o| o.c_name == outer)
            .expect("outer type is listed");
        let field = outer
            .fields
            .iter()
            .find(|f| f.name == member)
            .expect("member exists");
        assert_eq!((field.ty, field.size), (s.c_name, s.size));
    }
}

#[test]
fn the_tables_of_versions_name_declared_functions() {
    use crate::sys::{PER_THREAD, UNTIL};
    let declared = |name: &str, version: u32| {
        crate::sys::functions().any(|f| f.name == name && f.version == Some(version))
    };
    for u in UNTIL {
        assert!(declared(u.name, u.version), "UNTIL: {u:?}");
        assert!(u.until > u.version);
    }
    for p in PER_THREAD {
        assert!(declared(p.name, p.version), "PER_THREAD: {p:?}");
        assert!(
            p.symbol.ends_with("_ptds") || p.symbol.ends_with("_ptsz"),
            "{p:?}"
        );
    }
    // 12.x's cudaMemAdvise is another prototype than 13.x's: both declared, the older one ended.
    assert_eq!(crate::sys::until("cudaMemAdvise", 12000), Some(13000));
    assert_eq!(crate::sys::until("cudaMemAdvise", 13000), None);
    assert_eq!(
        crate::sys::per_thread_symbol("cudaMemcpy", 12000),
        Some("cudaMemcpy_ptds")
    );
}

#[test]
fn docs_are_data() {
    let prop = STRUCTS
        .iter()
        .find(|s| s.c_name == "cudaDeviceProp")
        .unwrap();
    assert!(prop.doc.ends_with('\n') && !prop.doc.trim().is_empty());
    assert!(prop
        .fields
        .iter()
        .all(|f| f.reserved || !f.doc.trim().is_empty()));
    let error = ENUMS.iter().find(|e| e.c_name == "cudaError").unwrap();
    assert_eq!(error.docs.len(), error.values.len());
    assert!(error.values.contains(&("cudaErrorInsufficientDriver", 35)));
    assert!(HANDLES.iter().all(|h| !h.doc.trim().is_empty()));
    assert!(crate::sys::functions().all(|f| !f.doc.trim().is_empty()));
    let legacy = CONSTANTS
        .iter()
        .find(|c| c.c_name == "cudaStreamLegacy")
        .unwrap();
    assert_eq!(legacy.rust, "cudaStream_t");
}

#[test]
fn handle_kinds() {
    let kind = |name| HANDLES.iter().find(|h| h.c_name == name).unwrap().kind;
    assert_eq!(kind("cudaStream_t"), HandleKind::Pointer);
    assert_eq!(kind("cudaArray_const_t"), HandleKind::Pointer);
    assert_eq!(kind("cudaTextureObject_t"), HandleKind::Unsigned);
}
