//! The table of operations: for each, its batch size, whether the streams are drained before a batch,
//! and its measured loop per variant.

use crate::bench::Bench;
use crate::launch_args::{
    args16_cudarc, args16_cudarc_sys, args16_pfn, args16_safe, args16_sys, bufs4_other_pfn,
    bufs4_other_safe, bufs4_other_sys, bufs4_pfn, bufs4_safe, bufs4_sys, not_measured,
};
use crate::launches::{
    launch_cudarc, launch_cudarc_sys, launch_ex_cudarc, launch_ex_cudarc_sys, launch_ex_pfn,
    launch_ex_safe, launch_ex_sys, launch_pfn, launch_safe, launch_sys, round_trip_cudarc,
    round_trip_cudarc_sys, round_trip_pfn, round_trip_safe, round_trip_sys,
};
use crate::queries::{
    attr_cudarc, attr_cudarc_sys, attr_pfn, attr_safe, attr_sys, ctx_cudarc, ctx_cudarc_sys,
    ctx_pfn, ctx_safe, ctx_sys, query_cudarc, query_cudarc_sys, query_pfn, query_safe, query_sys,
};

type Case = for<'a, 'b> fn(&'a mut Bench<'b>, usize);

pub(crate) const VARIANTS: [&str; 5] = ["safe", "sys", "pfn", "cudarc", "cudarc-sys"];
pub(crate) const BASELINE: usize = 2;

/// How many calls a batch makes.
#[derive(Clone, Copy)]
pub(crate) enum Batch {
    Calls,
    Launches,
    RoundTrips,
}

pub(crate) struct Op {
    pub(crate) name: &'static str,
    pub(crate) batch: Batch,
    /// Drain the streams before each batch.
    pub(crate) drain: bool,
    /// How many of `VARIANTS` the op measures (the first ones; the rest are not run or reported).
    pub(crate) variants: usize,
    pub(crate) cases: [Case; 5],
}

pub(crate) const OPS: &[Op] = &[
    Op {
        name: "cuCtxGetCurrent",
        batch: Batch::Calls,
        variants: 5,
        drain: false,
        cases: [ctx_safe, ctx_sys, ctx_pfn, ctx_cudarc, ctx_cudarc_sys],
    },
    Op {
        name: "cuDeviceGetAttribute",
        batch: Batch::Calls,
        variants: 5,
        drain: false,
        cases: [attr_safe, attr_sys, attr_pfn, attr_cudarc, attr_cudarc_sys],
    },
    Op {
        name: "cuStreamQuery",
        batch: Batch::Calls,
        variants: 5,
        drain: true,
        cases: [
            query_safe,
            query_sys,
            query_pfn,
            query_cudarc,
            query_cudarc_sys,
        ],
    },
    Op {
        name: "cuLaunchKernel",
        batch: Batch::Launches,
        variants: 5,
        drain: true,
        cases: [
            launch_safe,
            launch_sys,
            launch_pfn,
            launch_cudarc,
            launch_cudarc_sys,
        ],
    },
    Op {
        name: "cuLaunchKernelEx",
        batch: Batch::Launches,
        variants: 5,
        drain: true,
        cases: [
            launch_ex_safe,
            launch_ex_sys,
            launch_ex_pfn,
            launch_ex_cudarc,
            launch_ex_cudarc_sys,
        ],
    },
    Op {
        name: "launch+sync",
        batch: Batch::RoundTrips,
        variants: 5,
        drain: true,
        cases: [
            round_trip_safe,
            round_trip_sys,
            round_trip_pfn,
            round_trip_cudarc,
            round_trip_cudarc_sys,
        ],
    },
    Op {
        name: "launch 4 buffers",
        batch: Batch::Launches,
        variants: 3,
        drain: true,
        cases: [bufs4_safe, bufs4_sys, bufs4_pfn, not_measured, not_measured],
    },
    Op {
        name: "launch 4 buffers from another stream",
        batch: Batch::Launches,
        variants: 3,
        drain: true,
        cases: [
            bufs4_other_safe,
            bufs4_other_sys,
            bufs4_other_pfn,
            not_measured,
            not_measured,
        ],
    },
    Op {
        name: "launch 16 args",
        batch: Batch::Launches,
        variants: 5,
        drain: true,
        cases: [
            args16_safe,
            args16_sys,
            args16_pfn,
            args16_cudarc,
            args16_cudarc_sys,
        ],
    },
];
