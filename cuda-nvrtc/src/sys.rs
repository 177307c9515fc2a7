//! `nvrtc.h`, declared with `cuda-struct`'s macros: the status codes, the program handle, the bundled-header
//! flags and info struct, and every exported function of NVRTC 13.5, 13.0 and 12.9, C names exactly.
//!
//! The functions are one [`cuda_struct::functions!`] table, [`Functions`]: each line is the C prototype,
//! the NVRTC version that introduced the function (its "ABI version" in the table: NVRTC exports one
//! version of each name) and its exported symbol. [`REMOVED`] says which a later NVRTC dropped. The calls
//! are `unsafe` methods of [`Nvrtc`](crate::Nvrtc), named as in C. `nvrtcGetErrorString`, the one export
//! that returns no status, declares its own return type (`-> *const c_char`). `nvrtcGetTypeName` is a C++
//! template inside the header, not an export, and has no entry. Reference:
//! <https://docs.nvidia.com/cuda/nvrtc/index.html>.
#![allow(non_camel_case_types, non_snake_case)]

use core::ffi::{c_char, c_int, c_uint, c_void};

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use cuda_struct::Status;

use crate::NvrtcError;

/// The status every NVRTC call returns.
///
/// Open: a code from a newer NVRTC than this list is a value, whose [`name`](Self::name) is `None`.
#[cuda_enum]
pub enum nvrtcResult {
    /// The call succeeded.
    NVRTC_SUCCESS = 0,
    /// NVRTC could not allocate memory.
    NVRTC_ERROR_OUT_OF_MEMORY = 1,
    /// The program could not be created.
    NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
    /// An argument was invalid (a null pointer, a negative count, ...).
    NVRTC_ERROR_INVALID_INPUT = 3,
    /// The program handle was not a live program.
    NVRTC_ERROR_INVALID_PROGRAM = 4,
    /// A compile option was not recognised or had a bad value.
    NVRTC_ERROR_INVALID_OPTION = 5,
    /// The source did not compile; the program log says why.
    NVRTC_ERROR_COMPILATION = 6,
    /// An operation on NVRTC's built-in headers failed (typically: `libnvrtc-builtins` could not be loaded).
    NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
    /// A name expression was added after the program was compiled.
    NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
    /// A lowered name was asked for before the program was compiled.
    NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
    /// The name expression was never added, or did not name an entity.
    NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
    /// NVRTC itself failed.
    NVRTC_ERROR_INTERNAL_ERROR = 11,
    /// The timing file (`--time`) could not be written.
    NVRTC_ERROR_TIME_FILE_WRITE_FAILED = 12,
    /// A PCH status was asked for a program that did not try to create one.
    NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED = 13,
    /// Creating the precompiled header ran out of its heap.
    NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED = 14,
    /// Creating the precompiled header failed.
    NVRTC_ERROR_PCH_CREATE = 15,
    /// The flow callback asked NVRTC to stop.
    NVRTC_ERROR_CANCELLED = 16,
    /// The time-trace file (`--fdevice-time-trace`) could not be written (NVRTC 13.0).
    NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED = 17,
    /// Another process is installing the bundled headers and `NVRTC_INSTALL_HEADERS_NO_WAIT` said not to
    /// wait for it (NVRTC 13.3).
    NVRTC_ERROR_BUSY = 18,
}

/// Flag of [`nvrtcInstallBundledHeaders`](crate::Nvrtc::nvrtcInstallBundledHeaders) (the default, 0): leave
/// a directory alone when its version marker already names this NVRTC (NVRTC 13.3).
pub const NVRTC_INSTALL_HEADERS_SKIP_IF_EXISTS: c_uint = 0x0;
/// Flag of `nvrtcInstallBundledHeaders`: empty the directory first, then install (NVRTC 13.3).
pub const NVRTC_INSTALL_HEADERS_FORCE_OVERWRITE: c_uint = 0x1;
/// Flag of `nvrtcInstallBundledHeaders`: answer `NVRTC_ERROR_BUSY` at once rather than wait while another
/// process installs; combines with `NVRTC_INSTALL_HEADERS_FORCE_OVERWRITE` (NVRTC 13.3).
pub const NVRTC_INSTALL_HEADERS_NO_WAIT: c_uint = 0x2;

