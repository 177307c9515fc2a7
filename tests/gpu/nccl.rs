//! NCCL: every collective and a send to itself with one rank on device 0 (results read back), a
//! captured all-reduce replayed with new inputs, a call on another stream ordered with the buffers'
//! other work, the refusals made before a call; and, with two GPUs, an all-reduce of two ranks in one
//! process (a group) and of two processes joined by a unique id. The two-GPU tests skip on one GPU
//! (with `CUDA_DRIVER_REQUIRE_PEERS=1`, as on a two-GPU machine, they fail instead).
//!
//! libnccl is found as `Nccl::load` finds it (`CUDA_NCCL_LIBRARY`, the loader's `libnccl.so.2`, pip
//! wheels), else beside the bundle (`.gpu/lib/libnccl.so.2`). Without it the tests are reported
//! ignored with the reason.

use cuda_driver::{Context, DeviceBuffer, Stream};
use cuda_nccl::{Communicator, Error, Group, Nccl, ReduceOp, UniqueId};

use super::{gpu, run_child, Failure, Gpu, TestResult};

/// The child role of the two-process test: rank 1, the id in [`ID_VAR`].
const RANK1: &str = "nccl-rank1";
/// The unique id's bytes, hex-encoded, for the rank-1 child.
const ID_VAR: &str = "CUDA_TESTS_NCCL_ID";

/// libnccl: the usual search, else the copy a bundle carries in `lib/` beside `bin/`.
fn load() -> Result<&'static Nccl, String> {
    let searched = match Nccl::load() {
        Ok(n) => return Ok(n),
        Err(e) => e,
    };
    let bundled = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.join("lib/libnccl.so.2")))
        .filter(|p| p.is_file());
    match bundled {
        Some(path) => Nccl::open(&path).map_err(|e| e.to_string()),
        None => Err(searched.to_string()),
    }
}

/// The GPU, libnccl and a one-rank communicator on device 0, or `None` after the line saying why the
/// test did not run.
fn setup(test: &str) -> Result<Option<(Gpu, Communicator)>, Failure> {
    let Some(g) = gpu(test) else {
        return Ok(None);
    };
    let nccl = match load() {
        Ok(n) => n,
        Err(e) => {
            super::harness::not_run(format_args!("{test}: no libnccl: {e}"));
            return Ok(None);
        }
    };
    let comm = Communicator::init_all_with(nccl, std::slice::from_ref(&g.ctx))?.remove(0);
    assert_eq!((comm.rank(), comm.count(), comm.device()), (0, 1, 0));
    Ok(Some((g, comm)))
}

fn ramp(n: usize) -> Vec<f32> {
    (0..n).map(|i| i as f32 * 0.5 - 7.0).collect()
}

fn one_rank_all_reduce_in_and_out_of_place_for_each_operator_and_type() -> TestResult {
    let Some((g, mut comm)) = setup("nccl::all_reduce")? else {
        return Ok(());
    };
    let x = ramp(4099);
    let send = DeviceBuffer::from_slice(&g.stream, &x)?;
    for op in [ReduceOp::Sum, ReduceOp::Prod, ReduceOp::Max, ReduceOp::Min, ReduceOp::Avg] {
        let mut recv = DeviceBuffer::<f32>::zeroed(&g.stream, x.len())?;
        comm.all_reduce(&send, &mut recv, op)?;
        // One rank: every reduction of one value is the value.
        assert_eq!(recv.to_vec()?, x, "{op:?}");
    }
    let ints: Vec<i32> = (0..1000).map(|i| i * 3 - 500).collect();
    let mut buf = DeviceBuffer::from_slice(&g.stream, &ints)?;
    comm.all_reduce_in_place(&mut buf, ReduceOp::Max)?;
    assert_eq!(buf.to_vec()?, ints);
    let doubles: Vec<f64> = (0..257).map(|i| f64::from(i) / 3.0).collect();
    let mut d = DeviceBuffer::from_slice(&g.stream, &doubles)?;
    comm.all_reduce_in_place_on(d.slice_mut(1..200)?, ReduceOp::Sum, &g.stream)?;
    assert_eq!(d.to_vec()?, doubles);
    comm.async_error()?;
    Ok(())
}

