/* A driver for CUDA 13.0 on a machine without a GPU: cuInit fails with CUDA_ERROR_NO_DEVICE, and the
 * functions that need initialisation answer CUDA_ERROR_NOT_INITIALIZED, as libcuda does. */
#include "fake.h"

static CUresult fake_init(unsigned int flags) { (void)flags; return CUDA_ERROR_NO_DEVICE; }

static CUresult fake_driver_get_version(int *version) {
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = 13000;
    return CUDA_SUCCESS;
}

static CUresult fake_device_get_count(int *count) { (void)count; return CUDA_ERROR_NOT_INITIALIZED; }

static const struct entry TABLE[] = {
    {"cuInit", 2000, (void *)fake_init, NULL},
    {"cuDriverGetVersion", 2020, (void *)fake_driver_get_version, NULL},
    {"cuDeviceGetCount", 2000, (void *)fake_device_get_count, NULL},
    {NULL, 0, NULL, NULL},
};

EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, uint64_t flags,
                                    int *symbolStatus) {
    return fake_lookup(TABLE, symbol, pfn, cudaVersion, flags, symbolStatus);
}

EXPORT CUresult cuInit(unsigned int flags) { return fake_init(flags); }
EXPORT CUresult cuDriverGetVersion(int *version) { return fake_driver_get_version(version); }
