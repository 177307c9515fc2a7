// A table's return type must implement `cuda_struct::Status`; a plain integer does not.
cuda_struct::functions! {
    pub struct Functions -> i32;
    fn twice(x: i32) @ 1000 as "twice";
}

fn main() {}
