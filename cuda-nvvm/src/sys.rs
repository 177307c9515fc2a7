//! `nvvm.h`, declared with `cuda-struct`'s macros: the result codes, the program handle and every function
//! of libNVVM as CUDA 12.9, 13.0 and 13.5 ship it, C names exactly.
//!
//! The functions are one [`cuda_struct::functions!`] table, [`Functions`]: each line is the C prototype,
//! the CUDA release whose libNVVM first had the function, and the symbol it is looked up by (libNVVM
//! exports every function under its plain name). The calls are `unsafe` methods of
//! [`Nvvm`](crate::Nvvm), named as in C. `nvvmGetErrorString`, the one function that returns no status,
//! declares its own return type (`-> *const c_char`).
//!
//! The versions are CUDA releases written `major * 1000 + minor * 10`, not libNVVM's own version
//! (`nvvmVersion` answers 2.0 in all three releases): CUDA 5.5 for the first libNVVM,
//! 7.0 for `nvvmIRVersion`, 11.0 for `nvvmLazyAddModuleToProgram` (the first documentation that lists
//! it), 13.1 for `nvvmLLVMVersion`.
//!
//! The option arrays of `nvvmCompileProgram` and `nvvmVerifyProgram` are `const char **` as the header
//! declares them; libNVVM reads the strings and writes nothing through the array.
//!
//! Reference: <https://docs.nvidia.com/cuda/libnvvm-api/>.
#![allow(non_camel_case_types, non_snake_case)]

use core::ffi::{c_char, c_int, c_void};

use cuda_struct::{cuda_enum, cuda_handle, CudaEnum, StatusCode};

/// The status every libNVVM call but `nvvmGetErrorString` returns.
///
/// Open: a code from a newer libNVVM than this list is a value whose [`name`](CudaEnum::name) is `None`.
/// [`description`] gives a sentence for each.
#[cuda_enum]
pub enum nvvmResult {
    /// The call succeeded.
    NVVM_SUCCESS = 0,
    /// libNVVM could not allocate the memory it needed.
    NVVM_ERROR_OUT_OF_MEMORY = 1,
    /// A program could not be made.
    NVVM_ERROR_PROGRAM_CREATION_FAILURE = 2,
    /// A module's NVVM IR version (its `nvvmir.version` metadata) is one this libNVVM does not accept.
    NVVM_ERROR_IR_VERSION_MISMATCH = 3,
    /// An argument was not acceptable (a null pointer, an unknown architecture name).
    NVVM_ERROR_INVALID_INPUT = 4,
    /// The program handle is not a live program.
    NVVM_ERROR_INVALID_PROGRAM = 5,
    /// A module is not valid NVVM IR; the program log says where.
    NVVM_ERROR_INVALID_IR = 6,
    /// An option string was not one libNVVM knows; the program log names it.
    NVVM_ERROR_INVALID_OPTION = 7,
    /// The program has no module to verify or compile (or only lazily added ones).
    NVVM_ERROR_NO_MODULE_IN_PROGRAM = 8,
    /// Compiling failed; the program log says why.
    NVVM_ERROR_COMPILATION = 9,
    /// The compilation was stopped before it finished.
    NVVM_ERROR_CANCELLED = 10,
}

/// A sentence saying what `code` means, from this crate's own list (libNVVM's `nvvmGetErrorString`
/// answers only the code's name); `None` for a code newer than the list.
///
/// ```
/// use cuda_nvvm::sys::{description, nvvmResult};
/// let text = description(nvvmResult::NVVM_ERROR_COMPILATION);
/// assert_eq!(text, Some("Compiling failed; the program log says why."));
/// assert_eq!(description(nvvmResult::from_raw(99)), None);
/// ```
pub fn description(code: nvvmResult) -> Option<&'static str> {
    let i = <nvvmResult as CudaEnum>::VARIANTS
        .iter()
        .position(|(_, v)| *v == code)?;
    Some(<nvvmResult as CudaEnum>::VARIANT_DOCS[i].trim())
}

/// One compilation unit: the modules added to it, its options, and after verifying or compiling the
/// log and the PTX (`struct _nvvmProgram *`).
///
/// A plain handle: it owns nothing, and copying it copies the pointer. [`Program`](crate::Program)
/// owns one.
#[cuda_handle]
pub struct nvvmProgram(*mut c_void);

impl StatusCode for nvvmResult {
    const SUCCESS: Self = nvvmResult::NVVM_SUCCESS;
    const LIBRARY: &'static str = "libNVVM";

