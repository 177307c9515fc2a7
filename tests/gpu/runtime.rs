//! cuda-runtime on the GPU: `cudaGetDeviceProperties` against the driver's attributes, and the runtime
//! and the driver sharing streams and events.
//!
//! libcudart is found as `cuda_runtime::Runtime::load` finds it (on the GPU machine: the toolkit's
//! `lib64`, CUDA 13.0). Without it the tests skip, saying why; with `CUDA_DRIVER_REQUIRE_GPU=1` that is a
//! failure too.
//!
//! # Fields with no driver attribute
//! Every field of `cudaDeviceProp` but these is compared with the `CUdevice_attribute` of the same
//! meaning ([`COUNTERPARTS`]); these are compared with the driver call that answers them instead, or not
//! at all:
//! - `name`: `cuDeviceGetName` (through `Device::name`);
//! - `uuid`: `cuDeviceGetUuid` (through `Device::uuid`);
//! - `totalGlobalMem`: `cuDeviceTotalMem` (through `Device::total_memory`);
//! - `luid`, `luidDeviceNodeMask`: Windows only (`cuDeviceGetLuid`); zero elsewhere, which is checked;
//! - `reserved`: zero, which is checked.

use cuda::CudaEnum;
use cuda::CudaStruct;
use cuda_driver::sys::{CUdevice_attribute, CUevent, CUgraph, CUstreamCaptureMode};
use cuda_runtime::sys::{cudaDeviceProp, cudaError, cudaEvent_t, cudaStream_t};
use cuda_runtime::{runtime_stream, HandOverError, Runtime, Search};

use super::{gpu, require_gpu, Gpu, TestResult};

