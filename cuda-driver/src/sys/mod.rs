//! The driver API: every function, type and `#define` constant of CUDA 13.5's `cuda.h` (outside its
//! internal block; interop needing other headers, GL, EGL, VDPAU, Direct3D, stays out), C names exactly,
//! one module per `\defgroup` area of the header (memory and graph split into files of one idea).
//!
//! The files are the source of truth and are edited by hand; `scripts/gen-sys.py` drafted them from the
//! header and keeps what they say when run again (see its docs). Older ABIs of a name that older drivers
//! have are declared next to the current one under `<name>_v<version>` (`cuCtxCreate_v11040`,
//! `cuEventElapsedTime_v2000`); `cuda.h`'s deprecated functions are `#[deprecated]`. A newer ABI that
//! `cuda.h` gives a name of its own keeps it (13.5's `cuLaunchHostFunc_v2`, `cuGraphAddNode_v3`), so the
//! plain name still reaches every driver that has it. A function newer than a driver is missing there, and
//! its error names the CUDA version that introduced it (see [`DriverError::introduced_in`](crate::DriverError::introduced_in)).
//!
//! - Handles (`CUstream`, `CUdevice`, `CUdeviceptr`, ...) are `#[cuda_handle]` newtypes over the C value.
//! - Enums (`CUresult`, `CUdevice_attribute`, ...) are `#[cuda_enum]` open newtypes: a value from a newer
//!   driver is a value, and `name()` returns `None` for it.
//! - Structs and unions (`CUDA_MEMCPY3D`, `CUlaunchConfig`, ...) are `#[cuda_struct]`s with the header's
//!   size and alignment; every gap C leaves is an explicit reserved field, kept zero. Anonymous C structs are
//!   named `<Outer>_<member>` (`CUlaunchAttributeValue_clusterDim`).
//! - Functions are declared once per area with `functions!`: the `cuda.h` prototype, the ABI version of its
//!   `PFN_<name>_v<version>` typedef in `cudaTypedefs.h`, and the symbol that version is exported as. They
//!   are called through [`Driver`](crate::Driver).
//!
//! Each area file declares its items once: the types inside its `area!` block, the functions in its
//! `functions!` block. The module list below (`sys_tables!`'s `areas`) is the only other place an area is named; from
//! these follow the modules and re-exports, the function [`Table`], [`functions`], the registries
//! ([`STRUCTS`], [`HANDLES`], [`ENUMS`], [`ALIASES`], [`CONSTANTS`]) that the conformance check reads, the fuzzers' lists
//! ([`for_each_struct!`](crate::for_each_struct), [`for_each_enum!`](crate::for_each_enum)) and the
//! availability probe ([`Driver::is_available`](crate::Driver::is_available)). Nothing reads source text.
//!
//! Everything is re-exported here, so `cuda_driver::sys::CUresult` names `sys::result::CUresult`.
#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals)]

#[cfg(test)]
mod tests; // the table's and the registries' own tests

// The C types the callback aliases name (`CUhostFn`), for the registry's `ALIASES` check at this level.
#[allow(unused_imports)]
use core::ffi::{c_char, c_int, c_uint, c_void};

// The one list of areas: their modules, their re-exports, the function [`Table`] and the registries
// ([`STRUCTS`], [`HANDLES`], [`ENUMS`], [`ALIASES`], [`CONSTANTS`]) all follow from it and from each
// area's own declarations (the scaffold is `cuda_struct`'s, shared with every library's `sys`). Adding
// an area is adding its file and its name here.
cuda_struct::sys_tables! {
    ///
    /// ```
    /// use cuda_driver::sys::{HandleKind, HANDLES, STRUCTS};
    ///
    /// let copy = STRUCTS.iter().find(|s| s.c_name == "CUDA_MEMCPY3D").unwrap();
    /// assert_eq!((copy.size, copy.align), (200, 8));
    /// assert_eq!(copy.fields.iter().find(|f| f.name == "srcY").unwrap().offset, 8);
    ///
    /// let device = HANDLES.iter().find(|h| h.c_name == "CUdevice").unwrap();
    /// assert_eq!((device.size, device.kind), (4, HandleKind::Signed));
    /// ```
    sys = "cuda_driver::sys", library = "driver", macros = [for_each_struct, for_each_enum];
    /// Every listed function's pointer, by area of the header (`None`: the driver lacks it), and the
    /// driver version they were looked up for.
    ///
    /// The raw calls are its `unsafe` methods, named as in C (`table.cuMemAlloc(..)`); a
    /// [`Driver`](crate::Driver) dereferences to its table.
    table = Table, status = crate::sys::CUresult, version = driver_version,
        missing = crate::DriverError::missing;
    // cuGetProcAddress asks for a function at an ABI version: every line of every area gives one.
    versions = required;
    areas = [
        result,
        init,
        device,
        device_attribute = "device/attribute.rs",
        primary_ctx,
        context,
        module,
        library,
        memory = "memory/alloc.rs",
        ipc = "memory/ipc.rs",
        memory_copy = "memory/copy.rs",
        memory_set = "memory/set.rs",
        memory_array = "memory/array.rs",
        memory_misc = "memory/decompress.rs",
        virtual_memory = "memory/virtual.rs",
        mem_pool = "memory/pool.rs",
        multicast = "memory/multicast.rs",
        clique = "fabric/clique.rs",
        logical_endpoint = "fabric/endpoint.rs",
        fabric_copy = "fabric/copy.rs",
        unified = "memory/unified.rs",
        stream,
        event,
        external,
        memop,
        launch,
        graph = "graph/build.rs",
        graph_nodes = "graph/nodes.rs",
        graph_exec = "graph/exec.rs",
        graph_misc = "graph/resources.rs",
        occupancy,
        texref,
        texture,
        tensor_map,
        peer,
        graphics,
        coredump,
        green_context,
        logs,
        checkpoint,
    ];
}
