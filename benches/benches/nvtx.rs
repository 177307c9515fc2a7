//! NVTX without a tool: a range push+pop through cuda-nvtx against an empty `#[inline(never)]`
//! function, in one run, so the two are measured side by side. The search for a tool runs first, with
//! `NVTX_INJECTION64_PATH` removed, so every slot is null as in a program run outside a profiler.
//!
//! `cd benches && cargo bench --bench nvtx`.

use std::hint::black_box;

use criterion::Criterion;
use cuda_benches::nvtx::*;

fn nvtx(c: &mut Criterion) {
    std::env::remove_var(cuda_nvtx::INJECTION_VARIABLE);
    assert_eq!(*cuda_nvtx::tool(), cuda_nvtx::Tool::None);
    let text = black_box(String::from("a step of the pipeline"));
    let mut g = c.benchmark_group("nvtx_no_tool");
    g.bench_function("empty", |b| b.iter(nvtx_empty));
    g.bench_function("range_push_pop", |b| b.iter(nvtx_range_push_pop));
    g.bench_function("raw_push_pop", |b| b.iter(nvtx_raw_push_pop));
    g.bench_function("mark_str", |b| b.iter(|| nvtx_mark_str(black_box(&text))));
    g.finish();
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    nvtx(&mut c);
    c.final_summary();
}
