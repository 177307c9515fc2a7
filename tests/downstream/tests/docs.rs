//! Doc comments are data: each declaration's `///` lines, as its trait constants and layout table give
//! them, for tools (the conformance check compares them with the C header's comments).

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct, CudaEnum, CudaHandle, CudaStruct};
use downstream_author::{Dim3Ex, MyKind};

#[test]
fn field_and_constant_docs_are_their_doc_lines() {
    let docs: Vec<&str> = Dim3Ex::FIELDS.iter().map(|f| f.doc).collect();
    // The reserved field has no doc comment.
    assert_eq!(docs, [" X.\n", " Y.\n", " Z.\n", ""]);
    let kinds: Vec<(&str, &str)> = MyKind::VARIANTS
        .iter()
        .map(|(name, _)| *name)
        .zip(MyKind::VARIANT_DOCS.iter().copied())
        .collect();
    assert_eq!(
        kinds[..2],
        [
            ("MY_KIND_A", " The first kind.\n"),
            ("MY_KIND_B", " The second kind.\n")
        ]
    );
    assert_eq!(MyKind::VARIANT_DOCS.len(), MyKind::VARIANTS.len());
}

#[test]
fn a_type_doc_is_its_doc_lines() {
    /// First line.
    ///
    /// Third line.
    #[cuda_struct]
    struct Local {
        /// The only field.
        only: u32,
    }
    #[cuda_struct]
    /// Written after the attribute.
    struct After {
        only: u32,
    }
    /// An enum.
    #[cuda_enum]
    enum LocalEnum {
        /// One.
        LOCAL_ONE = 1,
    }
    /// A handle.
    #[cuda_handle]
    struct LocalHandle(*mut core::ffi::c_void);

    assert_eq!(Local::DOC, " First line.\n\n Third line.\n");
    assert_eq!(Local::FIELDS[0].doc, " The only field.\n");
    assert_eq!(After::DOC, " Written after the attribute.\n");
    assert_eq!(After::FIELDS[0].doc, "");
    assert_eq!(LocalEnum::DOC, " An enum.\n");
    assert_eq!(LocalEnum::VARIANT_DOCS, [" One.\n"]);
    assert_eq!(LocalEnum::LOCAL_ONE.raw(), 1);
    assert_eq!(LocalHandle::DOC, " A handle.\n");
    assert_eq!((Local::default().only(), After::default().only()), (0, 0));
}
