"""Start-up benchmark: navigation -> app ready, for the built site and for a bare Pyodide page.

    python3 bench/startup.py                      # dist/ must be built (build.py bench does it)
    python3 bench/startup.py --selector "#app .home" --runs 9

"Ready" for the site = #loading is gone and the selector (default: #app, i.e. the UI called
window.tycoonReady()) is visible. The bare page loads the same vendored pyodide.mjs with
loadPyodide(), creates one element from Python, and is ready when that element is in the page.
The time is performance.now() at the first DOM mutation where the condition holds, i.e. ms since
navigation start. One warm-up (cold) load of each page fills the HTTP cache, then --runs loads of
each, interleaved, in the same browser context are timed; both servers send
Cache-Control: max-age=3600 like a static host.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tools import devserver

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-quic"]
CACHE = "public, max-age=3600"

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


def open_page(context, selector: str):
    page = context.new_page()
    page.add_init_script(f"({DETECTOR})({selector!r})")
    return page


BOARD_CLICKS = ('[data-testid="variant-monopoly"]', '[data-testid="start-game"]')


def load_once(page, url: str, timeout_ms: float, to_board: bool = False) -> float:
    # The pages share one context; a tab left in the background gets throttled timers and
    # animation frames (which Playwright's clicks wait for), so bring this one forward first.
    page.bring_to_front()
    page.goto(url, wait_until="commit")
    page.wait_for_function("window.__readyAt !== undefined", timeout=timeout_ms)
    if not to_board:
        return page.evaluate("window.__readyAt")
    # As a player would: Play, then Start (default seats: a human and a bot), until the board shows.
    for selector in BOARD_CLICKS:
        page.click(selector, timeout=timeout_ms)
    page.wait_for_selector('[data-testid="board"]', state="visible", timeout=timeout_ms)
    return page.evaluate("performance.now()")


def measure(context, targets: list[tuple[str, str]], runs: int, timeout_ms: float,
            to_board: bool = False) -> list[list[float]]:
    """targets = [(url, selector)]; returns per target [cold, warm1..warmN], runs interleaved.
    to_board applies to the first target (the site) only."""
    pages = [open_page(context, selector) for _, selector in targets]
    times = [[] for _ in targets]
    for _ in range(runs + 1):  # the first round is the cold (warm-up) load
        for n, (page, (url, _), series) in enumerate(zip(pages, targets, times)):
            series.append(load_once(page, url, timeout_ms, to_board and n == 0))
    for page in pages:
        page.close()
    return times


def row(name: str, series: list[float]) -> str:
    cold, warm = series[0], series[1:]
    return (f"{name:<28} {statistics.median(warm):8.0f} {min(warm):8.0f} {max(warm):8.0f}"
            f" {cold:10.0f}")


@contextlib.contextmanager
def site_and_bare_servers(site: Path):
    """Serve the built site and, from a temp dir beside the same vendored pyodide/, the bare
    Pyodide page, both with a static host's cache header; yields (site URL, bare URL)."""
    with tempfile.TemporaryDirectory(prefix="bare-pyodide-") as bare_dir:
        (Path(bare_dir) / "index.html").write_text(BARE_PAGE, encoding="utf-8")
        (Path(bare_dir) / "pyodide").symlink_to(site.resolve() / "pyodide", target_is_directory=True)
        site_server, site_url = devserver.start_in_thread(site, cache_control=CACHE)
        bare_server, bare_url = devserver.start_in_thread(Path(bare_dir), cache_control=CACHE)
        try:
            yield site_url, bare_url
        finally:
            for server in (site_server, bare_server):
                server.shutdown()
                server.server_close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--selector", default="#app", help="element that means 'ready' (default: #app)")
    parser.add_argument("--runs", type=int, default=5, help="timed warm loads per page (default 5)")
    parser.add_argument("--site", type=Path, default=ROOT / "dist", help="built site (default dist/)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds to wait for ready")
    parser.add_argument("--board", action="store_true",
                        help="time until the game board shows: after ready, click Play and Start at once")
    args = parser.parse_args()
    if not (args.site / "index.html").exists():
        print(f"{args.site} is not built: run python3 build.py build", file=sys.stderr)
        return 2

    from playwright.sync_api import sync_playwright

    with site_and_bare_servers(args.site) as (site_url, bare_url), sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        timeout_ms = args.timeout * 1000
        app, bare = measure(context, [(site_url, args.selector), (bare_url, "#bare-ready")],
                            args.runs, timeout_ms, args.board)
        browser.close()

    print(f"navigation -> ready, ms; median/min/max of {args.runs} warm loads (same context), "
          f"plus the first (cold) load")
    print(f"{'page':<28} {'median':>8} {'min':>8} {'max':>8} {'cold':>10}")
    print(row("Tycoon Table (board shown)" if args.board else f"Tycoon Table ({args.selector})", app))
    print(row("bare Pyodide (#bare-ready)", bare))
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} (other work skews these numbers)")
    print(f"ratio Tycoon Table / bare Pyodide (medians): {statistics.median(app[1:]) / statistics.median(bare[1:]):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
