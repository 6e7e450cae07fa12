"""Tycoon Table's engine: five get-rich board games as pure-Python rules. Importing the package
registers every variant that tycoon/variants/__init__.py lists."""

from . import variants  # noqa: F401
