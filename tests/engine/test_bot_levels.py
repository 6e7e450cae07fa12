"""Bot levels (issue 43, docs/bots.md "Levels"): a player entry's "level" is kept on a bot's seat
only, saved and loaded; an Easy bot plays only legal moves, never an absurd one, is the same for
the same seed, and its games end; and it is weaker than the normal bot."""

import pytest
from tycoon.core import all_variants, new_game, play_automatic, saves
from tycoon.core.game import bot_action, bot_view
from tycoon.core.levels import clean_levels, level_of
from tycoon.core.save_check import SaveError
from tycoon.core.state import State

VARIANTS = [v.id for v in all_variants() if v.id in ("monopoly", "taiwan", "rich", "easymoney", "babylon")]
CAP = 20_000  # actions: a game of bots that has not ended by then does not end


def seats(count: int, easy: set) -> list:
    return [{"name": f"Bot {i + 1}", "bot": True, **({"level": "easy"} if i in easy else {})} for i in range(count)]


def played(variant: str, players: list, seed: int) -> tuple[State, list]:
    state = new_game(variant, players, seed, {})
    actions = []
    while not state.over and len(actions) < CAP:
        actions.append(str(play_automatic(state)))
    return state, actions


def test_a_level_is_kept_on_a_bots_seat_only_and_normal_is_no_level():
    entries = [{"name": "Ann", "bot": False, "level": "hard"}, {"name": "B", "bot": True, "level": "easy"},
               {"name": "C", "bot": True, "level": "normal"}, {"name": "D", "bot": True, "level": "genius"},
               {"name": "E", "bot": True}]
    assert [e.get("level") for e in clean_levels(entries)] == [None, "easy", None, None, None]
    state = new_game("monopoly", entries[:4], 3)
    assert [level_of(p) for p in state.players] == ["normal", "easy", "normal", "normal"]
    assert "level" not in state.players[0] and state.players[1]["level"] == "easy"


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_saved_easy_seat_loads_easy(variant):
    players = seats(3, {1})
    state = new_game(variant, players, 5, {})
    for _ in range(60):
        if state.over:
            break
        play_automatic(state)
    save = saves.build_save(state, players)
    assert save["players"][1] == {"name": "Bot 2", "bot": True, "level": "easy"} and "level" not in save["players"][0]
    _save, loaded = saves.load(saves.dumps(save).encode("utf-8"))
    assert loaded == state and loaded.players[1]["level"] == "easy"


def test_a_save_with_a_bad_level_is_refused_and_an_unknown_word_plays_normal():
    players = seats(2, set())
    state = new_game("monopoly", players, 5, {})
    save = saves.build_save(state, players)
    odd = dict(save, players=[dict(save["players"][0], level=7), save["players"][1]])
    odd["checksum"] = saves.checksum(odd)
    with pytest.raises(SaveError):
        saves.load(saves.dumps(odd).encode("utf-8"))
    later = dict(save, players=[dict(save["players"][0], level="grandmaster"), save["players"][1]])
    later["checksum"] = saves.checksum(later)
    _save, loaded = saves.load(saves.dumps(later).encode("utf-8"))
    assert level_of(loaded.players[0]) == "normal"


@pytest.mark.parametrize("variant", VARIANTS)
def test_easy_bot_is_deterministic_and_its_games_end(variant):
    for seed in (1, 2):
        first, actions = played(variant, seats(4, {0, 2}), seed)
        again, actions_again = played(variant, seats(4, {0, 2}), seed)
        assert actions == actions_again and first == again
        assert first.over, f"{variant} seed {seed}: not over after {CAP} actions"


@pytest.mark.parametrize("variant", VARIANTS)
def test_easy_bot_plays_otherwise_than_normal(variant):
    _, easy = played(variant, seats(4, {0}), 4)
    _, normal = played(variant, seats(4, set()), 4)
    assert easy != normal


@pytest.mark.parametrize("variant", ["monopoly", "taiwan"])
def test_easy_bot_never_plays_absurd_moves(variant):
    """It buys only with cash to spare and never gives a deed away for nothing."""
    for seed in range(3):
        state = new_game(variant, seats(4, {0, 1, 2, 3}), seed, {})
        while not state.over and state.round < 300:
            seat = state.actor
            if seat is not None and seat >= 0 and state.chance is None and state.players[seat].get("bot"):
                action = bot_action(state, seat)
                if action.kind == "buy":
                    assert state.players[seat]["cash"] - state.pending["price"] >= 0
                if action.kind == "trade_accept":
                    trade = state.pending
                    gets = trade["take"] if seat == trade["drafter"] else trade["give"]
                    cash_in = -trade["cash"] if seat == trade["drafter"] else trade["cash"]
                    assert gets or cash_in > 0
            play_automatic(state)


@pytest.mark.parametrize("variant,seed", [("taiwan", 2), ("taiwan", 10), ("monopoly", 2)])
def test_a_table_of_easy_bots_ends_by_the_rules(variant, seed):
    """Four Easy bots end their game: they ask for the deed that completes a group, bid for a house
    in short supply they asked for (Taiwan seed 2 built and passed in its own auction for ever),
    and lift mortgages once rich (Taiwan seed 10 stalled with every deed mortgaged)."""
    state, _actions = played(variant, seats(4, {0, 1, 2, 3}), seed)
    assert state.over, f"not over after {CAP} actions, round {state.round}"


def test_easy_bot_asks_for_the_deed_that_completes_its_group():
    from tycoon.core.property.bot.easy import naive_wish
    from tycoon.variants.monopoly.bot import DATA

    state = new_game("monopoly", seats(2, {0, 1}), 1, {})
    board = state.board
    for index in (1, 3, 6):  # the brown street pair split; seat 0 also holds Oriental Avenue ($100)
        board["owner"][index] = 0 if index in (1, 6) else 1
    view = bot_view(state, 0)
    assert naive_wish(DATA, view, 0, 1) == {"give": [6], "take": [3], "cash": 0}


def test_easy_babylon_asks_a_million_above_its_own_score():
    """Babylon's Easy bot is greedy and blind (variants/babylon/easy.py): every gem it offers is
    priced a million above its own score in millions (at most the top price), whatever the results
    said; the Normal bot never asks above what it believes a gem is worth."""
    from tycoon.core import legal_actions, view
    from tycoon.variants.babylon import easy

    seen = 0
    for seed in range(1, 6):
        state = new_game("babylon", seats(4, {0}), seed, {})
        while not state.over:
            legal = legal_actions(state, 0)
            if any(a.kind == "offer" for a in legal):
                me = view(state, 0)
                action = easy.bot(me, legal)
                wish = min((me["mine"]["score"] + 1) * 1_000_000, me["prices"][-1])
                prices = {action.args[i + 2] * 500_000 for i in range(0, len(action.args), 3) if action.args[i + 1]}
                assert prices <= {wish}, (seed, me["mine"]["score"], prices)
                seen += bool(prices)
            play_automatic(state)
    assert seen >= 5
