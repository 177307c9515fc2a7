/*
 * The C side of the per-call overhead benchmark: the same operations as benches/src/bin/gpu_overhead/,
 * timed the same way (batches of calls, repetitions interleaved with the variants' order rotated, median
 * ns per call), in two variants:
 *
 *   c       the exported function, linked with -lcuda (what a C program calls)
 *   c-pfn   the pointer cuGetProcAddress returns for CUDA_VERSION, called directly
 *
 * Built on the GPU machine by .gpu-bench/run.sh:
 *   gcc -O2 -std=c11 -o overhead overhead.c -I<cuda include> <libcuda.so.1> -Wl,-rpath,<its folder>
 *
 * Usage: overhead KERNEL_DIR [--reps N] [--calls N] [--launches N] [--round-trips N] [--run LABEL]
 *                            [--csv FILE]
 * KERNEL_DIR holds empty.ptx and sixteen_args.ptx. Exits 1 naming the failing call.
 */
#define _POSIX_C_SOURCE 200809L
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NVARIANTS 2
static const char *const VARIANTS[NVARIANTS] = {"c", "c-pfn"};
#define BASELINE 1

static void die(const char *what, const char *why) {
    fprintf(stderr, "overhead.c: %s: %s\n", what, why);
    exit(1);
}

static void die_code(const char *call, CUresult r) {
    const char *name = NULL;
    char buf[64];
    if (cuGetErrorName(r, &name) != CUDA_SUCCESS || name == NULL) {
        snprintf(buf, sizeof buf, "CUresult %d", (int)r);
        name = buf;
    }
    die(call, name);
}

