// A return type the line form does not take (generic arguments) is named, with what it takes instead.
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
    fn maybe(x: i32) -> Option<unsafe extern "C" fn()>;
}

fn main() {}
