"""The motion timings of the game screen (ui/pacing.py): a person never waits more than 1.5 s per
bot action at the normal speed, whatever is animated; instant and reduced motion animate nothing."""

import ast
from pathlib import Path

import pytest
from ui import pacing

STEPS = range(41)  # a walk of 0 to a whole board of squares
HOOK_PAUSES = (None, 0.0, 0.6, 1.5, 1.8, 6.0)  # the variants' own pauses (Rich x3, Easy Money x2.5, …)


@pytest.mark.parametrize("kind", pacing.KINDS)
def test_a_bot_action_at_normal_speed_never_takes_more_than_one_and_a_half_seconds(kind):
    for steps in STEPS:
        for hook in HOOK_PAUSES:
            total = pacing.wait("normal", kind, steps, hook_pause=hook)
            assert 0 <= total <= 1.5, (kind, steps, hook, total)
            if kind in ("walk", "dice"):  # waited for; chips and cards are drawn while the pause runs
                assert pacing.animation("normal", kind, steps) <= total
    assert pacing.chip_time("normal") <= pacing.SPEEDS["normal"]  # a chip flies within the pause


@pytest.mark.parametrize("speed", list(pacing.SPEEDS))
@pytest.mark.parametrize("kind", pacing.KINDS)
def test_every_speed_keeps_to_its_budget(speed, kind):
    for steps in STEPS:
        for hook in HOOK_PAUSES:
            assert pacing.wait(speed, kind, steps, hook_pause=hook) <= pacing.BUDGET[speed] + 1e-9


@pytest.mark.parametrize("kind", pacing.KINDS)
def test_instant_and_reduced_motion_animate_nothing(kind):
    for steps in STEPS:
        assert pacing.animation("instant", kind, steps) == 0
        assert pacing.wait("instant", kind, steps) == 0
        for speed in pacing.SPEEDS:
            assert pacing.animation(speed, kind, steps, reduced=True) == 0, (speed, steps)
    assert pacing.step_time("slow", 7, reduced=True) == 0


def test_a_walk_is_square_by_square_and_slower_when_slow():
    assert pacing.step_time("normal", 0) == 0
    for steps in range(1, 41):
        slow, normal, fast = (pacing.walk_time(s, steps) for s in ("slow", "normal", "fast"))
        assert slow >= normal >= fast > 0
        assert pacing.walk_time("normal", steps) == pytest.approx(pacing.step_time("normal", steps) * steps)
    assert pacing.step_time("slow", 7) >= 0.25  # a test can see the token on each square
    assert pacing.walk_time("normal", 12) <= 0.6


def test_reduced_motion_keeps_the_bots_pause():
    assert pacing.wait("normal", "walk", 7, reduced=True) == pacing.SPEEDS["normal"]


def test_an_unknown_speed_is_normal():
    assert pacing.wait("warp", "walk", 9) == pacing.wait("normal", "walk", 9)


def test_pacing_is_pure_python():
    tree = ast.parse((Path(pacing.__file__)).read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {(node.module or "").split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not imported & {"js", "pyscript", "pyodide"}
