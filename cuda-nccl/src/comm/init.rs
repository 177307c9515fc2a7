//! Making communicators: every device of this process at once ([`Communicator::init_all`]), or one
//! rank of several processes joined by a [`UniqueId`] ([`Communicator::init_rank`]), configured by a
//! [`Config`].

use std::ffi::{c_char, c_int, CString};

use cuda_driver::Context;

use super::{detailed, Communicator};
use crate::error::{invalid, Error, NcclError};
use crate::sys::{self, ncclComm_t, ncclResult_t, ncclUniqueId, v2_27, NCCL_UNIQUE_ID_BYTES};
use crate::Nccl;

/// The id that names a communicator while its ranks join it: made once (by rank 0, say) with
/// [`new`](Self::new), its bytes sent to every other rank by any means ([`to_bytes`](Self::to_bytes),
/// [`from_bytes`](Self::from_bytes)), then passed by each rank to
/// [`Communicator::init_rank`].
#[derive(Clone, Copy)]
pub struct UniqueId(ncclUniqueId);

impl std::fmt::Debug for UniqueId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("UniqueId(..)")
    }
}

impl UniqueId {
    /// A fresh id (`ncclGetUniqueId`), loading libnccl ([`Nccl::load`]) on first use. NCCL's
    /// bootstrap starts listening on this host for the ranks that will use it.
    ///
    /// # Errors
    /// [`Error::Load`] without libnccl; [`Error::Nccl`] for a failing `ncclGetUniqueId`.
    pub fn new() -> Result<UniqueId, Error> {
        Self::with_library(Nccl::load()?)
    }

    /// [`new`](Self::new) with a libnccl of the caller's choice.
    ///
    /// # Errors
    /// A failing `ncclGetUniqueId`.
    pub fn with_library(nccl: &'static Nccl) -> Result<UniqueId, Error> {
        let mut id = ncclUniqueId::new();
        // SAFETY: a valid out-parameter.
        unsafe { nccl.ncclGetUniqueId(&mut id) }
            .map_err(|e| detailed(nccl, ncclComm_t::null(), e))?;
        Ok(UniqueId(id))
    }

    /// The id's bytes, to send to the other ranks.
    pub fn to_bytes(&self) -> [u8; NCCL_UNIQUE_ID_BYTES] {
        let mut out = [0u8; NCCL_UNIQUE_ID_BYTES];
        for (o, c) in out.iter_mut().zip(self.0.internal()) {
            *o = c as u8;
        }
        out
    }

    /// The id whose bytes another rank sent.
    pub fn from_bytes(bytes: [u8; NCCL_UNIQUE_ID_BYTES]) -> UniqueId {
        let mut internal = [0 as c_char; NCCL_UNIQUE_ID_BYTES];
        for (i, b) in internal.iter_mut().zip(bytes) {
            *i = b as c_char;
        }
        UniqueId(ncclUniqueId::new().with_internal(internal))
    }

    /// The raw id.
    pub fn raw(&self) -> ncclUniqueId {
        self.0
    }
}

/// Settings of a communicator made by [`Communicator::init_rank_with`]; each one left unset is NCCL's
/// choice (see NCCL's `ncclConfig_t`:
/// <https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/api/types.html#ncclconfig-t>).
///
/// Communicators made here are always blocking (`blocking = 1`): each call returns once its work is
/// queued, which the ordering of the buffers relies on.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// The thread-block cluster size of NCCL's kernels.
    pub cga_cluster_size: Option<i32>,
    /// The fewest thread blocks a kernel uses.
    pub min_ctas: Option<i32>,
    /// The most thread blocks a kernel uses.
    pub max_ctas: Option<i32>,
    /// The network plugin, by name.
    pub net_name: Option<CString>,
    /// A name for the communicator in NCCL's logs.
    pub comm_name: Option<CString>,
}

impl Config {
    /// Writes the settings into both layouts' common fields of `raw` through `set`.
    fn apply(&self, mut set: impl FnMut(&'static str, Field<'_>)) {
        set("blocking", Field::Int(1));
        for (name, v) in [
            ("cgaClusterSize", self.cga_cluster_size),
            ("minCTAs", self.min_ctas),
            ("maxCTAs", self.max_ctas),
        ] {
            if let Some(v) = v {
                set(name, Field::Int(v));
            }
        }
        if let Some(n) = &self.net_name {
            set("netName", Field::Text(n));
        }
        if let Some(n) = &self.comm_name {
            set("commName", Field::Text(n));
        }
    }
}

