//! The one-call start: [`Context::new`] (the driver loaded and initialised, device n's primary context),
//! [`Context::stream`] and [`Context::event`] with everyday defaults, and the stream and event flag sets
//! under Rust names ([`StreamFlags`], [`EventFlags`]) so that everyday code names no `sys` item.

use crate::safe::host_fn;
use crate::sys::{CUevent_flags, CUstream_flags};
use crate::{Context, Device, Driver, Error, Event, Stream};

/// How a stream is made (`CU_STREAM_*`), combined with `|`: [`StreamFlags::NON_BLOCKING`], or
/// [`StreamFlags::empty()`] for a stream that waits for the legacy default stream. The driver's flag set
/// under a Rust name; its C-named constants (`CU_STREAM_NON_BLOCKING`) work too.
///
/// ```
/// use cuda_driver::StreamFlags;
/// assert!(StreamFlags::NON_BLOCKING.contains(StreamFlags::NON_BLOCKING));
/// assert!(StreamFlags::empty().is_empty());
/// ```
pub type StreamFlags = CUstream_flags;

impl CUstream_flags {
    /// The stream does not wait for the context's legacy default stream, nor does that stream wait
    /// for it (`CU_STREAM_NON_BLOCKING`); what [`Context::stream`] makes.
    pub const NON_BLOCKING: Self = Self::CU_STREAM_NON_BLOCKING;
}

/// How an event is made (`CU_EVENT_*`), combined with `|`; [`EventFlags::empty()`] for the driver's
/// default (the event records time, and a wait for it spins). The driver's flag set under a Rust name.
///
/// ```
/// use cuda_driver::EventFlags;
/// let flags = EventFlags::DISABLE_TIMING | EventFlags::BLOCKING_SYNC;
/// assert!(flags.contains(EventFlags::DISABLE_TIMING) && !flags.contains(EventFlags::INTERPROCESS));
/// ```
pub type EventFlags = CUevent_flags;

impl CUevent_flags {
    /// A thread waiting for the event sleeps instead of spinning (`CU_EVENT_BLOCKING_SYNC`).
    pub const BLOCKING_SYNC: Self = Self::CU_EVENT_BLOCKING_SYNC;
    /// The event records no time: cheaper for ordering alone, refused by
    /// [`Event::elapsed_ms`] (`CU_EVENT_DISABLE_TIMING`).
    pub const DISABLE_TIMING: Self = Self::CU_EVENT_DISABLE_TIMING;
    /// The event can be shared with another process; needs `DISABLE_TIMING` too
    /// (`CU_EVENT_INTERPROCESS`; [`Event::new_ipc`] makes one).
    pub const INTERPROCESS: Self = Self::CU_EVENT_INTERPROCESS;
}

impl Context {
    /// The primary context of device `ordinal`, in one call: loads libcuda and initialises it on first
    /// use ([`init`](crate::init)), then [`Device::get`] and [`Context::primary`]. The same context as
    /// the runtime API's and every other library's on that device.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::Context::new(0)?;
    /// println!("{}", ctx.device().name()?);
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Load`] when libcuda cannot be loaded (listing every path tried); `CUDA_ERROR_NO_DEVICE`
    /// from `cuInit` on a machine without a GPU; `CUDA_ERROR_INVALID_DEVICE` for an ordinal past the
    /// last device; a failing `cuDevicePrimaryCtxRetain`.
    pub fn new(ordinal: usize) -> Result<Context, Error> {
        let driver = crate::init()?;
        Context::primary(Device::get(driver, ordinal)?)
    }

    /// A new stream of this context, non-blocking ([`StreamFlags::NON_BLOCKING`]): it neither waits
    /// for nor holds up the legacy default stream. [`Stream::new`] takes other flags,
    /// [`Stream::with_priority`] a priority.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::Context::new(0)?;
    /// let stream = ctx.stream()?;
    /// stream.synchronize()?;
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// A failing `cuStreamCreate`.
    pub fn stream(&self) -> Result<Stream, Error> {
        Stream::new(self, StreamFlags::NON_BLOCKING)
    }

    /// A new event of this context with the driver's default flags (it records time, so
    /// [`Event::elapsed_ms`] works). [`Event::new`] takes flags ([`EventFlags::DISABLE_TIMING`] is
    /// cheaper for ordering alone).
    ///
    /// ```no_run
    /// let ctx = cuda_driver::Context::new(0)?;
    /// let (a, b) = (ctx.stream()?, ctx.stream()?);
    /// let done = ctx.event()?;
    /// done.record(&a)?;   // what `a` has queued so far...
    /// b.wait_event(&done)?; // ...runs before what `b` queues from here
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventCreate`.
    pub fn event(&self) -> Result<Event, Error> {
        Event::new(self, EventFlags::empty())
    }
}

/// Loads the driver ([`Driver::load`]) and initialises it (`cuInit(0)`).
///
/// ```no_run
/// let driver = cuda_driver::init()?;
/// println!("{} device(s)", cuda_driver::Device::count(driver)?);
/// # Ok::<(), cuda_driver::Error>(())
/// ```
///
/// # Errors
/// [`Error::Load`] when libcuda cannot be loaded (listing every path tried), [`Error::Driver`] when
/// `cuInit` fails (for example `CUDA_ERROR_NO_DEVICE`).
pub fn init() -> Result<&'static Driver, Error> {
    host_fn::refuse("cuInit")?;
    let driver = Driver::load()?;
    // SAFETY: `cuInit(0)` has no pointer arguments and may be called any number of times.
    unsafe { driver.cuInit(0) }?;
    Ok(driver)
}

#[cfg(test)]
mod tests {
    /// The Rust-named flags are the driver's bits, so `Stream::new` and `Event::new` pass what the
    /// header says.
    #[test]
    fn rust_named_flags_are_the_drivers_bits() {
        use crate::{EventFlags, StreamFlags};
        assert_eq!(StreamFlags::NON_BLOCKING.raw(), 0x1);
        assert_eq!(StreamFlags::empty().raw(), 0);
        let flags = EventFlags::DISABLE_TIMING | EventFlags::BLOCKING_SYNC;
        assert_eq!(flags.raw(), 0x3);
        assert!(
            flags.contains(EventFlags::DISABLE_TIMING) && !flags.contains(EventFlags::INTERPROCESS)
        );
        assert_eq!(EventFlags::INTERPROCESS.raw(), 0x4);
    }
}
