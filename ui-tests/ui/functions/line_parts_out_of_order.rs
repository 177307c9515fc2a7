// A line that does not parse is named, with the form a line has (here `as` comes before `@`).
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
    fn good(x: i32) -> *const u8 @ 1000;
    fn bad(x: i32) as "bad" @ 1000;
}

fn main() {}
