"""The engine core: state, actions, chance, events, sealed phases, registry. Pure Python (no js,
no pyscript).

The names below come from their modules on first use (PEP 562 `__getattr__`), not when the
package is imported, and so do its modules read as attributes (`core.saves`): a module that
needs only a small part of the core (core/names.py, core/variant.py: the home screen) does not
compile the rules with it (docs/design.md, "Start-up"). `from tycoon.core import apply_action`
works as before."""

import importlib

_FROM = {  # name -> the module of this package that defines it
    "CHANCE": "actions", "SIMULTANEOUS": "actions", "Action": "actions", "IllegalAction": "actions",
    "accepts": "game", "acting_seats": "game", "advance_chance": "game", "apply_action": "game",
    "bot_action": "game", "bot_interjection": "game", "describe": "game", "ending": "game",
    "events_since": "game", "human_seats_to_answer": "game", "legal_actions": "game", "new_game": "game",
    "next_automatic": "game", "optional_actions": "game", "play_automatic": "game", "replay": "game",
    "sample_chance": "game", "view": "game",
    "State": "state",
    "VARIANTS": "variant", "Variant": "variant", "all_variants": "variant", "find_variant": "variant",
    "register": "variant",
}

__all__ = sorted(_FROM)  # noqa: PLE0605 - names defined on first use, by __getattr__


def __getattr__(name: str):
    """A name above, from its module; else a module of this package (`core.saves`), imported now."""
    if name in _FROM:
        value = getattr(importlib.import_module(f"{__name__}.{_FROM[name]}"), name)
        globals()[name] = value  # the next look-up finds it here
        return value
    if not name.startswith("_"):
        try:
            return importlib.import_module(f"{__name__}.{name}")  # the import system sets it here too
        except ModuleNotFoundError as error:
            if error.name != f"{__name__}.{name}":
                raise
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list:
    return sorted({*globals(), *_FROM})
