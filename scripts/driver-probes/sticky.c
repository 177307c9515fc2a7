// Does anything in the same process recover from a sticky error (700)?
#include "common.h"
static int add_one_works(CUcontext ctx, const char *ptx, const char *label) {
    printf("-- %s\n", label);
    if (show("cuCtxSetCurrent", cuCtxSetCurrent(ctx))) return 0;
    CUmodule m; if (show("cuModuleLoadData", cuModuleLoadData(&m, ptx))) return 0;
    CUfunction f; if (show("cuModuleGetFunction", cuModuleGetFunction(&f, m, "add_one"))) return 0;
    CUdeviceptr d; unsigned n = 1000; if (show("cuMemAlloc", cuMemAlloc(&d, n * 4))) return 0;
    if (show("cuMemsetD32", cuMemsetD32(d, 0, n))) return 0;
    void *args[] = {&d, &n};
    if (show("cuLaunchKernel", cuLaunchKernel(f, 4,1,1, 256,1,1, 0, 0, args, 0))) return 0;
    unsigned h[1000]; if (show("cuMemcpyDtoH", cuMemcpyDtoH(h, d, n * 4))) return 0;
    for (unsigned i = 0; i < n; i++) if (h[i] != 1) { printf("wrong value at %u\n", i); return 0; }
    printf("add_one correct\n");
    cuMemFree(d); cuModuleUnload(m);
    return 1;
}
int main(int argc, char **argv) {
    setup();
    const char *ptx = read_file(argv[1]);
    CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0));
    CUcontext p; CK(cuDevicePrimaryCtxRetain(&p, dev)); CK(cuCtxSetCurrent(p));
    CUmodule m; CK(cuModuleLoadData(&m, ptx)); CUfunction f; CK(cuModuleGetFunction(&f, m, "fault"));
    CUdeviceptr null = 0; void *args[] = {&null};
    show("fault launch", cuLaunchKernel(f, 1,1,1, 32,1,1, 0, 0, args, 0));
    show("cuCtxSynchronize after fault", cuCtxSynchronize());
    show("cuCtxSynchronize again", cuCtxSynchronize());
    show("cuModuleUnload", cuModuleUnload(m));
    show("cuCtxSetCurrent(NULL)", cuCtxSetCurrent(NULL));
    show("cuDevicePrimaryCtxRelease", cuDevicePrimaryCtxRelease(dev));
    show("cuDevicePrimaryCtxReset", cuDevicePrimaryCtxReset(dev));
    unsigned flags; int active; show("cuDevicePrimaryCtxGetState", cuDevicePrimaryCtxGetState(dev, &flags, &active));
    printf("primary active after reset: %d\n", active);
    CUcontext p2; show("cuDevicePrimaryCtxRetain again", cuDevicePrimaryCtxRetain(&p2, dev));
    printf("same handle: %d\n", p2 == p);
    int ok1 = add_one_works(p2, ptx, "fresh primary context after reset");
    CUcontext c; CUresult rc = cuCtxCreate(&c, NULL, 0, dev);
    show("cuCtxCreate (v4)", rc);
    int ok2 = rc == CUDA_SUCCESS && add_one_works(c, ptx, "created context after the fault");
    printf("RESULT in-process recovery: primary-reset=%s created-context=%s\n", ok1 ? "works" : "fails", ok2 ? "works" : "fails");
    return 0;
}
