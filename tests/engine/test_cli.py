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


def test_landing_frequency_counts_where_moves_end():
    from tycoon.landings import landings
    log = [["turn_started", {}], ["moved", {"square": 30}], ["sent_to_jail", {}],
           ["turn_started", {}], ["moved", {"square": 7}], ["moved", {"square": 39}],
           ["turn_started", {}], ["rolled", {}], ["three_doubles", {}], ["sent_to_jail", {}],
           ["turn_started", {}], ["moved", {"square": 4}]]
    assert landings(log) == [10, 7, 39, 10, 4]


def test_simulate_prints_landing_frequency(capsys):
    main(["simulate", "monopoly", "--games", "2", "--players", "2", "--option", "turn_limit=10"])
    out = capsys.readouterr().out
    assert "landing frequency" in out and "Jail / Just Visiting" in out
