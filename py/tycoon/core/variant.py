"""What every variant provides, and the registry that finds one by name (python-chess style)."""

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Variant:
    """A game: its data plus a rules module of small functions. Immutable."""

    id: str
    aliases: tuple
    min_players: int
    max_players: int
    options: dict  # option name -> default value (the declared specification)
    new_state: Callable  # (players, seed, options) -> State
    legal_actions: Callable  # (state, seat) -> list[Action], never for CHANCE
    chance_outcomes: Callable  # (state) -> list[(Action, weight)]
    apply: Callable  # (state, action) -> None; the action is known to be legal
    view: Callable  # (state, seat | None) -> dict
    bot: Callable  # (view, legal) -> Action
    describe: Callable  # (state, action) -> (message key, params)
    board: list = field(default_factory=list)  # static data for the renderer
    # For actions with a free amount (a bid, cash in a trade): the legal list shows typical
    # amounts; accepts(state, action) says whether any other amount is also allowed.
    accepts: Callable | None = None
    presets: dict = field(default_factory=dict)  # name -> options a setup screen can switch on at once
    choices: dict = field(default_factory=dict)  # option -> its only allowed values, the default first
    # Sealed simultaneous phases (core/sealed.py): called with {seat: Action} when the last
    # answer is in. Required by a variant that opens such a phase.
    on_sealed: Callable | None = None
    # Kinds of action that never answer a sealed phase, even from a seat it waits for: out-of-turn
    # actions such as giving a ruby while one's own bid is still to come.
    free_kinds: frozenset = frozenset()
    # An out-of-turn action a bot seat wants now (claiming rent it is owed), or None. Called for
    # bot seats that are not acting; it should return None at once when nothing could apply,
    # so that the driver does not build a view and a legal list for every idle bot.
    bot_aside: Callable | None = None
    # The end-of-game story (core/story.py StoryRules: the game's own net worth, its jail field).
    story: object = None

    def check_options(self, options: dict | None) -> dict:
        """Fill defaults and refuse unknown options or values of the wrong type."""
        merged = dict(self.options)
        for name, value in (options or {}).items():
            if name not in self.options:
                raise ValueError(f"{self.id} has no option {name!r}")
            default = self.options[name]
            if type(value) is not type(default):
                raise ValueError(f"option {name!r} must be {type(default).__name__}, not {value!r}")
            merged[name] = value
        return merged


VARIANTS: dict[str, Variant] = {}


def register(variant: Variant) -> Variant:
    VARIANTS[variant.id] = variant
    return variant


def find_variant(alias: str) -> Variant:
    """Find a variant by id or alias, case-insensitively. (Importing the `tycoon` package
    registers every variant that `tycoon/variants/__init__.py` lists.)"""
    found = VARIANTS.get(alias)
    if found is not None:
        return found
    key = alias.strip().lower()
    for variant in VARIANTS.values():
        if key == variant.id or key in variant.aliases:
            return variant
    raise KeyError(f"no variant called {alias!r}; known: {', '.join(sorted(VARIANTS))}")


def all_variants() -> list[Variant]:
    return list(VARIANTS.values())