#define CHECK(call)                                                                                  \
    do {                                                                                             \
        CUresult r_ = (call);                                                                        \
        if (r_ != CUDA_SUCCESS) die_code(#call, r_);                                                 \
    } while (0)

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* ---------------------------------------------------------------------------------------------- */
/* State                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

typedef CUresult (*ctx_get_current_fn)(CUcontext *);
typedef CUresult (*device_get_attribute_fn)(int *, CUdevice_attribute, CUdevice);
typedef CUresult (*stream_fn)(CUstream);
typedef CUresult (*launch_kernel_fn)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                                     unsigned, unsigned, CUstream, void **, void **);
typedef CUresult (*launch_kernel_ex_fn)(const CUlaunchConfig *, CUfunction, void **, void **);

static struct {
    CUdevice dev;
    CUstream stream;
    CUfunction empty, sixteen;
    CUdeviceptr out;
    CUlaunchAttribute attr;
    CUlaunchConfig config;
    unsigned values[15];
    ctx_get_current_fn ctx_get_current;
    device_get_attribute_fn device_get_attribute;
    stream_fn stream_query, stream_synchronize;
    launch_kernel_fn launch_kernel;
    launch_kernel_ex_fn launch_kernel_ex;
} B;

/* Results land here so that nothing is optimised away. */
static volatile uintptr_t sink;

static void *proc_address(const char *name) {
    void *p = NULL;
    CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SUCCESS;
    CHECK(cuGetProcAddress(name, &p, CUDA_VERSION, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &status));
    if (p == NULL || status != CU_GET_PROC_ADDRESS_SUCCESS) die(name, "cuGetProcAddress gave no pointer");
    return p;
}

static void drain(void) { CHECK(cuStreamSynchronize(B.stream)); }

static void fill_params(void **params, CUdeviceptr *out) {
    for (int i = 0; i < 15; i++) params[i] = &B.values[i];
    params[15] = out;
}

/* ---------------------------------------------------------------------------------------------- */
/* The measured loops                                                                             */
/* ---------------------------------------------------------------------------------------------- */

#define ATTRIBUTE CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT

static __attribute__((noinline)) void ctx_c(size_t n) {
    for (size_t i = 0; i < n; i++) {
        CUcontext c;
        CHECK(cuCtxGetCurrent(&c));
        sink = (uintptr_t)c;
    }
}
static __attribute__((noinline)) void ctx_pfn(size_t n) {
    ctx_get_current_fn f = B.ctx_get_current;
    for (size_t i = 0; i < n; i++) {
        CUcontext c;
        CHECK(f(&c));
        sink = (uintptr_t)c;
    }
}
static __attribute__((noinline)) void attr_c(size_t n) {
    for (size_t i = 0; i < n; i++) {
        int v;
        CHECK(cuDeviceGetAttribute(&v, ATTRIBUTE, B.dev));
        sink = (uintptr_t)v;
    }
}
static __attribute__((noinline)) void attr_pfn(size_t n) {
    device_get_attribute_fn f = B.device_get_attribute;
    for (size_t i = 0; i < n; i++) {
        int v;
        CHECK(f(&v, ATTRIBUTE, B.dev));
        sink = (uintptr_t)v;
    }
}
static __attribute__((noinline)) void query_c(size_t n) {
    for (size_t i = 0; i < n; i++) {
        CUresult r = cuStreamQuery(B.stream);
        if (r != CUDA_SUCCESS && r != CUDA_ERROR_NOT_READY) die_code("cuStreamQuery", r);
        sink = (uintptr_t)r;
    }
}
static __attribute__((noinline)) void query_pfn(size_t n) {
    stream_fn f = B.stream_query;
    for (size_t i = 0; i < n; i++) {
        CUresult r = f(B.stream);
        if (r != CUDA_SUCCESS && r != CUDA_ERROR_NOT_READY) die_code("cuStreamQuery", r);
        sink = (uintptr_t)r;
    }
}
static __attribute__((noinline)) void launch_c(size_t n) {
    for (size_t i = 0; i < n; i++) CHECK(cuLaunchKernel(B.empty, 1, 1, 1, 1, 1, 1, 0, B.stream, NULL, NULL));
}
static __attribute__((noinline)) void launch_pfn(size_t n) {
    launch_kernel_fn f = B.launch_kernel;
    for (size_t i = 0; i < n; i++) CHECK(f(B.empty, 1, 1, 1, 1, 1, 1, 0, B.stream, NULL, NULL));
}
static __attribute__((noinline)) void launch_ex_c(size_t n) {
    for (size_t i = 0; i < n; i++) CHECK(cuLaunchKernelEx(&B.config, B.empty, NULL, NULL));
}
static __attribute__((noinline)) void launch_ex_pfn(size_t n) {
    launch_kernel_ex_fn f = B.launch_kernel_ex;
    for (size_t i = 0; i < n; i++) CHECK(f(&B.config, B.empty, NULL, NULL));
}
static __attribute__((noinline)) void round_trip_c(size_t n) {
    for (size_t i = 0; i < n; i++) {
        CHECK(cuLaunchKernel(B.empty, 1, 1, 1, 1, 1, 1, 0, B.stream, NULL, NULL));
        CHECK(cuStreamSynchronize(B.stream));
    }
}
static __attribute__((noinline)) void round_trip_pfn(size_t n) {
    launch_kernel_fn f = B.launch_kernel;
    stream_fn s = B.stream_synchronize;
    for (size_t i = 0; i < n; i++) {
        CHECK(f(B.empty, 1, 1, 1, 1, 1, 1, 0, B.stream, NULL, NULL));
        CHECK(s(B.stream));
    }
}
static __attribute__((noinline)) void args16_c(size_t n) {
    CUdeviceptr out = B.out;
    for (size_t i = 0; i < n; i++) {
        void *params[16];
        fill_params(params, &out);
        CHECK(cuLaunchKernel(B.sixteen, 1, 1, 1, 1, 1, 1, 0, B.stream, params, NULL));
    }
}
static __attribute__((noinline)) void args16_pfn(size_t n) {
    launch_kernel_fn f = B.launch_kernel;
    CUdeviceptr out = B.out;
    for (size_t i = 0; i < n; i++) {
        void *params[16];
        fill_params(params, &out);
        CHECK(f(B.sixteen, 1, 1, 1, 1, 1, 1, 0, B.stream, params, NULL));
    }
}

enum batch { CALLS, LAUNCHES, ROUND_TRIPS };

struct op {
    const char *name;
    enum batch batch;
    int drain;
    void (*cases[NVARIANTS])(size_t);
};

static const struct op OPS[] = {
    {"cuCtxGetCurrent", CALLS, 0, {ctx_c, ctx_pfn}},
    {"cuDeviceGetAttribute", CALLS, 0, {attr_c, attr_pfn}},
    {"cuStreamQuery", CALLS, 1, {query_c, query_pfn}},
    {"cuLaunchKernel", LAUNCHES, 1, {launch_c, launch_pfn}},
    {"cuLaunchKernelEx", LAUNCHES, 1, {launch_ex_c, launch_ex_pfn}},
    {"launch+sync", ROUND_TRIPS, 1, {round_trip_c, round_trip_pfn}},
    {"launch 16 args", LAUNCHES, 1, {args16_c, args16_pfn}},
};
#define NOPS (sizeof OPS / sizeof OPS[0])

/* ---------------------------------------------------------------------------------------------- */
/* Statistics, set-up, main                                                                       */
/* ---------------------------------------------------------------------------------------------- */

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The q-quantile by linear interpolation (as cuda_benches::stats::quantile); sorts a copy. */
static double quantile(const double *v, size_t n, double q) {
    double *s = malloc(n * sizeof *s);
    if (!s) die("malloc", "out of memory");
    memcpy(s, v, n * sizeof *s);
    qsort(s, n, sizeof *s, cmp_double);
    double pos = q * (double)(n - 1);
    size_t lo = (size_t)pos, hi = lo + 1 < n ? lo + 1 : lo;
    double r = s[lo] + (s[hi] - s[lo]) * (pos - (double)lo);
    free(s);
    return r;
}

static char *read_file(const char *dir, const char *name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) die(path, "cannot open");
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)len + 1);
    if (!buf || fread(buf, 1, (size_t)len, f) != (size_t)len) die(path, "cannot read");
    buf[len] = 0;
    fclose(f);
    return buf;
}