/// A value [`Config::apply`] writes.
enum Field<'a> {
    Int(c_int),
    Text(&'a CString),
}

/// The loaded library's `ncclConfig_t`, with `config`'s settings: 2.32's layout from NCCL 2.32 on,
/// 2.27's before, each filled as that release's `NCCL_CONFIG_INITIALIZER` fills it. Borrows the
/// strings of `config`.
enum RawConfig {
    Now(sys::ncclConfig_t),
    Old(v2_27::ncclConfig_t),
}

impl RawConfig {
    fn new(nccl: &Nccl, config: &Config) -> RawConfig {
        macro_rules! fill {
            ($raw:ident) => {
                config.apply(|name, value| match (name, value) {
                    ("blocking", Field::Int(v)) => drop($raw.set_blocking(v)),
                    ("cgaClusterSize", Field::Int(v)) => drop($raw.set_cga_cluster_size(v)),
                    ("minCTAs", Field::Int(v)) => drop($raw.set_min_ct_as(v)),
                    ("maxCTAs", Field::Int(v)) => drop($raw.set_max_ct_as(v)),
                    ("netName", Field::Text(t)) => drop($raw.set_net_name(t.as_ptr())),
                    ("commName", Field::Text(t)) => drop($raw.set_comm_name(t.as_ptr())),
                    _ => {}
                })
            };
        }
        let version = nccl.version();
        if version >= 23200 {
            let mut raw = sys::ncclConfig_t::initializer();
            fill!(raw);
            RawConfig::Now(raw)
        } else {
            let patch = c_int::try_from(version % 100).unwrap_or(0);
            let mut raw = v2_27::ncclConfig_t::initializer(patch);
            raw.set_version(version);
            fill!(raw);
            RawConfig::Old(raw)
        }
    }

    fn as_mut_ptr(&mut self) -> *mut sys::ncclConfig_t {
        match self {
            RawConfig::Now(c) => c,
            // NCCL reads a configuration up to the `size` it carries: 2.27's is a prefix of 2.32's.
            RawConfig::Old(c) => std::ptr::from_mut(c).cast(),
        }
    }
}

impl Communicator {
    /// One communicator per context of `contexts` (`ncclCommInitAll`), rank `i` on the device of
    /// `contexts[i]`, all in this process: for driving several GPUs from one thread (their collectives
    /// go in a [`Group`](crate::Group)). Each context must be its device's primary context (the one
    /// NCCL's CUDA runtime calls use), and each device may appear once.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for no context, a context that is not primary, or more devices than
    /// a C `int` counts; [`Error::Load`] without libnccl; [`Error::Nccl`] for a failing
    /// `ncclCommInitAll`.
    pub fn init_all(contexts: &[Context]) -> Result<Vec<Communicator>, Error> {
        Self::init_all_with(Nccl::load()?, contexts)
    }

    /// [`init_all`](Self::init_all) with a libnccl of the caller's choice.
    ///
    /// # Errors
    /// As [`init_all`](Self::init_all), less the loading.
    pub fn init_all_with(
        nccl: &'static Nccl,
        contexts: &[Context],
    ) -> Result<Vec<Communicator>, Error> {
        const WHAT: &str = "Communicator::init_all";
        // Inside a group NCCL would make the communicators only at its end.
        crate::open_group::refuse_inside(WHAT)?;
        if contexts.is_empty() {
            return Err(invalid(format!("{WHAT}: no context given")));
        }
        check_primary(WHAT, contexts)?;
        let n = c_int::try_from(contexts.len())
            .map_err(|_| invalid(format!("{WHAT}: {} devices", contexts.len())))?;
        let devices: Vec<c_int> = contexts.iter().map(|c| c.device().ordinal()).collect();
        let mut raw = vec![ncclComm_t::null(); contexts.len()];
        contexts[0].bind()?;
        // SAFETY: `raw` holds `n` handles and `devices` `n` ordinals.
        let done = unsafe { nccl.ncclCommInitAll(raw.as_mut_ptr(), n, devices.as_ptr()) };
        done.map_err(|e| detailed(nccl, ncclComm_t::null(), e))?;
        let mut out = Vec::with_capacity(contexts.len());
        for (handle, ctx) in raw.into_iter().zip(contexts) {
            // A non-blocking default (`NCCL_COMM_BLOCKING=0`) may leave the handles joining yet.
            settle(nccl, handle)?;
            out.push(Communicator::wrap(nccl, handle, ctx, None)?);
        }
        Ok(out)
    }

