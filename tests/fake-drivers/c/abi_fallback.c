/* A driver for CUDA 12.4 (VERSION, 12040 unless -DVERSION=... says otherwise) that has the functions a
 * context and two timed events need, each at the ABIs a real driver of that version has:
 * `cuCtxCreate` at 3020 (`cuCtxCreate_v2`) and, from 12050, at 12050 (`cuCtxCreate_v4`, with a
 * `CUctxCreateParams *`); `cuEventElapsedTime` at 2000 and, from 12080, at 12080 (`_v2`);
 * `cuDeviceGetUuid` at 9020 and, from 11040, at 11040 (`_v2`). It exports only its cuGetProcAddress (the
 * 12.0 entry point `cuGetProcAddress_v2`, or for a VERSION before 12000 the 11.3 one), whose table hands
 * out the newest ABI not newer than the one asked for, as libcuda's does.
 *
 * State is kept as a driver would: contexts are handles to slots, the current context is per thread, an
 * event belongs to the context current at its creation, and recording it stamps it with a fake clock
 * that advances 1.5 ms a record; `cuEventElapsedTime` answers CUDA_ERROR_NOT_READY for an event never
 * recorded and CUDA_ERROR_INVALID_HANDLE for one created without timing.
 *
 * Beyond cuda.h, its cuGetProcAddress also hands out `fakeAbiCalls(int abi)`: how many calls each ABI of
 * the three functions above has had (3020, 12050, 2000, 12080, 9020, 11040), so a test can tell which one a safe call
 * took. */
#include "fake.h"

#ifndef VERSION
#define VERSION 12040
#endif

#define CUDA_ERROR_INVALID_CONTEXT 201
#define CUDA_ERROR_INVALID_HANDLE 400
#define CU_EVENT_DISABLE_TIMING 2

#define SLOTS 64

struct context {
    int live;
    CUdevice device;
};

struct event {
    int live;
    struct context *ctx;
    unsigned int flags;
    int recorded;
    long stamp;
};

static int initialised;
static struct context contexts[SLOTS];
static struct event events[SLOTS];
static long clock_ticks;
static __thread struct context *current;
static int calls_ctx_v3020, calls_ctx_v12050, calls_elapsed_v2000, calls_elapsed_v12080;
static int calls_uuid_v9020, calls_uuid_v11040;

