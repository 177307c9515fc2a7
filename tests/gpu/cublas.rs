//! cuBLAS: GEMMs in f32 and f64 against a product computed on the host, a strided batch, a bf16
//! `cublasGemmEx` within bf16's rounding, a GEMM captured into a graph and replayed, a GEMM on another
//! stream than the handle's read back in order, and the shapes refused before a call.
//!
//! libcublas is found as `Cublas::load` finds it (`CUDA_CUBLAS_LIBRARY`, the loader, the toolkit, pip
//! wheels), else beside the bundle (`.gpu/lib/libcublas.so.13`, with libcublasLt beside it). Without it
//! the tests are reported ignored with the reason.

use cuda_cublas::{Bf16, Cublas, Diag, Epilogue, Error, Fill, GemmShape, Handle, Lt, Op, Side};
use cuda_driver::DeviceBuffer;

use super::{gpu, Gpu, TestResult};

/// libcublas: the usual search, else the copy a bundle carries in `lib/` beside `bin/`.
fn load() -> Result<&'static Cublas, String> {
    let searched = match Cublas::load() {
        Ok(c) => return Ok(c),
        Err(e) => e,
    };
    let bundled = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.join("lib/libcublas.so.13")))
        .filter(|p| p.is_file());
    match bundled {
        Some(path) => Cublas::open(&path).map_err(|e| e.to_string()),
        None => Err(searched.to_string()),
    }
}

/// The GPU, libcublas and a handle, or `None` after the line saying why the test did not run.
pub(super) fn setup(test: &str) -> Option<(Gpu, Handle)> {
    let g = gpu(test)?;
    let cublas = match load() {
        Ok(c) => c,
        Err(e) => {
            super::harness::not_run(format_args!("{test}: no libcublas: {e}"));
            return None;
        }
    };
    match Handle::with_library(cublas, &g.ctx, cuda_cublas::DEFAULT_WORKSPACE) {
        Ok(h) => Some((g, h)),
        Err(e) => panic!("{test}: Handle::with_library: {e}"),
    }
}

/// A deterministic matrix of `len` values in [-1, 1).
pub(super) fn values(len: usize, seed: u64) -> Vec<f64> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 11) as f64 / (1u64 << 52) as f64 - 1.0
        })
        .collect()
}

/// The host's `alpha op(A) op(B) + beta C` for column-major matrices of `shape`.
fn reference(s: &GemmShape, alpha: f64, a: &[f64], b: &[f64], beta: f64, c: &[f64]) -> Vec<f64> {
    let at = |i: usize, p: usize| match s.op_a {
        Op::N => a[i + p * s.lda],
        _ => a[p + i * s.lda],
    };
    let bt = |p: usize, j: usize| match s.op_b {
        Op::N => b[p + j * s.ldb],
        _ => b[j + p * s.ldb],
    };
    let mut out = c.to_vec();
    for j in 0..s.n {
        for i in 0..s.m {
            let dot: f64 = (0..s.k).map(|p| at(i, p) * bt(p, j)).sum();
            out[i + j * s.ldc] = alpha * dot + beta * c[i + j * s.ldc];
        }
    }
    out
}

/// The largest difference between `got` and `want`, relative to `want`'s largest magnitude.
pub(super) fn relative_error(got: &[f64], want: &[f64]) -> f64 {
    let scale = want.iter().fold(1e-30f64, |m, x| m.max(x.abs()));
    got.iter()
        .zip(want)
        .fold(0.0f64, |m, (g, w)| m.max((g - w).abs()))
        / scale
}

