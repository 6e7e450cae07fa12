"""A first visit's home screen compiles only what it shows (docs/design.md "Start-up"): importing
the app, as py/main.py does before drawing it, imports no game's rules, no engine rules, saves or
undo, no set-up or game screen, no Lab page and no board editor, and none of its modules imports
urllib; each of the others comes on first use or in idle time (ui/warm.py). Run in a fresh CPython
(the stand-in DOM: fakedom.py), since this test process has imported most of them already; what
main.py imports before the app (zipfile …) is left out."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
import io, os, zipfile, zlib  # main.py's own, before the app
import fakedom
fakedom.install()
before = set(sys.modules)
import ui.app
print(json.dumps({name: getattr(sys.modules[name], "__file__", None) for name in set(sys.modules) - before}))
"""
LATER = ["tycoon.core.game", "tycoon.core.saves", "tycoon.core.undo", "tycoon.core.timeline", "tycoon.core.search",
         "tycoon.core.own_board", "ui.setup", "ui.options", "ui.game", "ui.actions", "ui.lab.dialog",
         "ui.lab.simulate", "ui.board_editor", "ui.help.dialog"]


def run(script: str) -> str:
    # -I -S: no site-packages and no sitecustomize, which import modules of their own
    return subprocess.run([sys.executable, "-I", "-S", "-c", script, str(ROOT / "py"), str(ROOT / "tests" / "e2e")],
                          capture_output=True, text=True, check=True).stdout


def test_the_home_screen_imports_no_rules_screens_or_lab_of_a_game():
    found = json.loads(run(SCRIPT))
    assert "ui.app" in found and "ui.home" in found and "tycoon.core.variant" in found
    assert [name for name in LATER if name in found] == []
    assert [name for name in found if name.startswith("tycoon.variants.") and name.count(".") > 2] == []
    ours = [Path(path) for path in found.values() if path and Path(path).is_relative_to(ROOT / "py")]
    # urllib.parse, with the ipaddress module it imports: ~40 ms of the standard library compiled
    # from source in Pyodide (ui/page_start.py reads the address with URLSearchParams instead)
    assert [path.name for path in ours if re.search(r"^\s*(from|import) urllib", path.read_text(), re.MULTILINE)] == []


def test_what_the_home_screen_leaves_for_later_imports_on_its_own():
    """Each module left for later imports in a process that has imported only the home's."""
    for name in LATER:
        run(f"{SCRIPT}import {name}\n")
