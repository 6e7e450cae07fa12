"""apply_action checks an action against the legal actions of its own kind (core.game.is_legal,
Variant.legal_of), not the whole list (issue 39). The whole list stays the one public truth: in
random games of every variant, for every seat after every action, the per-kind answer must be the
whole list's answer, for the legal actions and for refused ones (another seat's move, a changed
argument, a kind of another phase, a free amount)."""

import random

import pytest
from playout import random_move, scaled
from tycoon.core import CHANCE, Action, apply_action, legal_actions, new_game, sample_chance
from tycoon.core.game import _accepted, acting_seats, bot_action, is_legal
from tycoon.core.variant import find_variant

GAMES = {"monopoly": 4, "taiwan": 4, "rich": 3, "easymoney": 3, "babylon": 4}
ACTIONS = 500  # per game: enough to cross auctions, trades, raising cash, sealed phases


def whole_list_answer(state, action: Action) -> bool:
    """What apply_action answered before issue 39: the whole legal list, or an accepted amount."""
    if state.over:
        return False
    legal = legal_actions(state, action.seat)
    return action in legal or _accepted(state, find_variant(state.variant), action, legal)


def refused_variants(action: Action, seats: int, kinds: list) -> list:
    """Actions near a legal one that are often not legal: another seat, a changed argument, another kind."""
    found = [Action((action.seat + 1) % seats, action.kind, action.args)]
    if action.args and isinstance(action.args[0], int):
        found += [Action(action.seat, action.kind, (action.args[0] + d, *action.args[1:])) for d in (1, 7, -3)]
    found += [Action(action.seat, kind, action.args) for kind in kinds[:4]]
    found += [Action(action.seat, kind, ()) for kind in kinds[-4:]]
    return found


@pytest.mark.parametrize("variant", sorted(GAMES))
@pytest.mark.parametrize("seed", range(1, 1 + scaled(40)))
def test_the_per_kind_check_answers_as_the_whole_list_does(variant, seed):
    chooser = random.Random(seed)
    seats = GAMES[variant]
    state = new_game(variant, [{"name": f"P{i}", "bot": False} for i in range(seats)], seed, None)
    kinds_seen: list = []
    checked = refused = 0
    for _ in range(ACTIONS):
        if state.over:
            break
        if state.current_player() != CHANCE:
            acting = acting_seats(state)
            for seat in {*acting, chooser.randrange(seats)}:  # the seats that must act, and one other
                whole = legal_actions(state, seat)
                for kind in {a.kind for a in whole} | set(kinds_seen[:4]):
                    assert legal_actions(state, seat, kinds={kind}) == [a for a in whole if a.kind == kind]
                for action in whole:
                    if action.kind not in kinds_seen:
                        kinds_seen.append(action.kind)
                candidates = chooser.sample(whole, min(4, len(whole)))
                for action in candidates[:2]:
                    candidates += refused_variants(action, seats, kinds_seen)
                for action in candidates:
                    expected = whole_list_answer(state, action)
                    assert is_legal(state, action) == expected, f"{action} in phase {state.phase}"
                    checked += 1
                    refused += not expected
        apply_action(state, random_move(chooser, state))
    assert checked > 100 and refused, f"the game offered little to check ({checked})"


def test_apply_action_still_refuses_with_the_whole_lists_reason():
    state = new_game("monopoly", [{"name": "A", "bot": False}, {"name": "B", "bot": False}], 1, None)
    while state.current_player() == CHANCE:
        apply_action(state, sample_chance(state))
    with pytest.raises(Exception, match="allowed now: roll"):
        apply_action(state, Action(state.actor, "end_turn"))


@pytest.mark.parametrize("variant", sorted(GAMES))
@pytest.mark.parametrize("seed", range(1, 1 + scaled(40)))
def test_a_bot_weighing_a_few_kinds_picks_what_it_picks_from_the_whole_list(variant, seed):
    """bot_action asks for the kinds the bot weighs (Variant.bot_kinds) and skips the view when
    one action is left; the variant's bot, given the whole list and the whole view, agrees."""
    from tycoon.core import next_automatic, view

    seats = [{"name": f"Bot {i}", "bot": True} for i in range(GAMES[variant])]
    state = new_game(variant, seats, seed, None)
    bot = find_variant(variant).bot
    for _ in range(3000):
        if state.over:
            break
        if state.chance is None:
            for seat in acting_seats(state):
                if state.players[seat].get("bot"):
                    before = state.to_json()
                    assert bot_action(state, seat) == bot(view(state, seat), legal_actions(state, seat))
                    assert state.to_json() == before, "deciding changed the game (a bot wrote into its view)"
        apply_action(state, next_automatic(state))
