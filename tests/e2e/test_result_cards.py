"""A person's own result stays on screen (issue 37 §1): the card with the amount and why holds the
game until that person presses OK — checked past the bots' pause — or, when it is their move
anyway, until they make it. Each game is loaded from a save that bots played on CPython up to the
moment (bot_saves.py), with seat 0 then a person; the page plays at the normal bot speed."""

from __future__ import annotations

import pytest
from bot_saves import save_when
from conftest import open_app
from tycoon.core import State, apply_action, legal_actions, next_automatic

READ = "[data-testid='status'][data-mode='read']"
BUDGET_MS = 2_000  # more than a bot's whole turn at the normal speed (ui/pacing.py: 1.5 s)


def load(page, server, path) -> None:
    open_app(page, server)
    # a bot waits for the person's Double box until they press Ready (no countdown: no clock here)
    page.evaluate("localStorage.setItem('tycoon-table.prefs', JSON.stringify({ready_wait: 0}))")
    page.get_by_test_id("import-file").set_input_files(str(path))
    page.locator("[data-testid='status'][data-mode='human'], [data-testid='pass-ready']").first.wait_for(
        timeout=60_000)
    if page.get_by_test_id("pass-ready").count():  # a game with secret answers asks who is at the device
        page.get_by_test_id("pass-ready").click()
    page.select_option("#speed", "normal")


def renders(page) -> str:
    return page.locator(".centre").get_attribute("data-render")


def play_until_a_card(page, choose) -> None:
    """Click the person's choices (choose(actions) -> the data-action to click) until the game
    holds for their result card."""
    for _ in range(40):
        page.wait_for_function(f"""() => document.querySelector("{READ}") ||
            (document.querySelector("[data-testid='ready-box']") && document.querySelector("[data-testid='result-card']"))
            || document.querySelector("[data-testid='status'][data-mode='human'][data-seat='0']")""", timeout=60_000)
        if page.locator(READ).count() or page.get_by_test_id("ready-box").count():
            return
        actions = page.evaluate("""() => [...document.querySelectorAll('.centre [data-action]:not([disabled])')]
            .filter((e) => e.offsetParent !== null).map((e) => e.getAttribute('data-action'))""")
        before = renders(page)
        page.locator(f".centre [data-action='{choose(actions)}']").first.click()
        page.wait_for_function("n => document.querySelector('.centre').dataset.render !== n", arg=before)
    raise AssertionError("no result card came")


def greed_on(actions: list) -> str:
    """Take from the first player offered, then stop as soon as Greed allows (else roll on)."""
    kinds = {a.split()[1]: a for a in actions}
    return kinds.get("greed") or kinds.get("greed_stop") or kinds["greed_roll"]


def fliplock_on(actions: list) -> str:
    """Play Flip-Lock, and guess higher every time."""
    kinds = {a.split()[1]: a for a in actions if a.split()[1] != "guess" or a.endswith("higher")}
    for kind in ("fliplock", "guess", "go", "pass", "roll"):
        if kind in kinds:
            return kinds[kind]
    return actions[0]


CASES = {
    # seed, the moment the person takes over, how they play on, what their card says
    "easymoney": (3, lambda s: s.phase == "greed_pick" and s.actor == 0 and s.chance is None, greed_on, "Greed"),
    "rich": (1, lambda s: s.phase == "luck" and s.actor == 0 and s.chance is None, fliplock_on, "Flip-Lock"),
}


@pytest.mark.parametrize("variant", sorted(CASES))
def test_result_card_stays_until_ok(page, server, screenshot_dir, tmp_path, variant):
    seed, found, choose, words = CASES[variant]
    save_when(tmp_path / "save.json", found, seed, variant, seats=3, limit=20_000)
    load(page, server, tmp_path / "save.json")
    play_until_a_card(page, choose)
    card = page.get_by_test_id("result-card")
    assert card.is_visible() and card.get_attribute("data-seat") == "0"
    text = card.inner_text()
    assert "Ann" in text and words in text, text
    page.screenshot(path=str(screenshot_dir / f"result-card-{variant}.png"))
    # Easy Money: a card just before a bot's roll shows beside its wait for the person's Ready
    # (one press closes both: holds._holds)
    waiting = READ if page.locator(READ).count() else "[data-testid='ready-box']"
    number = card.get_attribute("data-card")
    if waiting == READ:
        assert page.evaluate("document.activeElement.dataset.testid") == "result-ok"
    held = renders(page)
    page.wait_for_timeout(BUDGET_MS)  # the bots' pause has long passed: the game still waits
    assert page.locator(waiting).count() == 1 and renders(page) == held and card.inner_text() == text
    if waiting == READ:
        page.get_by_test_id("result-ok").click()
    else:  # Ready lets the bot roll and closes the card
        page.get_by_test_id("ready-0").click()
    page.wait_for_function(f"() => !document.querySelector(\"{waiting}\")")
    assert page.locator(f"[data-card='{number}']").count() == 0
    assert page.console_errors == []


def drawn_on_own_roll(state: State) -> bool:
    """Seat 0 is to roll, and the roll lands on a card that leaves seat 0 a move to make."""
    if state.chance is not None or state.actor != 0 or "roll" not in {a.kind for a in legal_actions(state, 0)}:
        return False
    after = state.clone()
    start = len(after.log)
    apply_action(after, next(a for a in legal_actions(after, 0) if a.kind == "roll"))
    for _ in range(20):
        move = next_automatic(after)
        if move is None or move.seat == 0:
            break
        apply_action(after, move)
    else:
        return False
    drew = any(e[0] == "card_drawn" and e[1].get("player") == 0 for e in after.log[start:])
    return drew and not after.over and legal_actions(after, 0) != [] and after.chance is None


def test_a_card_drawn_on_your_own_turn_goes_with_your_next_move(page, server, tmp_path):
    save_when(tmp_path / "save.json", drawn_on_own_roll, 2, "monopoly", seats=3, limit=20_000)
    load(page, server, tmp_path / "save.json")
    page.get_by_test_id("action-roll").click()
    card = page.get_by_test_id("result-card")
    card.wait_for(timeout=30_000)
    page.wait_for_function("() => document.querySelector(\"[data-testid='status'][data-mode='human']\")")
    assert "drew a card" in card.inner_text()
    assert "press OK or make your next move" in card.inner_text()
    number = card.get_attribute("data-card")
    choice = page.locator(".main-actions [data-action]:not([disabled])").first
    choice.click()
    page.wait_for_function(f"() => !document.querySelector(\"[data-card='{number}']\")")
    assert page.console_errors == []
