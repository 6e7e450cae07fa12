"""Motion, sound and their settings on the game screen (ui/motion.py, ui/pacing.py, ui/sound.py):
a token walks square by square and ends where the view says; the instant speed and
prefers-reduced-motion skip the walk; Escape and the skip button finish it at once; money chips
fly and are removed; sound is off by default (no AudioContext made), turned on it plays, and the
choice is remembered."""

from __future__ import annotations

from itertools import pairwise

import pytest
from conftest import after_frames, open_app

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 768}
SEED = "?seed=2"  # the human's first roll: 9, from Go to Connecticut Avenue (square 9, for sale)

# Every square token `seat` stands on on the board, in order, recorded at each frame; and the most
# money chips seen at once. A new recorder stops the one before.
TRAIL = """(seat) => {
  window.__trail = []; window.__chips = 0; window.__chipText = ''; window.__chipClass = ''; window.__walking = 0;
  const gen = window.__trailGen = (window.__trailGen || 0) + 1;  // one recorder at a time
  const look = () => {
    if (window.__trailGen !== gen) return;
    const token = document.querySelector('.sq .token.p' + seat);
    const square = token && token.closest('.sq');
    const id = square ? square.getAttribute('data-testid') : null;
    if (window.__trail[window.__trail.length - 1] !== id) window.__trail.push(id);
    const chips = document.querySelectorAll('.money-chip');
    if (chips.length > window.__chips) {
      window.__chips = chips.length; window.__chipText = chips[0].textContent; window.__chipClass = chips[0].className;
    }
    // the most tokens of this seat seen walking at once (read in the frame, not after a screenshot)
    window.__walking = Math.max(window.__walking, document.querySelectorAll('.sq .token.walking.p' + seat).length);
    requestAnimationFrame(look);
  };
  look();
}"""
# Counts the AudioContexts made and the sound sources started (an init script: before the page).
COUNT_AUDIO = """
window.__audio = {made: 0, starts: 0};
if (window.AudioContext) {
  const Real = window.AudioContext;
  window.AudioContext = class extends Real { constructor(...args) { super(...args); window.__audio.made++; } };
  for (const proto of [AudioBufferSourceNode.prototype, OscillatorNode.prototype]) {
    const start = proto.start;
    proto.start = function (...args) { window.__audio.starts++; return start.apply(this, args); };
  }
}"""
AT_CURRENT = """(seat) => {
  const token = document.querySelector('.sq .token.p' + seat);
  const current = document.querySelector('.sq.current');
  return !!token && !!current && token.closest('.sq') === current;
}"""


def start_monopoly(page, server, speed: str, viewport=LAPTOP) -> None:
    """Monopoly with the setup's seats (a person, then a bot) at `speed`."""
    page.set_viewport_size(viewport)
    open_app(page, server, SEED)
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("action-roll").wait_for()
    page.select_option("#speed", speed)


def roll_and_settle(page) -> list:
    page.evaluate(TRAIL, 0)
    page.get_by_test_id("action-roll").click()
    page.get_by_test_id("action-buy").wait_for()
    page.wait_for_function(AT_CURRENT, arg=0)
    walk_over(page)
    return page.evaluate("window.__trail")


def walk_over(page) -> None:
    """No walk under way (or none was started: instant, reduced motion), and two frames drawn
    since: the trail holds every square the token was drawn on."""
    page.wait_for_function("() => { const s = document.querySelector('.game-screen');"
                           " return !s.dataset.walks || s.dataset.walks === '0'; }")
    after_frames(page, 2)


def square_numbers(trail: list) -> list:
    return [int(square.removeprefix("square-")) for square in trail if square]


@pytest.mark.parametrize("viewport,name", [(LAPTOP, "laptop"), (PHONE, "phone")])
def test_a_token_walks_square_by_square_and_ends_where_the_view_says(page, server, screenshot_dir, viewport, name):
    start_monopoly(page, server, "slow", viewport)
    page.evaluate(TRAIL, 0)
    page.get_by_test_id("action-roll").click()
    page.wait_for_function("window.__trail.length >= 4")
    page.screenshot(path=str(screenshot_dir / f"motion-walk-{name}.png"))
    page.wait_for_function(AT_CURRENT, arg=0)
    walk_over(page)
    assert page.evaluate("window.__walking") == 1  # one token drawn walking, seen in the frames
    trail = square_numbers(page.evaluate("window.__trail"))
    assert trail == list(range(10)), trail  # Go, then each square up to where the dice say
    assert page.locator(".sq.current").get_attribute("data-testid") == "square-9"
    page.get_by_test_id("action-buy").wait_for()


