"""Interaction latency (issue 16, benchmark 2): click on an action button -> the next paint, and
the bots' decision time, in the page (headless Chromium).

    python3 bench/latency.py [--clicks 200] [--speed fast]     # needs a built dist/

For each of the five variants in turn, until --clicks clicks in all (shared equally): a game of
one human (seat 0) and the set-up screen's default bots, the bots at --speed; the human clicks,
whenever it is their turn and the screen has settled, one of its visible action buttons (roll, buy,
pay, pass, end turn first; one click in five a random other one, trades left out), held down 80 ms
as a person's click is. Where the screen asks for a sealed choice built from several clicks (Easy
Money's stakes, Babylon's offers and bids), and no action button is offered yet, it clicks one of
the picker's enabled buttons (a chip, a place, an offer) instead; those clicks redraw too and are
measured the same way. A game that ends is started again.

Click -> next paint: a capture listener on window, installed before any page script, takes the
click's event.timeStamp (when the input arrived, so input delay counts), then in the next
requestAnimationFrame posts a MessageChannel message; its arrival (after that frame's rendering)
is the end. The handler runs in between: the click runs Python (apply the action, autosave,
redraw) synchronously on the main thread; a bubbling click listener on window, which runs after
the button's own handler, marks its end, so each click also splits into input delay (timeStamp ->
the handler's start), the handler, waiting for the frame (-> the requestAnimationFrame) and the
frame (-> the message): printed as p50 / p95 in the notes. Event Timing entries (durationThreshold
16 ms) are collected as a cross-check. Bot decisions: ui/driver.py times each next_automatic that
returns a bot's action (window.tycoonBotMs()). Records bench/results/latency.json.

The runtime's floor, in the same run: a bare page loading the same vendored Pyodide, whose one
button's Python handler changes one text (FLOOR_PAGE), clicked as many times, CHUNK clicks after
each turn of the sites, and measured the same way: what a click through Pyodide costs here before
any of the app's work.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from results import percentile, record, row, summary
from startup import CACHE, CHROMIUM, CHROMIUM_ARGS, not_built
from trees import checkout, work_tree_label

try:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
except ImportError:  # only the benchmarks need Playwright
    PlaywrightTimeout = TimeoutError

from tools import devserver

VARIANTS = ["monopoly", "taiwan", "rich", "easymoney", "babylon"]
BUDGET_MS = 50.0  # issue 16's budget: click -> next paint p95, all games
FLOOR_BAR = 2.5  # issue 40's bar: each game's p95 within 2.5 x the runtime floor's p95 in the same run
FIRST = ["roll", "buy", "jail_pay", "pass", "trade_reject", "end_turn", "mortgage", "sell", "sell_group", "dump",
         "decline", "bankrupt"]

PROBE = """(() => {
  window.__lat = []; window.__et = []; window.__parts = [];
  let current = null;  // the click being handled: its handler's start and end
  addEventListener('click', (event) => {
    const button = event.target.closest && event.target.closest('#app .centre button, #app [data-action]');
    if (!button) return;
    const t0 = event.timeStamp, click = current = {start: performance.now()};
    const what = button.getAttribute('data-action') || 'pick ' + (button.getAttribute('data-testid') || '');
    requestAnimationFrame(() => {
      const frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const end = performance.now();
        window.__lat.push([end - t0, what]);
        if (click.end !== undefined)
          window.__parts.push([click.start - t0, click.end - click.start, frame - click.end, end - frame]);
      };
      channel.port2.postMessage(0);
    });
  }, true);
  // bubbling, on window: runs after the button's own handler (the app's Python)
  addEventListener('click', () => { if (current && current.end === undefined) current.end = performance.now(); });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'click') window.__et.push(e.duration);
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
})()"""
PARTS = ("input delay", "the handler", "waiting for the frame", "the frame")

# The page waits for the person in two more ways: a result card's OK (ui/result_card.py), a bot
# waiting for their Ready (ui/holds.py _hold_ready); the human presses them like any button.
WAITS = ('[data-testid="result-ok"][data-autofocus]', '[data-testid="ready-0"]')
SETTLED = """n => {
  const centre = document.querySelector('.centre');
  if (!centre || Number(centre.dataset.render) <= n) return false;
  return !!(document.querySelector('[data-testid="game-over"]')
            || document.querySelector('[data-testid="status"][data-mode="human"][data-seat="0"]')
            || document.querySelector(WAITS));
}""".replace("WAITS", repr(", ".join(WAITS)))

BUTTONS = """() => [...document.querySelectorAll('#app [data-action^="0 "]')]
  .filter(b => !b.disabled && b.getClientRects().length && !b.closest('details:not([open])'))
  .map(b => b.getAttribute('data-action'))"""


def render_count(page) -> int:
    return int(page.locator(".centre").get_attribute("data-render") or 0)


def pick(actions: list[str], rng: random.Random) -> str | None:
    actions = [a for a in actions if not a.split()[1].startswith("trade_")]
    if not actions:
        return None
    if rng.random() < 0.2:
        return rng.choice(actions)
    return min(actions, key=lambda a: FIRST.index(a.split()[1]) if a.split()[1] in FIRST else len(FIRST))


PICKS = """() => [...document.querySelectorAll('#app .centre button:not([data-action])')]
  .filter(b => !b.disabled && b.getClientRects().length && !b.closest('details:not([open])')
          && !b.closest('.over-buttons, .lang-switch, .topbar'))
  .map((b, i) => i)"""
PICK_AT = """r => { document.querySelectorAll('[data-bench-pick]').forEach(b => b.removeAttribute('data-bench-pick'));
  const picks = [...document.querySelectorAll('#app .centre button:not([data-action])')]
    .filter(b => !b.disabled && b.getClientRects().length && !b.closest('details:not([open])')
            && !b.closest('.over-buttons, .lang-switch, .topbar'));
  if (!picks.length) return false;  // the screen changed since PICKS (the driver's redraw after the paint)
  picks[Math.floor(r * picks.length)].setAttribute('data-bench-pick', '');
  return true; }"""
BOT_TIMES = "window.tycoonBotMs ? window.tycoonBotMs().split(',').filter(x => x).map(Number) : []"
# How long a click holds the button down, as a person's does; Playwright's default is 0 ms, and then the
# release comes while the page is still busy with the press (its :active and :focus restyle, we think).
# Click's timeStamp -> its handler's start, Monopoly and Rich, 80 clicks, two consecutive runs: p50
# 6.1 -> 2.3 ms, p95 14.0 -> 9.3 ms (0 ms -> 80 ms). A person's release never comes that soon.
PRESS_MS = 80
CHUNK = 10  # clicks on one site before the other site's turn (--against)


class Player:
    """The human of one page (one site, one variant): click(n) plays n clicks, starting a new
    game whenever one ends; the figures gathered so far are in self.found."""

    def __init__(self, browser, url: str, variant: str, speed: str, timeout_ms: float):
        self.url, self.variant, self.speed, self.timeout_ms = url, variant, speed, timeout_ms
        self.context = browser.new_context(viewport={"width": 1280, "height": 800})
        self.page = self.context.new_page()
        self.page.add_init_script(PROBE)
        self.rng = random.Random(variant)
        self.seed = 0
        self.found = {"clicks": [], "event_timing": [], "bots": [], "parts": []}
        self._new_game()

    def _new_game(self) -> None:
        self.seed += 1
        page = self.page
        page.bring_to_front()
        page.goto(f"{self.url}?seed={self.seed}")
        page.locator(f"[data-testid='variant-{self.variant}']").click(timeout=self.timeout_ms)
        page.get_by_test_id("start-game").click()
        page.get_by_test_id("speed").select_option(self.speed)
        self.taken, self.before = (0, 0, 0, 0), -1  # of this page load's __lat, __et, bot times, __parts: already in found

    def collect(self) -> None:
        lat, et, bots, parts = self.page.evaluate(f"[window.__lat, window.__et, {BOT_TIMES}, window.__parts]")
        self.found["clicks"] += [tuple(x) for x in lat[self.taken[0]:]]
        self.found["event_timing"] += et[self.taken[1]:]
        self.found["bots"] += bots[self.taken[2]:]
        self.found["parts"] += parts[self.taken[3]:]
        self.taken = (len(lat), len(et), len(bots), len(parts))

    def click(self, n: int) -> None:
        page = self.page
        page.bring_to_front()
        done = 0
        while done < n:
            page.wait_for_function(SETTLED, arg=self.before, timeout=self.timeout_ms)
            waiting = [w for w in WAITS if page.locator(w).count()]  # a result card's OK, a bot waiting for Ready
            if waiting:
                self.before = render_count(page)
                with contextlib.suppress(PlaywrightTimeout):
                    page.locator(waiting[0]).first.click(timeout=3000, delay=PRESS_MS)
                    done += 1
                continue
            choice = pick(page.evaluate(BUTTONS), self.rng)
            if choice is None and not page.get_by_test_id("game-over").count():
                picks = page.evaluate(PICKS)  # a sealed choice built from several clicks
                if picks:
                    self.before = render_count(page)
                    # Chosen and marked in one call (the list may change between two); a redraw
                    # may still replace the marked button before the click: then choose again.
                    if page.evaluate(PICK_AT, self.rng.random()):
                        try:
                            page.locator("[data-bench-pick]").first.click(timeout=3000, delay=PRESS_MS)
                            done += 1
                        except PlaywrightTimeout:
                            pass
                    continue
            if choice is None or page.get_by_test_id("game-over").count():
                self.collect()  # a new game loads the page again
                self._new_game()
                continue
            self.before = render_count(page)
            page.locator(f'#app [data-action="{choice}"]:visible').first.click(timeout=self.timeout_ms, delay=PRESS_MS)
            done += 1
        # Before the other site's turn (--against): this page's bots play until the human's turn, so
        # they never run beside the other page's clicks.
        page.wait_for_function(SETTLED, arg=self.before, timeout=self.timeout_ms)
        page.wait_for_timeout(300)  # the last walk's steps
        self.collect()

    def close(self) -> None:
        self.context.close()


# The runtime's floor: the same vendored Pyodide in a bare page, one button whose Python handler
# changes one text. Clicked as the app's buttons are (held PRESS_MS, the same PROBE), it measures
# what any click through Pyodide costs on this machine and browser: the input, one call into Python,
# the wait for the next frame and a frame with almost nothing to draw.
FLOOR_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>latency floor</title><link rel="icon" href="data:,"></head>
<body><div id="app"><div class="centre"><p id="said">not clicked yet</p></div></div>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython(`
from js import document
from pyodide.ffi import create_proxy
clicks = [0]
def on_click(event):
    clicks[0] += 1
    document.getElementById("said").textContent = f"clicked {clicks[0]} times"
button = document.createElement("button")
button.setAttribute("data-action", "0 floor")
button.textContent = "Click"
button.addEventListener("click", create_proxy(on_click))
document.querySelector("#app .centre").append(button)
`);
</script>
</body></html>
"""
FLOOR_GAP_MS = 150  # between two floor clicks (the app's clicks wait for the screen to settle)


