//! One pair of functions per operation: `zc_<op>_ours` through the `#[cuda_struct]` API of
//! `CUDA_MEMCPY2D`, `zc_<op>_twin` the same on the plain [`Memcpy2dTwin`]. `#[inline(never)]` and
//! `#[no_mangle]` keep each one a separate symbol in the optimised assembly, where `scripts/bench-asm.sh`
//! prints the two bodies side by side and checks that they are the same instructions.
//!
//! They are also what the criterion benchmarks call, so that the timed code is the code checked here.

use cuda_driver::sys::{CUdeviceptr, CUmemorytype, CUDA_MEMCPY2D};

use crate::twin::Memcpy2dTwin;

/// `CUDA_MEMCPY2D::new()`.
#[no_mangle]
#[inline(never)]
pub fn zc_new_ours() -> CUDA_MEMCPY2D {
    CUDA_MEMCPY2D::new()
}

/// The twin, zeroed.
#[no_mangle]
#[inline(never)]
pub fn zc_new_twin() -> Memcpy2dTwin {
    Memcpy2dTwin::zeroed()
}

/// A `usize` getter.
#[no_mangle]
#[inline(never)]
pub fn zc_get_usize_ours(s: &CUDA_MEMCPY2D) -> usize {
    s.src_pitch()
}

/// A `usize` field read.
#[no_mangle]
#[inline(never)]
pub fn zc_get_usize_twin(s: &Memcpy2dTwin) -> usize {
    s.srcPitch
}

/// A handle getter (`CUdeviceptr`, returned as its integer).
#[no_mangle]
#[inline(never)]
pub fn zc_get_handle_ours(s: &CUDA_MEMCPY2D) -> u64 {
    s.dst_device().into_raw()
}

/// A `u64` field read.
#[no_mangle]
#[inline(never)]
pub fn zc_get_handle_twin(s: &Memcpy2dTwin) -> u64 {
    s.dstDevice
}

/// An enum getter (`CUmemorytype`, returned as its integer).
#[no_mangle]
#[inline(never)]
pub fn zc_get_enum_ours(s: &CUDA_MEMCPY2D) -> u32 {
    s.dst_memory_type().raw()
}

/// A `u32` field read.
#[no_mangle]
#[inline(never)]
pub fn zc_get_enum_twin(s: &Memcpy2dTwin) -> u32 {
    s.dstMemoryType
}

/// A setter.
#[no_mangle]
#[inline(never)]
pub fn zc_set_ours(s: &mut CUDA_MEMCPY2D, pitch: usize) {
    s.set_src_pitch(pitch);
}

/// A field write.
#[no_mangle]
#[inline(never)]
pub fn zc_set_twin(s: &mut Memcpy2dTwin, pitch: usize) {
    s.srcPitch = pitch;
}

/// Three chained setters (`set_x` returns `&mut Self`).
#[no_mangle]
#[inline(never)]
pub fn zc_set_chain_ours(s: &mut CUDA_MEMCPY2D, width: usize, height: usize, device: u64) {
    s.set_width_in_bytes(width)
        .set_height(height)
        .set_dst_device(CUdeviceptr::from_raw(device));
}

/// Three field writes.
#[no_mangle]
#[inline(never)]
pub fn zc_set_chain_twin(s: &mut Memcpy2dTwin, width: usize, height: usize, device: u64) {
    s.WidthInBytes = width;
    s.Height = height;
    s.dstDevice = device;
}

/// A whole copy description built with `new()` and `with_*`.
#[no_mangle]
#[inline(never)]
pub fn zc_build_ours(
    src: u64,
    dst: u64,
    pitch: usize,
    width: usize,
    height: usize,
) -> CUDA_MEMCPY2D {
    CUDA_MEMCPY2D::new()
        .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_src_device(CUdeviceptr::from_raw(src))
        .with_src_pitch(pitch)
        .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_dst_device(CUdeviceptr::from_raw(dst))
        .with_dst_pitch(pitch)
        .with_width_in_bytes(width)
        .with_height(height)
}

/// The same description as a struct literal over a zeroed twin.
#[no_mangle]
#[inline(never)]
pub fn zc_build_twin(
    src: u64,
    dst: u64,
    pitch: usize,
    width: usize,
    height: usize,
) -> Memcpy2dTwin {
    Memcpy2dTwin {
        srcMemoryType: 2,
        srcDevice: src,
        srcPitch: pitch,
        dstMemoryType: 2,
        dstDevice: dst,
        dstPitch: pitch,
        WidthInBytes: width,
        Height: height,
        ..Memcpy2dTwin::zeroed()
    }
}

/// `from_bytes` (length check, then a copy).
#[no_mangle]
#[inline(never)]
pub fn zc_from_bytes_ours(bytes: &[u8]) -> Option<CUDA_MEMCPY2D> {
    CUDA_MEMCPY2D::from_bytes(bytes).ok()
}

/// The same length check, then `ptr::copy_nonoverlapping`.
#[no_mangle]
#[inline(never)]
pub fn zc_from_bytes_twin(bytes: &[u8]) -> Option<Memcpy2dTwin> {
    Memcpy2dTwin::copy_from_bytes(bytes)
}

/// `as_bytes`.
#[no_mangle]
#[inline(never)]
pub fn zc_as_bytes_ours(s: &CUDA_MEMCPY2D) -> &[u8] {
    s.as_bytes()
}

/// The twin's bytes through `slice::from_raw_parts`.
#[no_mangle]
#[inline(never)]
pub fn zc_as_bytes_twin(s: &Memcpy2dTwin) -> &[u8] {
    // SAFETY: `s` is a live reference to `size_of::<Memcpy2dTwin>()` bytes with no implicit padding (the
    // gaps are explicit fields), so every byte is initialised.
    unsafe {
        std::slice::from_raw_parts(
            std::ptr::from_ref(s).cast::<u8>(),
            size_of::<Memcpy2dTwin>(),
        )
    }
}

/// The names of the operations, each with an `_ours` and a `_twin` function above.
pub const OPERATIONS: &[&str] = &[
    "new",
    "get_usize",
    "get_handle",
    "get_enum",
    "set",
    "set_chain",
    "build",
    "from_bytes",
    "as_bytes",
];
