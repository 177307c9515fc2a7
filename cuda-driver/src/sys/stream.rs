//! Stream management and stream capture.
//!
//! [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)

use core::ffi::{c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUcontext, CUdevice, CUdeviceptr, CUevent, CUgraph, CUgraphNode, CUlaunchAttributeID, CUlaunchAttributeValue, CUresult, cuuint64_t};

super::area! {

/// CUDA stream (`struct CUstream_st *`).
#[cuda_handle(send, sync)]
pub struct CUstream(*mut c_void);

/// Stream creation flags.
#[cuda_enum(flags)]
pub enum CUstream_flags {
    /// Default stream flag.
    CU_STREAM_DEFAULT = 0x0,
    /// No implicit synchronization with the null stream (stream 0).
    CU_STREAM_NON_BLOCKING = 0x1,
}

/// How capture restricts the calls other threads make (`cuStreamBeginCapture`, `cuThreadExchangeStreamCaptureMode`).
#[cuda_enum]
pub enum CUstreamCaptureMode {
    /// The default: this thread may not make unsafe calls while it, or any thread in global mode, captures.
    CU_STREAM_CAPTURE_MODE_GLOBAL = 0,
    /// This thread may not make unsafe calls only while it has a capture of its own going (not relaxed).
    CU_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1,
    /// No restriction on this thread's calls.
    CU_STREAM_CAPTURE_MODE_RELAXED = 2,
}

/// `CUgreenCtx` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
#[cuda_handle]
pub struct CUgreenCtx(*mut c_void);

/// `CUgraphEdgeData` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
#[cuda_struct(size = 8, align = 1)]
pub struct CUgraphEdgeData {
    /// The C member `from_port`.
    pub from_port: c_uchar,
    /// The C member `to_port`.
    pub to_port: c_uchar,
    /// The C member `type`.
    pub r#type: c_uchar,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 5],
}

/// `CUstreamCaptureStatus` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
#[cuda_enum]
pub enum CUstreamCaptureStatus {
    /// The C constant `CU_STREAM_CAPTURE_STATUS_NONE`.
    CU_STREAM_CAPTURE_STATUS_NONE = 0,
    /// The C constant `CU_STREAM_CAPTURE_STATUS_ACTIVE`.
    CU_STREAM_CAPTURE_STATUS_ACTIVE = 1,
    /// The C constant `CU_STREAM_CAPTURE_STATUS_INVALIDATED`.
    CU_STREAM_CAPTURE_STATUS_INVALIDATED = 2,
}

/// `CUstreamCallback`: a C callback type.
pub type CUstreamCallback = Option<unsafe extern "C" fn(CUstream, CUresult, *mut c_void)>;

}

