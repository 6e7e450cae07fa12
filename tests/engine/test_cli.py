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


def test_landings_count_one_per_roll_where_the_token_rests():
    """A card's move counts once (where it ends), In Jail (40) is not Just Visiting (10), a
    failed jail roll is In Jail, and a utility card's dice roll is not a move."""
    from tycoon.landings import IN_JAIL, landings
    log = [["turn_started", {}], ["rolled", {}], ["moved", {"square": 30}], ["sent_to_jail", {}],
           ["turn_started", {}], ["rolled", {}], ["moved", {"square": 7}], ["card_drawn", {}],
           ["moved", {"square": 39}], ["turn_started", {}], ["rolled", {}], ["moved", {"square": 5}],
           ["roll_again", {}], ["rolled", {}], ["moved", {"square": 9}], ["roll_again", {}], ["rolled", {}],
           ["three_doubles", {}], ["sent_to_jail", {}], ["turn_started", {}], ["rolled", {}], ["jail_stay", {}],
           ["turn_started", {}], ["rolled", {}], ["moved", {"square": 10}], ["turn_started", {}], ["rolled", {}],
           ["moved", {"square": 7}], ["card_drawn", {}], ["moved", {"square": 12}], ["rolled", {}],
           ["rent_paid", {}], ["roll_again", {}], ["rolled", {}], ["moved", {"square": 4}]]
    assert landings(log) == [IN_JAIL, 39, 5, 9, IN_JAIL, IN_JAIL, 10, 12, 4]


def test_simulate_prints_landing_frequency(capsys):
    main(["simulate", "monopoly", "--games", "2", "--players", "2", "--option", "turn_limit=10"])
    out = capsys.readouterr().out
    assert "landing frequency" in out and "Jail / Just Visiting" in out
