//! Graphs built by hand (`Graph::new` and its `add_*` nodes): a kernel, memset, copy and host-node
//! graph replayed with a checked result; a copy from host bytes; clone; in-place update of an
//! executable; a child graph; event nodes; memory nodes.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use cuda_driver::{Graph, GraphNode};

use super::*;
use fixtures::expect_all;

/// Adds an `add_one` node over the first `n` elements of `buf` after `deps`.
fn add_one_node(
    graph: &mut Graph,
    deps: &[GraphNode],
    f: &Function<'_>,
    buf: &mut DeviceBuffer<u32>,
    n: u32,
) -> Result<GraphNode, Error> {
    assert!(n as usize <= buf.len());
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes `n` elements of `buf`.
    unsafe {
        graph.add_kernel(
            deps,
            f,
            LaunchConfig::for_elements(n, BLOCK),
            (&mut *buf, n),
        )
    }
}

/// memset(a, 3) -> add_one(a) twice -> copy(out <- a) -> host node, replayed: `out` is 5 after each
/// replay, and the host node has run once per replay, after the copy.
fn a_hand_built_graph_replays_with_a_checked_result() -> TestResult {
    with_kernel!("a_hand_built_graph_replays_with_a_checked_result", gpu, module, f = ADD_ONE, "add_one");
    let n: u32 = (1 << 18) + 3;
    let mut a = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let mut out = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let runs = Arc::new(AtomicUsize::new(0));
    let mut graph = Graph::new(&gpu.ctx)?;
    let set = graph.add_memset_d32(&[], &mut a, 3)?;
    let k1 = add_one_node(&mut graph, &[set], &f, &mut a, n)?;
    let k2 = add_one_node(&mut graph, &[k1], &f, &mut a, n)?;
    let copy = graph.add_copy(&[k2], &mut out, &a)?;
    let seen = Arc::clone(&runs);
    graph.add_host_fn(&[copy], move || {
        seen.fetch_add(1, Ordering::SeqCst);
    })?;
    if graph.node_count()? != 5 || graph.edges()?.len() != 4 {
        return Err(Failure(format!(
            "{} nodes and {} edges, not 5 and 4",
            graph.node_count()?,
            graph.edges()?.len()
        )));
    }
    // The graph holds the buffers and the module: the user's values may go.
    drop(a);
    drop(module);
    let exec = graph.instantiate()?;
    exec.upload(&gpu.stream)?;
    let replays = 5;
    for _ in 0..replays {
        exec.launch(&gpu.stream)?;
    }
    gpu.stream.synchronize()?;
    expect_all(&out.to_vec()?, 5, "out")?;
    if runs.load(Ordering::SeqCst) != replays {
        return Err(Failure(format!(
            "the host node ran {} times in {replays} replays",
            runs.load(Ordering::SeqCst)
        )));
    }
    Ok(())
}

/// A copy from host bytes (kept by the graph), a kernel and a copy back into another buffer: the bytes
/// as they were when the node was added, plus one, at every replay.
fn a_host_copy_node_replays_the_bytes_it_was_given() -> TestResult {
    with_kernel!("a_host_copy_node_replays_the_bytes_it_was_given", gpu, module, f = ADD_ONE, "add_one");
    const N: usize = 1 << 16;
    let mut host: Vec<u32> = (0..N as u32).collect();
    let mut a = DeviceBuffer::<u32>::zeroed(&gpu.stream, N)?;
    let mut out = DeviceBuffer::<u32>::zeroed(&gpu.stream, N)?;
    let mut graph = Graph::new(&gpu.ctx)?;
    let copy_in = graph.add_copy_from_host(&[], &mut a, &host)?;
    let k = add_one_node(&mut graph, &[copy_in], &f, &mut a, N as u32)?;
    graph.add_copy(&[k], &mut out, &a)?;
    host.fill(0);
    let exec = graph.instantiate()?;
    for _ in 0..3 {
        exec.launch(&gpu.stream)?;
    }
    let got = out.to_vec()?;
    if let Some(i) = (0..N).find(|&i| got[i] != i as u32 + 1) {
        return Err(Failure(format!("out[{i}] is {}, not {}", got[i], i + 1)));
    }
    Ok(())
}

