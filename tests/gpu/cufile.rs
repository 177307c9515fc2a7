//! cuFile (GPUDirect Storage): a file written here, read into device memory through cuFile, copied
//! back and compared byte for byte, then written from device memory into a second file through cuFile.
//!
//! Where GPUDirect Storage is not set up (no nvidia-fs module, or a file system it does not serve),
//! cuFile's compatibility mode moves the data with POSIX calls and a bounce buffer: the test allows it
//! (`CUFILE_PARAM_PROPERTIES_ALLOW_COMPAT_MODE`, the `allow_compat_mode` key of `cufile.json`) before
//! opening the driver. libcufile is found as `CuFile::load` finds it (`CUDA_CUFILE_LIBRARY`, the loader,
//! the toolkit's `lib64`, pip wheels), else beside the bundle (`.gpu/lib/libcufile.so.0`). Without the
//! library, or when cuFile refuses to open on the machine, the test is reported ignored with cuFile's
//! refusal as the reason.

use std::fs::{self, File};
use std::path::PathBuf;
use std::time::Duration;

use cuda_cufile::sys::{CUFileBoolConfigParameter_t, CUfileOpError};
use cuda_cufile::{CuFile, Driver, Error, FileHandle, RegisteredBuffer};
use cuda_driver::DeviceBuffer;

use super::{gpu, TestResult};

/// libcufile: the usual search, else the copy a bundle carries in `lib/` beside `bin/`.
fn load() -> Result<&'static CuFile, String> {
    let searched = match CuFile::load() {
        Ok(c) => return Ok(c),
        Err(e) => e,
    };
    let bundled = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.join("lib/libcufile.so.0")))
        .filter(|p| p.is_file());
    match bundled {
        Some(path) => CuFile::open(&path).map_err(|e| e.to_string()),
        None => Err(searched.to_string()),
    }
}

/// A scratch folder of this process, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> std::io::Result<Scratch> {
        let dir = std::env::temp_dir().join(format!("cuda-cufile-{name}-{}", std::process::id()));
        fs::create_dir_all(&dir)?;
        Ok(Scratch(dir))
    }
    fn path(&self, file: &str) -> PathBuf {
        self.0.join(file)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// How long opening the driver may take.
const OPEN_LIMIT: Duration = Duration::from_secs(60);

/// The driver, opened with compatibility mode allowed; `None` after the
/// line that says why cuFile cannot run here.
fn open_driver(test: &str) -> Option<Driver> {
    let cufile = match load() {
        Ok(c) => c,
        Err(e) => {
            super::harness::not_run(format_args!("{test}: no cuFile library: {e}"));
            return None;
        }
    };
    let compat = CUFileBoolConfigParameter_t::CUFILE_PARAM_PROPERTIES_ALLOW_COMPAT_MODE;
    // On a thread, with a time limit: on a machine without the NVIDIA driver's files (the CPU
    // container's fake driver), cuFile 1.20's open was seen spinning forever in a read of one.
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        // cuFile writes `cufile.log` into the working folder when the driver opens (`logging.dir`
        // set through the library was seen ignored).
        let opened = cufile
            .set_parameter_bool(compat, true)
            .map_err(Error::from)
            .and_then(|()| Driver::open(cufile));
        let _ = send.send(opened);
    });
    let Ok(opened) = receive.recv_timeout(OPEN_LIMIT) else {
        let limit = OPEN_LIMIT.as_secs();
        super::harness::not_run(format_args!("{test}: cuFileDriverOpen did not return in {limit} s"));
        return None;
    };
    match opened {
        Ok(driver) => {
            eprintln!(
                "{test}: cuFile {} from {}, compatibility mode {:?}",
                cufile.version(),
                cufile.path(),
                cufile.parameter_bool(compat)
            );
            Some(driver)
        }
        Err(e) => {
            super::harness::not_run(format_args!("{test}: cuFile refused to open: {e}"));
            None
        }
    }
}

