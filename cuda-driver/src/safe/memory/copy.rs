//! The 2-D and 3-D copies, whose descriptors hold raw addresses: `unsafe`, with the contract written on
//! each.

use crate::sys::{CUDA_MEMCPY2D, CUDA_MEMCPY3D, CUDA_MEMCPY3D_PEER};
use crate::{Context, Error, Stream};

/// A 2-D copy as `CUDA_MEMCPY2D` describes it, in `ctx`, synchronously.
///
/// # Errors
/// A failing `cuMemcpy2D`.
///
/// # Safety
/// Every pointer in `params` must be valid for the rows, pitches and widths it states, and device memory
/// in it must not be in use by queued work (take addresses with [`DeviceBuffer::raw`](crate::DeviceBuffer::raw)).
pub unsafe fn copy_2d(ctx: &Context, params: &CUDA_MEMCPY2D) -> Result<(), Error> {
    ctx.bind()?;
    // SAFETY: the caller's promise.
    unsafe { ctx.driver().cuMemcpy2D(params.as_ptr()) }?;
    Ok(())
}

/// A 3-D copy as `CUDA_MEMCPY3D` describes it, in `ctx`, synchronously.
///
/// # Errors
/// A failing `cuMemcpy3D`.
///
/// # Safety
/// As [`copy_2d`], for the box, pitches and heights `params` states.
pub unsafe fn copy_3d(ctx: &Context, params: &CUDA_MEMCPY3D) -> Result<(), Error> {
    ctx.bind()?;
    // SAFETY: the caller's promise.
    unsafe { ctx.driver().cuMemcpy3D(params.as_ptr()) }?;
    Ok(())
}

/// An asynchronous 3-D copy on `stream`.
///
/// # Errors
/// A failing `cuMemcpy3DAsync`; a capture stream (the graph would not hold the memory).
///
/// # Safety
/// As [`copy_3d`], and every memory it names must stay valid and untouched until the stream has run the
/// copy.
pub unsafe fn copy_3d_async(params: &CUDA_MEMCPY3D, stream: &Stream) -> Result<(), Error> {
    stream.inner().refuse_capture("copy_3d_async")?;
    stream.context().bind()?;
    // SAFETY: the caller's promise.
    unsafe {
        stream
            .context()
            .driver()
            .cuMemcpy3DAsync(params.as_ptr(), stream.raw())
    }?;
    Ok(())
}

/// A 3-D copy between contexts (devices) as `CUDA_MEMCPY3D_PEER` describes it, synchronously.
///
/// # Errors
/// A failing `cuMemcpy3DPeer`.
///
/// # Safety
/// As [`copy_3d`], each pointer in the context named beside it.
pub unsafe fn copy_3d_peer(ctx: &Context, params: &CUDA_MEMCPY3D_PEER) -> Result<(), Error> {
    ctx.bind()?;
    // SAFETY: the caller's promise.
    unsafe { ctx.driver().cuMemcpy3DPeer(params.as_ptr()) }?;
    Ok(())
}

/// An asynchronous 3-D copy between contexts on `stream`.
///
/// # Errors
/// A failing `cuMemcpy3DPeerAsync`; a capture stream.
///
/// # Safety
/// As [`copy_3d_peer`] and [`copy_3d_async`].
pub unsafe fn copy_3d_peer_async(
    params: &CUDA_MEMCPY3D_PEER,
    stream: &Stream,
) -> Result<(), Error> {
    stream.inner().refuse_capture("copy_3d_peer_async")?;
    stream.context().bind()?;
    // SAFETY: the caller's promise.
    unsafe {
        stream
            .context()
            .driver()
            .cuMemcpy3DPeerAsync(params.as_ptr(), stream.raw())
    }?;
    Ok(())
}