static CUfunction load_kernel(const char *dir, const char *file, const char *name) {
    char *ptx = read_file(dir, file);
    CUmodule m;
    CHECK(cuModuleLoadData(&m, ptx));
    free(ptx);
    CUfunction f;
    CHECK(cuModuleGetFunction(&f, m, name));
    return f;
}

static size_t parse_count(const char *flag, const char *v) {
    char *end = NULL;
    unsigned long long n = strtoull(v, &end, 10);
    if (!v[0] || *end || n == 0) die(flag, "needs a positive number");
    return (size_t)n;
}

/* Runs each variant's 16-argument launch once and checks what the kernel wrote. */
static void check_sixteen(void) {
    unsigned expected[16], got[16], zero[16] = {0};
    unsigned sum = 0;
    for (int i = 0; i < 15; i++) {
        expected[i] = B.values[i];
        sum += B.values[i];
    }
    expected[15] = sum;
    for (int v = 0; v < NVARIANTS; v++) {
        drain();
        CHECK(cuMemcpyHtoD(B.out, zero, sizeof zero));
        OPS[6].cases[v](1);
        drain();
        CHECK(cuMemcpyDtoH(got, B.out, sizeof got));
        if (memcmp(got, expected, sizeof got) != 0) die(VARIANTS[v], "sixteen_args wrote the wrong values");
    }
}

int main(int argc, char **argv) {
    size_t reps = 101, calls = 20000, launches = 500, round_trips = 200;
    const char *run = "1", *csv = NULL;
    if (argc < 2 || argv[1][0] == '-') die("usage", "overhead KERNEL_DIR [--reps N] [--calls N] [--launches N] [--round-trips N] [--run LABEL] [--csv FILE]");
    const char *dir = argv[1];
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (i + 1 >= argc) die(a, "needs a value");
        const char *v = argv[++i];
        if (!strcmp(a, "--reps")) reps = parse_count(a, v);
        else if (!strcmp(a, "--calls")) calls = parse_count(a, v);
        else if (!strcmp(a, "--launches")) launches = parse_count(a, v);
        else if (!strcmp(a, "--round-trips")) round_trips = parse_count(a, v);
        else if (!strcmp(a, "--run")) run = v;
        else if (!strcmp(a, "--csv")) csv = v;
        else die(a, "unknown argument");
    }

    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&B.dev, 0));
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, B.dev));
    CHECK(cuCtxSetCurrent(ctx));
    CHECK(cuStreamCreate(&B.stream, CU_STREAM_NON_BLOCKING));
    B.empty = load_kernel(dir, "empty.ptx", "empty");
    B.sixteen = load_kernel(dir, "sixteen_args.ptx", "sixteen_args");
    CHECK(cuMemAlloc(&B.out, 16 * sizeof(unsigned)));
    const unsigned values[15] = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 0x9e3779b9u};
    memcpy(B.values, values, sizeof values);
    memset(&B.attr, 0, sizeof B.attr);
    B.attr.id = CU_LAUNCH_ATTRIBUTE_PRIORITY;
    B.attr.value.priority = 0;
    memset(&B.config, 0, sizeof B.config);
    B.config.gridDimX = B.config.gridDimY = B.config.gridDimZ = 1;
    B.config.blockDimX = B.config.blockDimY = B.config.blockDimZ = 1;
    B.config.hStream = B.stream;
    B.config.attrs = &B.attr;
    B.config.numAttrs = 1;
    B.ctx_get_current = (ctx_get_current_fn)proc_address("cuCtxGetCurrent");
    B.device_get_attribute = (device_get_attribute_fn)proc_address("cuDeviceGetAttribute");
    B.stream_query = (stream_fn)proc_address("cuStreamQuery");
    B.stream_synchronize = (stream_fn)proc_address("cuStreamSynchronize");
    B.launch_kernel = (launch_kernel_fn)proc_address("cuLaunchKernel");
    B.launch_kernel_ex = (launch_kernel_ex_fn)proc_address("cuLaunchKernelEx");

    char name[256] = "?";
    CHECK(cuDeviceGetName(name, sizeof name, B.dev));
    int version = 0;
    CHECK(cuDriverGetVersion(&version));
    printf("device 0: %s; driver CUDA %d.%d; built against CUDA %d.%d; cuGetProcAddress(cuCtxGetCurrent) %s "
           "the linked symbol's address\n",
           name, version / 1000, version % 1000 / 10, CUDA_VERSION / 1000, CUDA_VERSION % 1000 / 10,
           (void *)B.ctx_get_current == (void *)&cuCtxGetCurrent ? "is" : "is not");
    check_sixteen();
    printf("sixteen_args: both variants' launches wrote the expected 16 values\n");

    const size_t warmup = 3;
    double *samples = malloc(NOPS * NVARIANTS * reps * sizeof *samples);
    if (!samples) die("malloc", "out of memory");
