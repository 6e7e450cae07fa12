"""ริช รวยพลิกล็อค (Rich): a game saved before the turn's steps moved onto the one continuation
stack kept them in ``board["todo"]`` as positional lists ``[name, *fields]``, run first to last;
such a save still loads (steps.upgrade). Round trip: every kind of step, written the old way, is
read back as today's frame."""

from tycoon.variants.rich.reaction import deal
from tycoon.variants.rich.steps import FIELDS, step, upgrade

VALUES = {"deal": deal("payment", 2, 40_000, 4, "square"), "seat": 1, "square": 41, "nearest": True,
          "context": "good_luck", "kind": "stock", "which": 2, "count": 2}


def test_every_kind_of_step_saved_in_the_old_todo_list_loads_as_todays_frame():
    frames = [step(name, *(VALUES[f] for f in fields)) for name, fields in FIELDS.items()]
    todo = [[f["step"], *(f[k] for k in FIELDS[f["step"]])] for f in frames]  # the old shape, first to run first
    resume = {"step": "resume", "phase": "move", "actor": 0, "pending": {}}
    old = {"variant": "rich", "board": {"todo": todo, "deck": []}, "stack": [resume]}
    new = upgrade(old)
    assert new["board"] == {"deck": []}
    assert new["stack"] == [resume, *reversed(frames)]  # the stack's top (its end) runs first
    assert new["stack"][-1] == {"step": "deal", "deal": VALUES["deal"]}
    assert {f["step"] for f in new["stack"][1:]} == set(FIELDS)
