//! `nvJitLink.h`, declared with `cuda-struct`'s macros: the result codes, the input kinds, the linker handle
//! and every function of nvJitLink 12.9, 13.0 and 13.5, C names exactly.
//!
//! The functions are one [`cuda_struct::functions!`] table, [`Functions`]: each line is the C prototype,
//! the nvJitLink version that first had the function, and the symbol it is looked up by. The calls are
//! `unsafe` methods of [`NvJitLink`](crate::NvJitLink), named as in C.
//!
//! # Which symbol
//! The header does not call the library's functions by their plain names: each name is a `static inline`
//! wrapper around an entry point that carries the header's own version (`nvJitLinkCreate` calls
//! `__nvJitLinkCreate_13_0` in 13.0's header), so that a program compiled against one header keeps the
//! behaviour of that version when a newer library of the same major version is installed. Every library
//! also exports each function under its plain name (what a program built with `NVJITLINK_NO_INLINE` links
//! to, and what NVIDIA's Python bindings look up). This table resolves the plain names: they exist in
//! every 12.x and 13.x library, so one build serves both majors. The conformance check compiles each of
//! these prototypes against both the plain declaration and the versioned entry point of each header.
//!
//! `nvJitLinkCreate`'s option array is `const char **` as the plain name declares it (the 13.x entry points
//! take `const char *const *`; nvJitLink reads the strings and writes nothing through the array).
//!
//! Reference: <https://docs.nvidia.com/cuda/nvjitlink/index.html>.
#![allow(non_camel_case_types, non_snake_case)]

use core::ffi::{c_char, c_uint, c_void};

use cuda_struct::{cuda_enum, cuda_handle, CudaEnum, StatusCode};

/// The status every nvJitLink call returns.
///
/// Open: a code from a newer nvJitLink than this list is a value whose [`name`](CudaEnum::name) is
/// `None`. Numbered as in 13.x; 12.x's header has no codes past `NVJITLINK_ERROR_FINALIZE` and spells the
/// six after it as macros for older codes (`NVJITLINK_ERROR_NULL_INPUT` is `NVJITLINK_ERROR_INVALID_INPUT`
/// there), so a 12.x library answers with those older codes. [`description`] gives a sentence for each.
#[cuda_enum]
pub enum nvJitLinkResult {
    /// The call succeeded.
    NVJITLINK_SUCCESS = 0,
    /// An option string was not one nvJitLink knows.
    NVJITLINK_ERROR_UNRECOGNIZED_OPTION = 1,
    /// No target architecture was given: `-arch=sm_<N>` is required.
    NVJITLINK_ERROR_MISSING_ARCH = 2,
    /// An argument or an input was not acceptable.
    NVJITLINK_ERROR_INVALID_INPUT = 3,
    /// Compiling PTX to machine code failed; the error log says why.
    NVJITLINK_ERROR_PTX_COMPILE = 4,
    /// Optimising or compiling the LTO-IR failed; the error log says why.
    NVJITLINK_ERROR_NVVM_COMPILE = 5,
    /// nvJitLink itself failed.
    NVJITLINK_ERROR_INTERNAL = 6,
    /// The threads of a split compile could not be run.
    NVJITLINK_ERROR_THREADPOOL = 7,
    /// An input's contents were not of a kind nvJitLink recognises.
    NVJITLINK_ERROR_UNRECOGNIZED_INPUT = 8,
    /// The final stage of the link, which resolves symbols and writes the image, failed.
    NVJITLINK_ERROR_FINALIZE = 9,
    /// A pointer argument was null.
    /// New in 13.0; 12.x answers `NVJITLINK_ERROR_INVALID_INPUT` instead.
    NVJITLINK_ERROR_NULL_INPUT = 10,
    /// Two options cannot be used together.
    /// New in 13.0; 12.x answers `NVJITLINK_ERROR_INVALID_INPUT` instead.
    NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS = 11,
    /// An input was added as one kind but is another.
    /// New in 13.0; 12.x answers `NVJITLINK_ERROR_INVALID_INPUT` instead.
    NVJITLINK_ERROR_INCORRECT_INPUT_TYPE = 12,
    /// An input was built for another architecture than the link's.
    /// New in 13.0; 12.x answers `NVJITLINK_ERROR_INTERNAL` instead.
    NVJITLINK_ERROR_ARCH_MISMATCH = 13,
    /// An input is newer than this library (LTO-IR from a newer NVRTC, for example).
    /// New in 13.0; 12.x answers `NVJITLINK_ERROR_INTERNAL` instead.
    NVJITLINK_ERROR_OUTDATED_LIBRARY = 14,
    /// A fatbin that the link needs was not added.
    /// New in 13.0; 12.x answers `NVJITLINK_ERROR_INVALID_INPUT` instead.
    NVJITLINK_ERROR_MISSING_FATBIN = 15,
    /// The `-arch` value names no architecture nvJitLink knows.
    /// New in 13.0.
    NVJITLINK_ERROR_UNRECOGNIZED_ARCH = 16,
    /// The `-arch` value is a known architecture this library cannot target.
    /// New in 13.0.
    NVJITLINK_ERROR_UNSUPPORTED_ARCH = 17,
    /// The inputs or options need link-time optimisation, and `-lto` was not given.
    /// New in 13.0.
    NVJITLINK_ERROR_LTO_NOT_ENABLED = 18,
}

