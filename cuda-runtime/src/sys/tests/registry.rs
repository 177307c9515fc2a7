//! The registries' tests of this header's items, by kind, with their docs (the checks every registry
//! passes, no name listed twice and the anonymous structs' places, are `sys_tables!`'s own).

use crate::sys::*;

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
