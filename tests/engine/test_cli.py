"""The headless CLI plays real bot games."""

from tycoon.__main__ import main
from tycoon.sim import play_bot_game


def test_simulate_prints_games_turns_and_wins(capsys):
    assert main(["simulate", "monopoly", "--games", "3", "--players", "3", "--seed", "5",
                 "--option", "turn_limit=20"]) == 0
    out = capsys.readouterr().out
    assert "games            3" in out and "wins by seat" in out and "seat 2:" in out


def test_bot_games_are_deterministic_for_a_seed():
    a = play_bot_game("monopoly", 4, 11, {"turn_limit": 30})
    b = play_bot_game("monopoly", 4, 11, {"turn_limit": 30})
    assert a == b and a.over


def test_bots_buy_property():
    state = play_bot_game("monopoly", 2, 3, {"turn_limit": 10})
    assert any(owner is not None for owner in state.board["owner"])
