//! Streams.

use core::ffi::c_void;
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::fooSize_t;

super::area! {

/// A stream.
#[cuda_handle]
pub struct fooStream(*mut c_void);

/// How a stream runs.
#[cuda_enum]
pub enum fooMode {
    /// In order.
    FOO_MODE_ORDERED = 0,
}

/// A range of bytes.
#[cuda_struct(size = 16, align = 8)]
pub struct fooRange {
    /// Where it starts.
    pub start: fooSize_t,
    /// How long it is.
    pub len: fooSize_t,
}

/// Bytes seen through a slice.
#[cuda_struct(size = 16, align = 8)]
pub struct fooView<'a> {
    /// The bytes.
    #[cuda(slice(len = count))]
    pub bytes: *const u8,
    /// How many.
    pub count: fooSize_t,
}

}

super::functions! {
    /// Runs the work on `stream`.
    fn fooLaunch(stream: fooStream) @ 20;
}
