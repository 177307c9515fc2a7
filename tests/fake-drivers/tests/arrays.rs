//! Arrays, texture objects and surface objects against the host-memory fake (`c/host_arrays.h`), whose
//! arrays are host memory and whose kernels `tex_fetch` and `surf_fill` read a texture's resource and
//! write a surface's array: copies round-trip host ↔ array ↔ buffer with exact bytes; bad extents are
//! refused before the driver and change nothing; an array is destroyed once, after its last use (the
//! fake counts destructions while a use is uncovered by a synchronisation); objects keep their array
//! alive; a surface needs its flag; a stream of another context is refused.
#![cfg_attr(miri, allow(unused))]

use std::ffi::{c_int, c_void};
use std::sync::Mutex;

use cuda_driver::sys::{CUctx_flags, CUstream_flags};
use cuda_driver::{
    Array, ArrayFlags, ArrayFormat, ArrayShape, Channels, Context, Device, DeviceBuffer, Driver,
    Element, Error, LaunchConfig, Module, Rows, Stream, SurfaceObject, TextureDesc, TextureObject,
};
use fake_drivers as fake;

/// The fake's counts are process-wide: these tests run one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

type Count = unsafe extern "C" fn() -> c_int;

/// The fake's counters.
struct Counts {
    arrays: Count,
    objects: Count,
    early: Count,
}

impl Counts {
    /// Live arrays, live objects, early destructions so far.
    fn now(&self) -> (i32, i32, i32) {
        // SAFETY: the fake's `int (void)` counters, which only read its state.
        unsafe { ((self.arrays)(), (self.objects)(), (self.early)()) }
    }
}

/// The fake loaded, its primary context, two streams of it, and its counters; the caller holds
/// `ONE_AT_A_TIME`.
fn open() -> Option<(Context, Stream, Stream, Counts)> {
    let path = fake::path(fake::HOST_MEMORY_13)?;
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let count = |name: &std::ffi::CStr| {
        let mut pfn: *mut c_void = std::ptr::null_mut();
        // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
        unsafe { driver.cuGetProcAddress(name.as_ptr(), &mut pfn, 13000, 0, std::ptr::null_mut()) }
            .unwrap();
        assert!(!pfn.is_null());
        // SAFETY: the fake hands out an `int (void)` function under each of these names.
        unsafe { std::mem::transmute::<*mut c_void, Count>(pfn) }
    };
    let counts = Counts {
        arrays: count(c"fakeLiveArrays"),
        objects: count(c"fakeLiveObjects"),
        early: count(c"fakeEarlyDestroys"),
    };
    let ctx = Context::primary(Device::get(driver, 0).unwrap()).unwrap();
    let a = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let b = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    Some((ctx, a, b, counts))
}

/// The message of an `InvalidArgument`, or a panic naming what came instead.
fn refusal<T: std::fmt::Debug>(result: Result<T, Error>) -> String {
    match result {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected Error::InvalidArgument, got {other:?}"),
    }
}

