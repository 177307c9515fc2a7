"""gen-sys: cuda.h and cudaTypedefs.h, preprocessed by gcc, parsed into a model; layouts measured by gcc."""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict, defaultdict

from gen_sys.tables import *  # noqa: F401,F403

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
        self.owner = None  # the struct whose fields are being read (c_structs.struct_fields sets it)

    def dim(self, d):
        """An array length, evaluated (for c_structs.struct_fields)."""
        return evaluate_dim(d)

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
            dim = re.sub(r"sizeof \( \w+ (\* )+\)", "8", dim)  # 64-bit targets only, as the registry
            sizes = {"unsigned int": "4", "int": "4", "unsigned long long": "8", "size_t": "8"}
            dim = re.sub(r"sizeof \( (\w+(?: \w+)*) \)",
                         lambda mm: "4" if mm.group(1) in self.enums else sizes.get(mm.group(1)) or fail(dim), dim)
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
            POINTER_FIELDS.append((self.owner, name, ty))
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
        if toks[0] in ("struct", "union") and len(toks) > 2 and toks[2] == "{" and toks[1] + "#fwd" in m.canon:
            # `struct X_st { .. };` after `typedef struct X_st X_v1;` (13.5's CUDA_FABRIC_COPY_BATCH_OP):
            # the body belongs to the first typedef name, as if written `typedef struct X_st { .. } X_v1;`.
            toks = ["typedef"] + toks + [m.canon[toks[1] + "#fwd"]]
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
        target = m.canon[tag]
        if strip_v(target) == name and target not in m.aliases:
            rename(m, target, name)  # `typedef X_v1 X;` of a forward-declared `X_v1`: the Rust type is `X`
        else:
            m.canon[name] = target
            m.aliases[name] = target
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
