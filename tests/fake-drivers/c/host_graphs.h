/* Graphs for the host-memory fake (included by host_memory.c, after its kernels and host functions).
 *
 * A graph is a list of nodes in the order they were added, each with the nodes it depends on (which must
 * exist when it is added, so the list is already in an order that respects every edge); a launch runs
 * the nodes in that order on the launch stream, as this fake runs all work: at once. Kernel nodes copy
 * their parameters when added (as the driver does), memset and copy nodes their descriptors (a copy
 * from or to the host reads or writes the host address at each launch), host nodes
 * run on a thread of their own (through cuLaunchHostFunc), event nodes check their event, empty nodes
 * and memory nodes do nothing (an allocation node's address is allocated when it is added), and a child
 * graph node holds a copy of the child. An executable graph is another copy, made by instantiation;
 * clone copies too. A capture begins and ends and captures nothing (its graph is empty): work queued on a
 * capture stream would still run at once here, so no test queues any.
 *
 * Beyond cuda.h, `fakeLiveGraphs` (`int (void)`) says how many graphs, children and executables are
 * alive, so a test can tell that one was destroyed. */

#define CU_GRAPH_NODE_TYPE_KERNEL 0
#define CU_GRAPH_NODE_TYPE_MEMCPY 1
#define CU_GRAPH_NODE_TYPE_MEMSET 2
#define CU_GRAPH_NODE_TYPE_HOST 3
#define CU_GRAPH_NODE_TYPE_GRAPH 4
#define CU_GRAPH_NODE_TYPE_EMPTY 5
#define CU_GRAPH_NODE_TYPE_WAIT_EVENT 6
#define CU_GRAPH_NODE_TYPE_EVENT_RECORD 7
#define CU_GRAPH_NODE_TYPE_MEM_ALLOC 10
#define CU_GRAPH_NODE_TYPE_MEM_FREE 11
#define CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE 910
#define CU_MEMORYTYPE_HOST 1

#define MAX_NODES 32
#define MAX_DEPS 8

/* CUDA_KERNEL_NODE_PARAMS (the v2 layout), CUDA_MEMSET_NODE_PARAMS and CUDA_HOST_NODE_PARAMS as cuda.h
 * lays them out. */
struct kernel_node_params {
    CUfunction func;
    unsigned grid[3], block[3], shared;
    void **params, **extra;
    void *kern;
    CUcontext ctx;
};

struct memset_node_params {
    CUdeviceptr dst;
    size_t pitch;
    unsigned value, element_size;
    size_t width, height;
};

struct host_node_params {
    CUhostFn fn;
    void *data;
};

struct graph;

struct node {
    int type;
    int ndeps;
    int deps[MAX_DEPS];
    union {
        struct {
            CUfunction func;
            unsigned grid[3], block[3];
            char args[256]; /* each parameter at its offset */
        } kernel;
        struct memset_node_params memset;
        struct memcpy_3d copy;
        struct host_node_params host;
        struct graph *child;
        void *event;
    } u;
};

struct graph {
    int live;
    int n;
    struct node nodes[MAX_NODES];
};

static struct graph graphs[SLOTS];

static int graph_ok(void *g) {
    struct graph *p = g;
    return p >= graphs && p < graphs + SLOTS && __atomic_load_n(&p->live, __ATOMIC_SEQ_CST);
}

static struct graph *new_graph(void) {
    int i = take(&graphs[0].live, sizeof graphs[0]);
    if (i < 0) return NULL;
    graphs[i].n = 0;
    return &graphs[i];
}

static void free_graph(struct graph *g) {
    for (int i = 0; i < g->n; i++) {
        if (g->nodes[i].type == CU_GRAPH_NODE_TYPE_GRAPH) free_graph(g->nodes[i].u.child);
    }
    __atomic_store_n(&g->live, 0, __ATOMIC_SEQ_CST);
}

