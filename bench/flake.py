"""The flake check of issue 34: the whole CI run (`python3 build.py test`, every layer) on a clean
clone of HEAD, several times in a row, with a CPU hog on every core the whole time. A right change
must pass on a busy machine: the bar is 0 failures in 3 consecutive runs with two hogs.

    python3 build.py bench --only flake              # 3 runs, a hog per core (2 here)
    python3 bench/flake.py --runs 1 --hogs 0         # one quiet run: CI's time on a clean clone

Each run prints its wall time and build.py's per-layer summary; the last line gives every run's
result. Exit status 1 if any run failed. (`python3 build.py test --stress` is the quicker check:
the e2e layer alone, twice, under the hogs.)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # the repository's build.py (first on the path): its cpu_hogs


def clean_clone(into: Path) -> str:
    """A clone of the repository's HEAD (committed work only), as CI sees it; returns the commit."""
    subprocess.run(["git", "clone", "-q", str(ROOT), str(into)], check=True)
    return subprocess.run(["git", "-C", str(into), "rev-parse", "--short", "HEAD"], check=True,
                          capture_output=True, text=True).stdout.strip()


def one_run(clone: Path, log: Path) -> tuple[int, float, list[str]]:
    started = time.perf_counter()
    with log.open("w", encoding="utf-8") as out:
        code = subprocess.run([sys.executable, "build.py", "test"], cwd=clone, stdout=out,
                              stderr=subprocess.STDOUT, check=False).returncode
    seconds = time.perf_counter() - started
    lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
    summary = lines[next((i for i, line in enumerate(lines) if "===== summary =====" in line), len(lines)):]
    counts = [line for line in lines if " passed" in line and (" in " in line) and line.strip()[:1].isdigit()]
    return code, seconds, summary + counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hogs", type=int, default=os.cpu_count() or 1, help="busy loops while the runs go")
    parser.add_argument("--keep", action="store_true", help="keep the clone and its logs (printed)")
    args = parser.parse_args()
    where = Path(tempfile.mkdtemp(prefix="tycoon-flake-"))
    commit = clean_clone(where / "repo")
    print(f"flake check: {args.runs} run(s) of `python3 build.py test` on a clean clone of {commit}, "
          f"{args.hogs} CPU hog(s), {os.cpu_count()} cores", flush=True)
    results = []
    with build.cpu_hogs(args.hogs):
        for n in range(1, args.runs + 1):
            log = where / f"run{n}.log"
            code, seconds, summary = one_run(where / "repo", log)
            results.append((code, seconds))
            print(f"\n--- run {n}: {'passed' if code == 0 else f'FAILED (exit {code})'} in {seconds / 60:.1f} min "
                  f"(log {log})", flush=True)
            print("\n".join(summary), flush=True)
    verdicts = ", ".join(f"{'pass' if code == 0 else 'FAIL'} {seconds / 60:.1f} min" for code, seconds in results)
    failed = sum(code != 0 for code, _ in results)
    print(f"\n{commit}, {args.hogs} hogs: {verdicts}; {failed} of {len(results)} failed")
    if not args.keep and not failed:
        subprocess.run(["rm", "-rf", str(where)], check=False)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
