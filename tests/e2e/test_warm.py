"""ui/warm.py: once a game screen is up, the variant's modules that its screens import only when
first needed are imported while the page is idle. Every one of them must import on its own, in
any order after the variant's package (CPython, stand-in DOM: fakedom.py)."""

from __future__ import annotations

import importlib
import sys

import fakedom  # noqa: F401 - first: it installs the stand-in pyscript that the ui modules import
import pytest
from ui import warm

VARIANTS = ["monopoly", "taiwan", "rich", "easymoney", "babylon"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_module_left_for_later_imports_on_its_own(variant):
    for package in (f"ui.variants.{variant}", f"tycoon.variants.{variant}"):
        importlib.import_module(package)
        later = warm.modules(package)
        assert all(name.startswith(package + ".") and name not in sys.modules for name in later)
        assert not any(".texts" in name for name in later)  # one language's texts are enough
        for name in later:
            importlib.import_module(name)
        assert warm.modules(package) == []

