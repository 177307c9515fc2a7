//! `sys`'s own tests: the function table and the registries that `cuda_struct::sys_tables!` builds.

mod registry;
mod table;
