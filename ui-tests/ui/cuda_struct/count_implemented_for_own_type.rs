// The attack of the fourth soundness review: a local type implementing `Count` with `to_len` disagreeing
// with `from_len` made the `slice` getter build a slice four times too long. `Count` is sealed now.
use cuda_struct::{cuda_handle, cuda_struct, Count};

#[cuda_handle]
pub struct Quad(u32);

impl Count for Quad {
    const MAX_LEN: usize = u32::MAX as usize;
    fn to_len(self) -> usize {
        self.into_raw() as usize * 4
    }
    fn from_len(len: usize) -> Option<Self> {
        u32::try_from(len).ok().map(Quad::from_raw)
    }
}

#[cuda_struct]
pub struct List<'a> {
    #[cuda(slice(len = n))]
    pub items: *const u32,
    pub n: Quad,
    #[cuda(reserved)]
    pad: u32,
}

fn main() {
    let items = [1u32];
    let list = List::new().with_items(&items).unwrap();
    assert_eq!(list.items().len(), 1);
}
