//! cuda-cufft's `Plan` against a stand-in libcufft made of Rust functions, on the host-memory fake
//! driver (`c/host_memory.c`, whose device memory is host memory and whose streams run work at once):
//! what the safe layer hands cuFFT and when, without a GPU.
//!
//! The stand-in logs every call with the stream its plan was set to; its "transforms" write, for each
//! output element the plan's layout reaches, the input element of the same index times two (or, for
//! the real sides, the real part), so a test sees which elements were touched. So the tests see that a
//! plan asks cuFFT for no automatic work area and owns one of the size cuFFT asked for; that the
//! stream is set inside each execution when it changed; that an execution on another stream waits for
//! the plan's last one; that a buffer shorter than the layout, or a transform the plan does not
//! compute, reaches nothing; that cuFFT's errors come back as values, codes unknown to the crate kept;
//! and that the handle is destroyed once, set to a live stream, before its work area is freed, after
//! the last graph holding it.
#![cfg_attr(miri, allow(unused))]

#[path = "../common/mod.rs"]
mod common;
mod stand_in;

use std::ffi::c_void;

use common::{count, open, symbol, ONE_AT_A_TIME};
use cuda_cufft::sys::{cufftResult, cufftType};
use cuda_cufft::{Complex32, Direction, Error, Layout, Plan, Transform};
use cuda_driver::sys::{CUdeviceptr, CUstream_flags};
use cuda_driver::{DeviceBuffer, Driver, Stream};
use fake_drivers as fake;
use stand_in::{live, stand_in, take, waits_on, ASKED, LIVE_ALLOCATIONS, ODD_CODE, REFUSED};

fn c(re: f32) -> Complex32 {
    Complex32::from_parts(re, -re)
}

