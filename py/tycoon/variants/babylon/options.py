"""Babylon's options: `rubies` — "seed" (about two thirds of the players hold one ruby, as in the
seed's 7 of 11) or "one_each"."""

OPTIONS = {"rubies": "seed"}
CHOICES = {"rubies": ("seed", "one_each")}


def check(options: dict) -> None:
    if options["rubies"] not in CHOICES["rubies"]:
        raise ValueError(f"rubies must be one of {CHOICES['rubies']}")
