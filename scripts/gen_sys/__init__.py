"""The modules of scripts/gen-sys.py (a development-time tool; nothing runs it at build time)."""
