//! Rust types to C: the C spelling of every type the tables name, by cuda-struct-check's mapping
//! (`c_type`), told which names are this workspace's types ([`Workspace`]).

use cuda_driver::sys::{self, HandleKind, StructInfo};
use cuda_struct_check::Names;

/// cuda-nvrtc's aliases of C types that nvrtc.h writes out in place (no typedef name to compare with).
pub(crate) const NVRTC_ALIASES: &[(&str, &str)] =
    &[("nvrtcFlowCallback", "int (*)(void *, void *)")];

/// Fields whose Rust type stands for a C type the mapping cannot spell: (type, field, why). The check
/// proves that the C field is a pointer (offset and size are checked as for every field).
pub(crate) const POINTER_FIELDS: &[(&str, &str, &str)] = &[
    // cuda-runtime's callbacks held as pointers.
    (
        "cudaHostNodeParams",
        "fn",
        "holds the `cudaHostFn_t` function pointer as `*mut c_void`",
    ),
    (
        "cudaHostNodeParamsV2",
        "fn",
        "holds the `cudaHostFn_t` function pointer as `*mut c_void`",
    ),
    (
        "cudaGraphRecaptureCallbackData",
        "callbackFunc",
        "holds the `cudaGraphRecaptureCallback_t` function pointer as `*mut c_void`",
    ),
    (
        "CUDA_HOST_NODE_PARAMS",
        "fn",
        "holds the `CUhostFn` function pointer as `*mut c_void`",
    ),
    (
        "CUDA_HOST_NODE_PARAMS_v2",
        "fn",
        "holds the `CUhostFn` function pointer as `*mut c_void`",
    ),
];

/// Which names are this workspace's C types, for cuda-struct-check's mapping of Rust types to C: the
/// driver's registries, cuda-nvrtc's and cuda-nvjitlink's types, cuda-runtime's, and the fields above.
pub(crate) struct Workspace;

impl Names for Workspace {
    fn c_name(&self, name: &str) -> Option<String> {
        if let Some(s) = sys::STRUCTS.iter().find(|s| s.c_name == name) {
            return Some(struct_expr(s));
        }
        if let Some((_, c)) = NVRTC_ALIASES.iter().find(|(r, _)| *r == name) {
            return Some((*c).to_owned());
        }
        let known = sys::HANDLES.iter().any(|h| h.c_name == name)
            || sys::ENUMS.iter().any(|e| e.c_name == name)
            || sys::ALIASES.iter().any(|a| a.c_name == name)
            || crate::nvrtc::C_TYPES.contains(&name)
            || crate::nvjitlink::C_TYPES.contains(&name)
            || crate::nvvm::C_TYPES.contains(&name)
            || crate::nvfatbin::C_TYPES.contains(&name)
            || crate::curand::C_TYPES.contains(&name)
            || crate::cufft::C_TYPES.contains(&name)
            || crate::cublas::is_c_type(name);
        if known {
            return Some(name.to_owned());
        }
        // cuda-runtime's types (`cudaStream_t`, `cudaDeviceProp`), checked against the runtime headers.
        crate::runtime::c_name(name)
    }

    fn is_constant(&self, name: &str) -> bool {
        sys::CONSTANTS.iter().any(|c| c.c_name == name)
    }

    fn handle(&self, name: &str) -> Option<HandleKind> {
        sys::HANDLES
            .iter()
            .find(|h| h.c_name == name)
            .map(|h| h.kind)
    }

    fn pointer_field(&self, ty: &str, field: &str) -> bool {
        POINTER_FIELDS
            .iter()
            .any(|(t, f, _)| *t == ty && *f == field)
    }
}

/// The C spelling of a Rust type as `stringify!` or `quote!` wrote it (`*mut CUdeviceptr`,
/// `[u8 ; 4]`, `*const CUlaunchConfig<'_>`), through cuda-struct-check with this workspace's names.
pub(crate) fn c_type(rust: &str) -> Result<String, String> {
    cuda_struct_check::c_type(rust, &Workspace)
}

/// The C type of a registry struct: its name, or for an anonymous one, its member's type.
pub(crate) fn struct_expr(s: &StructInfo) -> String {
    cuda_struct_check::struct_c(s, &Workspace)
}
