//! cuFFT: complex-to-complex transforms in 1, 2 and 3 dimensions and real-to-complex /
//! complex-to-real round trips, in `f32` and `f64`, each checked against a direct DFT computed on the
//! host in `f64`; a strided batch; a capture replaying a transform at each launch, after the plan has
//! gone; and the refusals made before a call.
//!
//! libcufft is found as `Cufft::load` finds it (`CUDA_CUFFT_LIBRARY`, the loader, the toolkit, pip
//! wheels), else beside the bundle (`.gpu/lib/libcufft.so.12`). Without it the tests are reported
//! ignored with the reason.

use cuda_cufft::{Complex32, Complex64, Cufft, Direction, Error, Layout, Plan, Transform};
use cuda_driver::DeviceBuffer;

use super::{gpu, Gpu, TestResult};

/// libcufft: the usual search, else the copy a bundle carries in `lib/` beside `bin/`.
fn load() -> Result<&'static Cufft, String> {
    let searched = match Cufft::load() {
        Ok(c) => return Ok(c),
        Err(e) => e,
    };
    let bundled = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.join("lib/libcufft.so.12")))
        .filter(|p| p.is_file());
    match bundled {
        Some(path) => Cufft::open(&path).map_err(|e| e.to_string()),
        None => Err(searched.to_string()),
    }
}

/// The GPU and libcufft, or `None` after the line saying why the test did not run.
fn setup(test: &str) -> Option<(Gpu, &'static Cufft)> {
    let g = gpu(test)?;
    match load() {
        Ok(c) => Some((g, c)),
        Err(e) => {
            super::harness::not_run(format_args!("{test}: no libcufft: {e}"));
            None
        }
    }
}

/// A complex number of the host reference, in `f64`.
type C = (f64, f64);

/// `n` values of a fixed pseudo-random sequence in [-1, 1).
fn signal(n: usize, seed: u64) -> Vec<f64> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 11) as f64 / (1u64 << 52) as f64 - 1.0
        })
        .collect()
}

/// The direct DFT of `data` (`batch` transforms of `sizes`, packed, the last size fastest) along
/// every dimension, with the exponent's sign `sign` (-1 forward), unnormalised.
fn dft(data: &[C], sizes: &[usize], batch: usize, sign: f64) -> Vec<C> {
    let total: usize = sizes.iter().product();
    let mut out = data.to_vec();
    for b in 0..batch {
        let one = &mut out[b * total..(b + 1) * total];
        let mut inner = 1;
        for &n in sizes.iter().rev() {
            let outer = total / (n * inner);
            for o in 0..outer {
                for i in 0..inner {
                    let at = |k: usize| o * n * inner + k * inner + i;
                    let line: Vec<C> = (0..n).map(|k| one[at(k)]).collect();
                    for f in 0..n {
                        let mut s = (0.0, 0.0);
                        for (k, &(re, im)) in line.iter().enumerate() {
                            let a = sign * 2.0 * std::f64::consts::PI * ((f * k) % n) as f64 / n as f64;
                            s.0 += re * a.cos() - im * a.sin();
                            s.1 += re * a.sin() + im * a.cos();
                        }
                        one[at(f)] = s;
                    }
                }
            }
            inner *= n;
        }
    }
    out
}

/// Asserts every element of `got` within `tol` times the largest magnitude of `want` of `want`.
fn close(what: &str, got: &[C], want: &[C], tol: f64) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    let scale = want.iter().map(|z| z.0.hypot(z.1)).fold(1e-30, f64::max);
    let worst = got
        .iter()
        .zip(want)
        .map(|(a, b)| (a.0 - b.0).hypot(a.1 - b.1))
        .fold(0.0, f64::max);
    assert!(
        worst <= tol * scale,
        "{what}: an element is {worst} off (tolerance {} of the largest magnitude {scale})",
        tol * scale
    );
    println!("{what}: largest error {:.2e} of the largest magnitude", worst / scale);
}

fn c32(z: &[C]) -> Vec<Complex32> {
    z.iter().map(|&(re, im)| Complex32::from_parts(re as f32, im as f32)).collect()
}
fn c64(z: &[C]) -> Vec<Complex64> {
    z.iter().map(|&(re, im)| Complex64::from_parts(re, im)).collect()
}
fn from32(z: &[Complex32]) -> Vec<C> {
    z.iter().map(|z| (f64::from(z.re()), f64::from(z.im()))).collect()
}
fn from64(z: &[Complex64]) -> Vec<C> {
    z.iter().map(|z| (z.re(), z.im())).collect()
}

/// A complex signal of `n` values.
fn complex_signal(n: usize, seed: u64) -> Vec<C> {
    let v = signal(2 * n, seed);
    v.chunks(2).map(|p| (p[0], p[1])).collect()
}

