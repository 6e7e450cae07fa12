"""How long every motion of the game screen lasts, from the speed setting (slow / normal / fast /
instant) and the visitor's prefers-reduced-motion. One pure function of numbers (no js import),
tested on CPython (tests/engine/test_pacing.py): at "normal" a person never waits more than
BUDGET["normal"] (1.5 s) for one bot action, pause and animations together.

What a person waits for, per automatic action the driver shows (driver.py):
  - a chance roll: the dice shaking (`dice`);
  - a bot's decision: the token walking the move just shown (`walk`, square by square) and then
    the bot's pause (`pause`, the variant may ask for more: hooks.pause, clamped here).
Money chips fly while the pause runs (they never add to the wait); a card's flip is drawn by CSS
within the pause. Instant and reduced motion: no animation at all (0 s); instant has no pause
either, reduced motion keeps the speed's pause (a pause is not motion).
"""

SPEEDS = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}  # a bot's pause before it acts
DEFAULT = "normal"
BUDGET = {"slow": 4.0, "normal": 1.5, "fast": 0.75, "instant": 0.0}  # the most one bot action may take
STEP = {"slow": 0.3, "normal": 0.12, "fast": 0.05, "instant": 0.0}  # a token's step from square to square
WALK = {"slow": 2.4, "normal": 0.55, "fast": 0.25, "instant": 0.0}  # the longest a whole walk may take
CHIP = {"slow": 1.2, "normal": 0.6, "fast": 0.35, "instant": 0.0}  # a money chip's flight
# Left of the budget for the work around a pause (a bot's decision, a redraw: ~0.1 s on a slow
# machine), so that the wait a person feels stays within it too.
HEADROOM = {"slow": 0.2, "normal": 0.15, "fast": 0.1, "instant": 0.0}
DICE = 0.5  # share of the pause spent showing the dice rolling (a chance action)
KINDS = ("walk", "chip", "dice", "card")  # the kinds of animation (test_pacing checks each)


def speed_of(speed) -> str:
    return speed if speed in SPEEDS else DEFAULT


def step_time(speed, steps: int, reduced: bool = False) -> float:
    """Seconds per square of a walk of `steps` squares (0: no walk; the token is at once where
    the view says)."""
    speed = speed_of(speed)
    if reduced or steps <= 0 or STEP[speed] == 0:
        return 0.0
    return min(STEP[speed], WALK[speed] / steps)


def walk_time(speed, steps: int, reduced: bool = False) -> float:
    return step_time(speed, steps, reduced) * max(0, steps)


def chip_time(speed, reduced: bool = False) -> float:
    return 0.0 if reduced else CHIP[speed_of(speed)]


def dice_time(speed, reduced: bool = False) -> float:
    """The dice shaking before a chance roll lands (at reduced motion the dice still take their
    time, without the shake: css/board.css stops the animation, the pause is no motion)."""
    return SPEEDS[speed_of(speed)] * DICE


def pause_time(speed, hook_pause: float | None = None, walk: float = 0.0) -> float:
    """A bot's pause before it acts: the variant's (hooks.pause, given the speed's delay), cut so
    that the walk being shown plus the pause stay within the speed's budget."""
    speed = speed_of(speed)
    pause = SPEEDS[speed] if hook_pause is None else max(0.0, hook_pause)
    return max(0.0, min(pause, BUDGET[speed] - HEADROOM[speed] - walk))


def wait(speed, kind: str, steps: int = 0, reduced: bool = False, hook_pause: float | None = None) -> float:
    """The whole time a person waits for one automatic action that shows animation `kind`:
    "walk" (a token's walk of `steps` squares, then the next pause), "chip" and "card" (drawn
    while the pause runs), "dice" (a chance roll)."""
    if kind == "dice":
        return dice_time(speed, reduced)
    walk = walk_time(speed, steps, reduced) if kind == "walk" else 0.0
    return walk + pause_time(speed, hook_pause, walk)


def animation(speed, kind: str, steps: int = 0, reduced: bool = False) -> float:
    """How long the animation itself runs (0 = none: drawn at once in its final state)."""
    if kind == "walk":
        return walk_time(speed, steps, reduced)
    if kind == "chip":
        return chip_time(speed, reduced)
    if kind == "dice":
        return 0.0 if reduced else dice_time(speed)
    if kind == "card":
        return 0.0 if reduced else min(0.6, SPEEDS[speed_of(speed)])
    raise ValueError(kind)
