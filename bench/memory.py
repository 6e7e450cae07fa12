"""Memory (issue 16, benchmark 5): JS heap and WebAssembly memory of the page over simulated play.

    python3 bench/memory.py [--minutes 3]          # needs a built dist/; --minutes 30 for the long run

One page plays tables of 4 bots at instant speed, the five games in turn, each game to its
end (a table of bots always has a round limit), then Home and the next table, until --minutes have
passed (the game running then is finished). After every game, and every --every seconds: a full
garbage collection (CDP HeapProfiler.collectGarbage), then the JS heap in use (CDP
Runtime.getHeapUsage), Pyodide's WebAssembly memory (its HEAPU8's length, read by a <script
type="py"> added to the page after start-up), the DOM's node count (CDP Memory.getDOMCounters) and
the renderer process's RSS (/proc). Growth = last sample / the sample at the end of the first game
- 1; budget: no growth beyond 10 % for the JS heap and the wasm memory.
Records bench/results/memory.json.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from results import record, row
from startup import CACHE, CHROMIUM, CHROMIUM_ARGS, not_built

from tools import devserver

BUDGET = 0.10
VARIANTS = ["monopoly", "taiwan", "rich", "easymoney", "babylon"]
WASM_PROBE = r"""
import pyodide_js
from pyodide.ffi import create_proxy
from js import window
window.__wasmBytes = create_proxy(lambda: int(pyodide_js._module.HEAPU8.length))
"""
# Nodes in the document itself (DOM counters count detached nodes still referenced too).
PAGE_NODES = """() => { let n = 1; const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
  while (walker.nextNode()) n++; return n; }"""
INJECT = """code => { const s = document.createElement('script'); s.type = 'py'; s.textContent = code;
  document.body.appendChild(s); }"""


def _parent(pid: str) -> str:
    stat = (Path("/proc") / pid / "stat").read_text()
    return stat.rsplit(")", 1)[1].split()[1]  # the field after the state


def renderer_rss_mb() -> float:
    """The largest RSS among this run's Chromium renderer processes (descendants of this
    process: other jobs on the machine run Chromium too), in MB."""
    me, best = str(os.getpid()), 0.0
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            if "--type=renderer" not in (proc / "cmdline").read_bytes().decode(errors="replace"):
                continue
            pid = proc.name
            while pid not in ("0", "1", me):
                pid = _parent(pid)
            if pid != me:
                continue
            for line in (proc / "status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    best = max(best, int(line.split()[1]) / 1024)
        except (OSError, IndexError):
            continue
    return best


def sample(page, cdp, games: int, started: float) -> dict:
    cdp.send("HeapProfiler.collectGarbage")
    heap = cdp.send("Runtime.getHeapUsage")
    counters = cdp.send("Memory.getDOMCounters")
    return {"t": round(time.monotonic() - started, 1), "games": games, "js_heap_mb": heap["usedSize"] / 1e6,
            "wasm_mb": page.evaluate("window.__wasmBytes()") / 1e6, "dom_nodes": counters["nodes"],
            "rss_mb": renderer_rss_mb(), "page_nodes": page.evaluate(PAGE_NODES)}


def start_table(page, variant: str, timeout_ms: float) -> None:
    page.get_by_test_id(f"variant-{variant}").click(timeout=timeout_ms)
    while page.locator("li[data-testid^='seat-']").count() < 4:
        page.get_by_test_id("add-seat").click()
    for seat in range(4):
        box = page.get_by_test_id(f"seat-bot-{seat}")
        if not box.is_checked():
            box.check()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("speed").select_option("instant")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=3)
    parser.add_argument("--every", type=float, default=20, help="seconds between samples within a game")
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()
    if not_built(args.site):
        return 2
    from playwright.sync_api import sync_playwright

    timeout_ms = args.timeout * 1000
    samples: list[dict] = []
    game_over: list[dict] = []
    server, url = devserver.start_in_thread(args.site, cache_control=CACHE)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            cdp = page.context.new_cdp_session(page)
            page.goto(f"{url}?seed=1")
            page.locator("#app:not([hidden])").wait_for(timeout=timeout_ms)
            page.evaluate(INJECT, WASM_PROBE)
            page.wait_for_function("typeof window.__wasmBytes === 'function'", timeout=timeout_ms)
            started = time.monotonic()
            games = 0
            samples.append(sample(page, cdp, games, started))
            while time.monotonic() - started < args.minutes * 60:
                start_table(page, VARIANTS[games % len(VARIANTS)], timeout_ms)
                next_sample = time.monotonic() + args.every
                while not page.get_by_test_id("game-over").count():
                    page.wait_for_timeout(500)
                    if time.monotonic() >= next_sample:
                        samples.append(sample(page, cdp, games, started))
                        next_sample = time.monotonic() + args.every
                games += 1
                page.get_by_test_id("back-home").click()
                page.locator("[data-testid='variant-monopoly']").wait_for(timeout=timeout_ms)  # no ElementHandle: DevTools keeps one (and its whole detached screen) alive until disposed
                samples.append(sample(page, cdp, games, started))
                game_over.append(samples[-1])
                print(f"game {games} over at {samples[-1]['t']:.0f} s: JS heap {samples[-1]['js_heap_mb']:.1f} MB, "
                      f"wasm {samples[-1]['wasm_mb']:.1f} MB, DOM nodes {samples[-1]['dom_nodes']}, "
                      f"renderer RSS {samples[-1]['rss_mb']:.0f} MB, nodes in the page {samples[-1]['page_nodes']}",
                      file=sys.stderr, flush=True)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()

    rows = []
    first, last = game_over[0], game_over[-1]
    for key, name, budget in [("js_heap_mb", "JS heap in use", True), ("wasm_mb", "wasm memory (Pyodide)", True),
                              ("rss_mb", "renderer process RSS", False), ("dom_nodes", "DOM nodes (all live)", False),
                              ("page_nodes", "DOM nodes in the document", False)]:
        growth = last[key] / first[key] - 1 if first[key] else 0.0
        later = [s[key] for s in samples if s["games"] >= 1]
        unit = "" if key.endswith("nodes") else "MB"
        rows.append(row(f"{name}: after game 1 → after game {last['games']}", unit,
                        f"{first[key]:.1f} → {last[key]:.1f}" if unit else f"{first[key]} → {last[key]}",
                        f"min–max after game 1: {min(later):.1f}–{max(later):.1f}"))
        rows.append(row(f"{name}: growth after the first game", "%", round(100 * growth, 1), "",
                        f"≤ {100 * BUDGET:.0f} %" if budget else "", growth <= BUDGET if budget else None))
    notes = [(f"{games} games of 4 bots at instant speed (the five games in turn) in {samples[-1]['t'] / 60:.1f} "
             f"minutes, {len(samples)} samples, each after a forced garbage collection"),
             (f"at start (home screen): JS heap {samples[0]['js_heap_mb']:.1f} MB, wasm {samples[0]['wasm_mb']:.1f} MB, "
             f"renderer RSS {samples[0]['rss_mb']:.0f} MB, {samples[0]['dom_nodes']} DOM nodes"),
             "after each game: " + "; ".join(f"{s['js_heap_mb']:.1f}/{s['wasm_mb']:.1f}/{s['rss_mb']:.0f}/{s['dom_nodes']}"
                                             f"/{s['page_nodes']}" for s in game_over)
             + " (JS heap MB / wasm MB / RSS MB / live DOM nodes / nodes in the document)"]
    for r in rows:
        print(f"{r['figure']:<60} {r['median']!s:>16} {r['spread']:<40} {r['budget']} "
              f"{'' if r['met'] is None else ('met' if r['met'] else 'MISSED')}")
    print("\n".join(notes))
    record("memory", rows, notes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