static CUresult fake_init(unsigned int flags) {
    if (flags != 0) return CUDA_ERROR_INVALID_VALUE;
    __atomic_store_n(&initialised, 1, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

static CUresult fake_driver_get_version(int *version) {
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = VERSION;
    return CUDA_SUCCESS;
}

static CUresult fake_device_get_count(int *count) {
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    *count = 1;
    return CUDA_SUCCESS;
}

static CUresult fake_device_get(CUdevice *device, int ordinal) {
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    if (ordinal != 0) return CUDA_ERROR_INVALID_DEVICE;
    *device = 0;
    return CUDA_SUCCESS;
}

/* Both ABIs of cuDeviceGetUuid write the one device's 16 bytes. */
static CUresult get_uuid(unsigned char *uuid, CUdevice dev) {
    static const unsigned char UUID[16] = {0x6b, 0x1f, 0x3c, 0x2a, 0x90, 0x4e, 0x4d, 0x11,
                                           0xa2, 0x07, 0x5e, 0xc8, 0x31, 0x9d, 0x00, 0x7f};
    if (!uuid) return CUDA_ERROR_INVALID_VALUE;
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    memcpy(uuid, UUID, sizeof UUID);
    return CUDA_SUCCESS;
}

static CUresult fake_uuid_v9020(unsigned char *uuid, CUdevice dev) {
    __atomic_add_fetch(&calls_uuid_v9020, 1, __ATOMIC_SEQ_CST);
    return get_uuid(uuid, dev);
}

#if VERSION >= 11040
static CUresult fake_uuid_v11040(unsigned char *uuid, CUdevice dev) {
    __atomic_add_fetch(&calls_uuid_v11040, 1, __ATOMIC_SEQ_CST);
    return get_uuid(uuid, dev);
}
#endif

static struct context *context_of(CUcontext ctx) {
    struct context *c = (struct context *)ctx;
    if (c < contexts || c >= contexts + SLOTS || !__atomic_load_n(&c->live, __ATOMIC_SEQ_CST)) return NULL;
    return c;
}

static CUresult fake_ctx_get_current(CUcontext *ctx) {
    if (!ctx) return CUDA_ERROR_INVALID_VALUE;
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    *ctx = current;
    return CUDA_SUCCESS;
}

static CUresult fake_ctx_set_current(CUcontext ctx) {
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    if (ctx != NULL && context_of(ctx) == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    current = (struct context *)ctx;
    return CUDA_SUCCESS;
}

/* Both ABIs of cuCtxCreate: a new context, made current (the driver pushes it). */
static CUresult create_context(CUcontext *pctx, unsigned int flags, CUdevice dev) {
    (void)flags;
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    for (int i = 0; i < SLOTS; i++) {
        int free = 0;
        if (__atomic_compare_exchange_n(&contexts[i].live, &free, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
            contexts[i].device = dev;
            current = &contexts[i];
            *pctx = &contexts[i];
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_INVALID_VALUE;
}

static CUresult fake_ctx_create_v3020(CUcontext *pctx, unsigned int flags, CUdevice dev) {
    __atomic_add_fetch(&calls_ctx_v3020, 1, __ATOMIC_SEQ_CST);
    return create_context(pctx, flags, dev);
}

#if VERSION >= 12050
/* The 12.5 ABI: a `CUctxCreateParams *` before the flags; null asks for nothing beyond the 3.2 call. */
static CUresult fake_ctx_create_v12050(CUcontext *pctx, void *params, unsigned int flags, CUdevice dev) {
    __atomic_add_fetch(&calls_ctx_v12050, 1, __ATOMIC_SEQ_CST);
    if (params != NULL) return CUDA_ERROR_INVALID_VALUE; /* this fake has no affinities or CIG */
    return create_context(pctx, flags, dev);
}
#endif

static CUresult fake_ctx_destroy(CUcontext ctx) {
    struct context *c = context_of(ctx);
    if (c == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    if (current == c) current = NULL;
    __atomic_store_n(&c->live, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

static struct event *event_of(void *ev) {
    struct event *e = (struct event *)ev;
    if (e < events || e >= events + SLOTS || !__atomic_load_n(&e->live, __ATOMIC_SEQ_CST)) return NULL;
    return e;
}

static CUresult fake_event_create(void **phEvent, unsigned int flags) {
    if (!phEvent) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    for (int i = 0; i < SLOTS; i++) {
        int free = 0;
        if (__atomic_compare_exchange_n(&events[i].live, &free, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
            events[i].ctx = current;
            events[i].flags = flags;
            events[i].recorded = 0;
            *phEvent = &events[i];
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_INVALID_VALUE;
}

static CUresult fake_event_record(void *ev, CUstream stream) {
    (void)stream;
    struct event *e = event_of(ev);
    if (e == NULL) return CUDA_ERROR_INVALID_HANDLE;
    if (current != e->ctx) return CUDA_ERROR_INVALID_CONTEXT;
    e->stamp = __atomic_add_fetch(&clock_ticks, 3, __ATOMIC_SEQ_CST); /* half-milliseconds */
    e->recorded = 1;
    return CUDA_SUCCESS;
}

static CUresult fake_event_synchronize(void *ev) {
    return event_of(ev) == NULL ? CUDA_ERROR_INVALID_HANDLE : CUDA_SUCCESS;
}

static CUresult fake_event_destroy(void *ev) {
    struct event *e = event_of(ev);
    if (e == NULL) return CUDA_ERROR_INVALID_HANDLE;
    __atomic_store_n(&e->live, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

/* Both ABIs of cuEventElapsedTime take the same arguments. */
static CUresult elapsed(float *ms, void *start, void *end) {
    struct event *s = event_of(start), *e = event_of(end);
    if (!ms) return CUDA_ERROR_INVALID_VALUE;
    if (s == NULL || e == NULL) return CUDA_ERROR_INVALID_HANDLE;
    if ((s->flags | e->flags) & CU_EVENT_DISABLE_TIMING) return CUDA_ERROR_INVALID_HANDLE;
    if (!s->recorded || !e->recorded) return CUDA_ERROR_NOT_READY;
    *ms = (float)(e->stamp - s->stamp) * 0.5f;
    return CUDA_SUCCESS;
}

static CUresult fake_elapsed_v2000(float *ms, void *start, void *end) {
    __atomic_add_fetch(&calls_elapsed_v2000, 1, __ATOMIC_SEQ_CST);
    return elapsed(ms, start, end);
}

#if VERSION >= 12080
static CUresult fake_elapsed_v12080(float *ms, void *start, void *end) {
    __atomic_add_fetch(&calls_elapsed_v12080, 1, __ATOMIC_SEQ_CST);
    return elapsed(ms, start, end);
}
#endif

/* Not a CUDA function: the calls each ABI above has had (-1 for an ABI this fake does not count). */
static int fake_abi_calls(int abi) {
    switch (abi) {
    case 3020: return __atomic_load_n(&calls_ctx_v3020, __ATOMIC_SEQ_CST);
    case 12050: return __atomic_load_n(&calls_ctx_v12050, __ATOMIC_SEQ_CST);
    case 2000: return __atomic_load_n(&calls_elapsed_v2000, __ATOMIC_SEQ_CST);
    case 12080: return __atomic_load_n(&calls_elapsed_v12080, __ATOMIC_SEQ_CST);
    case 9020: return __atomic_load_n(&calls_uuid_v9020, __ATOMIC_SEQ_CST);
    case 11040: return __atomic_load_n(&calls_uuid_v11040, __ATOMIC_SEQ_CST);
    default: return -1;
    }
}

#if VERSION >= 12000
CUresult cuGetProcAddress_v2(const char *, void **, int, uint64_t, int *);
#define SELF_VERSION 12000
#define SELF ((void *)cuGetProcAddress_v2)
#else
CUresult cuGetProcAddress(const char *, void **, int, uint64_t);
#define SELF_VERSION 11030
#define SELF ((void *)cuGetProcAddress)
#endif

static const struct entry TABLE[] = {
    {"cuGetProcAddress", SELF_VERSION, SELF, NULL},
    {"cuInit", 2000, (void *)fake_init, NULL},
    {"cuDriverGetVersion", 2020, (void *)fake_driver_get_version, NULL},
    {"cuDeviceGet", 2000, (void *)fake_device_get, NULL},
    {"cuDeviceGetCount", 2000, (void *)fake_device_get_count, NULL},
    {"cuDeviceGetUuid", 9020, (void *)fake_uuid_v9020, NULL},
#if VERSION >= 11040
    {"cuDeviceGetUuid", 11040, (void *)fake_uuid_v11040, NULL},
#endif
    {"cuCtxGetCurrent", 4000, (void *)fake_ctx_get_current, NULL},
    {"cuCtxSetCurrent", 4000, (void *)fake_ctx_set_current, NULL},
    {"cuCtxCreate", 3020, (void *)fake_ctx_create_v3020, NULL},
#if VERSION >= 12050
    {"cuCtxCreate", 12050, (void *)fake_ctx_create_v12050, NULL},
#endif
    {"cuCtxDestroy", 4000, (void *)fake_ctx_destroy, NULL},
    {"cuEventCreate", 2000, (void *)fake_event_create, NULL},
    {"cuEventRecord", 2000, (void *)fake_event_record, NULL},
    {"cuEventSynchronize", 2000, (void *)fake_event_synchronize, NULL},
    {"cuEventDestroy", 4000, (void *)fake_event_destroy, NULL},
    {"cuEventElapsedTime", 2000, (void *)fake_elapsed_v2000, NULL},
#if VERSION >= 12080
    {"cuEventElapsedTime", 12080, (void *)fake_elapsed_v12080, NULL},
#endif
    {"fakeAbiCalls", 0, (void *)fake_abi_calls, NULL},
    {NULL, 0, NULL, NULL},
};

#if VERSION >= 12000
EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, uint64_t flags,
                                    int *symbolStatus) {
    return fake_lookup(TABLE, symbol, pfn, cudaVersion, flags, symbolStatus);
}
#else
EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, uint64_t flags) {
    return fake_lookup(TABLE, symbol, pfn, cudaVersion, flags, NULL);
}
#endif
