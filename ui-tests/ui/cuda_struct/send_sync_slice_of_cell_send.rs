// `send` once made this `Send` unconditionally; another thread could then read the `Cell`s through
// `items()` while this one writes them (Miri: data race). The impl is now bounded by `Cell<u32>: Sync`.
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

fn needs_send<T: Send>(_: T) {}

fn main() {
    let cells = [Cell::new(1u32), Cell::new(2)];
    let list = List::new().with_items(&cells).unwrap();
    needs_send(list);
}
