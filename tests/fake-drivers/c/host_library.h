/* Libraries, cluster occupancy and tensor maps for the host-memory fake (included by host_memory.c,
 * after host_kernels.h).
 *
 * Libraries: `cuLibraryLoadData` takes any image and needs no context; its kernels are the fake's
 * kernels by name (`cuLibraryGetKernel`), each library with handles of its own, and
 * `cuKernelGetFunction` hands out, in the current context, the function a module would (so it launches
 * on the host as host_kernels.h runs it). `cuKernelGetParamInfo`/`Count` report the kernels' parameters
 * as the function queries do (absent with NO_PARAM_INFO). Beyond cuda.h: `fakeLiveLibraries`
 * (`int (void)`), `fakeLibraryUnloads` (`int (void)`, unloads so far) and `fakeSynchronizes`
 * (`int (void)`, `cuCtxSynchronize` calls so far), so a test can tell that an unload came once, after
 * the contexts' work was waited for.
 *
 * Cluster occupancy: for a known function, `cuOccupancyMaxPotentialClusterSize` answers 8 and
 * `cuOccupancyMaxActiveClusters` 132 / (the blocks of the cluster dimension attribute), failing with
 * CUDA_ERROR_INVALID_CLUSTER_SIZE without one; `fakeLastClusterQuery` (`void (unsigned out[11])`) gives
 * the last query's grid, block, shared memory, attribute count and cluster dimension (zeros if none).
 *
 * Tensor maps: `cuTensorMapEncodeTiled` checks nothing but its pointers and the rank, and writes a map
 * of its own encoding: [0] the address, [1] the rank, [2..7) the dimensions, [7..11) the byte strides
 * of dimensions 1 and up, [11..16) the box dimensions, each word's high half the element stride; the
 * data type, interleave, swizzle, L2 promotion and fill of the last call are in
 * `fakeLastTensorMapModes` (`void (int out[5])`). `cuTensorMapEncodeIm2col` writes the same words but
 * for the box (see it). `fakeTensorMapEncodes` (`int (void)`) counts the calls of both, so a test can
 * tell that a refusal never reached the driver. */

#define CUDA_ERROR_INVALID_CLUSTER_SIZE 912

typedef void *CUlibrary;
typedef void *CUkernel;

struct library {
    int live;
    int kernels[KERNEL_COUNT];
};

static struct library libraries[SLOTS];
static int library_unloads;

