//! Isotropic finite-difference wave modelling on two GPUs: our version of NVIDIA cuda-python's
//! `extra/iso_fd_modelling.py`. Each GPU holds one half of the model in z, with four slices of frame on
//! each side; a time step injects the source (GPU 0), computes the four slices next to each frame on a
//! "halo" stream, sends them to the other GPU's frame (`cuMemcpyPeerAsync`), computes the centre on a
//! second stream, and swaps the current and previous wavefields. As the original, it runs the 768 x 616 x
//! 200-per-GPU model for 1000 ms (600 steps) and prints the rate in points per second per device; then it
//! checks what the original does not: the same propagation on a 192 x 40 x 24-per-GPU grid for 100 steps,
//! both wavefields of both GPUs compared with the same steps computed on the host.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example iso_fd_modelling
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! without two GPUs that have peer access to each other it says why and exits with 0; on a wrong result
//! it prints `Result = FAIL` and exits with 1.

#[path = "../common/mod.rs"]
mod common;
mod grid;
mod kernels;

use std::process::ExitCode;
use std::time::Instant;

use cuda_driver::sys::{CUctx_flags, CUstream_flags};
use cuda_driver::{Context, Device, DeviceBuffer, Function, LaunchConfig, Module, Stream};
use grid::{Grid, Joined, BDIMX, BDIMY, LEAD, ORDER};

const NAME: &str = "iso_fd_modelling";

/// How far the GPUs' fields may be from the host's, as a fraction of the largest value of the host's:
/// 1e-4. The GPU and the host add the same terms in the same order, but NVRTC fuses each multiply-add
/// (`--fmad=true`, as the original compiles), which rounds once where the host rounds twice. On this grid
/// that difference, measured on the host by running the reference with `mul_add`, is at most 1.3e-6 of the
/// peak after 100 steps (the scheme is stable, so rounding differences travel with the wave rather than
/// grow); 1e-4 leaves a margin of about 80. A missing or misplaced halo exchange, a skipped slice or a wrong
/// stencil weight is off by a sizeable part of the field: GPU 1's half alone peaks at half of the whole's.
const TOLERANCE: f32 = 1e-4;

fn main() -> ExitCode {
    common::main(NAME, |device, _, _| run(device.driver()))
}

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

fn run(driver: &'static cuda_driver::Driver) -> Result<bool> {
    let devices = Device::all(driver)?;
    println!("{NAME}: CUDA-capable device count: {}", devices.len());
    if devices.len() < 2 {
        println!(
            "{NAME}: skipped: needs two GPUs with peer access, this machine has {}",
            devices.len()
        );
        return Ok(true);
    }
    let Some((d0, d1)) = common::peer_pair(NAME, &devices)? else {
        println!(
            "{NAME}: skipped: needs two GPUs with peer access, and no two of this machine's {} have it",
            devices.len()
        );
        return Ok(true);
    };
    // A context of its own on each device, as the original creates, with peer access both ways so that the
    // halo copies go straight from GPU to GPU.
    let contexts = [
        Context::create(d0, CUctx_flags::CU_CTX_SCHED_AUTO)?,
        Context::create(d1, CUctx_flags::CU_CTX_SCHED_AUTO)?,
    ];
    let _access = [
        contexts[0].enable_peer_access(&contexts[1])?,
        contexts[1].enable_peer_access(&contexts[0])?,
    ];
    let options = ["--fmad=true", "--std=c++17", "-default-device"];
    let mut modules = Vec::new();
    for ctx in &contexts {
        let cubin =
            common::cubin_for(ctx.device(), "iso_propagator.cu", kernels::SOURCE, &options)?;
        modules.push(Module::from_image(ctx, &cubin)?);
    }

    // The original's model and its rate.
    let full = Grid::new(700, 600, 200, None);
    println!(
        "{NAME}: dt= {} delta= {} nt= {} freq max= {}",
        full.dt, full.delta, full.nt, full.freq_max
    );
    let mut pair = Pair::new(&contexts, &modules, full)?;
    let start = Instant::now();
    pair.propagate()?;
    let seconds = start.elapsed().as_secs_f64();
    let rate = 1.0e-9 * full.nt as f64 * full.points() as f64 / seconds;
    println!("{NAME}: this code generates {rate} GPoints/sec / device");
    drop(pair);

    // The check, on a grid small enough for the host.
    let small = Grid::new(100, 30, 24, Some(100));
    let mut pair = Pair::new(&contexts, &modules, small)?;
    pair.propagate()?;
    let ok = pair.check()?;
    let small_grid = format!(
        "{} x {} x {} per GPU for {} steps",
        small.nx, small.ny, small.nz, small.nt
    );
    match &ok {
        Ok(summary) => println!(
            "{NAME}: Result = PASS ({small_grid} matches the host within {TOLERANCE:e} of the peak: \
             {summary}; {} x {} x {} per GPU: {rate:.2} GPoints/s per device on {} and {})",
            full.nx,
            full.ny,
            full.nz,
            d0.name()?,
            d1.name()?,
        ),
        Err(why) => println!("{NAME}: Result = FAIL ({small_grid}: {why})"),
    }
    Ok(ok.is_ok())
}

