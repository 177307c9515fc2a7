//! The runtime API: every function, type and `#define` constant of `cuda_runtime_api.h` and of the headers
//! it pulls in through `builtin_types.h` (`driver_types.h`, `surface_types.h`, `texture_types.h`,
//! `vector_types.h`, `device_types.h`), C names exactly, one module per area of NVIDIA's runtime
//! documentation (memory and graph split into files of one idea). `cuda_device_runtime_api.h` declares
//! nothing for a host compiler (its functions are nvcc's device-side runtime), so it adds nothing here.
//! `cuda_runtime.h`'s C++ templates are not C and are not declared.
//!
//! The files are the source of truth and are edited by hand; `scripts/gen-runtime.py` drafted them from
//! the 13.5, 13.0 and 12.9 headers. The declarations follow 13.x (13.0 and what 13.5 added); what a 12.x
//! runtime has that 13.0 dropped or changed is declared too, listed in [`UNTIL`], so that one build serves
//! `libcudart.so.12` and `libcudart.so.13`:
//! - a 12.x function 13.0 dropped keeps its name (`cudaThreadExit`);
//! - a 12.x prototype 13.0 changed under the same name is `<name>_v12000` (`cudaMemAdvise_v12000`, whose
//!   C name is `cudaMemAdvise`);
//! - `cudaDeviceProp`, which 13.0 changed in place (fields removed), is [`cudaDeviceProp`] (13.x) and
//!   [`cudaDeviceProp_v12`] (12.x, filled by 12.x's `cudaGetDeviceProperties_v2`);
//! - the structs 13.0 grew (`cudaPointerAttributes`, `cudaResourceDesc`, ...) keep 12.x's layout as their
//!   prefix, so the 13.x declaration serves both.
//!
//! - Handles (`cudaStream_t`, `cudaEvent_t`, `cudaTextureObject_t`, ...) are `#[cuda_handle]` newtypes.
//! - Enums (`cudaError`, `cudaDeviceAttr`, ...) are `#[cuda_enum]` open newtypes: a value from a newer
//!   runtime is a value, and `name()` returns `None` for it. `cudaError_t` is `cudaError`.
//! - Structs and unions are `#[cuda_struct]`s with the header's size and alignment; every gap C leaves is
//!   an explicit reserved field, kept zero. Anonymous C structs are named `<Outer>_<member>`.
//! - Functions are declared once per area with `functions!` and called through
//!   [`Runtime`](crate::Runtime). The three exports that return no `cudaError_t` (`cudaGetErrorName`,
//!   `cudaGetErrorString`, `cudaCreateChannelDesc`) sit beside the table: [`OTHER_FUNCTIONS`].
//!
//! Each area file declares its items once; the module list below (`sys_tables!`'s `areas`) is the only other place an
//! area is named. From these follow the modules and re-exports, the function [`Table`], [`functions`] and
//! the registries ([`STRUCTS`], [`HANDLES`], [`ENUMS`], [`ALIASES`], [`CONSTANTS`]) that the conformance
//! check reads. Nothing reads source text.
#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals)]

mod per_thread; // PER_THREAD, drafted by scripts/gen-runtime.py
#[cfg(test)]
mod tests; // the table's and the registries' own tests
mod until; // UNTIL, drafted by scripts/gen-runtime.py

// `c_char` and `c_int` for the exports beside the table; the callback aliases' C types (`cudaHostFn_t`)
// for the registry's `ALIASES` check at this level.
#[allow(unused_imports)]
use core::ffi::{c_char, c_int, c_uint, c_void};

use cuda_struct::{FunctionInfo, Status};

pub use self::per_thread::PER_THREAD;
pub use self::until::UNTIL;

// The one list of areas: their modules, their re-exports, the function [`Table`] and the registries all
// follow from it and from each area's own declarations (the scaffold is `cuda_struct`'s, shared with
// every library's `sys`).
cuda_struct::sys_tables! {
    ///
    /// ```
    /// use cuda_runtime::sys::{HandleKind, HANDLES, STRUCTS};
    ///
    /// let prop = STRUCTS.iter().find(|s| s.c_name == "cudaDeviceProp").unwrap();
    /// assert_eq!((prop.size, prop.align), (1008, 8));
    /// assert_eq!(prop.fields.iter().find(|f| f.name == "totalGlobalMem").unwrap().offset, 288);
    ///
    /// let stream = HANDLES.iter().find(|h| h.c_name == "cudaStream_t").unwrap();
    /// assert_eq!((stream.size, stream.kind), (8, HandleKind::Pointer));
    /// ```
    sys = "cuda_runtime::sys", library = "runtime", macros = [for_each_runtime_struct, for_each_runtime_enum];
    /// Every listed function's pointer, by area of the header (`None`: the runtime lacks it), and the
    /// runtime version they were looked up for.
    ///
    /// The raw calls are its `unsafe` methods, named as in C (`table.cudaMalloc(..)`); a
    /// [`Runtime`](crate::Runtime) dereferences to its table.
    table = Table, status = crate::sys::cudaError_t, version = runtime_version,
        // Every runtime line gives its version.
        missing = |f: cuda_struct::MissingFunction, version| {
            crate::RuntimeError::missing(f.name, f.version.unwrap_or(0), version)
        };
    areas = [
        error,
        device,
        ipc = "device/ipc.rs",
        device_deprecated = "device/deprecated.rs",
        device_attribute = "device/attribute.rs",
        device_prop = "device/prop.rs",
        stream,
        event,
        external,
        launch,
        launch_attribute,
        occupancy,
        memory = "memory/alloc.rs",
        memory_copy = "memory/copy.rs",
        memory_set = "memory/set.rs",
        memory_array = "memory/array.rs",
        memory_misc = "memory/placement.rs",
        mem_pool = "memory/pool.rs",
        unified = "memory/unified.rs",
        peer,
        graphics,
        texture,
        version,
        graph = "graph/build.rs",
        graph_nodes = "graph/nodes.rs",
        graph_exec = "graph/exec.rs",
        graph_misc = "graph/resources.rs",
        entry_point,
        library,
        execution_context,
        driver_interop,
        logs,
        vector = "vector/small.rs",
        vector_wide = "vector/wide.rs",
        types,
    ];
}

