#!/usr/bin/env python3
"""Writes cuda-nvml/src/sys/*.rs (and the conformance check's table of versions) from NVIDIA's nvml.h.

Rerun (from the workspace root, after changing this script or the versions below):

    python3 scripts/gen-nvml.py && cargo fmt -p cuda-nvml

It fetches the headers itself (`scripts/fetch-cuda.sh nvml/<version>`, into the per-user cache), parses
each with pycparser after gcc's preprocessor, measures every layout and constant with gcc on this machine
(x86-64 Linux), and writes:

- `cuda-nvml/src/sys/<area>.rs`: the types of each area (`#[cuda_enum]`, `#[cuda_struct]`,
  `#[cuda_handle]`, `pub type`, `pub const`), 13.5's declaration of each, every item of 12.9 to 13.5;
- `cuda-nvml/src/sys/functions.rs`: the one `functions!` table;
- `cuda-nvml/src/sys/registry.rs`: the lists of what the areas declare (for the conformance check);
- `tests/conformance/nvml/versions.rs`: which of the checked headers (12.9, 13.0, 13.5) has each item.

The doc lines are generated from the C names (NVML's own comments are not used); the module docs link
NVIDIA's reference. The versions: the headers of 12.9 and of every 13.x up to 13.5 are read, so a function
first declared in 13.2's header says `@ 13020`; one already in 12.9's says no version (NVML has no ABI
version per function, and the release that introduced it is not known from these headers).
"""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict

import pycparser
from pycparser import c_ast

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SYS = os.path.join(ROOT, "cuda-nvml", "src", "sys")
VERSIONS_RS = os.path.join(ROOT, "tests", "conformance", "nvml", "versions.rs")
# Every header read, oldest first; CHECKED are the ones the conformance check compiles against.
VERSIONS = ["12.9", "13.0", "13.1", "13.2", "13.3", "13.4", "13.5"]
CHECKED = ["12.9", "13.0", "13.5"]
NEWEST = VERSIONS[-1]
DOCS = "https://docs.nvidia.com/deploy/nvml-api/"

PRIMS = {
    ("char",): "c_char",
    ("signed", "char"): "c_schar",
    ("unsigned", "char"): "c_uchar",
    ("short",): "c_short",
    ("unsigned", "short"): "c_ushort",
    ("int",): "c_int",
    ("unsigned", "int"): "c_uint",
    ("unsigned",): "c_uint",
    ("long",): "c_long",
    ("unsigned", "long"): "c_ulong",
    ("long", "long"): "c_longlong",
    ("signed", "long", "long"): "c_longlong",
    ("signed", "int"): "c_int",
    ("signed",): "c_int",
    ("unsigned", "long", "long"): "c_ulonglong",
    ("float",): "c_float",
    ("double",): "c_double",
    ("void",): "c_void",
}


def fail(msg):
    sys.exit("gen-nvml: " + msg)


def fetch(version):
    out = subprocess.run([os.path.join(ROOT, "scripts", "fetch-cuda.sh"), "nvml/" + version],
                         check=True, capture_output=True, text=True).stdout
    return os.path.join(out.strip().splitlines()[-1], "include")


def gcc_e(inc, defines=()):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "a.c")
        open(src, "w").write('#include "nvml.h"\n')
        args = ["gcc", "-E", "-P", "-D__attribute__(x)=", "-I", inc] + ["-D" + x for x in defines] + [src]
        text = subprocess.run(args, check=True, capture_output=True, text=True).stdout
        macros = subprocess.run(["gcc", "-E", "-dM", "-I", inc, src], check=True, capture_output=True,
                                text=True).stdout
        deprecated = subprocess.run(["gcc", "-E", "-P", "-I", inc] + ["-D" + x for x in defines] + [src],
                                    check=True, capture_output=True, text=True).stdout
    dep = set(re.findall(r"__attribute__\(\(deprecated\)\)\s*\w+\s*\**\s*(nvml\w+)\s*\(", deprecated))
    return text, macros, dep


# ---------------------------------------------------------------------------------------------------------
# The model of one header.

class Header:
    def __init__(self, version):
        self.version = version
        self.types = OrderedDict()  # Rust/C name -> ("enum", values) | ("struct"/"union", fields) | ...
        self.functions = OrderedDict()  # symbol -> (ret, params)
        self.old_functions = OrderedDict()  # the NVML_NO_UNVERSIONED_FUNC_DEFS block: symbol -> proto
        self.renames = {}  # C name -> symbol (`nvmlInit` -> `nvmlInit_v2`)
        self.macros = {}
        self.deprecated = set()


def rust_type(node, consts, const=False):
    """The Rust spelling of a C type node (a parameter or field)."""
    if isinstance(node, c_ast.TypeDecl):
        t = node.type
        if isinstance(t, c_ast.IdentifierType):
            names = tuple(n for n in t.names)
            return PRIMS.get(names) or (names[0] if len(names) == 1 else fail("type %r" % (names,)))
        if isinstance(t, (c_ast.Struct, c_ast.Union, c_ast.Enum)) and t.name:
            return t.name
        fail("type node %s" % t)
    if isinstance(node, c_ast.PtrDecl):
        inner = node.type
        c = "const" if isinstance(inner, c_ast.TypeDecl) and "const" in inner.quals else "mut"
        if isinstance(inner, c_ast.PtrDecl) and "const" in inner.quals:
            pass
        if isinstance(inner, c_ast.FuncDecl):
            fail("function pointer")
        return "*%s %s" % (c, rust_type(inner, consts))
    if isinstance(node, c_ast.ArrayDecl):
        n = evaluate(node.dim, consts)
        return "[%s; %d]" % (rust_type(node.type, consts), n)
    fail("node %s" % node)


