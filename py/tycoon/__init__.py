"""Tycoon Table's engine: five get-rich board games as pure-Python rules. The games are named in
tycoon/variants/__init__.py and each is loaded on its first use (tycoon.core.find_variant)."""
