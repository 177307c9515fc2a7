"""gen-sys: functions with their ABI versions and symbols, and the Rust text of each item."""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict, defaultdict

from gen_sys.tables import *  # noqa: F401,F403
from gen_sys.header import *  # noqa: F401,F403

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
        if re.fullmatch(r"\(?~0[uU]\)?", v):  # every bit of an unsigned int (13.5's ..._ID_ANY)
            out.append((n, "c_uint", "0xFFFFFFFF", area))
        elif lit:
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
