//! Device memory: round trips, fills, pitched 3-D copies, running out of memory.

use super::*;

fn round_trip<T: Sample>(stream: &Stream, rng: &mut XorShift, bytes: usize) -> TestResult {
    // An odd length, so nothing lines up with a power of two.
    let len = bytes / size_of::<T>() + 3;
    let data: Vec<T> = (0..len).map(|_| T::sample(rng)).collect();
    let first = DeviceBuffer::from_slice(stream, &data)?;
    let mut second = DeviceBuffer::<T>::alloc(stream, len)?;
    second.copy_from_device(&first, stream)?;

    let filler = T::sample(rng);
    let mut back = vec![filler; len];
    second.copy_to_host(&mut back)?;
    let direct = first.to_vec()?;
    for (what, got) in [
        ("host->device->device->host", &back),
        ("host->device->host", &direct),
    ] {
        assert_eq!(got.len(), len);
        if let Some(i) = (0..len).find(|&i| !data[i].same(&got[i])) {
            return Err(Failure(format!(
                "{} {what}: element {i} of {len} came back as {:?}, sent {:?}",
                type_name::<T>(),
                got[i],
                data[i]
            )));
        }
    }
    Ok(())
}

fn round_trip_keeps_every_bit_of_random_data() -> TestResult {
    let Some(gpu) = gpu("round_trip_keeps_every_bit_of_random_data") else {
        return Ok(());
    };
    let mut rng = XorShift::new(0x5eed_0001);
    const MIB: usize = 1 << 20;
    round_trip::<u8>(&gpu.stream, &mut rng, 3 * MIB)?;
    round_trip::<i16>(&gpu.stream, &mut rng, 2 * MIB)?;
    round_trip::<u32>(&gpu.stream, &mut rng, 4 * MIB)?;
    round_trip::<i64>(&gpu.stream, &mut rng, 2 * MIB)?;
    round_trip::<f32>(&gpu.stream, &mut rng, 4 * MIB)?;
    round_trip::<f64>(&gpu.stream, &mut rng, 3 * MIB)?;
    Ok(())
}

fn memset_and_zeroed_fill_every_element() -> TestResult {
    let Some(gpu) = gpu("memset_and_zeroed_fill_every_element") else {
        return Ok(());
    };
    let n = (1 << 20) + 5;
    let mut buf = DeviceBuffer::<u32>::from_slice(&gpu.stream, &vec![7; n])?;
    buf.memset_d32(0xA5A5_5A5A)?;
    let words = buf.to_vec()?;
    if let Some((i, v)) = first_not(&words, 0xA5A5_5A5A) {
        return Err(Failure(format!("after memset_d32, element {i} is {v:#x}")));
    }
    let zeros = DeviceBuffer::<u64>::zeroed(&gpu.stream, n)?.to_vec()?;
    if let Some(i) = zeros.iter().position(|&v| v != 0) {
        return Err(Failure(format!("zeroed: element {i} is {:#x}", zeros[i])));
    }
    Ok(())
}

