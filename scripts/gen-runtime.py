#!/usr/bin/env python3
"""First-draft generator for cuda-runtime's `sys` area files (development time only; nothing runs it at build
time), as scripts/gen-sys.py is for cuda-driver's.

The checked-in files under `cuda-runtime/src/sys/` are the source of truth that people read and edit; this tool
drafted them from NVIDIA's runtime headers as a host C compiler sees them (`cuda_runtime_api.h` and what it pulls
in through `builtin_types.h`: driver_types.h, surface_types.h, texture_types.h, vector_types.h, device_types.h,
and cuda_device_runtime_api.h, whose declarations are all for nvcc's device pass, so nothing of it reaches a
host compiler). It reads the 13.5, 13.0 and 12.9 headers:
- every item of 13.5; a function's `@ version` is 12000 when 12.9 has it with the same prototype, 13000 when it
  came or changed in 13.0, 13050 when 13.5 is the first header checked that has it;
- what 12.9 has that 13.x dropped or changed: under its own name (`cudaThreadExit`), or, where 13.0 gave the
  name another prototype, as `<name>_v12000` (`cudaMemAdvise_v12000`); `cudaDeviceProp`, which 13.0 changed
  in place, as `cudaDeviceProp_v12`. These are listed in `sys::UNTIL` (what a 13.x runtime must not be asked for);
- which functions have a per-thread-default-stream variant (`_ptds`/`_ptsz`), into `sys::PER_THREAD`.
Doc lines: our own words (scripts/gen_runtime/docs.py), never the header's comments.

Usage: scripts/gen-runtime.py [--check]   (headers from $CUDA_TEST_CACHE/cudart/<v> and cuda-crt/<v>, fetched
by scripts/fetch-cuda.sh). --check: write nothing, exit 1 when a file would change. Needs Python 3 and gcc.
The checked-in files are this tool's output (rustfmt leaves them as they are); a hand edit belongs in the
tool's tables (scripts/gen_runtime/), so that drafting again keeps it.
"""

import os
import re
import sys
from collections import OrderedDict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen_runtime.model import load, params_of, fail  # noqa: E402
from gen_runtime.emit import *  # noqa: E402,F401,F403
from gen_runtime.docs import Docs, ROOT  # noqa: E402

SYS = os.path.join(ROOT, "cuda-runtime", "src", "sys")
FFI = {"c_void", "c_char", "c_schar", "c_uchar", "c_short", "c_ushort", "c_int", "c_uint", "c_long", "c_ulong",
       "c_longlong", "c_ulonglong"}


def raw_groups(path):
    """Each function name of the raw header, with the \\defgroup it is declared in."""
    group, out = None, {}
    text = open(path).read()
    for line in text.splitlines():
        m = re.search(r"\\(?:defgroup|addtogroup) (\w+)", line)
        if m:
            group = m.group(1)
        m = re.search(r"\b(cuda\w+)\s*\(", line)
        if m and ("CUDARTAPI" in line or "extern" in line) and "#define" not in line:
            out.setdefault(m.group(1), group)
    return out


def type_names(rust):
    return set(re.findall(r"[A-Za-z_]\w*", rust)) - {"mut", "const", "Option", "unsafe", "extern", "fn", "C"}


