//! `nccl.h` declared with `cuda-struct`'s macros, C names exactly: the status codes, reduction
//! operators, element types and the other enums, the opaque handles, the structs (the versioned
//! configurations among them), the `#define` constants and every function, as NVIDIA's wheels pair
//! NCCL with CUDA 12.9, 13.0 and 13.5: NCCL 2.27.3 (`nvidia-nccl-cu12`), 2.27.7 and 2.32.3
//! (`nvidia-nccl-cu13`). No metapackage pins NCCL, so each is the release current when that CUDA came
//! out (see the crate's README).
//!
//! The declarations follow 2.32.3. What 2.27 lacks (the functions, types and constants 2.28 to 2.32
//! added) is declared too: a function the loaded library lacks is the "missing function" error, and the
//! conformance test lists each such item as `13.5 only` against the older headers. `ncclConfig_t` grew
//! between the two; [`v2_27::ncclConfig_t`] is the older layout. NCCL reads a configuration up to the
//! `size` it carries, so either may be handed to either library.
//!
//! - [`functions`]: the table [`Functions`]; each line is the C prototype, looked up by its plain name.
//!   libnccl also exports every function with a `p` in front (`pncclAllReduce`), the same code under a
//!   second name for profilers; those are not declared.
//! - [`structs`]: the structs and their initialisers ([`ncclConfig_t::initializer`] is
//!   `NCCL_CONFIG_INITIALIZER`).
//!
//! `nccl.h` includes `cuda_runtime.h` for `cudaStream_t` and `cudaEvent_t`, which are the driver's
//! `CUstream` and `CUevent`. The version macros (`NCCL_MAJOR` to `NCCL_VERSION_CODE`) name the
//! header's own release and are not declared; [`NCCL_VERSION_CODE`] is the code of the release these
//! declarations follow, which the initialisers write, and [`nccl_version`] is `NCCL_VERSION(x, y, z)`.
//!
//! Reference: <https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/api.html>.
#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals)]

use core::ffi::c_int;
use core::ffi::c_void;

use cuda_struct::{cuda_enum, cuda_handle, CudaEnum, Status};

use crate::NcclError;

pub mod functions;
pub mod structs;

pub use functions::Functions;
pub use structs::*;

/// The runtime API's name for a stream: the driver's [`CUstream`](cuda_driver::sys::CUstream).
pub type cudaStream_t = cuda_driver::sys::CUstream;
/// The runtime API's name for an event: the driver's [`CUevent`](cuda_driver::sys::CUevent).
pub type cudaEvent_t = cuda_driver::sys::CUevent;

/// The status every NCCL call returns.
///
/// Open: a code from a newer NCCL than this list is a value whose [`name`](CudaEnum::name) is `None`.
/// [`description`] gives a sentence for each.
#[cuda_enum]
pub enum ncclResult_t {
    /// The call succeeded.
    ncclSuccess = 0,
    /// A CUDA call made by NCCL failed.
    ncclUnhandledCudaError = 1,
    /// A call to the operating system or the network failed.
    ncclSystemError = 2,
    /// Something went wrong inside NCCL, or in a plugin.
    ncclInternalError = 3,
    /// An argument was refused: a null pointer, a count or rank out of range, an unknown type.
    ncclInvalidArgument = 4,
    /// The calls were made in an order NCCL does not allow, or the ranks disagree.
    ncclInvalidUsage = 5,
    /// Another rank or the network reported a failure.
    ncclRemoteError = 6,
    /// A non-blocking communicator has not finished the operation yet.
    ncclInProgress = 7,
    /// An operation did not finish within its time limit (NCCL 2.28 and later).
    ncclTimeout = 8,
    /// How many codes there are (a count, not a status).
    ncclNumResults = 9,
}

/// The type `ncclRedOp_t`'s largest value is sized from: a four-byte enum.
#[cuda_enum]
pub enum ncclRedOp_dummy_t {
    /// The count of built-in operators, as this helper enum spells it.
    ncclNumOps_dummy = 5,
}

/// How a reduction combines elements; values from [`ncclNumOps`](ncclRedOp_t::ncclNumOps) up are
/// operators made by `ncclRedOpCreatePreMulSum`.
#[cuda_enum]
pub enum ncclRedOp_t {
    /// The sum.
    ncclSum = 0,
    /// The product.
    ncclProd = 1,
    /// The largest.
    ncclMax = 2,
    /// The smallest.
    ncclMin = 3,
    /// The mean: the sum divided by the number of ranks.
    ncclAvg = 4,
    /// The count of built-in operators, and the first value of a created one.
    ncclNumOps = 5,
    /// The largest value an operator may have.
    ncclMaxRedOp = 0x7fff_ffff,
}

