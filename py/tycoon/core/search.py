"""The Hard bot (docs/bots.md "Levels"): at the moments that matter it tries each of a few
candidate moves on copies of the game and plays each copy on with Normal bots in every seat, then
keeps the move whose copies left it best placed.

It never reads what its seat cannot see. The copies are *samples*: the game's `Lookahead.redraw`
deals again, from a generator seeded by the seat's own view, everything the view hides (the order
of a deck, face-down cards, another player's hand), using only what is public (which cards are
still in a deck, how many gems a player holds). The same view always gives the same samples, so a
Hard bot decides the same whatever the hidden truth behind its view, and a saved game replays.

The budget is a number of actions played in the copies, not a time: a clock would make the choice
depend on the machine. `bench/levels.py --timing` measures what the budget costs.
"""

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, fields

from .rng import MASK64, step
from .state import State


@dataclass(frozen=True)
class Lookahead:
    """What a game gives its Hard bot."""

    # (view, legal, normal's choice) -> the candidates, normal's choice first; None or a single
    # one where the moment does not matter (the Hard bot then plays as Normal). A candidate is an
    # action or a list of them (a plan, whose later steps `settled` plays).
    moments: Callable
    # (sample, seat, rng) -> None: redraw, in the sample, everything `seat` cannot see, from rng.
    redraw: Callable
    horizon: int = 60  # actions played after the candidate in each copy
    budget: int = 720  # actions played in all the copies of one decision, at most
    # Actions of a first look; None: the whole budget. The rest of the budget is played (doubling
    # the copies each time) only while some candidate may still beat Normal's choice (_open), and
    # only for those candidates (and Normal's choice).
    first: int | None = None
    # (view) -> the budget at this moment, for a game whose few moments that matter most may think
    # longer; None: `budget` everywhere.
    budget_for: Callable | None = None
    # How far ahead a candidate must be on average (in the share of the table's worth) to replace
    # Normal's choice, besides being ahead beyond the copies' noise (_best).
    margin: float = 0.004
    # (variant, state) -> each seat's standing in a copy that has not ended; None: the game's own net
    # worth (story.worth). A property game counts what a whole colour group promises, which a few
    # rounds of a copy do not yet show in cash.
    equity: Callable | None = None
    # (state) -> True once the winners are known while the game still goes on (a ceremony after the
    # reveal): a copy stops there and is scored as won or lost. None: only when the game is over.
    decided: Callable | None = None
    # Score a decided copy by the seat's share of the worth too, not as won or lost: in a game where
    # every earning counts to the end and only a few copies can be afforded, a win by a little and
    # a loss by a little are nearly the same move.
    by_worth: bool = False
    # (view, legal) -> a move played without copies, or None: the next step of a plan of several
    # actions chosen earlier (a counter-offer being drafted), or a stake whose expectation over the
    # outcome to come is known exactly (copies of a stake only sample its luck).
    settled: Callable | None = None
    # (view, legal, normal's choice) -> the move the Hard bot plays unless a candidate's copies beat
    # it, where it is not Normal's (a property game's Hard bot asks more of a trade offer); None:
    # Normal's choice everywhere.
    base: Callable | None = None


_SKIPPED = ("log", "history")  # a copy needs neither, and they grow with the game


