"""Where a warm start's time goes (issue 16, start-up): the app's own steps, from the User Timing
marks py/main.py leaves (tycoon:main, :unpacked, :restored, :imported, :home), beside bare Pyodide.

    python3 bench/boot_marks.py [--loads 4] [--pause 2]     # needs a built dist/
    python3 bench/boot_marks.py --cold [--site DIR]         # a first visit: a new context each load

Like startup.py's warm figure: one browser context per page (service workers blocked), one untimed
load to fill its caches, then --loads loads one after another, --pause seconds apart. Per load it
prints the time to ready (startup.py's detector), when main.py started, each step of the app's own
part, the size of the bytecode cache in IndexedDB (py/boot.py) before the load, and the bytes that
pyodide.asm.wasm took on the wire (resource timing transferSize: 0 = from the HTTP cache). Then
the same loads of the bare Pyodide page. A diagnosis tool, not part of `build.py bench`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from startup import CHROMIUM, CHROMIUM_ARGS, load_once, not_built, open_page, site_and_bare_servers

STEPS = [("unpack app.zip.gz", "tycoon:main", "tycoon:unpacked"),
         ("write back .pyc", "tycoon:unpacked", "tycoon:restored"),
         ("import ui.app", "tycoon:restored", "tycoon:imported"),
         ("draw home", "tycoon:imported", "tycoon:home"),
         ("app's own part", "tycoon:main", "tycoon:home")]
MARKS = "() => Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime]))"
WASM = """() => performance.getEntriesByType('resource').filter(e => e.name.endsWith('pyodide.asm.wasm'))
  .map(e => e.transferSize)"""
CACHE_BYTES = """() => new Promise((resolve) => {
  const open = indexedDB.open('tycoon-table-bytecode', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('pyc');
  open.onerror = () => resolve(null);
  open.onsuccess = () => {
    const all = open.result.transaction('pyc').objectStore('pyc').getAll();
    all.onsuccess = () => { resolve(all.result.reduce((n, v) => n + (v.byteLength || 0), 0)); open.result.close(); };
    all.onerror = () => resolve(null);
  };
})"""


def spread(values: list[float]) -> str:
    return f"{min(values):.0f}–{max(values):.0f}" if values else "-"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--loads", type=int, default=4)
    parser.add_argument("--pause", type=float, default=2.0, help="seconds between loads")
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--cold", action="store_true", help="each load in a new context: a first visit's steps")
    args = parser.parse_args()
    if not_built(args.site):
        return 2
    from playwright.sync_api import sync_playwright

    found: dict[str, list[float]] = {}
    with site_and_bare_servers(args.site) as (site_url, bare_url), sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, url, selector in (("app", site_url, "#app"), ("bare Pyodide", bare_url, "#bare-ready")):
            context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
            page = open_page(context, selector)
            if not args.cold:
                load_once(page, url, args.timeout * 1000)  # fills the caches: not counted
            for n in range(args.loads):
                if args.cold and n:  # a fresh profile: empty HTTP cache, code cache and bytecode cache
                    context.close()
                    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
                    page = open_page(context, selector)
                page.wait_for_timeout(args.pause * 1000)
                cache = page.evaluate(CACHE_BYTES) if name == "app" and not args.cold else None
                ready = load_once(page, url, args.timeout * 1000)
                marks, wasm = page.evaluate(MARKS), page.evaluate(WASM)
                found.setdefault(f"{name}: ready", []).append(ready)
                line = f"{name} load {n + 1}: ready {ready:.0f} ms; pyodide.asm.wasm transferSize {wasm}"
                if name == "app":
                    found.setdefault("app: main.py started", []).append(marks["tycoon:main"])
                    steps = []
                    for step, start, end in STEPS:
                        found.setdefault(f"app: {step}", []).append(marks[end] - marks[start])
                        steps.append(f"{step} {marks[end] - marks[start]:.0f}")
                    line += f"; cache before {cache} bytes; main.py at {marks['tycoon:main']:.0f}: " + ", ".join(steps)
                print(line, flush=True)
            context.close()
        browser.close()
    print("min–max ms over the loads:")
    for label, values in found.items():
        print(f"  {label:<32} {spread(values)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
