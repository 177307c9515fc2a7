//! `curand.h`, the host API of cuRAND, declared with `cuda-struct`'s macros: the status codes, the
//! generator kinds, orderings, direction-vector sets and methods, the opaque handles, the type aliases
//! and every function, as CUDA 12.9, 13.0 and 13.5 ship the header (cuRAND 10.3.10, 10.4.0 and
//! 10.4.5; the three headers differ only in their version macros), C names exactly.
//!
//! The functions are one [`cuda_struct::functions!`] table, [`Functions`]: each line is the C prototype
//! and the symbol it is looked up by (libcurand exports every function under its plain name). Every
//! function is in each of the three headers, so no line names a release; the calls are `unsafe` methods
//! of [`Curand`](crate::Curand), named as in C. `curandGenerateBinomial` and
//! `curandGenerateBinomialMethod` are declared by the header but exported by none of the three
//! libraries: a call is the "missing function" error.
//!
//! `curand.h` includes `cuda_runtime.h` for `cudaStream_t`, which is the driver's `CUstream` (one C
//! type, `struct CUstream_st *`), and `library_types.h` for [`libraryPropertyType`], declared here.
//! The version macros (`CURAND_VER_MAJOR` to `CURAND_VERSION`) name the header's own release, not a
//! value of the API, so they are not declared: [`Curand::version`](crate::Curand::version) reports the
//! loaded library's.
//!
//! Reference: <https://docs.nvidia.com/cuda/curand/host-api-overview.html>.
#![allow(non_camel_case_types, non_snake_case)]

use core::ffi::{c_double, c_int, c_uint, c_ulonglong, c_void};
use core::fmt;

use cuda_struct::{cuda_enum, cuda_handle, StatusCode};

/// The runtime API's name for a stream: the driver's [`CUstream`](cuda_driver::sys::CUstream), one C
/// type under two names.
pub type cudaStream_t = cuda_driver::sys::CUstream;

/// The status every cuRAND host call returns.
///
/// Open: a code from a newer cuRAND than this list is a value whose [`name`](cuda_struct::CudaEnum::name) is `None`.
/// [`description`] gives a sentence for each.
#[cuda_enum]
pub enum curandStatus_t {
    /// The call succeeded.
    CURAND_STATUS_SUCCESS = 0,
    /// The header the caller was built with and the loaded library disagree on the version.
    CURAND_STATUS_VERSION_MISMATCH = 100,
    /// The generator handle is not a live generator.
    CURAND_STATUS_NOT_INITIALIZED = 101,
    /// cuRAND could not allocate the memory it needed.
    CURAND_STATUS_ALLOCATION_FAILED = 102,
    /// The call does not apply to this kind of generator (a seed for a quasi-random one, say).
    CURAND_STATUS_TYPE_ERROR = 103,
    /// An argument lies outside what the call accepts.
    CURAND_STATUS_OUT_OF_RANGE = 104,
    /// The count is not a multiple of what the generator writes at once (its dimensions, or a pair).
    CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
    /// The device lacks double precision, which the generator needs.
    CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
    /// A kernel of cuRAND could not be launched.
    CURAND_STATUS_LAUNCH_FAILURE = 201,
    /// An error of earlier work was pending when the call began.
    CURAND_STATUS_PREEXISTING_FAILURE = 202,
    /// CUDA could not be set up for cuRAND.
    CURAND_STATUS_INITIALIZATION_FAILED = 203,
    /// The device's architecture cannot run what the call asks.
    CURAND_STATUS_ARCH_MISMATCH = 204,
    /// Something went wrong inside cuRAND.
    CURAND_STATUS_INTERNAL_ERROR = 999,
}

/// Which algorithm a generator runs: pseudo-random (a seed and a sequence) or quasi-random (points
/// that fill a space of some dimensions evenly).
#[cuda_enum]
pub enum curandRngType_t {
    /// A kind for cuRAND's own tests.
    CURAND_RNG_TEST = 0,
    /// The pseudo-random default: XORWOW.
    CURAND_RNG_PSEUDO_DEFAULT = 100,
    /// Marsaglia's xor-shift family with a Weyl sequence added (XORWOW).
    CURAND_RNG_PSEUDO_XORWOW = 101,
    /// L'Ecuyer's combined multiple-recursive generator MRG32k3a.
    CURAND_RNG_PSEUDO_MRG32K3A = 121,
    /// The Mersenne Twister variant for graphics processors (MTGP32).
    CURAND_RNG_PSEUDO_MTGP32 = 141,
    /// The Mersenne Twister MT19937.
    CURAND_RNG_PSEUDO_MT19937 = 142,
    /// The counter-based Philox 4x32 with ten rounds.
    CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
    /// The quasi-random default: Sobol with 32-bit direction vectors.
    CURAND_RNG_QUASI_DEFAULT = 200,
    /// Sobol points with 32-bit direction vectors.
    CURAND_RNG_QUASI_SOBOL32 = 201,
    /// Sobol points with 32-bit direction vectors and scrambling.
    CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
    /// Sobol points with 64-bit direction vectors.
    CURAND_RNG_QUASI_SOBOL64 = 203,
    /// Sobol points with 64-bit direction vectors and scrambling.
    CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204,
}