def decide(variant, state: State, seat: int, view: dict, legal: list, normal, engine: tuple):
    """The Hard bot's move: `normal` (Normal's choice) unless a candidate's copies score better.
    `engine`: (apply, play_automatic) of core/game.py, given by it (this module imports nothing of
    game.py, which calls it)."""
    look = variant.lookahead
    if look.base is not None:
        normal = look.base(view, legal, normal)
    settled = look.settled(view, legal) if look.settled is not None else None
    if settled is not None:
        return settled
    candidates = look.moments(view, legal, normal)
    if not candidates or len(candidates) < 2:
        return normal
    seed = _seed(view, legal)
    budget = look.budget_for(view) if look.budget_for is not None else look.budget
    scores = [[] for _ in candidates]
    live = list(range(len(candidates)))  # Normal's choice and the candidates that may still beat it
    goal = max(2, (look.first or budget) // (len(live) * look.horizon))
    left = budget
    while True:
        for r in range(len(scores[0]), goal):
            base = sample(variant, state, seat, (seed + r * 0x9E3779B97F4A7C15) & MASK64)
            frozen = _frozen(base)
            for i in live:
                copy = State.from_dict(json.loads(frozen), copy=False)
                scores[i].append(play_out(variant, copy, candidates[i], seat, look.horizon, engine))
            left -= len(live) * look.horizon
        live = [0] + [i for i in live[1:] if _open(scores[i], scores[0], look.margin)]
        more = left // (len(live) * look.horizon)
        if look.first is None or len(live) < 2 or more < 1:
            break
        goal += min(goal, more)
    chosen = candidates[_best(scores, look.margin)]
    return chosen[0] if isinstance(chosen, list) else chosen


def _open(scores: list, base: list, margin: float) -> bool:
    """Might this candidate still beat Normal's choice with more copies: is it, on the copies so
    far, within a standard error of being `margin` ahead? Once it is not, its copies stop, and
    the budget left goes to the candidates still open."""
    mean, error = _paired(scores, base)
    return mean + error > margin


def _paired(scores: list, base: list) -> tuple:
    """(mean, standard error) of the differences between two candidates' scores on the same copies
    (the first len(scores) of `base`: a candidate whose copies stopped early has fewer)."""
    n = len(scores)
    diffs = [a - b for a, b in zip(scores, base[:n], strict=True)]
    mean = sum(diffs) / n
    return mean, (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5 / n ** 0.5


def _best(scores: list, margin: float) -> int:
    """The candidate to play: Normal's (index 0) unless another beat it on the same copies by more
    than `margin` on average and by more than twice the standard error of the differences (paired
    copies: each difference is the move's, not the dice's); of those, the one ahead by most."""
    best, lead = 0, 0.0
    for i in range(1, len(scores)):
        mean, error = _paired(scores[i], scores[0])
        if mean > margin and mean > 2 * error and mean > lead:
            best, lead = i, mean
    return best


def sample(variant, state: State, seat: int, seed: int) -> State:
    """A copy of the game in which everything `seat` cannot see is dealt again from `seed`, every
    seat is a Normal bot, and the generator is the sample's own (the true dice to come are unseen)."""
    data = {f.name: getattr(state, f.name) for f in fields(State) if f.name not in _SKIPPED}
    copy = State.from_dict(data)  # a deep copy (JSON), without the log and the history
    for player in copy.players:
        player["bot"] = True
        player.pop("level", None)
    if copy.sealed is not None:  # the others' sealed answers are unseen: they will answer again
        answers = copy.sealed["answers"]
        for other, answer in enumerate(answers):
            if other != seat and answer is not None:
                answers[other] = None
                copy.sealed["waiting"].append(other)
        copy.sealed["waiting"].sort()
    rng, _ = step(seed)
    copy.rng = rng
    variant.lookahead.redraw(copy, seat, step(rng ^ 0x5DEECE66D)[1])
    return copy


def play_out(variant, copy: State, candidate, seat: int, horizon: int, engine: tuple) -> float:
    """Play `candidate` (an action, or a list of them: a plan such as a counter-offer, whose later
    steps Lookahead.settled plays), then up to `horizon` actions of Normal bots; the seat's score."""
    apply, automatic = engine
    for action in candidate if isinstance(candidate, list) else (candidate,):
        apply(copy, variant, action)
    for _ in range(horizon):
        if _decided(variant, copy) or automatic(copy) is None:
            break
    return score(variant, copy, seat)


def _decided(variant, state: State) -> bool:
    decided = variant.lookahead.decided
    return state.over or (decided is not None and decided(state))


def score(variant, state: State, seat: int) -> float:
    """1 for a game won (shared among the winners), 0 for one lost (unless Lookahead.by_worth); while
    it goes on, the seat's share of the table's worth (Lookahead.equity, else the game's own net worth, story.worth)."""
    if _decided(variant, state) and not variant.lookahead.by_worth:
        return 1.0 / len(state.winners) if seat in state.winners else 0.0
    equity = variant.lookahead.equity
    found = equity(variant, state) if equity is not None else [variant.story.worth(state, s)
                                                               for s in range(len(state.players))]
    worth = [max(0, w) for w in found]
    total = sum(worth)
    return worth[seat] / total if total > 0 else 0.0


def _frozen(state: State) -> str:
    return json.dumps({f.name: getattr(state, f.name) for f in fields(State)}, separators=(",", ":"))


def _seed(view: dict, legal: list) -> int:
    """The samples' seed: a hash of the seat's view and its choices (docs/design.md: seeds go
    through a hash), so it reads nothing the seat cannot see."""
    text = json.dumps([view, [str(a) for a in legal]], sort_keys=True, default=str, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
