"""Watching a game again on the page (ui/replay.py, docs/saves.md "Replay"): from the end screen,
the saved-games list and a file; each step's board equals the engine's game at that step (the
page's own save, replayed here by core/timeline.py); a story moment's jump; "Play from here" makes
a new saved game that begins with the first k actions and plays on; a game not finished that keeps
secrets shows only what everyone may see until a person says who they are; keys only; axe."""

from __future__ import annotations

import json
import re

from conftest import open_app, serious_violations, wait_app_ready
from test_saves import PageStorage
from test_story import start_bots, stored_games
from tycoon.core import new_game, play_automatic, saves, view
from tycoon.core.timeline import Timeline
from ui.slots import Slots

OVER = "() => !!document.querySelector('[data-testid=game-over]')"


def finished_bot_game(page, server, variant: str = "monopoly", seed: int = 31, rounds: str = "5"):
    """Three bots play `variant` to its round limit at instant speed; returns (save, state) of the
    game as the page stored it."""
    open_app(page, server, f"?seed={seed}")
    start_bots(page, variant, rounds)
    page.wait_for_function(OVER, timeout=180_000)
    [(save, state)] = stored_games(page)
    return save, state


def shown_step(page) -> int:
    return int(page.get_by_test_id("replay").get_attribute("data-step"))


def wait_step(page, step: int) -> None:
    page.wait_for_function("(s) => document.querySelector('[data-testid=replay]')?.dataset.step === String(s)",
                           arg=step, timeout=20_000)


def assert_board_is_the_engines(page, timeline: Timeline, step: int) -> None:
    """The panels' cash and the round on screen are the engine's at `step`."""
    seen = view(timeline.at(step), None)
    cash = [int(page.get_by_test_id(f"player-{seat}").get_attribute("data-cash")) for seat in range(len(seen["players"]))]
    assert cash == [p.get("cash", 0) for p in seen["players"]], step
    assert f"Round {max(1, seen['header']['round'])}" in page.get_by_test_id("round").inner_text()


def test_replay_steps_back_and_forth(page, server, screenshot_dir):
    page.set_viewport_size({"width": 1366, "height": 768})
    save, state = finished_bot_game(page, server)
    timeline = Timeline(save)
    assert timeline.final.history == state.history
    page.get_by_test_id("watch-again").click()
    page.get_by_test_id("replay").wait_for()
    assert shown_step(page) == 0
    assert int(page.get_by_test_id("replay").get_attribute("data-steps")) == len(save["actions"])
    assert page.get_by_test_id("replay-play").evaluate("el => el === document.activeElement")
    assert_board_is_the_engines(page, timeline, 0)
    assert page.locator("[data-testid='actions'] button, [data-testid^='action-']").count() == 0  # nothing to play
    for step in range(1, 16):
        page.get_by_test_id("replay-forward").click()
        wait_step(page, step)
        assert_board_is_the_engines(page, timeline, step)
    for step in range(14, 9, -1):
        page.get_by_test_id("replay-back").click()
        wait_step(page, step)
        assert_board_is_the_engines(page, timeline, step)
    page.get_by_test_id("replay-end").click()
    wait_step(page, timeline.length)
    assert_board_is_the_engines(page, timeline, timeline.length)
    page.get_by_test_id("replay-turn-back").click()  # to the start of the last turn
    wait_step(page, timeline.turns[-1])
    page.get_by_test_id("replay-turn-back").click()
    wait_step(page, timeline.turns[-2])
    assert_board_is_the_engines(page, timeline, timeline.turns[-2])
    page.get_by_test_id("replay-start").click()
    wait_step(page, 0)
    page.get_by_test_id("replay-turn-forward").click()
    wait_step(page, timeline.turns[1])
    # the chart's cursor: at the last point at the end
    page.get_by_test_id("replay-end").click()
    wait_step(page, timeline.length)
    page.get_by_test_id("replay-chart").locator("summary").first.click()
    cursor = page.get_by_test_id("chart-cursor")
    labels = json.loads(page.get_by_test_id("replay-chart").locator("[data-testid=story-chart]").get_attribute("data-labels"))
    assert float(cursor.get_attribute("data-at")) == len(labels) - 1
    page.get_by_test_id("replay-start").click()
    wait_step(page, 0)
    assert float(page.get_by_test_id("chart-cursor").get_attribute("data-at")) < 1  # the chart stays open
    page.screenshot(path=str(screenshot_dir / "replay-monopoly.png"))
    assert not page.console_errors


def test_replay_plays_on_by_itself_and_pauses(page, server):
    finished_bot_game(page, server, seed=32, rounds="3")
    page.get_by_test_id("watch-again").click()
    page.get_by_test_id("replay").wait_for()
    page.select_option("#replay-pace", "fast")
    page.get_by_test_id("replay-play").click()
    page.wait_for_function("() => Number(document.querySelector('[data-testid=replay]').dataset.step) >= 3")
    page.get_by_test_id("replay-play").click()  # pause
    stopped = shown_step(page)
    assert page.get_by_test_id("replay-play").get_attribute("aria-pressed") == "false"
    page.get_by_test_id("replay-forward").click()
    wait_step(page, stopped + 1)  # and it stays there: no loop still running moves it on
    page.get_by_test_id("replay-back").click()
    wait_step(page, stopped)


