/* Host functions for the host-memory fake (included by host_memory.c, after its streams):
 * `cuLaunchHostFunc` runs the function at once, as this fake runs all work when it is queued, but on a
 * thread of its own, joined before the call returns, as the driver calls it on a thread of its own: so
 * a thread-local mark the caller sets around the function is seen on that thread, not the queuing one.
 * Beyond cuda.h, `fakeFailNextHostFunc` (`void (void)`) makes the calling thread's next
 * `cuLaunchHostFunc` fail with CUDA_ERROR_INVALID_VALUE without running or keeping the function, as a
 * driver does when it refuses to queue it.
 *
 * Also a capture that begins and ends and captures nothing (its graph is a token that `cuGraphDestroy`
 * takes back), so that a test can see what the safe layer refuses on a capture stream before any driver
 * call. Work queued on such a stream still runs at once here; only tests that look at what the graph
 * holds (not at what the work did) queue any. */
#include <pthread.h>

typedef void (*CUhostFn)(void *);

static __thread int fail_next_host_fn;

struct host_call {
    CUhostFn fn;
    void *data;
};

static void *host_call_thread(void *arg) {
    struct host_call *call = arg;
    call->fn(call->data);
    return NULL;
}

static CUresult fake_launch_host_func(CUstream s, CUhostFn fn, void *data) {
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (fn == NULL) return CUDA_ERROR_INVALID_VALUE;
    if (fail_next_host_fn) {
        fail_next_host_fn = 0;
        return CUDA_ERROR_INVALID_VALUE;
    }
    struct host_call call = {fn, data};
    pthread_t thread;
    if (pthread_create(&thread, NULL, host_call_thread, &call) != 0) return CUDA_ERROR_INVALID_VALUE;
    pthread_join(thread, NULL);
    return CUDA_SUCCESS;
}

/* Not a CUDA function: see above. */
static void fake_fail_next_host_func(void) { fail_next_host_fn = 1; }

static int graphs[SLOTS];

static CUresult fake_begin_capture(CUstream s, int mode) {
    (void)mode;
    if ((uintptr_t)s <= 2 || !stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    capturing = s;
    return CUDA_SUCCESS;
}

static CUresult fake_end_capture(CUstream s, void **graph) {
    if (!graph) return CUDA_ERROR_INVALID_VALUE;
    if ((uintptr_t)s <= 2 || !stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (capturing == s) capturing = NULL;
    int i = take(&graphs[0], sizeof graphs[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    *graph = &graphs[i];
    return CUDA_SUCCESS;
}

static CUresult fake_graph_destroy(void *graph) {
    int *g = graph;
    if (g < graphs || g >= graphs + SLOTS || !__atomic_load_n(g, __ATOMIC_SEQ_CST)) return CUDA_ERROR_INVALID_VALUE;
    __atomic_store_n(g, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

#define HOST_FN_ENTRIES                                                   \
    {"cuLaunchHostFunc", 10000, (void *)fake_launch_host_func, NULL},     \
    {"fakeFailNextHostFunc", 0, (void *)fake_fail_next_host_func, NULL},  \
    {"cuStreamBeginCapture", 10010, (void *)fake_begin_capture, NULL},    \
    {"cuStreamEndCapture", 10000, (void *)fake_end_capture, NULL},        \
    {"cuGraphDestroy", 10000, (void *)fake_graph_destroy, NULL},
