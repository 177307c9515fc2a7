//! CUDA graphs made two ways around one reduction: 2^24 random floats summed in double precision by two
//! kernels compiled at run time by NVRTC (512 blocks of 512 threads each fold a share into a partial
//! sum, then one block adds the 512 partials). First the graph is built node by node (a copy from the
//! host, two memsets, the two kernels, a copy of the sum to the host read by a host node), then
//! captured from three streams forked and joined inside the capture. Each graph is instantiated,
//! cloned, its node count printed, and the original and the clone each replayed three times; at every
//! replay the host node prints the sum it was handed, and afterwards each sum is checked against the
//! host's. The algorithm, sizes and launch shapes of NVIDIA cuda-python's `simple_cuda_graphs.py`,
//! written for cuda-nvrtc and cuda-driver's safe layer.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example simple_cuda_graphs
//! ```
//!
//! Where ours differs: the copy of the sum into host memory and the host node that reads it come as one
//! (`Graph::add_copy_to_host_fn`: the host memory is the graph's, handed to the host node as a slice),
//! and in the captured graph they are added by hand after the capture's last nodes, since a capture
//! refuses copies into host memory and `Stream::launch_host_fn` refuses capture streams. The original
//! prints the sums; this one also checks them (relative error at most 1e-9 against a sum taken here in
//! `f64`).
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! without NVRTC, or on a wrong result, it exits with 1.

mod common;

use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use cuda_driver::sys::CUstream_flags;
use cuda_driver::{
    Context, DeviceBuffer, Function, Graph, GraphNode, LaunchConfig, Module, Stream,
};

/// The two reduction kernels. Both need `blockDim.x == THREADS`, a power of two of at least 64.
const REDUCE: &str = r#"
#define THREADS 512

// Block b folds elements b*blockDim.x + t, then every gridDim.x*blockDim.x further, of `in` into one
// double: each thread sums its elements, each warp halves its 32 sums in shared memory down to one,
// and thread 0 adds the warps' sums into partial[b].
extern "C" __global__ void reduce(const float *in, double *partial, size_t n, size_t partials) {
    __shared__ double sums[THREADS];
    const unsigned t = threadIdx.x;
    double mine = 0.0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + t; i < n; i += (size_t)gridDim.x * blockDim.x) {
        mine += (double)in[i];
    }
    sums[t] = mine;
    __syncthreads();
    const unsigned lane = t % 32;
    for (unsigned step = 16; step > 0; step /= 2) {
        // Lanes below `step` write; lanes from `step` to 2*step - 1 are read: never the same slot.
        if (lane < step) sums[t] = mine = mine + sums[t + step];
        __syncwarp();
    }
    __syncthreads();
    if (t == 0 && blockIdx.x < partials) {
        double total = 0.0;
        for (unsigned w = 0; w < blockDim.x; w += 32) total += sums[w];
        partial[blockIdx.x] = total;
    }
}

// One block adds the `n` partial sums into *result: each thread sums a stride of them, the block halves
// its sums in shared memory down to 64, and the first warp finishes with shuffles.
extern "C" __global__ void reduce_final(const double *partial, double *result, size_t n) {
    __shared__ double sums[THREADS];
    const unsigned t = threadIdx.x;
    double mine = 0.0;
    for (size_t i = t; i < n; i += blockDim.x) mine += partial[i];
    sums[t] = mine;
    __syncthreads();
    for (unsigned half = blockDim.x / 2; half > 32; half /= 2) {
        if (t < half) sums[t] = mine = mine + sums[t + half];
        __syncthreads();
    }
    if (t < 32) {
        mine += sums[t + 32];
        for (int offset = 16; offset > 0; offset /= 2) {
            mine += __shfl_down_sync(0xffffffffu, mine, offset);
        }
        if (t == 0) *result = mine;
    }
}
"#;