# What animates for ever on the page (none may), and what runs now.
FOREVER = """() => document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime === Infinity)
  .map((a) => a.animationName || String(a.effect.target))"""
RUNNING = "() => document.getAnimations().filter((a) => a.playState === 'running').map((a) => a.animationName || '?')"
VEIL = "() => Number(getComputedStyle(document.querySelector('.sq.current'), '::before').opacity)"


def test_a_game_waiting_for_a_person_comes_to_rest(page, server):
    """The current square pulses three times and stays lit (css/board.css). While anything
    animates, the browser draws every frame: a waiting game kept a tenth of a core busy and each
    click waited for the next frame (bench/RESULTS.md). Told by the animations' own end, no clock."""
    start_monopoly(page, server, "normal")
    assert "glow" in page.evaluate(RUNNING)  # it pulses when it becomes the current square
    assert page.evaluate(FOREVER) == []
    page.evaluate("() => Promise.all(document.getAnimations().filter((a) => a.animationName === 'glow')"
                  ".map((a) => a.finished))")
    assert page.evaluate(RUNNING) == []  # nothing left drawing while the person thinks
    assert page.evaluate(VEIL) == pytest.approx(0.16)  # and the square stays lit


@pytest.mark.parametrize("how", ["instant", "reduced-motion"])
def test_the_instant_speed_and_reduced_motion_put_the_token_there_at_once(page, server, how):
    if how == "reduced-motion":
        page.emulate_media(reduced_motion="reduce")
    start_monopoly(page, server, "instant" if how == "instant" else "slow")
    assert square_numbers(roll_and_settle(page)) == [0, 9]
    assert page.evaluate("window.__chips") == 0
    page.get_by_test_id("action-buy").click()
    page.get_by_test_id("action-end_turn").wait_for()  # the buy is drawn
    after_frames(page, 3)  # a chip starts in the task after the next frame (motion.py CHIP_JS)
    assert page.evaluate("window.__chips") == 0  # no money flying either


def test_escape_finishes_a_walk_at_once(page, server):
    start_monopoly(page, server, "slow")
    page.evaluate(TRAIL, 0)
    page.get_by_test_id("action-roll").click()
    page.wait_for_function("window.__trail.length >= 3")
    page.keyboard.press("Escape")
    page.wait_for_function(AT_CURRENT, arg=0)
    walk_over(page)  # Escape ended the walk: none under way
    trail = square_numbers(page.evaluate("window.__trail"))
    # At once, not after the walk: the token jumped to 9 without stepping on every square (a walk
    # from 0 to 9 shows 10). Told by the trail, not a clock, so a busy machine cannot fail it.
    assert trail[-1] == 9 and len(trail) < 10, trail
    page.get_by_test_id("action-buy").click()  # and it stays there, through the next redraw
    page.get_by_test_id("action-end_turn").wait_for()
    after_frames(page, 2)
    assert square_numbers(page.evaluate("window.__trail")) == trail


def test_the_skip_button_finishes_a_bots_walk(page, server):
    start_monopoly(page, server, "slow")
    roll_and_settle(page)
    page.get_by_test_id("action-buy").click()
    page.get_by_test_id("action-end_turn").click()
    page.evaluate(TRAIL, 1)
    page.wait_for_function("window.__trail.length >= 3")  # the bot's token walks
    page.get_by_test_id("skip").click()
    page.get_by_test_id("action-roll").wait_for()  # the bot's turn is over
    walk_over(page)
    trail = page.evaluate("window.__trail")
    final = page.evaluate("document.querySelector('.sq .token.p1').closest('.sq').getAttribute('data-testid')")
    assert trail[-1] == final
    # at once, not after the walk: the token jumped (two squares drawn in a row more than a step
    # apart), told by the trail and not a clock
    squares = square_numbers(trail)
    assert any((b - a) % 40 > 1 for a, b in pairwise(squares)), trail
    page.get_by_test_id("action-roll").click()  # no walk goes on after the skip: the bot's
    page.wait_for_function(AT_CURRENT, arg=0)   # token is where it was through the next turn
    walk_over(page)
    assert page.evaluate("window.__trail") == trail


