//! Tiled tensor maps against the host-memory fake (`c/host_library.h`), whose encoding writes the
//! arguments into the map and whose `map_sum` kernel reads every element a map covers (a fault if one
//! lies outside live memory): a map over a buffer or a view addresses that memory with the layout
//! asked for, reaches a launch as 128 bytes by value (checked as such), and a layout that the driver
//! would refuse or that would reach past its memory is refused before the driver is asked; an im2col
//! map likewise.
#![cfg_attr(miri, allow(unused))]

mod common;

use std::ffi::c_void;

use common::{count, open, refusal, symbol, ONE_AT_A_TIME};
use cuda_driver::sys::{
    CUtensorMapDataType, CUtensorMapFloatOOBfill, CUtensorMapL2promotion, CUtensorMapSwizzle,
};
use cuda_driver::{DeviceBuffer, Driver, Im2colMap, LaunchConfig, Module, TiledMap};
use fake_drivers as fake;

const U32: CUtensorMapDataType = CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_UINT32;

/// The fake's record of the last encode's modes: type, interleave, swizzle, L2 promotion, fill.
fn last_modes(driver: &Driver) -> [i32; 5] {
    let f = symbol(driver, c"fakeLastTensorMapModes");
    // SAFETY: the fake hands out `void fake_last_tensor_map_modes(int out[5])` under this name.
    let f = unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn(*mut i32)>(f) };
    let mut out = [0i32; 5];
    // SAFETY: `out` holds the 5 ints the function writes.
    unsafe { f(out.as_mut_ptr()) };
    out
}

fn one() -> LaunchConfig {
    LaunchConfig::for_elements(1, 1)
}

/// A 16 x 16 matrix of u32 whose element (row, col) is row * 100 + col.
fn matrix() -> Vec<u32> {
    (0..16u32)
        .flat_map(|r| (0..16).map(move |c| r * 100 + c))
        .collect()
}

