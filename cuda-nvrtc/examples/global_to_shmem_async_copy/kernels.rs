//! The eight matrix-multiply kernels, CUDA C++ that NVRTC compiles at run time. All compute `C = A * B`
//! tile by tile: block `(bx, by)` of 16 x 16 threads owns the 16 x 16 tile of `C` at row `16 by`, column
//! `16 bx`, and walks the `wA / 16` tiles of A's row band and B's column band through shared memory. They
//! differ in how a tile gets there: plain loads, `cuda::memcpy_async` of one float or of a `float4` per
//! thread, a one-stage or a four-stage `cuda::pipeline`, an arrive-wait `cuda::barrier`, or a block-wide
//! pipeline fed by one producer warp. Same signature for all:
//! `(float *C, const float *A, const float *B, int wA, int wB)`.
//!
//! Where the sample's kernels read B's tile at A's offsets (harmless only because the check's matrices
//! are constant) and let the four-stage pipelines fetch a tile into the stage still being read, these index
//! B by its own band and refill a stage only after a barrier shows every thread is done with it: right for
//! any matrices, not only the constant ones the check uses.

pub const SOURCE: &str = r#"
#if __CUDA_ARCH__ >= 700
#include <cuda/barrier>
#endif
#include <cooperative_groups.h>
#include <cuda/pipeline>

namespace cg = cooperative_groups;

#define TILE 16
#define STAGES 4

// Element (threadIdx.y, threadIdx.x) of tile `t` of this block's band of A (width wA) and of B (width wB);
// `col` moves along the row, for the threads that copy four floats.
__device__ __forceinline__ int a_at(int wA, int t, int col) {
    return (blockIdx.y * TILE + threadIdx.y) * wA + t * TILE + col;
}
__device__ __forceinline__ int b_at(int wB, int t, int col) {
    return (t * TILE + threadIdx.y) * wB + blockIdx.x * TILE + col;
}

// This thread's element of the block's tile of C.
__device__ __forceinline__ void put(float *C, int wB, float value) {
    C[(blockIdx.y * TILE + threadIdx.y) * wB + blockIdx.x * TILE + threadIdx.x] = value;
}

// Adds row threadIdx.y of As times column threadIdx.x of Bs to `sum`, one product at a time.
__device__ __forceinline__ void add_row_times_col(float &sum, const float (*As)[TILE],
                                                  const float (*Bs)[TILE]) {
#pragma unroll
    for (int k = 0; k < TILE; ++k) {
        sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    }
}

// Four stages, float4 copies by the quarter of the threads with threadIdx.x < TILE / 4; the rest commit
// empty stages so that every thread's stage count is the tile number.
extern "C" __global__ void MatrixMulAsyncCopyMultiStageLargeChunk(float *__restrict__ C,
        const float *__restrict__ A, const float *__restrict__ B, int wA, int wB) {
    __shared__ alignas(alignof(float4)) float As[STAGES][TILE][TILE];
    __shared__ alignas(alignof(float4)) float Bs[STAGES][TILE][TILE];
    const int tiles = wA / TILE;
    const int col = threadIdx.x * 4;
    const bool copies = col < TILE;
    const auto chunk = cuda::aligned_size_t<alignof(float4)>(sizeof(float4));
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();

    auto fetch = [&](int t) {
        pipe.producer_acquire();
        if (copies && t < tiles) {
            const int s = t % STAGES;
            cuda::memcpy_async(&As[s][threadIdx.y][col], &A[a_at(wA, t, col)], chunk, pipe);
            cuda::memcpy_async(&Bs[s][threadIdx.y][col], &B[b_at(wB, t, col)], chunk, pipe);
        }
        pipe.producer_commit();
    };

    for (int t = 0; t < STAGES - 1; ++t) fetch(t);
    float sum = 0.0f;
    for (int t = 0; t < tiles; ++t) {
        pipe.consumer_wait();   // this thread's copies of tile t have landed
        __syncthreads();        // and everyone's; nobody reads tile t - 1's stage any more
        fetch(t + STAGES - 1);  // into that stage
        add_row_times_col(sum, As[t % STAGES], Bs[t % STAGES]);
        pipe.consumer_release();
    }
    put(C, wB, sum);
}

