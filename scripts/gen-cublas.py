#!/usr/bin/env python3
"""Writes cuda-cublas/src/sys/*.rs and tests/conformance/cublas_since.rs from NVIDIA's cublas_api.h and
cublasLt.h.

Rerun (from the workspace root, after changing this script or the versions in gen_cublas/header.py):

    python3 scripts/gen-cublas.py && cargo fmt -p cuda-cublas

It fetches the headers itself (`scripts/fetch-cuda.sh cublas/<version>`, with the runtime's, `crt/`'s and
CCCL's `include/` of the same CUDA release, which `cublas_api.h` includes), preprocesses
`cublas_v2.h` + `cublasLt.h` with gcc, keeps the declarations whose line markers name `cublas_api.h`,
`cublasLt.h` or `library_types.h`, parses them with pycparser, measures the structs with gcc on this
machine (x86-64 Linux), and writes:

- `cuda-cublas/src/sys/<area>.rs`: the types (`#[cuda_enum]`, `#[cuda_struct]`, `#[cuda_handle]`,
  `pub type`, `pub const`) inside `area!` and the functions inside `functions!`, 13.5's declaration of
  each; an area past 540 lines (or 100 declarations) is cut into `<area>_1.rs`, `<area>_2.rs`, ...;
- `cuda-cublas/src/sys/mod.rs`: the list of areas in `cuda_struct::sys_tables!` (template:
  `gen_cublas/mod_rs.txt`);
- `tests/conformance/cublas_since.rs`: which items the headers of 12.9 and 13.0 lack.

It stops, naming the item, if an older header has something 13.5's dropped or declares it otherwise
(an enum value, a prototype): neither happens in 12.9 to 13.5, and the crate has no way to declare it.
A rerun over the same headers rewrites the same files. The doc lines are made from the C names; one
that would repeat the headers' comments becomes a name-only line (`gen_nvml.docs.own`, the conformance
check's rule). Needs gcc and pycparser.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen_cublas.emit import main  # noqa: E402

if __name__ == "__main__":
    main()
