//! Memory management: copies.
//!
//! NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaExtent, cudaMemLocation, cudaPitchedPtr, cudaStream_t};

super::area! {

/// CUDA array (`struct CUarray_st *`).
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_handle(send, sync)]
pub struct cudaArray_t(*mut c_void);

/// The runtime's array const (a handle).
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_handle(send, sync)]
pub struct cudaArray_const_t(*const c_void);

/// The direction of a copy (host to device, ...), or `cudaMemcpyDefault` to infer it from the addresses.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_enum]
pub enum cudaMemcpyKind {
    /// Host to host.
    cudaMemcpyHostToHost = 0,
    /// Host to device.
    cudaMemcpyHostToDevice = 1,
    /// Device to host.
    cudaMemcpyDeviceToHost = 2,
    /// Device to device.
    cudaMemcpyDeviceToDevice = 3,
    /// Default.
    cudaMemcpyDefault = 4,
}

/// A position in a 3-D region: x (bytes or elements), y, z.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 24, align = 8)]
pub struct cudaPos {
    /// X.
    pub x: usize,
    /// Y.
    pub y: usize,
    /// Z.
    pub z: usize,
}

/// A 3-D copy between arrays and pitched memory: sources, destinations, extent, direction.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 160, align = 8)]
pub struct cudaMemcpy3DParms {
    /// Src array.
    pub srcArray: cudaArray_t,
    /// Src pos.
    pub srcPos: cudaPos,
    /// Src ptr.
    pub srcPtr: cudaPitchedPtr,
    /// Dst array.
    pub dstArray: cudaArray_t,
    /// Dst pos.
    pub dstPos: cudaPos,
    /// Dst ptr.
    pub dstPtr: cudaPitchedPtr,
    /// Extent.
    pub extent: cudaExtent,
    /// Kind.
    pub kind: cudaMemcpyKind,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// A 3-D copy between devices: as `cudaMemcpy3DParms`, with each side's device.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 168, align = 8)]
pub struct cudaMemcpy3DPeerParms {
    /// Src array.
    pub srcArray: cudaArray_t,
    /// Src pos.
    pub srcPos: cudaPos,
    /// Src ptr.
    pub srcPtr: cudaPitchedPtr,
    /// Src device.
    pub srcDevice: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Dst array.
    pub dstArray: cudaArray_t,
    /// Dst pos.
    pub dstPos: cudaPos,
    /// Dst ptr.
    pub dstPtr: cudaPitchedPtr,
    /// Dst device.
    pub dstDevice: c_int,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Extent.
    pub extent: cudaExtent,
}

/// Flags of a batched copy.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_enum]
pub enum cudaMemcpyFlags {
    /// No flags.
    cudaMemcpyFlagDefault = 0,
    /// Prefer copy engines that let kernels run alongside.
    cudaMemcpyFlagPreferOverlapWithCompute = 1,
}

/// When a batched copy may read its source relative to the stream.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_enum]
pub enum cudaMemcpySrcAccessOrder {
    /// Not a valid order.
    cudaMemcpySrcAccessOrderInvalid = 0,
    /// Read the source in stream order.
    cudaMemcpySrcAccessOrderStream = 1,
    /// Read the source before the call returns.
    cudaMemcpySrcAccessOrderDuringApiCall = 2,
    /// Read the source at any time; nothing else touches it.
    cudaMemcpySrcAccessOrderAny = 3,
    /// The largest value (a bound).
    cudaMemcpySrcAccessOrderMax = 0x7fffffff,
}

/// Attributes of copies in a batch: access order, locations, flags.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 24, align = 4)]
pub struct cudaMemcpyAttributes {
    /// When the source may be read.
    pub srcAccessOrder: cudaMemcpySrcAccessOrder,
    /// Where the source lives (a hint).
    pub srcLocHint: cudaMemLocation,
    /// Where the destination lives (a hint).
    pub dstLocHint: cudaMemLocation,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
}

/// Kinds of operand of a batched 3D copy: pointer or array.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_enum]
pub enum cudaMemcpy3DOperandType {
    /// An address with pitches.
    cudaMemcpyOperandTypePointer = 1,
    /// A CUDA array.
    cudaMemcpyOperandTypeArray = 2,
    /// The largest value (a bound).
    cudaMemcpyOperandTypeMax = 0x7fffffff,
}

/// A 3D offset, in elements.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 24, align = 8)]
pub struct cudaOffset3D {
    /// X offset in elements.
    pub x: usize,
    /// Y offset in elements.
    pub y: usize,
    /// Z offset in elements.
    pub z: usize,
}

/// The anonymous `ptr` struct of `cudaMemcpy3DOperand_op`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[anonymous_in(cudaMemcpy3DOperand_op.ptr)]
#[cuda_struct(size = 32, align = 8)]
pub struct cudaMemcpy3DOperand_op_ptr {
    /// The address.
    pub ptr: *mut c_void,
    /// Elements per row (0: as wide as the copy).
    pub rowLength: usize,
    /// Rows per layer (0: as high as the copy).
    pub layerHeight: usize,
    /// Where the memory lives (a hint).
    pub locHint: cudaMemLocation,
}

/// The anonymous `array` struct of `cudaMemcpy3DOperand_op`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[anonymous_in(cudaMemcpy3DOperand_op.array)]
#[cuda_struct(size = 32, align = 8)]
pub struct cudaMemcpy3DOperand_op_array {
    /// The CUDA array.
    pub array: cudaArray_t,
    /// Where in the array the copy starts.
    pub offset: cudaOffset3D,
}

/// The anonymous `op` union of `cudaMemcpy3DOperand`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[anonymous_in(cudaMemcpy3DOperand.op)]
#[cuda_struct(size = 32, align = 8)]
pub union cudaMemcpy3DOperand_op {
    /// A pointer operand.
    pub ptr: cudaMemcpy3DOperand_op_ptr,
    /// An array operand.
    pub array: cudaMemcpy3DOperand_op_array,
}

/// One side of a batched 3D copy.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 40, align = 8)]
pub struct cudaMemcpy3DOperand {
    /// Pointer or array.
    pub r#type: cudaMemcpy3DOperandType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The operand, per `type`.
    pub op: cudaMemcpy3DOperand_op,
}

/// One 3-D copy of a batch: source, destination, extent, attributes.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 112, align = 8)]
pub struct cudaMemcpy3DBatchOp {
    /// Src.
    pub src: cudaMemcpy3DOperand,
    /// Dst.
    pub dst: cudaMemcpy3DOperand,
    /// Extent.
    pub extent: cudaExtent,
    /// Src access order.
    pub srcAccessOrder: cudaMemcpySrcAccessOrder,
    /// Flags.
    pub flags: c_uint,
}

}

