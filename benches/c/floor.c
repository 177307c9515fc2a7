/*
 * The floor under the safe layer's launch rows: what the work the safe layer must do costs on the real
 * driver, in C, with no Rust in the way. Each variant adds one piece to a raw launch:
 *
 *   launch              cuLaunchKernel of the empty kernel
 *   get+launch          cuCtxGetCurrent first (the safe layer asks the driver what is current, issue #13)
 *   four                cuLaunchKernel of four_args (four pointer parameters)
 *   get+four            cuCtxGetCurrent, then that launch
 *   get+four+swap       the same plus one locked exchange on a thread-local word (the capture gate's pass)
 *   other               cuEventRecord on the previous stream, cuStreamWaitEvent, the launch on the next
 *                       (two streams in turn: the raw form of "launch 4 buffers from another stream")
 *   get+other           cuCtxGetCurrent, then that
 *   get+other+locks     the same plus what the safe layer's switch path adds in locked instructions: four
 *                       compare-exchanges (one per buffer's lock, each on its own cache line, released by
 *                       plain stores) and three exchanges (the gate's passes)
 *   other+code          "other" plus 256 fifteen-byte no-ops (3.75 KiB of code, about what the safe
 *                       layer's switch path spans) run after each launch: whether code the driver's calls
 *                       evicted from the instruction cache costs more than its instructions do
 *   code                the no-ops alone, no driver call (the instructions' own cost; ratio meaningless)
 *
 * Timed like overhead.c: batches of launches, the streams drained before each, repetitions with the
 * variants' order rotated; printed: the median ns per launch, and the median over repetitions of each
 * variant's ratio to its base (launch, four or other, measured in the same repetition).
 *
 * Usage: floor KERNEL_DIR [--reps N] [--launches N]   (KERNEL_DIR holds empty.ptx and four_args.ptx)
 * Built by .gpu-bench/run.sh: gcc -O2 -std=c11 floor.c -I<cuda include> <libcuda.so.1>
 */
#define _POSIX_C_SOURCE 200809L
#include <cuda.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NV 10
static const char *const NAMES[NV] = {"launch", "get+launch", "four", "get+four", "get+four+swap",
                                      "other", "get+other", "get+other+locks", "other+code", "code"};
/* The variant each one is compared with. */
static const int BASE[NV] = {0, 0, 2, 2, 2, 5, 5, 5, 5, 5};

static void check(const char *call, CUresult r) {
    if (r == CUDA_SUCCESS) return;
    const char *name = NULL;
    cuGetErrorName(r, &name);
    fprintf(stderr, "floor.c: %s: %s\n", call, name ? name : "unknown CUresult");
    exit(1);
}

static char *slurp(const char *dir, const char *file) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)n + 1);
    if (!b || fread(b, 1, (size_t)n, f) != (size_t)n) { fprintf(stderr, "floor.c: cannot read %s\n", path); exit(1); }
    b[n] = 0;
    fclose(f);
    return b;
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* One lock per buffer, each on its own line, as the safe layer's allocations are. */
struct line { alignas(64) atomic_uint word; };
static struct line locks[4];
static _Thread_local atomic_uintptr_t slot;

static CUfunction empty, four;
static CUstream streams[2];
static CUevent events[2];
static CUdeviceptr bufs[4];

static void launch_empty(CUstream s) {
    check("cuLaunchKernel", cuLaunchKernel(empty, 1, 1, 1, 1, 1, 1, 0, s, NULL, NULL));
}

static void launch_four(CUstream s) {
    void *params[4] = {&bufs[0], &bufs[1], &bufs[2], &bufs[3]};
    check("cuLaunchKernel", cuLaunchKernel(four, 1, 1, 1, 1, 1, 1, 0, s, params, NULL));
}

static void get(void) {
    CUcontext c;
    check("cuCtxGetCurrent", cuCtxGetCurrent(&c));
    if (!c) { fprintf(stderr, "floor.c: no current context\n"); exit(1); }
}

static void swap(void) { atomic_exchange(&slot, (uintptr_t)&slot); atomic_store_explicit(&slot, 0, memory_order_relaxed); }

static void other(int i) {
    int prev = i % 2, next = (i + 1) % 2;
    check("cuEventRecord", cuEventRecord(events[prev], streams[prev]));
    check("cuStreamWaitEvent", cuStreamWaitEvent(streams[next], events[prev], 0));
    launch_four(streams[next]);
}

