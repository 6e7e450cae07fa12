"""The Richest Man in Babylon, one test per line of rules/babylon.md: "Players and secrecy",
"Rubies and order numbers" and "Gems", with Clarifications 6, 7 and 8 beside the lines they
clarify. Selling, the end and Clarifications 1–5 are in test_babylon_selling.py; the secrecy of
every view over random games in test_babylon_secrecy.py."""

from collections import Counter
from fractions import Fraction

import pytest
from babylon_helpers import (
    DICE_FOR,
    arrange,
    finish_rounds,
    game,
    pass_auction,
    play_round,
    roll_scores,
    selling_game,
)
from helpers import act, dealt, dice, events
from tycoon.core import IllegalAction, apply_action, legal_actions, new_game, optional_actions, play_automatic, view
from tycoon.core.actions import Action
from tycoon.variants.babylon import room
from tycoon.variants.babylon.gems import GEMS, score, tenths, values
from tycoon.variants.babylon.order import ruby_holders
from tycoon.variants.babylon.texts import en


def bids(state, table):
    """Seat s answers the auction with table[s] = (number, rubies) or None (pass); then chance
    deals the numbers not won and the gems as the game's generator deals them."""
    for seat in list(state.sealed["waiting"]):
        choice = table.get(seat)
        if choice is None:
            act(state, seat, "pass")
        else:
            act(state, seat, "bid", *choice)
    dealt(state)


# ---- Players and secrecy ----------------------------------------------------------------------
def test_three_to_eleven_players():
    for players in (2, 12):
        with pytest.raises(ValueError):
            game(players)
    for players in range(3, 12):
        state = game(players)
        assert len(state.players) == players and state.phase == "auction"


def test_one_person_plays_the_full_eleven_seat_match_against_ten_bots():
    state = game(11, seed=3, rubies="seed", bots=range(1, 11))
    answered = []
    for _ in range(2000):
        if state.over:
            break
        if play_automatic(state) is None:  # only the human is left to answer
            answered.append(state.phase)
            apply_action(state, legal_actions(state, 0)[-1])
    assert state.over and state.winners and "offer" in answered and "look" not in answered


def test_gems_score_offers_and_check_results_are_private():
    state = selling_game([("pearl", "garnet"), ("amethyst", "emerald"), ("pearl", "pearl"), ("garnet", "emerald")],
                         [3, 2, 1, 3], orders=[1, 2, 3, 4])
    act(state, 0, "check", "pearl")
    for seat in (1, 2, 3):
        act(state, seat, "none")
    apply_action(state, Action(0, "offer", ("pearl", 1, 4, "garnet", 0, 0)))
    seen = view(state, 3)  # seat 3 (number 4) watched numbers 2 and 3: seats 1 and 2
    assert seen["players"][0]["gems"] is None and seen["players"][0]["score"] is None
    assert seen["players"][1]["score"] == 2 and seen["players"][2]["score"] == 1
    assert seen["players"][1]["gems"] is None and seen["sealed"]["mine"] is None
    assert "pearl 1 4" not in str(seen) and seen["mine"]["check"] is None
    assert view(state, 0)["mine"]["check"]["gem"] == "pearl"
    assert view(state, 0)["sealed"]["mine"] == "0 offer pearl 1 4 garnet 0 0"


def test_rubies_order_numbers_and_round_results_are_public():
    state = selling_game([("pearl", "garnet")] * 3, [3, 3, 3])
    for seat in range(3):
        act(state, seat, "none")
    for seat in range(3):
        act(state, seat, "offer", "pearl", 1, 6, "garnet", 0, 0)
    for seat in (None, 0, 1, 2):
        seen = view(state, seat)
        assert [p["rubies"] for p in seen["players"]] == [1, 1, 1]
        assert [p["order"] for p in seen["players"]] == [1, 2, 3]
        lines = seen["results"][0]["gems"][0]["lines"]
        assert [(ln["player"], ln["tickets"], ln["price"], ln["outcome"]) for ln in lines] == [
            (0, 1, 3_000_000, "equal"), (1, 1, 3_000_000, "equal"), (2, 1, 3_000_000, "equal")]


