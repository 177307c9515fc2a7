"""gen-nvml: areas and doc lines, generated from the C names (never NVIDIA's comments)."""

import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict

import pycparser
from pycparser import c_ast

from gen_nvml.header import *  # noqa: F401,F403

# ---------------------------------------------------------------------------------------------------------
# Areas and doc lines.

# (area, module doc, name fragments): an item goes to the first area one of whose fragments its name has.
AREAS = [
    ("result", "The status every NVML call returns.", ["nvmlReturn", "NVML_SUCCESS", "NVML_ERROR"]),
    ("vgpu", "Virtual GPUs (vGPU): types, instances, scheduling, licensing, host and guest information.",
     ["Vgpu", "VGPU", "vgpu", "Grid", "GRID", "Ccu", "CCU", "Gsp", "GSP", "Vgpu"]),
    ("gpm", "GPU performance monitoring (GPM): samples and the metrics computed between two.",
     ["Gpm", "GPM"]),
    ("nvlink", "NVLink, C2C and the GPU fabric: link state, capabilities, counters, bandwidth.",
     ["NvLink", "Nvlink", "NVLINK", "NvlinkBw", "C2c", "C2C", "Prm", "PRM", "Fabric", "FABRIC"]),
    ("mig", "Multi-instance GPU (MIG): GPU instances, compute instances, their profiles and placements.",
     ["GpuInstance", "ComputeInstance", "GPU_INSTANCE", "COMPUTE_INSTANCE", "Mig", "MIG"]),
    ("events", "Events: event sets, the event types a device reports, and system events.",
     ["Event", "EVENT"]),
    ("ecc", "ECC, memory errors, retired pages, remapped rows and repair status.",
     ["Ecc", "ECC", "MemoryError", "MEMORY_ERROR", "Sram", "SRAM", "RowRemap", "Retired", "PAGE_RETIREMENT",
      "Repair", "MemoryLocation", "MEMORY_LOCATION", "Dram", "DRAM"]),
    ("clocks", "Clocks, performance states and the reasons clocks are held down.",
     ["Clock", "CLOCK", "Pstate", "PSTATE", "Perf", "PERF", "Throttle", "THROTTLE", "AppClock"]),
    ("power", "Power, temperature, fans and coolers.",
     ["Power", "POWER", "Temperature", "TEMPERATURE", "Thermal", "THERMAL", "Fan", "FAN", "Cooler",
      "COOLER", "Margin", "Workload", "WORKLOAD"]),
    ("unit", "S-class units: their fans, LEDs, power supplies and the devices they hold.",
     ["Unit", "UNIT", "Psu", "Hwbc", "Led", "LED"]),
    ("process", "Processes, accounting, samples and utilisation.",
     ["Process", "PROCESS", "Accounting", "ACCOUNTING", "Utilization", "UTILIZATION", "Sample", "SAMPLE",
      "Encoder", "ENCODER", "FBC", "Fbc", "Jpg", "Ofa"]),
    ("pci", "PCI information, topology, affinity and the bus.",
     ["Pci", "PCI", "Bridge", "BRIDGE", "BusType", "BUS_TYPE", "Topology", "TOPOLOGY", "Affinity",
      "AFFINITY", "P2P", "NVLINK_P2P", "Pcie", "PCIE"]),
    ("field_values", "Field values: many queries answered by one call, by field identifier.",
     ["FieldValue", "NVML_FI_", "nvmlValue"]),
    ("system", "The system: initialisation, driver and NVML versions, system-wide settings.",
     ["System", "SYSTEM", "Init", "INIT", "Shutdown", "ErrorString", "Excluded", "Driver", "DRIVER",
      "Conf", "CONF", "Rusd", "RUSD", "Platform"]),
    ("device", "Devices: handles, identity, memory, modes, and everything else a device answers.", [""]),
]


COMMENT_RUNS = set()
COMMENT_TEXT = []


def learn_comments(raw):
    """The words of nvml.h's comments, so that no generated doc line repeats them (the conformance
    check's rule: six words in a row, or a whole sentence of 25 characters or more)."""
    for c in re.findall(r"/\*.*?\*/|//[^\n]*", raw, re.S):
        w = re.findall(r"[a-z0-9]+", c.lower())
        COMMENT_RUNS.update(tuple(w[i:i + 6]) for i in range(len(w) - 5))
        COMMENT_TEXT.append(" " + " ".join(w) + " ")


def echoes_header(doc):
    w = re.findall(r"[a-z0-9]+", doc.lower())
    if any(tuple(w[i:i + 6]) in COMMENT_RUNS for i in range(len(w) - 5)):
        return True
    for sentence in re.split(r"[.:;!?()]", doc):
        sw = re.findall(r"[a-z0-9]+", sentence.lower())
        text = " ".join(sw)
        if len(sw) >= 3 and len(text) >= 25 and any(" %s " % text in t for t in COMMENT_TEXT):
            return True
    return False


def own(doc, fallback):
    return fallback if echoes_header(doc) else doc


