// The kernels the probes launch: add_one (in bounds) and fault (writes through the null pointer it is given).
extern "C" __global__ void add_one(unsigned *x, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += 1;
}
extern "C" __global__ void fault(unsigned *p) { p[threadIdx.x] = 1; }
