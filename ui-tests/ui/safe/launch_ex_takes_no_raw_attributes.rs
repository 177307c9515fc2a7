// Scenarios 1 and 2 of the ordering issue: `launch_ex` used to take a `CUlaunchConfig` with any raw
// attribute, among them programmatic stream serialisation (which lets a reader start before the writer
// queued ahead of it finishes) and raw event handles. It now takes typed attributes that keep stream
// order; the relaxed ones exist only in the unsafe `launch_relaxed`.
use cuda_driver::sys::{CUlaunchAttribute, CUlaunchAttributeID, CUlaunchConfig};
use cuda_driver::{DeviceBuffer, Function, Stream};

fn reader_starts_early(f: &Function<'_>, stream: &Stream, buf: &DeviceBuffer<u32>) {
    let mut attrs = [CUlaunchAttribute::new()
        .with_id(CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION)];
    let mut config = CUlaunchConfig::new().with_h_stream(stream.raw());
    config.set_attrs(&mut attrs).unwrap();
    let _ = unsafe { f.launch_ex(&config, stream, (buf,)) };
}

fn main() {}
