"""Import the rest of a game's screens while the page is idle, one module at a time.

A variant's screens import their parts when first needed (the auction box, the deed card …), to
keep the start short. Left at that, a click that first needs one pays for compiling it: a
profiled Taiwan click took 39 ms, 17.6 of them compiling one such module. So once the game
screen is up, each module of the variant's packages not imported yet is imported in an idle
callback of its own (requestIdleCallback, else a 200 ms timer): a click never waits for more than
one of them. On a later visit py/boot.py has their bytecode, and each takes about a millisecond.
"""

from __future__ import annotations

import importlib
import os
import sys
import traceback

from pyodide.ffi import create_proxy
from pyscript import window

IDLE_JS = "(window.requestIdleCallback || ((f) => setTimeout(f, 200)))(() => run(), {timeout: 3000});"
_idle = window.Function.new("run", IDLE_JS) if hasattr(window, "Function") else None  # None: CPython tests
_queue: list[str] = []
_proxy: list = []


def modules(package: str) -> list[str]:
    """The modules under an imported package (its files, walked without importing), not imported yet."""
    found = []
    root = os.path.dirname(sys.modules[package].__file__)
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in ("__pycache__", "texts")  # texts: one language is enough
                         and os.path.exists(os.path.join(folder, d, "__init__.py")))
        parts = os.path.relpath(folder, root).split(os.sep)
        prefix = ".".join([package] + [p for p in parts if p != "."])
        for name in sorted(files):
            if name.endswith(".py"):
                module = prefix if name == "__init__.py" else f"{prefix}.{name[:-3]}"
                if module not in sys.modules:
                    found.append(module)
    return found


def up(variant: str) -> None:
    """Queue the variant's screens and rules modules that are not imported yet."""
    _add([m for package in (f"ui.variants.{variant}", f"tycoon.variants.{variant}") if package in sys.modules
          for m in modules(package)])


def home() -> None:
    """Once the home screen is up: what a game will need, since a first visit's home screen loads no
    game (ui/home.py, core/variant.py): the set-up screen, the game screen, the engine's shared
    rules, then each game's rules in the home screen's order, one module at a time, so Play finds
    them compiled; then the Lab (ui/lab/buttons.py), its pages before the dialog that imports them."""
    from tycoon.core.variant import game_ids

    games = [m for game_id in game_ids() for m in modules(f"tycoon.variants.{game_id}")]
    _add(["ui.setup", "ui.game", "ui.actions", *modules("tycoon.core"), *games, *reversed(modules("ui.lab"))])


def _add(names: list) -> None:
    if _idle is None:
        return
    start = not _queue
    _queue.extend(m for m in names if m not in _queue and m not in sys.modules)
    if start and _queue:
        _next()


def _next() -> None:
    if not _proxy:
        _proxy.append(create_proxy(_step))
    _idle(_proxy[0])


def _step(*_args) -> None:
    if not _queue:
        return
    name = _queue.pop(0)
    try:
        importlib.import_module(name)
    except Exception:  # noqa: BLE001 - a module that fails here fails again where it is used, and says so there
        window.console.warn(f"warm-up import of {name} failed:\n{traceback.format_exc()}")
    if _queue:
        _next()