super::functions! {
    /// Create a stream.
    fn cuStreamCreate(phStream: *mut CUstream, Flags: c_uint) @ 2000 as "cuStreamCreate";
    /// Makes a stream with a priority.
    fn cuStreamCreateWithPriority(phStream: *mut CUstream, flags: c_uint, priority: c_int) @ 5050 as "cuStreamCreateWithPriority";
    /// The driver function `cuStreamGetPriority`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetPriority(hStream: CUstream, priority: *mut c_int) @ 5050 as "cuStreamGetPriority";
    /// The driver function `cuStreamGetDevice`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetDevice(hStream: CUstream, device: *mut CUdevice) @ 12080 as "cuStreamGetDevice";
    /// The driver function `cuStreamGetFlags`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetFlags(hStream: CUstream, flags: *mut c_uint) @ 5050 as "cuStreamGetFlags";
    /// The driver function `cuStreamGetId`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetId(hStream: CUstream, streamId: *mut c_ulonglong) @ 12000 as "cuStreamGetId";
    /// The driver function `cuStreamGetCtx`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetCtx(hStream: CUstream, pctx: *mut CUcontext) @ 9020 as "cuStreamGetCtx";
    /// The driver function `cuStreamGetCtx_v2`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetCtx_v2(hStream: CUstream, pCtx: *mut CUcontext, pGreenCtx: *mut CUgreenCtx) = cuStreamGetCtx @ 12050 as "cuStreamGetCtx_v2";
    /// Makes a stream wait for an event.
    fn cuStreamWaitEvent(hStream: CUstream, hEvent: CUevent, Flags: c_uint) @ 3020 as "cuStreamWaitEvent";
    /// The driver function `cuStreamAddCallback`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamAddCallback(hStream: CUstream, callback: CUstreamCallback, userData: *mut c_void, flags: c_uint) @ 5000 as "cuStreamAddCallback";
    /// Starts capturing a stream's work into a graph.
    fn cuStreamBeginCapture(hStream: CUstream, mode: CUstreamCaptureMode) @ 10010 as "cuStreamBeginCapture_v2";
    /// The driver function `cuStreamBeginCaptureToGraph`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamBeginCaptureToGraph(hStream: CUstream, hGraph: CUgraph, dependencies: *const CUgraphNode, dependencyData: *const CUgraphEdgeData, numDependencies: usize, mode: CUstreamCaptureMode) @ 12030 as "cuStreamBeginCaptureToGraph";
    /// The driver function `cuThreadExchangeStreamCaptureMode`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuThreadExchangeStreamCaptureMode(mode: *mut CUstreamCaptureMode) @ 10010 as "cuThreadExchangeStreamCaptureMode";
    /// Ends the capture of a stream, giving the graph.
    fn cuStreamEndCapture(hStream: CUstream, phGraph: *mut CUgraph) @ 10000 as "cuStreamEndCapture";
    /// The driver function `cuStreamIsCapturing`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamIsCapturing(hStream: CUstream, captureStatus: *mut CUstreamCaptureStatus) @ 10000 as "cuStreamIsCapturing";
    /// The driver function `cuStreamGetCaptureInfo`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetCaptureInfo(hStream: CUstream, captureStatus_out: *mut CUstreamCaptureStatus, id_out: *mut cuuint64_t, graph_out: *mut CUgraph, dependencies_out: *mut *const CUgraphNode, edgeData_out: *mut *const CUgraphEdgeData, numDependencies_out: *mut usize) @ 12030 as "cuStreamGetCaptureInfo_v3";
    /// `cuStreamGetCaptureInfo` at its older ABI (version 10010, exported as `cuStreamGetCaptureInfo`), for drivers before the newer one.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetCaptureInfo_v10010(hStream: CUstream, captureStatus_out: *mut CUstreamCaptureStatus, id_out: *mut cuuint64_t) = cuStreamGetCaptureInfo @ 10010 as "cuStreamGetCaptureInfo";
    /// `cuStreamGetCaptureInfo` at its older ABI (version 11030, exported as `cuStreamGetCaptureInfo_v2`), for drivers before the newer one.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetCaptureInfo_v11030(hStream: CUstream, captureStatus_out: *mut CUstreamCaptureStatus, id_out: *mut cuuint64_t, graph_out: *mut CUgraph, dependencies_out: *mut *const CUgraphNode, numDependencies_out: *mut usize) = cuStreamGetCaptureInfo @ 11030 as "cuStreamGetCaptureInfo_v2";
    /// The driver function `cuStreamUpdateCaptureDependencies`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamUpdateCaptureDependencies(hStream: CUstream, dependencies: *mut CUgraphNode, dependencyData: *const CUgraphEdgeData, numDependencies: usize, flags: c_uint) @ 12030 as "cuStreamUpdateCaptureDependencies_v2";
    /// `cuStreamUpdateCaptureDependencies` at its older ABI (version 11030, exported as `cuStreamUpdateCaptureDependencies`), for drivers before the newer one.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamUpdateCaptureDependencies_v11030(hStream: CUstream, dependencies: *mut CUgraphNode, numDependencies: usize, flags: c_uint) = cuStreamUpdateCaptureDependencies @ 11030 as "cuStreamUpdateCaptureDependencies";
    /// The driver function `cuStreamAttachMemAsync`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamAttachMemAsync(hStream: CUstream, dptr: CUdeviceptr, length: usize, flags: c_uint) @ 6000 as "cuStreamAttachMemAsync";
    /// Whether all work on a stream is done.
    fn cuStreamQuery(hStream: CUstream) @ 2000 as "cuStreamQuery";
    /// Waits until all work on a stream is done.
    fn cuStreamSynchronize(hStream: CUstream) @ 2000 as "cuStreamSynchronize";
    /// Destroys a stream.
    fn cuStreamDestroy(hStream: CUstream) @ 4000 as "cuStreamDestroy_v2";
    /// The driver function `cuStreamCopyAttributes`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamCopyAttributes(dst: CUstream, src: CUstream) @ 11000 as "cuStreamCopyAttributes";
    /// The driver function `cuStreamGetAttribute`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamGetAttribute(hStream: CUstream, attr: CUlaunchAttributeID, value_out: *mut CUlaunchAttributeValue) @ 11000 as "cuStreamGetAttribute";
    /// The driver function `cuStreamSetAttribute`.
    ///
    /// [NVIDIA: Cuda Stream](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html)
    fn cuStreamSetAttribute(hStream: CUstream, attr: CUlaunchAttributeID, value: *const CUlaunchAttributeValue) @ 11000 as "cuStreamSetAttribute";
}
