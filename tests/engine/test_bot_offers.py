"""Bots that don't pester (issue 36): a refused offer is not made again, nor a worse one, until
something material to it changes (a deed of its groups changes hands, or a side's cash moves a
lot); a person is asked at most once in a few rounds; a bot offers only in its own turn. Scripted
Monopoly tables: seat 0, a bot, holds two oranges and seat 1 the third, so seat 0 wants it."""

from itertools import pairwise

from helpers import act, dice, new_dealt
from tycoon.core import CHANCE, apply_action, legal_actions, new_game, next_automatic, view
from tycoon.core.phases import END, ROLL
from tycoon.core.property.bot import trade as bot_trade
from tycoon.core.refused import CASH_SHARE
from tycoon.core.variant import find_variant

ORDER = ((6, 5), (1, 2), (1, 3), (2, 3))  # order rolls: seat 0 starts


def table(*bots):
    """Seats (True: a bot, False: a person); seat 0 holds 16 and 18, seat 1 holds 19, and seat 0
    has rolled onto Reading Railroad, let it go unsold and is in its end phase."""
    state = new_dealt("monopoly", [{"name": f"S{i}", "bot": b} for i, b in enumerate(bots)], 7)
    for d1, d2 in ORDER[:len(bots)]:
        dice(state, d1, d2)
    for player in state.players:
        player["cash"] = 1500
    for index, seat in ((16, 0), (18, 0), (19, 1), (39, 2), (37, len(bots) - 1)):
        state.board["owner"][index] = seat
    act(state, 0, "roll")
    dice(state, 2, 3)  # Reading Railroad, unowned: declined and nobody bids
    act(state, 0, "decline")
    for seat in range(len(bots)):
        act(state, seat, "pass")
    assert state.phase == END and state.actor == 0
    return state


def offer_of(state):
    """Seat 0's next move if it opens a trade: its partner; else None."""
    choice = next_automatic(state)
    return choice.args[0] if choice is not None and choice.kind == "trade_open" else None


def refused_by_1(state):
    """Seat 0 drafts and sends its trade to seat 1, which rejects it; seat 0 is then as on a
    later turn of its own (it opens one trade a turn)."""
    assert offer_of(state) == 1
    while not (state.phase == "trade" and state.pending["stage"] == "offer"):
        apply_action(state, next_automatic(state))
    offer = dict(state.pending)
    act(state, 1, "trade_reject")
    state.players[0]["traded_on_turn"] = -1
    return offer


def swap(state, giver, receiver, index):
    """`giver` hands deed `index` to `receiver` for nothing, in an ordinary trade."""
    act(state, giver, "trade_open", receiver)
    act(state, giver, "trade_give", index)
    act(state, giver, "trade_send")
    act(state, receiver, "trade_accept")
    state.players[0]["traded_on_turn"] = -1


def test_a_refused_offer_is_not_made_again_while_nothing_changes():
    state = table(True, True, True)
    offer = refused_by_1(state)
    assert offer["take"] == [19]
    assert offer_of(state) != 1
    worse = {"give": offer["give"], "take": offer["take"], "cash": offer["cash"] - 50}
    assert bot_trade.refused(view(state, 0), 0, 1, worse)
    better = dict(worse, cash=offer["cash"] + 50)
    assert not bot_trade.refused(view(state, 0), 0, 1, better)


def test_a_refused_offer_may_come_back_when_a_deed_of_its_group_changes_hands():
    state = table(True, True, True)
    refused_by_1(state)
    swap(state, 0, 2, 18)  # an orange leaves seat 0 and comes back
    swap(state, 2, 0, 18)
    assert state.board["refused_offers"] == []
    assert offer_of(state) == 1


def test_a_trade_elsewhere_does_not_bring_a_refused_offer_back():
    state = table(True, True, True, True)
    refused_by_1(state)
    swap(state, 2, 3, 39)  # dark blue between seats 2 and 3
    assert state.board["refusals"] == []  # the old rule forgot every refusal here
    assert len(state.board["refused_offers"]) == 1
    assert offer_of(state) != 1


def test_a_refused_offer_may_come_back_when_cash_moves_a_lot():
    state = table(True, True, True)
    refused_by_1(state)
    slack = 1500 * CASH_SHARE // 100
    state.players[1]["cash"] += slack  # not more than the share: still refused
    assert offer_of(state) != 1
    state.players[1]["cash"] += 10
    assert offer_of(state) == 1


def test_a_bot_offers_a_human_at_most_once_every_few_turns():
    state = table(True, False, True)
    asked = state.round
    refused_by_1(state)
    state.board["refused_offers"] = []  # as if the refusal no longer held
    for state.round in range(asked, asked + bot_trade.PERSON_ROUNDS):
        assert offer_of(state) != 1
    state.round = asked + bot_trade.PERSON_ROUNDS
    assert offer_of(state) == 1


def test_in_whole_games_a_person_is_asked_at_most_once_every_few_rounds():
    for variant, seed in (("monopoly", 1), ("taiwan", 2), ("monopoly", 3)):
        rounds = [r for r, partner in whole_game(variant, seed) if partner == 1]
        assert rounds, "the person was never asked"
        assert all(b - a >= bot_trade.PERSON_ROUNDS for a, b in pairwise(rounds)), rounds


def test_a_bot_never_offers_during_another_players_decision():
    state = table(True, False, True)
    act(state, 0, "end_turn")  # seat 1, the person, is to roll: bots wait (they could open a trade now)
    assert state.phase == ROLL and state.actor == 1
    assert any(a.kind == "trade_open" for a in legal_actions(state, 0))
    assert next_automatic(state) is None
    act(state, 1, "roll")
    dice(state, 1, 2)  # from Go to Baltic Avenue, unowned: the person decides
    assert state.phase == "buy" and next_automatic(state) is None
    act(state, 1, "decline")  # the auction: the person is asked in turn, the bots never trade
    while not state.over and state.phase != END:
        choice = next_automatic(state)
        if choice is None:
            choice = next(a for a in legal_actions(state, state.actor) if a.kind == "pass")
        assert choice.kind != "trade_open"
        apply_action(state, choice)
    for variant, seed in (("monopoly", 4), ("taiwan", 5)):
        whole_game(variant, seed)  # it checks each trade a bot opens


def whole_game(variant, seed):
    """A Quick game where seat 1 is a person who never proposes and refuses every offer; checks
    that every trade a bot opens is opened in its own turn's roll or end phase. Returns
    (round, partner) of each trade opened."""
    rules = find_variant(variant)
    state = new_game(variant, [{"name": f"S{i}", "bot": i != 1} for i in range(3)], seed, rules.presets["quick"])
    opened = []
    while not state.over:
        choice = next_automatic(state)
        if choice is None:
            legal = [a for a in legal_actions(state, 1) if a.kind != "trade_open"]
            reject = [a for a in legal if a.kind == "trade_reject"]
            choice = reject[0] if reject else rules.bot(view(state, 1, recent=0), legal)
        elif choice.kind == "trade_open":
            assert choice.seat != CHANCE and state.phase in (ROLL, END)
            assert state.actor == state.turn_seat == choice.seat, (state.phase, state.actor, choice)
            opened.append((state.round, choice.args[0]))
        apply_action(state, choice)
    return opened
