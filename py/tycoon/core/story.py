"""The end-of-game story: each player's net worth over the game and the notable
moments, kept in ``State.story`` as the game goes and published as ONE public ``story`` event when
the game ends.

- Net worth is the variant's own measure (``StoryRules.worth``), sampled at a checkpoint: every
  new round (``state.round`` changed), plus the start and the end. The running series stays in
  the state, never in an event, so a game with secrets (Babylon) shows nothing before the end.
  A long game thins its series evenly (every other point is dropped and the sampling step
  doubles) so it never holds more than ``MAX_POINTS`` points: the same thinned series goes to
  the log and to the chart.
- Moments keep only the biggest of each kind (``note``): the largest payment between players
  (core/money.py), the roll that brought its roller the most money, the longest jail stay (in
  the roller's own turns), and each variant's own (Taiwan's Spy, Rich's Flip-Lock, Easy Money's
  bets, Babylon's sales). Each is a message key ``story.<name>`` with params.

Every update costs O(1) per action (a checkpoint reads each seat's worth once; thinning touches
at most MAX_POINTS points once per MAX_POINTS/2 checkpoints)."""

from collections.abc import Callable
from dataclasses import dataclass

from .deal import is_deal
from .variant import variant_of

MAX_POINTS = 120
# The order the end screen lists moments in (only those that happened are in the event).
ORDER = ("payment", "roll", "jail", "spy", "flip", "bet", "sale")


@dataclass(frozen=True)
class StoryRules:
    """What a variant tells the story with."""

    worth: Callable  # (state, seat) -> int: the game's own net worth of a seat now
    jail: str = ""  # the player field that is true while in jail ("" for a game without jail)


def begin(state) -> dict:
    """A fresh story, its first point the worth at the start."""
    rules = _rules(state)
    seats = len(state.players)
    state.story = {"series": [[] for _ in range(seats)], "labels": [], "every": 1, "count": 0,
                   "mark": state.round, "turn": state.turn, "jail": [0] * seats, "moments": {}, "told": False}
    if rules is not None:
        _point(state, rules, state.round)
    return state.story


def note(state, name: str, player: int, amount: int, **params) -> None:
    """Keep the biggest moment of a kind (ties keep the first)."""
    story = state.story or begin(state)
    best = story["moments"].get(name)
    if amount > 0 and (best is None or amount > best["amount"]):
        story["moments"][name] = {"player": player, "amount": amount, **params}


def after(state, rolled: tuple | None = None) -> None:
    """Called after every applied action: a checkpoint when a round began, a jail turn when a
    turn began, the luckiest roll, and the story event once the game is over.
    rolled: (seat, cash before, faces) when the action was a roll of the dice."""
    rules = _rules(state)
    if rules is None or (not state.story and is_deal(state.chance)):
        return  # the set-up is still being dealt (core/deal.py): the story begins once it is
    story = state.story or begin(state)
    if rolled is not None:
        seat, before, faces = rolled
        cash = state.players[seat].get("cash")
        if isinstance(cash, int) and isinstance(before, int) and cash > before:
            note(state, "roll", seat, cash - before, faces=" + ".join(str(f) for f in faces))
    if rules.jail and state.turn != story["turn"]:
        story["turn"] = state.turn
        seat = state.turn_seat
        if 0 <= seat < len(state.players):
            if state.players[seat].get(rules.jail):
                story["jail"][seat] += 1
                note(state, "jail", seat, story["jail"][seat], turns=story["jail"][seat])
            else:
                story["jail"][seat] = 0
    if state.round != story["mark"] and not state.over:
        story["mark"] = state.round
        story["count"] += 1
        if story["count"] % story["every"] == 0:
            _point(state, rules, state.round)
    if state.over and not story["told"]:
        tell(state, rules)


def tell(state, rules) -> None:
    """The last point (the final worth) and the one public story event."""
    story = state.story
    _point(state, rules, state.round, last=True)
    story["told"] = True
    moments = [[f"story.{name}", story["moments"][name]] for name in ORDER if name in story["moments"]]
    series, labels = published(story)
    state.emit("story", series=series, labels=labels, moments=moments)


def published(story: dict) -> tuple:
    """(series, labels) as the end screen shows them: each point's label the round it comes after
    (Babylon's earnings chart put round 1's sales at 1, this one at 2). A checkpoint is
    taken as a round begins, so the one labelled r is the worth after round r - 1, and the one as
    round 1 began is the start again (nothing happens before the first turn): dropped. The first
    point (0: the start) and the last (the end) keep theirs."""
    labels = list(story["labels"])
    keep = [i for i, label in enumerate(labels) if not (0 < i < len(labels) - 1 and label == 1 and labels[0] == 0)]
    shown = [label if i in (0, len(labels) - 1) else label - 1 for i, label in enumerate(labels)]
    return [[points[i] for i in keep] for points in story["series"]], [shown[i] for i in keep]


def _point(state, rules, label: int, last: bool = False) -> None:
    story = state.story
    if not last and len(story["labels"]) >= MAX_POINTS:
        # Thin evenly: keep the first point and every other one, sample half as often from now.
        story["labels"] = story["labels"][::2]
        story["series"] = [s[::2] for s in story["series"]]
        story["every"] *= 2
    story["labels"].append(label)
    for seat, series in enumerate(story["series"]):
        series.append(int(rules.worth(state, seat)))


def _rules(state):
    return variant_of(state).story