# (sub-area, its area, module doc, name fragments): an item of the area whose name has one of the
# fragments goes to the sub-area instead, a file of one idea where the area is too long for one file
# (a sub-area may refine a sub-area listed before it).
SUBAREAS = [
    ("memory", "device", "Device memory: totals, BAR1, limits and the addressing mode.",
     ["Memory", "MEMORY", "BAR1", "Bar1"]),
    ("identity", "device", "Device identity: name, brand, UUID, serial, board, architecture, InfoROM, "
     "VBIOS and the names' buffer sizes.",
     ["UUID", "Uuid", "Serial", "SERIAL", "Name", "NAME", "Brand", "BRAND", "ARCH", "Architecture",
      "Inforom", "INFOROM", "Vbios", "VBIOS", "Board", "BOARD", "Pdi", "PART_NUMBER", "Hostname", "HOSTNAME",
      "GetIndex", "MinorNumber", "ModuleId"]),
    ("power_model", "device", "The power model's metrics: rails, operating points and observed metrics.",
     ["Pmgr", "Rail", "PwrModel", "ObservedMetrics"]),
    ("confidential", "device", "Confidential computing: attestation reports, certificate chains and key "
     "rotation.", ["NVML_CC_", "ATTESTATION", "CERT_CHAIN"]),
    ("cper", "device", "CPER records: the cursor and the reads.", ["CPER"]),
    ("gpm_metrics", "gpm", "The GPM metric identifiers (one C enum, whole).",
     ["GpmMetricId", "NVML_GPM_METRIC_"]),
    ("fabric", "nvlink", "The GPU fabric: its state, health and cliques.", ["Fabric", "FABRIC"]),
    ("prm", "nvlink", "PRM registers and counters, and the C2C link.", ["Prm", "PRM", "C2c", "C2C"]),
    ("nvlink_fields", "nvlink", "The NVLink field identifiers (`NVML_FI_DEV_NVLINK_*`) of bandwidth, "
     "speed, throughput and link state, read with the field-value calls.", ["NVML_FI_DEV_NVLINK_"]),
    ("nvlink_error_fields", "nvlink_fields", "The NVLink field identifiers of errors: CRC, replay, "
     "recovery and ECC.",
     ["CRC", "REPLAY", "RECOVERY", "ECC", "ERROR", "BER", "FEC"]),
    ("nvlink_ber_fields", "nvlink_error_fields", "The NVLink field identifiers of bit error rates and "
     "FEC history.", ["BER", "FEC"]),
    ("thermal", "power", "Temperatures, thermal sensors, fans and coolers.",
     ["Temperature", "TEMPERATURE", "Thermal", "THERMAL", "Fan", "FAN", "Cooler", "COOLER", "Margin"]),
    ("vgpu_scheduler", "vgpu", "vGPU scheduling: scheduler states, parameters and logs.",
     ["Scheduler", "SCHEDULER"]),
    ("vgpu_placement", "vgpu", "vGPU placements and the heterogeneous mode.",
     ["Placement", "PLACEMENT", "Heterogeneous", "HETEROGENEOUS", "HOMOGENEOUS"]),
    ("vgpu_utilization", "vgpu", "vGPU utilisation, encoder and FBC statistics, and accounting.",
     ["Utilization", "Accounting", "Encoder", "FBC", "Fbc"]),
    ("vgpu_licensing", "vgpu", "vGPU licensing (GRID): licensable features and their states.",
     ["Grid", "GRID", "License", "LICENSE"]),
]


def area_list():
    """Every area and sub-area with its module doc, each sub-area after its area."""
    def with_subs(area, doc):
        out = [(area, doc)]
        for sub, parent, sdoc, _ in SUBAREAS:
            if parent == area:
                out += with_subs(sub, sdoc)
        return out
    return [a for area, doc, _ in AREAS for a in with_subs(area, doc)]


def area_of(name):
    for area, _, frags in AREAS:
        if any(f in name for f in frags):
            break
    else:
        area = "device"
    # In list order, so a sub-area of a sub-area (listed after it) refines it again.
    for sub, parent, _, frags in SUBAREAS:
        if parent == area and any(f in name for f in frags):
            area = sub
    return area


def words(name):
    s = re.sub(r"^nvml", "", name)
    s = re.sub(r"_t$", "", s)
    s = s.replace("_", " ")
    s = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", s)
    s = re.sub(r"(?<=[A-Z])(?=[A-Z][a-z])", " ", s)
    return " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in s.split())


VERBS = {"get": "Reads", "set": "Sets", "clear": "Clears", "reset": "Resets", "create": "Creates",
         "destroy": "Destroys", "register": "Registers", "free": "Frees", "wait": "Waits for",
         "query": "Queries", "validate": "Validates", "remove": "Removes", "discover": "Discovers",
         "modify": "Modifies", "on": "On", "read": "Reads", "write": "Writes", "power": "Powers",
         "is": "Tells whether", "workload": "Workload", "sample": "Samples"}

