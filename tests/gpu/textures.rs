//! Arrays, texture objects and surface objects on the GPU, with kernels compiled by NVRTC: a 2-D float
//! array sampled through a texture with point filtering; a surface written by one kernel and read back
//! by a copy and by a texture on another stream; a layered array sampled by layer and a cubemap
//! round-tripped through copies; a mipmapped array sampled level by level; textures over linear
//! memory, 1-D and pitched 2-D; issue 33's reversal through a texture, whose in-place form (texture and
//! `&mut` over one buffer) no longer compiles, through the route that remains. Every result is
//! checked element by element (point sampling at texel centres returns the texel exactly).

use cuda_driver::sys::{CUdevice_attribute, CUstream_flags};
use cuda_driver::{
    AddressMode, Array, ArrayFlags, ArrayFormat, ArrayRegion, ArrayShape, Channels, DeviceBuffer,
    Element, LaunchConfig, MipmappedArray, Module, Rows, Stream, SurfaceObject, TextureDesc,
    TextureObject,
};
use cuda_nvrtc::{Arch, Options, Program, Source};

use super::nvrtc::{arch_number, gpu_and_nvrtc};
use super::{Failure, Gpu, TestResult};

/// The kernels, `extern "C"` so their names are the source's.
const KERNELS: &str = r#"
extern "C" __global__ void sample_2d(cudaTextureObject_t tex, float *out, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) out[y * w + x] = tex2D<float>(tex, x + 0.5f, y + 0.5f);
}

extern "C" __global__ void sample_layered(cudaTextureObject_t tex, float *out, int w, int h, int layers) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int layer = blockIdx.z;
    if (x < w && y < h && layer < layers)
        out[(layer * h + y) * w + x] = tex2DLayered<float>(tex, x + 0.5f, y + 0.5f, layer);
}

extern "C" __global__ void fetch_1d(cudaTextureObject_t tex, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<float>(tex, i);
}

extern "C" __global__ void reverse_fetch(cudaTextureObject_t tex, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<float>(tex, n - 1 - i);
}

extern "C" __global__ void sample_lod(cudaTextureObject_t tex, float *out, int w, int h, float level) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) out[y * w + x] = tex2DLod<float>(tex, (x + 0.5f) / w, (y + 0.5f) / h, level);
}

extern "C" __global__ void write_surface(cudaSurfaceObject_t surf, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) surf2Dwrite((float)(y * 1000 + x), surf, x * (int)sizeof(float), y);
}
"#;

/// The kernels compiled for the GPU and loaded, or `None` after the skip line.
fn setup(test: &str) -> Result<Option<(Gpu, Module)>, Failure> {
    let Some((gpu, nvrtc)) = gpu_and_nvrtc(test) else {
        return Ok(None);
    };
    let mut program = Program::new(nvrtc, &Source::new(KERNELS).name("textures.cu"))?;
    program.compile(&Options::new().arch(Arch::Compute(arch_number(&gpu)?)))?;
    let module = Module::from_image(&gpu.ctx, &program.ptx()?)?;
    Ok(Some((gpu, module)))
}

/// 16 × 16 blocks over `w × h` (× `depth` in z).
fn grid(w: usize, h: usize, depth: usize) -> LaunchConfig {
    LaunchConfig {
        grid: (w.div_ceil(16) as u32, h.div_ceil(16) as u32, depth as u32),
        block: (16, 16, 1),
        shared_mem_bytes: 0,
    }
}

/// A value per texel that no two texels share, exact in `f32`.
fn texel(x: usize, y: usize, z: usize) -> f32 {
    (z * 100_000 + y * 1000 + x) as f32 * 0.25
}

fn float() -> Element {
    Element::new(ArrayFormat::F32, Channels::One)
}

/// The first index where `got` differs from `want`, bit for bit.
fn check(what: &str, got: &[f32], want: &[f32]) -> TestResult {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    match (0..got.len()).find(|&i| got[i].to_bits() != want[i].to_bits()) {
        None => Ok(()),
        Some(i) => Err(Failure(format!(
            "{what}: element {i} is {} but should be {}",
            got[i], want[i]
        ))),
    }
}

