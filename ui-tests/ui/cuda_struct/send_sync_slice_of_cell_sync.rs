// `sync` once made this `Sync` unconditionally: `&List` shared with another thread hands it `&[Cell<u32>]`.
use core::cell::Cell;

use cuda_struct::cuda_struct;

#[cuda_struct(send, sync)]
pub struct List<'a> {
    #[cuda(slice(len = n))]
    pub items: *const Cell<u32>,
    pub n: u32,
    #[cuda(reserved)]
    pad: u32,
}

fn needs_sync<T: Sync>(_: &T) {}

fn main() {
    let cells = [Cell::new(1u32), Cell::new(2)];
    let list = List::new().with_items(&cells).unwrap();
    needs_sync(&list);
}
