//! One collective or point-to-point call, checked ([`Op`]): its buffers with their modes, its counts
//! checked against them and against the communicator's ranks, and the NCCL call it makes; and the one
//! way a call is queued ([`queue`]), through the driver's funnel.

use std::any::Any;
use std::ffi::{c_int, c_void};
use std::sync::Arc;

use cuda_driver::sys::CUstream;
use cuda_driver::{BufferUse, DeviceSlice, DeviceSliceMut, Stream};

use crate::comm::{detailed, settle, Core, Handle};
use crate::element::{Element, ReduceOp};
use crate::error::{invalid, Error, NcclError};
use crate::sys::{ncclComm_t, ncclDataType_t, ncclResult_t};
use crate::Nccl;

/// What a call does, beyond its buffers.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Kind {
    AllReduce(ReduceOp),
    Broadcast { root: c_int },
    Reduce { op: ReduceOp, root: c_int },
    AllGather,
    ReduceScatter(ReduceOp),
    Send { peer: c_int },
    Recv { peer: c_int },
}

/// A checked call: its name, what it does, its element type and count (as NCCL counts it), the
/// buffer it reads and the one it writes; a call in place has only the written one, which it reads
/// too.
pub(crate) struct Op<'a> {
    pub(crate) what: &'static str,
    kind: Kind,
    dtype: ncclDataType_t,
    count: usize,
    send: Option<BufferUse<'a>>,
    recv: Option<BufferUse<'a>>,
}

/// The communicator's number of ranks, which the checks need.
#[derive(Clone, Copy)]
pub(crate) struct Ranks {
    pub(crate) count: usize,
}

impl Ranks {
    /// `r` as a rank NCCL takes (a root or a peer), refused when not below the count.
    fn rank(self, what: &str, role: &str, r: usize) -> Result<c_int, Error> {
        if r >= self.count {
            return Err(invalid(format!(
                "{what}: {role} {r} is not a rank of this communicator's {} ranks",
                self.count
            )));
        }
        // Below the count, which NCCL reported as a C int.
        Ok(r as c_int)
    }

    /// `per_rank * count`, or the error naming the product.
    fn times(self, what: &str, per_rank: usize) -> Result<usize, Error> {
        per_rank.checked_mul(self.count).ok_or_else(|| {
            invalid(format!(
                "{what}: {per_rank} elements for each of {} ranks overflow a usize",
                self.count
            ))
        })
    }
}

/// The error for two lengths that must agree.
#[cold]
fn lengths(what: &str, send: &str, ns: usize, recv: &str, nr: usize) -> Error {
    invalid(format!(
        "{what}: the {send} holds {ns} elements and the {recv} {nr}; NCCL would read or write \
         past the shorter"
    ))
}