/// `sample_2d` over `tex` (`w × h`) on `stream`, as a vector.
fn sample_2d(
    module: &Module,
    stream: &Stream,
    tex: &TextureObject,
    w: usize,
    h: usize,
) -> Result<Vec<f32>, Failure> {
    let f = module.function("sample_2d")?;
    let mut out = DeviceBuffer::<f32>::zeroed(stream, w * h)?;
    // SAFETY: `sample_2d(cudaTextureObject_t, float *, int, int)` writes `w * h` floats of `out`.
    unsafe { f.launch(grid(w, h, 1), stream, (tex, &mut out, w as i32, h as i32)) }?;
    Ok(out.to_vec()?)
}

/// How many `f32`s from the start of `buf` the first address aligned to `align` bytes lies.
fn aligned_start(buf: &DeviceBuffer<f32>, stream: &Stream, align: usize) -> Result<usize, Failure> {
    let addr = buf.raw(stream)?.native_handle();
    Ok((align - addr % align) % align / 4)
}

fn texture_2d_float_array_point_sampled() -> TestResult {
    let Some((gpu, module)) = setup("texture_2d_float_array_point_sampled")? else {
        return Ok(());
    };
    let (w, h) = (37, 19);
    let data: Vec<f32> = (0..h)
        .flat_map(|y| (0..w).map(move |x| texel(x, y, 0)))
        .collect();
    let shape = ArrayShape::D2 {
        width: w,
        height: h,
    };
    let mut array = Array::new(&gpu.stream, shape, float(), ArrayFlags::empty())?;
    array.copy_from_host(&data)?;
    let tex = TextureObject::new(&array, &TextureDesc::default())?;
    // Sampled on another stream.
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    check("tex2D", &sample_2d(&module, &other, &tex, w, h)?, &data)?;
    tex.close()?;
    Ok(())
}

fn surface_write_then_read_back() -> TestResult {
    let Some((gpu, module)) = setup("surface_write_then_read_back")? else {
        return Ok(());
    };
    let (w, h) = (45, 23);
    let shape = ArrayShape::D2 {
        width: w,
        height: h,
    };
    let mut array = Array::new(&gpu.stream, shape, float(), ArrayFlags::SURFACE_LOAD_STORE)?;
    array.copy_from_host(&vec![-1.0f32; w * h])?;
    let mut surface = SurfaceObject::new(&mut array)?;
    let writer = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let write = module.function("write_surface")?;
    // SAFETY: `write_surface(cudaSurfaceObject_t, int, int)` writes the `w × h` floats of the array.
    unsafe { write.launch(grid(w, h, 1), &writer, (&mut surface, w as i32, h as i32)) }?;
    // The surface borrows the array mutably: a texture over it only once the surface is gone (its
    // drop waits for the write, on `writer`).
    drop(surface);
    let tex = TextureObject::new(&array, &TextureDesc::default())?;
    let want: Vec<f32> = (0..h)
        .flat_map(|y| (0..w).map(move |x| (y * 1000 + x) as f32))
        .collect();
    // Read through a texture on a third stream: ordered after the write by the array's order.
    let reader = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    check(
        "tex2D after surf2Dwrite",
        &sample_2d(&module, &reader, &tex, w, h)?,
        &want,
    )?;
    check("copy after surf2Dwrite", &array.to_vec::<f32>()?, &want)?;
    drop(tex);
    drop(array);
    Ok(())
}

