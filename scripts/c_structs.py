"""The C struct walker both header generators use (scripts/gen-sys.py for cuda.h, scripts/gen-runtime.py for
the runtime headers): a struct's body into its fields; each anonymous nested struct or union into a type of
its own, named `<Outer>_<member>`; a C11 unnamed union into the one member Rust holds, with the names it
overlays.

What differs between the headers comes in through the model being filled: `m.decl(tokens, "field")` parses
one declarator into a `Decl`, `m.dim(text)` evaluates an array length, and `m.owner` is set to the struct
being walked (the callbacks a struct holds as pointers are listed by owner). `strip` drops what a member's
tokens carry besides its declarator (the runtime headers' `__attribute__`s); `held` says which plain member
of an unnamed union without a `reserved` array Rust holds: the `"last"` (cuda.h's) or the `"first"` (the
runtime headers', as their checked-in files declare them).
"""

from gen_sys.header import Decl, match_close, split_top


def struct_fields(m, name, info, strip=None, held="last"):
    """Sets `info["fields"]` to the fields of the struct body `info["body"]` (tokens); anonymous nested
    bodies become entries of `m.structs` of their own, walked in turn, placed where their outer type is."""
    fields = []
    m.owner = name
    for member in split_top(info["body"], ";"):
        if strip:
            member = strip(member)
        if not member:
            continue
        if member[0] in ("struct", "union") and "{" in member:
            b0 = member.index("{")
            k = match_close(member, b0)
            sub_body, rest = member[b0 + 1:k], member[k + 1:]
            dims = []
            while rest and rest[-1] == "]":
                j = len(rest) - 1 - rest[::-1].index("[")
                dims.insert(0, "".join(rest[j + 1:-1]))
                rest = rest[:j]
            if not rest:
                fields.append(unnamed_union(m, name, sub_body, strip, held))
                continue
            mname = rest[-1]
            sub = nested(m, name, mname, member[0], sub_body, strip, held)
            ty = sub
            for d in reversed(dims):
                ty = "[%s; %s]" % (ty, m.dim(d))
            fields.append(Decl(mname, ty))
            continue
        # `int a, b;` declares two fields.
        parts = split_top(member)
        fields.append(m.decl(parts[0], "field"))
        base = [t for t in parts[0] if t != "*"][:-1]
        if parts[1:] and base and base[-1] == "]":
            raise SystemExit("c_structs: `T a[N], b;` in %s: an array then more names" % name)
        for extra in parts[1:]:
            fields.append(m.decl(base + extra, "field"))
    info["fields"] = fields


def nested(m, outer, member, kind, body, strip, held):
    """Declares the anonymous struct or union `body` of `outer`'s `member` as `<outer>_<member>`, walks it,
    and returns its name."""
    sub = "%s_%s" % (outer, member)
    m.structs[sub] = dict(kind=kind, body=body, anon=(outer, member), align_attr=None, deprecated=False)
    m.order[sub] = m.order[outer]
    struct_fields(m, sub, m.structs[sub], strip, held)
    m.owner = outer
    return sub


def unnamed_union(m, outer, body, strip, held):
    """A C11 unnamed union (`union { cuuint32_t value; cuuint64_t value64; };`) as the one field Rust holds:
    the member that spans it all (its `reserved` array), else the `held` plain member; the other members
    overlay its bytes and are listed in the field's `unnamed_union`. A nested struct member (13.5's
    `CUmemLocation.localized`) only overlays; a union of nested structs alone (13.5's
    `CUlogicalEndpointProp`: `unicast`, `multicast`) holds its last as a type of its own."""
    members = [x for x in split_top(body, ";") if x]
    plain = [x for x in members if "{" not in x]
    spanning = [x for x in plain if x[-1] == "]" and x[x.index("[") - 1].startswith("reserved")]
    if spanning or plain:
        d = m.decl(spanning[-1] if spanning else plain[-1 if held == "last" else 0], "field")
    else:
        last = members[-1]
        lb = last.index("{")
        mname = last[match_close(last, lb) + 1:][-1]
        d = Decl(mname, nested(m, outer, mname, last[0], last[lb + 1:match_close(last, lb)], strip, held))
    d.unnamed_union = [x[x.index("[") - 1] if x[-1] == "]" and "{" not in x else x[-1] for x in members]
    return d