/// The last `ERROR` line cuFile wrote to `cufile.log` in the working folder before the one that only
/// repeats the refused call: the cause, such as "unable to get volume attributes for fd 37".
fn last_log_error() -> Option<String> {
    let log = fs::read_to_string("cufile.log").ok()?;
    let errors: Vec<&str> = log.lines().filter(|l| l.contains("ERROR")).collect();
    let cause = errors
        .iter()
        .rev()
        .find(|l| !l.contains("cuFileHandleRegister"))
        .or(errors.last())?;
    Some(cause.split_once("ERROR").map_or(*cause, |(_, rest)| rest).trim().to_owned())
}

/// The byte at `i` of the test file: a pattern that a shifted or truncated copy does not match.
fn pattern(i: usize) -> u8 {
    (i.wrapping_mul(131) ^ (i >> 9)) as u8
}

fn cufile_reads_a_file_into_device_memory_and_writes_it_back() -> TestResult {
    const TEST: &str = "cufile_reads_a_file_into_device_memory_and_writes_it_back";
    let Some(gpu) = gpu(TEST) else {
        return Ok(());
    };
    let scratch = Scratch::new("io")?;
    let Some(driver) = open_driver(TEST) else {
        return Ok(());
    };
    // 1 MiB and a half page from the file, into the buffer at 4 KiB; the buffer's other bytes keep
    // the 0xAB a memset queued just before the read gave them (the read waits for the memset).
    const FILE_LEN: usize = (1 << 20) + 2048;
    const AT: usize = 4096;
    const BUF_LEN: usize = FILE_LEN + 2 * AT;
    let contents: Vec<u8> = (0..FILE_LEN).map(pattern).collect();
    fs::write(scratch.path("input.bin"), &contents)?;
    let input = File::open(scratch.path("input.bin"))?;
    let output = File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(scratch.path("output.bin"))?;

    let mut device = DeviceBuffer::<u8>::alloc_unpooled(&gpu.stream, BUF_LEN)?;
    device.memset_d8_on(0xAB, &gpu.stream)?;
    {
        let input = match FileHandle::register(&driver, &input) {
            Err(Error::CuFile(e)) if e.code() == Some(CUfileOpError::CU_FILE_HANDLE_NOT_REGISTERED) => {
                // cuFile refuses every file of a file system whose volume attributes it cannot read
                // (udev's, absent in a container): the machine's refusal, said with cuFile's own reason.
                let why = last_log_error().unwrap_or_else(|| "no cufile.log to say why".into());
                super::harness::not_run(format_args!(
                    "{TEST}: cuFile refused to register a file on this machine: {e} (cufile.log: {why})"
                ));
                return Ok(());
            }
            other => other?,
        };
        let output = FileHandle::register(&driver, &output)?;
        let mut buffer = RegisteredBuffer::register(&driver, &mut device, &gpu.stream)?;
        let read = buffer.read(&input, 0, AT, FILE_LEN, &gpu.stream)?;
        assert_eq!(read, FILE_LEN);
        // Past the end of the buffer: refused before cuFile is called.
        let past = buffer.read(&input, 0, AT, BUF_LEN, &gpu.stream);
        assert!(
            matches!(past, Err(Error::OutOfBounds { offset: AT, len: BUF_LEN, buffer_len: BUF_LEN })),
            "{past:?}"
        );
        // The read bytes, from device memory into the second file at offset 512.
        let written = buffer.write(&output, 512, AT, FILE_LEN, &gpu.stream)?;
        assert_eq!(written, FILE_LEN);
    }
    let back = device.to_vec()?;
    assert!(back[..AT].iter().all(|&b| b == 0xAB), "bytes before the read changed");
    assert!(back[AT + FILE_LEN..].iter().all(|&b| b == 0xAB), "bytes after the read changed");
    if let Some(i) = (0..FILE_LEN).find(|&i| back[AT + i] != contents[i]) {
        panic!("device byte {} is {:#x}, the file's {i} is {:#x}", AT + i, back[AT + i], contents[i]);
    }
    let written = fs::read(scratch.path("output.bin"))?;
    assert_eq!(written.len(), 512 + FILE_LEN);
    assert!(written[..512].iter().all(|&b| b == 0), "the hole before offset 512");
    assert!(written[512..] == contents[..], "the file written from device memory differs");
    eprintln!("{TEST}: {FILE_LEN} bytes read into device memory and written back through cuFile");
    Ok(())
}

tests![cufile_reads_a_file_into_device_memory_and_writes_it_back];
