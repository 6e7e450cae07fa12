"""Where a click's time goes in the page: plays like bench/latency.py and, through a <script
type="py"> added to the page after start-up (PyScript runs it in the app's interpreter), wraps the
UI's steps with timers (time.perf_counter; Chromium coarsens it to 0.1 ms without cross-origin
isolation).

    python3 bench/profile_click.py [--clicks 60] [--variant taiwan]     # needs a built dist/

Prints, per step, calls, mean and p95 in ms, beside click -> next paint of the same clicks.
Not part of `build.py bench` (a diagnosis tool, not a figure of the issue).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from latency import Player, site_browser
from results import percentile

WRAP = r"""
import json, time
from pyodide.ffi import create_proxy
from js import window
import ui.app, ui.game, ui.dom, ui.board, ui.log, ui.driver, ui.saving, tycoon.core
T = {}
def wrap(owner, name, label):
    f = getattr(owner, name)
    def timed(*args, **kw):
        t = time.perf_counter()
        try:
            return f(*args, **kw)
        finally:
            T.setdefault(label, []).append((time.perf_counter() - t) * 1000)
    setattr(owner, name, timed)
wrap(ui.app.App, "act", "act (the click's handler)")
wrap(tycoon.core, "apply_action", "  apply_action")  # ui.app calls core.apply_action (core/__init__.py: lazy names)
wrap(ui.saving.Saving, "saved", "  saved (autosave)")
wrap(ui.app.App, "render", "render (whole screen)")
wrap(ui.game.GameScreen, "render", "  GameScreen.render")
wrap(ui.board.Board, "update", "    board.update")
wrap(ui.game, "render_panels", "    render_panels")
wrap(ui.game.GameScreen, "_tools", "    _tools")
wrap(ui.log.LogView, "update", "    log.update")
wrap(ui.game.GameScreen, "_centre", "    _centre (build)")
wrap(ui.game.GameScreen, "_focus_plan", "    _focus_plan")
wrap(ui.game.GameScreen, "_refocus", "    _refocus")
wrap(ui.game, "morph", "    morph (game.py: make real, change what differs)")
wrap(ui.dom, "_tree", "      dom._tree (to JSON)")
wrap(ui.game.Motion, "after_render", "    motion.after_render")
wrap(ui.app.App, "_view", "  _view")
wrap(ui.dom, "prune", "  dom.prune")
wrap(ui.app.App, "extras", "    app.extras")
wrap(ui.app.App, "actions", "    app.actions")
wrap(ui.app.App, "action_bar", "    app.action_bar")
wrap(ui.driver.Driver, "_shown_move", "driver._shown_move (async, after the click)")
import gc
_gc_start = [0.0]
def _gc_timer(phase, info):  # every collection, by generation, during the whole game
    if phase == "start":
        _gc_start[0] = time.perf_counter()
    else:
        T.setdefault(f"gc: generation {info['generation']} collection", []).append(
            (time.perf_counter() - _gc_start[0]) * 1000)
gc.callbacks.append(_gc_timer)
window.__prof = create_proxy(lambda: json.dumps(T))
window.__profReady = True
"""

INJECT = """code => { const s = document.createElement('script'); s.type = 'py'; s.textContent = code;
  document.body.appendChild(s); }"""


class ProfilingPlayer(Player):
    """latency.Player with the timers added to every page it loads."""

    profile: dict[str, list[float]]

    def _new_game(self) -> None:
        if hasattr(self, "profile"):
            self.take_profile()  # before the page loads again
        else:
            self.profile = {}
        super()._new_game()
        self.page.evaluate(INJECT, WRAP)
        self.page.wait_for_function("window.__profReady === true", timeout=60_000)

    def take_profile(self) -> None:
        for label, values in json.loads(self.page.evaluate("window.__prof()")).items():
            self.profile.setdefault(label, []).extend(values)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clicks", type=int, default=60)
    parser.add_argument("--variant", default="taiwan")
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    with site_browser(args.site) as (browser, url):
        player = ProfilingPlayer(browser, url, args.variant, "fast", 120_000)
        player.click(args.clicks)
        player.take_profile()
    clicks, profile = [ms for ms, _ in player.found["clicks"]], player.profile
    print(f"{args.variant}: {len(clicks)} clicks, click -> next paint p50 {percentile(clicks, 50):.1f} ms, "
          f"p95 {percentile(clicks, 95):.1f} ms")
    print(f"{'step':<48} {'calls':>6} {'mean ms':>8} {'p95 ms':>8}")
    for label, values in profile.items():
        print(f"{label:<48} {len(values):>6} {sum(values) / len(values):8.2f} {percentile(values, 95):8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
