// A zero-length array ends where the field before it ends, so the gap after `count` is found after `tail`,
// the zero-sized field: its gap is measured to the next field that starts past it (`value`, at 8).
use core::ffi::c_uint;

#[cuda_struct::cuda_struct]
pub struct Tail {
    pub count: c_uint,
    pub tail: [u8; 0],
    pub value: u64,
}

fn main() {}
