//! Names for CUDA's objects, shown by tools in place of their handles. The handles are keys only: a
//! tool never reads through them, so any value is safe to pass.

use crate::sys;
use crate::text::Text;

/// Names a CUDA driver device by its ordinal (`CUdevice`).
pub fn name_cu_device(device: i32, name: impl Text) {
    // SAFETY: `with_c_str` passes a NUL-terminated string valid for the call; the device is a key.
    name.with_c_str(|n| unsafe { sys::nvtxNameCuDeviceA(device, n) });
}

/// Names a CUDA driver context by its raw handle (`CUcontext`) as a number.
pub fn name_cu_context(context: usize, name: impl Text) {
    // SAFETY: as above; the handle is a key, never read through.
    name.with_c_str(|n| unsafe { sys::nvtxNameCuContextA(context as *mut _, n) });
}

/// Names a CUDA driver stream by its raw handle (`CUstream`) as a number.
pub fn name_cu_stream(stream: usize, name: impl Text) {
    // SAFETY: as above; the handle is a key, never read through.
    name.with_c_str(|n| unsafe { sys::nvtxNameCuStreamA(stream as *mut _, n) });
}

/// Names a CUDA driver event by its raw handle (`CUevent`) as a number.
pub fn name_cu_event(event: usize, name: impl Text) {
    // SAFETY: as above; the handle is a key, never read through.
    name.with_c_str(|n| unsafe { sys::nvtxNameCuEventA(event as *mut _, n) });
}

/// Names a CUDA runtime device number.
pub fn name_cuda_device(device: i32, name: impl Text) {
    // SAFETY: as above.
    name.with_c_str(|n| unsafe { sys::nvtxNameCudaDeviceA(device, n) });
}

/// Names a CUDA runtime stream by its raw handle (`cudaStream_t`) as a number.
pub fn name_cuda_stream(stream: usize, name: impl Text) {
    // SAFETY: as above; the handle is a key, never read through.
    name.with_c_str(|n| unsafe { sys::nvtxNameCudaStreamA(stream as *mut _, n) });
}

/// Names a CUDA runtime event by its raw handle (`cudaEvent_t`) as a number.
pub fn name_cuda_event(event: usize, name: impl Text) {
    // SAFETY: as above; the handle is a key, never read through.
    name.with_c_str(|n| unsafe { sys::nvtxNameCudaEventA(event as *mut _, n) });
}

/// `cuda-driver`'s objects named by reference (cargo feature `driver`).
#[cfg(feature = "driver")]
mod driver {
    use super::*;

    /// Names a device.
    pub fn name_device(device: &cuda_driver::Device, name: impl Text) {
        name_cu_device(device.raw().into_raw(), name);
    }

    /// Names a context.
    pub fn name_context(context: &cuda_driver::Context, name: impl Text) {
        name_cu_context(context.raw().into_raw() as usize, name);
    }

    /// Names a stream.
    pub fn name_stream(stream: &cuda_driver::Stream, name: impl Text) {
        name_cu_stream(stream.raw().into_raw() as usize, name);
    }

    /// Names an event.
    pub fn name_event(event: &cuda_driver::Event, name: impl Text) {
        name_cu_event(event.raw().into_raw() as usize, name);
    }
}

#[cfg(feature = "driver")]
pub use driver::{name_context, name_device, name_event, name_stream};
