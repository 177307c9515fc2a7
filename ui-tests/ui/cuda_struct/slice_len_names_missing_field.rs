use core::ffi::c_uint;

use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct List<'a> {
    #[cuda(slice(len = numItem))]
    pub items: *const u32,
    pub numItems: c_uint,
    #[cuda(reserved)]
    pad: c_uint,
}

fn main() {}
