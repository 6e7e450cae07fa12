"""Saved games, measured (issue 13): for every shipped variant, the size of a save after a full
game of 4 bots (seeds 1..N, played to the end with a 150-round limit as a safety net: the richest
wins there; a standard Monopoly game ends long before), the time to load the longest of them (parse, check,
replay from the seed, compare with the snapshot) in CPython and in Chromium, what an autosave
costs per action (CPython and Chromium), and how many saved games fit in Chromium's localStorage.

    python3 bench/saves.py [--games 20] [--no-browser]
Needs a built dist/ for the browser part (python3 build.py build)."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

from tycoon.core import all_variants, apply_action, new_game, saves
from tycoon.sim import play_bot_game
from ui.autosave import Autosave
from ui.slots import PREFIX

LIMIT = 150  # rounds
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-quic"]


class DictStorage:
    def __init__(self):
        self.data, self.written = {}, 0

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        self.data[key] = value
        self.written += len(value)

    def remove(self, key):
        self.data.pop(key, None)

    def names(self):
        return list(self.data)


def players(count: int) -> list:
    return [{"name": f"Bot {i + 1}", "bot": True} for i in range(count)]


def kb(n) -> str:
    return f"{n / 1024:.1f} KB"


def cpython(variant, games: int) -> dict:
    seats = players(4)
    options = {"turn_limit": LIMIT} if "turn_limit" in variant.options else {}
    finished = [play_bot_game(variant.id, 4, seed, options) for seed in range(1, games + 1)]
    texts = [saves.dumps(saves.build_save(s, seats)) for s in finished]
    sizes = sorted(len(t.encode("utf-8")) for t in texts)
    longest = max(range(len(finished)), key=lambda i: len(finished[i].history))
    text = texts[longest]
    runs = []
    for _ in range(5):
        started = time.perf_counter()
        saves.load(text.encode("utf-8"))
        runs.append(time.perf_counter() - started)
    state = finished[longest]
    storage, times, written = autosave_run(state, seats)
    median_game = sorted(finished, key=lambda s: len(s.history))[len(finished) // 2]
    median_storage, _t, _w = autosave_run(median_game, seats)
    full = []
    for _ in range(20):
        started = time.perf_counter()
        saves.dumps(saves.build_save(state, seats))
        full.append(time.perf_counter() - started)
    return {"variant": variant.id, "games": games, "actions": sorted(len(s.history) for s in finished),
            "rounds": statistics.median(s.round for s in finished), "options": options,
            "sizes": sizes, "longest_seed": longest + 1, "longest_actions": len(state.history),
            "longest_text": text, "load_cpython": statistics.median(runs),
            "autosave_mean": statistics.mean(times), "autosave_max": max(times),
            "autosave_p95": sorted(times)[int(len(times) * 0.95)],
            "written_median": statistics.median(written), "written_max": max(written),
            "full_resave": statistics.median(full),
            "stored": sum(len(k) + len(v) for k, v in storage.data.items()),
            "median_slot": {k: v for k, v in median_storage.data.items()}}


def autosave_run(state, seats):
    """The game replayed with an autosave after every action: (storage, seconds per autosave,
    characters written per autosave)."""
    storage, times, written = DictStorage(), [], []
    live = new_game(state.variant, seats, state.seed, state.options)
    saver = Autosave(storage)
    saver.begin(live, seats, {}, "bench", now=1)
    for text in state.history:
        apply_action(live, text)
        before, started = storage.written, time.perf_counter()
        saver.save(live, now=2)
        times.append(time.perf_counter() - started)
        written.append(storage.written - before)
    assert live == state
    return storage, times, written


FILL = f"""(slot) => {{
    const prefix = {json.dumps(PREFIX)}, keys = Object.keys(slot);
    let copies = 0;
    try {{
        for (;;) {{
            for (const key of keys) localStorage.setItem(key.replace(/\\.(slot|save|moves)\\.[0-9a-z]+/,
                (m, kind) => '.' + kind + '.b' + copies), slot[key]);
            copies++;
        }}
    }} catch (error) {{
        const used = Object.entries(localStorage).reduce((n, [k, v]) => n + k.length + v.length, 0);
        localStorage.clear();
        return {{copies, error: error.name, used}};
    }}
}}"""


def browser(results: list) -> None:
    from playwright.sync_api import sync_playwright

    from tools import devserver

    httpd, url = devserver.start_in_thread(ROOT / "dist")
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as folder:
            chromium = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for result in results:
                page = chromium.new_page(viewport={"width": 1280, "height": 800})
                path = Path(folder) / "longest.json"
                path.write_text(result["longest_text"], encoding="utf-8")
                loads = []
                for _ in range(3):
                    page.goto(url)
                    page.wait_for_selector("[data-testid='home']", timeout=120_000)
                    page.evaluate("localStorage.clear()")
                    page.get_by_test_id("import-file").set_input_files(str(path))
                    page.wait_for_selector("[data-testid='game-over']", timeout=120_000)
                    loads.append(float(page.get_attribute("#app", "data-load-ms")))
                result["load_browser"] = statistics.median(loads) / 1000
                start = saves.build_save(new_game(result["variant"], players(4), result["longest_seed"], result["options"]),
                                         players(4))
                path.write_text(saves.dumps(start), encoding="utf-8")
                page.goto(url)
                page.wait_for_selector("[data-testid='home']", timeout=120_000)
                page.evaluate("localStorage.clear()")
                page.get_by_test_id("import-file").set_input_files(str(path))
                page.get_by_test_id("speed").select_option("instant")
                page.wait_for_selector("[data-testid='game-over']", timeout=600_000)
                count = int(page.get_attribute("#app", "data-autosaves"))
                result["autosave_browser"] = float(page.get_attribute("#app", "data-autosave-ms")) / count / 1000
                result["autosaves_browser"] = count
                page.evaluate("localStorage.clear()")
                result["quota"] = page.evaluate(FILL, result["median_slot"])
                page.close()
            chromium.close()
    finally:
        httpd.shutdown()


def report(results: list) -> str:
    lines = [("| variant | games | rounds (median) | actions per game (median, max) | save file after a full game (median, max) | "
             "stored slot, longest game | load the longest: CPython / Chromium |"),
             "|---|---|---|---|---|---|---|"]
    for r in results:
        browser_load = f"{r['load_browser'] * 1000:.0f} ms" if "load_browser" in r else "—"
        lines.append(f"| {r['variant']} | {r['games']} | {r['rounds']:.0f} | "
                     f"{statistics.median(r['actions']):.0f}, {max(r['actions'])} | "
                     f"{kb(statistics.median(r['sizes']))}, {kb(max(r['sizes']))} | {kb(r['stored'])} | "
                     f"{r['load_cpython'] * 1000:.0f} ms / {browser_load} ({r['longest_actions']} actions) |")
    lines += ["", ("| variant | autosave per action, CPython: mean / p95 / max | chars written per autosave "
              "(median, max) | whole save re-serialised, for comparison | autosave in Chromium (mean) | "
              "saved games (median game) before the quota, Chromium |"), "|---|---|---|---|---|---|"]
    for r in results:
        quota = r.get("quota")
        fits = f"{quota['copies']} ({quota['error']} at {quota['used'] / 1024 / 1024:.2f} M chars)" if quota else "—"
        in_browser = f"{r['autosave_browser'] * 1000:.2f} ms ({r['autosaves_browser']} saves)" \
            if "autosave_browser" in r else "—"
        lines.append(f"| {r['variant']} | {r['autosave_mean'] * 1e6:.0f} / {r['autosave_p95'] * 1e6:.0f} / "
                     f"{r['autosave_max'] * 1e6:.0f} µs | {r['written_median']:.0f}, {r['written_max']} | "
                     f"{r['full_resave'] * 1e6:.0f} µs | {in_browser} | {fits} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args(argv)
    results = [cpython(variant, args.games) for variant in all_variants()]
    if not args.no_browser:
        browser(results)
    print(report(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
