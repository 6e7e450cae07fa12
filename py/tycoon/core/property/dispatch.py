"""Which method answers which name in a property game, as tables made once per class.

Each table maps a name to the method that answers it: `CARD_EFFECTS` (a card's effect,
cards.py), `STEPS` (the step of a continuation frame, core/flow.py), `DICE_HANDLERS` (why the
dice were asked), `HANDLERS` (an action's kind), `PHASE_ACTIONS` (a variant's own phase -> its
legal list). A variant adds entries by copying its parent's table with more. Nothing looks a
handler up by a name built at call time: the rules call `self.TABLE[name](self, ...)`.

`bind` runs when a subclass of PropertyGame is made. It puts in each table the method as the
class has it, so an override of a listed method (Taiwan's `move_roll`, `go_bankrupt`) is the one
called, and it refuses the class (TypeError) when a table lists what is not one of its methods,
when a card of its decks has an effect no handler answers, or when a `card_*` or `then_*` method
is in no table."""

TABLES = ("CARD_EFFECTS", "STEPS", "DICE_HANDLERS", "HANDLERS", "PHASE_ACTIONS")
NAMED = {"card_": "CARD_EFFECTS", "then_": "STEPS"}  # a method named so must be in that table


def bind(cls) -> None:
    for table in TABLES:
        entries = getattr(cls, table, {}).items()
        setattr(cls, table, {name: method_of(cls, f"{table}[{name!r}]", handler) for name, handler in entries})
    check_decks(cls)
    check_named(cls)


def method_of(cls, where: str, handler):
    """The method of `cls` that `handler` is, or overrides."""
    name = getattr(handler, "__name__", None)
    if not any(vars(owner).get(name) is handler for owner in cls.__mro__):
        raise TypeError(f"{cls.__name__}.{where} is {handler!r}, not a method of {cls.__name__}")
    return getattr(cls, name)


def check_decks(cls) -> None:
    """Every card of the variant's decks has an effect that CARD_EFFECTS answers."""
    effects = getattr(cls, "CARD_EFFECTS", {})
    for deck, cards in getattr(cls, "DECKS", {}).items():
        for card in cards:
            if card[1] not in effects:
                raise TypeError(f"{cls.__name__}: card {card[0]!r} of deck {deck!r} has the effect {card[1]!r}, "
                                f"which no entry of CARD_EFFECTS answers")


def check_named(cls) -> None:
    """Every `card_*` and `then_*` method is the handler of some name: none is left unreachable."""
    for prefix, table in NAMED.items():
        listed = set(getattr(cls, table, {}).values())
        for name in dir(cls):
            if name.startswith(prefix) and callable(getattr(cls, name)) and getattr(cls, name) not in listed:
                raise TypeError(f"{cls.__name__}.{name} answers nothing: list it in {table}, or remove it")