/// What [`nvrtcGetBundledHeadersInfo`](crate::Nvrtc::nvrtcGetBundledHeadersInfo) says of the CUDA headers
/// packed into `libnvrtc-builtins`, without unpacking them (NVRTC 13.3).
#[cuda_struct(size = 40, align = 8)]
pub struct nvrtcBundledHeadersInfo {
    /// Non-zero when this NVRTC carries headers at all.
    pub available: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Bytes of the packed archive.
    pub compressedSize: usize,
    /// About how many bytes the headers take once unpacked.
    pub uncompressedSize: usize,
    /// The CUDA major version the headers belong to.
    pub cudaVersionMajor: c_int,
    /// The CUDA minor version the headers belong to.
    pub cudaVersionMinor: c_int,
    /// How many header files the archive holds.
    pub numFiles: c_uint,
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// A program: one translation unit, its options and what compiling it produced (`struct _nvrtcProgram *`).
///
/// A plain handle: it owns nothing, and copying it copies the pointer. [`Program`](crate::Program) owns one.
#[cuda_handle]
pub struct nvrtcProgram(*mut c_void);

/// The callback of [`nvrtcSetFlowCallback`](crate::Nvrtc::nvrtcSetFlowCallback): called now and then
/// during a compile with the payload; a non-zero answer cancels the compile.
pub type nvrtcFlowCallback = Option<unsafe extern "C" fn(*mut c_void, *mut c_void) -> c_int>;

impl Status for nvrtcResult {
    type Error = NvrtcError;

