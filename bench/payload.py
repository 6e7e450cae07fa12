"""Payload (issue 16, benchmark 4): bytes transferred on a first visit, the app's own against the
runtime floor (Pyodide core + PyScript).

    python3 bench/payload.py [--runs 3]            # needs a built dist/

Each run opens the site in Thai (?lang=th: the heaviest of the languages' texts, which come in a
file of their own, lang-th.zip.gz; docs/languages.md), and once in English (the code's own
texts only), in a new browser context (empty cache, no service worker yet), waits for
the home screen, clicks Play and Start until the board shows, then reads the page's resource
timing (the navigation entry + every resource entry: transferSize, i.e. headers + body as sent).
Runtime = files under pyodide/ and pyscript/; the app's own = everything else (index.html,
app.zip.gz, css/, offline.js, ...). Budget: app's own ≤ 400 KB (KB = 1000 bytes).

Two servers, visited in turn: one that gzips text responses when the browser asks for it
(Accept-Encoding), as GitHub Pages, the host the README deploys to, does for HTML, CSS,
JavaScript, JSON and plain text (the budget is judged on it), and one that sends every file as
it is (a plain file server). Archives (app.zip.gz, python_stdlib.zip) and wasm are sent as they are
by both.

Also counted by the server itself: every byte it sent during the visit, including what the
service worker then precaches in the background for offline use (not in the page's resource
timing); and every request to a host other than the local server (must be none).
Records bench/results/payload.json.
"""

from __future__ import annotations

import argparse
import gzip
import io
import statistics
import sys
import threading
from pathlib import Path
from typing import ClassVar
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from results import record, row
from startup import BOARD_CLICKS, CACHE, CHROMIUM, CHROMIUM_ARGS, not_built

from tools import devserver

BUDGET_KB = 400
LANG = "?lang=th"  # the visit judged: the language whose texts weigh most
RUNTIME = ("pyodide/", "pyscript/")
ENTRIES = """() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .map(e => ({url: e.name, transfer: e.transferSize, body: e.encodedBodySize}))"""


class CountingHandler(devserver.SiteHandler):
    sent: ClassVar[list[int]] = [0]  # bytes sent, all requests
    lock = threading.Lock()
    cache_control = CACHE

    def copyfile(self, source, outputfile) -> None:
        data = source.read()
        outputfile.write(data)
        with self.lock:
            self.sent[0] += len(data)


class GzipHandler(CountingHandler):
    """Sends text gzipped to a browser that accepts it (Content-Encoding: gzip), like GitHub Pages."""

    TEXT = ("text/", "application/javascript", "application/json", "application/manifest+json", "image/svg+xml")
    packed: ClassVar[dict[str, bytes]] = {}

    def send_head(self):
        path = self.translate_path(self.path)
        if Path(path).is_dir() and self.path.split("?")[0].endswith("/"):
            path = str(Path(path) / "index.html")
        kind = self.guess_type(path)
        if ("gzip" not in self.headers.get("Accept-Encoding", "") or not Path(path).is_file()
                or not kind.startswith(self.TEXT)):
            return super().send_head()
        if path not in self.packed:
            self.packed[path] = gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)
        body = self.packed[path]
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)


def serve(site: Path, handler=CountingHandler):
    import functools

    server = devserver.SiteServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"


