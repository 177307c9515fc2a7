// `crate = "..."` names a module that re-exports the runtime but swaps `Sealed`, the box that keeps a
// `slice` pointer and its count from being written apart, for one with a public field. The runtime's
// macro declares the type itself around the real box, so the write through the public field is refused.
pub mod cs {
    pub use cuda_struct::*;
    pub mod __private {
        pub use cuda_struct::__private::*;
        #[derive(Clone, Copy)]
        #[repr(transparent)]
        pub struct Sealed<T>(pub T);
        impl<T> Sealed<T> {
            pub const fn get(&self) -> &T {
                &self.0
            }
            pub fn get_mut(&mut self) -> &mut T {
                &mut self.0
            }
        }
    }
}

#[cuda_struct::cuda_struct(crate = "crate::cs")]
pub struct List<'a> {
    #[cuda(slice(len = n))]
    pub items: *const u32,
    pub n: u32,
    #[cuda(reserved)]
    pad: u32,
}

fn main() {
    let items = [1u32];
    let mut list = List::new().with_items(&items).unwrap();
    // With the swapped box, a safe write of the count alone, and a read far past the one element.
    list.__cuda_fields.0.n = 1000;
    assert_eq!(list.items()[999], 0);
}
