//! [`Group`]: several NCCL calls, of one or several communicators, queued as one
//! (`ncclGroupStart` ... `ncclGroupEnd`), as one thread driving several GPUs needs, and as a send and
//! its receive need to progress together.
//!
//! # A group and the ordering funnel
//! Inside a group NCCL only notes each call; the kernels are queued on their streams at
//! `ncclGroupEnd`. Each call still goes through
//! [`Stream::queue_foreign`](cuda_driver::Stream::queue_foreign) when it is made, so its uses are
//! registered for every call of the group: the stream waits there for the buffers' earlier work, and
//! the buffers record the stream as their latest use. That record means "the work queued on this
//! stream", and a later use waits for it by an event recorded when that later use is queued, so it
//! covers the kernels `ncclGroupEnd` queued as long as nothing else uses the buffers before the end.
//! The group makes sure of that: it borrows every buffer (the received ones mutably), communicator
//! and stream until it ends, so no other use of a written buffer, no free and no end of a capture can
//! come in between; and all calls of one communicator in a group must share one stream, so its
//! `state` buffer's record covers them all. Reads of one buffer by two calls, on any streams, are
//! allowed (reads need no order between them); a read and a write of one buffer in one group are
//! refused by the borrow checker.
//!
//! A group is one per thread (NCCL's groups are per thread): while one is open, the communicators'
//! own methods on this thread are refused (they would join the group and outlive their borrows), and
//! so is a second group. Forgetting a group (`mem::forget`) leaves the thread's group open: every
//! later NCCL call of this crate on the thread is refused.

use std::marker::PhantomData;
use std::sync::MutexGuard;

use cuda_driver::{DeviceSlice, DeviceSliceMut, Stream};

use crate::comm::{detailed, settle, Communicator, Core};
use crate::element::{Element, ReduceOp};
use crate::error::{invalid, Error};
use crate::open_group::{open_here, set_open};
use crate::ops::{queue, Op};
use crate::sys::{ncclComm_t, ncclResult_t};
use crate::Nccl;

/// One communicator's part of a group: its lock (so no other thread's group uses it meanwhile),
/// and the stream its calls use.
struct Member<'a> {
    comm: &'a Communicator,
    core: MutexGuard<'a, Core>,
    stream: &'a Stream,
}

/// An open NCCL group (`ncclGroupStart`): calls made through it are queued together when it ends
/// ([`end`](Self::end), or its drop). Each call borrows its buffers, communicator and stream for the
/// group's life (see the module docs for why).
///
/// ```no_run
/// use cuda_driver::{Context, DeviceBuffer};
/// use cuda_nccl::{Communicator, Group, ReduceOp};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let contexts = vec![Context::new(0)?, Context::new(1)?];
/// let comms = Communicator::init_all(&contexts)?;
/// let streams: Vec<_> = comms.iter().map(|c| c.stream()).collect();
/// let mut bufs = Vec::new();
/// for s in &streams {
///     bufs.push(DeviceBuffer::from_slice(s, &[1.0f32; 1024])?);
/// }
/// let mut group = Group::start(comms[0].library())?;
/// for ((comm, buf), s) in comms.iter().zip(&mut bufs).zip(&streams) {
///     group.all_reduce_in_place(comm, buf, ReduceOp::Sum, s)?;
/// }
/// group.end()?;
/// assert_eq!(bufs[0].to_vec()?[0], 2.0);
/// # Ok(()) }
/// ```
pub struct Group<'a> {
    nccl: &'static Nccl,
    members: Vec<Member<'a>>,
    ended: bool,
    /// Invariant in `'a`, and neither `Send` nor `Sync`: NCCL's group is the thread's.
    _thread: PhantomData<*mut &'a ()>,
}

impl std::fmt::Debug for Group<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Group")
            .field("communicators", &self.members.len())
            .finish_non_exhaustive()
    }
}

