"""gen-cublas: each version's cublas_api.h and cublasLt.h, preprocessed by gcc and parsed by pycparser."""

import os
import re
import subprocess
import tempfile
from collections import OrderedDict

import pycparser
from pycparser import c_ast

from gen_nvml.header import PRIMS, evaluate, fail

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SYS = os.path.join(ROOT, "cuda-cublas", "src", "sys")
SINCE_RS = os.path.join(ROOT, "tests", "conformance", "cublas_since.rs")
# The headers read, oldest first (CUDA release: cuBLAS 12.9.1, 13.1.0, 13.10.0).
VERSIONS = ["12.9", "13.0", "13.5"]
NEWEST = VERSIONS[-1]
# The files whose declarations are ours; everything else they include is another crate's or libc's.
OURS = ("cublas_api.h", "cublasLt.h", "library_types.h")
# The names the headers take from elsewhere, with their Rust spelling.
EXTERNAL = {
    "size_t": "usize", "int64_t": "i64", "uint64_t": "u64", "int32_t": "i32", "uint32_t": "u32",
    "int8_t": "i8", "uint8_t": "u8", "int16_t": "i16", "uint16_t": "u16",
    "cudaStream_t": "cudaStream_t", "cuComplex": "cuComplex", "cuDoubleComplex": "cuDoubleComplex",
    "cuFloatComplex": "cuFloatComplex", "FILE": "FILE",
}


def vnum(label):
    major, minor = label.split(".")
    return int(major) * 1000 + int(minor) * 10


def component(name):
    out = subprocess.run([os.path.join(ROOT, "scripts", "fetch-cuda.sh"), name], check=True,
                         capture_output=True, text=True).stdout
    return os.path.join(out.strip().splitlines()[-1], "include")


def includes(version):
    return [component("%s/%s" % (c, version)) for c in ("cublas", "cudart", "cuda-crt", "cccl")]


def preprocess(incs):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "a.c")
        open(src, "w").write('#include "cublas_v2.h"\n#include "cublasLt.h"\n')
        args = ["gcc", "-E", "-D__attribute__(x)=", "-D__inline__=", src] + ["-I" + i for i in incs]
        text = subprocess.run(args, check=True, capture_output=True, text=True).stdout
        macros = subprocess.run(["gcc", "-E", "-dM", src] + ["-I" + i for i in incs], check=True,
                                capture_output=True, text=True).stdout
    return text, macros


def ours_only(text):
    """The lines of the preprocessed text that come from `OURS`, each with its file."""
    cur, out = None, []
    for line in text.splitlines():
        m = re.match(r'# \d+ "([^"]+)"', line)
        if m:
            cur = m.group(1).rsplit("/", 1)[-1]
            continue
        if cur in OURS and line.strip():
            out.append((cur, line))
    return out


class Header:
    def __init__(self, version):
        self.version = version
        self.types = OrderedDict()  # name -> (kind, payload, file)
        self.functions = OrderedDict()  # name -> (ret, params, file)
        self.defines = OrderedDict()  # name -> (rust type, value)
        self.raw = ""
        self.inline = OrderedDict()  # name -> (params, callee, [arg name | ("sizeof", param)])


def rust_type(node):
    if isinstance(node, c_ast.TypeDecl):
        t = node.type
        if isinstance(t, c_ast.IdentifierType):
            names = tuple(n for n in t.names if n != "int" or len(t.names) == 1 or
                          t.names == ["unsigned", "int"] or t.names == ["signed", "int"])
            if names in PRIMS:
                return PRIMS[names]
            if len(names) == 1:
                return EXTERNAL.get(names[0], names[0])
            fail("type %r" % (names,))
        if isinstance(t, (c_ast.Struct, c_ast.Union, c_ast.Enum)) and t.name:
            return t.name
        fail("type node %s" % t)
    if isinstance(node, c_ast.PtrDecl):
        inner = node.type
        if isinstance(inner, c_ast.FuncDecl):
            ret = rust_type(inner.type)
            ps = params(inner)
            sig = "unsafe extern \"C\" fn(%s)" % ", ".join(t for _, t in ps)
            if ret != "c_void":
                sig += " -> " + ret
            return "Option<%s>" % sig
        c = "const" if isinstance(inner, c_ast.TypeDecl) and "const" in inner.quals else "mut"
        if isinstance(inner, c_ast.PtrDecl) and "const" in inner.quals:
            c = "const"
        return "*%s %s" % (c, rust_type(inner))
    if isinstance(node, c_ast.ArrayDecl):
        return "[%s; %d]" % (rust_type(node.type), evaluate(node.dim, {}))
    fail("node %s" % node)


def params(f):
    out = []
    for i, p in enumerate(f.args.params if f.args else []):
        if isinstance(p, c_ast.Typename) and rust_type(p.type) == "c_void":
            continue
        t = p.type
        if isinstance(t, c_ast.ArrayDecl):
            t = c_ast.PtrDecl([], t.type)
        out.append((p.name or "arg%d" % i, rust_type(t)))
    return out


