#!/usr/bin/env python3
"""The Python side of the per-call overhead benchmark: NVIDIA's `cuda.bindings.driver`, the same operations
as benches/src/bin/gpu_overhead/ and benches/c/overhead.c, timed the same way (batches of calls,
repetitions, median ns per call). One variant, `python`; the row `python-loop` is the cost of the bare
`for` loop per iteration, included in every `python` row.

Usage: overhead.py KERNEL_DIR [--reps N] [--calls N] [--launches N] [--round-trips N] [--run LABEL]
                              [--csv FILE]
KERNEL_DIR holds empty.ptx and sixteen_args.ptx. Exits 1 naming the failing call.
"""

import argparse
import ctypes
import os
import statistics
import sys
import time

try:
    from cuda.bindings import driver as cu
except ImportError as e:  # pragma: no cover - depends on the machine
    sys.exit(f"overhead.py: cannot import cuda.bindings ({e}); pip install cuda-bindings")

ATTRIBUTE = cu.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
SUCCESS = cu.CUresult.CUDA_SUCCESS
NOT_READY = cu.CUresult.CUDA_ERROR_NOT_READY


def fail(what, why):
    sys.exit(f"overhead.py: {what}: {getattr(why, 'name', why)}")


def check(what, result):
    """`result` is the tuple cuda.bindings returns: the CUresult first, then the outputs."""
    err = result[0]
    if err != SUCCESS:
        fail(what, err)
    return result[1] if len(result) == 2 else result[1:]