def main():
    check = "--check" in sys.argv[1:]
    cache = os.environ.get("CUDA_TEST_CACHE", os.path.join(ROOT, ".cache"))
    old, mid, new = load(cache, "12.9"), load(cache, "13.0"), load(cache, "13.5")
    docs = Docs()
    groups = raw_groups(os.path.join(cache, "cudart", "13.5", "include", "cuda_runtime_api.h"))
    groups_old = raw_groups(os.path.join(cache, "cudart", "12.9", "include", "cuda_runtime_api.h"))
    groups_old["cudaGetDeviceProperties_v2"] = groups_old.get("cudaGetDeviceProperties")

    def sig(m, f, rename=None):
        ps = [p.rust for p in params_of(m, f["params"])]
        if rename:
            ps = [re.sub(r"\bcudaDeviceProp\b", rename, p) for p in ps]
        return ps

    funcs = []  # dict(name, c_name, version, symbol, params, group, deprecated, until)
    until = []
    status = ["cudaError_t"]
    for name, f in new.functions.items():
        if f["ret"] != status:
            continue
        params = params_of(new, f["params"])
        if name in old.functions and sig(old, old.functions[name], "cudaDeviceProp_v12") == sig(new, f):
            v = 12000
        elif name in mid.functions:
            v = 13000
        else:
            v = 13050
        funcs.append(dict(name=name, c_name=None, version=v, symbol=name, params=params, group=groups.get(name),
                          deprecated=f["deprecated"]))
    # What 12.9 has that 13.x dropped or declared with another prototype.
    for name, f in old.functions.items():
        if f["ret"] != status:
            continue
        params = params_of(old, f["params"])
        for p in params:
            p.rust = re.sub(r"\bcudaDeviceProp\b", "cudaDeviceProp_v12", p.rust)
        g = groups_old.get(name) or groups.get(name)
        if name not in new.functions:
            funcs.append(dict(name=name, c_name=None, version=12000, symbol=name, params=params, group=g,
                              deprecated=f["deprecated"]))
            until.append((name, 12000, 13000))
        elif sig(old, f, "cudaDeviceProp_v12") != sig(new, new.functions[name]):
            funcs.append(dict(name=name + "_v12000", c_name=name, version=12000, symbol=name, params=params,
                              group=g, deprecated=f["deprecated"]))
            until.append((name, 12000, 13000))
    for f in funcs:
        if f["group"] is None:
            fail("no \\defgroup for %s" % f["name"])

    # Per-thread variants: (C name, version, symbol) for each model's renames.
    per_thread = []
    for f in funcs:
        c = f["c_name"] or f["name"]
        m = new if f["version"] >= 13000 or (f["version"] == 12000 and not any(u[0] == c for u in until)) else old
        suffix = m.per_thread.get(f["symbol"])
        if suffix:
            per_thread.append((c, f["version"], f["symbol"] + suffix))

    # Types: 13.5's, and 12.9's that 13.x dropped; cudaDeviceProp of 12.x under its own name.
    structs = OrderedDict()  # rust name -> (model, c name)
    for n in new.structs:
        structs[n] = (new, n)
    for n in old.structs:
        if n not in new.structs:
            structs[n] = (old, n)
    structs["cudaDeviceProp_v12"] = (old, "cudaDeviceProp")
    extra_consts = {}
    for e, vals in old.enum_values.items():
        newvals = new.enum_values.get(e, {})
        for c, v in vals.items():
            if c not in newvals:
                extra_consts.setdefault(e, []).append((c, v))
    for e in old.enums:
        if e not in new.enums:
            fail("12.9-only enum %s" % e)

    area_names = [a[0] for a in AREAS]

    def area_of_function(f):
        for area, _file, gs, pattern, _title in AREAS:
            if f["group"] in gs and (pattern is None or re.search(pattern, f["name"])):
                return area
        fail("no area for %s (%s)" % (f["name"], f["group"]))

    fn_area = OrderedDict((a, []) for a in area_names)
    for f in funcs:
        f["area"] = area_of_function(f)
        fn_area[f["area"]].append(f)

    type_area = dict(TYPE_AREAS)
    for n in structs:
        if structs[n][0].structs[structs[n][1]]["anon"]:
            continue
        for pat, a in LEFTOVER_AREAS[:3] + [(r"^cudaDevSm|^cudaDevWorkqueue", "execution_context")]:  # by name first
            if re.search(pat, n):
                type_area.setdefault(n, a)
    for a in area_names:
        for f in fn_area[a]:
            for p in f["params"]:
                for t in type_names(p.rust):
                    type_area.setdefault(t, a)
    everything = [n for n in structs if not structs[n][0].structs[structs[n][1]]["anon"]] + \
        list(new.enums) + list(new.handles) + list(new.fnptrs) + list(new.aliases)
    changed = True
    while changed:
        changed = False
        for n, (m, c) in structs.items():
            if n in type_area:
                for fld in m.structs[c]["fields"]:
                    for t in type_names(fld.rust):
                        if t not in type_area and (t in structs or t in new.enums or t in new.handles):
                            type_area[t] = type_area[n]
                            changed = True
        for n in new.fnptrs:
            if n in type_area:
                for d in params_of(new, new.fnptrs[n]["params"]):
                    for t in type_names(d.rust):
                        if t not in type_area and (t in structs or t in new.enums or t in new.handles):
                            type_area[t] = type_area[n]
                            changed = True
    for n in everything:
        if n not in type_area:
            for pat, a in LEFTOVER_AREAS:
                if re.search(pat, n):
                    type_area[n] = a
                    break
    for n, t in new.aliases.items():
        type_area.setdefault(n, type_area.get(t, "types"))
    for n in everything:
        type_area.setdefault(n, "types")
    # Anonymous structs live with their outer type.
    for n, (m, c) in structs.items():
        s = m.structs[c]
        if s["anon"]:
            outer = n[:len(n) - len(c)] + s["anon"][0] if n != c else s["anon"][0]
            top = outer
            while top in structs and structs[top][0].structs[structs[top][1]]["anon"]:
                o = structs[top][0].structs[structs[top][1]]["anon"][0]
                top = top[:len(top) - len(structs[top][1])] + o if top != structs[top][1] else o
            type_area[n] = type_area[top]

    order = {}
    for n, (m, c) in structs.items():
        order[n] = (m.order.get(c, 10 ** 6) + (0 if m is new else 10 ** 5), 0)
    for n in list(new.enums) + list(new.handles) + list(new.fnptrs) + list(new.aliases):
        order[n] = (new.order.get(n, 10 ** 6), 0)

    def depth(n):
        d, (m, c) = 0, structs.get(n, (None, None))
        while m and m.structs[c]["anon"]:
            d += 1
            c = m.structs[c]["anon"][0]
        return d

    consts = defines(new, old, cache, docs)
    files = {}
    for a, file, gs, _pat, title in AREAS:
        group = GROUP_OF_AREA.get(a, gs[0] if gs else "CUDART_TYPES")
        names = sorted([n for n in order if type_area.get(n) == a], key=lambda n: (order[n][0], -depth(n)))
        items = []
        for n in names:
            if n in structs:
                m, c = structs[n]
                items.append(emit_struct(m, c, docs, group, rust_name=n if n != c else None))
            elif n in new.enums:
                items.append(emit_enum(new, n, docs, group, extra_consts.get(n, ())))
            elif n in new.handles:
                items.append(emit_handle(new, n, docs, group))
            elif n in new.fnptrs:
                items.append("\n".join(["/// " + docs.type(n, "a C callback type"), "///", "/// " + group_link(group),
                                        "pub type %s = %s;" % (n, fnptr_rust(new, n, params_of))]))
            elif n in new.aliases:
                items.append("\n".join(["/// `%s`: the name the functions use for `%s`." % (n, new.aliases[n]), "///",
                                        "/// " + group_link(group), "pub type %s = %s;" % (n, new.aliases[n])]))
        for n, ty, value, doc in consts:
            ca = TYPE_AREAS.get(n) or next((ar for pat, ar in LEFTOVER_AREAS if re.search(pat, n)), "types")
            if n not in TYPE_AREAS and ty in type_area and not ty.startswith("c_") and ty not in ("cudaStream_t",):
                ca = type_area[ty]
            if ca == a:
                if ty is None:
                    items.append("\n".join(["/// " + doc, "///", "/// " + group_link(group),
                                            "pub type %s = %s;" % (n, value)]))
                else:
                    items.append("\n".join(["/// " + doc, "///", "/// " + group_link(group),
                                            "pub const %s: %s = %s;" % (n, ty, value)]))
        fns = []
        for f in fn_area[a]:
            lines = ["    /// " + docs.function(f["c_name"] or f["name"])]
            if f["c_name"]:
                lines = ["    /// `%s` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it." % f["c_name"]]
            elif any(u[0] == f["name"] for u in until):
                lines.append("    ///")
                lines.append("    /// 12.x only: 13.0 dropped it.")
            lines += ["    ///", "    /// " + group_link(f["group"])]
            if f["deprecated"]:
                lines.append("    #[deprecated(note = \"deprecated in the runtime headers; see NVIDIA's documentation\")]")
            lines.append("    " + fn_line(f["name"], f["params"], f["version"], f["symbol"], f["c_name"]))
            fns.append("\n".join(lines))
        files[a] = (file, title, group, items, fns)

    defined = {}
    for a, (_f, _t, _g, items, _fns) in files.items():
        for t in items:
            for mm in re.finditer(r"^pub (?:struct|union|enum|type|const) (\w+)", t, re.M):
                defined[mm.group(1)] = a
    written = {}
    for a, (file, title, group, items, fns) in files.items():
        if not items and not fns:
            continue
        if len(items) > MAX_TYPE_ITEMS:
            fail("area %s has %d type items (more than %d): split it" % (a, len(items), MAX_TYPE_ITEMS))
        body = "\n".join(items) + "\n" + "\n".join(fns)
        words = set(re.findall(r"\b[A-Za-z_]\w*\b", re.sub(r"///.*", "", body)))
        ffi = sorted(w for w in words if w in FFI)
        derive = [x for x in ("cuda_enum", "cuda_handle", "cuda_struct") if "#[" + x in body]
        others = sorted(w for w in words if w in defined and defined[w] != a)
        out = ["//! %s." % title, "//!", "//! " + group_link(group), ""]
        if ffi:
            out.append("use core::ffi::{%s};" % ", ".join(ffi) if len(ffi) > 1 else "use core::ffi::%s;" % ffi[0])
        if derive:
            out.append("use cuda_struct::{%s};" % ", ".join(derive) if len(derive) > 1 else
                       "use cuda_struct::%s;" % derive[0])
        if others:
            out += ["", "use super::{%s};" % ", ".join(others) if len(others) > 1 else "use super::%s;" % others[0]]
        out += ["", "super::area! {", "", "\n\n".join(items), "", "}"] if items else ["", "super::area! {}"]
        out += ["", "super::functions! {"] + fns + ["}"]
        written[file] = "\n".join(out) + "\n"
    entries = ["        %s%s," % (a, "" if file == a + ".rs" else " = \"%s\"" % file)
               for a, (file, _t, _g, items, fns) in files.items() if items or fns]
    mod_path = os.path.join(SYS, "mod.rs")
    mod = open(mod_path).read()
    written["mod.rs"] = re.sub(r"\n    areas = \[\n.*?\n    \];\n",
                               lambda _: "\n    areas = [\n" + "\n".join(entries) + "\n    ];\n", mod, flags=re.S)
    # The tables of versions: sys/until.rs and sys/per_thread.rs.
    v = ["//! The 12.x ABIs 13.0 dropped or changed, which a 13.x runtime is never asked for. Drafted by",
         "//! scripts/gen-runtime.py from the 12.9, 13.0 and 13.5 headers.", "", "use super::Until;", "",
         "/// Declarations a 13.x runtime must not be asked for: 12.x's ABI of a name that 13.0 dropped or gave",
         "/// another prototype, as (C name, declared version, the version that ended it).",
         "pub const UNTIL: &[Until] = &["]
    v += ["    Until {\n        name: \"%s\",\n        version: %d,\n        until: %d,\n    }," % u for u in until]
    v += ["];"]
    written["until.rs"] = "\n".join(v) + "\n"
    v = ["//! The functions with a per-thread-default-stream variant (`_ptds`, `_ptsz`): what the header calls",
         "//! under `CUDA_API_PER_THREAD_DEFAULT_STREAM`. Drafted by scripts/gen-runtime.py from the 12.9, 13.0",
         "//! and 13.5 headers.", "", "use super::PerThread;", "",
         "/// The functions a per-thread-default-stream runtime is asked for under another symbol: (C name,",
         "/// declared version, that symbol).", "pub const PER_THREAD: &[PerThread] = &["]
    v += ["    PerThread {\n        name: \"%s\",\n        version: %d,\n        symbol: \"%s\",\n    }," % p
          for p in per_thread]
    v += ["];"]
    written["per_thread.rs"] = "\n".join(v) + "\n"
    changed = []
    for file, content in written.items():
        path = os.path.join(SYS, file)
        if not os.path.exists(path) or open(path).read() != content:
            changed.append(file)
            if not check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                open(path, "w").write(content)
    print("gen-runtime: %d functions (%d of 12.x only), %d structs/unions, %d enums, %d handles, %d per-thread"
          % (len(funcs), len(until), len(structs), len(new.enums), len(new.handles), len(per_thread)))
    print("gen-runtime: %d files %s%s" % (len(changed), "would change" if check else "written",
                                          (": " + ", ".join(changed)) if changed else ""))
    if check and changed:
        sys.exit(1)


