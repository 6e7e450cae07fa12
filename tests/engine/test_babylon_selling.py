"""The Richest Man in Babylon, one test per line of rules/babylon.md "Selling: 4 rounds" (each
settlement step) and "End", with forced dice and the cards set directly (Clarifications 1–5:
test_babylon_clarifications.py).
Unless a test says otherwise every seat scores 3, so every gem is worth exactly 3 million."""

from fractions import Fraction

import pytest
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
    to_round_four,
)
from helpers import act, events
from tycoon.core import IllegalAction, apply_action, legal_actions, view
from tycoon.core.actions import Action
from tycoon.variants.babylon.gems import value_won, values, won


# ---- Tickets and offers -----------------------------------------------------------------------
def test_six_tickets_three_per_gem_or_six_of_one_gem():
    state = table(3, gems=[PG, ("emerald", "emerald"), ("amethyst", "pearl")])
    assert [p["tickets"] for p in state.players] == [{"pearl": 3, "garnet": 3}, {"emerald": 6},
                                                      {"amethyst": 3, "pearl": 3}]


def test_offer_per_gem_held_tickets_up_to_those_left_price_one_to_three_million_in_halves():
    state = table(3, gems=[PG, ("emerald", "emerald"), ("amethyst", "pearl")])
    privileges(state)
    one = {a.args for a in legal_actions(state, 1)}
    assert one == {("emerald", 0, 0)} | {("emerald", t, p) for t in range(1, 7) for p in (2, 3, 4, 5, 6)}
    two = {a.args for a in legal_actions(state, 0)}
    per_gem = [(0, 0)] + [(t, p) for t in (1, 2, 3) for p in (2, 3, 4, 5, 6)]
    assert two == {("pearl", t, p, "garnet", u, q) for t, p in per_gem for u, q in per_gem}
    assert view(state, 0)["prices"] == [1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000]
    for bad in (("pearl", 4, 4, "garnet", 0, 0), ("pearl", 1, 7, "garnet", 0, 0), ("pearl", 1, 1, "garnet", 0, 0),
                ("emerald", 1, 4, "garnet", 0, 0)):
        with pytest.raises(IllegalAction):
            apply_action(state, Action(0, "offer", bad))


def test_round_four_sells_all_remaining_tickets():
    state = table(3)
    play_round(state, {0: {"pearl": (2, 3)}, 1: {"garnet": (3, 3)}})
    to_round_four(state)
    privileges(state)
    assert {a.args[1::3] for a in legal_actions(state, 0)} == {(1, 3)}  # 1 pearl and 3 garnets left, all offered
    assert {a.args[1::3] for a in legal_actions(state, 1)} == {(3, 0)}
    with pytest.raises(IllegalAction):
        apply_action(state, offer_action(state, 2, {"pearl": (3, 1), "garnet": (2, 1)}))
    offers(state)
    assert all(n == 0 for p in state.players for n in p["tickets"].values())


def test_every_ticket_is_sold_by_the_end():
    state = table(4)
    play_round(state, {0: {"pearl": (1, 2)}})
    finish_rounds(state)
    assert state.over or state.phase in ("talisman", "deathmatch")
    sold = {seat: 0 for seat in range(4)}
    for result in state.board["results"]:
        for entry in result["gems"]:
            for line in entry["lines"]:
                sold[line["seat"]] += line["tickets"]
    assert sold == {seat: 6 for seat in range(4)}


# ---- Check and Secret -------------------------------------------------------------------------
def test_check_once_secret_once_at_most_one_of_them_a_round():
    state = table(3)
    assert {a.kind for a in legal_actions(state, 0)} == {"check", "secret", "none", "offer"}
    act(state, 0, "check", "pearl")
    with pytest.raises(IllegalAction):
        act(state, 0, "secret")  # not both in one round
    privileges(state)
    offers(state)
    assert {a.kind for a in legal_actions(state, 0)} == {"secret", "none", "offer"}  # Check is spent
    act(state, 0, "secret")
    privileges(state)
    offers(state)
    assert state.board["round"] == 3  # nothing left to declare: straight to the offers
    assert {a.kind for a in legal_actions(state, 0)} == {"offer"}
    assert {a.kind for a in legal_actions(state, 1)} == {"check", "secret", "none", "offer"}


