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
    /// Stream does not synchronize with stream 0 (the NULL stream).
    CU_STREAM_NON_BLOCKING = 0x1,
}

/// Possible modes for stream capture thread interactions (see `cuStreamBeginCapture` and `cuThreadExchangeStreamCaptureMode`).
#[cuda_enum]
pub enum CUstreamCaptureMode {
    /// The default mode: this thread is prohibited from potentially unsafe API calls while it, or any thread in global mode, is capturing.
    CU_STREAM_CAPTURE_MODE_GLOBAL = 0,
    /// This thread is prohibited from potentially unsafe API calls only while it has an ongoing (non-relaxed) capture sequence.
    CU_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1,
    /// This thread is not prohibited from potentially unsafe API calls.
    CU_STREAM_CAPTURE_MODE_RELAXED = 2,
}

}

super::functions! {
    /// Create a stream.
    fn cuStreamCreate(phStream: *mut CUstream, Flags: c_uint) @ 2000 as "cuStreamCreate";
    /// Create a stream with the given priority.
    fn cuStreamCreateWithPriority(phStream: *mut CUstream, flags: c_uint, priority: c_int) @ 5050 as "cuStreamCreateWithPriority";
    /// Destroys a stream.
    fn cuStreamDestroy(hStream: CUstream) @ 4000 as "cuStreamDestroy_v2";
    /// Wait until a stream's tasks are completed.
    fn cuStreamSynchronize(hStream: CUstream) @ 2000 as "cuStreamSynchronize";
    /// Determine status of a compute stream.
    fn cuStreamQuery(hStream: CUstream) @ 2000 as "cuStreamQuery";
    /// Make a compute stream wait on an event.
    fn cuStreamWaitEvent(hStream: CUstream, hEvent: CUevent, Flags: c_uint) @ 3020 as "cuStreamWaitEvent";
    /// Begins graph capture on a stream.
    fn cuStreamBeginCapture(hStream: CUstream, mode: CUstreamCaptureMode) @ 10010 as "cuStreamBeginCapture_v2";
    /// Ends capture on a stream, returning the captured graph.
    fn cuStreamEndCapture(hStream: CUstream, phGraph: *mut CUgraph) @ 10000 as "cuStreamEndCapture";
    /// Sets the calling thread's stream capture interaction mode, handing back the previous one.
    fn cuThreadExchangeStreamCaptureMode(mode: *mut CUstreamCaptureMode) @ 10010 as "cuThreadExchangeStreamCaptureMode";
    /// Returns numerical values that correspond to the least and.
    fn cuCtxGetStreamPriorityRange(leastPriority: *mut c_int, greatestPriority: *mut c_int) @ 5050 as "cuCtxGetStreamPriorityRange";
}
