use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct List<'a> {
    #[cuda(slice(len = numItems))]
    pub items: u64,
    pub numItems: u64,
}

fn main() {}
