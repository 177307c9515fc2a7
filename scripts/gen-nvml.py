#!/usr/bin/env python3
"""Writes cuda-nvml/src/sys/*.rs (and the conformance check's table of versions) from NVIDIA's nvml.h.

Rerun (from the workspace root, after changing this script or the versions below):

    python3 scripts/gen-nvml.py && cargo fmt -p cuda-nvml

It fetches the headers itself (`scripts/fetch-cuda.sh nvml/<version>`, into the per-user cache), parses
each with pycparser after gcc's preprocessor, measures every layout and constant with gcc on this machine
(x86-64 Linux), and writes:

- `cuda-nvml/src/sys/<area>.rs`: each area's types inside `area!` (`#[cuda_enum]`, `#[cuda_struct]`,
  `#[cuda_handle]`, `pub type`, `pub const`; 13.5's declaration of each, every item of 12.9 to 13.5) and
  its functions inside `functions!`. The areas and their sub-areas (`AREAS`, `SUBAREAS` in
  `gen_nvml/docs.py`) keep each file to one idea under 540 lines and 100 declarations (`area!` recurses
  once per declaration, within the compiler's default limit); an area that outgrows them is cut into
  `<area>_1.rs`, `<area>_2.rs`, ... until a sub-area is named for it. One C enum is never cut:
  `gpm_metrics.rs` is `nvmlGpmMetricId_t` alone (~1,180 lines);
- `cuda-nvml/src/sys/mod.rs`: the list of areas in `cuda_struct::sys_tables!`, the scaffold shared by every
  library's `sys`, from which the function `Table`, `functions()`, the registries (`STRUCTS`, `HANDLES`,
  `ENUMS`, `ALIASES`, `CONSTANTS`), the `for_each_nvml_*` macros and the registry checks follow;
- `tests/conformance/nvml/versions.rs` and `versions/since_<release>.rs`: which of the checked headers
  (12.9, 13.0, 13.5) has each item.

A rerun over the same headers rewrites the same files: `git diff` after it is empty.

Needs gcc and pycparser (`pip install pycparser`). The doc lines are generated from the C names (NVML's own
comments are not used; a generated line that would repeat six words in a row of the header's comments, or a
whole sentence of them, becomes a name-only line, the conformance check's rule); the module docs link
NVIDIA's reference. The modules: `scripts/gen_nvml/` (header, measure, docs, emit, write). The versions: the headers of 12.9 and of every 13.x up to 13.5 are read, so a function
first declared in 13.2's header says `@ 13020`; one already in 12.9's says no version (NVML has no ABI
version per function, and the release that introduced it is not known from these headers).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen_nvml.emit import main  # noqa: E402

if __name__ == "__main__":
    main()
