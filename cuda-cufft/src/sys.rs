//! `cufft.h`, the API of cuFFT, declared with `cuda-struct`'s macros: the result codes, the transform
//! types, the plan handle, the element types, the `#define` constants and every function, as CUDA
//! 12.9, 13.0 and 13.5 ship the header (cuFFT 11.4.1, 12.0.0 and 12.5.0), C names exactly.
//!
//! The declarations follow 13.5's header. What differs in the older ones:
//! - 12.9's `cufftResult` still has three codes 13.0 dropped (`CUFFT_INCOMPLETE_PARAMETER_LIST`,
//!   `CUFFT_PARSE_ERROR`, `CUFFT_LICENSE_ERROR`) and lacks the four 13.0 added (from
//!   `CUFFT_MISSING_DEPENDENCY` on). The enum is open, so a code of either set is a value; the three
//!   dropped ones are named by [`legacy_name`], for the messages of an 11.x library.
//! - [`CUFFT_PLAN_NULL`] is new in 13.0, and two plan properties
//!   ([`cufftProperty::NVFFT_PLAN_PROPERTY_INT64_BLUESTEIN_ONLY`],
//!   [`cufftProperty::NVFFT_PLAN_PROPERTY_INT64_DISABLE_FMA`]) in 13.5.
//!
//! Every function is exported by the libraries of all three releases, so no line names a release.
//! The calls are `unsafe` methods of [`Cufft`](crate::Cufft), named as in C.
//!
//! `cufftXt.h` (multi-GPU descriptors, callbacks, half-precision plans through `cufftXtMakePlanMany`) is
//! not declared: everything a stream-bound plan with its own work area needs is in `cufft.h`.
//!
//! `cufft.h` includes `cuComplex.h` (for the complex element types, declared here as [`cuComplex`] and
//! [`cuDoubleComplex`]), `driver_types.h` (for `cudaStream_t`, the driver's `CUstream`) and
//! `library_types.h` (for [`libraryPropertyType`], declared here). The version macros
//! (`CUFFT_VER_MAJOR` to `CUFFT_VERSION`) name the header's own release, not a value of the API, so they
//! are not declared: [`Cufft::version`](crate::Cufft::version) reports the loaded library's.
//!
//! Reference: <https://docs.nvidia.com/cuda/cufft/>.
#![allow(non_camel_case_types, non_snake_case)]

use core::ffi::{c_double, c_float, c_int, c_longlong, c_void};

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct, CudaEnum, StatusCode};

/// The runtime API's name for a stream: the driver's [`CUstream`](cuda_driver::sys::CUstream), one C
/// type under two names.
pub type cudaStream_t = cuda_driver::sys::CUstream;

/// What every cuFFT call returns.
///
/// Open: a code from another cuFFT than this list (11.x's dropped codes, or a newer release's) is a
/// value whose [`name`](CudaEnum::name) is `None`. [`description`] gives a sentence for each.
#[cuda_enum]
pub enum cufftResult {
    /// The call succeeded.
    CUFFT_SUCCESS = 0x0,
    /// The plan handle is not a live plan.
    CUFFT_INVALID_PLAN = 0x1,
    /// cuFFT could not allocate the memory it needed, on the GPU or the host.
    CUFFT_ALLOC_FAILED = 0x2,
    /// The transform type is not one cuFFT knows.
    CUFFT_INVALID_TYPE = 0x3,
    /// A pointer or value argument is wrong.
    CUFFT_INVALID_VALUE = 0x4,
    /// Something went wrong inside cuFFT or the driver.
    CUFFT_INTERNAL_ERROR = 0x5,
    /// The transform could not be run on the GPU.
    CUFFT_EXEC_FAILED = 0x6,
    /// The library could not be set up.
    CUFFT_SETUP_FAILED = 0x7,
    /// A transform size, rank or batch count is not one cuFFT takes.
    CUFFT_INVALID_SIZE = 0x8,
    /// The data is not aligned as the transform needs.
    CUFFT_UNALIGNED_DATA = 0x9,
    /// The plan's device is not the current one, or not usable.
    CUFFT_INVALID_DEVICE = 0xB,
    /// The plan was executed without a work area (automatic allocation off, none set).
    CUFFT_NO_WORKSPACE = 0xD,
    /// The call asks for something this release does not implement.
    CUFFT_NOT_IMPLEMENTED = 0xE,
    /// The operation is not supported for these parameters.
    CUFFT_NOT_SUPPORTED = 0x10,
    /// A library cuFFT needs at run time (NVRTC, nvJitLink) could not be found.
    CUFFT_MISSING_DEPENDENCY = 0x11,
    /// NVRTC failed while cuFFT compiled a kernel at run time.
    CUFFT_NVRTC_FAILURE = 0x12,
    /// nvJitLink failed while cuFFT linked a kernel at run time.
    CUFFT_NVJITLINK_FAILURE = 0x13,
    /// NVSHMEM failed under a multi-process plan.
    CUFFT_NVSHMEM_FAILURE = 0x14,
}

