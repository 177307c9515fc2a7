//! Fabric copies: batched copies to and from logical endpoints.
//!
//! NVIDIA's documentation: [`CUDA_FABRIC_COPY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__FABRIC__COPY.html).

use core::ffi::{c_uint, c_ulonglong};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUdeviceptr, CUlogicalEndpointId, CUmemLocation, CUstream, cuuint64_t};

super::area! {

/// What a fabric copy operand names: a pointer or a place in a logical endpoint (13.5).
///
/// NVIDIA's documentation: [`CUDA_FABRIC_COPY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__FABRIC__COPY.html).
#[cuda_enum]
pub enum CUfabricCpyOperandType {
    /// The operand is a device-accessible address (`op.ptr`).
    CU_FABRIC_COPY_OPERAND_TYPE_POINTER = 1,
    /// The operand is an offset into a logical endpoint (`op.le`).
    CU_FABRIC_COPY_OPERAND_TYPE_LOGICAL_ENDPOINT = 2,
    /// Keeps the C enum 32 bits wide; not an operand type.
    CU_FABRIC_COPY_OPERAND_TYPE_MAX = 0x7fffffff,
}

/// The pointer form of a fabric copy operand.
///
/// NVIDIA's documentation: [`CUDA_FABRIC_COPY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__FABRIC__COPY.html).
#[anonymous_in(CUfabricCpyOperand_op.ptr)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUfabricCpyOperand_op_ptr {
    /// Address the copy starts at.
    pub ptr: CUdeviceptr,
    /// Where the memory is expected to live; used only for managed or pageable memory.
    pub locHint: CUmemLocation,
}

/// The logical-endpoint form of a fabric copy operand.
///
/// NVIDIA's documentation: [`CUDA_FABRIC_COPY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__FABRIC__COPY.html).
#[anonymous_in(CUfabricCpyOperand_op.le)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUfabricCpyOperand_op_le {
    /// The logical endpoint.
    pub id: CUlogicalEndpointId,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Byte offset inside the endpoint.
    pub offset: cuuint64_t,
}

/// The operand itself, read as `ptr` or `le` according to the operand's `type`.
///
/// NVIDIA's documentation: [`CUDA_FABRIC_COPY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__FABRIC__COPY.html).
#[anonymous_in(CUfabricCpyOperand.op)]
#[cuda_struct(size = 16, align = 8)]
pub union CUfabricCpyOperand_op {
    /// Read when `type` is `CU_FABRIC_COPY_OPERAND_TYPE_POINTER`.
    pub ptr: CUfabricCpyOperand_op_ptr,
    /// Read when `type` is `CU_FABRIC_COPY_OPERAND_TYPE_LOGICAL_ENDPOINT`.
    pub le: CUfabricCpyOperand_op_le,
}

/// Source or destination of one fabric copy (13.5).
///
/// NVIDIA's documentation: [`CUDA_FABRIC_COPY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__FABRIC__COPY.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUfabricCpyOperand {
    /// Which member of `op` is meant.
    pub r#type: CUfabricCpyOperandType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The pointer or endpoint location.
    pub op: CUfabricCpyOperand_op,
}

/// One copy of a fabric copy batch: two operands, a length and flags (13.5).
///
/// NVIDIA's documentation: [`CUDA_FABRIC_COPY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__FABRIC__COPY.html).
#[cuda_struct(size = 64, align = 8)]
pub struct CUDA_FABRIC_COPY_BATCH_OP {
    /// Where the bytes come from.
    pub src: CUfabricCpyOperand,
    /// Where the bytes go.
    pub dst: CUfabricCpyOperand,
    /// Bytes to copy; 0 keeps the entry as a checked no-op.
    pub size: usize,
    /// No flags are defined yet: 0.
    pub flags: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_FABRIC_COPY_BATCH_OP_v1`: another C name of `CUDA_FABRIC_COPY_BATCH_OP`.
///
/// NVIDIA's documentation: [`CUDA_FABRIC_COPY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__FABRIC__COPY.html).
pub type CUDA_FABRIC_COPY_BATCH_OP_v1 = CUDA_FABRIC_COPY_BATCH_OP;

}

super::functions! {
    /// Queues a batch of copies between pointers and logical endpoints on a stream; the batch is stream-ordered, its entries are not ordered among themselves (13.5).
    ///
    /// NVIDIA's documentation: [`CUDA_FABRIC_COPY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__FABRIC__COPY.html).
    fn cuFabricCpyBatchAsync(numOps: usize, opList: *mut CUDA_FABRIC_COPY_BATCH_OP, flags: c_ulonglong, hStream: CUstream) @ 13050 as "cuFabricCpyBatchAsync";
}
