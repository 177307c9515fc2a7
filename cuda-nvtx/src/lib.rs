//! NVTX 3 from Rust: annotate a program's CPU work with ranges, marks and names that Nsight Systems
//! and other tools show on their timelines, with no library to link and next to no cost when no tool
//! is attached.
//!
//! NVTX 3 is a protocol more than a library: each call goes through a slot that a tool fills when the
//! program starts under it. This crate implements that protocol itself (as NVIDIA's header-only C
//! does), so there is nothing to install or link — not `libnvToolsExt`, which CUDA 13 no longer ships.
//! A tool is found through `NVTX_INJECTION64_PATH` (what `nsys profile` sets), or announced to the
//! CUDA driver (the NVTX 13.5 headers' path); without one every call is one load and a null check (a
//! range pushed and popped: 1.4-1.5 ns over an empty call; BENCHMARKS.md, "NVTX without a tool").
//!
//! - [`range`] / [`range_with`]: a range nested on this thread, closed when its [`Range`] guard drops;
//!   [`start_range`]: a range that may end on another thread ([`RangeId`]).
//! - [`mark`] / [`mark_with`]: an instant event.
//! - [`EventAttributes`]: message, [`Color`], category, [`Payload`]; [`name_category`].
//! - [`Domain`]: a library's own group of events, with registered strings, categories and named
//!   resources.
//! - Names: [`name_current_thread`], [`name_os_thread`], CUDA's objects by raw handle
//!   ([`name_cu_stream`] and the rest) or, with the `driver` feature, `cuda-driver`'s objects by
//!   reference (`name_stream`).
//! - [`tool`]: what the search for a tool found. [`sys`]: the whole C API under its C names.
//!
//! Texts are `&CStr` (`c"load"`, passed as is) or `&str` (copied with a NUL only when a tool is
//! attached): see [`Text`].
//!
//! ```
//! use cuda_nvtx::{range, mark, Color, EventAttributes};
//!
//! let _frame = range("frame");
//! for step in 0..3u32 {
//!     let _step = cuda_nvtx::range_with(
//!         &EventAttributes::new().text("step").payload(step).color(Color::rgb(255, 128, 0)),
//!     );
//!     mark(c"tick");
//! }
//! ```
//!
//! Reference: <https://nvidia.github.io/NVTX/>.

pub mod sys;

mod attributes;
mod domain;
mod inject;
mod range;
mod resource;
mod slots;
mod text;

pub use attributes::{Color, EventAttributes, Payload};
pub use domain::{Domain, DomainRange, DomainRangeId, NamedResource};
pub use inject::{tool, Source, Tool, ENTRY_POINT, INJECTION_VARIABLE};
pub use range::{
    mark, mark_with, name_category, name_current_thread, name_os_thread, range, range_with,
    start_range, start_range_with, Range, RangeId,
};
pub use resource::*;
pub use text::{RegisteredString, Text};
