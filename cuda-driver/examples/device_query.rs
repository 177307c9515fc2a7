//! What NVIDIA's `deviceQuery` sample prints, through the driver API alone.
//!
//! ```text
//! cargo run -p cuda-driver --example device_query
//! ```
//!
//! Without a GPU it prints `device_query: skipped: no GPU to run on: <why>` (without libcuda, every
//! library path tried with the loader's reason) and exits with 77, the README's convention; on any other
//! error it exits with 1.

use std::fmt::Display;
use std::process::ExitCode;

use cuda_driver::sys::CUdevice_attribute as A;
use cuda_driver::{Device, Error};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_no_gpu() => {
            eprintln!("device_query: skipped: no GPU to run on: {e}");
            ExitCode::from(77)
        }
        Err(e) => {
            eprintln!("device_query: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `13000` -> `13.0`, as the driver encodes versions.
fn version(v: i32) -> String {
    format!("{}.{}", v / 1000, (v % 1000) / 10)
}

/// One row: the label padded to a column, then the value.
fn row(label: &str, value: impl Display) {
    println!("  {label:<50} {value}");
}

/// An attribute, formatted by `f`, or the error in its place (one missing attribute does not end the
/// report).
fn attr(device: &Device, attribute: A, f: impl FnOnce(i32) -> String) -> String {
    match device.attribute(attribute) {
        Ok(v) => f(v),
        Err(e) => format!("unavailable ({e})"),
    }
}

fn run() -> Result<(), Error> {
    let driver = cuda_driver::init()?;
    let devices = Device::all(driver)?;
    println!("device_query (cuda-driver): CUDA driver API, libcuda loaded at run time\n");
    println!("Driver library: {}", driver.path());
    println!("Detected {} CUDA capable device(s)", devices.len());

    for device in &devices {
        let (major, minor) = device.compute_capability()?;
        let memory = device.total_memory()?;
        println!("\nDevice {}: \"{}\"", device.ordinal(), device.name()?);
        row("CUDA Driver Version:", version(driver.version()));
        row(
            "CUDA Capability Major/Minor version number:",
            format!("{major}.{minor}"),
        );
        row(
            "Total amount of global memory:",
            format!("{} MBytes ({memory} bytes)", memory / (1024 * 1024)),
        );
        row(
            "Multiprocessors:",
            attr(device, A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, |v| {
                v.to_string()
            }),
        );
        row(
            "GPU Max Clock rate:",
            attr(device, A::CU_DEVICE_ATTRIBUTE_CLOCK_RATE, |khz| {
                format!(
                    "{:.0} MHz ({:.2} GHz)",
                    f64::from(khz) / 1e3,
                    f64::from(khz) / 1e6
                )
            }),
        );
        row(
            "Memory Clock rate:",
            attr(device, A::CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE, |khz| {
                format!("{:.0} MHz", f64::from(khz) / 1e3)
            }),
        );
        row(
            "Memory Bus Width:",
            attr(
                device,
                A::CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH,
                |bits| format!("{bits}-bit"),
            ),
        );
        row(
            "L2 Cache Size:",
            attr(device, A::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, |bytes| {
                format!("{bytes} bytes")
            }),
        );
        row(
            "Maximum number of threads per block:",
            attr(device, A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, |v| {
                v.to_string()
            }),
        );
        let dims = |x, y, z| {
            format!(
                "({}, {}, {})",
                attr(device, x, |v| v.to_string()),
                attr(device, y, |v| v.to_string()),
                attr(device, z, |v| v.to_string())
            )
        };
        row(
            "Max dimension size of a thread block (x,y,z):",
            dims(
                A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X,
                A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y,
                A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z,
            ),
        );
        row(
            "Max dimension size of a grid size    (x,y,z):",
            dims(
                A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X,
                A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y,
                A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z,
            ),
        );
        row(
            "Warp size:",
            attr(device, A::CU_DEVICE_ATTRIBUTE_WARP_SIZE, |v| v.to_string()),
        );
        row("PCI Bus ID:", device.pci_bus_id()?);
        row("UUID:", uuid_string(device.uuid()?.as_bytes()));
    }
    println!("\nResult = PASS");
    Ok(())
}

/// `GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`, as `nvidia-smi -L` prints it.
fn uuid_string(bytes: &[u8]) -> String {
    let mut out = String::from("GPU-");
    for (i, b) in bytes.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            out.push('-');
        }
        out.push_str(&format!("{b:02x}"));
    }
    out
}
