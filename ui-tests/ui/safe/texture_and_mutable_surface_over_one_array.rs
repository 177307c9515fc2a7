// Issue 33: a texture and a surface over one array in one launch: the kernel reads through the
// texture what it writes through the surface (the texture cache is not coherent with surface writes).
// A texture borrows its array, a surface borrows it mutably.
use cuda_driver::{
    Array, Error, Function, LaunchConfig, Stream, SurfaceObject, TextureDesc, TextureObject,
};

fn read_and_write(k: Function<'_>, s: &Stream, array: &mut Array) -> Result<(), Error> {
    let tex = TextureObject::new(array, &TextureDesc::default())?;
    let mut surf = SurfaceObject::new(array)?;
    // SAFETY: (the kernel's signature is not what this test is about)
    unsafe { k.launch(LaunchConfig::for_elements(64, 64), s, (&tex, &mut surf)) }
}

fn main() {}
