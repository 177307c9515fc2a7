// A foreign call names each buffer it touches with its mode. A write use borrows the buffer mutably,
// so no read use of the same buffer (nor of a view of it) can sit beside it in one call's list: the
// library could otherwise be handed an output that aliases an input.
use cuda_driver::{BufferUse, DeviceBuffer};

fn uses(buf: &mut DeviceBuffer<f32>) -> usize {
    let (low, _high) = buf.split_at_mut(2).unwrap();
    let whole = [BufferUse::read(&*buf), BufferUse::write(low)];
    whole.len()
}

fn main() {}
