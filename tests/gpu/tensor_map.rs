//! Tensor maps on a Hopper-class device (compute capability 9.0 and later): a kernel loads tiles of a
//! matrix through a `TensorMap` with the Tensor Memory Accelerator (`cp.async.bulk.tensor`, inline
//! PTX: no CUDA headers needed) and sums each tile, the tiles that overhang the matrix filled with
//! zeros by the unit; another stores tiles through a `TensorMapMut` over a view, and the rows around
//! the view are untouched.

use cuda_driver::sys::CUtensorMapDataType;
use cuda_driver::{DeviceBuffer, LaunchConfig, Module, TiledMap};
use cuda_nvrtc::{Arch, Options, Program, Source};

use super::nvrtc::{arch_number, gpu_and_nvrtc};
use super::{skip, Failure, Gpu, TestResult};

const TILE_W: u32 = 32;
const TILE_H: u32 = 16;
/// The matrix: 100 columns (rows 400 bytes apart, a multiple of 16) and 70 rows, so the last column
/// and row of tiles overhang it.
const W: u32 = 100;
const H: u32 = 70;

/// `tile_sums` loads one TILE_H x TILE_W tile per block through the map and adds its elements into
/// `sums[tile]`; `tile_store` fills one tile per block with each element's linear index in a matrix
/// `width` wide and stores it through the map.
const KERNELS: &str = r#"
#define TILE_W 32
#define TILE_H 16

struct alignas(64) TensorMap { unsigned long long w[16]; };

extern "C" __global__ void tile_sums(const __grid_constant__ TensorMap map, unsigned *sums) {
    __shared__ alignas(128) unsigned tile[TILE_H * TILE_W];
    __shared__ alignas(8) unsigned long long bar;
    unsigned bar_at = (unsigned)__cvta_generic_to_shared(&bar);
    unsigned tile_at = (unsigned)__cvta_generic_to_shared(tile);
    if (threadIdx.x == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(bar_at) : "memory");
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
        asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        int x = blockIdx.x * TILE_W, y = blockIdx.y * TILE_H;
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
                     :: "r"(bar_at), "r"((unsigned)sizeof(tile)) : "memory");
        asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
                     " [%0], [%1, {%2, %3}], [%4];"
                     :: "r"(tile_at), "l"((unsigned long long)&map), "r"(x), "r"(y), "r"(bar_at)
                     : "memory");
    }
    asm volatile("{\n"
                 ".reg .pred P1;\n"
                 "LAB_WAIT:\n"
                 "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], 0;\n"
                 "@!P1 bra LAB_WAIT;\n"
                 "}\n" :: "r"(bar_at) : "memory");
    unsigned sum = 0;
    for (unsigned i = threadIdx.x; i < TILE_H * TILE_W; i += blockDim.x) sum += tile[i];
    atomicAdd(&sums[blockIdx.y * gridDim.x + blockIdx.x], sum);
}

extern "C" __global__ void tile_store(const __grid_constant__ TensorMap map, unsigned width) {
    __shared__ alignas(128) unsigned tile[TILE_H * TILE_W];
    int x0 = blockIdx.x * TILE_W, y0 = blockIdx.y * TILE_H;
    for (unsigned i = threadIdx.x; i < TILE_H * TILE_W; i += blockDim.x)
        tile[i] = (y0 + i / TILE_W) * width + x0 + i % TILE_W;
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned tile_at = (unsigned)__cvta_generic_to_shared(tile);
        asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];"
                     :: "l"((unsigned long long)&map), "r"(x0), "r"(y0), "r"(tile_at) : "memory");
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
    }
}
"#;

/// The GPU, NVRTC and the kernels for `test`, or `None` after a skip line where the device has no TMA.
fn load(test: &str) -> Result<Option<(Gpu, Module)>, Failure> {
    let Some((gpu, nvrtc)) = gpu_and_nvrtc(test) else {
        return Ok(None);
    };
    let arch = arch_number(&gpu)?;
    if arch < 90 {
        skip(format_args!(
            "{test}: TMA needs compute capability 9.0, the device is {arch}"
        ));
        return Ok(None);
    }
    let mut program = Program::new(nvrtc, &Source::new(KERNELS).name("tma.cu"))?;
    program.compile(&Options::new().arch(Arch::Sm(arch)))?;
    let module = Module::from_image(&gpu.ctx, &program.cubin()?)?;
    Ok(Some((gpu, module)))
}

