//! A stand-in libnccl made of Rust functions, for `nccl_stand_in.rs`: one rank per communicator, on
//! the host-memory fake driver (whose device memory is host memory). Its collectives copy the send
//! buffer into the receive buffer (a reduction over one rank), at once, or at `ncclGroupEnd` inside
//! a group; a send is received by the receive of the same group. Every call is logged with its
//! stream, count and element type; knobs make the next call fail, the asynchronous error report
//! codes, and the library lack a function.

use std::ffi::{c_char, c_int, c_void, CString};
use std::ptr::NonNull;
use std::sync::{Mutex, MutexGuard};

use cuda_nccl::sys::{
    cudaStream_t, ncclComm_t, ncclConfig_t, ncclDataType_t, ncclRedOp_t, ncclResult_t,
    ncclUniqueId, Functions,
};
use cuda_nccl::Nccl;
use cuda_struct::FunctionInfo;

pub const OK: ncclResult_t = ncclResult_t::ncclSuccess;

/// One logged call: its name, the stream, the count, the element type (or another number).
pub type Entry = (&'static str, usize, usize, i64);

struct Comm {
    rank: c_int,
    count: c_int,
    device: c_int,
}

/// A call noted inside a group, run at its end.
struct Pending {
    name: &'static str,
    send: usize,
    recv: usize,
    bytes: usize,
}

static LOG: Mutex<Vec<Entry>> = Mutex::new(Vec::new());
static PENDING: Mutex<Vec<Pending>> = Mutex::new(Vec::new());
static GROUP: Mutex<i32> = Mutex::new(0);
static LIVE: Mutex<i32> = Mutex::new(0);
/// The code the next collective returns instead of running.
pub static FAIL_NEXT: Mutex<Option<ncclResult_t>> = Mutex::new(None);
/// The codes the next `ncclCommGetAsyncError` calls report, in order; success once empty.
pub static ASYNC: Mutex<Vec<ncclResult_t>> = Mutex::new(Vec::new());
/// What `ncclCommInitRankConfig` was given: size, magic, version, blocking, minCTAs.
pub type Seen = (usize, u32, u32, i32, i32);
/// The last [`Seen`] configuration.
pub static CONFIG: Mutex<Option<Seen>> = Mutex::new(None);
static LAST: Mutex<Option<CString>> = Mutex::new(None);
/// The threads communicators were destroyed or aborted on, in order.
pub static ENDED_ON: Mutex<Vec<std::thread::ThreadId>> = Mutex::new(Vec::new());

fn lock<T>(m: &'static Mutex<T>) -> MutexGuard<'static, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The calls since the last `take`.
pub fn take() -> Vec<Entry> {
    std::mem::take(&mut *lock(&LOG))
}

/// How many communicators are alive.
pub fn live() -> i32 {
    *lock(&LIVE)
}

fn log(name: &'static str, stream: cudaStream_t, count: usize, extra: i64) {
    lock(&LOG).push((name, stream.into_raw().addr(), count, extra));
}

fn size_of_type(t: ncclDataType_t) -> usize {
    match t.raw() {
        0 | 1 | 10 | 11 => 1,
        6 | 9 => 2,
        2 | 3 | 7 => 4,
        _ => 8,
    }
}

/// Runs a call now, or notes it for the group's end.
fn run(p: Pending) {
    if *lock(&GROUP) > 0 {
        lock(&PENDING).push(p);
        return;
    }
    lock(&LOG).push(("run", 0, p.bytes, 0));
    if p.send != p.recv && p.send != 0 && p.recv != 0 {
        // SAFETY: both address `bytes` bytes of the fake driver's (host) memory, checked by the safe
        // layer before the call.
        unsafe { std::ptr::copy(p.send as *const u8, p.recv as *mut u8, p.bytes) };
    }
}

/// The knob's failure, if set: logged, with its text for `ncclGetLastError`.
fn failure() -> Option<ncclResult_t> {
    let code = lock(&FAIL_NEXT).take()?;
    *lock(&LAST) = Some(CString::new(format!("stand-in: refused with {}", code.raw())).unwrap());
    Some(code)
}

unsafe extern "C" fn get_version(v: *mut c_int) -> ncclResult_t {
    // SAFETY: a valid out-parameter.
    unsafe { *v = 22707 };
    OK
}

fn make(rank: c_int, count: c_int, device: c_int) -> ncclComm_t {
    *lock(&LIVE) += 1;
    let comm = Box::new(Comm {
        rank,
        count,
        device,
    });
    ncclComm_t::from_raw(Box::into_raw(comm).cast::<c_void>())
}

unsafe extern "C" fn init_all(
    comms: *mut ncclComm_t,
    n: c_int,
    devs: *const c_int,
) -> ncclResult_t {
    lock(&LOG).push(("init_all", 0, n as usize, 0));
    for i in 0..n {
        // SAFETY: `n` handles and `n` ordinals, as the caller promises.
        unsafe { *comms.add(i as usize) = make(i, n, *devs.add(i as usize)) };
    }
    OK
}

unsafe extern "C" fn init_rank_config(
    comm: *mut ncclComm_t,
    n: c_int,
    _id: ncclUniqueId,
    rank: c_int,
    config: *mut ncclConfig_t,
) -> ncclResult_t {
    // SAFETY: the common prefix of both layouts, which the caller filled.
    let c = unsafe { &*config };
    *lock(&CONFIG) = Some((
        c.size(),
        c.magic(),
        c.version(),
        c.blocking(),
        c.min_ct_as(),
    ));
    // SAFETY: a valid out-parameter.
    unsafe { *comm = make(rank, n, 0) };
    OK
}

fn end(comm: ncclComm_t, name: &'static str) -> ncclResult_t {
    // SAFETY: made from a box by `make`, ended once.
    drop(unsafe { Box::from_raw(comm.into_raw().cast::<Comm>()) });
    *lock(&LIVE) -= 1;
    lock(&LOG).push((name, 0, 0, 0));
    lock(&ENDED_ON).push(std::thread::current().id());
    OK
}

unsafe extern "C" fn destroy(comm: ncclComm_t) -> ncclResult_t {
    end(comm, "destroy")
}

unsafe extern "C" fn abort(comm: ncclComm_t) -> ncclResult_t {
    end(comm, "abort")
}

/// # Safety
/// `comm` is a live communicator of the stand-in.
unsafe fn comm<'a>(comm: ncclComm_t) -> &'a Comm {
    // SAFETY: made by `make`, alive.
    unsafe { &*comm.into_raw().cast::<Comm>() }
}

unsafe extern "C" fn count(c: ncclComm_t, out: *mut c_int) -> ncclResult_t {
    // SAFETY: a live communicator and a valid out-parameter.
    unsafe { *out = comm(c).count };
    OK
}

unsafe extern "C" fn rank(c: ncclComm_t, out: *mut c_int) -> ncclResult_t {
    // SAFETY: as above.
    unsafe { *out = comm(c).rank };
    OK
}

unsafe extern "C" fn device(c: ncclComm_t, out: *mut c_int) -> ncclResult_t {
    // SAFETY: as above.
    unsafe { *out = comm(c).device };
    OK
}

unsafe extern "C" fn async_error(_c: ncclComm_t, out: *mut ncclResult_t) -> ncclResult_t {
    let mut codes = lock(&ASYNC);
    let code = if codes.is_empty() {
        OK
    } else {
        codes.remove(0)
    };
    lock(&LOG).push(("async", 0, 0, i64::from(code.raw())));
    // SAFETY: a valid out-parameter.
    unsafe { *out = code };
    OK
}

unsafe extern "C" fn last_error(_c: ncclComm_t) -> *const c_char {
    lock(&LAST).as_ref().map_or(c"".as_ptr(), |s| s.as_ptr())
}

unsafe extern "C" fn group_start() -> ncclResult_t {
    *lock(&GROUP) += 1;
    lock(&LOG).push(("group_start", 0, 0, 0));
    OK
}

unsafe extern "C" fn group_end() -> ncclResult_t {
    lock(&LOG).push(("group_end", 0, 0, 0));
    let mut depth = lock(&GROUP);
    *depth -= 1;
    if *depth > 0 {
        return OK;
    }
    drop(depth);
    let pending = std::mem::take(&mut *lock(&PENDING));
    // Sends meet the receives of the group, in order.
    let (sends, others): (Vec<Pending>, Vec<Pending>) =
        pending.into_iter().partition(|p| p.name == "send");
    let mut sends = sends.into_iter();
    for mut p in others {
        if p.name == "recv" {
            p.send = sends.next().map_or(0, |s| s.send);
        }
        run(p);
    }
    OK
}

unsafe extern "C" fn all_reduce(
    send: *const c_void,
    recv: *mut c_void,
    n: usize,
    t: ncclDataType_t,
    _op: ncclRedOp_t,
    _c: ncclComm_t,
    s: cudaStream_t,
) -> ncclResult_t {
    call("all_reduce", send, recv, n, t, s)
}

unsafe extern "C" fn broadcast(
    send: *const c_void,
    recv: *mut c_void,
    n: usize,
    t: ncclDataType_t,
    root: c_int,
    _c: ncclComm_t,
    s: cudaStream_t,
) -> ncclResult_t {
    lock(&LOG).push(("root", 0, 0, i64::from(root)));
    call("broadcast", send, recv, n, t, s)
}

unsafe extern "C" fn all_gather(
    send: *const c_void,
    recv: *mut c_void,
    n: usize,
    t: ncclDataType_t,
    _c: ncclComm_t,
    s: cudaStream_t,
) -> ncclResult_t {
    call("all_gather", send, recv, n, t, s)
}

unsafe extern "C" fn reduce_scatter(
    send: *const c_void,
    recv: *mut c_void,
    n: usize,
    t: ncclDataType_t,
    _op: ncclRedOp_t,
    _c: ncclComm_t,
    s: cudaStream_t,
) -> ncclResult_t {
    call("reduce_scatter", send, recv, n, t, s)
}

unsafe extern "C" fn send(
    buf: *const c_void,
    n: usize,
    t: ncclDataType_t,
    _peer: c_int,
    _c: ncclComm_t,
    s: cudaStream_t,
) -> ncclResult_t {
    call("send", buf, std::ptr::null_mut(), n, t, s)
}

unsafe extern "C" fn recv(
    buf: *mut c_void,
    n: usize,
    t: ncclDataType_t,
    _peer: c_int,
    _c: ncclComm_t,
    s: cudaStream_t,
) -> ncclResult_t {
    call("recv", std::ptr::null(), buf, n, t, s)
}

/// Logs a collective, then fails it (the knob) or runs it (now, or at the group's end).
fn call(
    name: &'static str,
    send: *const c_void,
    recv: *mut c_void,
    n: usize,
    t: ncclDataType_t,
    s: cudaStream_t,
) -> ncclResult_t {
    log(name, s, n, i64::from(t.raw()));
    if send.cast_mut() == recv {
        lock(&LOG).push(("in_place", 0, 0, 0));
    }
    if let Some(code) = failure() {
        return code;
    }
    let bytes = n * size_of_type(t);
    run(Pending {
        name,
        send: send.addr(),
        recv: recv.addr(),
        bytes,
    });
    OK
}

/// A stand-in of `version` (22707 or 23203: which configuration layout it is handed), made once
/// per version; it lacks `ncclReduce` (a missing-function error).
pub fn stand_in(version: u32) -> &'static Nccl {
    static MADE: Mutex<Vec<(u32, &'static Nccl)>> = Mutex::new(Vec::new());
    let mut made = lock(&MADE);
    if let Some((_, n)) = made.iter().find(|(v, _)| *v == version) {
        return n;
    }
    let lookup = |f: &'static FunctionInfo| -> Option<NonNull<c_void>> {
        let p: *const () = match f.name {
            "ncclGetVersion" => get_version as *const (),
            "ncclCommInitAll" => init_all as *const (),
            "ncclCommInitRankConfig" => init_rank_config as *const (),
            "ncclCommDestroy" => destroy as *const (),
            "ncclCommAbort" => abort as *const (),
            "ncclCommCount" => count as *const (),
            "ncclCommUserRank" => rank as *const (),
            "ncclCommCuDevice" => device as *const (),
            "ncclCommGetAsyncError" => async_error as *const (),
            "ncclGetLastError" => last_error as *const (),
            "ncclGroupStart" => group_start as *const (),
            "ncclGroupEnd" => group_end as *const (),
            "ncclAllReduce" => all_reduce as *const (),
            "ncclBroadcast" => broadcast as *const (),
            "ncclAllGather" => all_gather as *const (),
            "ncclReduceScatter" => reduce_scatter as *const (),
            "ncclSend" => send as *const (),
            "ncclRecv" => recv as *const (),
            _ => return None,
        };
        NonNull::new(p.cast_mut().cast())
    };
    // SAFETY: each address is a function above with the prototype of the function of that name.
    let functions = unsafe { <Functions as cuda_struct::FunctionTable>::resolve(&mut { lookup }) };
    // SAFETY: the stand-ins copy only the bytes the counts name, at once or at the group's end (the
    // fake driver runs all work at once), and touch nothing else.
    let nccl = unsafe { Nccl::from_functions(functions, version) };
    made.push((version, nccl));
    nccl
}
