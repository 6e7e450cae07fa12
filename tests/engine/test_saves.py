"""Saves (core/saves.py): save → load → continue gives the game that was never interrupted, for
every registered variant (the test toys too); the corpus of broken and hostile saves in
tests/data/saves/ is refused, each with its own reason; undo brings back the same dice."""

import gzip
import json
import random
from pathlib import Path

import pytest
from playout import random_move, scaled
from tycoon.core import (
    CHANCE,
    Action,
    all_variants,
    apply_action,
    legal_actions,
    new_game,
    play_automatic,
    sample_chance,
    saves,
    undo,
)
from tycoon.core.save_check import SaveError

PLAYOUTS = scaled(100)  # random games per variant, 100 in the soak (playout.py)
CORPUS = Path(__file__).resolve().parents[1] / "data" / "saves"
MAX_ACTIONS = 3000


def players_for(variant, game: int) -> list:
    count = variant.min_players + game % (min(variant.max_players, 4) - variant.min_players + 1)
    return [{"name": f"P{i}", "bot": i % 2 == 1} for i in range(count)]


def short_options(variant) -> dict:
    return {"turn_limit": 3} if "turn_limit" in variant.options else {}


def play_on(state, chooser, stop=None) -> None:
    """Random moves until the game is over (or `stop` actions were played)."""
    for _ in range(stop if stop is not None else MAX_ACTIONS):
        if state.over:
            return
        apply_action(state, random_move(chooser, state))
    assert stop is not None or state.over, "the playout did not end"


def through_a_file(state, players):
    """Save to the text of a file and load it back (every check, replay included)."""
    text = saves.dumps(saves.build_save(state, players))
    _save, loaded = saves.load(text.encode("utf-8"))
    assert loaded == state
    return loaded


@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: v.id)
def test_save_load_continue_gives_the_uninterrupted_game(variant):
    for game in range(PLAYOUTS):
        players, options = players_for(variant, game), short_options(variant)
        whole = new_game(variant.id, players, game, options)
        play_on(whole, random.Random(game))
        length = len(whole.history)
        state = new_game(variant.id, players, game, options)
        chooser = random.Random(game)
        points = sorted(random.Random(-game).sample(range(length + 1), min(2, length + 1)))
        done = 0
        for point in points:  # interrupt at two random points, each time through a file
            play_on(state, chooser, point - done)
            done = point
            state = through_a_file(state, players)
        play_on(state, chooser)
        assert state == whole, f"{variant.id} game {game}: interrupted at {points} of {length}"


@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: v.id)
def test_bots_continue_a_loaded_game_as_before(variant):
    """Bots read the loaded state exactly as the original one: the same moves follow."""
    for game in range(3):
        players = [{"name": f"B{i}", "bot": True} for i in range(max(3, variant.min_players))]
        options = short_options(variant)
        whole = new_game(variant.id, players, 50 + game, options)
        while play_automatic(whole) is not None:
            pass
        state = new_game(variant.id, players, 50 + game, options)
        for _ in range(len(whole.history) // 2):
            play_automatic(state)
        state = through_a_file(state, players)
        while play_automatic(state) is not None:
            pass
        assert state == whole


def test_running_checksum_equals_the_whole_one():
    players = [{"name": "Ann", "bot": False}, {"name": "Ba", "bot": True}]
    state = new_game("monopoly", players, 9, {"turn_limit": 4})
    writer = saves.SaveWriter(state, players, {"undo": True})
    chooser = random.Random(9)
    while not state.over:
        apply_action(state, random_move(chooser, state))
        writer.catch_up(state)
        if len(state.history) % 17 == 0:
            save = writer.save(state)
            assert save["checksum"] == saves.checksum(save)
            assert save == saves.build_save(state, players, {"undo": True})
    saves.load_dict(writer.save(state))


def corpus_file(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.name.endswith(".gz") else data


EXPECTED = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))


def test_the_corpus_is_big_enough():
    assert len(EXPECTED) >= 40
    assert sorted(EXPECTED) == sorted(p.name for p in (CORPUS / "reject").iterdir())


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_broken_save_is_refused_with_its_reason(name):
    with pytest.raises(SaveError) as refused:
        saves.load(corpus_file(CORPUS / "reject" / name))
    assert refused.value.code == EXPECTED[name], f"{name}: {refused.value}"


