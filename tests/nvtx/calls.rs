//! One sequence of raw NVTX calls, made through an [`Nvtx`]: cuda-nvtx's `sys` functions ([`Ours`]) or
//! the exports of NVIDIA's `libnvtx3interop` ([`Theirs`]).

use std::ffi::{c_char, c_int, c_void};

use cuda_nvtx::sys::{
    nvtxDomainHandle_t, nvtxEventAttributes_t, nvtxRangeId_t, nvtxResourceAttributes_t,
    nvtxResourceHandle_t, nvtxStringHandle_t,
};
use cuda_nvtx::{Color, EventAttributes};

macro_rules! api {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        /// The NVTX functions the sequence calls, named as in C.
        #[allow(non_snake_case)]
        pub(crate) trait Nvtx {
            $(unsafe fn $name(&self, $($arg: $ty),*) -> $ret;)*
        }

        /// Through cuda-nvtx.
        pub(crate) struct Ours;

        #[allow(non_snake_case)]
        impl Nvtx for Ours {
            $(unsafe fn $name(&self, $($arg: $ty),*) -> $ret {
                // SAFETY: the caller's promise for the call.
                unsafe { cuda_nvtx::sys::$name($($arg),*) }
            })*
        }

        /// Through NVIDIA's NVTX, compiled from its header into `libnvtx3interop.so.1`.
        pub(crate) struct Theirs(pub(crate) libloading::Library);

        #[allow(non_snake_case)]
        impl Nvtx for Theirs {
            $(unsafe fn $name(&self, $($arg: $ty),*) -> $ret {
                let symbol = concat!(stringify!($name), "\0").as_bytes();
                // SAFETY: the library exports each NVTX function under its C name, with the header's
                // prototype, which cuda-nvtx's declaration matches (the conformance check).
                let f = unsafe { self.0.get::<unsafe extern "C" fn($($ty),*) -> $ret>(symbol) }
                    .expect("libnvtx3interop exports every core function");
                // SAFETY: the caller's promise for the call.
                unsafe { f($($arg),*) }
            })*
        }
    };
}

api! {
    nvtxMarkA(message: *const c_char) -> ();
    nvtxMarkEx(attributes: *const nvtxEventAttributes_t) -> ();
    nvtxRangePushA(message: *const c_char) -> c_int;
    nvtxRangePushEx(attributes: *const nvtxEventAttributes_t) -> c_int;
    nvtxRangePop() -> c_int;
    nvtxRangeStartA(message: *const c_char) -> nvtxRangeId_t;
    nvtxRangeStartEx(attributes: *const nvtxEventAttributes_t) -> nvtxRangeId_t;
    nvtxRangeEnd(id: nvtxRangeId_t) -> ();
    nvtxNameCategoryA(category: u32, name: *const c_char) -> ();
    nvtxNameCuDeviceA(device: c_int, name: *const c_char) -> ();
    nvtxNameCuStreamA(stream: *mut c_void, name: *const c_char) -> ();
    nvtxNameCudaDeviceA(device: c_int, name: *const c_char) -> ();
    nvtxDomainCreateA(name: *const c_char) -> nvtxDomainHandle_t;
    nvtxDomainRegisterStringA(domain: nvtxDomainHandle_t, text: *const c_char) -> nvtxStringHandle_t;
    nvtxDomainNameCategoryA(domain: nvtxDomainHandle_t, category: u32, name: *const c_char) -> ();
    nvtxDomainMarkEx(domain: nvtxDomainHandle_t, attributes: *const nvtxEventAttributes_t) -> ();
    nvtxDomainRangePushEx(domain: nvtxDomainHandle_t, attributes: *const nvtxEventAttributes_t) -> c_int;
    nvtxDomainRangePop(domain: nvtxDomainHandle_t) -> c_int;
    nvtxDomainRangeStartEx(domain: nvtxDomainHandle_t, attributes: *const nvtxEventAttributes_t) -> nvtxRangeId_t;
    nvtxDomainRangeEnd(domain: nvtxDomainHandle_t, id: nvtxRangeId_t) -> ();
    nvtxDomainResourceCreate(domain: nvtxDomainHandle_t, attributes: *mut nvtxResourceAttributes_t) -> nvtxResourceHandle_t;
    nvtxDomainResourceDestroy(resource: nvtxResourceHandle_t) -> ();
    nvtxDomainDestroy(domain: nvtxDomainHandle_t) -> ();
}

/// The sequence: every kind of call the stand-in tool records, with the values each answered, as lines.
pub(crate) fn sequence(api: &dyn Nvtx) -> Vec<String> {
    let mut answers = Vec::new();
    let decode = EventAttributes::new()
        .message(c"decode")
        .color(Color(0xff00_a0ff))
        .category(7)
        .payload(2.5f64);
    let small = EventAttributes::new().message(c"small").payload(-3i32);
    let mut resource = nvtxResourceAttributes_t::new()
        .with_version(3)
        .with_size(size_of::<nvtxResourceAttributes_t>() as u16)
        .with_identifier_type(0x0001_0001)
        .with_identifier(
            cuda_nvtx::sys::nvtxResourceAttributes_v0_identifier::new().with_ull_value(0x1000),
        )
        .with_message_type(1)
        .with_message(cuda_nvtx::sys::nvtxMessageValue_t::new().with_ascii(c"buffer".as_ptr()));
    // SAFETY: every pointer is a NUL-terminated literal or attributes alive for the call; handles are
    // the ones the same implementation answered.
    unsafe {
        answers.push(format!("push {}", api.nvtxRangePushA(c"outer".as_ptr())));
        api.nvtxMarkA(c"tick".as_ptr());
        answers.push(format!("push {}", api.nvtxRangePushEx(decode.as_raw())));
        api.nvtxMarkEx(small.as_raw());
        answers.push(format!("pop {}", api.nvtxRangePop()));
        answers.push(format!("pop {}", api.nvtxRangePop()));
        let id = api.nvtxRangeStartA(c"async".as_ptr());
        api.nvtxRangeEnd(id);
        let id = api.nvtxRangeStartEx(small.as_raw());
        api.nvtxRangeEnd(id);
        api.nvtxNameCategoryA(7, c"io".as_ptr());
        api.nvtxNameCuDeviceA(0, c"gpu0".as_ptr());
        api.nvtxNameCuStreamA(0xabc0 as *mut c_void, c"copies".as_ptr());
        api.nvtxNameCudaDeviceA(1, c"rt1".as_ptr());
        let domain = api.nvtxDomainCreateA(c"lib".as_ptr());
        answers.push(format!("domain null {}", domain.is_null()));
        let hello = api.nvtxDomainRegisterStringA(domain, c"hello".as_ptr());
        api.nvtxDomainNameCategoryA(domain, 1, c"cat1".as_ptr());
        let mut registered = *EventAttributes::new().category(1).as_raw();
        registered
            .set_message_type(3)
            .set_message(cuda_nvtx::sys::nvtxMessageValue_t::new().with_registered(hello));
        answers.push(format!(
            "push {}",
            api.nvtxDomainRangePushEx(domain, &registered)
        ));
        api.nvtxDomainMarkEx(domain, decode.as_raw());
        answers.push(format!("pop {}", api.nvtxDomainRangePop(domain)));
        let id = api.nvtxDomainRangeStartEx(domain, small.as_raw());
        api.nvtxDomainRangeEnd(domain, id);
        let r = api.nvtxDomainResourceCreate(domain, &mut resource);
        api.nvtxDomainResourceDestroy(r);
        api.nvtxDomainDestroy(domain);
    }
    answers
}
