/* Shared by the fake drivers: the few types and codes of cuda.h they need, and a table-driven
 * cuGetProcAddress. Each fake is a stand-in for libcuda in one failure case only; none touches a GPU. */
#ifndef FAKE_H
#define FAKE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext;
typedef void *CUstream;

#define CUDA_SUCCESS 0
#define CUDA_ERROR_INVALID_VALUE 1
#define CUDA_ERROR_NOT_INITIALIZED 3
#define CUDA_ERROR_NO_DEVICE 100
#define CUDA_ERROR_INVALID_DEVICE 101
#define CUDA_ERROR_NOT_FOUND 500
#define CUDA_ERROR_NOT_READY 600

/* CUdriverProcAddress_flags and CUdriverProcAddressQueryResult. */
#define CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM 2
#define CU_GET_PROC_ADDRESS_SUCCESS 0
#define CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND 1
#define CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT 2

/* One function a fake's cuGetProcAddress knows: its name, the ABI version it was introduced with, and
 * the implementations for the legacy and the per-thread default stream (NULL: the same). */
struct entry {
    const char *name;
    int version;
    void *legacy;
    void *per_thread;
};

/* cuGetProcAddress as libcuda documents it: the function `symbol` at the newest ABI version not newer
 * than `cudaVersion` (a table may list a name once per ABI), in the stream mode of `flags`;
 * CUDA_ERROR_NOT_FOUND for a name it does not know or a version older than every ABI of the name.
 * A per-thread-default-stream request below ABI 7000 (where the per-thread variants begin) is
 * answered as the 13.0 driver does: CUDA_SUCCESS, a null pointer, and
 * CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT in the status. */
__attribute__((unused)) static CUresult fake_lookup(const struct entry *table, const char *symbol, void **pfn, int cudaVersion,
                            uint64_t flags, int *status) {
    if (pfn == NULL || symbol == NULL) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    *pfn = NULL;
    if ((flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM) != 0 && cudaVersion < 7000) {
        if (status) *status = CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT;
        return CUDA_SUCCESS;
    }
    const struct entry *best = NULL;
    int known = 0;
    for (const struct entry *e = table; e->name != NULL; e++) {
        if (strcmp(e->name, symbol) != 0) {
            continue;
        }
        known = 1;
        if (e->version <= cudaVersion && (best == NULL || e->version > best->version)) {
            best = e;
        }
    }
    if (best == NULL) {
        if (status) *status = known ? CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
        return CUDA_ERROR_NOT_FOUND;
    }
    int ptds = (flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM) != 0;
    *pfn = ptds && best->per_thread ? best->per_thread : best->legacy;
    if (status) *status = CU_GET_PROC_ADDRESS_SUCCESS;
    return CUDA_SUCCESS;
}

#endif
