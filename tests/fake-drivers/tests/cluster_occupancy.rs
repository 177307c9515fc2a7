//! Cluster occupancy against the host-memory fake (`c/host_library.h`): the typed configuration
//! reaches the driver as a `CUlaunchConfig` (grid, block, shared memory, the cluster attribute), the
//! answers come back as counts, and a configuration the driver would refuse is refused first, with
//! the numbers, without asking it.
#![cfg_attr(miri, allow(unused))]

mod common;

use std::ffi::c_void;

use common::{open, refusal, symbol, ONE_AT_A_TIME};
use cuda_driver::sys::{CUclusterSchedulingPolicy, CUresult};
use cuda_driver::{Driver, LaunchAttribute, LaunchConfig, Library, Module};
use fake_drivers as fake;

/// The fake's record of the last query: grid, block, shared memory, attribute count, cluster.
fn last_query(driver: &Driver) -> [u32; 11] {
    let f = symbol(driver, c"fakeLastClusterQuery");
    // SAFETY: the fake hands out `void fake_last_cluster_query(unsigned out[11])` under this name.
    let f = unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn(*mut u32)>(f) };
    let mut out = [0u32; 11];
    // SAFETY: `out` holds the 11 words the function writes.
    unsafe { f(out.as_mut_ptr()) };
    out
}

const CONFIG: LaunchConfig = LaunchConfig {
    grid: (16, 2, 1),
    block: (128, 1, 1),
    shared_mem_bytes: 1024,
};

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_typed_configuration_reaches_the_driver_and_the_answers_come_back() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, _stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let f = module.function("add_one").unwrap();
    assert_eq!(f.max_potential_cluster_size(&CONFIG, &[]).unwrap(), 8);
    assert_eq!(last_query(driver), [16, 2, 1, 128, 1, 1, 1024, 0, 0, 0, 0]);
    let attributes = [
        LaunchAttribute::ClusterDimension(4, 2, 1),
        LaunchAttribute::ClusterSchedulingPolicy(
            CUclusterSchedulingPolicy::CU_CLUSTER_SCHEDULING_POLICY_SPREAD,
        ),
    ];
    assert_eq!(
        f.max_active_clusters(&CONFIG, &attributes).unwrap(),
        132 / 8
    );
    assert_eq!(last_query(driver), [16, 2, 1, 128, 1, 1, 1024, 2, 4, 2, 1]);
    // A library kernel's function answers the same way.
    let library = Library::from_ptx(driver, "any image").unwrap();
    let kernel = library.kernel("add_one").unwrap();
    let g = kernel.function(&ctx).unwrap();
    let pair = [LaunchAttribute::ClusterDimension(2, 1, 1)];
    assert_eq!(g.max_active_clusters(&CONFIG, &pair).unwrap(), 66);
    // No cluster shape: the driver's own error.
    let e = f.max_active_clusters(&CONFIG, &[]).unwrap_err();
    assert_eq!(e.code(), Some(CUresult::CUDA_ERROR_INVALID_CLUSTER_SIZE));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_configuration_the_driver_would_refuse_is_refused_first() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, _stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let f = module.function("add_one").unwrap();
    f.max_potential_cluster_size(&CONFIG, &[]).unwrap();
    let before = last_query(driver);
    let three = [LaunchAttribute::ClusterDimension(3, 1, 1)];
    let m = refusal(f.max_active_clusters(&CONFIG, &three));
    assert_eq!(
        m,
        "max_active_clusters: a grid of (16, 2, 1) blocks is not a whole number of (3, 1, 1) clusters"
    );
    let empty = LaunchConfig {
        block: (0, 1, 1),
        ..CONFIG
    };
    let m = refusal(f.max_potential_cluster_size(&empty, &[]));
    assert!(m.ends_with("is empty"), "{m}");
    assert_eq!(
        last_query(driver),
        before,
        "a refused query reached the driver"
    );
}
