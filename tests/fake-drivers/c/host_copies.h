/* The 2-D and 3-D copies of the host-memory fake (included by host_memory.c, after its 1-D copies and
 * its arrays): row by row, each row checked against the live allocations as a 1-D copy is. 2-D copies
 * are device to device only; 3-D copies also take host memory and arrays (host_arrays.h). */

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

/* The host address of `n` bytes of row `row` of slice `z` of a copy's side (counted from its offsets),
 * or NULL when they are not all in its memory: a live allocation, a live array, or host memory (taken
 * on trust, as the driver takes it). An array touched is marked as used on `s`. */
static char *side_row(const struct memcpy_3d_side *p, size_t z, size_t row, size_t n, CUstream s) {
    size_t line = (p->z + z) * p->height + p->y + row;
    switch (p->memoryType) {
    case CU_MEMORYTYPE_HOST:
        return p->host == NULL ? NULL : (char *)p->host + line * p->pitch + p->xInBytes;
    case CU_MEMORYTYPE_DEVICE:
        return inside(p->device + line * p->pitch + p->xInBytes, n);
    case CU_MEMORYTYPE_ARRAY: {
        char *at = array_row(p->array, p->xInBytes, p->y + row, p->z + z, n);
        if (at != NULL) array_used(array_of(p->array), s);
        return at;
    }
    default:
        return NULL;
    }
}

/* Whether a linear side's rows and slices are as wide as the copy (an array's are its own). */
static int side_fits(const struct memcpy_3d_side *p, const struct memcpy_3d *c) {
    return p->memoryType == CU_MEMORYTYPE_ARRAY || (p->pitch >= c->WidthInBytes && p->height >= c->Height);
}

/* Slice by slice and row by row, each row checked against its side's memory. */
static CUresult copy_3d(const struct memcpy_3d *p, CUstream s) {
    if (p == NULL || !side_fits(&p->src, p) || !side_fits(&p->dst, p)) return CUDA_ERROR_INVALID_VALUE;
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    for (size_t z = 0; z < p->Depth; z++) {
        for (size_t row = 0; row < p->Height; row++) {
            char *from = side_row(&p->src, z, row, p->WidthInBytes, s);
            char *to = side_row(&p->dst, z, row, p->WidthInBytes, s);
            if (from == NULL || to == NULL) return CUDA_ERROR_INVALID_VALUE;
            memmove(to, from, p->WidthInBytes);
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
