"""`taiwan` — 如何做個大富翁, the 1960s Taiwanese classic with the Industrial Spy, from seed 002
(docs/rules/taiwan.md)."""

from dataclasses import replace
from functools import partial

from ...core.variant import register
from . import numbers
from .rules import RULES

VARIANT = register(replace(RULES.variant(), numbers=partial(numbers.numbers, RULES)))
