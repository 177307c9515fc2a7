//! Buffer views (`slice`, `slice_mut`, `split_at_mut`): a kernel, a copy or a memset on a range touches
//! that range only, views order as their buffer, and bad ranges are errors.

use cuda_driver::sys::CUstream_flags;
use cuda_driver::{
    DeviceBuffer, DeviceSliceMut, Error, Function, LaunchConfig, Module, Rows, Stream, Volume,
};

use super::ownership::{LONG, SPIN_ADD_ONE};
use super::{gpu, Failure, TestResult, ADD_ONE, BLOCK};

/// `add_one` over every element of `view`.
fn add_one_view(f: &Function<'_>, stream: &Stream, view: DeviceSliceMut<'_, u32>) -> TestResult {
    let n = u32::try_from(view.len()).expect("test views fit a u32 count");
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes the view's `n` elements.
    unsafe { f.launch(LaunchConfig::for_elements(n, BLOCK), stream, (view, n)) }?;
    Ok(())
}

fn expect(what: &str, seen: &[u32], want: impl Fn(usize) -> u32) -> TestResult {
    match seen.iter().enumerate().find(|&(i, &v)| v != want(i)) {
        Some((i, v)) => Err(Failure(format!(
            "{what}: element {i} is {v}, not {}",
            want(i)
        ))),
        None => Ok(()),
    }
}

/// A kernel on `slice_mut(16..48)`, a memset on another range, a copy between the halves of a split:
/// each changes its range and nothing else; a `slice` reads back exactly its range.
fn views_touch_their_range_only() -> TestResult {
    with_kernel!("views_touch_their_range_only", g, module, f = ADD_ONE, "add_one");
    let init: Vec<u32> = (0..128).collect();
    let mut buf = DeviceBuffer::from_slice(&g.stream, &init)?;
    add_one_view(&f, &g.stream, buf.slice_mut(16..48)?)?;
    buf.slice_mut(64..80)?.memset_d32(7)?;
    buf.slice_mut(80..96)?.memset_d16_on(0x0101, &g.stream)?;
    let want = |i: usize| match i {
        16..48 => i as u32 + 1,
        64..80 => 7,
        80..96 => 0x0101_0101,
        _ => i as u32,
    };
    expect("after a kernel and memsets on views", &buf.to_vec()?, want)?;
    expect("a slice read back", &buf.slice(10..20)?.to_vec()?, |i| {
        want(i + 10)
    })?;
    // The upper half copied onto the lower one, through two views of one buffer.
    let (mut low, high) = buf.split_at_mut(64)?;
    low.copy_from_device(&high, &g.stream)?;
    let all = buf.to_vec()?;
    expect("after copying the high half onto the low one", &all, |i| {
        want(i % 64 + 64)
    })?;
    // A narrower view of a view, as a kernel argument by reference.
    let mut view = buf.slice_mut(100..)?;
    let mut inner = view.reborrow().slice_mut(..4)?;
    let n = 4u32;
    // SAFETY: `add_one(unsigned*, unsigned)`; it writes the 4 elements of `inner`.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            &g.stream,
            (&mut inner, n),
        )
    }?;
    expect("a view of a view", &view.to_vec()?, |i| {
        want((i + 100) % 64 + 64) + u32::from(i < 4)
    })?;
    Ok(())
}

/// Out-of-range views and misaligned memsets are errors, and nothing is queued.
#[allow(
    clippy::reversed_empty_ranges,
    reason = "a reversed range is one of the bad inputs"
)]
fn bad_ranges_and_misaligned_memsets_are_errors() -> TestResult {
    let Some(g) = gpu("bad_ranges_and_misaligned_memsets_are_errors") else {
        return Ok(());
    };
    let mut bytes = DeviceBuffer::<u8>::zeroed(&g.stream, 64)?;
    for bad in [
        bytes.slice(60..65).err(),
        bytes.slice(10..5).err(),
        bytes.slice(65..).err(),
        bytes.split_at_mut(65).err(),
    ] {
        match bad {
            Some(Error::InvalidArgument(msg)) => assert!(msg.contains("64"), "{msg}"),
            other => return Err(Failure(format!("an out-of-range view: {other:?}"))),
        }
    }
    match bytes.slice_mut(1..9)?.memset_d32(1) {
        Err(Error::InvalidArgument(msg)) => assert!(msg.contains("multiples of 4"), "{msg}"),
        other => return Err(Failure(format!("a misaligned memset_d32: {other:?}"))),
    }
    match bytes.slice_mut(0..3)?.memset_d16(1) {
        Err(Error::InvalidArgument(msg)) => assert!(msg.contains("multiples of 2"), "{msg}"),
        other => return Err(Failure(format!("an odd-sized memset_d16: {other:?}"))),
    }
    if bytes.to_vec()?.iter().any(|&b| b != 0) {
        return Err(Failure("a refused memset wrote the buffer".into()));
    }
    Ok(())
}

