"""The engine core: state, actions, chance, registry. Pure Python (no js, no pyscript)."""

from .actions import CHANCE, SIMULTANEOUS, Action, IllegalAction
from .game import (
                   acting_seats,
                   advance_chance,
                   apply_action,
                   bot_action,
                   bot_interjection,
                   describe,
                   legal_actions,
                   new_game,
                   next_automatic,
                   replay,
                   sample_chance,
                   view,
)
from .state import State
from .variant import VARIANTS, Variant, all_variants, find_variant, register

__all__ = [
                   "CHANCE",
                   "SIMULTANEOUS",
                   "VARIANTS",
                   "Action",
                   "IllegalAction",
                   "State",
                   "Variant",
                   "acting_seats",
                   "advance_chance",
                   "all_variants",
                   "apply_action",
                   "bot_action",
                   "bot_interjection",
                   "describe",
                   "find_variant",
                   "legal_actions",
                   "new_game",
                   "next_automatic",
                   "register",
                   "replay",
                   "sample_chance",
                   "view",
]
