use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct Options {
    pub verbose: bool,
    pub level: u8,
    pub count: u16,
}

fn main() {}
