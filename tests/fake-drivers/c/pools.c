/* A 13.0 driver with one device, its primary context, streams, events and the stream-ordered allocator's
 * memory pools, enough for the safe layer's pools to run without a GPU. Work is not run: a stream is a
 * name, and an allocation is a number with a size and the pool it came from.
 *
 * Pools keep what the tests look at: the default pool (never destroyed), created pools, the device's
 * current pool, each pool's release threshold, reuse policies and used/reserved bytes (reserved grows
 * with use and falls only by cuMemPoolTrimTo, as with a threshold that keeps everything). Destroying the
 * current pool makes the default pool current, as the driver documents.
 *
 * Beyond cuda.h, `fakePoolStat(int what)` answers: 0, the created pools alive; 1, how many created pools
 * were destroyed while allocations from them were outstanding (the driver allows it, deferring the
 * release; the safe layer's pool buffers never need it); 2, the allocations outstanding; 3, the
 * cuMemPoolDestroy calls that succeeded. */
#include <pthread.h>

#include "fake.h"

#define CUDA_ERROR_INVALID_CONTEXT 201
#define CUDA_ERROR_INVALID_HANDLE 400

#define SLOTS 64
#define ALLOCS 1024

/* CUmemPool_attribute */
#define ATTR_REUSE_FOLLOW 1
#define ATTR_REUSE_OPPORTUNISTIC 2
#define ATTR_REUSE_INTERNAL 3
#define ATTR_RELEASE_THRESHOLD 4
#define ATTR_RESERVED_CURRENT 5
#define ATTR_RESERVED_HIGH 6
#define ATTR_USED_CURRENT 7
#define ATTR_USED_HIGH 8

struct pool {
    int live;
    int is_default;
    int reuse[4];
    uint64_t threshold, reserved, reserved_high, used, used_high;
};

struct allocation {
    int live;
    struct pool *pool;
    size_t size;
};