impl<'a> Group<'a> {
    /// Opens a group on this thread (`ncclGroupStart`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] while another group is open on this thread; [`Error::Nccl`] for a
    /// failing `ncclGroupStart`.
    pub fn start(nccl: &'static Nccl) -> Result<Group<'a>, Error> {
        if open_here() {
            return Err(invalid(
                "Group::start: a Group is open on this thread already; NCCL would end both at the \
                 outer one's end, after the inner one's borrows"
                    .into(),
            ));
        }
        if cuda_driver::in_host_fn() {
            return Err(invalid(
                "Group::start: inside a host function, where no NCCL call may be made".into(),
            ));
        }
        // SAFETY: no argument; the group is ended by `end` or the drop.
        unsafe { nccl.ncclGroupStart() }.map_err(|e| detailed(nccl, ncclComm_t::null(), e))?;
        set_open(true);
        Ok(Group {
            nccl,
            members: Vec::new(),
            ended: false,
            _thread: PhantomData,
        })
    }

    /// Queues `op` of `comm` on `stream` into the group.
    fn add(&mut self, comm: &'a Communicator, stream: &'a Stream, op: Op<'a>) -> Result<(), Error> {
        let i = match self.members.iter().position(|m| std::ptr::eq(m.comm, comm)) {
            Some(i) => i,
            None => {
                let core = comm.try_core()?;
                self.members.push(Member { comm, core, stream });
                self.members.len() - 1
            }
        };
        let m = &mut self.members[i];
        if !std::ptr::eq(m.stream, stream) {
            return Err(invalid(format!(
                "Group::{}: rank {}'s calls in this group use another stream already; a \
                 communicator's calls in one group share one stream",
                op.what,
                comm.rank()
            )));
        }
        queue(&comm.handle, &mut m.core, &comm.stream, stream, op)
    }

    /// [`Communicator::all_reduce_on`] in the group.
    ///
    /// # Errors
    /// As [`Communicator::all_reduce_on`], and a communicator another thread's group holds, or a
    /// second stream for one communicator.
    pub fn all_reduce<T: Element>(
        &mut self,
        comm: &'a Communicator,
        send: impl Into<DeviceSlice<'a, T>>,
        recv: impl Into<DeviceSliceMut<'a, T>>,
        op: ReduceOp,
        stream: &'a Stream,
    ) -> Result<(), Error> {
        let op = Op::all_reduce(send.into(), recv.into(), op)?;
        self.add(comm, stream, op)
    }

    /// [`Communicator::all_reduce_in_place_on`] in the group.
    ///
    /// # Errors
    /// As [`all_reduce`](Self::all_reduce).
    pub fn all_reduce_in_place<T: Element>(
        &mut self,
        comm: &'a Communicator,
        buf: impl Into<DeviceSliceMut<'a, T>>,
        op: ReduceOp,
        stream: &'a Stream,
    ) -> Result<(), Error> {
        self.add(comm, stream, Op::all_reduce_in_place(buf.into(), op))
    }

    /// [`Communicator::broadcast_on`] in the group.
    ///
    /// # Errors
    /// As [`all_reduce`](Self::all_reduce), and a root that is not a rank.
    pub fn broadcast<T: Element>(
        &mut self,
        comm: &'a Communicator,
        send: impl Into<DeviceSlice<'a, T>>,
        recv: impl Into<DeviceSliceMut<'a, T>>,
        root: usize,
        stream: &'a Stream,
    ) -> Result<(), Error> {
        let op = Op::broadcast(comm.ranks(), send.into(), recv.into(), root)?;
        self.add(comm, stream, op)
    }

    /// [`Communicator::broadcast_in_place_on`] in the group.
    ///
    /// # Errors
    /// As [`broadcast`](Self::broadcast).
    pub fn broadcast_in_place<T: Element>(
        &mut self,
        comm: &'a Communicator,
        buf: impl Into<DeviceSliceMut<'a, T>>,
        root: usize,
        stream: &'a Stream,
    ) -> Result<(), Error> {
        let op = Op::broadcast_in_place(comm.ranks(), buf.into(), root)?;
        self.add(comm, stream, op)
    }

    /// [`Communicator::reduce_on`] in the group.
    ///
    /// # Errors
    /// As [`broadcast`](Self::broadcast).
    pub fn reduce<T: Element>(
        &mut self,
        comm: &'a Communicator,
        send: impl Into<DeviceSlice<'a, T>>,
        recv: impl Into<DeviceSliceMut<'a, T>>,
        op: ReduceOp,
        root: usize,
        stream: &'a Stream,
    ) -> Result<(), Error> {
        let op = Op::reduce(comm.ranks(), send.into(), recv.into(), op, root)?;
        self.add(comm, stream, op)
    }

    /// [`Communicator::all_gather_on`] in the group.
    ///
    /// # Errors
    /// As [`Communicator::all_gather_on`].
    pub fn all_gather<T: Element>(
        &mut self,
        comm: &'a Communicator,
        send: impl Into<DeviceSlice<'a, T>>,
        recv: impl Into<DeviceSliceMut<'a, T>>,
        stream: &'a Stream,
    ) -> Result<(), Error> {
        let op = Op::all_gather(comm.ranks(), send.into(), recv.into())?;
        self.add(comm, stream, op)
    }

    /// [`Communicator::reduce_scatter_on`] in the group.
    ///
    /// # Errors
    /// As [`Communicator::reduce_scatter_on`].
    pub fn reduce_scatter<T: Element>(
        &mut self,
        comm: &'a Communicator,
        send: impl Into<DeviceSlice<'a, T>>,
        recv: impl Into<DeviceSliceMut<'a, T>>,
        op: ReduceOp,
        stream: &'a Stream,
    ) -> Result<(), Error> {
        let op = Op::reduce_scatter(comm.ranks(), send.into(), recv.into(), op)?;
        self.add(comm, stream, op)
    }

    /// [`Communicator::send_on`] in the group.
    ///
    /// # Errors
    /// As [`Communicator::send_on`].
    pub fn send<T: Element>(
        &mut self,
        comm: &'a Communicator,
        buf: impl Into<DeviceSlice<'a, T>>,
        peer: usize,
        stream: &'a Stream,
    ) -> Result<(), Error> {
        let op = Op::send(comm.ranks(), buf.into(), peer)?;
        self.add(comm, stream, op)
    }

    /// [`Communicator::recv_on`] in the group.
    ///
    /// # Errors
    /// As [`Communicator::recv_on`].
    pub fn recv<T: Element>(
        &mut self,
        comm: &'a Communicator,
        buf: impl Into<DeviceSliceMut<'a, T>>,
        peer: usize,
        stream: &'a Stream,
    ) -> Result<(), Error> {
        let op = Op::recv(comm.ranks(), buf.into(), peer)?;
        self.add(comm, stream, op)
    }

    /// Ends the group (`ncclGroupEnd`): NCCL queues every call on its stream. The drop does the same
    /// and drops the error.
    ///
    /// # Errors
    /// [`Error::Nccl`]: the group's failure (a call NCCL refused, a failing launch), with NCCL's text.
    pub fn end(mut self) -> Result<(), Error> {
        self.finish()
    }

    fn finish(&mut self) -> Result<(), Error> {
        if std::mem::replace(&mut self.ended, true) {
            return Ok(());
        }
        let nccl = self.nccl;
        // SAFETY: the group this value opened on this thread; every call's buffers, communicators
        // and streams are borrowed by `self` still.
        let done = unsafe { nccl.ncclGroupEnd() };
        set_open(false);
        let raw = |m: &Member<'_>| m.comm.handle.raw;
        match done {
            // Non-blocking communicators queue in the background: wait until each has.
            Err(e) if e.code() == Some(ncclResult_t::ncclInProgress) => {
                for m in &self.members {
                    settle(nccl, raw(m))?;
                }
                Ok(())
            }
            Err(e) => {
                let any = self.members.first().map_or(ncclComm_t::null(), raw);
                Err(detailed(nccl, any, e).into())
            }
            Ok(()) => Ok(()),
        }
    }
}

impl Drop for Group<'_> {
    fn drop(&mut self) {
        let _ = self.finish();
    }
}