/// Each `cudaDeviceProp` field with a driver attribute, and that attribute (`CU_DEVICE_ATTRIBUTE_` +
/// the name), one per element for an array field.
const COUNTERPARTS: &[(&str, &[&str])] = &[
    ("sharedMemPerBlock", &["MAX_SHARED_MEMORY_PER_BLOCK"]),
    ("regsPerBlock", &["MAX_REGISTERS_PER_BLOCK"]),
    ("warpSize", &["WARP_SIZE"]),
    ("memPitch", &["MAX_PITCH"]),
    ("maxThreadsPerBlock", &["MAX_THREADS_PER_BLOCK"]),
    (
        "maxThreadsDim",
        &["MAX_BLOCK_DIM_X", "MAX_BLOCK_DIM_Y", "MAX_BLOCK_DIM_Z"],
    ),
    (
        "maxGridSize",
        &["MAX_GRID_DIM_X", "MAX_GRID_DIM_Y", "MAX_GRID_DIM_Z"],
    ),
    ("totalConstMem", &["TOTAL_CONSTANT_MEMORY"]),
    ("major", &["COMPUTE_CAPABILITY_MAJOR"]),
    ("minor", &["COMPUTE_CAPABILITY_MINOR"]),
    ("textureAlignment", &["TEXTURE_ALIGNMENT"]),
    ("texturePitchAlignment", &["TEXTURE_PITCH_ALIGNMENT"]),
    ("multiProcessorCount", &["MULTIPROCESSOR_COUNT"]),
    ("integrated", &["INTEGRATED"]),
    ("canMapHostMemory", &["CAN_MAP_HOST_MEMORY"]),
    ("maxTexture1D", &["MAXIMUM_TEXTURE1D_WIDTH"]),
    ("maxTexture1DMipmap", &["MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH"]),
    (
        "maxTexture2D",
        &["MAXIMUM_TEXTURE2D_WIDTH", "MAXIMUM_TEXTURE2D_HEIGHT"],
    ),
    (
        "maxTexture2DMipmap",
        &[
            "MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH",
            "MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT",
        ],
    ),
    (
        "maxTexture2DLinear",
        &[
            "MAXIMUM_TEXTURE2D_LINEAR_WIDTH",
            "MAXIMUM_TEXTURE2D_LINEAR_HEIGHT",
            "MAXIMUM_TEXTURE2D_LINEAR_PITCH",
        ],
    ),
    (
        "maxTexture2DGather",
        &[
            "MAXIMUM_TEXTURE2D_GATHER_WIDTH",
            "MAXIMUM_TEXTURE2D_GATHER_HEIGHT",
        ],
    ),
    (
        "maxTexture3D",
        &[
            "MAXIMUM_TEXTURE3D_WIDTH",
            "MAXIMUM_TEXTURE3D_HEIGHT",
            "MAXIMUM_TEXTURE3D_DEPTH",
        ],
    ),
    (
        "maxTexture3DAlt",
        &[
            "MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE",
            "MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE",
            "MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE",
        ],
    ),
    ("maxTextureCubemap", &["MAXIMUM_TEXTURECUBEMAP_WIDTH"]),
    (
        "maxTexture1DLayered",
        &[
            "MAXIMUM_TEXTURE1D_LAYERED_WIDTH",
            "MAXIMUM_TEXTURE1D_LAYERED_LAYERS",
        ],
    ),
    (
        "maxTexture2DLayered",
        &[
            "MAXIMUM_TEXTURE2D_LAYERED_WIDTH",
            "MAXIMUM_TEXTURE2D_LAYERED_HEIGHT",
            "MAXIMUM_TEXTURE2D_LAYERED_LAYERS",
        ],
    ),
    (
        "maxTextureCubemapLayered",
        &[
            "MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH",
            "MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS",
        ],
    ),
    ("maxSurface1D", &["MAXIMUM_SURFACE1D_WIDTH"]),
    (
        "maxSurface2D",
        &["MAXIMUM_SURFACE2D_WIDTH", "MAXIMUM_SURFACE2D_HEIGHT"],
    ),
    (
        "maxSurface3D",
        &[
            "MAXIMUM_SURFACE3D_WIDTH",
            "MAXIMUM_SURFACE3D_HEIGHT",
            "MAXIMUM_SURFACE3D_DEPTH",
        ],
    ),
    (
        "maxSurface1DLayered",
        &[
            "MAXIMUM_SURFACE1D_LAYERED_WIDTH",
            "MAXIMUM_SURFACE1D_LAYERED_LAYERS",
        ],
    ),
    (
        "maxSurface2DLayered",
        &[
            "MAXIMUM_SURFACE2D_LAYERED_WIDTH",
            "MAXIMUM_SURFACE2D_LAYERED_HEIGHT",
            "MAXIMUM_SURFACE2D_LAYERED_LAYERS",
        ],
    ),
    ("maxSurfaceCubemap", &["MAXIMUM_SURFACECUBEMAP_WIDTH"]),
    (
        "maxSurfaceCubemapLayered",
        &[
            "MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH",
            "MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS",
        ],
    ),
    ("surfaceAlignment", &["SURFACE_ALIGNMENT"]),
    ("concurrentKernels", &["CONCURRENT_KERNELS"]),
    ("ECCEnabled", &["ECC_ENABLED"]),
    ("pciBusID", &["PCI_BUS_ID"]),
    ("pciDeviceID", &["PCI_DEVICE_ID"]),
    ("pciDomainID", &["PCI_DOMAIN_ID"]),
    ("tccDriver", &["TCC_DRIVER"]),
    ("asyncEngineCount", &["ASYNC_ENGINE_COUNT"]),
    ("unifiedAddressing", &["UNIFIED_ADDRESSING"]),
    ("memoryBusWidth", &["GLOBAL_MEMORY_BUS_WIDTH"]),
    ("l2CacheSize", &["L2_CACHE_SIZE"]),
    (
        "persistingL2CacheMaxSize",
        &["MAX_PERSISTING_L2_CACHE_SIZE"],
    ),
    (
        "maxThreadsPerMultiProcessor",
        &["MAX_THREADS_PER_MULTIPROCESSOR"],
    ),
    (
        "streamPrioritiesSupported",
        &["STREAM_PRIORITIES_SUPPORTED"],
    ),
    ("globalL1CacheSupported", &["GLOBAL_L1_CACHE_SUPPORTED"]),
    ("localL1CacheSupported", &["LOCAL_L1_CACHE_SUPPORTED"]),
    (
        "sharedMemPerMultiprocessor",
        &["MAX_SHARED_MEMORY_PER_MULTIPROCESSOR"],
    ),
    (
        "regsPerMultiprocessor",
        &["MAX_REGISTERS_PER_MULTIPROCESSOR"],
    ),
    ("managedMemory", &["MANAGED_MEMORY"]),
    ("isMultiGpuBoard", &["MULTI_GPU_BOARD"]),
    ("multiGpuBoardGroupID", &["MULTI_GPU_BOARD_GROUP_ID"]),
    (
        "hostNativeAtomicSupported",
        &["HOST_NATIVE_ATOMIC_SUPPORTED"],
    ),
    ("pageableMemoryAccess", &["PAGEABLE_MEMORY_ACCESS"]),
    ("concurrentManagedAccess", &["CONCURRENT_MANAGED_ACCESS"]),
    (
        "computePreemptionSupported",
        &["COMPUTE_PREEMPTION_SUPPORTED"],
    ),
    (
        "canUseHostPointerForRegisteredMem",
        &["CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM"],
    ),
    ("cooperativeLaunch", &["COOPERATIVE_LAUNCH"]),
    (
        "sharedMemPerBlockOptin",
        &["MAX_SHARED_MEMORY_PER_BLOCK_OPTIN"],
    ),
    (
        "pageableMemoryAccessUsesHostPageTables",
        &["PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES"],
    ),
    (
        "directManagedMemAccessFromHost",
        &["DIRECT_MANAGED_MEM_ACCESS_FROM_HOST"],
    ),
    (
        "maxBlocksPerMultiProcessor",
        &["MAX_BLOCKS_PER_MULTIPROCESSOR"],
    ),
    (
        "accessPolicyMaxWindowSize",
        &["MAX_ACCESS_POLICY_WINDOW_SIZE"],
    ),
    (
        "reservedSharedMemPerBlock",
        &["RESERVED_SHARED_MEMORY_PER_BLOCK"],
    ),
    ("hostRegisterSupported", &["HOST_REGISTER_SUPPORTED"]),
    ("sparseCudaArraySupported", &["SPARSE_CUDA_ARRAY_SUPPORTED"]),
    (
        "hostRegisterReadOnlySupported",
        &["READ_ONLY_HOST_REGISTER_SUPPORTED"],
    ),
    (
        "timelineSemaphoreInteropSupported",
        &["TIMELINE_SEMAPHORE_INTEROP_SUPPORTED"],
    ),
    ("memoryPoolsSupported", &["MEMORY_POOLS_SUPPORTED"]),
    ("gpuDirectRDMASupported", &["GPU_DIRECT_RDMA_SUPPORTED"]),
    (
        "gpuDirectRDMAFlushWritesOptions",
        &["GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS"],
    ),
    (
        "gpuDirectRDMAWritesOrdering",
        &["GPU_DIRECT_RDMA_WRITES_ORDERING"],
    ),
    (
        "memoryPoolSupportedHandleTypes",
        &["MEMPOOL_SUPPORTED_HANDLE_TYPES"],
    ),
    (
        "deferredMappingCudaArraySupported",
        &["DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED"],
    ),
    ("ipcEventSupported", &["IPC_EVENT_SUPPORTED"]),
    ("clusterLaunch", &["CLUSTER_LAUNCH"]),
    ("unifiedFunctionPointers", &["UNIFIED_FUNCTION_POINTERS"]),
    ("deviceNumaConfig", &["NUMA_CONFIG"]),
    ("deviceNumaId", &["NUMA_ID"]),
    ("mpsEnabled", &["MPS_ENABLED"]),
    ("hostNumaId", &["HOST_NUMA_ID"]),
    ("gpuPciDeviceID", &["GPU_PCI_DEVICE_ID"]),
    ("gpuPciSubsystemID", &["GPU_PCI_SUBSYSTEM_ID"]),
    (
        "hostNumaMultinodeIpcSupported",
        &["HOST_NUMA_MULTINODE_IPC_SUPPORTED"],
    ),
];

