"""gen-nvml: the Rust text of each item, and the model of all versions merged (`main`)."""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict

import pycparser
from pycparser import c_ast

from gen_nvml.header import *  # noqa: F401,F403
from gen_nvml.measure import *  # noqa: F401,F403
from gen_nvml.docs import *  # noqa: F401,F403
from gen_nvml.write import *  # noqa: F401,F403

# ---------------------------------------------------------------------------------------------------------
# The Rust text.

KEYWORDS = {"type", "ref", "fn", "match", "mod", "move", "loop", "impl", "in", "use", "where", "self",
            "struct", "enum", "trait", "box", "priv", "final", "override", "macro", "yield", "async"}


def rid(name):
    return "r#" + name if name in KEYWORDS else name


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
    if anon_of and t[3][1] is not None and "[" in t[3][1]:
        # The element type of an array member: the registry's `anonymous_in` names a member of exactly
        # this type, so none here; the conformance check finds it as its outer member's element type.
        pass
    elif anon_of:
        # A C11 anonymous member is the field `anon<k>` of its outer type (`<outer>_anon<k>`).
        member = t[3][1] if t[3][1] is not None else name[len(t[3][0]) + 1:]
        out.append("#[anonymous_in(%s.%s)]" % (t[3][0], member))
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
        # `long` is 32 bits on Windows: the C value, cast as C would.
        return "0x%x_u64 as %s" % (v & ((1 << 64) - 1), rty)
    return str(v)


def main():
    headers = [read_header(v) for v in VERSIONS]
    for h in headers:
        learn_comments(h.raw)
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

    areas = OrderedDict((a, []) for a, _ in area_list())
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
    fn_lines = OrderedDict((a, []) for a, _ in area_list())
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
        # An older ABI keeps the name Rust gives it (`nvmlInit_v1`, no `= nvmlInit`): the shared registry
        # check allows one line per function name and version, and NVML's lines carry no ABI version.
        rust_name = c_name if not old else (sym if sym != c_name else sym + "_v1")
        ps = ", ".join("%s: %s" % (rid(p), t) for p, t in params)
        line = "    fn %s(%s)" % (rust_name, ps)
        if ret != "nvmlReturn_t":
            line += " -> %s" % ret
        if v != VERSIONS[0]:
            line += " @ %d" % vnum(v)
        if sym != rust_name or old:
            line += ' as "%s"' % sym
        fn_lines[area_of(c_name)].append(["    /// %s" % doc, line + ";"])

    write_sys(areas, fn_lines, kinds, consts, new)
    write_versions(since, headers, checked, layouts, const_of, new, until)
