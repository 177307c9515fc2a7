//! Peer access between the contexts of two devices, held by an owner: enabled while a [`PeerAccess`]
//! lives, and disabled only after the work that may rely on it has run.

use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::owners::close;
use crate::safe::owners::current;
use crate::sys::CUresult;
use crate::{Context, Error};

/// Access from one context's kernels to the memory of another device's context
/// ([`Context::enable_peer_access`]). While any `PeerAccess` for the pair lives, launches on the first
/// context's streams may use the second context's buffers; the last one to go waits for the first
/// context's queued work, then disables the access (`cuCtxDisablePeerAccess`). So no kernel that uses
/// the peer's memory can still be queued or running when access ends.
#[derive(Debug)]
pub struct PeerAccess {
    from: Context,
    to: Context,
    /// Set by `close`, so that drop does not count the holder out twice.
    released: bool,
}

impl Context {
    /// Lets kernels and foreign code on this context's streams reach memory allocated in `peer`'s
    /// context (another device), for as long as the returned value (or another one for the same pair)
    /// lives. Copies between contexts ([`DeviceBuffer::copy_from_device`](crate::DeviceBuffer::copy_from_device))
    /// need none.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] naming both devices when the pair cannot access each other
    /// (`cuDeviceCanAccessPeer` says no, or the same device), or a failing `cuCtxEnablePeerAccess`.
    pub fn enable_peer_access(&self, peer: &Context) -> Result<PeerAccess, Error> {
        let (this, other) = (self.device(), peer.device());
        if this == other || !this.can_access_peer(&other)? {
            return Err(Error::InvalidArgument(format!(
                "device {} cannot access the memory of device {}: cuDeviceCanAccessPeer says no (no P2P \
                 link between them, or the same device)",
                this.ordinal(),
                other.ordinal()
            )));
        }
        let mut peers = self.inner().peers_mut();
        peers.hold(peer.raw(), || -> Result<(), Error> {
            self.bind()?;
            // SAFETY: both contexts live while `self` and `peer` do; this one is current.
            match unsafe { self.driver().cuCtxEnablePeerAccess(peer.raw(), 0) } {
                Err(e) if e.code() == Some(CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED) => {
                    Ok(())
                }
                other => Ok(other?),
            }
        })?;
        Ok(PeerAccess {
            from: self.clone(),
            to: peer.clone(),
            released: false,
        })
    }
}

impl PeerAccess {
    /// The context whose kernels reach the peer's memory.
    pub fn from(&self) -> &Context {
        &self.from
    }

    /// The context whose memory they reach.
    pub fn to(&self) -> &Context {
        &self.to
    }

    /// Lets the access go now, reporting what drop would ignore: when this was the last holder, waits
    /// for the work queued in [`from`](Self::from)'s context, then disables the access.
    ///
    /// # Errors
    /// A failing `cuCtxSynchronize` (the access then stays enabled, held by nobody, and the next
    /// holder's end tries again) or `cuCtxDisablePeerAccess` (likewise).
    pub fn close(mut self) -> Result<(), Error> {
        self.released = true;
        self.release()
    }

    /// Counts this holder out, under the registry's write lock (no launch relying on the access is
    /// being queued meanwhile); the last one waits for the context's work and disables the access.
    /// When the wait or the disable fails, the registry keeps the access as enabled (which it is),
    /// with no holder, and the next last holder tries again.
    fn release(&self) -> Result<(), Error> {
        let mut peers = self.from.inner().peers_mut();
        let driver = self.from.driver();
        peers.let_go(self.to.raw(), || {
            current::in_context(&self.from, || {
                // SAFETY: no arguments; waits for every stream of the current context.
                close::work_over(unsafe { driver.cuCtxSynchronize() })?;
                // SAFETY: enabled by this registry's first holder; both contexts live.
                unsafe { driver.cuCtxDisablePeerAccess(self.to.raw()) }
            })
        })?;
        Ok(())
    }
}

impl Drop for PeerAccess {
    fn drop(&mut self) {
        if !self.released && host_fn::inside() {
            // Counted out (and the access disabled when last) after the host function, on the
            // release thread (`host_fn::release`).
            self.released = true;
            return release::defer(PeerAccess {
                from: self.from.clone(),
                to: self.to.clone(),
                released: false,
            });
        }
        if !self.released {
            let _ = self.release();
        }
    }
}
