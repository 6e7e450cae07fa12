"""A game waiting for its person, at rest: what the page costs when the app does (almost) nothing.

    python3 bench/at_rest.py [--variants monopoly,easymoney] [--clicks 40] [--site DIR]

For each variant: a game played up to the person's turn (latency.Player: one human, the set-up's
bots at fast speed), then left alone until every animation but an infinite one has ended. Then
  - the CPU time of all Chromium processes over --seconds (three samples; /proc, so Linux only):
    a page that animates makes the browser draw every frame;
  - --clicks clicks on a button added to the page whose JavaScript handler changes one text,
    measured as latency.py measures the app's clicks (PROBE: the click's timeStamp -> the frame
    after it), beside as many clicks on the runtime floor (latency.py's bare Pyodide page), in
    turns of 20: what the game page itself adds to a click before any of the app's work.
Also listed: the animations still running on the page (an infinite one keeps it drawing).
A diagnosis tool, not part of `build.py bench`: about a minute a variant.
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
from latency import FLOOR_GAP_MS, PRESS_MS, FloorPlayer, Player, floor_url, site_browser
from results import percentile

ACTION = "0 at-rest"  # PROBE records clicks on [data-action] buttons inside #app
ADD_BUTTON = """(action) => {
  const button = document.createElement('button');
  button.setAttribute('data-action', action);
  button.textContent = 'clicked 0 times';
  button.style.cssText = 'position: fixed; top: 4px; left: 4px; z-index: 99999';
  let n = 0;
  button.addEventListener('click', () => { button.textContent = 'clicked ' + (++n) + ' times'; });
  document.getElementById('app').append(button);
}"""
# Every animation that ends has ended (an infinite one never will: it is listed, not waited for).
AT_REST = """async () => {
  const ending = document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((a) => a.finished.catch(() => null)));
  return document.getAnimations().filter((a) => a.playState === 'running').map((a) => a.animationName || '?');
}"""
TURN = 20


def chromium_cpu_seconds() -> float:
    """User + system CPU seconds of every process whose command line names Chromium."""
    total = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as file:
                if b"chrom" not in file.read(300):
                    continue
            with open(f"/proc/{pid}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except OSError:
            continue
    return total / os.sysconf("SC_CLK_TCK")


def cpu_share(seconds: float) -> float:
    """Percent of one core used by Chromium over `seconds`."""
    before = chromium_cpu_seconds()
    time.sleep(seconds)
    return (chromium_cpu_seconds() - before) / seconds * 100


def split(parts: list) -> str:
    names = ("input", "handler", "wait for the frame", "frame")
    return ", ".join(f"{name} {percentile([p[i] for p in parts], 50):.1f}/{percentile([p[i] for p in parts], 95):.1f}"
                     for i, name in enumerate(names))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variants", default="monopoly,easymoney")
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    found: dict[str, list] = {}
    with site_browser(args.site) as (browser, url), floor_url(args.site) as bare_url:
        floor = FloorPlayer(browser, bare_url, 60_000)
        for variant in args.variants.split(","):
            player = Player(browser, url, variant, "fast", 120_000)
            player.click(3)  # past the set-up, to the person's turn
            running = player.page.evaluate(AT_REST)
            cpu = [cpu_share(args.seconds) for _ in range(3)]
            print(f"{variant}: still running at rest: {running or 'nothing'}; Chromium's CPU over {args.seconds:g} s "
                  f"(% of one core): {', '.join(f'{c:.1f}' for c in cpu)}")
            player.page.evaluate(ADD_BUTTON, ACTION)
            button = player.page.locator(f'[data-action="{ACTION}"]')
            for _ in range(0, args.clicks, TURN):
                floor.click(TURN)
                player.page.bring_to_front()
                for _ in range(TURN):
                    button.click(delay=PRESS_MS)
                    player.page.wait_for_timeout(FLOOR_GAP_MS)
            lat, parts = player.page.evaluate("[window.__lat, window.__parts]")
            mine = [i for i, (_, what) in enumerate(lat) if what == ACTION]
            found[variant] = [[lat[i][0] for i in mine], parts[-len(mine):]]
            player.close()
        found["runtime floor (bare Pyodide page)"] = [[ms for ms, _ in floor.found["clicks"]], floor.found["parts"]]
        floor.close()
    print("\na button changing one text, click -> next paint, ms p50 / p95 (and its split, p50/p95)")
    for name, (clicks, parts) in found.items():
        print(f"  {name}: n={len(clicks)}, {percentile(clicks, 50):.1f} / {percentile(clicks, 95):.1f}; {split(parts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
