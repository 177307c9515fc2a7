//! cuFile (GPUDirect Storage) from Rust: data moved between files and device memory, directly where the
//! storage and the platform allow it, through POSIX calls and a bounce buffer (compatibility mode)
//! elsewhere.
//!
//! - [`sys`]: `cufile.h` of cuFile 1.14, 1.15 and 1.20 (shipped with CUDA 12.9, 13.0 and 13.5), declared
//!   with `cuda-struct`'s macros; the statistics structs with each version's layout ([`sys::stats`]).
//! - [`CuFile`]: libcufile loaded at run time (no link-time dependency, no build script); a function
//!   the loaded library lacks is an error naming it and the version that introduced it. Where it is
//!   looked for: [`Search`].
//! - The safe layer: [`Driver`] (the driver, opened once and shared, closed with its last owner),
//!   [`FileHandle`] (a [`std::fs::File`] registered, borrowed), [`RegisteredBuffer`] (a
//!   [`cuda_driver::DeviceBuffer`] registered, borrowed), whose [`read`](RegisteredBuffer::read) and
//!   [`write`](RegisteredBuffer::write) are checked against the buffer's bounds and wait for the GPU's
//!   earlier work on the buffer; failures as [`Error`], cuFile's own as [`CuFileError`] (cuFile's code
//!   and the CUDA driver's).
//!
//! A file written, then read into device memory through cuFile:
//!
//! ```no_run
//! use cuda_cufile::{CuFile, Driver, FileHandle, RegisteredBuffer};
//! use cuda_driver::{Context, Device, DeviceBuffer, Stream, StreamFlags};
//!
//! std::fs::write("/tmp/data.bin", [7u8; 4096])?;
//! let ctx = Context::primary(Device::get(cuda_driver::init()?, 0)?)?;
//! let stream = Stream::new(&ctx, StreamFlags::NON_BLOCKING)?;
//! let mut device = DeviceBuffer::<u8>::alloc_unpooled(&stream, 4096)?;
//!
//! let driver = Driver::open(CuFile::load()?)?;
//! let file = std::fs::File::open("/tmp/data.bin")?;
//! let handle = FileHandle::register(&driver, &file)?;
//! let mut buffer = RegisteredBuffer::register(&driver, &mut device, &stream)?;
//! let read = buffer.read(&handle, 0, 0, 4096, &stream)?;
//! assert_eq!(read, 4096);
//! drop(buffer);
//! assert_eq!(device.to_vec()?, vec![7u8; 4096]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Reference: <https://docs.nvidia.com/gpudirect-storage/api-reference-guide/>.

pub mod sys;

mod buffer;
mod driver;
mod error;
#[cfg(test)]
mod fake;
mod file;
mod library;
mod parameters;
mod search;

pub use buffer::RegisteredBuffer;
pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use driver::Driver;
pub use error::{CuFileError, Error};
pub use file::FileHandle;
pub use library::CuFile;
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
