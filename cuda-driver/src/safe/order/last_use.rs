//! A buffer's place in stream order: the stream of its last write and the streams that read it since
//! ([`LastUse`]), read and changed only under the buffer's lock, by the rule of [`Mode`].

use std::sync::Arc;

use crate::sys::CUcontext;

use crate::safe::owners::stream::StreamInner;

/// The most streams beyond home and `other` that read a buffer since its last write before a further
/// reader is ordered as a write (after all of them): nine readers at once, with home and `other`.
pub(super) const MORE: usize = 7;

/// A buffer's last write, on its home stream or (`away`) on `other`, and the streams that read it
/// since: home (`home_read`), `other` (`other_read`) and the first `n_more` of `more`.
///
/// `other` stays when the buffer is used on its home stream again, if it is a stream of the buffer's
/// own context, so that a buffer used by turns on its home stream and one other (a copy stream and a
/// compute stream) takes no reference count per use; the other stream then lives until the buffer is
/// used on a third stream or freed. (A stream of another context is let go at the next write at home:
/// it would keep that context alive.) The readers in `more` are let go at the next write.
#[derive(Default)]
#[repr(C)]
pub(super) struct LastUse {
    pub(super) other: Option<Arc<StreamInner>>,
    pub(super) away: bool,
    /// `other` belongs to another context than the buffer (known when it is set, so that the use at
    /// home that lets it go reads nothing of that stream).
    pub(super) foreign: bool,
    /// Home read since the last write (which was on `other`).
    pub(super) home_read: bool,
    /// `other` read since the last write (which was at home).
    pub(super) other_read: bool,
    pub(super) n_more: u8,
    /// Last, on the allocation's second cache line: read only with three or more reading streams.
    pub(super) more: [Option<Arc<StreamInner>>; MORE],
}

impl LastUse {
    /// The stream of the last write, given the buffer's home stream.
    pub(super) fn stream<'a>(&'a self, home: &'a Arc<StreamInner>) -> &'a Arc<StreamInner> {
        match &self.other {
            Some(other) if self.away => other,
            _ => home,
        }
    }

