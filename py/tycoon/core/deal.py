"""Shuffles and deals as chance nodes (docs/design.md "The engine contract": "Chance is a player"),
as dice are (dice.py).

A rule that shuffles asks chance for the outcome: `ask(state, why, items, count)` sets
``state.chance = {"kind": "deal", "why": why, "items": [...], "count": n}``; chance then acts,
and its outcome is the action ``-1 deal <the first n cards of the shuffled items>`` (the whole new
order of a deck when n is its length). The variant's `apply` gets that action with
``state.chance`` still set (it clears it) and goes on from where the rules asked.

The outcome the game's own generator gives is exactly ``rng.shuffled(rng, items)[:count]``, the
Fisher-Yates shuffle every shuffle used before deals were chance nodes; and applying an outcome,
sampled or forced, advances the generator by the steps that shuffle takes (``len(items) - 1``,
plus ``burn``) whichever order came out. So a forced deal does not shift the future, and a game
saved before deals were chance nodes replays the same (saves.MIGRATIONS[1]).

A deal has too many outcomes to list (16! orders of a deck), so `outcomes` gives only the one the
generator picks (weight 1), and `is_outcome` accepts any valid forced one: `count` cards taken from
`items` as a multiset (two 4s only if the deck has two). Tests force a deal through apply_action:
``apply_action(state, "-1 deal 3 8 2 9 1 4")``.

A set-up of several deals (two decks, then the dealt deeds) queues them (`queue`) and asks the
next one (`ask_next`) as each is made.

Options of a deal:
- ``rng``: draw from this generator state instead of ``state.rng``, which then stays where it was
  (the property games shuffle their decks and deal deeds from streams of their own, rng.seed_state).
- ``burn``: generator steps spent before the shuffle (Babylon's draw of the gems that get an extra
  card, which has nothing to choose when 2N is a multiple of 4 but always took its 3 steps).

No view shows ``state.chance``: what a deal dealt is known only once the rules show it.
"""

from collections import Counter

from .actions import CHANCE, Action
from .rng import shuffled, skip

KIND = "deal"


def ask(state, why: str, items: list, count: int | None = None, *, rng: int | None = None, burn: int = 0,
        **data) -> None:
    """Make chance the next to act: it must shuffle `items` (in this order) and deal the first
    `count` (all of them by default). `data` is kept in the chance node for the rules' own use."""
    chance = {"kind": KIND, "why": why, "items": list(items), "count": len(items) if count is None else count}
    if rng is not None:
        chance["rng"] = rng
    if burn:
        chance["burn"] = burn
    state.chance = {**chance, **data}


def is_deal(chance: dict | None) -> bool:
    return chance is not None and chance.get("kind") == KIND


def steps(chance: dict) -> int:
    """The generator steps a deal takes, whatever its outcome."""
    return chance.get("burn", 0) + max(len(chance["items"]) - 1, 0)


def sample(chance: dict, rng: int) -> Action:
    """The outcome the generator gives (`rng` is state.rng; a deal's own stream wins)."""
    start = skip(chance.get("rng", rng), chance.get("burn", 0))
    dealt = shuffled(start, chance["items"])[1][:chance["count"]]
    return Action(CHANCE, KIND, tuple(dealt))


def outcomes(chance: dict, rng: int) -> list[tuple[Action, int]]:
    """Too many to list: the sampled one only (any valid one is accepted, `is_outcome`)."""
    return [(sample(chance, rng), 1)]


def is_outcome(chance: dict, action: Action) -> bool:
    """`count` cards of the deal's items, each at most as often as the items hold it."""
    if action.kind != KIND or len(action.args) != chance["count"]:
        return False
    return not Counter(action.args) - Counter(chance["items"])


def after(chance: dict, rng: int) -> int:
    """state.rng once the deal is made: moved on by its steps, or untouched by a deal drawn from
    a stream of its own."""
    return rng if "rng" in chance else skip(rng, steps(chance))


def queue(state, why: str, items: list, count: int | None = None, **options) -> None:
    """A deal to ask after those queued before it (a set-up of several deals, in order): the
    rules ask them one by one with `ask_next` as each comes in. Kept in ``state.pending``."""
    state.pending.setdefault("deals", []).append([why, list(items), count, options])


def ask_next(state) -> bool:
    """Ask the first queued deal; False (and the queue is gone) when none is left."""
    queued = state.pending.get("deals")
    if not queued:
        state.pending.pop("deals", None)
        return False
    why, items, count, options = queued.pop(0)
    ask(state, why, items, count, **options)
    return True
