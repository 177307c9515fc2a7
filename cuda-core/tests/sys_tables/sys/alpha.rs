//! Devices.

use core::ffi::c_int;
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

super::area! {

/// A call's status.
#[cuda_enum]
pub enum fooResult {
    /// Success.
    FOO_SUCCESS = 0,
    /// A bad argument.
    FOO_ERROR_INVALID = 1,
}

/// A device.
#[cuda_handle]
pub struct fooDevice(c_int);

/// A size in bytes.
pub type fooSize_t = u64;

/// At most this many devices.
pub const FOO_MAX_DEVICES: usize = 8;

/// A 2D extent.
#[cuda_struct(size = 8, align = 4)]
pub struct fooExtent {
    /// Width.
    pub width: c_int,
    /// Height.
    pub height: c_int,
}

}

super::functions! {
    /// How many devices there are.
    fn fooGetCount(count: *mut c_int) @ 20;
}