static CUresult fake_library_load(CUlibrary *lib, const void *code, void *jit_options, void **jit_values,
                                  unsigned n_jit, void *options, void **values, unsigned n_options) {
    (void)jit_options;
    (void)jit_values;
    (void)n_jit;
    if (!lib || !code || (n_options != 0 && (!options || !values))) return CUDA_ERROR_INVALID_VALUE;
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    int i = take(&libraries[0].live, sizeof libraries[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    *lib = &libraries[i];
    return CUDA_SUCCESS;
}

static struct library *library_of(CUlibrary lib) {
    struct library *l = lib;
    if (l < libraries || l >= libraries + SLOTS || !__atomic_load_n(&l->live, __ATOMIC_SEQ_CST)) return NULL;
    return l;
}

static CUresult fake_library_unload(CUlibrary lib) {
    struct library *l = library_of(lib);
    if (l == NULL) return CUDA_ERROR_INVALID_HANDLE;
    __atomic_store_n(&l->live, 0, __ATOMIC_SEQ_CST);
    __atomic_add_fetch(&library_unloads, 1, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

static CUresult fake_library_get_kernel(CUkernel *k, CUlibrary lib, const char *name) {
    struct library *l = library_of(lib);
    if (!k || !name) return CUDA_ERROR_INVALID_VALUE;
    if (l == NULL) return CUDA_ERROR_INVALID_HANDLE;
    for (int i = 0; i < KERNEL_COUNT; i++) {
        if (strcmp(name, KERNELS[i]) == 0) {
            *k = &l->kernels[i];
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_NOT_FOUND;
}

/* The kernel index of a library kernel handle of a loaded library, or -1. */
static int library_kernel(CUkernel k) {
    int *p = k;
    for (int i = 0; i < SLOTS; i++) {
        if (p >= libraries[i].kernels && p < libraries[i].kernels + KERNEL_COUNT) {
            return library_of(&libraries[i]) ? (int)(p - libraries[i].kernels) : -1;
        }
    }
    return -1;
}

static CUresult fake_kernel_get_function(CUfunction *f, CUkernel k) {
    if (!f) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    int i = library_kernel(k);
    if (i < 0) return CUDA_ERROR_INVALID_HANDLE;
    *f = &kernels[i];
    return CUDA_SUCCESS;
}

#ifndef NO_PARAM_INFO
static CUresult fake_kernel_get_param_info(CUkernel k, size_t index, size_t *offset, size_t *size) {
    int i = library_kernel(k);
    if (i < 0) return CUDA_ERROR_INVALID_HANDLE;
    return fake_func_get_param_info(&kernels[i], index, offset, size);
}

static CUresult fake_kernel_get_param_count(CUkernel k, size_t *count) {
    int i = library_kernel(k);
    if (i < 0) return CUDA_ERROR_INVALID_HANDLE;
    return fake_func_get_param_count(&kernels[i], count);
}

#define KERNEL_PARAM_INFO_ENTRIES                                                    \
    {"cuKernelGetParamInfo", 12040, (void *)fake_kernel_get_param_info, NULL},       \
    {"cuKernelGetParamCount", 13020, (void *)fake_kernel_get_param_count, NULL},
#else
#define KERNEL_PARAM_INFO_ENTRIES
#endif

static int fake_live_libraries(void) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++) n += __atomic_load_n(&libraries[i].live, __ATOMIC_SEQ_CST);
    return n;
}

static int fake_library_unloads(void) { return __atomic_load_n(&library_unloads, __ATOMIC_SEQ_CST); }
static int fake_synchronizes(void) { return __atomic_load_n(&synchronizes, __ATOMIC_SEQ_CST); }

/* CUlaunchAttribute as cuda.h lays it out: an id, padding, a 64-byte value. */
struct launch_attribute {
    int id;
    char pad[4];
    union {
        unsigned dim[3];
        char bytes[64];
    } value;
};
#define CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION 4

static unsigned last_cluster_query[11];

/* Records `c` and returns the blocks of its cluster dimension attribute (0 if none). */
static unsigned record_cluster_query(const struct launch_config *c) {
    unsigned blocks = 0;
    memset(last_cluster_query, 0, sizeof last_cluster_query);
    memcpy(last_cluster_query, c->grid, sizeof c->grid);
    memcpy(last_cluster_query + 3, c->block, sizeof c->block);
    last_cluster_query[6] = c->shared;
    last_cluster_query[7] = c->num_attrs;
    const struct launch_attribute *a = c->attrs;
    for (unsigned i = 0; i < c->num_attrs; i++) {
        if (a[i].id == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION) {
            memcpy(last_cluster_query + 8, a[i].value.dim, sizeof a[i].value.dim);
            blocks = a[i].value.dim[0] * a[i].value.dim[1] * a[i].value.dim[2];
        }
    }
    return blocks;
}

static CUresult fake_max_potential_cluster_size(int *size, CUfunction f, const struct launch_config *c) {
    if (!size || !c || (c->num_attrs != 0 && c->attrs == NULL)) return CUDA_ERROR_INVALID_VALUE;
    if (kernel_of(f) < 0) return CUDA_ERROR_INVALID_HANDLE;
    record_cluster_query(c);
    *size = 8;
    return CUDA_SUCCESS;
}

static CUresult fake_max_active_clusters(int *n, CUfunction f, const struct launch_config *c) {
    if (!n || !c || (c->num_attrs != 0 && c->attrs == NULL)) return CUDA_ERROR_INVALID_VALUE;
    if (kernel_of(f) < 0) return CUDA_ERROR_INVALID_HANDLE;
    unsigned blocks = record_cluster_query(c);
    if (blocks == 0 || blocks > 16) return CUDA_ERROR_INVALID_CLUSTER_SIZE;
    *n = (int)(132 / blocks);
    return CUDA_SUCCESS;
}

static void fake_last_cluster_query(unsigned out[11]) { memcpy(out, last_cluster_query, sizeof last_cluster_query); }

static int tensor_map_encodes;
static int last_tensor_map_modes[5];

static CUresult fake_tensor_map_encode_tiled(unsigned long long *map, int type, unsigned rank, void *address,
                                             const unsigned long long *dims, const unsigned long long *strides,
                                             const unsigned *box, const unsigned *element_strides, int interleave,
                                             int swizzle, int l2, int fill) {
    __atomic_add_fetch(&tensor_map_encodes, 1, __ATOMIC_SEQ_CST);
    if (!map || !dims || !box || !element_strides || (rank > 1 && !strides)) return CUDA_ERROR_INVALID_VALUE;
    if (rank < 1 || rank > 5) return CUDA_ERROR_INVALID_VALUE;
    memset(map, 0, 128);
    map[0] = (unsigned long long)(uintptr_t)address;
    map[1] = rank;
    for (unsigned i = 0; i < rank; i++) {
        map[2 + i] = dims[i];
        map[11 + i] = box[i] | (unsigned long long)element_strides[i] << 32;
        if (i > 0) map[6 + i] = strides[i - 1];
    }
    int modes[5] = {type, interleave, swizzle, l2, fill};
    memcpy(last_tensor_map_modes, modes, sizeof modes);
    return CUDA_SUCCESS;
}

/* Im2col: the same words, with [11..14) the corners (lower in the low half, upper in the high half) and
 * [15] the channels per pixel (low half) and pixels per column (high half). */
static CUresult fake_tensor_map_encode_im2col(unsigned long long *map, int type, unsigned rank, void *address,
                                              const unsigned long long *dims, const unsigned long long *strides,
                                              const int *lower, const int *upper, unsigned channels,
                                              unsigned pixels, const unsigned *element_strides, int interleave,
                                              int swizzle, int l2, int fill) {
    __atomic_add_fetch(&tensor_map_encodes, 1, __ATOMIC_SEQ_CST);
    if (!map || !dims || !strides || !lower || !upper || !element_strides) return CUDA_ERROR_INVALID_VALUE;
    if (rank < 3 || rank > 5) return CUDA_ERROR_INVALID_VALUE;
    memset(map, 0, 128);
    map[0] = (unsigned long long)(uintptr_t)address;
    map[1] = rank;
    for (unsigned i = 0; i < rank; i++) {
        map[2 + i] = dims[i];
        if (i > 0) map[6 + i] = strides[i - 1];
        if (i + 2 < rank) map[11 + i] = (unsigned)lower[i] | (unsigned long long)(unsigned)upper[i] << 32;
    }
    map[15] = channels | (unsigned long long)pixels << 32;
    int modes[5] = {type, interleave, swizzle, l2, fill};
    memcpy(last_tensor_map_modes, modes, sizeof modes);
    return CUDA_SUCCESS;
}

static int fake_tensor_map_encodes(void) { return __atomic_load_n(&tensor_map_encodes, __ATOMIC_SEQ_CST); }
static void fake_last_tensor_map_modes(int out[5]) { memcpy(out, last_tensor_map_modes, sizeof last_tensor_map_modes); }

#define HOST_LIBRARY_ENTRIES                                                          \
    {"cuLibraryLoadData", 12000, (void *)fake_library_load, NULL},                    \
    {"cuLibraryUnload", 12000, (void *)fake_library_unload, NULL},                    \
    {"cuLibraryGetKernel", 12000, (void *)fake_library_get_kernel, NULL},             \
    {"cuKernelGetFunction", 12000, (void *)fake_kernel_get_function, NULL},           \
    KERNEL_PARAM_INFO_ENTRIES                                                         \
    {"cuOccupancyMaxPotentialClusterSize", 11070, (void *)fake_max_potential_cluster_size, NULL}, \
    {"cuOccupancyMaxActiveClusters", 11070, (void *)fake_max_active_clusters, NULL}, \
    {"cuTensorMapEncodeTiled", 12000, (void *)fake_tensor_map_encode_tiled, NULL},    \
    {"cuTensorMapEncodeIm2col", 12000, (void *)fake_tensor_map_encode_im2col, NULL},  \
    {"fakeLiveLibraries", 0, (void *)fake_live_libraries, NULL},                      \
    {"fakeLibraryUnloads", 0, (void *)fake_library_unloads, NULL},                    \
    {"fakeSynchronizes", 0, (void *)fake_synchronizes, NULL},                         \
    {"fakeLastClusterQuery", 0, (void *)fake_last_cluster_query, NULL},               \
    {"fakeTensorMapEncodes", 0, (void *)fake_tensor_map_encodes, NULL},               \
    {"fakeLastTensorMapModes", 0, (void *)fake_last_tensor_map_modes, NULL},
