// Issue 41, hole 5: `#[cfg(any())]` on a line removed its field but not its declaration; with
// `#[repr(align(16))]` keeping the size, `missing_functions()` read padding as a slot. A `cfg` on a line is
// refused (and so is the `repr`).
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
    pub struct Functions -> Code;
    fn kept(x: i32) @ 1000 as "kept";
    #[cfg(any())]
    fn removed(x: i32) @ 1000 as "removed";
}

fn main() {}
