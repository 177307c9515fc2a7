/* Host-side memory of the host-memory fake (included by host_memory.c, after its allocations and 1-D
 * copies): managed, pinned (mapped or not) and registered host memory, pointer attributes, and the
 * prefetch, advice and attachment calls, which move no bytes here. */

/* Managed memory is one more allocation here (all of it is host memory), filled with the pattern too. */
static CUresult fake_mem_alloc_managed(CUdeviceptr *ptr, size_t size, unsigned int flags) {
    if (flags != 1 && flags != 2) return CUDA_ERROR_INVALID_VALUE; /* CU_MEM_ATTACH_GLOBAL, _HOST */
    return fake_mem_alloc(ptr, size);
}

/* Mapped pinned memory: an allocation whose device address is its host address. */
static CUresult fake_mem_host_alloc(void **pp, size_t size, unsigned int flags) {
    if (!pp || (flags & ~7u) != 0) return CUDA_ERROR_INVALID_VALUE;
    CUdeviceptr ptr;
    CUresult r = fake_mem_alloc(&ptr, size);
    if (r == CUDA_SUCCESS) *pp = (void *)(uintptr_t)ptr;
    return r;
}

/* Pinned memory, unmapped: one more allocation here too. */
static CUresult fake_mem_alloc_host(void **pp, size_t size) { return fake_mem_host_alloc(pp, size, 0); }

static CUresult fake_mem_free_host(void *p) { return fake_mem_free((CUdeviceptr)(uintptr_t)p); }

/* Registered host ranges: at most SLOTS, none overlapping another. */
#define CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED 712
#define CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED 713
static struct allocation registrations[SLOTS];

static CUresult fake_mem_host_register(void *p, size_t size, unsigned int flags) {
    if (!p || size == 0 || (flags & ~15u) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    char *b = p;
    for (int i = 0; i < SLOTS; i++) {
        if (!__atomic_load_n(&registrations[i].live, __ATOMIC_SEQ_CST)) continue;
        char *o = registrations[i].base;
        if (b < o + registrations[i].size && o < b + size) return CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    }
    int i = take(&registrations[0].live, sizeof registrations[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    registrations[i].base = b;
    registrations[i].size = size;
    return CUDA_SUCCESS;
}

static CUresult fake_mem_host_unregister(void *p) {
    for (int i = 0; i < SLOTS; i++) {
        if (__atomic_load_n(&registrations[i].live, __ATOMIC_SEQ_CST) && registrations[i].base == p) {
            __atomic_store_n(&registrations[i].live, 0, __ATOMIC_SEQ_CST);
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
}

/* Whether `p` lies in a registered range. */
static int registered(const char *p) {
    for (int i = 0; i < SLOTS; i++) {
        if (!__atomic_load_n(&registrations[i].live, __ATOMIC_SEQ_CST)) continue;
        if (p >= registrations[i].base && p < registrations[i].base + registrations[i].size) return 1;
    }
    return 0;
}

/* The device address of mapped or registered host memory: the host address itself. */
static CUresult fake_mem_host_get_device_pointer(CUdeviceptr *pd, void *p, unsigned int flags) {
    if (!pd || flags != 0) return CUDA_ERROR_INVALID_VALUE;
    if (inside((CUdeviceptr)(uintptr_t)p, 1) == NULL && !registered(p)) return CUDA_ERROR_INVALID_VALUE;
    *pd = (CUdeviceptr)(uintptr_t)p;
    return CUDA_SUCCESS;
}

#define CU_POINTER_ATTRIBUTE_HOST_POINTER 4
#define CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE 17

static CUresult fake_pointer_get_attribute(void *data, int attribute, CUdeviceptr ptr) {
    if (data && attribute == CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE) return pool_of_pointer(data, ptr);
    if (!data || attribute != CU_POINTER_ATTRIBUTE_HOST_POINTER) return CUDA_ERROR_INVALID_VALUE;
    if (inside(ptr, 1) == NULL && !registered((const char *)(uintptr_t)ptr)) return CUDA_ERROR_INVALID_VALUE;
    *(void **)data = (void *)(uintptr_t)ptr;
    return CUDA_SUCCESS;
}

/* CUmemLocation as cuda.h lays it out. */
struct mem_location {
    int type, id;
};

/* Prefetch, advice and attachment move no bytes here: each checks its range and handles only. */
static CUresult fake_mem_prefetch(CUdeviceptr p, size_t n, struct mem_location to, unsigned int flags,
                                  CUstream s) {
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (inside(p, n) == NULL || flags != 0 || (to.type != 1 && to.type != 2)) return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

static CUresult fake_mem_advise(CUdeviceptr p, size_t n, int advice, struct mem_location at) {
    (void)at;
    if (inside(p, n) == NULL || advice < 1 || advice > 6) return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

static CUresult fake_stream_attach_mem(CUstream s, CUdeviceptr p, size_t n, unsigned int flags) {
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (inside(p, n == 0 ? 1 : n) == NULL || (flags != 1 && flags != 2 && flags != 4)) return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

/* Not a CUDA function: how many host ranges are registered. */
static int fake_live_registrations(void) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++) n += __atomic_load_n(&registrations[i].live, __ATOMIC_SEQ_CST);
    return n;
}

#define HOST_PINNED_ENTRIES \
    {"cuMemAllocManaged", 6000, (void *)fake_mem_alloc_managed, NULL}, \
    {"cuMemHostAlloc", 2020, (void *)fake_mem_host_alloc, NULL}, \
    {"cuMemAllocHost", 3020, (void *)fake_mem_alloc_host, NULL}, \
    {"cuMemFreeHost", 2000, (void *)fake_mem_free_host, NULL}, \
    {"cuMemHostGetDevicePointer", 3020, (void *)fake_mem_host_get_device_pointer, NULL}, \
    {"cuMemHostRegister", 6050, (void *)fake_mem_host_register, NULL}, \
    {"cuMemHostUnregister", 4000, (void *)fake_mem_host_unregister, NULL}, \
    {"cuPointerGetAttribute", 4000, (void *)fake_pointer_get_attribute, NULL}, \
    {"cuMemPrefetchAsync", 12020, (void *)fake_mem_prefetch, NULL}, \
    {"cuMemAdvise", 12020, (void *)fake_mem_advise, NULL}, \
    {"cuStreamAttachMemAsync", 6000, (void *)fake_stream_attach_mem, NULL}, \
    {"fakeLiveRegistrations", 0, (void *)fake_live_registrations, NULL},
