"""How long a Quick game takes a newcomer: 1 human + 3 bots, the Quick preset (with its round
limit), Normal bot speed, played to the game-over screen in headless Chromium by the same clicking
policy as the e2e tests (tests/e2e/quick_policy.py). Prints the wall time and the rounds played.

    python3 bench/quick_game.py [--seed 7] [--speed normal]
Needs a built dist/ (python3 build.py build)."""

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "py"))

from pageplay import READ_PAGE, SETTLED, perform, render_count
from quick_policy import choose, new_memory

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--speed", default="normal", choices=("slow", "normal", "fast", "instant"))
    parser.add_argument("--port", type=int, default=8791)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    server = subprocess.Popen([sys.executable, "-m", "http.server", str(args.port), "-d", str(ROOT / "dist")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page(viewport={"width": 1366, "height": 768})
            page.goto(f"http://127.0.0.1:{args.port}/?seed={args.seed}")
            page.wait_for_selector("[data-testid='variant-monopoly']", timeout=120_000)
            page.get_by_test_id("variant-monopoly").click()
            while page.locator("li[data-testid^='seat-']").count() < 4:
                page.get_by_test_id("add-seat").click()
            page.get_by_test_id("quick-game").click()
            limit = page.get_by_test_id("option-turn_limit").input_value()
            started = time.monotonic()
            page.get_by_test_id("start-game").click()
            if page.get_by_test_id("speed").count():
                page.get_by_test_id("speed").select_option(args.speed)
            memory, decisions = new_memory(), 0
            while True:
                page.wait_for_function(SETTLED, arg=-1, timeout=600_000)
                if page.get_by_test_id("game-over").count():
                    break
                facts = page.evaluate(READ_PAGE)
                before = render_count(page)
                perform(page, choose(facts["acts"], facts["squares"], facts["cash"], memory))
                decisions += 1
                page.wait_for_function(SETTLED, arg=before, timeout=600_000)
                if page.get_by_test_id("inspector").count():
                    page.get_by_test_id("inspect-close").click()
            seconds = time.monotonic() - started
            subtitle = page.locator(".board-sub").inner_text()
            browser.close()
    finally:
        server.terminate()
    print(f"Quick game, seed {args.seed}, round limit {limit}, {args.speed} speed: {seconds / 60:.1f} min "
          f"({decisions} human decisions); {subtitle}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
