"""Time to interactive of the ways the site can be opened, with a bare Pyodide page as reference.

    python3 bench/offline_startup.py            # dist/ must be built (build.py bench does it)
    python3 bench/offline_startup.py --runs 5

"Interactive" = #loading is gone and #app is shown (the UI has drawn its home screen), as
performance.now() of that document, i.e. ms since its navigation started (bench/startup.py's
detector). Measured, --runs times each, rounds interleaved so that a busy machine skews all alike:

    http cold         a new browser context per load: no HTTP cache, no service worker
    http warm         one context, HTTP cache filled (server sends max-age=3600), service workers off
    offline (SW)      one context whose service worker has precached the site, network off
    file:// Chromium  dist/standalone/index.html, no flags
    file:// Firefox   the same in Firefox ESR (puppeteer-core, strict file origin policy); its loads
                      run in one go after the others (one extra warm-up load, not counted)
    bare Pyodide      bench/startup.py's page (loadPyodide + one element from Python), http warm

The file:// rows open standalone/index.html directly (dist/index.html adds one redirect).
Also printed: the size of dist/standalone/, the folder that goes on a USB stick.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from startup import CHROMIUM, CHROMIUM_ARGS, DETECTOR, not_built, site_and_bare_servers

CACHE = "public, max-age=3600"


def load(page, url: str, timeout_ms: float, selector: str = "#app") -> float:
    page.bring_to_front()
    page.goto(url, wait_until="commit")
    page.wait_for_function("window.__readyAt !== undefined", timeout=timeout_ms)
    return page.evaluate("window.__readyAt")


def new_page(context, selector: str = "#app"):
    page = context.new_page()
    page.add_init_script(f"({DETECTOR})({selector!r})")
    return page


def firefox_times(url: str, runs: int) -> list[float]:
    done = subprocess.run(["node", str(ROOT / "tools" / "firefox_file.mjs"), "time", url, str(runs)],
                          check=False, capture_output=True, text=True, timeout=900, cwd=ROOT)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    if "error" in report or not report.get("strictPref"):
        raise RuntimeError(f"Firefox run failed: {report}")
    return report["times"][1:]  # the first load is the warm-up


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    parser.add_argument("--timeout", type=float, default=120)
    args = parser.parse_args()
    standalone = args.site / "standalone" / "index.html"
    if not_built(args.site, "standalone/index.html"):
        return 2

    from playwright.sync_api import sync_playwright

    timeout_ms = args.timeout * 1000
    rows: dict[str, list[float]] = {name: [] for name in
                                    ["http cold", "http warm", "offline (SW)", "file:// Chromium", "bare Pyodide"]}
    with site_and_bare_servers(args.site) as (site_url, bare_url), sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        warm = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
        warm_page, bare_page, file_page = new_page(warm), new_page(warm, "#bare-ready"), new_page(warm)
        offline = browser.new_context(viewport={"width": 1280, "height": 800})
        offline_page = new_page(offline)
        # Warm-ups (not counted): fill the HTTP cache, install the service worker.
        load(warm_page, site_url, timeout_ms)
        load(bare_page, bare_url, timeout_ms, "#bare-ready")
        load(file_page, standalone.as_uri(), timeout_ms)
        load(offline_page, site_url, timeout_ms)
        offline_page.locator("html[data-offline='ready']").wait_for(state="attached", timeout=timeout_ms)
        offline.set_offline(True)
        for _ in range(args.runs):
            cold = browser.new_context(viewport={"width": 1280, "height": 800})
            rows["http cold"].append(load(new_page(cold), site_url, timeout_ms))
            cold.close()
            rows["http warm"].append(load(warm_page, site_url, timeout_ms))
            rows["offline (SW)"].append(load(offline_page, site_url, timeout_ms))
            rows["file:// Chromium"].append(load(file_page, standalone.as_uri(), timeout_ms))
            rows["bare Pyodide"].append(load(bare_page, bare_url, timeout_ms, "#bare-ready"))
        browser.close()
    rows["file:// Firefox"] = firefox_times(standalone.as_uri(), args.runs)
    bare = statistics.median(rows["bare Pyodide"])

    print(f"time to interactive, ms since navigation start; median/min/max of {args.runs} loads")
    print(f"{'how':<20} {'median':>8} {'min':>8} {'max':>8} {'/ bare':>8}")
    for name in ["http cold", "http warm", "offline (SW)", "file:// Chromium", "file:// Firefox", "bare Pyodide"]:
        series = rows[name]
        median = statistics.median(series)
        print(f"{name:<20} {median:8.0f} {min(series):8.0f} {max(series):8.0f} {median / bare:8.2f}")
    size = folder_size(args.site / "standalone")
    print(f"dist/standalone/ (the USB folder): {size / 1024 / 1024:.1f} MiB in "
          f"{sum(1 for p in (args.site / 'standalone').rglob('*') if p.is_file())} files; "
          f"dist/ without it: {(folder_size(args.site) - size) / 1024 / 1024:.1f} MiB")
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} (other work skews these numbers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
