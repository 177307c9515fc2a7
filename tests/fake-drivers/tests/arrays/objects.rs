//! Texture and surface objects: they borrow their resource (a texture shared, a surface mutably; the
//! ui-tests show what that refuses), their launches order it and their drops wait for it, a surface
//! needs its flag, a graph holds what it captured past the borrow, and another context's stream is
//! refused.

use cuda_driver::sys::{CUctx_flags, CUstream_flags};
use cuda_driver::{
    Array, ArrayFlags, ArrayFormat, ArrayShape, Context, DeviceBuffer, Error, LaunchConfig, Module,
    Rows, Stream, SurfaceObject, TextureDesc, TextureObject,
};

use super::{one, open, refusal, ONE_AT_A_TIME};

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
fn a_texture_and_its_array_wait_for_the_texture_launches_in_turn() {
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
    // Read on `b`: the object's destruction, then the array's, wait for that use.
    assert_eq!(fetch(&module, &b, &tex, 4).unwrap(), [5, 6, 7, 8]);
    drop(tex);
    assert_eq!(counts.now(), (arrays + 1, objects, early));
    drop(array);
    assert_eq!(counts.now(), (arrays, objects, early));
    // A texture over linear memory borrows its buffer the same way.
    let buf = DeviceBuffer::from_slice(&a, &[9u32, 10, 11, 12]).unwrap();
    let element = one(ArrayFormat::U32);
    let linear =
        TextureObject::linear(buf.slice(1..).unwrap(), element, &TextureDesc::default()).unwrap();
    assert_eq!(fetch(&module, &b, &linear, 3).unwrap(), [10, 11, 12]);
    linear.close().unwrap();
    drop(buf);
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
    let mut plain = Array::new(&a, shape, element, ArrayFlags::empty()).unwrap();
    let m = refusal(SurfaceObject::new(&mut plain));
    assert!(m.contains("SURFACE_LOAD_STORE"), "{m}");
    assert_eq!(counts.now().1, objects, "no object made");
    let flags = ArrayFlags::SURFACE_LOAD_STORE | ArrayFlags::TEXTURE_GATHER;
    let mut array = Array::new(&a, shape, element, flags).unwrap();
    array.copy_from_host(&[0u32; 8]).unwrap();
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let fill = module.function("surf_fill").unwrap();
    let mut surface = SurfaceObject::new(&mut array).unwrap();
    // SAFETY: `surf_fill(CUsurfObject, unsigned value, unsigned n)` writes n words of the first row.
    unsafe {
        fill.launch(
            LaunchConfig::for_elements(1, 1),
            &b,
            (&mut surface, 42u32, 3u32),
        )
    }
    .unwrap();
    // The array is read once the surface, which borrows it mutably, is gone.
    drop(surface);
    assert_eq!(array.to_vec::<u32>().unwrap(), [42, 42, 42, 0, 0, 0, 0, 0]);
    // Another write on `b`; the surface's drop, then the array's, wait for it.
    let mut surface = SurfaceObject::new(&mut array).unwrap();
    // SAFETY: as above.
    unsafe {
        fill.launch(
            LaunchConfig::for_elements(1, 1),
            &b,
            (&mut surface, 1u32, 1u32),
        )
    }
    .unwrap();
    drop(surface);
    assert_eq!(counts.now(), (arrays + 2, objects, early));
    drop((array, plain));
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
    let module = Module::from_ptx(&other, "any image").unwrap();
    another(refusal(fetch(&module, &theirs, &tex, 4)));
    drop(tex);
    let mut surface = SurfaceObject::new(&mut array).unwrap();
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
    drop(surface);
    assert_eq!(array.to_vec::<u32>().unwrap(), [1, 2, 3, 4]);
    assert_eq!(their_buf.to_vec().unwrap(), [0; 4]);
    drop((array, their_array));
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
    // The graph's launches would read the handle: the object, and so its array, stay past the
    // borrow.
    drop(tex);
    drop(array);
    assert_eq!(counts.now(), (arrays + 1, objects + 1, early));
    drop(graph);
    assert_eq!(counts.now(), (arrays, objects, early));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_hand_built_graph_holds_the_texture_of_its_kernel_node_and_refuses_a_foreign_one() {
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
    let mut graph = cuda_driver::Graph::new(&ctx).unwrap();
    let config = LaunchConfig::for_elements(1, 1);
    // SAFETY: `tex_fetch(CUtexObject, unsigned *, unsigned)` reads 4 words, writes 4 of `out`.
    unsafe { graph.add_kernel(&[], &f, config, (&tex, &mut out, 4u32)) }.unwrap();
    // The node's launches read the handle: the object, and so its array, stay with the graph past
    // the borrow.
    drop(tex);
    drop(array);
    assert_eq!(counts.now(), (arrays + 1, objects + 1, early));
    graph.instantiate().unwrap().launch(&a).unwrap();
    assert_eq!(out.to_vec().unwrap(), [1, 2, 3, 4]);
    drop(graph);
    assert_eq!(counts.now(), (arrays, objects, early));

    // A texture of another context is refused before the driver sees the node.
    let other = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let s = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let foreign = Array::new(&s, shape, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    let foreign = TextureObject::new(&foreign, &TextureDesc::default()).unwrap();
    let mut graph = cuda_driver::Graph::new(&ctx).unwrap();
    // SAFETY: as above; the node is refused before it exists.
    let refused = unsafe { graph.add_kernel(&[], &f, config, (&foreign, &mut out, 4u32)) };
    let why = refusal(refused);
    assert!(why.contains("another context"), "{why}");
    assert_eq!(graph.node_count().unwrap(), 0);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_texture_dropped_inside_a_host_node_is_released_after_it_not_waited_for_there() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, a, _b, counts)) = open() else {
        return;
    };
    let objects = counts.now().1;
    // A texture the host node's closure can own borrows its buffer for good: a leaked one.
    let buf: &'static mut DeviceBuffer<u32> =
        Box::leak(Box::new(DeviceBuffer::<u32>::zeroed(&a, 4).unwrap()));
    let mut graph = cuda_driver::Graph::new(&ctx).unwrap();
    let set = graph.add_memset_d8(&[], &mut *buf, 0).unwrap();
    let buf: &'static DeviceBuffer<u32> = buf;
    let tex = TextureObject::linear(buf, one(ArrayFormat::U32), &TextureDesc::default()).unwrap();
    assert_eq!(counts.now().1, objects + 1);
    let tex = std::sync::Mutex::new(Some(tex));
    // The launch holds the buffer's use lock across cuGraphLaunch, which runs this node (the fake
    // runs nodes inside the call, as a driver may make a later call wait for them): the drop must not
    // wait for that lock.
    graph
        .add_host_fn(&[set], move || drop(tex.lock().unwrap().take()))
        .unwrap();
    let exec = graph.instantiate().unwrap();
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let launched = exec.launch(&a).and_then(|()| a.synchronize());
        let _ = done.send(launched);
    });
    let launched = finished.recv_timeout(std::time::Duration::from_secs(10));
    assert!(
        matches!(launched, Ok(Ok(()))),
        "a graph launch whose host node drops a texture of its buffer: {launched:?} (a timeout is a deadlock)"
    );
    // The node has run (`a.synchronize()` returned) and handed the texture to the release thread, which
    // destroys it after the node; `wait_for_releases` waits for that (synchronize does not).
    cuda_driver::wait_for_releases();
    assert_eq!(counts.now().1, objects);
}
