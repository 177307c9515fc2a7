//! Compile-fail tests live in `tests/ui.rs` and the `ui/` folders.
