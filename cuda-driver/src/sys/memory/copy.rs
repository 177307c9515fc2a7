//! Memory management: copies.
//!
//! NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

use core::ffi::{c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUcontext, CUdeviceptr, CUmemLocation};

super::area! {

/// CUDA array (`struct CUarray_st *`).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_handle(send, sync)]
pub struct CUarray(*mut c_void);

/// Memory types.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUmemorytype {
    /// Host memory.
    CU_MEMORYTYPE_HOST = 0x01,
    /// Device memory.
    CU_MEMORYTYPE_DEVICE = 0x02,
    /// Array memory.
    CU_MEMORYTYPE_ARRAY = 0x03,
    /// Unified memory, reachable from host and device alike.
    CU_MEMORYTYPE_UNIFIED = 0x04,
}

/// 2D memory copy parameters (`CUDA_MEMCPY2D`, the `CUDA_MEMCPY2D_v2` layout).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 128, align = 8)]
pub struct CUDA_MEMCPY2D {
    /// Source X in bytes.
    pub srcXInBytes: usize,
    /// Source Y.
    pub srcY: usize,
    /// What kind of memory the source is (host, device or array).
    pub srcMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Source host pointer.
    pub srcHost: *const c_void,
    /// Source device pointer.
    pub srcDevice: CUdeviceptr,
    /// Source array reference.
    pub srcArray: CUarray,
    /// Bytes per source row (not read for an array).
    pub srcPitch: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// What kind of memory the destination is (host, device or array).
    pub dstMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// The destination, as a device address.
    pub dstDevice: CUdeviceptr,
    /// The destination, as an array.
    pub dstArray: CUarray,
    /// Bytes per destination row (not read for an array).
    pub dstPitch: usize,
    /// Bytes to copy per row.
    pub WidthInBytes: usize,
    /// Height of 2D memory copy.
    pub Height: usize,
}

/// 3D memory copy parameters (`CUDA_MEMCPY3D`, the `CUDA_MEMCPY3D_v2` layout).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 200, align = 8)]
pub struct CUDA_MEMCPY3D {
    /// Source X in bytes.
    pub srcXInBytes: usize,
    /// Source Y.
    pub srcY: usize,
    /// Source Z.
    pub srcZ: usize,
    /// Source LOD.
    pub srcLOD: usize,
    /// What kind of memory the source is (host, device or array).
    pub srcMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Source host pointer.
    pub srcHost: *const c_void,
    /// Source device pointer.
    pub srcDevice: CUdeviceptr,
    /// Source array reference.
    pub srcArray: CUarray,
    /// Must be NULL.
    #[cuda(reserved)]
    reserved0: *mut c_void,
    /// Bytes per source row (not read for an array).
    pub srcPitch: usize,
    /// Rows per source slice (not read for an array; may be 0 when Depth is 1).
    pub srcHeight: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// Destination Z.
    pub dstZ: usize,
    /// Destination LOD.
    pub dstLOD: usize,
    /// What kind of memory the destination is (host, device or array).
    pub dstMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// The destination, as a device address.
    pub dstDevice: CUdeviceptr,
    /// The destination, as an array.
    pub dstArray: CUarray,
    /// Must be NULL.
    #[cuda(reserved)]
    reserved1: *mut c_void,
    /// Bytes per destination row (not read for an array).
    pub dstPitch: usize,
    /// Rows per destination slice (not read for an array; may be 0 when Depth is 1).
    pub dstHeight: usize,
    /// Bytes to copy per row.
    pub WidthInBytes: usize,
    /// Height of 3D memory copy.
    pub Height: usize,
    /// Depth of 3D memory copy.
    pub Depth: usize,
}

/// A 3D copy between contexts (`CUDA_MEMCPY3D_PEER`, laid out as `CUDA_MEMCPY3D_PEER_v1`).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 200, align = 8)]
pub struct CUDA_MEMCPY3D_PEER {
    /// Source X in bytes.
    pub srcXInBytes: usize,
    /// Source Y.
    pub srcY: usize,
    /// Source Z.
    pub srcZ: usize,
    /// Source LOD.
    pub srcLOD: usize,
    /// What kind of memory the source is (host, device or array).
    pub srcMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Source host pointer.
    pub srcHost: *const c_void,
    /// Source device pointer.
    pub srcDevice: CUdeviceptr,
    /// Source array reference.
    pub srcArray: CUarray,
    /// The source's context (not read for a `CU_MEMORYTYPE_ARRAY` source).
    pub srcContext: CUcontext,
    /// Bytes per source row (not read for an array).
    pub srcPitch: usize,
    /// Rows per source slice (not read for an array; may be 0 when Depth is 1).
    pub srcHeight: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// Destination Z.
    pub dstZ: usize,
    /// Destination LOD.
    pub dstLOD: usize,
    /// What kind of memory the destination is (host, device or array).
    pub dstMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// The destination, as a device address.
    pub dstDevice: CUdeviceptr,
    /// The destination, as an array.
    pub dstArray: CUarray,
    /// The destination's context (not read for a `CU_MEMORYTYPE_ARRAY` destination).
    pub dstContext: CUcontext,
    /// Bytes per destination row (not read for an array).
    pub dstPitch: usize,
    /// Rows per destination slice (not read for an array; may be 0 when Depth is 1).
    pub dstHeight: usize,
    /// Bytes to copy per row.
    pub WidthInBytes: usize,
    /// Height of 3D memory copy.
    pub Height: usize,
    /// Depth of 3D memory copy.
    pub Depth: usize,
}

