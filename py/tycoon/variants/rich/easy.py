"""Rich's Easy bot (docs/bots.md "Levels"): a beginner who ignores the odds. It reads
the same view and picks from the same legal list as the normal bot (bot.py), and never plays an
absurd move (it never borrows).

- Profession, personal number, Flip-Lock guesses, Good luck / Bad luck: by a coin or a die
  (levels.whim: the same choice for the same moment of the same game).
- Insurance: never buys any.
- Rich Cards: plays one at the first chance, whatever the amount.
"""

from ...core.levels import whim


def bot(view: dict, legal: list):
    kinds = {a.kind for a in legal}
    if "play" in kinds:
        return next(a for a in legal if a.kind == "play")
    if "pass" in kinds and view.get("phase") == "react":
        return next(a for a in legal if a.kind == "pass")
    for kind in ("job", "guess", "number", "go"):
        if kind in kinds:
            options = [a for a in legal if a.kind == kind]
            return options[whim(view, legal, kind) % len(options)]
    if "done" in kinds:
        return next(a for a in legal if a.kind == "done")
    if "fliplock" in kinds:
        options = [a for a in legal if a.kind in ("fliplock", "take", "pay")]
        return options[whim(view, legal, "luck") % len(options)]
    roll = [a for a in legal if a.kind == "roll"]
    return roll[0] if roll else next(a for a in legal if a.kind != "borrow")
