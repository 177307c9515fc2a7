/* The 2-D and 3-D copies of the host-memory fake (included by host_memory.c, after its 1-D copies):
 * device to device only, row by row through `fake_dtod`, so each row is checked against the live
 * allocations as a 1-D copy is. */

/* CUDA_MEMCPY2D as cuda.h lays it out. */
struct memcpy_2d {
    size_t srcXInBytes, srcY;
    int srcMemoryType;
    const void *srcHost;
    CUdeviceptr srcDevice;
    void *srcArray;
    size_t srcPitch;
    size_t dstXInBytes, dstY;
    int dstMemoryType;
    void *dstHost;
    CUdeviceptr dstDevice;
    void *dstArray;
    size_t dstPitch;
    size_t WidthInBytes, Height;
};

#define CU_MEMORYTYPE_DEVICE 2

/* Device-to-device only: what the safe layer's views queue. */
static CUresult fake_memcpy_2d(const struct memcpy_2d *p, CUstream s) {
    if (p == NULL || p->srcMemoryType != CU_MEMORYTYPE_DEVICE || p->dstMemoryType != CU_MEMORYTYPE_DEVICE)
        return CUDA_ERROR_INVALID_VALUE;
    if (p->srcPitch < p->WidthInBytes || p->dstPitch < p->WidthInBytes) return CUDA_ERROR_INVALID_VALUE;
    for (size_t row = 0; row < p->Height; row++) {
        CUdeviceptr src = p->srcDevice + (p->srcY + row) * p->srcPitch + p->srcXInBytes;
        CUdeviceptr dst = p->dstDevice + (p->dstY + row) * p->dstPitch + p->dstXInBytes;
        CUresult r = fake_dtod(dst, src, p->WidthInBytes, s);
        if (r != CUDA_SUCCESS) return r;
    }
    return CUDA_SUCCESS;
}

/* CUDA_MEMCPY3D and CUDA_MEMCPY3D_PEER as cuda.h lays them out (the fields this fake reads named). */
struct memcpy_3d_side {
    size_t xInBytes, y, z, lod;
    int memoryType;
    const void *host;
    CUdeviceptr device;
    void *array;
    void *reservedOrContext;
    size_t pitch, height;
};

struct memcpy_3d {
    struct memcpy_3d_side src, dst;
    size_t WidthInBytes, Height, Depth;
};

/* Device-to-device only, slice by slice and row by row. */
static CUresult copy_3d(const struct memcpy_3d *p, CUstream s) {
    if (p == NULL || p->src.memoryType != CU_MEMORYTYPE_DEVICE || p->dst.memoryType != CU_MEMORYTYPE_DEVICE)
        return CUDA_ERROR_INVALID_VALUE;
    if (p->src.pitch < p->WidthInBytes || p->dst.pitch < p->WidthInBytes || p->src.height < p->Height ||
        p->dst.height < p->Height)
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t z = 0; z < p->Depth; z++) {
        for (size_t row = 0; row < p->Height; row++) {
            CUdeviceptr src = p->src.device + ((p->src.z + z) * p->src.height + p->src.y + row) * p->src.pitch +
                              p->src.xInBytes;
            CUdeviceptr dst = p->dst.device + ((p->dst.z + z) * p->dst.height + p->dst.y + row) * p->dst.pitch +
                              p->dst.xInBytes;
            CUresult r = fake_dtod(dst, src, p->WidthInBytes, s);
            if (r != CUDA_SUCCESS) return r;
        }
    }
    return CUDA_SUCCESS;
}

static CUresult fake_memcpy_3d(const struct memcpy_3d *p, CUstream s) { return copy_3d(p, s); }

static CUresult fake_memcpy_3d_peer(const struct memcpy_3d *p, CUstream s) {
    if (p == NULL || !live_context(p->src.reservedOrContext) || !live_context(p->dst.reservedOrContext))
        return CUDA_ERROR_INVALID_CONTEXT;
    return copy_3d(p, s);
}
