// `cfg_attr` could apply a `repr` or a `cfg`: refused on the table as on a line.
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
    #[cfg_attr(all(), repr(packed))]
    pub struct Functions -> Code;
    fn first(x: i32);
}

fn main() {}
