//! cuBLAS's typed GEMMs against the host's product in f64: `f32` with TF32 tensor cores, a strided
//! batch of `F16` through `cublasGemmStridedBatchedEx`, and cuBLASLt's FP8 (E4M3) matmul into bf16
//! and f32 (with and without scale factors), its F16 matmul with a bias, and the GELU and GELU+bias epilogues (GELU's tanh form,
//! as cuBLASLt documents it); an FP8 layout the library does not take is an error value; a captured
//! scaled FP8 matmul replays after its scales, operands, plan and handle are dropped.

use cuda_cublas::{
    Bf16, Compute, Epilogue, Error, GemmShape, Lt, Op, F16, F8E4M3,
};
use cuda_driver::DeviceBuffer;

use super::cublas_common::{reference, relative_error, setup, values};
use super::TestResult;

fn f32s(v: &[f64]) -> Vec<f32> {
    v.iter().map(|&x| x as f32).collect()
}

fn f64s<T: Copy>(v: &[T], f: impl Fn(T) -> f32) -> Vec<f64> {
    v.iter().map(|&x| f64::from(f(x))).collect()
}

/// GELU in the tanh approximation cuBLASLt's epilogue computes.
fn gelu(x: f64) -> f64 {
    let c = (2.0 / std::f64::consts::PI).sqrt();
    0.5 * x * (1.0 + (c * (x + 0.044715 * x * x * x)).tanh())
}

fn tf32_gemm_and_an_f16_strided_batch_match_the_host() -> TestResult {
    let Some((g, mut blas)) = setup("cublas_ex::tf32_and_f16_batch") else {
        return Ok(());
    };
    let (m, n, k) = (256, 192, 512);
    let s = GemmShape::packed(Op::N, Op::N, m, n, k);
    let (a, b) = (values(m * k, 100), values(k * n, 101));
    let want = reference(&s, 1.0, &a, &b, 0.0, &vec![0.0; m * n]);
    let da = DeviceBuffer::from_slice(&g.stream, &f32s(&a))?;
    let db = DeviceBuffer::from_slice(&g.stream, &f32s(&b))?;
    let mut dc = DeviceBuffer::<f32>::zeroed(&g.stream, m * n)?;
    blas.gemm_tf32(s, 1.0, &da, &db, 0.0, &mut dc)?;
    let err = relative_error(&f64s(&dc.to_vec()?, |x| x), &want);
    // TF32 keeps 10 mantissa bits of each input: about 1e-3 per product, less once summed.
    assert!(err < 5e-3, "tf32 gemm: relative error {err}");
    println!("cublas_ex::tf32: relative error {err:.2e} (tf32 rounding is 4.9e-4 per input)");

    // Three F16 products of one shared A (stride 0), B and C strided.
    let (m, n, k, batch) = (64, 48, 80, 3);
    let s = GemmShape::packed(Op::T, Op::N, m, n, k);
    let h = |v: Vec<f64>| v.into_iter().map(|x| F16::from_f32(x as f32)).collect::<Vec<_>>();
    let (a, b) = (h(values(k * m, 102)), h(values(k * n * batch, 103)));
    let da = DeviceBuffer::from_slice(&g.stream, &a)?;
    let db = DeviceBuffer::from_slice(&g.stream, &b)?;
    let mut dc = DeviceBuffer::<F16>::zeroed(&g.stream, m * n * batch)?;
    let (sa, sb, sc) = ((&da, 0), (&db, k * n), (&mut dc, m * n));
    blas.gemm_batch_ex_on(Compute::F32, s, (1.0, 0.0), sa, sb, sc, batch, &g.stream)?;
    let got = f64s(&dc.to_vec()?, F16::to_f32);
    let (ra, rb) = (f64s(&a, F16::to_f32), f64s(&b, F16::to_f32));
    for i in 0..batch {
        let bi = &rb[i * k * n..][..k * n];
        let want = reference(&s, 1.0, &ra, bi, 0.0, &vec![0.0; m * n]);
        let err = relative_error(&got[i * m * n..][..m * n], &want);
        // The output's rounding: 11 bits.
        assert!(err < 2e-3, "f16 strided batch {i}: relative error {err}");
    }
    Ok(())
}

