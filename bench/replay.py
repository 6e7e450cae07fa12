"""Watching a game again, timed in Chromium (docs/saves.md "Replay"): the longest of N games of
4 bots (seeds 1..N, standard rules with bench/saves.py's 150-round safety net) of each game is
opened with "Watch a saved game file"; then the replay jumps to random turns with its slider and
back and forth with its step buttons. For each jump: the app's own time (find the state, build the
view, redraw: #app data-replay-ms) and the time from the input event until the browser has drawn
the next frame. Bar: a jump ≤ 200 ms. Also the time to open the replay (load, check and replay
the whole game, keeping a copy every 40 actions).

    python3 bench/replay.py [--games 10] [--jumps 60] [--variants monopoly,babylon]
Needs a built dist/ (python3 build.py build)."""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "bench")]

from results import percentile, record, row
from tycoon.core import all_variants, saves
from tycoon.sim import play_bot_game

LIMIT = 150  # rounds: bench/saves.py's safety net
BAR_MS = 200
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-quic"]
# Set the slider (or click a button) and wait for the next frame the browser draws after it.
JUMP_JS = """async ([how, value]) => {
  const started = performance.now();
  if (how === "turn") {
    const slider = document.querySelector("[data-testid=replay-turn]");
    slider.value = String(value);
    slider.dispatchEvent(new Event("input", {bubbles: true}));
  } else {
    document.querySelector(`[data-testid=${how}]`).click();
  }
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return [performance.now() - started, Number(document.querySelector("#app").dataset.replayMs || 0),
          Number(document.querySelector("[data-testid=replay]").dataset.step)];
}"""


def longest_game(variant, games: int) -> tuple[dict, int]:
    options = {"turn_limit": LIMIT} if "turn_limit" in variant.options else {}
    best = None
    for seed in range(1, games + 1):
        state = play_bot_game(variant.id, 4, seed, options)
        if best is None or len(state.history) > len(best[0].history):
            best = (state, seed)
    state, seed = best
    return saves.build_save(state, [{"name": f"Bot {i + 1}", "bot": True} for i in range(4)]), seed


def measure(page, url: str, path: Path, jumps: int, rng: random.Random) -> dict:
    page.goto(url)
    page.wait_for_selector("[data-testid='home']", timeout=120_000)
    page.get_by_test_id("watch-file").set_input_files(str(path))
    page.wait_for_selector("[data-testid='replay']", timeout=120_000)
    opened = float(page.get_attribute("#app", "data-replay-open-ms"))
    turns = int(page.get_attribute("[data-testid=replay-turn]", "max"))
    frame, own = [], []
    for i in range(jumps):
        how = ("turn", rng.randint(0, turns)) if i % 3 == 0 else \
              (rng.choice(["replay-forward", "replay-back", "replay-turn-forward", "replay-turn-back"]), 0)
        took, app_ms, _step = page.evaluate(JUMP_JS, list(how))
        frame.append(took)
        own.append(app_ms)
    return {"open": opened, "frame": frame, "own": own, "turns": turns + 1}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--jumps", type=int, default=60)
    parser.add_argument("--variants", default="monopoly,taiwan,rich,easymoney,babylon")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    from tools import devserver

    wanted = args.variants.split(",")
    found = {v.id: v for v in all_variants() if v.id in wanted}
    rows, notes = [], []
    _httpd, url = devserver.start_in_thread(ROOT / "dist")
    with sync_playwright() as p, tempfile.TemporaryDirectory() as folder:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = chromium.new_page(viewport={"width": 1366, "height": 768})
        for name in wanted:
            save, seed = longest_game(found[name], args.games)
            path = Path(folder) / f"{name}.json"
            path.write_text(saves.dumps(save), encoding="utf-8")
            got = measure(page, url, path, args.jumps, random.Random(name))
            p95, worst = percentile(got["frame"], 95), max(got["frame"])
            print(f"{name}: {len(save['actions'])} actions (seed {seed}), {got['turns']} turns; open {got['open']:.0f} ms; "
                  f"jump to the next frame p50/p95/max {statistics.median(got['frame']):.1f}/{p95:.1f}/{worst:.1f} ms; "
                  f"the app's part p50/p95 {statistics.median(got['own']):.1f}/{percentile(got['own'], 95):.1f} ms")
            rows.append(row(f"{name}: a jump, input → next frame ({len(save['actions'])} actions)", "ms",
                            round(statistics.median(got["frame"]), 1),
                            f"p95 {p95:.1f}, max {worst:.1f} (n={len(got['frame'])})", f"≤ {BAR_MS} (max)", worst <= BAR_MS))
            rows.append(row(f"{name}: a jump, the app's part (state, view, redraw)", "ms",
                            round(statistics.median(got["own"]), 1), f"p95 {percentile(got['own'], 95):.1f}"))
            rows.append(row(f"{name}: open the replay (check, replay all, keep copies)", "ms", round(got["open"])))
        chromium.close()
    notes.append(f"The longest of {args.games} games of 4 bots per game (seeds 1..{args.games}); {args.jumps} jumps "
                 "each: every third one to a random turn with the slider, the others a step or a turn either way.")
    record("replay", rows, notes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