def defines(new, old, cache, docs):
    """The runtime headers' `#define` constants a caller needs: (name, Rust type or None for a type alias,
    value, doc)."""
    names = []
    for v in ("13.5", "12.9"):
        inc = os.path.join(cache, "cudart", v, "include")
        for f in ("driver_types.h", "cuda_runtime_api.h", "surface_types.h", "texture_types.h", "vector_types.h",
                  "device_types.h"):
            for mm in re.finditer(r"^\s*#\s*define\s+(cuda[A-Z]\w*|CUDART_\w+)\b(?!\()", open(os.path.join(inc, f)).read(), re.M):
                if mm.group(1) not in names:
                    names.append(mm.group(1))
    values = {}
    for m in (old, new):
        for line in m.macros.splitlines():
            mm = re.match(r"#define (\w+) (.*)$", line)
            if mm:
                values[mm.group(1)] = mm.group(2).strip()
    enum_of = {}
    for m in (old, new):
        for e, vals in m.enum_values.items():
            for c in vals:
                enum_of.setdefault(c, e)
    out = []
    skip = {"CUDART_VERSION", "CUDART_CB", "CUDART_DEVICE", "CUDARTAPI", "CUDART_API_PER_THREAD_DEFAULT_STREAM"}
    for n in names:
        if n in skip or n not in values or n in new.functions or n in old.functions:
            continue
        v = values[n]
        if re.fullmatch(r"__CUDART_API_PT(DS|SZ)\(\w+\)", v) or re.fullmatch(r"cuda\w+_v\d+", v):
            continue  # function renames
        doc = docs.define(n)
        lit = re.fullmatch(r"\(?(-?(?:0[xX][0-9a-fA-F]+|\d+))([uUlL]*)\)?", v)
        cast = re.fullmatch(r"\(\((\w+)\)\s*\(?(-?\w+)\)?\)", v)
        if lit:
            out.append((n, "c_uint", lit.group(1), doc))
        elif v == "(~0u)":
            out.append((n, "c_uint", "!0", doc))
        elif v in enum_of:
            out.append((n, enum_of[v], "%s::%s" % (enum_of[v], v), "Another name of `%s::%s`." % (enum_of[v], v)))
        elif v in new.enums or v in new.structs or v in new.aliases:
            out.append((n, None, v, "Another name of `%s`." % v))
        elif cast and cast.group(1) == "int":
            out.append((n, "c_int", cast.group(2), doc))
        elif cast and cast.group(1) in new.handles:
            out.append((n, cast.group(1), "%s(core::ptr::without_provenance_mut(%s))" % (cast.group(1), cast.group(2)), doc))
        else:
            fail("#define %s %s: no Rust spelling" % (n, v))
    return out


if __name__ == "__main__":
    main()
