//! Prints every device's `cudaDeviceProp`, field by field, as the runtime fills it.
//!
//! ```text
//! cargo run -p cuda-runtime --example runtime_device_query
//! ```
//!
//! The runtime is found as `Runtime::load` finds it (`CUDA_RUNTIME_LIBRARY`, `libcudart.so.13`/`.12`, the
//! toolkit's `lib64`, NVIDIA's pip wheels). The fields are printed from the struct's own registry
//! (`CudaStruct::FIELDS`): names, offsets and sizes as declared, values read from its bytes.
//!
//! Without a GPU (the runtime reports no device, or no driver) it exits with 77
//! (`runtime_device_query: skipped: no GPU to run on: <why>`, the README's convention); without
//! libcudart, or on any other error, it exits with 1.

use cuda_runtime::Runtime;
use cuda_struct::{CudaStruct, FieldInfo};

/// One field's value, as text: the name as a string, the UUID in hex, integers (one per element).
fn value<T: CudaStruct>(prop: &T, f: &FieldInfo) -> String {
    let bytes = &cuda_struct::as_bytes(prop)[f.offset..f.offset + f.size];
    if f.name == "name" {
        let len = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        return format!("{:?}", String::from_utf8_lossy(&bytes[..len]));
    }
    if f.name == "uuid" || f.name == "luid" {
        return bytes.iter().map(|b| format!("{b:02x}")).collect();
    }
    let width = if f.ty.contains("usize") { 8 } else { 4 };
    let values: Vec<String> = bytes
        .chunks(width)
        .map(|c| match width {
            8 => u64::from_ne_bytes(c.try_into().unwrap_or([0; 8])).to_string(),
            _ if f.ty.contains("c_uint") => {
                format!("{:#x}", u32::from_ne_bytes(c.try_into().unwrap_or([0; 4])))
            }
            _ => i32::from_ne_bytes(c.try_into().unwrap_or([0; 4])).to_string(),
        })
        .collect();
    if values.len() == 1 {
        values[0].clone()
    } else {
        format!("[{}]", values.join(", "))
    }
}

/// Every field but the reserved ones, one a line.
fn print_fields<T: CudaStruct>(prop: &T) {
    for f in T::FIELDS.iter().filter(|f| !f.reserved) {
        println!("  {:<40} {}", f.name, value(prop, f));
    }
}

fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) if no_gpu(&*e) => {
            eprintln!("runtime_device_query: skipped: no GPU to run on: {e}");
            std::process::ExitCode::from(77)
        }
        Err(e) => {
            eprintln!("runtime_device_query: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// Whether the runtime said there is no GPU: no device, or no driver to reach one.
fn no_gpu(e: &(dyn std::error::Error + 'static)) -> bool {
    use cuda_runtime::sys::cudaError;
    e.downcast_ref::<cuda_runtime::RuntimeError>()
        .and_then(cuda_runtime::RuntimeError::code)
        .is_some_and(|c| {
            c == cudaError::cudaErrorNoDevice || c == cudaError::cudaErrorInsufficientDriver
        })
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let rt = Runtime::load()?;
    let v = rt.version();
    println!(
        "runtime {}.{} ({}), driver supports {}",
        v / 1000,
        v % 1000 / 10,
        rt.path(),
        rt.driver_version()?
    );
    let count = rt.device_count()?;
    for device in 0..count {
        // A 12.x runtime fills its own layout of the struct.
        if v >= 13000 {
            let prop = rt.device_properties(device)?;
            println!(
                "device {device}: {} (sm_{}{})",
                prop.name_str()?,
                prop.major(),
                prop.minor()
            );
            print_fields(&prop);
        } else {
            let prop = rt.device_properties_v12(device)?;
            println!(
                "device {device}: {} (sm_{}{})",
                prop.name_str()?,
                prop.major(),
                prop.minor()
            );
            print_fields(&prop);
        }
    }
    println!("runtime_device_query: {count} device(s)");
    Ok(())
}
