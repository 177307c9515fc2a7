/*
 * A stand-in libcuda.so.1 for rehearsing .gpu-bench/run.sh on a machine without a GPU
 * (scripts/bench-gpu-selftest.sh). It is NOT a benchmark of anything: its calls cost a few ns.
 *
 * Every call succeeds. "Device memory" is host memory (cuMemAlloc is malloc, the copies and memsets are
 * memcpy/memset), so the harnesses' checks of the sixteen_args kernel can pass: a launch of a function
 * named "sixteen_args" does on the host what the PTX does on the GPU. cuGetProcAddress finds the
 * functions below by name (with or without a _v2/_v3 suffix) and returns a do-nothing success for any
 * other name, so loaders that resolve hundreds of functions (cuda-driver, cuda.bindings) load.
 * With FAKE_CUDA_NO_DEVICE set, cuInit fails with CUDA_ERROR_NO_DEVICE (a driver without a GPU).
 * Every call is counted; fake_cuda_calls (also found by cuGetProcAddress) returns the count, so that the
 * harness can show how many driver calls each code path makes without a GPU.
 *
 *   gcc -O2 -shared -fPIC -o libcuda.so.1 -Wl,-soname,libcuda.so.1 fake_libcuda.c -I<cuda include>
 */
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

/* Every driver call made through the stand-in, for the harness's call counts (fake_cuda_calls). A call
 * that forwards to another of these counts twice; the hot paths (launch, events, context) do not. */
static unsigned long long calls;
#define COUNT() __atomic_fetch_add(&calls, 1, __ATOMIC_RELAXED)
EXPORT unsigned long long fake_cuda_calls(void) { return __atomic_load_n(&calls, __ATOMIC_RELAXED); }

/* Handles: distinct non-null addresses. */
static char fake_ctx_storage, fake_module_storage;

static CUresult success(void) { COUNT(); return CUDA_SUCCESS; }

/* FAKE_CUDA_NO_DEVICE=1 plays a machine with a driver but no GPU. */
EXPORT CUresult cuInit(unsigned int flags) { COUNT();
    (void)flags;
    return getenv("FAKE_CUDA_NO_DEVICE") ? CUDA_ERROR_NO_DEVICE : CUDA_SUCCESS;
}
EXPORT CUresult cuDriverGetVersion(int *v) { COUNT(); *v = 13000; return CUDA_SUCCESS; }
EXPORT CUresult cuDeviceGetCount(int *n) { COUNT(); *n = 1; return CUDA_SUCCESS; }
EXPORT CUresult cuDeviceGet(CUdevice *d, int ordinal) { COUNT();
    if (ordinal != 0) return CUDA_ERROR_INVALID_DEVICE;
    *d = 0;
    return CUDA_SUCCESS;
}
EXPORT CUresult cuDeviceGetName(char *name, int len, CUdevice d) { COUNT();
    (void)d;
    snprintf(name, (size_t)len, "%s", "fake libcuda (bench self-test, no GPU)");
    return CUDA_SUCCESS;
}
EXPORT CUresult cuDeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice d) { COUNT();
    (void)d;
    switch (a) {
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: *v = 132; break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: *v = 9; break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: *v = 0; break;
    case CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED: *v = 0; break;
    default: *v = 1; break;
    }
    return CUDA_SUCCESS;
}
EXPORT CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice d) { COUNT(); (void)d; *bytes = (size_t)1 << 30; return CUDA_SUCCESS; }

static __thread CUcontext current;
EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d) { COUNT();
    (void)d;
    *c = (CUcontext)&fake_ctx_storage;
    return CUDA_SUCCESS;
}
EXPORT CUresult cuDevicePrimaryCtxRelease_v2(CUdevice d) { COUNT(); (void)d; return CUDA_SUCCESS; }
EXPORT CUresult cuCtxSetCurrent(CUcontext c) { COUNT(); current = c; return CUDA_SUCCESS; }
EXPORT CUresult cuCtxGetCurrent(CUcontext *c) { COUNT(); *c = current; return CUDA_SUCCESS; }
EXPORT CUresult cuCtxGetDevice(CUdevice *d) { COUNT(); *d = 0; return CUDA_SUCCESS; }
EXPORT CUresult cuCtxSynchronize(void) { COUNT(); return CUDA_SUCCESS; }
EXPORT CUresult cuCtxPushCurrent_v2(CUcontext c) { COUNT(); current = c; return CUDA_SUCCESS; }
EXPORT CUresult cuCtxPopCurrent_v2(CUcontext *c) { COUNT(); if (c) *c = current; return CUDA_SUCCESS; }

