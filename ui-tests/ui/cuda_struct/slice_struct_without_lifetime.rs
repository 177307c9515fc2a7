use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct List {
    #[cuda(slice(len = numItems))]
    pub items: *const u32,
    pub numItems: u64,
}

fn main() {}
