//! nccl.h's structs: the unique id, the versioned configurations (each with its initialiser, the
//! header's `*_INITIALIZER` macro as a constructor), the simulation report, the per-call configuration
//! with its vendor options, and the signal descriptor.
//!
//! A versioned struct starts with `size`, `magic` and `version`, which NCCL checks before reading the
//! rest; every other field starts "undefined" (`NCCL_CONFIG_UNDEF_INT` or null), which lets NCCL pick.

use core::ffi::{c_char, c_int, c_uint, c_void};
use core::mem::size_of;

use cuda_struct::cuda_struct;

use super::{
    cudaEvent_t, nccl_version, NCCL_API_MAGIC, NCCL_CONFIG_UNDEF_INT, NCCL_UNDEF_FLOAT,
    NCCL_UNIQUE_ID_BYTES, NCCL_VERSION_CODE,
};

/// The id that names a communicator while its ranks are made: rank 0 gets one from
/// `ncclGetUniqueId` and hands its bytes to every other rank.
#[cuda_struct(size = 128, align = 1, send, sync)]
pub struct ncclUniqueId {
    /// The id's bytes, opaque.
    pub internal: [c_char; NCCL_UNIQUE_ID_BYTES],
}

/// A communicator's configuration (NCCL 2.32's layout; `v2_27::ncclConfig_t` is 2.27's), for
/// `ncclCommInitRankConfig`, `ncclCommSplit` and the others that take one.
#[cuda_struct(size = 120, align = 8)]
pub struct ncclConfig_t {
    /// `size_of` the struct, set by the initialiser.
    pub size: usize,
    /// [`NCCL_API_MAGIC`], set by the initialiser.
    pub magic: c_uint,
    /// The version code of the layout, set by the initialiser.
    pub version: c_uint,
    /// 1: calls wait until done; 0: they may return `ncclInProgress` (non-blocking).
    pub blocking: c_int,
    /// The thread-block cluster size of NCCL's kernels.
    pub cgaClusterSize: c_int,
    /// The fewest thread blocks (channels) a kernel uses.
    pub minCTAs: c_int,
    /// The most thread blocks (channels) a kernel uses.
    pub maxCTAs: c_int,
    /// The network plugin to use, by name (null: NCCL's choice).
    pub netName: *const c_char,
    /// Whether communicators split from this one share its resources.
    pub splitShare: c_int,
    /// The traffic class the network transports use.
    pub trafficClass: c_int,
    /// A name for the communicator in NCCL's logs.
    pub commName: *const c_char,
    /// Whether CollNet (in-network reduction) may be used.
    pub collnetEnable: c_int,
    /// The CTA policy (`NCCL_CTA_POLICY_*`).
    pub CTAPolicy: c_int,
    /// Whether communicators shrunk from this one share its resources.
    pub shrinkShare: c_int,
    /// The thread blocks NVLink SHARP kernels use.
    pub nvlsCTAs: c_int,
    /// Channels per network peer.
    pub nChannelsPerNetPeer: c_int,
    /// Whether scheduling favours NVLink.
    pub nvlinkCentricSched: c_int,
    /// How the communicator is used in CUDA graphs.
    pub graphUsageMode: c_int,
    /// How many contexts the one-sided operations use.
    pub numRmaCtx: c_int,
    /// The most peers point-to-point operations reach at once.
    pub maxP2pPeers: c_int,
    /// How captured operations are ordered in a graph.
    pub graphStreamOrdering: c_int,
    /// Whether launches are ordered without explicit dependencies.
    pub launchOrderImplicit: c_int,
    /// How many signals the one-sided operations use.
    pub numRmaSig: c_int,
    /// Whether the one-sided resources are made at once.
    pub rmaEagerInit: c_int,
    /// The host CFT mode ([`ncclHostCftMode_t`](super::ncclHostCftMode_t)).
    pub hostCftMode: c_int,
    /// The host NVLS parts left out ([`ncclNvlsHostMode_t`](super::ncclNvlsHostMode_t)).
    pub nvlsHostMode: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

impl ncclConfig_t {
    /// `NCCL_CONFIG_INITIALIZER` of NCCL 2.32: `size`, `magic` and `version` filled in
    /// ([`NCCL_VERSION_CODE`]), every setting left to NCCL.
    ///
    /// ```
    /// use cuda_nccl::sys::{ncclConfig_t, NCCL_CONFIG_UNDEF_INT};
    /// let c = ncclConfig_t::initializer();
    /// assert_eq!(c.size(), size_of::<ncclConfig_t>());
    /// assert_eq!((c.magic(), c.version()), (0xcafebeef, 23203));
    /// assert_eq!(c.blocking(), NCCL_CONFIG_UNDEF_INT);
    /// assert!(c.net_name().is_null());
    /// ```
    pub fn initializer() -> Self {
        const U: c_int = NCCL_CONFIG_UNDEF_INT;
        Self::new()
            .with_size(size_of::<ncclConfig_t>())
            .with_magic(NCCL_API_MAGIC)
            .with_version(NCCL_VERSION_CODE as c_uint)
            .with_blocking(U)
            .with_cga_cluster_size(U)
            .with_min_ct_as(U)
            .with_max_ct_as(U)
            .with_net_name(core::ptr::null())
            .with_split_share(U)
            .with_traffic_class(U)
            .with_comm_name(core::ptr::null())
            .with_collnet_enable(U)
            .with_cta_policy(U)
            .with_shrink_share(U)
            .with_nvls_ct_as(U)
            .with_n_channels_per_net_peer(U)
            .with_nvlink_centric_sched(U)
            .with_graph_usage_mode(U)
            .with_num_rma_ctx(U)
            .with_max_p2p_peers(U)
            .with_graph_stream_ordering(U)
            .with_launch_order_implicit(U)
            .with_num_rma_sig(U)
            .with_rma_eager_init(U)
            .with_host_cft_mode(U)
            .with_nvls_host_mode(U)
    }
}

/// Layouts of older NCCL releases that a later one changed.
pub mod v2_27 {
    use core::ffi::{c_char, c_int, c_uint};
    use core::mem::size_of;

