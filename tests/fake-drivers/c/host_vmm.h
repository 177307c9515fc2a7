/* Virtual memory management for the host-memory fake (included by host_memory.c, after its allocation
 * table): a physical allocation is a memfd, a reserved range an inaccessible anonymous mapping, and
 * cuMemMap maps the memfd over part of the range (MAP_SHARED | MAP_FIXED), so two mappings of one
 * allocation see the same bytes, as on a GPU. Mapped pieces join the allocation table (as `mapping`
 * entries, which cuMemFree refuses), so copies into a mapped range are checked like any. Exported
 * descriptors are dup()s of the memfd; an import dup()s the descriptor it is given, so it holds the
 * memory whatever the exporter releases.
 *
 * Beyond cuda.h, `fakeLivePhysical` (`int (void)`) says how many physical allocations are still held
 * (by a handle or a mapping). */
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define FAKE_GRANULE 65536

typedef unsigned long long CUmemGenericAllocationHandle;

/* A physical allocation: its memfd, size, and what holds it (handles and mappings). */
struct physical {
    int live;
    int fd;
    size_t size;
    int holds;
};

static struct physical physicals[SLOTS];

static struct physical *physical_of(CUmemGenericAllocationHandle h) {
    if (h == 0 || h > SLOTS) return NULL;
    struct physical *p = &physicals[h - 1];
    return __atomic_load_n(&p->live, __ATOMIC_SEQ_CST) ? p : NULL;
}

static void let_go(struct physical *p) {
    if (__atomic_sub_fetch(&p->holds, 1, __ATOMIC_SEQ_CST) == 0) {
        close(p->fd);
        __atomic_store_n(&p->live, 0, __ATOMIC_SEQ_CST);
    }
}

static CUresult new_physical(CUmemGenericAllocationHandle *h, int fd, size_t size) {
    int i = take(&physicals[0].live, sizeof physicals[0]);
    if (i < 0) {
        close(fd);
        return CUDA_ERROR_INVALID_VALUE;
    }
    physicals[i].fd = fd;
    physicals[i].size = size;
    physicals[i].holds = 1;
    *h = (CUmemGenericAllocationHandle)i + 1;
    return CUDA_SUCCESS;
}

static CUresult fake_granularity(size_t *granularity, const void *prop, int option) {
    (void)option;
    if (!granularity || !prop) return CUDA_ERROR_INVALID_VALUE;
    *granularity = FAKE_GRANULE;
    return CUDA_SUCCESS;
}

static CUresult fake_mem_create(CUmemGenericAllocationHandle *h, size_t size, const void *prop,
                                unsigned long long flags) {
    if (!h || !prop || flags != 0 || size == 0 || size % FAKE_GRANULE != 0) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    int fd = memfd_create("fake-cuda-physical", MFD_CLOEXEC);
    if (fd < 0) return CUDA_ERROR_INVALID_VALUE;
    if (ftruncate(fd, (off_t)size) != 0) {
        close(fd);
        return CUDA_ERROR_INVALID_VALUE;
    }
    return new_physical(h, fd, size);
}

static CUresult fake_mem_release(CUmemGenericAllocationHandle h) {
    struct physical *p = physical_of(h);
    if (p == NULL) return CUDA_ERROR_INVALID_VALUE;
    let_go(p);
    return CUDA_SUCCESS;
}

