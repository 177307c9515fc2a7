//! `Graph::add_copy_to_host_fn`: the host node sees what its launch copied, at every launch and in
//! every executable; the pair's memory is the graph's alone, so a graph may hold a pair once.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use cuda_driver::{DeviceBuffer, Graph, Module};

use super::{add_one_node, counter, open, refusal, ONE_AT_A_TIME};

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_host_node_reads_what_its_launch_copied() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let live = counter(ctx.driver(), c"fakeLiveAllocations");
    let allocations = live();
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let mut work = DeviceBuffer::from_slice(&stream, &[10u32, 20, 30, 40]).unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let mut graph = Graph::new(&ctx).unwrap();
    let kernel = add_one_node(&mut graph, &[], &module, &mut work);
    let record = Arc::clone(&seen);
    let host = graph
        .add_copy_to_host_fn(&[kernel], work.slice(1..3).unwrap(), move |v: &[u32]| {
            record.lock().unwrap().push(v.to_vec());
        })
        .unwrap();
    // The copy node and the host node.
    assert_eq!(graph.node_count().unwrap(), 3);
    assert_eq!(graph.nodes().unwrap()[2], host);
    let exec = graph.instantiate().unwrap();
    let clone_exec = graph.try_clone().unwrap().instantiate().unwrap();
    drop(graph);
    drop(work);
    for _ in 0..2 {
        exec.launch(&stream).unwrap();
        clone_exec.launch(&stream).unwrap();
    }
    stream.synchronize().unwrap();
    let expected: Vec<Vec<u32>> = (1..=4).map(|n| vec![20 + n, 30 + n]).collect();
    assert_eq!(*seen.lock().unwrap(), expected);
    // The buffer and the two pinned landings (the graph's, shared by its clone) go with the last
    // executable.
    drop(exec);
    assert!(
        live() > allocations,
        "the buffer went before the clone's executable"
    );
    drop(clone_exec);
    assert_eq!(live(), allocations);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_graph_holds_a_pair_once() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let buf = DeviceBuffer::from_slice(&stream, &[7u32; 4]).unwrap();
    let runs = Arc::new(AtomicUsize::new(0));
    let count = Arc::clone(&runs);
    let mut child = Graph::new(&ctx).unwrap();
    child
        .add_copy_to_host_fn(&[], &buf, move |v: &[u32]| {
            assert_eq!(v, [7; 4]);
            count.fetch_add(1, Ordering::SeqCst);
        })
        .unwrap();

    let mut parent = Graph::new(&ctx).unwrap();
    parent.add_child(&[], &child).unwrap();
    // A second copy of the same pair, as the child again or through a clone, could run at once with
    // the first: refused, and nothing added.
    let m = refusal(parent.add_child(&[], &child));
    assert!(m.contains("already holds"), "{m}");
    let m = refusal(parent.add_child(&[], &child.try_clone().unwrap()));
    assert!(m.contains("already holds"), "{m}");
    let mut clone = child.try_clone().unwrap();
    let m = refusal(clone.add_child(&[], &child));
    assert!(m.contains("already holds"), "{m}");
    assert_eq!(parent.node_count().unwrap(), 1);
    // A graph with a pair of its own is fine.
    let mut other = Graph::new(&ctx).unwrap();
    other
        .add_copy_to_host_fn(&[], &buf, |_: &[u32]| {})
        .unwrap();
    parent.add_child(&[], &other).unwrap();
    parent.instantiate().unwrap().launch(&stream).unwrap();
    stream.synchronize().unwrap();
    assert_eq!(runs.load(Ordering::SeqCst), 1);

    let m = refusal(child.add_copy_to_host_fn(&[], buf.slice(2..2).unwrap(), |_: &[u32]| {}));
    assert!(m.contains("empty"), "{m}");
    assert_eq!(child.node_count().unwrap(), 2);
}
