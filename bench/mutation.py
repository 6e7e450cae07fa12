"""Mutation testing of the rules: do the engine tests catch a broken rule?

    python3 build.py bench --only mutation          # builds dist/ first (build.py bench), then this
    python3 bench/mutation.py [--sample N] [--module PATH ...] [--jobs J] [--timeout S] [--list-only]

A small deterministic AST mutator of our own (no mutmut; the mutants are made in bench/mutants.py). Each mutant changes ONE node of one
rules module; the test files of that module's game then run on it (pytest -x, TYCOON_PLAYOUTS=5).
A failing run kills the mutant, a passing run lets it survive, a run longer than --timeout (300 s)
counts as killed but is reported apart (a rule broken into an endless game).

Modules (the rules): every .py under py/tycoon/variants/*/ and py/tycoon/core/property/, except bot
code (bot.py, bot/), view.py, describe.py, shape.py, options.py, texts/ and __init__.py.

Operators, one node at a time:
  compare   < <-> <=, > <-> >=, == <-> !=, in <-> not in, is <-> is not
  arith     + <-> -, * <-> //, / -> *, % -> //, ** -> *, << <-> >>, | <-> &, ^ -> &
            (also in augmented assignments, += -> -= ...; never on a string literal's + or %)
  int       n -> n + 1, except 1 -> 0 (so 0 -> 1)
  bool      True <-> False
  boolop    and <-> or (the whole chain)
  drop not  not X -> (X)
  return    return X -> return None (X not already None)
  drop call a statement that is only a call -> pass
Not mutated: type annotations, f-strings, assert statements, docstrings.

The mutant's source is the original file with only the mutated node's bytes patched (an operator's
token, a constant, `not `, a returned expression, a call statement): the rest of the file is
byte-identical. Every mutant is checked: it compiles, and its AST equals the mutated tree.

The sample (deterministic, no Python hash()): a module's candidate mutants are numbered in source
order (line, column, operator); mutant i gets the key SHA-256("<module path>#<i>"), and the module's
n mutants with the smallest keys run, where n = min(--sample, max(3, round(sqrt(candidates))))
(--sample defaults to 10: a module with 100 or more candidates runs 10, one with 25 runs 5).
The same tree always draws the same mutants; an edit to a module redraws that module's only.

Tests per module ("its game's tests", in this order; -x stops at the first failure):
  py/tycoon/variants/<v>/   tests/engine/test_<v>_*.py, then EXTRA[<v>], then SHARED
  py/tycoon/core/property/  the monopoly and taiwan files above, then PROPERTY_EXTRA, then SHARED
SHARED are the tests that play every game by its rules: playouts with invariants (test_playouts),
the golden event logs (test_golden), the turn order (test_turn_order), the deals (test_deals), the
end-of-game story (test_story) and who may read which event (test_audience). Each test set runs
once unmutated first (the baseline) and the run stops if it fails.

Each worker (--jobs, default 2) copies py/, tests/ and pytest.ini into its own temp dir once,
writes a mutant's file there, runs pytest, and writes the original back.

Output: a table per module (mutants, killed, survived, timeout, equivalent, score) and the total;
score = (killed + timeout) / (mutants run). The survivors (module, line, operator, original line,
mutated line) are printed and written to bench/mutation_survivors.json (--out), sorted by module,
line, column, operator; the file is rewritten after every mutant ("complete": false until the end),
so a stopped run leaves its partial results. EQUIVALENT below lists mutants judged equivalent
(no test could tell them apart from the original): they are not run, not in the score's
denominator, and listed separately.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from pathlib import Path

from mutants import Mutant, candidates, sample  # bench/mutants.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
ENGINE_TESTS = "tests/engine"
PLAYOUTS = "5"  # TYCOON_PLAYOUTS for every mutant run

SKIP_FILES = {"bot.py", "view.py", "describe.py", "shape.py", "options.py", "__init__.py"}
SKIP_DIRS = {"bot", "texts", "__pycache__"}

SHARED = ["test_playouts.py", "test_golden.py", "test_turn_order.py", "test_deals.py", "test_story.py",
          "test_audience.py"]
EXTRA = {
    "monopoly": ["test_landing_odds.py", "test_bot_games.py", "test_core.py"],  # odds.py; quick games end; contract
}
PROPERTY_GAMES = ("monopoly", "taiwan")
PROPERTY_EXTRA = ["test_property_hooks.py", "test_dispatch.py", "test_views.py"]

# Mutants judged equivalent: (module, original line(s) as in the JSON's "original", operator, reason),
# e.g. ("py/tycoon/variants/rich/money.py", "borrow(state, seat, auto=True)", "drop call", "why").
# Not run, not in the score's denominator, listed apart.
EQUIVALENT: list[tuple[str, str, str, str]] = [
    ('py/tycoon/core/property/build.py',
     'flow.resume(state)',
     'drop call',
     "place_skip is unreachable: the shortage auction's winner could build when it opened and bid at most their cash, and nothing changes the board before placing, so place_actions is never empty"),
    ('py/tycoon/core/property/cards.py',
     'for step in range(1, len(self.squares) + 1):',
     'arith: + -> -',
     "nearest() serves only Monopoly's nearest railroad/utility cards, from squares 7/22/36: the target is at most 16 squares ahead, never 39 or 40"),
    ('py/tycoon/core/property/landing_context.py',
     '@dataclass(frozen=True)',
     'bool: True -> False',
     "no code assigns to a Landing's fields or hashes one: frozen only guards against a future mistake"),
    ('py/tycoon/core/property/turn.py',
     'return False',
     'return None',
     "roll_again's one caller (after_landing) reads it as true or false: None and False act the same"),
    ('py/tycoon/variants/taiwan/odds.py',
     'if change < tolerance:',
     'compare: < -> <=',
     'the change is never exactly the tolerance (1e-12): the iteration stops at 7.98e-13; landing_odds() is bit-identical under the mutant'),
    ('py/tycoon/variants/rich/board.py',
     '27: ("traffic", "traffic", 0), 28: ("good_luck", "good_luck", 0), 29: ("ordinary", "rice_price", 90_000),',
     'int: 0 -> 1',
     'the amount of a Traffic or Good luck square is read by no rule and no screen (squares.land reads it for ordinary/purple squares, turn._blue for blue ones, the UI for those three)'),
    ('py/tycoon/variants/rich/board.py',
     '30: ("move_back", "move_back", 0),',
     'int: 0 -> 1',
     'the amount of a Move back square is read by no rule and no screen (as above)'),
    ('py/tycoon/variants/rich/ending.py',
     'state.over, state.phase, state.actor, state.pending = True, "over", 0, {}',
     'int: 0 -> 1',
     'once the game is over nothing reads the actor (legal actions, acting seats and the status check `over` first); kept so that finished games saved before stay loadable'),
    ('py/tycoon/variants/easymoney/lucky.py',
     'return False',
     'return None',
     'None is as falsy as False: rules._chance calls route.proceed only on a true result'),
    ('py/tycoon/variants/easymoney/lucky.py',
     'return False',
     'bool: False -> True',
     'the session goes on only after ask_dice has set state.chance, so the extra route.proceed returns at its first check (state.chance is not None)'),
    ('py/tycoon/variants/easymoney/route.py',
     'return True',
     'return None',
     "open_draw always asks for the lottery dice (state.chance set), so proceed's loop stops at its first check whether _act returns True or None"),
    ('py/tycoon/variants/babylon/rules.py',
     '_after_auction(state, {})',
     'drop call',
     'every game deals at least one ruby and rubies only pass between players, so order.open_auction never returns False: a dead branch'),
    ('py/tycoon/variants/monopoly/odds.py',
     'for _ in range(100_000):  # power iteration: the chain is aperiodic and irreducible',
     'int: 100000 -> 100001',
     'the power iteration gets below its 1e-15 tolerance long before 100 000 rounds: the cap is never reached'),
]


# --------------------------------------------------------------------------- modules and tests

def rules_modules() -> list[str]:
    """The rules modules, repo-relative POSIX paths, sorted."""
    found = []
    for base in sorted((ROOT / "py/tycoon/variants").iterdir()) + [ROOT / "py/tycoon/core/property"]:
        if not base.is_dir() or base.name in SKIP_DIRS:
            continue
        for path in sorted(base.rglob("*.py")):
            rel = path.relative_to(ROOT)
            if path.name in SKIP_FILES or SKIP_DIRS & set(rel.parts[:-1]):
                continue
            found.append(rel.as_posix())
    return sorted(found)


def test_group(module: str) -> str:
    parts = module.split("/")
    return parts[3] if parts[:3] == ["py", "tycoon", "variants"] else "property"


def tests_for(group: str) -> list[str]:
    games = PROPERTY_GAMES if group == "property" else (group,)
    names: list[str] = []
    for game in games:
        names += sorted(p.name for p in (ROOT / ENGINE_TESTS).glob(f"test_{game}_*.py"))
        names += EXTRA.get(game, [])
    if group == "property":
        names += PROPERTY_EXTRA
    names += SHARED
    unique = list(dict.fromkeys(names))
    missing = [n for n in unique if not (ROOT / ENGINE_TESTS / n).exists()]
    if missing:
        sys.exit(f"bench/mutation.py: no {', '.join(missing)} in {ENGINE_TESTS}")
    return [f"{ENGINE_TESTS}/{n}" for n in unique]


# --------------------------------------------------------------------------- mutants (bench/mutants.py)

def equivalent_reason(m: Mutant) -> str | None:
    for module, line, operator, reason in EQUIVALENT:
        if module == m.module and operator == m.operator and line == m.original:
            return reason
    return None


# --------------------------------------------------------------------------- running

class Runner:
    """--jobs private copies of the repo's py/, tests/ and pytest.ini; one mutant at a time in each."""

    def __init__(self, jobs: int, timeout: float):
        self.timeout = timeout
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.running: set[int] = set()  # process group ids
        self.copies: queue.Queue[Path] = queue.Queue()
        self.dirs = []
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "screenshots", "node_modules")
        for _ in range(jobs):
            copy = Path(tempfile.mkdtemp(prefix="tycoon-mutation-"))
            shutil.copytree(ROOT / "py", copy / "py", ignore=ignore)
            shutil.copytree(ROOT / "tests", copy / "tests", ignore=ignore)
            shutil.copy2(ROOT / "pytest.ini", copy / "pytest.ini")
            self.dirs.append(copy)
            self.copies.put(copy)
        self.env = dict(os.environ, TYCOON_PLAYOUTS=PLAYOUTS, PYTHONDONTWRITEBYTECODE="1")
        self.env.pop("PYTHONPATH", None)

    def close(self) -> None:
        for copy in self.dirs:
            shutil.rmtree(copy, ignore_errors=True)

    def kill_all(self) -> None:
        self.stop.set()
        with self.lock:
            for pgid in list(self.running):
                try:
                    os.killpg(pgid, signal.SIGKILL)
                except ProcessLookupError:
                    pass

    def pytest(self, copy: Path, tests: list[str]) -> tuple[str, str, float]:
        """('killed' | 'survived' | 'timeout', first failing test, seconds)"""
        cmd = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", "-x", "-q", *tests]
        started = time.monotonic()
        proc = subprocess.Popen(cmd, cwd=copy, env=self.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
        with self.lock:
            self.running.add(proc.pid)
        try:
            out, _ = proc.communicate(timeout=self.timeout)
            status = "survived" if proc.returncode == 0 else "killed"
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, _ = proc.communicate()
            status = "timeout"
        finally:
            with self.lock:
                self.running.discard(proc.pid)
        text = out.decode("utf-8", "replace")
        failing = re.search(r"^(?:FAILED|ERROR) (\S+)", text, re.MULTILINE)
        if failing:
            where = failing.group(1)
        elif status == "killed":  # e.g. a collection error: pytest's last line
            where = ([s for s in text.splitlines() if s.strip()] or [f"exit {proc.returncode}"])[-1][:120]
        else:
            where = ""
        return status, where, time.monotonic() - started

    def baseline(self, group: str) -> tuple[str, str, float]:
        copy = self.copies.get()
        try:
            return self.pytest(copy, tests_for(group))
        finally:
            self.copies.put(copy)

    def run(self, mutant: Mutant) -> tuple[str, str, float] | None:
        if self.stop.is_set():
            return None
        copy = self.copies.get()
        target = copy / mutant.module
        original = target.read_bytes()
        try:
            target.write_bytes(mutant.source)
            result = self.pytest(copy, tests_for(test_group(mutant.module)))
        finally:
            target.write_bytes(original)
            self.copies.put(copy)
        return None if self.stop.is_set() else result


# --------------------------------------------------------------------------- report

def summarize(modules: list[str], chosen: dict[str, list[Mutant]], results: dict[tuple, str],
              equivalent: list[tuple[Mutant, str]], complete: bool, args) -> dict:
    rows, totals = [], {"mutants": 0, "killed": 0, "survived": 0, "timeout": 0, "equivalent": 0, "pending": 0}
    for module in modules:
        row = {"module": module, "mutants": 0, "killed": 0, "survived": 0, "timeout": 0,
               "equivalent": sum(1 for m, _ in equivalent if m.module == module), "pending": 0}
        for m in chosen[module]:
            row["mutants"] += 1
            row[results.get(m.sort_key(), "pending")] += 1
        run = row["killed"] + row["survived"] + row["timeout"]
        row["score"] = round(100 * (row["killed"] + row["timeout"]) / run, 1) if run else None
        rows.append(row)
        for k in totals:
            totals[k] += row[k]
    run = totals["killed"] + totals["survived"] + totals["timeout"]
    totals["score"] = round(100 * (totals["killed"] + totals["timeout"]) / run, 1) if run else None
    every = sorted((m for ms in chosen.values() for m in ms), key=Mutant.sort_key)
    return {
        "about": "bench/mutation.py: mutants of the rules modules against their game's tests; "
                 "score = (killed + timeout) / mutants run",
        "complete": complete,
        "sample": args.sample, "playouts": int(PLAYOUTS), "timeout_s": args.timeout,
        "total": totals,
        "modules": rows,
        "survivors": [m.record() for m in every if results.get(m.sort_key()) == "survived"],
        "timeouts": [m.record() for m in every if results.get(m.sort_key()) == "timeout"],
        "equivalent": [{**m.record(), "reason": why} for m, why in sorted(equivalent, key=lambda e: e[0].sort_key())],
    }


def one_line(text: str) -> str:
    return " / ".join(s.strip() for s in text.splitlines())


def print_report(report: dict) -> None:
    width = max(len(r["module"]) for r in report["modules"])
    head = f"{'module':<{width}}  mutants  killed  survived  timeout  equiv  score"
    print("\n" + head + "\n" + "-" * len(head))
    for r in [*report["modules"], {"module": "TOTAL", **report["total"]}]:
        if r["module"] == "TOTAL":
            print("-" * len(head))
        score = "-" if r["score"] is None else f"{r['score']:.1f}%"
        pending = f"  ({r['pending']} not run)" if r["pending"] else ""
        print(f"{r['module']:<{width}}  {r['mutants']:>7}  {r['killed']:>6}  {r['survived']:>8}  {r['timeout']:>7}"
              f"  {r['equivalent']:>5}  {score:>6}{pending}")
    for title, key in (("survivors", "survivors"), ("timeouts (counted as killed)", "timeouts"),
                       ("equivalent (not run, not scored)", "equivalent")):
        print(f"\n{title}: {len(report[key])}")
        for s in report[key]:
            why = f"   [{s['reason']}]" if "reason" in s else ""
            print(f"  {s['module']}:{s['line']}  {s['operator']}\n      {one_line(s['original'])}\n"
                  f"   -> {one_line(s['mutated'])}{why}")


def write(report: dict, out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(out)


# --------------------------------------------------------------------------- main

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sample", type=int, default=10, help="at most N mutants per module (default 10)")
    parser.add_argument("--module", action="append", default=[],
                        help="only this module (repo-relative path, or its end: rich/money.py); repeatable")
    parser.add_argument("--jobs", type=int, default=2, help="parallel pytest runs (default 2)")
    parser.add_argument("--timeout", type=float, default=300, help="seconds per mutant (default 300)")
    parser.add_argument("--list-only", action="store_true", help="list the modules and sampled mutants, run nothing")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "mutation_survivors.json",
                        help="results JSON (default bench/mutation_survivors.json)")
    args = parser.parse_args()

    modules = rules_modules()
    if args.module:
        wanted = [w.strip("/") for w in args.module]
        modules = [m for m in modules if any(m == w or m.endswith("/" + w) for w in wanted)]
        if not modules:
            sys.exit(f"no rules module matches {args.module}")

    chosen: dict[str, list[Mutant]] = {}
    equivalent: list[tuple[Mutant, str]] = []
    print(f"rules modules: {len(modules)}   (candidates -> sampled; tests: see the docstring)")
    broken = []
    for module in modules:
        every, failed = candidates(module)
        broken += failed
        picked = sample(every, args.sample)
        chosen[module] = []
        for m in picked:
            reason = equivalent_reason(m)
            if reason:
                equivalent.append((m, reason))
            else:
                chosen[module].append(m)
        print(f"  {module:<48} {len(every):>4} -> {len(picked):>2}   [{test_group(module)}]")
    for line in broken:
        print(f"  not made: {line}")
    groups = sorted({test_group(m) for m in modules})
    for group in groups:
        print(f"tests [{group}]: {' '.join(Path(t).name for t in tests_for(group))}")
    todo = sorted((m for ms in chosen.values() for m in ms), key=Mutant.sort_key)
    print(f"mutants: {len(todo)} to run, {len(equivalent)} equivalent; "
          f"TYCOON_PLAYOUTS={PLAYOUTS}, timeout {args.timeout:.0f}s, jobs {args.jobs}", flush=True)
    if args.list_only:
        for m in todo:
            print(f"  {m.module}:{m.line}  {m.operator}\n      {one_line(m.original)}\n   -> {one_line(m.mutated)}")
        return

    started = time.monotonic()
    results: dict[tuple, str] = {}
    runner = Runner(args.jobs, args.timeout)

    def on_term(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_term)
    complete = False
    try:
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            try:
                for group, (status, failing, seconds) in zip(groups, pool.map(runner.baseline, groups)):
                    print(f"baseline [{group}]: {'passed' if status == 'survived' else status.upper()} "
                          f"in {seconds:.1f}s {failing}", flush=True)
                    if status != "survived":
                        sys.exit(f"the unmutated tests of [{group}] do not pass: fix them first")
                futures = {pool.submit(runner.run, m): m for m in todo}
                pending = set(futures)
                done_count = 0
                while pending:
                    done, pending = wait(pending, timeout=1, return_when=FIRST_COMPLETED)
                    for future in sorted(done, key=lambda f: futures[f].sort_key()):
                        outcome = future.result()
                        if outcome is None:
                            continue
                        m = futures[future]
                        status, failing, seconds = outcome
                        results[m.sort_key()] = status
                        done_count += 1
                        print(f"[{done_count}/{len(todo)} {time.monotonic() - started:5.0f}s] {m.module}:{m.line} "
                              f"{m.operator}: {status} ({seconds:.1f}s) {failing}", flush=True)
                        write(summarize(modules, chosen, results, equivalent, False, args), args.out)
                complete = True
            except KeyboardInterrupt:
                print("\nstopped: killing the running tests, writing the partial results", flush=True)
                runner.kill_all()
                pool.shutdown(wait=True, cancel_futures=True)
    finally:
        runner.close()
    report = summarize(modules, chosen, results, equivalent, complete, args)
    write(report, args.out)
    print_report(report)
    minutes = (time.monotonic() - started) / 60
    print(f"\n{'done' if complete else 'PARTIAL'}: {len(results)} of {len(todo)} mutants in {minutes:.1f} min; "
          f"results in {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}")
    if not complete:
        sys.exit(130)


if __name__ == "__main__":
    main()
