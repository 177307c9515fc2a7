use core::ffi::c_uint;

use cuda_struct::cuda_struct;

#[cuda_struct(size = 12)]
pub struct Dim2 {
    pub x: c_uint,
    pub y: c_uint,
}

fn main() {}
