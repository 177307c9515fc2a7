//! A hand-built graph orders its nodes over one buffer as a stream would, whatever `deps` says: a
//! read after the last write (memset → copy), a write after the reads since (copy → memset), two reads
//! side by side; a clone, which does not know its nodes' buffers, orders a new node after all of them.

use cuda_driver::{DeviceBuffer, Graph, GraphNode};

use super::{open, ONE_AT_A_TIME};

/// Whether `to` has an edge from `from`.
fn has(edges: &[(GraphNode, GraphNode)], from: GraphNode, to: GraphNode) -> bool {
    edges.contains(&(from, to))
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn nodes_over_one_buffer_get_the_edges_of_the_rule_beside_their_deps() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let mut x = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut a = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut b = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut graph = Graph::new(&ctx).unwrap();
    // No node names another: the rule alone orders them.
    let set = graph.add_memset_d8(&[], &mut x, 1).unwrap();
    let copy_a = graph.add_copy(&[], &mut a, &x).unwrap();
    let copy_b = graph.add_copy(&[], &mut b, &x).unwrap();
    let reset = graph.add_memset_d8(&[], &mut x, 2).unwrap();
    let edges = graph.edges().unwrap();
    assert!(has(&edges, set, copy_a), "memset → copy (write → read)");
    assert!(has(&edges, set, copy_b), "memset → second copy");
    assert!(has(&edges, copy_a, reset), "copy → memset (read → write)");
    assert!(has(&edges, copy_b, reset), "second copy → memset");
    assert!(has(&edges, set, reset), "write → write");
    assert!(
        !has(&edges, copy_a, copy_b) && !has(&edges, copy_b, copy_a),
        "two reads are ordered against each other: {edges:?}"
    );
    assert_eq!(edges.len(), 5, "{edges:?}");
    let exec = graph.instantiate().unwrap();
    exec.launch(&stream).unwrap();
    stream.synchronize().unwrap();
    assert_eq!(a.to_vec().unwrap(), [0x0101_0101; 4]);
    assert_eq!(b.to_vec().unwrap(), [0x0101_0101; 4]);
    assert_eq!(x.to_vec().unwrap(), [0x0202_0202; 4]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn deps_the_caller_names_stay_and_are_not_doubled() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let mut x = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut y = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut graph = Graph::new(&ctx).unwrap();
    let set_x = graph.add_memset_d8(&[], &mut x, 1).unwrap();
    let set_y = graph.add_memset_d8(&[], &mut y, 3).unwrap();
    // Named and required: one edge. Named only (y is not used): kept.
    let copy = graph.add_copy(&[set_x, set_y], &mut y, &x).unwrap();
    let edges = graph.edges().unwrap();
    assert_eq!(edges, [(set_x, copy), (set_y, copy)]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_clone_orders_a_new_node_over_a_held_buffer_after_every_node_without_dependents() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let mut x = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut y = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let mut graph = Graph::new(&ctx).unwrap();
    graph.add_memset_d8(&[], &mut x, 1).unwrap();
    graph.add_memset_d8(&[], &mut y, 1).unwrap();
    let mut clone = graph.try_clone().unwrap();
    let leaves = clone.nodes().unwrap();
    assert_eq!(leaves.len(), 2);
    let mut z = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    let copy = clone.add_copy(&[], &mut y, &x).unwrap();
    // A second read of `x`: still after the node that wrote it, which the clone does not know.
    let again = clone.add_copy(&[], &mut z, &x).unwrap();
    let edges = clone.edges().unwrap();
    for leaf in &leaves {
        assert!(has(&edges, *leaf, copy), "{edges:?}");
        assert!(has(&edges, *leaf, again), "{edges:?}");
    }
    assert!(!has(&edges, copy, again), "{edges:?}");
}