/// A sentence saying what `code` means, from this crate's own list (nvJitLink has no function that
/// describes its codes); `None` for a code newer than the list.
///
/// ```
/// use cuda_nvjitlink::sys::{description, nvJitLinkResult};
/// let text = description(nvJitLinkResult::NVJITLINK_ERROR_MISSING_ARCH);
/// assert_eq!(text, Some("No target architecture was given: `-arch=sm_<N>` is required."));
/// assert_eq!(description(nvJitLinkResult::from_raw(99)), None);
/// ```
pub fn description(code: nvJitLinkResult) -> Option<&'static str> {
    let i = <nvJitLinkResult as CudaEnum>::VARIANTS
        .iter()
        .position(|(_, v)| *v == code)?;
    // The first line of the code's doc comment (a second line, where there is one, says which versions
    // have the code).
    let doc = <nvJitLinkResult as CudaEnum>::VARIANT_DOCS[i];
    Some(doc.lines().next().unwrap_or("").trim())
}

/// What an input added to a link is (`nvJitLinkAddData`, `nvJitLinkAddFile`).
///
/// The safe layer's [`InputKind`](crate::InputKind) names each in Rust.
#[cuda_enum]
pub enum nvJitLinkInputType {
    /// No kind: refused as an input.
    NVJITLINK_INPUT_NONE = 0,
    /// A CUBIN: machine code for one GPU architecture, an ELF image.
    NVJITLINK_INPUT_CUBIN = 1,
    /// PTX text, compiled to machine code by the link.
    NVJITLINK_INPUT_PTX = 2,
    /// LTO-IR from NVRTC or `nvcc -dlto`, optimised across inputs by a link with `-lto`.
    NVJITLINK_INPUT_LTOIR = 3,
    /// A fatbin: several images (CUBINs, PTX, LTO-IR) of one code for several architectures.
    NVJITLINK_INPUT_FATBIN = 4,
    /// A host object file (`.o`) whose device code nvJitLink takes out and links.
    NVJITLINK_INPUT_OBJECT = 5,
    /// A host static library (`.a`) whose members' device code nvJitLink takes out and links.
    NVJITLINK_INPUT_LIBRARY = 6,
    /// An index file of an LTO library.
    NVJITLINK_INPUT_INDEX = 7,
    /// Any of the kinds above: nvJitLink looks at the contents to tell which.
    NVJITLINK_INPUT_ANY = 10,
}

/// One link: its options, the inputs added so far, and after `nvJitLinkComplete` the linked image and the
/// logs (`struct nvJitLink *`).
///
/// A plain handle: it owns nothing, and copying it copies the pointer. [`Linker`](crate::Linker) owns one.
#[cuda_handle]
pub struct nvJitLinkHandle(*mut c_void);

impl StatusCode for nvJitLinkResult {
    const SUCCESS: Self = nvJitLinkResult::NVJITLINK_SUCCESS;
    const LIBRARY: &'static str = "nvJitLink";

    fn description(self) -> Option<&'static str> {
        description(self)
    }

    /// A version written `major * 1000 + minor * 10` (`12090`) as `12.9`.
    fn write_version(v: u32, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}.{}", v / 1000, v % 1000 / 10)
    }
}

