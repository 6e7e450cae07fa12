"""The Lab (issue 42, docs/lab.md): the "Where tokens land" page of Cờ Tỷ Phú and 如何做個大富翁
opens from the home screen and from a game's top bar, over http:// and file://; the heat map and
the tables show the figures of tycoon/lab/landing.py as they are, for each "what if" house rule;
Escape closes it and gives the focus back; axe finds nothing serious; it fits a phone."""

from __future__ import annotations

import re

import pytest
from conftest import open_app, serious_violations, start_seated_game, wait_app_ready
from tycoon.lab import landing

SHARES = "() => [...document.querySelectorAll('[data-testid=lab-map] .lab-cell')].map(g => Number(g.dataset.share))"
PAYBACK = """group => [...document.querySelectorAll(`[data-testid=lab-group-${group}] [data-rolls]`)]
    .map(td => Number(td.dataset.rolls))"""


def shown_matches(page, variant: str, jail: str, options: dict) -> None:
    shares = landing.landing_shares(variant, jail)
    assert page.evaluate(SHARES) == pytest.approx(shares[:40], abs=1e-6)
    in_jail = page.get_by_test_id("lab-in-jail").text_content()
    assert in_jail == f"{shares[40] * 100:.2f}%"
    for group in landing.earnings(variant, options, jail):
        expected = [level["rolls_to_pay_back"] for level in group["levels"]]
        assert page.evaluate(PAYBACK, group["group"]) == pytest.approx(expected, abs=1e-3)


def test_the_lab_opens_from_home_and_follows_the_what_if_switches(page, server, screenshot_dir):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_app(page, server)
    page.get_by_test_id("lab-monopoly").click()
    lab = page.get_by_test_id("lab")
    assert "Where tokens land" in lab.inner_text()
    shown_matches(page, "monopoly", "long", {})
    best = next(g for g in landing.earnings("monopoly") if g["best"])
    assert "Orange" in page.get_by_test_id("lab-best").inner_text() and best["group"] == "orange"
    page.screenshot(path=str(screenshot_dir / "lab-monopoly.png"))
    page.get_by_test_id("lab-jail-short").click()
    assert page.get_by_test_id("lab-jail-short").get_attribute("aria-pressed") == "true"
    assert page.evaluate("document.activeElement.dataset.testid") == "lab-jail-short"
    shown_matches(page, "monopoly", "short", {})
    page.get_by_test_id("lab-hotel_after-3").click()
    shown_matches(page, "monopoly", "short", {"hotel_after": 3})
    assert page.get_by_test_id("lab-group-orange").locator("tbody tr").count() == 5  # land, 1–3 houses, hotel
    assert serious_violations(page) == []
    page.emulate_media(media="print")  # the lesson alone on paper: no Close, no home screen behind
    assert page.get_by_test_id("lab-map").is_visible() and not page.get_by_test_id("lab-close").is_visible()
    assert page.evaluate("getComputedStyle(document.querySelector('.home-body')).visibility") == "hidden"
    page.screenshot(path=str(screenshot_dir / "lab-monopoly-print.png"), full_page=True)
    page.emulate_media(media="screen")
    page.keyboard.press("Escape")
    assert page.get_by_test_id("lab").count() == 0
    assert page.evaluate("document.activeElement.dataset.testid") == "lab-monopoly"
    assert page.console_errors == []


def test_the_lab_opens_from_a_game_and_fits_a_phone(page, server, screenshot_dir):
    page.set_viewport_size({"width": 390, "height": 844})
    start_seated_game(page, server, "taiwan", 5, [{"name": "Ann", "bot": False}, {"name": "Bot", "bot": True}],
                      "document.querySelector(\"[data-testid='status'][data-mode='human']\") !== null")
    page.get_by_test_id("lab-open").click()
    assert "spinning top" in page.get_by_test_id("lab").inner_text()
    assert page.get_by_test_id("lab-what-if").count() == 0  # the top's odds have no house rule to switch
    shown_matches(page, "taiwan", "long", {})
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.evaluate("""() => [...document.querySelectorAll('[data-testid=lab] table')]
        .every(t => t.getBoundingClientRect().right <= 390)""")
    page.screenshot(path=str(screenshot_dir / "lab-taiwan-phone.png"))
    page.get_by_test_id("lab-close").click()
    assert page.evaluate("document.activeElement.dataset.testid") == "lab-open"
    page.get_by_test_id("lab-open").wait_for()
    assert page.console_errors == []


def test_the_lab_opens_from_a_usb_stick(page, site_dir):
    page.goto((site_dir / "index.html").as_uri())
    page.wait_for_url(re.compile(r"/standalone/index\.html"))
    wait_app_ready(page)
    page.get_by_test_id("lab-taiwan").click()
    shown_matches(page, "taiwan", "long", {})
    assert page.console_errors == []


