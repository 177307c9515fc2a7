//! The pieces the benchmarks share.
//!
//! - [`twin`]: a plain `#[repr(C)]` twin of `cuda_driver::sys::CUDA_MEMCPY2D` with public fields, the
//!   baseline the zero-cost benchmarks (`benches/zero_cost.rs`) and the assembly check compare the
//!   `#[cuda_struct]` against.
//! - [`asm`]: `#[inline(never)]`, `#[no_mangle]` wrappers, one pair per operation (ours and the twin's),
//!   whose optimised bodies `scripts/bench-asm.sh` prints and compares.
//! - [`stats`]: medians and percentiles for the GPU overhead benchmark.
//! - [`nvtx`]: cuda-nvtx's calls and an empty function, `#[inline(never)]`, for `benches/nvtx.rs`.

pub mod asm;
pub mod nvtx;
pub mod stats;
pub mod twin;
