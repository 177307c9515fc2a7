// Swapping the counts of two values of one type breaks both pairs even where no field type can be forged;
// the fields are sealed, so there is no place to swap.
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
    let four = [1u32, 2, 3, 4];
    let mut a = List::new().with_items(&one).unwrap();
    let mut b = List::new().with_items(&four).unwrap();
    core::mem::swap(&mut a.n, &mut b.n);
    let _ = a.items();
}
