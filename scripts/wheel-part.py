#!/usr/bin/env python3
"""Unpacks some folders of a wheel on PyPI without downloading the wheel.

A wheel is a zip file, and PyPI's file host answers HTTP range requests, so the zip's directory (at its
end) and the members wanted can be read alone: the headers of a 500 MB cuBLAS wheel are a few MB.
scripts/fetch-cuda.sh uses this for the components it keeps only `include/` of.

Usage: wheel-part.py REQUIREMENT ARCH DEST FIRST-FILE FOLDER...
  REQUIREMENT  name==version (e.g. nvidia-cufft==12.0.0.15)
  ARCH         x86_64 or aarch64: a manylinux wheel for it is chosen
  DEST         a folder (made) that receives each FOLDER, the wheel's prefix (nvidia/cu13/, ...) removed
  FIRST-FILE   a file that must be in the wheel (e.g. include/cufft.h): it locates the prefix
Standard library only. Exits non-zero, with the reason on stderr, when anything fails; the caller may then
fall back to downloading the whole wheel.
"""

import io
import json
import os
import re
import sys
import urllib.request
import zipfile

INDEX = os.environ.get("PIP_INDEX_URL", "https://pypi.org/simple").rstrip("/")
BLOCK = 1 << 20  # bytes per range request; a header folder takes a few of them


def die(message):
    print(f"wheel-part: {message}", file=sys.stderr)
    sys.exit(1)


def wheel_url(name, version, arch):
    """The URL and size of the manylinux wheel of `name==version` for `arch`."""
    normal = re.sub(r"[-_.]+", "-", name).lower()
    request = urllib.request.Request(
        f"{INDEX}/{normal}/", headers={"Accept": "application/vnd.pypi.simple.v1+json"}
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        files = json.load(response)["files"]
    stem = re.sub(r"[-.]+", "_", name).lower() + f"-{version}-"
    for f in files:
        filename = f["filename"]
        if (filename.lower().startswith(stem) and filename.endswith(".whl")
                and "manylinux" in filename and arch in filename):
            return f["url"], f.get("size")
    die(f"no manylinux {arch} wheel of {name}=={version} on {INDEX}")


class RangeFile(io.RawIOBase):
    """A read-only, seekable view of a remote file, read in blocks by HTTP range requests."""

    def __init__(self, url, size):
        super().__init__()
        self.url, self.pos, self.blocks = url, 0, {}
        self.size = size if size else self._probe_size()

    def _get(self, start, end):
        request = urllib.request.Request(self.url, headers={"Range": f"bytes={start}-{end - 1}"})
        with urllib.request.urlopen(request, timeout=120) as response:
            if response.status != 206:
                die(f"the server ignored a range request (HTTP {response.status})")
            data = response.read()
        if len(data) != end - start:
            die(f"a range request for {end - start} bytes answered {len(data)}")
        return data

    def _probe_size(self):
        request = urllib.request.Request(self.url, headers={"Range": "bytes=0-0"})
        with urllib.request.urlopen(request, timeout=60) as response:
            total = response.headers.get("Content-Range", "").rpartition("/")[2]
        if not total.isdigit():
            die("the server does not say the file's size")
        return int(total)

    def _block(self, index):
        if index not in self.blocks:
            start = index * BLOCK
            self.blocks[index] = self._get(start, min(start + BLOCK, self.size))
        return self.blocks[index]

    def readable(self):
        return True

    def seekable(self):
        return True

    def tell(self):
        return self.pos

    def seek(self, offset, whence=io.SEEK_SET):
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self.pos, io.SEEK_END: self.size}[whence]
        self.pos = max(0, base + offset)
        return self.pos

    def read(self, n=-1):
        end = self.size if n is None or n < 0 else min(self.size, self.pos + n)
        out = bytearray()
        while self.pos < end:
            block = self._block(self.pos // BLOCK)
            at = self.pos % BLOCK
            piece = block[at:at + (end - self.pos)]
            if not piece:
                die("the file is shorter than its size says")
            out += piece
            self.pos += len(piece)
        return bytes(out)

    def readinto(self, buffer):
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)


def main(argv):
    if len(argv) < 5 or "==" not in argv[0]:
        die(__doc__.split("\n\n")[2])
    requirement, arch, dest, first, folders = argv[0], argv[1], argv[2], argv[3], argv[4:]
    name, version = requirement.split("==", 1)
    url, size = wheel_url(name, version, arch)
    remote = RangeFile(url, size)
    with zipfile.ZipFile(remote) as wheel:
        names = wheel.namelist()
        inner = next((n for n in names if n == first or n.endswith("/" + first)), None)
        if inner is None:
            die(f"no {first} inside {url.rpartition('/')[2]}")
        prefix = inner[: len(inner) - len(first)]
        count = 0
        for member in names:
            rest = member[len(prefix):] if member.startswith(prefix) else None
            if rest is None or member.endswith("/"):
                continue
            if not any(rest.startswith(folder + "/") for folder in folders):
                continue
            if ".." in rest.split("/") or os.path.isabs(rest):
                die(f"a member that would land outside {dest}: {member}")
            target = os.path.join(dest, rest)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with wheel.open(member) as source, open(target, "wb") as out:
                out.write(source.read())
            count += 1
    fetched = sum(len(b) for b in remote.blocks.values())
    print(f"wheel-part: {count} files of {requirement} ({fetched // 1000} kB of "
          f"{remote.size // 1000000} MB read)", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
