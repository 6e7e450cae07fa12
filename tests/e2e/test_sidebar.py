"""The sidebar at 1366×768 (issue 36 §5): the top bar keeps to two rows in every language (in
Vietnamese it took three, and the players' cards and the log lost the row), and when the players'
cards do not all fit, their box says there is more below until it is scrolled to its end."""

from __future__ import annotations

import pytest
from bot_saves import save_when
from conftest import after_frames, open_app
from tycoon.core import legal_actions

LAPTOP = {"width": 1366, "height": 768}


@pytest.mark.parametrize("lang", ["en", "vi", "th", "zh-Hant"])
def test_the_top_bar_keeps_to_two_rows(page, server, lang):
    page.set_viewport_size(LAPTOP)
    open_app(page, server, f"?seed=5&lang={lang}")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("start-game").click()
    page.locator("[data-testid='status'][data-mode='human']").wait_for()
    rows = page.evaluate("""() => {  // items whose middles lie within 12 px share a row
        const middles = [...document.querySelector('.game-topbar').children]
            .map(c => { const r = c.getBoundingClientRect(); return r.top + r.height / 2; }).sort((a, b) => a - b);
        return middles.filter((m, i) => i === 0 || m - middles[i - 1] > 12).length; }""")
    assert rows <= 2, f"{lang}: the top bar takes {rows} rows"


def four_players_late(path) -> None:
    """Four Monopoly bots, all still playing, with 26 deeds owned among them (seat 0 then made a
    person, at its roll): cards full of deeds, more than the box shows at 1366×768."""
    def found(state):
        owned = sum(owner is not None for owner in state.board["owner"])
        alive = sum(not player["out"] for player in state.players)
        return owned >= 26 and alive == 4 and state.chance is None and \
            any(a.kind == "roll" for a in legal_actions(state, 0))

    save_when(path, found, 1, seats=4, limit=20_000)


def test_more_players_below_is_said_until_scrolled_to(page, server, screenshot_dir, tmp_path):
    four_players_late(tmp_path / "late.json")
    page.set_viewport_size(LAPTOP)
    open_app(page, server, "?lang=vi")
    page.get_by_test_id("import-file").set_input_files(str(tmp_path / "late.json"))
    page.locator("[data-testid='status'][data-mode='human']").wait_for(timeout=60_000)
    box = page.locator(".panels-box")
    sizes = box.evaluate("el => [el.scrollHeight, el.clientHeight]")
    assert sizes[0] > sizes[1] + 2, f"the cards fit ({sizes}): the test needs a game with more deeds"
    page.locator(".panels-box[data-more]").wait_for()
    page.screenshot(path=str(screenshot_dir / "sidebar-more-below-vi.png"))
    box.evaluate("el => { el.scrollTop = el.scrollHeight; }")
    page.wait_for_function("!document.querySelector('.panels-box').hasAttribute('data-more')")
    box.evaluate("el => { el.scrollTop = 0; }")
    page.locator(".panels-box[data-more]").wait_for()
    after_frames(page, 1)
    assert page.console_errors == []