def evaluate(e, consts):
    if e is None:
        fail("array without a length")
    if isinstance(e, c_ast.Constant):
        return int(e.value.rstrip("uUlL"), 0)
    if isinstance(e, c_ast.ID):
        return consts[e.name]
    if isinstance(e, c_ast.BinaryOp):
        a, b = evaluate(e.left, consts), evaluate(e.right, consts)
        ops = {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a // b,
               "<<": lambda: a << b, ">>": lambda: a >> b, "|": lambda: a | b, "&": lambda: a & b}
        return ops[e.op]()
    if isinstance(e, c_ast.UnaryOp):
        v = evaluate(e.expr, consts)
        return {"-": -v, "+": v, "~": ~v}[e.op]
    if isinstance(e, c_ast.Cast):
        return evaluate(e.expr, consts)
    fail("expression %s" % e)


def read_header(version):
    inc = fetch(version)
    h = Header(version)
    text, macros, dep = gcc_e(inc)
    old_text, _, old_dep = gcc_e(inc, ["NVML_NO_UNVERSIONED_FUNC_DEFS"])
    h.deprecated = dep | old_dep
    for line in macros.splitlines():
        m = re.match(r"#define (\w+) ?(.*)", line)
        if m and "(" not in m.group(1):
            h.macros[m.group(1)] = m.group(2).strip()
    raw = open(os.path.join(inc, "nvml.h")).read()
    learn_comments(raw)
    for m in re.finditer(r"^\s*#define\s+(nvml\w+)\s+(nvml\w+_v\d+)\s*$", raw, re.M):
        h.renames[m.group(1)] = m.group(2)
    ast = pycparser.CParser().parse(text)
    consts = {}
    for e in ast.ext:
        if isinstance(e, c_ast.Typedef):
            read_typedef(h, e, consts)
        elif isinstance(e, c_ast.Decl) and isinstance(e.type, c_ast.FuncDecl):
            h.functions[e.name] = function(e, consts)
        else:
            fail("%s: top-level %s" % (version, e))
    old = pycparser.CParser().parse(old_text)
    for e in old.ext:
        if isinstance(e, c_ast.Decl) and isinstance(e.type, c_ast.FuncDecl) and e.name not in h.functions:
            h.old_functions[e.name] = function(e, consts)
    h.inc = inc
    return h


def function(e, consts):
    f = e.type
    ret = rust_type(f.type, consts)
    params = []
    for i, p in enumerate((f.args.params if f.args else [])):
        if isinstance(p, c_ast.Typename) and rust_type(p.type, consts) == "c_void":
            continue
        t = p.type
        if isinstance(t, c_ast.ArrayDecl):  # `T x[]` is `T *x`
            t = c_ast.PtrDecl([], t.type)
        name = p.name or "arg%d" % i
        params.append((name, rust_type(t, consts)))
    return ret, params


def read_typedef(h, e, consts):
    t = e.type
    if isinstance(t, c_ast.PtrDecl):
        h.types[e.name] = ("handle", t.type.type.name)
        return
    inner = t.type
    if isinstance(inner, c_ast.Enum):
        values, last = [], -1
        for en in inner.values.enumerators:
            v = evaluate(en.value, consts) if en.value is not None else last + 1
            consts[en.name] = v
            last = v
            values.append((en.name, v))
        h.types[e.name] = ("enum", values, inner.name)
    elif isinstance(inner, (c_ast.Struct, c_ast.Union)):
        kind = "union" if isinstance(inner, c_ast.Union) else "struct"
        h.types[e.name] = (kind, members(h, e.name, inner, consts), inner.name)
    elif isinstance(inner, c_ast.IdentifierType):
        h.types[e.name] = ("alias", rust_type(t, consts))
    else:
        fail("typedef %s" % e.name)


def members(h, outer, node, consts):
    out = []
    for d in node.decls:
        t = d.type
        if d.name is None and isinstance(t, (c_ast.Struct, c_ast.Union)):
            # A C11 anonymous member: its members are the outer type's. A Rust type and field of its own
            # (`anon<k>`); the conformance check finds it through its first member.
            k = sum(1 for n, _ in out if n.startswith("anon"))
            name = "%s_anon%d" % (outer, k)
            kind = "union" if isinstance(t, c_ast.Union) else "struct"
            inner_members = members(h, name, t, consts)
            h.types[name] = (kind, inner_members, None, (outer, None, inner_members[0][0]))
            out.append(("anon%d" % k, name))
            continue
        inner = t.type if isinstance(t, c_ast.TypeDecl) else None
        if isinstance(inner, (c_ast.Struct, c_ast.Union)) and inner.decls is not None:
            # An anonymous (or inline) struct or union: a Rust type of its own, `<outer>_<member>`.
            name = "%s_%s" % (outer, d.name)
            kind = "union" if isinstance(inner, c_ast.Union) else "struct"
            h.types[name] = (kind, members(h, name, inner, consts), None, (outer, d.name))
            out.append((d.name, name))
            continue
        if isinstance(t, c_ast.ArrayDecl) and isinstance(t.type, c_ast.TypeDecl) and \
                isinstance(t.type.type, (c_ast.Struct, c_ast.Union)) and t.type.type.decls is not None:
            name = "%s_%s" % (outer, d.name)
            inner = t.type.type
            kind = "union" if isinstance(inner, c_ast.Union) else "struct"
            h.types[name] = (kind, members(h, name, inner, consts), None, (outer, d.name + "[0]"))
            out.append((d.name, "[%s; %d]" % (name, evaluate(t.dim, consts))))
            continue
        if d.bitsize is not None:
            fail("bit field %s.%s" % (outer, d.name))
        out.append((d.name, rust_type(t, consts)))
    return out


# ---------------------------------------------------------------------------------------------------------
# Layouts and constants, measured by gcc.