#define S(o, v, r) samples[((o) * NVARIANTS + (v)) * reps + (r)]
    double started = now_ns();
    for (size_t rep = 0; rep < warmup + reps; rep++) {
        for (size_t o = 0; o < NOPS; o++) {
            size_t n = OPS[o].batch == CALLS ? calls : OPS[o].batch == LAUNCHES ? launches : round_trips;
            for (size_t k = 0; k < NVARIANTS; k++) {
                size_t v = (rep + k) % NVARIANTS;
                if (OPS[o].drain) drain();
                double t = now_ns();
                OPS[o].cases[v](n);
                double ns = (now_ns() - t) / (double)n;
                if (rep >= warmup) S(o, v, rep - warmup) = ns;
            }
        }
    }
    drain();
    printf("run %s: %zu repetitions (after %zu warm-up) in %.1f s; calls per batch: %zu (launches %zu, round "
           "trips %zu)\n\n",
           run, reps, warmup, (now_ns() - started) / 1e9, calls, launches, round_trips);

    FILE *out = NULL;
    if (csv) {
        out = fopen(csv, "w");
        if (!out) die(csv, "cannot write");
        fprintf(out, "source,run,op,variant,reps,calls,median_ns,p10_ns,p90_ns,min_ns,ratio_to_pfn,paired_ratio\n");
    }
    printf("%-22s %-11s %10s %10s %10s %8s %8s\n", "operation", "variant", "median ns", "p10", "p90", "/pfn",
           "paired");
    double *paired = malloc(reps * sizeof *paired);
    if (!paired) die("malloc", "out of memory");
    for (size_t o = 0; o < NOPS; o++) {
        size_t n = OPS[o].batch == CALLS ? calls : OPS[o].batch == LAUNCHES ? launches : round_trips;
        double base = quantile(&S(o, BASELINE, 0), reps, 0.5);
        for (size_t v = 0; v < NVARIANTS; v++) {
            const double *s = &S(o, v, 0);
            for (size_t r = 0; r < reps; r++) paired[r] = s[r] / S(o, BASELINE, r);
            double m = quantile(s, reps, 0.5), p10 = quantile(s, reps, 0.1), p90 = quantile(s, reps, 0.9);
            double mn = quantile(s, reps, 0.0), pr = quantile(paired, reps, 0.5);
            printf("%-22s %-11s %10.1f %10.1f %10.1f %8.3f %8.3f\n", OPS[o].name, VARIANTS[v], m, p10, p90,
                   m / base, pr);
            if (out)
                fprintf(out, "c,%s,%s,%s,%zu,%zu,%.2f,%.2f,%.2f,%.2f,%.4f,%.4f\n", run, OPS[o].name, VARIANTS[v],
                        reps, n, m, p10, p90, mn, m / base, pr);
        }
    }
    if (out) {
        fclose(out);
        printf("\nwrote %s\n", csv);
    }
    free(paired);
    free(samples);
    return 0;
}
