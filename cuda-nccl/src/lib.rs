//! NCCL from Rust: collectives between GPUs on `cuda_driver` buffers, in stream order.
//!
//! Reference: <https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/>.

mod error;
mod library;
mod search;
pub mod sys;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::{Error, NcclError};
pub use library::Nccl;
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