impl<'a> Op<'a> {
    fn new<T: Element>(
        what: &'static str,
        kind: Kind,
        count: usize,
        send: Option<BufferUse<'a>>,
        recv: Option<BufferUse<'a>>,
    ) -> Op<'a> {
        Op {
            what,
            kind,
            dtype: T::DATA_TYPE,
            count,
            send,
            recv,
        }
    }

    /// Reduces `send` of every rank into `recv` of every rank; equal lengths.
    pub(crate) fn all_reduce<T: Element>(
        send: DeviceSlice<'a, T>,
        recv: DeviceSliceMut<'a, T>,
        op: ReduceOp,
    ) -> Result<Op<'a>, Error> {
        const WHAT: &str = "all_reduce";
        if send.len() != recv.len() {
            return Err(lengths(
                WHAT,
                "send buffer",
                send.len(),
                "receive buffer",
                recv.len(),
            ));
        }
        let n = recv.len();
        let (s, r) = (BufferUse::read(send), BufferUse::write(recv));
        Ok(Op::new::<T>(WHAT, Kind::AllReduce(op), n, Some(s), Some(r)))
    }

    /// [`all_reduce`](Self::all_reduce) in place.
    pub(crate) fn all_reduce_in_place<T: Element>(
        buf: DeviceSliceMut<'a, T>,
        op: ReduceOp,
    ) -> Op<'a> {
        let n = buf.len();
        let kind = Kind::AllReduce(op);
        Op::new::<T>(
            "all_reduce_in_place",
            kind,
            n,
            None,
            Some(BufferUse::write(buf)),
        )
    }

    /// Copies `send` of rank `root` into `recv` of every rank; equal lengths.
    pub(crate) fn broadcast<T: Element>(
        ranks: Ranks,
        send: DeviceSlice<'a, T>,
        recv: DeviceSliceMut<'a, T>,
        root: usize,
    ) -> Result<Op<'a>, Error> {
        const WHAT: &str = "broadcast";
        let root = ranks.rank(WHAT, "root", root)?;
        if send.len() != recv.len() {
            return Err(lengths(
                WHAT,
                "send buffer",
                send.len(),
                "receive buffer",
                recv.len(),
            ));
        }
        let n = recv.len();
        let (s, r) = (BufferUse::read(send), BufferUse::write(recv));
        Ok(Op::new::<T>(
            WHAT,
            Kind::Broadcast { root },
            n,
            Some(s),
            Some(r),
        ))
    }

    /// [`broadcast`](Self::broadcast) in place: `buf` of rank `root` into `buf` of every rank.
    pub(crate) fn broadcast_in_place<T: Element>(
        ranks: Ranks,
        buf: DeviceSliceMut<'a, T>,
        root: usize,
    ) -> Result<Op<'a>, Error> {
        const WHAT: &str = "broadcast_in_place";
        let root = ranks.rank(WHAT, "root", root)?;
        let n = buf.len();
        let kind = Kind::Broadcast { root };
        Ok(Op::new::<T>(
            WHAT,
            kind,
            n,
            None,
            Some(BufferUse::write(buf)),
        ))
    }

    /// Reduces `send` of every rank into `recv` of rank `root`; equal lengths (`recv` is written on
    /// the root alone, but every rank names one, so that a call reads the same on every rank).
    pub(crate) fn reduce<T: Element>(
        ranks: Ranks,
        send: DeviceSlice<'a, T>,
        recv: DeviceSliceMut<'a, T>,
        op: ReduceOp,
        root: usize,
    ) -> Result<Op<'a>, Error> {
        const WHAT: &str = "reduce";
        let root = ranks.rank(WHAT, "root", root)?;
        if send.len() != recv.len() {
            return Err(lengths(
                WHAT,
                "send buffer",
                send.len(),
                "receive buffer",
                recv.len(),
            ));
        }
        let n = recv.len();
        let (s, r) = (BufferUse::read(send), BufferUse::write(recv));
        Ok(Op::new::<T>(
            WHAT,
            Kind::Reduce { op, root },
            n,
            Some(s),
            Some(r),
        ))
    }

    /// Gathers `send` of every rank into `recv`, rank `i`'s at block `i`: `recv` holds `count()`
    /// times `send`'s elements.
    pub(crate) fn all_gather<T: Element>(
        ranks: Ranks,
        send: DeviceSlice<'a, T>,
        recv: DeviceSliceMut<'a, T>,
    ) -> Result<Op<'a>, Error> {
        const WHAT: &str = "all_gather";
        let need = ranks.times(WHAT, send.len())?;
        if recv.len() != need {
            return Err(invalid(format!(
                "{WHAT}: the receive buffer holds {} elements; {} ranks of {} need {need}",
                recv.len(),
                ranks.count,
                send.len()
            )));
        }
        let n = send.len();
        let (s, r) = (BufferUse::read(send), BufferUse::write(recv));
        Ok(Op::new::<T>(WHAT, Kind::AllGather, n, Some(s), Some(r)))
    }

    /// Reduces `send` of every rank and leaves block `i` of the result in `recv` of rank `i`: `send`
    /// holds `count()` times `recv`'s elements.
    pub(crate) fn reduce_scatter<T: Element>(
        ranks: Ranks,
        send: DeviceSlice<'a, T>,
        recv: DeviceSliceMut<'a, T>,
        op: ReduceOp,
    ) -> Result<Op<'a>, Error> {
        const WHAT: &str = "reduce_scatter";
        let need = ranks.times(WHAT, recv.len())?;
        if send.len() != need {
            return Err(invalid(format!(
                "{WHAT}: the send buffer holds {} elements; {} ranks of {} need {need}",
                send.len(),
                ranks.count,
                recv.len()
            )));
        }
        let n = recv.len();
        let (s, r) = (BufferUse::read(send), BufferUse::write(recv));
        Ok(Op::new::<T>(
            WHAT,
            Kind::ReduceScatter(op),
            n,
            Some(s),
            Some(r),
        ))
    }

    /// Sends `buf` to rank `peer`, which receives as many elements of the same type.
    pub(crate) fn send<T: Element>(
        ranks: Ranks,
        buf: DeviceSlice<'a, T>,
        peer: usize,
    ) -> Result<Op<'a>, Error> {
        let peer = ranks.rank("send", "peer", peer)?;
        let n = buf.len();
        Ok(Op::new::<T>(
            "send",
            Kind::Send { peer },
            n,
            Some(BufferUse::read(buf)),
            None,
        ))
    }

    /// Receives into `buf` from rank `peer`, which sends as many elements of the same type.
    pub(crate) fn recv<T: Element>(
        ranks: Ranks,
        buf: DeviceSliceMut<'a, T>,
        peer: usize,
    ) -> Result<Op<'a>, Error> {
        let peer = ranks.rank("recv", "peer", peer)?;
        let n = buf.len();
        Ok(Op::new::<T>(
            "recv",
            Kind::Recv { peer },
            n,
            None,
            Some(BufferUse::write(buf)),
        ))
    }

    /// Makes the NCCL call on `comm`, queued on `stream`.
    ///
    /// # Safety
    /// `comm` is a live communicator of `nccl` whose device is the stream's; the uses' memory is
    /// alive and ordered for the call (inside [`Stream::queue_foreign`], or a group that holds them).
    unsafe fn call(
        &self,
        nccl: &Nccl,
        comm: ncclComm_t,
        stream: CUstream,
    ) -> Result<(), NcclError> {
        let ptr = |u: &Option<BufferUse<'_>>| {
            u.as_ref().map_or(std::ptr::null_mut(), |u| {
                u.ptr().native_handle() as *mut c_void
            })
        };
        let recv = ptr(&self.recv);
        // In place: the one buffer is both.
        let send = if self.send.is_some() {
            ptr(&self.send)
        } else {
            recv
        }
        .cast_const();
        let (n, t) = (self.count, self.dtype);
        // SAFETY: (each call) the pointers address `n` elements of type `t` of the uses (the
        // all-gather's receive buffer `n * ranks`, the reduce-scatter's send buffer likewise, as
        // checked when the `Op` was made), alive and ordered by the caller's promise.
        unsafe {
            match self.kind {
                Kind::AllReduce(op) => nccl.ncclAllReduce(send, recv, n, t, op.raw(), comm, stream),
                Kind::Broadcast { root } => {
                    nccl.ncclBroadcast(send, recv, n, t, root, comm, stream)
                }
                Kind::Reduce { op, root } => {
                    nccl.ncclReduce(send, recv, n, t, op.raw(), root, comm, stream)
                }
                Kind::AllGather => nccl.ncclAllGather(send, recv, n, t, comm, stream),
                Kind::ReduceScatter(op) => {
                    nccl.ncclReduceScatter(send, recv, n, t, op.raw(), comm, stream)
                }
                Kind::Send { peer } => nccl.ncclSend(send, n, t, peer, comm, stream),
                Kind::Recv { peer } => nccl.ncclRecv(recv, n, t, peer, comm, stream),
            }
        }
    }
}