/* 256 fifteen-byte no-ops: code to fetch, not work to do. */
static void __attribute__((noinline)) code(void) {
    __asm__ volatile(".rept 256\n"
                     ".byte 0x66,0x66,0x66,0x66,0x66,0x66,0x2e,0x0f,0x1f,0x84,0x00,0x00,0x00,0x00,0x00\n"
                     ".endr\n");
}

static void batch(int v, int n) {
    for (int i = 0; i < n; i++) {
        switch (v) {
        case 0: launch_empty(streams[0]); break;
        case 1: get(); launch_empty(streams[0]); break;
        case 2: launch_four(streams[0]); break;
        case 3: get(); launch_four(streams[0]); break;
        case 4: get(); swap(); launch_four(streams[0]); break;
        case 5: other(i); break;
        case 6: get(); other(i); break;
        case 8: other(i); code(); break;
        case 9: code(); break;
        default:
            get();
            for (int k = 0; k < 4; k++) {
                unsigned expected = 0;
                if (!atomic_compare_exchange_strong(&locks[k].word, &expected, 1)) exit(3);
            }
            swap(); swap(); swap();
            other(i);
            for (int k = 0; k < 4; k++) atomic_store_explicit(&locks[k].word, 0, memory_order_release);
        }
    }
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: floor KERNEL_DIR [--reps N] [--launches N]\n"); return 2; }
    int reps = 101, launches = 500;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--reps")) reps = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--launches")) launches = atoi(argv[i + 1]);
    }
    if (reps < 1 || launches < 1) { fprintf(stderr, "floor.c: --reps and --launches must be positive\n"); return 2; }
    check("cuInit", cuInit(0));
    CUdevice dev;
    CUcontext ctx;
    CUmodule m_empty, m_four;
    check("cuDeviceGet", cuDeviceGet(&dev, 0));
    check("cuDevicePrimaryCtxRetain", cuDevicePrimaryCtxRetain(&ctx, dev));
    check("cuCtxSetCurrent", cuCtxSetCurrent(ctx));
    check("cuModuleLoadData", cuModuleLoadData(&m_empty, slurp(argv[1], "empty.ptx")));
    check("cuModuleLoadData", cuModuleLoadData(&m_four, slurp(argv[1], "four_args.ptx")));
    check("cuModuleGetFunction", cuModuleGetFunction(&empty, m_empty, "empty"));
    check("cuModuleGetFunction", cuModuleGetFunction(&four, m_four, "four_args"));
    for (int k = 0; k < 2; k++) {
        check("cuStreamCreate", cuStreamCreate(&streams[k], CU_STREAM_NON_BLOCKING));
        check("cuEventCreate", cuEventCreate(&events[k], CU_EVENT_DISABLE_TIMING));
    }
    for (int k = 0; k < 4; k++) check("cuMemAlloc", cuMemAlloc(&bufs[k], 64));

    double *ns = malloc(sizeof(double) * NV * (size_t)reps), *ratio = malloc(sizeof(double) * NV * (size_t)reps);
    if (!ns || !ratio) return 1;
    for (int w = 0; w < 3; w++) for (int v = 0; v < NV; v++) batch(v, launches); /* warm-up */
    for (int r = 0; r < reps; r++) {
        double t[NV];
        for (int j = 0; j < NV; j++) {
            int v = (j + r) % NV;
            check("cuStreamSynchronize", cuStreamSynchronize(streams[0]));
            check("cuStreamSynchronize", cuStreamSynchronize(streams[1]));
            double t0 = now_ns();
            batch(v, launches);
            t[v] = (now_ns() - t0) / launches;
        }
        for (int v = 0; v < NV; v++) {
            ns[v * reps + r] = t[v];
            ratio[v * reps + r] = t[v] / t[BASE[v]];
        }
    }
    printf("%-18s %12s %14s %s\n", "variant", "ns/launch", "ratio to base", "base");
    for (int v = 0; v < NV; v++) {
        double n = median(ns + v * reps, reps), q = median(ratio + v * reps, reps);
        printf("%-18s %12.1f %14.4f %s\n", NAMES[v], n, q, NAMES[BASE[v]]);
    }
    check("cuCtxSynchronize", cuCtxSynchronize());
    return 0;
}