/// One block of 128 threads per tile of a `width` x `height` matrix.
fn tiles(width: u32, height: u32) -> LaunchConfig {
    LaunchConfig {
        grid: (width.div_ceil(TILE_W), height.div_ceil(TILE_H), 1),
        block: (128, 1, 1),
        shared_mem_bytes: 0,
    }
}

fn tiles_loaded_through_a_tensor_map_sum_right() -> TestResult {
    const TEST: &str = "tiles_loaded_through_a_tensor_map_sum_right";
    let Some((gpu, module)) = load(TEST)? else {
        return Ok(());
    };
    let f = module.function("tile_sums")?;
    let value = |r: u32, c: u32| (r * W + c) % 1000;
    let matrix: Vec<u32> = (0..H)
        .flat_map(|r| (0..W).map(move |c| value(r, c)))
        .collect();
    let data = DeviceBuffer::from_slice(&gpu.stream, &matrix)?;
    let layout = TiledMap::new(
        CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_UINT32,
        &[u64::from(W), u64::from(H)],
        &[u64::from(W) * 4],
        &[TILE_W, TILE_H],
    )?;
    let map = layout.encode(&data)?;
    let config = tiles(W, H);
    let (gx, gy) = (config.grid.0, config.grid.1);
    let mut sums = DeviceBuffer::<u32>::zeroed(&gpu.stream, (gx * gy) as usize)?;
    // SAFETY: `tile_sums(const __grid_constant__ CUtensorMap, unsigned *)`: it loads tiles through the
    // map (inside `data`, the unit's bounds) and adds into one `u32` of `sums` per block.
    unsafe { f.launch(config, &gpu.stream, (&map, &mut sums)) }?;
    let got = sums.to_vec()?;
    for ty in 0..gy {
        for tx in 0..gx {
            let rows = ty * TILE_H..(ty * TILE_H + TILE_H).min(H);
            let want: u32 = rows
                .flat_map(|r| {
                    (tx * TILE_W..(tx * TILE_W + TILE_W).min(W)).map(move |c| value(r, c))
                })
                .sum();
            let at = (ty * gx + tx) as usize;
            if got[at] != want {
                return Err(Failure(format!(
                    "tile ({tx}, {ty}) summed to {}, expected {want}",
                    got[at]
                )));
            }
        }
    }
    Ok(())
}

fn tiles_stored_through_a_tensor_map_stay_inside_its_view() -> TestResult {
    const TEST: &str = "tiles_stored_through_a_tensor_map_stay_inside_its_view";
    let Some((gpu, module)) = load(TEST)? else {
        return Ok(());
    };
    let f = module.function("tile_store")?;
    const SENTINEL: u32 = 0xDEAD_BEEF;
    // H rows inside, one sentinel row before and after.
    let mut data = DeviceBuffer::from_slice(&gpu.stream, &vec![SENTINEL; ((H + 2) * W) as usize])?;
    let layout = TiledMap::new(
        CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_UINT32,
        &[u64::from(W), u64::from(H)],
        &[u64::from(W) * 4],
        &[TILE_W, TILE_H],
    )?;
    {
        let view = data.slice_mut(W as usize..((H + 1) * W) as usize)?;
        let mut map = layout.encode_mut(view)?;
        // SAFETY: `tile_store(const __grid_constant__ CUtensorMap, unsigned)`: it stores tiles through
        // the map, passed for writing, which the unit keeps inside the view.
        unsafe { f.launch(tiles(W, H), &gpu.stream, (&mut map, W)) }?;
    }
    let got = data.to_vec()?;
    for (i, &x) in got.iter().enumerate() {
        let row = i as u32 / W;
        let want = if row == 0 || row == H + 1 {
            SENTINEL
        } else {
            i as u32 - W
        };
        if x != want {
            return Err(Failure(format!(
                "element {i} (row {row}) is {x:#x}, expected {want:#x}"
            )));
        }
    }
    Ok(())
}

tests![
    tiles_loaded_through_a_tensor_map_sum_right,
    tiles_stored_through_a_tensor_map_stay_inside_its_view,
];
