//! The registries' tests of this header's items, by kind, with their docs (the checks every registry
//! passes, no name listed twice and the anonymous structs' places, are `sys_tables!`'s own).

use crate::sys::*;

#[test]
fn every_constant_is_listed_with_its_value() {
    let jit = ENUMS.iter().find(|e| e.c_name == "CUjit_option").unwrap();
    assert_eq!(
        jit.values.len(),
        <CUjit_option as cuda_struct::CudaEnum>::VARIANTS.len()
    );
    let result = ENUMS.iter().find(|e| e.c_name == "CUresult").unwrap();
    assert!(result.values.contains(&("CUDA_ERROR_UNKNOWN", 999)));
    let total: usize = ENUMS.iter().map(|e| e.values.len()).sum();
    assert!(total > 400, "{total} constants");
}

/// The C type a declared Rust type names, pointers and arrays taken off: `*mut *const CUstream` and
/// `[CUstream; 4]` name `CUstream`.
fn named(ty: &str) -> &str {
    let mut t = ty.trim();
    loop {
        let before = t;
        for p in ["*mut", "*const", "["] {
            t = t.strip_prefix(p).unwrap_or(t).trim_start();
        }
        if t == before {
            break;
        }
    }
    t.split([';', '<', ' ', ']']).next().unwrap_or(t)
}

#[test]
fn every_type_a_declaration_names_is_in_a_registry() {
    // What a struct field or a function parameter names, if it is one of the header's types, was
    // declared through `area!` and so is listed; a type declared some other way would be missing here.
    let listed = |name: &str| {
        STRUCTS.iter().any(|s| s.c_name == name)
            || HANDLES.iter().any(|h| h.c_name == name)
            || ENUMS.iter().any(|e| e.c_name == name)
            || ALIASES.iter().any(|a| a.c_name == name)
    };
    let fields = STRUCTS
        .iter()
        .flat_map(|s| s.fields.iter().map(move |f| (s.c_name, f.ty)));
    let params = crate::functions().flat_map(|f| f.params.iter().map(move |p| (f.name, p.1)));
    let mut checked = 0;
    for (owner, ty) in fields.chain(params) {
        let name = named(ty);
        if name.starts_with("CU") || name.starts_with("cuuint") {
            assert!(
                listed(name),
                "{owner} names `{name}` ({ty}), which no registry lists"
            );
            checked += 1;
        }
    }
    assert!(checked > 150, "only {checked} uses of header types found");
    assert_eq!(named("*mut *const CUstream"), "CUstream");
    assert_eq!(named("[CUstream; 4]"), "CUstream");
    assert_eq!(named("*const CUlaunchConfig<'_>"), "CUlaunchConfig");
}

#[test]
fn define_constants_are_listed_with_their_docs() {
    let size = CONSTANTS
        .iter()
        .find(|c| c.c_name == "CU_IPC_HANDLE_SIZE")
        .expect("listed");
    assert_eq!(size.rust, "usize");
    assert!(size.doc.contains("IPC handle"), "{:?}", size.doc);
    assert_eq!(CU_IPC_HANDLE_SIZE, size_of::<CUipcMemHandle>());
}

#[test]
fn docs_are_data() {
    // What each registry says of an item's docs is what its declaration's `///` lines say.
    let copy = STRUCTS
        .iter()
        .find(|s| s.c_name == "CUDA_MEMCPY3D")
        .unwrap();
    assert!(
        copy.doc.ends_with('\n') && !copy.doc.trim().is_empty(),
        "{:?}",
        copy.doc
    );
    assert!(copy
        .fields
        .iter()
        .all(|f| f.reserved || !f.doc.trim().is_empty()));
    let result = ENUMS.iter().find(|e| e.c_name == "CUresult").unwrap();
    assert_eq!(result.docs.len(), result.values.len());
    let unknown = result
        .values
        .iter()
        .position(|v| v.0 == "CUDA_ERROR_UNKNOWN")
        .unwrap();
    assert_eq!(result.docs[unknown], " Unknown internal error.\n");
    assert!(HANDLES.iter().all(|h| !h.doc.trim().is_empty()));
    let init = crate::functions().find(|f| f.name == "cuInit").unwrap();
    assert!(
        init.doc.starts_with(" Initializes the driver"),
        "{:?}",
        init.doc
    );
}

#[test]
fn handle_kinds() {
    let kind = |name| HANDLES.iter().find(|h| h.c_name == name).unwrap().kind;
    assert_eq!(kind("CUstream"), HandleKind::Pointer);
    assert_eq!(kind("CUdevice"), HandleKind::Signed);
    assert_eq!(kind("CUdeviceptr"), HandleKind::Unsigned);
}
