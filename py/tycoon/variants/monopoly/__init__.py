"""`monopoly` — Cờ Tỷ Phú, classic Monopoly from seed 001 (docs/rules/monopoly.md)."""

from ...core.variant import register
from .rules import RULES

VARIANT = register(RULES.variant())
