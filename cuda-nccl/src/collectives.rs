//! The collectives and point-to-point calls of one [`Communicator`], each on its own stream or (the
//! `_on` forms) on any stream of its context, a capture stream included.
//!
//! Every call checks its element counts against the buffers and the communicator's ranks first
//! (a clear [`Error::InvalidArgument`], never an access past a buffer), then queues through the
//! driver's funnel ([`crate::ops::queue`]).

use cuda_driver::{DeviceSlice, DeviceSliceMut, Stream};

use crate::comm::Communicator;
use crate::element::{Element, ReduceOp};
use crate::error::Error;
use crate::open_group;
use crate::ops::{queue, Op, Ranks};

impl Communicator {
    /// The number of ranks, for the checks.
    pub(crate) fn ranks(&self) -> Ranks {
        Ranks {
            count: self.count(),
        }
    }

    /// Queues a checked call on `stream`, outside any group.
    fn run(&mut self, stream: &Stream, op: Op<'_>) -> Result<(), Error> {
        open_group::refuse_inside(op.what)?;
        let (handle, home) = (self.handle.clone(), self.stream.clone());
        queue(&handle, self.core_mut(), &home, stream, op)
    }

    /// Reduces `send` of every rank with `op` into `recv` of every rank (`ncclAllReduce`), on the
    /// communicator's own stream.
    ///
    /// # Errors
    /// As [`all_reduce_on`](Self::all_reduce_on).
    pub fn all_reduce<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
        op: ReduceOp,
    ) -> Result<(), Error> {
        let s = self.stream();
        self.all_reduce_on(send, recv, op, &s)
    }

    /// [`all_reduce`](Self::all_reduce) on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`]: buffers of different lengths, a stream of another context, a
    /// [`Group`](crate::Group) open on this thread (use its methods). [`Error::Driver`]: a buffer
    /// the stream's context cannot use. [`Error::Nccl`]: NCCL's refusal, with its text.
    pub fn all_reduce_on<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
        op: ReduceOp,
        stream: &Stream,
    ) -> Result<(), Error> {
        let op = Op::all_reduce(send.into(), recv.into(), op)?;
        self.run(stream, op)
    }

    /// Reduces `buf` of every rank into itself on every rank, on the communicator's own stream.
    ///
    /// # Errors
    /// As [`all_reduce_on`](Self::all_reduce_on).
    pub fn all_reduce_in_place<'b, T: Element>(
        &mut self,
        buf: impl Into<DeviceSliceMut<'b, T>>,
        op: ReduceOp,
    ) -> Result<(), Error> {
        let s = self.stream();
        self.all_reduce_in_place_on(buf, op, &s)
    }

    /// [`all_reduce_in_place`](Self::all_reduce_in_place) on `stream`.
    ///
    /// # Errors
    /// As [`all_reduce_on`](Self::all_reduce_on).
    pub fn all_reduce_in_place_on<'b, T: Element>(
        &mut self,
        buf: impl Into<DeviceSliceMut<'b, T>>,
        op: ReduceOp,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.run(stream, Op::all_reduce_in_place(buf.into(), op))
    }

    /// Copies `send` of rank `root` into `recv` of every rank (`ncclBroadcast`), on the
    /// communicator's own stream. Every rank names a send buffer of the same length; only the root's
    /// is read.
    ///
    /// # Errors
    /// As [`broadcast_on`](Self::broadcast_on).
    pub fn broadcast<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
        root: usize,
    ) -> Result<(), Error> {
        let s = self.stream();
        self.broadcast_on(send, recv, root, &s)
    }

    /// [`broadcast`](Self::broadcast) on `stream`.
    ///
    /// # Errors
    /// As [`all_reduce_on`](Self::all_reduce_on), and a root that is not a rank.
    pub fn broadcast_on<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
        root: usize,
        stream: &Stream,
    ) -> Result<(), Error> {
        let op = Op::broadcast(self.ranks(), send.into(), recv.into(), root)?;
        self.run(stream, op)
    }

    /// Copies `buf` of rank `root` into `buf` of every rank, on the communicator's own stream.
    ///
    /// # Errors
    /// As [`broadcast_on`](Self::broadcast_on).
    pub fn broadcast_in_place<'b, T: Element>(
        &mut self,
        buf: impl Into<DeviceSliceMut<'b, T>>,
        root: usize,
    ) -> Result<(), Error> {
        let s = self.stream();
        self.broadcast_in_place_on(buf, root, &s)
    }

    /// [`broadcast_in_place`](Self::broadcast_in_place) on `stream`.
    ///
    /// # Errors
    /// As [`broadcast_on`](Self::broadcast_on).
    pub fn broadcast_in_place_on<'b, T: Element>(
        &mut self,
        buf: impl Into<DeviceSliceMut<'b, T>>,
        root: usize,
        stream: &Stream,
    ) -> Result<(), Error> {
        let op = Op::broadcast_in_place(self.ranks(), buf.into(), root)?;
        self.run(stream, op)
    }

    /// Reduces `send` of every rank with `op` into `recv` of rank `root` (`ncclReduce`), on the
    /// communicator's own stream. Every rank names a receive buffer of the same length; only the
    /// root's is written.
    ///
    /// # Errors
    /// As [`broadcast_on`](Self::broadcast_on).
    pub fn reduce<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
        op: ReduceOp,
        root: usize,
    ) -> Result<(), Error> {
        let s = self.stream();
        self.reduce_on(send, recv, op, root, &s)
    }

    /// [`reduce`](Self::reduce) on `stream`.
    ///
    /// # Errors
    /// As [`broadcast_on`](Self::broadcast_on).
    pub fn reduce_on<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
        op: ReduceOp,
        root: usize,
        stream: &Stream,
    ) -> Result<(), Error> {
        let op = Op::reduce(self.ranks(), send.into(), recv.into(), op, root)?;
        self.run(stream, op)
    }

    /// Gathers `send` of every rank into `recv` of every rank, rank `i`'s elements at block `i`
    /// (`ncclAllGather`), on the communicator's own stream: `recv` holds [`count`](Self::count)
    /// times `send`'s elements.
    ///
    /// # Errors
    /// As [`all_gather_on`](Self::all_gather_on).
    pub fn all_gather<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
    ) -> Result<(), Error> {
        let s = self.stream();
        self.all_gather_on(send, recv, &s)
    }

    /// [`all_gather`](Self::all_gather) on `stream`.
    ///
    /// # Errors
    /// As [`all_reduce_on`](Self::all_reduce_on), with a receive buffer whose length is not
    /// `count()` times the send buffer's.
    pub fn all_gather_on<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let op = Op::all_gather(self.ranks(), send.into(), recv.into())?;
        self.run(stream, op)
    }

    /// Reduces `send` of every rank with `op` and leaves block `i` of the result in `recv` of rank `i`
    /// (`ncclReduceScatter`), on the communicator's own stream: `send` holds [`count`](Self::count)
    /// times `recv`'s elements.
    ///
    /// # Errors
    /// As [`reduce_scatter_on`](Self::reduce_scatter_on).
    pub fn reduce_scatter<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
        op: ReduceOp,
    ) -> Result<(), Error> {
        let s = self.stream();
        self.reduce_scatter_on(send, recv, op, &s)
    }

    /// [`reduce_scatter`](Self::reduce_scatter) on `stream`.
    ///
    /// # Errors
    /// As [`all_reduce_on`](Self::all_reduce_on), with a send buffer whose length is not `count()`
    /// times the receive buffer's.
    pub fn reduce_scatter_on<'b, T: Element>(
        &mut self,
        send: impl Into<DeviceSlice<'b, T>>,
        recv: impl Into<DeviceSliceMut<'b, T>>,
        op: ReduceOp,
        stream: &Stream,
    ) -> Result<(), Error> {
        let op = Op::reduce_scatter(self.ranks(), send.into(), recv.into(), op)?;
        self.run(stream, op)
    }

    /// Sends `buf` to rank `peer` (`ncclSend`) on `stream`; the peer receives as many elements of the
    /// same type. A send and its receive must progress together: between two ranks of one process,
    /// or a rank and itself, they go in one [`Group`](crate::Group).
    ///
    /// # Errors
    /// As [`all_reduce_on`](Self::all_reduce_on), and a peer that is not a rank.
    pub fn send_on<'b, T: Element>(
        &mut self,
        buf: impl Into<DeviceSlice<'b, T>>,
        peer: usize,
        stream: &Stream,
    ) -> Result<(), Error> {
        let op = Op::send(self.ranks(), buf.into(), peer)?;
        self.run(stream, op)
    }

    /// Receives into `buf` from rank `peer` (`ncclRecv`) on `stream`; the peer sends as many elements
    /// of the same type.
    ///
    /// # Errors
    /// As [`send_on`](Self::send_on).
    pub fn recv_on<'b, T: Element>(
        &mut self,
        buf: impl Into<DeviceSliceMut<'b, T>>,
        peer: usize,
        stream: &Stream,
    ) -> Result<(), Error> {
        let op = Op::recv(self.ranks(), buf.into(), peer)?;
        self.run(stream, op)
    }
}