/// In which order a generator hands out its numbers: which threads compute which part of the
/// sequence, and so which numbers a given seed yields.
#[cuda_enum]
pub enum curandOrdering_t {
    /// The fastest order for pseudo-random numbers on the device.
    CURAND_ORDERING_PSEUDO_BEST = 100,
    /// The pseudo-random default, today the same as the best order.
    CURAND_ORDERING_PSEUDO_DEFAULT = 101,
    /// A faster seeding with weaker statistics between threads.
    CURAND_ORDERING_PSEUDO_SEEDED = 102,
    /// The order older cuRAND releases used, kept the same in every release.
    CURAND_ORDERING_PSEUDO_LEGACY = 103,
    /// An order chosen for the device at hand, for speed; results may differ between devices.
    CURAND_ORDERING_PSEUDO_DYNAMIC = 104,
    /// The one order of quasi-random points: dimension by dimension.
    CURAND_ORDERING_QUASI_DEFAULT = 201,
}

/// Which set of Sobol direction vectors (and whether scrambled) `curandGetDirectionVectors32` and
/// `curandGetDirectionVectors64` return.
#[cuda_enum]
pub enum curandDirectionVectorSet_t {
    /// 32-bit vectors from Joe and Kuo's polynomials (up to 20,000 dimensions).
    CURAND_DIRECTION_VECTORS_32_JOEKUO6 = 101,
    /// The same 32-bit vectors, for scrambled Sobol.
    CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 = 102,
    /// 64-bit vectors from Joe and Kuo's polynomials.
    CURAND_DIRECTION_VECTORS_64_JOEKUO6 = 103,
    /// The same 64-bit vectors, for scrambled Sobol.
    CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 = 104,
}

/// How a discrete distribution is sampled, for the `*Method` generation calls (which the header marks
/// as for cuRAND's own use).
#[cuda_enum]
pub enum curandMethod_t {
    /// cuRAND picks from the arguments.
    CURAND_CHOOSE_BEST = 0,
    /// Inversion by iteration.
    CURAND_ITR = 1,
    /// Knuth's multiplication method.
    CURAND_KNUTH = 2,
    /// Inversion by iteration from a histogram.
    CURAND_HITR = 3,
    /// Histogram method M1.
    CURAND_M1 = 4,
    /// Histogram method M2.
    CURAND_M2 = 5,
    /// Binary search in the cumulative table.
    CURAND_BINARY_SEARCH = 6,
    /// A rounded Gaussian.
    CURAND_DISCRETE_GAUSS = 7,
    /// Rejection sampling.
    CURAND_REJECTION = 8,
    /// The device API's own sampling.
    CURAND_DEVICE_API = 9,
    /// A faster rejection sampling.
    CURAND_FAST_REJECTION = 10,
    /// A third-order method.
    CURAND_3RD = 11,
    /// Sampling by the definition.
    CURAND_DEFINITION = 12,
    /// The Poisson method.
    CURAND_POISSON = 13,
}

/// Which part of a library's version `curandGetProperty` answers (from `library_types.h`, which
/// `curand.h` reaches through `cuda_runtime.h`).
#[cuda_enum]
pub enum libraryPropertyType {
    /// The major version.
    MAJOR_VERSION = 0,
    /// The minor version.
    MINOR_VERSION = 1,
    /// The patch level.
    PATCH_LEVEL = 2,
}

/// A generator: its kind, seed, offset, ordering, stream and state (`struct curandGenerator_st *`).
///
/// A plain handle: it owns nothing, and copying it copies the pointer.
/// [`Generator`](crate::Generator) owns one.
#[cuda_handle]
pub struct curandGenerator_t(*mut c_void);

/// A discrete distribution made for Poisson sampling (`struct curandDiscreteDistribution_st *`), for
/// the device API.
#[cuda_handle]
pub struct curandDiscreteDistribution_t(*mut c_void);

