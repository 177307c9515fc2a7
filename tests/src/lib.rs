//! Shared helpers for the integration tests.

pub mod child;
pub mod fetch;
pub mod gpu_suite;