/// A clone runs the same work after the original and the buffer are gone.
fn a_clone_holds_what_the_original_holds() -> TestResult {
    with_kernel!("a_clone_holds_what_the_original_holds", gpu, module, f = ADD_ONE, "add_one");
    let n: u32 = 4096;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let mut out = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let mut graph = Graph::new(&gpu.ctx)?;
    let k = add_one_node(&mut graph, &[], &f, &mut buf, n)?;
    graph.add_copy(&[k], &mut out, &buf)?;
    let clone = graph.try_clone()?;
    drop(graph);
    drop(buf);
    let exec = clone.instantiate()?;
    drop(clone);
    for _ in 0..3 {
        exec.launch(&gpu.stream)?;
    }
    expect_all(&out.to_vec()?, 3, "out")?;
    Ok(())
}

/// An executable updated with a graph of the same shape on other buffers runs the new work.
fn an_executable_updated_in_place_runs_the_new_graph() -> TestResult {
    with_kernel!("an_executable_updated_in_place_runs_the_new_graph", gpu, module, f = ADD_ONE, "add_one");
    let n: u32 = 1 << 16;
    let mut first = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let mut second = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let build = |buf: &mut DeviceBuffer<u32>, value: u32| -> Result<Graph, Error> {
        let mut g = Graph::new(&gpu.ctx)?;
        let set = g.add_memset_d32(&[], &mut *buf, value)?;
        add_one_node(&mut g, &[set], &f, buf, n)?;
        Ok(g)
    };
    let old = build(&mut first, 10)?;
    let new = build(&mut second, 20)?;
    let mut exec = old.instantiate()?;
    exec.launch(&gpu.stream)?;
    drop(old);
    exec.update(&new)?;
    drop(new);
    exec.launch(&gpu.stream)?;
    expect_all(&first.to_vec()?, 11, "first")?;
    expect_all(&second.to_vec()?, 21, "second")?;
    Ok(())
}

/// A child graph, run twice inside its parent after the parent's memset.
fn a_child_graph_runs_inside_its_parent() -> TestResult {
    with_kernel!("a_child_graph_runs_inside_its_parent", gpu, module, f = ADD_ONE, "add_one");
    let n: u32 = 1 << 16;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let mut child = Graph::new(&gpu.ctx)?;
    add_one_node(&mut child, &[], &f, &mut buf, n)?;
    let mut parent = Graph::new(&gpu.ctx)?;
    let set = parent.add_memset_d32(&[], &mut buf, 100)?;
    let once = parent.add_child(&[set], &child)?;
    parent.add_child(&[once], &child)?;
    drop(child);
    let exec = parent.instantiate()?;
    exec.launch(&gpu.stream)?;
    expect_all(&buf.to_vec()?, 102, "buf")?;
    Ok(())
}

/// A graph records an event after its kernel; another stream waits for the event and copies the
/// result; a second graph waits on the event before its own kernel.
fn event_nodes_order_work_across_graphs_and_streams() -> TestResult {
    with_kernel!("event_nodes_order_work_across_graphs_and_streams", gpu, module, f = ADD_ONE, "add_one");
    let n: u32 = 1 << 16;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let event = Arc::new(Event::new(
        &gpu.ctx,
        CUevent_flags::CU_EVENT_DISABLE_TIMING,
    )?);
    let mut producer = Graph::new(&gpu.ctx)?;
    let k = add_one_node(&mut producer, &[], &f, &mut buf, n)?;
    producer.add_event_record(&[k], &event)?;
    let mut consumer = Graph::new(&gpu.ctx)?;
    let wait = consumer.add_event_wait(&[], &event)?;
    add_one_node(&mut consumer, &[wait], &f, &mut buf, n)?;
    let (p, c) = (producer.instantiate()?, consumer.instantiate()?);
    drop((producer, consumer));
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    p.launch(&gpu.stream)?;
    c.launch(&other)?;
    event.synchronize()?;
    expect_all(&buf.to_vec()?, 2, "buf")?;
    Ok(())
}

