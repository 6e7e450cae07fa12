"""Easy Money's Easy bot (docs/bots.md "Levels"): a beginner who stakes at random. It
reads the same view and picks from the same legal list as the normal bot (bot.py); every pick is
legal, so no stake is more than its own money.

- Double box, Wall Street, Lucky Dice: any of the legal stakes (or leaving it, or passing), by a
  die (levels.whim: the same choice for the same moment of the same game).
- Greed: a victim at random, and a coin before each roll whether to roll again.
"""

from ...core.levels import whim


def bot(view: dict, legal: list):
    kinds = {a.kind for a in legal}
    if "greed_roll" in kinds:
        options = [a for a in legal if a.kind in ("greed_roll", "greed_stop")]
        return options[whim(view, legal, "greed") % len(options)]
    if "greed" in kinds or kinds & {"rise", "fall", "luck"}:
        return legal[whim(view, legal, "stake") % len(legal)]
    change = box_change(view, legal)
    if change is not None:
        return change
    roll = [a for a in legal if a.kind == "roll"]
    return roll[0] if roll else legal[0]


def box_change(view: dict, legal: list):
    """Any Double box change, or leaving the box as it is (None), by a die."""
    options = [a for a in legal if a.kind in ("double", "take")]
    if not options:
        return None
    choice = whim(view, legal, "box") % (len(options) + 1)
    return options[choice] if choice < len(options) else None
