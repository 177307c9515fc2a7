//! `nvFatbin.h`, declared with `cuda-struct`'s macros: the result codes, the handle and every function of
//! nvFatbin 12.9, 13.0 and 13.5, C names exactly.
//!
//! The functions are one [`cuda_struct::functions!`] table, [`Functions`]: each line is the C prototype,
//! the nvFatbin version that first had the function (nvFatbin came with CUDA 12.4; its version is the
//! CUDA release's), and the symbol it is looked up by. The calls are `unsafe` methods of
//! [`NvFatbin`](crate::NvFatbin), named as in C. `nvFatbinGetErrorString`, the one function that returns
//! no status, declares its own return type (`-> *const c_char`).
//!
//! `nvFatbinCreate`'s option array is `const char **` as the header declares it; nvFatbin reads the
//! strings and writes nothing through the array.
//!
//! Reference: <https://docs.nvidia.com/cuda/nvfatbin/>.
#![allow(non_camel_case_types, non_snake_case)]

use core::ffi::{c_char, c_uint, c_void};

use cuda_struct::{cuda_enum, cuda_handle, CudaEnum, StatusCode};

/// The status every nvFatbin call but `nvFatbinGetErrorString` returns.
///
/// Open: a code from a newer nvFatbin than this list is a value whose [`name`](CudaEnum::name) is
/// `None`. [`description`] gives a sentence for each.
#[cuda_enum]
pub enum nvFatbinResult {
    /// The call succeeded.
    NVFATBIN_SUCCESS = 0,
    /// nvFatbin itself failed (13.x also answers this for Tile IR it cannot read).
    NVFATBIN_ERROR_INTERNAL = 1,
    /// A CUBIN was added under another architecture than the one its ELF header names.
    NVFATBIN_ERROR_ELF_ARCH_MISMATCH = 2,
    /// A CUBIN's size does not agree with what its ELF headers describe.
    NVFATBIN_ERROR_ELF_SIZE_MISMATCH = 3,
    /// PTX text lacks its `.version` directive.
    NVFATBIN_ERROR_MISSING_PTX_VERSION = 4,
    /// A pointer argument was null.
    NVFATBIN_ERROR_NULL_POINTER = 5,
    /// Compressing an entry failed.
    NVFATBIN_ERROR_COMPRESSION_FAILED = 6,
    /// A compressed entry would exceed the size the format can hold.
    NVFATBIN_ERROR_COMPRESSED_SIZE_EXCEEDED = 7,
    /// An option string was not one nvFatbin knows.
    NVFATBIN_ERROR_UNRECOGNIZED_OPTION = 8,
    /// The architecture string is not a number nvFatbin knows (`"90"`, not `"sm_90"`).
    NVFATBIN_ERROR_INVALID_ARCH = 9,
    /// LTO-IR that nvFatbin cannot read.
    NVFATBIN_ERROR_INVALID_NVVM = 10,
    /// An input of no bytes.
    NVFATBIN_ERROR_EMPTY_INPUT = 11,
    /// PTX text lacks its `.target` directive.
    /// New in 12.5.
    NVFATBIN_ERROR_MISSING_PTX_ARCH = 12,
    /// PTX was added under another architecture than its `.target` names.
    /// New in 12.5.
    NVFATBIN_ERROR_PTX_ARCH_MISMATCH = 13,
    /// A relocatable input needs a fat binary that was not added.
    /// New in 12.5.
    NVFATBIN_ERROR_MISSING_FATBIN = 14,
    /// An index file that nvFatbin cannot read.
    /// New in 12.5.
    NVFATBIN_ERROR_INVALID_INDEX = 15,
    /// The same identifier was given to two entries that must differ.
    /// New in 12.5.
    NVFATBIN_ERROR_IDENTIFIER_REUSE = 16,
    /// A PTX option is one nvFatbin reserves for itself.
    /// New in 12.6.
    NVFATBIN_ERROR_INTERNAL_PTX_OPTION = 17,
}

/// A sentence saying what `code` means, from this crate's own list; `None` for a code newer than the
/// list.
///
/// ```
/// use cuda_nvfatbin::sys::{description, nvFatbinResult};
/// let text = description(nvFatbinResult::NVFATBIN_ERROR_EMPTY_INPUT);
/// assert_eq!(text, Some("An input of no bytes."));
/// assert_eq!(description(nvFatbinResult::from_raw(99)), None);
/// ```
pub fn description(code: nvFatbinResult) -> Option<&'static str> {
    let i = <nvFatbinResult as CudaEnum>::VARIANTS
        .iter()
        .position(|(_, v)| *v == code)?;
    // The first line of the code's doc comment (a second line, where there is one, says which version
    // brought the code).
    let doc = <nvFatbinResult as CudaEnum>::VARIANT_DOCS[i];
    Some(doc.lines().next().unwrap_or("").trim())
}

