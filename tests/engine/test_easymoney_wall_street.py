"""搶錢一族 Easy Money, F. Wall Street when nobody can stake (rules/easymoney.md "F", #10;
Clarifications 4 and 7): with no own funds anywhere the card is still turned over, shown and put
at the bottom. The other Wall Street rules are in test_easymoney_bets.py."""

from easymoney_helpers import at, cash, conserved, game, keys, move, on_top, set_cash
from helpers import events


def test_wall_street_with_nobody_able_to_stake_still_turns_the_card():
    """Nobody has own funds: the roller's no-money pay ($400,000 for a 4) goes on the lottery pile
    with the Mystery card Tax, so no stake is asked for, and the card turns at once."""
    state = game()
    set_cash(state, 0, 0)
    set_cash(state, 1, 50_000)  # below the smallest bundle: no own funds (Cl. 4)
    on_top(state, "mystery", "tax")
    on_top(state, "wall_street", "ws9")
    at(state, 2)
    move(state, 1, 3)  # over Mystery Jackpot (4), stops on Wall Street (6)
    assert cash(state) == [0, 50_000] and "em_rumour" in keys(state)
    assert events(state, "em_ws_card") == [{"card": "ws9", "back": "tip", "result": "rise", "odds": 2}]
    assert state.board["wall_street"][-1] == "ws9" and state.board["last_card"] == "ws9"
    assert state.phase == "roll" and state.turn_seat == 1
    assert conserved(state)