/* Streams and events: distinct handles, one byte each of a static array (handed out round-robin). */
static char fake_streams[64], fake_events[64];
static unsigned next_stream, next_event;
EXPORT CUresult cuStreamCreate(CUstream *s, unsigned int flags) { COUNT();
    (void)flags;
    *s = (CUstream)&fake_streams[__atomic_fetch_add(&next_stream, 1, __ATOMIC_RELAXED) % 64];
    return CUDA_SUCCESS;
}
EXPORT CUresult cuStreamCreateWithPriority(CUstream *s, unsigned int flags, int p) { COUNT();
    (void)p;
    return cuStreamCreate(s, flags);
}
EXPORT CUresult cuStreamDestroy_v2(CUstream s) { COUNT(); (void)s; return CUDA_SUCCESS; }
EXPORT CUresult cuStreamQuery(CUstream s) { COUNT(); (void)s; return CUDA_SUCCESS; }
EXPORT CUresult cuStreamSynchronize(CUstream s) { COUNT(); (void)s; return CUDA_SUCCESS; }
EXPORT CUresult cuStreamWaitEvent(CUstream s, CUevent e, unsigned int flags) { COUNT(); (void)s, (void)e, (void)flags; return CUDA_SUCCESS; }
EXPORT CUresult cuEventCreate(CUevent *e, unsigned int flags) { COUNT();
    (void)flags;
    *e = (CUevent)&fake_events[__atomic_fetch_add(&next_event, 1, __ATOMIC_RELAXED) % 64];
    return CUDA_SUCCESS;
}
EXPORT CUresult cuEventRecord(CUevent e, CUstream s) { COUNT(); (void)e, (void)s; return CUDA_SUCCESS; }
EXPORT CUresult cuEventSynchronize(CUevent e) { COUNT(); (void)e; return CUDA_SUCCESS; }
EXPORT CUresult cuEventQuery(CUevent e) { COUNT(); (void)e; return CUDA_SUCCESS; }
EXPORT CUresult cuEventDestroy_v2(CUevent e) { COUNT(); (void)e; return CUDA_SUCCESS; }

EXPORT CUresult cuModuleLoadData(CUmodule *m, const void *image) { COUNT();
    (void)image;
    *m = (CUmodule)&fake_module_storage;
    return CUDA_SUCCESS;
}
EXPORT CUresult cuModuleLoadDataEx(CUmodule *m, const void *image, unsigned int n, CUjit_option *o, void **v) { COUNT();
    (void)n, (void)o, (void)v;
    return cuModuleLoadData(m, image);
}
EXPORT CUresult cuModuleUnload(CUmodule m) { COUNT(); (void)m; return CUDA_SUCCESS; }
/* A function handle is its name, so that a launch knows which kernel it is. */
EXPORT CUresult cuModuleGetFunction(CUfunction *f, CUmodule m, const char *name) { COUNT();
    (void)m;
    *f = (CUfunction)strdup(name);
    return *f ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t bytes) { COUNT();
    void *m = calloc(1, bytes ? bytes : 1);
    if (!m) return CUDA_ERROR_OUT_OF_MEMORY;
    *p = (CUdeviceptr)(uintptr_t)m;
    return CUDA_SUCCESS;
}
EXPORT CUresult cuMemAllocAsync(CUdeviceptr *p, size_t bytes, CUstream s) { COUNT(); (void)s; return cuMemAlloc_v2(p, bytes); }
EXPORT CUresult cuMemFree_v2(CUdeviceptr p) { COUNT(); free((void *)(uintptr_t)p); return CUDA_SUCCESS; }
EXPORT CUresult cuMemFreeAsync(CUdeviceptr p, CUstream s) { COUNT(); (void)s; return cuMemFree_v2(p); }
EXPORT CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void *h, size_t n) { COUNT();
    memcpy((void *)(uintptr_t)d, h, n);
    return CUDA_SUCCESS;
}
EXPORT CUresult cuMemcpyDtoH_v2(void *h, CUdeviceptr d, size_t n) { COUNT();
    memcpy(h, (const void *)(uintptr_t)d, n);
    return CUDA_SUCCESS;
}
EXPORT CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr d, const void *h, size_t n, CUstream s) { COUNT(); (void)s; return cuMemcpyHtoD_v2(d, h, n); }
EXPORT CUresult cuMemcpyDtoHAsync_v2(void *h, CUdeviceptr d, size_t n, CUstream s) { COUNT(); (void)s; return cuMemcpyDtoH_v2(h, d, n); }
EXPORT CUresult cuMemsetD8_v2(CUdeviceptr d, unsigned char v, size_t n) { COUNT();
    memset((void *)(uintptr_t)d, v, n);
    return CUDA_SUCCESS;
}
EXPORT CUresult cuMemsetD8Async(CUdeviceptr d, unsigned char v, size_t n, CUstream s) { COUNT(); (void)s; return cuMemsetD8_v2(d, v, n); }
EXPORT CUresult cuMemsetD32_v2(CUdeviceptr d, unsigned int v, size_t n) { COUNT();
    unsigned int *p = (unsigned int *)(uintptr_t)d;
    for (size_t i = 0; i < n; i++) p[i] = v;
    return CUDA_SUCCESS;
}

