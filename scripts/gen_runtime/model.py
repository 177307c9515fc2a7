"""gen-runtime: cuda_runtime_api.h and the headers builtin_types.h pulls in, preprocessed by gcc (C mode, as a
host compiler sees them), parsed into a model; layouts and values measured by gcc."""

import os
import re
import subprocess
import tempfile
from collections import OrderedDict

import c_structs
from gen_sys.header import (PRIM, Decl, ident, match_close, split_top, statements, tokenize)  # noqa: F401

# The files whose declarations are the runtime's (builtin_types.h's includes and the runtime API).
FILES = ("cuda_runtime_api.h", "driver_types.h", "surface_types.h", "texture_types.h", "vector_types.h",
         "device_types.h", "cuda_device_runtime_api.h")


def fail(msg):
    raise SystemExit("gen-runtime: " + msg)


def includes(cache, version):
    return ["-I", os.path.join(cache, "cudart", version, "include"),
            "-I", os.path.join(cache, "cuda-crt", version, "include")]


def preprocess(inc, extra=()):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "all.c")
        with open(src, "w") as f:
            f.write('#include "cuda_runtime_api.h"\n')
        out = subprocess.run(["gcc", "-E", *extra, *inc, src], check=True, capture_output=True, text=True).stdout
        macros = subprocess.run(["gcc", "-E", "-dM", *extra, *inc, src], check=True, capture_output=True,
                                text=True).stdout
    keep, lines = False, []
    for line in out.splitlines():
        m = re.match(r'# \d+ "([^"]+)"', line)
        if m:
            keep = os.path.basename(m.group(1)) in FILES
            continue
        if keep and not line.lstrip().startswith("#pragma"):
            lines.append(line)
    return "\n".join(lines), macros


def strip_attrs(toks):
    """Drops `__attribute__((...))` anywhere; returns (tokens, deprecated, aligned)."""
    out, dep, align, i = [], False, None, 0
    while i < len(toks):
        if toks[i] == "__attribute__":
            k = match_close(toks, i + 1)
            inner = toks[i + 1:k + 1]
            if "deprecated" in inner:
                dep = True
            if "aligned" in inner:
                j = inner.index("aligned")
                align = int(inner[j + 2].rstrip("uUlL"))
            i = k + 1
            continue
        out.append(toks[i])
        i += 1
    return out, dep, align


class Model:
    def __init__(self):
        self.structs = OrderedDict()  # name -> dict(kind, body, anon, fields)
        self.enums = OrderedDict()  # name -> [constant names]
        self.handles = OrderedDict()  # name -> raw Rust type
        self.aliases = OrderedDict()  # name -> target Rust name
        self.fnptrs = OrderedDict()  # name -> dict(ret, params)
        self.functions = OrderedDict()  # name -> dict(ret, params, deprecated)
        self.order = {}
        self.tags = {}  # `struct CUstream_st` -> handle name etc.

    def rust_of(self, words):
        words = tuple(w for w in words if w not in ("const", "volatile", "struct", "union", "enum"))
        if words in PRIM:
            return PRIM[words]
        if len(words) == 1:
            w = words[0]
            if w in self.structs or w in self.enums or w in self.handles or w in self.aliases or w in self.fnptrs:
                return w
            if w == "CUuuid_st":
                return "cudaUUID_t"
            if w in self.tags:
                return self.tags[w]
        fail("no Rust type for C `%s`" % " ".join(words))

    def decl(self, toks, ctx):
        toks, _, _ = strip_attrs(toks)
        if "(" in toks and "{" not in toks:
            i = toks.index("(")
            if toks[i + 1] == "*":
                return Decl(toks[i + 2], "*mut c_void")
        dims = []
        while toks and toks[-1] == "]":
            j = len(toks) - 1 - toks[::-1].index("[")
            dims.insert(0, " ".join(toks[j + 1:-1]))
            toks = toks[:j]
        name = toks[-1]
        toks = toks[:-1]
        if not toks or name == "*" or name in ("void", "int", "char", "float", "double", "long", "short",
                                                "unsigned", "size_t") or ctx == "param" and self.is_type(name):
            toks, name = toks + [name], None
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
            self.pointer_fields.append((self.owner, name, ty))
            return Decl(name, "*mut c_void")
        pointee_const = base_const
        for c in stars:
            ty = "*%s %s" % ("const" if pointee_const else "mut", ty)
            pointee_const = c
        if ctx == "param" and dims:
            ty = "*%s %s" % ("const" if base_const else "mut", ty)
            dims = dims[1:]
        for d in reversed(dims):
            ty = "[%s; %s]" % (ty, self.dim(d))
        return Decl(name, ty)

    def is_type(self, w):
        return (w in self.structs or w in self.enums or w in self.handles or w in self.aliases
                or w in self.fnptrs or w in self.tags)

    def dim(self, d):
        d = d.replace(" ", "")
        d = re.sub(r"sizeof\((?:enum)?(\w+)\)", lambda mm: "4" if mm.group(1) in self.enums or mm.group(1) in self.aliases else fail(d), d)
        if re.fullmatch(r"\d+[uUlL]*", d):
            return d.rstrip("uUlL")
        try:
            return str(eval(re.sub(r"([0-9]+)[uUlL]+", r"\1", d), {}, dict(self.dim_consts)))
        except Exception:
            fail("array length `%s`" % d)


