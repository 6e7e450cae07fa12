"""The results table: each benchmark of issue 16 records its figures with record(NAME, rows), which
keeps them in bench/results/NAME.json (a local folder, ignored by git) and rewrites bench/RESULTS.md
from every recorded benchmark and the sections already in RESULTS.md (each stored there as a JSON
comment), so `build.py bench --only NAME` refreshes one section and keeps the others with their date.

A row: {"figure", "unit", "median", "spread", "budget", "met"}; spread is a string such as
"p25–p75 12–19" or "min–max 1.2–1.4"; budget is text ("≤ 1.10") and met True / False / None
(no budget). Text below the NOTES line of RESULTS.md (written by hand: causes, before/after) is kept.
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import statistics
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RESULTS_DIR = HERE / "results"
RESULTS_MD = HERE / "RESULTS.md"
ORDER = ["startup", "latency", "throughput", "payload", "memory"]
EMBED = "<!-- result: "
NOTES = "<!-- notes: everything below this line is kept when bench/results.py rewrites the file -->"


def percentile(values, pct: float) -> float:
    """Nearest-rank-with-interpolation percentile of a non-empty sequence."""
    ordered = sorted(values)
    k = (len(ordered) - 1) * pct / 100
    low = int(k)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (k - low)


def summary(values, digits: int = 0, quartiles: bool = True) -> tuple[float, str]:
    """(median, spread text): p25–p75 when there are enough values, else min–max."""
    fmt = f"{{:.{digits}f}}"
    if quartiles and len(values) >= 8:
        spread = f"p25–p75 {fmt.format(percentile(values, 25))}–{fmt.format(percentile(values, 75))}"
    else:
        spread = f"min–max {fmt.format(min(values))}–{fmt.format(max(values))}"
    return round(statistics.median(values), digits + 2), f"{spread} (n={len(values)})"


def row(figure: str, unit: str, median, spread: str = "", budget: str = "", met=None) -> dict:
    return {"figure": figure, "unit": unit, "median": median, "spread": spread, "budget": budget, "met": met}


def _run(cmd: list[str]) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=30, check=False).stdout.strip()
    except OSError:
        return "?"


def _version(package: str) -> str:
    try:
        return json.loads((ROOT / "node_modules" / package / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return "?"


def machine() -> list[str]:
    cpu = "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    chromium = _run(["/usr/bin/chromium", "--version"]).splitlines()
    return [f"cores: {os.cpu_count()} ({cpu}), shared with other jobs",
            f"Chromium: {chromium[-1] if chromium else '?'} (headless)",
            f"Python: {platform.python_version()}; Node: {_run(['node', '--version'])}",
            f"Pyodide: {_version('pyodide')}; PyScript: {_version('@pyscript/core')}"]


def record(name: str, rows: list[dict], notes: list[str] | tuple = ()) -> None:
    RESULTS_DIR.mkdir(exist_ok=True)
    entry = {"name": name, "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
             "load": round(os.getloadavg()[0], 1), "machine": machine(), "rows": rows, "notes": list(notes)}
    (RESULTS_DIR / f"{name}.json").write_text(json.dumps(entry, indent=1, ensure_ascii=False) + "\n")
    write_markdown()
    print(f"recorded bench/results/{name}.json; rewrote bench/RESULTS.md")


def _cell(value) -> str:
    if isinstance(value, float):
        return f"{value:.3g}" if abs(value) < 10 else f"{value:.0f}"
    return str(value)


def write_markdown() -> None:
    found = {}
    if RESULTS_MD.exists():  # the committed figures (bench/results/ is a local, ignored folder)
        for line in RESULTS_MD.read_text().splitlines():
            if line.startswith(EMBED) and line.endswith(" -->"):
                entry = json.loads(line[len(EMBED):-4])
                found[entry["name"]] = entry
    for path in sorted(RESULTS_DIR.glob("*.json")):
        entry = json.loads(path.read_text())
        found[entry["name"]] = entry
    entries = list(found.values())
    entries.sort(key=lambda e: (ORDER.index(e["name"]) if e["name"] in ORDER else len(ORDER), e["name"]))
    kept = ""
    if RESULTS_MD.exists():
        text = RESULTS_MD.read_text()
        if NOTES in text:
            kept = text.split(NOTES, 1)[1]
    latest = max(entries, key=lambda e: e["date"], default=None)  # the machine as its newest run saw it
    newest = latest["date"] if latest else ""
    lines = ["# Benchmark results (issue 16)", "",
             "Written by `python3 build.py bench` (every benchmark below) or `python3 build.py bench --only NAME`",
             "(one section; the others keep their date). How each figure is measured: bench/README.md.",
             "Only figures measured side by side in one run compare: the machine is shared and noisy.", "",
             f"Machine (as of {newest}):", ""]
    lines += [f"- {line}" for line in (latest["machine"] if latest else machine())]
    lines += ["", "| benchmark | figure | median | spread | budget | verdict |", "|---|---|---|---|---|---|"]
    for entry in entries:
        first = True
        for r in entry["rows"]:
            label = f"**{entry['name']}** ({entry['date']}, load {entry['load']})" if first else ""
            first = False
            verdict = {True: "met", False: "**missed**", None: ""}[r["met"]]
            unit = f" {r['unit']}" if r["unit"] else ""
            lines.append(f"| {label} | {r['figure']} | {_cell(r['median'])}{unit} | {r['spread']} "
                         f"| {r['budget']} | {verdict} |")
    lines.append("")
    for entry in entries:
        if entry["notes"]:
            lines += [f"**{entry['name']}**:", ""] + [f"- {note}" for note in entry["notes"]] + [""]
    # Each section's figures as data, so that --only NAME on another checkout keeps the others.
    lines += [EMBED + json.dumps(entry, ensure_ascii=False).replace(">", "\\u003e") + " -->" for entry in entries]
    lines += ["", NOTES, kept.strip("\n") and "\n" + kept.strip("\n") + "\n"]
    RESULTS_MD.write_text("\n".join(lines).rstrip("\n") + "\n")


if __name__ == "__main__":
    write_markdown()