def test_check_tells_the_player_privately_the_true_value_of_one_gem_they_hold():
    state = table(4, scores=[3, 2, 1, 1], gems=[PG, ("pearl", "amethyst"), ("emerald", "emerald"), ("garnet", "pearl")])
    assert {a.args for a in legal_actions(state, 0) if a.kind == "check"} == {("pearl",), ("garnet",)}
    with pytest.raises(IllegalAction):
        act(state, 0, "check", "emerald")  # not held
    privileges(state, {0: ("check", "pearl")})
    pearl = Fraction(3 + 2 + 1, 3)
    assert values(state.players)["pearl"] == pearl
    assert [e for e in state.log if e[0] == "bb_check_result"] == [
        ["bb_check_result", {"player": 0, "gem": "pearl", "amount": 2_000_000}, [0]]]
    assert view(state, 0)["mine"]["check"] == {"gem": "pearl", "value": 2_000_000, "round": 1}
    assert state.players[0]["check"]["value"] == "2"  # exact
    for seat in (1, 2, 3):
        assert view(state, seat)["mine"]["check"] is None
        assert "bb_check_result" not in str(view(state, seat)["log"])


def test_secret_hides_the_players_offers_and_earnings_in_that_rounds_results_until_the_end():
    state = table(3)
    play_round(state, {0: {"pearl": (1, 3)}, 1: {"pearl": (1, 3), "garnet": (2, 2)}}, {1: ("secret",)})
    for seat in (None, 0, 2):
        seen = view(state, seat)
        assert [ln["player"] for g in seen["results"][0]["gems"] for ln in g["lines"]] == [0]
        assert seen["players"][1]["earned"][0] is None and seen["players"][1]["total"] == 0
        assert seen["results"][0]["secret"] == [1] and seen["players"][1]["used_secret"]
    assert len(view(state, 1)["results"][0]["gems"][0]["lines"]) == 1  # hidden from its own public view too
    finish_rounds(state)
    seen = view(state, 2)
    assert seen["revealed"]
    assert [ln["player"] for g in seen["results"][0]["gems"] for ln in g["lines"]] == [0, 1, 1]
    assert seen["players"][1]["earned"][0] == 7 * M


# ---- Settlement ---------------------------------------------------------------------------------
def test_short_sale_earns_nothing_and_feeds_pool():
    state = table(4, scores=[2, 2, 2, 2])  # pearl is worth 2 million
    lines = settle_pearl(state, {0: (2, 3), 1: (1, 2), 2: (1, 2)})
    assert lines[0]["outcome"] == "short" and earned(state, 0) == 0
    assert Fraction(lines[1]["pool"]) == Fraction(lines[2]["pool"]) == 3  # 3 million × 2 tickets, halved
    assert earned(state, 1) == earned(state, 2) == 2 + 3


def test_a_price_equal_to_the_true_value_is_not_short():
    state = table(4, scores=[2, 2, 2, 2])
    lines = settle_pearl(state, {0: (1, 2), 1: (1, 2.5)})
    assert lines[0]["outcome"] == "equal" and lines[1]["outcome"] == "short"
    assert earned(state, 0) == 2 + Fraction(5, 2)


def test_equal_prices_each_earn_their_price():
    state = table(4)
    lines = settle_pearl(state, {0: (1, 2.5), 1: (2, 2.5), 2: (3, 2.5)})
    assert [lines[s]["outcome"] for s in (0, 1, 2)] == ["equal"] * 3
    assert [earned(state, s) for s in (0, 1, 2)] == [Fraction(5, 2), 5, Fraction(15, 2)]


def test_seed_example_lowest_offer_gets_average():
    state = table(4)  # pearl is worth 3 million, as in the seed's example
    lines = settle_pearl(state, {0: (1, 3), 1: (1, 2.5), 2: (1, 1.5), 3: (1, 1)})
    assert lines[3]["outcome"] == "lowest" and earned(state, 3) == 2  # (3 + 2.5 + 1.5 + 1) / 4
    assert [lines[s]["outcome"] for s in (0, 1, 2)] == ["not_lowest"] * 3
    assert [earned(state, s) for s in (0, 1, 2)] == [0, 0, 0]


def test_lowest_price_earns_the_average_weighted_by_tickets_and_tied_lowest_offers_all_earn_it():
    state = table(4)
    lines = settle_pearl(state, {0: (2, 1), 1: (1, 1), 2: (3, 3)})
    average = Fraction(2 * 1 + 1 * 1 + 3 * 3, 6)
    assert average == 2 and lines[0]["outcome"] == lines[1]["outcome"] == "lowest"
    assert (earned(state, 0), earned(state, 1), earned(state, 2)) == (2 * average, average, 0)


def test_the_average_is_over_valid_offers_only_not_shorts():
    state = table(4, scores=[2, 2, 2, 2])
    lines = settle_pearl(state, {0: (1, 3), 1: (1, 2), 2: (1, 1)})
    assert [lines[s]["outcome"] for s in (0, 1, 2)] == ["short", "not_lowest", "lowest"]
    assert earned(state, 2) == Fraction(3, 2) + 3  # the average of 2 and 1, plus the whole pool