def c_run(inc, body, defines=()):
    with tempfile.TemporaryDirectory() as d:
        src, exe = os.path.join(d, "m.c"), os.path.join(d, "m")
        open(src, "w").write("#include <stdio.h>\n#include <stddef.h>\n#include \"nvml.h\"\n"
                             "int main(void) {\n%s\nreturn 0;\n}\n" % body)
        r = subprocess.run(["gcc", "-w", "-I", inc] + ["-D" + x for x in defines] + [src, "-o", exe],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return None, r.stderr
        return subprocess.run([exe], check=True, capture_output=True, text=True).stdout, ""


def c_expr_of(h, name):
    """A C expression of the type `name` (anonymous ones through their outer member)."""
    t = h.types[name]
    if len(t) > 3 and t[3] is not None:
        outer, member = t[3][0], t[3][1]
        if member is None:
            return None
        return "__typeof__(((%s *)0)->%s)" % (c_expr_of(h, outer), member)
    return name


def measure(h):
    """Each struct's (size, align, [(field, offset, size)]), by gcc."""
    lines = []
    for name, t in h.types.items():
        if t[0] not in ("struct", "union"):
            continue
        ty = c_expr_of(h, name)
        if ty is None:  # a C11 anonymous member: measured within its outer type
            continue
        lines.append('printf("S %s %%zu %%zu\\n", sizeof(%s), _Alignof(%s));' % (name, ty, ty))
        for field, rty in t[1]:
            member = field
            if field.startswith("anon"):
                inner = h.types[rty]
                member = inner[1][0][0]
                fsize = "sizeof(%s)" % rust_size_expr(h, rty)
            else:
                fsize = "sizeof(((%s *)0)->%s)" % (ty, member)
            lines.append('printf("F %s %s %%zu %%zu\\n", offsetof(%s, %s), %s);'
                         % (name, field, ty, member, fsize))
    out, err = c_run(h.inc, "\n".join(lines))
    if out is None:
        fail("measuring %s: %s" % (h.version, err[:2000]))
    layout = {}
    for line in out.splitlines():
        w = line.split()
        if w[0] == "S":
            layout[w[1]] = [int(w[2]), int(w[3]), []]
        else:
            layout[w[1]][2].append((w[2], int(w[3]), int(w[4])))
    # Anonymous members: size and alignment from their own members.
    for name, t in h.types.items():
        if t[0] in ("struct", "union") and len(t) > 3 and t[3] is not None and t[3][1] is None:
            outer = layout[t[3][0]]
            f = [x for x in outer[2] if h.types[t[3][0]][1][[n for n, _ in h.types[t[3][0]][1]].index(x[0])][1] == name]
            size = f[0][2]
            layout[name] = [size, None, [(m, 0, None) for m, _ in t[1]]]
    return layout


def rust_size_expr(h, name):
    """sizeof of an anonymous member type: the largest member (a union) or the sum (a struct)."""
    t = h.types[name]
    outer = c_expr_of(h, t[3][0])
    parts = ["sizeof(((%s *)0)->%s)" % (outer, m) for m, _ in t[1]]
    if t[0] == "union":
        expr = parts[0]
        for p in parts[1:]:
            expr = "((%s) > (%s) ? (%s) : (%s))" % (p, expr, p, expr)
        return "char[%s]" % expr
    fail("anonymous struct member in %s" % name)


INT_TYPES = [("int", "c_int"), ("unsigned int", "c_uint"), ("long", "c_long"), ("unsigned long", "c_ulong"),
             ("long long", "c_longlong"), ("unsigned long long", "c_ulonglong")]


def constants(h):
    """The integer `#define`s: name -> (Rust type, value)."""
    names = [n for n in h.macros if n.startswith(("NVML_", "nvml"))
             and h.macros[n] and n not in h.renames and not re.match(r"nvml\w+_v\d+$", h.macros[n])
             and h.macros[n] not in h.functions and h.macros[n] not in h.old_functions]
    out = {}
    todo = list(names)
    while todo:
        body = []
        for n in todo:
            checks = " : ".join("__builtin_types_compatible_p(__typeof__(%s), %s) ? %d" % (n, c, i)
                                for i, (c, _) in enumerate(INT_TYPES))
            body.append('printf("%s %%d %%lld\\n", __builtin_classify_type(%s) == 1 ? (%s : -1) : -1, '
                        '(long long)(%s));' % (n, n, checks, n))
        src_out, err = c_run(h.inc, "\n".join(body))
        if src_out is not None:
            for line in src_out.splitlines():
                n, k, v = line.split()
                if int(k) >= 0:
                    rty = INT_TYPES[int(k)][1]
                    v = int(v)
                    if rty in ("c_uint", "c_ulong", "c_ulonglong") and v < 0:
                        v &= (1 << (32 if rty == "c_uint" else 64)) - 1
                    out[n] = (rty, v)
            break
        bad = set(re.findall(r"m\.c:(\d+):\d+: (?:error|note)", err))
        if not bad:
            fail("constants: " + err[:2000])
        # Line numbers: 4 header lines before the first printf.
        drop = {todo[int(b) - 5] for b in bad if 0 <= int(b) - 5 < len(todo)}
        todo = [n for n in todo if n not in drop]
    return out


# ---------------------------------------------------------------------------------------------------------
# Areas and doc lines.

# (area, module doc, name fragments): an item goes to the first area one of whose fragments its name has.
AREAS = [
    ("result", "The status every NVML call returns.", ["nvmlReturn", "NVML_SUCCESS", "NVML_ERROR"]),
    ("vgpu", "Virtual GPUs (vGPU): types, instances, scheduling, licensing, host and guest information.",
     ["Vgpu", "VGPU", "vgpu", "Grid", "GRID", "Ccu", "CCU", "Gsp", "GSP", "Vgpu"]),
    ("gpm", "GPU performance monitoring (GPM): samples and the metrics computed between two.",
     ["Gpm", "GPM"]),
    ("nvlink", "NVLink, C2C and the GPU fabric: link state, capabilities, counters, bandwidth.",
     ["NvLink", "Nvlink", "NVLINK", "NvlinkBw", "C2c", "C2C", "Prm", "PRM", "Fabric", "FABRIC"]),
    ("mig", "Multi-instance GPU (MIG): GPU instances, compute instances, their profiles and placements.",
     ["GpuInstance", "ComputeInstance", "GPU_INSTANCE", "COMPUTE_INSTANCE", "Mig", "MIG"]),
    ("events", "Events: event sets, the event types a device reports, and system events.",
     ["Event", "EVENT"]),
    ("ecc", "ECC, memory errors, retired pages, remapped rows and repair status.",
     ["Ecc", "ECC", "MemoryError", "MEMORY_ERROR", "Sram", "SRAM", "RowRemap", "Retired", "PAGE_RETIREMENT",
      "Repair", "MemoryLocation", "MEMORY_LOCATION", "Dram", "DRAM"]),
    ("clocks", "Clocks, performance states and the reasons clocks are held down.",
     ["Clock", "CLOCK", "Pstate", "PSTATE", "Perf", "PERF", "Throttle", "THROTTLE", "AppClock"]),
    ("power", "Power, temperature, fans and coolers.",
     ["Power", "POWER", "Temperature", "TEMPERATURE", "Thermal", "THERMAL", "Fan", "FAN", "Cooler",
      "COOLER", "Margin", "Workload", "WORKLOAD"]),
    ("unit", "S-class units: their fans, LEDs, power supplies and the devices they hold.",
     ["Unit", "UNIT", "Psu", "Hwbc", "Led", "LED"]),
    ("process", "Processes, accounting, samples and utilisation.",
     ["Process", "PROCESS", "Accounting", "ACCOUNTING", "Utilization", "UTILIZATION", "Sample", "SAMPLE",
      "Encoder", "ENCODER", "FBC", "Fbc", "Jpg", "Ofa"]),
    ("pci", "PCI information, topology, affinity and the bus.",
     ["Pci", "PCI", "Bridge", "BRIDGE", "BusType", "BUS_TYPE", "Topology", "TOPOLOGY", "Affinity",
      "AFFINITY", "P2P", "NVLINK_P2P", "Pcie", "PCIE"]),
    ("field_values", "Field values: many queries answered by one call, by field identifier.",
     ["FieldValue", "NVML_FI_", "nvmlValue"]),
    ("system", "The system: initialisation, driver and NVML versions, system-wide settings.",
     ["System", "SYSTEM", "Init", "INIT", "Shutdown", "ErrorString", "Excluded", "Driver", "DRIVER",
      "Conf", "CONF", "Rusd", "RUSD", "Platform"]),
    ("device", "Devices: handles, identity, memory, modes, and everything else a device answers.", [""]),
]


COMMENT_RUNS = set()
COMMENT_TEXT = []


def learn_comments(raw):
    """The words of nvml.h's comments, so that no generated doc line repeats them (the conformance
    check's rule: six words in a row, or a whole sentence of 25 characters or more)."""
    for c in re.findall(r"/\*.*?\*/|//[^\n]*", raw, re.S):
        w = re.findall(r"[a-z0-9]+", c.lower())
        COMMENT_RUNS.update(tuple(w[i:i + 6]) for i in range(len(w) - 5))
        COMMENT_TEXT.append(" " + " ".join(w) + " ")


def echoes_header(doc):
    w = re.findall(r"[a-z0-9]+", doc.lower())
    if any(tuple(w[i:i + 6]) in COMMENT_RUNS for i in range(len(w) - 5)):
        return True
    for sentence in re.split(r"[.:;!?()]", doc):
        sw = re.findall(r"[a-z0-9]+", sentence.lower())
        text = " ".join(sw)
        if len(sw) >= 3 and len(text) >= 25 and any(" %s " % text in t for t in COMMENT_TEXT):
            return True
    return False


def own(doc, fallback):
    return fallback if echoes_header(doc) else doc


def area_of(name):
    for area, _, frags in AREAS:
        if any(f in name for f in frags):
            return area
    return "device"


def words(name):
    s = re.sub(r"^nvml", "", name)
    s = re.sub(r"_t$", "", s)
    s = s.replace("_", " ")
    s = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", s)
    s = re.sub(r"(?<=[A-Z])(?=[A-Z][a-z])", " ", s)
    return " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in s.split())


VERBS = {"get": "Reads", "set": "Sets", "clear": "Clears", "reset": "Resets", "create": "Creates",
         "destroy": "Destroys", "register": "Registers", "free": "Frees", "wait": "Waits for",
         "query": "Queries", "validate": "Validates", "remove": "Removes", "discover": "Discovers",
         "modify": "Modifies", "on": "On", "read": "Reads", "write": "Writes", "power": "Powers",
         "is": "Tells whether", "workload": "Workload", "sample": "Samples"}
OWNERS = ["Device", "System", "Unit", "VgpuInstance", "VgpuTypeGet", "VgpuType", "GpuInstance",
          "ComputeInstance", "EventSet", "SystemEventSet", "Gpm", "Vgpu", "GetVgpu", "Set", "Get"]


def function_doc(c_name, symbol):
    base = re.sub(r"_v\d+$", "", c_name)
    rest = base[4:]
    owner = ""
    for o in ["Device", "SystemEventSet", "System", "Unit", "VgpuInstance", "VgpuType", "GpuInstance",
              "ComputeInstance", "EventSet", "Gpm"]:
        if rest.startswith(o) and len(rest) > len(o) and rest[len(o)].isupper():
            owner, rest = o, rest[len(o):]
            break
    w = words("nvml" + rest).split()
    if w and w[0] in VERBS:
        text = VERBS[w[0]] + " " + " ".join(w[1:])
    else:
        text = " ".join(w).capitalize() if w else c_name
    text = text.strip()
    if owner:
        text = "%s: %s" % (words("nvml" + owner).capitalize(), text[0].lower() + text[1:])
    else:
        text = text[0].upper() + text[1:]
    return own("%s (`%s`)." % (text, symbol), "The NVML function exported as `%s`." % symbol)


def type_doc(name, kind):
    w = words(name)
    what = {"enum": "The values of", "struct": "The C struct", "union": "The C union", "handle": "A handle to",
            "alias": "Another name of"}[kind]
    return own("%s `%s`: %s." % (what, name, w), "%s `%s`." % (what, name))


# Our own sentence for each status code (the safe layer's fallback when the library cannot say).
RESULT_DOCS = {
    "NVML_SUCCESS": "The call succeeded.",
    "NVML_ERROR_UNINITIALIZED": "NVML was not initialised: call `nvmlInit` first.",
    "NVML_ERROR_INVALID_ARGUMENT": "An argument was not acceptable (a null pointer, a bad handle, a value out of range).",
    "NVML_ERROR_NOT_SUPPORTED": "This device or this driver cannot answer the query or make the change.",
    "NVML_ERROR_NO_PERMISSION": "The caller lacks the privileges the call needs (usually root).",
    "NVML_ERROR_ALREADY_INITIALIZED": "NVML was already initialised (no longer returned).",
    "NVML_ERROR_NOT_FOUND": "Nothing matched what was asked for (a device id, a process, an instance).",
    "NVML_ERROR_INSUFFICIENT_SIZE": "A buffer or count was too small; the count now says how much is needed.",
    "NVML_ERROR_INSUFFICIENT_POWER": "An external power cable of the device is not connected properly.",
    "NVML_ERROR_DRIVER_NOT_LOADED": "The NVIDIA kernel driver is not loaded.",
    "NVML_ERROR_TIMEOUT": "The call ran out of time.",
    "NVML_ERROR_IRQ_ISSUE": "The kernel detected an interrupt problem with a GPU.",
    "NVML_ERROR_LIBRARY_NOT_FOUND": "A shared library NVML needs could not be found or loaded.",
    "NVML_ERROR_FUNCTION_NOT_FOUND": "The loaded NVML does not implement the function.",
    "NVML_ERROR_CORRUPTED_INFOROM": "The infoROM of the device holds corrupt data.",
    "NVML_ERROR_GPU_IS_LOST": "The GPU stopped answering (fell off the bus or failed); it needs a reset or a reboot.",
    "NVML_ERROR_RESET_REQUIRED": "Only a reset of the GPU makes it work again.",
    "NVML_ERROR_OPERATING_SYSTEM": "The operating system refused the operation.",
    "NVML_ERROR_LIB_RM_VERSION_MISMATCH": "The NVML library and the kernel driver are of different versions.",
    "NVML_ERROR_IN_USE": "The GPU is in use, so the operation cannot be done now.",
    "NVML_ERROR_MEMORY": "NVML could not allocate memory.",
    "NVML_ERROR_NO_DATA": "There is no data to return.",
    "NVML_ERROR_VGPU_ECC_NOT_SUPPORTED": "The operation is not possible because ECC is on for the vGPU.",
    "NVML_ERROR_INSUFFICIENT_RESOURCES": "Not enough resources (of the GPU or the system) for the request.",
    "NVML_ERROR_FREQ_NOT_SUPPORTED": "The frequency asked for is not one the device supports.",
    "NVML_ERROR_ARGUMENT_VERSION_MISMATCH": "A struct's version field is not one this NVML knows.",
    "NVML_ERROR_DEPRECATED": "The function is deprecated and no longer does anything.",
    "NVML_ERROR_NOT_READY": "Too early: ask again later.",
    "NVML_ERROR_GPU_NOT_FOUND": "No GPU was found to act on.",
    "NVML_ERROR_INVALID_STATE": "The device is in a state in which the request cannot be made.",
    "NVML_ERROR_RESET_TYPE_NOT_SUPPORTED": "The reset type asked for is not supported.",
    "NVML_ERROR_UNKNOWN": "An error NVML has no other code for.",
}


def value_doc(enum_name, const_name, prefix):
    if enum_name == "nvmlReturn_t" and const_name in RESULT_DOCS:
        return RESULT_DOCS[const_name]
    rest = const_name[len(prefix):] if const_name.startswith(prefix) else const_name
    return own("`%s`: %s." % (const_name, words(rest).replace("_", " ").lower() or "the value"),
               "The constant `%s`." % const_name)


def common_prefix(names):
    if not names:
        return ""
    p = os.path.commonprefix(names)
    return p[:p.rfind("_") + 1] if "_" in p else ""


# ---------------------------------------------------------------------------------------------------------
# The Rust text.

KEYWORDS = {"type", "ref", "fn", "match", "mod", "move", "loop", "impl", "in", "use", "where", "self",
            "struct", "enum", "trait", "box", "priv", "final", "override", "macro", "yield", "async"}


def rid(name):
    return "r#" + name if name in KEYWORDS else name


def vnum(label):
    major, minor = label.split(".")
    return int(major) * 1000 + int(minor) * 10


def first_seen(headers, test):
    for h in headers:
        if test(h):
            return h.version
    return None


def emit_struct(name, t, layout):
    kind, fields = t[0], t[1]
    size, align, measured = layout[name]
    anon_of = len(t) > 3 and t[3] is not None
    out = ["/// %s" % type_doc(name, kind)]
    if anon_of and t[3][1] is not None:
        out.append("///")
        out.append("/// Anonymous in C: the type of `%s`'s member `%s`." % (t[3][0], t[3][1].replace("[0]", "")))
    elif anon_of:
        out.append("///")
        out.append("/// A C11 anonymous member of `%s` (its members are `%s`'s own in C)." % (t[3][0], t[3][0]))
    out.append("#[cuda_struct(size = %d%s)]" % (size, ", align = %d" % align if align else ""))
    out.append("pub %s %s {" % (kind, name))
    pos, pad = 0, 0
    offsets = {f: (o, s) for f, o, s in measured}
    for field, rty in fields:
        off, fsize = offsets[field]
        if kind == "struct" and off > pos:
            out += ["    #[cuda(reserved)]", "    _pad%d: [u8; %d]," % (pad, off - pos)]
            pad += 1
        out.append("    /// %s" % field_doc(field, rty))
        out.append("    pub %s: %s," % (rid(field), rty))
        if kind == "struct":
            pos = off + (fsize or 0)
    if kind == "struct" and size > pos:
        out += ["    #[cuda(reserved)]", "    _pad%d: [u8; %d]," % (pad, size - pos)]
    if kind == "union" and size > max(s or 0 for _, _, s in measured):
        # No member covers the alignment padding at the end: a reserved one that does.
        out += ["    #[cuda(reserved)]", "    _whole: [u8; %d]," % size]
    out.append("}")
    return out


def field_doc(field, rty):
    w = words(field)
    if rty.startswith("[c_char;"):
        return own("`%s`: %s (a NUL-terminated string)." % (field, w), "The member `%s`, a string." % field)
    return own("`%s`: %s." % (field, w), "The member `%s`." % field)


def emit_enum(name, values, notes):
    prefix = common_prefix([n for n, _ in values])
    out = ["/// %s" % type_doc(name, "enum"), "///",
           "/// Open: a value from a newer NVML is a value too (its `name()` is `None`).",
           "#[cuda_enum]", "pub enum %s {" % name]
    for n, v in values:
        out.append("    /// %s" % value_doc(name, n, prefix))
        if n in notes:
            out.append("    /// %s" % notes[n])
        out.append("    %s = %d," % (n, v))
    out.append("}")
    return out


def rust_value(rty, v):
    if rty in ("c_long", "c_ulong"):
        return "%d_i128 as %s" % (v, rty) if False else "0x%x_u64 as %s" % (v & ((1 << 64) - 1), rty)
    return str(v)


def main():
    headers = [read_header(v) for v in VERSIONS]
    new = headers[-1]
    checked = [h for h in headers if h.version in CHECKED]
    layout = measure(new)
    consts = constants(new)
    layouts = {h.version: measure(h) for h in checked}
    const_of = {h.version: constants(h) for h in checked}
    for h in headers[:-1]:
        gone = [n for n in h.types if n not in new.types] + \
               [n for n in list(h.functions) + list(h.old_functions)
                if n not in new.functions and n not in new.old_functions]
        if gone:
            fail("%s has what %s dropped: %s (declare it: not handled yet)" % (h.version, NEWEST, gone))

    since = {}  # item name -> first version (of all read) that has it, where later than the oldest
    def note(item, version):
        if version != VERSIONS[0]:
            since[item] = version

    areas = OrderedDict((a, []) for a, _, _ in AREAS)
    kinds = {"struct": [], "union": [], "enum": [], "handle": [], "alias": []}
    for name, t in new.types.items():
        area = area_of(name) if not (len(t) > 3 and t[3]) else area_of(t[3][0])
        note(name, first_seen(headers, lambda h: name in h.types))
        if t[0] == "enum":
            notes = {}
            for n, _ in t[1]:
                v = first_seen(headers, lambda h: name in h.types and n in [x for x, _ in h.types[name][1]])
                note(n, v)
                if v != VERSIONS[0]:
                    notes[n] = "New in NVML %s." % v
            areas[area].append(emit_enum(name, t[1], notes))
        elif t[0] in ("struct", "union"):
            areas[area].append(emit_struct(name, t, layout))
        elif t[0] == "handle":
            areas[area].append(["/// %s" % type_doc(name, "handle"), "#[cuda_handle(send, sync)]",
                                "pub struct %s(*mut c_void);" % name])
        else:
            areas[area].append(["/// %s" % type_doc(name, "alias"), "pub type %s = %s;" % (name, t[1])])
        kinds[t[0]].append(name)
    # `#define`s an older header has and a later one dropped: declared too, from the last header with them.
    until = {}
    for h in reversed(checked):
        for n, val in const_of[h.version].items():
            if n not in consts:
                consts[n] = val
                until[n] = next(c.version for c in checked if vnum(c.version) > vnum(h.version)
                                and n not in const_of[c.version])
    for n, (rty, v) in consts.items():
        note(n, first_seen(headers, lambda h: n in h.macros))
        if re.match(r"nvml\w+_v\d+$", n) and n + "_t" in new.types:
            doc = "/// The `#define` `%s`: the version word of `%s_t` (its size and version)." % (n, n)
        else:
            doc = "/// The `#define` `%s`: %s." % (n, words(n).lower())
        if n in until:
            doc += "\n/// Gone from nvml.h since NVML %s." % until[n]
        areas[area_of(n)].append([doc, "pub const %s: %s = %s;" % (n, rty, rust_value(rty, v))])

    # Functions.
    by_symbol = OrderedDict()
    rename_of = {v: k for k, v in new.renames.items()}
    for sym, (ret, params) in new.functions.items():
        by_symbol[sym] = (rename_of.get(sym, sym), ret, params, False)
    for sym, (ret, params) in new.old_functions.items():
        by_symbol[sym] = (re.sub(r"_v\d+$", "", sym), ret, params, True)
    fn_lines = []
    for sym, (c_name, ret, params, old) in by_symbol.items():
        v = first_seen(headers, lambda h: sym in h.functions or sym in h.old_functions)
        note(sym, v)
        doc = function_doc(c_name, sym)
        if old:
            current = new.renames[re.sub(r"_v\d+$", "", sym)]
            doc = "%s An ABI older than `%s`'s: what a program built with `NVML_NO_UNVERSIONED_FUNC_DEFS` calls." % (
                doc, current)
        if v != VERSIONS[0]:
            doc += " NVML %s and later." % v
        rust_name = c_name if not old else (sym if sym != c_name else sym + "_v1")
        ps = ", ".join("%s: %s" % (rid(p), t) for p, t in params)
        line = "    fn %s(%s)" % (rust_name, ps)
        if ret != "nvmlReturn_t":
            line += " -> %s" % ret
        if old:
            line += " = %s" % c_name
        if v != VERSIONS[0]:
            line += " @ %d" % vnum(v)
        if sym != rust_name or old:
            line += ' as "%s"' % sym
        fn_lines.append("    /// %s" % doc)
        fn_lines.append(line + ";")

    write_sys(areas, fn_lines, kinds, consts, new)
    write_versions(since, headers, checked, layouts, const_of, new, until)


HEADER = "// Generated by scripts/gen-nvml.py from nvml.h %s; edit the script, not this file.\n" % (
    ", ".join(CHECKED))


def write_sys(areas, fn_lines, kinds, consts, new):
    os.makedirs(SYS, exist_ok=True)
    for f in os.listdir(SYS):
        if f.endswith(".rs"):
            os.remove(os.path.join(SYS, f))
    modules = []
    docs = {a: d for a, d, _ in AREAS}
    for area, items in areas.items():
        if not items:
            continue
        parts, cur, n = [], [], 0
        for it in items:
            if n + len(it) > 540 and cur:
                parts.append(cur)
                cur, n = [], 0
            cur.append(it)
            n += len(it) + 1
        parts.append(cur)
        for i, part in enumerate(parts):
            mod = area if len(parts) == 1 else "%s_%d" % (area, i + 1)
            modules.append(mod)
            text = ["//! %s" % docs[area] + ("" if len(parts) == 1 else " (part %d of %d)" % (i + 1, len(parts))),
                    "//!", "//! Reference: <%s>." % DOCS, HEADER.rstrip(),
                    "#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals, unused_imports)]",
                    "#![allow(clippy::unreadable_literal)]",
                    "",
                    "use core::ffi::{c_char, c_double, c_int, c_long, c_longlong, c_uchar, c_uint, c_ulong, "
                    "c_ulonglong, c_ushort, c_void};",
                    "",
                    "use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};",
                    "",
                    "use super::*;", ""]
            for it in part:
                text += it + [""]
            open(os.path.join(SYS, mod + ".rs"), "w").write("\n".join(text).rstrip() + "\n")
    # The functions.
    text = ["//! Every function of nvml.h 12.9, 13.0 and 13.5: one `functions!` table, the calls `unsafe` methods",
            "//! of [`NvmlLibrary`](crate::NvmlLibrary), named as in C. A name the header maps to a versioned symbol",
            "//! (`#define nvmlInit nvmlInit_v2`) is declared under the plain name and looked up by that symbol;",
            "//! the older symbols (`NVML_NO_UNVERSIONED_FUNC_DEFS`) under `<name>_v1`. `@ version`: the first",
            "//! NVML (CUDA release) whose header declares the function, where later than 12.9.",
            "//!",
            "//! One table by design, so this generated file is longer than the others.",
            "//!",
            "//! Reference: <%s>." % DOCS, HEADER.rstrip(),
            "#![allow(non_snake_case, unused_imports)]", "",
            "use core::ffi::{c_char, c_int, c_long, c_longlong, c_uint, c_ulong, c_ulonglong, c_void};", "",
            "use super::*;", "",
            "cuda_struct::functions! {",
            "    /// Every NVML function, resolved by its exported symbol (`None`: the loaded library lacks it).",
            "    pub struct Functions -> nvmlReturn_t, calls on crate::NvmlLibrary;"] + fn_lines + ["}"]
    open(os.path.join(SYS, "functions.rs"), "w").write("\n".join(text) + "\n")
    # The registry: one file per kind, the long list of constants in parts.
    anon = {n: t[3] for n, t in new.types.items() if len(t) > 3 and t[3]}
    reg = os.path.join(SYS, "registry")
    os.makedirs(reg, exist_ok=True)
    for f in os.listdir(reg):
        os.remove(os.path.join(reg, f))
    head = ["//! %s", HEADER.rstrip(), "", "use cuda_struct::StructInfo;", "",
            "use crate::sys::*;", ""]

    def write_reg(name, doc, lines):
        text = [h % doc if "%s" in h else h for h in head] + lines
        if "StructInfo" not in "\n".join(lines):
            text.remove("use cuda_struct::StructInfo;")
            text.remove("")
        open(os.path.join(reg, name + ".rs"), "w").write("\n".join(text) + "\n")

    lines = ["/// Every struct and union (anonymous C ones under the names this crate gives them).",
             "pub static STRUCTS: &[StructInfo] = &["]
    for n in kinds["struct"] + kinds["union"]:
        a = anon.get(n)
        if a and a[1] is None:
            where = 'Some(("%s", ""))' % a[0]
        elif a:
            where = 'Some(("%s", "%s"))' % (a[0], a[1])
        else:
            where = "None"
        lines.append("    struct_info::<%s>(%s)," % (n, where))
    write_reg("structs", "Every struct and union, as data.", lines + ["];"])
    lines = ["/// Every enum.", "pub static ENUMS: &[EnumEntry] = &["]
    lines += ["    EnumEntry::of::<%s>()," % n for n in kinds["enum"]]
    lines += ["];", "", "/// Every handle: C name and size.", "pub static HANDLES: &[(&str, usize)] = &["]
    lines += ['    ("%s", core::mem::size_of::<%s>()),' % (n, n) for n in kinds["handle"]]
    lines += ["];", "", "/// Every `typedef` of another type: C name, and the Rust type it is.",
              "pub static ALIASES: &[(&str, &str)] = &["]
    lines += ['    ("%s", "%s"),' % (n, new.types[n][1]) for n in kinds["alias"]]
    write_reg("types", "Every enum, handle and alias, as data.", lines + ["];"])
    names = list(consts)
    half = (len(names) + 1) // 2
    parts = [names[:half], names[half:]]
    for k, part in enumerate(parts):
        lines = ["/// Integer `#define`s (part %d of %d): C name, value, Rust type." % (k + 1, len(parts)),
                 "pub(super) static CONSTANTS: &[(&str, i128, &str)] = &["]
        lines += ['    ("%s", %s as i128, "%s"),' % (n, n, consts[n][0]) for n in part]
        write_reg("constants_%d" % (k + 1), "The integer `#define`s, as data (part %d)." % (k + 1), lines + ["];"])
    text = ["//! What the areas declare, as data: for the conformance check and for tools. Each list is",
            "//! generated beside the declarations, from the same model of the header.", HEADER.rstrip(), "",
            "mod constants_1;", "mod constants_2;", "mod structs;", "mod types;", "",
            "pub use structs::STRUCTS;", "pub use types::{ALIASES, ENUMS, HANDLES};", "",
            "/// Every integer `#define`: C name, value, Rust type.",
            "pub fn constants() -> impl Iterator<Item = &'static (&'static str, i128, &'static str)> {",
            "    constants_1::CONSTANTS.iter().chain(constants_2::CONSTANTS)", "}"]
    open(os.path.join(reg, "mod.rs"), "w").write("\n".join(text) + "\n")
    # mod.rs
    text = ["//! `nvml.h`, declared with `cuda-struct`'s macros: every type, constant and function of NVML 12.9,",
            "//! 13.0 and 13.5 (the headers of NVIDIA's `nvidia-nvml-dev` wheels), C names exactly, in files by area.",
            "//!",
            "//! The doc lines are generated from the C names by `scripts/gen-nvml.py` (NVIDIA's own comments are",
            "//! not copied); what each item means is in NVIDIA's reference: <%s>." % DOCS,
            "//! An item a header older than 13.5 lacks says `New in NVML <version>`; a function",
            "//! carries that version in its table line, and a missing one is an error naming it.",
            "//! Structs are declared at 13.5's layout (`nvmlGpmMetricsGet_t` grew in 13.2 and 13.4: an older NVML",
            "//! reads the front of it).",
            HEADER.rstrip(), "", "mod functions;", "pub mod registry;", ""]
    for m in modules:
        text.append("mod %s;" % m)
    text.append("")
    text.append("pub use functions::Functions;")
    text.append("pub use crate::info::{struct_info, EnumEntry};")
    for m in modules:
        text.append("pub use %s::*;" % m)
    open(os.path.join(SYS, "mod.rs"), "w").write("\n".join(text) + "\n")


def write_versions(since, headers, checked, layouts, const_of, new, until):
    os.makedirs(os.path.dirname(VERSIONS_RS), exist_ok=True)
    # Items a checked header lacks: the first checked version that has each.
    rows = []
    for item, v in sorted(since.items()):
        first_checked = next(c for c in CHECKED[::-1] if vnum(c) >= vnum(v)) if False else None
        for c in sorted(CHECKED, key=vnum):
            if vnum(c) >= vnum(v):
                first_checked = c
                break
        rows.append('    ("%s", "%s", "%s"),' % (item, v, first_checked))
    # Layouts that differ in a checked header.
    diffs = []
    for c in CHECKED:
        for name, (size, align, fields) in layouts[NEWEST].items():
            old = layouts[c].get(name)
            if old is not None and (old[0] != size or old[2] != fields):
                diffs.append('    ("%s", "%s", %d),' % (name, c, old[0]))
    # Aliases of another type in a checked header.
    for h in checked:
        for name, t in new.types.items():
            old = h.types.get(name)
            if t[0] == "alias" and old is not None and old != t:
                diffs.append('    ("%s", "%s", -1),' % (name, h.version))
    # Constants whose value differs in a checked header: `#define`s and enum values.
    cdiffs = []
    for h in checked:
        for name, t in new.types.items():
            old = h.types.get(name)
            if t[0] == "enum" and old is not None:
                before = dict(old[1])
                for n, v in t[1]:
                    if n in before and before[n] != v:
                        cdiffs.append('    ("%s", "%s", %d),' % (n, h.version, before[n]))
    for c in CHECKED:
        for n, (t, v) in const_of[NEWEST].items():
            if n in const_of[c] and const_of[c][n][1] != v:
                cdiffs.append('    ("%s", "%s", %d),' % (n, c, const_of[c][n][1]))
    text = ["//! Which nvml.h has which item: generated by scripts/gen-nvml.py from the headers of %s." % ", ".join(VERSIONS),
            "//! The check holds the headers to it: an item a header lacks must be listed here as newer, and one",
            "//! listed as newer must be absent.", "",
            "/// (item, the first NVML whose header has it, the first checked header that has it).",
            "#[rustfmt::skip]",
            "pub(crate) const SINCE: &[(&str, &str, &str)] = &["] + rows + ["];", "",
            "/// Structs whose layout in an older checked header is not 13.5's: (type, header, its size there);",
            "/// an alias of another type there: size -1.",
            "#[rustfmt::skip]",
            "pub(crate) const LAYOUT: &[(&str, &str, i64)] = &["] + diffs + ["];", "",
            "/// Constants whose value in an older checked header is not 13.5's: (name, header, value there).",
            "#[rustfmt::skip]",
            "pub(crate) const VALUES: &[(&str, &str, i64)] = &["] + cdiffs + ["];", "",
            "/// `#define`s a later header dropped: (name, the first checked header without it).",
            "#[rustfmt::skip]",
            "pub(crate) const UNTIL: &[(&str, &str)] = &["] + ['    ("%s", "%s"),' % kv for kv in sorted(until.items())] + ["];"]
    open(VERSIONS_RS, "w").write("\n".join(text) + "\n")


if __name__ == "__main__":
    main()
