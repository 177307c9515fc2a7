"""gen-sys: what the checked-in area files already say, kept verbatim."""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict, defaultdict

from gen_sys.tables import *  # noqa: F401,F403

# ---------------------------------------------------------------------------------------------------------
# What the checked-in files already say (kept verbatim).

class Old:
    def __init__(self):
        self.items = OrderedDict()  # type name -> (area, text)
        self.enum_consts = {}  # enum name -> set of constant names
        self.functions = OrderedDict()  # Rust function name -> (area, text)
        self.module_docs = {}  # file -> module doc lines
        self.helpers = defaultdict(list)  # area -> text of `pub const fn` helpers


def read_text(path, rev):
    """The file's text in the working tree, or at git revision `rev`; None when it is not there."""
    if rev is None:
        return open(path).read() if os.path.exists(path) else None
    rel = os.path.relpath(path, ROOT)
    r = subprocess.run(["git", "-C", ROOT, "show", "%s:%s" % (rev, rel)], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


def read_old(files, rev=None):
    old = Old()
    for path, area in files:
        text = read_text(path, rev)
        if text is None:
            continue
        lines = text.splitlines()
        docs = [l for l in lines if l.startswith("//!")]
        old.module_docs[area] = docs
        section, cur = None, []
        for line in lines:
            if line.startswith("super::area! {"):
                section, cur = "area", []
                continue
            if line.startswith("super::functions! {"):
                section, cur = "functions", []
                continue
            if section == "area":
                if line == "}" and not cur:
                    section = None
                    continue
                if not cur and not line.strip():
                    continue
                cur.append(line)
                if line == "}" or (line.startswith("pub ") and line.endswith(";")) or \
                        (line.startswith("pub const fn") and line.endswith("}")):
                    text = "\n".join(cur)
                    mm = re.search(r"^pub (?:const fn|struct|union|enum|type|const) (\w+)", text, re.M)
                    if not mm:
                        fail("cannot name an item of %s:\n%s" % (path, text))
                    name = mm.group(1)
                    if "pub const fn" in text.split("\n")[-1] or re.search(r"^pub const fn", text, re.M):
                        old.helpers[area].append(text)
                    else:
                        old.items[name] = (area, text)
                        if re.search(r"^pub enum", text, re.M):
                            old.enum_consts[name] = set(re.findall(r"^    (\w+) =", text, re.M))
                    cur = []
            elif section == "functions":
                if line == "}":
                    section = None
                    continue
                cur.append(line)
                mm = re.match(r"\s*fn (\w+)\(", line)
                if mm:
                    old.functions[mm.group(1)] = (area, "\n".join(cur))
                    cur = []
    return old