/// Part of a discrete distribution of the device API (`struct curandDistributionShift_st *`).
#[cuda_handle]
pub struct curandDistributionShift_t(*mut c_void);

/// Part of a discrete distribution of the device API (`struct curandDistributionM2Shift_st *`).
#[cuda_handle]
pub struct curandDistributionM2Shift_t(*mut c_void);

/// Part of a discrete distribution of the device API (`struct curandHistogramM2_st *`).
#[cuda_handle]
pub struct curandHistogramM2_t(*mut c_void);

/// One set of 32-bit Sobol direction vectors: one word per bit of the output.
pub type curandDirectionVectors32_t = [c_uint; 32];
/// One set of 64-bit Sobol direction vectors: one word per bit of the output.
pub type curandDirectionVectors64_t = [c_ulonglong; 64];
/// A probability of a discrete distribution.
pub type curandDistribution_st = c_double;
/// An array of probabilities.
pub type curandDistribution_t = *mut c_double;
/// An index of the M2 histogram.
pub type curandHistogramM2K_st = c_uint;
/// An array of M2 histogram indices.
pub type curandHistogramM2K_t = *mut c_uint;
/// A value of the M2 histogram.
pub type curandHistogramM2V_st = c_double;
/// An array of M2 histogram values.
pub type curandHistogramM2V_t = *mut c_double;

/// A sentence saying what `code` means, from this crate's own list; `None` for a code newer than the
/// list.
///
/// ```
/// use cuda_curand::sys::{description, curandStatus_t};
/// let text = description(curandStatus_t::CURAND_STATUS_LENGTH_NOT_MULTIPLE);
/// assert!(text.unwrap().starts_with("The count is not a multiple"));
/// assert_eq!(description(curandStatus_t::from_raw(7)), None);
/// ```
pub fn description(code: curandStatus_t) -> Option<&'static str> {
    StatusCode::description(code)
}

impl StatusCode for curandStatus_t {
    const SUCCESS: Self = curandStatus_t::CURAND_STATUS_SUCCESS;
    const LIBRARY: &'static str = "libcurand";

    /// `curandGetVersion`'s `major * 1000 + minor * 100 + patch` (`10405`) as `10.4.5`.
    fn write_version(v: u32, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", v / 1000, v % 1000 / 100, v % 100)
    }
}