/// The fields with no attribute (see the module docs).
const NO_ATTRIBUTE: &[&str] = &[
    "name",
    "uuid",
    "totalGlobalMem",
    "luid",
    "luidDeviceNodeMask",
    "reserved",
];

/// The GPU and a 13.x runtime for `test` (the layout of `cudaDeviceProp` compared here), found as
/// `Runtime::load` finds one, or `None` after the skip line.
fn gpu_and_runtime(test: &str) -> Option<(Gpu, &'static Runtime)> {
    static RUNTIME: std::sync::OnceLock<Result<&'static Runtime, String>> =
        std::sync::OnceLock::new();
    let gpu = gpu(test)?;
    let found = RUNTIME.get_or_init(|| {
        let candidates = Search::from_env().candidates().into_iter().map(|c| c.path);
        let thirteen = candidates.filter(|p| !p.to_string_lossy().contains("cudart.so.12"));
        Runtime::load_from(thirteen).map_err(|e| e.to_string())
    });
    match found.clone() {
        Ok(rt) => Some((gpu, rt)),
        Err(e) if require_gpu() => {
            panic!("{test}: CUDA_DRIVER_REQUIRE_GPU=1 but libcudart is missing: {e}")
        }
        Err(e) => {
            super::harness::not_run(format_args!("{test}: {e}"));
            None
        }
    }
}