    #[inline]
    fn check(self, function: &'static str) -> Result<(), NvrtcError> {
        NvrtcError::check(function, self)
    }
}

/// Functions a later NVRTC no longer exports, with the version that dropped them.
pub const REMOVED: &[(&str, u32)] = &[("nvrtcGetNVVMSize", 13000), ("nvrtcGetNVVM", 13000)];

/// The NVRTC version that dropped `name`, if one did.
pub fn removed_in(name: &str) -> Option<u32> {
    REMOVED.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

cuda_struct::functions! {
    /// Every NVRTC export, resolved by name (`None`: the loaded library lacks it).
    pub struct Functions -> nvrtcResult, calls on crate::Nvrtc;
    /// The name of a status code (`"NVRTC_ERROR_COMPILATION"`), as a static C string; null for a code
    /// this NVRTC does not know. [`Nvrtc::error_string`](crate::Nvrtc::error_string) calls it.
    fn nvrtcGetErrorString(result: nvrtcResult) -> *const c_char @ 7000 as "nvrtcGetErrorString";
    /// The NVRTC version, major and minor.
    fn nvrtcVersion(major: *mut c_int, minor: *mut c_int) @ 7000 as "nvrtcVersion";
    /// How many GPU architectures this NVRTC can compile for.
    fn nvrtcGetNumSupportedArchs(numArchs: *mut c_int) @ 11020 as "nvrtcGetNumSupportedArchs";
    /// The supported architectures (`90` for `sm_90`), ascending, into an array of `nvrtcGetNumSupportedArchs` entries.
    fn nvrtcGetSupportedArchs(supportedArchs: *mut c_int) @ 11020 as "nvrtcGetSupportedArchs";
    /// Creates a program from a source string, its name, and `numHeaders` headers given by contents and include name.
    fn nvrtcCreateProgram(
        prog: *mut nvrtcProgram,
        src: *const c_char,
        name: *const c_char,
        numHeaders: c_int,
        headers: *const *const c_char,
        includeNames: *const *const c_char,
    ) @ 7000 as "nvrtcCreateProgram";
    /// Destroys a program and sets the handle to null.
    fn nvrtcDestroyProgram(prog: *mut nvrtcProgram) @ 7000 as "nvrtcDestroyProgram";
    /// Compiles a program with `numOptions` option strings.
    fn nvrtcCompileProgram(prog: nvrtcProgram, numOptions: c_int, options: *const *const c_char) @ 7000 as "nvrtcCompileProgram";
    /// The size of the PTX, its terminating NUL included.
    fn nvrtcGetPTXSize(prog: nvrtcProgram, ptxSizeRet: *mut usize) @ 7000 as "nvrtcGetPTXSize";
    /// Copies the PTX into a buffer of `nvrtcGetPTXSize` bytes.
    fn nvrtcGetPTX(prog: nvrtcProgram, ptx: *mut c_char) @ 7000 as "nvrtcGetPTX";
    /// The size of the CUBIN (zero or an error when the target was a virtual architecture).
    fn nvrtcGetCUBINSize(prog: nvrtcProgram, cubinSizeRet: *mut usize) @ 11010 as "nvrtcGetCUBINSize";
    /// Copies the CUBIN into a buffer of `nvrtcGetCUBINSize` bytes.
    fn nvrtcGetCUBIN(prog: nvrtcProgram, cubin: *mut c_char) @ 11010 as "nvrtcGetCUBIN";
    /// The size of the NVVM IR (NVRTC 11.4 to 12.x; 13.0 removed it for `nvrtcGetLTOIRSize`).
    fn nvrtcGetNVVMSize(prog: nvrtcProgram, nvvmSizeRet: *mut usize) @ 11040 as "nvrtcGetNVVMSize";
    /// Copies the NVVM IR (NVRTC 11.4 to 12.x; 13.0 removed it for `nvrtcGetLTOIR`).
    fn nvrtcGetNVVM(prog: nvrtcProgram, nvvm: *mut c_char) @ 11040 as "nvrtcGetNVVM";
    /// How many bytes of LTO IR a program compiled with `-dlto` has.
    fn nvrtcGetLTOIRSize(prog: nvrtcProgram, LTOIRSizeRet: *mut usize) @ 12000 as "nvrtcGetLTOIRSize";
    /// Copies the LTO IR into a buffer of `nvrtcGetLTOIRSize` bytes.
    fn nvrtcGetLTOIR(prog: nvrtcProgram, LTOIR: *mut c_char) @ 12000 as "nvrtcGetLTOIR";
    /// How many bytes of OptiX IR a program compiled with `--optix-ir` has.
    fn nvrtcGetOptiXIRSize(prog: nvrtcProgram, optixirSizeRet: *mut usize) @ 12000 as "nvrtcGetOptiXIRSize";
    /// Copies the OptiX IR into a buffer of `nvrtcGetOptiXIRSize` bytes.
    fn nvrtcGetOptiXIR(prog: nvrtcProgram, optixir: *mut c_char) @ 12000 as "nvrtcGetOptiXIR";
    /// The size of the program log, its terminating NUL included.
    fn nvrtcGetProgramLogSize(prog: nvrtcProgram, logSizeRet: *mut usize) @ 7000 as "nvrtcGetProgramLogSize";
    /// Copies the program log into a buffer of `nvrtcGetProgramLogSize` bytes.
    fn nvrtcGetProgramLog(prog: nvrtcProgram, log: *mut c_char) @ 7000 as "nvrtcGetProgramLog";
    /// Asks the compile to instantiate and keep the entity a C++ expression names (`kernel<float>`).
    fn nvrtcAddNameExpression(prog: nvrtcProgram, name_expression: *const c_char) @ 8000 as "nvrtcAddNameExpression";
    /// The mangled name of an added name expression, as a C string the program owns.
    fn nvrtcGetLoweredName(
        prog: nvrtcProgram,
        name_expression: *const c_char,
        lowered_name: *mut *const c_char,
    ) @ 8000 as "nvrtcGetLoweredName";
    /// The size of the heap that precompiled headers are created in.
    fn nvrtcGetPCHHeapSize(ret: *mut usize) @ 12080 as "nvrtcGetPCHHeapSize";
    /// Sets the size of the heap that precompiled headers are created in.
    fn nvrtcSetPCHHeapSize(size: usize) @ 12080 as "nvrtcSetPCHHeapSize";
    /// Whether compiling the program created a precompiled header, or why not.
    fn nvrtcGetPCHCreateStatus(prog: nvrtcProgram) @ 12080 as "nvrtcGetPCHCreateStatus";
    /// The heap size creating the program's precompiled header needed.
    fn nvrtcGetPCHHeapSizeRequired(prog: nvrtcProgram, size: *mut usize) @ 12080 as "nvrtcGetPCHHeapSizeRequired";
    /// Sets a callback that a compile of the program calls now and then, and may cancel through.
    fn nvrtcSetFlowCallback(
        prog: nvrtcProgram,
        callback: nvrtcFlowCallback,
        payload: *mut c_void,
    ) @ 12080 as "nvrtcSetFlowCallback";
    /// How many bytes of cuda_tile IR the last compile made from the program's Tile code.
    fn nvrtcGetTileIRSize(prog: nvrtcProgram, TileIRSizeRet: *mut usize) @ 13020 as "nvrtcGetTileIRSize";
    /// Copies that cuda_tile IR into a buffer of `nvrtcGetTileIRSize` bytes (the CUBIN leaves Tile code out).
    fn nvrtcGetTileIR(prog: nvrtcProgram, TileIR: *mut c_char) @ 13020 as "nvrtcGetTileIR";
    /// Unpacks the CUDA and CCCL headers NVRTC carries into a directory (made if needed), for `-I<dir>` and
    /// `-I<dir>/cccl`; `flags` are the `NVRTC_INSTALL_HEADERS_*`; a failure may point `*errorLog` (when not
    /// null) at a message.
    fn nvrtcInstallBundledHeaders(
        installPath: *const c_char,
        flags: c_uint,
        errorLog: *mut *const c_char,
    ) @ 13030 as "nvrtcInstallBundledHeaders";
    /// Fills an `nvrtcBundledHeadersInfo` about the carried headers without unpacking them.
    fn nvrtcGetBundledHeadersInfo(
        info: *mut nvrtcBundledHeadersInfo,
        errorLog: *mut *const c_char,
    ) @ 13030 as "nvrtcGetBundledHeadersInfo";
    /// Deletes a directory `nvrtcInstallBundledHeaders` filled, with everything in it, NVRTC's or not.
    fn nvrtcRemoveBundledHeaders(
        installPath: *const c_char,
        errorLog: *mut *const c_char,
    ) @ 13030 as "nvrtcRemoveBundledHeaders";
}
