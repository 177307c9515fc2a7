"""The modules of scripts/gen-nvml.py (a development-time tool; nothing runs it at build time)."""