# ---- Rubies and order numbers -----------------------------------------------------------------
def test_seed_rubies_about_two_thirds_of_the_players_hold_one_at_random():
    holders = set()
    for seed in range(12):
        state = game(11, seed=seed, rubies="seed")
        rubies = [p["rubies"] for p in state.players]
        assert Counter(rubies) == {1: 7, 0: 4}  # the seed's 7 of 11
        holders.add(tuple(s for s, r in enumerate(rubies) if r))
        assert events(state, "bb_rubies_dealt")[0]["players"] == [s for s, r in enumerate(rubies) if r]
    assert len(holders) > 6  # drawn at random


def test_one_each_option_gives_every_player_one_ruby():
    state = game(5, rubies="one_each")
    assert [p["rubies"] for p in state.players] == [1] * 5
    assert state.sealed["waiting"] == [0, 1, 2, 3, 4]


def test_ruby_holders_are_round_two_thirds_of_the_players_half_up():  # Clarification 6
    expected = {3: 2, 4: 3, 5: 3, 6: 4, 7: 5, 8: 5, 9: 6, 10: 7, 11: 7}
    for players, count in expected.items():
        assert ruby_holders(players) == count == int(Fraction(2 * players, 3) + Fraction(1, 2))
        state = game(players, rubies="seed", seed=players)
        assert sum(p["rubies"] for p in state.players) == count


def test_rubies_are_not_counted_in_the_result():
    state = selling_game([("pearl", "garnet")] * 3, [3, 3, 3])
    state.players[2]["rubies"] = 9  # the richest in rubies…
    play_round(state, {0: {"garnet": (3, 3)}})  # 9 million to seat 0
    play_round(state, {1: {"pearl": (3, 2.5)}})  # 7.5 million to seat 1
    finish_rounds(state)  # round 4: everything left at 1 million (3 each to seats 0 and 1, 6 to seat 2)
    assert state.winners == [0] and state.board["poorest"] == [2]  # …is the poorest in earnings


def test_rubies_may_be_given_until_the_auction_ends():
    state = game(4, rubies="seed", seed=1)
    giver = next(s for s, p in enumerate(state.players) if p["rubies"])
    taker = next(s for s, p in enumerate(state.players) if not p["rubies"])
    assert Action(giver, "give", (taker,)) in legal_actions(state, giver)
    act(state, giver, "give", taker)
    assert state.players[giver]["rubies"] == 0 and state.players[taker]["rubies"] == 1
    assert events(state, "bb_ruby_given") == [{"player": giver, "receiver": taker}]
    assert state.phase == "auction"  # a gift is not the giver's answer to the auction
    pass_auction(state)
    assert all(not legal_actions(state, s) or state.chance for s in range(4))
    with pytest.raises(IllegalAction):
        act(state, taker, "give", giver)


def test_a_player_with_no_ruby_takes_no_part_in_the_auction():
    state = game(4, rubies="seed", seed=1)
    poor = [s for s, p in enumerate(state.players) if not p["rubies"]]
    assert poor and state.sealed["waiting"] == [s for s in range(4) if s not in poor]
    assert optional_actions(state, poor[0]) == []


def test_each_ruby_holder_makes_one_sealed_bid_of_at_least_one_ruby_on_one_number():
    state = game(3)
    state.players[0]["rubies"] = 2
    found = {(a.kind, a.args) for a in legal_actions(state, 0) if a.kind != "give"}
    assert found == {("bid", (n, k)) for n in (1, 2, 3) for k in (1, 2)} | {("pass", ())}
    act(state, 0, "bid", 2, 2)
    assert state.sealed["answers"][0] == "0 bid 2 2" and 0 not in state.sealed["waiting"]
    assert not [a for a in legal_actions(state, 0) if a.kind in ("bid", "pass")]  # one bid only
    assert events(state, "bb_bid_shown") == []  # sealed until the auction ends
    with pytest.raises(IllegalAction):
        act(state, 0, "bid", 1, 1)


def test_a_bid_may_not_exceed_the_rubies_held():  # Clarification 7
    state = game(3)
    with pytest.raises(IllegalAction):
        act(state, 1, "bid", 1, 2)
    with pytest.raises(IllegalAction):
        act(state, 1, "bid", 1, 0)