/// Which transform a plan computes: real or complex input and output, single or double precision.
#[cuda_enum]
pub enum cufftType {
    /// Real `f32` to complex `f32` (forward only).
    CUFFT_R2C = 0x2a,
    /// Complex `f32` to real `f32` (inverse only).
    CUFFT_C2R = 0x2c,
    /// Complex `f32` to complex `f32`, either direction.
    CUFFT_C2C = 0x29,
    /// Real `f64` to complex `f64` (forward only).
    CUFFT_D2Z = 0x6a,
    /// Complex `f64` to real `f64` (inverse only).
    CUFFT_Z2D = 0x6c,
    /// Complex `f64` to complex `f64`, either direction.
    CUFFT_Z2Z = 0x69,
}

/// How a plan lays out its data for compatibility with FFTW; one mode is left.
#[cuda_enum]
pub enum cufftCompatibility {
    /// FFTW's padding of real in-place data (the one mode, and the default).
    CUFFT_COMPATIBILITY_FFTW_PADDING = 0x01,
}

/// A property of a plan set with `cufftSetPlanPropertyInt64` before it is made.
#[cuda_enum]
pub enum cufftProperty {
    /// Whether cuFFT may spend longer on planning, compiling kernels fitted to the size at run time.
    NVFFT_PLAN_PROPERTY_INT64_PATIENT_JIT = 0x1,
    /// The most host threads cuFFT may use while planning.
    NVFFT_PLAN_PROPERTY_INT64_MAX_NUM_HOST_THREADS = 0x2,
    /// Whether to use Bluestein's algorithm for every size (cuFFT 12.5 on).
    NVFFT_PLAN_PROPERTY_INT64_BLUESTEIN_ONLY = 0x3,
    /// Whether to compile the plan's kernels without fused multiply-add (cuFFT 12.5 on).
    NVFFT_PLAN_PROPERTY_INT64_DISABLE_FMA = 0x4,
}

/// Which part of a library's version `cufftGetProperty` answers (from `library_types.h`, which
/// `cufft.h` includes).
#[cuda_enum]
pub enum libraryPropertyType {
    /// The major version.
    MAJOR_VERSION = 0,
    /// The minor version.
    MINOR_VERSION = 1,
    /// The patch level.
    PATCH_LEVEL = 2,
}

/// A plan: cuFFT names its plans by an `int`, not a pointer.
///
/// A plain handle: it owns nothing. [`Plan`](crate::Plan) owns one.
#[cuda_handle]
pub struct cufftHandle(c_int);

/// A complex `f32` (`cuComplex.h`'s `cuComplex`, CUDA's `float2`): real part `x`, imaginary part `y`.
#[cuda_struct(size = 8, align = 8)]
#[repr(align(8))]
pub struct cuComplex {
    /// The real part.
    pub x: f32,
    /// The imaginary part.
    pub y: f32,
}

/// A complex `f64` (`cuComplex.h`'s `cuDoubleComplex`, CUDA's `double2`): real part `x`, imaginary
/// part `y`.
#[cuda_struct(size = 16, align = 16)]
#[repr(align(16))]
pub struct cuDoubleComplex {
    /// The real part.
    pub x: f64,
    /// The imaginary part.
    pub y: f64,
}

/// A real `f32` element.
pub type cufftReal = c_float;
/// A real `f64` element.
pub type cufftDoubleReal = c_double;
/// A complex `f32` element.
pub type cufftComplex = cuComplex;
/// A complex `f64` element.
pub type cufftDoubleComplex = cuDoubleComplex;

