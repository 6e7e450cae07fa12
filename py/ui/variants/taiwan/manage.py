"""The "Manage properties" disclosure of 如何做個大富翁: Monopoly's colour-group sections (the
groups one can build on first), with dumping land (拋售) in a section of its own, under its own
heading that says what dumping does, right after the groups one can build on. Each button's words
(the lot, and what the bank pays if nobody bids) are the engine's describe()."""

from ..monopoly.manage import buildable_groups
from ..monopoly.manage import sections as monopoly_sections

DUMP = "dump"


def sections(ctx, squares: list, actions: list) -> list:
    dumps = sorted((a for a in actions if a.kind == DUMP), key=lambda a: a.args)
    out = monopoly_sections(ctx, squares, [a for a in actions if a.kind != DUMP])
    if dumps:
        building = len(buildable_groups(squares, actions))
        out.insert(min(building, len(out)), (ctx.tr("ui.taiwan.dump.title"), DUMP, dumps))
    return out
