"""The Hard bot (docs/bots.md "Levels"; core/search.py): it looks ahead only from its own view,
so it decides the same whatever is hidden behind that view; it is the same for the same game (a
save replays); it plays only legal moves and its games keep the rules' invariants."""

import random

import pytest
from playout import check_invariants, initial_money
from tycoon.core import apply_action, find_variant, new_game, play_automatic, saves
from tycoon.core.game import acting_seats, bot_action, bot_view, legal_actions
from tycoon.core.levels import offered
from tycoon.core.rng import shuffled

HARD = ("monopoly", "taiwan", "rich", "easymoney", "babylon")


def table(variant: str, hard: int = 1) -> list:
    return [{"name": f"Bot {i + 1}", "bot": True, **({"level": "hard"} if i == hard else {})} for i in range(4)]


def at_a_moment(variant: str, seed: int, hard: int = 1, skip: int = 0):
    """A game of bots stopped where the Hard seat has a moment to look ahead (two candidates or
    more), the `skip`-th such moment; with the Normal choice there."""
    look = find_variant(variant).lookahead
    state = new_game(variant, table(variant, hard), seed)
    seen = 0
    for _ in range(20_000):
        assert not state.over, "no moment found"
        if state.chance is None and hard in acting_seats(state):
            legal = legal_actions(state, hard)
            view = bot_view(state, hard)
            if len(legal) > 1 and len(look.moments(view, legal, find_variant(variant).bot(view, legal)) or []) > 1:
                if seen == skip:
                    return state
                seen += 1
        play_automatic(state)
    raise AssertionError("no moment found")


def hide_otherwise(variant: str, state, seat: int, seed: int) -> None:
    """Change what `seat` cannot see: the dice to come, the order of the decks, the face-down
    cards, the other players' tickets."""
    chooser = random.Random(seed)
    state.rng = chooser.getrandbits(64)
    board = state.board
    if variant in ("monopoly", "taiwan"):
        for name in board["decks"]:
            _, board["decks"][name] = shuffled(chooser.getrandbits(64), board["decks"][name])
    if variant == "rich":
        _, board["deck"] = shuffled(chooser.getrandbits(64), board["deck"])
        flip = board.get("flip")
        if flip and flip.get("result") is None:
            down = flip["row"][flip["shown"]:]
            flip["row"] = flip["row"][: flip["shown"]] + down[::-1]
    if variant == "easymoney":
        others = [s for s in range(len(state.players)) if s != seat]
        pool = board["tickets"] + [t for s in others for t in state.players[s]["tickets"]]
        chooser.shuffle(pool)
        for s in others:
            count = len(state.players[s]["tickets"])
            state.players[s]["tickets"], pool = pool[:count], pool[count:]
        board["tickets"] = pool
    if variant == "babylon":
        _babylon_otherwise(state, seat, chooser)


def _babylon_otherwise(state, seat: int, chooser) -> None:
    """Another deal behind the seat's view: the other players' hands (gems, tickets, Check) passed
    round among them, and every score it did not watch rolled again."""
    seen = set(state.players[seat]["watched"]) | {seat}
    others = [s for s in range(len(state.players)) if s != seat]
    hands = [{k: state.players[s][k] for k in ("gems", "tickets", "check")} for s in others]
    hands = hands[1:] + hands[:1]
    for s, hand in zip(others, hands, strict=True):
        state.players[s].update(hand)
        if s not in seen:
            state.players[s]["score"] = chooser.choice((1, 2, 3))


@pytest.mark.parametrize("variant", HARD)
def test_hard_bot_is_offered_where_its_game_has_a_lookahead(variant):
    assert offered(find_variant(variant)) == ("easy", "normal", "hard")


@pytest.mark.parametrize("variant", HARD)
def test_hard_bot_is_deterministic(variant):
    state = at_a_moment(variant, 11)
    first = bot_action(state, 1)
    _save, loaded = saves.load(saves.dumps(saves.build_save(state, table(variant))).encode("utf-8"))
    assert loaded == state and loaded.players[1]["level"] == "hard"
    assert bot_action(state, 1) == first
    assert bot_action(loaded, 1) == first