@pytest.mark.parametrize("name", sorted(p.name for p in (CORPUS / "accept").iterdir()))
def test_odd_but_valid_saves_load(name):
    save, state = saves.load(corpus_file(CORPUS / "accept" / name))
    assert [p["name"] for p in save["players"]] == [p["name"] for p in state.players]


def test_an_illegal_move_is_named_by_its_number():
    with pytest.raises(SaveError) as refused:
        saves.load(corpus_file(CORPUS / "reject" / "illegal_at_step_k.json"))
    assert refused.value.params["action"] == "1 buy" and 10 < refused.value.params["step"] < 40


def test_a_changed_snapshot_names_the_difference():
    with pytest.raises(SaveError) as refused:
        saves.load(corpus_file(CORPUS / "reject" / "negative_cash.json"))
    assert refused.value.params["where"] == "players[0].cash" and refused.value.params["saved"] == "-500"


def test_a_version_1_save_is_migrated():
    """Version 1 (before shuffles and deals were chance actions) goes through MIGRATIONS[1]: the
    deals are put in where the game waited on them, the rest and the snapshot stay as saved."""
    raw = json.loads(corpus_file(CORPUS / "accept" / "compact.json"))
    assert raw["version"] == 1 and not any(" deal " in a for a in raw["actions"])
    save, state = saves.load_dict(json.loads(json.dumps(raw)))
    assert save["version"] == saves.VERSION == 4 and save["checksum"] == saves.checksum(save)
    assert save["snapshot"] == raw["snapshot"] and save["actions"] == state.history
    assert [a for a in save["actions"] if not a.startswith("-1 deal ")] == raw["actions"]
    assert save["actions"][:2] == [a for a in save["actions"] if a.startswith("-1 deal ")]  # both decks
    assert saves.load_dict(json.loads(json.dumps(save)))[1] == state  # as a version-2 save


def test_a_version_1_save_is_refused_for_what_it_is():
    """The migration replays the actions: a broken version-1 save is refused in the same words."""
    raw = json.loads(corpus_file(CORPUS / "accept" / "compact.json"))
    step = next(i for i, a in enumerate(raw["actions"]) if a.startswith("0 ") and i > 10)
    raw["actions"][step] = "1 buy"
    with pytest.raises(SaveError) as refused:
        saves.load_dict(json.loads(json.dumps(raw)))
    assert refused.value.code == "checksum_mismatch"
    with pytest.raises(SaveError) as refused:
        saves.load_dict(dict(raw, checksum=saves.checksum(raw)))
    assert refused.value.code == "illegal_action"
    assert refused.value.params == {"step": step + 1, "total": len(raw["actions"]), "action": "1 buy"}


def test_a_version_without_a_migration_is_refused(monkeypatch):
    monkeypatch.delitem(saves.MIGRATIONS, 1)
    with pytest.raises(SaveError) as refused:
        saves.load(corpus_file(CORPUS / "accept" / "compact.json"))
    assert refused.value.code == "unknown_version"


@pytest.mark.parametrize("name", sorted(p.name for p in (CORPUS / "v1").glob("*.json")))
def test_version_1_saves_get_their_deals_back(name):
    """Version-1 saves written by the version-1 engine (v1/, make_v1.py), each stopped just after
    a deal (a Flip-Lock row, a lottery's tickets, a Mystery deck, Babylon's gems …): the loaded
    game has the deal actions where the game waited on them, and reaches the saved snapshot."""
    raw = json.loads(corpus_file(CORPUS / "v1" / name))
    save, state = saves.load(corpus_file(CORPUS / "v1" / name))
    assert raw["version"] == 1 and save["version"] == saves.VERSION
    assert save["snapshot"] == _two_visits(raw)["snapshot"]
    dealt = [a for a in save["actions"] if a.startswith("-1 deal ")]
    assert [a for a in save["actions"] if a not in dealt] == raw["actions"] and len(dealt) >= 2
    assert state.chance is None or state.chance["kind"] != "deal"
    again, replayed = saves.load(saves.dumps(save))
    assert again == save and replayed == state


def _two_visits(save: dict) -> dict:
    """A Babylon save from before one-visit rounds, as MIGRATIONS[2] and [3] leave it (one_visit
    false, look_step true)."""
    if save["variant"] != "babylon":
        return save
    old = {"one_visit": False, "look_step": True}
    return dict(save, options=dict(save["options"], **old),
                snapshot=dict(save["snapshot"], options=dict(save["snapshot"]["options"], **old)))


