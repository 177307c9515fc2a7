//! cuda-cublas's level 3, its batches of pointer arrays and its `Ex` GEMMs against a stand-in libcublas
//! made of Rust functions (`stand_in.rs`), on the host-memory fake driver (device memory is host
//! memory, streams run work at once): that every shape the buffers cannot hold is refused before
//! anything reaches cuBLAS; that a pointer batch hands cuBLAS device arrays holding exactly its
//! buffers' addresses, live during the call and freed after it, waited for by a call on another
//! stream and held by a graph that captured the call; that each operand reaches the
//! ordering funnel with its mode (a matrix only read does not make a later reader wait, a written one
//! does); and that the `Ex` GEMMs hand cuBLAS their types, computation and strides.
#![cfg_attr(miri, allow(unused))]

#[path = "../common/mod.rs"]
mod common;
mod stand_in;

use common::{count, open, ONE_AT_A_TIME};
use cuda_cublas::sys::{cuComplex, cublasComputeType_t, cudaDataType};
use cuda_cublas::{Compute, Diag, Error, Fill, GemmShape, Handle, Op, Side, F16};
use cuda_driver::sys::CUstream_flags;
use cuda_driver::{BufferUse, Context, DeviceBuffer, Stream};
use fake_drivers as fake;
use stand_in::{clear_waits, stand_in, take, waits_on};

fn handle(ctx: &Context) -> Handle {
    Handle::with_library(stand_in(), ctx, 4096).unwrap()
}

/// The address cuBLAS is handed for `buf`.
fn address<T>(buf: &DeviceBuffer<T>) -> u64 {
    BufferUse::read(buf).ptr().native_handle() as u64
}

