//! cuRAND: every generator kind writing each distribution into device buffers, checked by its moments
//! against the distribution's (bounds of six standard errors, or a few per cent for the variance of a
//! heavy-tailed one); one seed giving one sequence; a capture replaying a generation; the refusals
//! made before a call; and a generation on another stream than the generator's, read back in order.
//!
//! libcurand is found as `Curand::load` finds it (`CUDA_CURAND_LIBRARY`, the loader, the toolkit,
//! pip wheels), else beside the bundle (`.gpu/lib/libcurand.so.10`). Without it the tests are reported
//! ignored with the reason.

use cuda_curand::{Curand, Error, Generator, Kind, Ordering};
use cuda_driver::DeviceBuffer;

use super::{gpu, Gpu, TestResult};

/// Numbers per generation: a standard error of about 0.1 % of a standard deviation.
const N: usize = 1 << 20;

/// libcurand: the usual search, else the copy a bundle carries in `lib/` beside `bin/`.
fn load() -> Result<&'static Curand, String> {
    let searched = match Curand::load() {
        Ok(c) => return Ok(c),
        Err(e) => e,
    };
    let bundled = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.join("lib/libcurand.so.10")))
        .filter(|p| p.is_file());
    match bundled {
        Some(path) => Curand::open(&path).map_err(|e| e.to_string()),
        None => Err(searched.to_string()),
    }
}

/// The GPU and libcurand, or `None` after the line saying why the test did not run.
fn setup(test: &str) -> Option<(Gpu, &'static Curand)> {
    let g = gpu(test)?;
    match load() {
        Ok(c) => Some((g, c)),
        Err(e) => {
            super::harness::not_run(format_args!("{test}: no libcurand: {e}"));
            None
        }
    }
}

/// Mean and (population) variance.
fn moments(xs: impl Iterator<Item = f64> + Clone) -> (f64, f64) {
    let n = xs.clone().count() as f64;
    let mean = xs.clone().sum::<f64>() / n;
    let var = xs.map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
    (mean, var)
}

/// Asserts `got` within `bound` of `want`, naming what.
fn near(what: &str, got: f64, want: f64, bound: f64) {
    assert!(
        (got - want).abs() <= bound,
        "{what}: {got} is not within {bound} of {want}"
    );
}

/// `(mean, variance)` of `xs` against a distribution's, the mean within six standard errors and the
/// variance within `var_rel` of its value.
fn check_moments(what: &str, xs: &[f64], mean: f64, var: f64, var_rel: f64) {
    let (m, v) = moments(xs.iter().copied());
    near(&format!("{what}: mean"), m, mean, 6.0 * (var / xs.len() as f64).sqrt());
    near(&format!("{what}: variance"), v, var, var_rel * var);
}

fn each_pseudo_kind_writes_uniform_normal_log_normal_and_poisson_numbers_of_the_right_moments(
) -> TestResult {
    let Some((g, curand)) = setup("curand::distributions") else {
        return Ok(());
    };
    for kind in Kind::ALL.into_iter().filter(|k| !k.is_quasi()) {
        let mut gen = Generator::with_library(curand, &g.ctx, kind)?;
        gen.set_seed(0x5eed)?;
        let mut f = DeviceBuffer::<f32>::alloc(gen.stream(), N)?;
        let mut d = DeviceBuffer::<f64>::alloc(gen.stream(), N)?;
        let mut u = DeviceBuffer::<u32>::alloc(gen.stream(), N)?;

        gen.uniform(&mut f)?;
        let xs: Vec<f64> = f.to_vec()?.into_iter().map(f64::from).collect();
        assert!(xs.iter().all(|&x| x > 0.0 && x <= 1.0), "{kind:?}: uniform outside (0, 1]");
        check_moments(&format!("{kind:?} uniform f32"), &xs, 0.5, 1.0 / 12.0, 0.01);

        gen.uniform(&mut d)?;
        let xs = d.to_vec()?;
        assert!(xs.iter().all(|&x| x > 0.0 && x <= 1.0), "{kind:?}: uniform f64 outside (0, 1]");
        check_moments(&format!("{kind:?} uniform f64"), &xs, 0.5, 1.0 / 12.0, 0.01);

        gen.normal(&mut f, 2.0, 3.0)?;
        let xs: Vec<f64> = f.to_vec()?.into_iter().map(f64::from).collect();
        check_moments(&format!("{kind:?} normal f32"), &xs, 2.0, 9.0, 0.02);

        gen.normal(&mut d, -1.0, 0.5)?;
        check_moments(&format!("{kind:?} normal f64"), &d.to_vec()?, -1.0, 0.25, 0.02);

        // exp(N(0, 0.5²)): mean e^(σ²/2), variance (e^σ² - 1) e^σ².
        let s2: f64 = 0.25;
        let (mean, var) = ((s2 / 2.0).exp(), (s2.exp() - 1.0) * s2.exp());
        gen.log_normal(&mut f, 0.0, 0.5)?;
        let xs: Vec<f64> = f.to_vec()?.into_iter().map(f64::from).collect();
        assert!(xs.iter().all(|&x| x > 0.0), "{kind:?}: a log-normal number not above zero");
        check_moments(&format!("{kind:?} log-normal f32"), &xs, mean, var, 0.05);

        gen.poisson(&mut u, 4.0)?;
        let xs: Vec<f64> = u.to_vec()?.into_iter().map(f64::from).collect();
        check_moments(&format!("{kind:?} poisson"), &xs, 4.0, 4.0, 0.02);

        // Raw words: each bit set half the time.
        gen.raw_u32(&mut u)?;
        let ones: u64 = u.to_vec()?.iter().map(|w| u64::from(w.count_ones())).sum();
        let bits = (32 * N) as f64;
        near(&format!("{kind:?} raw bits"), ones as f64 / bits, 0.5, 6.0 * (0.25 / bits).sqrt());
    }
    Ok(())
}

