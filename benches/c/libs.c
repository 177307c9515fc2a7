/*
 * The C side of the library rows of BENCHMARKS.md (issue 37): the same cuBLAS and cuFFT calls the Rust
 * benchmark makes through cuda-cublas and cuda-cufft, made from C against the same libraries, timed the
 * same way. Rows, one per line on stdout, comma-separated:
 *
 *   c,gemm_bf16,N,ms,tflops      cublasGemmEx bf16 x bf16 -> bf16 (f32 compute), N x N x N, median of
 *                                REPS timed runs of ITERS back-to-back calls (CUDA events around them)
 *   c,gemm_f32,N,ms,tflops       cublasSgemm, likewise
 *   c,small_gemm_f32,64,ns,-     host time to queue one 64 x 64 x 64 cublasSgemm: median over REPS of
 *                                (time to queue CALLS calls) / CALLS, the stream drained between batches
 *   c,small_fft_c2c,256,ns,-     host time to queue one 256-point cufftExecC2C, likewise
 *
 * Built on the GPU machine by .gpu-bench/run.sh with the headers and libraries of the wheels there:
 *   gcc -O2 -std=c11 -o libs libs.c -I<cuda include> -I<cublas include> -I<cufft include> \
 *       <libcuda.so.1> <libcublas.so> <libcufft.so> -Wl,-rpath,<their folders>
 *
 * Usage: libs [--large N] [--iters N] [--reps N] [--calls N]    (defaults 8192, 20, 5, 100)
 * Exits 1 naming the failing call.
 */
#define _POSIX_C_SOURCE 200809L
#include <cublas_v2.h>
#include <cuda.h>
#include <cufft.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void die(const char *call, long code) {
    fprintf(stderr, "libs.c: %s failed: %ld\n", call, code);
    exit(1);
}

#define CU(call)                                                                                     \
    do {                                                                                             \
        CUresult r_ = (call);                                                                        \
        if (r_ != CUDA_SUCCESS) die(#call, (long)r_);                                                \
    } while (0)
#define BLAS(call)                                                                                   \
    do {                                                                                             \
        cublasStatus_t r_ = (call);                                                                  \
        if (r_ != CUBLAS_STATUS_SUCCESS) die(#call, (long)r_);                                       \
    } while (0)
#define FFT(call)                                                                                    \
    do {                                                                                             \
        cufftResult r_ = (call);                                                                     \
        if (r_ != CUFFT_SUCCESS) die(#call, (long)r_);                                               \
    } while (0)

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Device memory of `bytes`, every byte set to `byte` (small, finite values for both float types). */
static CUdeviceptr alloc_filled(size_t bytes, unsigned char byte) {
    CUdeviceptr p;
    CU(cuMemAlloc(&p, bytes));
    CU(cuMemsetD8(p, byte, bytes));
    return p;
}

typedef void (*gemm_fn)(cublasHandle_t, int, CUdeviceptr, CUdeviceptr, CUdeviceptr);

static void gemm_bf16(cublasHandle_t h, int n, CUdeviceptr a, CUdeviceptr b, CUdeviceptr c) {
    const float one = 1.0f, zero = 0.0f;
    BLAS(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, (const void *)a, CUDA_R_16BF, n,
                      (const void *)b, CUDA_R_16BF, n, &zero, (void *)c, CUDA_R_16BF, n,
                      CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
}

static void gemm_f32(cublasHandle_t h, int n, CUdeviceptr a, CUdeviceptr b, CUdeviceptr c) {
    const float one = 1.0f, zero = 0.0f;
    BLAS(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, (const float *)a, n,
                     (const float *)b, n, &zero, (float *)c, n));
}

/* Times ITERS calls of `f` between two events, REPS times, after one warm-up call. */
static void large(const char *name, gemm_fn f, size_t elem, cublasHandle_t h, CUstream s, int n,
                  int iters, int reps) {
    size_t bytes = (size_t)n * (size_t)n * elem;
    /* 0x3c: bf16 0x3c3c = 0.0115; f32 0x3c3c3c3c = 0.0115: finite, no overflow in a sum of n. */
    CUdeviceptr a = alloc_filled(bytes, 0x3c), b = alloc_filled(bytes, 0x3c), c = alloc_filled(bytes, 0);
    CUevent start, stop;
    CU(cuEventCreate(&start, CU_EVENT_DEFAULT));
    CU(cuEventCreate(&stop, CU_EVENT_DEFAULT));
    f(h, n, a, b, c);
    CU(cuStreamSynchronize(s));
    double *ms = calloc((size_t)reps, sizeof *ms);
    for (int r = 0; r < reps; r++) {
        CU(cuEventRecord(start, s));
        for (int i = 0; i < iters; i++) f(h, n, a, b, c);
        CU(cuEventRecord(stop, s));
        CU(cuEventSynchronize(stop));
        float t;
        CU(cuEventElapsedTime(&t, start, stop));
        ms[r] = (double)t / iters;
    }
    double m = median(ms, reps);
    printf("c,%s,%d,%.4f,%.1f\n", name, n, m, 2.0 * n * (double)n * n / (m * 1e-3) / 1e12);
    free(ms);
    CU(cuEventDestroy(start));
    CU(cuEventDestroy(stop));
    CU(cuMemFree(a));
    CU(cuMemFree(b));
    CU(cuMemFree(c));
}

/* The median over REPS of the host time to queue CALLS calls of `call`, per call. */
static double per_call(void (*call)(void *), void *arg, CUstream s, int calls, int reps) {
    double *ns = calloc((size_t)reps, sizeof *ns);
    call(arg);
    CU(cuStreamSynchronize(s));
    for (int r = 0; r < reps; r++) {
        double t0 = now_ns();
        for (int i = 0; i < calls; i++) call(arg);
        ns[r] = (now_ns() - t0) / calls;
        CU(cuStreamSynchronize(s));
    }
    double m = median(ns, reps);
    free(ns);
    return m;
}

struct small_gemm {
    cublasHandle_t h;
    CUdeviceptr a, b, c;
};

static void small_gemm_call(void *p) {
    struct small_gemm *g = p;
    gemm_f32(g->h, 64, g->a, g->b, g->c);
}

struct small_fft {
    cufftHandle plan;
    CUdeviceptr in, out;
};

static void small_fft_call(void *p) {
    struct small_fft *f = p;
    FFT(cufftExecC2C(f->plan, (cufftComplex *)f->in, (cufftComplex *)f->out, CUFFT_FORWARD));
}

static int arg(int argc, char **argv, const char *name, int fallback) {
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], name) == 0) return atoi(argv[i + 1]);
    return fallback;
}

