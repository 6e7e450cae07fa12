"""The one JSON-serialisable State of a game (docs/design.md "The engine contract").

Only ints, strings, bools, None, lists and dicts; seats are list indexes. Variant
specific data lives in ``players[i]`` entries and ``board``; phase specific data in
``pending``; a pending chance outcome (dice to roll) in ``chance``.
"""

import json
from dataclasses import dataclass, field, fields

from .actions import CHANCE


@dataclass
class State:
    variant: str
    options: dict
    seed: int
    rng: int
    players: list  # one dict per seat: name, bot, cash, …
    phase: str = "start"
    turn_seat: int = 0  # whose turn it is (the acting seat may differ, e.g. in an auction)
    actor: int = 0  # who must act now: a seat, or SIMULTANEOUS (the seats in `sealed["waiting"]`)
    chance: dict | None = None  # e.g. {"kind": "dice", "count": 2, "sides": 6, "why": "move"}
    pending: dict = field(default_factory=dict)
    board: dict = field(default_factory=dict)
    turn: int = 0  # turns started so far
    round: int = 0  # full rounds of the table started so far
    ledger: dict = field(default_factory=lambda: {"issued": 0, "collected": 0})  # bank money out / in
    log: list = field(default_factory=list)  # [key, params] pairs
    winners: list = field(default_factory=list)
    over: bool = False
    history: list = field(default_factory=list)  # every applied action, as text
    # A sealed simultaneous phase (core/sealed.py): {"waiting": [seats that must still answer],
    # "answers": [action text or None per seat]}; None outside one.
    sealed: dict | None = None
    stack: list = field(default_factory=list)  # what happens next (core/flow.py)
    # The end-of-game story so far (core/story.py): net worth per checkpoint, notable moments.
    # Older saves have none: it defaults to {} and starts where such a game is loaded.
    story: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        # A JSON round trip both copies and proves the state is plain JSON (int dict keys would not survive).
        return json.loads(json.dumps({f.name: getattr(self, f.name) for f in fields(self)}))

    @classmethod
    def from_dict(cls, data: dict, copy: bool = True) -> "State":
        """Build a State from plain data; copy=False adopts `data` (the caller gives it up)."""
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown state fields: {sorted(unknown)}")
        return cls(**(json.loads(json.dumps(data)) if copy else data))

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "State":
        return cls.from_dict(json.loads(text), copy=False)

    def clone(self) -> "State":
        return State.from_dict(self.to_dict(), copy=False)

    def current_player(self) -> int:
        return CHANCE if self.chance is not None else self.actor

    def emit(self, key: str, to=None, **params) -> None:
        """Record that a rule fired; the UI turns (key, params) into words.

        Public by default; ``to`` names the seats that may see it (a private event is stored as
        ``[key, params, seats]`` and ``view`` shows it to those seats only — core/events.py)."""
        if to is None:
            self.log.append([key, params])
        else:
            self.log.append([key, params, sorted({int(s) for s in to})])
