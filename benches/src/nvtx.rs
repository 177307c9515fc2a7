//! NVTX without a tool: `#[inline(never)]`, `#[no_mangle]` wrappers of cuda-nvtx's calls beside an
//! empty function, timed by `benches/nvtx.rs`; their optimised bodies show what a call costs when no
//! tool is attached (`cargo rustc --release --lib -- --emit=asm`, or `objdump -d` of the bench binary).

/// The floor: a call that does nothing.
#[no_mangle]
#[inline(never)]
pub fn nvtx_empty() {}

/// A range opened and closed through the safe guard (`range` and its drop).
#[no_mangle]
#[inline(never)]
pub fn nvtx_range_push_pop() {
    drop(cuda_nvtx::range(c"step"));
}

/// The same through the raw calls of `sys`.
#[no_mangle]
#[inline(never)]
pub fn nvtx_raw_push_pop() {
    // SAFETY: a NUL-terminated literal.
    unsafe {
        cuda_nvtx::sys::nvtxRangePushA(c"step".as_ptr());
        cuda_nvtx::sys::nvtxRangePop();
    }
}

/// A mark with a `&str`, which would be copied only with a tool attached.
#[no_mangle]
#[inline(never)]
pub fn nvtx_mark_str(text: &str) {
    cuda_nvtx::mark(text);
}
