"""`monopoly` — Cờ Tỷ Phú, classic Monopoly from seed 001 (docs/rules/monopoly.md)."""

from dataclasses import replace
from functools import partial

from ...core.variant import register
from . import numbers
from .rules import RULES

VARIANT = register(replace(RULES.variant(), numbers=partial(numbers.numbers, RULES)))
