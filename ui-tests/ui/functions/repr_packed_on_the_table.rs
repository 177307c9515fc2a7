// Issue 41, hole 4: `#[repr(packed)]` on the table used to be forwarded, and at an odd offset the safe
// `missing_functions()` built an unaligned slice of the table's slots. The macro lays the table out itself.
use cuda_struct::{MissingFunction, Status};

#[derive(Clone, Copy)]
pub struct Code(i32);

impl Status for Code {
    type Error = MissingFunction;
    fn check(self, _: &'static str) -> Result<(), MissingFunction> {
        Ok(())
    }
}

cuda_struct::functions! {
    #[repr(packed)]
    pub struct Functions -> Code;
    fn first(x: i32) @ 1000 as "first";
    fn second(x: i32) @ 1000 as "second";
}

fn main() {}
