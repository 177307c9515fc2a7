//! Stream management and stream capture.

use core::ffi::{c_int, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::{CUevent, CUgraph};

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

}

super::functions! {
    /// Create a stream.
    fn cuStreamCreate(phStream: *mut CUstream, Flags: c_uint) @ 2000 as "cuStreamCreate";
    /// Makes a stream with a priority.
    fn cuStreamCreateWithPriority(phStream: *mut CUstream, flags: c_uint, priority: c_int) @ 5050 as "cuStreamCreateWithPriority";
    /// Destroys a stream.
    fn cuStreamDestroy(hStream: CUstream) @ 4000 as "cuStreamDestroy_v2";
    /// Waits until all work on a stream is done.
    fn cuStreamSynchronize(hStream: CUstream) @ 2000 as "cuStreamSynchronize";
    /// Whether all work on a stream is done.
    fn cuStreamQuery(hStream: CUstream) @ 2000 as "cuStreamQuery";
    /// Makes a stream wait for an event.
    fn cuStreamWaitEvent(hStream: CUstream, hEvent: CUevent, Flags: c_uint) @ 3020 as "cuStreamWaitEvent";
    /// Starts capturing a stream's work into a graph.
    fn cuStreamBeginCapture(hStream: CUstream, mode: CUstreamCaptureMode) @ 10010 as "cuStreamBeginCapture_v2";
    /// Ends the capture of a stream, giving the graph.
    fn cuStreamEndCapture(hStream: CUstream, phGraph: *mut CUgraph) @ 10000 as "cuStreamEndCapture";
    /// The range of stream priorities: least, then greatest.
    fn cuCtxGetStreamPriorityRange(leastPriority: *mut c_int, greatestPriority: *mut c_int) @ 5050 as "cuCtxGetStreamPriorityRange";
}