    /// The streams that read since the last write (none of them the writer's).
    pub(super) fn readers<'a>(
        &'a self,
        home: &'a Arc<StreamInner>,
    ) -> impl Iterator<Item = &'a Arc<StreamInner>> + 'a {
        let home = self.home_read.then_some(home);
        let other = self.other.as_ref().filter(|_| self.other_read);
        home.into_iter()
            .chain(other)
            .chain(self.more[..usize::from(self.n_more)].iter().flatten())
    }

    /// Some stream read since the last write.
    #[inline(always)]
    pub(super) fn has_readers(&self) -> bool {
        self.home_read | self.other_read | (self.n_more > 0)
    }

    /// `s` wrote last, or is home or `other` and read since: a read there is in order already (the
    /// common cases of [`covers_read`](Self::covers_read), which also looks in `more`).
    #[inline(always)]
    pub(super) fn reads_on(&self, s: &StreamInner, home: &Arc<StreamInner>) -> bool {
        let is = |o: &Arc<StreamInner>| std::ptr::eq(Arc::as_ptr(o), s);
        match &self.other {
            Some(other) if self.away => is(other) || (self.home_read && is(home)),
            other => is(home) || (self.other_read && other.as_ref().is_some_and(is)),
        }
    }

    /// A read on `s` is ordered already: `s` wrote last, or read since.
    #[inline]
    pub(super) fn covers_read(&self, s: &StreamInner, home: &Arc<StreamInner>) -> bool {
        let is = |o: &Arc<StreamInner>| std::ptr::eq(Arc::as_ptr(o), s);
        if is(self.stream(home)) {
            return true;
        }
        if self.n_more == 0 && !self.home_read && !self.other_read {
            return false;
        }
        self.readers(home).any(is)
    }

    /// A read on `s` (not covered) can be recorded as one: there is a place for `s` among the readers.
    pub(super) fn has_room(&self, s: &StreamInner, home: &Arc<StreamInner>) -> bool {
        std::ptr::eq(Arc::as_ptr(home), s)
            || match &self.other {
                None => true,
                Some(o) => std::ptr::eq(Arc::as_ptr(o), s) || (!self.away && !self.other_read),
            }
            || usize::from(self.n_more) < MORE
    }

    /// Records a read on `s`, another stream than the last write's (out of line: a launch on one
    /// stream never runs it).
    #[cold]
    #[inline(never)]
    pub(super) fn record_read(
        &mut self,
        s: &Arc<StreamInner>,
        home: &Arc<StreamInner>,
        home_ctx: CUcontext,
        released: &mut Released,
    ) {
        if !self.covers_read(s, home) {
            self.add_reader(s, home, home_ctx, released);
        }
    }

    /// Records a read on `s` (not covered, with room: [`has_room`](Self::has_room)).
    pub(super) fn add_reader(
        &mut self,
        s: &Arc<StreamInner>,
        home: &Arc<StreamInner>,
        home_ctx: CUcontext,
        released: &mut Released,
    ) {
        if Arc::ptr_eq(s, home) {
            self.home_read = true;
            return;
        }
        match &self.other {
            Some(o) if Arc::ptr_eq(o, s) => self.other_read = true,
            Some(_) if self.away || self.other_read => {
                self.more[usize::from(self.n_more)] = Some(Arc::clone(s));
                self.n_more += 1;
            }
            _ => {
                released.add(self.other.replace(Arc::clone(s)));
                self.foreign = s.ctx_raw() != home_ctx;
                self.other_read = true;
            }
        }
    }

    /// Records a write on `s`: it is the last write, and no stream has read since.
    #[inline(always)]
    pub(super) fn set_writer(
        &mut self,
        s: &Arc<StreamInner>,
        home: &Arc<StreamInner>,
        home_ctx: CUcontext,
        released: &mut Released,
    ) {
        if self.has_readers() {
            self.clear_readers(released);
        }
        self.away = !Arc::ptr_eq(home, s);
        if self.away {
            if !self.other.as_ref().is_some_and(|o| Arc::ptr_eq(o, s)) {
                released.add(self.other.replace(Arc::clone(s)));
                self.foreign = s.ctx_raw() != home_ctx;
            }
        } else if self.foreign {
            // Back home from a stream of another context: that stream is not kept, since it would
            // keep its context alive (and its device's primary context from a reset) past its owners.
            released.add(self.other.take());
            self.foreign = false;
        }
    }

    /// Forgets the readers (a write follows them), handing those of `more` to `released`.
    #[cold]
    #[inline(never)]
    pub(super) fn clear_readers(&mut self, released: &mut Released) {
        self.home_read = false;
        self.other_read = false;
        for r in &mut self.more[..usize::from(self.n_more)] {
            released.add(r.take());
        }
        self.n_more = 0;
    }
}

/// The streams whose work on a buffer may not have run: the last write's and the readers' since,
/// what the host waits for before it touches memory it reaches directly, and what a free orders after.
pub(crate) struct Pending {
    pub(crate) last: Arc<StreamInner>,
    pub(crate) readers: Vec<Arc<StreamInner>>,
}

impl Pending {
    /// Every stream, the last write's first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &Arc<StreamInner>> {
        std::iter::once(&self.last).chain(&self.readers)
    }
}

/// The streams the buffers of one use let go of, kept until the buffers are unlocked (dropping a
/// stream's last owner calls the driver): usually one stream, however many buffers.
#[derive(Default)]
pub(super) struct Released {
    first: Option<Arc<StreamInner>>,
    /// Any other (rare: the buffers of one use last used on several other streams).
    more: Option<Vec<Arc<StreamInner>>>,
}

impl Released {
    pub(super) fn add(&mut self, stream: Option<Arc<StreamInner>>) {
        let Some(stream) = stream else { return };
        match &self.first {
            None => self.first = Some(stream),
            // `first` owns the stream too, so this owner is not the last: dropped here.
            Some(first) if Arc::ptr_eq(first, &stream) => {}
            Some(_) => self.more.get_or_insert_with(Vec::new).push(stream),
        }
    }
}
