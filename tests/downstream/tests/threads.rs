//! `#[cuda_struct(send, sync)]` crosses threads when what it hands out may (under Miri in CI: no race).

use downstream_author::{Pair, SharedList};

fn send_and_sync<T: Send + Sync>() {}

#[test]
fn a_send_sync_list_of_sync_elements_is_send_and_sync() {
    send_and_sync::<SharedList<'static>>();
}

#[test]
fn a_shared_list_is_read_from_two_threads() {
    let pairs: Vec<Pair> = (0..8u32)
        .map(|i| Pair::new().with_first(i).with_second_value(i as f32))
        .collect();
    let list = SharedList::new().with_pairs(&pairs).unwrap();
    let sum = |l: &SharedList<'_>| l.pairs().iter().map(Pair::first).sum::<u32>();
    let (here, there) = std::thread::scope(|s| {
        let there = s.spawn(|| sum(&list));
        (sum(&list), there.join().unwrap())
    });
    assert_eq!((here, there), (28, 28));
    // Moved to another thread, it still sees the same slice.
    let moved = std::thread::scope(|s| s.spawn(move || list.count()).join().unwrap());
    assert_eq!(moved, 8);
}
