//! Stream management and stream capture.
//!
//! NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).

use core::ffi::{c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaError_t, cudaEvent_t, cudaLaunchAttributeID, cudaLaunchAttributeValue};

super::area! {

/// Whether a stream is capturing, and whether its capture was invalidated.
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
#[cuda_enum]
pub enum cudaStreamCaptureStatus {
    /// Not capturing.
    cudaStreamCaptureStatusNone = 0,
    /// Capturing.
    cudaStreamCaptureStatusActive = 1,
    /// Capturing, but an error spoiled the capture; end it.
    cudaStreamCaptureStatusInvalidated = 2,
}

/// How capture restricts the calls other threads make (`cuStreamBeginCapture`, `cuThreadExchangeStreamCaptureMode`).
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
#[cuda_enum]
pub enum cudaStreamCaptureMode {
    /// The default: this thread may not make unsafe calls while it, or any thread in global mode, captures.
    cudaStreamCaptureModeGlobal = 0,
    /// This thread may not make unsafe calls only while it has a capture of its own going (not relaxed).
    cudaStreamCaptureModeThreadLocal = 1,
    /// No restriction on this thread's calls.
    cudaStreamCaptureModeRelaxed = 2,
}

/// The runtime's stream update capture dependencies flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
#[cuda_enum]
pub enum cudaStreamUpdateCaptureDependenciesFlags {
    /// Add to the current dependencies.
    cudaStreamAddCaptureDependencies = 0,
    /// Replace the current dependencies.
    cudaStreamSetCaptureDependencies = 1,
}

/// A stream; the same object as the driver's `CUstream` (the runtime and the driver share them).
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
#[cuda_handle(send, sync)]
pub struct cudaStream_t(*mut c_void);

/// CUDA graph (`struct CUgraph_st *`).
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
#[cuda_handle(send, sync)]
pub struct cudaGraph_t(*mut c_void);

/// CUDA graph node (`struct CUgraphNode_st *`).
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
#[cuda_handle(send, sync)]
pub struct cudaGraphNode_t(*mut c_void);

/// Data on a graph edge: ports and dependency type.
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
#[cuda_struct(size = 8, align = 1)]
pub struct cudaGraphEdgeData {
    /// The port of the node the edge leaves.
    pub from_port: c_uchar,
    /// The port of the node the edge enters.
    pub to_port: c_uchar,
    /// The dependency type (`CUgraphDependencyType`).
    pub r#type: c_uchar,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 5],
}

/// A callback `cuStreamAddCallback` calls with the stream and its status.
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
pub type cudaStreamCallback_t = Option<unsafe extern "C" fn(cudaStream_t, cudaError_t, *mut c_void)>;

/// The runtime's graph recapture callback data (a C struct).
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
#[cuda_struct(size = 16, align = 8)]
pub struct cudaGraphRecaptureCallbackData {
    /// Callback func.
    pub callbackFunc: *mut c_void,
    /// User data.
    pub userData: *mut c_void,
}

/// Default stream flag.
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
pub const cudaStreamDefault: c_uint = 0x00;

/// No implicit synchronization with the null stream (stream 0).
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
pub const cudaStreamNonBlocking: c_uint = 0x01;

/// The legacy default stream, which synchronizes with the other blocking streams.
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
pub const cudaStreamLegacy: cudaStream_t = cudaStream_t(core::ptr::without_provenance_mut(0x1));

/// The calling thread's own default stream.
///
/// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
pub const cudaStreamPerThread: cudaStream_t = cudaStream_t(core::ptr::without_provenance_mut(0x2));

}