fn sobol_points_fill_each_dimension_evenly() -> TestResult {
    let Some((g, curand)) = setup("curand::sobol") else {
        return Ok(());
    };
    const DIMS: usize = 4;
    for kind in Kind::ALL.into_iter().filter(|k| k.is_quasi()) {
        let mut gen = Generator::with_library(curand, &g.ctx, kind)?;
        gen.set_dimensions(DIMS as u32)?;
        gen.set_ordering(Ordering::QuasiDefault)?;
        let mut f = DeviceBuffer::<f64>::alloc(gen.stream(), N)?;
        gen.uniform(&mut f)?;
        let xs = f.to_vec()?;
        // Dimension by dimension: each quarter is one coordinate of N/4 points, evenly spread (a
        // quasi-random mean is far closer than a pseudo-random one's).
        for (i, dim) in xs.chunks(N / DIMS).enumerate() {
            let (m, v) = moments(dim.iter().copied());
            near(&format!("{kind:?} dimension {i}: mean"), m, 0.5, 1e-3);
            near(&format!("{kind:?} dimension {i}: variance"), v, 1.0 / 12.0, 1e-3);
        }
        gen.normal(&mut f, 0.0, 1.0)?;
        check_moments(&format!("{kind:?} normal"), &f.to_vec()?, 0.0, 1.0, 0.01);
        if kind.has_64_bit_output() {
            let mut w = DeviceBuffer::<u64>::alloc(gen.stream(), N)?;
            gen.raw_u64(&mut w)?;
            assert!(w.to_vec()?.iter().any(|&x| x > u64::from(u32::MAX)), "{kind:?}: no 64-bit word");
        } else {
            let mut w = DeviceBuffer::<u32>::alloc(gen.stream(), N)?;
            gen.raw_u32(&mut w)?;
            assert!(w.to_vec()?.iter().any(|&x| x != 0), "{kind:?}: all words zero");
        }
    }
    Ok(())
}

fn one_seed_gives_one_sequence_and_another_seed_another() -> TestResult {
    let Some((g, curand)) = setup("curand::seeds") else {
        return Ok(());
    };
    let run = |seed: u64| -> Result<Vec<u32>, Error> {
        let mut gen = Generator::with_library(curand, &g.ctx, Kind::Philox4x32_10)?;
        gen.set_seed(seed)?;
        let mut u = DeviceBuffer::<u32>::alloc(gen.stream(), 4096)?;
        gen.raw_u32(&mut u)?;
        Ok(u.to_vec()?)
    };
    let (a, b, c) = (run(42)?, run(42)?, run(43)?);
    assert_eq!(a, b, "one seed, two sequences");
    assert_ne!(a, c, "two seeds, one sequence");
    // The seed and offset set again restart the sequence on the same generator.
    let mut gen = Generator::with_library(curand, &g.ctx, Kind::Philox4x32_10)?;
    gen.set_seed(42)?;
    let mut u = DeviceBuffer::<u32>::alloc(gen.stream(), 4096)?;
    gen.raw_u32(&mut u)?;
    gen.raw_u32(&mut u)?;
    assert_ne!(u.to_vec()?, a, "the second generation repeated the first");
    gen.set_seed(42)?;
    gen.set_offset(0)?;
    gen.raw_u32(&mut u)?;
    assert_eq!(u.to_vec()?, a, "the seed and offset set again did not restart the sequence");
    Ok(())
}

fn a_generation_on_another_stream_is_ordered_with_the_buffer_and_the_generator() -> TestResult {
    let Some((g, curand)) = setup("curand::streams") else {
        return Ok(());
    };
    let mut gen = Generator::with_library(curand, &g.ctx, Kind::Xorwow)?;
    let other = g.ctx.stream()?;
    // Allocated (and filled) on the test's stream, generated into on `other`, on the generator's
    // own stream next, and read back at home: each step waits for the one before.
    let mut buf = DeviceBuffer::from_slice(&g.stream, &vec![7.0f32; N])?;
    gen.uniform_on(&mut buf, &other)?;
    let first = buf.to_vec()?;
    assert!(first.iter().all(|&x| x > 0.0 && x <= 1.0), "a number outside (0, 1]");
    gen.normal_on(&mut buf, 0.0, 1.0, &g.stream)?;
    gen.uniform(&mut buf)?;
    let last = buf.to_vec()?;
    assert!(last.iter().all(|&x| x > 0.0 && x <= 1.0), "a number outside (0, 1]");
    assert_ne!(first, last, "the generator repeated itself across streams");
    Ok(())
}