def build(text, macros):
    m = Model()
    m.pointer_fields = []
    m.owner = None
    m.dim_consts = {}
    for line in macros.splitlines():
        mm = re.match(r"#define (\w+) (\d+)$", line)
        if mm:
            m.dim_consts[mm.group(1)] = int(mm.group(2))
    for pos, s in enumerate(statements(text)):
        toks, dep, align = strip_attrs(tokenize(s))
        if not toks:
            continue
        if toks[0] == "extern":
            toks = toks[1:]
            i = toks.index("(")
            name = toks[i - 1]
            m.functions[name] = dict(ret=toks[:i - 1], params=toks[i + 1:match_close(toks, i)], deprecated=dep,
                                     pos=pos)
            continue
        if toks[0] in ("struct", "union", "enum") and "{" in toks:
            kind, name = toks[0], toks[1]
            body = toks[toks.index("{") + 1:match_close(toks, toks.index("{"))]
            m.order[name] = pos
            if kind == "enum":
                m.enums[name] = [split_top(x, "=")[0][0] for x in split_top(body) if x]
            else:
                m.structs[name] = dict(kind=kind, body=body, anon=None, align_attr=align, deprecated=dep)
            continue
        if toks[0] in ("struct", "union", "enum") and len(toks) == 2:
            continue  # a forward declaration (`struct cudaArray;`)
        if toks[0] != "typedef":
            fail("unparsed: " + s[:200])
        toks = toks[1:]
        if toks[0] in ("struct", "union", "enum") and "{" in toks:
            # `typedef struct X_st { .. } X_t;`: the type is named by its typedef name, the tag maps to it.
            kind, b0 = toks[0], toks.index("{")
            k = match_close(toks, b0)
            names = [n for n in split_top(toks[k + 1:]) if n]
            name = names[0][-1]
            if len(names) > 1 or len(names[0]) != 1:
                fail("typedef with several names: " + s[:200])
            if toks[1] != "{":
                m.tags[toks[1]] = name
            body = toks[b0 + 1:k]
            m.order[name] = pos
            if kind == "enum":
                m.enums[name] = [split_top(x, "=")[0][0] for x in split_top(body) if x]
            else:
                m.structs[name] = dict(kind=kind, body=body, anon=None, align_attr=align, deprecated=dep,
                                       typedef=True)
            continue
        if "(" in toks and toks[toks.index("(") + 1] == "*":
            i = toks.index("(")
            name = toks[i + 2]
            m.fnptrs[name] = dict(ret=toks[:i], params=toks[i + 5:match_close(toks, i + 4)])
            m.order[name] = pos
            continue
        name, base = toks[-1], toks[:-1]
        words = tuple(w for w in base if w != "const")
        if words[0] in ("struct", "union", "enum") and len(words) == 3 and words[2] == "*":
            m.handles[name] = "*const c_void" if base[0] == "const" else "*mut c_void"
            m.order[name] = pos
            continue
        if words[0] in ("struct", "union", "enum") and len(words) == 2:
            if words[1] == name:
                continue  # `typedef struct char1 char1;`
            target = "cudaUUID_t" if words[1] == "CUuuid_st" else self.tags.get(words[1], words[1]) if False else m.tags.get(words[1], words[1])
            if words[1] == "CUuuid_st" and name != "cudaUUID_t":
                continue
            if words[1] == "CUuuid_st":
                continue
            m.aliases[name] = target
            m.order[name] = pos
            continue
        if words in PRIM:
            m.handles[name] = PRIM[words]
            m.order[name] = pos
            continue
        if len(words) == 1 and (words[0] in m.handles or words[0] in m.aliases):
            m.aliases[name] = words[0]
            m.order[name] = pos
            continue
        fail("unparsed typedef: " + " ".join(toks))
    # `struct CUuuid_st` is cudaUUID_t (driver_types.h declares both names for one body).
    if "CUuuid_st" in m.structs:
        items = list(m.structs.items())
        m.structs.clear()
        for k, v in items:
            m.structs["cudaUUID_t" if k == "CUuuid_st" else k] = v
        m.order["cudaUUID_t"] = m.order["CUuuid_st"]
    for name in list(m.structs):
        if not m.structs[name]["anon"]:
            struct_fields(m, name, m.structs[name])
    return m