@contextlib.contextmanager
def floor_url(site: Path):
    """Serve FLOOR_PAGE beside `site`'s vendored pyodide/; yields its URL."""
    with tempfile.TemporaryDirectory(prefix="latency-floor-") as folder:
        (Path(folder) / "index.html").write_text(FLOOR_PAGE, encoding="utf-8")
        (Path(folder) / "pyodide").symlink_to(site.resolve() / "pyodide", target_is_directory=True)
        server, url = devserver.start_in_thread(Path(folder), cache_control=CACHE)
        try:
            yield url
        finally:
            server.shutdown()
            server.server_close()


class FloorPlayer:
    """Clicks the floor page's one button: click(n), the figures in self.found as Player's."""

    def __init__(self, browser, url: str, timeout_ms: float):
        self.context = browser.new_context(viewport={"width": 1280, "height": 800})
        self.page = self.context.new_page()
        self.page.add_init_script(PROBE)
        self.page.goto(url)
        self.button = self.page.locator('[data-action="0 floor"]')
        self.button.wait_for(timeout=timeout_ms)
        self.found = {"clicks": [], "parts": []}
        self.taken = (0, 0)

    def click(self, n: int) -> None:
        self.page.bring_to_front()
        for _ in range(n):
            self.button.click(delay=PRESS_MS)
            self.page.wait_for_timeout(FLOOR_GAP_MS)
        lat, parts = self.page.evaluate("[window.__lat, window.__parts]")
        self.found["clicks"] += [tuple(x) for x in lat[self.taken[0]:]]
        self.found["parts"] += parts[self.taken[1]:]
        self.taken = (len(lat), len(parts))

    def close(self) -> None:
        self.context.close()


