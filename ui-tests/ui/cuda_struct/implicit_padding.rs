use core::ffi::{c_uint, c_void};

use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct Gap {
    pub flags: c_uint,
    pub ptr: *mut c_void,
}

fn main() {}