/// Elements summed.
const SIZE: usize = 1 << 24;
/// Blocks of the first kernel, and partial sums.
const BLOCKS: usize = 512;
/// Threads per block of both kernels (the kernels' `THREADS`).
const THREADS: u32 = 512;
/// Launches of each executable.
const ITERATIONS: usize = 3;
/// The largest relative error of a sum the check accepts. The inputs are multiples of 2^-24 and their
/// sum stays below 2^24, so every partial sum is exact in `f64`, in any order: a right sum equals the
/// host's, and the margin only covers inputs drawn otherwise.
const TOLERANCE: f64 = 1.0e-9;

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// What both graphs work on: the kernels, the input on the host and its three device buffers.
struct Work<'m> {
    reduce: Function<'m>,
    reduce_final: Function<'m>,
    input_h: Vec<f32>,
    input: DeviceBuffer<f32>,
    partials: DeviceBuffer<f64>,
    result: DeviceBuffer<f64>,
    /// The sum of `input_h`, taken here.
    want: f64,
}

fn main() -> ExitCode {
    common::main("simple_cuda_graphs", run)
}

fn run(device: cuda_driver::Device, ctx: &Context, stream: &Stream) -> Result<bool> {
    let cubin = common::cubin_for(device, "simple_cuda_graphs.cu", REDUCE, &[])?;
    let module = Module::from_image(ctx, &cubin)?;
    println!("simple_cuda_graphs: {SIZE} elements");
    println!("simple_cuda_graphs: threads per block = {THREADS}");
    println!("simple_cuda_graphs: graph launch iterations = {ITERATIONS}");

    let input_h = common::XorShift(0x853c_49e6_748f_ea9b).units(SIZE);
    let want = input_h.iter().map(|&x| f64::from(x)).sum();
    let mut work = Work {
        reduce: module.function("reduce")?,
        reduce_final: module.function("reduce_final")?,
        input: DeviceBuffer::alloc_unpooled(stream, SIZE)?,
        partials: DeviceBuffer::alloc_unpooled(stream, BLOCKS)?,
        result: DeviceBuffer::alloc_unpooled(stream, 1)?,
        input_h,
        want,
    };

    let sums = Sums::default();
    let manual = built_by_hand(ctx, &mut work, &sums)?;
    let manual_ok = replay("built by hand", ctx, &manual, &work, &sums)?;
    let sums = Sums::default();
    let captured = captured(ctx, &mut work, &sums)?;
    let captured_ok = replay("captured", ctx, &captured, &work, &sums)?;

    let ok = manual_ok && captured_ok;
    println!(
        "simple_cuda_graphs: Result = {} (sum of {SIZE} floats, host {:.6}, both graphs and their \
         clones, {ITERATIONS} launches each, on {})",
        if ok { "PASS" } else { "FAIL" },
        work.want,
        device.name()?
    );
    Ok(ok)
}

/// One block for the final kernel, `BLOCKS` for the first.
fn configs() -> (LaunchConfig, LaunchConfig) {
    let blocks = LaunchConfig {
        grid: (BLOCKS as u32, 1, 1),
        block: (THREADS, 1, 1),
        shared_mem_bytes: 0,
    };
    (
        blocks,
        LaunchConfig {
            grid: (1, 1, 1),
            ..blocks
        },
    )
}

/// The sums the host nodes were handed, in the order they ran.
type Sums = Arc<Mutex<Vec<f64>>>;

/// Adds after `deps` a copy of `result` to the host and a host node that prints the sum and records it
/// in `sums` (the original's host callback, which prints the sum from the copy in host memory).
fn add_sum_to_host(
    graph: &mut Graph,
    deps: &[GraphNode],
    result: &DeviceBuffer<f64>,
    sums: &Sums,
) -> Result<GraphNode> {
    let record = Arc::clone(sums);
    let node = graph.add_copy_to_host_fn(deps, result, move |sum: &[f64]| {
        println!(
            "simple_cuda_graphs: host callback final reduced sum = {:.6}",
            sum[0]
        );
        record
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(sum[0]);
    })?;
    Ok(node)
}

