//! cuda-nccl's `Communicator` and `Group` against a stand-in libnccl made of Rust functions
//! (`nccl/stand_in.rs`), on the host-memory fake driver: what the safe layer hands NCCL and when,
//! without a GPU. Counts that do not fit the buffers are refused before NCCL is called; each call
//! names its element type and count; a group's calls run at its end, and while it is open the
//! thread's other NCCL calls are refused; errors keep NCCL's code (an unknown one too) and text, and
//! the asynchronous error is reported; the handle is destroyed once, after the last graph holding
//! it, or aborted.
#![cfg_attr(miri, allow(unused))]

mod common;
#[path = "nccl/stand_in.rs"]
mod stand_in;

use std::ffi::CString;

use common::{open, ONE_AT_A_TIME};
use cuda_driver::sys::{CUctx_flags, CUstream_flags};
use cuda_driver::{Context, DeviceBuffer, Stream};
use cuda_nccl::sys::ncclResult_t;
use cuda_nccl::{Communicator, Config, Error, Group, ReduceOp, UniqueId};
use fake_drivers as fake;
use stand_in::{stand_in, take, ASYNC, CONFIG, FAIL_NEXT};

/// One communicator of the stand-in on the fake's primary context.
fn one(ctx: &Context) -> Communicator {
    let mut comms =
        Communicator::init_all_with(stand_in(22707), std::slice::from_ref(ctx)).unwrap();
    take();
    comms.remove(0)
}

/// The calls' names since the last `take`, without the runs.
fn names() -> Vec<&'static str> {
    take().into_iter().map(|e| e.0).collect()
}