/// The sign of the exponent of a forward transform (the `direction` of `cufftExecC2C`/`Z2Z`).
pub const CUFFT_FORWARD: c_int = -1;
/// The sign of the exponent of an inverse transform (unnormalised: a forward and an inverse transform
/// scale the data by its size).
pub const CUFFT_INVERSE: c_int = 1;
/// The compatibility mode plans start with.
pub const CUFFT_COMPATIBILITY_DEFAULT: cufftCompatibility =
    cufftCompatibility::CUFFT_COMPATIBILITY_FFTW_PADDING;
/// A handle that names no plan, which `cufftDestroy` accepts (cuFFT 12.0 on).
pub const CUFFT_PLAN_NULL: c_int = -1;

/// A sentence saying what `code` means, from this crate's own list; `None` for a code not in it.
///
/// ```
/// use cuda_cufft::sys::{description, cufftResult};
/// let text = description(cufftResult::CUFFT_INVALID_SIZE);
/// assert!(text.unwrap().starts_with("A transform size"));
/// assert_eq!(description(cufftResult::from_raw(77)), None);
/// ```
pub fn description(code: cufftResult) -> Option<&'static str> {
    let i = <cufftResult as CudaEnum>::VARIANTS
        .iter()
        .position(|(_, v)| *v == code)?;
    Some(<cufftResult as CudaEnum>::VARIANT_DOCS[i].trim())
}

/// The name and meaning of the codes cuFFT 11.x (CUDA 12.x) may return and 12.0 dropped from the
/// header: `None` for any other code.
///
/// ```
/// use cuda_cufft::sys::{legacy_name, cufftResult};
/// assert_eq!(legacy_name(cufftResult::from_raw(0xC)).unwrap().0, "CUFFT_PARSE_ERROR");
/// assert_eq!(legacy_name(cufftResult::CUFFT_SUCCESS), None);
/// ```
pub fn legacy_name(code: cufftResult) -> Option<(&'static str, &'static str)> {
    Some(match code.raw() {
        0xA => (
            "CUFFT_INCOMPLETE_PARAMETER_LIST",
            "A call was missing parameters it needs (a code of cuFFT 11.x)",
        ),
        0xC => (
            "CUFFT_PARSE_ERROR",
            "cuFFT could not parse a plan string (a code of cuFFT 11.x)",
        ),
        0xF => (
            "CUFFT_LICENSE_ERROR",
            "cuFFT's license check failed (a code of cuFFT 11.x)",
        ),
        _ => return None,
    })
}

impl StatusCode for cufftResult {
    const SUCCESS: Self = cufftResult::CUFFT_SUCCESS;
    const LIBRARY: &'static str = "libcufft";

    /// The declared names, and those of the codes cuFFT 11.x returns that 12.0 dropped.
    fn code_name(self) -> Option<&'static str> {
        self.name().or(legacy_name(self).map(|(name, _)| name))
    }

    fn description(self) -> Option<&'static str> {
        description(self).or(legacy_name(self).map(|(_, text)| text))
    }

    /// `cufftGetVersion`'s `major * 1000 + minor * 100 + patch` (`12500`) as `12.5.0`.
    fn write_version(v: u32, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}.{}.{}", v / 1000, v % 1000 / 100, v % 100)
    }
}