    fn description(self) -> Option<&'static str> {
        description(self)
    }

    /// A CUDA release written `major * 1000 + minor * 10` (`13010`) as `of CUDA 13.1`: libNVVM's
    /// own version numbers are its IR's, so functions are dated by the toolkit.
    fn write_version(v: u32, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "of CUDA {}.{}", v / 1000, v % 1000 / 10)
    }
}

cuda_struct::functions! {
    /// Every libNVVM function, resolved by its exported name (`None`: the loaded library lacks it).
    pub struct Functions -> nvvmResult, calls on crate::Nvvm;
    /// The name of a status code (`"NVVM_ERROR_COMPILATION"`) as a static C string.
    fn nvvmGetErrorString(result: nvvmResult) -> *const c_char @ 5050 as "nvvmGetErrorString";
    /// libNVVM's own version, major and minor (2.0 in CUDA 12.9 to 13.5), not the CUDA release's.
    fn nvvmVersion(major: *mut c_int, minor: *mut c_int) @ 5050 as "nvvmVersion";
    /// The NVVM IR version and the debug metadata version this libNVVM reads, each major and minor.
    fn nvvmIRVersion(
        majorIR: *mut c_int,
        minorIR: *mut c_int,
        majorDbg: *mut c_int,
        minorDbg: *mut c_int,
    ) @ 7000 as "nvvmIRVersion";
    /// The LLVM major version whose IR dialect libNVVM accepts for the architecture named
    /// (`"compute_90"` answers 7, `"compute_100"` a newer LLVM in 13.x); CUDA 13.1 and later.
    fn nvvmLLVMVersion(arch: *const c_char, major: *mut c_int) @ 13010 as "nvvmLLVMVersion";
    /// Makes an empty program and writes its handle.
    fn nvvmCreateProgram(prog: *mut nvvmProgram) @ 5050 as "nvvmCreateProgram";
    /// Frees a program with everything it holds, and writes null to the handle.
    fn nvvmDestroyProgram(prog: *mut nvvmProgram) @ 5050 as "nvvmDestroyProgram";
    /// Adds `size` bytes of one module, NVVM IR as bitcode or text; `name` (may be null) is what the log
    /// calls it.
    fn nvvmAddModuleToProgram(
        prog: nvvmProgram,
        buffer: *const c_char,
        size: usize,
        name: *const c_char,
    ) @ 5050 as "nvvmAddModuleToProgram";
    /// Adds a module (bitcode) from which only what the other modules use is taken, as for libdevice.
    fn nvvmLazyAddModuleToProgram(
        prog: nvvmProgram,
        buffer: *const c_char,
        size: usize,
        name: *const c_char,
    ) @ 11000 as "nvvmLazyAddModuleToProgram";
    /// Links the modules and compiles them to PTX with `numOptions` option strings.
    fn nvvmCompileProgram(prog: nvvmProgram, numOptions: c_int, options: *mut *const c_char) @ 5050 as "nvvmCompileProgram";
    /// Checks the modules against the NVVM IR rules without compiling, with the same options.
    fn nvvmVerifyProgram(prog: nvvmProgram, numOptions: c_int, options: *mut *const c_char) @ 5050 as "nvvmVerifyProgram";
    /// How many bytes the PTX has, its NUL included.
    fn nvvmGetCompiledResultSize(prog: nvvmProgram, bufferSizeRet: *mut usize) @ 5050 as "nvvmGetCompiledResultSize";
    /// Copies the PTX into a buffer of `nvvmGetCompiledResultSize` bytes.
    fn nvvmGetCompiledResult(prog: nvvmProgram, buffer: *mut c_char) @ 5050 as "nvvmGetCompiledResult";
    /// How many bytes the log of the last verify or compile has, its NUL included.
    fn nvvmGetProgramLogSize(prog: nvvmProgram, bufferSizeRet: *mut usize) @ 5050 as "nvvmGetProgramLogSize";
    /// Copies the log into a buffer of `nvvmGetProgramLogSize` bytes.
    fn nvvmGetProgramLog(prog: nvvmProgram, buffer: *mut c_char) @ 5050 as "nvvmGetProgramLog";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_a_one_sentence_description() {
        for (name, code) in <nvvmResult as CudaEnum>::VARIANTS {
            let text = description(*code).unwrap();
            assert!(!text.contains('\n'), "{name}: {text:?}");
            assert!(text.ends_with('.'), "{name}: {text:?}");
        }
        assert_eq!(nvvmResult::NVVM_ERROR_CANCELLED.raw(), 10);
    }
}