fn gemm_in_f32_and_f64_matches_the_host_product_with_transposes_and_padding() -> TestResult {
    let Some((g, mut blas)) = setup("cublas::gemm") else {
        return Ok(());
    };
    for (op_a, op_b) in [(Op::N, Op::N), (Op::T, Op::N), (Op::N, Op::T), (Op::T, Op::T)] {
        let (m, n, k) = (67, 45, 129);
        let mut s = GemmShape::packed(op_a, op_b, m, n, k);
        // Leading dimensions past the rows: the padding must be skipped.
        s.lda += 3;
        s.ldb += 5;
        s.ldc += 2;
        let (ar, ac) = if op_a == Op::N { (m, k) } else { (k, m) };
        let (br, bc) = if op_b == Op::N { (k, n) } else { (n, k) };
        let (la, lb, lc) = (s.lda * (ac - 1) + ar, s.ldb * (bc - 1) + br, s.ldc * (n - 1) + m);
        let (a, b, c) = (values(la, 1), values(lb, 2), values(lc, 3));
        let want = reference(&s, 0.75, &a, &b, -0.5, &c);

        let da = DeviceBuffer::from_slice(&g.stream, &a)?;
        let db = DeviceBuffer::from_slice(&g.stream, &b)?;
        let mut dc = DeviceBuffer::from_slice(&g.stream, &c)?;
        blas.gemm(s, 0.75, &da, &db, -0.5, &mut dc)?;
        let err = relative_error(&dc.to_vec()?, &want);
        assert!(err < 1e-12, "f64 {op_a:?}{op_b:?}: relative error {err}");

        let f = |v: &[f64]| v.iter().map(|&x| x as f32).collect::<Vec<f32>>();
        let fa = DeviceBuffer::from_slice(&g.stream, &f(&a))?;
        let fb = DeviceBuffer::from_slice(&g.stream, &f(&b))?;
        let mut fc = DeviceBuffer::from_slice(&g.stream, &f(&c))?;
        blas.gemm(s, 0.75, &fa, &fb, -0.5, &mut fc)?;
        let got: Vec<f64> = fc.to_vec()?.into_iter().map(f64::from).collect();
        let err = relative_error(&got, &want);
        // TF32 is not on by default: plain f32 accumulates with ~1e-6 relative error.
        assert!(err < 1e-4, "f32 {op_a:?}{op_b:?}: relative error {err}");
    }
    Ok(())
}

fn a_strided_batch_computes_each_product() -> TestResult {
    let Some((g, mut blas)) = setup("cublas::strided_batched") else {
        return Ok(());
    };
    let (m, n, k, batch) = (16, 8, 12, 5);
    let s = GemmShape::packed(Op::N, Op::N, m, n, k);
    let (a, b) = (values(m * k * batch, 4), values(k * n * batch, 5));
    let da = DeviceBuffer::from_slice(&g.stream, &a)?;
    let db = DeviceBuffer::from_slice(&g.stream, &b)?;
    let mut dc = DeviceBuffer::<f64>::zeroed(&g.stream, m * n * batch)?;
    blas.gemm_strided_batched(s, 1.0, (&da, m * k), (&db, k * n), 0.0, (&mut dc, m * n), batch)?;
    let got = dc.to_vec()?;
    for i in 0..batch {
        let want = reference(
            &s,
            1.0,
            &a[i * m * k..][..m * k],
            &b[i * k * n..][..k * n],
            0.0,
            &vec![0.0; m * n],
        );
        let err = relative_error(&got[i * m * n..][..m * n], &want);
        assert!(err < 1e-12, "product {i}: relative error {err}");
    }
    Ok(())
}

fn bf16_gemm_ex_matches_the_host_product_within_bf16_rounding() -> TestResult {
    let Some((g, mut blas)) = setup("cublas::gemm_ex_bf16") else {
        return Ok(());
    };
    let (m, n, k) = (128, 96, 256);
    let s = GemmShape::packed(Op::N, Op::T, m, n, k);
    let round = |v: Vec<f64>| -> Vec<Bf16> { v.into_iter().map(|x| Bf16::from_f32(x as f32)).collect() };
    let (a, b) = (round(values(m * k, 6)), round(values(n * k, 7)));
    let back = |v: &[Bf16]| -> Vec<f64> { v.iter().map(|x| f64::from(x.to_f32())).collect() };
    // The reference from the rounded inputs: what is left is the output's rounding (8 bits).
    let want = reference(&s, 1.0, &back(&a), &back(&b), 0.0, &vec![0.0; m * n]);
    let da = DeviceBuffer::from_slice(&g.stream, &a)?;
    let db = DeviceBuffer::from_slice(&g.stream, &b)?;
    let mut dc = DeviceBuffer::<Bf16>::zeroed(&g.stream, m * n)?;
    blas.gemm_ex(s, 1.0, &da, &db, 0.0, &mut dc)?;
    let err = relative_error(&back(&dc.to_vec()?), &want);
    assert!(err < 1.0 / 128.0, "bf16 gemm_ex: relative error {err}");
    println!("cublas::gemm_ex_bf16: relative error {err:.2e} (bf16 rounding is 3.9e-3)");
    Ok(())
}

