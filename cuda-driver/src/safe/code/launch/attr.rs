//! Launch attributes, typed. [`LaunchAttribute`] holds those that change how a kernel is scheduled but
//! not what it may touch or when: [`Function::launch_ex`](crate::Function::launch_ex) takes them.
//! [`RelaxedAttribute`] holds the three that relax stream order or name an event the kernel triggers:
//! only the `unsafe` [`Function::launch_relaxed`](crate::Function::launch_relaxed) takes them, with the
//! ordering its caller promises. See NVIDIA's
//! [`CUlaunchAttributeID`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html).

use crate::sys::{
    CUaccessPolicyWindow, CUaccessProperty, CUclusterSchedulingPolicy, CUdeviceptr,
    CUlaunchAttribute, CUlaunchAttributeID as Id, CUlaunchAttributeValue,
    CUlaunchAttributeValue_clusterDim, CUlaunchAttributeValue_launchCompletionEvent,
    CUlaunchAttributeValue_preferredClusterDim, CUlaunchAttributeValue_programmaticEvent,
    CUlaunchMemSyncDomain, CUlaunchMemSyncDomainMap,
};
use crate::Event;

/// A launch attribute that keeps stream order and names no handle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LaunchAttribute {
    /// Thread blocks per cluster in x, y, z (`CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION`; compute
    /// capability 9.0 and later).
    ClusterDimension(u32, u32, u32),
    /// The cluster shape the driver should prefer where the device has room for it, falling back to
    /// [`ClusterDimension`](Self::ClusterDimension) (`CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION`).
    PreferredClusterDimension(u32, u32, u32),
    /// How clusters are spread over the GPU (`CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE`).
    ClusterSchedulingPolicy(CUclusterSchedulingPolicy),
    /// The launch's priority, as a stream's (`CU_LAUNCH_ATTRIBUTE_PRIORITY`).
    Priority(i32),
    /// Whether every block must be resident at once, so that the kernel may synchronise its whole grid
    /// (`CU_LAUNCH_ATTRIBUTE_COOPERATIVE`); a grid too large for that is refused by the driver.
    Cooperative(bool),
    /// The share of each multiprocessor's on-chip memory to set aside as shared memory, in percent
    /// (`CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT`).
    SharedMemoryCarveout(u32),
    /// A hint for the L2 cache: which part of an address range should persist there
    /// (`CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW`). The address is never dereferenced by the
    /// attribute itself.
    AccessPolicyWindow {
        /// The start of the range.
        base: CUdeviceptr,
        /// Its length in bytes.
        bytes: usize,
        /// The fraction of accesses in the range that get `hit`.
        hit_ratio: f32,
        /// The property of those accesses.
        hit: CUaccessProperty,
        /// The property of the rest.
        miss: CUaccessProperty,
    },
}

/// A launch attribute that relaxes stream order or names an event the kernel triggers; see
/// [`Function::launch_relaxed`](crate::Function::launch_relaxed) for what its caller promises.
#[derive(Clone, Copy, Debug)]
pub enum RelaxedAttribute<'e> {
    /// Lets the kernel start before the kernel queued ahead of it on the stream has finished: the
    /// earlier kernel's `griddepcontrol.launch_dependents` (`cudaTriggerProgrammaticLaunchCompletion`)
    /// may release it early, and this kernel's `griddepcontrol.wait`
    /// (`cudaGridDependencySynchronize`) waits for the earlier one's memory
    /// (`CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION`).
    ProgrammaticStreamSerialization,
    /// An event of the stream's context that the kernel triggers when every block has triggered (or,
    /// with `trigger_at_block_start`, started) (`CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT`). Work waiting
    /// on it may start before the kernel finishes.
    ProgrammaticEvent {
        /// The event; it must be created with `CU_EVENT_DISABLE_TIMING`.
        event: &'e Event,
        /// Trigger as each block starts rather than when it triggers.
        trigger_at_block_start: bool,
    },
    /// An event of the stream's context that completes when every block of the kernel has exited,
    /// before the kernel's memory flush (`CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT`).
    LaunchCompletionEvent(&'e Event),
    /// The memory-synchronisation domain the kernel's memory operations and fences belong to
    /// (`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN`). Relaxed, not plain: NVIDIA documents kernels of
    /// different domains as "system-scope distanced" (a GPU-scope synchronisation does not order
    /// their memory), and does not say that the order between two kernels of one stream, or the
    /// event waits this crate orders buffers with, is wider than that.
    MemSyncDomain(CUlaunchMemSyncDomain),
    /// Which domain the default and the remote logical domains map to
    /// (`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`); relaxed for the reason
    /// [`MemSyncDomain`](Self::MemSyncDomain) is.
    MemSyncDomainMap {
        /// The domain of the default logical domain.
        default: u8,
        /// The domain of the remote logical domain.
        remote: u8,
    },
}

