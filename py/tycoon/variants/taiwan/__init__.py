"""`taiwan` — 如何做個大富翁, the 1960s Taiwanese classic with the Industrial Spy, from seed 002
(docs/rules/taiwan.md)."""

from ...core.variant import register
from .rules import RULES

VARIANT = register(RULES.variant())
