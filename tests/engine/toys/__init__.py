"""Toy variants that exercise the core without a real game's weight. The engine tests register
them (tests/engine/conftest.py); the shipped app never imports this package, so they never
appear in its variant list."""

from tycoon.core import VARIANTS, register

from .sealed_bid import TOY_SEALED

TOYS = (TOY_SEALED,)


def register_toys() -> None:
    """Add the toys to the registry (idempotent), so all_variants() includes them."""
    for toy in TOYS:
        if toy.id not in VARIANTS:
            register(toy)