/// One fat binary being built: its options and the entries added so far (`struct _nvFatbinHandle *`).
///
/// A plain handle: it owns nothing, and copying it copies the pointer. [`Fatbin`](crate::Fatbin) owns
/// one.
#[cuda_handle]
pub struct nvFatbinHandle(*mut c_void);

impl StatusCode for nvFatbinResult {
    const SUCCESS: Self = nvFatbinResult::NVFATBIN_SUCCESS;
    const LIBRARY: &'static str = "nvFatbin";

    fn description(self) -> Option<&'static str> {
        description(self)
    }

    /// A version written `major * 1000 + minor * 10` (`12090`) as `12.9`.
    fn write_version(v: u32, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}.{}", v / 1000, v % 1000 / 10)
    }
}

cuda_struct::functions! {
    /// Every nvFatbin function, resolved by its exported name (`None`: the loaded library lacks it).
    pub struct Functions -> nvFatbinResult, calls on crate::NvFatbin;
    /// The name of a status code (`"NVFATBIN_ERROR_INVALID_ARCH"`) as a static C string.
    fn nvFatbinGetErrorString(result: nvFatbinResult) -> *const c_char @ 12040 as "nvFatbinGetErrorString";
    /// Starts a fat binary with `optionsCount` option strings and writes its handle.
    fn nvFatbinCreate(
        handle_indirect: *mut nvFatbinHandle,
        options: *mut *const c_char,
        optionsCount: usize,
    ) @ 12040 as "nvFatbinCreate";
    /// Frees a fat binary being built, and writes null to the handle.
    fn nvFatbinDestroy(handle_indirect: *mut nvFatbinHandle) @ 12040 as "nvFatbinDestroy";
    /// Adds PTX text of `size` bytes for the numbered architecture, with the options the driver's JIT
    /// compiles it with.
    fn nvFatbinAddPTX(
        handle: nvFatbinHandle,
        code: *const c_char,
        size: usize,
        arch: *const c_char,
        identifier: *const c_char,
        optionsCmdLine: *const c_char,
    ) @ 12040 as "nvFatbinAddPTX";
    /// Adds a CUBIN of `size` bytes for the numbered architecture.
    fn nvFatbinAddCubin(
        handle: nvFatbinHandle,
        code: *const c_void,
        size: usize,
        arch: *const c_char,
        identifier: *const c_char,
    ) @ 12040 as "nvFatbinAddCubin";
    /// Adds LTO-IR of `size` bytes for the numbered architecture, with the options a later link
    /// compiles it with.
    fn nvFatbinAddLTOIR(
        handle: nvFatbinHandle,
        code: *const c_void,
        size: usize,
        arch: *const c_char,
        identifier: *const c_char,
        optionsCmdLine: *const c_char,
    ) @ 12040 as "nvFatbinAddLTOIR";
    /// Adds the index file of an LTO library (nvFatbin 12.5 and later).
    fn nvFatbinAddIndex(
        handle: nvFatbinHandle,
        code: *const c_void,
        size: usize,
        identifier: *const c_char,
    ) @ 12050 as "nvFatbinAddIndex";
    /// Adds the entries of a relocatable host object's embedded device code (nvFatbin 12.5 and later).
    fn nvFatbinAddReloc(handle: nvFatbinHandle, code: *const c_void, size: usize) @ 12050 as "nvFatbinAddReloc";
    /// Adds Tile IR of `size` bytes, with the options its JIT compile takes (nvFatbin 13.1 and later).
    fn nvFatbinAddTileIR(
        handle: nvFatbinHandle,
        code: *const c_void,
        size: usize,
        identifier: *const c_char,
        optionsCmdLine: *const c_char,
    ) @ 13010 as "nvFatbinAddTileIR";
    /// How many bytes the finished fat binary has.
    fn nvFatbinSize(handle: nvFatbinHandle, size: *mut usize) @ 12040 as "nvFatbinSize";
    /// Writes the fat binary into a buffer of `nvFatbinSize` bytes.
    fn nvFatbinGet(handle: nvFatbinHandle, buffer: *mut c_void) @ 12040 as "nvFatbinGet";
    /// The library's version, major and minor (the CUDA release's).
    fn nvFatbinVersion(major: *mut c_uint, minor: *mut c_uint) @ 12040 as "nvFatbinVersion";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_a_one_sentence_description() {
        for (name, code) in <nvFatbinResult as CudaEnum>::VARIANTS {
            let text = description(*code).unwrap();
            assert!(
                text.ends_with('.') && !text.contains("  "),
                "{name}: {text:?}"
            );
        }
        let last = nvFatbinResult::NVFATBIN_ERROR_INTERNAL_PTX_OPTION;
        assert_eq!(last.raw(), 17);
    }
}
