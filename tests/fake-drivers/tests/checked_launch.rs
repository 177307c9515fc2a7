//! The checked launch against the host-memory fakes, whose kernels run on the host and whose
//! `cuFuncGetParamInfo` reports their parameter lists (`c/host_kernels.h`): the right list launches;
//! a list of another length or with an argument of another size is refused, naming the count or the
//! parameter, and nothing runs; a struct passed by value is checked by its size, a `CUtensorMap` as the
//! 128 bytes it is; a 13.2 driver is asked
//! for the count with `cuFuncGetParamCount`, and so no query is refused (13.0's one refused query past
//! the last parameter, an API error under compute-sanitizer, comes once per lookup, never per
//! launch); a driver without `cuFuncGetParamInfo` (older than 12.4)
//! launches unchecked, as before.
#![cfg_attr(miri, allow(unused))]

use std::sync::Mutex;

use cuda_driver::sys::{CUstream_flags, CUtensorMap};
use cuda_driver::{
    Context, Device, DeviceBuffer, Driver, Error, LaunchConfig, Module, ParamInfo, Stream,
};
use cuda_struct::cuda_struct;
use fake_drivers as fake;

/// The fakes' state is process-wide: these tests run one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// `affine_clamp`'s first parameter, passed by value: 16 bytes.
#[cuda_struct(size = 16, align = 4)]
pub struct Affine {
    /// Multiplies each element.
    pub scale: f32,
    /// Added after the product.
    pub shift: f32,
    /// The largest result.
    pub clamp: f32,
    /// How many elements the kernel changes.
    pub n: i32,
}

/// The fake at `path` loaded, and a stream of its primary context; the caller holds `ONE_AT_A_TIME`.
fn open(path: &'static str) -> Option<(Context, Stream)> {
    let path = fake::path(path)?;
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let ctx = Context::primary(Device::get(driver, 0).unwrap()).unwrap();
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    Some((ctx, stream))
}

/// The message of an `InvalidArgument`, or a panic naming what came instead.
fn refusal(result: Result<(), Error>) -> String {
    match result {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected Error::InvalidArgument, got {other:?}"),
    }
}

