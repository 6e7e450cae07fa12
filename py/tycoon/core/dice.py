"""Dice as chance nodes: the rules ask for a roll, chance answers with an outcome action."""

from .actions import CHANCE, Action


def ask_dice(state, why: str, count: int = 2, sides: int = 6) -> None:
    """Make chance the next to act: it must roll `count` dice for reason `why`."""
    state.chance = {"kind": "dice", "count": count, "sides": sides, "why": why}


def dice_outcomes(chance: dict) -> list[tuple[Action, int]]:
    """Every ordered outcome, each with weight 1 (first die varies slowest)."""
    outcomes = [()]
    for _ in range(chance["count"]):
        outcomes = [o + (face,) for o in outcomes for face in range(1, chance["sides"] + 1)]
    return [(Action(CHANCE, "dice", o), 1) for o in outcomes]


def sample(chance: dict, r: int) -> Action:
    """The outcome `dice_outcomes(chance)[r % len]` picks, without listing every outcome."""
    sides, count = chance["sides"], chance["count"]
    pick = r % sides ** count
    faces = []
    for _ in range(count):
        pick, face = divmod(pick, sides)
        faces.append(face + 1)
    return Action(CHANCE, "dice", tuple(reversed(faces)))


def is_outcome(chance: dict, action: Action) -> bool:
    return (action.kind == "dice" and len(action.args) == chance["count"]
            and all(isinstance(f, int) and 1 <= f <= chance["sides"] for f in action.args))
