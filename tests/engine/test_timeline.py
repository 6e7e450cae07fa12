"""A saved game watched again and played on from a moment (core/timeline.py, docs/saves.md
"Replay"): the timeline's step k is the game after its first k actions, whichever way one steps
to it; a branch begins as the game was at k, records where it came from, and its save loads."""

import random

import pytest
from tycoon.core import apply_action, new_game, play_automatic, saves
from tycoon.core import timeline as timeline_module
from tycoon.core.save_check import SaveError, checksum
from tycoon.core.timeline import EVERY, Timeline, branch

GAMES = {"monopoly": 4, "taiwan": 4, "rich": 3, "easymoney": 3, "babylon": 5}


def finished(variant: str, seed: int, limit: int = 1500) -> tuple[dict, list]:
    players = [{"name": f"Bot {i + 1}", "bot": True} for i in range(GAMES[variant])]
    state = new_game(variant, players, seed)
    while not state.over and len(state.history) < limit:
        play_automatic(state)
    save = saves.check(saves.build_save(state, players))
    return save, players


def at_step(save: dict, players: list, step: int):
    """The game after its first `step` actions, played from the seed (not through the timeline)."""
    state = new_game(save["variant"], players, save["seed"], save["options"])
    for text in save["actions"][:step]:
        apply_action(state, text)
    return state


@pytest.mark.parametrize("variant", list(GAMES))
def test_branch_equals_the_game_at_step_k(variant):
    save, players = finished(variant, 7)
    line = Timeline(save)
    chooser = random.Random(variant)
    for step in [0, 1, line.length] + chooser.sample(range(line.length), 6):
        wanted = at_step(save, players, step)
        assert line.at(step) == wanted
        found, state = branch(save, step)
        assert state == wanted
        assert found["branched_from"] == {"checksum": save["checksum"], "step": step}
        _checked, loaded = saves.load(saves.dumps(found).encode("utf-8"))
        assert loaded == wanted


def test_replay_steps_back_and_forth():
    save, players = finished("monopoly", 3)
    line = Timeline(save)
    steps = list(range(line.length, line.length - 90, -1)) + list(range(0, 90, 7))
    for step in steps:
        assert line.at(step) == at_step(save, players, step)


def test_a_jump_replays_fewer_actions_than_a_kept_copy_spans(monkeypatch):
    save, _players = finished("monopoly", 5)
    line = Timeline(save)
    played = []
    monkeypatch.setattr(timeline_module, "replay_one", lambda state, s, index: played.append(index) or
                        saves.replay_one(state, s, index))
    for step in (line.length - 1, line.length // 2, 3):
        played.clear()
        line.at(step)
        assert len(played) < EVERY


def test_turns_and_story_moments_are_steps_of_the_game():
    save, players = finished("monopoly", 9)
    line = Timeline(save)
    assert line.turns[0] == 0 and line.turns == sorted(set(line.turns))
    for start in line.turns[1:]:
        assert at_step(save, players, start).turn == at_step(save, players, start - 1).turn + 1
    babylon, _players = finished("babylon", 9)
    rounds = Timeline(babylon)  # no turns: one stop per round
    assert [rounds.at(step).round for step in rounds.turns] == list(range(rounds.at(0).round, rounds.final.round + 1))
    assert "payment" in line.moments  # the biggest payment between players
    step = line.moments["payment"]
    before, after = at_step(save, players, step - 1), at_step(save, players, step)
    assert before.story["moments"].get("payment") != after.story["moments"]["payment"]
    assert after.story["moments"]["payment"] == line.final.story["moments"]["payment"]


def test_a_branch_may_turn_a_bot_into_a_person_and_plays_on():
    save, _players = finished("monopoly", 11, limit=300)
    found, state = branch(save, 120, bots=[False, True, True, True])
    assert found["players"][0] == {"name": "Bot 1", "bot": False} and not state.players[0]["bot"]
    _checked, loaded = saves.load(saves.dumps(found).encode("utf-8"))
    assert loaded == state
    for _ in range(30):  # the others play on; the person's moves are asked of them
        if play_automatic(state) is None:
            break


def test_a_save_with_a_bad_branched_from_is_refused():
    save, _players = finished("monopoly", 2, limit=60)
    found, _state = branch(save, 20)
    for bad in ({"checksum": "x", "step": 1}, {"checksum": save["checksum"], "step": 999},
                {"checksum": save["checksum"]}, "yesterday"):
        bad_save = dict(found, branched_from=bad)
        bad_save["checksum"] = checksum(bad_save)  # refused for its shape, not its checksum
        with pytest.raises(SaveError) as refused:
            saves.check(bad_save)
        assert refused.value.code == "wrong_type", refused.value.code


def test_the_replays_story_is_the_end_screens_and_none_before_a_secret_games_end():
    save, _players = finished("monopoly", 9)
    line = Timeline(save)
    [told] = [params for key, params, *_ in line.final.log if key == "story"]
    story = line.story()
    assert story["series"] == told["series"] and story["labels"] == told["labels"]
    assert set(story["steps"]) == {key.split(".", 1)[1] for key, _params in told["moments"]}
    babylon, _players = finished("babylon", 9)
    half = dict(babylon, actions=babylon["actions"][: len(babylon["actions"]) // 2])
    assert Timeline(babylon).story() is not None and Timeline(half).story() is None
