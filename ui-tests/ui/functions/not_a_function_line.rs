// Something other than a function line is quoted in the error.
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
    fn first(x: i32);
    const SECOND: i32 = 2;
}

fn main() {}
