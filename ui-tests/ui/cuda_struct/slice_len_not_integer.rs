use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct List<'a> {
    #[cuda(slice(len = numItems))]
    pub items: *const u32,
    pub numItems: f64,
}

fn main() {}