/// An allocation node's memory between two kernels of one launch: c = a + a into the graph's memory,
/// then out = c + a, so `out` is three times `a` at every replay.
fn graph_memory_lives_between_its_allocation_and_free_nodes() -> TestResult {
    with_kernel!("graph_memory_lives_between_its_allocation_and_free_nodes", gpu, module, add = VECTOR_ADD, "vector_add");
    const N: usize = 1 << 16;
    let host: Vec<f32> = (0..N).map(|i| i as f32).collect();
    let a = DeviceBuffer::from_slice(&gpu.stream, &host)?;
    let mut out = DeviceBuffer::<f32>::zeroed(&gpu.stream, N)?;
    let config = LaunchConfig::for_elements(N as u32, BLOCK);
    let mut graph = Graph::new(&gpu.ctx)?;
    let tmp = graph.add_mem_alloc(&[], N * size_of::<f32>())?;
    // SAFETY: `vector_add(const float *a, const float *b, float *c, unsigned n)`; `c` is the graph's
    // allocation of N floats, written by this node, which runs after the allocation node and before
    // the free node (added below after the second kernel).
    let first = unsafe {
        graph.add_kernel(
            &[tmp.node()],
            &add,
            config,
            (&a, &a, tmp.address(), N as u32),
        )
    }?;
    // SAFETY: as above; the allocation is read (after the first kernel) and `out` written.
    let second = unsafe {
        graph.add_kernel(
            &[first],
            &add,
            config,
            (tmp.address(), &a, &mut out, N as u32),
        )
    }?;
    graph.add_mem_free(&[second], tmp)?;
    let exec = graph.instantiate()?;
    for _ in 0..3 {
        exec.launch(&gpu.stream)?;
    }
    let got = out.to_vec()?;
    if let Some(i) = (0..N).find(|&i| got[i] != 3.0 * i as f32) {
        return Err(Failure(format!("out[{i}] is {}, not {}", got[i], 3 * i)));
    }
    Ok(())
}

/// add_one(a) -> copy a to the host -> host node, in a graph and its clone instantiated apart and
/// launched alternately on two streams: each launch's host node sees the whole buffer at one value,
/// one more than the launch before (the two executables' launches are ordered through the buffer
/// they hold, so no copy overwrites the host memory while a host node reads it).
fn a_copy_to_host_node_hands_its_host_node_each_launch_s_values() -> TestResult {
    with_kernel!("a_copy_to_host_node_hands_its_host_node_each_launch_s_values", gpu, module, f = ADD_ONE, "add_one");
    let n: u32 = 1 << 20;
    let mut a = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    // What each host node saw: the buffer's one value, or a note of the first element that differed.
    let seen = Arc::new(std::sync::Mutex::new(Vec::<Result<u32, String>>::new()));
    let mut graph = Graph::new(&gpu.ctx)?;
    let kernel = add_one_node(&mut graph, &[], &f, &mut a, n)?;
    let record = Arc::clone(&seen);
    graph.add_copy_to_host_fn(&[kernel], &a, move |v: &[u32]| {
        let got = match first_not(v, v[0]) {
            None => Ok(v[0]),
            Some((i, x)) => Err(format!("element 0 is {} and element {i} is {x}", v[0])),
        };
        record.lock().unwrap_or_else(|e| e.into_inner()).push(got);
    })?;
    let exec = graph.instantiate()?;
    let clone_exec = graph.try_clone()?.instantiate()?;
    drop(graph);
    drop(a);
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let launches = rounds(40, 10) as u32;
    for i in 0..launches {
        if i % 2 == 0 {
            exec.launch(&gpu.stream)?;
        } else {
            clone_exec.launch(&other)?;
        }
    }
    gpu.stream.synchronize()?;
    other.synchronize()?;
    let seen = seen.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let expected: Vec<Result<u32, String>> = (1..=launches).map(Ok).collect();
    if seen != expected {
        return Err(Failure(format!(
            "the host nodes saw {seen:?}, not 1..={launches} in order"
        )));
    }
    Ok(())
}

tests![
    a_hand_built_graph_replays_with_a_checked_result,
    a_host_copy_node_replays_the_bytes_it_was_given,
    a_clone_holds_what_the_original_holds,
    an_executable_updated_in_place_runs_the_new_graph,
    a_child_graph_runs_inside_its_parent,
    event_nodes_order_work_across_graphs_and_streams,
    graph_memory_lives_between_its_allocation_and_free_nodes,
    a_copy_to_host_node_hands_its_host_node_each_launch_s_values,
];
