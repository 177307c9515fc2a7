//! Stream memory operations: wait and write values.
//!
//! NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).

use core::ffi::c_uint;
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUdeviceptr, CUstream, cuuint64_t};

super::area! {

/// `cuuint32_t`: the header's 32-bit unsigned integer.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
pub type cuuint32_t = u32;

/// Conditions of a stream wait on a value (bit set).
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[cuda_enum]
pub enum CUstreamWaitValue_flags {
    /// Wait until the value, compared cyclically, is at least the operand.
    CU_STREAM_WAIT_VALUE_GEQ = 0,
    /// Wait until the value equals the operand.
    CU_STREAM_WAIT_VALUE_EQ = 1,
    /// Wait until value and operand share a set bit.
    CU_STREAM_WAIT_VALUE_AND = 2,
    /// Wait until the NOR of value and operand is nonzero.
    CU_STREAM_WAIT_VALUE_NOR = 3,
    /// Flush remote writes before later work.
    CU_STREAM_WAIT_VALUE_FLUSH = 0x40000000,
}

/// Flags of a stream write of a value.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[cuda_enum]
pub enum CUstreamWriteValue_flags {
    /// With a memory barrier before the write.
    CU_STREAM_WRITE_VALUE_DEFAULT = 0,
    /// Without the memory barrier.
    CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER = 1,
}

/// Kinds of operation in a batch of stream memory operations.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[cuda_enum]
pub enum CUstreamBatchMemOpType {
    /// Wait on a 32-bit value.
    CU_STREAM_MEM_OP_WAIT_VALUE_32 = 1,
    /// Write a 32-bit value.
    CU_STREAM_MEM_OP_WRITE_VALUE_32 = 2,
    /// Wait on a 64-bit value.
    CU_STREAM_MEM_OP_WAIT_VALUE_64 = 4,
    /// Write a 64-bit value.
    CU_STREAM_MEM_OP_WRITE_VALUE_64 = 5,
    /// A memory barrier.
    CU_STREAM_MEM_OP_BARRIER = 6,
    /// Flush remote writes.
    CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES = 3,
    /// Apply an atomic reduction to a word in memory (`atomicReduction`).
    CU_STREAM_MEM_OP_ATOMIC_REDUCTION = 8,
}

/// Scopes of a memory barrier in a batch.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[cuda_enum]
pub enum CUstreamMemoryBarrier_flags {
    /// Ordered for the whole system.
    CU_STREAM_MEMORY_BARRIER_TYPE_SYS = 0,
    /// Ordered for the device only.
    CU_STREAM_MEMORY_BARRIER_TYPE_GPU = 1,
}

/// A wait-on-value operation of a batch.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[anonymous_in(CUstreamBatchMemOpParams.waitValue)]
#[cuda_struct(size = 40, align = 8)]
pub struct CUstreamBatchMemOpParams_waitValue {
    /// Which operation this is.
    pub operation: CUstreamBatchMemOpType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The device address of the value.
    pub address: CUdeviceptr,
    /// C11 unnamed union, held as its member `value64`; `value` overlay these bytes.
    pub value64: cuuint64_t,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Reserved for an address alias; pass 0.
    pub alias: CUdeviceptr,
}

/// A write-value operation of a batch.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[anonymous_in(CUstreamBatchMemOpParams.writeValue)]
#[cuda_struct(size = 40, align = 8)]
pub struct CUstreamBatchMemOpParams_writeValue {
    /// Which operation this is.
    pub operation: CUstreamBatchMemOpType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The device address of the value.
    pub address: CUdeviceptr,
    /// C11 unnamed union, held as its member `value64`; `value` overlay these bytes.
    pub value64: cuuint64_t,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Reserved for an address alias; pass 0.
    pub alias: CUdeviceptr,
}

/// A flush-remote-writes operation of a batch.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[anonymous_in(CUstreamBatchMemOpParams.flushRemoteWrites)]
#[cuda_struct(size = 8, align = 4)]
pub struct CUstreamBatchMemOpParams_flushRemoteWrites {
    /// Which operation this is.
    pub operation: CUstreamBatchMemOpType,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
}

/// A memory-barrier operation of a batch.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[anonymous_in(CUstreamBatchMemOpParams.memoryBarrier)]
#[cuda_struct(size = 8, align = 4)]
pub struct CUstreamBatchMemOpParams_memoryBarrier {
    /// Which operation this is.
    pub operation: CUstreamBatchMemOpType,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
}

/// One operation of a batch of stream memory operations, tagged by `operation`.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[cuda_struct(size = 48, align = 8)]
pub union CUstreamBatchMemOpParams {
    /// Which member is meant.
    pub operation: CUstreamBatchMemOpType,
    /// A wait on a value.
    pub waitValue: CUstreamBatchMemOpParams_waitValue,
    /// A write of a value.
    pub writeValue: CUstreamBatchMemOpParams_writeValue,
    /// A flush of remote writes.
    pub flushRemoteWrites: CUstreamBatchMemOpParams_flushRemoteWrites,
    /// A memory barrier.
    pub memoryBarrier: CUstreamBatchMemOpParams_memoryBarrier,
    /// An atomic reduction (13.1).
    pub atomicReduction: CUstreamBatchMemOpParams_atomicReduction,
    /// Padding to the union's size.
    pub pad: [cuuint64_t; 6],
}

/// `CUstreamBatchMemOpParams_v1`: another C name of `CUstreamBatchMemOpParams`.
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
pub type CUstreamBatchMemOpParams_v1 = CUstreamBatchMemOpParams;

/// The operation of a batched atomic reduction (13.1).
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[cuda_enum]
pub enum CUstreamAtomicReductionOpType {
    /// Bitwise or.
    CU_STREAM_ATOMIC_REDUCTION_OP_OR = 6,
    /// Bitwise and.
    CU_STREAM_ATOMIC_REDUCTION_OP_AND = 5,
    /// Addition.
    CU_STREAM_ATOMIC_REDUCTION_OP_ADD = 0,
}

/// The word size of a batched atomic reduction (13.1).
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[cuda_enum]
pub enum CUstreamAtomicReductionDataType {
    /// An unsigned 32-bit word.
    CU_STREAM_ATOMIC_REDUCTION_UNSIGNED_32 = 14,
    /// An unsigned 64-bit word.
    CU_STREAM_ATOMIC_REDUCTION_UNSIGNED_64 = 0x16,
}

/// The atomic-reduction form of a batched memory operation (13.1).
///
/// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
#[anonymous_in(CUstreamBatchMemOpParams.atomicReduction)]
#[cuda_struct(size = 40, align = 8)]
pub struct CUstreamBatchMemOpParams_atomicReduction {
    /// `CU_STREAM_MEM_OP_ATOMIC_REDUCTION`.
    pub operation: CUstreamBatchMemOpType,
    /// Flags of the operation.
    pub flags: c_uint,
    /// Or, and or add.
    pub reductionOp: CUstreamAtomicReductionOpType,
    /// 32- or 64-bit.
    pub dataType: CUstreamAtomicReductionDataType,
    /// Device address of the word.
    pub address: CUdeviceptr,
    /// The operand.
    pub value: cuuint64_t,
    /// Kept for the driver; any value.
    pub alias: CUdeviceptr,
}

}

