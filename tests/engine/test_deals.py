"""Shuffles and deals are chance's outcomes (core/deal.py, DESIGN.md §2 "Chance is a player"): the
generator's outcome is the shuffle every version made, forced outcomes are checked and leave the
generator where a sampled one does, the set-up's deals are the game's first chance actions, and no
view shows what a deal is about to deal. Each game's deals forced through apply_action."""

from collections import Counter

import pytest
from helpers import act, deal, dealt, events
from tycoon.core import (
    CHANCE,
    Action,
    IllegalAction,
    all_variants,
    apply_action,
    legal_actions,
    new_game,
    play_automatic,
    replay,
    sample_chance,
    view,
)
from tycoon.core import deal as core_deal
from tycoon.core.rng import seed_state, shuffled, skip
from tycoon.core.state import State
from tycoon.variants.easymoney.tickets import TICKETS
from tycoon.variants.monopoly.cards import DECKS
from tycoon.variants.rich.cards import DECK as RICH_DECK

GAMES = ("monopoly", "taiwan", "rich", "easymoney", "babylon")


def seats(count, bot=False):
    return [{"name": f"P{i}", "bot": bot} for i in range(count)]


def bare(rng=12345) -> State:
    return State("monopoly", {}, 1, rng, [])


# ---- the core ------------------------------------------------------------------------------------
def test_the_sampled_deal_is_the_shuffle_and_takes_its_steps_whatever_comes_out():
    items = [1, 2, 3, 4, 4, 5, 5, 6, 7, 8, 9]
    for rng in (0, 1, 2**63, 987654321):
        state = bare(rng)
        core_deal.ask(state, "test", items, 6)
        sampled = core_deal.sample(state.chance, state.rng)
        end, order = shuffled(rng, items)
        assert sampled == Action(CHANCE, "deal", tuple(order[:6]))
        assert core_deal.after(state.chance, rng) == end == skip(rng, len(items) - 1)
        assert core_deal.outcomes(state.chance, rng) == [(sampled, 1)]


def test_a_forced_deal_is_any_count_items_of_the_multiset():
    state = bare()
    core_deal.ask(state, "test", [1, 4, 4, 5], 3)
    accepts = lambda *args: core_deal.is_outcome(state.chance, Action(CHANCE, "deal", args))
    assert accepts(4, 4, 1) and accepts(5, 4, 1) and accepts(1, 4, 5)
    assert not accepts(4, 4, 4) and not accepts(1, 4) and not accepts(1, 4, 5, 4) and not accepts(2, 4, 5)
    assert not core_deal.is_outcome(state.chance, Action(CHANCE, "dice", (1, 4, 5)))


def test_a_deal_from_its_own_stream_leaves_the_game_generator_alone_and_burn_spends_steps_first():
    state = bare(77)
    core_deal.ask(state, "deck", ["a", "b", "c"], rng=5)
    assert core_deal.sample(state.chance, 77) == Action(CHANCE, "deal", tuple(shuffled(5, ["a", "b", "c"])[1]))
    assert core_deal.after(state.chance, 77) == 77
    core_deal.ask(state, "gems", ["x", "y", "y"], burn=3)
    assert core_deal.sample(state.chance, 77).args == tuple(shuffled(skip(77, 3), ["x", "y", "y"])[1])
    assert core_deal.after(state.chance, 77) == skip(77, 3 + 2)


def test_queued_deals_are_asked_in_order_then_the_queue_is_gone():
    state = bare()
    core_deal.queue(state, "one", [1, 2])
    core_deal.queue(state, "two", [3, 4], 1, rng=9, deck="x")
    assert core_deal.ask_next(state) and state.chance["why"] == "one"
    assert core_deal.ask_next(state)
    assert state.chance == {"kind": "deal", "why": "two", "items": [3, 4], "count": 1, "rng": 9, "deck": "x"}
    assert not core_deal.ask_next(state) and "deals" not in state.pending


def test_skip_is_that_many_steps():
    from tycoon.core.rng import step

    rng = 424242
    for _ in range(7):
        rng = step(rng)[0]
    assert skip(424242, 7) == rng