def visit(browser, url: str, timeout_ms: float) -> tuple[dict, list[str], int]:
    """One first visit: (bytes by group from resource timing, foreign URLs, bytes the server sent
    until the service worker said the site is ready offline)."""
    foreign: list[str] = []
    own_host = urlparse(url).netloc
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.on("request", lambda request: foreign.append(request.url)
               if urlparse(request.url).scheme in ("http", "https", "ws", "wss")
               and urlparse(request.url).netloc != own_host else None)
    start = CountingHandler.sent[0]
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#app:not([hidden])", timeout=timeout_ms)
    for selector in BOARD_CLICKS:
        page.click(selector, timeout=timeout_ms)
    page.wait_for_selector('[data-testid="board"]', state="visible", timeout=timeout_ms)
    entries = page.evaluate(ENTRIES)
    page.locator("html[data-offline='ready']").wait_for(state="attached", timeout=timeout_ms)
    served = CountingHandler.sent[0] - start
    context.close()
    groups = {"runtime": 0, "app": 0, "runtime files": 0, "app files": 0}
    app_files = {}
    for entry in entries:
        path = urlparse(entry["url"]).path.lstrip("/")
        group = "runtime" if path.startswith(RUNTIME) else "app"
        groups[group] += entry["transfer"]
        groups[f"{group} files"] += 1
        if group == "app":
            app_files[path or "index.html"] = app_files.get(path or "index.html", 0) + entry["transfer"]
    groups["app_by_file"] = app_files
    return groups, foreign, served


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    parser.add_argument("--timeout", type=float, default=120)
    args = parser.parse_args()
    if not_built(args.site):
        return 2
    from playwright.sync_api import sync_playwright

    servers = {kind: serve(args.site, handler) for kind, handler in (("gzip", GzipHandler), ("plain", CountingHandler))}
    visits, plain, english = [], [], []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for _ in range(args.runs):
                visits.append(visit(browser, servers["gzip"][1] + LANG, args.timeout * 1000))
                plain.append(visit(browser, servers["plain"][1] + LANG, args.timeout * 1000))
                english.append(visit(browser, servers["gzip"][1] + "?lang=en", args.timeout * 1000))
            browser.close()
    finally:
        for server, _url in servers.values():
            server.shutdown()
            server.server_close()

    def figure(key: str, found=visits) -> tuple[float, str]:
        values = [v[0][key] / 1000 for v in found]
        return round(statistics.median(values), 1), f"min–max {min(values):.1f}–{max(values):.1f} (n={len(values)})"

    app_kb, app_spread = figure("app")
    english_kb, english_spread = figure("app", english)
    runtime_kb, runtime_spread = figure("runtime")
    plain_kb, plain_spread = figure("app", plain)
    plain_runtime_kb, plain_runtime_spread = figure("runtime", plain)
    served = [v[2] / 1000 for v in visits]
    foreign = sorted({u for v in visits + plain for u in v[1]})
    rows = [row("app's own bytes, first visit to the board in Thai, text gzipped as GitHub Pages sends it "
                "(resource timing)", "KB", app_kb, app_spread, f"≤ {BUDGET_KB} KB", app_kb <= BUDGET_KB),
            row("the same in English (no language file)", "KB", english_kb, english_spread, f"≤ {BUDGET_KB} KB",
                english_kb <= BUDGET_KB),
            row("runtime floor: pyodide/ + pyscript/, text gzipped (resource timing)", "KB", runtime_kb, runtime_spread),
            row("app's own / runtime floor, text gzipped", "×", round(app_kb / runtime_kb, 3)),
            row("app's own bytes, every file sent as it is (a plain file server)", "KB", plain_kb, plain_spread),
            row("runtime floor, every file sent as it is", "KB", plain_runtime_kb, plain_runtime_spread),
            row("all bytes the server sent in the visit, service worker precache included, text gzipped", "KB",
                round(statistics.median(served)), f"min–max {min(served):.0f}–{max(served):.0f}"),
            row("requests to another host", "", len(foreign), "", "0", not foreign)]
    notes = []
    for kind, found in (("text gzipped", visits), ("sent as it is", plain)):
        first = found[0][0]
        biggest = sorted(first["app_by_file"].items(), key=lambda kv: -kv[1])[:6]
        notes.append(f"{kind}: {first['app files']} app files and {first['runtime files']} runtime files in the "
                     f"page's resource timing; the app's largest: "
                     + ", ".join(f"{path} {size / 1000:.1f} KB" for path, size in biggest))
    if foreign:
        notes.append("foreign requests: " + ", ".join(foreign[:10]))
    for r in rows:
        print(f"{r['figure']:<76} {r['median']:>9} {r['spread']:<28} {r['budget']} "
              f"{'' if r['met'] is None else ('met' if r['met'] else 'MISSED')}")
    print("\n".join(notes))
    record("payload", rows, notes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