/* What sixteen_args.ptx does: out[i] = v[i] for i < 15, out[15] = their sum. */
static void run_kernel(CUfunction f, void **params) {
    if (params == NULL || strcmp((const char *)f, "sixteen_args") != 0) return;
    unsigned *out = (unsigned *)(uintptr_t)(*(CUdeviceptr *)params[15]);
    unsigned sum = 0;
    for (int i = 0; i < 15; i++) {
        unsigned v = *(unsigned *)params[i];
        out[i] = v;
        sum += v;
    }
    out[15] = sum;
}
/* FAKE_CUDA_LAUNCH_TOUCH_KB=N: every launch writes one byte in each 64-byte line of an N KiB buffer, as a
 * real driver's launch walks its own state, so that what the caller keeps in the CPU's caches between two
 * launches is evicted as it is on a GPU machine (the caller's extra cache lines then cost what they cost
 * there). Unset or 0: nothing touched. */
static unsigned char *touch_buf;
static size_t touch_len = (size_t)-1;
/* FAKE_CUDA_LAUNCH_CODE=1: every launch also runs 64 KiB of no-ops, which evicts the caller's code from
 * the CPU's first-level instruction cache, as the real launch path does. */
static int touch_code;
__attribute__((noinline)) static void run_code(void) { __asm__ volatile(".rept 8192\n\tnopl 0(%%rax,%%rax,1)\n\tnop\n.endr" ::: "memory"); }
static void touch_lines(void) {
    if (touch_len == (size_t)-1) {
        const char *kb = getenv("FAKE_CUDA_LAUNCH_TOUCH_KB");
        touch_len = kb ? (size_t)strtoul(kb, NULL, 10) * 1024 : 0;
        touch_buf = touch_len ? calloc(touch_len, 1) : NULL;
        if (!touch_buf) touch_len = 0;
        touch_code = getenv("FAKE_CUDA_LAUNCH_CODE") != NULL;
    }
    for (size_t i = 0; i < touch_len; i += 64) touch_buf[i]++;
    if (touch_code) run_code();
}
EXPORT CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                               unsigned bz, unsigned shmem, CUstream s, void **params, void **extra) { COUNT();
    (void)gx, (void)gy, (void)gz, (void)bx, (void)by, (void)bz, (void)shmem, (void)s, (void)extra;
    touch_lines();
    run_kernel(f, params);
    return CUDA_SUCCESS;
}
EXPORT CUresult cuLaunchKernelEx(const CUlaunchConfig *c, CUfunction f, void **params, void **extra) { COUNT();
    (void)c, (void)extra;
    touch_lines();
    run_kernel(f, params);
    return CUDA_SUCCESS;
}

/* The parameter lists of the bundle's kernels, as a 12.4+ driver reports them, so that the checked launch
 * of cuda-driver compares its arguments on every launch here: empty() has none, four_args four pointers,
 * sixteen_args fifteen 4-byte values and a pointer at offset 64. */
