"""Bankruptcy and the end (rules/taiwan.md "Bankruptcy and the end", as monopoly.md "Bankruptcy"):
the last player left is the 大富翁; a debtor's deeds go to the bank, auctioned at once to the
REMAINING players. 2 命運 Fate, 4 Income Tax (2,000); 37 西門町 (price 3,500, mortgage 1,750)."""

from helpers import act, events
from taiwan_helpers import game, own, spin


def test_the_game_ends_at_once_when_the_last_rival_goes_bankrupt_out_of_turn():
    """跟會得標: 阿華 owes 阿明 200 on 阿明's turn, has 100 and nothing to sell: bankrupt, and 阿明
    is the 大富翁 at once, his remaining spins not played."""
    state = game()
    deck = state.board["decks"]["fate"]
    deck.remove("tw_rotating_credit")
    deck.insert(0, "tw_rotating_credit")
    state.players[1]["cash"] = 100
    spin(state, 0, 2)  # 2 命運
    assert state.phase == "raise_cash" and state.actor == 1
    act(state, 1, "bankrupt")
    assert state.over and state.winners == [0] and state.phase == "over"


def test_a_last_bankruptcy_to_the_bank_auctions_nothing_the_game_is_over():
    """阿明 cannot pay the Income Tax: his 西門町 goes back to the bank, but nobody remains to bid
    against 阿華, so there is no auction: 阿華 is the 大富翁."""
    state = game()
    own(state, 0, 37)
    state.players[0]["cash"] = 100
    spin(state, 0, 4)  # Income Tax 2,000: 100 + 1,750 mortgage is not enough
    act(state, 0, "bankrupt")
    assert state.over and state.winners == [1]
    assert state.board["owner"][37] is None and not events(state, "auction_opened_deed")