super::functions! {
    /// Makes a stream wait until a 32-bit value in memory meets a condition.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamWaitValue32(stream: CUstream, addr: CUdeviceptr, value: cuuint32_t, flags: c_uint) @ 11070 as "cuStreamWaitValue32_v2";
    /// `cuStreamWaitValue32` at its older ABI (version 8000, exported as `cuStreamWaitValue32`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamWaitValue32_v8000(stream: CUstream, addr: CUdeviceptr, value: cuuint32_t, flags: c_uint) = cuStreamWaitValue32 @ 8000 as "cuStreamWaitValue32";
    /// Makes a stream wait until a 64-bit value in memory meets a condition.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamWaitValue64(stream: CUstream, addr: CUdeviceptr, value: cuuint64_t, flags: c_uint) @ 11070 as "cuStreamWaitValue64_v2";
    /// `cuStreamWaitValue64` at its older ABI (version 9000, exported as `cuStreamWaitValue64`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamWaitValue64_v9000(stream: CUstream, addr: CUdeviceptr, value: cuuint64_t, flags: c_uint) = cuStreamWaitValue64 @ 9000 as "cuStreamWaitValue64";
    /// Writes a 32-bit value to memory in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamWriteValue32(stream: CUstream, addr: CUdeviceptr, value: cuuint32_t, flags: c_uint) @ 11070 as "cuStreamWriteValue32_v2";
    /// `cuStreamWriteValue32` at its older ABI (version 8000, exported as `cuStreamWriteValue32`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamWriteValue32_v8000(stream: CUstream, addr: CUdeviceptr, value: cuuint32_t, flags: c_uint) = cuStreamWriteValue32 @ 8000 as "cuStreamWriteValue32";
    /// Writes a 64-bit value to memory in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamWriteValue64(stream: CUstream, addr: CUdeviceptr, value: cuuint64_t, flags: c_uint) @ 11070 as "cuStreamWriteValue64_v2";
    /// `cuStreamWriteValue64` at its older ABI (version 9000, exported as `cuStreamWriteValue64`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamWriteValue64_v9000(stream: CUstream, addr: CUdeviceptr, value: cuuint64_t, flags: c_uint) = cuStreamWriteValue64 @ 9000 as "cuStreamWriteValue64";
    /// Enqueues several wait, write and barrier operations on a stream at once.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamBatchMemOp(stream: CUstream, count: c_uint, paramArray: *mut CUstreamBatchMemOpParams, flags: c_uint) @ 11070 as "cuStreamBatchMemOp_v2";
    /// `cuStreamBatchMemOp` at its older ABI (version 8000, exported as `cuStreamBatchMemOp`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_MEMOP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEMOP.html).
    fn cuStreamBatchMemOp_v8000(stream: CUstream, count: c_uint, paramArray: *mut CUstreamBatchMemOpParams, flags: c_uint) = cuStreamBatchMemOp @ 8000 as "cuStreamBatchMemOp";
}
