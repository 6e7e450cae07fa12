"""Keyboard only (issue 15): a whole turn of 如何做個大富翁, Rich, Easy Money and The Richest Man in
Babylon played with Tab / Shift+Tab, Enter, Space and the arrow keys — never the mouse (Monopoly's
is test_game.py::test_keyboard_only_turn_and_leave).

From the home page the keyboard picks the game, walks the setup to Start, and then, for every move
the human makes (worked out with the engine on CPython first: the browser runs the same engine), it
tabs to the button that carries that move and presses it. At each stop the focused button must be
visibly focused (a :focus-visible outline of at least 2 px whose colour has a 3:1 contrast with what
is around it) and, once the bots have answered, focus must be back inside the game on something to
do (never dropped on <body>). Covered on the way: Rich's profession, Flip-Lock guess and Rich Card
window; Easy Money's sealed stake (a chip, then the stake button) and a roll; Babylon's sealed ruby
auction, the look step, the privilege and a sealed offer (price chips, then Send)."""

from __future__ import annotations

import pytest
from conftest import ask_every_rich_card_window, open_app
from tycoon.core import apply_action, legal_actions, new_game, play_automatic, view

SEED = 3
CHOICE = """() => !!document.querySelector('[data-testid=status][data-mode=human][data-seat="0"]')
                 || !!document.querySelector('[data-testid=game-over]')"""

# Where the element matching `sel` (the first visible, enabled one) is from the focused one:
# 'here', 'ahead' (Tab reaches it) or 'behind' (Shift+Tab does), or 'none'.
WHERE = """sel => {
    const visible = el => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0
                            && getComputedStyle(el).visibility !== 'hidden' && !el.disabled; };
    const target = [...document.querySelectorAll(sel)].find(visible);
    if (!target) return 'none';
    const active = document.activeElement;
    if (active === target) return 'here';
    if (!active || active === document.body) return 'ahead';
    return active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING ? 'ahead' : 'behind';
}"""

# The focused element's outline, and the contrast of its colour with the background around it.
FOCUS_RING = """() => {
    const el = document.activeElement, style = getComputedStyle(el);
    const rgb = s => (s.match(/[\\d.]+/g) || []).map(Number);
    const lum = ([r, g, b]) => { const f = c => { c /= 255; return c <= .03928 ? c / 12.92 : ((c + .055) / 1.055) ** 2.4; };
                                 return .2126 * f(r) + .7152 * f(g) + .0722 * f(b); };
    let bg = null;
    for (let p = el.parentElement; p; p = p.parentElement) {
        const c = rgb(getComputedStyle(p).backgroundColor);
        if (c.length >= 3 && (c.length < 4 || c[3] > .5)) { bg = c; break; }
    }
    bg = bg || [255, 255, 255];
    const ring = rgb(style.outlineColor), a = lum(ring), b = lum(bg);
    return {tag: el.tagName, testid: el.dataset.testid || '', action: el.dataset.action || '',
            style: style.outlineStyle, width: parseFloat(style.outlineWidth),
            contrast: (Math.max(a, b) + .05) / (Math.min(a, b) + .05), bg: bg.join(',')};
}"""

FOCUS_IN_GAME = """() => { const a = document.activeElement;
    return !!a && a !== document.body && !!a.closest('#app') && a.matches('button, [href], input, select, [tabindex]'); }"""


def until_human(state) -> None:
    while play_automatic(state) is not None:
        pass


def key_to(page, selector: str, max_keys: int = 200) -> dict:
    """Tab (or Shift+Tab) until the element matching `selector` has focus; return its focus ring."""
    for presses in range(max_keys):
        where = page.evaluate(WHERE, selector)
        if where == "here":
            break
        assert where != "none", f"nothing to reach for {selector}"
        page.keyboard.press("Tab" if where == "ahead" else "Shift+Tab")
    else:
        raise AssertionError(f"{max_keys} key presses did not reach {selector}")
    ring = {**page.evaluate(FOCUS_RING), "presses": presses}
    assert ring["style"] != "none" and ring["width"] >= 2, f"no visible focus on {ring}"
    assert ring["contrast"] >= 3, f"the focus ring is too faint against its background: {ring}"
    return ring


def press(page, selector: str, key: str = "Enter") -> dict:
    ring = key_to(page, selector)
    page.keyboard.press(key)
    return ring


def render_count(page) -> int:
    return int(page.locator(".centre").get_attribute("data-render") or 0)


def after_move(page, before: int, move: str) -> None:
    """The move was taken (the centre redrew), the bots answered, and focus is on something to do."""
    page.wait_for_function(f"() => Number(document.querySelector('.centre').dataset.render) > {before}")
    page.wait_for_function(CHOICE, timeout=60_000)
    try:
        page.wait_for_function(FOCUS_IN_GAME)
    except Exception:  # noqa: BLE001 - say where focus went instead of a bare timeout
        where = page.evaluate("() => document.activeElement.outerHTML.slice(0, 200)")
        raise AssertionError(f"after {move!r} focus is not on anything to do: {where}") from None


def keyboard_start(page, server, variant: str, seats: int) -> None:
    """Home → setup → a game of one human (seat 0) and bots, by keyboard; bots at instant speed."""
    ask_every_rich_card_window(page)  # the planned moves meet every Rich Card window
    open_app(page, server, f"?seed={SEED}")
    press(page, f"[data-testid=variant-{variant}]")
    page.get_by_test_id("seat-name-0").wait_for()
    for _ in range(seats - 2 if variant != "babylon" else seats - 3):
        press(page, "[data-testid=add-seat]")
    for seat in range(1, seats):  # the other seats are bots: Space ticks their box
        box = f"[data-testid=seat-bot-{seat}]"
        if not page.locator(box).is_checked():
            press(page, box, "Space")
    press(page, "[data-testid=start-game]")
    page.get_by_test_id("game").wait_for()
    key_to(page, "#speed")  # the bot speed by arrow keys: Instant is the last choice
    for _ in range(4):
        page.keyboard.press("ArrowDown")
    assert page.locator("#speed").input_value() == "instant"
    page.wait_for_function(CHOICE, timeout=60_000)


