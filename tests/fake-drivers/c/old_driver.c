/* An "old driver" for CUDA 11.4 whose cuGetProcAddress knows only cuInit, cuDriverGetVersion,
 * cuDeviceGetCount, cuCtxGetCurrent and cuStreamQuery, and answers CUDA_ERROR_NOT_FOUND for the rest.
 * It exports nothing but cuGetProcAddress, so everything the loader finds came through it, the driver's
 * version included. Built twice:
 * with the CUDA 11.3 entry point `cuGetProcAddress` (as an 11.4 driver has), and with -DFAKE_V2 with the
 * CUDA 12.0 one, `cuGetProcAddress_v2`.
 *
 * cuStreamQuery has a distinct per-thread-default-stream variant, as libcuda has `cuStreamQuery_ptsz`:
 * on the null stream it answers CUDA_ERROR_NOT_READY, so a test can tell which one the loader asked for. */
#include "fake.h"

static int initialised;

static CUresult fake_init(unsigned int flags) {
    if (flags != 0) return CUDA_ERROR_INVALID_VALUE;
    initialised = 1;
    return CUDA_SUCCESS;
}

static CUresult fake_driver_get_version(int *version) {
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = 11040;
    return CUDA_SUCCESS;
}

static CUresult fake_device_get_count(int *count) {
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    *count = 1;
    return CUDA_SUCCESS;
}

static CUresult fake_ctx_get_current(CUcontext *ctx) {
    if (!ctx) return CUDA_ERROR_INVALID_VALUE;
    *ctx = NULL;
    return CUDA_SUCCESS;
}

static CUresult fake_stream_query(CUstream stream) { (void)stream; return CUDA_SUCCESS; }
static CUresult fake_stream_query_ptsz(CUstream stream) {
    return stream == NULL ? CUDA_ERROR_NOT_READY : CUDA_SUCCESS;
}

#ifdef FAKE_V2
CUresult cuGetProcAddress_v2(const char *, void **, int, uint64_t, int *);
#define SELF_VERSION 12000
#define SELF ((void *)cuGetProcAddress_v2)
#else
CUresult cuGetProcAddress(const char *, void **, int, uint64_t);
#define SELF_VERSION 11030
#define SELF ((void *)cuGetProcAddress)
#endif

static const struct entry TABLE[] = {
    /* As libcuda, it gives out itself. The 11.3 entry point has the 4-argument ABI of CUDA 11.3, and
     * hands it out for any requested version from 11030 up, 12000 (`PFN_cuGetProcAddress_v12000`, five
     * arguments) included: this is how cuGetProcAddress answers a version newer than the driver. */
    {"cuGetProcAddress", SELF_VERSION, SELF, NULL},
    {"cuInit", 2000, (void *)fake_init, NULL},
    {"cuDriverGetVersion", 2020, (void *)fake_driver_get_version, NULL},
    {"cuDeviceGetCount", 2000, (void *)fake_device_get_count, NULL},
    {"cuCtxGetCurrent", 4000, (void *)fake_ctx_get_current, NULL},
    {"cuStreamQuery", 2000, (void *)fake_stream_query, (void *)fake_stream_query_ptsz},
    {NULL, 0, NULL, NULL},
};

#ifdef FAKE_V2
EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, uint64_t flags,
                                    int *symbolStatus) {
    return fake_lookup(TABLE, symbol, pfn, cudaVersion, flags, symbolStatus);
}
#else
EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, uint64_t flags) {
    return fake_lookup(TABLE, symbol, pfn, cudaVersion, flags, NULL);
}
#endif
