#!/usr/bin/env python3
"""First-draft generator for cuda-driver's `sys` area files (development time only; nothing runs it at build time).

The checked-in files under `cuda-driver/src/sys/` are the source of truth that people read and edit. This tool
writes a draft of them from NVIDIA's cuda.h and cudaTypedefs.h (13.0): every function outside the
`__CUDA_API_VERSION_INTERNAL` block with the ABI version of its `PFN_<name>_v<version>` typedef and the symbol
that version is exported as, every struct/union (with its `_vN` ABI aliases), enum, handle, function-pointer
alias and `#define` constant. It PRESERVES what is already written in the files it replaces: an item that
exists keeps its text exactly (doc lines, `flags`, `send, sync`, `#[anonymous_in]`, reserved-field names,
the version and symbol a function was declared with); an existing enum only gains the constants it lacks.
Doc lines for new items come from `scripts/sys-docs.tsv` (`name<TAB>doc`, our own words; never the header's
comments, which this tool does not read for that purpose).

Usage: scripts/gen-sys.py [--include DIR] [--old-rev REV] [--check]
  DIR defaults to $CUDA_TEST_CACHE/cuda-headers/13.0/include (or .cache/... in the checkout).
  --old-rev REV: preserve the items as git revision REV wrote them (default: the working tree).
  --check: write nothing, exit 1 when a file would change.
Needs Python 3 (stdlib) and gcc (for `gcc -E` and to compute struct layouts and enum values).
"""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SYS = os.path.join(ROOT, "cuda-driver", "src", "sys")
DOCS_TSV = os.path.join(ROOT, "scripts", "sys-docs.tsv")
DOCS_URL = "https://docs.nvidia.com/cuda/cuda-driver-api/group__{}.html"

# ---------------------------------------------------------------------------------------------------------
# Areas: cuda.h's \defgroup sections, each a module; memory and graph split into files of one idea each.
# (module, file relative to sys/, groups, function-name regex or None, title for the module docs)
AREAS = [
    ("result", "result.rs", ["CUDA_ERROR"], None, "Error handling: `CUresult`, every code of CUDA 13.0"),
    ("init", "init.rs", ["CUDA_INITIALIZE", "CUDA_VERSION", "CUDA_DRIVER_ENTRY_POINT"], None,
     "Initialization, version management, and driver entry point access"),
    ("device", "device.rs", ["CUDA_DEVICE", "CUDA_DEVICE_DEPRECATED"], None,
     "Device management: handles, attributes, names, UUIDs"),
    ("device_attribute", "device/attribute.rs", [], None, "Device attributes: every `CUdevice_attribute`"),
    ("primary_ctx", "primary_ctx.rs", ["CUDA_PRIMARY_CTX"], None, "Primary context management"),
    ("context", "context.rs", ["CUDA_CTX", "CUDA_CTX_DEPRECATED"], None, "Context management"),
    ("module", "module.rs", ["CUDA_MODULE", "CUDA_MODULE_DEPRECATED"], None,
     "Module management: loading modules, their functions and globals, JIT options and the linker"),
    ("library", "library.rs", ["CUDA_LIBRARY"], None, "Library management: context-independent code loading"),
    ("memory", "memory/alloc.rs", ["CUDA_MEM"], r"^cuMem(Alloc|Free|GetInfo|GetAddressRange|Host|GetHandle)|^cuDeviceGet(ByPCIBusId|PCIBusId)|^cuDeviceRegisterAsyncNotification|^cuDeviceUnregisterAsyncNotification",
     "Memory management: device and host allocations"),
    ("ipc", "memory/ipc.rs", ["CUDA_MEM"], r"^cuIpc", "Inter-process communication: memory and event handles"),
    ("memory_copy", "memory/copy.rs", ["CUDA_MEM"], r"^cuMemcpy", "Memory management: copies"),
    ("memory_set", "memory/set.rs", ["CUDA_MEM"], r"^cuMemset", "Memory management: memsets"),
    ("memory_array", "memory/array.rs", ["CUDA_MEM"], r"^cu(Array|MipmappedArray)",
     "Memory management: CUDA arrays and mipmapped arrays"),
    ("memory_misc", "memory/misc.rs", ["CUDA_MEM"], r".", "Memory management: batch decompression and the rest of the memory group"),
    ("virtual_memory", "memory/virtual.rs", ["CUDA_VA"], None, "Virtual memory management: reserve, create, map"),
    ("mem_pool", "memory/pool.rs", ["CUDA_MALLOC_ASYNC"], None, "Stream-ordered memory allocator: memory pools"),
    ("multicast", "memory/multicast.rs", ["CUDA_MULTICAST"], None, "Multicast objects"),
    ("unified", "memory/unified.rs", ["CUDA_UNIFIED"], None, "Unified addressing: pointer attributes, managed memory advice and prefetch"),
    ("stream", "stream.rs", ["CUDA_STREAM"], None, "Stream management and stream capture"),
    ("event", "event.rs", ["CUDA_EVENT"], None, "Event management"),
    ("external", "external.rs", ["CUDA_EXTRES_INTEROP"], None, "External resource interoperability: external memory and semaphores"),
    ("memop", "memop.rs", ["CUDA_MEMOP"], None, "Stream memory operations: wait and write values"),
    ("launch", "launch.rs", ["CUDA_EXEC", "CUDA_EXEC_DEPRECATED"], None,
     "Execution control: kernel launches, launch attributes and configurations, function attributes"),
    ("graph", "graph/build.rs", ["CUDA_GRAPH"], r"^cuGraph(Create|Clone|Destroy$|Get|AddNode|Add(Dependencies|Edges)|Remove|DebugDot|Node(Find|GetType|GetDep|GetContainingGraph|GetLocalId|GetToolsId|Destroy))|^cuGraphAdd(Kernel|Memcpy|Memset|Host|ChildGraph|Empty|EventRecord|EventWait|ExternalSemaphores|BatchMemOp|MemAlloc|MemFree)Node",
     "Graph management: building graphs"),
    ("graph_nodes", "graph/nodes.rs", ["CUDA_GRAPH"], r"^cuGraph(KernelNode|MemcpyNode|MemsetNode|HostNode|ChildGraphNode|EventRecordNode|EventWaitNode|ExternalSemaphoresSignalNode|ExternalSemaphoresWaitNode|BatchMemOpNode|MemAllocNode|MemFreeNode|Node(Set|Get)(Params|Enabled))",
     "Graph management: node parameters"),
    ("graph_exec", "graph/exec.rs", ["CUDA_GRAPH"], r"^cuGraph(Instantiate|Exec|Launch|Upload)",
     "Graph management: instantiation, executable graphs and launch"),
    ("graph_misc", "graph/misc.rs", ["CUDA_GRAPH"], r".",
     "Graph management: graph memory, user objects and conditional handles"),
    ("occupancy", "occupancy.rs", ["CUDA_OCCUPANCY"], None, "Occupancy calculation"),
    ("texref", "texref.rs", ["CUDA_TEXREF_DEPRECATED", "CUDA_SURFREF_DEPRECATED"], None,
     "Texture and surface references (deprecated)"),
    ("texture", "texture.rs", ["CUDA_TEXOBJECT", "CUDA_SURFOBJECT"], None, "Texture and surface objects"),
    ("tensor_map", "tensor_map.rs", ["CUDA_TENSOR_MEMORY"], None, "Tensor map objects"),
    ("peer", "peer.rs", ["CUDA_PEER_ACCESS"], None, "Peer context memory access"),
    ("graphics", "graphics.rs", ["CUDA_GRAPHICS"], None, "Graphics interoperability (the API-neutral part)"),
    ("coredump", "coredump.rs", ["CUDA_COREDUMP"], None, "Coredump attributes"),
    ("green_context", "green_context.rs", ["CUDA_GREEN_CONTEXTS"], None, "Green contexts and device resources"),
    ("logs", "logs.rs", ["CUDA_LOGS"], None, "Error log management"),
    ("checkpoint", "checkpoint.rs", ["CUDA_CHECKPOINT"], None, "CUDA checkpointing"),
    ("profiler", "profiler.rs", ["CUDA_PROFILER_DEPRECATED", "CUDA_PROFILER"], None, "Profiler control"),
    ("types", "types.rs", [], None, "Types of cuda.h's data-types section that no function of another area names first"),
]
# Where the existing hand-written files were, to read what they preserve.
OLD_FILES = ["result.rs", "init.rs", "device.rs", "context.rs", "memory.rs", "stream.rs", "event.rs",
             "module.rs", "launch.rs", "ipc.rs", "graph.rs"]
