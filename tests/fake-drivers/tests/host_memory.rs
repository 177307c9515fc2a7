//! What lands where in device memory, against the fake 13.0 driver of `c/host_memory.c`, whose device
//! memory is host memory and whose streams run work as it is queued: copies and memsets through views
//! touch their range only, 2-D regions their rows only, buffers are freed once, and bad ranges never
//! reach the driver.
#![cfg_attr(miri, allow(unused))]

use std::ffi::{c_int, c_void};
use std::sync::Mutex;

use cuda_driver::sys::{CUctx_flags, CUstream_flags};
use cuda_driver::{Allocator, Context, Device, DeviceBuffer, Driver, Error, Rows, Stream, Volume};
use fake_drivers as fake;

/// The fake's counts and the context registries are process-wide: these tests run one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The fake loaded, a stream of its primary context, and its count of live allocations; the caller
/// holds `ONE_AT_A_TIME` meanwhile.
fn open() -> Option<(Context, Stream, unsafe extern "C" fn() -> c_int)> {
    let path = fake::path(fake::HOST_MEMORY_13)?;
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let mut pfn: *mut c_void = std::ptr::null_mut();
    // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
    unsafe {
        driver.cuGetProcAddress(
            c"fakeLiveAllocations".as_ptr(),
            &mut pfn,
            13000,
            0,
            std::ptr::null_mut(),
        )
    }
    .unwrap();
    assert!(!pfn.is_null());
    // SAFETY: the fake hands out `int fake_live_allocations(void)` under this name.
    let live = unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn() -> c_int>(pfn) };
    let ctx = Context::primary(Device::get(driver, 0).unwrap()).unwrap();
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    Some((ctx, stream, live))
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn views_copy_and_set_their_range_only() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, stream, _)) = open() else {
        return;
    };
    let init: Vec<u32> = (0..64).collect();
    let mut buf = DeviceBuffer::from_slice(&stream, &init).unwrap();
    buf.slice_mut(8..16)
        .unwrap()
        .copy_from_host(&[100; 8])
        .unwrap();
    buf.slice_mut(16..24).unwrap().memset_d32(7).unwrap();
    buf.slice_mut(24..32)
        .unwrap()
        .memset_d16_on(0x0102, &stream)
        .unwrap();
    buf.slice_mut(32..40)
        .unwrap()
        .memset_d8_on(0xff, &stream)
        .unwrap();
    let want = |i: usize| match i {
        8..16 => 100,
        16..24 => 7,
        24..32 => 0x0102_0102,
        32..40 => u32::MAX,
        _ => i as u32,
    };
    let all = buf.to_vec().unwrap();
    assert_eq!(all, (0..64).map(want).collect::<Vec<_>>());
    assert_eq!(
        buf.slice(30..34).unwrap().to_vec().unwrap(),
        (30..34).map(want).collect::<Vec<_>>()
    );
    // The high half copied onto the low half, through two views of one buffer.
    let (mut low, high) = buf.split_at_mut(32).unwrap();
    low.copy_from_device(&high, &stream).unwrap();
    let all = buf.to_vec().unwrap();
    assert_eq!(all, (0..64).map(|i| want(i % 32 + 32)).collect::<Vec<_>>());
    // A view of a view, and a buffer copied from a view.
    let mut view = buf.slice_mut(40..).unwrap();
    view.reborrow()
        .slice_mut(2..4)
        .unwrap()
        .copy_from_host(&[9, 9])
        .unwrap();
    let mut other = DeviceBuffer::<u32>::zeroed(&stream, 4).unwrap();
    other
        .copy_from_device(buf.slice(40..44).unwrap(), &stream)
        .unwrap();
    assert_eq!(other.to_vec().unwrap(), [want(40), want(41), 9, 9]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
#[allow(
    clippy::reversed_empty_ranges,
    reason = "a reversed range is one of the bad inputs"
)]
fn bad_views_and_lengths_are_errors_and_nothing_is_written() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, stream, _)) = open() else {
        return;
    };
    let mut bytes = DeviceBuffer::<u8>::zeroed(&stream, 64).unwrap();
    assert!(matches!(
        bytes.slice(60..65),
        Err(Error::InvalidArgument(_))
    ));
    assert!(matches!(bytes.slice(10..5), Err(Error::InvalidArgument(_))));
    assert!(matches!(
        bytes.split_at_mut(65),
        Err(Error::InvalidArgument(_))
    ));
    let misaligned = bytes.slice_mut(1..9).unwrap().memset_d32(1);
    assert!(
        matches!(misaligned, Err(Error::InvalidArgument(ref m)) if m.contains("multiples of 4"))
    );
    let odd = bytes.slice_mut(0..3).unwrap().memset_d16(1);
    assert!(matches!(odd, Err(Error::InvalidArgument(ref m)) if m.contains("multiples of 2")));
    let short = bytes.slice_mut(0..4).unwrap().copy_from_host(&[1, 2, 3]);
    assert!(matches!(short, Err(Error::InvalidArgument(_))));
    assert_eq!(bytes.to_vec().unwrap(), vec![0; 64]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn two_dimensional_regions_touch_their_rows_only() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, stream, _)) = open() else {
        return;
    };
    let (w, h) = (12usize, 8usize);
    let mut grid = DeviceBuffer::<u32>::zeroed(&stream, w * h).unwrap();
    let region = Rows {
        width: 5,
        height: 4,
        pitch: w,
    };
    grid.slice_mut(2 * w + 3..)
        .unwrap()
        .memset_2d_d32_on(region, 9, &stream)
        .unwrap();
    let inside = |i: usize| (2..6).contains(&(i / w)) && (3..8).contains(&(i % w));
    let seen = grid.to_vec().unwrap();
    for (i, &v) in seen.iter().enumerate() {
        assert_eq!(v, if inside(i) { 9 } else { 0 }, "element {i}");
    }
    let mut packed = DeviceBuffer::<u32>::zeroed(&stream, 20).unwrap();
    packed
        .as_view_mut()
        .copy_2d_from_device(
            Rows::packed(5, 4),
            grid.slice(2 * w + 3..).unwrap(),
            region,
            &stream,
        )
        .unwrap();
    assert_eq!(packed.to_vec().unwrap(), vec![9; 20]);
    let mut narrow = DeviceBuffer::<u32>::zeroed(&stream, 7 * 4).unwrap();
    let into = Rows {
        width: 5,
        height: 4,
        pitch: 7,
    };
    narrow
        .as_view_mut()
        .copy_2d_from_device(into, &packed, Rows::packed(5, 4), &stream)
        .unwrap();
    let seen = narrow.to_vec().unwrap();
    for (i, &v) in seen.iter().enumerate() {
        assert_eq!(v, if i % 7 < 5 { 9 } else { 0 }, "element {i}");
    }
    // A region past the view's end, or of another shape, is refused before the driver sees it.
    let too_tall = packed
        .as_view_mut()
        .memset_2d_d32_on(Rows::packed(5, 5), 1, &stream);
    assert!(matches!(too_tall, Err(Error::InvalidArgument(_))));
    let other_shape =
        narrow
            .as_view_mut()
            .copy_2d_from_device(into, &packed, Rows::packed(4, 5), &stream);
    assert!(matches!(other_shape, Err(Error::InvalidArgument(_))));
    // An empty region sets nothing, whatever its pitch (its byte sizes are never computed).
    let empty = Rows {
        width: 0,
        height: 1,
        pitch: usize::MAX,
    };
    for rows in [empty, Rows { height: 0, ..empty }] {
        packed
            .as_view_mut()
            .memset_2d_d8_on(rows, 1, &stream)
            .unwrap();
    }
    assert_eq!(packed.to_vec().unwrap(), vec![9; 20]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn every_buffer_is_freed_once_whatever_its_allocator() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream, live)) = open() else {
        return;
    };
    // SAFETY: the fake's counter takes no arguments.
    let before = unsafe { live() };
    let pooled = DeviceBuffer::<u64>::zeroed(&stream, 100).unwrap();
    let unpooled = DeviceBuffer::<u64>::alloc_unpooled(&stream, 100).unwrap();
    assert_eq!(unpooled.allocator(), Allocator::Device);
    let other = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let theirs = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut copy = DeviceBuffer::<u64>::zeroed(&theirs, 100).unwrap();
    // Between contexts: a copy on a stream of one of the two.
    copy.copy_from_device(&pooled, &stream).unwrap();
    // SAFETY: as above.
    assert_eq!(unsafe { live() }, before + 3);
    drop(pooled);
    unpooled.close().unwrap();
    copy.close_on(&theirs).unwrap();
    // SAFETY: as above.
    assert_eq!(unsafe { live() }, before);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn three_dimensional_boxes_are_copied_within_and_between_contexts() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream, _)) = open() else {
        return;
    };
    // A 6 x 5 x 4 volume numbered by position; the 3 x 2 x 2 box at (1, 2, 1) copied out packed.
    let (w, h, d) = (6usize, 5usize, 4usize);
    let init: Vec<u32> = (0..(w * h * d) as u32).collect();
    let volume = DeviceBuffer::from_slice(&stream, &init).unwrap();
    let inner = Volume {
        width: 3,
        height: 2,
        depth: 2,
        pitch: w,
        slice_rows: h,
    };
    let corner = (w * h) + 2 * w + 1;
    let mut packed = DeviceBuffer::<u32>::zeroed(&stream, 12).unwrap();
    packed
        .as_view_mut()
        .copy_3d_from_device(
            Volume::packed(3, 2, 2),
            volume.slice(corner..).unwrap(),
            inner,
            &stream,
        )
        .unwrap();
    let want: Vec<u32> = (0..2)
        .flat_map(|z| (0..2).flat_map(move |y| (0..3).map(move |x| (z, y, x))))
        .map(|(z, y, x)| init[corner + z * w * h + y * w + x])
        .collect();
    assert_eq!(packed.to_vec().unwrap(), want);
    // Into a buffer of another context (a peer copy), on a stream of the destination's context.
    let other = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let theirs = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut copy = DeviceBuffer::<u32>::zeroed(&theirs, 12).unwrap();
    copy.as_view_mut()
        .copy_3d_from_device(
            Volume::packed(3, 2, 2),
            &packed,
            Volume::packed(3, 2, 2),
            &theirs,
        )
        .unwrap();
    assert_eq!(copy.to_vec().unwrap(), want);
    // Shapes that differ, and a box past the view's end, are refused before the driver sees them.
    let other_shape = copy.as_view_mut().copy_3d_from_device(
        Volume::packed(3, 2, 2),
        &packed,
        Volume::packed(2, 3, 2),
        &theirs,
    );
    assert!(matches!(other_shape, Err(Error::InvalidArgument(_))));
    let too_deep = copy.as_view_mut().copy_3d_from_device(
        Volume::packed(3, 2, 3),
        &volume,
        Volume { depth: 3, ..inner },
        &stream,
    );
    assert!(matches!(too_deep, Err(Error::InvalidArgument(_))));
    assert_eq!(copy.to_vec().unwrap(), want);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_primary_context_is_not_reset_while_another_context_of_the_device_lives() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream, _)) = open() else {
        return;
    };
    let device = ctx.device();
    let other = Context::create(device, CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let theirs = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    // Pool memory is the device's: a created context's buffer keeps the reset away too, with no owner
    // of the primary context left.
    let buf = DeviceBuffer::<u32>::zeroed(&theirs, 16).unwrap();
    drop((theirs, other, stream, ctx));
    match device.reset_primary_context() {
        Err(Error::InvalidArgument(msg)) => {
            assert!(
                msg.contains("0 owner(s)") && msg.contains("1 other context(s)"),
                "{msg}"
            )
        }
        other => panic!("a reset while a created context's buffer lives: {other:?}"),
    }
    drop(buf);
}