int main(int argc, char **argv) {
    int n = arg(argc, argv, "--large", 8192), iters = arg(argc, argv, "--iters", 20);
    int reps = arg(argc, argv, "--reps", 5), calls = arg(argc, argv, "--calls", 100);
    CUdevice dev;
    CUcontext ctx;
    CUstream s;
    CU(cuInit(0));
    CU(cuDeviceGet(&dev, 0));
    CU(cuDevicePrimaryCtxRetain(&ctx, dev));
    CU(cuCtxSetCurrent(ctx));
    CU(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    cublasHandle_t h;
    BLAS(cublasCreate(&h));
    BLAS(cublasSetStream(h, (cudaStream_t)s));

    large("gemm_bf16", gemm_bf16, 2, h, s, n, iters, reps);
    large("gemm_f32", gemm_f32, 4, h, s, n, iters, reps);

    struct small_gemm g = {h, alloc_filled(64 * 64 * 4, 0x3c), alloc_filled(64 * 64 * 4, 0x3c),
                           alloc_filled(64 * 64 * 4, 0)};
    printf("c,small_gemm_f32,64,%.1f,-\n", per_call(small_gemm_call, &g, s, calls, 101));

    struct small_fft f = {0, alloc_filled(256 * 8, 0x3c), alloc_filled(256 * 8, 0)};
    FFT(cufftPlan1d(&f.plan, 256, CUFFT_C2C, 1));
    FFT(cufftSetStream(f.plan, (cudaStream_t)s));
    printf("c,small_fft_c2c,256,%.1f,-\n", per_call(small_fft_call, &f, s, calls, 101));

    FFT(cufftDestroy(f.plan));
    BLAS(cublasDestroy(h));
    CU(cuStreamDestroy(s));
    CU(cuDevicePrimaryCtxRelease(dev));
    return 0;
}