// One stage, float4 copies by a quarter of the threads.
extern "C" __global__ void MatrixMulAsyncCopyLargeChunk(float *__restrict__ C,
        const float *__restrict__ A, const float *__restrict__ B, int wA, int wB) {
    __shared__ alignas(alignof(float4)) float As[TILE][TILE];
    __shared__ alignas(alignof(float4)) float Bs[TILE][TILE];
    const int tiles = wA / TILE;
    const int col = threadIdx.x * 4;
    const auto chunk = cuda::aligned_size_t<alignof(float4)>(sizeof(float4));
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();

    float sum = 0.0f;
    for (int t = 0; t < tiles; ++t) {
        if (col < TILE) {
            pipe.producer_acquire();
            cuda::memcpy_async(&As[threadIdx.y][col], &A[a_at(wA, t, col)], chunk, pipe);
            cuda::memcpy_async(&Bs[threadIdx.y][col], &B[b_at(wB, t, col)], chunk, pipe);
            pipe.producer_commit();
            pipe.consumer_wait();
            pipe.consumer_release();
        }
        __syncthreads();        // the tile is complete
        add_row_times_col(sum, As, Bs);
        __syncthreads();        // and read by all before the next one overwrites it
    }
    put(C, wB, sum);
}

// One stage, float4 copies completed through an arrive-wait barrier (sm_70 and later; the body is empty
// below, and the host does not launch it there).
extern "C" __global__ void MatrixMulAsyncCopyLargeChunkAWBarrier(float *__restrict__ C,
        const float *__restrict__ A, const float *__restrict__ B, int wA, int wB) {
#if __CUDA_ARCH__ >= 700
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ alignas(alignof(float4)) float As[TILE][TILE];
    __shared__ alignas(alignof(float4)) float Bs[TILE][TILE];
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        init(&bar, blockDim.x * blockDim.y);
    }
    __syncthreads();

    const int tiles = wA / TILE;
    const int col = threadIdx.x * 4;
    float sum = 0.0f;
    for (int t = 0; t < tiles; ++t) {
        if (col < TILE) {
            cuda::memcpy_async(reinterpret_cast<float4 *>(&As[threadIdx.y][col]),
                               reinterpret_cast<const float4 *>(&A[a_at(wA, t, col)]), sizeof(float4), bar);
            cuda::memcpy_async(reinterpret_cast<float4 *>(&Bs[threadIdx.y][col]),
                               reinterpret_cast<const float4 *>(&B[b_at(wB, t, col)]), sizeof(float4), bar);
        }
        bar.arrive_and_wait();  // the copies are complete
        add_row_times_col(sum, As, Bs);
        bar.arrive_and_wait();  // and the tile read by all
    }
    put(C, wB, sum);
#endif
}

// Four stages of a block-wide pipeline: rows 0-15 of the 16 x 18 block consume, the last two rows (one
// warp) produce, one float per copy; producer_acquire holds the warp back while all four stages are full.
extern "C" __global__ void MatrixMulAsyncCopyMultiStageSharedState(float *__restrict__ C,
        const float *__restrict__ A, const float *__restrict__ B, int wA, int wB) {
    __shared__ float As[STAGES][TILE][TILE];
    __shared__ float Bs[STAGES][TILE][TILE];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
    const int tiles = wA / TILE;
    const bool consumer = threadIdx.y < TILE;
    const auto one = cuda::aligned_size_t<alignof(float)>(sizeof(float));
    auto block = cg::this_thread_block();
    auto pipe = cuda::make_pipeline(block, &state,
                                    consumer ? cuda::pipeline_role::consumer : cuda::pipeline_role::producer);

    if (!consumer) {
        const int producer_rows = blockDim.y - TILE;
        for (int t = 0; t < tiles; ++t) {
            const int s = t % STAGES;
            pipe.producer_acquire();
            for (int row = threadIdx.y - TILE; row < TILE; row += producer_rows) {
                const int a = (blockIdx.y * TILE + row) * wA + t * TILE + threadIdx.x;
                const int b = (t * TILE + row) * wB + blockIdx.x * TILE + threadIdx.x;
                cuda::memcpy_async(&As[s][row][threadIdx.x], &A[a], one, pipe);
                cuda::memcpy_async(&Bs[s][row][threadIdx.x], &B[b], one, pipe);
            }
            pipe.producer_commit();
        }
    } else {
        float sum = 0.0f;
        for (int t = 0; t < tiles; ++t) {
            pipe.consumer_wait();
            add_row_times_col(sum, As[t % STAGES], Bs[t % STAGES]);
            pipe.consumer_release();
        }
        put(C, wB, sum);
    }
}