static CUresult fake_address_reserve(CUdeviceptr *ptr, size_t size, size_t align, CUdeviceptr addr,
                                     unsigned long long flags) {
    (void)align;
    if (!ptr || addr != 0 || flags != 0 || size == 0 || size % FAKE_GRANULE != 0) return CUDA_ERROR_INVALID_VALUE;
    /* Reserved a granule larger, then trimmed to a granule-aligned start, as the driver's ranges are. */
    char *raw = mmap(NULL, size + FAKE_GRANULE, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (raw == MAP_FAILED) return CUDA_ERROR_INVALID_VALUE;
    size_t head = (FAKE_GRANULE - (uintptr_t)raw % FAKE_GRANULE) % FAKE_GRANULE;
    if (head) munmap(raw, head);
    munmap(raw + head + size, FAKE_GRANULE - head);
    *ptr = (CUdeviceptr)(uintptr_t)(raw + head);
    return CUDA_SUCCESS;
}

static CUresult fake_address_free(CUdeviceptr ptr, size_t size) {
    return munmap((void *)(uintptr_t)ptr, size) == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* The table entries of mapped pieces remember their physical allocation here (by slot). */
static struct physical *mapped_from[SLOTS];

static CUresult fake_mem_map(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle h,
                             unsigned long long flags) {
    struct physical *p = physical_of(h);
    if (p == NULL || flags != 0 || ptr % FAKE_GRANULE != 0 || size == 0 || size % FAKE_GRANULE != 0 ||
        offset % FAKE_GRANULE != 0 || offset > p->size || size > p->size - offset)
        return CUDA_ERROR_INVALID_VALUE;
    if (inside(ptr, 1) != NULL || inside(ptr + size - 1, 1) != NULL) return CUDA_ERROR_INVALID_VALUE;
    int i = take(&allocations[0].live, sizeof allocations[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    void *at = mmap((void *)(uintptr_t)ptr, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, p->fd,
                    (off_t)offset);
    if (at == MAP_FAILED) {
        __atomic_store_n(&allocations[i].live, 0, __ATOMIC_SEQ_CST);
        return CUDA_ERROR_INVALID_VALUE;
    }
    __atomic_add_fetch(&p->holds, 1, __ATOMIC_SEQ_CST);
    allocations[i].base = at;
    allocations[i].size = size;
    allocations[i].mapping = 1;
    mapped_from[i] = p;
    return CUDA_SUCCESS;
}

/* Unmaps every piece inside [ptr, ptr + size), which must start and end at pieces' edges. */
static CUresult fake_mem_unmap(CUdeviceptr ptr, size_t size) {
    size_t covered = 0;
    for (int i = 0; i < SLOTS; i++) {
        if (!__atomic_load_n(&allocations[i].live, __ATOMIC_SEQ_CST) || !allocations[i].mapping) continue;
        CUdeviceptr base = (CUdeviceptr)(uintptr_t)allocations[i].base;
        if (base >= ptr && base - ptr < size) covered += allocations[i].size;
    }
    if (covered != size) return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < SLOTS; i++) {
        if (!__atomic_load_n(&allocations[i].live, __ATOMIC_SEQ_CST) || !allocations[i].mapping) continue;
        CUdeviceptr base = (CUdeviceptr)(uintptr_t)allocations[i].base;
        if (base < ptr || base - ptr >= size) continue;
        /* Back to reserved and inaccessible. */
        mmap(allocations[i].base, allocations[i].size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        allocations[i].mapping = 0;
        __atomic_store_n(&allocations[i].live, 0, __ATOMIC_SEQ_CST);
        let_go(mapped_from[i]);
    }
    return CUDA_SUCCESS;
}

/* Access is granted to a wholly mapped range (this fake has one device and records nothing else). */
static CUresult fake_mem_set_access(CUdeviceptr ptr, size_t size, const void *desc, size_t count) {
    if (!desc || count == 0) return CUDA_ERROR_INVALID_VALUE;
    for (size_t at = 0; at < size; at += FAKE_GRANULE)
        if (inside(ptr + at, 1) == NULL) return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

#define CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR 1

static CUresult fake_export(void *shareable, CUmemGenericAllocationHandle h, int type, unsigned long long flags) {
    struct physical *p = physical_of(h);
    if (p == NULL || !shareable || type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    int fd = dup(p->fd);
    if (fd < 0) return CUDA_ERROR_INVALID_VALUE;
    *(int *)shareable = fd;
    return CUDA_SUCCESS;
}

static CUresult fake_import(CUmemGenericAllocationHandle *h, void *os_handle, int type) {
    /* A null handle is refused, as driver 580 does, even though it names descriptor 0. */
    if (!h || !os_handle || type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR) return CUDA_ERROR_INVALID_VALUE;
    int fd = dup((int)(intptr_t)os_handle);
    struct stat st;
    if (fd < 0) return CUDA_ERROR_INVALID_VALUE;
    if (fstat(fd, &st) != 0) {
        close(fd);
        return CUDA_ERROR_INVALID_VALUE;
    }
    return new_physical(h, fd, (size_t)st.st_size);
}

/* Not a CUDA function: how many physical allocations are held by a handle or a mapping. */
static int fake_live_physical(void) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++) n += __atomic_load_n(&physicals[i].live, __ATOMIC_SEQ_CST);
    return n;
}

#define HOST_VMM_ENTRIES                                                                \
    {"cuMemGetAllocationGranularity", 10020, (void *)fake_granularity, NULL},          \
    {"cuMemCreate", 10020, (void *)fake_mem_create, NULL},                              \
    {"cuMemRelease", 10020, (void *)fake_mem_release, NULL},                            \
    {"cuMemAddressReserve", 10020, (void *)fake_address_reserve, NULL},                 \
    {"cuMemAddressFree", 10020, (void *)fake_address_free, NULL},                       \
    {"cuMemMap", 10020, (void *)fake_mem_map, NULL},                                    \
    {"cuMemUnmap", 10020, (void *)fake_mem_unmap, NULL},                                \
    {"cuMemSetAccess", 10020, (void *)fake_mem_set_access, NULL},                       \
    {"cuMemExportToShareableHandle", 10020, (void *)fake_export, NULL},                 \
    {"cuMemImportFromShareableHandle", 10020, (void *)fake_import, NULL},               \
    {"fakeLivePhysical", 0, (void *)fake_live_physical, NULL},
