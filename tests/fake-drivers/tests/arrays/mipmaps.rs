//! Mipmapped arrays: each level is an array of its own halved shape whose copies land in that level
//! only; level values and texture objects keep the whole chain alive; the chain is destroyed once,
//! after the latest use of any level.

use cuda_driver::{
    ArrayFlags, ArrayFormat, ArrayShape, Error, LaunchConfig, MipmappedArray, Module,
    SurfaceObject, TextureDesc, TextureObject,
};

use super::{one, open, refusal, ONE_AT_A_TIME};

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn each_level_is_an_array_of_its_halved_shape() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, a, b, counts)) = open() else {
        return;
    };
    let (arrays, objects, early) = counts.now();
    let shape = ArrayShape::D2 {
        width: 8,
        height: 4,
    };
    let element = one(ArrayFormat::U32);
    let mip = MipmappedArray::new(&a, shape, element, 3, ArrayFlags::empty()).unwrap();
    assert_eq!(counts.now().0, arrays + 3, "three level arrays");
    let extents = [(8, 4, 1), (4, 2, 1), (2, 1, 1)];
    let mut levels = Vec::new();
    for (n, extent) in extents.into_iter().enumerate() {
        let mut level = mip.level(n as u32).unwrap();
        assert_eq!(level.shape().extent(), extent);
        let len = extent.0 * extent.1;
        let data: Vec<u32> = (0..len as u32).map(|i| 100 * n as u32 + i).collect();
        level.copy_from_host_on(&data, &b).unwrap();
        levels.push((level, data));
    }
    for (level, data) in &levels {
        assert_eq!(&level.to_vec::<u32>().unwrap(), data, "{:?}", level.shape());
    }
    let m = refusal(mip.level(3));
    assert!(m.contains("level 3 of 3"), "{m}");
    // A level is not copied onto itself; levels of other shapes are refused by their extents.
    let (mut first, _) = levels.remove(0);
    let same = mip.level(0).unwrap();
    let m = refusal(first.copy_from_array(&same, &a));
    assert!(m.contains("the source is the destination"), "{m}");
    refusal(first.copy_from_array(&levels[0].0, &a));
    // The chain outlives its owner while a level value lives, and goes once the last one does.
    drop(mip);
    drop((first, same));
    assert_eq!(counts.now(), (arrays + 3, objects, early));
    drop(levels);
    assert_eq!(counts.now(), (arrays, objects, early));
    // No level at all.
    refusal(MipmappedArray::new(
        &a,
        shape,
        element,
        0,
        ArrayFlags::empty(),
    ));
    assert!(matches!(
        MipmappedArray::new(&a, shape, element, 5, ArrayFlags::empty()),
        Err(Error::Driver(_))
    ));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_mipmapped_texture_keeps_the_chain_and_orders_it() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, a, b, counts)) = open() else {
        return;
    };
    let (arrays, objects, early) = counts.now();
    let shape = ArrayShape::D1 { width: 4 };
    let mip =
        MipmappedArray::new(&a, shape, one(ArrayFormat::U32), 2, ArrayFlags::empty()).unwrap();
    mip.level(0)
        .unwrap()
        .copy_from_host(&[4u32, 3, 2, 1])
        .unwrap();
    mip.level(1).unwrap().copy_from_host(&[8u32, 9]).unwrap();
    let desc = TextureDesc {
        max_mipmap_level: 1.0,
        ..TextureDesc::default()
    };
    let tex = TextureObject::mipmapped(&mip, &desc).unwrap();
    assert_eq!(counts.now(), (arrays + 2, objects + 1, early));
    // `tex_fetch` reads level 0 of a mipmapped texture, on `b`.
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let f = module.function("tex_fetch").unwrap();
    let mut out = cuda_driver::DeviceBuffer::<u32>::zeroed(&a, 4).unwrap();
    // SAFETY: `tex_fetch(CUtexObject, unsigned *, unsigned)` reads 4 words, writes 4 of `out`.
    unsafe { f.launch(LaunchConfig::for_elements(1, 1), &b, (&tex, &mut out, 4u32)) }.unwrap();
    drop(tex);
    assert_eq!(counts.now(), (arrays + 2, objects, early));
    drop(mip);
    assert_eq!(counts.now(), (arrays, objects, early));
    assert_eq!(out.to_vec().unwrap(), [4, 3, 2, 1]);
}

/// Two values of one level are two `Array`s over the same memory, so `SurfaceObject::new(&mut _)` can
/// be called on each while both live: the borrow that keeps two surfaces of one array out of one launch
/// does not see them. A texture of one beside a surface of the other is refused at run time (a read and
/// a write of one allocation); two surfaces, both writes, were merged into one write and let through
/// (the kernel then wrote one array through two handles it believes apart): now refused as well.
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn two_surfaces_over_one_level_are_refused_in_one_launch() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, a, _b, _counts)) = open() else {
        return;
    };
    let shape = ArrayShape::D1 { width: 4 };
    let flags = ArrayFlags::SURFACE_LOAD_STORE;
    let mip = MipmappedArray::new(&a, shape, one(ArrayFormat::U32), 2, flags).unwrap();
    let (mut first, mut again) = (mip.level(0).unwrap(), mip.level(0).unwrap());
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    // Any kernel with two 8-byte parameters and a 4-byte one: the refusal comes before the driver.
    let f = module.function("tex_fetch").unwrap();
    let config = LaunchConfig::for_elements(1, 1);
    {
        // What holds: a texture of one value beside a surface of the other is refused.
        let tex = TextureObject::new(&first, &cuda_driver::TextureDesc::default()).unwrap();
        let mut surf = SurfaceObject::new(&mut again).unwrap();
        // SAFETY: refused before the launch, so nothing runs.
        let m = refusal(unsafe { f.launch(config, &a, (&tex, &mut surf, 1u32)) });
        assert!(m.contains("both to read"), "{m}");
    }
    let mut one_surf = SurfaceObject::new(&mut first).unwrap();
    let mut other_surf = SurfaceObject::new(&mut again).unwrap();
    // SAFETY: refused before the launch, so nothing runs (before the fix it reached the fake, whose
    // `tex_fetch` answered CUDA_ERROR_INVALID_HANDLE for a surface handle).
    let m = refusal(unsafe { f.launch(config, &a, (&mut one_surf, &mut other_surf, 1u32)) });
    assert!(m.contains("surface"), "{m}");
    // A graph's kernel node, the same.
    let mut graph = cuda_driver::Graph::new(&ctx).unwrap();
    // SAFETY: refused before the node is added.
    let m = refusal(unsafe {
        graph.add_kernel(&[], &f, config, (&mut one_surf, &mut other_surf, 1u32))
    });
    assert!(m.contains("surface"), "{m}");
    assert_eq!(graph.node_count().unwrap(), 0);
}
