//! Graphs built by hand, against the fake 13.0 driver of `c/host_memory.c`, whose graphs
//! (`c/host_graphs.h`) record their nodes and run them in order at each launch, on its host-memory
//! buffers: nodes and their dependencies, counts and edges; what a graph holds (buffers, closures,
//! events, children) outlives the user's values until the graph, its clones and its executables are
//! gone; host nodes run once per launch and their panics come back from the stream; a node of another
//! graph is refused; an executable is updated in place. `to_host` holds the copies into host memory
//! read by a host node, `exec_end` what an executable waits for before it goes.
#![cfg_attr(miri, allow(unused))]

#[path = "../common/mod.rs"]
mod common;
mod exec_end;
mod modes;
mod to_host;

use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use common::{refusal, symbol, ONE_AT_A_TIME};
use cuda_driver::sys::{CUctx_flags, CUevent_flags, CUstream_flags};
use cuda_driver::{
    Context, DeviceBuffer, Driver, Error, Event, Graph, GraphNode, LaunchConfig, ManagedBuffer,
    Module, Stream,
};
use fake_drivers as fake;

/// The fake loaded and initialised, its primary context and a stream of it; the caller holds
/// `ONE_AT_A_TIME` (the fake's counts are process-wide).
fn open() -> Option<(Context, Stream)> {
    common::open(fake::HOST_MEMORY_13)
}

/// One of the fake's counters beyond cuda.h (`int (void)`), by name, to read again and again.
fn counter(driver: &Driver, name: &std::ffi::CStr) -> impl Fn() -> i32 {
    // SAFETY: the fake hands out `int f(void)` under these names.
    let f = unsafe {
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn() -> c_int>(symbol(driver, name))
    };
    // SAFETY: no arguments; the fake's count.
    move || unsafe { f() }
}

/// A kernel node of `graph`, after `deps`, running `module`'s `add_one(unsigned*, unsigned)` (the
/// fake's, which every module it loads has) over the 4 elements of `buf`.
fn add_one_node(
    graph: &mut Graph,
    deps: &[GraphNode],
    module: &Module,
    buf: &mut DeviceBuffer<u32>,
) -> GraphNode {
    let add_one = module.function("add_one").unwrap();
    let config = LaunchConfig::for_elements(4, 32);
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes the buffer's 4 elements.
    unsafe { graph.add_kernel(deps, &add_one, config, (buf, 4u32)) }.unwrap()
}