# ---- every game ----------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", GAMES)
def test_the_set_up_is_dealt_by_chance_first(variant):
    """The game starts waiting on chance's deals (Babylon: only when the ruby holders are drawn);
    the players act once they are made, and chance's legal list is the generator's deal."""
    options = {"rubies": "seed"} if variant == "babylon" else {}
    state = new_game(variant, seats(3), 5, options)
    assert state.current_player() == CHANCE and state.chance["kind"] == "deal" and not state.story
    assert all(legal_actions(state, s) == [] for s in range(3))
    assert legal_actions(state) == [sample_chance(state)]
    dealt(state)
    assert state.story and state.history and all(a.startswith("-1 deal ") for a in state.history)


@pytest.mark.parametrize("variant", GAMES)
def test_no_view_shows_what_a_deal_is_dealing(variant):
    """While chance is to deal, every seat's view and a spectator's are the same whatever the deal
    holds (views never read state.chance: the gems, a Flip-Lock row, the tickets stay unseen)."""
    options = {"rubies": "seed"} if variant == "babylon" else {}
    state = new_game(variant, seats(4, bot=True), 3, options)
    checked = set()
    for _ in range(3000):
        if state.over:
            break
        if state.chance is not None and state.chance["kind"] == "deal":
            other = state.clone()
            other.chance = {**other.chance, "items": list(reversed(other.chance["items"])), "secret": "x" * 9}
            for seat in (None, 0, 1, 2, 3):
                assert view(state, seat) == view(other, seat)
            checked.add(state.chance["why"])
        play_automatic(state)
    assert checked


@pytest.mark.parametrize("variant", GAMES)
def test_a_forced_deal_leaves_the_future_as_a_sampled_one_would(variant):
    """Force the first deal of every kind in a bot game to another valid outcome: the generator
    is where it would have been, and the replay of the history (deals included) is the game."""
    options = {"rubies": "seed"} if variant == "babylon" else {}
    players = seats(4, bot=True)
    state = new_game(variant, players, 8, options)
    forced = set()
    for _ in range(3000):
        if state.over:
            break
        chance = state.chance
        if chance is not None and chance["kind"] == "deal" and chance["why"] not in forced:
            sampled = sample_chance(state)
            other = Action(CHANCE, "deal", tuple(reversed(sampled.args)))
            twin = state.clone()
            apply_action(twin, sampled)
            apply_action(state, other)
            assert state.rng == twin.rng and state.history[-1] == str(other)
            forced.add(chance["why"])
        else:
            play_automatic(state)
    assert forced
    assert replay(variant, players, 8, options, state.history) == state


def test_every_variant_with_chance_answers_a_deal_and_refuses_dice_then():
    for variant in all_variants():
        state = new_game(variant.id, seats(variant.min_players), 2, {})
        if state.chance is None or state.chance["kind"] != "deal":
            continue
        with pytest.raises(IllegalAction):
            apply_action(state, "-1 dice 3 4")


# ---- Monopoly and Taiwan: the decks and the dealt deeds --------------------------------------------
def test_monopoly_decks_are_shuffled_by_chance_from_the_decks_stream():
    state = new_game("monopoly", seats(2), 4)
    rng, stream = state.rng, seed_state(4, "decks")
    assert state.chance["why"] == "deck" and state.chance["deck"] == "chance" and state.chance["rng"] == stream
    chance_ids = [card[0] for card in DECKS["chance"]]
    order = list(reversed(chance_ids))
    deal(state, *order)
    assert state.chance["deck"] == "chest" and state.chance["rng"] == skip(stream, len(chance_ids) - 1)
    with pytest.raises(IllegalAction):
        deal(state, *order)  # Chance cards are not Community Chest cards
    dealt(state)
    assert state.board["decks"]["chance"] == order and state.rng == rng  # the dice's generator untouched
    assert state.phase == "order" and state.chance["kind"] == "dice"


def test_quick_game_deeds_are_dealt_by_chance():
    state = new_game("monopoly", seats(2), 4, {"starting_deeds": 3})
    deal(state, *sample_chance(state).args)
    deal(state, *sample_chance(state).args)
    assert state.chance["why"] == "deeds" and state.chance["count"] == 6
    with pytest.raises(IllegalAction):
        deal(state, 1, 1, 3, 6, 8, 9)  # a deed twice
    with pytest.raises(IllegalAction):
        deal(state, 0, 1, 3, 6, 8, 9)  # square 0 is no deed
    deal(state, 1, 3, 6, 8, 9, 11)
    assert [e["square"] for e in events(state, "deed_dealt") if e["player"] == 1] == [8, 9, 11]
    assert [state.board["owner"][i] for i in (1, 3, 6, 8, 9, 11)] == [0, 0, 0, 1, 1, 1]