cuda_struct::functions! {
    /// Every cuFFT function, resolved by its exported name (`None`: the loaded library lacks it).
    pub struct Functions -> cufftResult, calls on crate::Cufft;
    /// Makes a 1-D plan of `nx` points, `batch` transforms, allocating its work area.
    fn cufftPlan1d(plan: *mut cufftHandle, nx: c_int, type_: cufftType, batch: c_int);
    /// Makes a 2-D plan of `nx` by `ny` points (`ny` varies fastest), allocating its work area.
    fn cufftPlan2d(plan: *mut cufftHandle, nx: c_int, ny: c_int, type_: cufftType);
    /// Makes a 3-D plan of `nx` by `ny` by `nz` points, allocating its work area.
    fn cufftPlan3d(plan: *mut cufftHandle, nx: c_int, ny: c_int, nz: c_int, type_: cufftType);
    /// Makes a batched plan of `rank` dimensions with the given layouts (null layouts: packed),
    /// allocating its work area.
    fn cufftPlanMany(
        plan: *mut cufftHandle,
        rank: c_int,
        n: *mut c_int,
        inembed: *mut c_int,
        istride: c_int,
        idist: c_int,
        onembed: *mut c_int,
        ostride: c_int,
        odist: c_int,
        type_: cufftType,
        batch: c_int,
    );
    /// Makes a handle from `cufftCreate` a 1-D plan, writing the work area size it needs.
    fn cufftMakePlan1d(
        plan: cufftHandle,
        nx: c_int,
        type_: cufftType,
        batch: c_int,
        workSize: *mut usize,
    );
    /// Makes a handle a 2-D plan, writing the work area size it needs.
    fn cufftMakePlan2d(
        plan: cufftHandle,
        nx: c_int,
        ny: c_int,
        type_: cufftType,
        workSize: *mut usize,
    );
    /// Makes a handle a 3-D plan, writing the work area size it needs.
    fn cufftMakePlan3d(
        plan: cufftHandle,
        nx: c_int,
        ny: c_int,
        nz: c_int,
        type_: cufftType,
        workSize: *mut usize,
    );
    /// Makes a handle a batched plan with the given layouts, writing the work area size it needs.
    fn cufftMakePlanMany(
        plan: cufftHandle,
        rank: c_int,
        n: *mut c_int,
        inembed: *mut c_int,
        istride: c_int,
        idist: c_int,
        onembed: *mut c_int,
        ostride: c_int,
        odist: c_int,
        type_: cufftType,
        batch: c_int,
        workSize: *mut usize,
    );
    /// `cufftMakePlanMany` with 64-bit sizes, strides and distances.
    fn cufftMakePlanMany64(
        plan: cufftHandle,
        rank: c_int,
        n: *mut c_longlong,
        inembed: *mut c_longlong,
        istride: c_longlong,
        idist: c_longlong,
        onembed: *mut c_longlong,
        ostride: c_longlong,
        odist: c_longlong,
        type_: cufftType,
        batch: c_longlong,
        workSize: *mut usize,
    );
    /// The work area size a batched 64-bit plan of these parameters would need, more precisely than
    /// the estimates.
    fn cufftGetSizeMany64(
        plan: cufftHandle,
        rank: c_int,
        n: *mut c_longlong,
        inembed: *mut c_longlong,
        istride: c_longlong,
        idist: c_longlong,
        onembed: *mut c_longlong,
        ostride: c_longlong,
        odist: c_longlong,
        type_: cufftType,
        batch: c_longlong,
        workSize: *mut usize,
    );
    /// A first guess at the work area size of a 1-D plan, without a handle.
    fn cufftEstimate1d(nx: c_int, type_: cufftType, batch: c_int, workSize: *mut usize);
    /// A first guess at the work area size of a 2-D plan.
    fn cufftEstimate2d(nx: c_int, ny: c_int, type_: cufftType, workSize: *mut usize);
    /// A first guess at the work area size of a 3-D plan.
    fn cufftEstimate3d(nx: c_int, ny: c_int, nz: c_int, type_: cufftType, workSize: *mut usize);
    /// A first guess at the work area size of a batched plan.
    fn cufftEstimateMany(
        rank: c_int,
        n: *mut c_int,
        inembed: *mut c_int,
        istride: c_int,
        idist: c_int,
        onembed: *mut c_int,
        ostride: c_int,
        odist: c_int,
        type_: cufftType,
        batch: c_int,
        workSize: *mut usize,
    );
    /// Makes an empty plan handle, to be configured and then made by a `cufftMakePlan*` call.
    fn cufftCreate(handle: *mut cufftHandle);
    /// The work area size a 1-D plan would need, for a handle from `cufftCreate`.
    fn cufftGetSize1d(
        handle: cufftHandle,
        nx: c_int,
        type_: cufftType,
        batch: c_int,
        workSize: *mut usize,
    );
    /// The work area size a 2-D plan would need.
    fn cufftGetSize2d(
        handle: cufftHandle,
        nx: c_int,
        ny: c_int,
        type_: cufftType,
        workSize: *mut usize,
    );
    /// The work area size a 3-D plan would need.
    fn cufftGetSize3d(
        handle: cufftHandle,
        nx: c_int,
        ny: c_int,
        nz: c_int,
        type_: cufftType,
        workSize: *mut usize,
    );
    /// The work area size a batched plan would need.
    fn cufftGetSizeMany(
        handle: cufftHandle,
        rank: c_int,
        n: *mut c_int,
        inembed: *mut c_int,
        istride: c_int,
        idist: c_int,
        onembed: *mut c_int,
        ostride: c_int,
        odist: c_int,
        type_: cufftType,
        batch: c_int,
        workArea: *mut usize,
    );
    /// The work area size of a plan already made.
    fn cufftGetSize(handle: cufftHandle, workSize: *mut usize);
    /// The device memory the plan uses as its work area from now on (the caller's to keep).
    fn cufftSetWorkArea(plan: cufftHandle, workArea: *mut c_void);
    /// Whether the next `cufftMakePlan*` allocates the work area itself (1, the default) or leaves it
    /// to the caller (0).
    fn cufftSetAutoAllocation(plan: cufftHandle, autoAllocate: c_int);
    /// Runs a complex-to-complex `f32` transform in `direction` (`CUFFT_FORWARD` or `CUFFT_INVERSE`).
    fn cufftExecC2C(
        plan: cufftHandle,
        idata: *mut cufftComplex,
        odata: *mut cufftComplex,
        direction: c_int,
    );
    /// Runs a real-to-complex `f32` transform.
    fn cufftExecR2C(plan: cufftHandle, idata: *mut cufftReal, odata: *mut cufftComplex);
    /// Runs a complex-to-real `f32` transform (which may overwrite its input).
    fn cufftExecC2R(plan: cufftHandle, idata: *mut cufftComplex, odata: *mut cufftReal);
    /// Runs a complex-to-complex `f64` transform in `direction`.
    fn cufftExecZ2Z(
        plan: cufftHandle,
        idata: *mut cufftDoubleComplex,
        odata: *mut cufftDoubleComplex,
        direction: c_int,
    );
    /// Runs a real-to-complex `f64` transform.
    fn cufftExecD2Z(plan: cufftHandle, idata: *mut cufftDoubleReal, odata: *mut cufftDoubleComplex);
    /// Runs a complex-to-real `f64` transform (which may overwrite its input).
    fn cufftExecZ2D(plan: cufftHandle, idata: *mut cufftDoubleComplex, odata: *mut cufftDoubleReal);
    /// The stream the plan's kernels are queued on from now on.
    fn cufftSetStream(plan: cufftHandle, stream: cudaStream_t);
    /// Frees a plan and the memory cuFFT allocated for it.
    fn cufftDestroy(plan: cufftHandle);
    /// The library's version, `major * 1000 + minor * 100 + patch` (12500 for 12.5.0).
    fn cufftGetVersion(version: *mut c_int);
    /// One part of the library's version.
    fn cufftGetProperty(type_: libraryPropertyType, value: *mut c_int);
    /// Sets a property of a plan not yet made.
    fn cufftSetPlanPropertyInt64(
        plan: cufftHandle,
        property: cufftProperty,
        inputValueInt: c_longlong,
    );
    /// Reads a property of a plan.
    fn cufftGetPlanPropertyInt64(
        plan: cufftHandle,
        property: cufftProperty,
        returnPtrValue: *mut c_longlong,
    );
    /// Sets a property of a plan back to its default.
    fn cufftResetPlanProperty(plan: cufftHandle, property: cufftProperty);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_a_one_sentence_description() {
        for (name, code) in <cufftResult as CudaEnum>::VARIANTS {
            let text = description(*code).unwrap();
            assert!(!text.contains('\n'), "{name}: {text:?}");
            assert!(text.ends_with('.'), "{name}: {text:?}");
            assert_eq!(legacy_name(*code), None, "{name} is current");
        }
        assert_eq!(cufftResult::CUFFT_NVSHMEM_FAILURE.raw(), 0x14);
    }

    #[test]
    fn the_complex_types_have_float2_and_double2_layouts() {
        assert_eq!(
            (
                core::mem::size_of::<cufftComplex>(),
                core::mem::align_of::<cufftComplex>()
            ),
            (8, 8)
        );
        assert_eq!(
            (
                core::mem::size_of::<cufftDoubleComplex>(),
                core::mem::align_of::<cufftDoubleComplex>()
            ),
            (16, 16)
        );
    }
}
