// Issue 33: two surfaces over one array in one launch write the same elements through two
// arguments. A surface borrows its array mutably, so the second cannot be made while the first lives.
use cuda_driver::{Array, Error, Function, LaunchConfig, Stream, SurfaceObject};

fn write_twice(k: Function<'_>, s: &Stream, array: &mut Array) -> Result<(), Error> {
    let mut first = SurfaceObject::new(array)?;
    let mut second = SurfaceObject::new(array)?;
    // SAFETY: (the kernel's signature is not what this test is about)
    unsafe { k.launch(LaunchConfig::for_elements(64, 64), s, (&mut first, &mut second)) }
}

fn main() {}