def test_jump_to_a_story_moment(page, server):
    save, _state = finished_bot_game(page, server, seed=33)
    timeline = Timeline(save)
    assert timeline.moments, "the game has moments to jump to"
    page.get_by_test_id("watch-again").click()
    for name, step in timeline.moments.items():
        button = page.get_by_test_id(f"moment-{name}")
        assert int(button.get_attribute("data-step")) == step
        button.click()
        wait_step(page, step)
        assert_board_is_the_engines(page, timeline, step)
        assert page.get_by_test_id(f"moment-{name}").get_attribute("aria-current") == "step"


def test_branch_plays_on_from_step_k(page, server, screenshot_dir):
    save, _state = finished_bot_game(page, server, seed=34)
    timeline = Timeline(save)
    page.get_by_test_id("watch-again").click()
    page.get_by_test_id("replay").wait_for()
    k = timeline.turns[4]
    for _ in range(4):
        page.get_by_test_id("replay-turn-forward").click()
    wait_step(page, k)
    page.get_by_test_id("replay-branch").click()
    box = page.get_by_test_id("branch-box")
    assert "step " + str(k) in box.inner_text()
    page.get_by_test_id("branch-seat-0").set_checked(False)  # Ann plays herself from here
    page.get_by_test_id("branch-start").click()
    page.get_by_test_id("game").wait_for()
    page.wait_for_function("() => !document.querySelector('[data-testid=replay]')")
    page.select_option("#speed", "instant")
    page.get_by_test_id("action-roll").wait_for(timeout=60_000)  # Ann's turn comes: she plays it
    page.screenshot(path=str(screenshot_dir / "replay-branch.png"))
    page.get_by_test_id("action-roll").click()
    page.wait_for_function("() => !document.querySelector('[data-testid=action-roll]') "
                           "|| document.querySelector('[data-testid=action-end_turn]')")
    # The new saved game: the first k actions of the old one, where it came from, and it loads.
    stored = Slots(PageStorage(page))
    branched = [saves.load_dict(stored.read(p["id"])) for p in stored.summaries()]
    [(new, state)] = [(s, st) for s, st in branched if s.get("branched_from")]
    assert new["branched_from"] == {"checksum": save["checksum"], "step": k}
    assert new["actions"][:k] == save["actions"][:k] and len(new["actions"]) > k
    assert [p["bot"] for p in new["players"]] == [False, True, True]
    assert state.history == new["actions"]


def test_watch_a_saved_game_from_the_list(page, server):
    """A game left half-way (a person and a bot): Watch in the saved-games list replays it."""
    open_app(page, server, "?seed=35")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("board").wait_for()
    page.select_option("#speed", "instant")
    page.get_by_test_id("action-roll").click()
    page.wait_for_function("() => document.querySelector('[data-testid=action-end_turn]')"
                           " || document.querySelector('[data-testid=action-buy]')")
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-yes").click()
    page.get_by_test_id("saved-list").wait_for()
    [pointer] = Slots(PageStorage(page)).summaries()
    save, _state = saves.load_dict(Slots(PageStorage(page)).read(pointer["id"]))
    page.locator(f"[data-slot='{pointer['id']}'] [data-testid='watch']").click()
    page.get_by_test_id("replay").wait_for()
    assert int(page.get_by_test_id("replay").get_attribute("data-steps")) == len(save["actions"])
    page.keyboard.press("End")
    wait_step(page, len(save["actions"]))
    assert_board_is_the_engines(page, Timeline(save), len(save["actions"]))
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-yes").click()
    # watching saved nothing: the slot holds the same game
    [after] = Slots(PageStorage(page)).summaries()
    assert after["id"] == pointer["id"] and saves.load_dict(Slots(PageStorage(page)).read(after["id"]))[0] == save


def secret_game_file(tmp_path):
    """A Babylon game half-way, Ann a person and two bots, as a save file."""
    state = new_game("babylon", [{"name": "Ann", "bot": True}, {"name": "Bot 1", "bot": True},
                                 {"name": "Bot 2", "bot": True}], 41)
    while state.round < 2 or state.sealed is None:
        play_automatic(state)
    state.players[0]["bot"] = False
    players = [{"name": p["name"], "bot": p["bot"]} for p in state.players]
    path = tmp_path / "babylon-half-way.json"
    path.write_text(saves.file_text(saves.build_save(state, players)), encoding="utf-8")
    return path, state