@pytest.mark.parametrize("viewport,name", [(LAPTOP, "laptop"), (PHONE, "phone")])
def test_money_chips_fly_and_are_removed(page, server, screenshot_dir, viewport, name):
    start_monopoly(page, server, "slow", viewport)
    roll_and_settle(page)
    nodes = page.evaluate("document.getElementsByTagName('*').length")
    page.get_by_test_id("action-buy").click()
    page.wait_for_function("window.__chips >= 1")  # the recorder saw it, in a frame (it flies 1.2 s)
    page.screenshot(path=str(screenshot_dir / f"motion-chip-{name}.png"))
    page.wait_for_function("document.querySelectorAll('.money-chip').length === 0")
    # what the chip was, as the recorder saw it in the frames it flew (not read after it landed)
    assert page.evaluate("window.__chips") == 1
    assert page.evaluate("window.__chipText") == "\u2212$120"  # Connecticut Avenue's price, from the event
    assert "spending" in page.evaluate("window.__chipClass")
    page.get_by_test_id("action-end_turn").wait_for()
    # no node left behind: the page has as many elements as before the buy, give or take the redraw
    assert abs(page.evaluate("document.getElementsByTagName('*').length") - nodes) < 40


def test_sound_is_off_by_default_and_makes_no_audio_context(page, server):
    page.add_init_script(COUNT_AUDIO)
    start_monopoly(page, server, "normal")
    toggle = page.get_by_test_id("sound")
    assert toggle.get_attribute("aria-pressed") == "false"
    assert toggle.inner_text().strip().endswith("Sound")
    roll_and_settle(page)
    page.get_by_test_id("action-buy").click()
    page.get_by_test_id("action-end_turn").wait_for()  # the buy is drawn, its coin would have played
    page.wait_for_function("document.querySelectorAll('.money-chip').length === 0")  # and its chip flown
    assert page.evaluate("window.__audio") == {"made": 0, "starts": 0}


def test_sound_turned_on_plays_on_a_roll_and_is_remembered(page, server):
    page.add_init_script(COUNT_AUDIO)
    start_monopoly(page, server, "normal")
    page.get_by_test_id("sound").click()
    assert page.get_by_test_id("sound").get_attribute("aria-pressed") == "true"
    assert page.evaluate("window.__audio.made") == 1
    assert page.evaluate("localStorage.getItem('tycoon-table.sound')") == "on"
    roll_and_settle(page)
    rolled = page.evaluate("window.__audio.starts")
    assert rolled >= 6  # the dice: bursts of noise
    page.get_by_test_id("action-buy").click()
    page.wait_for_function(f"window.__audio.starts > {rolled}")  # the coin
    # remembered: after a reload the button is on, and still no context until a sound plays
    page.reload()
    open_app(page, server, SEED)
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("start-game").click()
    assert page.get_by_test_id("sound").get_attribute("aria-pressed") == "true"
    assert page.evaluate("window.__audio.made") == 0
    roll_and_settle(page)
    assert page.evaluate("window.__audio.made") == 1 and page.evaluate("window.__audio.starts") >= 6
    page.get_by_test_id("sound").click()  # off again
    assert page.get_by_test_id("sound").get_attribute("aria-pressed") == "false"
    assert page.evaluate("localStorage.getItem('tycoon-table.sound')") == "off"


def test_a_table_of_people_only_has_the_animation_speed(page, server):
    open_app(page, server, SEED)
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("seat-bot-1").set_checked(False)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("action-roll").wait_for()
    assert page.locator(".speed-label").inner_text().startswith("Animation speed")
    page.select_option("#speed", "instant")
    assert square_numbers(roll_and_settle(page)) == [0, 9]