fn complex_transforms_in_one_to_three_dimensions_match_a_direct_dft_and_round_trip() -> TestResult {
    let Some((g, cufft)) = setup("cufft::c2c") else {
        return Ok(());
    };
    for (sizes, batch) in [(&[128][..], 3), (&[100][..], 2), (&[8, 6][..], 2), (&[4, 3, 5][..], 1)] {
        let n: usize = sizes.iter().product();
        let x = complex_signal(n * batch, n as u64);
        let want = dft(&x, sizes, batch, -1.0);
        let scaled: Vec<C> = x.iter().map(|&(a, b)| (a * n as f64, b * n as f64)).collect();

        let mut p32 = Plan::<f32>::with_library(cufft, &g.ctx, Transform::ComplexToComplex, sizes, batch)?;
        let input = DeviceBuffer::from_slice(p32.stream(), &c32(&x))?;
        let mut spectrum = DeviceBuffer::<Complex32>::alloc(p32.stream(), n * batch)?;
        p32.c2c(&input, &mut spectrum, Direction::Forward)?;
        close(&format!("c2c f32 {sizes:?} x{batch}"), &from32(&spectrum.to_vec()?), &want, 1e-5);
        p32.c2c_in_place(&mut spectrum, Direction::Inverse)?;
        close(&format!("c2c f32 {sizes:?} round trip"), &from32(&spectrum.to_vec()?), &scaled, 1e-5);

        let mut p64 = Plan::<f64>::with_library(cufft, &g.ctx, Transform::ComplexToComplex, sizes, batch)?;
        let input = DeviceBuffer::from_slice(p64.stream(), &c64(&x))?;
        let mut spectrum = DeviceBuffer::<Complex64>::alloc(p64.stream(), n * batch)?;
        p64.c2c(&input, &mut spectrum, Direction::Forward)?;
        close(&format!("z2z f64 {sizes:?} x{batch}"), &from64(&spectrum.to_vec()?), &want, 1e-12);
        p64.c2c_in_place(&mut spectrum, Direction::Inverse)?;
        close(&format!("z2z f64 {sizes:?} round trip"), &from64(&spectrum.to_vec()?), &scaled, 1e-12);
    }
    Ok(())
}

fn real_transforms_keep_half_the_spectrum_and_round_trip_in_f32_and_f64() -> TestResult {
    let Some((g, cufft)) = setup("cufft::r2c_c2r") else {
        return Ok(());
    };
    for (sizes, batch) in [(&[96][..], 2), (&[101][..], 1), (&[6, 10][..], 2)] {
        let n: usize = sizes.iter().product();
        let last = sizes[sizes.len() - 1];
        let half = n / last * (last / 2 + 1);
        let x = signal(n * batch, 3 + n as u64);
        let full = dft(&x.iter().map(|&r| (r, 0.0)).collect::<Vec<_>>(), sizes, batch, -1.0);
        // The non-negative frequencies of the last dimension, row by row.
        let want: Vec<C> = full.chunks(last).flat_map(|row| row[..=last / 2].to_vec()).collect();
        assert_eq!(want.len(), half * batch);

        let mut fwd = Plan::<f32>::with_library(cufft, &g.ctx, Transform::RealToComplex, sizes, batch)?;
        let mut inv = Plan::<f32>::with_library(cufft, &g.ctx, Transform::ComplexToReal, sizes, batch)?;
        let reals: Vec<f32> = x.iter().map(|&r| r as f32).collect();
        let input = DeviceBuffer::from_slice(fwd.stream(), &reals)?;
        let mut spectrum = DeviceBuffer::<Complex32>::alloc(fwd.stream(), half * batch)?;
        fwd.r2c(&input, &mut spectrum)?;
        close(&format!("r2c f32 {sizes:?}"), &from32(&spectrum.to_vec()?), &want, 1e-5);
        // The inverse runs on the other plan's stream: ordered after the forward by the buffer.
        let mut back = DeviceBuffer::<f32>::alloc(inv.stream(), n * batch)?;
        inv.c2r(&mut spectrum, &mut back)?;
        let got: Vec<C> = back.to_vec()?.iter().map(|&r| (f64::from(r) / n as f64, 0.0)).collect();
        let orig: Vec<C> = x.iter().map(|&r| (r, 0.0)).collect();
        close(&format!("r2c/c2r f32 {sizes:?} round trip"), &got, &orig, 1e-5);

        let mut fwd = Plan::<f64>::with_library(cufft, &g.ctx, Transform::RealToComplex, sizes, batch)?;
        let mut inv = Plan::<f64>::with_library(cufft, &g.ctx, Transform::ComplexToReal, sizes, batch)?;
        let input = DeviceBuffer::from_slice(fwd.stream(), &x)?;
        let mut spectrum = DeviceBuffer::<Complex64>::alloc(fwd.stream(), half * batch)?;
        fwd.r2c(&input, &mut spectrum)?;
        close(&format!("d2z f64 {sizes:?}"), &from64(&spectrum.to_vec()?), &want, 1e-12);
        let mut back = DeviceBuffer::<f64>::alloc(inv.stream(), n * batch)?;
        inv.c2r(&mut spectrum, &mut back)?;
        let got: Vec<C> = back.to_vec()?.iter().map(|&r| (r / n as f64, 0.0)).collect();
        close(&format!("d2z/z2d f64 {sizes:?} round trip"), &got, &orig, 1e-12);
    }
    Ok(())
}