fn layered_array_sampled_and_cubemap_round_trip() -> TestResult {
    let Some((gpu, module)) = setup("layered_array_sampled_and_cubemap_round_trip")? else {
        return Ok(());
    };
    let (w, h, layers) = (20, 11, 3);
    let data: Vec<f32> = (0..layers)
        .flat_map(|z| (0..h).flat_map(move |y| (0..w).map(move |x| texel(x, y, z))))
        .collect();
    let shape = ArrayShape::Layered2D {
        width: w,
        height: h,
        layers,
    };
    let mut layered = Array::new(&gpu.stream, shape, float(), ArrayFlags::empty())?;
    layered.copy_from_host(&data)?;
    let tex = TextureObject::new(&layered, &TextureDesc::default())?;
    let mut out = DeviceBuffer::<f32>::zeroed(&gpu.stream, data.len())?;
    let f = module.function("sample_layered")?;
    // SAFETY: `sample_layered(cudaTextureObject_t, float *, int, int, int)` writes `w × h × layers`
    // floats of `out`.
    unsafe {
        f.launch(
            grid(w, h, layers),
            &gpu.stream,
            (&tex, &mut out, w as i32, h as i32, layers as i32),
        )
    }?;
    check("tex2DLayered", &out.to_vec()?, &data)?;

    // A cubemap of four-channel texels: host → array → array → buffer → host.
    let size = 8;
    let float4 = Element::new(ArrayFormat::F32, Channels::Four);
    let cube = ArrayShape::Cubemap { size };
    let faces: Vec<f32> = (0..6 * size * size * 4).map(|i| i as f32 - 0.5).collect();
    let mut first = Array::new(&gpu.stream, cube, float4, ArrayFlags::empty())?;
    first.copy_from_host(&faces)?;
    let mut second = Array::new(&gpu.stream, cube, float4, ArrayFlags::empty())?;
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    second.copy_from_array(&first, &other)?;
    let mut buf = DeviceBuffer::<f32>::zeroed(&gpu.stream, faces.len())?;
    second.copy_to_device(&mut buf, &gpu.stream)?;
    check("cubemap round trip", &buf.to_vec()?, &faces)?;
    // One face (+y, the third) alone, as a region.
    let face = ArrayRegion {
        z: 2,
        depth: 1,
        ..ArrayRegion::whole(cube)
    };
    let mut one_face = vec![0.0f32; size * size * 4];
    second.copy_region_to_host(face, &mut one_face)?;
    let third = 2 * size * size * 4..3 * size * size * 4;
    check("cubemap face", &one_face, &faces[third])?;
    Ok(())
}

fn textures_over_linear_and_pitched_memory() -> TestResult {
    let Some((gpu, module)) = setup("textures_over_linear_and_pitched_memory")? else {
        return Ok(());
    };
    // 1-D: every element fetched back, from a view that starts at the device's texture alignment
    // (which the pool does not promise for every allocation).
    let n = 1000;
    let line: Vec<f32> = (0..n).map(|i| texel(i, 0, 0)).collect();
    let start_align =
        gpu.device
            .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT)? as usize;
    let slack = start_align / 4;
    let mut buf = DeviceBuffer::<f32>::zeroed(&gpu.stream, n + slack)?;
    let skip = aligned_start(&buf, &gpu.stream, start_align)?;
    buf.slice_mut(skip..skip + n)?.copy_from_host(&line)?;
    let tex = TextureObject::linear(buf.slice(skip..skip + n)?, float(), &TextureDesc::default())?;
    let mut out = DeviceBuffer::<f32>::zeroed(&gpu.stream, n)?;
    let fetch = module.function("fetch_1d")?;
    // SAFETY: `fetch_1d(cudaTextureObject_t, float *, int)` writes `n` floats of `out`.
    unsafe {
        fetch.launch(
            LaunchConfig::for_elements(n as u32, 256),
            &gpu.stream,
            (&tex, &mut out, n as i32),
        )
    }?;
    check("tex1Dfetch", &out.to_vec()?, &line)?;

    // Pitched 2-D: rows padded to the device's pitch alignment, the padding never sampled.
    let (w, h): (usize, usize) = (33, 17);
    let align = gpu
        .device
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT)?
        as usize;
    let pitch = (w * 4).div_ceil(align) * align / 4;
    let mut padded = vec![f32::NAN; pitch * h];
    for y in 0..h {
        for x in 0..w {
            padded[y * pitch + x] = texel(x, y, 0);
        }
    }
    let mut buf = DeviceBuffer::<f32>::zeroed(&gpu.stream, padded.len() + slack)?;
    let skip = aligned_start(&buf, &gpu.stream, start_align)?;
    buf.slice_mut(skip..skip + padded.len())?
        .copy_from_host(&padded)?;
    let rows = Rows {
        width: w,
        height: h,
        pitch,
    };
    let view = buf.slice(skip..)?;
    let tex = TextureObject::pitched(view, rows, float(), &TextureDesc::default())?;
    let want: Vec<f32> = (0..h)
        .flat_map(|y| (0..w).map(move |x| texel(x, y, 0)))
        .collect();
    check(
        "tex2D over pitched memory",
        &sample_2d(&module, &gpu.stream, &tex, w, h)?,
        &want,
    )?;
    Ok(())
}

