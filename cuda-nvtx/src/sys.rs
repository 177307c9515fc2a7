//! NVTX 3's C API, declared with `cuda-struct`'s macros from `nvToolsExt.h`, `nvToolsExtCuda.h`,
//! `nvToolsExtCudaRt.h`, `nvToolsExtOpenCL.h`, `nvToolsExtSync.h` and `nvtxDetail/nvtxTypes.h` as
//! NVIDIA ships them in the `nvidia-nvtx` (13.0, 13.5) and `nvidia-nvtx-cu12` (12.9) wheels; C names
//! exactly. The three headers agree on every item declared here but `NvtxInjectionInitializerKind`,
//! which only 13.5's have (the conformance check prints it as such).
//!
//! - [`types`]: the attributes structs and their unions, the handles a tool hands out, the enums.
//! - [`callbacks`]: the injection protocol's module and callback numbers, export tables and entry
//!   point signatures.
//! - [`functions`](mod@functions): every function, one module per callback module (`core_module::nvtxRangePushA`,
//!   also re-exported here). Each is an `unsafe fn` that loads its slot and, when a tool filled it,
//!   calls the tool; with no tool it does nothing and answers what NVTX answers then (0, a null handle,
//!   [`NVTX_NO_PUSH_POP_TRACKING`]).
//!
//! Not declared: the extensions of the 13.x headers (payload schemas, counters, memory regions), which
//! a tool reaches through a protocol of their own (`nvtxExtInit.h`).
//!
//! Reference: <https://nvidia.github.io/NVTX/doxygen/index.html>.
#![allow(non_camel_case_types, non_snake_case)]

pub mod callbacks;
pub mod functions;
pub mod types;

pub use callbacks::*;
// Each module's `FUNCTIONS` and `CALLBACK_IDS` are reached by its path; the globs leave them ambiguous.
pub use functions::{
    core2_module, core_module, cuda_module, cudart_module, nvtx_CUcontext, nvtx_CUdevice,
    nvtx_CUevent, nvtx_CUstream, nvtx_cl_command_queue, nvtx_cl_context, nvtx_cl_device_id,
    nvtx_cl_event, nvtx_cl_mem, nvtx_cl_program, nvtx_cl_sampler, nvtx_cudaEvent_t,
    nvtx_cudaStream_t, opencl_module, sync_module,
};
#[allow(ambiguous_glob_reexports)]
pub use functions::{
    core2_module::*, core_module::*, cuda_module::*, cudart_module::*, opencl_module::*,
    sync_module::*,
};
pub use types::*;

/// Every function, module by module, as data (for the conformance check and for tools that list them).
pub fn functions() -> impl Iterator<Item = &'static cuda_struct::FunctionInfo> + Clone {
    [
        core_module::FUNCTIONS,
        cuda_module::FUNCTIONS,
        opencl_module::FUNCTIONS,
        cudart_module::FUNCTIONS,
        core2_module::FUNCTIONS,
        sync_module::FUNCTIONS,
    ]
    .into_iter()
    .flatten()
}
