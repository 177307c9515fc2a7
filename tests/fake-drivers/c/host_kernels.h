/* Two kernels of the GPU suite, run on the host by the host-memory fake (included by host_memory.c,
 * after its host-memory calls): `add_one(unsigned *data, unsigned n)` and `spin_add_one(long long
 * cycles, unsigned *data, unsigned n)` (the PTX files in tests/kernels), which add one to the first `n`
 * elements (of those the grid covers), in live allocations or registered host memory. A module is any
 * image; a function is one of the two by name. The launch runs at once, and an element outside that
 * memory is CUDA_ERROR_ILLEGAL_ADDRESS, as a fault on a GPU: so the GPU suite's tests that use only these
 * kernels run without a GPU (scripts/gpu-tests-on-fake.sh), checking the layer's bookkeeping, not its
 * concurrency (nothing here runs concurrently). */

#define CUDA_ERROR_ILLEGAL_ADDRESS 700

typedef void *CUmodule;
typedef void *CUfunction;

static int modules[SLOTS];

enum kernel { ADD_ONE, SPIN_ADD_ONE };
static const char *const KERNELS[] = {"add_one", "spin_add_one"};
static int kernels[2];

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
    for (int k = 0; k < 2; k++) {
        if (strcmp(name, KERNELS[k]) == 0) {
            *f = &kernels[k];
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_NOT_FOUND;
}

static CUresult fake_func_get_attribute(int *value, int attribute, CUfunction f) {
    (void)attribute;
    if (!value || (f != &kernels[0] && f != &kernels[1])) return CUDA_ERROR_INVALID_VALUE;
    *value = 1024;
    return CUDA_SUCCESS;
}

static CUresult fake_launch(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                            unsigned bz, unsigned shared, CUstream s, void **params, void **extra) {
    (void)shared;
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (extra != NULL || params == NULL || gx * bx == 0 || gy * gz * by * bz == 0) return CUDA_ERROR_INVALID_VALUE;
    int first;
    if (f == &kernels[ADD_ONE]) {
        first = 0;
    } else if (f == &kernels[SPIN_ADD_ONE]) {
        first = 1; /* the cycles to spin come first; nothing to wait for here */
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

#define HOST_KERNEL_ENTRIES                                                          \
    {"cuModuleLoadData", 2000, (void *)fake_module_load, NULL},                      \
    {"cuModuleLoadDataEx", 2010, (void *)fake_module_load, NULL},                    \
    {"cuModuleUnload", 2000, (void *)fake_module_unload, NULL},                      \
    {"cuModuleGetFunction", 2000, (void *)fake_module_get_function, NULL},           \
    {"cuFuncGetAttribute", 2020, (void *)fake_func_get_attribute, NULL},             \
    {"cuLaunchKernel", 4000, (void *)fake_launch, NULL},
