// Scenario 5 of the ordering issue: a capture begun on any stream let other streams join it unseen.
// Capture now goes only through `Context::capture(|s| ...)`; `begin_capture` is gone.
use cuda_driver::sys::CUstreamCaptureMode;
use cuda_driver::Stream;

fn capture_a_shared_stream(stream: &Stream) {
    let _ = stream.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED);
    let _ = stream.end_capture();
}

fn main() {}
