//! Zero cost on the CPU: the `#[cuda_struct]` API of `CUDA_MEMCPY2D` (`new()`, getters, setters, the
//! `with_*` builder, `from_bytes`, `as_bytes`) against the same work on a plain `#[repr(C)]` twin with
//! public fields (`mem::zeroed`, field reads and writes, a struct literal, `ptr::copy_nonoverlapping`).
//!
//! Each pair calls the `#[inline(never)]` functions of `cuda_benches::asm`, whose assembly
//! `scripts/bench-asm.sh` compares, so the timed code is the checked code (and one call's overhead is in
//! both sides equally).
//!
//! `cargo bench -p cuda-benches --bench zero_cost` (from `benches/`: `cargo bench --bench zero_cost`).

use std::hint::black_box;

use criterion::Criterion;
use cuda_benches::asm::*;
use cuda_benches::twin::Memcpy2dTwin;
use cuda_driver::sys::{CUdeviceptr, CUDA_MEMCPY2D};

fn sample() -> CUDA_MEMCPY2D {
    CUDA_MEMCPY2D::new()
        .with_src_pitch(4096)
        .with_dst_device(CUdeviceptr::from_raw(0x7f00_0000_1000))
        .with_width_in_bytes(1024)
        .with_height(768)
}

fn twin_of(s: &CUDA_MEMCPY2D) -> Memcpy2dTwin {
    Memcpy2dTwin::copy_from_bytes(s.as_bytes()).expect("same size")
}

fn zero_cost(c: &mut Criterion) {
    let ours = sample();
    let twin = twin_of(&ours);
    let bytes = ours.as_bytes().to_vec();

    let mut g = c.benchmark_group("new");
    g.bench_function("ours", |b| b.iter(|| black_box(zc_new_ours())));
    g.bench_function("twin", |b| b.iter(|| black_box(zc_new_twin())));
    g.finish();

    let mut g = c.benchmark_group("get_usize");
    g.bench_function("ours", |b| b.iter(|| zc_get_usize_ours(black_box(&ours))));
    g.bench_function("twin", |b| b.iter(|| zc_get_usize_twin(black_box(&twin))));
    g.finish();

    let mut g = c.benchmark_group("get_handle");
    g.bench_function("ours", |b| b.iter(|| zc_get_handle_ours(black_box(&ours))));
    g.bench_function("twin", |b| b.iter(|| zc_get_handle_twin(black_box(&twin))));
    g.finish();

    let mut g = c.benchmark_group("get_enum");
    g.bench_function("ours", |b| b.iter(|| zc_get_enum_ours(black_box(&ours))));
    g.bench_function("twin", |b| b.iter(|| zc_get_enum_twin(black_box(&twin))));
    g.finish();

    let mut g = c.benchmark_group("set");
    let (mut o, mut t) = (ours, twin);
    g.bench_function("ours", |b| {
        b.iter(|| zc_set_ours(black_box(&mut o), black_box(512)))
    });
    g.bench_function("twin", |b| {
        b.iter(|| zc_set_twin(black_box(&mut t), black_box(512)))
    });
    g.finish();

    let mut g = c.benchmark_group("set_chain");
    g.bench_function("ours", |b| {
        b.iter(|| {
            zc_set_chain_ours(
                black_box(&mut o),
                black_box(64),
                black_box(32),
                black_box(7),
            )
        })
    });
    g.bench_function("twin", |b| {
        b.iter(|| {
            zc_set_chain_twin(
                black_box(&mut t),
                black_box(64),
                black_box(32),
                black_box(7),
            )
        })
    });
    g.finish();

    let mut g = c.benchmark_group("build");
    let args = (0x1000u64, 0x2000u64, 4096usize, 1024usize, 768usize);
    g.bench_function("ours", |b| {
        b.iter(|| {
            let (s, d, p, w, h) = black_box(args);
            black_box(zc_build_ours(s, d, p, w, h))
        })
    });
    g.bench_function("twin", |b| {
        b.iter(|| {
            let (s, d, p, w, h) = black_box(args);
            black_box(zc_build_twin(s, d, p, w, h))
        })
    });
    g.finish();

    let mut g = c.benchmark_group("from_bytes");
    g.bench_function("ours", |b| {
        b.iter(|| black_box(zc_from_bytes_ours(black_box(&bytes))))
    });
    g.bench_function("twin", |b| {
        b.iter(|| black_box(zc_from_bytes_twin(black_box(&bytes))))
    });
    g.finish();

    let mut g = c.benchmark_group("as_bytes");
    g.bench_function("ours", |b| {
        b.iter(|| black_box(zc_as_bytes_ours(black_box(&ours)).len()))
    });
    g.bench_function("twin", |b| {
        b.iter(|| black_box(zc_as_bytes_twin(black_box(&twin)).len()))
    });
    g.finish();
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    zero_cost(&mut c);
    c.final_summary();
}