/// Two disjoint mutable views used on two streams at once: the second use waits for the first (views
/// order as their buffer), so when the second stream is done, the first stream's long kernel is done
/// too, and both halves hold their results.
fn disjoint_views_on_two_streams_order_as_their_buffer() -> TestResult {
    with_kernel!("disjoint_views_on_two_streams_order_as_their_buffer", g, spin, spin_f = SPIN_ADD_ONE, "spin_add_one");
    let module = Module::from_ptx(&g.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let a = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let b = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&a, 1 << 16)?;
    let (left, right) = buf.split_at_mut(1 << 15)?;
    let n = u32::try_from(left.len()).expect("fits");
    // SAFETY: `spin_add_one(long long, unsigned*, unsigned)`; it writes the `n` elements of `left`.
    unsafe { spin_f.launch(LaunchConfig::for_elements(n, BLOCK), &a, (LONG, left, n)) }?;
    add_one_view(&f, &b, right)?;
    b.synchronize()?;
    if !a.query()? {
        return Err(Failure(
            "the second view's kernel finished while the first view's was still running".into(),
        ));
    }
    expect("both halves", &buf.to_vec()?, |_| 1)?;
    Ok(())
}

/// 2-D: a memset of a strided region and a copy of a sub-box between two views of different pitches
/// change exactly the region's elements.
fn two_dimensional_memsets_and_copies_stay_in_their_rows() -> TestResult {
    let Some(g) = gpu("two_dimensional_memsets_and_copies_stay_in_their_rows") else {
        return Ok(());
    };
    // A 12-wide, 8-high grid; rows 2..6, columns 3..8 set to 9.
    let (w, h) = (12usize, 8usize);
    let mut grid = DeviceBuffer::<u32>::zeroed(&g.stream, w * h)?;
    let region = Rows {
        width: 5,
        height: 4,
        pitch: w,
    };
    grid.slice_mut(2 * w + 3..)?
        .memset_2d_d32_on(region, 9, &g.stream)?;
    let inside = |i: usize| (2..6).contains(&(i / w)) && (3..8).contains(&(i % w));
    expect("after the 2-D memset", &grid.to_vec()?, |i| {
        if inside(i) {
            9
        } else {
            0
        }
    })?;
    // That 5x4 box copied into a packed 5x4 buffer, then into the top-left of a 7-wide grid.
    let mut packed = DeviceBuffer::<u32>::zeroed(&g.stream, 20)?;
    let from = grid.slice(2 * w + 3..)?;
    packed
        .as_view_mut()
        .copy_2d_from_device(Rows::packed(5, 4), from, region, &g.stream)?;
    expect("the packed box", &packed.to_vec()?, |_| 9)?;
    let mut narrow = DeviceBuffer::<u32>::zeroed(&g.stream, 7 * 4)?;
    let into = Rows {
        width: 5,
        height: 4,
        pitch: 7,
    };
    narrow
        .as_view_mut()
        .copy_2d_from_device(into, &packed, Rows::packed(5, 4), &g.stream)?;
    expect("the box in a 7-wide grid", &narrow.to_vec()?, |i| {
        if i % 7 < 5 {
            9
        } else {
            0
        }
    })?;
    // A region past the view's end, and shapes that differ, are refused.
    let too_tall = Rows::packed(5, 5);
    for refused in [
        packed
            .as_view_mut()
            .memset_2d_d32_on(too_tall, 1, &g.stream)
            .err(),
        narrow
            .as_view_mut()
            .copy_2d_from_device(into, &packed, Rows::packed(4, 5), &g.stream)
            .err(),
    ] {
        if !matches!(refused, Some(Error::InvalidArgument(_))) {
            return Err(Failure(format!("a bad 2-D region: {refused:?}")));
        }
    }
    Ok(())
}

/// 3-D: a strided box of a volume copied out packed holds exactly the box's elements.
fn a_three_dimensional_box_is_copied_out_of_a_volume() -> TestResult {
    let Some(g) = gpu("a_three_dimensional_box_is_copied_out_of_a_volume") else {
        return Ok(());
    };
    let (w, h, d) = (64usize, 48usize, 16usize);
    let init: Vec<u32> = (0..(w * h * d) as u32).collect();
    let volume = DeviceBuffer::from_slice(&g.stream, &init)?;
    let inner = Volume {
        width: 20,
        height: 10,
        depth: 5,
        pitch: w,
        slice_rows: h,
    };
    let corner = 3 * w * h + 7 * w + 11;
    let mut packed = DeviceBuffer::<u32>::zeroed(&g.stream, 20 * 10 * 5)?;
    packed.as_view_mut().copy_3d_from_device(
        Volume::packed(20, 10, 5),
        volume.slice(corner..)?,
        inner,
        &g.stream,
    )?;
    let seen = packed.to_vec()?;
    expect("the packed box", &seen, |i| {
        let (z, y, x) = (i / 200, i / 20 % 10, i % 20);
        init[corner + z * w * h + y * w + x]
    })
}

tests![
    views_touch_their_range_only,
    bad_ranges_and_misaligned_memsets_are_errors,
    disjoint_views_on_two_streams_order_as_their_buffer,
    two_dimensional_memsets_and_copies_stay_in_their_rows,
    a_three_dimensional_box_is_copied_out_of_a_volume,
];