/* A deep copy of `g` (children copied too), or NULL when the slots run out. */
static struct graph *copy_graph(const struct graph *g) {
    struct graph *c = new_graph();
    if (c == NULL) return NULL;
    c->n = g->n;
    memcpy(c->nodes, g->nodes, sizeof g->nodes);
    for (int i = 0; i < g->n; i++) {
        if (g->nodes[i].type != CU_GRAPH_NODE_TYPE_GRAPH) continue;
        c->nodes[i].u.child = copy_graph(g->nodes[i].u.child);
        if (c->nodes[i].u.child == NULL) {
            c->n = i;
            free_graph(c);
            return NULL;
        }
    }
    return c;
}

static CUresult run_graph(const struct graph *g, CUstream s) {
    for (int i = 0; i < g->n; i++) {
        const struct node *nd = &g->nodes[i];
        CUresult r = CUDA_SUCCESS;
        switch (nd->type) {
        case CU_GRAPH_NODE_TYPE_KERNEL: {
            int k = kernel_of(nd->u.kernel.func);
            void *params[4];
            for (size_t p = 0; p < PARAM_COUNTS[k]; p++)
                params[p] = (void *)(nd->u.kernel.args + PARAMS[k][p].offset);
            r = fake_launch(nd->u.kernel.func, nd->u.kernel.grid[0], nd->u.kernel.grid[1], nd->u.kernel.grid[2],
                            nd->u.kernel.block[0], nd->u.kernel.block[1], nd->u.kernel.block[2], 0, s, params, NULL);
            break;
        }
        case CU_GRAPH_NODE_TYPE_MEMSET: {
            const struct memset_node_params *m = &nd->u.memset;
            size_t pitch = m->height == 1 ? m->width * m->element_size : m->pitch;
            r = set_2d(m->dst, pitch, m->value, m->element_size, m->width, m->height, s);
            break;
        }
        case CU_GRAPH_NODE_TYPE_MEMCPY:
            if (nd->u.copy.src.memoryType == CU_MEMORYTYPE_HOST) {
                r = fake_htod(nd->u.copy.dst.device + nd->u.copy.dst.xInBytes,
                              (const char *)nd->u.copy.src.host + nd->u.copy.src.xInBytes, nd->u.copy.WidthInBytes, s);
            } else {
                r = copy_3d(&nd->u.copy, s);
            }
            break;
        case CU_GRAPH_NODE_TYPE_HOST: r = fake_launch_host_func(s, nd->u.host.fn, nd->u.host.data); break;
        case CU_GRAPH_NODE_TYPE_GRAPH: r = run_graph(nd->u.child, s); break;
        case CU_GRAPH_NODE_TYPE_EMPTY:
        case CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        case CU_GRAPH_NODE_TYPE_MEM_FREE: break;
        case CU_GRAPH_NODE_TYPE_EVENT_RECORD: r = fake_event_record(nd->u.event, s); break;
        case CU_GRAPH_NODE_TYPE_WAIT_EVENT: r = event_ok(nd->u.event) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE; break;
        default: r = CUDA_ERROR_INVALID_VALUE;
        }
        if (r != CUDA_SUCCESS) return r;
    }
    return CUDA_SUCCESS;
}

static CUresult fake_graph_create(void **g, unsigned flags) {
    if (!g || flags != 0) return CUDA_ERROR_INVALID_VALUE;
    if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
    struct graph *p = new_graph();
    if (p == NULL) return CUDA_ERROR_INVALID_VALUE;
    *g = p;
    return CUDA_SUCCESS;
}

static CUresult fake_graph_destroy(void *g) {
    if (!graph_ok(g)) return CUDA_ERROR_INVALID_VALUE;
    free_graph(g);
    return CUDA_SUCCESS;
}