    use cuda_struct::cuda_struct;

    use crate::sys::{nccl_version, NCCL_API_MAGIC, NCCL_CONFIG_UNDEF_INT};

    /// A communicator's configuration as NCCL 2.27 lays it out (`ncclConfig_v22700`): the fields of
    /// [`crate::sys::ncclConfig_t`] up to `nvlsCTAs`.
    #[cuda_struct(size = 72, align = 8)]
    pub struct ncclConfig_t {
        /// `size_of` the struct, set by the initialiser.
        pub size: usize,
        /// The marker NCCL checks, set by the initialiser.
        pub magic: c_uint,
        /// The version code of the release, set by the initialiser.
        pub version: c_uint,
        /// 1: calls wait until done; 0: they may return `ncclInProgress`.
        pub blocking: c_int,
        /// The thread-block cluster size of NCCL's kernels.
        pub cgaClusterSize: c_int,
        /// The fewest thread blocks a kernel uses.
        pub minCTAs: c_int,
        /// The most thread blocks a kernel uses.
        pub maxCTAs: c_int,
        /// The network plugin to use, by name.
        pub netName: *const c_char,
        /// Whether split communicators share resources.
        pub splitShare: c_int,
        /// The network traffic class.
        pub trafficClass: c_int,
        /// A name for the logs.
        pub commName: *const c_char,
        /// Whether CollNet may be used.
        pub collnetEnable: c_int,
        /// The CTA policy.
        pub CTAPolicy: c_int,
        /// Whether shrunk communicators share resources.
        pub shrinkShare: c_int,
        /// The thread blocks NVLink SHARP kernels use.
        pub nvlsCTAs: c_int,
    }

