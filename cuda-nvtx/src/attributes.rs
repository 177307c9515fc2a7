//! [`EventAttributes`]: what a mark or range says about itself beyond a text.

use core::ffi::CStr;
use core::marker::PhantomData;
use std::ffi::CString;

use crate::sys::{
    nvtxColorType_t, nvtxEventAttributes_t, nvtxEventAttributes_v2_payload, nvtxMessageType_t,
    nvtxMessageValue_t, nvtxPayloadType_t, NVTX_VERSION,
};
use crate::text::RegisteredString;

/// A color, 0xAARRGGBB (alpha is ignored by Nsight Systems).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Color(pub u32);

impl Color {
    /// An opaque color of red, green and blue.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color(0xff00_0000 | (r as u32) << 16 | (g as u32) << 8 | b as u32)
    }
}

/// The number an event carries, of one of NVTX's six kinds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Payload {
    /// `uint64_t`.
    U64(u64),
    /// `int64_t`.
    I64(i64),
    /// `double`.
    F64(f64),
    /// `uint32_t`.
    U32(u32),
    /// `int32_t`.
    I32(i32),
    /// `float`.
    F32(f32),
}

macro_rules! payload_from {
    ($($t:ty => $v:ident),*) => {$(
        impl From<$t> for Payload {
            fn from(x: $t) -> Payload {
                Payload::$v(x)
            }
        }
    )*};
}
payload_from!(u64 => U64, i64 => I64, f64 => F64, u32 => U32, i32 => I32, f32 => F32);

/// What an event says about itself: a message, a color, a category and a number, each optional
/// (`nvtxEventAttributes_t` with its `version` and `size` filled).
///
/// The message is borrowed (`'a`) or owned; a registered string borrows its domain.
///
/// ```
/// use cuda_nvtx::{Color, EventAttributes};
/// let attributes = EventAttributes::new()
///     .message(c"decode")
///     .color(Color::rgb(0, 160, 255))
///     .category(2)
///     .payload(64u32);
/// let _range = cuda_nvtx::range_with(&attributes);
/// ```
#[derive(Debug)]
pub struct EventAttributes<'a> {
    raw: nvtxEventAttributes_t,
    /// Keeps a text given as `&str` alive (the raw struct points into it).
    owned: Option<CString>,
    borrowed: PhantomData<&'a CStr>,
}

impl Clone for EventAttributes<'_> {
    fn clone(&self) -> Self {
        let mut copy = EventAttributes {
            raw: self.raw,
            owned: self.owned.clone(),
            borrowed: PhantomData,
        };
        // An owned text is the copy's own: point the struct at it, not at the original's.
        if let Some(text) = &copy.owned {
            let value = nvtxMessageValue_t::new().with_ascii(text.as_ptr());
            copy.raw.set_message(value);
        }
        copy
    }
}

impl Default for EventAttributes<'_> {
    fn default() -> Self {
        Self::new()
    }
}

impl<'a> EventAttributes<'a> {
    /// No message, color, category or number.
    pub fn new() -> Self {
        let raw = nvtxEventAttributes_t::new()
            .with_version(NVTX_VERSION as u16)
            .with_size(size_of::<nvtxEventAttributes_t>() as u16);
        EventAttributes {
            raw,
            owned: None,
            borrowed: PhantomData,
        }
    }

    /// The message, borrowed.
    pub fn message(mut self, text: &'a CStr) -> Self {
        self.set_message(
            nvtxMessageType_t::NVTX_MESSAGE_TYPE_ASCII,
            nvtxMessageValue_t::new().with_ascii(text.as_ptr()),
        );
        self.owned = None;
        self
    }

    /// The message, copied (cut at a NUL, if it holds one).
    pub fn text(mut self, text: &str) -> Self {
        let end = text.find('\0').unwrap_or(text.len());
        let owned = CString::new(&text[..end]).unwrap_or_default();
        self.set_message(
            nvtxMessageType_t::NVTX_MESSAGE_TYPE_ASCII,
            nvtxMessageValue_t::new().with_ascii(owned.as_ptr()),
        );
        // Moving the CString moves no bytes: the pointer stays valid.
        self.owned = Some(owned);
        self
    }

    /// The message, a string registered in a domain: the cheapest kind for a tool to record. Use such
    /// attributes in that domain's calls.
    pub fn registered(mut self, string: &RegisteredString<'a>) -> Self {
        self.set_message(
            nvtxMessageType_t::NVTX_MESSAGE_TYPE_REGISTERED,
            nvtxMessageValue_t::new().with_registered(string.raw()),
        );
        self.owned = None;
        self
    }

    fn set_message(&mut self, kind: nvtxMessageType_t, value: nvtxMessageValue_t) {
        self.raw
            .set_message_type(kind.raw() as i32)
            .set_message(value);
    }

    /// The color.
    pub fn color(mut self, color: Color) -> Self {
        self.raw
            .set_color_type(nvtxColorType_t::NVTX_COLOR_ARGB.raw() as i32)
            .set_color(color.0);
        self
    }

    /// The category (named with [`name_category`](crate::name_category)); 0 is none.
    pub fn category(mut self, category: u32) -> Self {
        self.raw.set_category(category);
        self
    }

    /// The number.
    pub fn payload(mut self, payload: impl Into<Payload>) -> Self {
        let p = nvtxEventAttributes_v2_payload::new();
        let (kind, value) = match payload.into() {
            Payload::U64(v) => (
                nvtxPayloadType_t::NVTX_PAYLOAD_TYPE_UNSIGNED_INT64,
                p.with_ull_value(v),
            ),
            Payload::I64(v) => (
                nvtxPayloadType_t::NVTX_PAYLOAD_TYPE_INT64,
                p.with_ll_value(v),
            ),
            Payload::F64(v) => (
                nvtxPayloadType_t::NVTX_PAYLOAD_TYPE_DOUBLE,
                p.with_d_value(v),
            ),
            Payload::U32(v) => (
                nvtxPayloadType_t::NVTX_PAYLOAD_TYPE_UNSIGNED_INT32,
                p.with_ui_value(v),
            ),
            Payload::I32(v) => (
                nvtxPayloadType_t::NVTX_PAYLOAD_TYPE_INT32,
                p.with_i_value(v),
            ),
            Payload::F32(v) => (
                nvtxPayloadType_t::NVTX_PAYLOAD_TYPE_FLOAT,
                p.with_f_value(v),
            ),
        };
        self.raw
            .set_payload_type(kind.raw() as i32)
            .set_payload(value);
        self
    }

    /// The C struct, valid while `self` is (its message points into what `self` borrows or owns).
    pub fn as_raw(&self) -> &nvtxEventAttributes_t {
        &self.raw
    }
}
