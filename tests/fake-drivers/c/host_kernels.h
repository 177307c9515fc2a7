/* Kernels run on the host by the host-memory fake (included by host_memory.c, after its host-memory
 * calls): two of the GPU suite, `add_one(unsigned *data, unsigned n)` and `spin_add_one(long long
 * cycles, unsigned *data, unsigned n)` (the PTX files in tests/kernels), which add one to the first `n`
 * elements (of those the grid covers), in live allocations or registered host memory; and
 * `affine_clamp(struct affine p, float *data)`, which takes a 16-byte struct by value and sets the first
 * `p.n` elements x to min(x * p.scale + p.shift, p.clamp), and `read_map(struct map m, unsigned long
 * long *out)`, which copies the 16 words of a 128-byte parameter (a CUtensorMap's size) to out, as the
 * GPU suite's kernels of those names; `map_sum(CUtensorMap map, unsigned long long *out)`, which
 * reads the tensor a map of this fake's encoding (host_library.h) describes, every 32-bit element of
 * it, and writes their sum to out[0]; and `tex_fetch` and `surf_fill`, which read a texture object's
 * resource and write a surface object's array (host_arrays.h). A module is any image; a function is one of the seven by name. The launch runs at once, and an element
 * outside that memory is CUDA_ERROR_ILLEGAL_ADDRESS, as a fault on a GPU: so the GPU suite's tests that
 * use only add_one and spin_add_one run without a GPU (scripts/gpu-tests-on-fake.sh), checking the
 * layer's bookkeeping, not its concurrency (nothing here runs concurrently). cuLaunchKernelEx runs
 * them as cuLaunchKernel does, ignoring its attributes.
 *
 * The kernels' parameter lists are reported as a 12.4 driver reports them (cuFuncGetParamInfo: offset
 * and size by index, CUDA_ERROR_INVALID_VALUE past the last), and by cuFuncGetParamCount where the fake
 * claims 13.2; built with NO_PARAM_INFO, the fake has neither, as a driver older than 12.4. Beyond
 * cuda.h, `fakeParamInfoRefusals` (`int (void)`) counts the queries answered CUDA_ERROR_INVALID_VALUE,
 * the API errors `compute-sanitizer --report-api-errors all` would report. A launch
 * reads its parameters as the kernel's layout says, whatever it is given: a wrong argument list reaches
 * the kernel as it would on a GPU. */

#define CUDA_ERROR_ILLEGAL_ADDRESS 700

typedef void *CUmodule;
typedef void *CUfunction;

static int modules[SLOTS];

enum kernel { ADD_ONE, SPIN_ADD_ONE, AFFINE_CLAMP, READ_MAP, MAP_SUM, TEX_FETCH, SURF_FILL, KERNEL_COUNT };
static const char *const KERNELS[] = {"add_one", "spin_add_one", "affine_clamp", "read_map", "map_sum",
                                      "tex_fetch", "surf_fill"};
static int kernels[KERNEL_COUNT];

/* The third kernel's parameter, passed by value. */
struct affine {
    float scale, shift, clamp;
    int n;
};

/* Each kernel's parameters: offset and size, as the PTX lays them out (8-byte pointers aligned to 8). */
struct param {
    size_t offset, size;
};
static const struct param ADD_ONE_PARAMS[] = {{0, 8}, {8, 4}};
static const struct param SPIN_ADD_ONE_PARAMS[] = {{0, 8}, {8, 8}, {16, 4}};
static const struct param AFFINE_CLAMP_PARAMS[] = {{0, sizeof(struct affine)}, {16, 8}};
static const struct param READ_MAP_PARAMS[] = {{0, 128}, {128, 8}};
static const struct param TEX_FETCH_PARAMS[] = {{0, 8}, {8, 8}, {16, 4}};
static const struct param SURF_FILL_PARAMS[] = {{0, 8}, {8, 4}, {12, 4}};
static const struct param *const PARAMS[] = {ADD_ONE_PARAMS, SPIN_ADD_ONE_PARAMS, AFFINE_CLAMP_PARAMS,
                                             READ_MAP_PARAMS, READ_MAP_PARAMS, TEX_FETCH_PARAMS,
                                             SURF_FILL_PARAMS};
static const size_t PARAM_COUNTS[] = {2, 3, 2, 2, 2, 3, 3};

/* The kernel `f` is, or -1. */
static int kernel_of(CUfunction f) {
    for (int k = 0; k < KERNEL_COUNT; k++) {
        if (f == &kernels[k]) return k;
    }
    return -1;
}

