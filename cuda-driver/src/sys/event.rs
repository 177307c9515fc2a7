//! Event management.
//!
//! [NVIDIA: Cuda Event](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html)

use core::ffi::{c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::CUstream;

super::area! {

/// CUDA event (`struct CUevent_st *`).
#[cuda_handle(send, sync)]
pub struct CUevent(*mut c_void);

/// Event creation flags.
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

}

super::functions! {
    /// Creates an event.
    fn cuEventCreate(phEvent: *mut CUevent, Flags: c_uint) @ 2000 as "cuEventCreate";
    /// Records an event.
    fn cuEventRecord(hEvent: CUevent, hStream: CUstream) @ 2000 as "cuEventRecord";
    /// The driver function `cuEventRecordWithFlags`.
    ///
    /// [NVIDIA: Cuda Event](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html)
    fn cuEventRecordWithFlags(hEvent: CUevent, hStream: CUstream, flags: c_uint) @ 11010 as "cuEventRecordWithFlags";
    /// Whether the work before an event is done.
    fn cuEventQuery(hEvent: CUevent) @ 2000 as "cuEventQuery";
    /// Waits until the work before an event is done.
    fn cuEventSynchronize(hEvent: CUevent) @ 2000 as "cuEventSynchronize";
    /// Destroys an event.
    fn cuEventDestroy(hEvent: CUevent) @ 4000 as "cuEventDestroy_v2";
    /// Milliseconds between two recorded events.
    fn cuEventElapsedTime(pMilliseconds: *mut f32, hStart: CUevent, hEnd: CUevent) @ 2000 as "cuEventElapsedTime";
    /// `cuEventElapsedTime` at its older ABI (version 12080, exported as `cuEventElapsedTime_v2`), for drivers before the newer one.
    ///
    /// [NVIDIA: Cuda Event](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html)
    fn cuEventElapsedTime_v12080(pMilliseconds: *mut f32, hStart: CUevent, hEnd: CUevent) = cuEventElapsedTime @ 12080 as "cuEventElapsedTime_v2";
}