/// The sum of rows `rows` and columns `cols` of [`matrix`].
fn sum(rows: std::ops::Range<u32>, cols: std::ops::Range<u32>) -> u64 {
    rows.flat_map(|r| cols.clone().map(move |c| u64::from(r * 100 + c)))
        .sum()
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_map_over_a_buffer_or_a_view_addresses_that_memory() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let map_sum = module.function("map_sum").unwrap();
    let read_map = module.function("read_map").unwrap();
    let data = DeviceBuffer::from_slice(&stream, &matrix()).unwrap();
    let mut out = DeviceBuffer::<u64>::zeroed(&stream, 16).unwrap();
    // The top-left 4 rows x 8 columns: rows 64 bytes apart.
    let layout = TiledMap::new(U32, &[8, 4], &[64], &[8, 4]).unwrap();
    let map = layout.encode(&data).unwrap();
    // SAFETY: `map_sum(CUtensorMap, unsigned long long *out)`: a map and 16 words.
    unsafe { map_sum.launch(one(), &stream, (&map, &mut out)) }.unwrap();
    assert_eq!(out.to_vec().unwrap()[0], sum(0..4, 0..8));
    // What the kernel received: the map by value, addressing the buffer with the layout asked for.
    // SAFETY: `read_map(struct map, unsigned long long *out)`: 128 bytes by value and 16 words.
    unsafe { read_map.launch(one(), &stream, (map, &mut out)) }.unwrap();
    let words = out.to_vec().unwrap();
    let base = words[0];
    assert_eq!(&words[1..5], [2, 8, 4, 0]);
    assert_eq!(words[7], 64);
    assert_eq!(words[11] & 0xffff_ffff, 8);
    assert_eq!(words[11] >> 32, 1, "element stride");
    // Over a view from row 2 on: the map's address is the view's.
    let view = data.slice(32..).unwrap();
    let map = layout.encode(view).unwrap();
    // SAFETY: as above.
    unsafe { read_map.launch(one(), &stream, (&map, &mut out)) }.unwrap();
    assert_eq!(out.to_vec().unwrap()[0], base + 32 * 4);
    // SAFETY: as above.
    unsafe { map_sum.launch(one(), &stream, (map, &mut out)) }.unwrap();
    assert_eq!(out.to_vec().unwrap()[0], sum(2..6, 0..8));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_map_for_stores_passes_mutably_and_its_modes_reach_the_driver() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let map_sum = module.function("map_sum").unwrap();
    let add_one = module.function("add_one").unwrap();
    let mut data = DeviceBuffer::from_slice(&stream, &matrix()).unwrap();
    let mut out = DeviceBuffer::<u64>::zeroed(&stream, 1).unwrap();
    let layout = TiledMap::new(U32, &[16, 16], &[64], &[16, 8])
        .unwrap()
        .swizzle(CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_64B)
        .l2_promotion(CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_128B)
        .oob_fill(CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    let mut map = layout.encode_mut(&mut data).unwrap();
    assert_eq!(last_modes(ctx.driver()), [2, 0, 2, 2, 0]);
    // SAFETY: `map_sum` only reads through the map.
    unsafe { map_sum.launch(one(), &stream, (&mut map, &mut out)) }.unwrap();
    assert_eq!(out.to_vec().unwrap()[0], sum(0..16, 0..16));
    // SAFETY: as above.
    unsafe { map_sum.launch(one(), &stream, (&map, &mut out)) }.unwrap();
    // SAFETY: as above, through the read-only form.
    unsafe { map_sum.launch(one(), &stream, (map.as_read(), &mut out)) }.unwrap();
    // A map is 128 bytes: `add_one` takes an 8-byte pointer first, and the launch is refused.
    // SAFETY: refused before the launch.
    let m = refusal(unsafe { add_one.launch(one(), &stream, (&mut map, 1u32)) });
    assert!(
        m.starts_with("launch: parameter 0 of the kernel is 8 bytes, but argument 0 is 128 bytes"),
        "{m}"
    );
    // The buffer is usable again once the map is no longer used (its borrow ends here).
    assert_eq!(data.to_vec().unwrap(), matrix());
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_layout_reaching_past_its_memory_never_reaches_the_driver() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let data = DeviceBuffer::from_slice(&stream, &matrix()).unwrap();
    let encodes = count(driver, c"fakeTensorMapEncodes");
    // Five rows of 64 bytes from row 12 of 16: 4 * 64 + 32 bytes needed, 4 * 64 there.
    let layout = TiledMap::new(U32, &[8, 5], &[64], &[8, 5]).unwrap();
    let m = refusal(layout.encode(data.slice(12 * 16..).unwrap()));
    assert_eq!(
        m,
        "tensor map: the tensor spans 288 bytes, but its buffer has 256"
    );
    // A view 4 bytes in: not 16-byte aligned.
    let m = refusal(layout.encode(data.slice(1..).unwrap()));
    assert!(m.contains("is not 16-byte aligned"), "{m}");
    // Strides the driver would refuse.
    let m = refusal(
        TiledMap::new(U32, &[8, 4], &[36], &[8, 4])
            .unwrap()
            .encode(&data),
    );
    assert!(m.contains("stride of dimension 1 is 36 bytes"), "{m}");
    assert_eq!(count(driver, c"fakeTensorMapEncodes"), encodes);
    // The same layout over the whole buffer fits.
    layout.encode(&data).unwrap();
    assert_eq!(count(driver, c"fakeTensorMapEncodes"), encodes + 1);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_im2col_map_addresses_its_tensor_and_refusals_never_reach_the_driver() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let map_sum = module.function("map_sum").unwrap();
    let read_map = module.function("read_map").unwrap();
    // 2 images of 4 x 4 pixels of 4 u32 channels (16-byte pixels), densely packed: 128 words.
    let values: Vec<u32> = (0..128).collect();
    let data = DeviceBuffer::from_slice(&stream, &values).unwrap();
    let mut out = DeviceBuffer::<u64>::zeroed(&stream, 16).unwrap();
    let layout = |lower: &[i32]| {
        Im2colMap::new(U32, &[4, 4, 4, 2], &[16, 64, 256], lower, &[-1, -1], 4, 16).unwrap()
    };
    let map = layout(&[-1, -1]).encode(&data).unwrap();
    // SAFETY: `map_sum(CUtensorMap, unsigned long long *out)`: a map and 16 words.
    unsafe { map_sum.launch(one(), &stream, (&map, &mut out)) }.unwrap();
    assert_eq!(out.to_vec().unwrap()[0], (0..128).sum::<u64>());
    // SAFETY: `read_map(struct map, unsigned long long *out)`: 128 bytes by value and 16 words.
    unsafe { read_map.launch(one(), &stream, (&map, &mut out)) }.unwrap();
    let words = out.to_vec().unwrap();
    assert_eq!(&words[1..6], [4, 4, 4, 4, 2]);
    assert_eq!(words[11], 0xffff_ffff_ffff_ffff, "corners -1 and -1");
    assert_eq!(words[15], 4 | 16 << 32, "channels and pixels");
    let encodes = count(driver, c"fakeTensorMapEncodes");
    // A corner beyond what 4 dimensions allow; a tensor one image too long for the buffer.
    let m = refusal(layout(&[-200, 0]).encode(&data));
    assert!(m.contains("a corner offset of -200"), "{m}");
    let m = refusal(layout(&[-1, -1]).encode(data.slice(64..).unwrap()));
    assert_eq!(
        m,
        "tensor map: the tensor spans 512 bytes, but its buffer has 256"
    );
    assert_eq!(count(driver, c"fakeTensorMapEncodes"), encodes);
}