@contextlib.contextmanager
def site_browser(site: Path):
    """A local server for `site` and a headless Chromium: yields (browser, url)."""
    from playwright.sync_api import sync_playwright

    server, url = devserver.start_in_thread(site, cache_control=CACHE)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            yield browser, url
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


@contextlib.contextmanager
def old_site(commit: str):
    """Build dist/ of an older commit in a temporary worktree; yield (its dist, short hash)."""
    with checkout(commit) as (tree, short):
        (tree / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
        subprocess.run([sys.executable, "build.py", "build"], cwd=tree, check=True, stdout=subprocess.DEVNULL)
        yield tree / "dist", short


def click_rows(label: str, latency: dict[str, list[float]], budget: bool, floor_p95: float) -> list[dict]:
    rows = []
    everything = [ms for series in latency.values() for ms in series]
    for name, series in [*latency.items(), ("all variants", everything)]:
        judged = budget and name == "all variants"
        p50, spread = summary(series, 1)
        p95 = percentile(series, 95)
        rows.append(row(f"{label}click → next paint, {name}: p50", "ms", p50, spread))
        rows.append(row(f"{label}click → next paint, {name}: p95", "ms", round(p95, 1), f"max {max(series):.1f}",
                        f"≤ {BUDGET_MS:.0f} ms" if judged else "", p95 <= BUDGET_MS if judged else None))
        if budget:  # issue 40: every game's own p95, and all of them, against the floor's in this run
            ratio = p95 / floor_p95
            rows.append(row(f"{label}click → next paint, {name}: p95 / the floor's p95", "×", round(ratio, 1),
                            f"{p95:.1f} / {floor_p95:.1f} ms", f"≤ {FLOOR_BAR} × floor", ratio <= FLOOR_BAR))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clicks", type=int, default=200, help="clicks in all per site, shared by the variants")
    parser.add_argument("--speed", default="fast", choices=("slow", "normal", "fast"))
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--variants", default=",".join(VARIANTS),
                        help="comma-separated variants to play (default: all five; the budget is judged on all five)")
    parser.add_argument("--against", metavar="COMMIT",
                        help="also build COMMIT in a temp worktree and measure both sites, interleaved by variant")
    parser.add_argument("--beside", metavar="DIR", type=Path,
                        help="also measure this built site (a scratch build of an idea), as --against does a commit")
    args = parser.parse_args()
    if not_built(args.site) or (args.beside and not_built(args.beside)):
        return 2
    from playwright.sync_api import sync_playwright

    with contextlib.ExitStack() as stack:
        sites = {}
        if args.against:
            old_dist, short = stack.enter_context(old_site(args.against))
            sites[f"before ({short}): "] = old_dist
        elif args.beside:
            sites[f"before ({args.beside}): "] = args.beside
        sites[f"after ({work_tree_label()}): " if args.against or args.beside else ""] = args.site
        urls = {}
        for label, site in sites.items():
            server, urls[label] = devserver.start_in_thread(site, cache_control=CACHE)
            stack.callback(server.server_close)
            stack.callback(server.shutdown)
        results: dict[str, dict[str, dict]] = {label: {} for label in sites}
        playwright = stack.enter_context(sync_playwright())
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        floor = FloorPlayer(browser, stack.enter_context(floor_url(args.site)), args.timeout * 1000)
        variants = [v for v in args.variants.split(",") if v in VARIANTS]
        per_variant = args.clicks // len(variants)
        for variant in variants:
            players = {label: Player(browser, url, variant, args.speed, args.timeout * 1000)
                       for label, url in urls.items()}
            for turn, done in enumerate(range(0, per_variant, CHUNK)):
                # The sites take turns, CHUNK clicks each, then the floor; their order swaps every turn:
                # in a fixed order the site measured first was the slower one in three runs of three
                # A/B pairs (bench/RESULTS.md, "Click → next paint: two ideas that measured nothing").
                order = list(players.values())
                for player in [*(order[::-1] if turn % 2 else order), floor]:
                    player.click(min(CHUNK, per_variant - done))
            for label, player in players.items():
                player.close()
                found = results[label][variant] = player.found
                print(f"{label}{variant}: {len(found['clicks'])} clicks, "
                      f"p95 {percentile([ms for ms, _ in found['clicks']], 95):.1f} ms; "
                      f"{len(found['bots'])} bot decisions", file=sys.stderr, flush=True)
        floor.close()
        browser.close()

    floor_ms = [ms for ms, _ in floor.found["clicks"]]
    p50, spread = summary(floor_ms, 1)
    rows = [row("runtime floor (bare Pyodide page, one Python handler changing one text): click → next paint, p50",
                "ms", p50, spread),
            row("runtime floor (bare Pyodide page, one Python handler changing one text): click → next paint, p95",
                "ms", round(percentile(floor_ms, 95), 1), f"max {max(floor_ms):.1f}")]
    for label in sites:
        latency = {variant: [ms for ms, _ in found["clicks"]] for variant, found in results[label].items()}
        rows += click_rows(label, latency, label == list(sites)[-1] and len(results[label]) == len(VARIANTS),
                           percentile(floor_ms, 95))
    current = results[list(sites)[-1]]
    bots = {variant: found["bots"] for variant, found in current.items()}
    all_bots = [ms for series in bots.values() for ms in series]
    for name, series in [*bots.items(), ("all variants", all_bots)]:
        if not series:
            continue
        p95 = percentile(series, 95)
        judged = name == "all variants"
        rows.append(row(f"bot decision in the page, {name}: p95", "ms", round(p95, 2),
                        f"p50 {percentile(series, 50):.2f}, max {max(series):.1f} (n={len(series)})",
                        f"≤ {BUDGET_MS:.0f} ms" if judged else "", p95 <= BUDGET_MS if judged else None))
    clicks = [(ms, variant, what) for variant, found in current.items() for ms, what in found["clicks"]]
    et_all = [ms for found in current.values() for ms in found["event_timing"]]
    parts_all = [part for found in current.values() for part in found["parts"]]
    slow = sorted(clicks, reverse=True)[:5]
    notes = [(f"{len(clicks)} clicks per site (1 human + the set-up screen's default bots at {args.speed} speed, games restarted when over)"
              + (", the two sites interleaved by variant in one run, in turns whose order swaps"
                 if args.against or args.beside else "")),
             (f"Event Timing cross-check (set-up clicks included: 2 a game): {len(et_all)} click entries "
              "≥ 16 ms (its threshold), "
              f"{sum(ms > BUDGET_MS for ms in et_all)} over {BUDGET_MS:.0f} ms"
              + (f"; their duration p50 {percentile(et_all, 50):.0f} ms, p95 {percentile(et_all, 95):.0f} ms "
                 "(Event Timing ends when the frame is presented, rounded to 8 ms)" if et_all else "")),
             "where a click's time goes, p50 / p95 ms: " + "; ".join(
                 f"{name} {percentile(series, 50):.1f} / {percentile(series, 95):.1f}"
                 for name, series in zip(PARTS, zip(*parts_all))) + f" (n={len(parts_all)})",
             "the runtime floor's clicks, p50 / p95 ms: " + "; ".join(
                 f"{name} {percentile(series, 50):.1f} / {percentile(series, 95):.1f}"
                 for name, series in zip(PARTS, zip(*floor.found["parts"]))) + f" (n={len(floor.found['parts'])})",
             "slowest clicks: " + "; ".join(f"{ms:.0f} ms {variant} '{what}'" for ms, variant, what in slow)]
    for r in rows:
        print(f"{r['figure']:<64} {r['median']:>8} {r['spread']:<40} {r['budget']} "
              f"{'' if r['met'] is None else ('met' if r['met'] else 'MISSED')}")
    print("\n".join(notes))
    if len(current) == len(VARIANTS):  # a subset is a diagnosis: printed, not recorded
        record("latency", rows, notes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