/// The attribute named `CU_DEVICE_ATTRIBUTE_<suffix>`.
fn attribute(suffix: &str) -> CUdevice_attribute {
    let name = format!("CU_DEVICE_ATTRIBUTE_{suffix}");
    <CUdevice_attribute as CudaEnum>::VARIANTS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| *v)
        .unwrap_or_else(|| panic!("no {name}"))
}

/// The elements of field `name` of `prop`, read from its bytes as the registry places them: 4-byte
/// elements as `i32` (an `unsigned int` keeps its bits), 8-byte ones as `i64`.
fn elements(prop: &cudaDeviceProp, name: &str, count: usize) -> Vec<i64> {
    let f = <cudaDeviceProp as CudaStruct>::FIELDS
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("cudaDeviceProp has no field {name}"));
    let bytes = &prop.as_bytes()[f.offset..f.offset + f.size];
    let width = f.size / count;
    bytes
        .chunks(width)
        .map(|c| match width {
            4 => i64::from(i32::from_ne_bytes(c.try_into().unwrap())),
            8 => i64::from_ne_bytes(c.try_into().unwrap()),
            w => panic!("{name}: {w}-byte elements"),
        })
        .collect()
}

fn runtime_device_properties_agree_with_the_driver() -> TestResult {
    let Some((gpu, rt)) = gpu_and_runtime("runtime_device_properties_agree_with_the_driver") else {
        return Ok(());
    };
    let prop = rt.device_properties(gpu.device.ordinal())?;
    // The same bytes through `from_ptr` on memory the library filled (aligned for the struct).
    let mut words = vec![0u64; std::mem::size_of::<cudaDeviceProp>() / 8];
    // SAFETY: `words` holds a writable, aligned `cudaDeviceProp` (1008 bytes, 126 `u64`s).
    unsafe { rt.cudaGetDeviceProperties(words.as_mut_ptr().cast(), gpu.device.ordinal()) }?;
    // SAFETY: aligned, initialised by the library, not mutated while borrowed; any bytes are valid.
    let filled: &cudaDeviceProp = unsafe { cuda::from_ptr(words.as_ptr().cast()) }?;
    assert_eq!(
        filled.as_bytes(),
        prop.as_bytes(),
        "from_ptr on the library's bytes"
    );
    let mut compared = 0;
    let mut differ = Vec::new();
    for (field, attrs) in COUNTERPARTS {
        let ours = elements(&prop, field, attrs.len());
        for (i, a) in attrs.iter().enumerate() {
            match gpu.device.attribute(attribute(a)) {
                Ok(v) if i64::from(v) == ours[i] => compared += 1,
                // An `unsigned int` field read as `i32` against the attribute's `int`: the same bits.
                Ok(v) => differ.push(format!(
                    "{field}[{i}] = {} but CU_DEVICE_ATTRIBUTE_{a} = {v}",
                    ours[i]
                )),
                Err(e) => eprintln!(
                    "runtime props: CU_DEVICE_ATTRIBUTE_{a}: the driver did not answer: {e}"
                ),
            }
        }
    }
    assert!(
        differ.is_empty(),
        "cudaDeviceProp against the driver:\n{}",
        differ.join("\n")
    );
    // The fields with no attribute, against the calls that answer them.
    assert_eq!(prop.name_str()?, gpu.device.name()?);
    assert_eq!(prop.total_global_mem(), gpu.device.total_memory()?);
    let uuid = gpu.device.uuid()?;
    let f = <cudaDeviceProp as CudaStruct>::FIELDS
        .iter()
        .find(|f| f.name == "uuid")
        .unwrap();
    assert_eq!(
        &prop.as_bytes()[f.offset..f.offset + f.size],
        uuid.as_bytes(),
        "uuid"
    );
    for zero in ["luid", "luidDeviceNodeMask", "reserved"] {
        let f = <cudaDeviceProp as CudaStruct>::FIELDS
            .iter()
            .find(|f| f.name == zero)
            .unwrap();
        assert!(
            prop.as_bytes()[f.offset..f.offset + f.size]
                .iter()
                .all(|&b| b == 0),
            "{zero} is not zero"
        );
    }
    // Every named field is accounted for: compared, or listed as having no attribute.
    for f in <cudaDeviceProp as CudaStruct>::FIELDS
        .iter()
        .filter(|f| !f.name.starts_with('_'))
    {
        assert!(
            COUNTERPARTS.iter().any(|(n, _)| *n == f.name) || NO_ATTRIBUTE.contains(&f.name),
            "cudaDeviceProp.{} is neither compared nor listed as having no attribute",
            f.name
        );
    }
    eprintln!(
        "runtime props: {} ({}), {compared} attribute values agree, runtime {}",
        prop.name_str()?,
        rt.path(),
        rt.version()
    );
    Ok(())
}

