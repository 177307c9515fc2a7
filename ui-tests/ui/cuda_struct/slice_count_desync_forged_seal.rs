// The hidden field type can be built, but not sealed into the struct: `Sealed` has no safe constructor.
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
    let fields = __cuda_fields_List {
        items: one.as_ptr(),
        n: 4,
        pad: 0,
        __cuda_marker: core::marker::PhantomData,
    };
    let _ = List { __cuda_fields: cuda_struct::__private::Sealed(fields) };
}
