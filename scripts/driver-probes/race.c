// One thread begins and ends captures of a stream over and over; the main thread calls the driver on the
// same stream meanwhile. Does the driver survive it, and do the captures end cleanly?
// Usage: race kernels.ptx record_after(0|1) locked(0|1) mode(0 global, 1 thread-local, 2 relaxed) op
//   op: 0 cuLaunchKernel, 1 cuStreamQuery, 2 cuStreamSynchronize, 3 cuEventRecord, 4 cuMemsetD32Async
#include "common.h"
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
static CUstream s; static CUcontext ctx; static CUfunction f; static CUdeviceptr d; static unsigned n = 1 << 16;
static CUevent ev; static atomic_int done; static int rounds = 500; static int record_after = 0; static int locked = 0; static int op = 0;
static CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_THREAD_LOCAL; static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
#define LOCK() do { if (locked) pthread_mutex_lock(&mu); } while (0)
#define UNLOCK() do { if (locked) pthread_mutex_unlock(&mu); } while (0)
static void *capturer(void *arg) {
    CK(cuCtxSetCurrent(ctx));
    int bad = 0;
    for (int i = 0; i < rounds; i++) {
        LOCK(); CK(cuEventRecord(ev, s));
        CK(cuStreamBeginCapture(s, mode)); UNLOCK();
        sched_yield();
        CUgraph g; LOCK(); CUresult r = cuStreamEndCapture(s, &g); UNLOCK();
        if (r != CUDA_SUCCESS) { if (!bad) show("cuStreamEndCapture (first failure)", r); bad++; }
        else cuGraphDestroy(g);
    }
    printf("capturer: %d of %d captures failed\n", bad, rounds);
    atomic_store(&done, 1);
    return (void *)(long)bad;
}
int main(int argc, char **argv) {
    setup();
    const char *ptx = read_file(argv[1]);
    if (argc > 2) record_after = atoi(argv[2]);
    if (argc > 3) locked = atoi(argv[3]);
    if (argc > 4) mode = (CUstreamCaptureMode)atoi(argv[4]);
    if (argc > 5) op = atoi(argv[5]);
    CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0));
    CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
    CUmodule m; CK(cuModuleLoadData(&m, ptx)); CK(cuModuleGetFunction(&f, m, "add_one"));
    CK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING)); CK(cuEventCreate(&ev, CU_EVENT_DISABLE_TIMING));
    CK(cuMemAlloc(&d, n * 4)); CK(cuMemsetD32(d, 0, n));
    pthread_t t; pthread_create(&t, 0, capturer, 0);
    long launches = 0, failed = 0;
    while (!atomic_load(&done)) {
        void *args[] = {&d, &n};
        LOCK(); CUresult r;
        switch (op) {
        case 1: r = cuStreamQuery(s); if (r == CUDA_ERROR_NOT_READY || r == CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED) r = CUDA_SUCCESS; break;
        case 2: r = cuStreamSynchronize(s); if (r == CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED) r = CUDA_SUCCESS; break;
        case 3: r = cuEventRecord(ev, s); break;
        case 4: r = cuMemsetD32Async(d, 0, n, s); break;
        default: r = cuLaunchKernel(f, n / 256,1,1, 256,1,1, 0, s, args, 0);
        }
        if (record_after) cuEventRecord(ev, s);
        UNLOCK();
        if (r != CUDA_SUCCESS) { if (!failed) show("launch (first failure)", r); failed++; }
        launches++;
    }
    void *bad; pthread_join(t, &bad);
    printf("launcher: %ld launches, %ld failed\n", launches, failed);
    show("cuStreamSynchronize", cuStreamSynchronize(s));
    printf("RESULT race (op=%d record_after=%d locked=%d mode=%d): %s\n", op, record_after, locked, (int)mode, bad ? "UNJOINED/failed captures seen" : "all captures ended cleanly");
    return 0;
}
