//! Event management.
//!
//! NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).

use core::ffi::c_uint;
use cuda_struct::cuda_enum;

use super::{CUevent, CUstream};

super::area! {

/// Event creation flags.
///
/// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
#[cuda_enum(flags)]
pub enum CUevent_flags {
    /// Default event flag.
    CU_EVENT_DEFAULT = 0x0,
    /// Waiting for the event blocks the thread.
    CU_EVENT_BLOCKING_SYNC = 0x1,
    /// The event records no time.
    CU_EVENT_DISABLE_TIMING = 0x2,
    /// The event can be shared across processes.
    CU_EVENT_INTERPROCESS = 0x4,
}

/// How a thread waiting on an event waits (spin, yield, block).
///
/// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
#[cuda_enum]
pub enum CUevent_sched_flags {
    /// The driver chooses how to wait.
    CU_EVENT_SCHED_AUTO = 0,
    /// Spin while waiting.
    CU_EVENT_SCHED_SPIN = 1,
    /// Yield the CPU while waiting.
    CU_EVENT_SCHED_YIELD = 2,
    /// Block on an OS primitive while waiting.
    CU_EVENT_SCHED_BLOCKING_SYNC = 4,
}

/// The OpenCL-interop names of event flags.
///
/// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
#[cuda_enum]
pub enum cl_event_flags {
    /// The driver chooses how to wait.
    NVCL_EVENT_SCHED_AUTO = 0,
    /// Spin while waiting.
    NVCL_EVENT_SCHED_SPIN = 1,
    /// Yield the CPU while waiting.
    NVCL_EVENT_SCHED_YIELD = 2,
    /// Block on an OS primitive while waiting.
    NVCL_EVENT_SCHED_BLOCKING_SYNC = 4,
}

/// The OpenCL-interop names of context flags.
///
/// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
#[cuda_enum]
pub enum cl_context_flags {
    /// The driver chooses how to wait.
    NVCL_CTX_SCHED_AUTO = 0,
    /// Spin while waiting.
    NVCL_CTX_SCHED_SPIN = 1,
    /// Yield the CPU while waiting.
    NVCL_CTX_SCHED_YIELD = 2,
    /// Block on an OS primitive while waiting.
    NVCL_CTX_SCHED_BLOCKING_SYNC = 4,
}

/// Flags of `cuEventRecordWithFlags`.
///
/// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
#[cuda_enum]
pub enum CUevent_record_flags {
    /// No flags.
    CU_EVENT_RECORD_DEFAULT = 0,
    /// In stream capture, a real record, not a graph edge.
    CU_EVENT_RECORD_EXTERNAL = 1,
}

/// Flags of `cuStreamWaitEvent`.
///
/// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
#[cuda_enum]
pub enum CUevent_wait_flags {
    /// No flags.
    CU_EVENT_WAIT_DEFAULT = 0,
    /// In stream capture, a real wait, not a graph edge.
    CU_EVENT_WAIT_EXTERNAL = 1,
}

}

super::functions! {
    /// Creates an event.
    ///
    /// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
    fn cuEventCreate(phEvent: *mut CUevent, Flags: c_uint) @ 2000 as "cuEventCreate";
    /// Records an event.
    ///
    /// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
    fn cuEventRecord(hEvent: CUevent, hStream: CUstream) @ 2000 as "cuEventRecord";
    /// Records an event in a stream, with flags (for example, external).
    ///
    /// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
    fn cuEventRecordWithFlags(hEvent: CUevent, hStream: CUstream, flags: c_uint) @ 11010 as "cuEventRecordWithFlags";
    /// Whether the work before an event is done.
    ///
    /// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
    fn cuEventQuery(hEvent: CUevent) @ 2000 as "cuEventQuery";
    /// Waits until the work before an event is done.
    ///
    /// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
    fn cuEventSynchronize(hEvent: CUevent) @ 2000 as "cuEventSynchronize";
    /// Destroys an event.
    ///
    /// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
    fn cuEventDestroy(hEvent: CUevent) @ 4000 as "cuEventDestroy_v2";
    /// Milliseconds between two recorded events.
    ///
    /// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
    fn cuEventElapsedTime(pMilliseconds: *mut f32, hStart: CUevent, hEnd: CUevent) @ 12080 as "cuEventElapsedTime_v2";
    /// `cuEventElapsedTime` at its older ABI (version 2000, exported as `cuEventElapsedTime`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_EVENT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html).
    fn cuEventElapsedTime_v2000(pMilliseconds: *mut f32, hStart: CUevent, hEnd: CUevent) = cuEventElapsedTime @ 2000 as "cuEventElapsedTime";
}