# ---- Rich: the deck, the used pile, Flip-Lock rows (test_rich_fliplock.py) -----------------------
def test_rich_deck_is_dealt_by_chance_then_a_card_each():
    state = new_game("rich", seats(3), 2)
    assert state.chance["why"] == "deck" and not events(state, "rich_card_drawn")
    with pytest.raises(IllegalAction):
        deal(state, *["double"] * 24)
    order = sorted(RICH_DECK)  # collect ×8, double ×8, pay ×8
    deal(state, *order)
    assert [p["cards"] for p in state.players] == [["collect"]] * 3 and state.board["deck"] == order[3:]
    assert state.phase == "profession"


# ---- Easy Money: the tickets and both decks -------------------------------------------------------
def test_easymoney_set_up_deals_tickets_then_wall_street_then_mystery():
    state = new_game("easymoney", seats(3), 2)
    assert state.chance["why"] == "tickets" and not events(state, "em_setup")
    deal(state, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    assert state.chance["why"] == "wall_street"
    dealt(state)
    assert [p["tickets"] for p in state.players] == [[10], [9], [8]] and state.board["tickets"] == list(range(7, 0, -1))
    assert events(state, "em_your_ticket")[0] == {"player": 0, "ticket": 10} and state.phase == "stake"
    assert sorted(state.board["tickets"] + [10, 9, 8]) == sorted(TICKETS)


# ---- Babylon: the ruby holders, the numbers not won, the gems ---------------------------------------
def test_babylon_ruby_holders_numbers_and_gems_are_chance_s_deals():
    state = new_game("babylon", seats(5), 3, {"rubies": "seed"})
    assert state.chance["why"] == "rubies" and state.chance["count"] == 3
    with pytest.raises(IllegalAction):
        deal(state, 0, 0, 1)  # a seat twice
    deal(state, 4, 0, 2)
    assert [p["rubies"] for p in state.players] == [1, 0, 1, 0, 1] and state.phase == "auction"
    assert events(state, "bb_rubies_dealt") == [{"players": [0, 2, 4]}]
    act(state, 0, "bid", 5, 1)
    act(state, 2, "pass")
    act(state, 4, "pass")
    assert state.chance["why"] == "numbers" and state.chance["items"] == [1, 2, 3, 4]
    deal(state, 4, 3, 2, 1)  # given from the end of the deal to the seats without one, in seat order
    assert [p["order"] for p in state.players] == [5, 1, 2, 3, 4]
    assert state.chance["why"] == "lucky" and state.chance["count"] == 2  # 10 cards: two gems get a third
    deal(state, "emerald", "garnet")
    assert Counter(state.chance["items"]) == {"pearl": 2, "garnet": 3, "amethyst": 2, "emerald": 3}
    with pytest.raises(IllegalAction):
        deal(state, *["pearl"] * 3, *["garnet"] * 3, *["emerald"] * 3, "amethyst")  # three pearls
    deal(state, "pearl", "garnet", "garnet", "garnet", "emerald", "emerald", "emerald", "amethyst", "amethyst", "pearl")
    assert [p["gems"] for p in state.players] == [["garnet", "pearl"], ["garnet", "garnet"], ["emerald", "emerald"],
                                                  ["amethyst", "emerald"], ["amethyst", "pearl"]]
    assert state.phase == "room" and state.chance["kind"] == "dice"
    for seat in (None, 0, 1, 3, 4):
        assert view(state, seat)["players"][2]["gems"] is None  # seat 2's gems: its own only


def test_babylon_gems_with_no_extra_card_spend_the_old_draw_first():
    """Eight cards for four players: no gem gets an extra card, but the draw of those gems always
    took three steps of the generator, so the one deal spends them first (``burn``)."""
    state = new_game("babylon", seats(4), 6, {"rubies": "one_each"})
    for seat in range(4):
        act(state, seat, "pass")
    deal(state, 4, 3, 2, 1)
    rng = state.rng
    assert state.chance["why"] == "gems" and state.chance["burn"] == 3
    pool = state.chance["items"]
    assert sample_chance(state).args == tuple(shuffled(skip(rng, 3), pool)[1])
    deal(state, *sorted(pool))
    assert state.rng == skip(rng, 3 + len(pool) - 1)
    assert [p["gems"] for p in state.players] == [["amethyst", "amethyst"], ["emerald", "emerald"],
                                                  ["garnet", "garnet"], ["pearl", "pearl"]]