fn memcpy_3d_copies_a_sub_box_of_a_pitched_volume() -> TestResult {
    let Some(gpu) = gpu("memcpy_3d_copies_a_sub_box_of_a_pitched_volume") else {
        return Ok(());
    };
    const E: usize = size_of::<u32>();
    const PAD: u32 = 0xFFFF_FFFF;
    const UNTOUCHED: u32 = 0xDEAD_BEEF;
    // Every element of the volume names its own coordinates.
    let value = |x: usize, y: usize, z: usize| ((z << 20) | (y << 10) | x) as u32;

    // The device volume: 37 elements a row, rows 64 elements (256 bytes) apart, so each row ends in 27
    // elements of padding; 19 rows a slice, 11 slices.
    let (src_w, src_pitch, src_h, src_d) = (37, 64, 19, 11);
    let mut volume = vec![PAD; src_pitch * src_h * src_d];
    for z in 0..src_d {
        for y in 0..src_h {
            for x in 0..src_w {
                volume[(z * src_h + y) * src_pitch + x] = value(x, y, z);
            }
        }
    }
    let src = DeviceBuffer::from_slice(&gpu.stream, &volume)?;

    // The box: 20 x 9 x 6 elements from (5, 3, 2) of the volume...
    let (sx, sy, sz) = (5, 3, 2);
    let (w, h, d) = (20, 9, 6);
    // ...to (4, 1, 1) of a host volume with rows 30 elements (120 bytes) apart, 12 rows a slice, 8 slices.
    let (dst_pitch, dst_h, dst_d) = (30, 12, 8);
    let (dx, dy, dz) = (4, 1, 1);
    assert!(sx + w <= src_w && sy + h <= src_h && sz + d <= src_d);
    assert!(dx + w <= dst_pitch && dy + h <= dst_h && dz + d <= dst_d);
    let mut host = vec![UNTOUCHED; dst_pitch * dst_h * dst_d];

    let down = sys::CUDA_MEMCPY3D::new()
        .with_src_x_in_bytes(sx * E)
        .with_src_y(sy)
        .with_src_z(sz)
        .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_src_device(src.raw(&gpu.stream)?)
        .with_src_pitch(src_pitch * E)
        .with_src_height(src_h)
        .with_dst_x_in_bytes(dx * E)
        .with_dst_y(dy)
        .with_dst_z(dz)
        .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_HOST)
        .with_dst_host(host.as_mut_ptr().cast())
        .with_dst_pitch(dst_pitch * E)
        .with_dst_height(dst_h)
        .with_width_in_bytes(w * E)
        .with_height(h)
        .with_depth(d);
    // SAFETY: the source box lies inside `src` (asserted above against its pitch, height and depth), the
    // destination box inside `host`, which outlives the synchronous copy.
    unsafe { copy_3d(&gpu.ctx, &down) }?;

    for z in 0..dst_d {
        for y in 0..dst_h {
            for x in 0..dst_pitch {
                let inside = (dx..dx + w).contains(&x)
                    && (dy..dy + h).contains(&y)
                    && (dz..dz + d).contains(&z);
                let expected = if inside {
                    value(x - dx + sx, y - dy + sy, z - dz + sz)
                } else {
                    UNTOUCHED
                };
                let got = host[(z * dst_h + y) * dst_pitch + x];
                assert_eq!(
                    got, expected,
                    "device->host: host element ({x}, {y}, {z}), inside the box: {inside}"
                );
            }
        }
    }

    // And back: the same box from the host volume to (9, 7, 4) of a zeroed device volume shaped like
    // `src`; nothing outside the box may change.
    let dst = DeviceBuffer::<u32>::zeroed(&gpu.stream, src_pitch * src_h * src_d)?;
    let (ux, uy, uz) = (9, 7, 4);
    assert!(ux + w <= src_pitch && uy + h <= src_h && uz + d <= src_d);
    let up = sys::CUDA_MEMCPY3D::new()
        .with_src_x_in_bytes(dx * E)
        .with_src_y(dy)
        .with_src_z(dz)
        .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_HOST)
        .with_src_host(host.as_ptr().cast())
        .with_src_pitch(dst_pitch * E)
        .with_src_height(dst_h)
        .with_dst_x_in_bytes(ux * E)
        .with_dst_y(uy)
        .with_dst_z(uz)
        .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_dst_device(dst.raw(&gpu.stream)?)
        .with_dst_pitch(src_pitch * E)
        .with_dst_height(src_h)
        .with_width_in_bytes(w * E)
        .with_height(h)
        .with_depth(d);
    // SAFETY: the source box lies inside `host`, the destination box inside `dst` (both asserted above).
    unsafe { copy_3d(&gpu.ctx, &up) }?;
    let back = dst.to_vec()?;
    for z in 0..src_d {
        for y in 0..src_h {
            for x in 0..src_pitch {
                let inside = (ux..ux + w).contains(&x)
                    && (uy..uy + h).contains(&y)
                    && (uz..uz + d).contains(&z);
                let expected = if inside {
                    value(x - ux + sx, y - uy + sy, z - uz + sz)
                } else {
                    0
                };
                let got = back[(z * src_h + y) * src_pitch + x];
                assert_eq!(
                    got, expected,
                    "host->device: device element ({x}, {y}, {z}), inside the box: {inside}"
                );
            }
        }
    }
    Ok(())
}

fn out_of_memory_is_an_error_and_the_process_goes_on() -> TestResult {
    let Some(gpu) = gpu("out_of_memory_is_an_error_and_the_process_goes_on") else {
        return Ok(());
    };
    let total = gpu.device.total_memory()?;
    // Twice the device's memory cannot be had.
    let err = DeviceBuffer::<u8>::alloc(&gpu.stream, total.saturating_mul(2))
        .err()
        .ok_or_else(|| {
            Failure(format!(
                "allocating {} bytes succeeded",
                total.saturating_mul(2)
            ))
        })?;
    if driver_code(&err) != Some(CUresult::CUDA_ERROR_OUT_OF_MEMORY) {
        return Err(Failure(format!(
            "expected CUDA_ERROR_OUT_OF_MEMORY, got {err}"
        )));
    }
    let msg = err.to_string();
    assert!(
        msg.starts_with("cuMemAllocAsync: CUDA_ERROR_OUT_OF_MEMORY (2)"),
        "{msg}"
    );
    // An element count whose byte size overflows is refused before the driver is asked.
    let overflow = DeviceBuffer::<u64>::alloc(&gpu.stream, usize::MAX / 4).err();
    assert!(
        matches!(overflow, Some(Error::InvalidArgument(_))),
        "{overflow:?}"
    );
    // The process and the context go on.
    let data: Vec<u32> = (0..1024).collect();
    let mut buf = DeviceBuffer::alloc_unpooled(&gpu.stream, data.len())?;
    buf.copy_from_host(&data)?;
    assert_eq!(buf.to_vec()?, data);
    Ok(())
}

tests![
    round_trip_keeps_every_bit_of_random_data,
    memset_and_zeroed_fill_every_element,
    memcpy_3d_copies_a_sub_box_of_a_pitched_volume,
    out_of_memory_is_an_error_and_the_process_goes_on,
];
