// Scenario 1 of issue 33: a texture read the buffer the same launch wrote (`(&tex, &mut buf, n)`),
// because the texture took the buffer's view only for the call. It now borrows the buffer as long as
// it lives, as a tensor map does.
use cuda_driver::{
    ArrayFormat, Channels, DeviceBuffer, Element, Error, Function, LaunchConfig, Stream, TextureDesc,
    TextureObject,
};

fn reverse_in_place(k: Function<'_>, s: &Stream, buf: &mut DeviceBuffer<f32>) -> Result<(), Error> {
    let element = Element::new(ArrayFormat::F32, Channels::One);
    let tex = TextureObject::linear(&*buf, element, &TextureDesc::default())?;
    let n = buf.len() as u32;
    // SAFETY: (the kernel's signature is not what this test is about)
    unsafe { k.launch(LaunchConfig::for_elements(n, 256), s, (&tex, &mut *buf, n)) }
}

fn main() {}