/// One thread per element, in one block.
fn config(n: u32) -> LaunchConfig {
    LaunchConfig::for_elements(n, 64)
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_right_argument_list_launches_and_is_checked() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let add_one = module.function("add_one").unwrap();
    assert!(add_one.is_checked());
    assert_eq!(
        add_one.params().unwrap(),
        Some(vec![
            ParamInfo { offset: 0, size: 8 },
            ParamInfo { offset: 8, size: 4 }
        ])
    );
    let mut data = DeviceBuffer::from_slice(&stream, &[10u32; 8]).unwrap();
    // SAFETY: `add_one(unsigned *data, unsigned n)` with a buffer of 8 and n = 8.
    unsafe { add_one.launch(config(8), &stream, (&mut data, 8u32)) }.unwrap();
    // launch_ex checks the same way.
    // SAFETY: as above.
    unsafe { add_one.launch_ex(config(8), &[], &stream, (&mut data, 8u32)) }.unwrap();
    // A view is a device address too: 8 bytes.
    // SAFETY: as above, over the first four elements.
    unsafe { add_one.launch(config(4), &stream, (data.slice_mut(0..4).unwrap(), 4u32)) }.unwrap();
    assert_eq!(data.to_vec().unwrap(), [13, 13, 13, 13, 12, 12, 12, 12]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_wrong_count_is_refused_with_both_counts_and_nothing_runs() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let add_one = module.function("add_one").unwrap();
    let mut data = DeviceBuffer::from_slice(&stream, &[10u32; 8]).unwrap();
    // SAFETY: refused before the launch (one argument too many); were it not, the kernel would read
    // only the first two, which are right.
    let m = refusal(unsafe { add_one.launch(config(8), &stream, (&mut data, 8u32, 1u32)) });
    assert_eq!(m, "launch: the kernel takes 2 parameters, 3 given");
    // SAFETY: refused before the launch (one argument too few).
    let m = refusal(unsafe { add_one.launch_ex(config(8), &[], &stream, (&mut data,)) });
    assert_eq!(m, "launch_ex: the kernel takes 2 parameters, 1 given");
    // SAFETY: refused before the launch (no argument at all).
    let m = refusal(unsafe { add_one.launch(config(8), &stream, ()) });
    assert_eq!(m, "launch: the kernel takes 2 parameters, 0 given");
    // Nothing ran, and the buffer is usable: nothing was left locked or half-queued.
    assert_eq!(data.to_vec().unwrap(), [10; 8]);
    // SAFETY: the right list.
    unsafe { add_one.launch(config(8), &stream, (&mut data, 8u32)) }.unwrap();
    assert_eq!(data.to_vec().unwrap(), [11; 8]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_wrong_size_is_refused_naming_the_parameter_and_nothing_runs() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let spin = module.function("spin_add_one").unwrap();
    let mut data = DeviceBuffer::from_slice(&stream, &[5u32; 4]).unwrap();
    // `spin_add_one(long long cycles, unsigned *data, unsigned n)`: a 4-byte count of cycles.
    // SAFETY: refused before the launch.
    let m = refusal(unsafe { spin.launch(config(4), &stream, (0u32, &mut data, 4u32)) });
    assert!(
        m.starts_with("launch: parameter 0 of the kernel is 8 bytes, but argument 0 is 4 bytes"),
        "{m}"
    );
    // An 8-byte `n`, the last parameter.
    // SAFETY: refused before the launch.
    let m = refusal(unsafe { spin.launch(config(4), &stream, (0i64, &mut data, 4u64)) });
    assert!(
        m.starts_with("launch: parameter 2 of the kernel is 4 bytes, but argument 2 is 8 bytes"),
        "{m}"
    );
    assert!(m.contains("only sizes are checked"), "{m}");
    assert_eq!(data.to_vec().unwrap(), [5; 4]);
    // Types are not checked: an `i32` passes for the `unsigned` count, and runs.
    // SAFETY: `i32` 4 has the bits of `unsigned` 4.
    unsafe { spin.launch(config(4), &stream, (0i64, &mut data, 4i32)) }.unwrap();
    assert_eq!(data.to_vec().unwrap(), [6; 4]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_struct_by_value_of_the_right_size_passes_and_another_is_refused() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let affine = module.function("affine_clamp").unwrap();
    assert_eq!(
        affine.params().unwrap(),
        Some(vec![
            ParamInfo {
                offset: 0,
                size: 16
            },
            ParamInfo {
                offset: 16,
                size: 8
            }
        ])
    );
    let input: Vec<f32> = (0..8).map(|i| i as f32).collect();
    let mut data = DeviceBuffer::from_slice(&stream, &input).unwrap();
    let p = Affine::new()
        .with_scale(2.0)
        .with_shift(0.5)
        .with_clamp(10.0)
        .with_n(6);
    // A struct of another size (8 bytes) is refused.
    // SAFETY: refused before the launch.
    let m = refusal(unsafe { affine.launch(config(8), &stream, ([1.0f32, 2.0], &mut data)) });
    assert!(
        m.starts_with("launch: parameter 0 of the kernel is 16 bytes, but argument 0 is 8 bytes"),
        "{m}"
    );
    // SAFETY: `affine_clamp(struct affine p, float *data)`: the struct by value, then 8 floats.
    unsafe { affine.launch(config(8), &stream, (p, &mut data)) }.unwrap();
    // min(x * 2 + 0.5, 10) for the first 6, the rest untouched; every value exact in f32.
    let want: Vec<f32> = (0..8)
        .map(|i| {
            let x = i as f32;
            if i < 6 {
                (x * 2.0 + 0.5).min(10.0)
            } else {
                x
            }
        })
        .collect();
    assert_eq!(data.to_vec().unwrap(), want);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_13_2_driver_counts_with_cu_func_get_param_count() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13_2) else {
        return;
    };
    assert!(ctx.driver().is_available("cuFuncGetParamCount"));
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let spin = module.function("spin_add_one").unwrap();
    assert!(spin.is_checked());
    let sizes: Vec<usize> = spin
        .params()
        .unwrap()
        .unwrap()
        .iter()
        .map(|p| p.size)
        .collect();
    assert_eq!(sizes, [8, 8, 4]);
    let mut data = DeviceBuffer::from_slice(&stream, &[1u32; 4]).unwrap();
    // SAFETY: refused before the launch.
    let m = refusal(unsafe { spin.launch(config(4), &stream, (&mut data, 4u32)) });
    assert_eq!(m, "launch: the kernel takes 3 parameters, 2 given");
    // SAFETY: `spin_add_one(long long, unsigned *, unsigned)` with a buffer of 4.
    unsafe { spin.launch(config(4), &stream, (0i64, &mut data, 4u32)) }.unwrap();
    assert_eq!(data.to_vec().unwrap(), [2; 4]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_driver_without_param_info_launches_unchecked() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_NO_PARAM_INFO) else {
        return;
    };
    assert!(!ctx.driver().is_available("cuFuncGetParamInfo"));
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let add_one = module.function("add_one").unwrap();
    assert!(!add_one.is_checked());
    assert_eq!(add_one.params().unwrap(), None);
    let mut data = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    // An argument too many is not seen: the kernel reads the first two, and runs, as before the
    // check existed.
    // SAFETY: `add_one(unsigned *data, unsigned n)` reads its two parameters, which are right; the
    // third is never read.
    unsafe { add_one.launch(config(4), &stream, (&mut data, 4u32, 99u32)) }.unwrap();
    assert_eq!(data.to_vec().unwrap(), [1; 4]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn every_lookup_of_a_kernel_shares_what_was_learned() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let first = module.function("add_one").unwrap();
    let again = module.function("add_one").unwrap();
    let other = module.function("spin_add_one").unwrap();
    assert_eq!(first.raw(), again.raw());
    let mut data = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    for f in [&first, &again] {
        // SAFETY: refused before the launch (`add_one` takes two).
        let m = refusal(unsafe { f.launch(config(4), &stream, (0i64, &mut data, 4u32)) });
        assert_eq!(m, "launch: the kernel takes 2 parameters, 3 given");
    }
    // The other kernel of the module keeps its own list.
    // SAFETY: `spin_add_one(long long, unsigned *, unsigned)`.
    unsafe { other.launch(config(4), &stream, (0i64, &mut data, 4u32)) }.unwrap();
    assert_eq!(data.to_vec().unwrap(), [1; 4]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_tensor_map_passes_as_a_128_byte_value() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let read_map = module.function("read_map").unwrap();
    let sizes: Vec<usize> = read_map
        .params()
        .unwrap()
        .unwrap()
        .iter()
        .map(|p| p.size)
        .collect();
    assert_eq!(sizes, [128, 8]);
    let words: [u64; 16] = std::array::from_fn(|i| 0x0123_4567_89ab_cdef ^ ((i as u64) << 56));
    let map = CUtensorMap::new().with_opaque(words);
    let mut out = DeviceBuffer::<u64>::zeroed(&stream, 16).unwrap();
    let one = LaunchConfig::for_elements(1, 1);
    // Half a map is refused, naming the parameter.
    // SAFETY: refused before the launch.
    let m = refusal(unsafe { read_map.launch(one, &stream, ([0u64; 8], &mut out)) });
    assert!(
        m.starts_with("launch: parameter 0 of the kernel is 128 bytes, but argument 0 is 64 bytes"),
        "{m}"
    );
    // SAFETY: `read_map(struct map, unsigned long long *out)`: 128 bytes by value and 16 words.
    unsafe { read_map.launch(one, &stream, (map, &mut out)) }.unwrap();
    assert_eq!(out.to_vec().unwrap(), words);
}

/// How many parameter queries the loaded fake answered `CUDA_ERROR_INVALID_VALUE` (its
/// `fakeParamInfoRefusals`): the API errors `compute-sanitizer --report-api-errors all` reports.
fn param_info_refusals(driver: &Driver) -> i32 {
    let mut pfn: *mut std::ffi::c_void = std::ptr::null_mut();
    let name = c"fakeParamInfoRefusals";
    // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
    unsafe { driver.cuGetProcAddress(name.as_ptr(), &mut pfn, 13000, 0, std::ptr::null_mut()) }
        .unwrap();
    assert!(!pfn.is_null(), "the fake has no {name:?}");
    // SAFETY: the fake hands out `int fake_param_info_refusals(void)` under this name.
    let count =
        unsafe { std::mem::transmute::<*mut std::ffi::c_void, extern "C" fn() -> i32>(pfn) };
    count()
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn only_a_driver_without_the_count_is_probed_past_the_last_parameter_once_per_lookup() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    // 13.0 has no `cuFuncGetParamCount`: the list's end is the refusal of the index past it, once
    // per kernel looked up. 13.2 counts first, and no query is refused.
    for (path, refused_per_lookup) in [(fake::HOST_MEMORY_13, 1), (fake::HOST_MEMORY_13_2, 0)] {
        let Some((ctx, stream)) = open(path) else {
            return;
        };
        let before = param_info_refusals(ctx.driver());
        let module = Module::from_ptx(&ctx, "any image").unwrap();
        let add_one = module.function("add_one").unwrap();
        assert!(add_one.is_checked());
        let after_lookup = param_info_refusals(ctx.driver());
        assert_eq!(after_lookup, before + refused_per_lookup, "{path}");
        let mut data = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
        for _ in 0..10 {
            // SAFETY: `add_one(unsigned *, unsigned)` with a buffer of 4.
            unsafe { add_one.launch(config(4), &stream, (&mut data, 4u32)) }.unwrap();
        }
        assert_eq!(data.to_vec().unwrap(), [10; 4]);
        assert_eq!(
            param_info_refusals(ctx.driver()),
            after_lookup,
            "{path}: a launch asked the driver again"
        );
    }
}
