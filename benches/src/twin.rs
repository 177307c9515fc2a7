//! A plain `#[repr(C)]` twin of `CUDA_MEMCPY2D`: the same 128 bytes, every field public, padding spelled
//! out as ordinary fields. What a C programmer (or a bindgen user) writes and reads directly.
#![allow(non_snake_case)]

use std::ffi::c_void;

use cuda_driver::sys::CUDA_MEMCPY2D;

/// `CUDA_MEMCPY2D` as bindgen would emit it: raw integers and pointers, public fields.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Memcpy2dTwin {
    /// Source X in bytes.
    pub srcXInBytes: usize,
    /// Source Y.
    pub srcY: usize,
    /// Source memory type (`CUmemorytype` as its C integer).
    pub srcMemoryType: u32,
    /// The 4 bytes C leaves before the next pointer.
    pub _pad0: [u8; 4],
    /// Source host pointer.
    pub srcHost: *const c_void,
    /// Source device pointer.
    pub srcDevice: u64,
    /// Source array.
    pub srcArray: *mut c_void,
    /// Source pitch.
    pub srcPitch: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// Destination memory type.
    pub dstMemoryType: u32,
    /// The 4 bytes C leaves before the next pointer.
    pub _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// Destination device pointer.
    pub dstDevice: u64,
    /// Destination array.
    pub dstArray: *mut c_void,
    /// Destination pitch.
    pub dstPitch: usize,
    /// Width in bytes.
    pub WidthInBytes: usize,
    /// Height.
    pub Height: usize,
}

const _: () = assert!(size_of::<Memcpy2dTwin>() == size_of::<CUDA_MEMCPY2D>());
const _: () = assert!(align_of::<Memcpy2dTwin>() == align_of::<CUDA_MEMCPY2D>());

impl Memcpy2dTwin {
    /// All zero, as `CUDA_MEMCPY2D::new()`.
    #[inline]
    pub fn zeroed() -> Self {
        // SAFETY: every field is an integer, a byte array or a raw pointer, for which zero is valid.
        unsafe { std::mem::zeroed() }
    }

    /// Copies exactly `size_of::<Self>()` bytes with `ptr::copy_nonoverlapping`; `None` for another length
    /// (the same check `from_bytes` makes).
    #[inline]
    pub fn copy_from_bytes(bytes: &[u8]) -> Option<Self> {
        if bytes.len() != size_of::<Self>() {
            return None;
        }
        let mut out = std::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: `bytes` holds exactly `size_of::<Self>()` readable bytes and `out` as many writable ones;
        // they do not overlap; every bit pattern is a valid `Self` (integers, bytes and raw pointers).
        unsafe {
            std::ptr::copy_nonoverlapping(
                bytes.as_ptr(),
                out.as_mut_ptr().cast::<u8>(),
                bytes.len(),
            );
            Some(out.assume_init())
        }
    }
}
