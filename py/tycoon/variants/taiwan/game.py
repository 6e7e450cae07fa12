"""The game `taiwan` as the engine registers it: its rules, view, bot and data in one Variant
(core/variant.py). Imported on first use (find_variant), not by the home screen."""

from dataclasses import replace
from functools import partial

from ...core.variant import register
from . import numbers
from .rules import RULES

VARIANT = register(replace(RULES.variant(), numbers=partial(numbers.numbers, RULES)))