/// The element type of a buffer.
#[cuda_enum]
pub enum ncclDataType_t {
    /// A signed 8-bit integer.
    ncclInt8 = 0,
    /// Another name of `ncclInt8`.
    ncclChar = 0,
    /// An unsigned 8-bit integer.
    ncclUint8 = 1,
    /// A signed 32-bit integer.
    ncclInt32 = 2,
    /// Another name of `ncclInt32`.
    ncclInt = 2,
    /// An unsigned 32-bit integer.
    ncclUint32 = 3,
    /// A signed 64-bit integer.
    ncclInt64 = 4,
    /// An unsigned 64-bit integer.
    ncclUint64 = 5,
    /// An IEEE half-precision float.
    ncclFloat16 = 6,
    /// Another name of `ncclFloat16`.
    ncclHalf = 6,
    /// A single-precision float.
    ncclFloat32 = 7,
    /// Another name of `ncclFloat32`.
    ncclFloat = 7,
    /// A double-precision float.
    ncclFloat64 = 8,
    /// Another name of `ncclFloat64`.
    ncclDouble = 8,
    /// A bfloat16.
    ncclBfloat16 = 9,
    /// An 8-bit float with 4 exponent and 3 mantissa bits.
    ncclFloat8e4m3 = 10,
    /// An 8-bit float with 5 exponent and 2 mantissa bits.
    ncclFloat8e5m2 = 11,
    /// How many types there are (a count, not a type).
    ncclNumTypes = 12,
}

/// Where the scalar of `ncclRedOpCreatePreMulSum` lives, and so when NCCL reads it.
#[cuda_enum]
pub enum ncclScalarResidence_t {
    /// In device memory, read by each collective that uses the operator, while it runs.
    ncclScalarDevice = 0,
    /// In host memory, read once before `ncclRedOpCreatePreMulSum` returns.
    ncclScalarHostImmediate = 1,
}

/// The `hostCftMode` setting of a configuration (NCCL 2.32).
#[cuda_enum]
pub enum ncclHostCftMode_t {
    /// NCCL's default.
    ncclHostCftDefault = -2147483648,
    /// On.
    ncclHostCftEnable = 1,
    /// Off.
    ncclHostCftDisable = 2,
    /// On where it can be, off elsewhere.
    ncclHostCftFallback = 3,
}

/// Which host-side NVLink SHARP parts a communicator leaves out: the `nvlsHostMode` setting of a
/// configuration (NCCL 2.32); the flags may be combined.
#[cuda_enum]
pub enum ncclNvlsHostMode_t {
    /// NCCL's default.
    ncclNvlsHostModeDefault = -2147483648,
    /// Every part on.
    ncclNvlsHostModeEnable = 0,
    /// Without the NVLS transport and its registered-buffer path.
    ncclNvlsHostModeDisableTransport = 1,
    /// Without multimem in the symmetric kernels and copy engines.
    ncclNvlsHostModeDisableSymmetricMultimem = 2,
    /// Every part off, later ones too.
    ncclNvlsHostModeDisable = 0x7fff_ffff,
}

/// Which memory figure `ncclCommMemStats` reports (NCCL 2.32).
#[cuda_enum]
pub enum ncclCommMemStat_t {
    /// Bytes of device memory that a suspension would free.
    ncclStatGpuMemSuspend = 0,
    /// Whether that memory is suspended now (1) or not (0).
    ncclStatGpuMemSuspended = 1,
    /// Bytes of device memory kept through a suspension.
    ncclStatGpuMemPersist = 2,
    /// Every byte of device memory NCCL keeps count of.
    ncclStatGpuMemTotal = 3,
}

/// Whether NCCL's TCP sockets are encrypted (NCCL 2.32).
#[cuda_enum]
pub enum ncclEncryptionMode_t {
    /// Plain text.
    NCCL_ENCRYPTION_MODE_NONE = 0,
    /// Encrypted with a pre-shared key.
    NCCL_ENCRYPTION_MODE_PSK = 1,
}

/// A communicator: one rank's membership of a group of ranks (`struct ncclComm *`).
///
/// A plain handle: it owns nothing. [`Communicator`](crate::Communicator) owns one.
#[cuda_handle]
pub struct ncclComm_t(*mut c_void);

/// A registered memory window of a communicator (`struct ncclWindow_vidmem *` in 2.32,
/// `struct ncclWindow *` in 2.27: one pointer either way).
#[cuda_handle]
pub struct ncclWindow_t(*mut c_void);

/// One of NCCL's run-time parameters, bound by key (`struct ncclParamHandle *`, NCCL 2.32).
#[cuda_handle]
pub struct ncclParamHandle_t(*mut c_void);