super::functions! {
    /// Creates a stream with default flags.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamCreate(pStream: *mut cudaStream_t) @ 12000 as "cudaStreamCreate";
    /// Create a stream.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamCreateWithFlags(pStream: *mut cudaStream_t, flags: c_uint) @ 12000 as "cudaStreamCreateWithFlags";
    /// Makes a stream with a priority.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamCreateWithPriority(pStream: *mut cudaStream_t, flags: c_uint, priority: c_int) @ 12000 as "cudaStreamCreateWithPriority";
    /// Gets a stream's priority.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamGetPriority(hStream: cudaStream_t, priority: *mut c_int) @ 12000 as "cudaStreamGetPriority";
    /// Gets the flags a stream was created with.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamGetFlags(hStream: cudaStream_t, flags: *mut c_uint) @ 12000 as "cudaStreamGetFlags";
    /// Gets the unique ID of a stream.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamGetId(hStream: cudaStream_t, streamId: *mut c_ulonglong) @ 12000 as "cudaStreamGetId";
    /// Gets the device a stream belongs to.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamGetDevice(hStream: cudaStream_t, device: *mut c_int) @ 12000 as "cudaStreamGetDevice";
    /// Resets all persisting lines of the L2 cache to normal.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaCtxResetPersistingL2Cache() @ 12000 as "cudaCtxResetPersistingL2Cache";
    /// Copies the attributes of one stream to another.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamCopyAttributes(dst: cudaStream_t, src: cudaStream_t) @ 12000 as "cudaStreamCopyAttributes";
    /// Reads a stream attribute.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamGetAttribute(hStream: cudaStream_t, attr: cudaLaunchAttributeID, value_out: *mut cudaLaunchAttributeValue) @ 12000 as "cudaStreamGetAttribute";
    /// Sets a stream attribute.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamSetAttribute(hStream: cudaStream_t, attr: cudaLaunchAttributeID, value: *const cudaLaunchAttributeValue) @ 12000 as "cudaStreamSetAttribute";
    /// Destroys a stream.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamDestroy(stream: cudaStream_t) @ 12000 as "cudaStreamDestroy";
    /// Makes a stream wait for an event.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamWaitEvent(stream: cudaStream_t, event: cudaEvent_t, flags: c_uint) @ 12000 as "cudaStreamWaitEvent";
    /// Enqueues a host callback on a stream (prefer `cuLaunchHostFunc`).
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamAddCallback(stream: cudaStream_t, callback: cudaStreamCallback_t, userData: *mut c_void, flags: c_uint) @ 12000 as "cudaStreamAddCallback";
    /// Waits until all work on a stream is done.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamSynchronize(stream: cudaStream_t) @ 12000 as "cudaStreamSynchronize";
    /// Whether all work on a stream is done.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamQuery(stream: cudaStream_t) @ 12000 as "cudaStreamQuery";
    /// Attaches managed memory to a stream, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamAttachMemAsync(stream: cudaStream_t, devPtr: *mut c_void, length: usize, flags: c_uint) @ 12000 as "cudaStreamAttachMemAsync";
    /// Starts capturing a stream's work into a graph.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamBeginCapture(stream: cudaStream_t, mode: cudaStreamCaptureMode) @ 12000 as "cudaStreamBeginCapture";
    /// Begins capturing a stream into a graph it was captured into before.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamBeginRecaptureToGraph(stream: cudaStream_t, mode: cudaStreamCaptureMode, graph: cudaGraph_t, callbackData: *mut cudaGraphRecaptureCallbackData) @ 13050 as "cudaStreamBeginRecaptureToGraph";
    /// Begins capturing a stream's work into an existing graph.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamBeginCaptureToGraph(stream: cudaStream_t, graph: cudaGraph_t, dependencies: *const cudaGraphNode_t, dependencyData: *const cudaGraphEdgeData, numDependencies: usize, mode: cudaStreamCaptureMode) @ 12000 as "cudaStreamBeginCaptureToGraph";
    /// Sets this thread's stream-capture mode and answers the one it had.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaThreadExchangeStreamCaptureMode(mode: *mut cudaStreamCaptureMode) @ 12000 as "cudaThreadExchangeStreamCaptureMode";
    /// Ends the capture of a stream, giving the graph.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamEndCapture(stream: cudaStream_t, pGraph: *mut cudaGraph_t) @ 12000 as "cudaStreamEndCapture";
    /// Tells whether a stream is capturing.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamIsCapturing(stream: cudaStream_t, pCaptureStatus: *mut cudaStreamCaptureStatus) @ 12000 as "cudaStreamIsCapturing";
    /// Gets a capturing stream's status, capture ID, graph and current dependencies.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamGetCaptureInfo(stream: cudaStream_t, captureStatus_out: *mut cudaStreamCaptureStatus, id_out: *mut c_ulonglong, graph_out: *mut cudaGraph_t, dependencies_out: *mut *const cudaGraphNode_t, edgeData_out: *mut *const cudaGraphEdgeData, numDependencies_out: *mut usize) @ 13000 as "cudaStreamGetCaptureInfo";
    /// Changes the set of nodes the next captured work of a stream depends on.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamUpdateCaptureDependencies(stream: cudaStream_t, dependencies: *mut cudaGraphNode_t, dependencyData: *const cudaGraphEdgeData, numDependencies: usize, flags: c_uint) @ 13000 as "cudaStreamUpdateCaptureDependencies";
    /// Gets a capturing stream's status, capture ID, graph and current dependencies.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamGetCaptureInfo_v3(stream: cudaStream_t, captureStatus_out: *mut cudaStreamCaptureStatus, id_out: *mut c_ulonglong, graph_out: *mut cudaGraph_t, dependencies_out: *mut *const cudaGraphNode_t, edgeData_out: *mut *const cudaGraphEdgeData, numDependencies_out: *mut usize) @ 12000 as "cudaStreamGetCaptureInfo_v3";
    /// `cudaStreamUpdateCaptureDependencies` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamUpdateCaptureDependencies_v12000(stream: cudaStream_t, dependencies: *mut cudaGraphNode_t, numDependencies: usize, flags: c_uint) = cudaStreamUpdateCaptureDependencies @ 12000 as "cudaStreamUpdateCaptureDependencies";
    /// Changes the set of nodes the next captured work of a stream depends on.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_STREAM`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__STREAM.html).
    fn cudaStreamUpdateCaptureDependencies_v2(stream: cudaStream_t, dependencies: *mut cudaGraphNode_t, dependencyData: *const cudaGraphEdgeData, numDependencies: usize, flags: c_uint) @ 12000 as "cudaStreamUpdateCaptureDependencies_v2";
}
