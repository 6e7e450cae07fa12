"""Shuffles and deals are chance's outcomes (core/deal.py, DESIGN.md §2 "Chance is a player"): the
generator's outcome is the shuffle every version made, forced outcomes are checked and leave the
generator where a sampled one does."""


from tycoon.core import (
    CHANCE,
    Action,
)
from tycoon.core import deal as core_deal
from tycoon.core.rng import shuffled, skip
from tycoon.core.state import State

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
