//! The 12.x ABIs 13.0 dropped or changed, which a 13.x runtime is never asked for. Drafted by
//! scripts/gen-runtime.py from the 12.9, 13.0 and 13.5 headers.

use super::Until;

/// Declarations a 13.x runtime must not be asked for: 12.x's ABI of a name that 13.0 dropped or gave
/// another prototype, as (C name, declared version, the version that ended it).
pub const UNTIL: &[Until] = &[
    Until {
        name: "cudaThreadExit",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaThreadSynchronize",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaThreadSetLimit",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaThreadGetLimit",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaThreadGetCacheConfig",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaThreadSetCacheConfig",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGetDeviceProperties_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaChooseDevice",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaStreamGetCaptureInfo_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaStreamGetCaptureInfo_v3",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaStreamUpdateCaptureDependencies",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaStreamUpdateCaptureDependencies_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaEventElapsedTime_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaSignalExternalSemaphoresAsync_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaWaitExternalSemaphoresAsync_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaLaunchCooperativeKernelMultiDevice",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaSetDoubleForDevice",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaSetDoubleForHost",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaMemcpyBatchAsync",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaMemcpy3DBatchAsync",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaMemPrefetchAsync",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaMemPrefetchAsync_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaMemAdvise",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaMemAdvise_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphGetEdges",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphGetEdges_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphNodeGetDependencies",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphNodeGetDependencies_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphNodeGetDependentNodes",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphNodeGetDependentNodes_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphAddDependencies",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphAddDependencies_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphRemoveDependencies",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphRemoveDependencies_v2",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphAddNode",
        version: 12000,
        until: 13000,
    },
    Until {
        name: "cudaGraphAddNode_v2",
        version: 12000,
        until: 13000,
    },
];
