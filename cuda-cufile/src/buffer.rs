//! A [`DeviceBuffer`] registered with cuFile, and the synchronous reads and writes into and out of it.
//!
//! # Ordering with the GPU's work
//! cuFile's `cuFileRead` and `cuFileWrite` return once the data has moved, but they do not take part in
//! the stream order `cuda-driver` keeps for every buffer (a read waits for the last write, a write for
//! the last write and the reads since). So each call here first joins that order on the stream it is
//! given, through the buffer's public [`DeviceBuffer::raw`] (a write use: the stream waits for all the
//! buffer's earlier work) or [`DeviceSlice::raw`](cuda_driver::DeviceSlice::raw) (a read use: the
//! stream waits for the last write), then waits for the stream ([`Stream::synchronize`]), so that no
//! kernel or copy queued earlier still reads or writes the buffer when cuFile touches it, and only then
//! calls cuFile. Later uses of the buffer wait for that stream, whose work is already done. The buffer
//! is borrowed `&mut` for as long as it is registered, so no other use can be queued meanwhile except
//! through [`RegisteredBuffer::buffer_mut`], whose uses are ordered the same way.

use std::ffi::c_void;

use cuda_driver::{DeviceBuffer, Stream};
use cuda_struct::CudaField;

use crate::error::Error;
use crate::{Driver, FileHandle};

/// A [`DeviceBuffer`] registered with cuFile (`cuFileBufRegister`) for `'b`, deregistered when dropped.
///
/// Registration pins the memory for direct transfers; reads and writes through cuFile work on
/// unregistered memory too, but slower. The buffer stays reachable through [`buffer`](Self::buffer)
/// and [`buffer_mut`](Self::buffer_mut) (to launch kernels on it, copy it back...).
#[derive(Debug)]
pub struct RegisteredBuffer<'b, T: CudaField> {
    buffer: &'b mut DeviceBuffer<T>,
    base: usize,
    driver: Driver,
}