# Items that stay in the area they were written in (moved files keep their types).
OLD_AREA_OF_FILE = {"memory.rs": "memory", "graph.rs": "graph", "ipc.rs": "ipc"}
MAX_TYPE_ITEMS = 60  # per area! block (the recursive muncher's limit is ~120)

# Replacements named in #[deprecated] (what cuda.h's deprecation text points to, in our own terms).
DEPRECATED_USE = {
    "cuDeviceGetProperties": "cuDeviceGetAttribute", "cuDeviceComputeCapability": "cuDeviceGetAttribute",
    "cuCtxAttach": "cuCtxCreate or the primary context", "cuCtxDetach": "cuCtxDestroy",
    "cuCtxGetSharedMemConfig": "cuFuncGetAttribute", "cuCtxSetSharedMemConfig": "cuFuncSetAttribute",
    "cuModuleGetTexRef": "texture objects (cuTexObjectCreate)", "cuModuleGetSurfRef": "surface objects (cuSurfObjectCreate)",
    "cuFuncSetBlockShape": "cuLaunchKernel", "cuFuncSetSharedSize": "cuLaunchKernel", "cuParamSetSize": "cuLaunchKernel",
    "cuParamSeti": "cuLaunchKernel", "cuParamSetf": "cuLaunchKernel", "cuParamSetv": "cuLaunchKernel",
    "cuLaunch": "cuLaunchKernel", "cuLaunchGrid": "cuLaunchKernel", "cuLaunchGridAsync": "cuLaunchKernel",
    "cuParamSetTexRef": "texture objects (cuTexObjectCreate)", "cuFuncSetSharedMemConfig": "cuFuncSetAttribute",
    "cuLaunchCooperativeKernelMultiDevice": "cuLaunchCooperativeKernel",
    "cuDeviceGetLuid": "cuDeviceGetUuid", "cuCtxGetExecAffinity": "green contexts",
}


def fail(msg):
    sys.exit("gen-sys: " + msg)


# ---------------------------------------------------------------------------------------------------------
# The header, preprocessed and raw.

def preprocess(inc):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "all.c")
        with open(src, "w") as f:
            f.write('#include "cudaTypedefs.h"\n')
        out = subprocess.run(["gcc", "-E", "-I", inc, src], check=True, capture_output=True, text=True).stdout
        macros = subprocess.run(["gcc", "-E", "-dM", "-I", inc, src], check=True, capture_output=True,
                                text=True).stdout
    # Keep only what cuda.h and cudaTypedefs.h declare (line markers name the file).
    keep, lines = False, []
    for line in out.splitlines():
        m = re.match(r'# \d+ "([^"]+)"', line)
        if m:
            keep = os.path.basename(m.group(1)) in ("cuda.h", "cudaTypedefs.h")
            continue
        if keep:
            lines.append(line)
    return "\n".join(lines), macros