def quantile(values, q):
    """Linear interpolation between the nearest ranks, as cuda_benches::stats::quantile."""
    v = sorted(values)
    pos = q * (len(v) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (pos - lo)


class Bench:
    def __init__(self, kernel_dir):
        check("cuInit", cu.cuInit(0))
        self.dev = check("cuDeviceGet", cu.cuDeviceGet(0))
        self.context = check("cuDevicePrimaryCtxRetain", cu.cuDevicePrimaryCtxRetain(self.dev))
        check("cuCtxSetCurrent", cu.cuCtxSetCurrent(self.context))
        self.stream = check(
            "cuStreamCreate", cu.cuStreamCreate(cu.CUstream_flags.CU_STREAM_NON_BLOCKING.value)
        )
        self.empty = self.load(kernel_dir, "empty.ptx", b"empty")
        self.sixteen = self.load(kernel_dir, "sixteen_args.ptx", b"sixteen_args")
        self.out = check("cuMemAlloc", cu.cuMemAlloc(16 * 4))
        self.values = (1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 0x9E3779B9)
        # The tuple form the bindings document: (values, ctypes types); the pointer as c_void_p.
        self.params16 = (
            self.values + (int(self.out),),
            (ctypes.c_uint,) * 15 + (ctypes.c_void_p,),
        )
        attr = cu.CUlaunchAttribute()
        attr.id = cu.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_PRIORITY
        attr.value.priority = 0
        config = cu.CUlaunchConfig()
        config.gridDimX = config.gridDimY = config.gridDimZ = 1
        config.blockDimX = config.blockDimY = config.blockDimZ = 1
        config.sharedMemBytes = 0
        config.hStream = self.stream
        config.attrs = [attr]
        config.numAttrs = 1
        self.config = config

    @staticmethod
    def load(kernel_dir, file, name):
        with open(os.path.join(kernel_dir, file), "rb") as f:
            ptx = f.read() + b"\0"
        module = check(f"cuModuleLoadData({file})", cu.cuModuleLoadData(ptx))
        return check(f"cuModuleGetFunction({name!r})", cu.cuModuleGetFunction(module, name))

    def drain(self):
        check("cuStreamSynchronize", cu.cuStreamSynchronize(self.stream))

    # The measured loops. Local names for speed, as a careful Python user would write them.

    def loop(self, n):
        for _ in range(n):
            pass

    def ctx(self, n):
        f = cu.cuCtxGetCurrent
        for _ in range(n):
            r = f()
            if r[0] != SUCCESS:
                fail("cuCtxGetCurrent", r[0])

    def attr(self, n):
        f, dev = cu.cuDeviceGetAttribute, self.dev
        for _ in range(n):
            r = f(ATTRIBUTE, dev)
            if r[0] != SUCCESS:
                fail("cuDeviceGetAttribute", r[0])

    def query(self, n):
        f, s = cu.cuStreamQuery, self.stream
        for _ in range(n):
            r = f(s)
            if r[0] != SUCCESS and r[0] != NOT_READY:
                fail("cuStreamQuery", r[0])

    def launch(self, n):
        f, k, s = cu.cuLaunchKernel, self.empty, self.stream
        for _ in range(n):
            r = f(k, 1, 1, 1, 1, 1, 1, 0, s, 0, 0)
            if r[0] != SUCCESS:
                fail("cuLaunchKernel", r[0])

    def launch_ex(self, n):
        f, k, c = cu.cuLaunchKernelEx, self.empty, self.config
        for _ in range(n):
            r = f(c, k, 0, 0)
            if r[0] != SUCCESS:
                fail("cuLaunchKernelEx", r[0])

    def round_trip(self, n):
        f, sync, k, s = cu.cuLaunchKernel, cu.cuStreamSynchronize, self.empty, self.stream
        for _ in range(n):
            r = f(k, 1, 1, 1, 1, 1, 1, 0, s, 0, 0)
            if r[0] != SUCCESS:
                fail("cuLaunchKernel", r[0])
            r = sync(s)
            if r[0] != SUCCESS:
                fail("cuStreamSynchronize", r[0])

    def args16(self, n):
        f, k, s, p = cu.cuLaunchKernel, self.sixteen, self.stream, self.params16
        for _ in range(n):
            r = f(k, 1, 1, 1, 1, 1, 1, 0, s, p, 0)
            if r[0] != SUCCESS:
                fail("cuLaunchKernel", r[0])

    def check_sixteen(self):
        """One 16-argument launch, and a check of what the kernel wrote."""
        self.drain()
        zero = (ctypes.c_uint * 16)()
        check("cuMemcpyHtoD", cu.cuMemcpyHtoD(self.out, zero, ctypes.sizeof(zero)))
        self.args16(1)
        self.drain()
        got = (ctypes.c_uint * 16)()
        check("cuMemcpyDtoH", cu.cuMemcpyDtoH(got, self.out, ctypes.sizeof(got)))
        expected = list(self.values) + [sum(self.values) % 2**32]
        if list(got) != expected:
            fail("check", f"sixteen_args wrote {list(got)}, expected {expected}")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("kernel_dir")
    p.add_argument("--reps", type=int, default=101)
    p.add_argument("--calls", type=int, default=20000)
    p.add_argument("--launches", type=int, default=500)
    p.add_argument("--round-trips", type=int, default=200)
    p.add_argument("--run", default="1")
    p.add_argument("--csv")
    a = p.parse_args()

    b = Bench(a.kernel_dir)
    name = check("cuDeviceGetName", cu.cuDeviceGetName(256, b.dev))
    version = check("cuDriverGetVersion", cu.cuDriverGetVersion())
    binding = getattr(sys.modules.get("cuda.bindings"), "__version__", "?")
    name = name.split(b"\0")[0].decode(errors="replace")
    print(
        f"device 0: {name}; driver CUDA {version // 1000}."
        f"{version % 1000 // 10}; cuda.bindings {binding}; Python {sys.version.split()[0]}"
    )
    b.check_sixteen()
    print("sixteen_args: the launch wrote the expected 16 values")

    ops = [
        ("cuCtxGetCurrent", a.calls, False, b.ctx),
        ("cuDeviceGetAttribute", a.calls, False, b.attr),
        ("cuStreamQuery", a.calls, True, b.query),
        ("cuLaunchKernel", a.launches, True, b.launch),
        ("cuLaunchKernelEx", a.launches, True, b.launch_ex),
        ("launch+sync", a.round_trips, True, b.round_trip),
        ("launch 16 args", a.launches, True, b.args16),
        ("(bare for loop)", a.calls, False, b.loop),
    ]
    warmup = 3
    samples = {op[0]: [] for op in ops}
    started = time.perf_counter()
    for rep in range(warmup + a.reps):
        for name_, n, drain, fn in ops:
            if drain:
                b.drain()
            t = time.perf_counter_ns()
            fn(n)
            ns = (time.perf_counter_ns() - t) / n
            if rep >= warmup:
                samples[name_].append(ns)
    b.drain()
    print(
        f"run {a.run}: {a.reps} repetitions (after {warmup} warm-up) in "
        f"{time.perf_counter() - started:.1f} s; calls per batch: {a.calls} (launches {a.launches}, "
        f"round trips {a.round_trips})\n"
    )
    print(f"{'operation':<22} {'variant':<11} {'median ns':>10} {'p10':>10} {'p90':>10}")
    lines = ["source,run,op,variant,reps,calls,median_ns,p10_ns,p90_ns,min_ns,ratio_to_pfn,paired_ratio"]
    for name_, n, _, _ in ops:
        s = samples[name_]
        op, variant = (name_, "python") if not name_.startswith("(") else ("(bare for loop)", "python-loop")
        m, p10, p90, mn = statistics.median(s), quantile(s, 0.1), quantile(s, 0.9), min(s)
        print(f"{op:<22} {variant:<11} {m:>10.1f} {p10:>10.1f} {p90:>10.1f}")
        lines.append(f"python,{a.run},{op},{variant},{len(s)},{n},{m:.2f},{p10:.2f},{p90:.2f},{mn:.2f},,")
    if a.csv:
        with open(a.csv, "w") as f:
            f.write("\n".join(lines) + "\n")
        print(f"\nwrote {a.csv}")


if __name__ == "__main__":
    main()