fn a_captured_gemm_replays_from_its_graph() -> TestResult {
    let Some((g, mut blas)) = setup("cublas::capture") else {
        return Ok(());
    };
    let (m, n, k) = (64, 64, 64);
    let s = GemmShape::packed(Op::N, Op::N, m, n, k);
    let (a, b) = (values(m * k, 8), values(k * n, 9));
    let da = DeviceBuffer::from_slice(&g.stream, &a.iter().map(|&x| x as f32).collect::<Vec<_>>())?;
    let db = DeviceBuffer::from_slice(&g.stream, &b.iter().map(|&x| x as f32).collect::<Vec<_>>())?;
    let mut dc = DeviceBuffer::from_slice(&g.stream, &vec![0.0f32; m * n])?;
    // C += A B at each replay.
    let graph = g
        .ctx
        .capture(|st| blas.gemm_on(s, 1.0, &da, &db, 1.0, &mut dc, st).map_err(cuda_driver::Error::from))?;
    assert_eq!(dc.to_vec()?, vec![0.0f32; m * n], "the capture ran the GEMM");
    let exec = graph.instantiate()?;
    let once = reference(&s, 1.0, &a, &b, 0.0, &vec![0.0; m * n]);
    for replay in 1..=3 {
        exec.launch(&g.stream)?;
        let got: Vec<f64> = dc.to_vec()?.into_iter().map(f64::from).collect();
        let want: Vec<f64> = once.iter().map(|x| x * f64::from(replay)).collect();
        let err = relative_error(&got, &want);
        assert!(err < 1e-4, "replay {replay}: relative error {err}");
    }
    // The graph holds the handle and its workspace past the value.
    drop(blas);
    exec.launch(&g.stream)?;
    let got: Vec<f64> = dc.to_vec()?.into_iter().map(f64::from).collect();
    let want: Vec<f64> = once.iter().map(|x| x * 4.0).collect();
    assert!(relative_error(&got, &want) < 1e-4, "the replay after the handle's drop");
    Ok(())
}

fn a_gemm_on_another_stream_is_ordered_with_the_handles_last_work() -> TestResult {
    let Some((g, mut blas)) = setup("cublas::streams") else {
        return Ok(());
    };
    let n = 512;
    let s = GemmShape::packed(Op::N, Op::N, n, n, n);
    let a = DeviceBuffer::from_slice(&g.stream, &vec![1.0f32; n * n])?;
    let mut c = DeviceBuffer::<f32>::zeroed(&g.stream, n * n)?;
    let other = g.ctx.stream()?;
    // C = A A on the handle's stream, then C = 2 C + A A on another: 3n each if ordered.
    blas.gemm(s, 1.0, &a, &a, 0.0, &mut c)?;
    blas.gemm_on(s, 1.0, &a, &a, 2.0, &mut c, &other)?;
    let got = c.to_vec()?;
    assert!(got.iter().all(|&x| x == 3.0 * n as f32), "unordered: {}", got[0]);
    Ok(())
}