@pytest.mark.parametrize("variant", HARD)
@pytest.mark.parametrize("skip", [0, 2])
def test_hard_bot_decides_the_same_whatever_is_hidden_behind_its_view(variant, skip):
    state = at_a_moment(variant, 5, skip=skip)
    first = bot_action(state, 1)
    for seed in range(3):
        other = state.clone()
        hide_otherwise(variant, other, 1, seed)
        assert bot_view(other, 1) == bot_view(state, 1)
        assert bot_action(other, 1) == first


@pytest.mark.parametrize("variant", HARD)
def test_hard_bot_plays_legal_moves_and_keeps_the_invariants(variant):
    state = new_game(variant, table(variant, hard=2), 21)
    while state.chance is not None:  # Babylon's rubies are dealt by chance first
        play_automatic(state)
    money = initial_money(state)
    for _ in range(400):  # bot_action asserts that each choice is in the legal list
        if state.over:
            break
        play_automatic(state)
        check_invariants(state, money)


def test_hard_bot_sometimes_plays_otherwise_than_normal():
    """Its look-ahead changes some of Normal's choices (else it would be Normal by another name),
    and only some: it keeps Normal's unless the copies say clearly otherwise."""
    variant = find_variant("monopoly")
    state = new_game("monopoly", table("monopoly"), 2)
    differ = same = 0
    while not state.over and differ + same < 120:
        if state.chance is None and 1 in acting_seats(state):
            legal = legal_actions(state, 1)
            view = bot_view(state, 1)
            normal = variant.bot(view, legal)
            if len(legal) > 1 and len(variant.lookahead.moments(view, legal, normal) or []) > 1:
                choice = bot_action(state, 1)
                differ += choice != normal
                same += choice == normal
                apply_action(state, choice)
                continue
        play_automatic(state)
    assert 1 <= differ < same


@pytest.mark.parametrize("variant", HARD)
def test_hard_bot_samples_are_the_same_whatever_is_hidden(variant):
    """The copies it plays are dealt from its view alone: the same sample, card for card."""
    from tycoon.core.search import sample

    state = at_a_moment(variant, 8, skip=1)
    wanted = sample(find_variant(variant), state, 1, 12345).to_dict()
    for seed in range(3):
        other = state.clone()
        hide_otherwise(variant, other, 1, seed)
        assert other.to_dict() != state.to_dict()
        assert sample(find_variant(variant), other, 1, 12345).to_dict() == wanted


def test_a_screen_is_told_when_a_hard_bot_is_about_to_think():
    state = at_a_moment("monopoly", 4)
    from tycoon.core.game import thinking_seat

    assert thinking_seat(state) == 1
    normal = new_game("monopoly", table("monopoly", hard=-1), 4)
    while normal.chance is not None:
        play_automatic(normal)
    assert thinking_seat(normal) is None


def test_hard_bot_looks_further_only_while_a_candidate_may_still_beat_normal(monkeypatch):
    """如何做個大富翁's Hard bot takes a first look, then more copies only where the choice is close
    (Lookahead.first): some decisions stop after the first look, some go on, none past the budget."""
    from tycoon.core import search

    look = find_variant("taiwan").lookahead
    assert look.first and look.first < look.budget
    played = []
    real = search.play_out
    monkeypatch.setattr(search, "play_out", lambda *args: played.append(1) or real(*args))
    actions = set()
    for skip in range(12):
        state = at_a_moment("taiwan", 3, skip=skip)
        view = bot_view(state, 1)
        cap = look.budget_for(view) if look.budget_for else look.budget
        played.clear()
        bot_action(state, 1)
        assert len(played) * look.horizon <= cap
        actions.add(len(played) * look.horizon)
    assert min(actions) <= look.first and max(actions) > look.first


def test_a_candidate_is_looked_at_further_only_while_it_may_beat_normal():
    from tycoon.core.search import _open

    normal = [0.3, 0.2, 0.25, 0.3]
    same, behind, close = [0.3, 0.2, 0.25, 0.3], [0.2, 0.1, 0.15, 0.2], [0.32, 0.19, 0.27, 0.3]
    assert not _open(same, normal, 0.004) and not _open(behind, normal, 0.004) and _open(close, normal, 0.004)
    assert _open(close[:2], normal, 0.004)  # a candidate with fewer copies is weighed on those