/// The fake's `fakeStreamsBusy`: `cuStreamQuery` answers `CUDA_ERROR_NOT_READY` while set.
fn streams_busy(driver: &Driver) -> impl Fn(c_int) {
    let pfn = symbol(driver, c"fakeStreamsBusy");
    // SAFETY: the fake hands out `void f(int)` under this name.
    let f = unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn(c_int)>(pfn) };
    // SAFETY: sets a flag of the fake.
    move |busy| unsafe { f(busy) }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn nodes_run_in_dependency_order_at_every_launch_and_edges_are_reported() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let add_one = module.function("add_one").unwrap();
    let mut work = DeviceBuffer::from_slice(&stream, &[100u32; 8]).unwrap();
    let mut out = DeviceBuffer::from_slice(&stream, &[0u32; 8]).unwrap();
    let runs = Arc::new(AtomicUsize::new(0));
    let mut graph = Graph::new(&ctx).unwrap();
    let set = graph.add_memset_d32(&[], &mut work, 41).unwrap();
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes the buffer's 8 elements.
    let kernel = unsafe {
        graph.add_kernel(
            &[set],
            &add_one,
            LaunchConfig::for_elements(8, 32),
            (&mut work, 8u32),
        )
    }
    .unwrap();
    let copy = graph.add_copy(&[kernel], &mut out, &work).unwrap();
    let seen = Arc::clone(&runs);
    let join = graph.add_empty(&[kernel, copy]).unwrap();
    let host = graph
        .add_host_fn(&[join], move || {
            seen.fetch_add(1, Ordering::SeqCst);
        })
        .unwrap();
    assert_eq!(graph.node_count().unwrap(), 5);
    assert_eq!(graph.nodes().unwrap(), [set, kernel, copy, join, host]);
    assert_eq!(
        graph.edges().unwrap(),
        [
            (set, kernel),
            (kernel, copy),
            (kernel, join),
            (copy, join),
            (join, host)
        ]
    );

    let exec = graph.instantiate().unwrap();
    exec.upload(&stream).unwrap();
    for launch in 1..=3 {
        exec.launch(&stream).unwrap();
        stream.synchronize().unwrap();
        assert_eq!(out.to_vec().unwrap(), [42u32; 8], "launch {launch}");
        assert_eq!(runs.load(Ordering::SeqCst), launch);
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_node_of_another_graph_is_refused_and_adds_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let mut buf = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut first = Graph::new(&ctx).unwrap();
    let theirs = first.add_memset_d32(&[], &mut buf, 1).unwrap();
    let mut second = Graph::new(&ctx).unwrap();
    let ours = second.add_memset_d32(&[], &mut buf, 2).unwrap();
    let m = refusal(second.add_memset_d32(&[ours, theirs], &mut buf, 3));
    assert!(m.contains("dependency 1 is a node of another graph"), "{m}");
    let m = refusal(second.add_host_fn(&[theirs], || {}));
    assert!(m.contains("another graph"), "{m}");
    assert_eq!(second.node_count().unwrap(), 1);
    // A clone's nodes are not the original's.
    let clone = first.try_clone().unwrap();
    assert_eq!(clone.node_count().unwrap(), 1);
    assert_ne!(clone.nodes().unwrap(), [theirs]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn bad_arguments_are_refused_before_the_driver() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let add_one = module.function("add_one").unwrap();
    let mut buf = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let short = DeviceBuffer::from_slice(&stream, &[0u32; 3]).unwrap();
    let mut bytes = DeviceBuffer::from_slice(&stream, &[0u8; 6]).unwrap();
    let mut graph = Graph::new(&ctx).unwrap();
    // SAFETY: refused before anything runs.
    let m = refusal(unsafe {
        graph.add_kernel(
            &[],
            &add_one,
            LaunchConfig::for_elements(4, 32),
            (&mut buf,),
        )
    });
    assert!(m.contains("the kernel takes 2 parameters, 1 given"), "{m}");
    let m = refusal(graph.add_copy(&[], &mut buf, &short));
    assert!(m.contains("4 elements and the source 3"), "{m}");
    let m = refusal(graph.add_memset_d32(&[], &mut bytes, 0));
    assert!(m.contains("multiples of 4 bytes"), "{m}");
    assert_eq!(graph.node_count().unwrap(), 0);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_buffer_dropped_while_its_graph_lives_is_freed_after_the_graph_and_its_executables() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let live = counter(ctx.driver(), c"fakeLiveAllocations");
    let graphs = counter(ctx.driver(), c"fakeLiveGraphs");
    let (allocations, graphs_before) = (live(), graphs());
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let mut buf = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut graph = Graph::new(&ctx).unwrap();
    add_one_node(&mut graph, &[], &module, &mut buf);
    drop(buf);
    drop(module);
    assert_eq!(live(), allocations + 1, "freed while the graph holds it");
    let clone = graph.try_clone().unwrap();
    drop(graph);
    let exec = clone.instantiate().unwrap();
    drop(clone);
    assert_eq!(
        live(),
        allocations + 1,
        "freed while the executable holds it"
    );
    // The kernel still finds its buffer (the fake answers a freed one with ILLEGAL_ADDRESS).
    exec.launch(&stream).unwrap();
    exec.launch(&stream).unwrap();
    stream.synchronize().unwrap();
    drop(exec);
    assert_eq!(live(), allocations, "not freed after the last holder");
    assert_eq!(graphs(), graphs_before, "a graph or executable was leaked");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_host_node_runs_once_per_launch_and_its_panics_come_back_from_the_stream() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let calls = Arc::new(Mutex::new(Vec::new()));
    let seen = Arc::clone(&calls);
    let inner_ctx = ctx.clone();
    let mut graph = Graph::new(&ctx).unwrap();
    let first = graph
        .add_host_fn(&[], move || {
            // No CUDA inside: the safe layer refuses it.
            let refused = inner_ctx.bind().is_err();
            seen.lock().unwrap().push(refused);
        })
        .unwrap();
    graph.add_host_fn(&[first], || panic!("node")).unwrap();
    let exec = graph.instantiate().unwrap();
    exec.launch(&stream).unwrap();
    exec.launch(&stream).unwrap();
    assert_eq!(*calls.lock().unwrap(), [true, true]);
    assert_eq!(
        stream.synchronize(),
        Err(Error::HostFnPanicked {
            message: "node".into(),
            count: 2
        })
    );
    assert_eq!(stream.synchronize(), Ok(()), "reported twice");
    // A child's host node reports through its parent's launches.
    let mut parent = Graph::new(&ctx).unwrap();
    parent.add_child(&[], &graph).unwrap();
    drop(graph);
    let exec = parent.instantiate().unwrap();
    exec.launch(&stream).unwrap();
    assert!(matches!(
        stream.query(),
        Err(Error::HostFnPanicked { message, count: 1 }) if message == "node"
    ));
    assert_eq!(calls.lock().unwrap().len(), 3);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_child_graph_runs_inside_its_parent_which_holds_what_it_holds() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let live = counter(ctx.driver(), c"fakeLiveAllocations");
    let allocations = live();
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let mut buf = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut child = Graph::new(&ctx).unwrap();
    add_one_node(&mut child, &[], &module, &mut buf);
    let mut parent = Graph::new(&ctx).unwrap();
    let set = parent.add_memset_d32(&[], &mut buf, 10).unwrap();
    let run = parent.add_child(&[set], &child).unwrap();
    parent.add_child(&[run], &child).unwrap();
    drop(child);
    assert_eq!(parent.node_count().unwrap(), 3);
    let exec = parent.instantiate().unwrap();
    exec.launch(&stream).unwrap();
    assert_eq!(buf.to_vec().unwrap(), [12u32; 4]);
    drop(buf);
    drop(parent);
    exec.launch(&stream).unwrap();
    assert_eq!(live(), allocations + 1);
    drop(exec);
    assert_eq!(live(), allocations);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn event_nodes_hold_their_events() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let event = Arc::new(Event::new(&ctx, CUevent_flags::CU_EVENT_DISABLE_TIMING).unwrap());
    let mut graph = Graph::new(&ctx).unwrap();
    let record = graph.add_event_record(&[], &event).unwrap();
    graph.add_event_wait(&[record], &event).unwrap();
    assert_eq!(Arc::strong_count(&event), 3);
    let clone = graph.try_clone().unwrap();
    assert_eq!(Arc::strong_count(&event), 5);
    drop(graph);
    let exec = clone.instantiate().unwrap();
    drop(clone);
    exec.launch(&stream).unwrap();
    stream.synchronize().unwrap();
    assert_eq!(Arc::strong_count(&event), 3);
    drop(exec);
    assert_eq!(Arc::strong_count(&event), 1);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_update_runs_the_new_graph_and_keeps_the_old_holds_while_earlier_launches_may_run() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let live = counter(ctx.driver(), c"fakeLiveAllocations");
    let allocations = live();
    let mut old_buf = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut new_buf = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut old = Graph::new(&ctx).unwrap();
    old.add_memset_d32(&[], &mut old_buf, 5).unwrap();
    let mut new = Graph::new(&ctx).unwrap();
    new.add_memset_d32(&[], &mut new_buf, 9).unwrap();
    let mut exec = old.instantiate().unwrap();
    exec.launch(&stream).unwrap();
    drop(old);
    drop(old_buf);
    // While the launch stream still has work, the old graph's holds stay.
    let busy = streams_busy(ctx.driver());
    busy(1);
    exec.update(&new).unwrap();
    exec.launch(&stream).unwrap();
    assert_eq!(new_buf.to_vec().unwrap(), [9u32; 4]);
    drop(new_buf);
    assert_eq!(live(), allocations + 2, "the old or new buffer was freed");
    // An update made once the stream is idle lets go of them.
    busy(0);
    exec.update(&new).unwrap();
    drop(new);
    assert_eq!(
        live(),
        allocations + 1,
        "the old buffer outlived an idle update"
    );

    // Another shape is refused, and the executable still runs what it ran.
    let mut other = Graph::new(&ctx).unwrap();
    other.add_host_fn(&[], || {}).unwrap();
    let a = other.add_host_fn(&[], || {}).unwrap();
    other.add_host_fn(&[a], || {}).unwrap();
    assert!(exec.update(&other).is_err());
    exec.launch(&stream).unwrap();
    stream.synchronize().unwrap();
    drop(exec);
    assert_eq!(live(), allocations);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn updating_and_launching_in_a_loop_lets_go_of_what_finished_launches_ran() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let live = counter(ctx.driver(), c"fakeLiveAllocations");
    let busy = streams_busy(ctx.driver());
    let allocations = live();
    // A graph setting a fresh buffer, dropped at once: only the graph (then the executable) holds it.
    let fresh_graph = || {
        let mut buf = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
        let mut graph = Graph::new(&ctx).unwrap();
        graph.add_memset_d32(&[], &mut buf, 3).unwrap();
        graph
    };
    let mut exec = fresh_graph().instantiate().unwrap();
    exec.launch(&stream).unwrap();
    // Every launch still queued: each update keeps what the executable ran before.
    busy(1);
    for _ in 0..5 {
        exec.update(&fresh_graph()).unwrap();
        exec.launch(&stream).unwrap();
    }
    assert_eq!(
        live(),
        allocations + 6,
        "a buffer a queued launch may use was freed"
    );
    // The launches so far have run and newer work is queued: the next update lets go of every buffer
    // but the one the last launch ran and the one it now runs.
    busy(2);
    exec.update(&fresh_graph()).unwrap();
    assert_eq!(
        live(),
        allocations + 2,
        "buffers of finished launches were kept"
    );
    busy(0);
    exec.update(&fresh_graph()).unwrap();
    assert_eq!(
        live(),
        allocations + 1,
        "an idle update kept the old buffers"
    );
    drop(exec);
    assert_eq!(live(), allocations);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn memory_of_another_context_or_that_the_host_reaches_is_refused() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let add_one = module.function("add_one").unwrap();
    let mut managed = ManagedBuffer::<u32>::from_slice(&stream, &[0; 4]).unwrap();
    let mut graph = Graph::new(&ctx).unwrap();
    // SAFETY: refused before anything runs.
    let m = refusal(unsafe {
        graph.add_kernel(
            &[],
            &add_one,
            LaunchConfig::for_elements(4, 32),
            (&mut managed, 4u32),
        )
    });
    assert!(
        m.contains("managed, mapped or registered host memory"),
        "{m}"
    );

    let other = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let other_stream = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut theirs = DeviceBuffer::from_slice(&other_stream, &[0u32; 4]).unwrap();
    let m = refusal(graph.add_memset_d32(&[], &mut theirs, 1));
    assert!(m.contains("another context than the graph's"), "{m}");
    let mut child = Graph::new(&other).unwrap();
    child.add_memset_d32(&[], &mut theirs, 1).unwrap();
    let m = refusal(graph.add_child(&[], &child));
    assert!(m.contains("another context"), "{m}");
    let other_module = Module::from_ptx(&other, "any image").unwrap();
    let their_fn = other_module.function("add_one").unwrap();
    let mut ours = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    // SAFETY: refused before anything runs.
    let m = refusal(unsafe {
        graph.add_kernel(
            &[],
            &their_fn,
            LaunchConfig::for_elements(4, 32),
            (&mut ours, 4u32),
        )
    });
    assert!(m.contains("another context"), "{m}");
    assert_eq!(graph.node_count().unwrap(), 0);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_copy_from_the_host_copies_the_bytes_as_they_were_when_added() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let mut host: Vec<u32> = (0..16).collect();
    let mut buf = DeviceBuffer::from_slice(&stream, &[0u32; 16]).unwrap();
    let live = counter(ctx.driver(), c"fakeLiveAllocations");
    let allocations = live();
    let mut graph = Graph::new(&ctx).unwrap();
    let copy = graph.add_copy_from_host(&[], &mut buf, &host).unwrap();
    assert_eq!(live(), allocations + 1, "no pinned copy of the bytes");
    let m = refusal(graph.add_copy_from_host(&[copy], &mut buf, &host[..3]));
    assert!(m.contains("16 elements and the source 3"), "{m}");
    host.fill(99);
    drop(host);
    let exec = graph.instantiate().unwrap();
    drop(graph);
    buf.memset_d32(7).unwrap();
    exec.launch(&stream).unwrap();
    assert_eq!(buf.to_vec().unwrap(), (0..16).collect::<Vec<u32>>());
    drop(exec);
    assert_eq!(live(), allocations, "the pinned copy outlived its graph");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn memory_nodes_pair_an_allocation_with_its_free_before_instantiation() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let add_one = module.function("add_one").unwrap();
    let mut graph = Graph::new(&ctx).unwrap();
    assert!(graph.add_mem_alloc(&[], 0).is_err());
    let alloc = graph.add_mem_alloc(&[], 64).unwrap();
    assert_eq!(alloc.byte_len(), 64);
    // SAFETY: `add_one(unsigned*, unsigned)`; the kernel runs after the allocation node and before its
    // free node (added below after it), on 16 of the allocation's 64 bytes.
    let kernel = unsafe {
        graph.add_kernel(
            &[alloc.node()],
            &add_one,
            LaunchConfig::for_elements(16, 32),
            (alloc.address(), 16u32),
        )
    }
    .unwrap();
    let m = refusal(graph.instantiate());
    assert!(
        m.contains("1 allocation node(s) without their free node"),
        "{m}"
    );
    let mut parent = Graph::new(&ctx).unwrap();
    let m = refusal(parent.add_child(&[], &graph));
    assert!(m.contains("without their free node"), "{m}");
    let unrelated = graph.add_empty(&[]).unwrap();
    let mut other = Graph::new(&ctx).unwrap();
    let theirs = other.add_mem_alloc(&[], 8).unwrap();
    let m = refusal(graph.add_mem_free(&[kernel], theirs));
    assert!(m.contains("an allocation of another graph"), "{m}");
    // Not after its allocation node: refused, and the allocation is gone with the error.
    let m = refusal(graph.add_mem_free(&[unrelated], alloc));
    assert!(m.contains("must come after its allocation node"), "{m}");
    assert!(graph.instantiate().is_err());

    let mut graph = Graph::new(&ctx).unwrap();
    let alloc = graph.add_mem_alloc(&[], 64).unwrap();
    // SAFETY: as above.
    let kernel = unsafe {
        graph.add_kernel(
            &[alloc.node()],
            &add_one,
            LaunchConfig::for_elements(16, 32),
            (alloc.address(), 16u32),
        )
    }
    .unwrap();
    let free = graph.add_mem_free(&[kernel], alloc).unwrap();
    assert_eq!(graph.edges().unwrap().last(), Some(&(kernel, free)));
    let exec = graph.instantiate().unwrap();
    exec.launch(&stream).unwrap();
    exec.launch(&stream).unwrap();
    stream.synchronize().unwrap();
}
