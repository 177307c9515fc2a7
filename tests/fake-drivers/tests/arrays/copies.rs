//! Copies: host ↔ array ↔ buffer round trips with exact bytes, regions, refusals before the driver,
//! and the array's destruction after its last use.

use cuda_driver::{
    Array, ArrayFlags, ArrayFormat, ArrayRegion, ArrayShape, Channels, DeviceBuffer, Element,
};

use super::{one, open, refusal, ONE_AT_A_TIME};

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

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn regions_copy_their_box_only_and_must_lie_inside() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, a, b, counts)) = open() else {
        return;
    };
    let before = counts.now();
    let (w, h, d) = (4, 3, 2);
    let shape = ArrayShape::D3 {
        width: w,
        height: h,
        depth: d,
    };
    let mut array = Array::new(&a, shape, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    array.copy_from_host(&[0u32; 24]).unwrap();
    let region = ArrayRegion {
        x: 1,
        y: 1,
        z: 1,
        width: 2,
        height: 2,
        depth: 1,
    };
    array
        .copy_region_from_host_on(region, &[1u32, 2, 3, 4], &b)
        .unwrap();
    let at = |x: usize, y: usize, z: usize| (z * h + y) * w + x;
    let mut want = [0u32; 24];
    for (i, (x, y)) in [(1, 1), (2, 1), (1, 2), (2, 2)].into_iter().enumerate() {
        want[at(x, y, 1)] = i as u32 + 1;
    }
    assert_eq!(array.to_vec::<u32>().unwrap(), want);
    let mut back = [0u32; 4];
    array.copy_region_to_host(region, &mut back).unwrap();
    assert_eq!(back, [1, 2, 3, 4]);
    // A row of the region through a buffer view, into another place.
    let mut buf = DeviceBuffer::<u32>::zeroed(&a, 6).unwrap();
    let row = ArrayRegion {
        height: 1,
        ..region
    };
    array
        .copy_region_to_device(row, buf.slice_mut(2..4).unwrap(), &b)
        .unwrap();
    assert_eq!(buf.to_vec().unwrap(), [0, 0, 1, 2, 0, 0]);
    let corner = ArrayRegion {
        x: 0,
        y: 0,
        z: 0,
        width: 2,
        height: 1,
        depth: 1,
    };
    array
        .copy_region_from_device(corner, buf.slice(2..4).unwrap(), &a)
        .unwrap();
    want[0] = 1;
    want[1] = 2;
    assert_eq!(array.to_vec::<u32>().unwrap(), want);
    // Regions past an edge, empty or overflowing, and lengths other than the region's.
    let past = [
        ArrayRegion { x: 3, ..region },
        ArrayRegion { y: 2, ..region },
        ArrayRegion { z: 2, ..region },
        ArrayRegion { width: 0, ..region },
        ArrayRegion {
            x: usize::MAX,
            ..region
        },
        ArrayRegion {
            depth: usize::MAX,
            ..region
        },
    ];
    for bad in past {
        let m = refusal(array.copy_region_from_host_on(bad, &[9u32; 4], &a));
        assert!(m.contains("inside the array"), "{m}");
        refusal(array.copy_region_to_host(bad, &mut [0u32; 4]));
    }
    refusal(array.copy_region_from_host_on(region, &[9u32; 5], &a));
    refusal(array.copy_region_to_device(region, &mut buf, &a));
    assert_eq!(array.to_vec::<u32>().unwrap(), want, "a refused copy wrote");
    // A face of a layered cubemap: cube 1, face 2 (+y) is z = 8.
    let cubes = ArrayShape::LayeredCubemap { size: 2, cubes: 2 };
    let mut cube = Array::new(&a, cubes, one(ArrayFormat::U32), ArrayFlags::empty()).unwrap();
    cube.copy_from_host(&[0u32; 48]).unwrap();
    let face = ArrayRegion {
        z: 8,
        depth: 1,
        ..ArrayRegion::whole(cubes)
    };
    cube.copy_region_from_host_on(face, &[7u32; 4], &a).unwrap();
    let all = cube.to_vec::<u32>().unwrap();
    assert!(all[32..36].iter().all(|&v| v == 7));
    assert_eq!(all.iter().filter(|&&v| v == 7).count(), 4);
    drop((array, cube));
    assert_eq!(counts.now(), before);
}