fn shapes_the_buffers_cannot_hold_are_refused_before_the_call() -> TestResult {
    let Some((g, mut blas)) = setup("cublas::refusals") else {
        return Ok(());
    };
    let refused = |r: Result<(), Error>, what: &str| match r {
        Err(Error::InvalidArgument(m)) => println!("cublas::refusals: {what}: {m}"),
        other => panic!("{what}: expected InvalidArgument, got {other:?}"),
    };
    let a = DeviceBuffer::from_slice(&g.stream, &[1.0f32; 12])?;
    let mut c = DeviceBuffer::from_slice(&g.stream, &[7.0f32; 9])?;
    refused(blas.gemm(GemmShape::packed(Op::N, Op::N, 3, 3, 5), 1.0, &a, &a, 0.0, &mut c), "k past A");
    let mut s = GemmShape::packed(Op::N, Op::N, 3, 3, 4);
    s.lda = 2;
    refused(blas.gemm(s, 1.0, &a, &a, 0.0, &mut c), "lda below m");
    assert_eq!(c.to_vec()?, [7.0f32; 9], "a refused call wrote");
    let other = cuda_driver::Context::create(g.device, cuda_driver::sys::CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let theirs = other.stream()?;
    refused(
        blas.gemm_on(GemmShape::packed(Op::N, Op::N, 3, 3, 4), 1.0, &a, &a, 0.0, &mut c, &theirs),
        "a stream of another context",
    );
    Ok(())
}

fn level_one_and_gemv_match_the_host_in_each_type() -> TestResult {
    let Some((g, mut blas)) = setup("cublas::level1") else {
        return Ok(());
    };
    let st = g.ctx.stream()?;
    let (xv, yv) = (values(1000, 10), values(1000, 11));
    let x = DeviceBuffer::from_slice(&st, &xv)?;
    let mut y = DeviceBuffer::from_slice(&st, &yv)?;
    let dot: f64 = xv.iter().zip(&yv).map(|(a, b)| a * b).sum();
    assert!((blas.dot_on(&x, &y, &st)? - dot).abs() < 1e-10, "ddot");
    let nrm: f64 = xv.iter().map(|a| a * a).sum::<f64>().sqrt();
    assert!((blas.nrm2_on(&x, &st)? - nrm).abs() < 1e-10, "dnrm2");
    let asum: f64 = xv.iter().map(|a| a.abs()).sum();
    assert!((blas.asum_on(&x, &st)? - asum).abs() < 1e-10, "dasum");
    let imax = (0..xv.len()).fold(0, |m, i| if xv[i].abs() > xv[m].abs() { i } else { m });
    assert_eq!(blas.iamax_on(&x, &st)?, Some(imax), "idamax");
    blas.axpy_on(0.5, &x, &mut y, &st)?;
    blas.scal_on(2.0, &mut y, &st)?;
    let want: Vec<f64> = xv.iter().zip(&yv).map(|(a, b)| 2.0 * (b + 0.5 * a)).collect();
    assert!(relative_error(&y.to_vec()?, &want) < 1e-14, "daxpy then dscal");
    let mut z = DeviceBuffer::<f64>::zeroed(&st, 1000)?;
    blas.copy_on(&y, &mut z, &st)?;
    let mut x2 = DeviceBuffer::from_slice(&st, &xv)?;
    blas.swap_on(&mut x2, &mut z, &st)?;
    assert_eq!(x2.to_vec()?, y.to_vec()?, "dcopy then dswap");
    // gemv, transposed, in f32: y = A^T x with A 30 x 20, lda 32.
    let (m, n, lda) = (30, 20, 32);
    let a = values(lda * (n - 1) + m, 12);
    let xs = values(m, 13);
    let want: Vec<f64> = (0..n).map(|j| (0..m).map(|i| a[i + j * lda] * xs[i]).sum()).collect();
    let f = |v: &[f64]| v.iter().map(|&x| x as f32).collect::<Vec<f32>>();
    let da = DeviceBuffer::from_slice(&st, &f(&a))?;
    let dx = DeviceBuffer::from_slice(&st, &f(&xs))?;
    let mut dy = DeviceBuffer::<f32>::zeroed(&st, n)?;
    blas.gemv_on(Op::T, (m, n, lda), 1.0, &da, &dx, 0.0, &mut dy, &st)?;
    let got: Vec<f64> = dy.to_vec()?.into_iter().map(f64::from).collect();
    assert!(relative_error(&got, &want) < 1e-5, "sgemv");
    // Complex: ‖x‖ of (3 + 4i) is 5; the conjugated dot of x with itself is |x|².
    let c = DeviceBuffer::from_slice(&st, &[cuda_cublas::sys::cuComplex::new().with_x(3.0).with_y(4.0)])?;
    let norm = blas.nrm2_on(&c, &st)?;
    assert!((norm - 5.0).abs() < 1e-6, "scnrm2: {norm}");
    let d = blas.dot_on(&c, &c, &st)?;
    assert!((d.x() - 25.0).abs() < 1e-5 && d.y().abs() < 1e-5, "cdotc: {} + {}i", d.x(), d.y());
    // A reduction into the host cannot be captured.
    let r = g.ctx.capture(|s| {
        match blas.nrm2_on(&x, s) {
            Err(Error::InvalidArgument(_)) => Ok(()),
            other => panic!("a reduction in a capture: {other:?}"),
        }
    });
    drop(r);
    Ok(())
}

fn lt_matmul_with_bias_and_relu_matches_the_host() -> TestResult {
    let Some((g, blas)) = setup("cublas::lt_matmul") else {
        return Ok(());
    };
    let mut lt = Lt::with_library(blas.library(), &g.ctx, cuda_cublas::DEFAULT_WORKSPACE)?;
    let (m, n, k) = (96, 80, 64);
    let s = GemmShape::packed(Op::T, Op::N, m, n, k);
    let (a, b, bias) = (values(k * m, 20), values(k * n, 21), values(m, 22));
    let f = |v: &[f64]| v.iter().map(|&x| x as f32).collect::<Vec<f32>>();
    let prod = reference(&s, 1.0, &a, &b, 0.0, &vec![0.0; m * n]);
    let want: Vec<f64> = (0..m * n).map(|i| (prod[i] + bias[i % m]).max(0.0)).collect();
    let da = DeviceBuffer::from_slice(lt.stream(), &f(&a))?;
    let db = DeviceBuffer::from_slice(lt.stream(), &f(&b))?;
    let dbias = DeviceBuffer::from_slice(lt.stream(), &f(&bias))?;
    let mut dc = DeviceBuffer::<f32>::zeroed(lt.stream(), m * n)?;
    let mut plan = lt.plan::<f32>(s, Epilogue::ReluBias)?;
    lt.matmul(&mut plan, 1.0, &da, &db, 0.0, &mut dc, Some(&dbias))?;
    let got: Vec<f64> = dc.to_vec()?.into_iter().map(f64::from).collect();
    let err = relative_error(&got, &want);
    assert!(err < 1e-4, "f32 matmul + bias + relu: relative error {err}");
    // A bias is refused where the epilogue takes none, and required where it takes one.
    let mut plain = lt.plan::<f32>(s, Epilogue::None)?;
    assert!(matches!(
        lt.matmul(&mut plain, 1.0, &da, &db, 0.0, &mut dc, Some(&dbias)),
        Err(Error::InvalidArgument(_))
    ));
    assert!(matches!(
        lt.matmul(&mut plan, 1.0, &da, &db, 0.0, &mut dc, None),
        Err(Error::InvalidArgument(_))
    ));
    // bf16 with ReLU alone.
    let h = |v: &[f64]| v.iter().map(|&x| Bf16::from_f32(x as f32)).collect::<Vec<_>>();
    let (ha, hb) = (h(&a), h(&b));
    let back = |v: &[Bf16]| -> Vec<f64> { v.iter().map(|x| f64::from(x.to_f32())).collect() };
    let want: Vec<f64> = reference(&s, 1.0, &back(&ha), &back(&hb), 0.0, &vec![0.0; m * n])
        .into_iter()
        .map(|x| x.max(0.0))
        .collect();
    let da = DeviceBuffer::from_slice(lt.stream(), &ha)?;
    let db = DeviceBuffer::from_slice(lt.stream(), &hb)?;
    let mut dc = DeviceBuffer::<Bf16>::zeroed(lt.stream(), m * n)?;
    let mut plan = lt.plan::<Bf16>(s, Epilogue::Relu)?;
    lt.matmul(&mut plan, 1.0, &da, &db, 0.0, &mut dc, None)?;
    let err = relative_error(&back(&dc.to_vec()?), &want);
    assert!(err < 1.0 / 128.0, "bf16 matmul + relu: relative error {err}");
    Ok(())
}

fn syrk_trsm_and_geam_match_the_host() -> TestResult {
    let Some((g, mut blas)) = setup("cublas::level3") else {
        return Ok(());
    };
    let st = g.ctx.stream()?;
    // syrk: the lower triangle of C = A Aᵀ, A 6 x 4; the upper triangle untouched.
    let (n, k) = (6, 4);
    let a = values(n * k, 30);
    let da = DeviceBuffer::from_slice(&st, &a)?;
    let mut dc = DeviceBuffer::from_slice(&st, &vec![9.0f64; n * n])?;
    blas.syrk_on(Fill::Lower, Op::N, (n, k), 1.0, (&da, n), 0.0, (&mut dc, n), &st)?;
    let c = dc.to_vec()?;
    for j in 0..n {
        for i in 0..n {
            let want = if i >= j { (0..k).map(|p| a[i + p * n] * a[j + p * n]).sum() } else { 9.0 };
            assert!((c[i + j * n] - want).abs() < 1e-12, "syrk ({i}, {j}): {} vs {want}", c[i + j * n]);
        }
    }
    // trsm: L X = B with L lower triangular (a strong diagonal), then L X must give B back.
    let m = 5;
    let mut l = values(m * m, 31);
    for i in 0..m {
        l[i + i * m] = 4.0 + l[i + i * m].abs();
    }
    let b = values(m * 3, 32);
    let dl = DeviceBuffer::from_slice(&st, &l)?;
    let mut dx = DeviceBuffer::from_slice(&st, &b)?;
    blas.trsm_on((Side::Left, Fill::Lower, Op::N, Diag::NonUnit), (m, 3), 1.0, (&dl, m), (&mut dx, m), &st)?;
    let x = dx.to_vec()?;
    for j in 0..3 {
        for i in 0..m {
            let lx: f64 = (0..=i).map(|p| l[i + p * m] * x[p + j * m]).sum();
            assert!((lx - b[i + j * m]).abs() < 1e-12, "trsm row {i}, column {j}");
        }
    }
    // ger: A = x yᵀ + A on a 6 x 4 matrix (lda 6); symv: y = S x with S = the lower triangle of
    // `dc` mirrored (syrk wrote a symmetric A Aᵀ there).
    let (xv, yv) = (values(n, 33), values(k, 34));
    let mut dg = DeviceBuffer::from_slice(&st, &a)?;
    let (dxv, dyv) = (DeviceBuffer::from_slice(&st, &xv)?, DeviceBuffer::from_slice(&st, &yv)?);
    blas.ger_on(1.0, &dxv, &dyv, (&mut dg, n), &st)?;
    let got = dg.to_vec()?;
    for j in 0..k {
        for i in 0..n {
            let want = a[i + j * n] + xv[i] * yv[j];
            assert!((got[i + j * n] - want).abs() < 1e-14, "ger ({i}, {j})");
        }
    }
    let mut dsy = DeviceBuffer::<f64>::zeroed(&st, n)?;
    blas.symv_on(Fill::Lower, 1.0, (&dc, n), &dxv, 0.0, &mut dsy, &st)?;
    let sym = |i: usize, j: usize| if i >= j { c[i + j * n] } else { c[j + i * n] };
    for (i, got) in dsy.to_vec()?.into_iter().enumerate() {
        let want: f64 = (0..n).map(|j| sym(i, j) * xv[j]).sum();
        assert!((got - want).abs() < 1e-12, "symv row {i}");
    }
    // geam: C = Aᵀ (a transpose, beta = 0), A 6 x 4 into C 4 x 6.
    let mut dt = DeviceBuffer::<f64>::zeroed(&st, n * k)?;
    blas.geam_on((Op::T, Op::N), (k, n), 1.0, (&da, n), 0.0, (&da, k), (&mut dt, k), &st)?;
    let t = dt.to_vec()?;
    for i in 0..k {
        for j in 0..n {
            assert_eq!(t[i + j * k], a[j + i * n], "geam transpose ({i}, {j})");
        }
    }
    Ok(())
}

tests![
    syrk_trsm_and_geam_match_the_host,
    lt_matmul_with_bias_and_relu_matches_the_host,
    level_one_and_gemv_match_the_host_in_each_type,
    gemm_in_f32_and_f64_matches_the_host_product_with_transposes_and_padding,
    a_strided_batch_computes_each_product,
    bf16_gemm_ex_matches_the_host_product_within_bf16_rounding,
    a_captured_gemm_replays_from_its_graph,
    a_gemm_on_another_stream_is_ordered_with_the_handles_last_work,
    shapes_the_buffers_cannot_hold_are_refused_before_the_call,
];
