"""The engine soak: the engine suite with every playout test at its full count (TYCOON_PLAYOUTS=200,
tests/engine/playout.py), on CPython, and optionally in Pyodide under Node (--pyodide).

CI runs the same tests at TYCOON_PLAYOUTS=30 (each counted playout test plays the same share of its
soak count), so a rule broken only in a rare game shows up here first. Run it nightly or before a
release:

    python3 build.py bench --only soak            # CPython
    python3 bench/soak.py --pyodide               # CPython, then Pyodide (slow: about 2x)
    python3 bench/soak.py --playouts 1000         # a longer soak
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--playouts", type=int, default=200, help="TYCOON_PLAYOUTS (default 200, the soak)")
    parser.add_argument("--pyodide", action="store_true", help="also run the engine suite in Pyodide under Node")
    args = parser.parse_args()
    env = dict(os.environ, TYCOON_PLAYOUTS=str(args.playouts), PYTHONDONTWRITEBYTECODE="1")
    runs = [("CPython", [sys.executable, "-m", "pytest", "tests/engine", "-q", "-p", "no:cacheprovider"])]
    if args.pyodide:
        runs.append(("Pyodide", ["node", "tests/pyodide/run.mjs", "--playouts", str(args.playouts)]))
    failed = 0
    for title, cmd in runs:
        print(f"== soak, {title}, TYCOON_PLAYOUTS={args.playouts}", flush=True)
        started = time.perf_counter()
        code = subprocess.call(cmd, cwd=ROOT, env=env)
        print(f"== {title}: {'passed' if code == 0 else f'FAILED (exit {code})'} in {time.perf_counter() - started:.0f}s")
        failed += code != 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
