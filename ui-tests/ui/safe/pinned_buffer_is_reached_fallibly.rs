// `PinnedBuffer` dereferenced to a slice after waiting for its last copy, and aborted the process when
// the wait failed. The wait is now a `Result`: `as_slice()?`, `as_mut_slice()?`.
use cuda_driver::PinnedBuffer;

fn first(pinned: &PinnedBuffer<u32>) -> u32 {
    pinned[0]
}

fn main() {}