static CUresult fake_module_load(CUmodule *module, const void *image, unsigned n, void *options, void *values) {
    (void)n;
    (void)options;
    (void)values;
    if (!module || !image) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    int i = take(&modules[0], sizeof modules[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    *module = &modules[i];
    return CUDA_SUCCESS;
}

static int module_ok(CUmodule m) {
    int *p = (int *)m;
    return p >= modules && p < modules + SLOTS && __atomic_load_n(p, __ATOMIC_SEQ_CST);
}

static CUresult fake_module_unload(CUmodule m) {
    if (!module_ok(m)) return CUDA_ERROR_INVALID_HANDLE;
    __atomic_store_n((int *)m, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

static CUresult fake_module_get_function(CUfunction *f, CUmodule m, const char *name) {
    if (!f || !name) return CUDA_ERROR_INVALID_VALUE;
    if (!module_ok(m)) return CUDA_ERROR_INVALID_HANDLE;
    for (int k = 0; k < KERNEL_COUNT; k++) {
        if (strcmp(name, KERNELS[k]) == 0) {
            *f = &kernels[k];
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_NOT_FOUND;
}

static CUresult fake_func_get_attribute(int *value, int attribute, CUfunction f) {
    (void)attribute;
    if (!value || kernel_of(f) < 0) return CUDA_ERROR_INVALID_VALUE;
    *value = 1024;
    return CUDA_SUCCESS;
}

/* affine_clamp over the first p.n elements of those `threads` covers. */
static CUresult affine_clamp(unsigned long long threads, void **params) {
    struct affine p;
    memcpy(&p, params[0], sizeof p);
    CUdeviceptr data = *(CUdeviceptr *)params[1];
    size_t count = p.n <= 0 ? 0 : (unsigned long long)p.n < threads ? (size_t)p.n : (size_t)threads;
    if (count == 0) return CUDA_SUCCESS;
    float *x = (float *)inside(data, count * sizeof(float));
    if (x == NULL) return CUDA_ERROR_ILLEGAL_ADDRESS;
    for (size_t i = 0; i < count; i++) {
        float y = x[i] * p.scale + p.shift;
        x[i] = y < p.clamp ? y : p.clamp;
    }
    return CUDA_SUCCESS;
}

/* read_map: the 16 words of a 128-byte parameter (a CUtensorMap's size) copied to out[0..16). */
static CUresult read_map(void **params) {
    CUdeviceptr out = *(CUdeviceptr *)params[1];
    char *o = inside(out, 128);
    if (o == NULL) return CUDA_ERROR_ILLEGAL_ADDRESS;
    memcpy(o, params[0], 128);
    return CUDA_SUCCESS;
}

/* map_sum: the words of a map as host_library.h encodes it: [0] the address, [1] the rank, [2..7) the
 * dimensions, [7..11) the byte strides of dimensions 1 and up. Every 32-bit element the map covers is
 * read; one outside live memory is CUDA_ERROR_ILLEGAL_ADDRESS, as a fault. */
static CUresult map_sum(void **params) {
    const unsigned long long *m = params[0];
    unsigned long long *out = (unsigned long long *)inside(*(CUdeviceptr *)params[1], 8);
    if (out == NULL) return CUDA_ERROR_ILLEGAL_ADDRESS;
    unsigned long long rank = m[1], sum = 0, index[5] = {0, 0, 0, 0, 0};
    if (rank < 1 || rank > 5) return CUDA_ERROR_INVALID_VALUE;
    for (;;) {
        CUdeviceptr at = m[0] + index[0] * 4;
        for (unsigned long long d = 1; d < rank; d++) at += index[d] * m[6 + d];
        const unsigned *x = (const unsigned *)inside(at, 4);
        if (x == NULL) return CUDA_ERROR_ILLEGAL_ADDRESS;
        sum += *x;
        unsigned long long d = 0;
        while (d < rank && ++index[d] == m[2 + d]) index[d++] = 0;
        if (d == rank) break;
    }
    *out = sum;
    return CUDA_SUCCESS;
}

/* tex_fetch(CUtexObject t, unsigned *out, unsigned n): the first n 32-bit words of the texture's
 * resource (the array's first row, or the linear memory's start) copied to out. */
static CUresult tex_fetch(void **params, CUstream s) {
    struct object *o = object_of(*(unsigned long long *)params[0], 0);
    CUdeviceptr out = *(CUdeviceptr *)params[1];
    size_t n = *(unsigned *)params[2] * sizeof(unsigned);
    if (o == NULL) return CUDA_ERROR_INVALID_HANDLE;
    char *from = o->array ? array_row(o->array, 0, 0, 0, n) : inside(o->ptr, n);
    char *to = inside(out, n);
    if (from == NULL || to == NULL) return CUDA_ERROR_ILLEGAL_ADDRESS;
    if (o->array) array_used(o->array, s);
    memcpy(to, from, n);
    return CUDA_SUCCESS;
}

/* surf_fill(CUsurfObject t, unsigned value, unsigned n): the first n 32-bit words of the surface's
 * array (its first row) set to value. */
static CUresult surf_fill(void **params, CUstream s) {
    struct object *o = object_of(*(unsigned long long *)params[0], 1);
    unsigned value = *(unsigned *)params[1];
    size_t n = *(unsigned *)params[2];
    if (o == NULL) return CUDA_ERROR_INVALID_HANDLE;
    char *to = array_row(o->array, 0, 0, 0, n * sizeof value);
    if (to == NULL) return CUDA_ERROR_ILLEGAL_ADDRESS;
    array_used(o->array, s);
    for (size_t i = 0; i < n; i++) memcpy(to + i * sizeof value, &value, sizeof value);
    return CUDA_SUCCESS;
}

#ifndef NO_PARAM_INFO
static int param_info_refusals;

static CUresult fake_func_get_param_info(CUfunction f, size_t index, size_t *offset, size_t *size) {
    int k = kernel_of(f);
    if (k < 0) return CUDA_ERROR_INVALID_HANDLE;
    if (!offset || !size || index >= PARAM_COUNTS[k]) {
        __atomic_add_fetch(&param_info_refusals, 1, __ATOMIC_SEQ_CST);
        return CUDA_ERROR_INVALID_VALUE;
    }
    *offset = PARAMS[k][index].offset;
    *size = PARAMS[k][index].size;
    return CUDA_SUCCESS;
}

static CUresult fake_func_get_param_count(CUfunction f, size_t *count) {
    int k = kernel_of(f);
    if (k < 0) return CUDA_ERROR_INVALID_HANDLE;
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    *count = PARAM_COUNTS[k];
    return CUDA_SUCCESS;
}

/* Not a CUDA function: see above. */
static int fake_param_info_refusals(void) { return __atomic_load_n(&param_info_refusals, __ATOMIC_SEQ_CST); }

#define PARAM_INFO_ENTRIES                                                           \
    {"cuFuncGetParamInfo", 12040, (void *)fake_func_get_param_info, NULL},           \
    {"cuFuncGetParamCount", 13020, (void *)fake_func_get_param_count, NULL},         \
    {"fakeParamInfoRefusals", 0, (void *)fake_param_info_refusals, NULL},
#else
#define PARAM_INFO_ENTRIES
#endif

static CUresult fake_launch(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                            unsigned bz, unsigned shared, CUstream s, void **params, void **extra) {
    (void)shared;
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (extra != NULL || params == NULL || gx * bx == 0 || gy * gz * by * bz == 0) return CUDA_ERROR_INVALID_VALUE;
    int first, kernel = kernel_of(f);
    if (kernel == ADD_ONE) {
        first = 0;
    } else if (kernel == SPIN_ADD_ONE) {
        first = 1; /* the cycles to spin come first; nothing to wait for here */
    } else if (kernel == AFFINE_CLAMP) {
        return affine_clamp(gx * bx, params);
    } else if (kernel == READ_MAP) {
        return read_map(params);
    } else if (kernel == MAP_SUM) {
        return map_sum(params);
    } else if (kernel == TEX_FETCH) {
        return tex_fetch(params, s);
    } else if (kernel == SURF_FILL) {
        return surf_fill(params, s);
    } else {
        return CUDA_ERROR_INVALID_HANDLE;
    }
    CUdeviceptr data = *(CUdeviceptr *)params[first];
    unsigned n = *(unsigned *)params[first + 1];
    unsigned long long threads = (unsigned long long)gx * bx;
    size_t count = n < threads ? n : (size_t)threads;
    if (count == 0) return CUDA_SUCCESS;
    char *p = inside(data, count * sizeof(unsigned));
    char *host = (char *)(uintptr_t)data;
    if (p == NULL && registered(host) && registered(host + count * sizeof(unsigned) - 1)) p = host;
    if (p == NULL) return CUDA_ERROR_ILLEGAL_ADDRESS;
    for (size_t i = 0; i < count; i++) ((unsigned *)p)[i] += 1;
    return CUDA_SUCCESS;
}

/* CUlaunchConfig as cuda.h lays it out; attributes are ignored here (none changes what runs). */
struct launch_config {
    unsigned grid[3], block[3], shared;
    CUstream stream;
    void *attrs;
    unsigned num_attrs;
};

static CUresult fake_launch_ex(const struct launch_config *c, CUfunction f, void **params, void **extra) {
    if (c == NULL) return CUDA_ERROR_INVALID_VALUE;
    return fake_launch(f, c->grid[0], c->grid[1], c->grid[2], c->block[0], c->block[1], c->block[2], c->shared,
                       c->stream, params, extra);
}

#define HOST_KERNEL_ENTRIES                                                          \
    {"cuModuleLoadData", 2000, (void *)fake_module_load, NULL},                      \
    {"cuModuleLoadDataEx", 2010, (void *)fake_module_load, NULL},                    \
    {"cuModuleUnload", 2000, (void *)fake_module_unload, NULL},                      \
    {"cuModuleGetFunction", 2000, (void *)fake_module_get_function, NULL},           \
    {"cuFuncGetAttribute", 2020, (void *)fake_func_get_attribute, NULL},             \
    {"cuLaunchKernel", 4000, (void *)fake_launch, NULL},                             \
    {"cuLaunchKernelEx", 11060, (void *)fake_launch_ex, NULL},                       \
    PARAM_INFO_ENTRIES
