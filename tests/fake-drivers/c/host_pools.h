/* The stream-ordered allocator's memory pools for the host-memory fake (included by host_memory.c, after
 * its allocation table and cuMemAlloc): the default pool (never destroyed), created and imported pools,
 * the device's current pool (cuMemAllocAsync takes from it), each pool's reuse policies, release
 * threshold, access and used/reserved bytes (reserved grows with use and falls only by cuMemPoolTrimTo,
 * as with a threshold that keeps everything). Destroying the current pool makes the default pool
 * current, as the driver documents; a pool destroyed with allocations outstanding lives on for them.
 *
 * A pool's allocations are entries of host_memory.c's allocation table (with `pool` set), so copies,
 * memsets and kernels on them are checked like any. A plain pool's memory is malloc'd; a pool made
 * exportable as a POSIX descriptor keeps its memory in a memfd that only grows, each allocation a
 * MAP_SHARED piece at its own offset, so the descriptor (a dup of the memfd) and an allocation's export
 * data (the offset and size) let another process map the same bytes, as pool IPC does on a GPU.
 *
 * Beyond cuda.h, `fakePoolStat(int what)` answers: 0, the created (or imported) pools alive; 1, how many
 * of them were destroyed while allocations from them were outstanding (the driver allows it, deferring
 * the release; the safe layer's pool buffers never need it); 2, pool allocations outstanding; 3, the
 * cuMemPoolDestroy calls that succeeded. */
#include <pthread.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define POOLS 64
#define POOL_PAGE 65536

/* CUmemPool_attribute */
#define ATTR_REUSE_FOLLOW 1
#define ATTR_REUSE_INTERNAL 3
#define ATTR_RELEASE_THRESHOLD 4
#define ATTR_RESERVED_CURRENT 5
#define ATTR_RESERVED_HIGH 6
#define ATTR_USED_CURRENT 7
#define ATTR_USED_HIGH 8

#define POOL_POSIX_FD 1    /* CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR */
#define POOL_EXPORT_MAGIC 0x666b706f6f6c7074ull

struct pool {
    int live;
    int is_default, exportable, imported;
    int fd;          /* the memfd of an exportable or imported pool, else -1 */
    size_t next;     /* an exportable pool's next free offset in its memfd */
    int shared;      /* exported at least once: only then may its pointers be */
    int reuse[4];    /* by attribute */
    int access;      /* CUmemAccess_flags of device 0 */
    uint64_t threshold, reserved, reserved_high, used, used_high;
};

static struct pool pools[POOLS] = {
    {.live = 1, .is_default = 1, .fd = -1, .reuse = {0, 1, 1, 1}, .access = 3}, /* [0]: default */
};
static struct pool *current_pool = &pools[0];
static int pools_destroyed_early, pool_destroys;
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;

/* Live pool or NULL; under pool_lock. */
static struct pool *pool_of(void *handle) {
    struct pool *p = (struct pool *)handle;
    return p >= pools && p < pools + POOLS && p->live ? p : NULL;
}

/* How many live allocations came from `p`; under pool_lock. */
static int pool_outstanding(const struct pool *p) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++)
        n += __atomic_load_n(&allocations[i].live, __ATOMIC_SEQ_CST) && allocations[i].pool == p;
    return n;
}

/* A new pool slot (one no outstanding allocation still names), zeroed and live; NULL when none. */
static struct pool *pool_new(void) {
    for (int i = 1; i < POOLS; i++) {
        if (pools[i].live || pool_outstanding(&pools[i]) > 0) continue;
        pools[i] = (struct pool){.live = 1, .fd = -1, .reuse = {0, 1, 1, 1}, .access = 3};
        return &pools[i];
    }
    return NULL;
}