/// CUDA stream (`struct CUstream_st *`).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_handle(send, sync)]
pub struct CUstream(*mut c_void);

/// `CUDA_MEMCPY2D_v2`: another C name of `CUDA_MEMCPY2D`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUDA_MEMCPY2D_v2 = CUDA_MEMCPY2D;

/// `CUDA_MEMCPY3D_v2`: another C name of `CUDA_MEMCPY3D`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUDA_MEMCPY3D_v2 = CUDA_MEMCPY3D;

/// `CUDA_MEMCPY3D_PEER_v1`: another C name of `CUDA_MEMCPY3D_PEER`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUDA_MEMCPY3D_PEER_v1 = CUDA_MEMCPY3D_PEER;

/// Flags of a batched copy.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUmemcpyFlags {
    /// No flags.
    CU_MEMCPY_FLAG_DEFAULT = 0,
    /// Prefer copy engines that let kernels run alongside.
    CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE = 1,
}

/// When a batched copy may read its source relative to the stream.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUmemcpySrcAccessOrder {
    /// Not a valid order.
    CU_MEMCPY_SRC_ACCESS_ORDER_INVALID = 0,
    /// Read the source in stream order.
    CU_MEMCPY_SRC_ACCESS_ORDER_STREAM = 1,
    /// Read the source before the call returns.
    CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL = 2,
    /// Read the source at any time; nothing else touches it.
    CU_MEMCPY_SRC_ACCESS_ORDER_ANY = 3,
    /// The largest value (a bound).
    CU_MEMCPY_SRC_ACCESS_ORDER_MAX = 0x7fffffff,
}

/// Attributes of copies in a batch: access order, locations, flags.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 24, align = 4)]
pub struct CUmemcpyAttributes {
    /// When the source may be read.
    pub srcAccessOrder: CUmemcpySrcAccessOrder,
    /// Where the source lives (a hint).
    pub srcLocHint: CUmemLocation,
    /// Where the destination lives (a hint).
    pub dstLocHint: CUmemLocation,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
}

/// `CUmemcpyAttributes_v1`: another C name of `CUmemcpyAttributes`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUmemcpyAttributes_v1 = CUmemcpyAttributes;

/// Kinds of operand of a batched 3D copy: pointer or array.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUmemcpy3DOperandType {
    /// An address with pitches.
    CU_MEMCPY_OPERAND_TYPE_POINTER = 1,
    /// A CUDA array.
    CU_MEMCPY_OPERAND_TYPE_ARRAY = 2,
    /// The largest value (a bound).
    CU_MEMCPY_OPERAND_TYPE_MAX = 0x7fffffff,
}

/// A 3D offset, in elements.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUoffset3D {
    /// X offset in elements.
    pub x: usize,
    /// Y offset in elements.
    pub y: usize,
    /// Z offset in elements.
    pub z: usize,
}

/// `CUoffset3D_v1`: another C name of `CUoffset3D`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUoffset3D_v1 = CUoffset3D;

/// A 3D size, in elements.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUextent3D {
    /// Width in elements.
    pub width: usize,
    /// Height in rows.
    pub height: usize,
    /// Depth in elements.
    pub depth: usize,
}

/// `CUextent3D_v1`: another C name of `CUextent3D`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUextent3D_v1 = CUextent3D;

/// A pointer operand of a 3D copy: address, pitches, location.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[anonymous_in(CUmemcpy3DOperand_op.ptr)]
#[cuda_struct(size = 32, align = 8)]
pub struct CUmemcpy3DOperand_op_ptr {
    /// The address.
    pub ptr: CUdeviceptr,
    /// Elements per row (0: as wide as the copy).
    pub rowLength: usize,
    /// Rows per layer (0: as high as the copy).
    pub layerHeight: usize,
    /// Where the memory lives (a hint).
    pub locHint: CUmemLocation,
}

/// An array operand of a 3D copy: array and offset.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[anonymous_in(CUmemcpy3DOperand_op.array)]
#[cuda_struct(size = 32, align = 8)]
pub struct CUmemcpy3DOperand_op_array {
    /// The CUDA array.
    pub array: CUarray,
    /// Where in the array the copy starts.
    pub offset: CUoffset3D,
}

