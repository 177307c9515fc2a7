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

/// Random memsets, copies between views of three buffers (two views of one buffer among them) and
/// child graphs, each added with no `deps`: every node must be reachable, through the graph's edges,
/// from each earlier node it conflicts with (a read after the last write; a write after it and every
/// read since), as if the graph were a stream. Then six more in a clone: each after every node the
/// clone had, and after each other by the rule.
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn random_nodes_over_three_buffers_are_ordered_by_the_rule() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let mut bufs: Vec<DeviceBuffer<u32>> = (0..3)
        .map(|_| DeviceBuffer::from_slice(&stream, &[0u32; 8]).unwrap())
        .collect();
    for round in 0..12u64 {
        let mut graph = Graph::new(&ctx).unwrap();
        // Each node with the buffers it uses: (buffer, writes).
        let mut added: Vec<(GraphNode, Vec<(usize, bool)>)> = Vec::new();
        let mut seed = 0x2545_F491_4F6C_DD1Du64.wrapping_mul(round + 1);
        // The fake holds 32 nodes a graph, 8 dependencies a node.
        for _ in 0..24 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            added.push(add_random(&ctx, &mut graph, &mut bufs, seed));
        }
        check_rule(&graph.edges().unwrap(), &added, round);
        // A clone knows nothing of its nodes' buffers: its new nodes are ordered after every node
        // it had, and among themselves by the rule.
        let mut clone = graph.try_clone().unwrap();
        let old = clone.nodes().unwrap();
        let mut more = Vec::new();
        for _ in 0..6 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            more.push(add_random(&ctx, &mut clone, &mut bufs, seed));
        }
        let edges = clone.edges().unwrap();
        check_rule(&edges, &more, round);
        for buf in 0..3 {
            let Some((first, _)) = more.iter().find(|(_, u)| u.iter().any(|(b, _)| *b == buf))
            else {
                continue;
            };
            for (n, o) in old.iter().enumerate() {
                assert!(
                    reaches(&edges, *o, *first),
                    "round {round}: the clone's first new node over buffer {buf} is not after old node {n}"
                );
            }
        }
    }
}

/// Adds a random node to `graph` with no `deps`: a memset, a copy between two buffers or within one,
/// or a child graph with a memset; returns it with the buffers it uses, (buffer, writes).
fn add_random(
    ctx: &cuda_driver::Context,
    graph: &mut Graph,
    bufs: &mut [DeviceBuffer<u32>],
    seed: u64,
) -> (GraphNode, Vec<(usize, bool)>) {
    let (i, j) = ((seed >> 33) as usize % 3, (seed >> 40) as usize % 3);
    match (seed >> 50) % 4 {
        0 => (
            graph.add_memset_d8(&[], &mut bufs[i], 1).unwrap(),
            vec![(i, true)],
        ),
        1 | 2 if i != j => {
            let (dst, src) = two(bufs, j, i);
            (
                graph.add_copy(&[], dst, src).unwrap(),
                vec![(i, false), (j, true)],
            )
        }
        1 | 2 => {
            // Low half into high half of one buffer: a read and a write of it, one write.
            let (low, high) = bufs[i].split_at_mut(4).unwrap();
            (graph.add_copy(&[], high, &low).unwrap(), vec![(i, true)])
        }
        _ => {
            let mut child = Graph::new(ctx).unwrap();
            child.add_memset_d8(&[], &mut bufs[i], 3).unwrap();
            (graph.add_child(&[], &child).unwrap(), vec![(i, true)])
        }
    }
}

/// Whether `to` is reachable from `from` through `edges`.
fn reaches(edges: &[(GraphNode, GraphNode)], from: GraphNode, to: GraphNode) -> bool {
    let (mut todo, mut seen) = (vec![from], vec![from]);
    while let Some(n) = todo.pop() {
        for &(a, b) in edges {
            if a == n && !seen.contains(&b) {
                if b == to {
                    return true;
                }
                seen.push(b);
                todo.push(b);
            }
        }
    }
    false
}

/// Asserts that each node of `added` is reachable from every earlier one it conflicts with.
fn check_rule(
    edges: &[(GraphNode, GraphNode)],
    added: &[(GraphNode, Vec<(usize, bool)>)],
    round: u64,
) {
    for (later, (node, uses)) in added.iter().enumerate() {
        for (buf, writes) in uses {
            // The earlier nodes it conflicts with, back to the last write of the buffer.
            for (earlier, (prev, theirs)) in added[..later].iter().enumerate().rev() {
                let Some(&(_, wrote)) = theirs.iter().find(|(b, _)| b == buf) else {
                    continue;
                };
                if *writes || wrote {
                    assert!(
                        reaches(edges, *prev, *node),
                        "round {round}: node {later} over buffer {buf} is not after node {earlier}"
                    );
                }
                if wrote {
                    break;
                }
            }
        }
    }
}

/// `&mut v[a]` and `&v[b]`, `a != b`.
fn two<T>(v: &mut [T], a: usize, b: usize) -> (&mut T, &T) {
    if a < b {
        let (x, y) = v.split_at_mut(b);
        (&mut x[a], &y[0])
    } else {
        let (x, y) = v.split_at_mut(a);
        (&mut y[0], &x[b])
    }
}
