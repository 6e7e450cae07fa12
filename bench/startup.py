"""Start-up (issue 16, benchmark 1): navigation -> ready in headless Chromium, cold and warm,
for (a) a bare Pyodide page, (b) a bare PyScript page, (c) the app (home screen, and the game
board after clicking Play and Start), (d) the file:// standalone page.

    python3 bench/startup.py [--runs 5] [--throttle 4]   # dist/ must be built (build.py bench does it)

(a) loads the same vendored pyodide.mjs with loadPyodide() and creates one element from Python;
(b) loads the same vendored PyScript (core.js) with the same Pyodide and a <script type="py">
creating one element. "Ready" for the app = #loading is gone and #app is visible (the UI called
window.tycoonReady()); the time is performance.now() at the first DOM mutation where the condition
holds (ms since navigation start). The board time goes on from there as a player would (Play,
Start with the default seats) until the board shows.

Cold = a new browser context for that one load (empty HTTP cache and code cache: a fresh
profile); warm = one long-lived context per page whose cache is filled by one untimed load.
Every round loads every page once cold and once warm, interleaved, --runs rounds; both servers
send Cache-Control: max-age=3600 like a static host. The app is also loaded warm as a returning
visitor is: service worker on, the start-up snapshot made on its first visit (tools/snapshot.mjs)
and restored on every timed load ("app home warm, snapshot"). --throttle N slows the CPU N times
(Chromium's CPU throttling), as an old classroom PC would. Records bench/results/startup.json.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tools import devserver

sys.path.insert(0, str(ROOT / "bench"))
from results import record, row, summary

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-quic"]
CACHE = "public, max-age=3600"


SOURCES = ("py", "css", "index.html", "sw.js", "offline.js", "pyscript.toml", "build.py", "tools")  # dist/ is built from these


def not_built(site: Path, page: str = "index.html") -> bool:
    """True, after saying so, when `site` has no `page` (every page benchmark needs dist/), or when
    it is this tree's dist/ and a source is newer than it: a stale dist/ measures other code."""
    built = site / page
    if not built.exists():
        print(f"{site} is not built: run python3 build.py build", file=sys.stderr)
        return True
    if site.resolve() != (ROOT / "dist").resolve():
        return False
    newer = next((f for f in _sources() if f.stat().st_mtime > built.stat().st_mtime), None)
    if newer is None:
        return False
    print(f"{site} is older than {newer.relative_to(ROOT)}: run python3 build.py build", file=sys.stderr)
    return True


def _sources():
    for name in SOURCES:
        path = ROOT / name
        for f in [path] if path.is_file() else path.rglob("*"):
            if f.is_file() and "__pycache__" not in f.parts:
                yield f


BARE_PYSCRIPT = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare PyScript</title><link rel="icon" href="data:,">
<script type="module" src="./pyscript/core.js"></script></head>
<body>
<script type="py" config='{"interpreter": "./pyodide/pyodide.mjs"}'>
from pyscript import document
element = document.createElement("div")
element.id = "bare-ready"
element.textContent = "Python is ready"
document.body.append(element)
</script>
</body></html>
"""

BARE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title><link rel="icon" href="data:,"></head>
<body>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython(`
from js import document
element = document.createElement("div")
element.id = "bare-ready"
element.textContent = "Python is ready"
document.body.append(element)
`);
</script>
</body></html>
"""

# Records window.__readyAt the first time `selector` is visible and #loading is absent.
DETECTOR = """(selector) => {
  const check = () => {
    if (window.__readyAt !== undefined || document.getElementById('loading')) return;
    const el = document.querySelector(selector);
    if (el && !el.closest('[hidden]') && el.getClientRects().length) {
      window.__readyAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {childList: true, subtree: true, attributes: true,
                              attributeFilter: ['hidden', 'class', 'style']});
}"""


def open_page(context, selector: str, throttle: float = 1):
    page = context.new_page()
    page.add_init_script(f"({DETECTOR})({selector!r})")
    if throttle != 1:  # a slower machine: Chromium's CPU throttling (DevTools' "4x slowdown")
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    return page


SNAPSHOT_DONE = "['made', 'not-made'].includes(document.documentElement.dataset.snapshot)"