fn complex(v: f32) -> cuComplex {
    cuComplex::new().with_x(v).with_y(-v)
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn every_shape_the_buffers_cannot_hold_is_refused_before_cublas() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let f8 = DeviceBuffer::from_slice(&s, &[1.0f32; 8]).unwrap();
    let f9 = DeviceBuffer::from_slice(&s, &[1.0f32; 9]).unwrap();
    let mut c9 = DeviceBuffer::from_slice(&s, &[7.0f32; 9]).unwrap();
    let z8 = DeviceBuffer::from_slice(&s, &[complex(1.0); 8]).unwrap();
    let z9 = DeviceBuffer::from_slice(&s, &[complex(1.0); 9]).unwrap();
    let mut w9 = DeviceBuffer::from_slice(&s, &[complex(7.0); 9]).unwrap();
    take();
    let lower = (Side::Left, Fill::Lower);
    let says = |r: Result<(), cuda_cublas::Error>, what: &str| {
        let m = match r {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected InvalidArgument, got {other:?}"),
        };
        assert!(m.contains(what), "{m} (expected {what:?})");
    };
    // symm from the left: A is 3 × 3 = 9 elements; 8 are given.
    let r = blas.symm_on(
        lower,
        (3, 3),
        1.0,
        (&f8, 3),
        (&f9, 3),
        0.0,
        (&mut c9, 3),
        &s,
    );
    says(r, "A has 8 elements");
    // syr2k: op(B) is 3 × 3; B has 8.
    let r = blas.syr2k_on(
        Fill::Upper,
        Op::N,
        (3, 3),
        1.0,
        (&f9, 3),
        (&f8, 3),
        0.0,
        (&mut c9, 3),
        &s,
    );
    says(r, "B has 8 elements");
    // syrkx: C is n × n with ldc >= n.
    let r = blas.syrkx_on(
        Fill::Upper,
        Op::T,
        (3, 3),
        1.0,
        (&f9, 3),
        (&f9, 3),
        0.0,
        (&mut c9, 2),
        &s,
    );
    says(r, "leading dimension of C is 2");
    // trmm from the right: A is n × n = 4 × 4 with n = 4 (B 2 × 4 = 8 elements, C too).
    let kind = (Side::Right, Fill::Lower, Op::N, Diag::Unit);
    let r = blas.trmm_on(kind, (2, 4), 1.0, (&f9, 4), (&f8, 2), (&mut c9, 2), &s);
    says(r, "A has 9 elements");
    // dgmm: x of 3 with incx 2 reaches 5, fine; of 5 with incx 2 reaches 9 > 8.
    let r = blas.dgmm_on(Side::Right, (1, 5), (&f8, 1), (&f8, 2), (&mut c9, 1), &s);
    says(r, "x has 8 elements");
    let r = blas.dgmm_on(Side::Left, (3, 3), (&f9, 3), (&f9, 0), (&mut c9, 3), &s);
    says(r, "incx is 0");
    // The complex routines: hemm, herk (lda < n), her2k, herkx, gemm3m.
    let r = blas.hemm_on(
        lower,
        (3, 3),
        complex(1.0),
        (&z8, 3),
        (&z9, 3),
        complex(0.0),
        (&mut w9, 3),
        &s,
    );
    says(r, "A has 8 elements");
    let r = blas.herk_on(
        Fill::Lower,
        Op::N,
        (3, 2),
        1.0,
        (&z9, 2),
        0.0,
        (&mut w9, 3),
        &s,
    );
    says(r, "leading dimension of A is 2");
    let r = blas.her2k_on(
        Fill::Lower,
        Op::C,
        (3, 3),
        complex(1.0),
        (&z9, 3),
        (&z8, 3),
        0.0,
        (&mut w9, 3),
        &s,
    );
    says(r, "B has 8 elements");
    let r = blas.herkx_on(
        Fill::Lower,
        Op::N,
        (3, 3),
        complex(1.0),
        (&z9, 3),
        (&z9, 3),
        0.0,
        (&mut w9, 2),
        &s,
    );
    says(r, "leading dimension of C is 2");
    let shape = GemmShape::packed(Op::N, Op::N, 3, 3, 3);
    let r = blas.gemm3m_on(shape, complex(1.0), &z8, &z9, complex(0.0), &mut w9, &s);
    says(r, "A has 8 elements");
    // The Ex GEMMs: tf32 with a short B; a strided batch whose C matrices overlap.
    let r = blas.gemm_tf32_on(shape, 1.0, &f9, &f8, 0.0, &mut c9, &s);
    says(r, "B has 8 elements");
    let one = GemmShape::packed(Op::N, Op::N, 1, 2, 1);
    let r = blas.gemm_batch_ex_on(
        Compute::F32,
        one,
        (1.0, 0.0),
        (&f9, 1),
        (&f9, 1),
        (&mut c9, 1),
        3,
        &s,
    );
    says(r, "write over each other");
    // Pointer batches: lists of different lengths; the second product's C too short.
    let mut c8 = DeviceBuffer::from_slice(&s, &[7.0f32; 8]).unwrap();
    let r = blas.gemm_batched_on(shape, 1.0, &[&f9, &f9], &[&f9], 0.0, &mut [&mut c9], &s);
    says(r, "A has 2 matrices and B 1");
    let r = blas.gemm_batched_on(
        shape,
        1.0,
        &[&f9, &f9],
        &[&f9, &f9],
        0.0,
        &mut [&mut c9, &mut c8],
        &s,
    );
    says(r, "product 1: ");
    let tri = (Side::Left, Fill::Upper, Op::N, Diag::NonUnit);
    let r = blas.trsm_batched_on(
        tri,
        (3, 3),
        1.0,
        (&[&f9, &f8], 3),
        (&mut [&mut c9, &mut c8], 3),
        &s,
    );
    says(r, "solve 1: ");
    let r = blas.trsm_batched_on(tri, (3, 3), 1.0, (&[&f9], 2), (&mut [&mut c9], 3), &s);
    says(r, "leading dimension of A is 2");
    assert!(take().is_empty(), "a refused call reached cuBLAS");
    assert_eq!(c9.to_vec().unwrap(), [7.0; 9]);
    assert_eq!(w9.to_vec().unwrap()[0].x(), 7.0);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_pointer_batch_hands_cublas_arrays_of_its_buffers_freed_after_the_call() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut blas = handle(&ctx);
    let (m, n, k) = (2, 2, 3);
    let shape = GemmShape::packed(Op::N, Op::N, m, n, k);
    let a0 = DeviceBuffer::from_slice(&s, &[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0]).unwrap();
    let a1 = DeviceBuffer::from_slice(&s, &[1.0f32; 6]).unwrap();
    let b = DeviceBuffer::from_slice(&s, &[1.0f32, 0.0, 1.0, 0.0, 1.0, 0.0]).unwrap();
    let mut c0 = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let mut c1 = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let mut c2 = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let expected = [&a0, &a1, &a0]
        .iter()
        .zip([&c0, &c1, &c2])
        .flat_map(|(a, c)| [address(a), address(&b), address(c)])
        .collect::<Vec<_>>();
    let live = count(driver, c"fakeLiveAllocations");
    take();
    // A repeated read operand (a0, and b in every product) is one matrix shared.
    blas.gemm_batched_on(
        shape,
        2.0,
        &[&a0, &a1, &a0],
        &[&b, &b, &b],
        0.0,
        &mut [&mut c0, &mut c1, &mut c2],
        &s,
    )
    .unwrap();
    assert_eq!(take(), [("sgemm_batched", expected)]);
    // C_i = 2 A_i B with B's columns e1 + e3 and e2: (a[:,0] + a[:,2], a[:,1]).
    assert_eq!(c0.to_vec().unwrap(), [12.0, 16.0, 6.0, 8.0]);
    assert_eq!(c1.to_vec().unwrap(), [4.0, 4.0, 2.0, 2.0]);
    assert_eq!(c2.to_vec().unwrap(), c0.to_vec().unwrap());
    assert_eq!(
        count(driver, c"fakeLiveAllocations"),
        live,
        "the address arrays outlived the call"
    );
    // trsmBatched: the B buffers written.
    let mut b0 = DeviceBuffer::from_slice(&s, &[1.0f32; 4]).unwrap();
    let mut b1 = DeviceBuffer::from_slice(&s, &[2.0f32; 4]).unwrap();
    let expected = vec![address(&a0), address(&b0), address(&a1), address(&b1)];
    let tri = (Side::Left, Fill::Upper, Op::N, Diag::Unit);
    blas.trsm_batched_on(
        tri,
        (2, 2),
        3.0,
        (&[&a0, &a1], 2),
        (&mut [&mut b0, &mut b1], 2),
        &s,
    )
    .unwrap();
    assert_eq!(take(), [("strsm_batched", expected)]);
    assert_eq!(b1.to_vec().unwrap(), [6.0; 4]);
    // An empty batch calls nothing.
    blas.gemm_batched_on(shape, 1.0, &[], &[], 0.0, &mut [], &s)
        .unwrap();
    assert!(take().is_empty(), "an empty batch reached cuBLAS");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn each_operand_reaches_the_funnel_with_its_mode() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let stream = || Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let (work, later) = (stream(), stream());
    // Two handles: each call also writes its handle's workspace, which would order them anyway.
    let (mut first, mut second) = (handle(&ctx), handle(&ctx));
    let a = DeviceBuffer::from_slice(&s, &[1.0f32; 4]).unwrap();
    let b = DeviceBuffer::from_slice(&s, &[2.0f32; 4]).unwrap();
    let mut c = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let mut d = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let kind = (Side::Left, Fill::Lower, Op::N, Diag::Unit);
    first
        .trmm_on(kind, (2, 2), 1.0, (&a, 2), (&b, 2), (&mut c, 2), &work)
        .unwrap();
    assert_eq!(
        take(),
        [("strmm", vec![address(&a), address(&b), address(&c)])]
    );
    assert_eq!(c.to_vec().unwrap(), [2.0; 4]);
    // A and B were read on `work`: a later reader of both need not wait for it.
    clear_waits(driver);
    second
        .trmm_on(kind, (2, 2), 1.0, (&a, 2), (&b, 2), (&mut d, 2), &later)
        .unwrap();
    assert_eq!(
        waits_on(driver, &later, &work),
        0,
        "a read was ordered as a write"
    );
    // C was written on `work`: a later reader waits for it.
    clear_waits(driver);
    let mut e = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    second
        .trmm_on(kind, (2, 2), 1.0, (&a, 2), (&c, 2), (&mut e, 2), &later)
        .unwrap();
    assert!(
        waits_on(driver, &later, &work) >= 1,
        "the write of C was not ordered"
    );
    assert_eq!(e.to_vec().unwrap(), [2.0; 4]);
    take();
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_routine_the_library_lacks_is_a_named_error() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let a = DeviceBuffer::from_slice(&s, &[1.0f64; 4]).unwrap();
    let mut c = DeviceBuffer::from_slice(&s, &[0.0f64; 4]).unwrap();
    let r = blas.symm_on(
        (Side::Left, Fill::Lower),
        (2, 2),
        1.0,
        (&a, 2),
        (&a, 2),
        0.0,
        (&mut c, 2),
        &s,
    );
    let Err(Error::Cublas(e)) = r else {
        panic!("the stand-in lacks cublasDsymm_v2: {r:?}")
    };
    assert!(e.is_missing());
    assert_eq!(e.call(), "cublasDsymm_v2");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_ex_gemms_pass_their_types_computation_and_strides() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let raw = |t: cudaDataType| u64::from(t.raw());
    let compute = |c: cublasComputeType_t| u64::from(c.raw());
    let shape = GemmShape::packed(Op::N, Op::N, 2, 2, 2);
    let a = DeviceBuffer::from_slice(&s, &[1.0f32; 4]).unwrap();
    let b = DeviceBuffer::from_slice(&s, &[1.0f32; 4]).unwrap();
    let mut c = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let ptrs = [address(&a), address(&b), address(&c)];
    take();
    blas.gemm_tf32_on(shape, 1.0, &a, &b, 0.0, &mut c, &s)
        .unwrap();
    let f32t = raw(cudaDataType::CUDA_R_32F);
    let tf32 = compute(cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32);
    assert_eq!(
        take(),
        [("gemm_ex", [&[f32t; 3][..], &ptrs, &[tf32]].concat())]
    );
    // Three F16 products of one A (stride 0), B and C 4 apart.
    let h = DeviceBuffer::from_slice(&s, &[F16::from_f32(1.0); 12]).unwrap();
    let mut hc = DeviceBuffer::from_slice(&s, &[F16::from_f32(0.0); 12]).unwrap();
    let (ha, hb, hcs) = ((&h, 0), (&h, 4), (&mut hc, 4));
    blas.gemm_batch_ex_on(Compute::F32, shape, (1.0, 0.0), ha, hb, hcs, 3, &s)
        .unwrap();
    let f32c = compute(cublasComputeType_t::CUBLAS_COMPUTE_32F);
    assert_eq!(take(), [("gemm_strided_ex", vec![0, 4, 4, 3, f32c])]);
}