/* Adds a node of `type` after `deps`, each a node of `g`; the new node for the caller to fill. */
static CUresult add_node(struct node **out, void **node, void *g, void *const *deps, size_t ndeps, int type) {
    if (!node || !graph_ok(g) || (ndeps > 0 && !deps)) return CUDA_ERROR_INVALID_VALUE;
    struct graph *p = g;
    if (p->n == MAX_NODES || ndeps > MAX_DEPS) return CUDA_ERROR_INVALID_VALUE;
    struct node *nd = &p->nodes[p->n];
    memset(nd, 0, sizeof *nd);
    for (size_t i = 0; i < ndeps; i++) {
        struct node *d = deps[i];
        if (d < p->nodes || d >= p->nodes + p->n) return CUDA_ERROR_INVALID_VALUE;
        nd->deps[i] = (int)(d - p->nodes);
    }
    nd->ndeps = (int)ndeps;
    nd->type = type;
    *out = nd;
    *node = nd;
    return CUDA_SUCCESS;
}

static CUresult fake_add_kernel(void **node, void *g, void *const *deps, size_t ndeps,
                                const struct kernel_node_params *kp) {
    if (!kp || kp->extra || !kp->params) return CUDA_ERROR_INVALID_VALUE;
    int k = kernel_of(kp->func);
    if (k < 0) return CUDA_ERROR_INVALID_HANDLE;
    struct node *nd;
    CUresult r = add_node(&nd, node, g, deps, ndeps, CU_GRAPH_NODE_TYPE_KERNEL);
    if (r != CUDA_SUCCESS) return r;
    nd->u.kernel.func = kp->func;
    memcpy(nd->u.kernel.grid, kp->grid, sizeof kp->grid);
    memcpy(nd->u.kernel.block, kp->block, sizeof kp->block);
    for (size_t i = 0; i < PARAM_COUNTS[k]; i++)
        memcpy(nd->u.kernel.args + PARAMS[k][i].offset, kp->params[i], PARAMS[k][i].size);
    ((struct graph *)g)->n++;
    return CUDA_SUCCESS;
}

static CUresult fake_add_memset(void **node, void *g, void *const *deps, size_t ndeps,
                                const struct memset_node_params *mp, CUcontext ctx) {
    if (!mp || !live_context(ctx)) return CUDA_ERROR_INVALID_VALUE;
    if (mp->element_size != 1 && mp->element_size != 2 && mp->element_size != 4) return CUDA_ERROR_INVALID_VALUE;
    struct node *nd;
    CUresult r = add_node(&nd, node, g, deps, ndeps, CU_GRAPH_NODE_TYPE_MEMSET);
    if (r != CUDA_SUCCESS) return r;
    nd->u.memset = *mp;
    ((struct graph *)g)->n++;
    return CUDA_SUCCESS;
}