fn one_rank_broadcast_reduce_all_gather_and_reduce_scatter() -> TestResult {
    let Some((g, mut comm)) = setup("nccl::collectives")? else {
        return Ok(());
    };
    let x = ramp(1 << 16);
    let send = DeviceBuffer::from_slice(&g.stream, &x)?;
    let mut recv = DeviceBuffer::<f32>::zeroed(&g.stream, x.len())?;
    comm.broadcast(&send, &mut recv, 0)?;
    assert_eq!(recv.to_vec()?, x, "broadcast");
    let mut recv = DeviceBuffer::<f32>::zeroed(&g.stream, x.len())?;
    comm.reduce(&send, &mut recv, ReduceOp::Sum, 0)?;
    assert_eq!(recv.to_vec()?, x, "reduce");
    let mut recv = DeviceBuffer::<f32>::zeroed(&g.stream, x.len())?;
    comm.all_gather(&send, &mut recv)?;
    assert_eq!(recv.to_vec()?, x, "all_gather");
    let mut recv = DeviceBuffer::<f32>::zeroed(&g.stream, x.len())?;
    comm.reduce_scatter(&send, &mut recv, ReduceOp::Sum)?;
    assert_eq!(recv.to_vec()?, x, "reduce_scatter");
    let bytes: Vec<u8> = (0..=255).collect();
    let mut b = DeviceBuffer::from_slice(&g.stream, &bytes)?;
    comm.broadcast_in_place(&mut b, 0)?;
    assert_eq!(b.to_vec()?, bytes, "broadcast_in_place");
    comm.async_error()?;
    Ok(())
}

fn one_rank_sends_to_itself_in_a_group() -> TestResult {
    let Some((g, comm)) = setup("nccl::send_recv")? else {
        return Ok(());
    };
    let x: Vec<u64> = (0..5000).map(|i| i * i).collect();
    let send = DeviceBuffer::from_slice(&g.stream, &x)?;
    let mut recv = DeviceBuffer::<u64>::zeroed(&g.stream, x.len())?;
    let s = comm.stream();
    let mut group = Group::start(comm.library())?;
    group.send(&comm, &send, 0, &s)?;
    group.recv(&comm, &mut recv, 0, &s)?;
    group.end()?;
    assert_eq!(recv.to_vec()?, x);
    Ok(())
}

fn a_captured_all_reduce_reads_new_inputs_at_each_replay() -> TestResult {
    let Some((g, mut comm)) = setup("nccl::capture")? else {
        return Ok(());
    };
    let mut send = DeviceBuffer::from_slice(&g.stream, &[1.0f32; 1024])?;
    let mut recv = DeviceBuffer::<f32>::zeroed(&g.stream, 1024)?;
    let graph = g.ctx.capture(|s| {
        comm.all_reduce_on(&send, &mut recv, ReduceOp::Sum, s)
            .map_err(cuda_driver::Error::from)
    })?;
    assert_eq!(recv.to_vec()?, [0.0; 1024], "the capture ran the call");
    let exec = graph.instantiate()?;
    for round in 1..=3 {
        send.copy_from_host(&[round as f32; 1024])?;
        exec.launch(&g.stream)?;
        assert_eq!(recv.to_vec()?, [round as f32; 1024], "replay {round}");
    }
    drop(exec);
    drop(graph);
    comm.async_error()?;
    Ok(())
}

fn a_call_on_another_stream_is_ordered_with_the_buffers_other_work() -> TestResult {
    let Some((g, mut comm)) = setup("nccl::order")? else {
        return Ok(());
    };
    let other = g.ctx.stream()?;
    for round in 0..20u32 {
        let x: Vec<u32> = (0..(1 << 18)).map(|i| i ^ round).collect();
        // Written on the test's stream, reduced on `other`, read back on the buffers' home.
        let mut send = DeviceBuffer::<u32>::alloc(&g.stream, x.len())?;
        send.copy_from_host(&x)?;
        let mut recv = DeviceBuffer::<u32>::zeroed(&g.stream, x.len())?;
        comm.all_reduce_on(&send, &mut recv, ReduceOp::Sum, &other)?;
        assert_eq!(recv.to_vec()?, x, "round {round}");
    }
    Ok(())
}