super::functions! {
    /// A 3D copy, as a `CUDA_MEMCPY3D` describes it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy3D(p: *const cudaMemcpy3DParms) @ 12000 as "cudaMemcpy3D";
    /// A 3D copy from one context to another.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy3DPeer(p: *const cudaMemcpy3DPeerParms) @ 12000 as "cudaMemcpy3DPeer";
    /// A 3D copy, as a `CUDA_MEMCPY3D` describes it, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy3DAsync(p: *const cudaMemcpy3DParms, stream: cudaStream_t) @ 12000 as "cudaMemcpy3DAsync";
    /// A 3D copy from one context to another, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy3DPeerAsync(p: *const cudaMemcpy3DPeerParms, stream: cudaStream_t) @ 12000 as "cudaMemcpy3DPeerAsync";
    /// Copies bytes between host and device memory, as `kind` says (blocking).
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy(dst: *mut c_void, src: *const c_void, count: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpy";
    /// Copies device memory from one context to another.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyPeer(dst: *mut c_void, dstDevice: c_int, src: *const c_void, srcDevice: c_int, count: usize) @ 12000 as "cudaMemcpyPeer";
    /// Copies a 2-D region between pitched memories.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy2D(dst: *mut c_void, dpitch: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpy2D";
    /// Copies a 2-D region of pitched memory into a CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy2DToArray(dst: cudaArray_t, wOffset: usize, hOffset: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpy2DToArray";
    /// Copies a 2-D region out of a CUDA array into pitched memory.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy2DFromArray(dst: *mut c_void, dpitch: usize, src: cudaArray_const_t, wOffset: usize, hOffset: usize, width: usize, height: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpy2DFromArray";
    /// Copies a 2-D region between two CUDA arrays.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy2DArrayToArray(dst: cudaArray_t, wOffsetDst: usize, hOffsetDst: usize, src: cudaArray_const_t, wOffsetSrc: usize, hOffsetSrc: usize, width: usize, height: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpy2DArrayToArray";
    /// Copies bytes to a device variable named by its host shadow.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyToSymbol(symbol: *const c_void, src: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpyToSymbol";
    /// Copies bytes from a device variable named by its host shadow.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyFromSymbol(dst: *mut c_void, symbol: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpyFromSymbol";
    /// Copies bytes between host and device memory in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyAsync(dst: *mut c_void, src: *const c_void, count: usize, kind: cudaMemcpyKind, stream: cudaStream_t) @ 12000 as "cudaMemcpyAsync";
    /// Copies device memory from one context to another, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyPeerAsync(dst: *mut c_void, dstDevice: c_int, src: *const c_void, srcDevice: c_int, count: usize, stream: cudaStream_t) @ 12000 as "cudaMemcpyPeerAsync";
    /// Runs many 1D copies with per-copy attributes, in stream order.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyBatchAsync(dsts: *const *mut c_void, srcs: *const *const c_void, sizes: *const usize, count: usize, attrs: *mut cudaMemcpyAttributes, attrsIdxs: *mut usize, numAttrs: usize, stream: cudaStream_t) @ 13000 as "cudaMemcpyBatchAsync";
    /// Runs many 3D copies, in stream order.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy3DBatchAsync(numOps: usize, opList: *mut cudaMemcpy3DBatchOp, flags: c_ulonglong, stream: cudaStream_t) @ 13000 as "cudaMemcpy3DBatchAsync";
    /// A linear copy with copy attributes (source access order, location hints), in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyWithAttributesAsync(dst: *mut c_void, src: *const c_void, size: usize, attr: *mut cudaMemcpyAttributes, stream: cudaStream_t) @ 13050 as "cudaMemcpyWithAttributesAsync";
    /// A 3-D copy with copy attributes (source access order, location hints), in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy3DWithAttributesAsync(op: *mut cudaMemcpy3DBatchOp, flags: c_ulonglong, stream: cudaStream_t) @ 13050 as "cudaMemcpy3DWithAttributesAsync";
    /// Copies a 2-D region between pitched memories, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy2DAsync(dst: *mut c_void, dpitch: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: cudaMemcpyKind, stream: cudaStream_t) @ 12000 as "cudaMemcpy2DAsync";
    /// Copies a 2-D region of pitched memory into a CUDA array, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy2DToArrayAsync(dst: cudaArray_t, wOffset: usize, hOffset: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: cudaMemcpyKind, stream: cudaStream_t) @ 12000 as "cudaMemcpy2DToArrayAsync";
    /// Copies a 2-D region out of a CUDA array into pitched memory, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy2DFromArrayAsync(dst: *mut c_void, dpitch: usize, src: cudaArray_const_t, wOffset: usize, hOffset: usize, width: usize, height: usize, kind: cudaMemcpyKind, stream: cudaStream_t) @ 12000 as "cudaMemcpy2DFromArrayAsync";
    /// Copies bytes into a device variable named by its host shadow, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyToSymbolAsync(symbol: *const c_void, src: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind, stream: cudaStream_t) @ 12000 as "cudaMemcpyToSymbolAsync";
    /// Copies bytes out of a device variable named by its host shadow, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyFromSymbolAsync(dst: *mut c_void, symbol: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind, stream: cudaStream_t) @ 12000 as "cudaMemcpyFromSymbolAsync";
    /// Runtime call: memcpy to array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaMemcpyToArray(dst: cudaArray_t, wOffset: usize, hOffset: usize, src: *const c_void, count: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpyToArray";
    /// Runtime call: memcpy from array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaMemcpyFromArray(dst: *mut c_void, src: cudaArray_const_t, wOffset: usize, hOffset: usize, count: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpyFromArray";
    /// Runtime call: memcpy array to array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaMemcpyArrayToArray(dst: cudaArray_t, wOffsetDst: usize, hOffsetDst: usize, src: cudaArray_const_t, wOffsetSrc: usize, hOffsetSrc: usize, count: usize, kind: cudaMemcpyKind) @ 12000 as "cudaMemcpyArrayToArray";
    /// Runtime call: memcpy to array async.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaMemcpyToArrayAsync(dst: cudaArray_t, wOffset: usize, hOffset: usize, src: *const c_void, count: usize, kind: cudaMemcpyKind, stream: cudaStream_t) @ 12000 as "cudaMemcpyToArrayAsync";
    /// Runtime call: memcpy from array async.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaMemcpyFromArrayAsync(dst: *mut c_void, src: cudaArray_const_t, wOffset: usize, hOffset: usize, count: usize, kind: cudaMemcpyKind, stream: cudaStream_t) @ 12000 as "cudaMemcpyFromArrayAsync";
    /// `cudaMemcpyBatchAsync` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpyBatchAsync_v12000(dsts: *mut *mut c_void, srcs: *mut *mut c_void, sizes: *mut usize, count: usize, attrs: *mut cudaMemcpyAttributes, attrsIdxs: *mut usize, numAttrs: usize, failIdx: *mut usize, stream: cudaStream_t) = cudaMemcpyBatchAsync @ 12000 as "cudaMemcpyBatchAsync";
    /// `cudaMemcpy3DBatchAsync` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemcpy3DBatchAsync_v12000(numOps: usize, opList: *mut cudaMemcpy3DBatchOp, failIdx: *mut usize, flags: c_ulonglong, stream: cudaStream_t) = cudaMemcpy3DBatchAsync @ 12000 as "cudaMemcpy3DBatchAsync";
}