/// A declaration a runtime from `until` on must not be asked for: 12.x's prototype of a name that 13.0
/// dropped or changed ([`UNTIL`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Until {
    /// The C name (`cudaMemAdvise`).
    pub name: &'static str,
    /// The declaration's version (`12000`): with the name, which declaration is meant.
    pub version: u32,
    /// The first runtime version whose symbol of that name is another ABI, or gone (`13000`).
    pub until: u32,
}

/// A function whose per-thread-default-stream variant the runtime exports under another symbol
/// ([`PER_THREAD`]): what `CUDA_API_PER_THREAD_DEFAULT_STREAM` makes the header call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerThread {
    /// The C name (`cudaMemcpy`).
    pub name: &'static str,
    /// The declaration's version: with the name, which declaration is meant.
    pub version: u32,
    /// The per-thread symbol (`cudaMemcpy_ptds`), with the declaration's prototype.
    pub symbol: &'static str,
}

/// The runtime version that ended the declaration `(name, version)`, if [`UNTIL`] lists one.
pub fn until(name: &str, version: u32) -> Option<u32> {
    UNTIL
        .iter()
        .find(|u| u.name == name && u.version == version)
        .map(|u| u.until)
}

/// The per-thread-default-stream symbol of the declaration `(name, version)`, if it has one.
pub fn per_thread_symbol(name: &str, version: u32) -> Option<&'static str> {
    PER_THREAD
        .iter()
        .find(|p| p.name == name && p.version == version)
        .map(|p| p.symbol)
}

impl Status for cudaError {
    type Error = crate::RuntimeError;

    #[inline]
    fn check(self, function: &'static str) -> Result<(), crate::RuntimeError> {
        crate::RuntimeError::check(function, self)
    }
}

/// `cudaGetErrorName`: the name of a code (`"cudaErrorInvalidValue"`) as a static C string;
/// `"unrecognized error code"` for one the library does not know.
pub type cudaGetErrorName = unsafe extern "C" fn(error: cudaError_t) -> *const c_char;
/// `cudaGetErrorString`: the library's short description of a code, as a static C string.
pub type cudaGetErrorString = unsafe extern "C" fn(error: cudaError_t) -> *const c_char;
/// `cudaCreateChannelDesc`: a channel format from its component widths in bits and its kind, by value.
pub type cudaCreateChannelDesc = unsafe extern "C" fn(
    x: c_int,
    y: c_int,
    z: c_int,
    w: c_int,
    f: cudaChannelFormatKind,
) -> cudaChannelFormatDesc;

/// The declarations of the exports that return no `cudaError_t` ([`cudaGetErrorName`],
/// [`cudaGetErrorString`], [`cudaCreateChannelDesc`]), as the table's are written, with their C return
/// types: (declaration, return type).
pub const OTHER_FUNCTIONS: &[(FunctionInfo, &str)] = &[
    (
        FunctionInfo {
            name: "cudaGetErrorName",
            version: Some(12000),
            since: Some(12000),
            symbol: "cudaGetErrorName",
            params: &[("error", "cudaError_t")],
            returns: Some("*const c_char"),
            doc: " An error code's C name, as a static C string.\n",
        },
        "const char *",
    ),
    (
        FunctionInfo {
            name: "cudaGetErrorString",
            version: Some(12000),
            since: Some(12000),
            symbol: "cudaGetErrorString",
            params: &[("error", "cudaError_t")],
            returns: Some("*const c_char"),
            doc: " The library's short description of an error code, as a static C string.\n",
        },
        "const char *",
    ),
    (
        FunctionInfo {
            name: "cudaCreateChannelDesc",
            version: Some(12000),
            since: Some(12000),
            symbol: "cudaCreateChannelDesc",
            params: &[
                ("x", "c_int"),
                ("y", "c_int"),
                ("z", "c_int"),
                ("w", "c_int"),
                ("f", "cudaChannelFormatKind"),
            ],
            returns: Some("cudaChannelFormatDesc"),
            doc: " A channel format from its component widths and kind, returned by value.\n",
        },
        "struct cudaChannelFormatDesc",
    ),
];
