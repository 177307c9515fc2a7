// The sealed fields can be read, and whole values copied, but writing one field needs `unsafe`; and a
// `slice` count is typed as its pair's (`SliceLen`), which only the pair's setter writes.
use core::ffi::c_uint;

use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct List<'a> {
    #[cuda(slice(len = n))]
    pub items: *const u32,
    pub n: c_uint,
    #[cuda(reserved)]
    pad: c_uint,
}

fn main() {
    let one = [1u32];
    let mut a = List::new().with_items(&one).unwrap();
    a.__cuda_fields.get_mut().n = 4;
}
