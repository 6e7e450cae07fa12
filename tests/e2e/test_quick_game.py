"""A whole Quick game, human + 3 bots, played to the game-over screen with clicks only. On the
way the human declines a deed and bids in the bank's auction, buys a street from a bot in a trade
(typing the money), answers a bot's trade offer, and mortgages a property from the board.

The seed is checked in CPython first with the same policy (quick_policy.py): the browser runs the
same engine, so the game in the page is the game found here. The page is read, not trusted: each
turn the human picks among the buttons actually shown.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from pageplay import READ_PAGE, SETTLED, perform, render_count
from quick_policy import SEAT, choose, new_memory, parse, play
from test_game import _axe_source, _serious_violations
from tycoon.variants.monopoly.options import QUICK_GAME

PLAYERS = [{"name": "Ann", "bot": False}] + [{"name": f"Bot {i}", "bot": True} for i in (1, 2, 3)]
TURN_LIMIT = 5
PREFERRED_SEED = 54
OPTIONS = {**QUICK_GAME, "turn_limit": TURN_LIMIT}
MAX_DECISIONS = 150


def find_seed() -> int:
    for seed in [PREFERRED_SEED, *range(1, 300)]:
        report = play(seed, OPTIONS, PLAYERS)
        if report["over"] and report["human_bid"] and report["human_trade"] and report["human_mortgage"]:
            return seed
    raise AssertionError("no seed gives the Quick game an auction, a trade and a mortgage")


@pytest.fixture(scope="module")
def scenario():
    seed = find_seed()
    return seed, play(seed, OPTIONS, PLAYERS)


def test_quick_game_with_auction_trade_and_mortgage(page, server, screenshot_dir, scenario):
    seed, expected = scenario
    open_app(page, server, f"?seed={seed}")
    page.get_by_test_id("variant-monopoly").click()
    while page.locator("li[data-testid^='seat-']").count() < len(PLAYERS):
        page.get_by_test_id("add-seat").click()
    page.get_by_test_id("seat-name-0").fill("Ann")
    page.get_by_test_id("quick-game").click()
    assert page.get_by_test_id("quick-game").get_attribute("aria-pressed") == "true"
    for name in ("starting_deeds", "hotel_after", "must_leave_jail_next_turn", "end_at_first_bankruptcy"):
        assert page.get_by_test_id(f"option-{name}").is_checked(), name
    page.get_by_test_id("option-turn_limit").fill(str(TURN_LIMIT))
    page.screenshot(path=str(screenshot_dir / "setup.png"), full_page=True)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("speed").select_option("instant")

    memory, decisions, shots, seen = new_memory(), [], set(), set()
    for _ in range(MAX_DECISIONS):
        page.wait_for_function(SETTLED, arg=-1, timeout=60_000)
        if page.get_by_test_id("game-over").count():
            break
        facts = page.evaluate(READ_PAGE)
        kinds = {parse(a)[0] for a in facts["acts"]}
        _snapshot(page, kinds, shots, screenshot_dir)
        decision = choose(facts["acts"], facts["squares"], facts["cash"], memory)
        decisions.append(decision)
        before = render_count(page)
        perform(page, decision)
        page.wait_for_function(SETTLED, arg=before, timeout=60_000)
        seen.update(page.get_by_test_id("log").inner_text().splitlines())
        if page.get_by_test_id("inspector").count():
            page.get_by_test_id("inspect-close").click()
    over = page.get_by_test_id("game-over")
    over.wait_for()
    assert decisions == expected["decisions"], "the page and the engine played different games"

    seen.update(page.get_by_test_id("log").inner_text().splitlines())
    log = "\n".join(seen)
    assert "Ann bids" in log and "The bank auctions" in log
    assert "Ann did not buy" in log
    assert "Ann mortgaged" in log
    assert "accepted the trade with Ann" in log and "Ann paid Bot" in log
    assert f"The {TURN_LIMIT}-round limit is reached" in log
    text = over.inner_text()
    assert "Worth" in text and ("wins" in text or "Winners" in text)
    assert page.locator(".standings tbody tr").count() == len(PLAYERS)
    assert {"auction", "trade-draft"} <= shots
    assert page.console_errors == []
    assert page.external_requests == []


def _snapshot(page, kinds: set, shots: set, screenshot_dir) -> None:
    """Screenshots (and an axe-core check) of the auction and the trade dialogs, once each."""
    name = None
    if "pass" in kinds and "auction" not in shots:
        name = "auction"
    elif "trade_accept" in kinds or "trade_reject" in kinds:
        name = "trade" if "trade" not in shots else None
    elif "trade_send" in kinds and "trade-draft" not in shots:
        name = "trade-draft"
    if name is None:
        return
    shots.add(name)
    page.screenshot(path=str(screenshot_dir / f"{name}.png"))
    if _axe_source() is not None:
        assert _serious_violations(page) == [], name


def test_the_scenario_found_in_cpython(scenario):
    """What the browser test relies on, checked on the engine alone (fast, no browser)."""
    seed, report = scenario
    assert report["over"] and report["human_bid"] and report["human_trade"] and report["human_mortgage"]
    assert any(how == "bid" for how, _ in report["decisions"])
    assert any(how == "cash" for how, _ in report["decisions"])
    assert sum(1 for key in report["keys"] if key == "final_worth") == len(PLAYERS)
    assert report["memory"]["traded"] and report["memory"]["mortgaged"]
    assert SEAT == 0 and seed >= 0
