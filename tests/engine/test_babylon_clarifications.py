"""The Richest Man in Babylon, one test per binding Clarification 1–5 of rules/babylon.md (ties,
exact earnings and display rounding, public results, Secret, Check). Selling and the End are in
test_babylon_selling.py; Clarifications 6–8 with the ruby and gem rules in test_babylon_rules.py.
Unless a test says otherwise every seat scores 3, so every gem is worth exactly 3 million."""

from fractions import Fraction

from babylon_helpers import (
    PG,
    M,
    earned,
    ended,
    finish_rounds,
    offer_action,
    offers,
    play_round,
    privileges,
    result_line,
    settle_pearl,
    table,
)
from helpers import act, events
from tycoon.core import apply_action, legal_actions, view
from tycoon.variants.babylon.gems import value_won, won


# ---- Clarifications 1–5 -------------------------------------------------------------------------
def test_tied_richest_each_receive_a_talisman_and_no_second_is_given():  # Clarification 1
    state = ended([4, 4, 0, 2])
    assert state.winners == [0, 1] and state.board["talisman"] == [0, 1]
    assert state.phase == "deathmatch" and state.actor == 2  # no talisman phase
    assert {a.args for a in legal_actions(state, 2)} == {(3,)}


def test_tied_poorest_all_enter_the_deathmatch_and_none_names_a_partner():  # Clarification 1
    state = ended([5, 0, 0, 2, 3])
    act(state, 0, "talisman", 4)
    assert state.over and state.board["deathmatch"] == [1, 2]
    assert events(state, "bb_deathmatch") == [{"players": [1, 2]}]


def test_with_three_players_the_poorest_enters_the_deathmatch_alone():  # Clarification 1
    state = ended([5, 1, 0])
    assert {a.args for a in legal_actions(state, 0)} == {(1,)}
    act(state, 0, "talisman", 1)
    assert state.over and state.board["deathmatch"] == [2]


def test_when_everyone_ties_everyone_receives_a_talisman():  # Clarification 1 (docs/rules/babylon.md ruling)
    state = ended([1, 1, 1, 1])
    assert state.over and state.board["talisman"] == [0, 1, 2, 3] and state.board["deathmatch"] == []
    assert events(state, "bb_all_tied") == [{}]


def test_totals_are_compared_exactly():  # Clarification 1
    state = ended([Fraction(1_000_001, M), 1, 0, Fraction(999_999, M)])  # all three show as 7,000,000 won
    assert [won(earned(state, s)) for s in (0, 1, 3)] == [7 * M] * 3
    assert state.winners == [0] and state.board["poorest"] == [2]


def test_earnings_are_exact_fractions_of_a_million_won():  # Clarification 2
    state = table(4)
    settle_pearl(state, {0: (2, 1), 1: (1, 1.5)})  # (2 × 1 + 1.5) / 3 = 7/6 a ticket
    assert state.players[0]["earned"][0] == "7/3"
    assert result_line(state, 1, "pearl", 0)["earned"] == "7/3"
    assert result_line(state, 1, "pearl", 0)["won"] == 2_330_000


def test_display_rounds_money_to_10000_won_and_values_to_one_decimal_an_exact_half_up():  # Clarification 2
    assert value_won(Fraction(9, 4)) == 2_300_000 and value_won(Fraction(11, 4)) == 2_800_000
    assert value_won(Fraction(7, 3)) == 2_300_000 and value_won(Fraction(8, 3)) == 2_700_000
    assert won(Fraction(7, 6)) == 1_170_000 and won(Fraction(1, 200)) == 10_000  # 5,000 won: half up
    assert won(Fraction(1, 400)) == 0 and won(Fraction(3, 400)) == 10_000 and won(Fraction(2_345, M)) == 0


def test_a_shown_total_is_the_exact_total_rounded_not_the_rounded_rounds_added():  # Clarification 2
    state = table(4, gems=[("pearl", "pearl"), PG, ("garnet", "emerald"), ("amethyst", "emerald")])
    for _ in range(3):
        play_round(state, {0: {"pearl": (2, 1)}, 1: {"pearl": (1, 1.5)}})  # 7/3 million to seat 0 each round
    assert view(state, 2)["players"][0]["earned"][:3] == [2_330_000] * 3
    assert view(state, 2)["players"][0]["total"] == 7 * M  # 7/3 × 3, not 3 × 2,330,000
    finish_rounds(state)
    assert view(state, 2)["players"][0]["total"] == won(earned(state, 0))