/// The operand of a 3D copy, per type.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[anonymous_in(CUmemcpy3DOperand.op)]
#[cuda_struct(size = 32, align = 8)]
pub union CUmemcpy3DOperand_op {
    /// A pointer operand.
    pub ptr: CUmemcpy3DOperand_op_ptr,
    /// An array operand.
    pub array: CUmemcpy3DOperand_op_array,
}

/// One side of a batched 3D copy.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 40, align = 8)]
pub struct CUmemcpy3DOperand {
    /// Pointer or array.
    pub r#type: CUmemcpy3DOperandType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The operand, per `type`.
    pub op: CUmemcpy3DOperand_op,
}

/// `CUmemcpy3DOperand_v1`: another C name of `CUmemcpy3DOperand`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUmemcpy3DOperand_v1 = CUmemcpy3DOperand;

/// One copy of `cuMemcpy3DBatchAsync`: source, destination, extent, order, flags.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 112, align = 8)]
pub struct CUDA_MEMCPY3D_BATCH_OP {
    /// Where to copy from.
    pub src: CUmemcpy3DOperand,
    /// Where to copy to.
    pub dst: CUmemcpy3DOperand,
    /// The size of the copy, in elements.
    pub extent: CUextent3D,
    /// When the source may be read.
    pub srcAccessOrder: CUmemcpySrcAccessOrder,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
}

/// `CUDA_MEMCPY3D_BATCH_OP_v1`: another C name of `CUDA_MEMCPY3D_BATCH_OP`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUDA_MEMCPY3D_BATCH_OP_v1 = CUDA_MEMCPY3D_BATCH_OP;

/// The legacy default stream, which synchronizes with the other blocking streams.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_STREAM_LEGACY: CUstream = CUstream(core::ptr::without_provenance_mut(0x1));

/// The calling thread's own default stream.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_STREAM_PER_THREAD: CUstream = CUstream(core::ptr::without_provenance_mut(0x2));

}