fn counts_nccl_would_overrun_are_refused_before_the_call() -> TestResult {
    let Some((g, mut comm)) = setup("nccl::refusals")? else {
        return Ok(());
    };
    let refused = |r: Result<(), Error>, what: &str| match r {
        Err(Error::InvalidArgument(m)) => eprintln!("nccl: refused {what}: {m}"),
        other => panic!("{what}: expected InvalidArgument, got {other:?}"),
    };
    let a = DeviceBuffer::from_slice(&g.stream, &[1.0f32; 8])?;
    let mut b = DeviceBuffer::from_slice(&g.stream, &[7.0f32; 9])?;
    refused(comm.all_reduce(&a, &mut b, ReduceOp::Sum), "lengths 8 and 9");
    refused(comm.all_gather(&a, &mut b), "a receive buffer of 9 for 1 x 8");
    refused(comm.broadcast(&a, b.slice_mut(0..8)?, 1), "root 1 of 1 rank");
    let s = comm.stream();
    refused(comm.send_on(&a, 2, &s), "peer 2 of 1 rank");
    let other = Context::create(g.device, cuda_driver::sys::CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let theirs = Stream::new(&other, cuda_driver::sys::CUstream_flags::CU_STREAM_DEFAULT)?;
    refused(
        comm.all_reduce_on(&a, b.slice_mut(0..8)?, ReduceOp::Sum, &theirs),
        "a stream of another context",
    );
    assert_eq!(b.to_vec()?, [7.0; 9], "a refused call wrote");
    comm.async_error()?;
    Ok(())
}

fn two_ranks_in_one_process_all_reduce_in_a_group() -> TestResult {
    const TEST: &str = "two_ranks_in_one_process_all_reduce_in_a_group";
    let Some([(_, c0), (_, c1)]) = super::peer::two_gpus(TEST)? else {
        return Ok(());
    };
    let nccl = match load() {
        Ok(n) => n,
        Err(e) => {
            super::harness::not_run(format_args!("{TEST}: no libnccl: {e}"));
            return Ok(());
        }
    };
    let comms = Communicator::init_all_with(nccl, &[c0, c1])?;
    let streams: Vec<_> = comms.iter().map(|c| c.stream()).collect();
    let mut bufs = Vec::new();
    for (rank, s) in streams.iter().enumerate() {
        bufs.push(DeviceBuffer::from_slice(s, &vec![rank as f32 + 1.0; 1 << 20])?);
    }
    let mut group = Group::start(nccl)?;
    for ((comm, buf), s) in comms.iter().zip(&mut bufs).zip(&streams) {
        group.all_reduce_in_place(comm, buf, ReduceOp::Sum, s)?;
    }
    group.end()?;
    for (rank, buf) in bufs.iter().enumerate() {
        assert!(buf.to_vec()?.iter().all(|&v| v == 3.0), "rank {rank}");
    }
    Ok(())
}

/// Rank `rank` of two, joined by `id`, on device `rank`: an all-reduce of `rank + 1` everywhere,
/// which must give 3.
fn one_of_two_ranks(nccl: &'static Nccl, ctx: &Context, id: &UniqueId, rank: usize) -> TestResult {
    let mut comm = Communicator::init_rank_with(nccl, ctx, id, rank, 2, &Default::default())?;
    assert_eq!((comm.rank(), comm.count()), (rank, 2));
    let s = comm.stream();
    let mut buf = DeviceBuffer::from_slice(&s, &vec![rank as f32 + 1.0; 4096])?;
    comm.all_reduce_in_place(&mut buf, ReduceOp::Sum)?;
    assert!(buf.to_vec()?.iter().all(|&v| v == 3.0), "rank {rank}");
    comm.async_error()?;
    Ok(())
}

fn two_processes_all_reduce_through_a_unique_id() -> TestResult {
    const TEST: &str = "two_processes_all_reduce_through_a_unique_id";
    if super::child_role().as_deref() == Some(RANK1) {
        let nccl = load().map_err(Failure)?;
        let hex = std::env::var(ID_VAR).map_err(|e| Failure(format!("{ID_VAR}: {e}")))?;
        let mut bytes = [0u8; 128];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16)?;
        }
        let Some([_, (_, c1)]) = super::peer::two_gpus(TEST)? else {
            return Err(Failure("the rank-1 child found fewer than two GPUs".into()));
        };
        return one_of_two_ranks(nccl, &c1, &UniqueId::from_bytes(bytes), 1);
    }
    let Some([(_, c0), _]) = super::peer::two_gpus(TEST)? else {
        return Ok(());
    };
    let nccl = match load() {
        Ok(n) => n,
        Err(e) => {
            super::harness::not_run(format_args!("{TEST}: no libnccl: {e}"));
            return Ok(());
        }
    };
    let id = UniqueId::with_library(nccl)?;
    let hex: String = id.to_bytes().iter().map(|b| format!("{b:02x}")).collect();
    // Rank 1 in a child process, rank 0 on a thread here; each waits in its init until the other
    // joins. The child's result comes first: a child that failed leaves rank 0 waiting in its init,
    // and the thread is left to the process's end rather than waited for.
    let mine = std::thread::spawn(move || one_of_two_ranks(nccl, &c0, &id, 0));
    run_child(TEST, RANK1, &[(ID_VAR, &hex)])?;
    mine.join()
        .map_err(|_| Failure("rank 0's thread panicked".into()))?
}

tests![
    one_rank_all_reduce_in_and_out_of_place_for_each_operator_and_type,
    one_rank_broadcast_reduce_all_gather_and_reduce_scatter,
    one_rank_sends_to_itself_in_a_group,
    a_captured_all_reduce_reads_new_inputs_at_each_replay,
    a_call_on_another_stream_is_ordered_with_the_buffers_other_work,
    counts_nccl_would_overrun_are_refused_before_the_call,
    two_ranks_in_one_process_all_reduce_in_a_group,
    two_processes_all_reduce_through_a_unique_id,
];