def plan(variant: str, seats: int, choose, stop) -> list:
    """The human's moves (engine on CPython) until `stop(kinds seen)` holds."""
    players = [{"name": "Player 1", "bot": False}] + [{"name": f"Bot {i}", "bot": True} for i in range(1, seats)]
    state, moves, seen = new_game(variant, players, SEED, {}), [], set()
    while not stop(seen):
        until_human(state)
        assert not state.over and len(moves) < 40, f"{variant}: the plan never saw {seen}"
        shown, actions = view(state, 0), legal_actions(state, 0)
        action = choose(shown, actions)
        seen.add(shown["phase"])
        seen.add(action.kind)
        moves.append((shown["phase"], str(action)))
        apply_action(state, action)
    return moves


def play_moves(page, moves: list, how=None) -> list:
    """Each move by keyboard: `how(phase, move)` may carry it out itself (a picker: it returns the
    focus ring of its last key press); otherwise tab to the button whose data-action is the move and
    press it (Enter and Space in turn). Returns the focus ring of each move's last press."""
    rings = []
    for number, (phase, move) in enumerate(moves):
        before = render_count(page)
        ring = how(page, phase, move) if how is not None else None
        if ring is None:
            ring = press(page, f'#app [data-action="{move}"]', "Enter" if number % 2 == 0 else "Space")
        rings.append(ring)
        after_move(page, before, move)
    return rings


# ---- the variants ------------------------------------------------------------------------------------

def taiwan_choose(_shown, actions):
    by = {a.kind: a for a in actions}
    return by.get("roll") or by.get("buy") or by.get("end_turn") or actions[0]


def rich_choose(shown, actions):
    by = {a.kind: a for a in actions}
    if shown["phase"] == "react":
        return by.get("play") or by["pass"]
    return by.get("job") or by.get("roll") or by.get("done") or by.get("guess") or by.get("fliplock") or actions[0]


def easymoney_choose(shown, actions):
    by = {str(a): a for a in actions}
    if shown["phase"] == "stake":
        return by["0 double 100000"]
    if shown["phase"] == "lucky_bets":
        return by["0 pass"]
    if shown["phase"] == "wall_street":
        return by["0 pass"]
    return next((a for a in actions if a.kind == "roll"), actions[0])


def babylon_choose(shown, actions):
    by = {str(a): a for a in actions}
    phase = shown["phase"]
    if phase == "auction":
        return next(a for a in actions if a.kind == "bid")
    checks = [a for a in actions if a.kind == "check"]
    if checks:  # Check first in the round's one step (Secret is a toggle of the offer picker)
        return checks[0]
    if phase == "offer":  # sell nothing: every count 0 (the plainest sealed offer); offers alone say "neither"
        return next(a for a in actions if a.kind == "offer" and all(x in (0, "0") for x in a.args[1::3] + a.args[2::3]))
    return by.get("0 ready") or actions[0]


def easymoney_how(page, phase: str, move: str) -> dict | None:
    """A stake is picked: the chip (its place is the Double box), then the button that says it."""
    if phase != "stake":
        return None
    amount = move.split()[-1]
    press(page, f'[data-testid=chip-{amount}]', "Space")
    return press(page, f'#app [data-action="{move}"]')


def babylon_how(page, phase: str, move: str) -> dict | None:
    """A sealed answer (a bid, a privilege, the offer: nothing picked is "sell nothing") first shows
    what it says; focus is on Send there, and Enter sends it (issue 38 §5)."""
    if move.split()[1] not in ("bid", "pass", "check", "secret", "offer"):
        return None
    offer = move.split()[1] == "offer"
    if offer:
        assert page.get_by_test_id("bb-send").get_attribute("data-action") == move
    before = render_count(page)
    press(page, "[data-testid=bb-send]" if offer else f'#app [data-action="{move}"]')
    page.wait_for_function(f"() => Number(document.querySelector('.centre').dataset.render) > {before}")
    page.get_by_test_id("seal-send").wait_for()
    page.wait_for_function("() => document.activeElement.dataset.testid === 'seal-send'")
    return press(page, "[data-testid=seal-send]")


CASES = {
    "taiwan": (2, taiwan_choose, lambda seen: "end_turn" in seen, None),
    "rich": (2, rich_choose, lambda seen: {"job", "guess", "play"} <= seen, None),
    "easymoney": (2, easymoney_choose, lambda seen: {"stake", "roll"} <= seen, easymoney_how),
    "babylon": (3, babylon_choose, lambda seen: {"bid", "check", "offer"} <= seen, babylon_how),
}


@pytest.mark.parametrize("variant", list(CASES))
def test_a_turn_by_keyboard_only(page, server, variant):
    seats, choose, stop, how = CASES[variant]
    moves = plan(variant, seats, choose, stop)
    keyboard_start(page, server, variant, seats)
    rings = play_moves(page, moves, how)
    assert rings, "no move was played"
    print(f"\n{variant}: {len(moves)} moves by keyboard, Tab presses before each: "
          f"{[(m, r['presses']) for (_p, m), r in zip(moves, rings)]}")
    assert page.console_errors == []