fn refusal(r: Result<(), Error>) -> String {
    match r {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_plan_turns_automatic_allocation_off_and_owns_the_work_area_cufft_asked_for() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, _home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    take();
    let plan =
        Plan::<f32>::with_library(stand_in(), &ctx, Transform::ComplexToComplex, &[8], 3).unwrap();
    let calls = take();
    let names: Vec<&str> = calls.iter().map(|c| c.0).collect();
    assert_eq!(
        names,
        [
            "create",
            "set_auto_allocation",
            "make_plan",
            "get_size",
            "set_work_area"
        ]
    );
    assert_eq!(calls[1].2, 0, "automatic allocation left on");
    assert_eq!(calls[2].2, u64::from(cufftType::CUFFT_C2C.raw()));
    assert_eq!(plan.work_size(), ASKED, "not the larger of cuFFT's answers");
    // The work area handed to cuFFT is a live allocation of at least that size.
    let (mut base, mut size) = (CUdeviceptr::default(), 0usize);
    let area = CUdeviceptr::from_raw(calls[4].2);
    // SAFETY: valid out-parameters; the fake looks the address up in its table.
    unsafe {
        ctx.driver()
            .cuMemGetAddressRange(&mut base, &mut size, area)
    }
    .unwrap();
    assert!(
        size - (area.into_raw() - base.into_raw()) as usize >= ASKED,
        "the work area holds {size} bytes from its base; cuFFT asked for {ASKED}"
    );
    assert_eq!((plan.input_len(), plan.output_len()), (24, 24));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_stream_is_set_inside_the_execution_when_it_changes_and_the_next_stream_waits() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let cufft = stand_in();
    let mut plan =
        Plan::<f32>::with_library(cufft, &ctx, Transform::ComplexToComplex, &[4], 1).unwrap();
    let input = DeviceBuffer::from_slice(&home, &[c(1.0), c(2.0), c(3.0), c(4.0)]).unwrap();
    let mut output = DeviceBuffer::<Complex32>::zeroed(&home, 4).unwrap();
    take();
    plan.c2c_on(&input, &mut output, Direction::Forward, &home)
        .unwrap();
    let h = home.raw().into_raw().addr();
    assert_eq!(take(), [("set_stream", h, 0), ("c2c", h, 4)]);
    assert_eq!(
        output.to_vec().unwrap()[3],
        Complex32::from_parts(8.0, -8.0)
    );
    // The same stream again: not set again.
    plan.c2c_on(&input, &mut output, Direction::Inverse, &home)
        .unwrap();
    assert_eq!(take(), [("c2c", h, 4)]);
    assert_eq!(
        output.to_vec().unwrap()[0],
        Complex32::from_parts(-2.0, 2.0)
    );
    // Another stream: set there, and ordered after the plan's last work on `home` (its work area).
    let other = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut theirs = DeviceBuffer::<Complex32>::zeroed(&other, 4).unwrap();
    let waits = |d: &Driver| waits_on(d, &other, &home);
    let before = waits(driver);
    plan.c2c_on(&input, &mut theirs, Direction::Forward, &other)
        .unwrap();
    let o = other.raw().into_raw().addr();
    assert_eq!(take(), [("set_stream", o, 0), ("c2c", o, 4)]);
    assert!(
        waits(driver) > before,
        "the execution on `other` did not wait for the plan's last work"
    );
    // The plan's own stream for the plain form.
    plan.c2c_in_place(&mut theirs, Direction::Forward).unwrap();
    let own = plan.stream().raw().into_raw().addr();
    assert_eq!(take(), [("set_stream", own, 0), ("c2c", own, 4)]);
    assert_eq!(
        theirs.to_vec().unwrap()[1],
        Complex32::from_parts(8.0, -8.0)
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn short_buffers_and_other_transforms_are_refused_before_cufft_and_write_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let cufft = stand_in();
    // Real to complex, 2 transforms of 8: 16 reals in, 2 * 5 complex values out.
    let mut plan =
        Plan::<f32>::with_library(cufft, &ctx, Transform::RealToComplex, &[8], 2).unwrap();
    assert_eq!((plan.input_len(), plan.output_len()), (16, 10));
    let reals = DeviceBuffer::from_slice(&home, &[1.0f32; 16]).unwrap();
    let mut out = DeviceBuffer::from_slice(&home, &[c(7.0); 11]).unwrap();
    take();
    let m = refusal(plan.r2c(reals.slice(..15).unwrap(), &mut out));
    assert!(
        m.contains("input has 15 elements") && m.contains("reaches 16"),
        "{m}"
    );
    let m = refusal(plan.r2c(&reals, out.slice_mut(..9).unwrap()));
    assert!(
        m.contains("output has 9 elements") && m.contains("reaches 10"),
        "{m}"
    );
    let m = refusal(plan.c2c_in_place(&mut out, Direction::Forward));
    assert!(m.contains("RealToComplex, not ComplexToComplex"), "{m}");
    assert!(take().is_empty(), "a refused execution reached cuFFT");
    assert_eq!(out.to_vec().unwrap(), [c(7.0); 11]);
    // A long enough slice is written where the layout reaches, and nowhere past it.
    plan.r2c(&reals, out.slice_mut(1..11).unwrap()).unwrap();
    let got = out.to_vec().unwrap();
    assert_eq!(got[0], c(7.0));
    assert!(
        got[1..]
            .iter()
            .all(|z| *z == Complex32::from_parts(2.0, 0.0)),
        "{got:?}"
    );

    take();
    // Shapes cuFFT cannot take are refused before a handle is made.
    let bad = |sizes: &[usize], batch| {
        Plan::<f64>::with_library(cufft, &ctx, Transform::ComplexToComplex, sizes, batch).map(drop)
    };
    assert!(refusal(bad(&[], 1)).contains("0 dimensions"));
    assert!(refusal(bad(&[2, 2, 2, 2], 1)).contains("4 dimensions"));
    assert!(refusal(bad(&[0], 1)).contains("size of 0"));
    assert!(refusal(bad(&[4], 0)).contains("batch of 0"));
    let thin = Layout {
        embed: Some(vec![4, 3]),
        stride: 1,
        distance: 16,
    };
    let m = refusal(
        Plan::<f32>::many_with_library(
            cufft,
            &ctx,
            Transform::ComplexToComplex,
            &[4, 4],
            thin.clone(),
            thin,
            1,
        )
        .map(drop),
    );
    assert!(m.contains("holds 3, less than its 4"), "{m}");
    assert!(take().is_empty(), "a refused shape reached cuFFT");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_strided_batched_layout_is_checked_by_its_reach() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    // 3 transforms of 4 points, every other element, 10 apart: the last reaches index 26.
    let l = Layout {
        embed: None,
        stride: 2,
        distance: 10,
    };
    let mut plan = Plan::<f32>::many_with_library(
        stand_in(),
        &ctx,
        Transform::ComplexToComplex,
        &[4],
        l.clone(),
        l,
        3,
    )
    .unwrap();
    assert_eq!((plan.input_len(), plan.output_len()), (27, 27));
    let mut data = DeviceBuffer::<Complex32>::zeroed(&home, 27).unwrap();
    let m = refusal(plan.c2c_in_place(data.slice_mut(..26).unwrap(), Direction::Forward));
    assert!(m.contains("reaches 27"), "{m}");
    plan.c2c_in_place(&mut data, Direction::Forward).unwrap();
    take();
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn complex_to_real_takes_its_input_as_a_write() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut plan =
        Plan::<f32>::with_library(stand_in(), &ctx, Transform::ComplexToReal, &[6], 1).unwrap();
    assert_eq!((plan.input_len(), plan.output_len()), (4, 6));
    // The input's last write is on `other`, so that only the transform's use can make a later read
    // on `other` wait for `home`.
    let driver = ctx.driver();
    let other = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut spectrum = DeviceBuffer::from_slice(&other, &[c(1.0), c(2.0), c(3.0), c(4.0)]).unwrap();
    let mut out = DeviceBuffer::<f32>::zeroed(&home, 6).unwrap();
    // The input is borrowed mutably: a second borrow of it while the call runs would not compile,
    // and the use is recorded as a write (later reads wait for it).
    plan.c2r_on(&mut spectrum, &mut out, &home).unwrap();
    assert_eq!(out.to_vec().unwrap(), [2.0, 4.0, 6.0, 8.0, 0.0, 0.0]);
    // A later read of the input on another stream waits for the transform, as it would for a write
    // (after a read it would not).
    let mut reader =
        Plan::<f32>::with_library(stand_in(), &ctx, Transform::ComplexToComplex, &[4], 1).unwrap();
    let mut copy = DeviceBuffer::<Complex32>::zeroed(&other, 4).unwrap();
    let before = waits_on(driver, &other, &home);
    reader
        .c2c_on(&spectrum, &mut copy, Direction::Forward, &other)
        .unwrap();
    assert!(
        waits_on(driver, &other, &home) > before,
        "the complex-to-real input was recorded as a read"
    );
    // Whereas a real-to-complex input is a read: a later read elsewhere does not wait for it.
    let mut forward =
        Plan::<f32>::with_library(stand_in(), &ctx, Transform::RealToComplex, &[6], 1).unwrap();
    let reals = DeviceBuffer::from_slice(&other, &[1.0f32; 6]).unwrap();
    let mut back = DeviceBuffer::<f32>::zeroed(&other, 6).unwrap();
    forward.r2c_on(&reals, &mut spectrum, &home).unwrap();
    let before = waits_on(driver, &other, &home);
    back.copy_from_device(&reals, &other).unwrap();
    assert_eq!(
        waits_on(driver, &other, &home),
        before,
        "a read after a real-to-complex input waited: the input was recorded as a write"
    );
    take();
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn cufft_errors_come_back_as_values_and_the_handle_goes() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, _home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let cufft = stand_in();
    let before = live();
    let Err(Error::Cufft(e)) = Plan::<f32>::with_library(
        cufft,
        &ctx,
        Transform::ComplexToComplex,
        &[REFUSED as usize],
        1,
    ) else {
        panic!("a refused size made a plan")
    };
    assert_eq!(e.call(), "cufftMakePlanMany64");
    assert_eq!(e.code(), Some(cufftResult::CUFFT_INVALID_SIZE));
    assert!(e.to_string().contains("CUFFT_INVALID_SIZE (8)"), "{e}");
    let Err(Error::Cufft(e)) = Plan::<f32>::with_library(
        cufft,
        &ctx,
        Transform::ComplexToComplex,
        &[ODD_CODE as usize],
        1,
    ) else {
        panic!("an unknown code made a plan")
    };
    assert_eq!(
        e.code().map(|c| c.raw()),
        Some(0x77),
        "the code was not kept"
    );
    assert!(e.to_string().contains("unknown cufftResult 119"), "{e}");
    assert_eq!(live(), before, "a failed plan's handle was not destroyed");
    // What the stand-in lacks is a missing-function error naming it (the f64 calls).
    let mut z =
        Plan::<f64>::with_library(cufft, &ctx, Transform::ComplexToComplex, &[2], 1).unwrap();
    let mut data = DeviceBuffer::<cuda_cufft::Complex64>::zeroed(z.stream(), 2).unwrap();
    let Err(Error::Cufft(e)) = z.c2c_in_place(&mut data, Direction::Forward) else {
        panic!("the stand-in has no cufftExecZ2Z")
    };
    assert!(e.is_missing() && e.call() == "cufftExecZ2Z", "{e}");
    take();
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_handle_is_destroyed_once_on_a_live_stream_before_its_work_area_after_the_last_graph() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    // SAFETY: the fake's `int fakeLiveAllocations(void)`.
    LIVE_ALLOCATIONS.get_or_init(|| unsafe {
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn() -> i32>(symbol(
            driver,
            c"fakeLiveAllocations",
        ))
    });
    let before = live();
    // Without a graph: destroyed as the plan goes, while its work area is still allocated, which
    // is freed right after.
    let plan =
        Plan::<f32>::with_library(stand_in(), &ctx, Transform::ComplexToComplex, &[4], 1).unwrap();
    let own = plan.stream().raw().into_raw().addr();
    take();
    let allocations = count(driver, c"fakeLiveAllocations");
    drop(plan);
    assert_eq!(
        take(),
        [("set_stream", own, 0), ("destroy", own, allocations as u64)],
        "not destroyed once, on the plan's stream, with its work area still allocated"
    );
    assert_eq!(
        count(driver, c"fakeLiveAllocations"),
        allocations - 1,
        "the work area leaked"
    );
    assert_eq!(live(), before);

    // With a graph that captured an execution: destroyed after the graph, set to a live stream
    // (the capture's is gone by then).
    let mut plan =
        Plan::<f32>::with_library(stand_in(), &ctx, Transform::ComplexToComplex, &[4], 1).unwrap();
    let own = plan.stream().raw().into_raw().addr();
    let mut data = DeviceBuffer::<Complex32>::zeroed(&home, 4).unwrap();
    take();
    let graph = ctx
        .capture(|s| {
            plan.c2c_in_place_on(&mut data, Direction::Forward, s)
                .map_err(cuda_driver::Error::from)
        })
        .unwrap();
    assert_eq!(
        take().iter().map(|c| c.0).collect::<Vec<_>>(),
        ["set_stream", "c2c"]
    );
    let allocations = count(driver, c"fakeLiveAllocations");
    drop(plan);
    assert_eq!(live(), before + 1, "destroyed while a graph holds it");
    assert_eq!(
        count(driver, c"fakeLiveAllocations"),
        allocations,
        "the work area was freed while a graph holds it"
    );
    drop(graph);
    assert_eq!(live(), before, "not destroyed after the graph");
    let destroys: Vec<_> = take().into_iter().filter(|c| c.0 == "destroy").collect();
    assert_eq!(destroys.len(), 1);
    assert_eq!(
        destroys[0].1, own,
        "destroyed set to the capture's dead stream"
    );
    assert_eq!(
        count(driver, c"fakeLiveAllocations"),
        allocations - 1,
        "the work area leaked"
    );
    drop(data);
}
