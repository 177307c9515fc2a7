//! An NVTX-annotated pipeline: a reader thread, a pool of workers and a writer, each stage in its own
//! ranges, colors and categories of one domain, with a payload per item and marks where items are
//! handed on. Run it under Nsight Systems to see the annotations on the timeline:
//!
//! ```text
//! nsys profile -t nvtx cargo run -p cuda-nvtx --example nvtx_pipeline
//! ```
//!
//! Without a tool it runs the same and every annotation costs a load and a null check. NVTX needs no
//! GPU; with `--features driver` and a GPU it also uploads each batch to the device and reads it back,
//! on a stream named in NVTX, and without a GPU it then exits 77 (`nvtx_pipeline: skipped: ...`) after
//! the CPU part. Exits 0 when every item came out right, 1 otherwise.

use std::process::ExitCode;
use std::sync::mpsc;
use std::thread;

use cuda_nvtx::{Color, Domain, EventAttributes};

const ITEMS: u64 = 64;
const WORKERS: u64 = 3;

/// The categories of the domain, one per stage.
const READ: u32 = 1;
const WORK: u32 = 2;
const WRITE: u32 = 3;

fn main() -> ExitCode {
    let domain = Domain::new("nvtx_pipeline");
    domain.name_category(READ, "read");
    domain.name_category(WORK, "work");
    domain.name_category(WRITE, "write");
    cuda_nvtx::name_current_thread("main");
    println!("nvtx_pipeline: tool: {:?}", cuda_nvtx::tool());

    let total = {
        let _all = cuda_nvtx::range_with(
            &EventAttributes::new()
                .message(c"pipeline")
                .color(Color::rgb(90, 90, 90)),
        );
        run(&domain)
    };
    let expected: u64 = (0..ITEMS).map(transform).sum();
    if total != expected {
        eprintln!("nvtx_pipeline: wrong total {total}, expected {expected}");
        return ExitCode::FAILURE;
    }
    println!("nvtx_pipeline: {ITEMS} items through {WORKERS} workers, total {total}: ok");
    gpu_stage()
}

/// The work of one item.
fn transform(x: u64) -> u64 {
    (0..1000u64).fold(x, |acc, i| acc.wrapping_mul(31).wrapping_add(i) % 1_000_003)
}

fn run(domain: &Domain) -> u64 {
    let item = domain.register_string("item");
    let (to_workers, from_reader) = mpsc::channel::<u64>();
    let from_reader = std::sync::Arc::new(std::sync::Mutex::new(from_reader));
    let (to_writer, from_workers) = mpsc::channel::<u64>();
    thread::scope(|s| {
        s.spawn(|| {
            cuda_nvtx::name_current_thread("reader");
            for x in 0..ITEMS {
                let _read = domain.range(
                    &EventAttributes::new()
                        .text("read")
                        .category(READ)
                        .color(Color::rgb(0, 120, 255))
                        .payload(x),
                );
                if to_workers.send(x).is_err() {
                    return;
                }
            }
            drop(to_workers);
        });
        for w in 0..WORKERS {
            let (from_reader, to_writer, item) = (from_reader.clone(), to_writer.clone(), item);
            s.spawn(move || {
                cuda_nvtx::name_current_thread(format!("worker {w}"));
                loop {
                    let next = from_reader.lock().map(|r| r.recv());
                    let Ok(Ok(x)) = next else { break };
                    let _work = domain.range(
                        &EventAttributes::new()
                            .registered(&item)
                            .category(WORK)
                            .color(Color::rgb(255, 140, 0))
                            .payload(x),
                    );
                    let y = transform(x);
                    domain.mark(&EventAttributes::new().text("hand on").payload(y));
                    if to_writer.send(y).is_err() {
                        break;
                    }
                }
            });
        }
        drop(to_writer);
        let writer = s.spawn(|| {
            cuda_nvtx::name_current_thread("writer");
            let mut total = 0u64;
            for y in from_workers {
                let _write = domain.range(
                    &EventAttributes::new()
                        .text("write")
                        .category(WRITE)
                        .color(Color::rgb(0, 180, 90)),
                );
                total += y;
            }
            total
        });
        writer.join().unwrap_or(0)
    })
}

/// With `--features driver`: each batch to the GPU and back on a named stream.
#[cfg(feature = "driver")]
fn gpu_stage() -> ExitCode {
    use cuda_driver::sys::CUstream_flags;
    use cuda_driver::{Context, Device, DeviceBuffer, Stream};

    let run = || -> Result<bool, cuda_driver::Error> {
        let device = Device::get(cuda_driver::init()?, 0)?;
        cuda_nvtx::name_device(&device, "gpu 0");
        let ctx = Context::primary(device)?;
        let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
        cuda_nvtx::name_stream(&stream, "pipeline copies");
        let _gpu = cuda_nvtx::range("gpu stage");
        let batch: Vec<u64> = (0..ITEMS).map(transform).collect();
        let buffer = {
            let _up = cuda_nvtx::range("upload");
            DeviceBuffer::from_slice(&stream, &batch)?
        };
        let back = {
            let _down = cuda_nvtx::range("download");
            buffer.to_vec()?
        };
        Ok(back == batch)
    };
    match run() {
        Ok(true) => {
            println!("nvtx_pipeline: gpu stage: {ITEMS} items to the device and back: ok");
            ExitCode::SUCCESS
        }
        Ok(false) => {
            eprintln!("nvtx_pipeline: gpu stage: the items read back differ");
            ExitCode::FAILURE
        }
        Err(e) => {
            println!("nvtx_pipeline: skipped: no GPU to run on: {e}");
            ExitCode::from(77)
        }
    }
}

/// Without the `driver` feature there is no GPU stage.
#[cfg(not(feature = "driver"))]
fn gpu_stage() -> ExitCode {
    ExitCode::SUCCESS
}