    impl ncclConfig_t {
        /// `NCCL_CONFIG_INITIALIZER` of NCCL 2.27.`patch`: the version it writes is
        /// `NCCL_VERSION(2, 27, patch)`, so the patch level is the caller's (3 in CUDA 12.9's wheel,
        /// 7 in 13.0's).
        pub fn initializer(patch: c_int) -> Self {
            const U: c_int = NCCL_CONFIG_UNDEF_INT;
            Self::new()
                .with_size(size_of::<ncclConfig_t>())
                .with_magic(NCCL_API_MAGIC)
                .with_version(nccl_version(2, 27, patch) as c_uint)
                .with_blocking(U)
                .with_cga_cluster_size(U)
                .with_min_ct_as(U)
                .with_max_ct_as(U)
                .with_net_name(core::ptr::null())
                .with_split_share(U)
                .with_traffic_class(U)
                .with_comm_name(core::ptr::null())
                .with_collnet_enable(U)
                .with_cta_policy(U)
                .with_shrink_share(U)
                .with_nvls_ct_as(U)
        }
    }
}

/// What `ncclGroupSimulateEnd` reports of a group it did not run.
#[cuda_struct(size = 24, align = 8)]
pub struct ncclSimInfo_t {
    /// `size_of` the struct, set by the initialiser.
    pub size: usize,
    /// The struct's own marker, set by the initialiser.
    pub magic: c_uint,
    /// The version code, set by the initialiser.
    pub version: c_uint,
    /// The estimated time of the group, in microseconds.
    pub estimatedTime: f32,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

impl ncclSimInfo_t {
    /// `NCCL_SIM_INFO_INITIALIZER` of NCCL 2.32.
    pub fn initializer() -> Self {
        // The header writes the marker as a literal in the initialiser.
        Self::new()
            .with_size(size_of::<ncclSimInfo_t>())
            .with_magic(0x7468_5283)
            .with_version(NCCL_VERSION_CODE as c_uint)
            .with_estimated_time(NCCL_UNDEF_FLOAT)
    }
}

/// The key of a vendor option (the member `key` of [`ncclConfigExt_t`], an unnamed struct in C).
#[cuda_struct(size = 8, align = 4)]
pub struct ncclConfigExt_t_key {
    /// The vendor's own number.
    pub vendorId: c_int,
    /// The option's number within the vendor's.
    pub optionId: c_int,
}

/// The value of a vendor option (the member `val` of [`ncclConfigExt_t`], an unnamed union in C).
#[cuda_struct(size = 8, align = 8)]
pub union ncclConfigExt_t_val {
    /// An integer.
    pub i: c_int,
    /// A string.
    pub s: *const c_char,
    /// A pointer-sized value.
    pub raw: *mut c_void,
}

/// One vendor option of a per-call configuration, in a list (NCCL 2.32; NVIDIA's NCCL ignores them).
#[cuda_struct(size = 24, align = 8)]
pub struct ncclConfigExt_t {
    /// The next option, or null.
    pub next: *mut ncclConfigExt_t,
    /// Which option.
    pub key: ncclConfigExt_t_key,
    /// Its value.
    pub val: ncclConfigExt_t_val,
}

/// A configuration of one collective call, for the `nccl*Config` calls (NCCL 2.32).
#[cuda_struct(size = 72, align = 8)]
pub struct ncclCollConfig_t {
    /// `size_of` the struct, set by the initialiser.
    pub size: usize,
    /// [`NCCL_API_MAGIC`], set by the initialiser.
    pub magic: c_uint,
    /// The version code, set by the initialiser.
    pub version: c_uint,
    /// Vendor options, or null.
    pub ext: *mut ncclConfigExt_t,
    /// The fewest thread blocks the call uses.
    pub minCTAs: c_int,
    /// The most thread blocks the call uses.
    pub maxCTAs: c_int,
    /// The thread blocks an NVLink SHARP kernel uses.
    pub nvlsCTAs: c_int,
    /// The thread-block cluster size.
    pub cgaClusterSize: c_int,
    /// Which algorithms the call may use, as text (null: NCCL's choice).
    pub algSelection: *const c_char,
    /// 1: a selection NCCL cannot honour is an error; 0: NCCL picks another.
    pub forceAlgSelection: c_int,
    /// The CTA policy (`NCCL_CTA_POLICY_*`).
    pub CTAPolicy: c_int,
    /// A tag handed to profiler plugins with the call's events.
    pub userProfilerTag: u64,
    /// An event recorded when the call's kernel has launched, or null.
    pub launchCompletionEvent: cudaEvent_t,
}

impl ncclCollConfig_t {
    /// `NCCL_COLLCONFIG_INITIALIZER` of NCCL 2.32.
    pub fn initializer() -> Self {
        const U: c_int = NCCL_CONFIG_UNDEF_INT;
        Self::new()
            .with_size(size_of::<ncclCollConfig_t>())
            .with_magic(NCCL_API_MAGIC)
            .with_version(NCCL_VERSION_CODE as c_uint)
            .with_ext(core::ptr::null_mut())
            .with_min_ct_as(U)
            .with_max_ct_as(U)
            .with_nvls_ct_as(U)
            .with_cga_cluster_size(U)
            .with_alg_selection(core::ptr::null())
            .with_force_alg_selection(1)
            .with_cta_policy(U)
            .with_user_profiler_tag(0)
            .with_launch_completion_event(cudaEvent_t::null())
    }
}

/// How many signals `ncclWaitSignal` waits for from one peer (NCCL 2.32).
#[cuda_struct(size = 16, align = 4)]
pub struct ncclWaitSignalDesc_t {
    /// How many signals the wait needs.
    pub opCnt: c_int,
    /// From which rank.
    pub peer: c_int,
    /// On which signal index.
    pub sigIdx: c_int,
    /// In which context.
    pub ctx: c_int,
}

/// How NCCL's TCP sockets are encrypted, for `ncclSetEncryption` (NCCL 2.32).
#[cuda_struct(size = 32, align = 8)]
pub struct ncclEncryptionConfig_t {
    /// `size_of` the struct, set by the initialiser.
    pub size: usize,
    /// [`NCCL_API_MAGIC`], set by the initialiser.
    pub magic: c_uint,
    /// The version code, set by the initialiser.
    pub version: c_uint,
    /// The mode ([`ncclEncryptionMode_t`](super::ncclEncryptionMode_t)).
    pub mode: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The pre-shared key, as text.
    pub psk: *const c_char,
}

impl ncclEncryptionConfig_t {
    /// `NCCL_ENCRYPTION_CONFIG_INITIALIZER` of NCCL 2.32: no encryption.
    pub fn initializer() -> Self {
        Self::new()
            .with_size(size_of::<ncclEncryptionConfig_t>())
            .with_magic(NCCL_API_MAGIC)
            .with_version(NCCL_VERSION_CODE as c_uint)
            .with_mode(0)
            .with_psk(core::ptr::null())
    }
}

const _: () = assert!(nccl_version(2, 32, 3) == NCCL_VERSION_CODE);
