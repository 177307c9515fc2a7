//! `nvidia-smi` in Rust, with cuda-nvml: the idea of NVIDIA's `nvidia_smi` example for cuda-python
//! (a summary of every GPU), extended to what `nvidia-smi -q` prints for one GPU.
//!
//! ```text
//! cargo run -p cuda-nvml --example nvidia_smi                # the summary, then `-q` for GPU 0
//! cargo run -p cuda-nvml --example nvidia_smi -- -i 1        # `-q` for GPU 1
//! cargo run -p cuda-nvml --example nvidia_smi -- --query-gpu # as `nvidia-smi --query-gpu=<its fields>
//!                                                            #    --format=csv,noheader,nounits`
//! ```
//!
//! Without an NVIDIA driver it says why in one paragraph and exits 77 ("skipped").

mod query;

use std::process::ExitCode;

use cuda_nvml::sys::nvmlClockType_t;
use cuda_nvml::{Device, Error, EventSet, Nvml, NvmlError};

/// The exit code of an example without a GPU to run on.
const NO_GPU: u8 = 77;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let nvml = match Nvml::init() {
        Ok(n) => n,
        Err(e) => {
            eprintln!(
                "nvidia_smi: skipped: no GPU to run on: NVML, the NVIDIA driver's management library, \
                 could not be started, so there is nothing to show: {e}. Without an NVIDIA GPU and its \
                 driver this is expected; with one, check that the driver's kernel module is loaded \
                 (`nvidia-smi` itself would fail the same way)."
            );
            return ExitCode::from(NO_GPU);
        }
    };
    match run(&nvml, &args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("nvidia_smi: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(nvml: &Nvml, args: &[String]) -> Result<(), Error> {
    let devices = nvml.devices()?;
    if args.iter().any(|a| a == "--query-gpu") {
        for device in &devices {
            let values: Vec<String> = query::query_gpu(nvml, device)
                .into_iter()
                .map(|(_, v)| v)
                .collect();
            println!("{}", values.join(", "));
        }
        return Ok(());
    }
    let index = match args.iter().position(|a| a == "-i") {
        Some(i) => args
            .get(i + 1)
            .and_then(|s| s.parse::<u32>().ok())
            .unwrap_or(0),
        None => 0,
    };
    summary(nvml, &devices)?;
    match devices.get(index as usize) {
        Some(device) => details(nvml, device),
        None => {
            println!("\nNo GPU {index}: NVML sees {} device(s).", devices.len());
            Ok(())
        }
    }
}

/// One line per value that may be missing: the value, or why not (`N/A (not supported)`).
fn show<T>(value: Result<T, NvmlError>, f: impl FnOnce(T) -> String) -> String {
    match value {
        Ok(v) => f(v),
        Err(e) if e.is_not_supported() => "N/A (not supported on this GPU)".to_owned(),
        Err(e) if e.is_no_permission() => {
            format!("N/A (needs privileges: {})", e.name().unwrap_or(""))
        }
        Err(e) if e.is_missing() => format!("N/A ({e})"),
        Err(e) => format!("N/A ({e})"),
    }
}

fn mib(bytes: u64) -> String {
    format!("{} MiB", bytes >> 20)
}

/// The table `nvidia-smi` opens with: versions, then a line per GPU.
fn summary(nvml: &Nvml, devices: &[Device]) -> Result<(), Error> {
    let cuda = show(nvml.cuda_driver_version(), |(a, b)| format!("{a}.{b}"));
    println!(
        "NVML {}    Driver Version: {}    CUDA Version: {cuda}",
        nvml.nvml_version()?,
        nvml.driver_version()?
    );
    println!("{:-<100}", "");
    println!(
        "{:<4}{:<34}{:>6}{:>6}{:>20}{:>22}{:>8}",
        "GPU", "Name", "Temp", "Perf", "Pwr:Usage/Cap", "Memory-Usage", "Util"
    );
    for (i, d) in devices.iter().enumerate() {
        let power = match (d.power_usage(), d.power_limit()) {
            (Ok(u), Ok(l)) => format!("{}W / {}W", u / 1000, l / 1000),
            _ => "N/A".to_owned(),
        };
        let memory = show(d.memory(), |m| {
            format!("{}MiB / {}MiB", m.used >> 20, m.total >> 20)
        });
        println!(
            "{:<4}{:<34}{:>6}{:>6}{:>20}{:>22}{:>8}",
            i,
            d.name()?,
            show(d.temperature(), |t| format!("{t}C")),
            show(d.performance_state(), |p| p.to_string()),
            power,
            memory,
            show(d.utilization(), |u| format!("{}%", u.gpu)),
        );
    }
    println!("{:-<100}", "");
    Ok(())
}

/// What `nvidia-smi -q -i <index>` prints, for the parts NVML answers directly.
fn details(nvml: &Nvml, d: &Device) -> Result<(), Error> {
    let pci = d.pci_info()?;
    println!("\n==============NVSMI LOG==============\n");
    println!(
        "Driver Version                        : {}",
        nvml.driver_version()?
    );
    println!(
        "NVML Version                          : {}",
        nvml.nvml_version()?
    );
    println!(
        "CUDA Version                          : {}",
        show(nvml.cuda_driver_version(), |(a, b)| format!("{a}.{b}"))
    );
    println!(
        "Attached GPUs                         : {}",
        nvml.device_count()?
    );
    println!("GPU {}", pci.bus_id);
    println!("    Product Name                      : {}", d.name()?);
    println!("    GPU UUID                          : {}", d.uuid()?);
    println!(
        "    Minor Number / NVML Index         : {}",
        show(d.index(), |i| i.to_string())
    );
    println!("    PCI");
    println!("        Bus Id                        : {}", pci.bus_id);
    println!(
        "        Device Id                     : {:08X}",
        pci.pci_device_id
    );
    println!(
        "        Sub System Id                 : {:08X}",
        pci.pci_sub_system_id
    );
    let fans = show(d.fans(), |f| {
        f.iter()
            .map(|s| format!("{} %", s.percent))
            .collect::<Vec<_>>()
            .join(", ")
    });
    println!("    Fan Speed                         : {fans}");
    println!(
        "    Performance State                 : {}",
        show(d.performance_state(), |p| p.to_string())
    );
    println!("    FB Memory Usage");
    match d.memory() {
        Ok(m) => {
            println!("        Total                         : {}", mib(m.total));
            if let Some(r) = m.reserved {
                println!("        Reserved                      : {}", mib(r));
            }
            println!("        Used                          : {}", mib(m.used));
            println!("        Free                          : {}", mib(m.free));
        }
        Err(e) => println!("        N/A ({e})"),
    }
    println!("    Utilization");
    match d.utilization() {
        Ok(u) => {
            println!("        Gpu                           : {} %", u.gpu);
            println!("        Memory                        : {} %", u.memory);
        }
        Err(e) => println!("        N/A ({e})"),
    }
    println!("    ECC Mode");
    println!(
        "        Current                       : {}",
        show(d.ecc_mode(), |m| m.current_text().to_owned())
    );
    println!(
        "        Pending                       : {}",
        show(d.ecc_mode(), |m| enabled(m.pending))
    );
    println!("    MIG Mode");
    println!(
        "        Current                       : {}",
        show(d.mig_mode(), |m| m.current_text().to_owned())
    );
    println!(
        "        Pending                       : {}",
        show(d.mig_mode(), |m| enabled(m.pending))
    );
    println!("    Temperature");
    println!(
        "        GPU Current Temp              : {}",
        show(d.temperature(), |t| format!("{t} C"))
    );
    println!("    GPU Power Readings");
    println!(
        "        Power Draw                    : {}",
        show(d.power_usage(), |p| format!("{} W", query::watts(p)))
    );
    println!(
        "        Current Power Limit           : {}",
        show(d.power_limit(), |p| format!("{} W", query::watts(p)))
    );
    println!(
        "        Enforced Power Limit          : {}",
        show(d.enforced_power_limit(), |p| format!(
            "{} W",
            query::watts(p)
        ))
    );
    println!("    Clocks");
    let clocks = [
        ("Graphics", nvmlClockType_t::NVML_CLOCK_GRAPHICS),
        ("SM", nvmlClockType_t::NVML_CLOCK_SM),
        ("Memory", nvmlClockType_t::NVML_CLOCK_MEM),
        ("Video", nvmlClockType_t::NVML_CLOCK_VIDEO),
    ];
    for (name, clock) in clocks {
        println!(
            "        {name:<30}: {}",
            show(d.clock(clock), |c| format!("{c} MHz"))
        );
    }
    println!("    Max Clocks");
    for (name, clock) in clocks {
        println!(
            "        {name:<30}: {}",
            show(d.max_clock(clock), |c| format!("{c} MHz"))
        );
    }
    println!("    NVLink");
    match d.nvlinks() {
        Ok(links) if links.is_empty() => println!("        N/A (no NVLink on this GPU)"),
        Ok(links) => {
            for l in links {
                println!(
                    "        Link {:<25}: {}",
                    l.link,
                    if l.active { "Active" } else { "Inactive" }
                );
            }
        }
        Err(e) => println!("        N/A ({e})"),
    }
    println!(
        "    Events supported                  : {}",
        show(EventSet::supported(d), |t| format!("{t:?}"))
    );
    println!("    Processes");
    match d.processes() {
        Ok(ps) if ps.is_empty() => println!("        None"),
        Ok(ps) => {
            for p in ps {
                let memory = p.used_memory.map_or("N/A".to_owned(), mib);
                println!("        Process ID                    : {}", p.pid);
                println!("            Type                      : {:?}", p.kind);
                println!("            Used GPU Memory           : {memory}");
            }
        }
        Err(e) => println!("        N/A ({e})"),
    }
    Ok(())
}

fn enabled(on: bool) -> String {
    if on { "Enabled" } else { "Disabled" }.to_owned()
}
