/* A driver for CUDA 13.0 whose cuGetProcAddress (the 12.0 entry point) hands out a function for every name
 * at every ABI version it is asked for, as a real driver hands out the newest ABI of a name that is not
 * newer than the one asked for: the 13.0 driver answers a request for `cuLaunchHostFunc` at 13010 with
 * its 10000 ABI. So the only thing that can keep a function newer than 13.0 out of the table is the
 * loader's own rule (never bind an ABI newer than the driver).
 *
 * `cuInit` and `cuDriverGetVersion` work; every other name is one stub that counts its calls and fails
 * with CUDA_ERROR_NOT_SUPPORTED. Beyond cuda.h, `fakeStubCalls` (`int (void)`) says how many calls the
 * stub has had, so a test can tell that nothing it refused reached the driver. */
#include "fake.h"

#ifndef VERSION
#define VERSION 13000
#endif

#define CUDA_ERROR_NOT_SUPPORTED 801

static int stub_calls;

static CUresult fake_init(unsigned int flags) {
    return flags == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static CUresult fake_driver_get_version(int *version) {
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = VERSION;
    return CUDA_SUCCESS;
}

/* Stands for every other function; never meant to be called by the tests. */
static CUresult fake_stub(void) {
    __atomic_add_fetch(&stub_calls, 1, __ATOMIC_SEQ_CST);
    return CUDA_ERROR_NOT_SUPPORTED;
}

static int fake_stub_calls(void) {
    return __atomic_load_n(&stub_calls, __ATOMIC_SEQ_CST);
}

EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, uint64_t flags,
                                    int *symbolStatus) {
    (void)cudaVersion;
    (void)flags;
    if (symbol == NULL || pfn == NULL) return CUDA_ERROR_INVALID_VALUE;
    if (strcmp(symbol, "cuInit") == 0) {
        *pfn = (void *)fake_init;
    } else if (strcmp(symbol, "cuDriverGetVersion") == 0) {
        *pfn = (void *)fake_driver_get_version;
    } else if (strcmp(symbol, "cuGetProcAddress") == 0) {
        *pfn = (void *)cuGetProcAddress_v2;
    } else if (strcmp(symbol, "fakeStubCalls") == 0) {
        *pfn = (void *)fake_stub_calls;
    } else {
        *pfn = (void *)fake_stub;
    }
    if (symbolStatus) *symbolStatus = CU_GET_PROC_ADDRESS_SUCCESS;
    return CUDA_SUCCESS;
}