EXPORT CUresult cuFuncGetParamInfo(CUfunction f, size_t index, size_t *offset, size_t *size) { COUNT();
    const char *name = (const char *)f;
    size_t count, at, bytes;
    if (!strcmp(name, "empty")) {
        count = 0, at = 0, bytes = 0;
    } else if (!strcmp(name, "four_args")) {
        count = 4, at = 8 * index, bytes = 8;
    } else if (!strcmp(name, "sixteen_args")) {
        count = 16, at = index < 15 ? 4 * index : 64, bytes = index < 15 ? 4 : 8;
    } else {
        return CUDA_ERROR_INVALID_HANDLE;
    }
    if (index >= count || !offset || !size) return CUDA_ERROR_INVALID_VALUE;
    *offset = at;
    *size = bytes;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGetErrorName(CUresult r, const char **s) { COUNT();
    *s = r == CUDA_SUCCESS ? "CUDA_SUCCESS" : "CUDA_ERROR_FAKE";
    return CUDA_SUCCESS;
}
EXPORT CUresult cuGetErrorString(CUresult r, const char **s) { COUNT();
    *s = r == CUDA_SUCCESS ? "no error" : "an error of the fake driver";
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, cuuint64_t flags,
                                    CUdriverProcAddressQueryResult *status);

struct entry {
    const char *name;
    void *fn;
};
#define E(name, fn) {name, (void *)(fn)}
static const struct entry TABLE[] = {
    E("cuInit", cuInit), E("cuDriverGetVersion", cuDriverGetVersion), E("cuDeviceGetCount", cuDeviceGetCount),
    E("cuDeviceGet", cuDeviceGet), E("cuDeviceGetName", cuDeviceGetName),
    E("cuDeviceGetAttribute", cuDeviceGetAttribute), E("cuDeviceTotalMem", cuDeviceTotalMem_v2),
    E("cuDevicePrimaryCtxRetain", cuDevicePrimaryCtxRetain),
    E("cuDevicePrimaryCtxRelease", cuDevicePrimaryCtxRelease_v2), E("cuCtxSetCurrent", cuCtxSetCurrent),
    E("cuCtxGetCurrent", cuCtxGetCurrent), E("cuCtxGetDevice", cuCtxGetDevice),
    E("cuCtxSynchronize", cuCtxSynchronize), E("cuCtxPushCurrent", cuCtxPushCurrent_v2),
    E("cuCtxPopCurrent", cuCtxPopCurrent_v2), E("cuStreamCreate", cuStreamCreate),
    E("cuStreamCreateWithPriority", cuStreamCreateWithPriority), E("cuStreamDestroy", cuStreamDestroy_v2),
    E("cuStreamQuery", cuStreamQuery), E("cuStreamSynchronize", cuStreamSynchronize),
    E("cuEventCreate", cuEventCreate), E("cuEventRecord", cuEventRecord),
    E("cuEventSynchronize", cuEventSynchronize), E("cuEventQuery", cuEventQuery),
    E("cuEventDestroy", cuEventDestroy_v2), E("cuStreamWaitEvent", cuStreamWaitEvent), E("cuModuleLoadData", cuModuleLoadData),
    E("cuModuleLoadDataEx", cuModuleLoadDataEx), E("cuModuleUnload", cuModuleUnload),
    E("cuModuleGetFunction", cuModuleGetFunction), E("cuMemAlloc", cuMemAlloc_v2),
    E("cuMemAllocAsync", cuMemAllocAsync), E("cuMemFree", cuMemFree_v2), E("cuMemFreeAsync", cuMemFreeAsync),
    E("cuMemcpyHtoD", cuMemcpyHtoD_v2), E("cuMemcpyDtoH", cuMemcpyDtoH_v2),
    E("cuMemcpyHtoDAsync", cuMemcpyHtoDAsync_v2), E("cuMemcpyDtoHAsync", cuMemcpyDtoHAsync_v2),
    E("cuMemsetD8", cuMemsetD8_v2), E("cuMemsetD8Async", cuMemsetD8Async), E("cuMemsetD32", cuMemsetD32_v2),
    E("cuLaunchKernel", cuLaunchKernel), E("cuLaunchKernelEx", cuLaunchKernelEx),
    E("cuFuncGetParamInfo", cuFuncGetParamInfo),
    E("cuGetErrorName", cuGetErrorName), E("cuGetErrorString", cuGetErrorString),
    E("cuGetProcAddress", cuGetProcAddress_v2), E("fake_cuda_calls", fake_cuda_calls),
};

EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, cuuint64_t flags,
                                    CUdriverProcAddressQueryResult *status) {
    (void)version, (void)flags;
    *pfn = (void *)success;
    size_t len = strlen(symbol);
    for (size_t i = 0; i < sizeof TABLE / sizeof TABLE[0]; i++) {
        const char *n = TABLE[i].name;
        size_t nl = strlen(n);
        /* "cuMemAlloc" and "cuMemAlloc_v2" both find cuMemAlloc_v2. */
        if (!strncmp(symbol, n, nl) && (len == nl || (symbol[nl] == '_' && symbol[nl + 1] == 'v'))) {
            *pfn = TABLE[i].fn;
            break;
        }
    }
    if (status) *status = CU_GET_PROC_ADDRESS_SUCCESS;
    return CUDA_SUCCESS;
}
/* The CUDA 11.3 entry point, which cuda.h renames to cuGetProcAddress_v2. */
#undef cuGetProcAddress
EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int version, cuuint64_t flags);
EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int version, cuuint64_t flags) {
    return cuGetProcAddress_v2(symbol, pfn, version, flags, NULL);
}
