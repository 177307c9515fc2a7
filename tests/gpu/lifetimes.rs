//! Frees and unloads that must wait for the work using what they release: a buffer closed on a stream
//! of another context, a free whose ordering wait fails, a module dropped while its kernel runs.

use cuda_driver::sys::{CUctx_flags, CUstream_flags};
use cuda_driver::{Context, DeviceBuffer, Error, Module, Stream};

use super::ownership::{check_all, spin_add_one, LONG, SPIN_ADD_ONE};
use super::{child_role, gpu, run_child, Failure, TestResult};

/// `close_on` with a stream of another context is refused (the free would have run with that context
/// bound, on its stream); the buffer is then freed on its home stream as when dropped, and the other
/// context's work is unaffected.
fn close_on_a_stream_of_another_context_is_refused() -> TestResult {
    let Some(g) = gpu("close_on_a_stream_of_another_context_is_refused") else {
        return Ok(());
    };
    let other = Context::create(g.device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let theirs = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let mut buf = DeviceBuffer::<u32>::alloc(&g.stream, 1000)?;
    buf.memset_d32(7)?;
    check_all(&buf, 7, "before close_on")?;
    match buf.close_on(&theirs) {
        Err(Error::InvalidArgument(_)) => {}
        other => {
            return Err(Failure(format!(
                "close_on a stream of another context: {other:?}, not refused"
            )))
        }
    }
    // Both contexts still work: the refused buffer went through the ordinary free.
    let mut mine = DeviceBuffer::<u32>::zeroed(&g.stream, 1000)?;
    mine.memset_d32(3)?;
    check_all(&mine, 3, "a new buffer after the refused close_on")?;
    let mut in_other = DeviceBuffer::<u32>::zeroed(&theirs, 1000)?;
    in_other.memset_d32(5)?;
    check_all(&in_other, 5, "a buffer of the other context")?;
    // A stream of the buffer's own context is accepted.
    let same = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    mine.close_on(&same)?;
    Ok(())
}

/// A module dropped right after a plain launch of a long kernel: the launch records nothing on the
/// module, so the drop waits for the context's work before `cuModuleUnload` (which is not documented to
/// wait). The kernel has finished when the drop returns, and its result is right. In a child process,
/// since an unload under a running kernel could fault and poison the context.
fn module_dropped_while_its_kernel_runs() -> TestResult {
    const TEST: &str = "module_dropped_while_its_kernel_runs";
    if child_role().as_deref() == Some("module_drop") {
        let Some(g) = gpu(TEST) else {
            return Err(Failure("the module_drop child has no GPU".into()));
        };
        let stream = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
        let mut buf = DeviceBuffer::<u32>::zeroed(&stream, 1 << 16)?;
        stream.synchronize()?;
        let module = Module::from_ptx(&g.ctx, SPIN_ADD_ONE)?;
        let f = module.function("spin_add_one")?;
        spin_add_one(&f, &stream, &mut buf, LONG)?;
        if stream.query()? {
            return Err(Failure(
                "the long kernel finished before the module was dropped; the test shows nothing"
                    .into(),
            ));
        }
        drop(module);
        if !stream.query()? {
            return Err(Failure(
                "the module's drop returned while its kernel was still running".into(),
            ));
        }
        stream.synchronize()?;
        return check_all(&buf, 1, "after the module was dropped under its kernel");
    }
    if gpu(TEST).is_none() {
        return Ok(());
    }
    run_child(TEST, "module_drop", &[])?;
    Ok(())
}

tests![
    close_on_a_stream_of_another_context_is_refused,
    module_dropped_while_its_kernel_runs,
];
