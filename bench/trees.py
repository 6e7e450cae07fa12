"""Helpers for benchmarks that compare the work tree with an older commit (`--against COMMIT`).

The old commit is checked out with `git worktree add --detach` in a temp dir (removed at the end);
each measurement runs in its own `python3` subprocess with PYTHONPATH=<tree>/py, so the two engines
never share an interpreter. Children print one JSON line (the last line of their stdout).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


def work_tree_label() -> str:
    """'d3026c5' or 'd3026c5+changes' when what the site is built from (py/, css/, index.html,
    pyscript.toml, build.py) has uncommitted changes."""
    dirty = git("status", "--porcelain", "--", "py", "css", "index.html", "pyscript.toml", "build.py")
    return git("rev-parse", "--short", "HEAD") + ("+changes" if dirty else "")


@contextlib.contextmanager
def checkout(commit: str):
    """Yield (path, short hash) of a detached worktree of commit; remove it afterwards."""
    short = git("rev-parse", "--short", commit + "^{commit}")
    temp = Path(tempfile.mkdtemp(prefix=f"tycoon-{short}-"))
    tree = temp / "tree"
    git("worktree", "add", "--detach", "--quiet", str(tree), commit)
    try:
        yield tree, short
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, check=False)
        with contextlib.suppress(OSError):
            temp.rmdir()


def run_child(tree: Path, script: Path, args: list[str]) -> dict:
    """Run `python3 script args` with tree/py importable; return the JSON its last line prints.
    The child reports tycoon.__file__ and this checks it came from the intended tree."""
    env = dict(os.environ, PYTHONPATH=str(tree / "py"), PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, str(script), *args], check=False, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"{script.name} failed in {tree} (exit {done.returncode})")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    engine = Path(result["engine"]).resolve()
    if not engine.is_relative_to((tree / "py").resolve()):
        raise SystemExit(f"the child imported {engine}, not the engine in {tree}")
    return result


def percentile(values: list, p: float):
    """Nearest-rank percentile (p in 0..100) of a non-empty list."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def spread(values: list[float], digits: int = 0) -> str:
    """'median (min–max)'."""
    return f"{statistics.median(values):.{digits}f} ({min(values):.{digits}f}–{max(values):.{digits}f})"
