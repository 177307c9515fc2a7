//! The peer-access registry's counts, without a driver.

use super::Peers;
use crate::sys::CUcontext;
use std::cell::Cell;

#[test]
fn a_failed_disable_keeps_the_access_enabled_unheld_and_the_next_last_holder_retries() {
    let peer = CUcontext::from_native_handle(0x40);
    let (enables, disables) = (Cell::new(0), Cell::new(0));
    let enable = || -> Result<(), ()> {
        enables.set(enables.get() + 1);
        Ok(())
    };
    let mut peers = Peers::default();
    peers.hold(peer, enable).unwrap();
    peers.hold(peer, enable).unwrap();
    assert_eq!(enables.get(), 1, "enabled once for two holders");
    // Not the last holder: nothing to disable.
    peers.let_go(peer, || Err(())).unwrap();
    assert!(peers.has(peer));
    // The last holder's wait fails: the access stays enabled, held by nobody.
    assert_eq!(peers.let_go(peer, || Err(())), Err(()));
    assert!(!peers.has(peer), "no holder: no launch may rely on it");
    // The next holder finds it enabled (no second enable), and its end disables it.
    peers.hold(peer, enable).unwrap();
    assert_eq!(
        enables.get(),
        1,
        "enabled again while the driver has it enabled"
    );
    peers
        .let_go(peer, || {
            disables.set(disables.get() + 1);
            Ok::<(), ()>(())
        })
        .unwrap();
    assert_eq!(disables.get(), 1);
    // Disabled: the next holder enables again.
    peers.hold(peer, enable).unwrap();
    assert_eq!(enables.get(), 2);
}
