"""The engine core: state, actions, chance, registry. Pure Python (no js, no pyscript)."""

from .actions import CHANCE, SIMULTANEOUS, Action, IllegalAction
from .game import (acting_seats, advance_chance, apply_action, bot_action, describe, legal_actions, new_game,
                   replay, sample_chance, view)
from .state import State
from .variant import VARIANTS, Variant, all_variants, find_variant, register

__all__ = [
    "CHANCE", "SIMULTANEOUS", "acting_seats", "Action", "IllegalAction", "State", "Variant", "VARIANTS", "all_variants", "find_variant",
    "register", "new_game", "legal_actions", "apply_action", "sample_chance", "view", "bot_action",
    "describe", "replay", "advance_chance",
]