impl LaunchAttribute {
    /// The C attribute.
    ///
    /// ```no_run
    /// use cuda_driver::LaunchAttribute;
    /// let raw = LaunchAttribute::Priority(-1).raw(); // a sys::CUlaunchAttribute, for foreign code
    /// ```
    pub fn raw(&self) -> CUlaunchAttribute {
        let value = CUlaunchAttributeValue::new();
        let (id, value) = match *self {
            LaunchAttribute::ClusterDimension(x, y, z) => (
                Id::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION,
                value.with_cluster_dim(
                    CUlaunchAttributeValue_clusterDim::new()
                        .with_x(x)
                        .with_y(y)
                        .with_z(z),
                ),
            ),
            LaunchAttribute::PreferredClusterDimension(x, y, z) => (
                Id::CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION,
                value.with_preferred_cluster_dim(
                    CUlaunchAttributeValue_preferredClusterDim::new()
                        .with_x(x)
                        .with_y(y)
                        .with_z(z),
                ),
            ),
            LaunchAttribute::ClusterSchedulingPolicy(policy) => (
                Id::CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE,
                value.with_cluster_scheduling_policy_preference(policy),
            ),
            LaunchAttribute::Priority(priority) => (
                Id::CU_LAUNCH_ATTRIBUTE_PRIORITY,
                value.with_priority(priority),
            ),
            LaunchAttribute::Cooperative(on) => (
                Id::CU_LAUNCH_ATTRIBUTE_COOPERATIVE,
                value.with_cooperative(i32::from(on)),
            ),
            LaunchAttribute::SharedMemoryCarveout(percent) => (
                Id::CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT,
                value.with_shared_mem_carveout(percent),
            ),
            LaunchAttribute::AccessPolicyWindow {
                base,
                bytes,
                hit_ratio,
                hit,
                miss,
            } => (
                Id::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW,
                value.with_access_policy_window(
                    CUaccessPolicyWindow::new()
                        .with_base_ptr(std::ptr::without_provenance_mut(base.native_handle()))
                        .with_num_bytes(bytes)
                        .with_hit_ratio(hit_ratio)
                        .with_hit_prop(hit)
                        .with_miss_prop(miss),
                ),
            ),
        };
        CUlaunchAttribute::new().with_id(id).with_value(value)
    }
}

impl RelaxedAttribute<'_> {
    /// The C attribute.
    ///
    /// ```no_run
    /// use cuda_driver::RelaxedAttribute;
    /// let raw = RelaxedAttribute::ProgrammaticStreamSerialization.raw(); // a sys::CUlaunchAttribute
    /// ```
    pub fn raw(&self) -> CUlaunchAttribute {
        let value = CUlaunchAttributeValue::new();
        let (id, value) = match *self {
            RelaxedAttribute::ProgrammaticStreamSerialization => (
                Id::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION,
                value.with_programmatic_stream_serialization_allowed(1),
            ),
            RelaxedAttribute::ProgrammaticEvent {
                event,
                trigger_at_block_start,
            } => (
                Id::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT,
                value.with_programmatic_event(
                    CUlaunchAttributeValue_programmaticEvent::new()
                        .with_event(event.raw())
                        .with_trigger_at_block_start(i32::from(trigger_at_block_start)),
                ),
            ),
            RelaxedAttribute::LaunchCompletionEvent(event) => (
                Id::CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT,
                value.with_launch_completion_event(
                    CUlaunchAttributeValue_launchCompletionEvent::new().with_event(event.raw()),
                ),
            ),
            RelaxedAttribute::MemSyncDomain(domain) => (
                Id::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN,
                value.with_mem_sync_domain(domain),
            ),
            RelaxedAttribute::MemSyncDomainMap { default, remote } => (
                Id::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP,
                value.with_mem_sync_domain_map(
                    CUlaunchMemSyncDomainMap::new()
                        .with_default_(default)
                        .with_remote(remote),
                ),
            ),
        };
        CUlaunchAttribute::new().with_id(id).with_value(value)
    }

    /// The event the attribute names, if any.
    pub(crate) fn event(&self) -> Option<&Event> {
        match *self {
            RelaxedAttribute::ProgrammaticStreamSerialization
            | RelaxedAttribute::MemSyncDomain(_)
            | RelaxedAttribute::MemSyncDomainMap { .. } => None,
            RelaxedAttribute::ProgrammaticEvent { event, .. } => Some(event),
            RelaxedAttribute::LaunchCompletionEvent(event) => Some(event),
        }
    }
}