super::functions! {
    /// Copies memory between two unified addresses.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy(dst: CUdeviceptr, src: CUdeviceptr, ByteCount: usize) @ 4000 as "cuMemcpy";
    /// Copies device memory from one context to another.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyPeer(dstDevice: CUdeviceptr, dstContext: CUcontext, srcDevice: CUdeviceptr, srcContext: CUcontext, ByteCount: usize) @ 4000 as "cuMemcpyPeer";
    /// Copies host memory to the device.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyHtoD(dstDevice: CUdeviceptr, srcHost: *const c_void, ByteCount: usize) @ 3020 as "cuMemcpyHtoD_v2";
    /// Copies device memory to the host.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyDtoH(dstHost: *mut c_void, srcDevice: CUdeviceptr, ByteCount: usize) @ 3020 as "cuMemcpyDtoH_v2";
    /// Copies device memory to device memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyDtoD(dstDevice: CUdeviceptr, srcDevice: CUdeviceptr, ByteCount: usize) @ 3020 as "cuMemcpyDtoD_v2";
    /// Copies device memory into a CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyDtoA(dstArray: CUarray, dstOffset: usize, srcDevice: CUdeviceptr, ByteCount: usize) @ 3020 as "cuMemcpyDtoA_v2";
    /// Copies a CUDA array's contents into device memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyAtoD(dstDevice: CUdeviceptr, srcArray: CUarray, srcOffset: usize, ByteCount: usize) @ 3020 as "cuMemcpyAtoD_v2";
    /// Copies host memory into a CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyHtoA(dstArray: CUarray, dstOffset: usize, srcHost: *const c_void, ByteCount: usize) @ 3020 as "cuMemcpyHtoA_v2";
    /// Copies a CUDA array's contents into host memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyAtoH(dstHost: *mut c_void, srcArray: CUarray, srcOffset: usize, ByteCount: usize) @ 3020 as "cuMemcpyAtoH_v2";
    /// Copies between two CUDA arrays.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyAtoA(dstArray: CUarray, dstOffset: usize, srcArray: CUarray, srcOffset: usize, ByteCount: usize) @ 3020 as "cuMemcpyAtoA_v2";
    /// A 2D copy, as a `CUDA_MEMCPY2D` describes it.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy2D(pCopy: *const CUDA_MEMCPY2D) @ 3020 as "cuMemcpy2D_v2";
    /// Copies a 2D region without the alignment `cuMemcpy2D` requires.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy2DUnaligned(pCopy: *const CUDA_MEMCPY2D) @ 3020 as "cuMemcpy2DUnaligned_v2";
    /// A 3D copy, as a `CUDA_MEMCPY3D` describes it.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy3D(pCopy: *const CUDA_MEMCPY3D) @ 3020 as "cuMemcpy3D_v2";
    /// A 3D copy from one context to another.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy3DPeer(pCopy: *const CUDA_MEMCPY3D_PEER) @ 4000 as "cuMemcpy3DPeer";
    /// Copies memory between two unified addresses, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyAsync(dst: CUdeviceptr, src: CUdeviceptr, ByteCount: usize, hStream: CUstream) @ 4000 as "cuMemcpyAsync";
    /// Copies device memory from one context to another, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyPeerAsync(dstDevice: CUdeviceptr, dstContext: CUcontext, srcDevice: CUdeviceptr, srcContext: CUcontext, ByteCount: usize, hStream: CUstream) @ 4000 as "cuMemcpyPeerAsync";
    /// Copies host memory to the device, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyHtoDAsync(dstDevice: CUdeviceptr, srcHost: *const c_void, ByteCount: usize, hStream: CUstream) @ 3020 as "cuMemcpyHtoDAsync_v2";
    /// Copies device memory to the host, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyDtoHAsync(dstHost: *mut c_void, srcDevice: CUdeviceptr, ByteCount: usize, hStream: CUstream) @ 3020 as "cuMemcpyDtoHAsync_v2";
    /// Copies device memory to device memory, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyDtoDAsync(dstDevice: CUdeviceptr, srcDevice: CUdeviceptr, ByteCount: usize, hStream: CUstream) @ 3020 as "cuMemcpyDtoDAsync_v2";
    /// Copies host memory into a CUDA array, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyHtoAAsync(dstArray: CUarray, dstOffset: usize, srcHost: *const c_void, ByteCount: usize, hStream: CUstream) @ 3020 as "cuMemcpyHtoAAsync_v2";
    /// Copies a CUDA array's contents into host memory, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyAtoHAsync(dstHost: *mut c_void, srcArray: CUarray, srcOffset: usize, ByteCount: usize, hStream: CUstream) @ 3020 as "cuMemcpyAtoHAsync_v2";
    /// Copies a 2D region, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy2DAsync(pCopy: *const CUDA_MEMCPY2D, hStream: CUstream) @ 3020 as "cuMemcpy2DAsync_v2";
    /// A 3D copy, as a `CUDA_MEMCPY3D` describes it, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy3DAsync(pCopy: *const CUDA_MEMCPY3D, hStream: CUstream) @ 3020 as "cuMemcpy3DAsync_v2";
    /// A 3D copy from one context to another, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy3DPeerAsync(pCopy: *const CUDA_MEMCPY3D_PEER, hStream: CUstream) @ 4000 as "cuMemcpy3DPeerAsync";
    /// Runs many 1D copies with per-copy attributes, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyBatchAsync(dsts: *mut CUdeviceptr, srcs: *mut CUdeviceptr, sizes: *mut usize, count: usize, attrs: *mut CUmemcpyAttributes, attrsIdxs: *mut usize, numAttrs: usize, hStream: CUstream) @ 13000 as "cuMemcpyBatchAsync_v2";
    /// `cuMemcpyBatchAsync` at its older ABI (version 12080, exported as `cuMemcpyBatchAsync`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyBatchAsync_v12080(dsts: *mut CUdeviceptr, srcs: *mut CUdeviceptr, sizes: *mut usize, count: usize, attrs: *mut CUmemcpyAttributes, attrIdxs: *mut usize, numAttrs: usize, failIdx: *mut usize, hStream: CUstream) = cuMemcpyBatchAsync @ 12080 as "cuMemcpyBatchAsync";
    /// Runs many 3D copies, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy3DBatchAsync(numOps: usize, opList: *mut CUDA_MEMCPY3D_BATCH_OP, flags: c_ulonglong, hStream: CUstream) @ 13000 as "cuMemcpy3DBatchAsync_v2";
    /// `cuMemcpy3DBatchAsync` at its older ABI (version 12080, exported as `cuMemcpy3DBatchAsync`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy3DBatchAsync_v12080(numParams: usize, opList: *mut CUDA_MEMCPY3D_BATCH_OP, failIdx: *mut usize, flags: c_ulonglong, hStream: CUstream) = cuMemcpy3DBatchAsync @ 12080 as "cuMemcpy3DBatchAsync";
    /// One stream-ordered copy with copy attributes (location hints, access order) (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpyWithAttributesAsync(dst: CUdeviceptr, src: CUdeviceptr, size: usize, attr: *mut CUmemcpyAttributes, hStream: CUstream) @ 13020 as "cuMemcpyWithAttributesAsync";
    /// One stream-ordered 3D copy described as a batch operation (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemcpy3DWithAttributesAsync(op: *mut CUDA_MEMCPY3D_BATCH_OP, flags: c_ulonglong, hStream: CUstream) @ 13020 as "cuMemcpy3DWithAttributesAsync";
}
