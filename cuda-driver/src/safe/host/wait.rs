//! The host's wait for queued work that reads or writes memory it lent: a copy from or to a borrowed
//! slice, the end of a registration.

use crate::Error;

use crate::safe::owners::current;
use crate::safe::owners::stream::StreamInner;

/// Waits for a queued copy that reads or writes borrowed host memory: the call may not return while
/// the copy can still run. A failing stream wait is retried on the whole context; an error after which
/// no work runs any more ([`DriverError::stops_all_work`]) is returned; any other failure is retried,
/// backing off, until one of the waits answers, since returning would let the borrow end under a
/// running copy. (Such a failure comes from foreign code: a capture begun in global mode on a blocking
/// stream of the same context, which the safe layer never makes; the wait answers once it ends.)
pub(crate) fn wait_for_host_copy(s: &StreamInner) -> Result<(), Error> {
    let driver = s.driver();
    let mut pause = std::time::Duration::from_micros(50);
    loop {
        let waited = s.synchronize().or_else(|e| {
            current::in_context(s.ctx(), || {
                // SAFETY: no arguments; waits for every stream of the stream's context, current here.
                unsafe { driver.cuCtxSynchronize() }
            })
            .map_err(|_| e)
        });
        match waited {
            Ok(()) => return Ok(()),
            Err(e) if e.stops_all_work() => return Err(e.into()),
            Err(_) => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(std::time::Duration::from_millis(100));
            }
        }
    }
}