fn a_driver_stream_and_event_are_the_runtimes() -> TestResult {
    let Some((gpu, rt)) = gpu_and_runtime("a_driver_stream_and_event_are_the_runtimes") else {
        return Ok(());
    };
    // SAFETY: the runtime only queries and waits on the stream below, and `gpu.stream` outlives that.
    let stream: cudaStream_t = unsafe { runtime_stream(&gpu.stream) }?;
    assert_eq!(cuda_driver::sys::CUstream::from(stream), gpu.stream.raw());
    let driver = gpu.driver;
    let mut event = CUevent::null();
    gpu.ctx.bind()?;
    // SAFETY: a valid out-parameter, with the stream's context current.
    unsafe { driver.cuEventCreate(&mut event, 0) }?;
    // SAFETY: a live event and a live stream of this context.
    unsafe { driver.cuEventRecord(event, gpu.stream.raw()) }?;
    let rt_event = cudaEvent_t::from(event);
    // SAFETY: the same event and stream, named by their runtime types.
    unsafe { rt.cudaEventSynchronize(rt_event) }?;
    // SAFETY: as above.
    unsafe { rt.cudaStreamSynchronize(stream) }?;
    // SAFETY: as above.
    let query = unsafe { rt.cudaStreamQuery(stream) };
    assert!(query.is_ok(), "cudaStreamQuery: {query:?}");
    // SAFETY: the event is not used after.
    unsafe { driver.cuEventDestroy(event) }?;
    Ok(())
}

fn a_capturing_stream_is_not_handed_out() -> TestResult {
    let Some((gpu, _rt)) = gpu_and_runtime("a_capturing_stream_is_not_handed_out") else {
        return Ok(());
    };
    let driver = gpu.driver;
    gpu.ctx.bind()?;
    let raw = gpu.stream.raw();
    // SAFETY: a live stream of this test alone; nothing else is queued on it while it captures, and the
    // capture ends below.
    unsafe {
        driver.cuStreamBeginCapture(raw, CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)
    }?;
    // SAFETY: see the function's contract; it refuses here, so nothing receives the handle.
    let refused = unsafe { runtime_stream(&gpu.stream) };
    let mut graph = CUgraph::null();
    // SAFETY: ends the capture begun above; `graph` is a valid out-parameter.
    unsafe { driver.cuStreamEndCapture(raw, &mut graph) }?;
    // SAFETY: the empty graph the capture made, used by nothing.
    unsafe { driver.cuGraphDestroy(graph) }?;
    assert!(
        matches!(refused, Err(HandOverError::Capturing)),
        "{refused:?}"
    );
    // SAFETY: as in the test above: nothing receives it.
    assert!(unsafe { runtime_stream(&gpu.stream) }.is_ok());
    Ok(())
}

fn the_runtime_reports_the_device_and_the_driver() -> TestResult {
    let Some((_gpu, rt)) = gpu_and_runtime("the_runtime_reports_the_device_and_the_driver") else {
        return Ok(());
    };
    assert!(rt.device_count()? >= 1);
    assert!(
        rt.driver_version()? >= rt.version(),
        "driver older than the runtime"
    );
    let e = rt.device_properties(9999).unwrap_err();
    assert_eq!(e.code(), Some(cudaError::cudaErrorInvalidDevice), "{e}");
    Ok(())
}

tests![
    runtime_device_properties_agree_with_the_driver,
    a_driver_stream_and_event_are_the_runtimes,
    a_capturing_stream_is_not_handed_out,
    the_runtime_reports_the_device_and_the_driver,
];
