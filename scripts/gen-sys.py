#!/usr/bin/env python3
"""First-draft generator for cuda-driver's `sys` area files (development time only; nothing runs it at build time).

The checked-in files under `cuda-driver/src/sys/` are the source of truth that people read and edit. This tool
writes a draft of them from NVIDIA's cuda.h and cudaTypedefs.h (13.5): every function outside the
`__CUDA_API_VERSION_INTERNAL` block with the ABI version of its `PFN_<name>_v<version>` typedef and the symbol
that version is exported as, every struct/union (with its `_vN` ABI aliases), enum, handle, function-pointer
alias and `#define` constant. It PRESERVES what is already written in the files it replaces: an item that
exists keeps its text exactly (doc lines, `flags`, `send, sync`, `#[anonymous_in]`, reserved-field names,
the version and symbol a function was declared with); an existing enum only gains the constants it lacks.
Doc lines for new items come from `scripts/sys-docs.tsv` (`name<TAB>doc`, our own words; never the header's
comments, which this tool does not read for that purpose).

Usage: scripts/gen-sys.py [--include DIR] [--old-rev REV] [--check]
  DIR defaults to $CUDA_TEST_CACHE/cuda-headers/13.5/include (or .cache/... in the checkout).
  --old-rev REV: preserve the items as git revision REV wrote them (default: the working tree).
  --check: write nothing, exit 1 when a file would change.
Needs Python 3 (stdlib) and gcc (for `gcc -E` and to compute struct layouts and enum values).

The code lives in scripts/gen_sys/: tables.py (what a person edits: areas and their files, deprecation
notes, where types no function names go), header.py (the preprocessed header as a model; layouts measured
by gcc), old.py (what the checked-in files say), emit.py (ABI versions and symbols, the Rust text); the
struct walker, shared with gen-runtime.py, is scripts/c_structs.py.
"""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen_sys.tables import *  # noqa: E402,F401,F403
from gen_sys.header import *  # noqa: E402,F401,F403
from gen_sys.old import *  # noqa: E402,F401,F403
from gen_sys.emit import *  # noqa: E402,F401,F403
from c_structs import struct_fields  # noqa: E402


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
        inc = os.path.join(cache, "cuda-headers", "13.5", "include")
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
            line = old.functions[f["name"]][1]
            oldv = int(re.search(r"@ (\d+) as", line).group(1))
            if oldv != f["version"]:
                # The C name always carries the header's ABI (issue #14): an older ABI written there before
                # moves to `<name>_v<old>` below; the plain name keeps its doc lines with the header's line.
                line = "\n".join(l for l in line.split("\n") if not l.lstrip().startswith("fn ")) + "\n    " + \
                    fn_line(f["name"], f["params"], f["version"], f["symbol"], f.get("c_name"))
                oldv = None
            fn_area[a].append((f, line))
        else:
            oldv = None
            fn_area[a].append((f, None))
        declared.add(f["name"])
        # Every other public ABI of the name, under `<name>_v<version>`.
        for o in f["older"] + ([dict(version=f["version"], symbol=f["symbol"], params=f["params"])]
                               if oldv is not None and oldv != f["version"] else []):
            if oldv is not None and o["version"] == oldv:
                continue
            # Named after the C name, also when the newest ABI is a name of its own (13.5's
            # `cuGraphAddNode_v3` carries `cuGraphAddNode`'s 12020 ABI: `cuGraphAddNode_v12020`).
            base = f.get("c_name") or f["name"]
            fn_area[a].append((dict(f, name="%s_v%d" % (base, o["version"]), version=o["version"],
                                    symbol=o["symbol"], params=o["params"], older=[], versioned_of=base),
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
        # (an existing item stays in the file it is written in, wherever a newer header first names it)
        old_here = [n for n in old.items if old.items[n][0] == a]
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
    # The one list of areas, in sys/mod.rs (`sys_tables!`'s `areas = [..]`).
    entries = ["%s%s" % (a, "" if file == a + ".rs" else " = \"%s\"" % file)
               for a, (file, _t, _g, items, fns) in files.items() if items or fns]
    lines = ["        %s," % e for e in entries]  # inside `sys_tables!`'s `areas = [..]`
    mod_path = os.path.join(SYS, "mod.rs")
    mod = open(mod_path).read()
    new_mod = re.sub(r"\n    areas = \[\n.*?\n    \];\n",
                     lambda _: "\n    areas = [\n" + "\n".join(lines) + "\n    ];\n", mod, flags=re.S)
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
    print("areas = [%s];" % areas_line)
    print("callback fields held as pointers (POINTER_FIELDS): %s" % POINTER_FIELDS)
    if check and changed:
        sys.exit(1)


if __name__ == "__main__":
    main()