def test_easy_moneys_lab_shows_fair_odds_from_its_game(page, server, screenshot_dir):
    from tycoon.lab import fair_odds

    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-easymoney").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("lab-open").click()
    lucky = page.get_by_test_id("lab-lucky")
    shown = lucky.locator("[data-chance]").evaluate_all("tds => tds.map(td => td.dataset.chance)")
    assert shown == [f"{row['chance'].numerator}/{row['chance'].denominator}" for row in fair_odds.lucky_dice()]
    assert lucky.locator("[data-expected]").evaluate_all("tds => tds.map(td => td.dataset.expected)") == ["0"] * 6
    assert page.get_by_test_id("lab-lucky-verdict").inner_text() == "Every stake's average result is $0: the odds are fair."
    rumours = page.get_by_test_id("lab-wall-street").locator("[data-expected]")
    assert rumours.evaluate_all("tds => tds.map(td => td.dataset.expected)") == [
        str(row["expected"][side]) for row in fair_odds.wall_street() for side in ("rise", "fall")]
    assert page.get_by_test_id("lab-lottery").locator("tbody tr").count() == 10
    assert page.evaluate("""() => [...document.querySelectorAll('[data-testid=lab] table')]
        .every(t => t.getBoundingClientRect().right <= 390)""")
    assert serious_violations(page) == []
    page.screenshot(path=str(screenshot_dir / "lab-easymoney-phone.png"))
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.dataset.testid") == "lab-open"
    assert page.console_errors == []


def test_richs_lab_counts_flip_lock_and_draws_the_tree_for_any_up_card(page, server, screenshot_dir):
    from tycoon.lab import fliplock

    page.set_viewport_size({"width": 1366, "height": 768})
    open_app(page, server)
    page.get_by_test_id("lab-rich").click()
    shown = page.get_by_test_id("lab-flip").locator("tr[data-strategy]").evaluate_all(
        "rows => rows.map(r => [r.dataset.strategy, r.dataset.chance])")
    assert shown == [[name, f"{value.numerator}/{value.denominator}"]
                     for name, value in fliplock.strategy_chances().items()]
    assert page.get_by_test_id("lab-flip-choose").locator("tbody tr").count() == 3
    for up in (5, 9):
        page.get_by_test_id(f"lab-up-{up}").click()
        assert page.evaluate("document.activeElement.dataset.testid") == f"lab-up-{up}"
        tree = fliplock.tree(up)
        for branch in tree["branches"]:
            shown = page.get_by_test_id(f"lab-branch-{branch['guess']}")
            assert shown.get_attribute("data-pass") == f"{branch['pass'].numerator}/{branch['pass'].denominator}"
            assert ("best" in shown.get_attribute("class")) == branch["best"]
    assert "Guess lower" in page.get_by_test_id("lab-branch-lower").inner_text()
    assert serious_violations(page) == []
    page.screenshot(path=str(screenshot_dir / "lab-rich.png"))
    assert page.console_errors == []


def test_babylons_lab_settles_the_offers_as_the_game_does(page, server, screenshot_dir):
    from fractions import Fraction

    from tycoon.lab import settlement

    def shown():
        return page.get_by_test_id("lab-settlement").locator("tbody tr").evaluate_all(
            "rows => rows.map(r => [r.dataset.outcome, r.dataset.earned])")

    def expected(value, offers):
        lines = {line["seller"]: line for line in settlement.settle(value, offers)["lines"]}
        return [[lines[i + 1]["outcome"], str(lines[i + 1]["earned"])] if i + 1 in lines else ["", ""]
                for i in range(len(offers))]

    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, server)
    page.get_by_test_id("lab-babylon").click()
    example = [(1, 3_000_000), (1, 2_500_000), (1, 1_500_000), (1, 1_000_000), (0, 2_000_000)]
    assert shown() == expected(Fraction(3), example)  # the original rules' example: 2.0 million to the lowest
    page.get_by_test_id("lab-value").select_option("2")
    assert page.evaluate("document.activeElement.dataset.testid") == "lab-value"
    assert shown() == expected(Fraction(2), example)  # two shorts now feed the pool
    assert "pool" in page.get_by_test_id("lab-bb-note-0").inner_text()
    page.get_by_test_id("lab-t4").select_option("2")
    page.get_by_test_id("lab-p4").select_option("1000000")
    changed = example[:4] + [(2, 1_000_000)]
    assert shown() == expected(Fraction(2), changed)
    assert page.evaluate("""() => [...document.querySelectorAll('[data-testid=lab] table')]
        .every(t => t.getBoundingClientRect().right <= 390)""")
    assert serious_violations(page) == []
    page.screenshot(path=str(screenshot_dir / "lab-babylon-phone.png"))
    page.get_by_test_id("lab-bb-example").click()
    assert shown() == expected(Fraction(3), example)
    assert page.console_errors == []


def test_richs_lab_says_what_insurance_is_worth_at_each_payday(page, server):
    from tycoon.lab import insurance

    open_app(page, server)
    page.get_by_test_id("lab-rich").click()
    cells = page.get_by_test_id("lab-insurance").locator("td[data-kind]")
    assert cells.evaluate_all("tds => tds.map(td => td.dataset.worth)") == [
        str(kind["worth"]) for row in insurance.table() for kind in row["kinds"]]
    marked = cells.evaluate_all("tds => tds.map(td => td.textContent.endsWith('✓'))")
    assert marked == [kind["buy"] for row in insurance.table() for kind in row["kinds"]]
    assert page.console_errors == []


