// Issue 33: a kernel in another memory-synchronisation domain is ordered with kernels of the default
// domain only at system scope, which NVIDIA does not promise stream order gives. The domain attributes
// are relaxed ones now, passed only to the `unsafe` `launch_relaxed`.
use cuda_driver::sys::CUlaunchMemSyncDomain;
use cuda_driver::LaunchAttribute;

fn in_the_remote_domain() -> LaunchAttribute {
    LaunchAttribute::MemSyncDomain(CUlaunchMemSyncDomain::CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE)
}

fn main() {}