// Four stages, every thread copying one float of each matrix per tile.
extern "C" __global__ void MatrixMulAsyncCopyMultiStage(float *__restrict__ C,
        const float *__restrict__ A, const float *__restrict__ B, int wA, int wB) {
    __shared__ float As[STAGES][TILE][TILE];
    __shared__ float Bs[STAGES][TILE][TILE];
    const int tiles = wA / TILE;
    const auto one = cuda::aligned_size_t<alignof(float)>(sizeof(float));
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();

    auto fetch = [&](int t) {
        pipe.producer_acquire();
        if (t < tiles) {
            const int s = t % STAGES;
            cuda::memcpy_async(&As[s][threadIdx.y][threadIdx.x], &A[a_at(wA, t, threadIdx.x)], one, pipe);
            cuda::memcpy_async(&Bs[s][threadIdx.y][threadIdx.x], &B[b_at(wB, t, threadIdx.x)], one, pipe);
        }
        pipe.producer_commit();
    };

    for (int t = 0; t < STAGES - 1; ++t) fetch(t);
    float sum = 0.0f;
    for (int t = 0; t < tiles; ++t) {
        pipe.consumer_wait();
        __syncthreads();
        fetch(t + STAGES - 1);
        add_row_times_col(sum, As[t % STAGES], Bs[t % STAGES]);
        pipe.consumer_release();
    }
    put(C, wB, sum);
}

// One stage, every thread copying one float of each matrix per tile.
extern "C" __global__ void MatrixMulAsyncCopySingleStage(float *C, const float *A, const float *B,
        int wA, int wB) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    const int tiles = wA / TILE;
    const auto one = cuda::aligned_size_t<alignof(float)>(sizeof(float));
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();

    float sum = 0.0f;
    for (int t = 0; t < tiles; ++t) {
        pipe.producer_acquire();
        cuda::memcpy_async(&As[threadIdx.y][threadIdx.x], &A[a_at(wA, t, threadIdx.x)], one, pipe);
        cuda::memcpy_async(&Bs[threadIdx.y][threadIdx.x], &B[b_at(wB, t, threadIdx.x)], one, pipe);
        pipe.producer_commit();
        pipe.consumer_wait();
        pipe.consumer_release();
        __syncthreads();
        add_row_times_col(sum, As, Bs);
        __syncthreads();
    }
    put(C, wB, sum);
}

// No memcpy_async: each thread loads one float of each matrix per tile.
extern "C" __global__ void MatrixMulNaive(float *C, const float *A, const float *B, int wA, int wB) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    const int tiles = wA / TILE;
    float sum = 0.0f;
    for (int t = 0; t < tiles; ++t) {
        As[threadIdx.y][threadIdx.x] = A[a_at(wA, t, threadIdx.x)];
        Bs[threadIdx.y][threadIdx.x] = B[b_at(wB, t, threadIdx.x)];
        __syncthreads();
        add_row_times_col(sum, As, Bs);
        __syncthreads();
    }
    put(C, wB, sum);
}

// No memcpy_async: a quarter of the threads load a float4 of each matrix per tile.
extern "C" __global__ void MatrixMulNaiveLargeChunk(float *C, const float *A, const float *B, int wA,
        int wB) {
    __shared__ alignas(alignof(float4)) float As[TILE][TILE];
    __shared__ alignas(alignof(float4)) float Bs[TILE][TILE];
    const int tiles = wA / TILE;
    const int col = threadIdx.x * 4;
    float sum = 0.0f;
    for (int t = 0; t < tiles; ++t) {
        if (col < TILE) {
            *reinterpret_cast<float4 *>(&As[threadIdx.y][col]) =
                *reinterpret_cast<const float4 *>(&A[a_at(wA, t, col)]);
            *reinterpret_cast<float4 *>(&Bs[threadIdx.y][col]) =
                *reinterpret_cast<const float4 *>(&B[b_at(wB, t, col)]);
        }
        __syncthreads();
        add_row_times_col(sum, As, Bs);
        __syncthreads();
    }
    put(C, wB, sum);
}
"#;