def test_each_number_goes_to_its_highest_bidder():
    state = game(4)
    state.players[1]["rubies"] = 3
    bids(state, {0: (2, 1), 1: (2, 2), 2: (4, 1)})
    assert state.players[1]["order"] == 2 and state.players[2]["order"] == 4
    assert events(state, "bb_number_won") == [{"player": 1, "number": 2, "rubies": 2},
                                             {"player": 2, "number": 4, "rubies": 1}]
    assert {(e["player"], e["number"], e["rubies"]) for e in events(state, "bb_bid_shown")} == {
        (0, 2, 1), (1, 2, 2), (2, 4, 1)}


def test_ties_for_an_order_number_win_nothing():
    for seed in range(6):
        state = game(4, seed=seed)
        bids(state, {0: (1, 1), 1: (1, 1), 2: (3, 1)})
        assert events(state, "bb_number_tied") == [{"number": 1, "players": [0, 1]}]
        assert state.players[0]["rubies"] == state.players[1]["rubies"] == 1  # nothing paid
        assert state.players[2]["order"] == 3
        assert 1 in (state.players[0]["order"], state.players[1]["order"], state.players[3]["order"])


def test_winning_bids_are_paid_to_the_bank():
    state = game(4)
    state.players[0]["rubies"] = 3
    bids(state, {0: (1, 3), 1: (1, 1), 2: (2, 1)})
    assert [p["rubies"] for p in state.players] == [0, 1, 0, 1]  # the loser keeps its ruby
    assert state.board["rubies_paid"] == 4


def test_numbers_not_won_are_dealt_at_random_to_the_other_players():
    deals = set()
    for seed in range(10):
        state = game(5, seed=seed)
        bids(state, {3: (5, 1)})
        orders = [p["order"] for p in state.players]
        assert orders[3] == 5 and sorted(orders) == [1, 2, 3, 4, 5]
        deals.add(tuple(orders))
    assert len(deals) > 3


def test_rubies_committed_to_ones_own_bid_cannot_be_given_away():  # Clarification 7
    state = game(3)
    state.players[0]["rubies"] = 2
    act(state, 0, "bid", 3, 2)
    assert optional_actions(state, 0) == []
    with pytest.raises(IllegalAction):
        act(state, 0, "give", 1)
    state = game(3)
    state.players[0]["rubies"] = 2
    act(state, 0, "bid", 3, 1)
    assert {a.kind for a in optional_actions(state, 0)} == {"give"}  # the uncommitted ruby
    act(state, 0, "give", 1)
    assert [p["rubies"] for p in state.players] == [1, 2, 1]


def test_a_player_given_a_ruby_may_then_bid():  # Clarification 7
    state = game(4, rubies="seed", seed=1)
    giver = next(s for s in state.sealed["waiting"])
    taker = next(s for s, p in enumerate(state.players) if not p["rubies"])
    act(state, giver, "give", taker)
    assert taker in state.sealed["waiting"]
    act(state, taker, "bid", 2, 1)
    pass_auction(state)
    assert state.players[taker]["order"] == 2 and state.players[taker]["rubies"] == 0


def test_players_roll_in_order_number_order():
    state = game(5)
    pass_auction(state)
    arrange(state, orders=[3, 5, 1, 2, 4])
    rollers = []
    for _ in range(5):
        rollers.append(state.actor)
        dice(state, 3, 4)
    assert rollers == [2, 3, 0, 4, 1]
    assert [e["player"] for e in events(state, "bb_room_roll")] == rollers


def test_watchers_are_next_two_order_numbers():
    state = game(11)
    pass_auction(state)
    arrange(state, orders=list(range(1, 12)))  # seat s has number s + 1
    assert room.watchers(state, 10) == [0, 1]  # 11 → 1, 2
    assert room.watchers(state, 9) == [10, 0]  # 10 → 11, 1
    assert room.watchers(state, 0) == [1, 2]  # 1 → 2, 3
    roll_scores(state, [3] * 11)
    rolls = {e["player"]: (e["watcher"], e["other_watcher"]) for e in events(state, "bb_room_roll")}
    assert rolls[10] == (0, 1) and rolls[9] == (10, 0)


