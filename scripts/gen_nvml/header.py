"""gen-nvml: the versions read, and nvml.h preprocessed by gcc and parsed by pycparser into a model."""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict

import pycparser
from pycparser import c_ast


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
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


def vnum(label):
    """`"13.2"` as 13020."""
    major, minor = label.split(".")
    return int(major) * 1000 + int(minor) * 10


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


def rust_type(node, consts):
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
    h.raw = raw
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