def snapshot_page(browser, url: str, selector: str, timeout_ms: float, throttle: float):
    """A long-lived context with the service worker on, as a returning visitor has: the first visit
    keeps the site for offline play and then makes the start-up snapshot (tools/snapshot.mjs); a
    second, untimed visit restores it once. Returns (context, page)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    page = open_page(context, selector, throttle)
    load_once(page, url, timeout_ms)
    page.wait_for_function(SNAPSHOT_DONE, timeout=timeout_ms * 3)
    made = page.evaluate("document.documentElement.dataset.snapshot")
    if made != "made":
        sys.exit(f"startup: the start-up snapshot was not made ({made}): see the page's console")
    load_once(page, url, timeout_ms)
    return context, page


BOARD_CLICKS = ('[data-testid="variant-monopoly"]', '[data-testid="start-game"]')


def load_once(page, url: str, timeout_ms: float) -> float:
    # The pages share one browser; a tab left in the background gets throttled timers and
    # animation frames (which Playwright's clicks wait for), so bring this one forward first.
    page.bring_to_front()
    page.goto(url, wait_until="commit")
    page.wait_for_function("window.__readyAt !== undefined", timeout=timeout_ms)
    return page.evaluate("window.__readyAt")


@contextlib.contextmanager
def site_and_bare_servers(site: Path):
    """Serve the built site and, from a temp dir beside the same vendored pyodide/, the bare
    Pyodide page (index.html; the bare PyScript page is pyscript.html beside it), both with a
    static host's cache header; yields (site URL, bare URL)."""
    with tempfile.TemporaryDirectory(prefix="bare-pyodide-") as bare_dir:
        (Path(bare_dir) / "index.html").write_text(BARE_PAGE, encoding="utf-8")
        (Path(bare_dir) / "pyscript.html").write_text(BARE_PYSCRIPT, encoding="utf-8")
        for folder in ("pyodide", "pyscript"):
            (Path(bare_dir) / folder).symlink_to(site.resolve() / folder, target_is_directory=True)
        site_server, site_url = devserver.start_in_thread(site, cache_control=CACHE)
        bare_server, bare_url = devserver.start_in_thread(Path(bare_dir), cache_control=CACHE)
        try:
            yield site_url, bare_url
        finally:
            for server in (site_server, bare_server):
                server.shutdown()
                server.server_close()




BUDGET = 1.10  # (c)/(a), cold and warm
FILE_BAR = 1.30  # issue 40: the file:// standalone page against the app over http, cold and warm


def load_app(page, url: str, timeout_ms: float) -> tuple[float, float]:
    """(home screen ready, board shown) in ms since navigation start."""
    home = load_once(page, url, timeout_ms)
    return home, load_once_board(page, timeout_ms)


# The board's time is the app's own: the home screen's ready time, plus, for each click (Play,
# then Start), from the click's event.timeStamp to the first DOM mutation that shows the next
# screen; the time Playwright spends between clicks (finding the button, waiting for it to be
# stable) is not the app's, so it is left out.
SCREENS = """() => {
  window.__screens = [];
  const seen = new Set();
  addEventListener('click', (e) => { window.__screens.push(['click', e.timeStamp]); }, true);
  new MutationObserver(() => {
    for (const [name, selector] of [['setup', '[data-testid="start-game"]'], ['board', '[data-testid="board"]']]) {
      const el = !seen.has(name) && document.querySelector(selector);
      if (el && el.getClientRects().length) { seen.add(name); window.__screens.push([name, performance.now()]); }
    }
  }).observe(document, {childList: true, subtree: true});
}"""


def load_once_board(page, timeout_ms: float) -> float:
    """As a player would: Play, then Start (default seats: a human and a bot), until the board
    shows; returns home ready + both clicks' click -> next screen times (ms)."""
    page.evaluate(SCREENS)
    for selector in BOARD_CLICKS:
        page.click(selector, timeout=timeout_ms)
    page.wait_for_selector('[data-testid="board"]', state="visible", timeout=timeout_ms)
    marks = dict(reversed(page.evaluate("window.__screens")))  # the first of each name
    clicks = [t for name, t in page.evaluate("window.__screens") if name == "click"]
    return page.evaluate("window.__readyAt") + (marks["setup"] - clicks[0]) + (marks["board"] - clicks[1])


