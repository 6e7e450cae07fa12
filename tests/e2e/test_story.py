"""The end-of-game story on the page (issue 15), for every game: bots play a short game to its end
at instant speed; the chart's data (the SVG's data-series) equals the net-worth series of the
story event in the engine's log (the page's own save, replayed here by the engine); the legend
names the players in seat order; the moments the engine told are listed; the chart has its
title, description and table of numbers, and fits a phone and a laptop without sideways scroll;
"Play again with the same players" starts a game with the same seats, names, bots and options."""

from __future__ import annotations

import json

import pytest
from conftest import open_app
from test_saves import PageStorage  # the page's localStorage as a read-only slots backend
from tycoon.core import saves
from ui.slots import Slots

NAMES = ["Ann", "Bảo", "Chai"]
SEEDS = {"monopoly": 21, "taiwan": 22, "rich": 23, "easymoney": 24, "babylon": 25}
OVER = "() => !!document.querySelector('[data-testid=game-over]')"
NO_SIDEWAYS = "() => document.documentElement.scrollWidth <= document.documentElement.clientWidth"


# A finished game's pointer in the page's storage (ui/slots.py: "tycoon-table.slot.<id>" holds
# {"over": true, ...} once the last action is saved).
OVER_STORED = """(games) => Object.keys(localStorage)
  .filter((key) => /^tycoon-table\\.slot\\.[^.]+$/.test(key))
  .filter((key) => { try { return JSON.parse(localStorage.getItem(key)).over === true; } catch (e) { return false; } })
  .length >= games"""


def stored_games(page, games: int = 1) -> list:
    """[(save, state)] of every game in the page's storage, each replayed by the engine here, once
    `games` finished games are stored: the app saves after the browser has drawn the action, so the
    end screen shows before the last autosave (a condition on the storage, not a clock)."""
    page.wait_for_function(OVER_STORED, arg=games, timeout=180_000)
    slots = Slots(PageStorage(page))  # a copy of the storage, taken once it holds the end
    return [saves.load_dict(slots.read(pointer["id"])) for pointer in slots.summaries()]


def start_bots(page, variant: str, rounds: str = "3") -> None:
    page.get_by_test_id(f"variant-{variant}").click()
    seat_bots(page, rounds)


def seat_bots(page, rounds: str = "3") -> None:
    """On the setup screen: NAMES as bots, a short game, started at the instant speed."""
    while page.locator("li[data-testid^='seat-']").count() < len(NAMES):
        page.get_by_test_id("add-seat").click()
    for i, name in enumerate(NAMES):
        page.get_by_test_id(f"seat-name-{i}").fill(name)
        page.get_by_test_id(f"seat-bot-{i}").set_checked(True)
    limit = page.get_by_test_id("option-turn_limit")
    if limit.count():
        limit.fill(rounds)  # a short game
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.select_option("#speed", "instant")


@pytest.mark.parametrize("variant", sorted(SEEDS))
def test_the_story_chart_is_the_logs_series(page, server, screenshot_dir, variant):
    page.set_viewport_size({"width": 1920, "height": 1080})
    open_app(page, server, f"?seed={SEEDS[variant]}")
    start_bots(page, variant)
    page.wait_for_function(OVER, timeout=180_000)

    [(save, state)] = stored_games(page)
    assert state.over and [p["name"] for p in save["players"]] == NAMES
    [told] = [params for key, params, *_ in state.log if key == "story"]
    chart = page.get_by_test_id("story-chart")
    assert json.loads(chart.get_attribute("data-series")) == told["series"]
    assert json.loads(chart.get_attribute("data-labels")) == told["labels"]
    assert len(told["series"]) == len(NAMES) and len(told["labels"]) >= 2

    # One drawn line per player, each with its own dash pattern; a title, a description naming them.
    assert chart.locator("polyline").count() == len(NAMES)
    dashes = [chart.locator(f"g.p{s} polyline").get_attribute("stroke-dasharray") for s in range(len(NAMES))]
    assert len(set(dashes)) == len(NAMES)
    shapes = [chart.locator(f"g.p{s} path.marker").first.get_attribute("d") for s in range(len(NAMES))]
    assert len(set(shapes)) == len(NAMES)
    assert chart.locator("title").text_content() == "Net worth over the game"
    desc = chart.locator("desc").text_content()
    assert all(name in desc for name in NAMES)
    assert [t.strip() for t in page.get_by_test_id("story-legend").locator("li").all_inner_texts()] == NAMES
    table = page.get_by_test_id("story-numbers")
    assert table.locator("tbody tr").count() == len(told["labels"])
    assert table.locator("thead th").count() == 1 + len(NAMES)

    # The moments the engine told, each once, in its words.
    assert told["moments"], "every game has at least one notable moment"
    moments = page.get_by_test_id("story-moments").locator("li")
    assert moments.count() == len(told["moments"])
    assert all(any(name in text for name in NAMES) for text in moments.all_inner_texts())

    for size, viewport in (("laptop", {"width": 1920, "height": 1080}), ("phone", {"width": 375, "height": 667})):
        page.set_viewport_size(viewport)
        page.get_by_test_id("story").scroll_into_view_if_needed()
        assert page.evaluate(NO_SIDEWAYS), f"{variant}: sideways scroll on the {size}"
        box = chart.bounding_box()
        assert box["width"] <= viewport["width"] and box["height"] > 100
        page.screenshot(path=str(screenshot_dir / f"story-{variant}-{size}.png"), full_page=True)

    # Play again: the same seats, names, bots and options, a new game.
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.get_by_test_id("play-again").click()
    # the new game's end: told by the storage (two finished games), not by the end screen going
    # and coming back (at instant speed a 3-round game of bots may end before anyone sees it go)
    games = stored_games(page, 2)
    page.wait_for_function(OVER)
    assert len(games) == 2
    (one, _), (other, _) = games
    assert one["players"] == other["players"] == [{"name": n, "bot": True} for n in NAMES]
    assert one["options"] == other["options"] and one["variant"] == other["variant"] == variant
    assert [t.strip() for t in page.get_by_test_id("story-legend").locator("li").all_inner_texts()] == NAMES
    assert page.console_errors == []


def test_round_numbers_never_run_into_end():
    """Under the chart: the rounds of about seven points and "End"; the last number before
    "End" keeps at least three quarters of the usual gap (a game of 20 points wrote "18" on "End")."""
    import fakedom  # noqa: F401  (the stand-in pyscript the ui modules import)
    from ui.chart import round_ticks

    for count in range(2, 400):
        shown = round_ticks(count)
        assert shown[0] == 0 and shown[-1] == count - 1 and shown == sorted(set(shown))
        assert len(shown) <= 8
        if count > 8:
            every = -(-count // 7)
            assert shown[-1] - shown[-2] >= every * 0.75, (count, shown)
