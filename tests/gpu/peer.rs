//! Several GPUs: peer access and copies between devices 0 and 1 (skipped with fewer than two).

use super::*;

/// `CUDA_DRIVER_REQUIRE_PEERS=1` makes the multi-GPU tests fail, rather than skip, with fewer than two
/// devices.
const REQUIRE_PEERS_VAR: &str = "CUDA_DRIVER_REQUIRE_PEERS";

/// Devices 0 and 1 with their primary contexts, or `None` after printing why the test is skipped.
pub(super) fn two_gpus(test: &str) -> Result<Option<[(Device, Context); 2]>, Failure> {
    let Some(gpu) = gpu(test) else {
        return Ok(None);
    };
    let count = Device::count(gpu.driver)?;
    if count < 2 {
        let why = format!("{test}: needs two devices, this machine has {count}");
        if std::env::var_os(REQUIRE_PEERS_VAR).is_some_and(|v| v == "1") {
            return Err(Failure(format!("{why} and {REQUIRE_PEERS_VAR}=1")));
        }
        skip(why);
        return Ok(None);
    }
    let d0 = Device::get(gpu.driver, 0)?;
    let d1 = Device::get(gpu.driver, 1)?;
    Ok(Some([
        (d0, d0.primary_context()?),
        (d1, d1.primary_context()?),
    ]))
}

/// GB/s for `bytes` moved in `seconds`.
fn gb_per_s(bytes: usize, seconds: f64) -> f64 {
    bytes as f64 / seconds / 1e9
}

fn peer_copies_between_two_devices() -> TestResult {
    const TEST: &str = "peer_copies_between_two_devices";
    let Some([(d0, c0), (d1, c1)]) = two_gpus(TEST)? else {
        return Ok(());
    };
    let s0 = Stream::new(&c0, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let s1 = Stream::new(&c1, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let peer = d0.can_access_peer(&d1)? && d1.can_access_peer(&d0)?;
    let mut access = Vec::new();
    if peer {
        access.push(c0.enable_peer_access(&c1)?);
        access.push(c1.enable_peer_access(&c0)?);
        // A second holder of the same access.
        access.push(c0.enable_peer_access(&c1)?);
    } else {
        let err = c0
            .enable_peer_access(&c1)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("cannot access"), "{err}");
    }
    eprintln!("{TEST}: peer access between devices 0 and 1: {peer}");

    // Linear: random data device 0 -> device 1 -> host, every element checked.
    let n = 64 << 20; // 256 MiB of u32
    let mut rng = XorShift(0x0dd_ba11_cafe_f00d);
    let data: Vec<u32> = (0..n).map(|_| rng.next_u32()).collect();
    let src = DeviceBuffer::from_slice(&s0, &data)?;
    let mut dst = DeviceBuffer::<u32>::zeroed(&s1, n)?;
    s1.synchronize()?;
    let start = std::time::Instant::now();
    dst.copy_from_device(&src, &s1)?;
    s1.synchronize()?;
    let peer_s = start.elapsed().as_secs_f64();
    let got = dst.to_vec()?;
    if let Some(i) = (0..n).find(|&i| got[i] != data[i]) {
        return Err(Failure(format!(
            "element {i} is {:#x} after the peer copy, expected {:#x}",
            got[i], data[i]
        )));
    }

    // The same bytes staged through pinned host memory.
    let mut staging = cuda_driver::PinnedBuffer::<u32>::zeroed(&c0, n)?;
    let start = std::time::Instant::now();
    src.copy_to_host(staging.as_mut_slice()?)?;
    dst.copy_from_host(staging.as_slice()?)?;
    let staged_s = start.elapsed().as_secs_f64();
    let bytes = n * size_of::<u32>();
    eprintln!(
        "{TEST}: 256 MiB device 0 -> device 1: peer {:.1} GB/s, host-staged {:.1} GB/s",
        gb_per_s(bytes, peer_s),
        gb_per_s(bytes, staged_s)
    );

    // Pitched 3-D sub-box, device 0 -> device 1, through CUDA_MEMCPY3D_PEER.
    const E: usize = size_of::<u32>();
    let value = |x: usize, y: usize, z: usize| ((z << 20) | (y << 10) | x) as u32;
    let (src_w, src_pitch, src_h, src_d) = (37, 64, 19, 11);
    let mut volume = vec![u32::MAX; src_pitch * src_h * src_d];
    for z in 0..src_d {
        for y in 0..src_h {
            for x in 0..src_w {
                volume[(z * src_h + y) * src_pitch + x] = value(x, y, z);
            }
        }
    }
    let vsrc = DeviceBuffer::from_slice(&s0, &volume)?;
    let (sx, sy, sz, w, h, d) = (5, 3, 2, 20, 9, 6);
    let (dst_pitch, dst_h, dst_d, dx, dy, dz) = (32, 12, 8, 4, 1, 1);
    let vdst = DeviceBuffer::<u32>::zeroed(&s1, dst_pitch * dst_h * dst_d)?;
    s1.synchronize()?;
    let copy = sys::CUDA_MEMCPY3D_PEER::new()
        .with_src_x_in_bytes(sx * E)
        .with_src_y(sy)
        .with_src_z(sz)
        .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_src_device(vsrc.raw(&s1)?)
        .with_src_context(vsrc.context().raw())
        .with_src_pitch(src_pitch * E)
        .with_src_height(src_h)
        .with_dst_x_in_bytes(dx * E)
        .with_dst_y(dy)
        .with_dst_z(dz)
        .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_dst_device(vdst.raw(&s1)?)
        .with_dst_context(vdst.context().raw())
        .with_dst_pitch(dst_pitch * E)
        .with_dst_height(dst_h)
        .with_width_in_bytes(w * E)
        .with_height(h)
        .with_depth(d);
    // SAFETY: both boxes lie inside their buffers (sizes above), each in the context named beside it.
    s1.synchronize()?;
    // SAFETY: both boxes lie inside their buffers (sizes above), each in the context named beside it, and
    // the stream that last used them is idle.
    unsafe { cuda_driver::copy_3d_peer(&c1, &copy) }?;
    let out = vdst.to_vec()?;
    for z in 0..dst_d {
        for y in 0..dst_h {
            for x in 0..dst_pitch {
                let inside = (dx..dx + w).contains(&x)
                    && (dy..dy + h).contains(&y)
                    && (dz..dz + d).contains(&z);
                let expected = if inside {
                    value(x - dx + sx, y - dy + sy, z - dz + sz)
                } else {
                    0
                };
                let got = out[(z * dst_h + y) * dst_pitch + x];
                if got != expected {
                    return Err(Failure(format!(
                        "3-D peer copy: ({x}, {y}, {z}) is {got:#x}, expected {expected:#x}"
                    )));
                }
            }
        }
    }
    for holder in access {
        holder.close()?;
    }
    Ok(())
}

tests![
    peer_copies_between_two_devices,
];
