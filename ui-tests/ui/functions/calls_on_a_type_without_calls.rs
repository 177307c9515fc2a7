// `calls on Holder` needs `Holder: Calls<Functions>`, which says where the table is.
use cuda_struct::{MissingFunction, Status};

#[derive(Clone, Copy)]
pub struct Code(i32);

impl Status for Code {
    type Error = MissingFunction;
    fn check(self, _: &'static str) -> Result<(), MissingFunction> {
        Ok(())
    }
}

pub struct Holder;

cuda_struct::functions! {
    pub struct Functions -> Code, calls on Holder;
    fn twice(x: i32) @ 1000 as "twice";
}

fn main() {}