def test_the_roller_and_the_two_watchers_alone_learn_the_score():
    state = game(6)
    pass_auction(state)
    arrange(state, orders=[4, 1, 6, 2, 5, 3])  # seat 1 rolls first: numbers 2, 3 are seats 3, 5
    dice(state, 1, 4)
    private = [entry for entry in state.log if entry[0] == "bb_room_score"]
    assert private == [["bb_room_score", {"player": 1, "points": 2, "d1": 1, "d2": 4}, [1, 3, 5]]]
    for seat in range(6):
        assert view(state, seat)["players"][1]["score"] == (2 if seat in (1, 3, 5) else None)
    assert view(state, None)["players"][1]["score"] is None


def test_each_player_learns_the_scores_of_the_two_players_before_them():
    state = selling_game([("pearl", "garnet")] * 7, [1, 2, 3, 1, 2, 3, 1], orders=[7, 1, 2, 3, 4, 5, 6])
    for seat in range(7):
        number = state.players[seat]["order"]
        before = {room.seat_of(state, (number - k - 1) % 7 + 1) for k in (1, 2)}
        known = {s for s, p in enumerate(view(state, seat)["players"]) if p["score"] is not None}
        assert known == before | {seat}
        assert {w["player"] for w in view(state, seat)["mine"]["watched"]} == before


# ---- Gems --------------------------------------------------------------------------------------
def test_four_gems_pearl_garnet_amethyst_emerald():
    assert GEMS == ("pearl", "garnet", "amethyst", "emerald")
    names = [en.MESSAGES[f"gem.babylon.{g}"] for g in GEMS]
    assert names == ["Pearl (Ngọc Trai)", "Garnet (Ngọc Hồng Lựu)", "Amethyst (Thạch Anh Tím)",
                     "Emerald (Ngọc Lục Bảo)"]


def test_gem_pool_has_two_cards_a_player_as_even_across_the_four_gems_as_possible():
    for players in range(3, 12):
        for seed in range(8):
            state = game(players, seed=seed)
            pass_auction(state)
            cards = Counter(g for p in state.players for g in p["gems"])
            assert sum(cards.values()) == 2 * players
            counts = [cards.get(g, 0) for g in GEMS]
            assert max(counts) - min(counts) <= 1 and min(counts) == 2 * players // 4


def test_extra_gem_cards_are_drawn_with_the_deal_and_stay_secret():  # Clarification 8
    lucky = Counter()
    for seed in range(120):
        state = game(5, seed=seed)
        pass_auction(state)  # 10 cards: chance draws the two gems that get a third card
        cards = Counter(g for p in state.players for g in p["gems"])
        lucky.update(g for g, n in cards.items() if n == 3)
    assert set(lucky) == set(GEMS) and min(lucky.values()) > 30
    state = game(5)
    pass_auction(state)
    for seat in (None, *range(5)):
        text = str(view(state, seat))
        assert "counts" not in text and "deck" not in text
        others = [p["gems"] for s, p in enumerate(view(state, seat)["players"]) if s != seat]
        assert others == [None] * (5 if seat is None else 4)


def test_each_player_is_dealt_two_cards_in_secret_possibly_the_same_gem():
    doubles = 0
    for seed in range(30):
        state = game(4, seed=seed)
        pass_auction(state)
        for seat, player in enumerate(state.players):
            assert len(player["gems"]) == 2
            dealt = [e for e in state.log if e[0] == "bb_gems_dealt" and e[1]["player"] == seat]
            assert dealt == [["bb_gems_dealt", {"player": seat, "gem": player["gems"][0],
                                                "other_gem": player["gems"][1]}, [seat]]]
            doubles += player["gems"][0] == player["gems"][1]
    assert doubles > 0