/// The step's four kernels, from one device's module.
struct Kernels<'m> {
    create_source: Function<'m>,
    create_velocity: Function<'m>,
    step: Function<'m>,
    inject: Function<'m>,
}

/// One device's half of the model: its streams, kernels and buffers.
struct Propagator<'m> {
    /// 0 or 1: which half (GPU 0 holds the lower z and the source).
    half: usize,
    device: Device,
    grid: Grid,
    center: Stream,
    halo: Stream,
    kernels: Kernels<'m>,
    velocity: DeviceBuffer<f32>,
    /// The current wavefield, read by a step, and the previous one, which the step overwrites with the
    /// next; swapped after each step.
    wave_in: DeviceBuffer<f32>,
    wave_out: DeviceBuffer<f32>,
    source: DeviceBuffer<f32>,
}

/// Both halves.
struct Pair<'m> {
    devices: [Propagator<'m>; 2],
}

impl<'m> Pair<'m> {
    /// Both halves allocated, zeroed, with their source wavelet and velocity model made.
    fn new(contexts: &[Context; 2], modules: &'m [Module], grid: Grid) -> Result<Pair<'m>> {
        let make = |half: usize| Propagator::new(half, &contexts[half], &modules[half], grid);
        Ok(Pair {
            devices: [make(0)?, make(1)?],
        })
    }

    /// The time loop, stream for stream as the original orders it.
    fn propagate(&mut self) -> Result<()> {
        for it in 0..self.devices[0].grid.nt {
            for p in &self.devices {
                p.halo.synchronize()?;
            }
            for p in &mut self.devices {
                p.inject_source(it)?;
            }
            for p in &mut self.devices {
                p.execute_halo()?;
            }
            for p in &self.devices {
                p.halo.synchronize()?;
            }
            let [p0, p1] = &mut self.devices;
            p1.exchange_halo(p0)?;
            p0.exchange_halo(p1)?;
            for p in &mut self.devices {
                p.execute_center()?;
            }
            for p in &self.devices {
                p.center.synchronize()?;
            }
            for p in &mut self.devices {
                std::mem::swap(&mut p.wave_in, &mut p.wave_out);
            }
        }
        Ok(())
    }

    /// Both wavefields of both halves against the host's, slice for slice (frames included: each holds
    /// the other half's slices); `Err` with what differs, `Ok` with the margin.
    fn check(&self) -> Result<std::result::Result<String, String>> {
        let grid = self.devices[0].grid;
        let samples = self.devices[0].source.to_vec()?;
        // The wavelet first: its formula in double precision, to 1e-5 of its peak of 1000.
        let wavelet = grid.source();
        if let Some(i) = (0..grid.nt).find(|&i| (f64::from(samples[i]) - wavelet[i]).abs() > 1e-2) {
            return Ok(Err(format!(
                "source sample {i} is {}, its formula gives {}",
                samples[i], wavelet[i]
            )));
        }
        let joined = Joined::new(grid);
        let (newest, before) = joined.reference(&samples);
        let peak = newest.iter().fold(0f32, |m, v| m.max(v.abs()));
        let limit = TOLERANCE * peak;
        let (mut worst, mut half_peak) = (0f32, [0f32; 2]);
        for p in &self.devices {
            for (field, host, what) in [
                (&p.wave_in, &newest, "newest"),
                (&p.wave_out, &before, "previous"),
            ] {
                let gpu = field.to_vec()?;
                for z in 0..grid.nz {
                    for y in 0..grid.ny {
                        for x in 0..grid.nx {
                            let got = gpu[LEAD + grid.at(z, y, x)];
                            let want = host[joined.at(p.half, z, y, x)];
                            let diff = (got - want).abs();
                            // NaN fails too.
                            if diff.is_nan() || diff > limit {
                                return Ok(Err(format!(
                                    "GPU {} ({what} field) at z={z} y={y} x={x} is {got}, the host has {want}",
                                    p.device.ordinal()
                                )));
                            }
                            worst = worst.max(diff);
                            if (ORDER..grid.nz - ORDER).contains(&z) {
                                half_peak[p.half] = half_peak[p.half].max(got.abs());
                            }
                        }
                    }
                }
            }
        }
        Ok(Ok(format!(
            "largest difference {:.1e} of the peak {peak:.2}, GPU 1's half peaking at {:.2}",
            worst / peak,
            half_peak[1]
        )))
    }
}

impl<'m> Propagator<'m> {
    fn new(half: usize, ctx: &Context, module: &'m Module, grid: Grid) -> Result<Propagator<'m>> {
        let center = Stream::new(ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
        let halo = Stream::new(ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
        let kernels = Kernels {
            create_source: module.function("createSource")?,
            create_velocity: module.function("createVelocity")?,
            step: module.function("fwd_3D_orderX2k")?,
            inject: module.function("injectSource")?,
        };
        // cuMemAlloc memory (the original's), zeroed.
        let zeroed = |len: usize| -> Result<DeviceBuffer<f32>> {
            let mut buf = DeviceBuffer::alloc_unpooled(&halo, len)?;
            buf.memset_d32(0)?;
            Ok(buf)
        };
        let mut p = Propagator {
            half,
            device: ctx.device(),
            grid,
            velocity: zeroed(grid.len())?,
            wave_in: zeroed(LEAD + grid.len())?,
            wave_out: zeroed(LEAD + grid.len())?,
            source: zeroed(grid.nt)?,
            center,
            halo,
            kernels,
        };
        p.create_source()?;
        p.create_velocity()?;
        Ok(p)
    }

    /// The wavelet, one block of 1024 threads.
    fn create_source(&mut self) -> Result<()> {
        let g = self.grid;
        let config = LaunchConfig {
            grid: (1, 1, 1),
            block: (1024, 1, 1),
            shared_mem_bytes: 0,
        };
        let (dt, freq, nt) = (g.dt as f32, g.freq_max as f32, g.nt as i32);
        // SAFETY: `createSource(float *x, float dt, float freq, int nt)` writes x[0..nt), the whole buffer.
        unsafe {
            self.kernels
                .create_source
                .launch(config, &self.halo, (&mut self.source, dt, freq, nt))
        }?;
        Ok(self.halo.synchronize()?)
    }

    /// The velocity inside the frame: one thread per computed (x, y), looping over the computed slices.
    fn create_velocity(&mut self) -> Result<()> {
        let g = self.grid;
        let config = LaunchConfig {
            grid: (g.blkx as u32, g.blky as u32, 1),
            block: (2 * BDIMX as u32, BDIMY as u32, 1),
            shared_mem_bytes: 0,
        };
        let vel = self.velocity.slice_mut(g.at(ORDER, ORDER, ORDER)..)?;
        let (vmult, nz) = (
            (g.dt * g.dt / (g.delta * g.delta)) as f32,
            (g.nz - 2 * ORDER) as i32,
        );
        let (nx, stride) = (g.nx as i32, g.slice() as i32);
        // SAFETY: `createVelocity(float *vel, float vmult, int nz, int nx, int stride)` writes the
        // computed box: nz slices of blky * 16 rows of blkx * 64 floats from `vel`'s start, inside the view.
        unsafe {
            self.kernels
                .create_velocity
                .launch(config, &self.halo, (vel, vmult, nz, nx, stride))
        }?;
        Ok(self.halo.synchronize()?)
    }

    /// The source's sample for step `it` into the current field, on GPU 0 only.
    fn inject_source(&mut self, it: usize) -> Result<()> {
        if self.half != 0 {
            return Ok(());
        }
        let at = self.grid.source_at();
        let point = self.wave_in.slice_mut(at..=at)?;
        let config = LaunchConfig::for_elements(1, 1);
        let it = it as i32;
        // SAFETY: `injectSource(float *field, const float *src, int it)` writes field[0], the one element
        // of the view, and reads src[it], it < nt, the source's length.
        unsafe {
            self.kernels
                .inject
                .launch(config, &self.halo, (point, &self.source, it))
        }?;
        Ok(())
    }

    /// The four slices next to each frame, on the halo stream.
    fn execute_halo(&mut self) -> Result<()> {
        let nz = self.grid.nz;
        self.step(ORDER, ORDER, true)?;
        self.step(nz - 2 * ORDER, ORDER, true)
    }

    /// The slices between, on the center stream.
    fn execute_center(&mut self) -> Result<()> {
        let nz = self.grid.nz;
        self.step(2 * ORDER, nz - 4 * ORDER, false)
    }

    /// One step of slices `first..first + count`: wave_out = next(wave_in, wave_out).
    fn step(&mut self, first: usize, count: usize, on_halo: bool) -> Result<()> {
        let g = self.grid;
        let config = LaunchConfig {
            grid: (g.blkx as u32, g.blky as u32, 1),
            block: (BDIMX as u32, BDIMY as u32, 1),
            shared_mem_bytes: 0,
        };
        let corner = g.at(first, ORDER, ORDER);
        let origin = (LEAD + corner) as i32;
        let prev = self.wave_out.slice_mut(LEAD + corner..)?;
        let vsq = self.velocity.slice(corner..)?;
        let (nz, nx, stride) = (count as i32, g.nx as i32, g.slice() as i32);
        let stream = if on_halo { &self.halo } else { &self.center };
        // SAFETY: `fwd_3D_orderX2k(const float *curr_base, int origin, float *prev, const float *vsq, int nz,
        // int nx, int stride)` reads wave_in around slices first - 4 .. first + count + 4 (all inside the
        // slab, frames included), and reads and writes the computed points of slices first.. first + count
        // from the starts of `prev` and `vsq`, inside both views.
        unsafe {
            self.kernels.step.launch(
                config,
                stream,
                (&self.wave_in, origin, prev, vsq, nz, nx, stride),
            )
        }?;
        Ok(())
    }

    /// Sends the four slices next to this half's frame on the other's side into the other's frame: from
    /// GPU 0 its last computed slices into GPU 1's lower frame, from GPU 1 its first ones into GPU 0's
    /// upper frame; queued on this half's halo stream.
    fn exchange_halo(&self, other: &mut Propagator<'_>) -> Result<()> {
        let g = self.grid;
        let n = ORDER * g.slice();
        let (from, to) = if self.half < other.half {
            (g.at(g.nz - 2 * ORDER, 0, 0), g.at(0, 0, 0))
        } else {
            (g.at(ORDER, 0, 0), g.at(g.nz - ORDER, 0, 0))
        };
        let src = self.wave_out.slice(LEAD + from..LEAD + from + n)?;
        let mut dst = other.wave_out.slice_mut(LEAD + to..LEAD + to + n)?;
        dst.copy_from_device(src, &self.halo)?;
        Ok(())
    }
}