/// Queues `op` on `stream` for the communicator (`handle`, `core`, whose own stream is `home`)
/// through the driver's funnel: the send buffer a read, the receive buffer a write, the state a write;
/// a graph that captures it holds the handle. `grouped`: inside a [`Group`](crate::Group), whose end
/// launches the work (see its docs).
pub(crate) fn queue(
    handle: &Arc<Handle>,
    core: &mut Core,
    home: &Stream,
    stream: &Stream,
    op: Op<'_>,
) -> Result<(), Error> {
    if !stream.context().same(home.context()) {
        return Err(invalid(format!(
            "{}: the stream belongs to another context than the communicator's (device {}); NCCL \
             runs a rank on its own device's primary context",
            op.what,
            home.context().device().ordinal()
        )));
    }
    let (nccl, raw) = (handle.nccl, handle.raw);
    let hold: Arc<dyn Any + Send + Sync> = Arc::<Handle>::clone(handle);
    let state = BufferUse::write(&mut core.state);
    let uses: Vec<BufferUse<'_>> = [op.send, op.recv, Some(state)]
        .into_iter()
        .flatten()
        .collect();
    let work = |s: CUstream| {
        // SAFETY: a live communicator of the stream's device; the buffers are ordered by the funnel.
        match unsafe { op.call(nccl, raw, s) } {
            // A non-blocking communicator queues in the background: wait until it has.
            Err(e) if e.code() == Some(ncclResult_t::ncclInProgress) => settle(nccl, raw),
            other => other,
        }
    };
    // SAFETY: the work queues NCCL's kernels on `s` alone (the stream given to the call), reading the
    // send buffer and writing the receive buffer within the elements the `Op` checked, and NCCL's
    // own resources, which `state` stands for (a write); it makes no call through cuda_driver; the
    // handle lives while the communicator or a graph that captured the call holds it (`hold`). NCCL
    // keeps no stream past the call. Inside a group, NCCL queues the kernels at the group's end,
    // while the group still borrows every buffer and stream (see `Group`).
    let done = unsafe { stream.queue_foreign(op.what, &uses, Some(hold), work) }?;
    done.map_err(|e| detailed(nccl, raw, e).into())
}