def test_dice_score_both_edge_faces_one_point_exactly_one_two_points_neither_three():
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            edges = (d1 in (1, 6)) + (d2 in (1, 6))
            assert score(d1, d2) == {2: 1, 1: 2, 0: 3}[edges]
    assert (score(1, 1), score(1, 6), score(6, 6), score(6, 5), score(3, 4)) == (1, 1, 1, 2, 3)  # the seed's cases
    state = game(3)
    pass_auction(state)
    for faces in ((6, 6), (1, 5), (2, 5)):
        dice(state, *faces)
    assert sorted(p["score"] for p in state.players) == [1, 2, 3]
    assert all(score(*DICE_FOR[points]) == points for points in (1, 2, 3))


def test_each_player_rolls_two_dice_once():
    state = game(4)
    pass_auction(state)
    for _ in range(4):
        assert state.chance == {"kind": "dice", "count": 2, "sides": 6, "why": "room"}
        dice(state, 2, 2)
    assert state.chance is None and state.phase == "offer" and state.board["round"] == 1  # the secrets: in round 1
    assert len(events(state, "bb_room_roll")) == 4


def test_gem_value_is_the_average_of_its_holders_points_kept_exact():
    state = selling_game([("pearl", "garnet"), ("pearl", "amethyst"), ("pearl", "emerald"), ("garnet", "emerald")],
                         [3, 2, 2, 1])
    assert values(state.players) == {"pearl": Fraction(7, 3), "garnet": Fraction(2), "amethyst": Fraction(2),
                                     "emerald": Fraction(3, 2)}
    # the seed's example: four Amethyst holders all scoring 1 make it worth 1 million a stone
    four = [{"gems": ["amethyst", "pearl"], "score": 1}] * 4
    assert values(four)["amethyst"] == 1


def test_a_player_holding_two_of_one_gem_counts_twice():
    players = [{"gems": ["garnet", "garnet"], "score": 3}, {"gems": ["garnet", "pearl"], "score": 1}]
    assert values(players)["garnet"] == Fraction(3 + 3 + 1, 3)
    assert values(players)["pearl"] == 1


def test_the_rules_page_works_the_value_out_as_the_game_does():
    """The page once said "the average score of the players holding it" (2.5 here); its worked
    example now is the game's per-card average, worked out by the engine (numbers.py), in every
    language (docs/rules/babylon.md "Gems and their value")."""
    from ui.help.pages import page_values
    from ui.i18n import Translator

    players = [{"gems": ["garnet", "garnet"], "score": 2}, {"gems": ["garnet", "pearl"], "score": 3}]
    assert values(players)["garnet"] == Fraction(7, 3) and tenths(Fraction(7, 3)) == 23  # 2.3
    for lang, point in (("en", "2.3"), ("vi", "2,3"), ("th", "2.3"), ("zh-Hant", "2.3")):
        text = Translator(lang)("help.babylon.gems.body", **page_values("babylon", {}, lang))
        assert f"(2 + 2 + 3) ÷ 3 = 7/3 ≈ {point}" in text, lang


def test_gem_values_display_to_one_decimal():
    assert [tenths(v) for v in (Fraction(7, 3), Fraction(9, 4), Fraction(5, 3), Fraction(2), Fraction(23, 10))] == [
        23, 23, 17, 20, 23]
    state = selling_game([("pearl", "garnet"), ("pearl", "pearl"), ("garnet", "emerald"), ("amethyst", "emerald")],
                         [3, 2, 1, 1])  # pearl (3 + 2 + 2) / 3 = 7/3
    act(state, 0, "check", "pearl")
    for seat in (1, 2, 3):
        act(state, seat, "none")
    assert view(state, 0)["mine"]["check"]["value"] == 2_300_000


def test_bots_bid_for_order_numbers_that_vary_from_game_to_game():
    """Issue 38 §8: a bot always bid for its own seat's number; now the number is shifted by a
    hash of the game's seed (the same in every view, telling nothing of the dice)."""
    from tycoon.variants.babylon import bot

    picked = set()
    for seed in range(8):
        state = new_game("babylon", [{"name": f"P{i}", "bot": True} for i in range(6)], seed, {"rubies": "one_each"})
        while state.phase != "auction":
            play_automatic(state)
        choice = bot.bot(view(state, 0), legal_actions(state, 0))
        assert choice.kind == "bid"
        picked.add(choice.args[0])
    assert len(picked) >= 3
