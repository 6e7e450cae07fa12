"""Interaction latency (issue 16, benchmark 2): click on an action button -> the next paint, and
the bots' decision time, in the page (headless Chromium).

    python3 bench/latency.py [--clicks 200] [--speed fast]     # needs a built dist/

For each variant (monopoly, taiwan) in turn, until --clicks clicks in all (shared equally): a game
of one human (seat 0) and one bot, the bot at --speed; the human clicks, whenever it is their turn
and the screen has settled, one of its visible action buttons (roll, buy, pay, pass, end turn
first; one click in five a random other one, trades left out). A game that ends is started again.

Click -> next paint: a capture listener on window, installed before any page script, takes the
click's event.timeStamp (when the input arrived, so input delay counts), then in the next
requestAnimationFrame posts a MessageChannel message; its arrival (after that frame's rendering)
is the end. The handler runs in between: the click runs Python (apply the action, autosave,
redraw) synchronously on the main thread. Event Timing entries (durationThreshold 16 ms) are
collected as a cross-check. Bot decisions: ui/driver.py times each next_automatic that returns a
bot's action (window.tycoonBotMs()). Records bench/results/latency.json.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from results import percentile, record, row, summary
from startup import CACHE, CHROMIUM, CHROMIUM_ARGS

from tools import devserver

VARIANTS = ["monopoly", "taiwan"]
BUDGET_MS = 50.0
FIRST = ["roll", "buy", "jail_pay", "pass", "trade_reject", "end_turn", "mortgage", "sell", "sell_group", "dump",
         "decline", "bankrupt"]

PROBE = """(() => {
  window.__lat = []; window.__et = [];
  addEventListener('click', (event) => {
    const button = event.target.closest && event.target.closest('[data-action]');
    if (!button) return;
    const t0 = event.timeStamp, what = button.getAttribute('data-action');
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__lat.push([performance.now() - t0, what]);
      channel.port2.postMessage(0);
    });
  }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'click') window.__et.push(e.duration);
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
})()"""

SETTLED = """n => {
  const centre = document.querySelector('.centre');
  if (!centre || Number(centre.dataset.render) <= n) return false;
  return !!(document.querySelector('[data-testid="game-over"]')
            || document.querySelector('[data-testid="status"][data-mode="human"][data-seat="0"]'));
}"""

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


def start_game(page, url: str, variant: str, speed: str, seed: int, timeout_ms: float) -> None:
    page.goto(f"{url}?seed={seed}")
    page.wait_for_selector(f"[data-testid='variant-{variant}']", timeout=timeout_ms).click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("speed").select_option(speed)


def play(page, url: str, variant: str, clicks: int, speed: str, timeout_ms: float) -> tuple[list, list, list]:
    rng = random.Random(variant)
    seed = 1
    start_game(page, url, variant, speed, seed, timeout_ms)
    done, before = 0, -1
    while done < clicks:
        page.wait_for_function(SETTLED, arg=before, timeout=timeout_ms)
        choice = pick(page.evaluate(BUTTONS), rng)
        if page.get_by_test_id("game-over").count() or choice is None:
            latencies = page.evaluate("window.__lat")  # a new game loads the page again: keep these
            yield_ = (latencies, page.evaluate("window.__et"), page.evaluate("window.tycoonBotMs()"))
            yield yield_
            seed += 1
            start_game(page, url, variant, speed, seed, timeout_ms)
            before = -1
            continue
        before = render_count(page)
        page.locator(f'#app [data-action="{choice}"]:visible').first.click(timeout=timeout_ms)
        done += 1
    page.wait_for_timeout(200)  # the last click's frame
    yield page.evaluate("window.__lat"), page.evaluate("window.__et"), page.evaluate("window.tycoonBotMs()")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clicks", type=int, default=200, help="clicks in all, shared by the variants")
    parser.add_argument("--speed", default="fast", choices=("slow", "normal", "fast"))
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    parser.add_argument("--timeout", type=float, default=120)
    args = parser.parse_args()
    if not (args.site / "index.html").exists():
        print(f"{args.site} is not built: run python3 build.py build", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    latency: dict[str, list[float]] = {}
    event_timing: dict[str, list[float]] = {}
    bots: dict[str, list[float]] = {}
    slowest: list[tuple[float, str, str]] = []
    server, url = devserver.start_in_thread(args.site, cache_control=CACHE)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for variant in VARIANTS:
                context = browser.new_context(viewport={"width": 1280, "height": 800})
                page = context.new_page()
                page.add_init_script(PROBE)
                page.bring_to_front()
                for lat, et, bot_ms in play(page, url, variant, args.clicks // len(VARIANTS), args.speed,
                                            args.timeout * 1000):
                    latency.setdefault(variant, []).extend(ms for ms, _ in lat)
                    slowest += [(ms, variant, what) for ms, what in lat]
                    event_timing.setdefault(variant, []).extend(et)
                    bots.setdefault(variant, []).extend(float(x) for x in str(bot_ms).split(",") if x)
                print(f"{variant}: {len(latency[variant])} clicks, p95 {percentile(latency[variant], 95):.1f} ms; "
                      f"{len(bots[variant])} bot decisions", file=sys.stderr, flush=True)
                context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()

    rows = []
    everything = [ms for series in latency.values() for ms in series]
    for name, series in [*latency.items(), ("all variants", everything)]:
        p50, spread = summary(series, 1)
        p95 = percentile(series, 95)
        rows.append(row(f"click → next paint, {name}: p50", "ms", p50, spread))
        rows.append(row(f"click → next paint, {name}: p95", "ms", round(p95, 1), f"max {max(series):.1f}",
                        f"≤ {BUDGET_MS:.0f} ms" if name == "all variants" else "",
                        p95 <= BUDGET_MS if name == "all variants" else None))
    all_bots = [ms for series in bots.values() for ms in series]
    for name, series in [*bots.items(), ("all variants", all_bots)]:
        if not series:
            continue
        p95 = percentile(series, 95)
        rows.append(row(f"bot decision in the page, {name}: p95", "ms", round(p95, 2),
                        f"p50 {percentile(series, 50):.2f}, max {max(series):.1f} (n={len(series)})",
                        f"≤ {BUDGET_MS:.0f} ms" if name == "all variants" else "",
                        p95 <= BUDGET_MS if name == "all variants" else None))
    et_all = [ms for series in event_timing.values() for ms in series]
    slow = sorted(slowest, reverse=True)[:5]
    notes = [f"{len(everything)} clicks (1 human + 1 bot at {args.speed} speed, games restarted when over)",
             (f"Event Timing cross-check: {len(et_all)} of {len(everything)} clicks took ≥ 16 ms to their next "
              f"paint, {sum(ms > BUDGET_MS for ms in et_all)} over {BUDGET_MS:.0f} ms"),
             "slowest clicks: " + "; ".join(f"{ms:.0f} ms {variant} '{what}'" for ms, variant, what in slow)]
    for r in rows:
        print(f"{r['figure']:<52} {r['median']:>8} {r['spread']:<40} {r['budget']} "
              f"{'' if r['met'] is None else ('met' if r['met'] else 'MISSED')}")
    print("\n".join(notes))
    record("latency", rows, notes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