/// How many bytes an [`ncclUniqueId`] holds.
pub const NCCL_UNIQUE_ID_BYTES: usize = 128;
/// An integer setting of a configuration left to NCCL (`INT_MIN`).
pub const NCCL_CONFIG_UNDEF_INT: c_int = c_int::MIN;
/// A float setting left to NCCL.
pub const NCCL_UNDEF_FLOAT: f32 = -1.0;
/// The colour that keeps a rank out of every communicator `ncclCommSplit` makes.
pub const NCCL_SPLIT_NOCOLOR: c_int = -1;
/// The marker NCCL checks in a versioned struct's `magic` field (named in NCCL 2.32).
pub const NCCL_API_MAGIC: u32 = 0xcafe_beef;
/// Window registration: the default.
pub const NCCL_WIN_DEFAULT: c_int = 0x00;
/// Window registration: for symmetric collectives.
pub const NCCL_WIN_COLL_SYMMETRIC: c_int = 0x01;
/// Window registration: operations on the window complete in order (NCCL 2.32).
pub const NCCL_WIN_STRICT_ORDERING: c_int = 0x02;
/// Window registration: for GPU-initiated networking alone (NCCL 2.32).
pub const NCCL_WIN_GIN_ONLY: c_int = 0x04;
/// Window registration: for counted transfers alone (NCCL 2.32).
pub const NCCL_WIN_CFT_COUNTED: c_int = 0x08;
/// The alignment, in bytes, a window's memory must have (NCCL 2.32).
pub const NCCL_WIN_REQUIRED_ALIGNMENT: c_int = 4096;
/// CTA policy: the default.
pub const NCCL_CTA_POLICY_DEFAULT: c_int = 0x00;
/// CTA policy: use fewer thread blocks where that costs little speed.
pub const NCCL_CTA_POLICY_EFFICIENCY: c_int = 0x01;
/// CTA policy: use no thread blocks where the copy engines can do the work (NCCL 2.32).
pub const NCCL_CTA_POLICY_ZERO: c_int = 0x02;
/// `ncclCommShrink`: shrink the parent as it is.
pub const NCCL_SHRINK_DEFAULT: c_int = 0x00;
/// `ncclCommShrink`: end the parent's operations in flight first.
pub const NCCL_SHRINK_ABORT: c_int = 0x01;
/// `ncclCommRevoke`'s only flag value today (NCCL 2.32).
pub const NCCL_REVOKE_DEFAULT: c_int = 0x00;
/// `ncclCommSuspend`: free the memory NCCL can make again on resume (NCCL 2.32).
pub const NCCL_SUSPEND_MEM: c_int = 0x01;

/// `NCCL_VERSION(x, y, z)`: the version code of NCCL `x.y.z` (`2.27.7` is 22707; from 2.9, the minor
/// takes two digits, so `2.32.3` is 23203).
///
/// ```
/// use cuda_nccl::sys::nccl_version;
/// assert_eq!(nccl_version(2, 8, 4), 2804);
/// assert_eq!(nccl_version(2, 27, 7), 22707);
/// assert_eq!(nccl_version(2, 32, 3), 23203);
/// ```
pub const fn nccl_version(x: c_int, y: c_int, z: c_int) -> c_int {
    if x <= 2 && y <= 8 {
        x * 1000 + y * 100 + z
    } else {
        x * 10000 + y * 100 + z
    }
}

/// The version code of the NCCL these declarations follow (2.32.3), which the initialisers write.
pub const NCCL_VERSION_CODE: c_int = nccl_version(2, 32, 3);

/// A sentence saying what `code` means, from this crate's own list; `None` for a code newer than the
/// list.
///
/// ```
/// use cuda_nccl::sys::{description, ncclResult_t};
/// assert!(description(ncclResult_t::ncclInvalidUsage).unwrap().starts_with("The calls were made"));
/// assert_eq!(description(ncclResult_t::from_raw(77)), None);
/// ```
pub fn description(code: ncclResult_t) -> Option<&'static str> {
    let i = <ncclResult_t as CudaEnum>::VARIANTS
        .iter()
        .position(|(_, v)| *v == code)?;
    Some(<ncclResult_t as CudaEnum>::VARIANT_DOCS[i].trim())
}

impl Status for ncclResult_t {
    type Error = NcclError;

    #[inline]
    fn check(self, function: &'static str) -> Result<(), NcclError> {
        NcclError::check(function, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_a_one_sentence_description() {
        for (name, code) in <ncclResult_t as CudaEnum>::VARIANTS {
            let text = description(*code).unwrap();
            assert!(!text.contains('\n'), "{name}: {text:?}");
            assert!(text.ends_with('.'), "{name}: {text:?}");
        }
        assert_eq!(ncclResult_t::ncclInProgress.raw(), 7);
    }

    #[test]
    fn the_version_code_follows_the_two_schemes() {
        assert_eq!(nccl_version(2, 27, 3), 22703);
        assert_eq!(nccl_version(2, 7, 8), 2708);
        assert_eq!(NCCL_VERSION_CODE, 23203);
    }
}