PROGRESS = """() => { window.__seen = new Set(); const look = () => {
  const bar = document.querySelector('[data-testid=lab-sim-progress]');
  if (bar) window.__seen.add(bar.value);
  if (!document.querySelector('[data-testid=lab-sim-done]')) requestAnimationFrame(look); };
  look(); }"""


def engine_table(variant: str, players: int, games: int = 100, options: dict | None = None) -> dict:
    from tycoon.lab.simulate import Table

    table = Table(variant, players, games, 1, options)  # the page's seed, 1
    while not table.done:
        table.play(10_000)
    return table.summary()


def shown_wins(page) -> list:
    wins = page.get_by_test_id("lab-sim-wins").locator("tbody tr td:nth-child(2)").all_inner_texts()
    return [int(w.replace(",", "")) for w in wins]


def test_a_simulated_table_shows_its_progress_and_the_engines_result_and_stops(page, server, screenshot_dir):
    open_app(page, server)
    page.get_by_test_id("lab-easymoney").click()
    page.get_by_test_id("lab-sim_players").select_option("2")
    page.evaluate(PROGRESS)
    page.get_by_test_id("lab-sim-start").click()
    page.get_by_test_id("lab-sim-done").wait_for(timeout=180_000)
    assert page.get_by_test_id("lab-sim-where").get_attribute("data-where") == "worker"  # off the page's thread
    assert page.evaluate("window.__seen.size") >= 3, "the progress bar did not move"
    summary = engine_table("easymoney", 2)
    assert shown_wins(page) == summary["wins"]  # the same games as the engine's
    lengths = page.get_by_test_id("lab-sim-lengths").locator("tbody td").all_inner_texts()
    assert [int(n) for n in lengths] == [games for *_, games in summary["lengths"]]
    paid = page.get_by_test_id("lab-sim-lessons").locator("tbody tr").evaluate_all(
        "rows => Object.fromEntries(rows.map(r => [r.dataset.value, Number(r.cells[1].textContent.replace(/[^0-9]/g, ''))]))")
    assert paid == {entry["value"]: entry["sums"][0] for entry in summary["lessons"]}
    assert page.get_by_test_id("lab-sim-lessons-chart").locator(".lab-bar").count() == len(paid)
    page.screenshot(path=str(screenshot_dir / "lab-simulate.png"))
    page.get_by_test_id("lab-sim_games").select_option("10000")
    page.get_by_test_id("lab-sim-start").click()
    page.wait_for_function("Number(document.querySelector('[data-testid=lab-sim-progress]').value) > 0")
    page.get_by_test_id("lab-sim-stop").click()
    page.get_by_test_id("lab-sim-done").wait_for(timeout=60_000)
    played = int(page.get_by_test_id("lab-sim-done").inner_text().split()[0].replace(",", ""))
    assert 0 < played < 10_000 and page.get_by_test_id("lab-sim-start").is_enabled()
    assert page.console_errors == []


def test_a_switch_clicked_while_a_table_plays_answers_and_the_table_goes_on(page, server):
    """The page stays in use during a simulation: a "what if" switch redraws the heat map while
    the worker plays, and the table still comes out as the engine's, with the Quick rules chosen."""
    from tycoon.core.variant import find_variant

    open_app(page, server)
    page.get_by_test_id("lab-monopoly").click()
    page.get_by_test_id("lab-sim_rules").select_option("quick")
    page.get_by_test_id("lab-sim-start").click()
    page.locator("[data-testid=lab-sim-where][data-where=worker]").wait_for(timeout=120_000)
    page.get_by_test_id("lab-jail-short").click()
    assert page.get_by_test_id("lab-jail-short").get_attribute("aria-pressed") == "true"
    shown_matches(page, "monopoly", "short", {})
    assert page.get_by_test_id("lab-sim-stop").is_visible()  # still playing after the redraw
    page.get_by_test_id("lab-sim-done").wait_for(timeout=300_000)
    summary = engine_table("monopoly", 3, options=find_variant("monopoly").presets["quick"])
    assert shown_wins(page) == summary["wins"]
    assert page.console_errors == []


def test_a_table_plays_on_the_page_from_a_usb_stick(page, site_dir):
    """file:// starts no worker: the games run in slices on the page, which says so."""
    page.goto((site_dir / "index.html").as_uri())
    page.wait_for_url(re.compile(r"/standalone/index\.html"))
    wait_app_ready(page)
    page.get_by_test_id("lab-babylon").click()
    assert page.get_by_test_id("lab-inf-later").is_visible()  # no finished game behind the Lab
    page.get_by_test_id("lab-sim-start").click()
    page.get_by_test_id("lab-sim-done").wait_for(timeout=180_000)
    assert page.get_by_test_id("lab-sim-where").get_attribute("data-where") == "page"
    assert shown_wins(page) == engine_table("babylon", 3)["wins"]
    assert page.console_errors == []
