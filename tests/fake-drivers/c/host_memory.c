/* A CUDA 13.0 driver whose device memory is host memory and whose streams run everything at once: a
 * "device pointer" is a malloc'd host address, and every copy and memset is done when it is queued. It has
 * what the safe layer's buffers need (a device, primary and created contexts, streams, events, pool and
 * plain allocations, 1-D, 2-D and 3-D copies and memsets; memory pools in host_pools.h; managed, mapped
 * and registered host memory, with prefetch, advice and attachment that move nothing, in host_pinned.h;
 * primary-context flags; virtual memory in host_vmm.h; five kernels in host_kernels.h; libraries, cluster occupancy and tensor maps in
 * host_library.h; host functions in host_fns.h), so CPU tests can check what
 * lands where in device memory: views' offsets, 2-D and 3-D regions, copies between buffers, frees. No
 * capture but an empty one (host_fns.h), no other kernel.
 *
 * Every allocation is recorded, so a copy or memset outside a live allocation fails with
 * CUDA_ERROR_INVALID_VALUE instead of touching host memory; beyond cuda.h, `fakeLiveAllocations`
 * (`int (void)`) says how many allocations are live, so a test can tell that a buffer was freed,
 * `fakeLiveStreams` (`int (void)`) how many created streams are, `fakeLiveRegistrations`
 * (`int (void)`) how many host ranges are registered, and `fakeWaitsOn` (`int (CUstream waiter,
 * CUstream on)`) how many times `waiter` waited for an event last recorded on `on` (the first 4096 waits
 * are logged; `fakeWaitsClear` (`void (void)`) empties the log). */
#define _GNU_SOURCE /* memfd_create, for host_vmm.h */
#include <stdlib.h>

#include "fake.h"

#ifndef VERSION
#define VERSION 13000 /* 13020 for the variant with cuFuncGetParamCount */
#endif
#define CUDA_ERROR_INVALID_CONTEXT 201
#define CUDA_ERROR_INVALID_HANDLE 400
#define SLOTS 256

typedef unsigned long long CUdeviceptr;

struct context {
    int live;
};

struct stream {
    int live;
    int syncs; /* cuStreamSynchronize calls, for `fakeStreamSyncs` */
};

struct allocation {
    int live;
    char *base;
    size_t size;
    int mapping; /* a piece of a mapped virtual range (host_vmm.h), not freed by cuMemFree */
    struct pool *pool; /* the pool it came from (host_pools.h), or NULL */
    size_t offset;     /* where it lies in its pool's memfd, if the pool has one */
};

static int initialised;
static struct context contexts[SLOTS];
static struct context primary;
static int primary_refs;
static struct stream streams[SLOTS];
static int events[SLOTS];
static int event_stamps[SLOTS]; /* `streams_busy` when each was last recorded */
static struct allocation allocations[SLOTS];
static __thread struct context *current;

