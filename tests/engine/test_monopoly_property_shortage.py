"""The bank's limited houses (rules/monopoly.md "Houses and hotels": "Shortage", and the option
`build_without_monopoly`), shared by 如何做個大富翁. Ruling (core/property/build.py): when a player
asks for a house while FEWER are left than the players who could build one now, that house is
auctioned among them from its printed price; with no bid it stays with the bank. Squares: 1
Mediterranean + 3 Baltic (brown), 6 Oriental + 8 Vermont + 9 Connecticut (light blue, $50 houses)."""

from helpers import act, events, roll, two_player_game
from tycoon.core import legal_actions


def builds(state, seat=0):
    return sorted(a.args[0] for a in legal_actions(state, seat) if a.kind == "build")


def light_blues_against_browns(bank_houses):
    """Ann (seat 0) owns the light blues and has ended her move; Bo (seat 1) owns the browns, so
    both could put up a house; the bank has `bank_houses` houses left."""
    state = two_player_game()
    roll(state, 0, 1, 2)  # Baltic, unowned: declined, nobody bids
    act(state, 0, "decline")
    act(state, 0, "pass")
    act(state, 1, "pass")
    for index in (6, 8, 9):
        state.board["owner"][index] = 0
    for index in (1, 3):
        state.board["owner"][index] = 1
    state.board["bank_houses"] = bank_houses
    assert state.phase == "end" and state.actor == 0
    return state


def test_no_auction_when_the_bank_has_as_many_houses_as_players_who_want_one():
    """Two houses left and two players who could build: nobody is short, Ann simply builds."""
    state = light_blues_against_browns(bank_houses=2)
    act(state, 0, "build", 6)
    assert state.phase == "end" and not events(state, "auction_opened_house")
    assert state.board["houses"][6] == 1 and state.board["bank_houses"] == 1
    assert state.players[0]["cash"] == 1500 - 50


def test_a_house_nobody_bids_for_stays_with_the_bank():
    """The last house is auctioned between Ann and Bo; both pass: no house is built, nobody pays,
    and Ann's turn goes on where she asked for it."""
    state = light_blues_against_browns(bank_houses=1)
    act(state, 0, "build", 6)
    assert state.phase == "auction" and state.pending["lot"]["kind"] == "house"
    act(state, 0, "pass")
    act(state, 1, "pass")
    assert events(state, "auction_no_bids_house") == [{}]
    assert state.board["houses"][6] == 0 and state.board["bank_houses"] == 1
    assert [p["cash"] for p in state.players] == [1500, 1500]
    assert state.phase == "end" and state.actor == 0


def test_no_lone_house_when_the_bank_has_none():
    """Option build_without_monopoly: landing again on her own Baltic lets Ann build there alone,
    but not while the bank has no house left ("nobody can build until some are sold back")."""
    state = two_player_game({"build_without_monopoly": True})
    state.board["owner"][3] = 0
    state.board["bank_houses"] = 0
    roll(state, 0, 1, 2)  # lands on her own Baltic Avenue
    assert state.phase == "end" and builds(state) == []