impl<'b, T: CudaField> RegisteredBuffer<'b, T> {
    /// Registers the whole of `buffer` with the open `driver`; `stream` is where the registration joins
    /// the buffer's order (a stream of the buffer's context).
    ///
    /// # Errors
    /// cuFile's refusal (`CU_FILE_CUDA_MEMORY_TYPE_INVALID` for memory it cannot pin, ...); a
    /// failing driver call.
    pub fn register(
        driver: &Driver,
        buffer: &'b mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<RegisteredBuffer<'b, T>, Error> {
        check_stream(buffer, stream)?;
        // Binds the buffer's context to this thread, which cuFile needs.
        let base = buffer.raw(stream)?;
        // SAFETY: `base` and the byte length are the buffer's whole allocation, which the `&'b mut`
        // borrow keeps alive (and registered memory is deregistered before the borrow ends).
        unsafe {
            driver.cufile().cuFileBufRegister(
                base.native_handle() as *const c_void,
                buffer.byte_len(),
                0,
            )
        }?;
        Ok(RegisteredBuffer {
            buffer,
            base: base.native_handle(),
            driver: driver.clone(),
        })
    }

    /// The buffer, to read it or use it in shared launches.
    pub fn buffer(&self) -> &DeviceBuffer<T> {
        self.buffer
    }

    /// The buffer, to write it or use it in launches.
    pub fn buffer_mut(&mut self) -> &mut DeviceBuffer<T> {
        self.buffer
    }

    /// The buffer's length in bytes.
    pub fn byte_len(&self) -> usize {
        self.buffer.byte_len()
    }

    /// Reads `len` bytes of `file` from `file_offset` into the buffer at byte `offset`
    /// (`cuFileRead`), after the buffer's earlier work queued anywhere (see the module docs); returns
    /// the bytes read, fewer than `len` only at the end of the file.
    ///
    /// # Errors
    /// [`Error::OutOfBounds`] when `offset + len` passes the buffer's end; [`Error::Capturing`] for a
    /// capturing stream; [`Error::WrongContext`]; cuFile's refusal or the read's `errno` as
    /// [`Error::CuFile`].
    pub fn read(
        &mut self,
        file: &FileHandle<'_>,
        file_offset: u64,
        offset: usize,
        len: usize,
        stream: &Stream,
    ) -> Result<usize, Error> {
        let (file_offset, buf_offset) = self.check(file_offset, offset, len, stream)?;
        // A write use: `stream` waits for every earlier use of the buffer.
        let base = self.buffer.raw(stream)?;
        stream.synchronize()?;
        debug_assert_eq!(base.native_handle(), self.base);
        // SAFETY: `offset + len` lies inside the registered buffer (checked), which `&mut self` keeps
        // from every other use, and whose earlier work has finished (the stream waited for it and was
        // synchronised); the handle is registered and borrowed for the call.
        let count = unsafe {
            self.driver.cufile().cuFileRead(
                file.raw(),
                base.native_handle() as *mut c_void,
                len,
                file_offset,
                buf_offset,
            )
        }?;
        Ok(crate::CuFileError::check_count("cuFileRead", count)?)
    }

    /// Writes `len` bytes of the buffer from byte `offset` into `file` at `file_offset`
    /// (`cuFileWrite`), after the buffer's last write queued anywhere; returns the bytes written.
    ///
    /// # Errors
    /// As [`read`](Self::read).
    pub fn write(
        &mut self,
        file: &FileHandle<'_>,
        file_offset: u64,
        offset: usize,
        len: usize,
        stream: &Stream,
    ) -> Result<usize, Error> {
        let (file_offset, buf_offset) = self.check(file_offset, offset, len, stream)?;
        // A read use: `stream` waits for the buffer's last write.
        let base = self.buffer.as_view().raw(stream)?;
        stream.synchronize()?;
        // SAFETY: the range lies inside the registered buffer (checked); its last write has finished
        // and `&mut self` keeps new ones from being queued during the call.
        let count = unsafe {
            self.driver.cufile().cuFileWrite(
                file.raw(),
                base.native_handle() as *const c_void,
                len,
                file_offset,
                buf_offset,
            )
        }?;
        Ok(crate::CuFileError::check_count("cuFileWrite", count)?)
    }

    /// The checks every read and write makes: the range fits, the offsets fit `off_t`, the stream can
    /// be waited for and is of the buffer's context.
    fn check(
        &self,
        file_offset: u64,
        offset: usize,
        len: usize,
        stream: &Stream,
    ) -> Result<(i64, i64), Error> {
        check_range(offset, len, self.buffer.byte_len())?;
        check_stream(self.buffer, stream)?;
        let file_offset = i64::try_from(file_offset).map_err(|_| Error::FileOffset {
            offset: file_offset,
        })?;
        // `offset` is at most the buffer's length, an allocation's size, which fits `isize`.
        let buf_offset = i64::try_from(offset).map_err(|_| Error::OutOfBounds {
            offset,
            len,
            buffer_len: self.buffer.byte_len(),
        })?;
        Ok((file_offset, buf_offset))
    }
}

/// `offset + len <= buffer_len`, without overflow.
pub(crate) fn check_range(offset: usize, len: usize, buffer_len: usize) -> Result<(), Error> {
    match offset.checked_add(len) {
        Some(end) if end <= buffer_len => Ok(()),
        _ => Err(Error::OutOfBounds {
            offset,
            len,
            buffer_len,
        }),
    }
}

fn check_stream<T: CudaField>(buffer: &DeviceBuffer<T>, stream: &Stream) -> Result<(), Error> {
    if !stream.context().same(buffer.context()) {
        return Err(Error::WrongContext);
    }
    if stream.is_capturing() {
        return Err(Error::Capturing);
    }
    Ok(())
}

impl<T: CudaField> Drop for RegisteredBuffer<'_, T> {
    fn drop(&mut self) {
        // cuFile looks the registration up in the current context's memory.
        let _ = self.buffer.context().bind();
        // SAFETY: `base` was registered by `register` and is deregistered once, while the borrow keeps
        // the allocation alive; no read or write is running (they borrow `self`).
        let _ = unsafe {
            self.driver
                .cufile()
                .cuFileBufDeregister(self.base as *const c_void)
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_must_end_inside_the_buffer() {
        assert!(check_range(0, 16, 16).is_ok());
        assert!(check_range(16, 0, 16).is_ok());
        let e = check_range(8, 9, 16).unwrap_err();
        assert!(matches!(
            e,
            Error::OutOfBounds {
                offset: 8,
                len: 9,
                buffer_len: 16
            }
        ));
        assert_eq!(
            e.to_string(),
            "9 bytes at offset 8 do not fit in the registered buffer of 16 bytes"
        );
        assert!(check_range(usize::MAX, 2, 16).is_err());
    }
}
