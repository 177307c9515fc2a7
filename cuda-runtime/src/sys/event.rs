//! Event management.
//!
//! NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).

use core::ffi::{c_uint, c_void};
use cuda_struct::cuda_handle;

use super::cudaStream_t;

super::area! {

/// An event; the same object as the driver's `CUevent`.
///
/// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
#[cuda_handle(send, sync)]
pub struct cudaEvent_t(*mut c_void);

/// Default event flag.
///
/// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
pub const cudaEventDefault: c_uint = 0x00;

/// Waiting for the event blocks the thread.
///
/// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
pub const cudaEventBlockingSync: c_uint = 0x01;

/// The event records no time.
///
/// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
pub const cudaEventDisableTiming: c_uint = 0x02;

/// The event can be shared across processes.
///
/// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
pub const cudaEventInterprocess: c_uint = 0x04;

/// No flags.
///
/// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
pub const cudaEventRecordDefault: c_uint = 0x00;

/// In stream capture, a real record, not a graph edge.
///
/// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
pub const cudaEventRecordExternal: c_uint = 0x01;

/// No flags.
///
/// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
pub const cudaEventWaitDefault: c_uint = 0x00;

/// In stream capture, a real wait, not a graph edge.
///
/// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
pub const cudaEventWaitExternal: c_uint = 0x01;

}

super::functions! {
    /// Creates an event with default flags.
    ///
    /// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
    fn cudaEventCreate(event: *mut cudaEvent_t) @ 12000 as "cudaEventCreate";
    /// Creates an event.
    ///
    /// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
    fn cudaEventCreateWithFlags(event: *mut cudaEvent_t, flags: c_uint) @ 12000 as "cudaEventCreateWithFlags";
    /// Records an event.
    ///
    /// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
    fn cudaEventRecord(event: cudaEvent_t, stream: cudaStream_t) @ 12000 as "cudaEventRecord";
    /// Records an event in a stream, with flags (for example, external).
    ///
    /// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
    fn cudaEventRecordWithFlags(event: cudaEvent_t, stream: cudaStream_t, flags: c_uint) @ 12000 as "cudaEventRecordWithFlags";
    /// Whether the work before an event is done.
    ///
    /// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
    fn cudaEventQuery(event: cudaEvent_t) @ 12000 as "cudaEventQuery";
    /// Waits until the work before an event is done.
    ///
    /// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
    fn cudaEventSynchronize(event: cudaEvent_t) @ 12000 as "cudaEventSynchronize";
    /// Destroys an event.
    ///
    /// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
    fn cudaEventDestroy(event: cudaEvent_t) @ 12000 as "cudaEventDestroy";
    /// Milliseconds between two recorded events.
    ///
    /// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
    fn cudaEventElapsedTime(ms: *mut f32, start: cudaEvent_t, end: cudaEvent_t) @ 12000 as "cudaEventElapsedTime";
    /// Milliseconds between two recorded events.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_EVENT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EVENT.html).
    fn cudaEventElapsedTime_v2(ms: *mut f32, start: cudaEvent_t, end: cudaEvent_t) @ 12000 as "cudaEventElapsedTime_v2";
}
