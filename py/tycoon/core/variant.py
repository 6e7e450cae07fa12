"""What every variant provides, and the registry that finds one by name (python-chess style)."""

import importlib
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
    bot: Callable  # (view, legal) -> Action: the normal level
    describe: Callable  # (state, action) -> (message key, params)
    board: list = field(default_factory=list)  # static data for the renderer
    # For actions with a free amount (a bid, cash in a trade): the legal list shows typical
    # amounts; accepts(state, action) says whether any other amount is also allowed.
    accepts: Callable | None = None
    # The other bot levels (core/levels.py): "easy", "hard" -> (view, legal) -> Action.
    levels: dict = field(default_factory=dict)
    # The Hard level's look-ahead (core/search.py Lookahead): its moments and how it redraws what a
    # seat cannot see. None: the game has no Hard bot (a hard seat plays as Normal).
    lookahead: object = None
    presets: dict = field(default_factory=dict)  # name -> options a setup screen can switch on at once
    choices: dict = field(default_factory=dict)  # option -> its only allowed values, the default first
    # Options that are not house rules to choose (Babylon's one_visit, kept for games saved before
    # it): a setup screen and the rules page's option list leave them out.
    hidden_options: tuple = ()
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
    # A choice nobody needs to be asked for, made for the seat: (state) -> Action or None (Rich:
    # the personal number of the last to finish, when nobody is left on the track to roll it).
    # Drivers play it like a bot's move; a save that recorded the seat's own pick still replays.
    forced: Callable | None = None
    # The end-of-game story (core/story.py StoryRules: the game's own net worth, its jail field).
    story: object = None
    # How a finished game ended, read from the state (never the log): one of ENDINGS.
    ending: Callable | None = None
    unit: str = "dollar"  # the game's money: "dollar", "point", "baht", "won" (the view's header)
    rounds: int = 0  # a game of a fixed number of rounds (Babylon's four); 0: none
    # A seat knows what others do not (hidden gems, face-down tickets, sealed answers): its saves
    # are veiled while it runs (core/veil.py).
    secrets: bool = False
    # A snapshot saved by an older version of the rules, in today's shape (core/saves.py compares
    # the replay with it): e.g. Rich's steps before they moved onto the stack.
    upgrade: Callable | None = None
    # Speed, each optional and each the same answers as the plain hooks, only cheaper:
    # legal_of(state, seat, kinds) is the legal list's actions of those kinds, in its order,
    # without building the rest (apply_action checks an action against its own kind only);
    # bot_kinds(state, seat) the kinds the bot will consider now (None: all of them), so a bot
    # about to roll does not list every house it could build; bot_view(state, seat) the view
    # without the helps only a person reads (the "$60 short" line), which no bot reads.
    # The figures the game's rules page quotes, (options) -> {field: number}, read from the data
    # the rules use: the page's {fields} (texts/help_<lang>.py), so the page never states one amount
    # while the engine takes another (docs/languages.md "The rules page").
    numbers: Callable | None = None
    # A board of one's own (docs/boards.md): (the option "board"'s text) -> this game on it, or
    # ValueError. None: the game has no such boards.
    with_board: Callable | None = None
    # What each card's text names, () -> {card id: {square, amount, salary, …}} in the board's money
    # (core/property/cards.py words_on_cards); None: no such cards.
    card_words: Callable | None = None
    legal_of: Callable | None = None
    bot_kinds: Callable | None = None
    bot_view: Callable | None = None

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


# The ways a game ends (Variant.ending): the last player standing; the first bankruptcy (a quick
# game: the richest wins); the round limit (option turn_limit: the richest wins); the public pile
# empty (Easy Money's final lottery); everyone finished (Rich); the reveal after the last round
# (Babylon).
ENDINGS = ("last_standing", "first_bankruptcy", "round_limit", "bank_dry", "all_finished", "reveal")

VARIANTS: dict[str, Variant] = {}


def register(variant: Variant) -> Variant:
    VARIANTS[variant.id] = variant
    return variant


def game_ids() -> tuple:
    """The games' ids in the home screen's order (tycoon/variants/__init__.py), without loading them."""
    return importlib.import_module("tycoon.variants").GAMES


def players_of(game_id: str) -> tuple:
    """(fewest, most) players of a game, without loading its rules (its package's PLAYERS)."""
    return importlib.import_module(f"tycoon.variants.{game_id}").PLAYERS


def known(variant_id) -> bool:
    """Whether a variant of this exact id exists (a game, loaded or not, or a registered toy)."""
    return isinstance(variant_id, str) and (variant_id in VARIANTS or variant_id in game_ids())


def others() -> list[Variant]:
    """The registered variants that are not games of tycoon/variants/ (a test's toy)."""
    games = game_ids()
    return [variant for key, variant in VARIANTS.items() if key not in games]


def listed() -> list[tuple[str, int, int]]:
    """(id, fewest, most) of every game, without loading any, then of others(): what the home
    screen lists."""
    return ([(game_id, *players_of(game_id)) for game_id in game_ids()]
            + [(v.id, v.min_players, v.max_players) for v in others()])


def _load(game_id: str) -> Variant:
    """The game registered by importing its variants/<id>/game.py (once)."""
    if game_id not in VARIANTS:
        importlib.import_module(f"tycoon.variants.{game_id}.game")
    return VARIANTS[game_id]


_OWN_BOARDS: dict = {}  # (game id, board text) -> the game on that board, the latest few kept
OWN_BOARDS_KEPT = 8


def variant_of(state) -> Variant:
    """The variant a game plays: its own, or the same rules on the table's own board (option
    "board", docs/boards.md). Asked several times an action, so the common case comes first."""
    found = VARIANTS.get(state.variant)
    if found is not None and not (state.options and state.options.get("board")):
        return found
    return variant_for(state.variant, state.options)


def variant_for(variant_id: str, options: dict | None) -> Variant:
    """`find_variant`, then the game on the board of options["board"] when it names one (made once
    per board; ValueError when the text is not a board of that game)."""
    base = find_variant(variant_id)
    found = options.get("board") if options else None
    if not found or base.with_board is None:
        return base
    key = (base.id, found)
    own = _OWN_BOARDS.get(key)
    if own is None:
        own = base.with_board(found)
        if len(_OWN_BOARDS) >= OWN_BOARDS_KEPT:
            _OWN_BOARDS.pop(next(iter(_OWN_BOARDS)))
        _OWN_BOARDS[key] = own
    return own


def find_variant(alias: str) -> Variant:
    """Find a variant by id or alias, case-insensitively, loading its game on first use."""
    found = VARIANTS.get(alias)
    if found is not None:
        return found
    key = alias.strip().lower()
    if key in game_ids():
        return _load(key)
    for variant in all_variants():
        if key == variant.id or key in variant.aliases:
            return variant
    raise KeyError(f"no variant called {alias!r}; known: {', '.join(sorted(VARIANTS))}")


def all_variants() -> list[Variant]:
    """Every game (each loaded), in the home screen's order, then others()."""
    return [_load(game_id) for game_id in game_ids()] + others()
