"""Hand-offs and clicks per person per round in The Richest Man in Babylon (issue 38), counted in
the built page in headless Chromium: every click a person makes, the pass-the-device screens'
"I am NAME" included, at the screen size of the table.

    python3 bench/babylon_clicks.py [--seed 3] [--tables 2+4,11+0] [--shots DIR]
Needs a built dist/ (python3 build.py build).

Tables: 2 people + 4 bots at 1366×768, and 11 people at 390×844 (a class on one phone or tablet).
Each person plays as a newcomer following the screens: in the ruby auction, the first order
number; Check in round 1, nothing in round 2, Secret in round 3 (as long as they have them; in a
one-visit round Secret is a toggle of the offer picker, sent with the offers);
in every offer, one price chip (₩2,000,000) per gem held, then Send the offer; Send again on each
confirmation (Send / Change); at the ceremony, the first choice. Printed per table: the visits of
the device per person (pass screens) and the clicks per person, for the selling rounds (per
round) and apart for the auction and the ceremony.
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT)]
CHOICE = """() => !!document.querySelector('[data-testid=status][data-mode=human]')
                 || !!document.querySelector('[data-testid=pass-device]')
                 || !!document.querySelector('[data-testid=game-over]')"""
GEMS = ("pearl", "garnet", "amethyst", "emerald")
SIZES = {"laptop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
SELLING = ("privilege", "offer", "look")  # a round's visit: the look (round 1), Check/Secret/neither, the offers


class Table:
    def __init__(self, page, people: int):
        self.page, self.people = page, people
        self.clicks = collections.Counter()  # (seat, part) -> clicks; part: "auction", "round N", "ceremony"
        self.visits = collections.Counter()  # (seat, part) -> pass screens
        self.pending_pass = None  # a pass screen clicked, counted once the visit's part is known

    def click(self, locator, seat: int, part: str) -> None:
        before = int(self.page.locator(".centre").get_attribute("data-render") or 0)
        locator.click()
        self.clicks[seat, part] += 1
        self.page.wait_for_function(f"() => Number(document.querySelector('.centre').dataset.render) > {before}")
        self.page.wait_for_function(CHOICE, timeout=120_000)

    def round_now(self) -> int:
        found = re.search(r"Round (\d) of 4", self.page.locator("#app").inner_text())
        return int(found.group(1)) if found else 0


def play(page, people: int, bots: int, seed: int, shots: Path | None = None) -> Table:
    page.get_by_test_id("variant-babylon").click()
    seats = people + bots
    while page.locator("li[data-testid^='seat-']").count() < seats:
        page.get_by_test_id("add-seat").click()
    while page.locator("li[data-testid^='seat-']").count() > seats:
        page.locator("[data-testid^='remove-seat']").last.click()
    for i in range(seats):
        page.get_by_test_id(f"seat-name-{i}").fill(f"P{i + 1}" if i < people else f"Bot {i - people + 1}")
        page.get_by_test_id(f"seat-bot-{i}").set_checked(i >= people)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.select_option("#speed", "instant")
    page.wait_for_function(CHOICE, timeout=120_000)
    table, used = Table(page, people), collections.defaultdict(set)
    passed = None
    while not page.get_by_test_id("game-over").count():
        if page.get_by_test_id("pass-device").count():
            passed = int(page.get_by_test_id("pass-device").get_attribute("data-seat"))
            table.click(page.get_by_test_id("pass-ready"), passed, "pass")
            continue
        seat = int(page.get_by_test_id("status").get_attribute("data-seat"))
        box = page.locator(".bb-box").first.get_attribute("data-testid").removeprefix("bb-")
        if shots is not None and seat in (0, people - 1):  # the first and the last person's screens
            page.screenshot(path=str(shots / f"{people}p-{len(table.visits):03d}-P{seat + 1}-{box}.png"),
                            full_page=True)
        part = {"auction": "auction", "choice": "ceremony"}.get(box, f"round {max(1, table.round_now())}")
        if passed == seat:  # the pass screen that opened this visit belongs to its part
            table.clicks[seat, "pass"] -= 1
            table.clicks[seat, part] += 1
            table.visits[seat, part] += 1
            passed = None
        step(table, page, box, seat, part, used[seat])
    return table


def step(table: Table, page, box: str, seat: int, part: str, used: set) -> None:
    if box == "auction":
        table.click(page.locator(".bb-numbers button").first, seat, part)
        table.click(page.get_by_test_id("seal-send"), seat, part)
    elif box == "look":
        table.click(page.locator(f'[data-action="{seat} ready"]'), seat, part)
    elif box == "privilege":
        check = page.locator(f'[data-action^="{seat} check "]')
        secret = page.locator(f'[data-action="{seat} secret"]')
        round_now = table.round_now()
        if round_now == 1 and check.count():
            table.click(check.first, seat, part)
            table.click(page.get_by_test_id("seal-send"), seat, part)
        elif round_now == 3 and secret.count() and not page.get_by_test_id("bb-offer").count():  # two steps
            table.click(secret, seat, part)
            table.click(page.get_by_test_id("seal-send"), seat, part)
        elif page.get_by_test_id("bb-offer").count():  # neither: the offers alone say so
            step(table, page, "offer", seat, part, used)
        else:  # a two-step round (a game saved before)
            table.click(page.locator(f'[data-action="{seat} none"]'), seat, part)
    elif box == "offer":
        toggle = page.get_by_test_id("secret-toggle")
        if table.round_now() == 3 and toggle.count():  # Secret goes with the offers (one visit)
            toggle.click()  # a toggle of the picker: no new round of the driver
            table.clicks[seat, part] += 1
        for gem in GEMS:
            chip = page.get_by_test_id(f"price-{gem}-4")
            if chip.count() and chip.is_enabled():
                chip.click()  # a chip changes the picker only: no new round of the driver
                table.clicks[seat, part] += 1
        table.click(page.get_by_test_id("bb-send"), seat, part)
        table.click(page.get_by_test_id("seal-send"), seat, part)
    elif box == "choice":
        table.click(page.locator(".bb-choose button").first, seat, part)
    else:
        raise AssertionError(f"an unknown step: {box}")


def report(name: str, table: Table) -> None:
    people = table.people
    rounds = sorted({part for _seat, part in table.visits if part.startswith("round")})
    for part in ("auction", *rounds, "ceremony"):
        visits = sum(v for (s, p), v in table.visits.items() if p == part)
        clicks = sum(v for (s, p), v in table.clicks.items() if p == part)
        if visits or clicks:
            print(f"  {part:9s}: {visits / people:4.2f} hand-offs and {clicks / people:4.2f} clicks per person")
    visits = sum(v for (s, p), v in table.visits.items() if p in rounds) / people / max(1, len(rounds))
    clicks = sum(v for (s, p), v in table.clicks.items() if p in rounds) / people / max(1, len(rounds))
    total = sum(table.clicks.values()) / people
    print(f"{name}: per person per selling round {visits:.2f} hand-offs, {clicks:.2f} clicks "
          f"({len(rounds)} rounds); {total:.1f} clicks per person in the whole game")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--tables", default="2+4,11+0")
    parser.add_argument("--shots", type=Path, help="save full-page screenshots of the first and last person's steps here")
    args = parser.parse_args(argv)
    from latency import site_browser

    with site_browser(ROOT / "dist") as (browser, url):
        for spec in args.tables.split(","):
            people, bots = (int(n) for n in spec.split("+"))
            size = "phone" if people + bots > 6 else "laptop"
            page = browser.new_page(viewport=SIZES[size])
            page.goto(f"{url}?seed={args.seed}")
            page.wait_for_selector("[data-testid='variant-babylon']", timeout=120_000)
            if args.shots:
                args.shots.mkdir(parents=True, exist_ok=True)
            table = play(page, people, bots, args.seed, args.shots)
            report(f"{people} people + {bots} bots, {size} {SIZES[size]['width']}×{SIZES[size]['height']}, "
                   f"seed {args.seed}", table)
            page.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