/* CUmemPoolProps begins with allocType (pinned, 1), handleTypes and the location (device 0: {1, 0}). */
static CUresult fake_pool_create(void **pool, const int *props) {
    if (!pool || !props || props[0] != 1 || (props[1] & ~POOL_POSIX_FD) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (props[2] != 1 || props[3] != 0) return CUDA_ERROR_INVALID_DEVICE;
    int fd = -1;
    if (props[1] & POOL_POSIX_FD) {
        fd = memfd_create("fake-cuda-pool", MFD_CLOEXEC);
        if (fd < 0) return CUDA_ERROR_INVALID_VALUE;
    }
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_new();
    if (p != NULL) {
        p->exportable = fd >= 0;
        p->fd = fd;
        *pool = p;
    } else if (fd >= 0) {
        close(fd);
    }
    pthread_mutex_unlock(&pool_lock);
    return p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

static CUresult fake_pool_destroy(void *handle) {
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_of(handle);
    CUresult result = CUDA_SUCCESS;
    if (p == NULL || p->is_default) {
        result = CUDA_ERROR_INVALID_VALUE;
    } else {
        if (pool_outstanding(p) > 0) pools_destroyed_early++;
        if (p->fd >= 0) close(p->fd); /* the mapped pieces stay valid */
        p->fd = -1;
        p->live = 0;
        pool_destroys++;
        if (current_pool == p) current_pool = &pools[0];
    }
    pthread_mutex_unlock(&pool_lock);
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
    pthread_mutex_lock(&pool_lock);
    *pool = current_pool;
    pthread_mutex_unlock(&pool_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_set_pool(CUdevice dev, void *handle) {
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_of(handle);
    if (p != NULL) current_pool = p;
    pthread_mutex_unlock(&pool_lock);
    return p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

/* Records `size` bytes at `base` (offset `offset` in the pool's memfd, if it has one) as an allocation
 * of `p`, and counts them; under pool_lock. */
static CUresult pool_record(CUdeviceptr *ptr, struct pool *p, char *base, size_t size, size_t offset) {
    int i = take(&allocations[0].live, sizeof allocations[0]);
    if (i < 0) {
        if (p->fd >= 0) munmap(base, size);
        else free(base);
        return CUDA_ERROR_INVALID_VALUE;
    }
    allocations[i].base = base;
    allocations[i].size = size;
    allocations[i].offset = offset;
    allocations[i].pool = p;
    p->used += size;
    if (p->used > p->used_high) p->used_high = p->used;
    if (p->used > p->reserved) p->reserved = p->used;
    if (p->reserved > p->reserved_high) p->reserved_high = p->reserved;
    *ptr = (CUdeviceptr)(uintptr_t)base;
    return CUDA_SUCCESS;
}

/* `size` bytes of `fd` at `offset`, shared, or NULL. */
static char *pool_map(int fd, size_t size, size_t offset) {
    void *at = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, (off_t)offset);
    return at == MAP_FAILED ? NULL : at;
}

static CUresult pool_allocate(CUdeviceptr *ptr, size_t size, void *handle, CUstream s) {
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ptr || size == 0) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    pthread_mutex_lock(&pool_lock);
    struct pool *p = handle == NULL ? current_pool : pool_of(handle);
    CUresult result = CUDA_ERROR_INVALID_VALUE;
    char *base = NULL;
    size_t offset = p != NULL ? p->next : 0;
    if (p != NULL && p->imported) {
        base = NULL; /* an imported pool's memory is the exporter's: only cuMemPoolImportPointer maps it */
    } else if (p != NULL && p->fd >= 0) {
        size_t span = (size + POOL_PAGE - 1) / POOL_PAGE * POOL_PAGE;
        if (ftruncate(p->fd, (off_t)(offset + span)) == 0 && (base = pool_map(p->fd, size, offset)) != NULL)
            p->next += span;
    } else if (p != NULL && (base = malloc(size)) != NULL) {
        memset(base, 0xA5, size); /* device memory holds whatever was there */
    }
    if (base != NULL) result = pool_record(ptr, p, base, size, offset);
    pthread_mutex_unlock(&pool_lock);
    return result;
}

static CUresult fake_mem_alloc_async(CUdeviceptr *ptr, size_t size, CUstream s) {
    return pool_allocate(ptr, size, NULL, s);
}

static CUresult fake_alloc_from_pool_async(CUdeviceptr *ptr, size_t size, void *pool, CUstream s) {
    if (pool == NULL) return CUDA_ERROR_INVALID_VALUE;
    return pool_allocate(ptr, size, pool, s);
}

/* Called by cuMemFree(Async) for an allocation from a pool: gives its memory back and uncounts it. */
static void pool_free(struct allocation *a) {
    pthread_mutex_lock(&pool_lock);
    struct pool *p = a->pool;
    if (p->live) p->used -= a->size;
    if (p->exportable || p->imported) munmap(a->base, a->size);
    else free(a->base);
    a->base = NULL;
    a->pool = NULL;
    __atomic_store_n(&a->live, 0, __ATOMIC_SEQ_CST);
    pthread_mutex_unlock(&pool_lock);
}

static CUresult fake_pool_get_attribute(void *handle, int attr, void *value) {
    if (!value) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_of(handle);
    CUresult result = p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    if (p != NULL) {
        switch (attr) {
        case ATTR_REUSE_FOLLOW ... ATTR_REUSE_INTERNAL: *(int *)value = p->reuse[attr]; break;
        case ATTR_RELEASE_THRESHOLD: *(uint64_t *)value = p->threshold; break;
        case ATTR_RESERVED_CURRENT: *(uint64_t *)value = p->reserved; break;
        case ATTR_RESERVED_HIGH: *(uint64_t *)value = p->reserved_high; break;
        case ATTR_USED_CURRENT: *(uint64_t *)value = p->used; break;
        case ATTR_USED_HIGH: *(uint64_t *)value = p->used_high; break;
        default: result = CUDA_ERROR_INVALID_VALUE;
        }
    }
    pthread_mutex_unlock(&pool_lock);
    return result;
}

static CUresult fake_pool_set_attribute(void *handle, int attr, void *value) {
    if (!value) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_of(handle);
    CUresult result = p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    if (p != NULL) {
        switch (attr) {
        case ATTR_REUSE_FOLLOW ... ATTR_REUSE_INTERNAL: p->reuse[attr] = *(int *)value != 0; break;
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
    pthread_mutex_unlock(&pool_lock);
    return result;
}

static CUresult fake_pool_trim_to(void *handle, size_t keep) {
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_of(handle);
    if (p != NULL) {
        uint64_t floor = p->used > keep ? p->used : keep;
        if (p->reserved > floor) p->reserved = floor;
    }
    pthread_mutex_unlock(&pool_lock);
    return p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

/* Access of device 0 (the only one): CUmemAccessDesc is a CUmemLocation {type, id} and the flags. */
static CUresult fake_pool_set_access(void *handle, const int *map, size_t count) {
    if (!map || count == 0) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < count; i++)
        if (map[3 * i] != 1 || map[3 * i + 1] != 0) return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_of(handle);
    CUresult result = CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; p != NULL && i < count; i++) {
        int flags = map[3 * i + 2];
        if (flags != 0 && flags != 1 && flags != 3) break;
        p->access = flags;
        result = CUDA_SUCCESS;
    }
    pthread_mutex_unlock(&pool_lock);
    return result;
}

static CUresult fake_pool_get_access(int *flags, void *handle, const int *location) {
    if (!flags || !location) return CUDA_ERROR_INVALID_VALUE;
    if (location[0] != 1 || location[1] != 0) return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_of(handle);
    if (p != NULL) *flags = p->access;
    pthread_mutex_unlock(&pool_lock);
    return p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

/* An exportable pool's descriptor: a dup of its memfd. */
static CUresult fake_pool_export(void *handle_out, void *handle, int type, unsigned long long flags) {
    if (!handle_out || type != POOL_POSIX_FD || flags != 0) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_of(handle);
    int fd = p != NULL && p->exportable ? dup(p->fd) : -1;
    if (fd >= 0) p->shared = 1;
    pthread_mutex_unlock(&pool_lock);
    if (fd < 0) return CUDA_ERROR_INVALID_VALUE;
    *(int *)handle_out = fd;
    return CUDA_SUCCESS;
}

/* A new pool over a dup of the descriptor given (as the handle's value). */
static CUresult fake_pool_import(void **pool, void *handle, int type, unsigned long long flags) {
    /* A null handle (descriptor 0) is refused, as driver 580 does. */
    if (!pool || !handle || type != POOL_POSIX_FD || flags != 0) return CUDA_ERROR_INVALID_VALUE;
    int fd = dup((int)(intptr_t)handle);
    struct stat st;
    if (fd < 0) return CUDA_ERROR_INVALID_VALUE;
    if (fstat(fd, &st) != 0) {
        close(fd);
        return CUDA_ERROR_INVALID_VALUE;
    }
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_new();
    if (p != NULL) {
        p->imported = 1;
        p->fd = fd;
        *pool = p;
    } else {
        close(fd);
    }
    pthread_mutex_unlock(&pool_lock);
    return p == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

/* CUmemPoolPtrExportData (64 bytes, byte-aligned): here a magic number, the allocation's offset in the
 * memfd, its size, then zeros. */
static CUresult fake_pool_export_pointer(unsigned char *out, CUdeviceptr ptr) {
    uint64_t data[8] = {0};
    if (!out) return CUDA_ERROR_INVALID_VALUE;
    CUresult result = CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&pool_lock);
    for (int i = 0; i < SLOTS; i++) {
        struct allocation *a = &allocations[i];
        if (!__atomic_load_n(&a->live, __ATOMIC_SEQ_CST) || a->pool == NULL || !a->pool->exportable ||
            /* As driver 580 does: no pointer of a pool never exported itself. */
            !a->pool->shared ||
            (CUdeviceptr)(uintptr_t)a->base != ptr)
            continue;
        data[0] = POOL_EXPORT_MAGIC;
        data[1] = a->offset;
        data[2] = a->size;
        memcpy(out, data, sizeof data);
        result = CUDA_SUCCESS;
        break;
    }
    pthread_mutex_unlock(&pool_lock);
    return result;
}

static CUresult fake_pool_import_pointer(CUdeviceptr *ptr, void *handle, const unsigned char *in) {
    uint64_t data[8];
    if (!ptr || !in) return CUDA_ERROR_INVALID_VALUE;
    memcpy(data, in, sizeof data);
    if (data[0] != POOL_EXPORT_MAGIC || data[2] == 0) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    pthread_mutex_lock(&pool_lock);
    struct pool *p = pool_of(handle);
    struct stat st;
    char *base = NULL;
    if (p != NULL && p->imported && fstat(p->fd, &st) == 0 &&
        data[1] <= (uint64_t)st.st_size && data[2] <= (uint64_t)st.st_size - data[1])
        base = pool_map(p->fd, data[2], data[1]);
    CUresult result = base == NULL ? CUDA_ERROR_INVALID_VALUE : pool_record(ptr, p, base, data[2], data[1]);
    pthread_mutex_unlock(&pool_lock);
    return result;
}

/* CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: the pool an allocation came from (NULL for one of cuMemAlloc). */
static CUresult pool_of_pointer(void **pool, CUdeviceptr ptr) {
    CUresult result = CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&pool_lock);
    for (int i = 0; i < SLOTS; i++) {
        struct allocation *a = &allocations[i];
        CUdeviceptr base = (CUdeviceptr)(uintptr_t)a->base;
        if (!__atomic_load_n(&a->live, __ATOMIC_SEQ_CST) || ptr < base || ptr - base >= a->size) continue;
        *pool = a->pool;
        result = CUDA_SUCCESS;
        break;
    }
    pthread_mutex_unlock(&pool_lock);
    return result;
}

/* The allocation `ptr` lies in: its base and size. */
static CUresult fake_mem_get_address_range(CUdeviceptr *pbase, size_t *psize, CUdeviceptr ptr) {
    for (int i = 0; i < SLOTS; i++) {
        struct allocation *a = &allocations[i];
        CUdeviceptr base = (CUdeviceptr)(uintptr_t)a->base;
        if (!__atomic_load_n(&a->live, __ATOMIC_SEQ_CST) || ptr < base || ptr - base >= a->size) continue;
        if (pbase) *pbase = base;
        if (psize) *psize = a->size;
        return CUDA_SUCCESS;
    }
    return CUDA_ERROR_NOT_FOUND;
}

/* Not a CUDA function: see the header comment. */
static int fake_pool_stat(int what) {
    pthread_mutex_lock(&pool_lock);
    int n = 0;
    switch (what) {
    case 0:
        for (int i = 1; i < POOLS; i++) n += pools[i].live;
        break;
    case 1: n = pools_destroyed_early; break;
    case 2:
        for (int i = 0; i < SLOTS; i++)
            n += __atomic_load_n(&allocations[i].live, __ATOMIC_SEQ_CST) && allocations[i].pool != NULL;
        break;
    case 3: n = pool_destroys; break;
    default: n = -1;
    }
    pthread_mutex_unlock(&pool_lock);
    return n;
}

#define HOST_POOL_ENTRIES                                                                  \
    {"cuMemAllocAsync", 11020, (void *)fake_mem_alloc_async, NULL},                        \
    {"cuMemAllocFromPoolAsync", 11020, (void *)fake_alloc_from_pool_async, NULL},          \
    {"cuMemPoolCreate", 11020, (void *)fake_pool_create, NULL},                            \
    {"cuMemPoolDestroy", 11020, (void *)fake_pool_destroy, NULL},                          \
    {"cuDeviceGetDefaultMemPool", 11020, (void *)fake_default_pool, NULL},                 \
    {"cuDeviceGetMemPool", 11020, (void *)fake_get_pool, NULL},                            \
    {"cuDeviceSetMemPool", 11020, (void *)fake_set_pool, NULL},                            \
    {"cuMemPoolGetAttribute", 11020, (void *)fake_pool_get_attribute, NULL},               \
    {"cuMemPoolSetAttribute", 11020, (void *)fake_pool_set_attribute, NULL},               \
    {"cuMemPoolTrimTo", 11020, (void *)fake_pool_trim_to, NULL},                           \
    {"cuMemPoolSetAccess", 11020, (void *)fake_pool_set_access, NULL},                     \
    {"cuMemPoolGetAccess", 11020, (void *)fake_pool_get_access, NULL},                     \
    {"cuMemPoolExportToShareableHandle", 11020, (void *)fake_pool_export, NULL},           \
    {"cuMemPoolImportFromShareableHandle", 11020, (void *)fake_pool_import, NULL},         \
    {"cuMemPoolExportPointer", 11020, (void *)fake_pool_export_pointer, NULL},             \
    {"cuMemPoolImportPointer", 11020, (void *)fake_pool_import_pointer, NULL},             \
    {"cuMemGetAddressRange", 3020, (void *)fake_mem_get_address_range, NULL},              \
    {"fakePoolStat", 0, (void *)fake_pool_stat, NULL},