cuda_struct::functions! {
    /// Every cuRAND host function, resolved by its exported name (`None`: the loaded library lacks it).
    pub struct Functions -> curandStatus_t, calls on crate::Curand;
    /// Makes a generator of a kind whose numbers are written to device memory, in the current context.
    fn curandCreateGenerator(generator: *mut curandGenerator_t, rng_type: curandRngType_t);
    /// Makes a generator of a kind whose numbers are computed on the host into host memory.
    fn curandCreateGeneratorHost(generator: *mut curandGenerator_t, rng_type: curandRngType_t);
    /// Frees a generator and its state.
    fn curandDestroyGenerator(generator: curandGenerator_t);
    /// The library's version, `major * 1000 + minor * 100 + patch` (10405 for 10.4.5).
    fn curandGetVersion(version: *mut c_int);
    /// One part of the library's version.
    fn curandGetProperty(type_: libraryPropertyType, value: *mut c_int);
    /// The stream the generator's kernels are queued on from now on (null: the legacy default stream).
    fn curandSetStream(generator: curandGenerator_t, stream: cudaStream_t);
    /// The seed of a pseudo-random generator; its state is remade at the next generation.
    fn curandSetPseudoRandomGeneratorSeed(generator: curandGenerator_t, seed: c_ulonglong);
    /// How many numbers of the sequence to skip before the next generation starts.
    fn curandSetGeneratorOffset(generator: curandGenerator_t, offset: c_ulonglong);
    /// The order in which the generator hands out its numbers.
    fn curandSetGeneratorOrdering(generator: curandGenerator_t, order: curandOrdering_t);
    /// How many dimensions a quasi-random generator's points have (1 to 20,000).
    fn curandSetQuasiRandomGeneratorDimensions(generator: curandGenerator_t, num_dimensions: c_uint);
    /// Writes `num` raw 32-bit words.
    fn curandGenerate(generator: curandGenerator_t, outputPtr: *mut c_uint, num: usize);
    /// Writes `num` raw 64-bit words (the 64-bit Sobol generators only).
    fn curandGenerateLongLong(generator: curandGenerator_t, outputPtr: *mut c_ulonglong, num: usize);
    /// Writes `num` floats uniform in (0, 1].
    fn curandGenerateUniform(generator: curandGenerator_t, outputPtr: *mut f32, num: usize);
    /// Writes `num` doubles uniform in (0, 1].
    fn curandGenerateUniformDouble(generator: curandGenerator_t, outputPtr: *mut f64, num: usize);
    /// Writes `n` normally distributed floats of the given mean and standard deviation.
    fn curandGenerateNormal(
        generator: curandGenerator_t,
        outputPtr: *mut f32,
        n: usize,
        mean: f32,
        stddev: f32,
    );
    /// Writes `n` normally distributed doubles of the given mean and standard deviation.
    fn curandGenerateNormalDouble(
        generator: curandGenerator_t,
        outputPtr: *mut f64,
        n: usize,
        mean: f64,
        stddev: f64,
    );
    /// Writes `n` floats whose logarithms are normal with the given mean and standard deviation.
    fn curandGenerateLogNormal(
        generator: curandGenerator_t,
        outputPtr: *mut f32,
        n: usize,
        mean: f32,
        stddev: f32,
    );
    /// Writes `n` doubles whose logarithms are normal with the given mean and standard deviation.
    fn curandGenerateLogNormalDouble(
        generator: curandGenerator_t,
        outputPtr: *mut f64,
        n: usize,
        mean: f64,
        stddev: f64,
    );
    /// Builds the tables for sampling a Poisson distribution of mean `lambda` in the device API.
    fn curandCreatePoissonDistribution(
        lambda: c_double,
        discrete_distribution: *mut curandDiscreteDistribution_t,
    );
    /// Frees a distribution made by `curandCreatePoissonDistribution`.
    fn curandDestroyDistribution(discrete_distribution: curandDiscreteDistribution_t);
    /// Writes `n` Poisson-distributed counts of mean `lambda`.
    fn curandGeneratePoisson(
        generator: curandGenerator_t,
        outputPtr: *mut c_uint,
        n: usize,
        lambda: c_double,
    );
    /// `curandGeneratePoisson` with a chosen sampling method (for cuRAND's own use).
    fn curandGeneratePoissonMethod(
        generator: curandGenerator_t,
        outputPtr: *mut c_uint,
        n: usize,
        lambda: c_double,
        method: curandMethod_t,
    );
    /// Writes `num` binomial counts of `n` trials of probability `p`; exported by none of the
    /// libraries of CUDA 12.9 to 13.5.
    fn curandGenerateBinomial(
        generator: curandGenerator_t,
        outputPtr: *mut c_uint,
        num: usize,
        n: c_uint,
        p: c_double,
    );
    /// `curandGenerateBinomial` with a chosen method; exported by none of the libraries of CUDA 12.9
    /// to 13.5.
    fn curandGenerateBinomialMethod(
        generator: curandGenerator_t,
        outputPtr: *mut c_uint,
        num: usize,
        n: c_uint,
        p: c_double,
        method: curandMethod_t,
    );
    /// Makes the generator's state from its seed now, on its stream, instead of at the next generation.
    fn curandGenerateSeeds(generator: curandGenerator_t);
    /// Writes a pointer to cuRAND's host array of 32-bit direction vector sets.
    fn curandGetDirectionVectors32(
        vectors: *mut *mut curandDirectionVectors32_t,
        set: curandDirectionVectorSet_t,
    );
    /// Writes a pointer to cuRAND's host array of 32-bit scrambling constants.
    fn curandGetScrambleConstants32(constants: *mut *mut c_uint);
    /// Writes a pointer to cuRAND's host array of 64-bit direction vector sets.
    fn curandGetDirectionVectors64(
        vectors: *mut *mut curandDirectionVectors64_t,
        set: curandDirectionVectorSet_t,
    );
    /// Writes a pointer to cuRAND's host array of 64-bit scrambling constants.
    fn curandGetScrambleConstants64(constants: *mut *mut c_ulonglong);
}

#[cfg(test)]
mod tests {
    use cuda_struct::CudaEnum;

    use super::*;

    #[test]
    fn every_code_has_a_one_sentence_description() {
        for (name, code) in <curandStatus_t as CudaEnum>::VARIANTS {
            let text = description(*code).unwrap();
            assert!(!text.contains('\n'), "{name}: {text:?}");
            assert!(text.ends_with('.'), "{name}: {text:?}");
        }
        assert_eq!(curandStatus_t::CURAND_STATUS_INTERNAL_ERROR.raw(), 999);
    }
}