/// The updates take two of the three operations: the Hermitian ones (`herk`, `her2k`, `herkx`)
/// `N` and `C`, the symmetric ones of the complex types `N` and `T`. The other is refused here, with
/// the routine named, before cuBLAS is reached (whose answer would be a bare
/// `CUBLAS_STATUS_INVALID_VALUE`).
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_operation_an_update_does_not_take_is_refused_before_cublas() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let z9 = DeviceBuffer::from_slice(&s, &[complex(1.0); 9]).unwrap();
    let mut w9 = DeviceBuffer::from_slice(&s, &[complex(7.0); 9]).unwrap();
    take();
    let says = |r: Result<(), Error>, what: &str| {
        let m = match r {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected InvalidArgument, got {other:?}"),
        };
        assert!(m.contains(what), "{m} (expected {what:?})");
    };
    let (f, nk, one, zero) = (Fill::Lower, (3, 3), complex(1.0), complex(0.0));
    let hermitian = "takes Op::N or Op::C";
    says(
        blas.herk_on(f, Op::T, nk, 1.0, (&z9, 3), 0.0, (&mut w9, 3), &s),
        hermitian,
    );
    let (a, b) = ((&z9, 3), (&z9, 3));
    says(
        blas.her2k_on(f, Op::T, nk, one, a, b, 0.0, (&mut w9, 3), &s),
        hermitian,
    );
    says(
        blas.herkx_on(f, Op::T, nk, one, a, b, 0.0, (&mut w9, 3), &s),
        hermitian,
    );
    let symmetric = "takes Op::N or Op::T";
    says(
        blas.syrk_on(f, Op::C, nk, one, a, zero, (&mut w9, 3), &s),
        symmetric,
    );
    says(
        blas.syr2k_on(f, Op::C, nk, one, a, b, zero, (&mut w9, 3), &s),
        symmetric,
    );
    says(
        blas.syrkx_on(f, Op::C, nk, one, a, b, zero, (&mut w9, 3), &s),
        symmetric,
    );
    assert!(take().is_empty(), "a refused call reached cuBLAS");
    assert_eq!(w9.to_vec().unwrap()[0].x(), 7.0);
}

