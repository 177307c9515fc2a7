//! Sampling a cubemap through a texture object: a 64 × 64 cubemap of `f32` texels (six faces, their
//! values 0, 1, 2, ... in face, row, column order) copied into a CUDA array, read by a kernel compiled at
//! run time by NVRTC that, for each texel of each face, builds the direction through its centre,
//! samples it with `texCubemap` (normalized coordinates, linear filtering, wrapping) and writes its
//! negation. Launched once to warm up and once timed; every value is checked against the negated
//! input. The algorithm, sizes and check of NVIDIA cuda-python's `simple_cubemap_texture.py`, written
//! for cuda-nvrtc and cuda-driver's safe layer.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example simple_cubemap_texture
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! without NVRTC, or on a wrong result, it exits with 1.

mod common;

use std::process::ExitCode;
use std::time::Instant;

use cuda_driver::sys::CUdevice_attribute;
use cuda_driver::{
    AddressMode, Array, ArrayFlags, ArrayFormat, ArrayShape, Channels, Context, Device,
    DeviceBuffer, Element, FilterMode, LaunchConfig, Module, ReadMode, Stream, TextureDesc,
    TextureObject,
};

const TRANSFORM: &str = r#"
// Thread (x, y) handles texel (x, y) of every face: it points at the texel's centre on the face, samples
// the cubemap there and stores the negated value at out[face][y][x].
extern "C" __global__ void transform(float *out, int width, cudaTextureObject_t cube) {
    const unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= (unsigned)width || y >= (unsigned)width) return;
    // The centre of the texel, as coordinates from -1 to 1 across the face.
    const float u = ((x + 0.5f) / (float)width) * 2.0f - 1.0f;
    const float v = ((y + 0.5f) / (float)width) * 2.0f - 1.0f;
    // For each face (+x, -x, +y, -y, +z, -z), the direction whose projection on it is (u, v).
    const float direction[6][3] = {
        { 1.0f,    -v,    -u},
        {-1.0f,    -v,     u},
        {    u,  1.0f,     v},
        {    u, -1.0f,    -v},
        {    u,    -v,  1.0f},
        {   -u,    -v, -1.0f},
    };
    for (int face = 0; face < 6; ++face) {
        const float *d = direction[face];
        out[(face * width + y) * width + x] = -texCubemap<float>(cube, d[0], d[1], d[2]);
    }
}
"#;

/// Texels per face side.
const WIDTH: usize = 64;
/// Faces of a cube.
const FACES: usize = 6;
/// Texels of the cubemap.
const CUBEMAP_SIZE: usize = WIDTH * WIDTH * FACES;
/// Threads per block in x and in y.
const BLOCK: u32 = 8;
/// The largest difference from the expected value the check accepts.
const MIN_EPSILON_ERROR: f32 = 5.0e-3;

fn main() -> ExitCode {
    common::main("simple_cubemap_texture", run)
}

fn run(device: Device, ctx: &Context, stream: &Stream) -> common::Outcome {
    let (major, minor) = device.compute_capability()?;
    let sms = device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
    println!(
        "simple_cubemap_texture: CUDA device [{}] has {sms} multiprocessors, SM {major}.{minor}",
        device.name()?
    );

    // The input, and what the kernel should make of it: each value negated.
    let data: Vec<f32> = (0..CUBEMAP_SIZE).map(|i| i as f32).collect();
    let want: Vec<f32> = data.iter().map(|&x| -x).collect();

    let float = Element::new(ArrayFormat::F32, Channels::One);
    let shape = ArrayShape::Cubemap { size: WIDTH };
    let mut cubemap = Array::new(stream, shape, float, ArrayFlags::empty())?;
    cubemap.copy_from_host(&data)?;
    let desc = TextureDesc {
        address: [AddressMode::Wrap; 3],
        filter: FilterMode::Linear,
        read: ReadMode::ElementType,
        normalized_coords: true,
        ..TextureDesc::default()
    };
    let texture = TextureObject::new(&cubemap, &desc)?;
    let mut out = DeviceBuffer::<f32>::zeroed(stream, CUBEMAP_SIZE)?;

    let grid = WIDTH as u32 / BLOCK;
    let config = LaunchConfig {
        grid: (grid, grid, 1),
        block: (BLOCK, BLOCK, 1),
        shared_mem_bytes: 0,
    };
    println!(
        "simple_cubemap_texture: covering the {WIDTH}^2 × {FACES} cubemap: a grid of {grid} × {grid} \
         blocks of {BLOCK} × {BLOCK} threads"
    );
    let cubin = common::cubin_for(device, "simple_cubemap_texture.cu", TRANSFORM, &[])?;
    let module = Module::from_image(ctx, &cubin)?;
    let transform = module.function("transform")?;
    let width = WIDTH as i32;

    // A first launch to warm up, then the timed one.
    // SAFETY: `transform(float *, int, cudaTextureObject_t)` reads the cubemap through the texture and
    // writes `out[0..6 * width * width]`, one texel per face per thread.
    unsafe { transform.launch(config, stream, (&mut out, width, &texture)) }?;
    stream.synchronize()?;
    let start = Instant::now();
    // SAFETY: as above.
    unsafe { transform.launch(config, stream, (&mut out, width, &texture)) }?;
    stream.synchronize()?;
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "simple_cubemap_texture: processing time: {:.3} ms, {:.2} Mtexlookups/s",
        seconds * 1e3,
        CUBEMAP_SIZE as f64 / seconds / 1e6
    );

    let got = out.to_vec()?;
    let (worst, at) = got
        .iter()
        .zip(&want)
        .map(|(g, w)| (g - w).abs())
        .zip(0..)
        .fold(
            (0.0f32, 0),
            |best, (d, i)| if d > best.0 { (d, i) } else { best },
        );
    let ok = worst <= MIN_EPSILON_ERROR;
    if !ok {
        eprintln!(
            "simple_cubemap_texture: texel {at} (face {}, row {}, column {}): {} instead of {}",
            at / (WIDTH * WIDTH),
            at / WIDTH % WIDTH,
            at % WIDTH,
            got[at],
            want[at]
        );
    }
    println!(
        "simple_cubemap_texture: Result = {} ({CUBEMAP_SIZE} texels, largest difference {worst:e}, \
         limit {MIN_EPSILON_ERROR:e})",
        if ok { "PASS" } else { "FAIL" }
    );
    Ok(ok)
}