fn a_strided_batch_transforms_only_the_elements_its_layout_names() -> TestResult {
    let Some((g, cufft)) = setup("cufft::strided") else {
        return Ok(());
    };
    // Two interleaved signals of 64 points: signal b at elements b, b + 2, b + 4, ...
    let (n, batch) = (64, 2);
    let l = Layout { embed: None, stride: 2, distance: 1 };
    let mut plan = Plan::<f64>::many_with_library(
        cufft,
        &g.ctx,
        Transform::ComplexToComplex,
        &[n],
        l.clone(),
        l,
        batch,
    )?;
    assert_eq!(plan.input_len(), 2 * n);
    // One guard element past the layout's reach, which must stay as it is.
    let x = complex_signal(2 * n + 1, 11);
    let mut data = DeviceBuffer::from_slice(plan.stream(), &c64(&x))?;
    plan.c2c_in_place(&mut data, Direction::Forward)?;
    let got = from64(&data.to_vec()?);
    assert_eq!(got[2 * n], x[2 * n], "the guard element was written");
    for b in 0..batch {
        let one: Vec<C> = (0..n).map(|k| x[b + 2 * k]).collect();
        let want = dft(&one, &[n], 1, -1.0);
        let mine: Vec<C> = (0..n).map(|k| got[b + 2 * k]).collect();
        close(&format!("strided z2z, signal {b}"), &mine, &want, 1e-12);
    }
    Ok(())
}

fn a_captured_transform_replays_on_new_data_after_the_plan_is_gone() -> TestResult {
    let Some((g, cufft)) = setup("cufft::capture") else {
        return Ok(());
    };
    let n = 256;
    let mut plan = Plan::<f32>::with_library(cufft, &g.ctx, Transform::ComplexToComplex, &[n], 1)?;
    let x = complex_signal(n, 21);
    let mut data = DeviceBuffer::from_slice(&g.stream, &c32(&x))?;
    let graph = g.ctx.capture(|s| {
        plan.c2c_in_place_on(&mut data, Direction::Forward, s)
            .map_err(cuda_driver::Error::from)
    })?;
    close("captured, not yet launched", &from32(&data.to_vec()?), &from32(&c32(&x)), 0.0);
    let exec = graph.instantiate()?;
    exec.launch(&g.stream)?;
    close("captured c2c, first launch", &from32(&data.to_vec()?), &dft(&x, &[n], 1, -1.0), 1e-5);
    // New data, the plan dropped: the graph holds the plan and its work area.
    let y = complex_signal(n, 22);
    data.copy_from_host(&c32(&y))?;
    drop(plan);
    exec.launch(&g.stream)?;
    close("captured c2c, after the plan went", &from32(&data.to_vec()?), &dft(&y, &[n], 1, -1.0), 1e-5);
    Ok(())
}

fn what_cufft_would_read_or_write_out_of_bounds_for_is_refused_first() -> TestResult {
    let Some((g, cufft)) = setup("cufft::refusals") else {
        return Ok(());
    };
    let mut plan = Plan::<f32>::with_library(cufft, &g.ctx, Transform::RealToComplex, &[64], 4)?;
    let input = DeviceBuffer::<f32>::zeroed(plan.stream(), 255)?;
    let mut out = DeviceBuffer::<Complex32>::zeroed(plan.stream(), 4 * 33)?;
    let refused = |r: Result<(), Error>| matches!(r, Err(Error::InvalidArgument(_)));
    assert!(refused(plan.r2c(&input, &mut out)), "a short input was accepted");
    let input = DeviceBuffer::<f32>::zeroed(plan.stream(), 256)?;
    assert!(refused(plan.r2c(&input, out.slice_mut(..131)?)), "a short output was accepted");
    assert!(refused(plan.c2c_in_place(&mut out, Direction::Forward)), "another transform ran");
    plan.r2c(&input, &mut out)?;
    println!(
        "cufft: libcufft {} at {}; a 64-point R2C plan of 4 asked for {} bytes of work area",
        cufft.version(),
        cufft.path(),
        plan.work_size()
    );
    Ok(())
}

tests![
    complex_transforms_in_one_to_three_dimensions_match_a_direct_dft_and_round_trip,
    real_transforms_keep_half_the_spectrum_and_round_trip_in_f32_and_f64,
    a_strided_batch_transforms_only_the_elements_its_layout_names,
    a_captured_transform_replays_on_new_data_after_the_plan_is_gone,
    what_cufft_would_read_or_write_out_of_bounds_for_is_refused_first,
];
