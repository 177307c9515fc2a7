/* CUDA arrays, mipmapped arrays, texture objects and surface objects of the host-memory fake (included by host_memory.c,
 * after its allocations and before its 2-D and 3-D copies, which reach arrays through `array_row`).
 *
 * An array is a malloc'd block of `depth` slices of `height` rows of `row` bytes (every dimension at
 * least 1, as a copy counts them). An object records the array it was made over (or none, for linear
 * memory). Beyond what a driver does, the fake keeps the stream of each array's latest use that no
 * synchronisation has covered yet: a use marks it, an event recorded after the use and waited for by
 * another stream hands it to that stream, and a synchronisation of that stream (or of the context)
 * clears it. Destroying an array, or an object over one, while a use is uncovered counts as an early
 * destruction (`fakeEarlyDestroys`, `int (void)`): on a GPU that work could still be running.
 * `fakeLiveArrays` and `fakeLiveObjects` (`int (void)`) count what is alive. */

#define CU_MEMORYTYPE_HOST 1
#define CU_MEMORYTYPE_DEVICE 2
#define CU_MEMORYTYPE_ARRAY 3
#define CUDA_ARRAY3D_LAYERED 0x01
#define CUDA_ARRAY3D_SURFACE_LDST 0x02
#define CUDA_ARRAY3D_CUBEMAP 0x04

struct array {
    int live;
    char *base;
    size_t row, height, depth;
    unsigned flags;
    CUstream pending;        /* the stream of the latest use not yet covered by a synchronisation */
    unsigned long long used; /* when that use was queued (the fake's clock) */
};

static struct array arrays[SLOTS];
static unsigned long long clock_now;
static int early_destroys;

/* Each event's stream and time of its latest record, for the hand-over of an uncovered use. */
static CUstream event_streams[SLOTS];
static unsigned long long event_times[SLOTS];

static struct array *array_of(void *handle) {
    struct array *a = (struct array *)handle;
    if (a < arrays || a >= arrays + SLOTS || !__atomic_load_n(&a->live, __ATOMIC_SEQ_CST)) return NULL;
    return a;
}

/* The stream capturing now (host_fns.h), if any: work queued there would not run on a GPU until its
 * graph is launched, so it marks no use here (though this fake runs it at once). */
static CUstream capturing;

static void array_used(struct array *a, CUstream s) {
    if (s != NULL && s == capturing) return;
    a->pending = s;
    a->used = ++clock_now;
}

/* Hooks of the stream and event calls. */
static void arrays_event_recorded(int event, CUstream s) {
    event_streams[event] = s;
    event_times[event] = ++clock_now;
}

static void arrays_waited(CUstream s, int event) {
    for (int i = 0; i < SLOTS; i++) {
        struct array *a = &arrays[i];
        if (a->live && a->pending == event_streams[event] && a->used < event_times[event]) a->pending = s;
    }
}

static void arrays_synchronized(CUstream s) {
    for (int i = 0; i < SLOTS; i++) {
        if (arrays[i].live && (s == NULL || arrays[i].pending == s)) arrays[i].pending = NULL;
    }
}

/* CUDA_ARRAY3D_DESCRIPTOR as cuda.h lays it out. */
struct array3d_desc {
    size_t width, height, depth;
    int format;
    unsigned channels, flags;
};

static size_t format_bytes(int format) {
    switch (format) {
    case 0x01: case 0x08: return 1;             /* (un)signed 8-bit */
    case 0x02: case 0x09: case 0x10: return 2;  /* (un)signed 16-bit, half */
    case 0x03: case 0x0a: case 0x20: return 4;  /* (un)signed 32-bit, float */
    default: return 0;
    }
}

