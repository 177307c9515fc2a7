//! The runtime and the driver share streams and events: a `cudaStream_t` *is* a `CUstream`, a
//! `cudaEvent_t` a `CUevent` (the same pointer, the same object). The conversions here change the type,
//! never the value, and neither side becomes an owner. (Cargo feature `driver`.)
//!
//! Handing a [`cuda_driver::Stream`] to code that takes a `cudaStream_t` (cuBLAS, cuDNN, NCCL, a CUTLASS
//! host) is [`runtime_stream`], `unsafe`: that code queues work on the stream outside cuda-driver's
//! ordering model, so the caller keeps its contract.

use cuda_driver::sys::{CUevent, CUstream, CUstreamCaptureStatus};

use crate::sys::{cudaEvent_t, cudaStream_t};

impl From<CUstream> for cudaStream_t {
    /// The same stream, under its runtime type.
    #[inline]
    fn from(s: CUstream) -> Self {
        cudaStream_t::from_raw(s.into_raw())
    }
}

impl From<cudaStream_t> for CUstream {
    /// The same stream, under its driver type.
    #[inline]
    fn from(s: cudaStream_t) -> Self {
        CUstream::from_raw(s.into_raw())
    }
}

impl From<CUevent> for cudaEvent_t {
    /// The same event, under its runtime type.
    #[inline]
    fn from(e: CUevent) -> Self {
        cudaEvent_t::from_raw(e.into_raw())
    }
}

impl From<cudaEvent_t> for CUevent {
    /// The same event, under its driver type.
    #[inline]
    fn from(e: cudaEvent_t) -> Self {
        CUevent::from_raw(e.into_raw())
    }
}

/// Why [`runtime_stream`] did not hand a stream out.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum HandOverError {
    /// The stream is capturing into a graph: work queued by foreign code would be captured without
    /// cuda-driver's record of what the graph must keep alive.
    Capturing,
    /// Binding the stream's context, or asking the driver about the stream, failed.
    Driver(cuda_driver::Error),
}

impl std::fmt::Display for HandOverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HandOverError::Capturing => f.write_str(
                "the stream is capturing into a graph; a capturing stream is not handed to foreign code",
            ),
            HandOverError::Driver(e) => write!(f, "asking whether the stream captures: {e}"),
        }
    }
}

impl std::error::Error for HandOverError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            HandOverError::Driver(e) => Some(e),
            HandOverError::Capturing => None,
        }
    }
}

/// `stream` as the `cudaStream_t` a runtime-API library takes: the same stream, neither copied nor given
/// a second owner; refused while the stream is capturing. The stream's context is made current on the
/// calling thread first (`Context::bind`), since runtime-API code works in the current context.
///
/// # Safety
/// The code that receives the handle works outside cuda-driver's ordering model, so the caller promises,
/// for as long as that code may use it:
/// - `stream` outlives every use of the handle (the receiving library must not keep it past the drop);
/// - device memory the receiving code touches through this stream is ordered as cuda-driver orders
///   foreign use: each buffer passed as a raw address was obtained with `DeviceBuffer::raw(&stream)`
///   for this same stream (which records the use, so that later uses elsewhere and the free wait for it),
///   and none is used elsewhere, or freed, before that work is ordered after;
/// - the receiving code does not destroy the stream, does not begin or end a capture on it, and does not
///   make another context current on this thread without restoring it;
/// - the stream's context is the one the receiving code expects (the runtime uses the device's primary
///   context: a stream of a context made with `Context::create` is valid only for code that makes that
///   context current itself).
///
/// # Errors
/// [`HandOverError::Capturing`] while the stream captures; [`HandOverError::Driver`] when the driver
/// cannot say.
pub unsafe fn runtime_stream(stream: &cuda_driver::Stream) -> Result<cudaStream_t, HandOverError> {
    let raw = stream.raw();
    let mut status = CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE;
    let context = stream.context();
    context.bind().map_err(HandOverError::Driver)?;
    // SAFETY: `raw` is a live stream (`stream` owns it) and `status` a valid out-parameter.
    unsafe { context.driver().cuStreamIsCapturing(raw, &mut status) }
        .map_err(|e| HandOverError::Driver(e.into()))?;
    if status != CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE {
        return Err(HandOverError::Capturing);
    }
    Ok(raw.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_and_an_event_convert_both_ways_unchanged() {
        let p = std::ptr::without_provenance_mut::<std::ffi::c_void>(0x1234);
        let s = CUstream::from_raw(p);
        let r: cudaStream_t = s.into();
        assert_eq!(r.into_raw(), p);
        assert_eq!(CUstream::from(r), s);
        let e = CUevent::from_raw(p);
        let r: cudaEvent_t = e.into();
        assert_eq!(CUevent::from(r), e);
        // The runtime's special streams are the driver's (`cudaStreamLegacy` is `CU_STREAM_LEGACY`).
        assert_eq!(
            CUstream::from(crate::sys::cudaStreamLegacy),
            cuda_driver::sys::CU_STREAM_LEGACY
        );
        assert_eq!(
            CUstream::from(crate::sys::cudaStreamPerThread),
            cuda_driver::sys::CU_STREAM_PER_THREAD
        );
    }
}