/// A pointer batch's address arrays are written on the handle's own stream: a call on another
/// stream waits for them, and a captured call's graph holds them (with the operands) after every
/// Rust owner is gone, freeing them only when it goes.
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_pointer_batch_elsewhere_waits_for_its_arrays_and_a_graph_holds_them() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let work = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let live = count(driver, c"fakeLiveAllocations");
    let mut blas = handle(&ctx);
    let shape = GemmShape::packed(Op::N, Op::N, 2, 2, 2);
    let a = DeviceBuffer::from_slice(&s, &[1.0f32; 4]).unwrap();
    let mut c = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let mut d = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let batch = |blas: &mut Handle, c: &mut DeviceBuffer<f32>, on: &Stream| {
        blas.gemm_batched_on(shape, 1.0, &[&a], &[&a], 0.0, &mut [c], on)
    };
    // The first call on `work` leaves the workspace's last write there: the second call's only
    // reason to wait for the handle's stream is its new arrays.
    batch(&mut blas, &mut c, &work).unwrap();
    clear_waits(driver);
    batch(&mut blas, &mut d, &work).unwrap();
    assert!(
        waits_on(driver, &work, blas.stream()) >= 1,
        "the batch did not wait for its address arrays"
    );
    assert_eq!(d.to_vec().unwrap(), [2.0; 4]);
    take();
    let graph = ctx
        .capture(|s| batch(&mut blas, &mut c, s).map_err(cuda_driver::Error::from))
        .unwrap();
    assert_eq!(take().len(), 1, "the capture did not call cuBLAS once");
    let held = count(driver, c"fakeLiveAllocations");
    drop((a, c, d));
    drop(blas);
    let arrays = 3;
    assert!(
        count(driver, c"fakeLiveAllocations") >= live + arrays,
        "the graph let go of the address arrays or the operands"
    );
    assert!(held >= live + arrays);
    drop(graph);
    assert_eq!(
        count(driver, c"fakeLiveAllocations"),
        live,
        "the graph's buffers were not freed with it"
    );
}