/* Takes a free slot of `live` flags spaced `stride` bytes apart; -1 when all are taken. */
static int take(int *first, size_t stride) {
    for (int i = 0; i < SLOTS; i++) {
        int *live = (int *)((char *)first + i * stride);
        int free = 0;
        if (__atomic_compare_exchange_n(live, &free, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) return i;
    }
    return -1;
}

static CUresult fake_init(unsigned int flags) {
    if (flags != 0) return CUDA_ERROR_INVALID_VALUE;
    initialised = 1;
    return CUDA_SUCCESS;
}

static CUresult fake_driver_get_version(int *version) {
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = VERSION;
    return CUDA_SUCCESS;
}

static CUresult fake_device_get_count(int *count) {
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    *count = 1;
    return CUDA_SUCCESS;
}

static CUresult fake_device_get(CUdevice *device, int ordinal) {
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    if (ordinal != 0) return CUDA_ERROR_INVALID_DEVICE;
    *device = 0;
    return CUDA_SUCCESS;
}

/* Every attribute is 1 (every capability present), but the alignments of linear textures: 4 bytes for
 * the start (CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, 14) and 32 for the pitch (_TEXTURE_PITCH_ALIGNMENT,
 * 51), small enough for malloc's addresses and large enough to refuse a misaligned view. */
static CUresult fake_device_get_attribute(int *value, int attribute, CUdevice device) {
    if (!value) return CUDA_ERROR_INVALID_VALUE;
    if (device != 0) return CUDA_ERROR_INVALID_DEVICE;
    *value = attribute == 14 ? 4 : attribute == 51 ? 32 : 1;
    return CUDA_SUCCESS;
}

static int dead_sets;

static int live_context(CUcontext ctx) {
    struct context *c = (struct context *)ctx;
    return c == &primary ? primary_refs > 0
                         : c >= contexts && c < contexts + SLOTS && __atomic_load_n(&c->live, __ATOMIC_SEQ_CST);
}

static CUresult fake_ctx_get_current(CUcontext *ctx) {
    if (!ctx) return CUDA_ERROR_INVALID_VALUE;
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    *ctx = current;
    return CUDA_SUCCESS;
}

static CUresult fake_ctx_set_current(CUcontext ctx) {
    if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
    if (ctx != NULL && !live_context(ctx)) {
        if ((struct context *)ctx != &primary) __atomic_add_fetch(&dead_sets, 1, __ATOMIC_SEQ_CST);
        return CUDA_ERROR_INVALID_CONTEXT;
    }
    current = (struct context *)ctx;
    return CUDA_SUCCESS;
}

/* Not a CUDA function (`fakeDeadContextSets`, `int (void)`): how many times cuCtxSetCurrent was handed
 * a created context after its cuCtxDestroy (a dangling handle to a real driver). */
static int fake_dead_context_sets(void) {
    return __atomic_load_n(&dead_sets, __ATOMIC_SEQ_CST);
}

static CUresult fake_primary_retain(CUcontext *ctx, CUdevice device) {
    if (!ctx) return CUDA_ERROR_INVALID_VALUE;
    if (device != 0) return CUDA_ERROR_INVALID_DEVICE;
    __atomic_add_fetch(&primary_refs, 1, __ATOMIC_SEQ_CST);
    *ctx = &primary;
    return CUDA_SUCCESS;
}

static CUresult fake_primary_release(CUdevice device) {
    if (device != 0) return CUDA_ERROR_INVALID_DEVICE;
    __atomic_sub_fetch(&primary_refs, 1, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

static CUresult create_context(CUcontext *pctx, CUdevice dev) {
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    int i = take(&contexts[0].live, sizeof contexts[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    current = &contexts[i];
    *pctx = &contexts[i];
    return CUDA_SUCCESS;
}

static CUresult fake_ctx_create_v3020(CUcontext *pctx, unsigned int flags, CUdevice dev) {
    (void)flags;
    return create_context(pctx, dev);
}

static CUresult fake_ctx_create_v12050(CUcontext *pctx, void *params, unsigned int flags, CUdevice dev) {
    (void)flags;
    if (params != NULL) return CUDA_ERROR_INVALID_VALUE;
    return create_context(pctx, dev);
}

static CUresult fake_ctx_destroy(CUcontext ctx) {
    struct context *c = (struct context *)ctx;
    if (c == &primary || !live_context(ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (current == c) current = NULL;
    __atomic_store_n(&c->live, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

/* Work runs when it is queued: waiting is always done. */
static void arrays_synchronized(CUstream s);
static void arrays_event_recorded(int event, CUstream s);
static void arrays_waited(CUstream s, int event);
static CUresult done(void) {
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    arrays_synchronized(NULL);
    return CUDA_SUCCESS;
}
static int synchronizes; /* cuCtxSynchronize calls, for host_library.h */
static CUresult synchronize(void) {
    __atomic_add_fetch(&synchronizes, 1, __ATOMIC_SEQ_CST);
    return done();
}
static CUresult fake_ctx_synchronize(void) { return synchronize(); }
static CUresult fake_ctx_synchronize_v2(void *params) { (void)params; return synchronize(); }

/* The legacy (1) and per-thread (2) handles, or a live created stream. */
static int stream_ok(CUstream s) {
    struct stream *st = (struct stream *)s;
    if ((uintptr_t)s <= 2) return current != NULL;
    return st >= streams && st < streams + SLOTS && __atomic_load_n(&st->live, __ATOMIC_SEQ_CST);
}

static CUresult fake_stream_create(CUstream *s, unsigned int flags) {
    (void)flags;
    if (!s) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    int i = take(&streams[0].live, sizeof streams[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    __atomic_store_n(&streams[i].syncs, 0, __ATOMIC_SEQ_CST);
    *s = &streams[i];
    return CUDA_SUCCESS;
}

static CUresult fake_stream_destroy(CUstream s) {
    if ((uintptr_t)s <= 2 || !stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    __atomic_store_n(&((struct stream *)s)->live, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}


/* Set by `fakeStreamsBusy` (`void (int busy)`, beyond cuda.h): while it is not 0, cuStreamQuery answers
 * CUDA_ERROR_NOT_READY, as a driver whose streams still run work does (synchronising still returns at
 * once). A query that answers done covers the stream's array uses, as a synchronisation does. The value
 * names the work outstanding: an event recorded while it is n answers cuEventQuery with
 * CUDA_ERROR_NOT_READY until it changes (so `fakeStreamsBusy(n + 1)` says that what was queued before
 * has run, and newer work has not). */
static int streams_busy;
static void fake_streams_busy(int busy) { __atomic_store_n(&streams_busy, busy, __ATOMIC_SEQ_CST); }

static CUresult fake_stream_query(CUstream s) {
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (__atomic_load_n(&streams_busy, __ATOMIC_SEQ_CST)) return CUDA_ERROR_NOT_READY;
    arrays_synchronized(s);
    return CUDA_SUCCESS;
}

/* Set by `fakeStickyError` (`void (int code)`, beyond cuda.h): while not 0, cuStreamSynchronize answers
 * with that code, as a driver whose context has failed for good answers every wait (700,
 * CUDA_ERROR_ILLEGAL_ADDRESS, say). */
static int sticky_error;
static void fake_sticky_error(int code) { __atomic_store_n(&sticky_error, code, __ATOMIC_SEQ_CST); }

static CUresult fake_stream_synchronize(CUstream s) {
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if ((uintptr_t)s > 2) __atomic_fetch_add(&((struct stream *)s)->syncs, 1, __ATOMIC_SEQ_CST);
    int sticky = __atomic_load_n(&sticky_error, __ATOMIC_SEQ_CST);
    if (sticky) return (CUresult)sticky;
    arrays_synchronized(s);
    return CUDA_SUCCESS;
}

/* Not a CUDA function (`fakeStreamSyncs`, `int (CUstream)`): how many times a created stream was
 * synchronised since it was created. */
static int fake_stream_syncs(CUstream s) {
    return (uintptr_t)s > 2 && stream_ok(s) ? __atomic_load_n(&((struct stream *)s)->syncs, __ATOMIC_SEQ_CST) : -1;
}

static int event_ok(void *e) {
    int *ev = (int *)e;
    return ev >= events && ev < events + SLOTS && __atomic_load_n(ev, __ATOMIC_SEQ_CST);
}

/* The stream each event was last recorded on, and the log of waits (waiter, that stream). */
static CUstream recorded_on[SLOTS];
#define WAIT_LOG 4096
static CUstream wait_log[WAIT_LOG][2];
static int n_waits;

static int fake_waits_on(CUstream waiter, CUstream on) {
    int n = 0, total = __atomic_load_n(&n_waits, __ATOMIC_SEQ_CST);
    for (int i = 0; i < total && i < WAIT_LOG; i++) n += wait_log[i][0] == waiter && wait_log[i][1] == on;
    return n;
}

static void fake_waits_clear(void) { __atomic_store_n(&n_waits, 0, __ATOMIC_SEQ_CST); }

static CUresult fake_stream_wait_event(CUstream s, void *e, unsigned int flags) {
    (void)flags;
    if (!stream_ok(s) || !event_ok(e)) return CUDA_ERROR_INVALID_HANDLE;
    int at = __atomic_fetch_add(&n_waits, 1, __ATOMIC_SEQ_CST);
    if (at < WAIT_LOG) {
        wait_log[at][0] = s;
        wait_log[at][1] = recorded_on[(int *)e - events];
    }
    arrays_waited(s, (int)((int *)e - events));
    return CUDA_SUCCESS;
}

static CUresult fake_event_create(void **e, unsigned int flags) {
    (void)flags;
    if (!e) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    int i = take(&events[0], sizeof events[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    __atomic_store_n(&event_stamps[i], 0, __ATOMIC_SEQ_CST); /* never recorded: done */
    *e = &events[i];
    return CUDA_SUCCESS;
}

static CUresult fake_event_record(void *e, CUstream s) {
    if (!event_ok(e) || !stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    recorded_on[(int *)e - events] = s;
    __atomic_store_n(&event_stamps[(int *)e - events], __atomic_load_n(&streams_busy, __ATOMIC_SEQ_CST),
                     __ATOMIC_SEQ_CST);
    arrays_event_recorded((int)((int *)e - events), s);
    return CUDA_SUCCESS;
}

static CUresult fake_event_query(void *e) {
    if (!event_ok(e)) return CUDA_ERROR_INVALID_HANDLE;
    int stamp = __atomic_load_n(&event_stamps[(int *)e - events], __ATOMIC_SEQ_CST);
    int busy = __atomic_load_n(&streams_busy, __ATOMIC_SEQ_CST);
    return busy != 0 && stamp == busy ? CUDA_ERROR_NOT_READY : CUDA_SUCCESS;
}

static CUresult fake_event_synchronize(void *e) { return event_ok(e) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE; }

static CUresult fake_event_destroy(void *e) {
    if (!event_ok(e)) return CUDA_ERROR_INVALID_HANDLE;
    __atomic_store_n((int *)e, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

static CUresult fake_mem_alloc(CUdeviceptr *ptr, size_t size) {
    if (!ptr || size == 0) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    int i = take(&allocations[0].live, sizeof allocations[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    /* Filled with a pattern, as device memory holds whatever was there. */
    char *base = malloc(size);
    if (base == NULL) {
        __atomic_store_n(&allocations[i].live, 0, __ATOMIC_SEQ_CST);
        return CUDA_ERROR_INVALID_VALUE;
    }
    memset(base, 0xA5, size);
    allocations[i].base = base;
    allocations[i].size = size;
    *ptr = (CUdeviceptr)(uintptr_t)base;
    return CUDA_SUCCESS;
}

#include "host_pools.h"

static CUresult fake_mem_free(CUdeviceptr ptr) {
    for (int i = 0; i < SLOTS; i++) {
        if (__atomic_load_n(&allocations[i].live, __ATOMIC_SEQ_CST) && !allocations[i].mapping &&
            (CUdeviceptr)(uintptr_t)allocations[i].base == ptr) {
            if (allocations[i].pool != NULL) {
                pool_free(&allocations[i]);
                return CUDA_SUCCESS;
            }
            free(allocations[i].base);
            allocations[i].base = NULL;
            __atomic_store_n(&allocations[i].live, 0, __ATOMIC_SEQ_CST);
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_INVALID_VALUE;
}

static CUresult fake_mem_free_async(CUdeviceptr ptr, CUstream s) {
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    return fake_mem_free(ptr);
}

/* The host address of `size` bytes at `ptr`, or NULL when they are not covered by live allocations
 * (one, or mapped pieces side by side, as a virtual range's). */
static char *inside(CUdeviceptr ptr, size_t size) {
    CUdeviceptr at = ptr, end = ptr + (size ? size : 1);
    while (at < end) {
        int found = 0;
        for (int i = 0; i < SLOTS && !found; i++) {
            if (!__atomic_load_n(&allocations[i].live, __ATOMIC_SEQ_CST)) continue;
            CUdeviceptr base = (CUdeviceptr)(uintptr_t)allocations[i].base;
            if (at >= base && at - base < allocations[i].size) {
                at = base + allocations[i].size;
                found = 1;
            }
        }
        if (!found) return NULL;
    }
    return (char *)(uintptr_t)ptr;
}

#include "host_vmm.h"
#include "host_arrays.h"

static CUresult fake_htod(CUdeviceptr dst, const void *src, size_t n, CUstream s) {
    char *d = inside(dst, n);
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (d == NULL || src == NULL) return CUDA_ERROR_INVALID_VALUE;
    memcpy(d, src, n);
    return CUDA_SUCCESS;
}

static CUresult fake_dtoh(void *dst, CUdeviceptr src, size_t n, CUstream s) {
    char *from = inside(src, n);
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (from == NULL || dst == NULL) return CUDA_ERROR_INVALID_VALUE;
    memcpy(dst, from, n);
    return CUDA_SUCCESS;
}

static CUresult fake_dtod(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s) {
    char *d = inside(dst, n), *from = inside(src, n);
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (d == NULL || from == NULL) return CUDA_ERROR_INVALID_VALUE;
    memmove(d, from, n);
    return CUDA_SUCCESS;
}

static CUresult fake_peer(CUdeviceptr dst, CUcontext dctx, CUdeviceptr src, CUcontext sctx, size_t n,
                          CUstream s) {
    if (!live_context(dctx) || !live_context(sctx)) return CUDA_ERROR_INVALID_CONTEXT;
    return fake_dtod(dst, src, n, s);
}

/* memset of `count` words of `unit` bytes each; the value's low `unit` bytes, as the driver takes them. */
static CUresult set(CUdeviceptr dst, unsigned int value, size_t unit, size_t count, CUstream s) {
    char *d = inside(dst, unit * count);
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (d == NULL || dst % unit != 0) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < count; i++) memcpy(d + i * unit, &value, unit); /* little-endian */
    return CUDA_SUCCESS;
}

static CUresult fake_memset_d8(CUdeviceptr d, unsigned char v, size_t n, CUstream s) { return set(d, v, 1, n, s); }
static CUresult fake_memset_d16(CUdeviceptr d, unsigned short v, size_t n, CUstream s) { return set(d, v, 2, n, s); }
static CUresult fake_memset_d32(CUdeviceptr d, unsigned int v, size_t n, CUstream s) { return set(d, v, 4, n, s); }

/* A 2-D memset: `height` rows of `width` words, `pitch` bytes apart. */
static CUresult set_2d(CUdeviceptr dst, size_t pitch, unsigned int value, size_t unit, size_t width,
                       size_t height, CUstream s) {
    if (pitch < width * unit) return CUDA_ERROR_INVALID_VALUE;
    for (size_t row = 0; row < height; row++) {
        CUresult r = set(dst + row * pitch, value, unit, width, s);
        if (r != CUDA_SUCCESS) return r;
    }
    return CUDA_SUCCESS;
}

static CUresult fake_memset_2d_d8(CUdeviceptr d, size_t p, unsigned char v, size_t w, size_t h, CUstream s) {
    return set_2d(d, p, v, 1, w, h, s);
}
static CUresult fake_memset_2d_d16(CUdeviceptr d, size_t p, unsigned short v, size_t w, size_t h, CUstream s) {
    return set_2d(d, p, v, 2, w, h, s);
}
static CUresult fake_memset_2d_d32(CUdeviceptr d, size_t p, unsigned int v, size_t w, size_t h, CUstream s) {
    return set_2d(d, p, v, 4, w, h, s);
}

#include "host_copies.h"

#include "host_pinned.h"

/* The primary context's flags: at most one scheduling mode (CU_CTX_SCHED_MASK, 0x07). */
static unsigned int primary_flags;

static CUresult fake_primary_set_flags(CUdevice device, unsigned int flags) {
    if (device != 0) return CUDA_ERROR_INVALID_DEVICE;
    unsigned int sched = flags & 7u;
    if (sched & (sched - 1)) return CUDA_ERROR_INVALID_VALUE;
    /* As driver 580 does: the map-host flag (0x08), a no-op since CUDA 11, is refused here. */
    if (flags & 0x08u) return CUDA_ERROR_INVALID_VALUE;
    __atomic_store_n(&primary_flags, flags, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

static CUresult fake_primary_get_state(CUdevice device, unsigned int *flags, int *active) {
    if (device != 0) return CUDA_ERROR_INVALID_DEVICE;
    if (!flags || !active) return CUDA_ERROR_INVALID_VALUE;
    *flags = __atomic_load_n(&primary_flags, __ATOMIC_SEQ_CST);
    *active = __atomic_load_n(&primary_refs, __ATOMIC_SEQ_CST) > 0;
    return CUDA_SUCCESS;
}

#include "host_kernels.h"
#include "host_library.h"
#include "host_fns.h"
#include "host_graphs.h"

/* Not a CUDA function: how many allocations are live. */
static int fake_live_allocations(void) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++) n += __atomic_load_n(&allocations[i].live, __ATOMIC_SEQ_CST);
    return n;
}

/* Not a CUDA function: how many streams made by cuStreamCreate are live. */
static int fake_live_streams(void) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++) n += __atomic_load_n(&streams[i].live, __ATOMIC_SEQ_CST);
    return n;
}

CUresult cuGetProcAddress_v2(const char *, void **, int, uint64_t, int *);

static const struct entry TABLE[] = {
    {"cuGetProcAddress", 12000, (void *)cuGetProcAddress_v2, NULL},
    {"cuInit", 2000, (void *)fake_init, NULL},
    {"cuDriverGetVersion", 2020, (void *)fake_driver_get_version, NULL},
    {"cuDeviceGet", 2000, (void *)fake_device_get, NULL},
    {"cuDeviceGetCount", 2000, (void *)fake_device_get_count, NULL},
    {"cuDeviceGetAttribute", 2000, (void *)fake_device_get_attribute, NULL},
    {"cuDevicePrimaryCtxRetain", 7000, (void *)fake_primary_retain, NULL},
    {"cuDevicePrimaryCtxRelease", 7000, (void *)fake_primary_release, NULL},
    {"cuCtxGetCurrent", 4000, (void *)fake_ctx_get_current, NULL},
    {"cuCtxSetCurrent", 4000, (void *)fake_ctx_set_current, NULL},
    {"cuCtxCreate", 3020, (void *)fake_ctx_create_v3020, NULL},
    {"cuCtxCreate", 12050, (void *)fake_ctx_create_v12050, NULL},
    {"cuCtxDestroy", 4000, (void *)fake_ctx_destroy, NULL},
    {"cuCtxSynchronize", 2000, (void *)fake_ctx_synchronize, NULL},
    {"cuCtxSynchronize", 13000, (void *)fake_ctx_synchronize_v2, NULL},
    {"cuStreamCreate", 2000, (void *)fake_stream_create, NULL},
    {"cuStreamDestroy", 4000, (void *)fake_stream_destroy, NULL},
    {"cuStreamSynchronize", 2000, (void *)fake_stream_synchronize, NULL},
    {"cuStreamQuery", 2000, (void *)fake_stream_query, NULL},
    {"fakeStreamsBusy", 0, (void *)fake_streams_busy, NULL},
    {"fakeStickyError", 0, (void *)fake_sticky_error, NULL},
    {"fakeStreamSyncs", 0, (void *)fake_stream_syncs, NULL},
    {"fakeDeadContextSets", 0, (void *)fake_dead_context_sets, NULL},
    {"cuStreamWaitEvent", 2000, (void *)fake_stream_wait_event, NULL},
    {"cuEventCreate", 2000, (void *)fake_event_create, NULL},
    {"cuEventRecord", 2000, (void *)fake_event_record, NULL},
    {"cuEventSynchronize", 2000, (void *)fake_event_synchronize, NULL},
    {"cuEventQuery", 2000, (void *)fake_event_query, NULL},
    {"cuEventDestroy", 4000, (void *)fake_event_destroy, NULL},
    {"cuMemAlloc", 3020, (void *)fake_mem_alloc, NULL},
    {"cuMemFree", 3020, (void *)fake_mem_free, NULL},
    {"cuMemFreeAsync", 11020, (void *)fake_mem_free_async, NULL},
    {"cuMemcpyHtoDAsync", 3020, (void *)fake_htod, NULL},
    {"cuMemcpyDtoHAsync", 3020, (void *)fake_dtoh, NULL},
    {"cuMemcpyDtoDAsync", 3020, (void *)fake_dtod, NULL},
    {"cuMemcpyPeerAsync", 4000, (void *)fake_peer, NULL},
    {"cuMemcpy2DAsync", 3020, (void *)fake_memcpy_2d, NULL},
    {"cuMemcpy3DAsync", 3020, (void *)fake_memcpy_3d, NULL},
    {"cuMemcpy3DPeerAsync", 4000, (void *)fake_memcpy_3d_peer, NULL},
    {"cuMemsetD8Async", 3020, (void *)fake_memset_d8, NULL},
    {"cuMemsetD16Async", 3020, (void *)fake_memset_d16, NULL},
    {"cuMemsetD32Async", 3020, (void *)fake_memset_d32, NULL},
    {"cuMemsetD2D8Async", 3020, (void *)fake_memset_2d_d8, NULL},
    {"cuMemsetD2D16Async", 3020, (void *)fake_memset_2d_d16, NULL},
    {"cuMemsetD2D32Async", 3020, (void *)fake_memset_2d_d32, NULL},
    {"cuDevicePrimaryCtxSetFlags", 11000, (void *)fake_primary_set_flags, NULL},
    {"cuDevicePrimaryCtxGetState", 7000, (void *)fake_primary_get_state, NULL},
    {"fakeLiveAllocations", 0, (void *)fake_live_allocations, NULL},
    {"fakeLiveStreams", 0, (void *)fake_live_streams, NULL},
    {"fakeWaitsOn", 0, (void *)fake_waits_on, NULL},
    {"fakeWaitsClear", 0, (void *)fake_waits_clear, NULL},
    HOST_PINNED_ENTRIES
    HOST_VMM_ENTRIES
    HOST_ARRAY_ENTRIES
    HOST_POOL_ENTRIES
    HOST_KERNEL_ENTRIES
    HOST_LIBRARY_ENTRIES
    HOST_FN_ENTRIES
    HOST_GRAPH_ENTRIES
    {NULL, 0, NULL, NULL},
};

EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, uint64_t flags,
                                    int *symbolStatus) {
    return fake_lookup(TABLE, symbol, pfn, cudaVersion, flags, symbolStatus);
}