def read_header(version):
    incs = includes(version)
    h = Header(version)
    text, macros = preprocess(incs)
    lines = ours_only(text)
    # Top-level declarations end with `;` at brace depth 0: split them so each keeps its file.
    decls, cur, depth, file = [], [], 0, None
    for f, line in lines:
        if not cur:
            file = f
        cur.append(line)
        depth += line.count("{") - line.count("}")
        if depth == 0 and line.rstrip().endswith(";"):
            decls.append((file, "\n".join(cur)))
            cur = []
    stubs = "".join("typedef int %s;\n" % n for n in EXTERNAL if n not in ("size_t",))
    stubs += "typedef unsigned long size_t;\n"
    body = "\n".join(d for _, d in decls)
    ast = pycparser.CParser().parse(stubs + body)
    ext = ast.ext[len(EXTERNAL):]
    # Each node's file, by the line it starts on.
    starts, line = [], stubs.count("\n") + 1
    for file, d in decls:
        starts.append((line, file))
        line += d.count("\n") + 1
    def file_of(node):
        return [f for l, f in starts if l <= node.coord.line][-1]
    consts = {}
    for e in ext:
        file = file_of(e)
        if isinstance(e, c_ast.Typedef):
            read_typedef(h, e, consts, file)
        elif isinstance(e, c_ast.Decl) and isinstance(e.type, c_ast.FuncDecl):
            h.functions[e.name] = (rust_type(e.type.type), params(e.type), file)
        elif isinstance(e, c_ast.Decl) and isinstance(e.type, (c_ast.Enum, c_ast.Struct)):
            pass
        elif isinstance(e, c_ast.FuncDef):
            read_inline(h, e)  # a named enum declared apart from its typedef: the typedef declares it
        else:
            fail("%s: top-level %s" % (version, e))
    h.defines = defines(incs, macros)
    h.raw = "".join(open(os.path.join(incs[0], f)).read() for f in ("cublas_api.h", "cublasLt.h"))
    return h


def read_typedef(h, e, consts, file):
    t = e.type
    if isinstance(t, c_ast.PtrDecl) and not isinstance(t.type, c_ast.FuncDecl):
        target = t.type.type
        pointee = target.names[0] if isinstance(target, c_ast.IdentifierType) else None
        h.types[e.name] = ("handle", pointee, file)
        return
    if isinstance(t, c_ast.PtrDecl):
        h.types[e.name] = ("callback", rust_type(t), file)
        return
    inner = t.type
    if isinstance(inner, c_ast.Enum) and inner.values is not None:
        values, last = [], -1
        for en in inner.values.enumerators:
            v = evaluate(en.value, consts) if en.value is not None else last + 1
            consts[en.name] = v
            last = v
            values.append((en.name, v))
        h.types[e.name] = ("enum", values, file)
    elif isinstance(inner, c_ast.Enum):
        h.types[e.name] = ("enum_alias", inner.name, file)
    elif isinstance(inner, c_ast.Struct) and inner.decls is not None:
        fields = [(d.name, rust_type(d.type)) for d in inner.decls]
        h.types[e.name] = ("struct", fields, file)
    elif isinstance(inner, c_ast.IdentifierType):
        h.types[e.name] = ("alias", rust_type(t), file)
    else:
        fail("typedef %s" % e.name)


def defines(incs, macros):
    """The integer `#define`s of the API: name -> (Rust type, value), measured by gcc."""
    names = []
    for line in macros.splitlines():
        m = re.match(r"#define (CUBLAS\w*) (.+)", line)
        if m and not re.match(r"CUBLAS(LT)?_VER|CUBLAS_VERSION|CUBLASLT_VERSION", m.group(1)) \
                and re.search(r"\d", m.group(2)):
            names.append(m.group(1))
    if not names:
        return OrderedDict()
    body = "\n".join('printf("%s %%d %%llu\\n", (int)sizeof(%s), (unsigned long long)(%s));' % (n, n, n)
                     for n in names)
    with tempfile.TemporaryDirectory() as d:
        src, exe = os.path.join(d, "m.c"), os.path.join(d, "m")
        open(src, "w").write('#include <stdio.h>\n#include "cublas_v2.h"\n#include "cublasLt.h"\n'
                             "int main(void) {\n%s\nreturn 0;\n}\n" % body)
        subprocess.run(["gcc", "-w", src, "-o", exe] + ["-I" + i for i in incs], check=True)
        out = subprocess.run([exe], check=True, capture_output=True, text=True).stdout
    result = OrderedDict()
    for line in out.splitlines():
        n, size, v = line.split()
        result[n] = ("c_ulonglong" if size == "8" else "c_int", int(v))
    return result


def read_inline(h, e):
    """A `static inline` helper of the header (cublasLt.h's `*Init`): the `_internal` entry point it
    calls and how, so that the crate can offer it (the library does not export it)."""
    if "static" not in e.decl.storage:
        fail("a function defined in the header that is not static: %s" % e.decl.name)
    stmts = e.body.block_items or []
    if len(stmts) != 1 or not isinstance(stmts[0], c_ast.Return) or \
            not isinstance(stmts[0].expr, c_ast.FuncCall):
        fail("inline %s: not one call returned" % e.decl.name)
    call = stmts[0].expr
    args = []
    for a in call.args.exprs:
        if isinstance(a, c_ast.ID):
            args.append(a.name)
        elif isinstance(a, c_ast.UnaryOp) and a.op == "sizeof" and isinstance(a.expr, c_ast.UnaryOp) \
                and a.expr.op == "*" and isinstance(a.expr.expr, c_ast.ID):
            args.append(("sizeof", a.expr.expr.name))
        else:
            fail("inline %s: argument %s" % (e.decl.name, a))
    h.inline[e.decl.name] = (params(e.decl.type), call.name.name, args)