fn a_captured_generation_writes_new_numbers_at_each_replay() -> TestResult {
    let Some((g, curand)) = setup("curand::capture") else {
        return Ok(());
    };
    let mut gen = Generator::with_library(curand, &g.ctx, Kind::Xorwow)?;
    gen.set_seed(7)?;
    let mut buf = DeviceBuffer::from_slice(&g.stream, &vec![7.0f32; N])?;
    let graph = g.ctx.capture(|s| {
        gen.uniform_on(&mut buf, s)
            .map_err(cuda_driver::Error::from)
    })?;
    assert_eq!(
        buf.to_vec()?,
        vec![7.0f32; N],
        "the capture ran the generation"
    );
    let exec = graph.instantiate()?;
    exec.launch(&g.stream)?;
    let first = buf.to_vec()?;
    assert!(first.iter().all(|&x| x > 0.0 && x <= 1.0), "a number outside (0, 1]");
    let xs: Vec<f64> = first.iter().copied().map(f64::from).collect();
    check_moments("replayed uniform", &xs, 0.5, 1.0 / 12.0, 0.01);
    // The graph holds the generator's handle past the value.
    drop(gen);
    exec.launch(&g.stream)?;
    let second = buf.to_vec()?;
    assert!(second.iter().all(|&x| x > 0.0 && x <= 1.0), "a number outside (0, 1]");
    println!(
        "curand::capture: the second replay {} the first's numbers",
        if first == second { "repeated" } else { "did not repeat" }
    );
    Ok(())
}

fn lengths_and_settings_curand_refuses_are_refused_before_the_call() -> TestResult {
    let Some((g, curand)) = setup("curand::refusals") else {
        return Ok(());
    };
    let refused = |r: Result<(), Error>, what: &str| match r {
        Err(Error::InvalidArgument(m)) => println!("curand::refusals: {what}: {m}"),
        other => panic!("{what}: expected InvalidArgument, got {other:?}"),
    };
    let mut gen = Generator::with_library(curand, &g.ctx, Kind::Xorwow)?;
    let mut f = DeviceBuffer::from_slice(&g.stream, &[7.0f32; 9])?;
    refused(gen.normal(&mut f, 0.0, 1.0), "an odd length of normal numbers");
    let odd = f.slice_mut(1..9)?;
    refused(gen.normal(odd, 0.0, 1.0), "normal pairs at an odd address");
    refused(gen.log_normal(f.slice_mut(0..8)?, 0.0, -1.0), "a negative deviation");
    let mut u = DeviceBuffer::<u32>::zeroed(&g.stream, 4)?;
    refused(gen.poisson(&mut u, 0.0), "a Poisson mean of zero");
    let mut w = DeviceBuffer::<u64>::zeroed(&g.stream, 4)?;
    refused(gen.raw_u64(&mut w), "64-bit words from XORWOW");
    refused(gen.set_dimensions(2), "dimensions of a pseudo-random generator");
    refused(gen.set_ordering(Ordering::QuasiDefault), "a quasi-random ordering");
    assert_eq!(f.to_vec()?, [7.0f32; 9], "a refused call wrote");
    gen.normal(f.slice_mut(0..8)?, 0.0, 1.0)?; // the even, aligned part is fine

    let mut sobol = Generator::with_library(curand, &g.ctx, Kind::Sobol32)?;
    sobol.set_dimensions(3)?;
    let mut f = DeviceBuffer::from_slice(&g.stream, &[7.0f32; 10])?;
    refused(sobol.uniform(&mut f), "10 numbers of 3-dimensional points");
    refused(sobol.set_seed(1), "a seed for Sobol");
    sobol.uniform(f.slice_mut(0..9)?)?;

    // A stream of another context.
    let other = cuda_driver::Context::create(
        g.device,
        cuda_driver::sys::CUctx_flags::CU_CTX_SCHED_AUTO,
    )?;
    let theirs = other.stream()?;
    refused(gen.uniform_on(f.slice_mut(0..2)?, &theirs), "a stream of another context");
    Ok(())
}

tests![
    each_pseudo_kind_writes_uniform_normal_log_normal_and_poisson_numbers_of_the_right_moments,
    sobol_points_fill_each_dimension_evenly,
    one_seed_gives_one_sequence_and_another_seed_another,
    a_generation_on_another_stream_is_ordered_with_the_buffer_and_the_generator,
    a_captured_generation_writes_new_numbers_at_each_replay,
    lengths_and_settings_curand_refuses_are_refused_before_the_call,
];