    /// Rank `rank` of `count` of the communicator `id` names, on the device of `ctx` (its primary
    /// context), loading libnccl on first use (`ncclCommInitRankConfig`). Every rank makes the same
    /// call, in its own process or thread; it returns once all `count` have joined.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a rank not below `count`, a `count` of zero or past a C `int`, a
    /// context that is not primary; [`Error::Load`] without libnccl; [`Error::Nccl`] for a failing
    /// init.
    pub fn init_rank(
        ctx: &Context,
        id: &UniqueId,
        rank: usize,
        count: usize,
    ) -> Result<Communicator, Error> {
        Self::init_rank_with(Nccl::load()?, ctx, id, rank, count, &Config::default())
    }

    /// [`init_rank`](Self::init_rank) with a libnccl and settings of the caller's choice.
    ///
    /// # Errors
    /// As [`init_rank`](Self::init_rank), less the loading.
    pub fn init_rank_with(
        nccl: &'static Nccl,
        ctx: &Context,
        id: &UniqueId,
        rank: usize,
        count: usize,
        config: &Config,
    ) -> Result<Communicator, Error> {
        const WHAT: &str = "Communicator::init_rank";
        crate::open_group::refuse_inside(WHAT)?;
        let (Ok(n), Ok(r)) = (c_int::try_from(count), c_int::try_from(rank)) else {
            return Err(invalid(format!(
                "{WHAT}: rank {rank} of {count} does not fit a C int"
            )));
        };
        if count == 0 || rank >= count {
            return Err(invalid(format!("{WHAT}: rank {rank} of {count} ranks")));
        }
        check_primary(WHAT, std::slice::from_ref(ctx))?;
        // Owned, and kept with the handle: moving it keeps its strings where the pointers point.
        let config = config.clone();
        let mut raw_config = RawConfig::new(nccl, &config);
        let mut raw = ncclComm_t::null();
        ctx.bind()?;
        // SAFETY: valid out-parameter and configuration (its strings live in `config`, which the
        // handle keeps); the context is current, so NCCL takes its device.
        let done =
            unsafe { nccl.ncclCommInitRankConfig(&mut raw, n, id.0, r, raw_config.as_mut_ptr()) };
        done.map_err(|e| detailed(nccl, ncclComm_t::null(), e))?;
        settle(nccl, raw)?;
        Communicator::wrap(nccl, raw, ctx, Some(config))
    }
}

/// Refuses a context that is not its device's primary one.
fn check_primary(what: &str, contexts: &[Context]) -> Result<(), Error> {
    match contexts.iter().position(|c| !c.is_primary()) {
        None => Ok(()),
        Some(i) => Err(invalid(format!(
            "{what}: context {i} (device {}) is not the device's primary context; NCCL's CUDA calls \
             use the primary context (Context::new or Device::primary_context)",
            contexts[i].device().ordinal()
        ))),
    }
}

/// Waits on the host while a non-blocking communicator reports `ncclInProgress`
/// (`ncclCommGetAsyncError`), so that what the last call queued is queued when this returns; its
/// error, if it ends with one.
pub(crate) fn settle(nccl: &'static Nccl, raw: ncclComm_t) -> Result<(), NcclError> {
    loop {
        let mut code = ncclResult_t::ncclSuccess;
        // SAFETY: a live communicator and a valid out-parameter.
        unsafe { nccl.ncclCommGetAsyncError(raw, &mut code) }
            .map_err(|e| detailed(nccl, raw, e))?;
        if code != ncclResult_t::ncclInProgress {
            return NcclError::check("ncclCommGetAsyncError", code)
                .map_err(|e| detailed(nccl, raw, e));
        }
        std::thread::yield_now();
    }
}