def suite(browser, urls: dict, runs: int, timeout_ms: float, throttle: float = 1) -> dict[str, list[float]]:
    """urls: name -> (url, selector); the app's name is "app". Returns series per figure. The app
    is also loaded warm as a returning visitor with the service worker and the start-up snapshot
    ("app home warm, snapshot"; each such load must have restored it)."""
    times: dict[str, list[float]] = {}

    def add(name: str, value: float) -> None:
        times.setdefault(name, []).append(value)

    def one(context, page, name: str, url: str, kind: str) -> None:
        if name.startswith("app"):
            home, board = load_app(page, url, timeout_ms)
            suffix = ", snapshot" if name == "app snapshot" else ""
            add(f"app home {kind}{suffix}", home)
            add(f"app board {kind}{suffix}", board)
            if suffix and page.evaluate("document.documentElement.dataset.snapshot") != "restored":
                sys.exit("startup: a returning visit did not restore the start-up snapshot")
        else:
            add(f"{name} {kind}", load_once(page, url, timeout_ms))

    viewport = {"width": 1280, "height": 800}
    warm = {}
    for name, (url, selector) in urls.items():  # service workers off: this is the HTTP cache's figure
        context = browser.new_context(viewport=viewport, service_workers="block")
        page = open_page(context, selector, throttle)
        load_once(page, url, timeout_ms)  # fills the cache: not counted
        warm[name] = (context, page)
    if "app" in urls:
        warm["app snapshot"] = snapshot_page(browser, *urls["app"], timeout_ms, throttle)
    for r in range(runs):
        for name, (url, selector) in urls.items():
            context = browser.new_context(viewport=viewport, service_workers="block")
            one(context, open_page(context, selector, throttle), name, url, "cold")
            context.close()
            one(*warm[name], name, url, "warm")
            if name == "app":
                one(*warm["app snapshot"], "app snapshot", url, "warm")
        print(f"round {r + 1}/{runs}: " + ", ".join(f"{k} {v[-1]:.0f}" for k, v in times.items()),
              file=sys.stderr, flush=True)
    for context, _ in warm.values():
        context.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="rounds: cold and warm loads per page (default 5)")
    parser.add_argument("--site", type=Path, default=ROOT / "dist", help="built site (default dist/)")
    parser.add_argument("--timeout", type=float, default=90, help="seconds to wait for ready")
    parser.add_argument("--no-file", action="store_true", help="skip the file:// standalone page")
    parser.add_argument("--throttle", type=float, default=1, help="CPU slowdown, e.g. 4 (a slow classroom PC)")
    args = parser.parse_args()
    standalone = args.site / "standalone" / "index.html"
    if not_built(args.site):
        return 2

    from playwright.sync_api import sync_playwright

    with site_and_bare_servers(args.site) as (site_url, bare_url), sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        urls = {"bare Pyodide": (bare_url, "#bare-ready"), "bare PyScript": (bare_url + "pyscript.html", "#bare-ready"),
                "app": (site_url, "#app")}
        if not args.no_file and standalone.exists():
            urls["file:// standalone"] = (standalone.as_uri(), "#app")
        times = suite(browser, urls, args.runs, args.timeout * args.throttle * 1000, args.throttle)
        browser.close()

    rows = []
    for name, series in times.items():
        median, spread = summary(series)
        rows.append(row(f"{name} (ms to ready)", "ms", median, spread))
    notes = []
    for kind in ("cold", "warm"):
        bare = statistics.median(times[f"bare Pyodide {kind}"])
        for figure in ("app home", "app board", "bare PyScript", "file:// standalone"):
            for series in (f"{figure} {kind}", f"{figure} {kind}, snapshot"):
                if series not in times:
                    continue
                ratio = statistics.median(times[series]) / bare
                ratios = [t / b for t, b in zip(times[series], times[f"bare Pyodide {kind}"])]
                budget = figure.startswith("app")
                rows.append(row(f"{figure} / bare Pyodide, {series.removeprefix(figure + ' ')}", "×", round(ratio, 2),
                                f"per-round min–max {min(ratios):.2f}–{max(ratios):.2f}",
                                f"≤ {BUDGET:.2f}" if budget else "", (ratio <= BUDGET) if budget else None))
    for kind in ("cold", "warm"):  # issue 40's bars: the app against bare PyScript, file:// against http
        for top, bottom, bar in (("app home", "bare PyScript", BUDGET), ("file:// standalone", "app home", FILE_BAR)):
            for series in (f"{top} {kind}", f"{top} {kind}, snapshot"):
                if series not in times or f"{bottom} {kind}" not in times:
                    continue
                ratios = [t / b for t, b in zip(times[series], times[f"{bottom} {kind}"])]
                ratio = statistics.median(times[series]) / statistics.median(times[f"{bottom} {kind}"])
                rows.append(row(f"{top} / {bottom}, {series.removeprefix(top + ' ')}", "×", round(ratio, 2),
                                f"per-round min–max {min(ratios):.2f}–{max(ratios):.2f}", f"≤ {bar:.2f}",
                                ratio <= bar))
    notes.append(f"{args.runs} rounds; each round loads every page once cold (new context) and once warm, "
                 "interleaved, and the app once more warm as a returning visitor with the service worker and "
                 "the start-up snapshot; ratio = ratio of the medians"
                 + (f"; CPU throttled {args.throttle:g}x" if args.throttle != 1 else ""))
    for r in rows:
        print(f"{r['figure']:<44} {r['median']:>9} {r['spread']:<32} {r['budget']} "
              f"{'' if r['met'] is None else ('met' if r['met'] else 'MISSED')}")
    record("startup", rows, notes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