static CUresult fake_array_3d_create(void **handle, const struct array3d_desc *d) {
    if (!handle || !d || d->width == 0) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    size_t elem = format_bytes(d->format);
    if (elem == 0 || (d->channels != 1 && d->channels != 2 && d->channels != 4)) return CUDA_ERROR_INVALID_VALUE;
    if ((d->flags & CUDA_ARRAY3D_CUBEMAP) && (d->width != d->height || d->depth % 6 != 0)) return CUDA_ERROR_INVALID_VALUE;
    size_t height = d->height ? d->height : 1, depth = d->depth ? d->depth : 1;
    if ((d->flags & CUDA_ARRAY3D_LAYERED) && d->depth == 0) return CUDA_ERROR_INVALID_VALUE;
    int i = take(&arrays[0].live, sizeof arrays[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    size_t row = d->width * elem * d->channels;
    char *base = malloc(row * height * depth);
    if (base == NULL) {
        __atomic_store_n(&arrays[i].live, 0, __ATOMIC_SEQ_CST);
        return CUDA_ERROR_INVALID_VALUE;
    }
    memset(base, 0x5A, row * height * depth);
    arrays[i] = (struct array){.live = 1, .base = base, .row = row, .height = height, .depth = depth,
                               .flags = d->flags};
    *handle = &arrays[i];
    return CUDA_SUCCESS;
}

static int objects_over(const struct array *a);

static CUresult fake_array_destroy(void *handle) {
    struct array *a = array_of(handle);
    if (a == NULL) return CUDA_ERROR_INVALID_HANDLE;
    if (a->pending != NULL || objects_over(a) > 0) early_destroys++;
    free(a->base);
    a->base = NULL;
    __atomic_store_n(&a->live, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

/* The host address of `n` bytes at byte `x` of row `y` of slice `z`, or NULL outside the array. */
static char *array_row(void *handle, size_t x, size_t y, size_t z, size_t n) {
    struct array *a = array_of(handle);
    if (a == NULL || x > a->row || n > a->row - x || y >= a->height || z >= a->depth) return NULL;
    return a->base + (z * a->height + y) * a->row + x;
}

/* Mipmapped arrays: a chain of arrays of the table above, each half the size of the one before
 * (layers and cubemap faces keep their count), destroyed together. */
#define MAX_LEVELS 16
struct mipmap {
    int live;
    unsigned levels;
    struct array *level[MAX_LEVELS];
};
static struct mipmap mipmaps[SLOTS];

static struct mipmap *mipmap_of(void *handle) {
    struct mipmap *m = (struct mipmap *)handle;
    if (m < mipmaps || m >= mipmaps + SLOTS || !__atomic_load_n(&m->live, __ATOMIC_SEQ_CST)) return NULL;
    return m;
}

static size_t halve(size_t n, unsigned level) { return (n >> level) ? (n >> level) : 1; }

static CUresult fake_mipmap_create(void **handle, const struct array3d_desc *d, unsigned levels) {
    if (!handle || !d || levels == 0 || levels > MAX_LEVELS) return CUDA_ERROR_INVALID_VALUE;
    size_t largest = d->width > d->height ? d->width : d->height;
    int faces = (d->flags & (CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_CUBEMAP)) != 0;
    if (!faces && d->depth > largest) largest = d->depth;
    if (largest >> (levels - 1) == 0) return CUDA_ERROR_INVALID_VALUE; /* more levels than halvings */
    int i = take(&mipmaps[0].live, sizeof mipmaps[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    for (unsigned l = 0; l < levels; l++) {
        struct array3d_desc level = *d;
        level.width = halve(d->width, l);
        level.height = d->height ? halve(d->height, l) : 0;
        level.depth = d->depth && !faces ? halve(d->depth, l) : d->depth;
        void *a;
        CUresult r = fake_array_3d_create(&a, &level);
        if (r != CUDA_SUCCESS) {
            for (unsigned k = 0; k < l; k++) fake_array_destroy(mipmaps[i].level[k]);
            __atomic_store_n(&mipmaps[i].live, 0, __ATOMIC_SEQ_CST);
            return r;
        }
        mipmaps[i].level[l] = a;
    }
    mipmaps[i].levels = levels;
    *handle = &mipmaps[i];
    return CUDA_SUCCESS;
}

static CUresult fake_mipmap_get_level(void **out, void *handle, unsigned level) {
    struct mipmap *m = mipmap_of(handle);
    if (!out) return CUDA_ERROR_INVALID_VALUE;
    if (m == NULL) return CUDA_ERROR_INVALID_HANDLE;
    if (level >= m->levels) return CUDA_ERROR_INVALID_VALUE;
    *out = m->level[level];
    return CUDA_SUCCESS;
}

/* Each level destroyed as an array is, so a level still in use or under an object counts as early. */
static CUresult fake_mipmap_destroy(void *handle) {
    struct mipmap *m = mipmap_of(handle);
    if (m == NULL) return CUDA_ERROR_INVALID_HANDLE;
    for (unsigned l = 0; l < m->levels; l++) fake_array_destroy(m->level[l]);
    __atomic_store_n(&m->live, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

/* Texture and surface objects: handles are slot numbers plus one (0 is no object). */
struct object {
    int live;
    int surface;
    struct array *array;   /* NULL for linear memory; level 0 of a mipmapped array */
    struct mipmap *mipmap; /* the mipmapped array, if any */
    CUdeviceptr ptr;       /* linear memory's start */
};
static struct object objects[SLOTS];

static int objects_over(const struct array *a) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++) n += objects[i].live && objects[i].array == a;
    return n;
}

/* CUDA_RESOURCE_DESC as cuda.h lays it out, with the members the fake reads. */
struct resource_desc {
    int type;
    int pad;
    union {
        void *array;
        struct { CUdeviceptr ptr; int format; unsigned channels; size_t bytes; } linear;
        struct { CUdeviceptr ptr; int format; unsigned channels; size_t width, height, pitch; } pitch2d;
        char reserved[128];
    } res;
    unsigned flags;
};

static CUresult create_object(unsigned long long *out, const struct resource_desc *r, int surface) {
    if (!out || !r) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    struct array *a = NULL;
    struct mipmap *m = NULL;
    CUdeviceptr ptr = 0;
    if (r->type == 1 && !surface) {
        m = mipmap_of(r->res.array);
        if (m == NULL) return CUDA_ERROR_INVALID_HANDLE;
        a = m->level[0];
    } else if (r->type == 0) {
        a = array_of(r->res.array);
        if (a == NULL) return CUDA_ERROR_INVALID_HANDLE;
        if (surface && !(a->flags & CUDA_ARRAY3D_SURFACE_LDST)) return CUDA_ERROR_INVALID_VALUE;
    } else if (r->type == 2 && !surface) {
        if (inside(r->res.linear.ptr, r->res.linear.bytes) == NULL) return CUDA_ERROR_INVALID_VALUE;
        ptr = r->res.linear.ptr;
    } else if (r->type == 3 && !surface) {
        size_t w = r->res.pitch2d.width * format_bytes(r->res.pitch2d.format) * r->res.pitch2d.channels;
        size_t h = r->res.pitch2d.height;
        if (h == 0 || w > r->res.pitch2d.pitch ||
            inside(r->res.pitch2d.ptr, (h - 1) * r->res.pitch2d.pitch + w) == NULL)
            return CUDA_ERROR_INVALID_VALUE;
        ptr = r->res.pitch2d.ptr;
    } else {
        return CUDA_ERROR_INVALID_VALUE;
    }
    int i = take(&objects[0].live, sizeof objects[0]);
    if (i < 0) return CUDA_ERROR_INVALID_VALUE;
    objects[i].surface = surface;
    objects[i].array = a;
    objects[i].mipmap = m;
    objects[i].ptr = ptr;
    *out = (unsigned long long)i + 1;
    return CUDA_SUCCESS;
}

static struct object *object_of(unsigned long long handle, int surface) {
    if (handle == 0 || handle > SLOTS) return NULL;
    struct object *o = &objects[handle - 1];
    return __atomic_load_n(&o->live, __ATOMIC_SEQ_CST) && o->surface == surface ? o : NULL;
}

static CUresult destroy_object(unsigned long long handle, int surface) {
    struct object *o = object_of(handle, surface);
    if (o == NULL) return CUDA_ERROR_INVALID_HANDLE;
    if (o->array != NULL && (!o->array->live || o->array->pending != NULL)) early_destroys++;
    for (unsigned l = 1; o->mipmap != NULL && l < o->mipmap->levels; l++) {
        if (o->mipmap->level[l]->pending != NULL) early_destroys++;
    }
    __atomic_store_n(&o->live, 0, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

static CUresult fake_tex_create(unsigned long long *out, const struct resource_desc *r, const void *tex,
                                const void *view) {
    if (!tex || view != NULL) return CUDA_ERROR_INVALID_VALUE;
    return create_object(out, r, 0);
}
static CUresult fake_tex_destroy(unsigned long long t) { return destroy_object(t, 0); }
static CUresult fake_surf_create(unsigned long long *out, const struct resource_desc *r) {
    return create_object(out, r, 1);
}
static CUresult fake_surf_destroy(unsigned long long s) { return destroy_object(s, 1); }

/* Not CUDA functions: the counts a test reads. */
static int fake_live_arrays(void) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++) n += __atomic_load_n(&arrays[i].live, __ATOMIC_SEQ_CST);
    return n;
}
static int fake_live_objects(void) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++) n += __atomic_load_n(&objects[i].live, __ATOMIC_SEQ_CST);
    return n;
}
static int fake_early_destroys(void) { return early_destroys; }

#define HOST_ARRAY_ENTRIES                                                           \
    {"cuArray3DCreate", 3020, (void *)fake_array_3d_create, NULL},                   \
    {"cuArrayDestroy", 2000, (void *)fake_array_destroy, NULL},                      \
    {"cuMipmappedArrayCreate", 5000, (void *)fake_mipmap_create, NULL},              \
    {"cuMipmappedArrayGetLevel", 5000, (void *)fake_mipmap_get_level, NULL},         \
    {"cuMipmappedArrayDestroy", 5000, (void *)fake_mipmap_destroy, NULL},            \
    {"cuTexObjectCreate", 5000, (void *)fake_tex_create, NULL},                      \
    {"cuTexObjectDestroy", 5000, (void *)fake_tex_destroy, NULL},                    \
    {"cuSurfObjectCreate", 5000, (void *)fake_surf_create, NULL},                    \
    {"cuSurfObjectDestroy", 5000, (void *)fake_surf_destroy, NULL},                  \
    {"fakeLiveArrays", 0, (void *)fake_live_arrays, NULL},                           \
    {"fakeLiveObjects", 0, (void *)fake_live_objects, NULL},                         \
    {"fakeEarlyDestroys", 0, (void *)fake_early_destroys, NULL},
