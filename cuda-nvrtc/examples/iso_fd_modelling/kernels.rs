//! The propagator's kernels, CUDA C++ that NVRTC compiles at run time: the source wavelet, the velocity
//! model, the source injection, and one leapfrog time step of the 8th-order isotropic wave equation.
//!
//! The step kernel takes the current wavefield as the whole buffer plus the offset of the first point it
//! computes (`curr_base + origin`), since it reads up to four slices, rows and columns before that point;
//! the other pointers start at that point and the kernel stays after it.

pub const SOURCE: &str = r#"
#define R 4                 // stencil half-width: 8th order in space
#define DIAM (2 * R + 1)
#define BX 32               // threads in x, each owning two neighbouring floats (one float2)
#define BY 16               // threads in y

// The source's sample for step `it` replaces the field at the point `field` addresses.
extern "C" __global__ void injectSource(float *__restrict__ field, const float *__restrict__ src, int it) {
    if (threadIdx.x == 0) {
        field[0] = src[it];
    }
}

// A constant model, (3 km/s)^2 * vmult, for nz slices of the box whose first point `vel` addresses; one
// thread per (x, y) column.
extern "C" __global__ void createVelocity(float *__restrict__ vel, float vmult, int nz, int nx, int stride) {
    const int ix = blockIdx.x * blockDim.x + threadIdx.x;
    const int iy = blockIdx.y * blockDim.y + threadIdx.y;
    int at = iy * nx + ix;
    for (int iz = 0; iz < nz; ++iz, at += stride) {
        vel[at] = 3.0f * 3.0f * vmult;
    }
}

// The wavelet: a cosine under a Gaussian, peaking 60 ms in, 1000 at its top.
extern "C" __global__ void createSource(float *__restrict__ x, float dt, float freq, int nt) {
    const int peak = (int)(60.0f / dt);
    const float two_pi = 2.0f * 3.141592654f;
    const float half_freq = 0.5f * freq;
    for (int i = threadIdx.x; i < nt; i += blockDim.x) {
        const float a = 1.0e-3 * fabsf(i - peak) * half_freq;
        x[i] = 1000.0f * expf(-2.0f * a * a) * cosf(two_pi * a);
    }
}

// One step on nz slices: prev = 2 curr - prev + vsq * lap(curr), lap the 8th-order star (the 1-D weights
// along x, y and z, the centre's three times). A thread walks its float2 column down z keeping the nine
// z-neighbours in registers; the block shares each slice, with a frame of R rows and R columns, in shared
// memory. nx and stride count floats; both are even.
extern "C" __global__ void fwd_3D_orderX2k(const float *__restrict__ curr_base, int origin,
                                           float *__restrict__ prev_1, const float *__restrict__ vsq_1,
                                           int nz, int nx, int stride) {
    const float w[R + 1] = {-3.0f * 2.847222222f, 1.600000f, -0.200000f, 0.025396825f, -0.001785f};
    const float2 *curr = reinterpret_cast<const float2 *>(curr_base + origin);
    float2 *prev = reinterpret_cast<float2 *>(prev_1);
    const float2 *vsq = reinterpret_cast<const float2 *>(vsq_1);
    const int row = nx / 2;        // in float2
    const int slice = stride / 2;  // in float2

    // The block's 2 BX x BY floats of a slice, R more rows above and below, R (rounded up to even) more
    // columns left and right.
    __shared__ float s[BY + 2 * R][2 * BX + 2 * (R + R % 2)];
    const int sx = 2 * threadIdx.x + R + R % 2;  // this thread's .x column in `s` (.y is the next one)
    const int sy = threadIdx.y + R;

    const int ix = blockIdx.x * blockDim.x + threadIdx.x;
    const int iy = blockIdx.y * blockDim.y + threadIdx.y;
    int out = iy * row + ix;              // this thread's point in the slice being computed
    int next = out - R * slice;           // the deepest z-neighbour not yet loaded

    float2 column[DIAM];                  // column[R + d]: the point d slices further down
    for (int i = 1; i < DIAM; ++i, next += slice) {
        column[i] = curr[next];
    }

    for (int iz = 0; iz < nz; ++iz, out += slice, next += slice) {
#pragma unroll
        for (int i = 0; i < DIAM - 1; ++i) {
            column[i] = column[i + 1];
        }
        column[DIAM - 1] = curr[next];
        const float2 here = column[R];
        s[sy][sx] = here.x;
        s[sy][sx + 1] = here.y;

        // The frame: the first R rows of threads load the rows above, the next R the rows below.
        if (threadIdx.y < R) {
            const float2 v = curr[out - R * row];
            s[threadIdx.y][sx] = v.x;
            s[threadIdx.y][sx + 1] = v.y;
        } else if (threadIdx.y < 2 * R) {
            const float2 v = curr[out + (BY - R) * row];
            s[threadIdx.y + BY][sx] = v.x;
            s[threadIdx.y + BY][sx + 1] = v.y;
        }
        // The first (R + 1) / 2 threads of each row load the columns left of the block and right of it.
        if (threadIdx.x < (R + 1) / 2) {
            const float2 l = curr[out - (R + 1) / 2];
            s[sy][sx - R - R % 2] = l.x;
            s[sy][sx - R - R % 2 + 1] = l.y;
            const float2 r = curr[out + BX];
            s[sy][sx + 2 * BX] = r.x;
            s[sy][sx + 2 * BX + 1] = r.y;
        }
        __syncthreads();

        float2 lap;
        lap.x = w[0] * here.x;
        lap.y = w[0] * here.y;
#pragma unroll
        for (int d = 1; d <= R; ++d) {
            lap.x += w[d] * (column[R + d].x + column[R - d].x + s[sy - d][sx] + s[sy + d][sx] +
                             s[sy][sx - d] + s[sy][sx + d]);
            lap.y += w[d] * (column[R + d].y + column[R - d].y + s[sy - d][sx + 1] + s[sy + d][sx + 1] +
                             s[sy][sx + 1 - d] + s[sy][sx + 1 + d]);
        }
        const float2 before = prev[out];
        const float2 v2 = vsq[out];
        const float tx = 2.0f * here.x - before.x;
        const float ty = 2.0f * here.y - before.y;
        prev[out] = make_float2(tx + lap.x * v2.x, ty + lap.y * v2.y);
        __syncthreads();
    }
}
"#;