def test_a_version_2_babylon_game_goes_on_with_its_two_step_rounds():
    """MIGRATIONS[2] (issue 38 §2): a Babylon game saved before one-visit rounds, here in the middle
    of a privilege step, loads with one_visit false and replays as it was played."""
    people = [{"name": n, "bot": True} for n in ("Ann", "Ben", "Cleo", "Dan")]
    state = new_game("babylon", people, 5, {"one_visit": False, "look_step": True})
    while not (state.phase == "privilege" and state.sealed and state.sealed["answers"].count(None) < 4):
        play_automatic(state)
    old = saves.build_save(state, people)
    old.update(version=2, options={k: v for k, v in old["options"].items() if k not in ("one_visit", "look_step")})
    old["snapshot"] = dict(old["snapshot"], options=dict(old["options"]))
    old["checksum"] = saves.checksum(old)
    save, loaded = saves.load_dict(json.loads(json.dumps(old)))
    assert save["version"] == saves.VERSION == 4 and save["options"]["one_visit"] is False
    assert loaded.phase == "privilege" and loaded.options["one_visit"] is False
    while not loaded.over:  # and it plays on to the end, privilege steps and all
        play_automatic(loaded)
    assert sum(1 for e in loaded.log if e[0] == "sealed_opened" and e[1]["phase"] == "privilege") >= 3


def test_a_version_3_babylon_game_keeps_its_look_step():
    """MIGRATIONS[3] (issue 38): a Babylon game saved in version 3 had a look step of its own
    before round 1; saved in it, it loads with look_step true and plays on from there."""
    people = [{"name": n, "bot": True} for n in ("Ann", "Ben", "Cleo", "Dan")]
    state = new_game("babylon", people, 6, {"look_step": True})
    while not (state.phase == "look" and state.sealed and state.sealed["answers"].count(None) < 4):
        play_automatic(state)
    old = saves.build_save(state, people)
    old.update(version=3, options={k: v for k, v in old["options"].items() if k != "look_step"})
    old["snapshot"] = dict(old["snapshot"], options=dict(old["options"]))
    old["checksum"] = saves.checksum(old)
    save, loaded = saves.load_dict(json.loads(json.dumps(old)))
    assert save["version"] == 4 and save["options"] == {"rubies": "seed", "one_visit": True, "look_step": True}
    assert loaded.phase == "look"
    while not loaded.over:
        play_automatic(loaded)
    fresh = new_game("babylon", people, 6)
    assert fresh.options["look_step"] is False


def test_every_refusal_has_an_explanation_in_both_languages():
    from ui.messages import en, vi

    codes = set(EXPECTED.values()) | {"state_missing", "state_damaged", "moves_missing", "moves_damaged", "storage",
                                      "name_repaired"}
    for code in codes:
        assert f"ui.load.{code}" in en.MESSAGES and f"ui.load.{code}" in vi.MESSAGES, code


# ---- undo -----------------------------------------------------------------------------------

def human_game():
    players = [{"name": "Ann", "bot": False}, {"name": "Bot", "bot": True}]
    state = new_game("monopoly", players, 5, {})
    while play_automatic(state) is not None:
        pass
    return state, players


def test_undo_takes_back_the_last_human_move_and_the_same_roll_comes_back():
    state, players = human_game()
    apply_action(state, Action(0, "roll"))
    rolled = sample_chance(state)
    apply_action(state, rolled)
    while play_automatic(state) is not None:
        pass
    choice = legal_actions(state, 0)[-1]
    apply_action(state, choice)
    save = saves.build_save(state, players, {"undo": True})
    undone, back = undo.undo(save)
    assert back.history == state.history[: state.history.index(str(choice))]
    assert undone["actions"] == back.history and saves.checksum(undone) == undone["checksum"]
    assert str(rolled) in back.history  # the dice seen before the move stay as they were
    _again, before_roll = undo.undo(undone)
    assert before_roll.history[-1] != "0 roll" and "0 roll" not in before_roll.history[-1:]
    apply_action(before_roll, Action(0, "roll"))
    assert before_roll.current_player() == CHANCE and sample_chance(before_roll) == rolled
    assert undo.undo(saves.build_save(new_game("monopoly", players, 5, {}), players)) is None


def test_undo_never_takes_back_a_bot_move():
    players = [{"name": "B0", "bot": True}, {"name": "B1", "bot": True}]
    assert undo.undo_point(["-1 dice 1 2", "0 roll", "1 roll"], players) is None
    assert undo.undo_point(["0 roll", "-1 dice 1 2", "1 roll"], [{"bot": False}, {"bot": True}]) == 0
