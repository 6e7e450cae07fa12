"""Short of money (issue 36 §6): with too little cash for the deed on offer, the screen says how
much is missing — worked out by the engine (the view's "short") — and offers Raise cash, which
opens "Manage properties" at a mortgage; once enough is raised, Buy is there."""

from __future__ import annotations

import re

from bot_saves import save_when
from conftest import open_app
from tycoon.core import view

SHORT_SEED = 1  # two Monopoly bots: after ~180 moves seat 0 lands on a deed it cannot pay for


def short_at_a_deed(path) -> dict:
    """A save where seat 0, a human, is offered a deed it cannot pay for but could by mortgaging
    (found by letting two bots play, on CPython); returns the view's "short"."""
    def found(state):
        short = view(state, 0)["short"] if state.chance is None and state.phase == "buy" else None
        return bool(short and short["raisable"] >= short["amount"])

    return view(save_when(path, found, SHORT_SEED), 0)["short"]


def test_short_of_money_says_how_much_and_raises_cash(page, server, screenshot_dir, tmp_path):
    short = short_at_a_deed(tmp_path / "short.json")
    open_app(page, server)
    page.get_by_test_id("import-file").set_input_files(str(tmp_path / "short.json"))
    note = page.get_by_test_id("short-note")
    note.wait_for(timeout=60_000)
    dollars = "${:,}".format
    words = note.inner_text()
    assert f"costs {dollars(short['cost'])} and you have {dollars(short['cash'])}" in words
    assert f"you are {dollars(short['amount'])} short" in words
    assert page.get_by_test_id("action-buy").count() == 0 and page.get_by_test_id("action-decline").is_visible()
    page.screenshot(path=str(screenshot_dir / "short-of-money.png"))
    for _ in range(10):
        page.get_by_test_id("raise-cash").click()
        focused = page.evaluate("document.activeElement.getAttribute('data-action') || ''")
        assert re.match(r"0 (mortgage|sell|sell_group) ", focused), focused
        assert page.locator("details.manage[open]").count() == 1
        page.keyboard.press("Enter")  # the mortgage (or sale) Raise cash put focus on
        page.wait_for_function("!document.querySelector('[data-testid=short-note]')"
                               " || document.querySelector('[data-testid=action-buy]')"
                               f" || document.activeElement.getAttribute('data-action') !== '{focused}'")
        if page.get_by_test_id("action-buy").count():
            break
    page.get_by_test_id("action-buy").wait_for()
    assert page.get_by_test_id("short-note").count() == 0
    page.screenshot(path=str(screenshot_dir / "short-of-money-raised.png"))
    assert page.console_errors == []
