/* A driver for CUDA 13.0 whose functions return codes newer than any list: cuDeviceGetCount answers 9999,
 * cuDeviceGet 123456789, and cuStreamQuery a known code (CUDA_ERROR_NOT_READY) for contrast. */
#include "fake.h"

static CUresult fake_init(unsigned int flags) { return flags == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE; }

static CUresult fake_driver_get_version(int *version) {
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = 13000;
    return CUDA_SUCCESS;
}

static CUresult fake_device_get_count(int *count) { (void)count; return 9999; }
static CUresult fake_device_get(CUdevice *device, int ordinal) { (void)device; (void)ordinal; return 123456789; }
static CUresult fake_stream_query(CUstream stream) { (void)stream; return CUDA_ERROR_NOT_READY; }

static const struct entry TABLE[] = {
    {"cuInit", 2000, (void *)fake_init, NULL},
    {"cuDriverGetVersion", 2020, (void *)fake_driver_get_version, NULL},
    {"cuDeviceGetCount", 2000, (void *)fake_device_get_count, NULL},
    {"cuDeviceGet", 2000, (void *)fake_device_get, NULL},
    {"cuStreamQuery", 2000, (void *)fake_stream_query, NULL},
    {NULL, 0, NULL, NULL},
};

EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, uint64_t flags,
                                    int *symbolStatus) {
    return fake_lookup(TABLE, symbol, pfn, cudaVersion, flags, symbolStatus);
}

EXPORT CUresult cuDriverGetVersion(int *version) { return fake_driver_get_version(version); }
