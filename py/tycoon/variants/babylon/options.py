"""Babylon's options: `rubies` — "seed" (about two thirds of the players hold one ruby, as in the
seed's 7 of 11) or "one_each"; `one_visit` — each selling round is one secret step per player,
Check or Secret first and then the offers (Clarification 5). It is not a house rule
to choose: a game saved before it (save version 2) goes on with a privilege step and an offer
step (core/saves.py migration), every other game plays one step; `look_step` — after the dice
room, everyone first looks at their secrets in a sealed step of its own. Games saved before save
version 4 have it (core/saves.py migration); today each player sees their secrets in their round-1
visit instead, which saves every person a hand-off of the device. Neither is shown on
the setup screen (`HIDDEN`)."""

OPTIONS = {"rubies": "seed", "one_visit": True, "look_step": False}
HIDDEN = ("one_visit", "look_step")
CHOICES = {"rubies": ("seed", "one_each")}


def check(options: dict) -> None:
    if options["rubies"] not in CHOICES["rubies"]:
        raise ValueError(f"rubies must be one of {CHOICES['rubies']}")
