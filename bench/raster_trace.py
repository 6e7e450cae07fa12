"""What the browser's threads spend while a game is played, from a CDP trace: plays like
bench/latency.py (one human, the default bots at fast speed) and sums the trace's events by
thread and name, per human click (the bots' turns in between included). The main thread's share
is what profile_click.py's timers see; raster runs on worker threads, which on this 2-core machine
take the same cores as the click's handler.

    python3 bench/raster_trace.py [--variants taiwan,monopoly] [--clicks 20] [--css 'RULES']

--css adds a stylesheet to every page before it starts (an experiment: does this rule cost
raster?). Then, per human click, the raster tasks that started in the 120 ms after it: how many
tiles, how many of them on one layer, their milliseconds, and when the last one ended. A diagnosis tool, not part of `build.py bench`; a run takes about a minute per variant.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from latency import Player, site_browser
from results import percentile

CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "cc", "viz", "toplevel"]
SHOWN = ("RasterTask", "Paint", "PrePaint", "Layout", "UpdateLayoutTree", "Layerize", "Commit",
         "ProxyMain::BeginMainFrame", "FunctionCall", "EventDispatch", "TimerFire")
ADD_CSS = ("document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style');"
           " s.textContent = %s; document.head.appendChild(s); })")


def totals(events: list) -> collections.Counter:
    """Milliseconds by (thread name, event name), complete events only."""
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
               if e.get("ph") == "M" and e.get("name") == "thread_name"}
    found: collections.Counter = collections.Counter()
    for e in events:
        if e.get("ph") == "X" and "dur" in e and e["name"] in SHOWN:
            found[(threads.get((e["pid"], e["tid"]), "?"), e["name"])] += e["dur"] / 1000
    return found


def tiles_after_clicks(events: list, window_ms: float = 120.0) -> list[tuple[int, float, float, int]]:
    """Per human click (a click EventDispatch): the raster tasks that start within window_ms after
    it: (tiles, raster ms, when the last one ended in ms after the click, tiles of the layer that
    got most of them). The bots' steps in that window are included."""
    raster = [e for e in events if e.get("ph") == "X" and e.get("name") == "RasterTask"]
    found = []
    for e in events:
        if e.get("name") == "EventDispatch" and ((e.get("args") or {}).get("data") or {}).get("type") == "click":
            start = e["ts"]
            near = [r for r in raster if start <= r["ts"] <= start + window_ms * 1000]
            if not near:
                found.append((0, 0.0, 0.0, 0))
                continue
            layers = collections.Counter(((r.get("args") or {}).get("tileData") or {}).get("layerId") for r in near)
            found.append((len(near), sum(r["dur"] for r in near) / 1000,
                          (max(r["ts"] + r["dur"] for r in near) - start) / 1000, layers.most_common(1)[0][1]))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variants", default="taiwan,monopoly")
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument("--css", default="", help="extra CSS rules added to every page (an experiment)")
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    with site_browser(args.site) as (browser, url):
        for variant in args.variants.split(","):
            player = _player(browser, url, variant, args.css)
            player.click(3)  # past the set-up and the first imports
            before = len(player.found["clicks"])
            browser.start_tracing(page=player.page, categories=CATEGORIES)
            player.click(args.clicks)
            events = json.loads(browser.stop_tracing())["traceEvents"]
            clicks = [ms for ms, _ in player.found["clicks"][before:]]
            print(f"== {variant}: {len(clicks)} clicks, click -> next paint p50 {percentile(clicks, 50):.1f} ms, "
                  f"p95 {percentile(clicks, 95):.1f} ms (traced, so slower than latency.py's)")
            print(f"   {'thread':<28} {'event':<28} {'ms a click':>10}")
            for (thread, name), ms in totals(events).most_common(14):
                print(f"   {thread[:28]:<28} {name:<28} {ms / max(1, len(clicks)):10.1f}")
            print("   raster in the 120 ms after each click: tiles (of them on one layer), ms, last one ended at")
            for tiles, ms, last, one_layer in tiles_after_clicks(events):
                print(f"   {tiles:4d} ({one_layer:3d})  {ms:6.1f} ms  +{last:6.1f} ms")
            player.close()
    return 0


def _player(browser, url: str, variant: str, css: str) -> Player:
    """latency.Player, with `css` added to its page before the page first loads."""
    class Styled(Player):
        def _new_game(self) -> None:
            if css and not getattr(self, "_styled", False):
                self._styled = True
                self.page.add_init_script(ADD_CSS % json.dumps(css))
            super()._new_game()
    return Styled(browser, url, variant, "fast", 120_000)


if __name__ == "__main__":
    sys.exit(main())
