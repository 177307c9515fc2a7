"""gen-nvml: layouts and constants, measured by gcc on this machine."""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict

import pycparser
from pycparser import c_ast

from gen_nvml.header import *  # noqa: F401,F403

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
