"""A warm start in each language's texts, this build beside another (docs/languages.md "Where the
texts are on the page"): did giving each language but English a file of its own slow a start down?

    python3 bench/lang_start.py --beside /tmp/old/dist [--rounds 8] [--langs en,th]

Each site gets one long-lived browser context (service workers blocked: the HTTP cache is the warm
visitor's), filled by one untimed visit per language; then, round by round, every (site, language)
is loaded once, the order of the sites and of the languages swapped every round (the first load of
a pair is often the slower one on this machine). The time is the app's own "tycoon:home" mark (ms
since navigation). Prints the medians and each language's ratio this build / the other. A
diagnosis, not part of `build.py bench`; nothing is recorded.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from startup import CHROMIUM, CHROMIUM_ARGS, not_built

from tools import devserver

READY = "() => document.documentElement.hasAttribute('data-ready')"
HOME = "performance.getEntriesByName('tycoon:home')[0].startTime"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, default=ROOT / "dist")
    parser.add_argument("--beside", type=Path, required=True, help="the other build's dist/")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--langs", default="en,th")
    args = parser.parse_args()
    if not_built(args.site) or not_built(args.beside):
        return 2
    from playwright.sync_api import sync_playwright

    langs = args.langs.split(",")
    sites = {"this": devserver.start_in_thread(args.site)[1], "other": devserver.start_in_thread(args.beside)[1]}
    times: dict = {(site, lang): [] for site in sites for lang in langs}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        pages = {}
        for site, url in sites.items():
            pages[site] = browser.new_context(service_workers="block").new_page()
            for lang in langs:
                pages[site].goto(f"{url}?lang={lang}")
                pages[site].wait_for_function(READY, timeout=120_000)
        for n in range(args.rounds):
            order_sites = list(sites) if n % 2 == 0 else list(reversed(sites))
            order_langs = langs if n % 2 == 0 else list(reversed(langs))
            for site in order_sites:
                for lang in order_langs:
                    page = pages[site]
                    page.goto(f"{sites[site]}?lang={lang}")
                    page.wait_for_function(READY, timeout=120_000)
                    times[(site, lang)].append(page.evaluate(HOME))
        browser.close()
    for (site, lang), found in times.items():
        print(f"{site:<6} {lang:<8} home at {statistics.median(found):7.0f} ms median "
              f"(min–max {min(found):.0f}–{max(found):.0f}, n={len(found)})")
    for lang in langs:
        ratio = statistics.median(times[("this", lang)]) / statistics.median(times[("other", lang)])
        print(f"{lang}: this / other = {ratio:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
