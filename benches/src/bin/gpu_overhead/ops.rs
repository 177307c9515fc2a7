//! The table of operations: for each, its batch size, whether the streams are drained before a batch,
//! and its measured loop per variant; and the check that every variant's 16-argument launch is wired
//! right.

use crate::bench::Bench;
use crate::launch_args::{
    args16_cudarc, args16_cudarc_ev, args16_cudarc_sys, args16_pfn, args16_safe, args16_sys,
    bufs4_cudarc, bufs4_cudarc_ev, bufs4_cudarc_sys, bufs4_other_cudarc, bufs4_other_cudarc_ev,
    bufs4_other_cudarc_sys, bufs4_other_pfn, bufs4_other_safe, bufs4_other_sys, bufs4_pfn,
    bufs4_safe, bufs4_sys,
};
use crate::launches::{
    launch_cudarc, launch_cudarc_ev, launch_cudarc_sys, launch_ex_cudarc, launch_ex_cudarc_sys,
    launch_ex_pfn, launch_ex_safe, launch_ex_sys, launch_pfn, launch_safe, launch_sys,
    round_trip_cudarc, round_trip_cudarc_ev, round_trip_cudarc_sys, round_trip_pfn,
    round_trip_safe, round_trip_sys,
};
use crate::options::fail;
use crate::queries::{
    attr_cudarc, attr_cudarc_ev, attr_cudarc_sys, attr_pfn, attr_safe, attr_sys, ctx_cudarc,
    ctx_cudarc_sys, ctx_pfn, ctx_safe, ctx_sys, query_cudarc, query_cudarc_ev, query_cudarc_sys,
    query_pfn, query_safe, query_sys,
};

pub(crate) type Case = for<'a, 'b> fn(&'a mut Bench<'b>, usize);

/// The variants, in the order of `Op::cases` (the order of a repetition, rotated by one each time).
pub(crate) const VARIANTS: [&str; 6] = ["safe", "sys", "pfn", "cudarc", "cudarc-ev", "cudarc-sys"];
/// `pfn`, the limit every ratio is to.
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
    /// The measured loop of each of `VARIANTS`; `None`: the variant has no call of its own here, and is
    /// neither run nor reported.
    pub(crate) cases: [Option<Case>; 6],
}

pub(crate) const OPS: &[Op] = &[
    Op {
        name: "cuCtxGetCurrent",
        batch: Batch::Calls,
        drain: false,
        // `result::ctx::get_current` is a free function: the two cudarc columns run the same loop.
        cases: [
            Some(ctx_safe),
            Some(ctx_sys),
            Some(ctx_pfn),
            Some(ctx_cudarc),
            Some(ctx_cudarc),
            Some(ctx_cudarc_sys),
        ],
    },
    Op {
        name: "cuDeviceGetAttribute",
        batch: Batch::Calls,
        drain: false,
        cases: [
            Some(attr_safe),
            Some(attr_sys),
            Some(attr_pfn),
            Some(attr_cudarc),
            Some(attr_cudarc_ev),
            Some(attr_cudarc_sys),
        ],
    },
    Op {
        name: "cuStreamQuery",
        batch: Batch::Calls,
        drain: true,
        cases: [
            Some(query_safe),
            Some(query_sys),
            Some(query_pfn),
            Some(query_cudarc),
            Some(query_cudarc_ev),
            Some(query_cudarc_sys),
        ],
    },
    Op {
        name: "cuLaunchKernel",
        batch: Batch::Launches,
        drain: true,
        cases: [
            Some(launch_safe),
            Some(launch_sys),
            Some(launch_pfn),
            Some(launch_cudarc),
            Some(launch_cudarc_ev),
            Some(launch_cudarc_sys),
        ],
    },
    Op {
        name: "cuLaunchKernelEx",
        batch: Batch::Launches,
        drain: true,
        // cudarc has no launch with attributes above `sys`, where tracking never enters.
        cases: [
            Some(launch_ex_safe),
            Some(launch_ex_sys),
            Some(launch_ex_pfn),
            Some(launch_ex_cudarc),
            None,
            Some(launch_ex_cudarc_sys),
        ],
    },
    Op {
        name: "launch+sync",
        batch: Batch::RoundTrips,
        drain: true,
        cases: [
            Some(round_trip_safe),
            Some(round_trip_sys),
            Some(round_trip_pfn),
            Some(round_trip_cudarc),
            Some(round_trip_cudarc_ev),
            Some(round_trip_cudarc_sys),
        ],
    },
    Op {
        name: "launch 4 buffers",
        batch: Batch::Launches,
        drain: true,
        cases: [
            Some(bufs4_safe),
            Some(bufs4_sys),
            Some(bufs4_pfn),
            Some(bufs4_cudarc),
            Some(bufs4_cudarc_ev),
            Some(bufs4_cudarc_sys),
        ],
    },
    Op {
        name: "launch 4 buffers from another stream",
        batch: Batch::Launches,
        drain: true,
        cases: [
            Some(bufs4_other_safe),
            Some(bufs4_other_sys),
            Some(bufs4_other_pfn),
            Some(bufs4_other_cudarc),
            Some(bufs4_other_cudarc_ev),
            Some(bufs4_other_cudarc_sys),
        ],
    },
    Op {
        name: "launch 16 args",
        batch: Batch::Launches,
        drain: true,
        cases: [
            Some(args16_safe),
            Some(args16_sys),
            Some(args16_pfn),
            Some(args16_cudarc),
            Some(args16_cudarc_ev),
            Some(args16_cudarc_sys),
        ],
    },
];

/// Runs each variant's 16-argument launch once and checks what the kernel wrote: the argument wiring of
/// every variant is right, so the timings are of launches that work.
pub(crate) fn check_sixteen(b: &mut Bench<'_>) {
    let expected: Vec<u32> = b
        .values
        .iter()
        .copied()
        .chain([b.values.iter().fold(0u32, |a, &v| a.wrapping_add(v))])
        .collect();
    let zero = [0u32; 16];
    let op = OPS
        .iter()
        .find(|op| op.name == "launch 16 args")
        .unwrap_or_else(|| fail("check", "no \"launch 16 args\" operation"));
    for (variant, case) in VARIANTS.iter().zip(op.cases) {
        let Some(case) = case else { continue };
        b.drain();
        if let Some(c) = b.cudarc_of(variant) {
            c.stream
                .memcpy_htod(&zero, &mut c.out)
                .unwrap_or_else(|e| fail("cudarc memcpy_htod", e));
        } else {
            b.out
                .copy_from_host(&zero)
                .unwrap_or_else(|e| fail("copy_from_host", e));
        }
        case(b, 1);
        b.drain();
        let got = if let Some(c) = b.cudarc_of(variant) {
            c.stream
                .clone_dtoh(&c.out)
                .unwrap_or_else(|e| fail("cudarc clone_dtoh", e))
        } else {
            b.out.to_vec().unwrap_or_else(|e| fail("to_vec", e))
        };
        if got != expected {
            fail(
                "check",
                format!("{variant}: sixteen_args wrote {got:?}, expected {expected:?}"),
            );
        }
    }
}