static int initialised;
static int primary_retains;
static int primary_context; /* its address is the handle */
static __thread void *current_ctx;
static struct pool pools[SLOTS]; /* pools[0] is the default pool */
static struct pool *current_pool = &pools[0];
static struct allocation allocations[ALLOCS];
static int handles; /* streams and events: names only */
static int destroyed_early, destroys;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static CUresult fake_init(unsigned int flags) {
    if (flags != 0) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    initialised = 1;
    pools[0].live = 1;
    pools[0].is_default = 1;
    for (int i = 1; i <= 3; i++) pools[0].reuse[i] = 1;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_driver_get_version(int *version) {
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = 13000;
    return CUDA_SUCCESS;
}

static CUresult fake_device_get(CUdevice *device, int ordinal) {
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    if (ordinal != 0) return CUDA_ERROR_INVALID_DEVICE;
    *device = 0;
    return CUDA_SUCCESS;
}

static CUresult fake_device_get_count(int *count) {
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    *count = 1;
    return CUDA_SUCCESS;
}

static CUresult fake_primary_retain(CUcontext *pctx, CUdevice dev) {
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    __atomic_add_fetch(&primary_retains, 1, __ATOMIC_SEQ_CST);
    *pctx = &primary_context;
    return CUDA_SUCCESS;
}

static CUresult fake_primary_release(CUdevice dev) {
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    __atomic_sub_fetch(&primary_retains, 1, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

static CUresult fake_ctx_get_current(CUcontext *ctx) {
    if (!ctx) return CUDA_ERROR_INVALID_VALUE;
    *ctx = current_ctx;
    return CUDA_SUCCESS;
}

static CUresult fake_ctx_set_current(CUcontext ctx) {
    if (ctx != NULL && ctx != &primary_context) return CUDA_ERROR_INVALID_CONTEXT;
    current_ctx = ctx;
    return CUDA_SUCCESS;
}

static CUresult need_context(void) {
    return current_ctx == &primary_context ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

/* Streams and events are names; creating one needs the context current. */
static CUresult fake_handle_create(void **handle, unsigned int flags) {
    (void)flags;
    if (!handle) return CUDA_ERROR_INVALID_VALUE;
    if (need_context() != CUDA_SUCCESS) return CUDA_ERROR_INVALID_CONTEXT;
    *handle = (void *)(uintptr_t)(0x1000 + 16 * __atomic_add_fetch(&handles, 1, __ATOMIC_SEQ_CST));
    return CUDA_SUCCESS;
}

static CUresult fake_handle_destroy(void *handle) {
    return handle == NULL ? CUDA_ERROR_INVALID_HANDLE : CUDA_SUCCESS;
}

static CUresult fake_record(void *event, void *stream) {
    (void)stream;
    return event == NULL ? CUDA_ERROR_INVALID_HANDLE : CUDA_SUCCESS;
}

static CUresult fake_wait_event(void *stream, void *event, unsigned int flags) {
    (void)stream;
    (void)flags;
    return event == NULL ? CUDA_ERROR_INVALID_HANDLE : CUDA_SUCCESS;
}

static CUresult fake_synchronize_stream(void *stream) {
    (void)stream;
    return CUDA_SUCCESS;
}

static CUresult fake_ctx_synchronize(void) {
    return need_context();
}

static struct pool *pool_of(void *handle) {
    struct pool *p = (struct pool *)handle;
    if (p < pools || p >= pools + SLOTS || !p->live) return NULL;
    return p;
}

static int outstanding(const struct pool *p) {
    int n = 0;
    for (int i = 0; i < ALLOCS; i++) n += allocations[i].live && allocations[i].pool == p;
    return n;
}

/* CUmemPoolProps is not read: every pool is a device pool of device 0. */
static CUresult fake_pool_create(void **pool, const void *props) {
    if (!pool || !props) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    for (int i = 1; i < SLOTS; i++) {
        if (!pools[i].live) {
            memset(&pools[i], 0, sizeof pools[i]);
            pools[i].live = 1;
            for (int r = 1; r <= 3; r++) pools[i].reuse[r] = 1;
            *pool = &pools[i];
            pthread_mutex_unlock(&lock);
            return CUDA_SUCCESS;
        }
    }
    pthread_mutex_unlock(&lock);
    return CUDA_ERROR_INVALID_VALUE;
}

static CUresult fake_pool_destroy(void *handle) {
    pthread_mutex_lock(&lock);
    struct pool *p = pool_of(handle);
    CUresult result = CUDA_SUCCESS;
    if (p == NULL || p->is_default) {
        result = CUDA_ERROR_INVALID_VALUE;
    } else {
        if (outstanding(p) > 0) destroyed_early++;
        p->live = 0;
        destroys++;
        if (current_pool == p) current_pool = &pools[0];
    }
    pthread_mutex_unlock(&lock);
    return result;
}

static CUresult fake_default_pool(void **pool, CUdevice dev) {
    if (!pool) return CUDA_ERROR_INVALID_VALUE;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    *pool = &pools[0];
    return CUDA_SUCCESS;
}

static CUresult fake_get_pool(void **pool, CUdevice dev) {
    if (!pool) return CUDA_ERROR_INVALID_VALUE;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&lock);
    *pool = current_pool;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_set_pool(CUdevice dev, void *handle) {
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&lock);
    struct pool *p = pool_of(handle);
    if (p != NULL) current_pool = p;
    pthread_mutex_unlock(&lock);
    return p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

static CUresult allocate(uint64_t *ptr, size_t size, struct pool *p) {
    if (!ptr || size == 0) return CUDA_ERROR_INVALID_VALUE;
    if (need_context() != CUDA_SUCCESS) return CUDA_ERROR_INVALID_CONTEXT;
    pthread_mutex_lock(&lock);
    CUresult result = CUDA_ERROR_INVALID_VALUE;
    if (p != NULL && p->live) {
        for (int i = 0; i < ALLOCS; i++) {
            if (!allocations[i].live) {
                allocations[i] = (struct allocation){1, p, size};
                p->used += size;
                if (p->used > p->used_high) p->used_high = p->used;
                if (p->used > p->reserved) p->reserved = p->used;
                if (p->reserved > p->reserved_high) p->reserved_high = p->reserved;
                *ptr = 0x7f0000000000ull + (uint64_t)i * 0x100000000ull;
                result = CUDA_SUCCESS;
                break;
            }
        }
    }
    pthread_mutex_unlock(&lock);
    return result;
}

static CUresult fake_alloc_async(uint64_t *ptr, size_t size, void *stream) {
    (void)stream;
    return allocate(ptr, size, current_pool);
}

static CUresult fake_alloc_from_pool_async(uint64_t *ptr, size_t size, void *pool, void *stream) {
    (void)stream;
    return allocate(ptr, size, pool_of(pool));
}

static CUresult fake_free_async(uint64_t ptr, void *stream) {
    (void)stream;
    if (need_context() != CUDA_SUCCESS) return CUDA_ERROR_INVALID_CONTEXT;
    uint64_t i = (ptr - 0x7f0000000000ull) / 0x100000000ull;
    pthread_mutex_lock(&lock);
    CUresult result = CUDA_ERROR_INVALID_VALUE;
    if (ptr >= 0x7f0000000000ull && i < ALLOCS && allocations[i].live) {
        allocations[i].live = 0;
        allocations[i].pool->used -= allocations[i].size;
        result = CUDA_SUCCESS;
    }
    pthread_mutex_unlock(&lock);
    return result;
}

static CUresult fake_get_attribute(void *handle, int attr, void *value) {
    if (!value) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    struct pool *p = pool_of(handle);
    CUresult result = p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    if (p != NULL) {
        switch (attr) {
        case ATTR_REUSE_FOLLOW:
        case ATTR_REUSE_OPPORTUNISTIC:
        case ATTR_REUSE_INTERNAL: *(int *)value = p->reuse[attr]; break;
        case ATTR_RELEASE_THRESHOLD: *(uint64_t *)value = p->threshold; break;
        case ATTR_RESERVED_CURRENT: *(uint64_t *)value = p->reserved; break;
        case ATTR_RESERVED_HIGH: *(uint64_t *)value = p->reserved_high; break;
        case ATTR_USED_CURRENT: *(uint64_t *)value = p->used; break;
        case ATTR_USED_HIGH: *(uint64_t *)value = p->used_high; break;
        default: result = CUDA_ERROR_INVALID_VALUE;
        }
    }
    pthread_mutex_unlock(&lock);
    return result;
}

static CUresult fake_set_attribute(void *handle, int attr, void *value) {
    if (!value) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    struct pool *p = pool_of(handle);
    CUresult result = p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    if (p != NULL) {
        switch (attr) {
        case ATTR_REUSE_FOLLOW:
        case ATTR_REUSE_OPPORTUNISTIC:
        case ATTR_REUSE_INTERNAL: p->reuse[attr] = *(int *)value != 0; break;
        case ATTR_RELEASE_THRESHOLD: p->threshold = *(uint64_t *)value; break;
        /* Only zero is accepted: it resets the watermark to the current value. */
        case ATTR_RESERVED_HIGH:
            if (*(uint64_t *)value != 0) result = CUDA_ERROR_INVALID_VALUE;
            else p->reserved_high = p->reserved;
            break;
        case ATTR_USED_HIGH:
            if (*(uint64_t *)value != 0) result = CUDA_ERROR_INVALID_VALUE;
            else p->used_high = p->used;
            break;
        default: result = CUDA_ERROR_INVALID_VALUE;
        }
    }
    pthread_mutex_unlock(&lock);
    return result;
}

static CUresult fake_trim_to(void *handle, size_t keep) {
    pthread_mutex_lock(&lock);
    struct pool *p = pool_of(handle);
    if (p != NULL) {
        uint64_t floor = p->used > keep ? p->used : keep;
        if (p->reserved > floor) p->reserved = floor;
    }
    pthread_mutex_unlock(&lock);
    return p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

/* Not a CUDA function: see the header comment. */
static int fake_pool_stat(int what) {
    pthread_mutex_lock(&lock);
    int n = -1;
    switch (what) {
    case 0:
        n = 0;
        for (int i = 1; i < SLOTS; i++) n += pools[i].live;
        break;
    case 1: n = destroyed_early; break;
    case 2:
        n = 0;
        for (int i = 0; i < ALLOCS; i++) n += allocations[i].live;
        break;
    case 3: n = destroys; break;
    }
    pthread_mutex_unlock(&lock);
    return n;
}

CUresult cuGetProcAddress_v2(const char *, void **, int, uint64_t, int *);

static const struct entry TABLE[] = {
    {"cuGetProcAddress", 12000, (void *)cuGetProcAddress_v2, NULL},
    {"cuInit", 2000, (void *)fake_init, NULL},
    {"cuDriverGetVersion", 2020, (void *)fake_driver_get_version, NULL},
    {"cuDeviceGet", 2000, (void *)fake_device_get, NULL},
    {"cuDeviceGetCount", 2000, (void *)fake_device_get_count, NULL},
    {"cuDevicePrimaryCtxRetain", 7000, (void *)fake_primary_retain, NULL},
    {"cuDevicePrimaryCtxRelease", 11000, (void *)fake_primary_release, NULL},
    {"cuCtxGetCurrent", 4000, (void *)fake_ctx_get_current, NULL},
    {"cuCtxSetCurrent", 4000, (void *)fake_ctx_set_current, NULL},
    {"cuCtxSynchronize", 2000, (void *)fake_ctx_synchronize, NULL},
    {"cuStreamCreate", 2000, (void *)fake_handle_create, NULL},
    {"cuStreamDestroy", 4000, (void *)fake_handle_destroy, NULL},
    {"cuStreamSynchronize", 2000, (void *)fake_synchronize_stream, NULL},
    {"cuStreamWaitEvent", 3020, (void *)fake_wait_event, NULL},
    {"cuEventCreate", 2000, (void *)fake_handle_create, NULL},
    {"cuEventRecord", 2000, (void *)fake_record, NULL},
    {"cuEventDestroy", 4000, (void *)fake_handle_destroy, NULL},
    {"cuMemPoolCreate", 11020, (void *)fake_pool_create, NULL},
    {"cuMemPoolDestroy", 11020, (void *)fake_pool_destroy, NULL},
    {"cuDeviceGetDefaultMemPool", 11020, (void *)fake_default_pool, NULL},
    {"cuDeviceGetMemPool", 11020, (void *)fake_get_pool, NULL},
    {"cuDeviceSetMemPool", 11020, (void *)fake_set_pool, NULL},
    {"cuMemAllocAsync", 11020, (void *)fake_alloc_async, NULL},
    {"cuMemAllocFromPoolAsync", 11020, (void *)fake_alloc_from_pool_async, NULL},
    {"cuMemFreeAsync", 11020, (void *)fake_free_async, NULL},
    {"cuMemPoolGetAttribute", 11020, (void *)fake_get_attribute, NULL},
    {"cuMemPoolSetAttribute", 11020, (void *)fake_set_attribute, NULL},
    {"cuMemPoolTrimTo", 11020, (void *)fake_trim_to, NULL},
    {"fakePoolStat", 0, (void *)fake_pool_stat, NULL},
    {NULL, 0, NULL, NULL},
};

EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, uint64_t flags,
                                    int *symbolStatus) {
    return fake_lookup(TABLE, symbol, pfn, cudaVersion, flags, symbolStatus);
}
