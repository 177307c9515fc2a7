use cuda_struct::cuda_struct;

// The text must be exactly one identifier: "x // y" lexes as `x` and a comment, and once made the macro
// panic while building `set_x // y` (found by fuzzing).
#[cuda_struct]
pub struct Extent {
    #[cuda(rename = "width // in bytes")]
    pub WidthInBytes: usize,
    #[cuda(rename = "height-rows")]
    pub Height: usize,
}

fn main() {}