fn one(format: ArrayFormat) -> Element {
    Element::new(format, Channels::One)
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn copies_round_trip_host_array_buffer_with_exact_bytes() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, a, b, counts)) = open() else {
        return;
    };
    let before = counts.now();
    let shape = ArrayShape::D2 {
        width: 5,
        height: 3,
    };
    let data: Vec<u32> = (0..15).map(|i| 0x0101_0101 * i).collect();
    let mut first = Array::new(&a, shape, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    first.copy_from_host(&data).unwrap();
    assert_eq!(first.to_vec::<u32>().unwrap(), data);
    // The same bytes, read as bytes.
    let bytes: Vec<u8> = data.iter().flat_map(|w| w.to_ne_bytes()).collect();
    assert_eq!(first.to_vec::<u8>().unwrap(), bytes);
    // Array → buffer (on another stream) → array → array.
    let mut buf = DeviceBuffer::<u32>::zeroed(&b, 15).unwrap();
    first.copy_to_device(&mut buf, &b).unwrap();
    assert_eq!(buf.to_vec().unwrap(), data);
    let mut second = Array::new(&b, shape, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    second.copy_from_device(&buf, &a).unwrap();
    let mut third = Array::new(&a, shape, one(ArrayFormat::F32), ArrayFlags::empty()).unwrap();
    third.copy_from_array(&second, &b).unwrap();
    assert_eq!(third.to_vec::<u32>().unwrap(), data);
    // Four channels, copied as four f32 each; a view of a larger buffer.
    let float4 = Element::new(ArrayFormat::F32, Channels::Four);
    let mut quad =
        Array::new(&a, ArrayShape::D1 { width: 3 }, float4, ArrayFlags::empty()).unwrap();
    let values: Vec<f32> = (0..12).map(|i| i as f32 * 0.5).collect();
    let padded = [vec![-1.0f32; 4], values.clone(), vec![-2.0; 4]].concat();
    let big = DeviceBuffer::from_slice(&a, &padded).unwrap();
    quad.copy_from_device(big.slice(4..16).unwrap(), &b)
        .unwrap();
    assert_eq!(quad.to_vec::<f32>().unwrap(), values);
    // A view written from an array touches its range only.
    let mut out = DeviceBuffer::from_slice(&a, &[7.0f32; 20]).unwrap();
    quad.copy_to_device(out.slice_mut(4..16).unwrap(), &a)
        .unwrap();
    let got = out.to_vec().unwrap();
    assert_eq!(&got[..4], &[7.0; 4]);
    assert_eq!(&got[4..16], &values[..]);
    assert_eq!(&got[16..], &[7.0; 4]);
    drop((first, second, third, quad));
    assert_eq!(counts.now(), before, "every array destroyed, none early");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn layered_and_cubemap_arrays_round_trip() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, a, b, counts)) = open() else {
        return;
    };
    let before = counts.now();
    let shapes = [
        ArrayShape::Layered1D {
            width: 4,
            layers: 3,
        },
        ArrayShape::Layered2D {
            width: 2,
            height: 3,
            layers: 2,
        },
        ArrayShape::D3 {
            width: 2,
            height: 2,
            depth: 2,
        },
        ArrayShape::Cubemap { size: 2 },
        ArrayShape::LayeredCubemap { size: 2, cubes: 2 },
    ];
    for shape in shapes {
        let (w, h, d) = shape.extent();
        let data: Vec<i16> = (0..(w * h * d) as i16).map(|i| i * 3 - 7).collect();
        let mut array = Array::new(&a, shape, one(ArrayFormat::I16), ArrayFlags::empty()).unwrap();
        array.copy_from_host(&data).unwrap();
        let mut copy = Array::new(&b, shape, one(ArrayFormat::I16), ArrayFlags::empty()).unwrap();
        copy.copy_from_array(&array, &b).unwrap();
        assert_eq!(copy.to_vec::<i16>().unwrap(), data, "{shape:?}");
    }
    assert_eq!(counts.now(), before);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn bad_extents_are_refused_before_the_driver_and_change_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, a, b, counts)) = open() else {
        return;
    };
    let before = counts.now();
    let shape = ArrayShape::D2 {
        width: 4,
        height: 2,
    };
    let u16x2 = Element::new(ArrayFormat::U16, Channels::Two);
    let mut array = Array::new(&a, shape, u16x2, ArrayFlags::empty()).unwrap();
    let data: Vec<u32> = (100..108).collect();
    array.copy_from_host(&data).unwrap();
    // One element short, one too many, as host slices and as buffers.
    let m = refusal(array.copy_from_host(&data[..7]));
    assert!(m.contains("holds 8") && m.contains("other side 7"), "{m}");
    refusal(array.copy_from_host(&[0u32; 9]));
    refusal(array.copy_to_host(&mut [0u32; 7]));
    let long = DeviceBuffer::<u32>::zeroed(&b, 9).unwrap();
    refusal(array.copy_from_device(&long, &b));
    let mut short = DeviceBuffer::<u32>::zeroed(&b, 7).unwrap();
    refusal(array.copy_to_device(&mut short, &b));
    // Counted in u16 it is 16 of them; a 3-byte type does not tile a 4-byte element.
    refusal(array.copy_from_host(&[0u16; 8]));
    let m = refusal(array.copy_from_host(&[[0u8; 3]; 8]));
    assert!(m.contains("whole number"), "{m}");
    // Arrays of another extent or element size.
    let other = Array::new(&a, ArrayShape::D1 { width: 8 }, u16x2, ArrayFlags::empty()).unwrap();
    refusal(array.copy_from_array(&other, &a));
    let wider = Element::new(ArrayFormat::U16, Channels::Four);
    let wide = Array::new(&a, shape, wider, ArrayFlags::empty()).unwrap();
    refusal(array.copy_from_array(&wide, &a));
    assert_eq!(array.to_vec::<u32>().unwrap(), data, "a refused copy wrote");
    assert_eq!(short.to_vec().unwrap(), [0; 7]);
    // Shapes with a zero dimension, sizes that overflow, unknown flags.
    for shape in [
        ArrayShape::D1 { width: 0 },
        ArrayShape::D2 {
            width: 4,
            height: 0,
        },
        ArrayShape::Layered1D {
            width: 4,
            layers: 0,
        },
        ArrayShape::D3 {
            width: usize::MAX / 2,
            height: 4,
            depth: 1,
        },
    ] {
        refusal(Array::new(&a, shape, u16x2, ArrayFlags::empty()));
    }
    let m = refusal(Array::new(
        &a,
        shape,
        u16x2,
        ArrayFlags::from_bits_retain(0x40),
    ));
    assert!(m.contains("0x40"), "{m}");
    drop((array, other, wide));
    assert_eq!(counts.now(), before);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_array_is_destroyed_once_after_its_last_use() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, a, b, counts)) = open() else {
        return;
    };
    let (arrays, objects, early) = counts.now();
    let shape = ArrayShape::D1 { width: 16 };
    let src = DeviceBuffer::from_slice(&a, &[3u32; 16]).unwrap();
    // Made on `a`, last used on `b`: the destruction waits for `b`.
    let mut array = Array::new(&a, shape, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    array.copy_from_device(&src, &b).unwrap();
    assert_eq!(counts.now(), (arrays + 1, objects, early));
    drop(array);
    assert_eq!(counts.now(), (arrays, objects, early));
    // The same through close(), last used through its raw handle on `b`.
    let array = Array::new(&a, shape, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    array.raw(&b).unwrap();
    array.close().unwrap();
    assert_eq!(counts.now(), (arrays, objects, early));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_fake_counts_a_destruction_before_the_last_use_is_covered() {
    // The check of the test above, shown to catch a destruction that does not wait: the handle from
    // `raw(&b)` marks a use on `b`, and destroying it straight away is early.
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, a, b, counts)) = open() else {
        return;
    };
    let (_, _, early) = counts.now();
    let shape = ArrayShape::D1 { width: 4 };
    let mut array = Array::new(&a, shape, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    array
        .copy_from_device(&DeviceBuffer::from_slice(&a, &[1u32; 4]).unwrap(), &b)
        .unwrap();
    let raw = array.raw(&b).unwrap();
    // SAFETY: the array is leaked below, so nothing destroys the handle a second time.
    unsafe { ctx.driver().cuArrayDestroy(raw) }.unwrap();
    std::mem::forget(array);
    assert_eq!(counts.now().2, early + 1);
}

/// `tex_fetch(t, out, n)` on `stream`: the first `n` words of the texture's resource into `out`.
fn fetch(module: &Module, stream: &Stream, tex: &TextureObject, n: u32) -> Result<Vec<u32>, Error> {
    let f = module.function("tex_fetch")?;
    let mut out = DeviceBuffer::<u32>::zeroed(stream, n as usize)?;
    // SAFETY: `tex_fetch(CUtexObject, unsigned *, unsigned)` reads n words and writes n to `out`.
    unsafe { f.launch(LaunchConfig::for_elements(1, 1), stream, (tex, &mut out, n)) }?;
    out.to_vec()
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_texture_keeps_its_array_alive_and_its_launches_order_the_array() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, a, b, counts)) = open() else {
        return;
    };
    let (arrays, objects, early) = counts.now();
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let shape = ArrayShape::D2 {
        width: 4,
        height: 2,
    };
    let mut array = Array::new(&a, shape, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    array.copy_from_host(&[5u32, 6, 7, 8, 0, 0, 0, 0]).unwrap();
    let tex = TextureObject::new(&array, &TextureDesc::default()).unwrap();
    assert_eq!(counts.now(), (arrays + 1, objects + 1, early));
    drop(array);
    assert_eq!(counts.now(), (arrays + 1, objects + 1, early), "array gone");
    // Read on `b`: the object's destruction, then the array's, wait for that use.
    assert_eq!(fetch(&module, &b, &tex, 4).unwrap(), [5, 6, 7, 8]);
    drop(tex);
    assert_eq!(counts.now(), (arrays, objects, early));
    // A texture over linear memory holds its buffer the same way.
    let buf = DeviceBuffer::from_slice(&a, &[9u32, 10, 11, 12]).unwrap();
    let element = one(ArrayFormat::U32);
    let linear =
        TextureObject::linear(buf.slice(1..).unwrap(), element, &TextureDesc::default()).unwrap();
    drop(buf);
    assert_eq!(fetch(&module, &b, &linear, 3).unwrap(), [10, 11, 12]);
    linear.close().unwrap();
    assert_eq!(counts.now(), (arrays, objects, early));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn linear_textures_check_their_type_region_and_alignment() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, a, _b, counts)) = open() else {
        return;
    };
    let (_, objects, _) = counts.now();
    let desc = TextureDesc::default();
    let bytes = DeviceBuffer::<u8>::zeroed(&a, 256).unwrap();
    let u8x1 = one(ArrayFormat::U8);
    // The fake asks for 4-byte starts and 32-byte pitches.
    let m = refusal(TextureObject::linear(
        bytes.slice(1..).unwrap(),
        u8x1,
        &desc,
    ));
    assert!(m.contains("TEXTURE_ALIGNMENT"), "{m}");
    TextureObject::linear(bytes.slice(4..).unwrap(), u8x1, &desc).unwrap();
    refusal(TextureObject::linear(
        bytes.slice(4..4).unwrap(),
        u8x1,
        &desc,
    ));
    let m = refusal(TextureObject::linear(
        bytes.as_view(),
        one(ArrayFormat::U16),
        &desc,
    ));
    assert!(m.contains("1 bytes") || m.contains("bytes"), "{m}");
    let rows = |width, height, pitch| Rows {
        width,
        height,
        pitch,
    };
    let m = refusal(TextureObject::pitched(
        bytes.as_view(),
        rows(8, 4, 10),
        u8x1,
        &desc,
    ));
    assert!(m.contains("PITCH_ALIGNMENT"), "{m}");
    TextureObject::pitched(bytes.as_view(), rows(8, 8, 32), u8x1, &desc).unwrap();
    // Rows past the view's end, or wider than their pitch.
    refusal(TextureObject::pitched(
        bytes.as_view(),
        rows(8, 9, 32),
        u8x1,
        &desc,
    ));
    refusal(TextureObject::pitched(
        bytes.as_view(),
        rows(40, 2, 32),
        u8x1,
        &desc,
    ));
    assert_eq!(counts.now().1, objects);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_surface_needs_its_flag_and_its_launches_write_the_array() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, a, b, counts)) = open() else {
        return;
    };
    let (arrays, objects, early) = counts.now();
    let shape = ArrayShape::D2 {
        width: 4,
        height: 2,
    };
    let element = one(ArrayFormat::U32);
    let plain = Array::new(&a, shape, element, ArrayFlags::empty()).unwrap();
    let m = refusal(SurfaceObject::new(&plain));
    assert!(m.contains("SURFACE_LOAD_STORE"), "{m}");
    assert_eq!(counts.now().1, objects, "no object made");
    let flags = ArrayFlags::SURFACE_LOAD_STORE | ArrayFlags::TEXTURE_GATHER;
    let mut array = Array::new(&a, shape, element, flags).unwrap();
    array.copy_from_host(&[0u32; 8]).unwrap();
    let mut surface = SurfaceObject::new(&array).unwrap();
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let fill = module.function("surf_fill").unwrap();
    // SAFETY: `surf_fill(CUsurfObject, unsigned value, unsigned n)` writes n words of the first row.
    unsafe {
        fill.launch(
            LaunchConfig::for_elements(1, 1),
            &b,
            (&mut surface, 42u32, 3u32),
        )
    }
    .unwrap();
    assert_eq!(array.to_vec::<u32>().unwrap(), [42, 42, 42, 0, 0, 0, 0, 0]);
    // Another write on `b`, then the array's owner goes first.
    // SAFETY: as above.
    unsafe {
        fill.launch(
            LaunchConfig::for_elements(1, 1),
            &b,
            (&mut surface, 1u32, 1u32),
        )
    }
    .unwrap();
    drop((array, plain));
    assert_eq!(counts.now(), (arrays + 1, objects + 1, early));
    drop(surface);
    assert_eq!(counts.now(), (arrays, objects, early));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_stream_of_another_context_is_refused() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, a, _b, counts)) = open() else {
        return;
    };
    let before = counts.now();
    let other = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let theirs = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let shape = ArrayShape::D1 { width: 4 };
    let element = one(ArrayFormat::U32);
    let flags = ArrayFlags::SURFACE_LOAD_STORE;
    let mut array = Array::new(&a, shape, element, flags).unwrap();
    array.copy_from_host(&[1u32, 2, 3, 4]).unwrap();
    let another = |m: String| assert!(m.contains("another context"), "{m}");
    another(refusal(array.copy_from_host_on(&[0u32; 4], &theirs)));
    another(refusal(array.raw(&theirs)));
    let mut their_buf = DeviceBuffer::<u32>::zeroed(&theirs, 4).unwrap();
    another(refusal(array.copy_to_device(&mut their_buf, &theirs)));
    another(refusal(array.copy_to_device(&mut their_buf, &a)));
    let mut their_array = Array::new(&theirs, shape, element, ArrayFlags::empty()).unwrap();
    another(refusal(their_array.copy_from_array(&array, &theirs)));
    // A launch of the other context's function with this context's texture or surface.
    let tex = TextureObject::new(&array, &TextureDesc::default()).unwrap();
    let mut surface = SurfaceObject::new(&array).unwrap();
    let module = Module::from_ptx(&other, "any image").unwrap();
    another(refusal(fetch(&module, &theirs, &tex, 4)));
    let fill = module.function("surf_fill").unwrap();
    // SAFETY: `surf_fill(CUsurfObject, unsigned, unsigned)`; refused before it runs.
    let launched = unsafe {
        fill.launch(
            LaunchConfig::for_elements(1, 1),
            &theirs,
            (&mut surface, 9u32, 4u32),
        )
    };
    another(refusal(launched));
    assert_eq!(array.to_vec::<u32>().unwrap(), [1, 2, 3, 4]);
    assert_eq!(their_buf.to_vec().unwrap(), [0; 4]);
    drop((tex, surface, array, their_array));
    assert_eq!(counts.now(), before);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_graph_that_captured_a_texture_launch_holds_the_texture_and_its_array() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, a, _b, counts)) = open() else {
        return;
    };
    let (arrays, objects, early) = counts.now();
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let f = module.function("tex_fetch").unwrap();
    let shape = ArrayShape::D1 { width: 4 };
    let mut array = Array::new(&a, shape, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    array.copy_from_host(&[1u32, 2, 3, 4]).unwrap();
    let tex = TextureObject::new(&array, &TextureDesc::default()).unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&a, 4).unwrap();
    let graph = ctx
        .capture(|s| {
            // SAFETY: `tex_fetch(CUtexObject, unsigned *, unsigned)` reads 4 words, writes 4 of `out`.
            unsafe { f.launch(LaunchConfig::for_elements(1, 1), s, (&tex, &mut out, 4u32)) }
        })
        .unwrap();
    // The graph's launches would read the handle: the object, and so its array, stay.
    drop((tex, array));
    assert_eq!(counts.now(), (arrays + 1, objects + 1, early));
    drop(graph);
    assert_eq!(counts.now(), (arrays, objects, early));
}