/// The graph built node by node: the input copied from the host and the partials cleared, both before
/// the first kernel; the result cleared and the first kernel, both before the final one; then the
/// result copied to the host and read by a host node (`add_sum_to_host`).
fn built_by_hand(ctx: &Context, w: &mut Work<'_>, sums: &Sums) -> Result<Graph> {
    let (blocks, one) = configs();
    let mut graph = Graph::new(ctx)?;
    let copy = graph.add_copy_from_host(&[], &mut w.input, &w.input_h)?;
    let clear_partials = graph.add_memset_d32(&[], &mut w.partials, 0)?;
    // SAFETY: `reduce(const float *, double *, size_t, size_t)` reads the `SIZE` floats of `input` and
    // writes `partials[0..BLOCKS]`, one double per block, at every launch of the graph.
    let first = unsafe {
        graph.add_kernel(
            &[clear_partials, copy],
            &w.reduce,
            blocks,
            (&w.input, &mut w.partials, SIZE, BLOCKS),
        )
    }?;
    let clear_result = graph.add_memset_d32(&[], &mut w.result, 0)?;
    // SAFETY: `reduce_final(const double *, double *, size_t)` reads the `BLOCKS` doubles of `partials`
    // and writes `result[0]`, at every launch of the graph.
    let last = unsafe {
        graph.add_kernel(
            &[first, clear_result],
            &w.reduce_final,
            one,
            (&w.partials, &mut w.result, BLOCKS),
        )
    }?;
    add_sum_to_host(&mut graph, &[last], &w.result, sums)?;
    Ok(graph)
}

/// The graph captured from three streams: the capture stream forks two more; the copy from the host
/// runs on the first, the partials are cleared on the second and the result on the third, each kernel
/// waits for the clear of the buffer it writes (the edges come from the buffers' uses), and the forks
/// join at the end. The copy of the result to the host and its host node are then added after the
/// graph's last nodes.
fn captured(ctx: &Context, w: &mut Work<'_>, sums: &Sums) -> Result<Graph> {
    let (blocks, one) = configs();
    let Work {
        reduce,
        reduce_final,
        input_h,
        input,
        partials,
        result,
        ..
    } = w;
    let mut graph = ctx.capture(|s1| {
        s1.fork(|s2| {
            s1.fork(|s3| {
                input.copy_from_host_on(input_h, s1)?;
                partials.memset_d8_on(0, s2)?;
                result.memset_d8_on(0, s3)?;
                // SAFETY: as the first kernel node of `built_by_hand`; queued on `s1` after the clear of
                // `partials` on `s2` (its latest use in the capture).
                unsafe { reduce.launch(blocks, s1, (&*input, &mut *partials, SIZE, BLOCKS)) }?;
                // SAFETY: as the final kernel node of `built_by_hand`; after the clear of `result` on
                // `s3`.
                unsafe { reduce_final.launch(one, s1, (&*partials, &mut *result, BLOCKS)) }?;
                Ok(())
            })
        })
    })?;
    // The nodes nothing depends on: the copy to the host goes after them, as the capture's last copy.
    let edges = graph.edges()?;
    let sinks: Vec<GraphNode> = graph
        .nodes()?
        .into_iter()
        .filter(|n| !edges.iter().any(|(from, _)| from == n))
        .collect();
    add_sum_to_host(&mut graph, &sinks, result, sums)?;
    Ok(graph)
}

/// Prints the graph's node count, instantiates it and a clone, launches each executable `ITERATIONS`
/// times on a stream of its own, then checks every sum the host nodes were handed (one per launch).
fn replay(how: &str, ctx: &Context, graph: &Graph, w: &Work<'_>, sums: &Sums) -> Result<bool> {
    println!(
        "simple_cuda_graphs: nodes in the graph {how} = {}",
        graph.node_count()?
    );
    let exec = graph.instantiate()?;
    let clone = graph.try_clone()?;
    let clone_exec = clone.instantiate()?;
    let stream_for_graph = Stream::new(ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    for exec in [&exec, &clone_exec] {
        for _ in 0..ITERATIONS {
            exec.launch(&stream_for_graph)?;
        }
        stream_for_graph.synchronize()?;
    }
    let sums = sums.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let mut ok = sums.len() == 2 * ITERATIONS;
    if !ok {
        println!(
            "simple_cuda_graphs: [{how}] the host node ran {} times, not {}: WRONG",
            sums.len(),
            2 * ITERATIONS
        );
    }
    for (i, got) in sums.iter().enumerate() {
        let which = if i < ITERATIONS {
            "graph"
        } else {
            "cloned graph"
        };
        let error = (got - w.want).abs() / w.want;
        let good = error <= TOLERANCE;
        println!(
            "simple_cuda_graphs: [{how}] {which}, launch {}: sum {got:.6}, relative error {error:e}: \
             {}",
            i % ITERATIONS + 1,
            if good { "ok" } else { "WRONG" }
        );
        ok &= good;
    }
    Ok(ok)
}