def test_shorts_pool_is_shared_equally_among_the_offers_that_earned():
    state = table(4, scores=[2, 2, 2, 2])
    settle_pearl(state, {0: (2, 2.5), 1: (3, 2), 2: (1, 2)})
    assert earned(state, 1) == 6 + Fraction(5, 2) and earned(state, 2) == 2 + Fraction(5, 2)  # per offer, not ticket


def test_shorts_pool_is_lost_when_no_offer_earned():
    state = table(4, scores=[1, 1, 1, 1])
    lines = settle_pearl(state, {0: (1, 1.5), 1: (2, 2)})
    assert [lines[s]["outcome"] for s in (0, 1)] == ["short", "short"]
    assert sum(earned(state, s) for s in range(4)) == 0


def test_each_gem_is_settled_separately():
    state = table(4, scores=[3, 3, 1, 1], gems=[PG, PG, ("garnet", "emerald"), ("emerald", "amethyst")])
    play_round(state, {0: {"pearl": (1, 3), "garnet": (1, 1)}, 1: {"pearl": (1, 1), "garnet": (1, 3)}})
    assert values(state.players)["garnet"] == Fraction(7, 3)
    assert result_line(state, 1, "pearl", 1)["outcome"] == "lowest"  # pearl: 3 and 1, both valid
    assert result_line(state, 1, "garnet", 1)["outcome"] == "short"  # garnet worth 7/3 < 3
    assert result_line(state, 1, "garnet", 0)["outcome"] == "equal"  # alone among valid garnets
    assert earned(state, 0) == 1 + 3 and earned(state, 1) == 2


def test_sold_tickets_are_used_up_whether_they_earned_or_not():
    state = table(4, scores=[2, 2, 2, 2])
    settle_pearl(state, {0: (2, 3), 1: (1, 2), 2: (3, 2.5)})
    assert [p["tickets"]["pearl"] for p in state.players] == [1, 2, 0, 3]


# ---- Announcements --------------------------------------------------------------------------------
def test_round_results_announce_every_offer_and_its_earnings_except_under_secret():
    state = table(4, scores=[2, 2, 2, 2])
    play_round(state, {0: {"pearl": (2, 3)}, 1: {"pearl": (1, 2)}, 2: {"pearl": (1, 1)}, 3: {"garnet": (1, 1)}},
               {3: ("secret",)})
    assert events(state, "bb_round_results") == [{"round": 1}]
    assert events(state, "bb_secret_used") == [{"player": 3, "round": 1}]
    seen = view(state, None)["results"][0]
    # a round where someone used Secret: each line's earnings, no share of the shorts pool (§4)
    assert seen["gems"] == [{"gem": "pearl", "lines": [
        {"player": 0, "tickets": 2, "price": 3 * M, "outcome": "short", "earned": 0},
        {"player": 1, "tickets": 1, "price": 2 * M, "outcome": "not_lowest", "earned": 0},
        {"player": 2, "tickets": 1, "price": 1 * M, "outcome": "lowest", "earned": 7_500_000}]}]


def test_a_round_without_secret_says_how_much_came_from_the_shorts_pool():
    state = table(4, scores=[2, 2, 2, 2])
    play_round(state, {0: {"pearl": (2, 3)}, 1: {"pearl": (1, 2)}, 2: {"pearl": (1, 1)}, 3: {"garnet": (1, 1)}})
    lines = view(state, None)["results"][0]["gems"][0]["lines"]
    assert [(ln["player"], ln["earned"], ln["pool"]) for ln in lines] == [(0, 0, 0), (1, 0, 0), (2, 7_500_000, 6 * M)]


def test_in_a_round_with_secret_no_public_line_shows_a_pool_share_until_the_end():
    """One player alone used Secret and sold short: a pool share next to the lowest seller's
    earnings gave her short sale away (issue 38 §4). At the end the whole table is shown."""
    state = table(4, scores=[2, 2, 2, 2])
    play_round(state, {0: {"pearl": (2, 3)}, 1: {"pearl": (1, 1)}, 2: {"garnet": (1, 1)}, 3: {"garnet": (1, 1)}},
               {0: ("secret",)})
    for seat in (None, 0, 1, 2, 3):
        for entry in view(state, seat)["results"][0]["gems"]:
            assert all("pool" not in line for line in entry["lines"]), seat
    finish_rounds(state)
    lines = view(state, 1)["results"][0]["gems"][0]["lines"]
    assert [(ln["player"], ln["outcome"]) for ln in lines] == [(0, "short"), (1, "equal")]
    assert lines[1]["pool"] == 6 * M