fn refusal(r: Result<(), Error>) -> String {
    match r {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn each_collective_names_its_type_count_and_stream_and_moves_the_data() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut comm = one(&ctx);
    assert_eq!((comm.rank(), comm.count(), comm.device()), (0, 1, 0));
    let own = comm.stream().raw().into_raw().addr();
    let a = DeviceBuffer::from_slice(&home, &[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    let mut b = DeviceBuffer::<f32>::zeroed(&home, 4).unwrap();
    comm.all_reduce(&a, &mut b, ReduceOp::Sum).unwrap();
    // ncclFloat32 is 7: the type comes from the buffers' Rust type.
    assert_eq!(take(), [("all_reduce", own, 4, 7), ("run", 0, 16, 0)]);
    assert_eq!(b.to_vec().unwrap(), [1.0, 2.0, 3.0, 4.0]);

    let mut i = DeviceBuffer::from_slice(&home, &[5i32, 6]).unwrap();
    comm.all_reduce_in_place_on(&mut i, ReduceOp::Max, &home)
        .unwrap();
    let h = home.raw().into_raw().addr();
    assert_eq!(
        take()[..2],
        [("all_reduce", h, 2, 2), ("in_place", 0, 0, 0)]
    );

    let d = DeviceBuffer::from_slice(&home, &[9.0f64; 3]).unwrap();
    let mut e = DeviceBuffer::<f64>::zeroed(&home, 3).unwrap();
    comm.broadcast(&d, &mut e, 0).unwrap();
    assert_eq!(names(), ["root", "broadcast", "run"]);
    assert_eq!(e.to_vec().unwrap(), [9.0; 3]);

    // One rank: the gathered and the scattered blocks are the whole buffers.
    let g = DeviceBuffer::from_slice(&home, &[1u64, 2]).unwrap();
    let mut h2 = DeviceBuffer::<u64>::zeroed(&home, 2).unwrap();
    comm.all_gather(&g, &mut h2).unwrap();
    assert_eq!(take()[0], ("all_gather", own, 2, 5));
    assert_eq!(h2.to_vec().unwrap(), [1, 2]);
    let mut r = DeviceBuffer::<u64>::zeroed(&home, 2).unwrap();
    comm.reduce_scatter(&g, &mut r, ReduceOp::Sum).unwrap();
    assert_eq!(take()[0], ("reduce_scatter", own, 2, 5));
    assert_eq!(r.to_vec().unwrap(), [1, 2]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn counts_that_do_not_fit_the_buffers_are_refused_before_nccl_is_called() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut comm = one(&ctx);
    let a = DeviceBuffer::from_slice(&home, &[1.0f32; 4]).unwrap();
    let mut b = DeviceBuffer::from_slice(&home, &[7.0f32; 5]).unwrap();
    let m = refusal(comm.all_reduce(&a, &mut b, ReduceOp::Sum));
    assert!(m.contains("4 elements") && m.contains("5"), "{m}");
    let m = refusal(comm.broadcast(&a, b.slice_mut(0..4).unwrap(), 1));
    assert!(m.contains("root 1") && m.contains("1 ranks"), "{m}");
    let m = refusal(comm.all_gather(&a, &mut b));
    assert!(m.contains("need 4"), "{m}");
    let m = refusal(comm.reduce_scatter(&a, b.slice_mut(0..2).unwrap(), ReduceOp::Sum));
    assert!(m.contains("need 2"), "{m}");
    let s = comm.stream();
    let m = refusal(comm.send_on(&a, 1, &s));
    assert!(m.contains("peer 1"), "{m}");
    let m = refusal(comm.recv_on(&mut b, 3, &s));
    assert!(m.contains("peer 3"), "{m}");
    assert!(take().is_empty(), "a refused call reached NCCL");
    assert_eq!(b.to_vec().unwrap(), [7.0; 5], "a refused call wrote");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_group_notes_every_call_and_runs_them_at_its_end() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let comm = one(&ctx);
    let nccl = comm.library();
    let s = comm.stream();
    let a = DeviceBuffer::from_slice(&home, &[3u8, 4, 5]).unwrap();
    let mut b = DeviceBuffer::<u8>::zeroed(&home, 3).unwrap();
    let mut c = DeviceBuffer::<u8>::zeroed(&home, 3).unwrap();
    let mut group = Group::start(nccl).unwrap();
    group.send(&comm, &a, 0, &s).unwrap();
    group.recv(&comm, &mut b, 0, &s).unwrap();
    group
        .all_reduce(&comm, &a, &mut c, ReduceOp::Sum, &s)
        .unwrap();
    assert_eq!(
        names(),
        ["group_start", "send", "recv", "all_reduce"],
        "a call ran before the group's end"
    );
    group.end().unwrap();
    assert_eq!(names(), ["group_end", "run", "run"]);
    assert_eq!(
        b.to_vec().unwrap(),
        [3, 4, 5],
        "the receive did not get the send"
    );
    assert_eq!(c.to_vec().unwrap(), [3, 4, 5]);
    // Dropped without `end`, a group ends all the same.
    {
        let mut group = Group::start(nccl).unwrap();
        group
            .all_reduce_in_place(&comm, &mut c, ReduceOp::Sum, &s)
            .unwrap();
    }
    assert_eq!(
        names(),
        ["group_start", "all_reduce", "in_place", "group_end", "run"]
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn while_a_group_is_open_plain_calls_second_groups_and_second_streams_are_refused() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let comm = one(&ctx);
    let mut other = one(&ctx);
    let third = one(&ctx);
    let nccl = comm.library();
    let s = comm.stream();
    let mut a = DeviceBuffer::<f32>::zeroed(&home, 2).unwrap();
    let mut b = DeviceBuffer::<f32>::zeroed(&home, 2).unwrap();
    let mut group = Group::start(nccl).unwrap();
    let m = refusal(Group::start(nccl).map(drop));
    assert!(m.contains("open on this thread already"), "{m}");
    let m = refusal(other.all_reduce_in_place(&mut b, ReduceOp::Sum));
    assert!(m.contains("Group is open"), "{m}");
    group
        .all_reduce_in_place(&comm, &mut a, ReduceOp::Sum, &s)
        .unwrap();
    let m = refusal(group.all_reduce_in_place(&comm, &mut b, ReduceOp::Sum, &home));
    assert!(m.contains("another stream"), "{m}");
    // NCCL would make communicators at the group's end, and count a destruction in the group.
    let m = refusal(Communicator::init_all_with(nccl, std::slice::from_ref(&ctx)).map(drop));
    assert!(m.contains("Group is open"), "{m}");
    stand_in::ENDED_ON.lock().unwrap().clear();
    take();
    drop(third);
    cuda_driver::wait_for_releases();
    assert_eq!(names(), ["destroy"]);
    let on = stand_in::ENDED_ON.lock().unwrap().clone();
    assert_eq!(on.len(), 1);
    assert_ne!(
        on[0],
        std::thread::current().id(),
        "destroyed inside this thread's group"
    );
    group.end().unwrap();
    take();
    // Ended: the plain calls work again.
    other.all_reduce_in_place(&mut b, ReduceOp::Sum).unwrap();
    assert_eq!(names(), ["all_reduce", "in_place", "run"]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn errors_keep_ncclcodes_unknown_ones_included_and_nccl_text() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut comm = one(&ctx);
    let mut a = DeviceBuffer::<f32>::zeroed(&home, 2).unwrap();
    *FAIL_NEXT.lock().unwrap() = Some(ncclResult_t::from_raw(42));
    let Err(Error::Nccl(e)) = comm.all_reduce_in_place(&mut a, ReduceOp::Sum) else {
        panic!("the stand-in's failure was lost")
    };
    assert_eq!(e.call(), "ncclAllReduce");
    assert_eq!(e.code().map(|c| c.raw()), Some(42));
    assert_eq!(e.code().and_then(|c| c.name()), None);
    assert_eq!(e.detail(), Some("stand-in: refused with 42"));
    let text = e.to_string();
    assert!(
        text.contains("unknown ncclResult_t 42") && text.contains("stand-in"),
        "{text}"
    );
    // The asynchronous error: NCCL's code, as the error of `ncclCommGetAsyncError`.
    ASYNC.lock().unwrap().push(ncclResult_t::ncclRemoteError);
    let Err(Error::Nccl(e)) = comm.async_error() else {
        panic!("the asynchronous error was not reported")
    };
    assert_eq!(e.call(), "ncclCommGetAsyncError");
    assert_eq!(e.code(), Some(ncclResult_t::ncclRemoteError));
    comm.async_error().unwrap();
    // What the library lacks is the missing-function error naming it.
    let mut b = DeviceBuffer::<f32>::zeroed(&home, 2).unwrap();
    let Err(Error::Nccl(e)) = comm.reduce(&a, &mut b, ReduceOp::Sum, 0) else {
        panic!("the stand-in has no ncclReduce")
    };
    assert!(e.is_missing() && e.call() == "ncclReduce", "{e}");
    take();
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn in_progress_is_waited_out_inside_the_call() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut comm = one(&ctx);
    let mut a = DeviceBuffer::<f32>::zeroed(&home, 2).unwrap();
    *FAIL_NEXT.lock().unwrap() = Some(ncclResult_t::ncclInProgress);
    ASYNC
        .lock()
        .unwrap()
        .extend([ncclResult_t::ncclInProgress; 2]);
    comm.all_reduce_in_place(&mut a, ReduceOp::Sum).unwrap();
    let polls: Vec<i64> = take()
        .into_iter()
        .filter(|e| e.0 == "async")
        .map(|e| e.3)
        .collect();
    assert_eq!(
        polls,
        [7, 7, 0],
        "the call returned before NCCL reported it queued"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_handle_is_destroyed_once_after_the_last_graph_and_abort_aborts() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let before = stand_in::live();
    let mut comm = one(&ctx);
    assert_eq!(stand_in::live(), before + 1);
    let mut a = DeviceBuffer::<f32>::zeroed(&home, 2).unwrap();
    let graph = ctx
        .capture(|s| {
            comm.all_reduce_in_place_on(&mut a, ReduceOp::Sum, s)
                .map_err(cuda_driver::Error::from)
        })
        .unwrap();
    drop(comm);
    assert_eq!(
        stand_in::live(),
        before + 1,
        "destroyed while a graph holds it"
    );
    drop(graph);
    assert_eq!(stand_in::live(), before, "not destroyed after the graph");
    assert_eq!(names().iter().filter(|n| **n == "destroy").count(), 1);
    let comm = one(&ctx);
    comm.abort();
    assert_eq!(names(), ["abort"]);
    assert_eq!(stand_in::live(), before);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn init_rank_hands_nccl_its_versions_layout_blocking() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, _home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let id = UniqueId::from_bytes([7; 128]);
    assert_eq!(id.to_bytes(), [7; 128]);
    let config = Config {
        min_ctas: Some(2),
        comm_name: Some(CString::new("test").unwrap()),
        ..Config::default()
    };
    for (version, size) in [(22707, 72), (23203, 120)] {
        let comm =
            Communicator::init_rank_with(stand_in(version), &ctx, &id, 0, 1, &config).unwrap();
        let seen = CONFIG.lock().unwrap().take().unwrap();
        assert_eq!(seen, (size, 0xcafe_beef, version, 1, 2), "NCCL {version}");
        drop(comm);
    }
    let m =
        refusal(Communicator::init_rank_with(stand_in(22707), &ctx, &id, 1, 1, &config).map(drop));
    assert!(m.contains("rank 1 of 1"), "{m}");
    take();
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_context_that_is_not_primary_and_a_stream_of_another_context_are_refused() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let created = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let m = refusal(
        Communicator::init_all_with(stand_in(22707), std::slice::from_ref(&created)).map(drop),
    );
    assert!(m.contains("not the device's primary context"), "{m}");
    let mut comm = one(&ctx);
    let there = Stream::new(&created, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut a = DeviceBuffer::<f32>::zeroed(&home, 2).unwrap();
    let m = refusal(comm.all_reduce_in_place_on(&mut a, ReduceOp::Sum, &there));
    assert!(m.contains("another context"), "{m}");
    assert!(take().is_empty());
}