def statements(text):
    """Top-level declarations, split at `;` outside braces and parentheses."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "{(":
            depth += 1
        elif ch in "})":
            depth -= 1
        if ch == ";" and depth == 0:
            s = " ".join("".join(cur).split())
            if s:
                out.append(s)
            cur = []
        else:
            cur.append(ch)
    return out


def tokenize(s):
    return re.findall(r"[A-Za-z_]\w*|0[xX][0-9a-fA-F]+[uUlL]*|\d+[uUlL]*|\.\.\.|->|<<|>>|\S", s)


def groups_of_header(raw):
    """For each line of the raw cuda.h: the \\defgroup it lies in (None before the first)."""
    group, out, internal_from = None, [], None
    for i, line in enumerate(raw.splitlines()):
        m = re.search(r"\\defgroup (\w+)", line)
        if m:
            group = m.group(1)
        if internal_from is None and line.startswith("#if defined(__CUDA_API_VERSION_INTERNAL)\n".strip()) \
                and "ODR" not in line and i > 20000:
            internal_from = i
        out.append(group)
    return out, internal_from


# ---------------------------------------------------------------------------------------------------------
# C declarations.

PRIM = {
    ("void",): "c_void", ("char",): "c_char", ("signed", "char"): "c_schar", ("unsigned", "char"): "c_uchar",
    ("short",): "c_short", ("unsigned", "short"): "c_ushort", ("int",): "c_int", ("signed",): "c_int",
    ("unsigned",): "c_uint", ("unsigned", "int"): "c_uint", ("long",): "c_long", ("unsigned", "long"): "c_ulong",
    ("long", "long"): "c_longlong", ("unsigned", "long", "long"): "c_ulonglong", ("float",): "f32",
    ("double",): "f64", ("size_t",): "usize", ("int8_t",): "i8", ("uint8_t",): "u8", ("int16_t",): "i16",
    ("uint16_t",): "u16", ("int32_t",): "i32", ("uint32_t",): "u32", ("int64_t",): "i64", ("uint64_t",): "u64",
    ("short", "int"): "c_short", ("unsigned", "short", "int"): "c_ushort", ("long", "int"): "c_long",
    ("unsigned", "long", "int"): "c_ulong", ("long", "long", "int"): "c_longlong",
    ("unsigned", "long", "long", "int"): "c_ulonglong",
}
FFI = {"c_void", "c_char", "c_schar", "c_uchar", "c_short", "c_ushort", "c_int", "c_uint", "c_long", "c_ulong",
       "c_longlong", "c_ulonglong"}


class Decl:
    """One parameter or field: name, Rust type, and (for a field) the anonymous body it declares."""

    def __init__(self, name, rust, body=None, body_kind=None):
        self.name, self.rust, self.body, self.body_kind = name, rust, body, body_kind


class Model:
    def __init__(self):
        self.canon = {}  # C typedef name or tag -> Rust name
        self.structs = OrderedDict()  # Rust name -> dict(kind, fields=[Decl], anon=(outer, member)|None, c_expr)
        self.enums = OrderedDict()  # Rust name -> [constant names]
        self.handles = OrderedDict()  # Rust name -> Rust raw type
        self.aliases = OrderedDict()  # Rust name -> Rust type
        self.fnptrs = OrderedDict()  # Rust name -> Rust type
        self.order = {}  # Rust type name -> position in the header
        self.functions = OrderedDict()  # symbol-name as declared -> dict
        self.pfn = defaultdict(dict)  # name -> {version: params}

    def rust_of(self, words):
        words = tuple(w for w in words if w not in ("const", "volatile", "struct", "union", "enum"))
        if words in PRIM:
            return PRIM[words]
        if len(words) == 1:
            w = words[0]
            if w in self.canon:
                return self.canon[w]
            if w in ("cuuint32_t", "cuuint64_t"):
                return w
        fail("no Rust type for C `%s`" % " ".join(words))

    def decl(self, toks, ctx, anon_owner=None):
        """Parses `const T * const *name[3]` into a Decl."""
        while "_Alignas" in toks:  # the struct's alignment is measured, and stated on the struct
            j = toks.index("_Alignas")
            toks = toks[:j] + toks[match_close(toks, j + 1) + 1:]
        if "(" in toks and "[" in toks and toks.index("[") < toks.index("("):
            # `char pad[8 - sizeof(CUlaunchAttributeID)]`: an enum is 4 bytes on every platform CUDA has.
            j = toks.index("[")
            k = match_close(toks, j)
            dim = " ".join(toks[j + 1:k])
            dim = re.sub(r"sizeof \( \w+ \* \)", "8", dim)  # 64-bit targets only, as the registry
            dim = re.sub(r"sizeof \( (\w+) \)", lambda mm: "4" if mm.group(1) in self.enums else fail(dim), dim)
            toks = toks[:j + 1] + [str(eval(dim))] + toks[k:]
        if "(" in toks and "{" not in toks:
            # A function pointer `ret (*name)(args)`: held as a pointer (see POINTER_FIELDS in the check).
            i = toks.index("(")
            name = toks[i + 2] if toks[i + 1] == "*" else fail("odd declarator " + " ".join(toks))
            return Decl(name, "*mut c_void")
        dims = []
        while toks and toks[-1] == "]":
            j = len(toks) - 1 - toks[::-1].index("[")
            dims.insert(0, "".join(toks[j + 1:-1]))
            toks = toks[:j]
        name = toks[-1]
        toks = toks[:-1]
        if not toks:  # unnamed parameter `(void)` or `(int)`
            toks, name = [name], None
        base, stars, i = [], [], 0
        while i < len(toks) and toks[i] != "*":
            base.append(toks[i])
            i += 1
        base_const = "const" in base
        while i < len(toks):
            if toks[i] == "*":
                stars.append(False)
            elif toks[i] == "const":
                stars[-1] = True
            i += 1
        ty = self.rust_of(base)
        if ctx == "field" and ty in self.fnptrs and not stars and not dims:
            # A callback in a struct is held as a pointer (CudaField needs every bit pattern valid); the
            # conformance check's POINTER_FIELDS lists these.
            POINTER_FIELDS.append((ctx_owner[0], name, ty))
            return Decl(name, "*mut c_void")
        pointee_const = base_const
        for c in stars:
            ty = "*%s %s" % ("const" if pointee_const else "mut", ty)
            pointee_const = c
        if ctx == "param" and dims:
            ty = "*%s %s" % ("const" if base_const else "mut", ty)  # an array parameter is a pointer
            dims = dims[1:]
        for d in reversed(dims):
            ty = "[%s; %s]" % (ty, evaluate_dim(d))
        return Decl(name, ty)


DIM_CONSTS = {}
POINTER_FIELDS = []
ctx_owner = [None]


def evaluate_dim(d):
    if re.fullmatch(r"\d+", d):
        return d
    if d in DIM_CONSTS:
        return str(DIM_CONSTS[d])
    try:
        return str(eval(re.sub(r"([0-9]+)[uUlL]+", r"\1", d), {}, dict(DIM_CONSTS)))
    except Exception:
        fail("array length `%s`" % d)


def split_top(s, sep=","):
    out, depth, cur = [], 0, []
    for t in s:
        if t in "({[":
            depth += 1
        elif t in ")}]":
            depth -= 1
        if t == sep and depth == 0:
            out.append(cur)
            cur = []
        else:
            cur.append(t)
    if cur:
        out.append(cur)
    return out


def strip_v(name):
    return re.sub(r"_v\d+$", "", name)


def build(text, macros):
    """Two passes: first register body typedef names, then everything else in order."""
    m = Model()
    stmts = statements(text)
    for line in macros.splitlines():
        mm = re.match(r"#define (\w+) (\d+)$", line)
        if mm:
            DIM_CONSTS[mm.group(1)] = int(mm.group(2))
    return parse_all(m, stmts)


def parse_all(m, stmts):
    pending = []
    for pos, s in enumerate(stmts):
        toks = tokenize(s)
        dep = False
        while toks[:2] == ["__attribute__", "("]:
            toks, dep = skip_attr(toks), True
        if not toks or toks[0] in ("extern", "static"):
            continue
        if toks[0] != "typedef":
            if "(" in toks and toks[0] == "CUresult":
                i = toks.index("(")
                m.functions[toks[i - 1]] = dict(params=toks[i + 1:-1], deprecated=dep, pos=pos)
            continue
        toks = toks[1:]
        if toks[0] in ("struct", "union", "enum") and "{" in toks:
            kind = toks[0]
            tag = toks[1] if toks[1] != "{" else None
            b0 = toks.index("{")
            k = match_close(toks, b0)
            body, rest = toks[b0 + 1:k], toks[k + 1:]
            while rest[:2] == ["__attribute__", "("]:
                rest = skip_attr(rest)
            names = split_top(rest)
            first = names[0][-1]
            m.canon[first] = first
            if tag:
                m.canon[tag] = first
            m.order[first] = pos
            if kind == "enum":
                m.enums[first] = [split_top(x, "=")[0][0] for x in split_top(body) if x]
                m.enum_values_src = getattr(m, "enum_values_src", {})
            else:
                m.structs[first] = dict(kind=kind, body=body, anon=None)
            for extra in names[1:]:
                if extra[0] == "*":  # typedef struct {..} X, *PX;
                    continue
                m.canon[extra[-1]] = first
                m.aliases[extra[-1]] = first
                m.order[extra[-1]] = pos
            continue
        if toks[0] in ("struct", "union") and len(toks) >= 4 and toks[2] == "*":
            name = toks[3]
            m.canon[name] = name
            m.canon[toks[1]] = name
            m.handles[name] = "*mut c_void"
            m.order[name] = pos
            continue
        if toks[0] in ("struct", "union") and len(toks) == 3:
            m.canon.setdefault(toks[1] + "#fwd", toks[2])
            m.canon[toks[2]] = ("tag", toks[1])
            continue
        if "(" in toks and toks[toks.index("(") + 1] == "*":
            i = toks.index("(")
            name = toks[i + 2]
            params = toks[i + 5:-1]
            if name.startswith("PFN_"):
                mm = re.match(r"PFN_(\w+?)_v(\d+)(_ptds|_ptsz)?$", name)
                if mm and not mm.group(3):
                    m.pfn[mm.group(1)][int(mm.group(2))] = dict(params=params, pos=pos)
                continue
            m.canon[name] = name
            m.fnptrs[name] = dict(ret=toks[:i], params=params)
            m.order[name] = pos
            continue
        base, name = toks[:-1], toks[-1]
        tb = tuple(w for w in base if w != "const")
        if name in ("cuuint32_t", "cuuint64_t"):
            m.canon[name] = name
            m.aliases[name] = PRIM[tb]
            m.order[name] = pos
            continue
        if tb in PRIM or tb in (("cuuint64_t",), ("cuuint32_t",)):
            raw = PRIM.get(tb, tb[0])
            canon = strip_v(name)
            m.canon[name] = canon
            if canon not in m.handles:
                m.handles[canon] = raw
                m.order[canon] = pos
            if canon != name:
                m.aliases[name] = canon
                m.order[name] = pos
            continue
        if len(tb) == 1:
            src = tb[0]
            c = m.canon.get(src)
            if c is None:
                fail("unknown typedef source %s for %s" % (src, name))
            if isinstance(c, tuple):  # typedef of a forward-declared tag, resolved when its body comes
                m.canon[name] = c
                pending.append((name, c[1]))
                continue
            if c == src and strip_v(src) == name and src not in m.aliases:
                rename(m, src, name)
            else:
                m.canon[name] = c
                m.aliases[name] = c
                m.order[name] = pos
            continue
        fail("unparsed typedef: " + " ".join(toks))
    for name, tag in pending:
        m.canon[name] = m.canon[tag]
        m.aliases[name] = m.canon[tag]
    # Aliases that point to themselves after renames are gone.
    for k in [k for k, v in m.aliases.items() if k == v]:
        del m.aliases[k]
    return m


def rename(m, old, new):
    """`typedef X_v2 X;`: the body declared as `X_v2` is the Rust type `X`, and `X_v2` its alias."""
    for k, v in list(m.canon.items()):
        if v == old:
            m.canon[k] = new
    m.canon[new] = new
    for d in (m.structs, m.enums, m.handles):
        if old in d:
            items = list(d.items())
            d.clear()
            for k, v in items:
                d[new if k == old else k] = v
    for s in m.structs.values():
        if s["anon"] and s["anon"][0] == old:
            s["anon"] = (new, s["anon"][1])
    for k, v in list(m.aliases.items()):
        if v == old:
            m.aliases[k] = new
    m.order[new] = m.order[old]
    m.aliases[old] = new


def skip_attr(toks):
    k = match_close(toks, 1)
    return toks[k + 1:]


def match_close(toks, start):
    opener = toks[start]
    closer = {"(": ")", "{": "}", "[": "]"}[opener]
    depth = 0
    for k in range(start, len(toks)):
        depth += toks[k] == opener
        depth -= toks[k] == closer
        if depth == 0:
            return k
    fail("unbalanced " + opener)


def struct_fields(m, name, info):
    """The fields of a struct body; anonymous nested bodies become their own `<Outer>_<member>` types."""
    fields = []
    ctx_owner[0] = name
    for member in split_top(info["body"], ";"):
        if not member:
            continue
        if member[0] in ("struct", "union") and "{" in member:
            b0 = member.index("{")
            k = match_close(member, b0)
            sub_body, rest = member[b0 + 1:k], member[k + 1:]
            dims = []
            while rest and rest[-1] == "]":
                j = len(rest) - 1 - rest[::-1].index("[")
                dims.insert(0, "".join(rest[j + 1:-1]))
                rest = rest[:j]
            if not rest:
                # A C11 unnamed union (`union { cuuint32_t value; cuuint64_t value64; };`): Rust holds one
                # member that spans it all (its `reserved` array, else the last, widest one) as a public
                # field; the other members overlay its bytes.
                members = [x for x in split_top(sub_body, ";") if x]
                spanning = [x for x in members if x[-1] == "]" and x[x.index("[") - 1].startswith("reserved")]
                d = m.decl((spanning or members)[-1], "field")
                d.unnamed_union = [x[x.index("[") - 1] if x[-1] == "]" else x[-1] for x in members]
                fields.append(d)
                continue
            mname = rest[-1]
            sub = "%s_%s" % (name, mname)
            m.structs[sub] = dict(kind=member[0], body=sub_body, anon=(name, mname))
            m.order[sub] = m.order[name]
            ty = sub
            for d in reversed(dims):
                ty = "[%s; %s]" % (ty, evaluate_dim(d))
            fields.append(Decl(mname, ty))
            struct_fields(m, sub, m.structs[sub])
            ctx_owner[0] = name
            continue
        # `int a, b;` declares two fields.
        parts = split_top(member)
        first = m.decl(parts[0], "field")
        fields.append(first)
        base = [t for t in parts[0] if t not in ("*",)][:-1]
        for extra in parts[1:]:
            fields.append(m.decl(base + extra, "field"))
    info["fields"] = fields


def params_of(m, toks):
    if toks == ["void"] or not toks:
        return []
    out = []
    for i, p in enumerate(split_top(toks)):
        d = m.decl(p, "param")
        if d.name is None:
            d.name = "arg%d" % i
        out.append(d)
    return out


RUST_KEYWORDS = {"type", "fn", "ref", "mod", "move", "in", "loop", "match", "impl", "where", "use", "self",
                 "super", "crate", "async", "await", "dyn", "box", "yield", "static", "const", "struct",
                 "enum", "trait", "let", "mut", "pub", "return", "as", "break", "continue", "else", "extern",
                 "false", "true", "for", "if", "while", "unsafe", "priv", "override", "macro", "final",
                 "abstract", "become", "do", "typeof", "unsized", "virtual", "try", "gen"}


def ident(n):
    return "r#" + n if n in RUST_KEYWORDS else n


# ---------------------------------------------------------------------------------------------------------
# What gcc computes: layouts and enum values.

def c_expr(m, name):
    s = m.structs.get(name)
    if s and s["anon"]:
        outer, member = s["anon"]
        return "__typeof__(((%s *)0)->%s)" % (c_expr(m, outer), member)
    return name


def measure(m, inc):
    prog = ['#include "cudaTypedefs.h"', "#include <stdio.h>", "#include <stddef.h>", "int main(void) {"]
    for name, s in m.structs.items():
        e = c_expr(m, name)
        prog.append('printf("S %s %%zu %%zu\\n", sizeof(%s), _Alignof(%s));' % (name, e, e))
        for f in s["fields"]:
            prog.append('printf("F %s %s %%zu %%zu %%zu\\n", offsetof(%s, %s), sizeof(((%s *)0)->%s), '
                        '_Alignof(__typeof__(((%s *)0)->%s)));' % (name, f.name, e, f.name, e, f.name, e, f.name))
    for name, consts in m.enums.items():
        prog.append('printf("E %s %%zu %%d\\n", sizeof(%s), (int)((%s)-1 < 0));' % (name, name, name))
        for c in consts:
            prog.append('printf("C %s %s %%lld\\n", (long long)%s);' % (name, c, c))
    for name in list(m.handles) + list(m.aliases) + list(m.fnptrs):
        prog.append('printf("T %s %%zu\\n", sizeof(%s));' % (name, name))
    prog.append("return 0; }")
    with tempfile.TemporaryDirectory() as d:
        src, exe = os.path.join(d, "m.c"), os.path.join(d, "m")
        with open(src, "w") as f:
            f.write("\n".join(prog))
        r = subprocess.run(["gcc", "-w", "-I", inc, src, "-o", exe], capture_output=True, text=True)
        if r.returncode:
            fail("measuring failed:\n" + r.stderr[:4000])
        out = subprocess.run([exe], check=True, capture_output=True, text=True).stdout
    for line in out.splitlines():
        p = line.split()
        if p[0] == "S":
            m.structs[p[1]]["size"], m.structs[p[1]]["align"] = int(p[2]), int(p[3])
        elif p[0] == "F":
            f = next(f for f in m.structs[p[1]]["fields"] if f.name == p[2])
            f.offset, f.size, f.align = int(p[3]), int(p[4]), int(p[5])
        elif p[0] == "C":
            m.enum_values.setdefault(p[1], OrderedDict())[p[2]] = int(p[3])
        elif p[0] == "E":
            m.enum_signed[p[1]] = p[3] == "1"


# ---------------------------------------------------------------------------------------------------------
# What the checked-in files already say (kept verbatim).

class Old:
    def __init__(self):
        self.items = OrderedDict()  # type name -> (area, text)
        self.enum_consts = {}  # enum name -> set of constant names
        self.functions = OrderedDict()  # Rust function name -> (area, text)
        self.module_docs = {}  # file -> module doc lines
        self.helpers = defaultdict(list)  # area -> text of `pub const fn` helpers


def read_text(path, rev):
    """The file's text in the working tree, or at git revision `rev`; None when it is not there."""
    if rev is None:
        return open(path).read() if os.path.exists(path) else None
    rel = os.path.relpath(path, ROOT)
    r = subprocess.run(["git", "-C", ROOT, "show", "%s:%s" % (rev, rel)], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


def read_old(files, rev=None):
    old = Old()
    for path, area in files:
        text = read_text(path, rev)
        if text is None:
            continue
        lines = text.splitlines()
        docs = [l for l in lines if l.startswith("//!")]
        old.module_docs[area] = docs
        section, cur = None, []
        for line in lines:
            if line.startswith("super::area! {"):
                section, cur = "area", []
                continue
            if line.startswith("super::functions! {"):
                section, cur = "functions", []
                continue
            if section == "area":
                if line == "}" and not cur:
                    section = None
                    continue
                if not cur and not line.strip():
                    continue
                cur.append(line)
                if line == "}" or (line.startswith("pub ") and line.endswith(";")) or \
                        (line.startswith("pub const fn") and line.endswith("}")):
                    text = "\n".join(cur)
                    mm = re.search(r"^pub (?:const fn|struct|union|enum|type|const) (\w+)", text, re.M)
                    if not mm:
                        fail("cannot name an item of %s:\n%s" % (path, text))
                    name = mm.group(1)
                    if "pub const fn" in text.split("\n")[-1] or re.search(r"^pub const fn", text, re.M):
                        old.helpers[area].append(text)
                    else:
                        old.items[name] = (area, text)
                        if re.search(r"^pub enum", text, re.M):
                            old.enum_consts[name] = set(re.findall(r"^    (\w+) =", text, re.M))
                    cur = []
            elif section == "functions":
                if line == "}":
                    section = None
                    continue
                cur.append(line)
                mm = re.match(r"\s*fn (\w+)\(", line)
                if mm:
                    old.functions[mm.group(1)] = (area, "\n".join(cur))
                    cur = []
    return old


# ---------------------------------------------------------------------------------------------------------
# Functions: name, ABI version, symbol, older ABIs.

def function_list(m, raw, raw_groups, internal_from):
    # `#define cuX cuX_v2` (and through __CUDA_API_PTDS/PTSZ), before the per-thread-only block.
    symbol_of = {}
    head = raw[:raw.index("#if defined(__CUDA_API_PER_THREAD_DEFAULT_STREAM)")]
    for mm in re.finditer(r"^#define (cu\w+)\s+(?:__CUDA_API_PT(?:DS|SZ)\()?(cu\w+)\)?", head, re.M):
        symbol_of[mm.group(1)] = mm.group(2)
    name_of = {v: k for k, v in symbol_of.items()}
    # Group of each prototype, from the raw header (the macro name is the one written there).
    group_of = {}
    lines = raw.splitlines()
    for i, line in enumerate(lines):
        if re.match(r"\s*(?:__CUDA_DEPRECATED\s+)?CUresult CUDAAPI\s*$", line) and i + 1 < len(lines):
            line = line + " " + lines[i + 1].strip()
        mm = re.match(r"\s*(?:__CUDA_DEPRECATED\s+)?CUresult CUDAAPI (cu\w+)\s*\(", line)
        if mm:
            group_of.setdefault(mm.group(1), raw_groups[i])
    def suffix(sym):
        mm = re.search(r"_v(\d+)$", sym)
        return int(mm.group(1)) if mm else 1

    # Functions sharing a base name share its PFN versions: the newest symbol has the newest version, and
    # each step down in `_vN` one version older (`cuCtxGetDevice` 2000, `cuCtxGetDevice_v2` 13000).
    by_base = defaultdict(list)
    for sym in m.functions:
        base = re.sub(r"_v\d+$", "", sym)
        if base not in m.pfn and sym in m.pfn:
            base = sym
        by_base[base].append(sym)
    out = []
    for sym, f in m.functions.items():
        name = name_of.get(sym, sym)
        if name == "cuGraphInstantiate":  # `#define cuGraphInstantiate cuGraphInstantiateWithFlags`
            name = sym
        group = group_of.get(name) or group_of.get(sym) or group_of.get(name_of.get(sym, ""))
        if group is None:
            fail("no \\defgroup for %s" % name)
        base = next(b for b, syms in by_base.items() if sym in syms)
        versions = sorted(m.pfn.get(base, {}))
        if not versions:
            fail("no PFN typedef for %s" % name)
        top = max(suffix(x) for x in by_base[base]) if base != sym or len(by_base[base]) > 1 else suffix(sym)
        if base == sym:
            top = max(suffix(x) for x in by_base[base])
        idx = len(versions) - 1 - (top - suffix(sym))
        if idx < 0:
            fail("no PFN version for %s" % sym)
        v = versions[idx]
        entry = dict(name=name, symbol=sym, version=v, group=group, params=params_of(m, f["params"]),
                     deprecated=f["deprecated"], pos=f["pos"], older=[])
        if base != name and base != sym:
            entry["c_name"] = base  # `cuCtxGetDevice_v2` is `cuCtxGetDevice` at 13000
        out.append(entry)
        # The newest declared symbol of the base also carries the versions no symbol declares.
        if suffix(sym) == top:
            taken = {len(versions) - 1 - (top - suffix(x)) for x in by_base[base]}
            for i, ov in enumerate(versions):
                if i in taken:
                    continue
                s = suffix(sym) - (len(versions) - 1 - i)
                osym = base if s <= 1 else "%s_v%d" % (base, s)
                entry["older"].append(dict(version=ov, symbol=osym, params=params_of(m, m.pfn[base][ov]["params"])))
    return out


# ---------------------------------------------------------------------------------------------------------
# Emission.

def type_names(rust):
    return set(re.findall(r"[A-Za-z_]\w*", rust)) - {"mut", "const", "Option", "unsafe", "extern", "fn", "C"}


def fn_line(name, params, version, symbol, c_name=None):
    ps = ", ".join("%s: %s" % (ident(p.name), p.rust) for p in params)
    as_c = " = %s" % c_name if c_name else ""
    return "fn %s(%s)%s @ %d as \"%s\";" % (name, ps, as_c, version, symbol)


def load_docs():
    docs = {}
    if os.path.exists(DOCS_TSV):
        for line in open(DOCS_TSV, encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                k, _, v = line.rstrip("\n").partition("\t")
                docs[k] = v
    return docs


def doc_for(docs, key, fallback):
    return docs.get(key) or fallback


def group_link(group):
    """The link to NVIDIA's page of a `\\defgroup`, named by the group's ID (its title is header text)."""
    return "NVIDIA's documentation: [`%s`](%s)." % (group, DOCS_URL.format(group.replace("_", "__")))


GROUP_TITLES = {}


def with_link(text, indent, group):
    """A preserved item's text with its group's link after its doc lines, when it has none."""
    if "docs.nvidia.com" in text.split("\n#[")[0] or not text.startswith(indent + "///"):
        return text
    lines = text.split("\n")
    i = 0
    while i < len(lines) and lines[i].startswith(indent + "///"):
        i += 1
    return "\n".join(lines[:i] + [indent + "///", indent + "/// " + group_link(group)] + lines[i:])


def enum_literal(v, signed):
    if v < 0:
        return str(v)
    return "0x%x" % v if v >= 16 else str(v)


def emit_struct(m, name, docs, group):
    s = m.structs[name]
    out = []
    kind = s["kind"]
    out.append("/// " + doc_for(docs, name, "`%s` (a C %s of cuda.h)." % (name, kind)))
    out.append("///")
    out.append("/// " + group_link(group))
    if s["anon"]:
        out.append("#[anonymous_in(%s.%s)]" % s["anon"])
    lt = ""
    out.append("#[cuda_struct(size = %d, align = %d)]" % (s["size"], s["align"]))
    if s["align"] > max(f.align for f in s["fields"]):
        out.append("#[repr(align(%d))]" % s["align"])
    out.append("pub %s %s%s {" % (kind, name, lt))
    at, pad = 0, 0
    for f in s["fields"]:
        if kind == "struct" and f.offset > at:
            out.append("    #[cuda(reserved)]")
            out.append("    _pad%d: [u8; %d]," % (pad, f.offset - at))
            pad += 1
        key = "%s.%s" % (name, f.name)
        if getattr(f, "unnamed_union", None):
            others = ", ".join("`%s`" % x for x in f.unnamed_union if x != f.name)
            out.append("    /// " + doc_for(docs, key, "C11 unnamed union, held as its member `%s`; %s overlay these bytes."
                                            % (f.name, others)))
            out.append("    pub %s: %s," % (ident(f.name), f.rust))
        elif f.name.startswith("reserved") or f.name == "pad" and kind == "struct":
            out.append("    /// " + doc_for(docs, key, "Reserved; kept zero."))
            out.append("    #[cuda(reserved)]")
            out.append("    %s: %s," % (ident(f.name), f.rust))
        else:
            out.append("    /// " + doc_for(docs, key, "The C member `%s`." % f.name))
            out.append("    pub %s: %s," % (ident(f.name), f.rust))
        at = max(at, f.offset + f.size) if kind == "struct" else at
    if kind == "struct" and s["size"] > at:
        out.append("    #[cuda(reserved)]")
        out.append("    _pad%d: [u8; %d]," % (pad, s["size"] - at))
    out.append("}")
    return "\n".join(out)


def emit_enum_consts(m, name, skip, docs):
    out = []
    signed = any(v < 0 for v in m.enum_values[name].values())
    for c, v in m.enum_values[name].items():
        if c in skip:
            continue
        out.append("    /// " + doc_for(docs, "%s::%s" % (name, c), "The C constant `%s`." % c))
        out.append("    %s = %s," % (c, enum_literal(v, signed)))
    return out


def emit_enum(m, name, docs, group, old_text=None, old_consts=()):
    if old_text is not None:
        add = emit_enum_consts(m, name, old_consts, docs)
        if not add:
            return old_text
        lines = old_text.split("\n")
        assert lines[-1] == "}"
        return "\n".join(lines[:-1] + add + ["}"])
    out = ["/// " + doc_for(docs, name, "`%s` (a C enum of cuda.h)." % name), "///", "/// " + group_link(group)]
    out.append("#[cuda_enum]")
    out.append("pub enum %s {" % name)
    out += emit_enum_consts(m, name, (), docs)
    out.append("}")
    return "\n".join(out)


def emit_handle(m, name, docs, group):
    raw = m.handles[name]
    return "\n".join(["/// " + doc_for(docs, name, "`%s` (a handle of cuda.h)." % name), "///",
                      "/// " + group_link(group), "#[cuda_handle]", "pub struct %s(%s);" % (name, raw)])


def fnptr_rust(m, name):
    f = m.fnptrs[name]
    ret = m.rust_of(f["ret"])
    ps = ", ".join(d.rust for d in params_of(m, f["params"]))
    return "Option<unsafe extern \"C\" fn(%s)%s>" % (ps, "" if ret == "c_void" else " -> " + ret)


def emit_alias(m, name, target, docs, group):
    return "\n".join(["/// " + doc_for(docs, name, "`%s`: another C name of `%s`." % (name, target)), "///",
                      "/// " + group_link(group), "pub type %s = %s;" % (name, target)])


# `#define` constants: which area each prefix belongs to.
DEFINE_AREAS = [
    (r"^CU_LAUNCH_PARAM_|^CU_LAUNCH_KERNEL_|^CUDA_COOPERATIVE_", "launch"),
    (r"^CU_MEMHOST", "memory"), (r"^CUDA_ARRAY3D_|^CU_ARRAY_SPARSE_", "memory_array"),
    (r"^CU_TRS[AF]_|^CU_PARAM_TR_", "texref"), (r"^CU_IPC_", "ipc"), (r"^CU_STREAM_", "stream"),
    (r"^CU_DEVICE_", "device"), (r"^CU_KERNEL_NODE_ATTRIBUTE_", "graph_nodes"), (r"^CU_GRAPH_", "graph"),
    (r"^CUDA_EXTERNAL_|^CUDA_NVSCISYNC_", "external"), (r"^CU_MEM_CREATE_", "virtual_memory"),
    (r"^CU_MEM_POOL_", "mem_pool"), (r"^CU_TENSOR_MAP_", "tensor_map"), (r"^CU_COMPUTE_", "module"),
]
TYPE_AREAS = {"CUdevice_attribute": "device_attribute"}
LEFTOVER_AREAS = [
    (r"NODE_PARAMS|^CUgraph(?!ics)|^CUDA_(CHILD_GRAPH|CONDITIONAL|GRAPH)", "graph_nodes"),
    (r"^CUuserObject", "graph_misc"), (r"^CUevent|^cl_", "event"),
    (r"^CUstream(Wait|Write|Memory|Batch)|^CUDA_BATCH", "memop"), (r"^CUstream", "stream"),
    (r"^CUjit|^CUlink", "module"), (r"^CUlibrary", "library"), (r"^CUoccupancy", "occupancy"),
    (r"^CUgraphics", "graphics"), (r"^CUarray|^CUDA_ARRAY|^CUmipmapped", "memory_array"),
    (r"^CUmemcpy|^CUDA_MEMCPY", "memory_copy"), (r"^CUmemAttach|^CUmem_advise|^CUmem_range|^CUmemRange", "unified"),
    (r"^CUmemPool|^CUmemAccess|^CUmemAllocationGran|^CUmemGeneric", "mem_pool"),
    (r"^CUmem|^CUDA_POINTER|^CUpointer", "memory"), (r"^CUipc", "ipc"),
    (r"^CUexternal|^CUDA_EXTERNAL|^CUDA_EXT_SEM", "external"), (r"^CUCoredump|^CUcoredump", "coredump"),
    (r"^CUgreenCtx|^CUdevResource|^CUdevSm|^CUdevWorkqueue", "green_context"),
    (r"^CUdevice|^CUcomputemode|^CUflushGPU|^CUGPUDirect|^CUatomic|^CUdevprop|^CUuuid", "device"),
    (r"^CUctx|^CUexecAffinity|^CUshared|^CUlimit|^CUfunc_cache|^CUctxCig", "context"),
    (r"^CUfunction|^CUlaunch|^CUkernel|^CUclusterSched|^CUsynchronization|^CUaccess", "launch"),
    (r"^CUtensorMap", "tensor_map"), (r"^CUres|^CUDA_RESOURCE|^CUDA_TEXTURE|^CUaddress_mode|^CUfilter_mode|^CUtexref|^CUsurfref|^CUtexObject|^CUsurfObject|^CUDA_RESOURCE_VIEW", "texture"),
    (r"^CUlog", "logs"), (r"^CUcheckpoint", "checkpoint"), (r"^CUprocessState", "checkpoint"),
    (r"^CUdriverProcAddress|^CUDA_VERSION", "init"),
]
DEFINE_SKIP = {"CUDA_VERSION", "CU_UUID_HAS_BEEN_DEFINED", "CUDA_CB", "CUDAAPI"}


def defines(m, raw, macros):
    """The `#define` constants of cuda.h a caller needs: (name, Rust type, Rust value, area)."""
    values = {}
    for line in macros.splitlines():
        mm = re.match(r"#define (\w+) (.*)$", line)
        if mm:
            values[mm.group(1)] = mm.group(2).strip()
    names = []
    for mm in re.finditer(r"^#define (CU_\w+|CUDA_\w+)\b", raw, re.M):
        n = mm.group(1)
        if n not in DEFINE_SKIP and n in values and n not in names:
            names.append(n)
    enum_of = {c: e for e, vals in m.enum_values.items() for c in vals}
    out = []
    for n in names:
        v = values[n]
        area = next((a for pat, a in DEFINE_AREAS if re.search(pat, n)), None)
        if area is None:
            fail("no area for #define %s" % n)
        lit = re.fullmatch(r"\(?(-?(?:0[xX][0-9a-fA-F]+|\d+))([uUlL]*)\)?", v)
        cast = re.fullmatch(r"\(\((\w+)\s*\*?\)\s*\(?(-?\w+)\)?\)", v)
        if lit:
            ty = "c_ulonglong" if "ll" in lit.group(2).lower() else ("c_int" if lit.group(1).startswith("-") else "c_uint")
            out.append((n, ty, lit.group(1), area))
        elif v in enum_of:
            out.append((n, enum_of[v], "%s::%s" % (enum_of[v], v), area))
        elif cast:
            target, num = cast.group(1), cast.group(2)
            num = values.get(num, num)
            if target == "void":
                out.append((n, "*mut c_void", "core::ptr::without_provenance_mut(%s)" % num, area))
            elif target in m.handles and m.handles[target] == "*mut c_void":
                out.append((n, target, "%s(core::ptr::without_provenance_mut(%s))" % (target, num), m.type_area[target]))
            elif target in m.handles:
                out.append((n, target, "%s(%s)" % (target, num), m.type_area[target]))
            else:
                fail("#define %s %s" % (n, v))
        else:
            fail("#define %s %s: no Rust spelling" % (n, v))
    return out


def area_of_function(f):
    for area, _file, groups, pattern, _title in AREAS:
        if f["group"] in groups and (pattern is None or re.search(pattern, f["name"])):
            return area
    fail("no area for %s (%s)" % (f["name"], f["group"]))


def main():
    args = sys.argv[1:]
    check = "--check" in args
    inc = None
    # --old-rev REV: read the hand-written text to preserve from git revision REV instead of the working tree.
    rev = args[args.index("--old-rev") + 1] if "--old-rev" in args else None
    if "--include" in args:
        inc = args[args.index("--include") + 1]
    if inc is None:
        cache = os.environ.get("CUDA_TEST_CACHE", os.path.join(ROOT, ".cache"))
        inc = os.path.join(cache, "cuda-headers", "13.0", "include")
    raw = open(os.path.join(inc, "cuda.h")).read()
    raw_groups, internal_from = groups_of_header(raw)

    text, macros = preprocess(inc)
    m = build(text, macros)
    m.enum_values, m.enum_signed = OrderedDict(), {}
    for name in list(m.structs):
        if not m.structs[name]["anon"]:
            struct_fields(m, name, m.structs[name])
    measure(m, inc)
    # Anonymous types sit right after... before their outer type, as C declares them inside it.
    funcs = function_list(m, raw, raw_groups, internal_from)
    docs = load_docs()
    old = read_old([(os.path.join(SYS, f), OLD_AREA_OF_FILE.get(f, f[:-3])) for f in OLD_FILES] +
                   [(os.path.join(SYS, a[1]), a[0]) for a in AREAS if a[1] not in OLD_FILES], rev)
    area_names = [a[0] for a in AREAS]
    group_of_area = {a[0]: (a[2][0] if a[2] else "CUDA_TYPES") for a in AREAS}

    # Functions by area, in header order; older ABIs follow under versioned names.
    fn_area = OrderedDict((a, []) for a in area_names)
    declared = set()
    for f in funcs:
        a = area_of_function(f)
        f["area"] = a
        if f["name"] in old.functions:
            fn_area[a].append((f, old.functions[f["name"]][1]))
            line = old.functions[f["name"]][1]
            oldv = int(re.search(r"@ (\d+) as", line).group(1))
        else:
            oldv = None
            fn_area[a].append((f, None))
        declared.add(f["name"])
        # Every other public ABI of the name, under `<name>_v<version>`.
        for o in f["older"] + ([dict(version=f["version"], symbol=f["symbol"], params=f["params"])]
                               if oldv is not None and oldv != f["version"] else []):
            if oldv is not None and o["version"] == oldv:
                continue
            fn_area[a].append((dict(f, name="%s_v%d" % (f["name"], o["version"]), version=o["version"],
                                    symbol=o["symbol"], params=o["params"], older=[], versioned_of=f["name"]),
                               None))

    # Types: the area of the first function naming them (existing ones stay where they are written).
    # Types placed by hand, for files of one idea (a 150-constant enum is a file of its own).
    type_area = dict(TYPE_AREAS)

    def uses(rust):
        return type_names(rust)

    for a in area_names:
        for f, _ in fn_area[a]:
            for p in f["params"]:
                for t in uses(p.rust):
                    type_area.setdefault(t, a)
    # Types named only by other types: the area of the first type naming them (to a fixed point).
    changed = True
    while changed:
        changed = False
        for name, s in list(m.structs.items()):
            if name not in type_area:
                continue
            for f in s.get("fields", []):
                for t in uses(f.rust):
                    if t not in type_area:
                        type_area[t] = type_area[name]
                        changed = True
            if s["anon"] is None:
                for sub, ss in m.structs.items():
                    if ss["anon"] and ss["anon"][0] == name and sub not in type_area:
                        type_area[sub] = type_area[name]
                        changed = True
        for name, target in m.aliases.items():
            if name in type_area and target not in type_area:
                type_area[target] = type_area[name]
                changed = True
        for name in m.fnptrs:
            if name in type_area:
                for d in params_of(m, m.fnptrs[name]["params"]):
                    for t in uses(d.rust):
                        if t not in type_area:
                            type_area[t] = type_area[name]
                            changed = True
    # Types no function names: by what their name says, before `types` takes the rest.
    for name in list(m.structs) + list(m.enums) + list(m.handles) + list(m.fnptrs):
        if name not in type_area:
            for pat, a in LEFTOVER_AREAS:
                if re.search(pat, name):
                    type_area[name] = a
                    break
    changed = True
    while changed:  # what those name, with them
        changed = False
        for name, s in m.structs.items():
            if name in type_area:
                for f in s.get("fields", []):
                    for t in uses(f.rust):
                        if t not in type_area and (t in m.structs or t in m.enums):
                            type_area[t] = type_area[name]
                            changed = True
    # Aliases go with their target; the rest to `types`.
    for name, target in m.aliases.items():
        if name not in type_area:
            type_area[name] = type_area.get(target, "types")
    everything = list(m.structs) + list(m.enums) + list(m.handles) + list(m.fnptrs) + list(m.aliases)
    for name in everything:
        type_area.setdefault(name, "types")
    # An anonymous type lives with its outer type.
    for name, s in m.structs.items():
        if s["anon"]:
            outer = s["anon"][0]
            while m.structs[outer]["anon"]:
                outer = m.structs[outer]["anon"][0]
            if name not in old.items:
                type_area[name] = type_area[outer]

    m.type_area = type_area
    consts = defines(m, raw, macros)

    # Emit each area's types in header order (anonymous types before their outer type).
    def sort_key(name):
        s = m.structs.get(name)
        depth = 0
        while s and s["anon"]:
            depth += 1
            s = m.structs[s["anon"][0]]
        return (m.order.get(name, 10 ** 9), -depth)

    files = {}
    prims_needed = defaultdict(set)
    for a, file, groups, _pat, title in AREAS:
        group = group_of_area[a]
        items = []
        names = sorted([n for n in everything if type_area.get(n) == a], key=sort_key)
        # Existing items of this area first, in their written order, then the new ones.
        old_here = [n for n in old.items if type_area.get(n, old.items[n][0]) == a]
        new_here = [n for n in names if n not in old.items]
        for n in old_here:
            text = with_link(old.items[n][1], "", group)
            if n in m.enums:
                text = emit_enum(m, n, docs, group, text, old.enum_consts.get(n, set()))
            items.append((n, text))
        for n in new_here:
            if n in m.structs:
                items.append((n, emit_struct(m, n, docs, group)))
            elif n in m.enums:
                items.append((n, emit_enum(m, n, docs, group)))
            elif n in m.handles:
                items.append((n, emit_handle(m, n, docs, group)))
            elif n in m.fnptrs:
                items.append((n, "\n".join(["/// " + doc_for(docs, n, "`%s`: a C callback type." % n), "///",
                                            "/// " + group_link(group),
                                            "pub type %s = %s;" % (n, fnptr_rust(m, n))])))
            elif n in m.aliases:
                items.append((n, emit_alias(m, n, m.aliases[n], docs, group)))
        for h in old.helpers.get(a, []):
            items.append(("", h))
        for n, ty, value, ca in consts:
            if ca == a and n not in old.items:  # a constant written by hand stays as written
                items.append((n, "\n".join(["/// " + doc_for(docs, n, "The C `#define %s`." % n), "///",
                                             "/// " + group_link(group),
                                             "pub const %s: %s = %s;" % (n, ty, value)])))
        fns = []
        for f, text in fn_area[a]:
            if text is not None:
                text = with_link(text, "    ", f["group"])
            if text is None:
                d = doc_for(docs, f["name"], None)
                if d is None and "versioned_of" in f:
                    d = "`%s` at its older ABI (version %d, exported as `%s`), for drivers before the newer one." % (
                        f["versioned_of"], f["version"], f["symbol"])
                if d is None:
                    d = "The driver function `%s`." % f["name"]
                lines = ["    /// " + d, "    ///", "    /// " + group_link(f["group"])]
                if f["deprecated"]:
                    base = f.get("versioned_of", f["name"])
                    use = DEPRECATED_USE.get(base)
                    if use is None and base.startswith("cuTexRef"):
                        use = "texture objects (cuTexObjectCreate)"
                    if use is None and base.startswith("cuSurfRef"):
                        use = "surface objects (cuSurfObjectCreate)"
                    note = "use %s" % use if use else "deprecated in cuda.h; see NVIDIA's documentation"
                    lines.append("    #[deprecated(note = \"%s\")]" % note)
                c_name = f.get("c_name")
                if "versioned_of" in f:
                    c_name = re.sub(r"_v\d+$", "", f["symbol"])
                lines.append("    " + fn_line(f["name"], f["params"], f["version"], f["symbol"], c_name))
                text = "\n".join(lines)
            fns.append(text)
        files[a] = (file, title, group, items, fns)

    # Imports: what each file names from core::ffi, cuda_struct and other areas.
    defined = {a: set(n for n, _ in files[a][3] if n) for a in files}
    where = {}
    for a, names in defined.items():
        for n in names:
            where[n] = a
    written = {}
    for a, (file, title, group, items, fns) in files.items():
        if not items and not fns:
            continue
        body = "\n".join(t for _, t in items) + "\n" + "\n".join(fns)
        words = set(re.findall(r"\b[A-Za-z_]\w*\b", re.sub(r"///.*", "", body)))
        ffi = sorted(w for w in words if w in FFI)
        derive = [x for x in ("cuda_enum", "cuda_handle", "cuda_struct") if "#[" + x in body]
        others = sorted(w for w in words if w in where and where[w] != a)
        doc = old.module_docs.get(a) or ["//! %s." % title]
        if not any(DOCS_URL.format(group.replace("_", "__")) in l for l in doc):
            doc = doc + ["//!", "//! " + group_link(group)]
        out = doc + [""]
        if ffi:
            out.append("use core::ffi::{%s};" % ", ".join(ffi) if len(ffi) > 1 else "use core::ffi::%s;" % ffi[0])
        if derive:
            out.append("use cuda_struct::{%s};" % ", ".join(derive) if len(derive) > 1 else
                       "use cuda_struct::%s;" % derive[0])
        if others:
            out.append("")
            out.append("use super::{%s};" % ", ".join(others) if len(others) > 1 else "use super::%s;" % others[0])
        chunks = [items[i:i + MAX_TYPE_ITEMS] for i in range(0, len(items), MAX_TYPE_ITEMS)]
        if len(chunks) > 1:
            fail("area %s has %d type items (more than %d): split it" % (a, len(items), MAX_TYPE_ITEMS))
        for chunk in chunks:
            out += ["", "super::area! {", ""]
            out.append("\n\n".join(t for _, t in chunk))
            out += ["", "}"]
        if not chunks:
            out += ["", "super::area! {}"]
        out += ["", "super::functions! {"]
        out += fns
        out.append("}")
        written[file] = "\n".join(out) + "\n"

    changed = []
    for file, content in written.items():
        path = os.path.join(SYS, file)
        if not os.path.exists(path) or open(path).read() != content:
            changed.append(file)
            if not check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                open(path, "w").write(content)
    stale = [f for f in OLD_FILES + [a[1] for a in AREAS]
             if f not in written and os.path.exists(os.path.join(SYS, f))]
    # The one list of areas, in sys/mod.rs.
    entries = ["%s%s" % (a, "" if file == a + ".rs" else " = \"%s\"" % file)
               for a, (file, _t, _g, items, fns) in files.items() if items or fns]
    lines = ["    %s," % e for e in entries]  # as rustfmt writes it
    mod_path = os.path.join(SYS, "mod.rs")
    mod = open(mod_path).read()
    new_mod = re.sub(r"\nareas!\(\n.*?\n\);\n", lambda _: "\nareas!(\n" + "\n".join(lines) + "\n);\n", mod,
                     flags=re.S)
    if new_mod != mod:
        changed.append("mod.rs")
        if not check:
            open(mod_path, "w").write(new_mod)
    if not check:
        for f in stale:
            os.remove(os.path.join(SYS, f))
    areas_line = ", ".join("%s%s" % (a, "" if file == a + ".rs" else " = \"%s\"" % file)
                           for a, (file, _t, _g, items, fns) in files.items() if items or fns)
    n_f = sum(len(v) for v in fn_area.values())
    print("gen-sys: %d functions (%d from the header, the rest older ABIs), %d structs/unions, %d enums, "
          "%d handles, %d aliases, %d callback types; %d files %s" % (
              n_f, len(funcs), len(m.structs), len(m.enums), len(m.handles), len(m.aliases), len(m.fnptrs),
              len(changed), "would change" if check else "written"))
    print("areas!(%s);" % areas_line)
    print("callback fields held as pointers (POINTER_FIELDS): %s" % POINTER_FIELDS)
    if check and changed:
        sys.exit(1)


if __name__ == "__main__":
    main()
