/* Libraries for the host-memory fake (included by host_memory.c, after host_kernels.h).
 *
 * Libraries: `cuLibraryLoadData` takes any image and needs no context; its kernels are the fake's
 * kernels by name (`cuLibraryGetKernel`), each library with handles of its own, and
 * `cuKernelGetFunction` hands out, in the current context, the function a module would (so it launches
 * on the host as host_kernels.h runs it). `cuKernelGetParamInfo`/`Count` report the kernels' parameters
 * as the function queries do (absent with NO_PARAM_INFO). Beyond cuda.h: `fakeLiveLibraries`
 * (`int (void)`), `fakeLibraryUnloads` (`int (void)`, unloads so far) and `fakeSynchronizes`
 * (`int (void)`, `cuCtxSynchronize` calls so far), so a test can tell that an unload came once, after
 * the contexts' work was waited for. */

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

#define HOST_LIBRARY_ENTRIES                                                          \
    {"cuLibraryLoadData", 12000, (void *)fake_library_load, NULL},                    \
    {"cuLibraryUnload", 12000, (void *)fake_library_unload, NULL},                    \
    {"cuLibraryGetKernel", 12000, (void *)fake_library_get_kernel, NULL},             \
    {"cuKernelGetFunction", 12000, (void *)fake_kernel_get_function, NULL},           \
    KERNEL_PARAM_INFO_ENTRIES                                                         \
    {"fakeLiveLibraries", 0, (void *)fake_live_libraries, NULL},                      \
    {"fakeLibraryUnloads", 0, (void *)fake_library_unloads, NULL},                    \
    {"fakeSynchronizes", 0, (void *)fake_synchronizes, NULL},
