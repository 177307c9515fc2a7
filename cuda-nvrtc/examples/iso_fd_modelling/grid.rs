//! The modelling's grid, as the original lays it out, and the host reference: the same leapfrog steps on
//! the CPU over the two devices' slabs joined into one.

/// Threads per block in x (each handles two floats) and in y.
pub const BDIMX: usize = 32;
pub const BDIMY: usize = 16;
/// Half the stencil's width: 8th order in space.
pub const ORDER: usize = 4;
/// Floats before slice 0 of a wavefield, so that the first point computed (x = ORDER) is 256-byte aligned.
pub const LEAD: usize = 64 - ORDER;

/// The stencil's weights: the centre (three times the 1-D one: x, y and z) and distances 1 to 4.
pub const WEIGHTS: [f32; ORDER + 1] = [-3.0 * 2.847_222_3, 1.6, -0.2, 0.025_396_825, -0.001_785];

/// One device's slab of the model: `nz` slices of `ny` rows of `nx` floats, the outer `ORDER` slices,
/// rows and columns a frame the steps read but do not write; `nt` time steps.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub nx: usize,
    pub ny: usize,
    pub nz: usize,
    /// Blocks in x (of 2 * BDIMX floats) and y (of BDIMY rows) covering the computed points.
    pub blkx: usize,
    pub blky: usize,
    pub nt: usize,
    /// Grid spacing (m), time step (ms) and the source's top frequency (Hz).
    pub delta: f64,
    pub dt: f64,
    pub freq_max: f64,
}

impl Grid {
    /// A slab of at least `nx` x `ny` computed points (rounded up to whole blocks, plus the frame, and `nx`
    /// to a multiple of 64) and `nz` slices; `nt` steps, or as many as 1000 ms take.
    pub fn new(nx: usize, ny: usize, nz: usize, nt: Option<usize>) -> Grid {
        let nx = (nx.div_ceil(2 * BDIMX) * 2 * BDIMX + 2 * ORDER).div_ceil(64) * 64;
        let ny = ny.div_ceil(BDIMY) * BDIMY + 2 * ORDER;
        let delta = 25.0;
        let dt = 0.3 * 1000.0 * delta / 4500.0;
        Grid {
            nx,
            ny,
            nz,
            blkx: (nx - 2 * ORDER) / (2 * BDIMX),
            blky: (ny - 2 * ORDER) / BDIMY,
            nt: nt.unwrap_or((1000.0 / dt) as usize),
            delta,
            dt,
            freq_max: 3.5 * 1000.0 / (4.0 * delta),
        }
    }

    /// Floats per slice.
    pub fn slice(&self) -> usize {
        self.nx * self.ny
    }

    /// Floats of a velocity model; a wavefield has `LEAD` more.
    pub fn len(&self) -> usize {
        self.slice() * self.nz
    }

    /// Index of point (z, y, x) in a velocity model; in a wavefield it is `LEAD` further.
    pub fn at(&self, z: usize, y: usize, x: usize) -> usize {
        z * self.slice() + y * self.nx + x
    }

    /// Computed points in x and y: the frame's inside, in whole blocks.
    pub fn computed_x(&self) -> usize {
        self.blkx * 2 * BDIMX
    }
    pub fn computed_y(&self) -> usize {
        self.blky * BDIMY
    }

    /// Points computed per step on one device.
    pub fn points(&self) -> usize {
        (self.nz - 2 * ORDER) * self.computed_x() * self.computed_y()
    }

    /// The velocity model's value, (3 km/s)^2 times dt^2 / dx^2, as the kernel computes it.
    pub fn vsq(&self) -> f32 {
        let vmult = ((self.dt * self.dt) / (self.delta * self.delta)) as f32;
        3.0f32 * 3.0f32 * vmult
    }

    /// Wavefield index of the point device 0 injects the source at (the middle of its slab).
    pub fn source_at(&self) -> usize {
        LEAD + self.at(self.nz / 2, self.ny / 2, self.nx / 2)
    }

    /// The source's samples as `createSource` computes them, in double precision.
    pub fn source(&self) -> Vec<f64> {
        let start = (60.0f32 / self.dt as f32) as i32;
        let half_freq = 0.5 * self.freq_max as f32;
        (0..self.nt as i32)
            .map(|i| {
                let a = 1.0e-3 * f64::from((i - start).abs()) * f64::from(half_freq);
                1000.0 * (-2.0 * a * a).exp() * (2.0 * std::f64::consts::PI * a).cos()
            })
            .collect()
    }
}

/// Both devices' slabs as one: device 1's slice z is slice `z + nz - 2 ORDER` here, so that each device's
/// last `ORDER` slices (the frame it receives) are the other's first computed ones.
pub struct Joined {
    pub grid: Grid,
    pub nz: usize,
}

impl Joined {
    pub fn new(grid: Grid) -> Joined {
        Joined {
            grid,
            nz: 2 * (grid.nz - 2 * ORDER) + 2 * ORDER,
        }
    }

    /// Index here of point (z, y, x) of `device`'s slab.
    pub fn at(&self, device: usize, z: usize, y: usize, x: usize) -> usize {
        self.grid.at(z + device * (self.grid.nz - 2 * ORDER), y, x)
    }

    /// The wavefields after `grid.nt` steps, computed on the host with `source` (the device's samples),
    /// as `(newest, the one before)`: per step the source overwrites its point of the current field, then
    /// every computed point becomes `2 cur - prev + vsq * lap(cur)`, summed in the kernel's order.
    pub fn reference(&self, source: &[f32]) -> (Vec<f32>, Vec<f32>) {
        let g = &self.grid;
        let len = self.nz * g.slice();
        let (mut prev, mut cur) = (vec![0f32; len], vec![0f32; len]);
        let (sz, sy) = (g.slice(), g.nx);
        let vsq = g.vsq();
        let inject = self.at(0, g.nz / 2, g.ny / 2, g.nx / 2);
        for &sample in &source[..g.nt] {
            cur[inject] = sample;
            for z in ORDER..self.nz - ORDER {
                for y in ORDER..ORDER + g.computed_y() {
                    let row = z * sz + y * sy;
                    for i in row + ORDER..row + ORDER + g.computed_x() {
                        let c = cur[i];
                        let mut lap = WEIGHTS[0] * c;
                        for (d, w) in WEIGHTS.iter().enumerate().skip(1) {
                            let (dz, dy) = (d * sz, d * sy);
                            lap += w
                                * (cur[i + dz]
                                    + cur[i - dz]
                                    + cur[i - dy]
                                    + cur[i + dy]
                                    + cur[i - d]
                                    + cur[i + d]);
                        }
                        let temp = 2.0 * c - prev[i];
                        prev[i] = temp + lap * vsq;
                    }
                }
            }
            std::mem::swap(&mut prev, &mut cur);
        }
        (cur, prev)
    }
}