static CUresult fake_add_memcpy(void **node, void *g, void *const *deps, size_t ndeps, const struct memcpy_3d *cp,
                                CUcontext ctx) {
    if (!cp || !live_context(ctx)) return CUDA_ERROR_INVALID_VALUE;
    /* From or to the host: one row from or to device memory (what the safe layer adds), the host
     * address read or written at each launch. */
    int from_host = cp->src.memoryType == CU_MEMORYTYPE_HOST, to_host = cp->dst.memoryType == CU_MEMORYTYPE_HOST;
    if ((from_host && to_host) || (from_host && cp->src.host == NULL) || (to_host && cp->dst.host == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    if ((from_host || to_host) && (cp->Height != 1 || cp->Depth != 1)) return CUDA_ERROR_INVALID_VALUE;
    if ((!from_host && cp->src.memoryType != CU_MEMORYTYPE_DEVICE) ||
        (!to_host && cp->dst.memoryType != CU_MEMORYTYPE_DEVICE))
        return CUDA_ERROR_INVALID_VALUE;
    struct node *nd;
    CUresult r = add_node(&nd, node, g, deps, ndeps, CU_GRAPH_NODE_TYPE_MEMCPY);
    if (r != CUDA_SUCCESS) return r;
    nd->u.copy = *cp;
    ((struct graph *)g)->n++;
    return CUDA_SUCCESS;
}

static CUresult fake_add_host(void **node, void *g, void *const *deps, size_t ndeps, const struct host_node_params *hp) {
    if (!hp || !hp->fn) return CUDA_ERROR_INVALID_VALUE;
    struct node *nd;
    CUresult r = add_node(&nd, node, g, deps, ndeps, CU_GRAPH_NODE_TYPE_HOST);
    if (r != CUDA_SUCCESS) return r;
    nd->u.host = *hp;
    ((struct graph *)g)->n++;
    return CUDA_SUCCESS;
}

static CUresult fake_add_child(void **node, void *g, void *const *deps, size_t ndeps, void *child) {
    if (!graph_ok(child) || child == g) return CUDA_ERROR_INVALID_VALUE;
    struct node *nd;
    CUresult r = add_node(&nd, node, g, deps, ndeps, CU_GRAPH_NODE_TYPE_GRAPH);
    if (r != CUDA_SUCCESS) return r;
    nd->u.child = copy_graph(child);
    if (nd->u.child == NULL) return CUDA_ERROR_INVALID_VALUE;
    ((struct graph *)g)->n++;
    return CUDA_SUCCESS;
}

static CUresult fake_add_empty(void **node, void *g, void *const *deps, size_t ndeps) {
    struct node *nd;
    CUresult r = add_node(&nd, node, g, deps, ndeps, CU_GRAPH_NODE_TYPE_EMPTY);
    if (r != CUDA_SUCCESS) return r;
    ((struct graph *)g)->n++;
    return CUDA_SUCCESS;
}

/* CUDA_MEM_ALLOC_NODE_PARAMS as cuda.h lays it out: 88 bytes of pool properties, then the fields read
 * or written here. */
struct mem_alloc_node_params {
    char pool_props[88];
    const void *access;
    size_t access_count;
    size_t bytesize;
    CUdeviceptr dptr;
};

/* An allocation node: the address is a live allocation of this fake from the node's creation on (the
 * memory is never given back: a graph's address is fixed for its whole life, and this fake keeps it
 * past it), which every launch uses. */
static CUresult fake_add_mem_alloc(void **node, void *g, void *const *deps, size_t ndeps,
                                   struct mem_alloc_node_params *mp) {
    if (!mp || mp->bytesize == 0) return CUDA_ERROR_INVALID_VALUE;
    struct node *nd;
    CUresult r = add_node(&nd, node, g, deps, ndeps, CU_GRAPH_NODE_TYPE_MEM_ALLOC);
    if (r != CUDA_SUCCESS) return r;
    r = fake_mem_alloc(&mp->dptr, mp->bytesize);
    if (r != CUDA_SUCCESS) return r;
    ((struct graph *)g)->n++;
    return CUDA_SUCCESS;
}

static CUresult fake_add_mem_free(void **node, void *g, void *const *deps, size_t ndeps, CUdeviceptr dptr) {
    if (inside(dptr, 1) == NULL) return CUDA_ERROR_INVALID_VALUE;
    struct node *nd;
    CUresult r = add_node(&nd, node, g, deps, ndeps, CU_GRAPH_NODE_TYPE_MEM_FREE);
    if (r != CUDA_SUCCESS) return r;
    ((struct graph *)g)->n++;
    return CUDA_SUCCESS;
}

/* cuGraphNodeGetDependencies_v2: the nodes `node` depends on (edge data, when asked for, zeroed). */
static CUresult fake_node_get_dependencies(void *node, void **deps, void *data, size_t *count) {
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < SLOTS; i++) {
        struct graph *p = &graphs[i];
        struct node *nd = node;
        if (!__atomic_load_n(&p->live, __ATOMIC_SEQ_CST) || nd < p->nodes || nd >= p->nodes + p->n) continue;
        if (deps != NULL) {
            size_t n = *count < (size_t)nd->ndeps ? *count : (size_t)nd->ndeps;
            for (size_t d = 0; d < n; d++) {
                deps[d] = &p->nodes[nd->deps[d]];
                if (data) memset((char *)data + d * 8, 0, 8);
            }
        }
        *count = (size_t)nd->ndeps;
        return CUDA_SUCCESS;
    }
    return CUDA_ERROR_INVALID_VALUE;
}

static CUresult add_event(void **node, void *g, void *const *deps, size_t ndeps, void *event, int type) {
    if (!event_ok(event)) return CUDA_ERROR_INVALID_HANDLE;
    struct node *nd;
    CUresult r = add_node(&nd, node, g, deps, ndeps, type);
    if (r != CUDA_SUCCESS) return r;
    nd->u.event = event;
    ((struct graph *)g)->n++;
    return CUDA_SUCCESS;
}

static CUresult fake_add_event_record(void **node, void *g, void *const *deps, size_t ndeps, void *event) {
    return add_event(node, g, deps, ndeps, event, CU_GRAPH_NODE_TYPE_EVENT_RECORD);
}

static CUresult fake_add_event_wait(void **node, void *g, void *const *deps, size_t ndeps, void *event) {
    return add_event(node, g, deps, ndeps, event, CU_GRAPH_NODE_TYPE_WAIT_EVENT);
}

static CUresult fake_graph_get_nodes(void *g, void **nodes, size_t *count) {
    if (!graph_ok(g) || !count) return CUDA_ERROR_INVALID_VALUE;
    struct graph *p = g;
    if (nodes != NULL) {
        size_t n = *count < (size_t)p->n ? *count : (size_t)p->n;
        for (size_t i = 0; i < n; i++) nodes[i] = &p->nodes[i];
    }
    *count = (size_t)p->n;
    return CUDA_SUCCESS;
}

/* cuGraphGetEdges_v2: every edge has the default data here, so `data` (when given) is zeroed. */
static CUresult fake_graph_get_edges(void *g, void **from, void **to, void *data, size_t *count) {
    if (!graph_ok(g) || !count || (from == NULL) != (to == NULL)) return CUDA_ERROR_INVALID_VALUE;
    struct graph *p = g;
    size_t e = 0;
    for (int i = 0; i < p->n; i++) {
        for (int d = 0; d < p->nodes[i].ndeps; d++) {
            if (from != NULL && e < *count) {
                from[e] = &p->nodes[p->nodes[i].deps[d]];
                to[e] = &p->nodes[i];
                if (data) memset((char *)data + e * 8, 0, 8);
            }
            e++;
        }
    }
    *count = e;
    return CUDA_SUCCESS;
}

static CUresult fake_graph_clone(void **out, void *g) {
    if (!out || !graph_ok(g)) return CUDA_ERROR_INVALID_VALUE;
    struct graph *c = copy_graph(g);
    if (c == NULL) return CUDA_ERROR_INVALID_VALUE;
    *out = c;
    return CUDA_SUCCESS;
}

static CUresult fake_instantiate(void **exec, void *g, unsigned long long flags) {
    if (flags != 0) return CUDA_ERROR_INVALID_VALUE;
    return fake_graph_clone(exec, g);
}

/* Set by `fakeFailNextGraphLaunch` (`void (void)`, beyond cuda.h): the calling thread's next
 * cuGraphLaunch fails with CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES (701) and runs nothing. */
static __thread int fail_next_graph_launch;
static void fake_fail_next_graph_launch(void) { fail_next_graph_launch = 1; }

static CUresult fake_graph_launch(void *exec, CUstream s) {
    if (!graph_ok(exec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (fail_next_graph_launch) {
        fail_next_graph_launch = 0;
        return (CUresult)701;
    }
    return run_graph(exec, s);
}

static CUresult fake_graph_upload(void *exec, CUstream s) {
    return graph_ok(exec) && stream_ok(s) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

/* cuGraphExecUpdate_v2: the same node types in the same order with the same edges take the new
 * parameters; anything else fails and leaves the executable as it was. */
static CUresult fake_exec_update(void *exec, void *g, void *info) {
    (void)info;
    if (!graph_ok(exec) || !graph_ok(g)) return CUDA_ERROR_INVALID_VALUE;
    struct graph *e = exec, *p = g;
    if (e->n != p->n) return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
    for (int i = 0; i < p->n; i++) {
        if (e->nodes[i].type != p->nodes[i].type || e->nodes[i].ndeps != p->nodes[i].ndeps ||
            memcmp(e->nodes[i].deps, p->nodes[i].deps, sizeof p->nodes[i].deps) != 0)
            return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
    }
    struct graph *c = copy_graph(p);
    if (c == NULL) return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < e->n; i++) {
        if (e->nodes[i].type == CU_GRAPH_NODE_TYPE_GRAPH) free_graph(e->nodes[i].u.child);
    }
    memcpy(e->nodes, c->nodes, sizeof c->nodes);
    __atomic_store_n(&c->live, 0, __ATOMIC_SEQ_CST); /* its children now belong to `e` */
    return CUDA_SUCCESS;
}

static CUresult fake_begin_capture(CUstream s, int mode) {
    (void)mode;
    return (uintptr_t)s > 2 && stream_ok(s) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

static CUresult fake_end_capture(CUstream s, void **graph) {
    if (!graph) return CUDA_ERROR_INVALID_VALUE;
    if ((uintptr_t)s <= 2 || !stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    struct graph *g = new_graph();
    if (g == NULL) return CUDA_ERROR_INVALID_VALUE;
    /* Work a test queued during the capture ran at once here, which a real capture never does: the
     * arrays it used count as covered (host_arrays.h), as no use of them is pending in truth. */
    arrays_synchronized(s);
    *graph = g;
    return CUDA_SUCCESS;
}

/* Not a CUDA function: see above. */
static int fake_live_graphs(void) {
    int n = 0;
    for (int i = 0; i < SLOTS; i++) n += __atomic_load_n(&graphs[i].live, __ATOMIC_SEQ_CST);
    return n;
}

#define HOST_GRAPH_ENTRIES                                                          \
    {"cuStreamBeginCapture", 10010, (void *)fake_begin_capture, NULL},              \
    {"cuStreamEndCapture", 10000, (void *)fake_end_capture, NULL},                  \
    {"cuGraphCreate", 10000, (void *)fake_graph_create, NULL},                      \
    {"cuGraphDestroy", 10000, (void *)fake_graph_destroy, NULL},                    \
    {"cuGraphAddKernelNode", 12000, (void *)fake_add_kernel, NULL},                 \
    {"cuGraphAddMemsetNode", 10000, (void *)fake_add_memset, NULL},                 \
    {"cuGraphAddMemcpyNode", 10000, (void *)fake_add_memcpy, NULL},                 \
    {"cuGraphAddHostNode", 10000, (void *)fake_add_host, NULL},                     \
    {"cuGraphAddChildGraphNode", 10000, (void *)fake_add_child, NULL},              \
    {"cuGraphAddEmptyNode", 10000, (void *)fake_add_empty, NULL},                  \
    {"cuGraphAddEventRecordNode", 11010, (void *)fake_add_event_record, NULL},      \
    {"cuGraphAddEventWaitNode", 11010, (void *)fake_add_event_wait, NULL},          \
    {"cuGraphAddMemAllocNode", 11040, (void *)fake_add_mem_alloc, NULL},            \
    {"cuGraphAddMemFreeNode", 11040, (void *)fake_add_mem_free, NULL},              \
    {"cuGraphNodeGetDependencies", 12030, (void *)fake_node_get_dependencies, NULL}, \
    {"cuGraphGetNodes", 10000, (void *)fake_graph_get_nodes, NULL},                 \
    {"cuGraphGetEdges", 12030, (void *)fake_graph_get_edges, NULL},                 \
    {"cuGraphClone", 10000, (void *)fake_graph_clone, NULL},                        \
    {"cuGraphInstantiateWithFlags", 11040, (void *)fake_instantiate, NULL},         \
    {"cuGraphExecDestroy", 10000, (void *)fake_graph_destroy, NULL},                \
    {"cuGraphLaunch", 10000, (void *)fake_graph_launch, NULL},                      \
    {"fakeFailNextGraphLaunch", 0, (void *)fake_fail_next_graph_launch, NULL},     \
    {"cuGraphUpload", 11010, (void *)fake_graph_upload, NULL},                      \
    {"cuGraphExecUpdate", 12000, (void *)fake_exec_update, NULL},                   \
    {"fakeLiveGraphs", 0, (void *)fake_live_graphs, NULL},