def test_a_secret_games_replay_shows_no_secret_before_the_end(page, server, tmp_path, screenshot_dir):
    path, state = secret_game_file(tmp_path)
    assert not state.over
    open_app(page, server)
    page.get_by_test_id("watch-file").set_input_files(str(path))
    page.get_by_test_id("replay").wait_for()
    page.keyboard.press("End")
    wait_step(page, len(state.history))
    assert page.get_by_test_id("my-secrets").count() == 0  # what everyone may see: no gem, no score
    assert page.get_by_test_id("replay-moments").count() == 0 and page.get_by_test_id("replay-chart").count() == 0
    options = page.locator("#replay-watch-as option").all_inner_texts()
    assert options[1:] == ["Ann"]  # a person's own view, never a bot's hand
    page.select_option("#replay-watch-as", "0")
    page.get_by_test_id("replay-ask").wait_for()
    assert page.get_by_test_id("my-secrets").count() == 0  # not before Ann says it is her
    page.get_by_test_id("replay-reveal").click()
    page.get_by_test_id("my-secrets").wait_for()
    page.screenshot(path=str(screenshot_dir / "replay-babylon-ann.png"))
    assert not Slots(PageStorage(page)).summaries()  # a watched file is not added to the saved games


def test_replay_keyboard_only(page, server):
    save, _state = finished_bot_game(page, server, seed=36, rounds="3")
    timeline = Timeline(save)
    page.get_by_test_id("watch-again").focus()
    page.keyboard.press("Enter")
    page.get_by_test_id("replay").wait_for()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    wait_step(page, 2)
    page.keyboard.press("ArrowLeft")
    wait_step(page, 1)
    page.keyboard.press("PageDown")
    wait_step(page, timeline.turns[1])
    page.keyboard.press("End")
    wait_step(page, timeline.length)
    page.keyboard.press("Home")
    wait_step(page, 0)
    page.keyboard.press("Tab")  # from Play on to the next buttons: a button's own keys still work
    page.keyboard.press("Shift+Tab")
    assert page.get_by_test_id("replay-play").evaluate("el => el === document.activeElement")
    page.keyboard.press("Enter")  # play
    page.wait_for_function("() => Number(document.querySelector('[data-testid=replay]').dataset.step) >= 1")
    page.keyboard.press("k")  # pause
    assert page.get_by_test_id("replay-play").get_attribute("aria-pressed") == "false"
    # the slider: one stop per turn
    page.get_by_test_id("replay-turn").focus()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    wait_step(page, timeline.turns[1])


def test_replay_has_no_serious_accessibility_violation(page, server):
    finished_bot_game(page, server, variant="easymoney", seed=37, rounds="3")
    page.get_by_test_id("watch-again").click()
    page.get_by_test_id("replay").wait_for()
    page.keyboard.press("PageDown")
    page.get_by_test_id("replay-branch").click()
    assert serious_violations(page) == []


def test_replay_fits_a_phone(page, server, screenshot_dir):
    page.set_viewport_size({"width": 390, "height": 844})
    finished_bot_game(page, server, seed=38, rounds="3")
    page.get_by_test_id("watch-again").click()
    page.get_by_test_id("replay").wait_for()
    page.keyboard.press("PageDown")
    assert page.evaluate("() => document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    dock = page.locator(".replay-dock").bounding_box()
    assert dock["y"] + dock["height"] <= 844 + 1 and dock["y"] > 600  # at the foot of the screen
    board = page.get_by_test_id("board").bounding_box()
    assert board["y"] < 100  # the board above it, in sight
    page.screenshot(path=str(screenshot_dir / "replay-phone.png"))


def test_replay_works_from_a_usb_stick(page, site_dir, tmp_path):
    """file:// (the standalone page): a save file watched and stepped, and Play from here."""
    path, state = secret_game_file(tmp_path)
    page.goto((site_dir / "index.html").as_uri())
    page.wait_for_url(re.compile(r"/standalone/index\.html$"))
    wait_app_ready(page)
    page.get_by_test_id("watch-file").set_input_files(str(path))
    page.get_by_test_id("replay").wait_for()
    page.keyboard.press("End")
    wait_step(page, len(state.history))
    page.keyboard.press("ArrowLeft")
    wait_step(page, len(state.history) - 1)
    page.get_by_test_id("replay-branch").click()
    page.get_by_test_id("branch-start").click()
    page.get_by_test_id("game").wait_for()
    page.wait_for_function("() => !document.querySelector('[data-testid=replay]')")
    assert page.console_errors == []


def test_a_file_that_is_not_a_game_is_refused_plainly(page, server, tmp_path):
    path = tmp_path / "not-a-game.json"
    path.write_text('{"format": "tycoon-table-save", "version": 4, "actions": "nope"', encoding="utf-8")
    open_app(page, server)
    page.get_by_test_id("watch-file").set_input_files(str(path))
    problem = page.get_by_test_id("load-problem")
    problem.wait_for()
    assert problem.get_attribute("data-code") and page.get_by_test_id("replay").count() == 0
    assert "Traceback" not in problem.inner_text() and page.console_errors == []
