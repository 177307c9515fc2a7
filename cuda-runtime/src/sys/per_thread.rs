//! The functions with a per-thread-default-stream variant (`_ptds`, `_ptsz`): what the header calls
//! under `CUDA_API_PER_THREAD_DEFAULT_STREAM`. Drafted by scripts/gen-runtime.py from the 12.9, 13.0
//! and 13.5 headers.

use super::PerThread;

/// The functions a per-thread-default-stream runtime is asked for under another symbol: (C name,
/// declared version, that symbol).
pub const PER_THREAD: &[PerThread] = &[
    PerThread {
        name: "cudaStreamGetPriority",
        version: 12000,
        symbol: "cudaStreamGetPriority_ptsz",
    },
    PerThread {
        name: "cudaStreamGetFlags",
        version: 12000,
        symbol: "cudaStreamGetFlags_ptsz",
    },
    PerThread {
        name: "cudaStreamGetId",
        version: 12000,
        symbol: "cudaStreamGetId_ptsz",
    },
    PerThread {
        name: "cudaStreamGetDevice",
        version: 12000,
        symbol: "cudaStreamGetDevice_ptsz",
    },
    PerThread {
        name: "cudaStreamCopyAttributes",
        version: 12000,
        symbol: "cudaStreamCopyAttributes_ptsz",
    },
    PerThread {
        name: "cudaStreamGetAttribute",
        version: 12000,
        symbol: "cudaStreamGetAttribute_ptsz",
    },
    PerThread {
        name: "cudaStreamSetAttribute",
        version: 12000,
        symbol: "cudaStreamSetAttribute_ptsz",
    },
    PerThread {
        name: "cudaStreamWaitEvent",
        version: 12000,
        symbol: "cudaStreamWaitEvent_ptsz",
    },
    PerThread {
        name: "cudaStreamAddCallback",
        version: 12000,
        symbol: "cudaStreamAddCallback_ptsz",
    },
    PerThread {
        name: "cudaStreamSynchronize",
        version: 12000,
        symbol: "cudaStreamSynchronize_ptsz",
    },
    PerThread {
        name: "cudaStreamQuery",
        version: 12000,
        symbol: "cudaStreamQuery_ptsz",
    },
    PerThread {
        name: "cudaStreamAttachMemAsync",
        version: 12000,
        symbol: "cudaStreamAttachMemAsync_ptsz",
    },
    PerThread {
        name: "cudaStreamBeginCapture",
        version: 12000,
        symbol: "cudaStreamBeginCapture_ptsz",
    },
    PerThread {
        name: "cudaStreamBeginRecaptureToGraph",
        version: 13050,
        symbol: "cudaStreamBeginRecaptureToGraph_ptsz",
    },
    PerThread {
        name: "cudaStreamBeginCaptureToGraph",
        version: 12000,
        symbol: "cudaStreamBeginCaptureToGraph_ptsz",
    },
    PerThread {
        name: "cudaStreamEndCapture",
        version: 12000,
        symbol: "cudaStreamEndCapture_ptsz",
    },
    PerThread {
        name: "cudaStreamIsCapturing",
        version: 12000,
        symbol: "cudaStreamIsCapturing_ptsz",
    },
    PerThread {
        name: "cudaStreamGetCaptureInfo",
        version: 13000,
        symbol: "cudaStreamGetCaptureInfo_ptsz",
    },
    PerThread {
        name: "cudaStreamUpdateCaptureDependencies",
        version: 13000,
        symbol: "cudaStreamUpdateCaptureDependencies_ptsz",
    },
    PerThread {
        name: "cudaEventRecord",
        version: 12000,
        symbol: "cudaEventRecord_ptsz",
    },
    PerThread {
        name: "cudaEventRecordWithFlags",
        version: 12000,
        symbol: "cudaEventRecordWithFlags_ptsz",
    },
    PerThread {
        name: "cudaSignalExternalSemaphoresAsync",
        version: 13000,
        symbol: "cudaSignalExternalSemaphoresAsync_ptsz",
    },
    PerThread {
        name: "cudaWaitExternalSemaphoresAsync",
        version: 13000,
        symbol: "cudaWaitExternalSemaphoresAsync_ptsz",
    },
    PerThread {
        name: "cudaLaunchKernel",
        version: 12000,
        symbol: "cudaLaunchKernel_ptsz",
    },
    PerThread {
        name: "cudaLaunchKernelExC",
        version: 12000,
        symbol: "cudaLaunchKernelExC_ptsz",
    },
    PerThread {
        name: "cudaLaunchCooperativeKernel",
        version: 12000,
        symbol: "cudaLaunchCooperativeKernel_ptsz",
    },
    PerThread {
        name: "cudaLaunchHostFunc",
        version: 12000,
        symbol: "cudaLaunchHostFunc_ptsz",
    },
    PerThread {
        name: "cudaLaunchHostFunc_v2",
        version: 13050,
        symbol: "cudaLaunchHostFunc_v2_ptsz",
    },
    PerThread {
        name: "cudaMemcpy3D",
        version: 12000,
        symbol: "cudaMemcpy3D_ptds",
    },
    PerThread {
        name: "cudaMemcpy3DPeer",
        version: 12000,
        symbol: "cudaMemcpy3DPeer_ptds",
    },
    PerThread {
        name: "cudaMemcpy3DAsync",
        version: 12000,
        symbol: "cudaMemcpy3DAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpy3DPeerAsync",
        version: 12000,
        symbol: "cudaMemcpy3DPeerAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpy",
        version: 12000,
        symbol: "cudaMemcpy_ptds",
    },
    PerThread {
        name: "cudaMemcpy2D",
        version: 12000,
        symbol: "cudaMemcpy2D_ptds",
    },
    PerThread {
        name: "cudaMemcpy2DToArray",
        version: 12000,
        symbol: "cudaMemcpy2DToArray_ptds",
    },
    PerThread {
        name: "cudaMemcpy2DFromArray",
        version: 12000,
        symbol: "cudaMemcpy2DFromArray_ptds",
    },
    PerThread {
        name: "cudaMemcpy2DArrayToArray",
        version: 12000,
        symbol: "cudaMemcpy2DArrayToArray_ptds",
    },
    PerThread {
        name: "cudaMemcpyToSymbol",
        version: 12000,
        symbol: "cudaMemcpyToSymbol_ptds",
    },
    PerThread {
        name: "cudaMemcpyFromSymbol",
        version: 12000,
        symbol: "cudaMemcpyFromSymbol_ptds",
    },
    PerThread {
        name: "cudaMemcpyAsync",
        version: 12000,
        symbol: "cudaMemcpyAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpyBatchAsync",
        version: 13000,
        symbol: "cudaMemcpyBatchAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpy3DBatchAsync",
        version: 13000,
        symbol: "cudaMemcpy3DBatchAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpyWithAttributesAsync",
        version: 13050,
        symbol: "cudaMemcpyWithAttributesAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpy3DWithAttributesAsync",
        version: 13050,
        symbol: "cudaMemcpy3DWithAttributesAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpy2DAsync",
        version: 12000,
        symbol: "cudaMemcpy2DAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpy2DToArrayAsync",
        version: 12000,
        symbol: "cudaMemcpy2DToArrayAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpy2DFromArrayAsync",
        version: 12000,
        symbol: "cudaMemcpy2DFromArrayAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpyToSymbolAsync",
        version: 12000,
        symbol: "cudaMemcpyToSymbolAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpyFromSymbolAsync",
        version: 12000,
        symbol: "cudaMemcpyFromSymbolAsync_ptsz",
    },
    PerThread {
        name: "cudaMemset",
        version: 12000,
        symbol: "cudaMemset_ptds",
    },
    PerThread {
        name: "cudaMemset2D",
        version: 12000,
        symbol: "cudaMemset2D_ptds",
    },
    PerThread {
        name: "cudaMemset3D",
        version: 12000,
        symbol: "cudaMemset3D_ptds",
    },
    PerThread {
        name: "cudaMemsetAsync",
        version: 12000,
        symbol: "cudaMemsetAsync_ptsz",
    },
    PerThread {
        name: "cudaMemset2DAsync",
        version: 12000,
        symbol: "cudaMemset2DAsync_ptsz",
    },
    PerThread {
        name: "cudaMemset3DAsync",
        version: 12000,
        symbol: "cudaMemset3DAsync_ptsz",
    },
    PerThread {
        name: "cudaMemPrefetchAsync",
        version: 13000,
        symbol: "cudaMemPrefetchAsync_ptsz",
    },
    PerThread {
        name: "cudaMemPrefetchBatchAsync",
        version: 13000,
        symbol: "cudaMemPrefetchBatchAsync_ptsz",
    },
    PerThread {
        name: "cudaMemDiscardBatchAsync",
        version: 13000,
        symbol: "cudaMemDiscardBatchAsync_ptsz",
    },
    PerThread {
        name: "cudaMemDiscardAndPrefetchBatchAsync",
        version: 13000,
        symbol: "cudaMemDiscardAndPrefetchBatchAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpyToArray",
        version: 12000,
        symbol: "cudaMemcpyToArray_ptds",
    },
    PerThread {
        name: "cudaMemcpyFromArray",
        version: 12000,
        symbol: "cudaMemcpyFromArray_ptds",
    },
    PerThread {
        name: "cudaMemcpyArrayToArray",
        version: 12000,
        symbol: "cudaMemcpyArrayToArray_ptds",
    },
    PerThread {
        name: "cudaMemcpyToArrayAsync",
        version: 12000,
        symbol: "cudaMemcpyToArrayAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpyFromArrayAsync",
        version: 12000,
        symbol: "cudaMemcpyFromArrayAsync_ptsz",
    },
    PerThread {
        name: "cudaMallocAsync",
        version: 12000,
        symbol: "cudaMallocAsync_ptsz",
    },
    PerThread {
        name: "cudaFreeAsync",
        version: 12000,
        symbol: "cudaFreeAsync_ptsz",
    },
    PerThread {
        name: "cudaMallocFromPoolAsync",
        version: 12000,
        symbol: "cudaMallocFromPoolAsync_ptsz",
    },
    PerThread {
        name: "cudaGraphInstantiateWithParams",
        version: 12000,
        symbol: "cudaGraphInstantiateWithParams_ptsz",
    },
    PerThread {
        name: "cudaGraphUpload",
        version: 12000,
        symbol: "cudaGraphUpload_ptsz",
    },
    PerThread {
        name: "cudaGraphLaunch",
        version: 12000,
        symbol: "cudaGraphLaunch_ptsz",
    },
    PerThread {
        name: "cudaGetDriverEntryPoint",
        version: 12000,
        symbol: "cudaGetDriverEntryPoint_ptsz",
    },
    PerThread {
        name: "cudaGetDriverEntryPointByVersion",
        version: 12000,
        symbol: "cudaGetDriverEntryPointByVersion_ptsz",
    },
    PerThread {
        name: "cudaStreamGetDevResource",
        version: 13050,
        symbol: "cudaStreamGetDevResource_ptsz",
    },
    PerThread {
        name: "cudaStreamGetCaptureInfo_v2",
        version: 12000,
        symbol: "cudaStreamGetCaptureInfo_v2_ptsz",
    },
    PerThread {
        name: "cudaStreamGetCaptureInfo_v3",
        version: 12000,
        symbol: "cudaStreamGetCaptureInfo_v3_ptsz",
    },
    PerThread {
        name: "cudaStreamUpdateCaptureDependencies",
        version: 12000,
        symbol: "cudaStreamUpdateCaptureDependencies_ptsz",
    },
    PerThread {
        name: "cudaStreamUpdateCaptureDependencies_v2",
        version: 12000,
        symbol: "cudaStreamUpdateCaptureDependencies_v2_ptsz",
    },
    PerThread {
        name: "cudaSignalExternalSemaphoresAsync_v2",
        version: 12000,
        symbol: "cudaSignalExternalSemaphoresAsync_v2_ptsz",
    },
    PerThread {
        name: "cudaWaitExternalSemaphoresAsync_v2",
        version: 12000,
        symbol: "cudaWaitExternalSemaphoresAsync_v2_ptsz",
    },
    PerThread {
        name: "cudaMemcpyBatchAsync",
        version: 12000,
        symbol: "cudaMemcpyBatchAsync_ptsz",
    },
    PerThread {
        name: "cudaMemcpy3DBatchAsync",
        version: 12000,
        symbol: "cudaMemcpy3DBatchAsync_ptsz",
    },
    PerThread {
        name: "cudaMemPrefetchAsync",
        version: 12000,
        symbol: "cudaMemPrefetchAsync_ptsz",
    },
    PerThread {
        name: "cudaMemPrefetchAsync_v2",
        version: 12000,
        symbol: "cudaMemPrefetchAsync_v2_ptsz",
    },
];