cuda_struct::functions! {
    /// Every nvJitLink function, resolved by its plain exported name (`None`: the loaded library lacks it).
    pub struct Functions -> nvJitLinkResult, calls on crate::NvJitLink;
    /// Makes a linker with `numOptions` option strings; `-arch` must be among them.
    fn nvJitLinkCreate(
        handle: *mut nvJitLinkHandle,
        numOptions: u32,
        options: *mut *const c_char,
    ) @ 12000 as "nvJitLinkCreate";
    /// Frees a linker with everything it holds, and writes null to the handle.
    fn nvJitLinkDestroy(handle: *mut nvJitLinkHandle) @ 12000 as "nvJitLinkDestroy";
    /// Adds `size` bytes of one input of the given kind; `name` (may be null) is what the logs call it.
    fn nvJitLinkAddData(
        handle: nvJitLinkHandle,
        inputType: nvJitLinkInputType,
        data: *const c_void,
        size: usize,
        name: *const c_char,
    ) @ 12000 as "nvJitLinkAddData";
    /// Adds an input that nvJitLink reads from the file at the path given.
    fn nvJitLinkAddFile(
        handle: nvJitLinkHandle,
        inputType: nvJitLinkInputType,
        fileName: *const c_char,
    ) @ 12000 as "nvJitLinkAddFile";
    /// Links what was added; afterwards the linked image can be read out.
    fn nvJitLinkComplete(handle: nvJitLinkHandle) @ 12000 as "nvJitLinkComplete";
    /// How many bytes the linked CUBIN has.
    fn nvJitLinkGetLinkedCubinSize(handle: nvJitLinkHandle, size: *mut usize) @ 12000 as "nvJitLinkGetLinkedCubinSize";
    /// Copies the linked CUBIN into a buffer of `nvJitLinkGetLinkedCubinSize` bytes.
    fn nvJitLinkGetLinkedCubin(handle: nvJitLinkHandle, cubin: *mut c_void) @ 12000 as "nvJitLinkGetLinkedCubin";
    /// How many bytes the linked PTX has (only a link with `-lto` and `-ptx` makes PTX), its NUL included.
    fn nvJitLinkGetLinkedPtxSize(handle: nvJitLinkHandle, size: *mut usize) @ 12000 as "nvJitLinkGetLinkedPtxSize";
    /// Copies the linked PTX into a buffer of `nvJitLinkGetLinkedPtxSize` bytes.
    fn nvJitLinkGetLinkedPtx(handle: nvJitLinkHandle, ptx: *mut c_char) @ 12000 as "nvJitLinkGetLinkedPtx";
    /// How many bytes the error log has, its NUL included.
    fn nvJitLinkGetErrorLogSize(handle: nvJitLinkHandle, size: *mut usize) @ 12000 as "nvJitLinkGetErrorLogSize";
    /// Copies the error log into a buffer of `nvJitLinkGetErrorLogSize` bytes.
    fn nvJitLinkGetErrorLog(handle: nvJitLinkHandle, log: *mut c_char) @ 12000 as "nvJitLinkGetErrorLog";
    /// How many bytes the information log (`-verbose`, `-time` output) has, its NUL included.
    fn nvJitLinkGetInfoLogSize(handle: nvJitLinkHandle, size: *mut usize) @ 12000 as "nvJitLinkGetInfoLogSize";
    /// Copies the information log into a buffer of `nvJitLinkGetInfoLogSize` bytes.
    fn nvJitLinkGetInfoLog(handle: nvJitLinkHandle, log: *mut c_char) @ 12000 as "nvJitLinkGetInfoLog";
    /// The library's version, major and minor (nvJitLink 12.3 and later).
    fn nvJitLinkVersion(major: *mut c_uint, minor: *mut c_uint) @ 12030 as "nvJitLinkVersion";
    /// How many bytes of linked LTO-IR a link with `-lto` made (nvJitLink 13.3 and later).
    fn nvJitLinkGetLinkedLTOIRSize(handle: nvJitLinkHandle, size: *mut usize) @ 13030 as "nvJitLinkGetLinkedLTOIRSize";
    /// Copies the linked LTO-IR into a buffer of `nvJitLinkGetLinkedLTOIRSize` bytes (nvJitLink 13.3 and later).
    fn nvJitLinkGetLinkedLTOIR(handle: nvJitLinkHandle, ltoir: *mut c_void) @ 13030 as "nvJitLinkGetLinkedLTOIR";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_a_one_sentence_description() {
        for (name, code) in <nvJitLinkResult as CudaEnum>::VARIANTS {
            let text = description(*code).unwrap();
            assert!(
                !text.contains('\n') && !text.contains("  "),
                "{name}: {text:?}"
            );
            assert!(text.ends_with('.'), "{name}: {text:?}");
        }
        // Numbered as 13.x's header numbers them.
        let last = nvJitLinkResult::NVJITLINK_ERROR_LTO_NOT_ENABLED;
        assert_eq!(last.raw(), 18);
    }
}