def function_doc(c_name, symbol):
    base = re.sub(r"_v\d+$", "", c_name)
    rest = base[4:]
    owner = ""
    for o in ["Device", "SystemEventSet", "System", "Unit", "VgpuInstance", "VgpuType", "GpuInstance",
              "ComputeInstance", "EventSet", "Gpm"]:
        if rest.startswith(o) and len(rest) > len(o) and rest[len(o)].isupper():
            owner, rest = o, rest[len(o):]
            break
    w = words("nvml" + rest).split()
    if w and w[0] in VERBS:
        text = VERBS[w[0]] + " " + " ".join(w[1:])
    else:
        text = " ".join(w).capitalize() if w else c_name
    text = text.strip()
    if owner:
        text = "%s: %s" % (words("nvml" + owner).capitalize(), text[0].lower() + text[1:])
    else:
        text = text[0].upper() + text[1:]
    return own("%s (`%s`)." % (text, symbol), "The NVML function exported as `%s`." % symbol)


def type_doc(name, kind):
    w = words(name)
    what = {"enum": "The values of", "struct": "The C struct", "union": "The C union", "handle": "A handle to",
            "alias": "Another name of"}[kind]
    return own("%s `%s`: %s." % (what, name, w), "%s `%s`." % (what, name))


# Our own sentence for each status code (the safe layer's fallback when the library cannot say).
RESULT_DOCS = {
    "NVML_SUCCESS": "The call succeeded.",
    "NVML_ERROR_UNINITIALIZED": "NVML was not initialised: call `nvmlInit` first.",
    "NVML_ERROR_INVALID_ARGUMENT": "An argument was not acceptable (a null pointer, a bad handle, a value out of range).",
    "NVML_ERROR_NOT_SUPPORTED": "This device or this driver cannot answer the query or make the change.",
    "NVML_ERROR_NO_PERMISSION": "The caller lacks the privileges the call needs (usually root).",
    "NVML_ERROR_ALREADY_INITIALIZED": "NVML was already initialised (no longer returned).",
    "NVML_ERROR_NOT_FOUND": "Nothing matched what was asked for (a device id, a process, an instance).",
    "NVML_ERROR_INSUFFICIENT_SIZE": "A buffer or count was too small; the count now says how much is needed.",
    "NVML_ERROR_INSUFFICIENT_POWER": "An external power cable of the device is not connected properly.",
    "NVML_ERROR_DRIVER_NOT_LOADED": "The NVIDIA kernel driver is not loaded.",
    "NVML_ERROR_TIMEOUT": "The call ran out of time.",
    "NVML_ERROR_IRQ_ISSUE": "The kernel detected an interrupt problem with a GPU.",
    "NVML_ERROR_LIBRARY_NOT_FOUND": "A shared library NVML needs could not be found or loaded.",
    "NVML_ERROR_FUNCTION_NOT_FOUND": "The loaded NVML does not implement the function.",
    "NVML_ERROR_CORRUPTED_INFOROM": "The infoROM of the device holds corrupt data.",
    "NVML_ERROR_GPU_IS_LOST": "The GPU stopped answering (fell off the bus or failed); it needs a reset or a reboot.",
    "NVML_ERROR_RESET_REQUIRED": "Only a reset of the GPU makes it work again.",
    "NVML_ERROR_OPERATING_SYSTEM": "The operating system refused the operation.",
    "NVML_ERROR_LIB_RM_VERSION_MISMATCH": "The NVML library and the kernel driver are of different versions.",
    "NVML_ERROR_IN_USE": "The GPU is in use, so the operation cannot be done now.",
    "NVML_ERROR_MEMORY": "NVML could not allocate memory.",
    "NVML_ERROR_NO_DATA": "There is no data to return.",
    "NVML_ERROR_VGPU_ECC_NOT_SUPPORTED": "The operation is not possible because ECC is on for the vGPU.",
    "NVML_ERROR_INSUFFICIENT_RESOURCES": "Not enough resources (of the GPU or the system) for the request.",
    "NVML_ERROR_FREQ_NOT_SUPPORTED": "The frequency asked for is not one the device supports.",
    "NVML_ERROR_ARGUMENT_VERSION_MISMATCH": "A struct's version field is not one this NVML knows.",
    "NVML_ERROR_DEPRECATED": "The function is deprecated and no longer does anything.",
    "NVML_ERROR_NOT_READY": "Too early: ask again later.",
    "NVML_ERROR_GPU_NOT_FOUND": "No GPU was found to act on.",
    "NVML_ERROR_INVALID_STATE": "The device is in a state in which the request cannot be made.",
    "NVML_ERROR_RESET_TYPE_NOT_SUPPORTED": "The reset type asked for is not supported.",
    "NVML_ERROR_UNKNOWN": "An error NVML has no other code for.",
}


def value_doc(enum_name, const_name, prefix):
    if enum_name == "nvmlReturn_t" and const_name in RESULT_DOCS:
        return RESULT_DOCS[const_name]
    rest = const_name[len(prefix):] if const_name.startswith(prefix) else const_name
    return own("`%s`: %s." % (const_name, words(rest).replace("_", " ").lower() or "the value"),
               "The constant `%s`." % const_name)


def common_prefix(names):
    if not names:
        return ""
    p = os.path.commonprefix(names)
    return p[:p.rfind("_") + 1] if "_" in p else ""