def test_public_results_list_seller_tickets_price_outcome_and_earnings_but_not_zero_ticket_offers():  # Cl. 3
    state = table(4)
    play_round(state, {0: {"pearl": (1, 2.5), "garnet": (0, 0)}, 1: {"pearl": (1, 2.5)}, 2: {"garnet": (2, 3)}})
    gems = view(state, 3)["results"][0]["gems"]
    assert gems == [
        {"gem": "pearl", "lines": [{"player": 0, "tickets": 1, "price": 2_500_000, "outcome": "equal", "earned": 2_500_000,
                                    "pool": 0},
                                   {"player": 1, "tickets": 1, "price": 2_500_000, "outcome": "equal",
                                    "earned": 2_500_000, "pool": 0}]},
        {"gem": "garnet", "lines": [{"player": 2, "tickets": 2, "price": 3 * M, "outcome": "equal", "earned": 6 * M,
                                    "pool": 0}]}]
    outcomes = {ln["outcome"] for r in view(state, 3)["results"] for g in r["gems"] for ln in g["lines"]}
    assert outcomes <= {"short", "lowest", "equal", "not_lowest"}


def test_secret_hides_every_offer_of_that_player_and_the_table_is_told_without_figures():  # Cl. 4
    state = table(4)
    play_round(state, {2: {"pearl": (1, 2), "garnet": (3, 1)}, 3: {"garnet": (1, 2)}}, {2: ("secret",)})
    seen = view(state, 0)
    assert [g["gem"] for g in seen["results"][0]["gems"]] == ["garnet"]
    assert [ln["player"] for ln in seen["results"][0]["gems"][0]["lines"]] == [3]
    assert seen["players"][2]["earned"] == [None, 0, 0, 0]
    assert events(state, "bb_secret_used") == [{"player": 2, "round": 1}]  # no figures


def test_a_hidden_short_still_feeds_the_pool():  # Clarification 4
    state = table(4, scores=[2, 2, 2, 2])
    play_round(state, {1: {"pearl": (2, 3)}, 2: {"pearl": (1, 2)}}, {1: ("secret",)})
    assert result_line(state, 1, "pearl", 1)["outcome"] == "short"
    assert earned(state, 2) == 2 + 6
    # the table sees the earnings, not how much came from the pool: that share would give the
    # hidden short away (issue 38 §4)
    assert view(state, 0)["results"][0]["gems"][0]["lines"] == [
        {"player": 2, "tickets": 1, "price": 2 * M, "outcome": "equal", "earned": 8 * M}]


def test_check_is_declared_first_and_its_value_seen_at_once_before_that_rounds_offers():  # Clarification 5
    """One secret step a round (issue 38 §2): the seat says Check, sees the value at once, in its
    own view only, and makes its offers in the same step (or makes its offers alone: neither)."""
    state = table(3, scores=[3, 1, 2])
    assert state.phase == "offer" and {a.kind for a in legal_actions(state, 0)} == {"check", "secret", "none", "offer"}
    act(state, 0, "check", "garnet")
    assert view(state, 0)["mine"]["check"]["value"] == 2 * M  # at once, before any other seat has said
    assert events(state, "bb_check_result") == [{"player": 0, "gem": "garnet", "amount": 2 * M}]
    assert {a.kind for a in legal_actions(state, 0)} == {"offer"} and 0 in state.sealed["waiting"]
    for seat in (1, 2):
        assert view(state, seat)["mine"]["check"] is None and "bb_check_result" not in str(view(state, seat)["log"])
        assert {a.kind for a in legal_actions(state, seat)} == {"check", "secret", "none", "offer"}


def test_offers_alone_say_neither_and_keep_check_and_secret_for_later():
    """A person who uses neither goes straight to the offer picker (issue 38: one click less a
    round): the offers are the seat's answer, and its Check and Secret stay for a later round."""
    state = table(3, scores=[3, 1, 2])
    apply_action(state, offer_action(state, 0, {"garnet": (1, 2)}))
    assert 0 not in state.sealed["waiting"]
    assert state.players[0]["check"] is None and state.players[0]["secret"] is None
    privileges(state)
    offers(state)
    assert state.board["round"] == 2 and {a.kind for a in legal_actions(state, 0)} == {"check", "secret", "none", "offer"}


def test_a_game_saved_before_keeps_its_privilege_step_before_the_offers():  # Clarification 5, two steps
    state = table(3, scores=[3, 1, 2], one_visit=False)
    assert state.phase == "privilege"
    act(state, 0, "check", "garnet")
    act(state, 1, "none")
    assert not events(state, "bb_check_result")  # sealed until every declaration is in
    act(state, 2, "none")
    assert state.phase == "offer" and 0 in state.sealed["waiting"]
    keys = [e[0] for e in state.log]
    assert keys.index("bb_check_result") < len(keys) - 1 and keys[-1] == "sealed_opened"
    assert view(state, 0)["mine"]["check"]["value"] == 2 * M
    assert any(k == "bb_check_result" for k, _p in view(state, 0)["log"])