fn fp8_matmul_into_bf16_and_f32_matches_the_host() -> TestResult {
    let Some((g, blas)) = setup("cublas_ex::fp8") else {
        return Ok(());
    };
    let (major, minor) = g.device.compute_capability()?;
    if (major, minor) < (8, 9) {
        super::harness::not_run(format_args!(
            "cublas_ex::fp8: FP8 matmul needs sm_89 or later; this GPU is sm_{major}{minor}"
        ));
        return Ok(());
    }
    let mut lt = Lt::with_library(blas.library(), &g.ctx, cuda_cublas::DEFAULT_WORKSPACE)?;
    // TN: A stored k × m and transposed, B k × n; every size a multiple of 16.
    let (m, n, k) = (64, 48, 128);
    let s = GemmShape::packed(Op::T, Op::N, m, n, k);
    let q = |v: Vec<f64>| v.into_iter().map(|x| F8E4M3::from_f32(x as f32)).collect::<Vec<_>>();
    let (a, b) = (q(values(k * m, 110)), q(values(k * n, 111)));
    let (ra, rb) = (f64s(&a, F8E4M3::to_f32), f64s(&b, F8E4M3::to_f32));
    // The reference from the quantized inputs: what is left is the output's rounding.
    let want = reference(&s, 1.0, &ra, &rb, 0.0, &vec![0.0; m * n]);
    let da = DeviceBuffer::from_slice(lt.stream(), &a)?;
    let db = DeviceBuffer::from_slice(lt.stream(), &b)?;
    let mut dc = DeviceBuffer::<Bf16>::zeroed(lt.stream(), m * n)?;
    let mut plan = lt.plan_to::<F8E4M3, Bf16>(s, Epilogue::None)?;
    lt.matmul(&mut plan, 1.0, &da, &db, 0.0, &mut dc, None)?;
    let err = relative_error(&f64s(&dc.to_vec()?, Bf16::to_f32), &want);
    assert!(err < 1.0 / 128.0, "e4m3 → bf16: relative error {err}");
    println!("cublas_ex::fp8: e4m3 → bf16 relative error {err:.2e} (bf16 rounding is 3.9e-3)");
    // With scale factors 2 and 0.25, read on the device: half the product.
    let sa = DeviceBuffer::from_slice(&g.stream, &[2.0f32])?;
    let sb = DeviceBuffer::from_slice(&g.stream, &[0.25f32])?;
    lt.matmul_scaled_on(&mut plan, 1.0, (&da, &sa), (&db, &sb), 0.0, &mut dc, None, &g.stream)?;
    let half: Vec<f64> = want.iter().map(|x| x / 2.0).collect();
    let err = relative_error(&f64s(&dc.to_vec()?, Bf16::to_f32), &half);
    assert!(err < 1.0 / 128.0, "e4m3 → bf16 scaled: relative error {err}");
    match lt.plan_to::<F8E4M3, f32>(s, Epilogue::None) {
        Ok(mut plan) => {
            let mut dc = DeviceBuffer::<f32>::zeroed(lt.stream(), m * n)?;
            lt.matmul(&mut plan, 1.0, &da, &db, 0.0, &mut dc, None)?;
            let err = relative_error(&f64s(&dc.to_vec()?, |x| x), &want);
            // Hopper's FP8 accumulation is promoted to f32 in steps: allow a little more than f32.
            assert!(err < 2e-3, "e4m3 → f32: relative error {err}");
        }
        Err(Error::Cublas(e)) => super::skip(format_args!(
            "cublas_ex::fp8: e4m3 → f32 not taken by this cuBLASLt: {e}"
        )),
        Err(e) => return Err(e.into()),
    }
    // On Hopper, FP8 wants the TN layout: NN finds no algorithm, an error value.
    if major == 9 {
        let nn = GemmShape::packed(Op::N, Op::N, m, n, k);
        match lt.plan_to::<F8E4M3, Bf16>(nn, Epilogue::None) {
            Err(Error::Cublas(e)) => println!("cublas_ex::fp8: NN refused: {e}"),
            other => panic!("FP8 NN on sm_90: expected cuBLASLt's refusal, got {other:?}"),
        }
    }
    Ok(())
}

