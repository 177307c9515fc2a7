//! NVML from Rust: the NVIDIA Management Library, what `nvidia-smi` is built on — device identity,
//! memory, utilisation, temperature, power, clocks, performance states, fans, ECC, processes, MIG,
//! NVLink and events.
//!
//! - [`sys`]: `nvml.h` of NVML 12.9, 13.0 and 13.5 (NVIDIA's `nvidia-nvml-dev` wheels), every type,
//!   constant and function declared with `cuda-struct`'s macros, C names exactly, in files by area; the
//!   functions in each area's `functions!` table, each with the release whose header introduced it,
//!   gathered in [`sys::Table`] (the scaffold every library's `sys` shares, `cuda_struct::sys_tables!`).
//! - [`NvmlLibrary`]: `libnvidia-ml.so.1` loaded at run time from the driver (no link-time dependency);
//!   where it is looked for: [`Search`]. A function the loaded library lacks is an [`NvmlError`] naming
//!   it and the release that introduced it.
//! - [`Nvml`]: the safe layer. NVML initialised while an owner lives (`nvmlInit_v2`, `nvmlShutdown` with
//!   the last owner); [`Device`]s by index, UUID, PCI bus id (and from a `cuda_driver::Device` with the
//!   `driver` feature), and their queries as typed values; [`EventSet`] for events.
//!
//! ```no_run
//! use cuda_nvml::Nvml;
//!
//! let nvml = Nvml::init()?;
//! println!("driver {}, NVML {}", nvml.driver_version()?, nvml.nvml_version()?);
//! for device in nvml.devices()? {
//!     let memory = device.memory()?;
//!     println!("{}: {} of {} MiB used", device.name()?, memory.used >> 20, memory.total >> 20);
//! }
//! # Ok::<(), cuda_nvml::Error>(())
//! ```
//!
//! Reference: <https://docs.nvidia.com/deploy/nvml-api/>.

pub mod sys;

mod device;
mod error;
mod events;
mod library;
mod nvml;
mod search;
mod strings;
mod values;

pub use cuda_struct::load::{Attempt, LoadError};
pub use device::Device;
pub use error::{description, Error, NvmlError};
pub use events::{Event, EventSet, EventTypes};
pub use library::NvmlLibrary;
pub use nvml::Nvml;
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE};
pub use values::{
    Clocks, EccMode, FanSpeed, Memory, MigMode, Mode, NvLinkState, PciInfo, PerformanceState,
    Process, ProcessKind, Utilization,
};
