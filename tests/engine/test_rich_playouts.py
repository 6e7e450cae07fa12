"""ริช รวยพลิกล็อค (Rich): seeded random and bot games across 2–6 players with the invariants of
playout.py (money conserved through the bank's ledger, cash never negative, the state a plain
round-tripping tree, somebody always able to act, every game ends) and Rich's own after every
action: personal numbers unique, notes never negative, at most one insurance of each kind, the 24
Rich Cards (8 of each kind) all in hands, deck or used pile, and no view — any seat's or a
spectator's — showing a face-down Flip-Lock card. The ≥ 1,000-game bot figure is the CLI's:
python3 -m tycoon simulate rich --games 1000 --players N (docs/rules/rich.md)."""

from collections import Counter

import pytest
from playout import bot_playout, random_playout, scaled
from tycoon.core import view
from tycoon.sim import ALL_FINISHED, CAPPED, simulate
from tycoon.variants.rich.board import INSURANCES
from tycoon.variants.rich.cards import DECK

RANDOM_GAMES = scaled(100)  # 100 in the soak (playout.py)
BOT_GAMES = scaled(100)


def rich_invariants(state):
    numbers = [n for p in state.players for n in p["numbers"]]
    assert len(numbers) == len(set(numbers)) and all(2 <= n <= 12 for n in numbers), numbers
    for player in state.players:
        assert player["cash"] >= 0 and player["notes"] >= 0, player
        assert len(player["insurance"]) == len(set(player["insurance"])) and set(player["insurance"]) <= set(INSURANCES)
        assert len(player["numbers"]) <= (player["finished"] or 0), player
    held = [c for p in state.players for c in p["cards"]]
    assert Counter(held + state.board["deck"] + state.board["used"]) == Counter(DECK), "Rich Cards lost or copied"
    flip = state.board["flip"]
    if flip is not None:
        shown = flip["row"][: flip["shown"]]
        for seat in [*range(len(state.players)), None]:
            seen = view(state, seat, recent=0)["flip"]
            assert seen["shown"] == shown and "row" not in seen, (seat, seen)
            assert seen["down"] == len(flip["row"]) - flip["shown"]


def players_of(game):
    return 2 + game % 5


@pytest.mark.parametrize("part", range(2))
def test_rich_random_playouts_keep_invariants_and_end(part):
    for game in range(part, RANDOM_GAMES, 2):
        options = {"turn_limit": 30} if game % 4 == 0 else {}
        state = random_playout("rich", players_of(game), seed=game, options=options, extra=rich_invariants)
        assert state.over and state.winners


def test_rich_bot_playouts_keep_invariants_and_end():
    for game in range(BOT_GAMES):
        state = bot_playout("rich", players_of(game), seed=500 + game, options={}, extra=rich_invariants)
        assert state.over and state.winners
        assert all(p["finished"] for p in state.players)


def test_rich_simulated_bot_tables_finish_in_10_to_15_turns_a_player():
    """What `python3 -m tycoon simulate rich` counts, on a small scale: 60 bot games (20 each of 2,
    4 and 6 players) all end with everyone at the finish, none at the safety cap, and a player
    takes 10–15 turns on average (the board's design, rules "Board")."""
    for players in (2, 4, 6):
        summary = simulate("rich", 20, players, seed=7)
        assert summary.endings == {ALL_FINISHED: 20}, summary.endings
        assert CAPPED not in summary.endings
        mean = sum(summary.player_turns) / len(summary.player_turns)
        assert 10 <= mean <= 15, (players, mean)
