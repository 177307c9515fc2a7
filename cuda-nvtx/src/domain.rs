//! Domains: a library's own group of events, with its registered strings, categories and named
//! resources.

use core::ffi::c_void;
use core::marker::PhantomData;

use crate::attributes::EventAttributes;
use crate::sys::{
    self, nvtxDomainHandle_t, nvtxMessageType_t, nvtxMessageValue_t, nvtxRangeId_t,
    nvtxResourceAttributes_t, nvtxResourceAttributes_v0_identifier, nvtxResourceGenericType_t,
    nvtxResourceHandle_t, NVTX_VERSION,
};
use crate::text::{RegisteredString, Text};

/// A domain: events grouped under one name, which a tool can show or hide together. Destroyed when
/// dropped; everything made in it borrows it.
///
/// Without a tool the handle is null and every call in the domain does nothing.
///
/// ```
/// use cuda_nvtx::{Domain, EventAttributes};
/// let domain = Domain::new("my-library");
/// let hello = domain.register_string("hello");
/// domain.name_category(1, "io");
/// let _range = domain.range(&EventAttributes::new().registered(&hello).category(1));
/// ```
#[derive(Debug)]
pub struct Domain {
    handle: nvtxDomainHandle_t,
}

impl Domain {
    /// Creates the domain of `name` (a tool answers the same domain for the same name).
    pub fn new(name: impl Text) -> Domain {
        // SAFETY: `with_c_str` passes a NUL-terminated string valid for the call.
        let handle = name.with_c_str(|n| unsafe { sys::nvtxDomainCreateA(n) });
        Domain { handle }
    }

    /// The tool's handle (null without a tool).
    pub fn raw(&self) -> nvtxDomainHandle_t {
        self.handle
    }

    /// An instant event in this domain.
    pub fn mark(&self, attributes: &EventAttributes<'_>) {
        // SAFETY: a live domain; the attributes are valid while borrowed.
        unsafe { sys::nvtxDomainMarkEx(self.handle, attributes.as_raw()) }
    }

    /// Opens a range of this domain on this thread; it closes when the guard drops.
    pub fn range(&self, attributes: &EventAttributes<'_>) -> DomainRange<'_> {
        // SAFETY: a live domain; the attributes are valid while borrowed.
        unsafe { sys::nvtxDomainRangePushEx(self.handle, attributes.as_raw()) };
        DomainRange {
            domain: self,
            thread: PhantomData,
        }
    }

    /// Starts a range of this domain that may end on any thread; it ends when dropped.
    pub fn start_range(&self, attributes: &EventAttributes<'_>) -> DomainRangeId<'_> {
        // SAFETY: a live domain; the attributes are valid while borrowed.
        let id = unsafe { sys::nvtxDomainRangeStartEx(self.handle, attributes.as_raw()) };
        DomainRangeId { domain: self, id }
    }

    /// Registers a text for use in this domain's attributes
    /// ([`EventAttributes::registered`]): recorded once, referred to cheaply.
    pub fn register_string(&self, text: impl Text) -> RegisteredString<'_> {
        // SAFETY: a live domain; `with_c_str` passes a NUL-terminated string valid for the call.
        let handle = text.with_c_str(|t| unsafe { sys::nvtxDomainRegisterStringA(self.handle, t) });
        RegisteredString::new(handle)
    }

    /// Names a category number of this domain.
    pub fn name_category(&self, category: u32, name: impl Text) {
        // SAFETY: a live domain; `with_c_str` passes a NUL-terminated string valid for the call.
        name.with_c_str(|n| unsafe { sys::nvtxDomainNameCategoryA(self.handle, category, n) });
    }

    /// Names an address in this domain (a buffer, an object): tools show the name for it until the
    /// returned value drops. The address is only a key; it is never read.
    pub fn name_pointer(&self, pointer: *const c_void, name: impl Text) -> NamedResource<'_> {
        let identifier = nvtxResourceAttributes_v0_identifier::new().with_p_value(pointer);
        self.name_resource(
            nvtxResourceGenericType_t::NVTX_RESOURCE_TYPE_GENERIC_POINTER.raw(),
            identifier,
            name,
        )
    }

    /// Names a resource of a kind (a `nvtxResource*Type_t` value) and identifier in this domain.
    pub fn name_resource(
        &self,
        kind: u32,
        identifier: nvtxResourceAttributes_v0_identifier,
        name: impl Text,
    ) -> NamedResource<'_> {
        let handle = name.with_c_str(|n| {
            let mut attributes = nvtxResourceAttributes_t::new()
                .with_version(NVTX_VERSION as u16)
                .with_size(size_of::<nvtxResourceAttributes_t>() as u16)
                .with_identifier_type(kind as i32)
                .with_identifier(identifier)
                .with_message_type(nvtxMessageType_t::NVTX_MESSAGE_TYPE_ASCII.raw() as i32)
                .with_message(nvtxMessageValue_t::new().with_ascii(n));
            // SAFETY: a live domain; the attributes and their text are valid for the call.
            unsafe { sys::nvtxDomainResourceCreate(self.handle, &mut attributes) }
        });
        NamedResource {
            handle,
            domain: PhantomData,
        }
    }
}

impl Drop for Domain {
    fn drop(&mut self) {
        // SAFETY: the domain this value created; everything made in it borrowed it and is gone.
        unsafe { sys::nvtxDomainDestroy(self.handle) }
    }
}

/// An open range of a domain on this thread: closed when dropped.
#[must_use = "the range closes when this guard is dropped"]
#[derive(Debug)]
pub struct DomainRange<'d> {
    domain: &'d Domain,
    /// Not `Send`: NVTX pairs a push with the pop of the same thread.
    thread: PhantomData<*const ()>,
}

impl Drop for DomainRange<'_> {
    fn drop(&mut self) {
        // SAFETY: a live domain.
        unsafe { sys::nvtxDomainRangePop(self.domain.handle) };
    }
}

/// A started range of a domain: it may end on any thread, and ends when dropped.
#[must_use = "the range ends when this value is dropped"]
#[derive(Debug)]
pub struct DomainRangeId<'d> {
    domain: &'d Domain,
    id: nvtxRangeId_t,
}

impl DomainRangeId<'_> {
    /// The tool's identity of the range (0 without a tool).
    pub fn raw(&self) -> nvtxRangeId_t {
        self.id
    }
}

impl Drop for DomainRangeId<'_> {
    fn drop(&mut self) {
        // SAFETY: a live domain; an id its start answered, ended once.
        unsafe { sys::nvtxDomainRangeEnd(self.domain.handle, self.id) }
    }
}

/// A resource named in a domain: the name holds until this value drops.
#[derive(Debug)]
pub struct NamedResource<'d> {
    handle: nvtxResourceHandle_t,
    domain: PhantomData<&'d Domain>,
}

impl Drop for NamedResource<'_> {
    fn drop(&mut self) {
        // SAFETY: the handle `nvtxDomainResourceCreate` answered (null without a tool), destroyed once,
        // while its domain lives.
        unsafe { sys::nvtxDomainResourceDestroy(self.handle) }
    }
}
