"""Babylon's options: `rubies` — "seed" (about two thirds of the players hold one ruby, as in the
seed's 7 of 11) or "one_each"; `one_visit` — each selling round is one secret step per player,
Check or Secret first and then the offers (issue 38 §2; Clarification 5). It is not a house rule
to choose: a game saved before it (save version 2) goes on with a privilege step and an offer
step (core/saves.py migration), every other game plays one step. Not shown on the setup screen
(`HIDDEN`)."""

OPTIONS = {"rubies": "seed", "one_visit": True}
HIDDEN = ("one_visit",)
CHOICES = {"rubies": ("seed", "one_each")}


def check(options: dict) -> None:
    if options["rubies"] not in CHOICES["rubies"]:
        raise ValueError(f"rubies must be one of {CHOICES['rubies']}")
