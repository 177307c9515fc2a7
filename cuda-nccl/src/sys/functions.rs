//! nccl.h's functions, one [`cuda_struct::functions!`] table, [`Functions`]: each line is the C
//! prototype, looked up by its plain name. The calls are `unsafe` methods of [`Nccl`](crate::Nccl),
//! named as in C. A line marked "NCCL 2.28 and later" (or another release) is absent from the 2.27
//! libraries of CUDA 12.9's and 13.0's wheels: calling it there is the "missing function" error.

use core::ffi::{c_char, c_int, c_uint, c_void};

use super::{
    cudaStream_t, ncclCollConfig_t, ncclCommMemStat_t, ncclComm_t, ncclConfig_t, ncclDataType_t,
    ncclEncryptionConfig_t, ncclParamHandle_t, ncclRedOp_t, ncclResult_t, ncclScalarResidence_t,
    ncclSimInfo_t, ncclUniqueId, ncclWaitSignalDesc_t, ncclWindow_t,
};

cuda_struct::functions! {
    /// Every NCCL function, resolved by its exported name (`None`: the loaded library lacks it).
    pub struct Functions -> ncclResult_t, calls on crate::Nccl;
    /// Allocates device memory suited to NCCL's zero-copy paths (registration, windows).
    fn ncclMemAlloc(ptr: *mut *mut c_void, size: usize);
    /// Frees memory from `ncclMemAlloc`.
    fn ncclMemFree(ptr: *mut c_void);
    /// The library's version code (`NCCL_VERSION(major, minor, patch)`).
    fn ncclGetVersion(version: *mut c_int);
    /// Makes a fresh id for a new communicator, on the rank that hands it to the others.
    fn ncclGetUniqueId(uniqueId: *mut ncclUniqueId);
    /// Makes this process's rank `rank` of `nranks` in the communicator `commId` names, configured.
    fn ncclCommInitRankConfig(
        comm: *mut ncclComm_t,
        nranks: c_int,
        commId: ncclUniqueId,
        rank: c_int,
        config: *mut ncclConfig_t,
    );
    /// Makes this process's rank `rank` of `nranks`, on the current device.
    fn ncclCommInitRank(comm: *mut ncclComm_t, nranks: c_int, commId: ncclUniqueId, rank: c_int);
    /// Makes `ndev` communicators at once, one per device of `devlist` (null: devices 0 to ndev - 1),
    /// in this process.
    fn ncclCommInitAll(comm: *mut ncclComm_t, ndev: c_int, devlist: *const c_int);
    /// Finishes every operation queued on the communicator, so that destruction need not wait.
    fn ncclCommFinalize(comm: ncclComm_t);
    /// Frees the communicator's local resources.
    fn ncclCommDestroy(comm: ncclComm_t);
    /// Stops the communicator's operations in flight and frees it.
    fn ncclCommAbort(comm: ncclComm_t);
    /// Stops the communicator's operations in flight, leaving it to be destroyed or split (NCCL 2.32).
    fn ncclCommRevoke(comm: ncclComm_t, revokeFlags: c_int);
    /// Makes communicators of the ranks that pass the same `color`, ordered by `key`.
    fn ncclCommSplit(
        comm: ncclComm_t,
        color: c_int,
        key: c_int,
        newcomm: *mut ncclComm_t,
        config: *mut ncclConfig_t,
    );
    /// Makes a communicator of the ranks not listed.
    fn ncclCommShrink(
        comm: ncclComm_t,
        excludeRanksList: *mut c_int,
        excludeRanksCount: c_int,
        newcomm: *mut ncclComm_t,
        config: *mut ncclConfig_t,
        shrinkFlags: c_int,
    );
    /// Makes an id for growing the communicator (NCCL 2.32).
    fn ncclCommGetUniqueId(comm: ncclComm_t, uniqueId: *mut ncclUniqueId);
    /// Makes a larger communicator with new ranks joining (NCCL 2.32).
    fn ncclCommGrow(
        comm: ncclComm_t,
        nRanks: c_int,
        uniqueId: *const ncclUniqueId,
        rank: c_int,
        newcomm: *mut ncclComm_t,
        config: *mut ncclConfig_t,
    );
    /// `ncclCommInitRankConfig` with up to one id per rank, to spread the start-up work.
    fn ncclCommInitRankScalable(
        newcomm: *mut ncclComm_t,
        nranks: c_int,
        myrank: c_int,
        nId: c_int,
        commIds: *mut ncclUniqueId,
        config: *mut ncclConfig_t,
    );
    /// A static text naming a status.
    fn ncclGetErrorString(result: ncclResult_t) -> *const c_char;
    /// The text of the last error on this thread (for `comm`, or any), owned by NCCL.
    fn ncclGetLastError(comm: ncclComm_t) -> *const c_char;
    /// Reads the logging variables of the environment again.
    fn ncclResetDebugInit() -> ();
    /// Writes into `asyncError` the error an operation of the communicator met after its call returned.
    fn ncclCommGetAsyncError(comm: ncclComm_t, asyncError: *mut ncclResult_t);
    /// The communicator's number of ranks.
    fn ncclCommCount(comm: ncclComm_t, count: *mut c_int);
    /// The CUDA device (ordinal) of the communicator.
    fn ncclCommCuDevice(comm: ncclComm_t, device: *mut c_int);
    /// The communicator's rank.
    fn ncclCommUserRank(comm: ncclComm_t, rank: *mut c_int);
    /// Registers a buffer with the communicator for zero-copy operations.
    fn ncclCommRegister(comm: ncclComm_t, buff: *mut c_void, size: usize, handle: *mut *mut c_void);
    /// Undoes `ncclCommRegister`.
    fn ncclCommDeregister(comm: ncclComm_t, handle: *mut c_void);
    /// Releases the communicator's memory that it can make again later (NCCL 2.32).
    fn ncclCommSuspend(comm: ncclComm_t, flags: c_int);
    /// Makes again what `ncclCommSuspend` released (NCCL 2.32).
    fn ncclCommResume(comm: ncclComm_t);
    /// One of the communicator's memory figures (NCCL 2.32).
    fn ncclCommMemStats(comm: ncclComm_t, stat: ncclCommMemStat_t, value: *mut u64);
    /// Registers a buffer as a window every rank can reach (collective over the communicator).
    fn ncclCommWindowRegister(
        comm: ncclComm_t,
        buff: *mut c_void,
        size: usize,
        win: *mut ncclWindow_t,
        winFlags: c_int,
    );
    /// Undoes `ncclCommWindowRegister`.
    fn ncclCommWindowDeregister(comm: ncclComm_t, win: ncclWindow_t);
    /// The local address a window was registered with (NCCL 2.32).
    fn ncclWinGetUserPtr(comm: ncclComm_t, win: ncclWindow_t, outUserPtr: *mut *mut c_void);
    /// Makes an operator that multiplies each input by a scalar, then sums.
    fn ncclRedOpCreatePreMulSum(
        op: *mut ncclRedOp_t,
        scalar: *mut c_void,
        datatype: ncclDataType_t,
        residence: ncclScalarResidence_t,
        comm: ncclComm_t,
    );
    /// Frees an operator from `ncclRedOpCreatePreMulSum`.
    fn ncclRedOpDestroy(op: ncclRedOp_t, comm: ncclComm_t);
    /// Reduces `count` elements of every rank's `sendbuff` into `recvbuff` of rank `root`.
    fn ncclReduce(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        op: ncclRedOp_t,
        root: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// The older, in-place form of `ncclBroadcast`.
    fn ncclBcast(
        buff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        root: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Copies `count` elements of rank `root`'s `sendbuff` into every rank's `recvbuff`.
    fn ncclBroadcast(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        root: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Reduces `count` elements of every rank's `sendbuff` into every rank's `recvbuff`.
    fn ncclAllReduce(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        op: ncclRedOp_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Reduces `nranks * recvcount` elements and leaves block `i` of the result on rank `i`.
    fn ncclReduceScatter(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        recvcount: usize,
        datatype: ncclDataType_t,
        op: ncclRedOp_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Gathers `sendcount` elements from each rank into every rank's `recvbuff`, rank `i`'s at block `i`.
    fn ncclAllGather(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        sendcount: usize,
        datatype: ncclDataType_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Sends block `j` of `sendbuff` to rank `j` and receives rank `i`'s into block `i` (NCCL 2.28 and
    /// later).
    fn ncclAlltoAll(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Gathers `count` elements from each rank into rank `root`'s `recvbuff` (NCCL 2.28 and later).
    fn ncclGather(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        root: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Hands block `i` of rank `root`'s `sendbuff` to rank `i` (NCCL 2.28 and later).
    fn ncclScatter(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        root: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// `ncclAllReduce` with a per-call configuration (NCCL 2.32).
    fn ncclAllReduceConfig(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        op: ncclRedOp_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
        config: *const ncclCollConfig_t,
    );
    /// `ncclBroadcast` with a per-call configuration (NCCL 2.32).
    fn ncclBroadcastConfig(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        root: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
        config: *const ncclCollConfig_t,
    );
    /// `ncclReduce` with a per-call configuration (NCCL 2.32).
    fn ncclReduceConfig(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        op: ncclRedOp_t,
        root: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
        config: *const ncclCollConfig_t,
    );
    /// `ncclAllGather` with a per-call configuration (NCCL 2.32).
    fn ncclAllGatherConfig(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        sendcount: usize,
        datatype: ncclDataType_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
        config: *const ncclCollConfig_t,
    );
    /// `ncclReduceScatter` with a per-call configuration (NCCL 2.32).
    fn ncclReduceScatterConfig(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        recvcount: usize,
        datatype: ncclDataType_t,
        op: ncclRedOp_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
        config: *const ncclCollConfig_t,
    );
    /// `ncclAlltoAll` with a per-call configuration (NCCL 2.32).
    fn ncclAlltoAllConfig(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
        config: *const ncclCollConfig_t,
    );
    /// `ncclGather` with a per-call configuration (NCCL 2.32).
    fn ncclGatherConfig(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        root: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
        config: *const ncclCollConfig_t,
    );
    /// `ncclScatter` with a per-call configuration (NCCL 2.32).
    fn ncclScatterConfig(
        sendbuff: *const c_void,
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        root: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
        config: *const ncclCollConfig_t,
    );
    /// Sends `count` elements to rank `peer`, which receives them with `ncclRecv`.
    fn ncclSend(
        sendbuff: *const c_void,
        count: usize,
        datatype: ncclDataType_t,
        peer: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Receives `count` elements from rank `peer`, which sends them with `ncclSend`.
    fn ncclRecv(
        recvbuff: *mut c_void,
        count: usize,
        datatype: ncclDataType_t,
        peer: c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Writes `count` elements into a peer's window and signals it (NCCL 2.32).
    fn ncclPutSignal(
        localbuff: *const c_void,
        count: usize,
        datatype: ncclDataType_t,
        peer: c_int,
        peerWin: ncclWindow_t,
        peerWinOffset: usize,
        sigIdx: c_int,
        ctx: c_int,
        flags: c_uint,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Signals a peer without data (NCCL 2.32).
    fn ncclSignal(
        peer: c_int,
        sigIdx: c_int,
        ctx: c_int,
        flags: c_uint,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Waits, on the stream, for the signals the descriptors name (NCCL 2.32).
    fn ncclWaitSignal(
        nDesc: c_int,
        signalDescs: *mut ncclWaitSignalDesc_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
    );
    /// Opens a group: the calls until `ncclGroupEnd` are queued as one.
    fn ncclGroupStart();
    /// Closes a group and queues its calls on their streams.
    fn ncclGroupEnd();
    /// Closes a group without running it, estimating its time.
    fn ncclGroupSimulateEnd(simInfo: *mut ncclSimInfo_t);
    /// Sets how NCCL's TCP sockets are encrypted (NCCL 2.32).
    fn ncclSetEncryption(config: *const ncclEncryptionConfig_t);
    /// Binds a handle to the run-time parameter named `key` (NCCL 2.32).
    fn ncclParamBind(out: *mut ncclParamHandle_t, key: *const c_char);
    /// A parameter as a signed 8-bit integer (NCCL 2.32).
    fn ncclParamGetI8(h: ncclParamHandle_t, out: *mut i8);
    /// A parameter as a signed 16-bit integer (NCCL 2.32).
    fn ncclParamGetI16(h: ncclParamHandle_t, out: *mut i16);
    /// A parameter as a signed 32-bit integer (NCCL 2.32).
    fn ncclParamGetI32(h: ncclParamHandle_t, out: *mut i32);
    /// A parameter as a signed 64-bit integer (NCCL 2.32).
    fn ncclParamGetI64(h: ncclParamHandle_t, out: *mut i64);
    /// A parameter as an unsigned 8-bit integer (NCCL 2.32).
    fn ncclParamGetU8(h: ncclParamHandle_t, out: *mut u8);
    /// A parameter as an unsigned 16-bit integer (NCCL 2.32).
    fn ncclParamGetU16(h: ncclParamHandle_t, out: *mut u16);
    /// A parameter as an unsigned 32-bit integer (NCCL 2.32).
    fn ncclParamGetU32(h: ncclParamHandle_t, out: *mut u32);
    /// A parameter as an unsigned 64-bit integer (NCCL 2.32).
    fn ncclParamGetU64(h: ncclParamHandle_t, out: *mut u64);
    /// A parameter as text, valid until the thread's next such call (NCCL 2.32).
    fn ncclParamGetStr(h: ncclParamHandle_t, out: *mut *const c_char);
    /// A parameter's raw bytes, up to `maxLen`, with its length in `len` (NCCL 2.32).
    fn ncclParamGet(h: ncclParamHandle_t, out: *mut c_void, maxLen: c_int, len: *mut c_int);
    /// A parameter as text by key (NCCL 2.32).
    fn ncclParamGetParameter(key: *const c_char, value: *mut *const c_char, valueLen: *mut c_int);
    /// Every parameter's key (NCCL 2.32).
    fn ncclParamGetAllParameterKeys(table: *mut *mut *const c_char, tableLen: *mut c_int);
    /// Writes every parameter to NCCL's log (NCCL 2.32).
    fn ncclParamDumpAll() -> ();
}