fn gelu_epilogues_and_an_f16_bias_match_the_host() -> TestResult {
    let Some((g, blas)) = setup("cublas_ex::gelu") else {
        return Ok(());
    };
    let mut lt = Lt::with_library(blas.library(), &g.ctx, cuda_cublas::DEFAULT_WORKSPACE)?;
    let (m, n, k) = (96, 64, 48);
    let s = GemmShape::packed(Op::N, Op::N, m, n, k);
    let (a, b, bias) = (values(m * k, 120), values(k * n, 121), values(m, 122));
    let prod = reference(&s, 1.0, &a, &b, 0.0, &vec![0.0; m * n]);
    let da = DeviceBuffer::from_slice(lt.stream(), &f32s(&a))?;
    let db = DeviceBuffer::from_slice(lt.stream(), &f32s(&b))?;
    let dbias = DeviceBuffer::from_slice(lt.stream(), &f32s(&bias))?;
    for epilogue in [Epilogue::Gelu, Epilogue::GeluBias] {
        let with = epilogue.has_bias();
        let want: Vec<f64> = (0..m * n)
            .map(|i| gelu(prod[i] + if with { bias[i % m] } else { 0.0 }))
            .collect();
        let mut dc = DeviceBuffer::<f32>::zeroed(lt.stream(), m * n)?;
        let mut plan = lt.plan::<f32>(s, epilogue)?;
        lt.matmul(&mut plan, 1.0, &da, &db, 0.0, &mut dc, with.then_some(&dbias))?;
        let err = relative_error(&f64s(&dc.to_vec()?, |x| x), &want);
        // cuBLASLt's GELU may use a fast tanh: allow more than f32's rounding.
        assert!(err < 1e-3, "{epilogue:?}: relative error {err}");
        println!("cublas_ex::gelu: {epilogue:?} relative error {err:.2e}");
    }
    // F16 throughout, with a bias of F16.
    let h = |v: &[f64]| v.iter().map(|&x| F16::from_f32(x as f32)).collect::<Vec<_>>();
    let (ha, hb, hbias) = (h(&a), h(&b), h(&bias));
    let (ra, rb) = (f64s(&ha, F16::to_f32), f64s(&hb, F16::to_f32));
    let rbias = f64s(&hbias, F16::to_f32);
    let prod = reference(&s, 1.0, &ra, &rb, 0.0, &vec![0.0; m * n]);
    let want: Vec<f64> = (0..m * n).map(|i| prod[i] + rbias[i % m]).collect();
    let da = DeviceBuffer::from_slice(lt.stream(), &ha)?;
    let db = DeviceBuffer::from_slice(lt.stream(), &hb)?;
    let dbias = DeviceBuffer::from_slice(lt.stream(), &hbias)?;
    let mut dc = DeviceBuffer::<F16>::zeroed(lt.stream(), m * n)?;
    let mut plan = lt.plan::<F16>(s, Epilogue::Bias)?;
    lt.matmul(&mut plan, 1.0, &da, &db, 0.0, &mut dc, Some(&dbias))?;
    let err = relative_error(&f64s(&dc.to_vec()?, F16::to_f32), &want);
    assert!(err < 2e-3, "f16 + bias: relative error {err}");
    Ok(())
}

/// The scale pointers of a captured FP8 matmul are baked into the graph: it holds the scale buffers
/// (and the operands, the workspace and the cuBLASLt handle), so a replay after every Rust owner but
/// the output is gone reads them still, and gives the scaled product.
fn a_captured_scaled_fp8_matmul_replays_after_its_scales_are_gone() -> TestResult {
    let Some((g, blas)) = setup("cublas_ex::fp8_capture") else {
        return Ok(());
    };
    let (major, minor) = g.device.compute_capability()?;
    if (major, minor) < (8, 9) {
        super::harness::not_run(format_args!(
            "cublas_ex::fp8_capture: FP8 matmul needs sm_89 or later; this GPU is sm_{major}{minor}"
        ));
        return Ok(());
    }
    let mut lt = Lt::with_library(blas.library(), &g.ctx, cuda_cublas::DEFAULT_WORKSPACE)?;
    let (m, n, k) = (32, 32, 64);
    let s = GemmShape::packed(Op::T, Op::N, m, n, k);
    let q = |v: Vec<f64>| v.into_iter().map(|x| F8E4M3::from_f32(x as f32)).collect::<Vec<_>>();
    let (a, b) = (q(values(k * m, 120)), q(values(k * n, 121)));
    let (ra, rb) = (f64s(&a, F8E4M3::to_f32), f64s(&b, F8E4M3::to_f32));
    // Scales 4 and 0.125: half the product.
    let half: Vec<f64> = reference(&s, 1.0, &ra, &rb, 0.0, &vec![0.0; m * n])
        .into_iter()
        .map(|x| x / 2.0)
        .collect();
    let da = DeviceBuffer::from_slice(&g.stream, &a)?;
    let db = DeviceBuffer::from_slice(&g.stream, &b)?;
    let sa = DeviceBuffer::from_slice(&g.stream, &[4.0f32])?;
    let sb = DeviceBuffer::from_slice(&g.stream, &[0.125f32])?;
    let mut dc = DeviceBuffer::<Bf16>::zeroed(&g.stream, m * n)?;
    let mut plan = lt.plan_to::<F8E4M3, Bf16>(s, Epilogue::None)?;
    let graph = g.ctx.capture(|st| {
        lt.matmul_scaled_on(&mut plan, 1.0, (&da, &sa), (&db, &sb), 0.0, &mut dc, None, st)
            .map_err(cuda_driver::Error::from)
    })?;
    let exec = graph.instantiate()?;
    drop((graph, sa, sb, da, db, plan, lt));
    exec.launch(&g.stream)?;
    let err = relative_error(&f64s(&dc.to_vec()?, Bf16::to_f32), &half);
    assert!(err < 1.0 / 128.0, "replayed scaled e4m3 → bf16: relative error {err}");
    println!("cublas_ex::fp8_capture: the replay after the scales were dropped matches (relative error {err:.2e})");
    Ok(())
}

tests![
    tf32_gemm_and_an_f16_strided_batch_match_the_host,
    a_captured_scaled_fp8_matmul_replays_after_its_scales_are_gone,
    fp8_matmul_into_bf16_and_f32_matches_the_host,
    gelu_epilogues_and_an_f16_bias_match_the_host,
];