def struct_fields(m, name, info):
    """The struct's fields, by the walker both generators share (attributes dropped from each member; an
    unnamed union without a `reserved` array held as its first member)."""
    c_structs.struct_fields(m, name, info, strip=lambda toks: strip_attrs(toks)[0], held="first")


def params_of(m, toks):
    toks, _, _ = strip_attrs(toks)
    if toks == ["void"] or not toks:
        return []
    out = []
    for i, p in enumerate(split_top(toks)):
        d = m.decl(p, "param")
        if d.name is None:
            d.name = "arg%d" % i
        out.append(d)
    return out


def c_expr(m, name):
    s = m.structs.get(name)
    if s and s["anon"]:
        outer, member = s["anon"]
        return "__typeof__(((%s *)0)->%s)" % (c_expr(m, outer), member)
    return c_type_name(m, name)


def c_type_name(m, name):
    if name == "cudaUUID_t":
        return name
    if name in m.structs and m.structs[name].get("typedef"):
        return name
    if name in m.enums and name in m.tags.values():
        return name
    if name in m.structs:
        return "%s %s" % (m.structs[name]["kind"], name)
    if name in m.enums:
        return "enum " + name
    return name


def measure(m, inc):
    prog = ['#include "cuda_runtime_api.h"', "#include <stdio.h>", "#include <stddef.h>", "int main(void) {"]
    for name, s in m.structs.items():
        e = c_expr(m, name)
        prog.append('printf("S %s %%zu %%zu\\n", sizeof(%s), _Alignof(%s));' % (name, e, e))
        for f in s["fields"]:
            prog.append('printf("F %s %s %%zu %%zu %%zu\\n", offsetof(%s, %s), sizeof(((%s *)0)->%s), '
                        '_Alignof(__typeof__(((%s *)0)->%s)));' % (name, f.name, e, f.name, e, f.name, e, f.name))
    for name, consts in m.enums.items():
        e = c_type_name(m, name)
        prog.append('printf("E %s %%zu %%d\\n", sizeof(%s), (int)((%s)-1 < 0));' % (name, e, e))
        for c in consts:
            prog.append('printf("C %s %s %%lld\\n", (long long)%s);' % (name, c, c))
    prog.append("return 0; }")
    with tempfile.TemporaryDirectory() as d:
        src, exe = os.path.join(d, "m.c"), os.path.join(d, "m")
        with open(src, "w") as f:
            f.write("\n".join(prog))
        r = subprocess.run(["gcc", "-w", *inc, src, "-o", exe], capture_output=True, text=True)
        if r.returncode:
            fail("measuring failed:\n" + r.stderr[:4000])
        out = subprocess.run([exe], check=True, capture_output=True, text=True).stdout
    m.enum_values, m.enum_signed = OrderedDict(), {}
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


def load(cache, version):
    inc = includes(cache, version)
    text, macros = preprocess(inc)
    m = build(text, macros)
    measure(m, inc)
    m.macros = macros
    m.inc = inc
    # Which functions the per-thread build renames, and to what.
    ptext, _ = preprocess(inc, ["-DCUDA_API_PER_THREAD_DEFAULT_STREAM"])
    pm = build(ptext, macros)
    plain = list(m.functions)
    per = list(pm.functions)
    m.per_thread = OrderedDict()
    for a, b in zip(plain, per):
        if a != b:
            m.per_thread[a] = b[len(a):]
    return m