def test_values_are_never_announced_until_the_end():
    state = table(4, scores=[3, 2, 1, 2])
    while state.phase in ("privilege", "offer"):
        assert not events(state, "bb_gem_value")
        for seat in (None, 0, 1, 2, 3):
            assert view(state, seat)["values"] is None
        play_round(state, None, {0: ("check", "pearl")} if state.board["round"] == 1 else None)
    assert {e["gem"] for e in events(state, "bb_gem_value")} == {"pearl", "garnet"}
    assert view(state, 1)["values"] == {"pearl": 2_000_000, "garnet": 2_000_000}


# ---- End ----------------------------------------------------------------------------------------
def test_the_end_reveals_values_gems_scores_and_every_secret_result():
    state = table(4, scores=[3, 2, 1, 2], gems=[PG, ("pearl", "pearl"), ("amethyst", "emerald"), ("garnet", "emerald")])
    play_round(state, {1: {"pearl": (2, 1)}}, {1: ("secret",)})
    finish_rounds(state)
    reveal = {e["player"]: e for e in events(state, "bb_reveal_player")}
    assert {k: v for k, v in reveal[1].items() if k != "hidden"} == {
        "player": 1, "gem": "pearl", "other_gem": "pearl", "points": 2, "amount": won(earned(state, 1))}
    for seat in (None, 0, 2):
        seen = view(state, seat)
        assert [p["gems"] for p in seen["players"]] == [p["gems"] for p in state.players]
        assert [p["score"] for p in seen["players"]] == [3, 2, 1, 2]
        assert seen["values"] == {g: value_won(v) for g, v in values(state.players).items()}
        assert result_line(state, 1, "pearl", 1) and seen["results"][0]["gems"][0]["lines"][0]["player"] == 1


def test_the_reveal_event_tells_every_line_secret_kept_back():
    state = table(4, scores=[3, 2, 1, 2], gems=[PG, ("pearl", "pearl"), ("amethyst", "emerald"), ("garnet", "emerald")])
    play_round(state, {1: {"pearl": (2, 1)}}, {1: ("secret",)})
    finish_rounds(state)
    reveal = {e["player"]: e for e in events(state, "bb_reveal_player")}
    line = result_line(state, 1, "pearl", 1)
    assert reveal[1]["hidden"] == [{"round": 1, "gem": "pearl", "tickets": 2, "price": 1 * M, "outcome": line["outcome"],
                                    "amount": line["won"]}]
    assert all(reveal[seat]["hidden"] == [] for seat in (0, 2, 3))


def test_the_richest_receives_the_life_talisman():
    state = ended([5, 1, 0, 2])
    assert state.winners == [0] and state.board["talisman"] == [0]
    assert events(state, "bb_richest") == [{"player": 0, "amount": 11 * M}]


def test_the_richest_gives_a_second_talisman_to_any_other_player_but_the_poorest():
    state = ended([5, 1, 0, 2])
    assert state.phase == "talisman" and state.actor == 0
    assert {a.args for a in legal_actions(state, 0)} == {(1,), (3,)}
    act(state, 0, "talisman", 3)
    assert state.board["talisman"] == [0, 3]
    assert events(state, "bb_second_talisman") == [{"player": 0, "receiver": 3}]


def test_the_poorest_names_a_player_without_a_talisman_to_join_the_deathmatch():
    state = ended([5, 1, 0, 2, 3])
    act(state, 0, "talisman", 4)
    assert state.phase == "deathmatch" and state.actor == 2
    assert {a.args for a in legal_actions(state, 2)} == {(1,), (3,)}
    act(state, 2, "deathmatch", 3)
    assert state.over and state.board["deathmatch"] == [2, 3]
    assert events(state, "bb_deathmatch") == [{"players": [2, 3]}]
    seen = view(state, None)["players"]
    assert [p["talisman"] for p in seen] == [True, False, False, False, True]
    assert [p["deathmatch"] for p in seen] == [False, False, True, True, False]


def test_the_ceremony_has_each_players_earnings_by_round_and_the_ranking():
    state = table(3)
    play_round(state, {0: {"pearl": (1, 3)}})
    play_round(state, {1: {"garnet": (2, 2)}})
    finish_rounds(state)
    seen = view(state, 2)
    assert [p["earned"] for p in seen["players"]] == [[3 * M, 0, 0, 5 * M], [0, 4 * M, 0, 4 * M],
                                                      [0, 0, 0, 6 * M]]
    assert [p["total"] for p in seen["players"]] == [8 * M, 8 * M, 6 * M]
    assert seen["totals_exact"] == ["8", "8", "6"] and state.winners == [0, 1]
