//! What texture and surface objects share: a handle the driver made over a resource, the resource's
//! allocation (held, so the memory outlives the handle), and the end of the handle's life, which waits
//! for the resource's latest use.
//!
//! Every launch that passes an object orders the *resource's* allocation (the object has no order
//! of its own), so the resource's latest use is at least as late as the object's last launch: once
//! that stream has run, no queued kernel can still read the handle. A graph that captured a launch
//! holds the object, and a graph launch is ordered on the resource like any other use.

use std::sync::Arc;

use crate::sys::CUcontext;
use crate::DriverError;

use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::order::allocation::Allocation;
use crate::safe::owners::close;
use crate::safe::owners::current;

/// Which kind of object a handle is, for its destruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Texture,
    Surface,
}

/// A texture or surface object: its handle's value (`CUtexObject` or `CUsurfObject`, both 64-bit)
/// and the resource it reads or writes.
pub(crate) struct ObjectInner {
    pub(crate) raw: u64,
    kind: Kind,
    pub(crate) resource: Arc<Allocation>,
}

impl std::fmt::Debug for ObjectInner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Object")
            .field("raw", &self.raw)
            .field("kind", &self.kind)
            .field("resource", &self.resource)
            .finish()
    }
}

impl ObjectInner {
    pub(crate) fn new(raw: u64, kind: Kind, resource: Arc<Allocation>) -> Arc<Self> {
        Arc::new(ObjectInner {
            raw,
            kind,
            resource,
        })
    }

    /// The context the object (and its resource) belongs to.
    pub(crate) fn ctx_raw(&self) -> CUcontext {
        self.resource.home.ctx_raw()
    }

    /// Waits for the resource's latest use, then destroys the handle in its context. When the wait
    /// fails the handle is leaked, not destroyed under a kernel that may still read it.
    pub(crate) fn destroy(&mut self) -> Result<(), DriverError> {
        let raw = std::mem::take(&mut self.raw);
        if raw == 0 {
            return Ok(());
        }
        // Inside a host function the handle is leaked (taken out above): the wait would take the
        // resource's use lock, which a use holds while its driver call waits for this very function.
        host_fn::refuse("cuTexObjectDestroy")?;
        for last in self.resource.latest().iter() {
            close::work_over(last.synchronize())?;
        }
        let home = &self.resource.home;
        let driver = home.driver();
        current::in_context(home.ctx(), || match self.kind {
            // SAFETY: created once, destroyed once here, after every launch that passed it has run.
            Kind::Texture => unsafe {
                driver.cuTexObjectDestroy(crate::sys::CUtexObject::from_raw(raw))
            },
            // SAFETY: as above.
            Kind::Surface => unsafe {
                driver.cuSurfObjectDestroy(crate::sys::CUsurfObject::from_raw(raw))
            },
        })
    }
}

impl Drop for ObjectInner {
    fn drop(&mut self) {
        if self.raw != 0 && host_fn::inside() {
            // Destroyed after the host function, on the release thread (`host_fn::release`).
            return release::defer(ObjectInner {
                raw: std::mem::take(&mut self.raw),
                kind: self.kind,
                resource: Arc::clone(&self.resource),
            });
        }
        let _ = self.destroy();
    }
}

/// A texture or surface object among a launch's arguments, as they hand it over (opaque outside the
/// crate): the launch checks its context and, in a capture, the graph holds it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Object<'a>(pub(crate) &'a Arc<ObjectInner>);