fn mipmapped_array_sampled_level_by_level() -> TestResult {
    let Some((gpu, module)) = setup("mipmapped_array_sampled_level_by_level")? else {
        return Ok(());
    };
    let (w, h, levels) = (64usize, 32usize, 4u32);
    let shape = ArrayShape::D2 {
        width: w,
        height: h,
    };
    let mip = MipmappedArray::new(&gpu.stream, shape, float(), levels, ArrayFlags::empty())?;
    let mut wants = Vec::new();
    for level in 0..levels {
        let (lw, lh, _) = mip.level_shape(level).extent();
        let data: Vec<f32> = (0..lh)
            .flat_map(|y| (0..lw).map(move |x| texel(x, y, level as usize)))
            .collect();
        mip.level(level)?.copy_from_host(&data)?;
        wants.push((lw, lh, data));
    }
    // Normalized coordinates, as mipmapped textures take; point sampling within and between levels.
    let desc = TextureDesc {
        normalized_coords: true,
        address: [AddressMode::Clamp; 3],
        max_mipmap_level: (levels - 1) as f32,
        ..TextureDesc::default()
    };
    let tex = TextureObject::mipmapped(&mip, &desc)?;
    let f = module.function("sample_lod")?;
    for (level, (lw, lh, want)) in wants.iter().enumerate() {
        let mut out = DeviceBuffer::<f32>::zeroed(&gpu.stream, lw * lh)?;
        // SAFETY: `sample_lod(cudaTextureObject_t, float *, int, int, float)` writes `lw * lh` floats.
        unsafe {
            f.launch(
                grid(*lw, *lh, 1),
                &gpu.stream,
                (&tex, &mut out, *lw as i32, *lh as i32, level as f32),
            )
        }?;
        check(&format!("tex2DLod level {level}"), &out.to_vec()?, want)?;
    }
    Ok(())
}

/// Issue 33, scenario 1: a kernel that wrote `buf[i]` while fetching `buf[n-1-i]` through a texture
/// over the same buffer got half its elements wrong. A texture now borrows its buffer, so that launch
/// does not compile (ui-tests `texture_over_a_buffer_beside_its_mut_borrow`); the route that remains
/// reads through the texture into a second buffer, and then, the texture gone, reverses back into the
/// first through a texture over the second: every element right, both times.
fn texture_reversal_of_sixteen_million_floats_through_the_route_that_compiles() -> TestResult {
    let Some((gpu, module)) =
        setup("texture_reversal_of_sixteen_million_floats_through_the_route_that_compiles")?
    else {
        return Ok(());
    };
    let n: usize = 1 << 24;
    let data: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let mut buf = DeviceBuffer::from_slice(&gpu.stream, &data)?;
    let mut other = DeviceBuffer::<f32>::zeroed(&gpu.stream, n)?;
    let f = module.function("reverse_fetch")?;
    let config = LaunchConfig::for_elements(n as u32, 256);
    let tex = TextureObject::linear(&buf, float(), &TextureDesc::default())?;
    // SAFETY: `reverse_fetch(cudaTextureObject_t, float *, int)` reads `n` texels, writes `n` floats.
    unsafe { f.launch(config, &gpu.stream, (&tex, &mut other, n as i32)) }?;
    drop(tex);
    let reversed: Vec<f32> = data.iter().rev().copied().collect();
    let wrong = |got: &[f32], want: &[f32]| got.iter().zip(want).filter(|(a, b)| a != b).count();
    let got = other.to_vec()?;
    if wrong(&got, &reversed) != 0 {
        return Err(Failure(format!(
            "{} of {n} elements wrong after one reversal",
            wrong(&got, &reversed)
        )));
    }
    // Back into the first buffer, on another stream: ordered after the first launch by `other`.
    let second = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let tex = TextureObject::linear(&other, float(), &TextureDesc::default())?;
    // SAFETY: as above.
    unsafe { f.launch(config, &second, (&tex, &mut buf, n as i32)) }?;
    drop(tex);
    let got = buf.to_vec()?;
    if wrong(&got, &data) != 0 {
        return Err(Failure(format!(
            "{} of {n} elements wrong after two reversals",
            wrong(&got, &data)
        )));
    }
    Ok(())
}

tests![
    texture_2d_float_array_point_sampled,
    surface_write_then_read_back,
    layered_array_sampled_and_cubemap_round_trip,
    textures_over_linear_and_pitched_memory,
    mipmapped_array_sampled_level_by_level,
    texture_reversal_of_sixteen_million_floats_through_the_route_that_compiles,
];
