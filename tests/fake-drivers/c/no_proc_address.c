/* A driver from before CUDA 11.3: no cuGetProcAddress at all, functions exported by their symbols only.
 * It reports CUDA 11.2 and two devices. It exports the first, 32-bit-size ABI of cuMemAlloc as
 * `cuMemAlloc` but not `cuMemAlloc_v2`: the loader must not take the old ABI for the new one. */
#include "fake.h"

EXPORT CUresult cuInit(unsigned int flags) { return flags == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE; }

EXPORT CUresult cuDriverGetVersion(int *version) {
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = 11020;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetCount(int *count) {
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    *count = 2;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGet(CUdevice *device, int ordinal) {
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    if (ordinal < 0 || ordinal >= 2) return CUDA_ERROR_INVALID_DEVICE;
    *device = ordinal;
    return CUDA_SUCCESS;
}

/* `cuDeviceTotalMem_v2`: the size_t ABI. */
EXPORT CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev) {
    if (!bytes) return CUDA_ERROR_INVALID_VALUE;
    if (dev < 0 || dev >= 2) return CUDA_ERROR_INVALID_DEVICE;
    *bytes = (size_t)(dev + 1) << 30;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetCurrent(CUcontext *ctx) {
    if (!ctx) return CUDA_ERROR_INVALID_VALUE;
    *ctx = NULL;
    return CUDA_SUCCESS;
}

/* The CUDA 2.0 ABI (`unsigned int` pointer and size), which `PFN_cuMemAlloc_v3020` must never bind to. */
EXPORT CUresult cuMemAlloc(unsigned int *dptr, unsigned int bytesize) {
    (void)dptr;
    (void)bytesize;
    return CUDA_ERROR_INVALID_VALUE;
}
