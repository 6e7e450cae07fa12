"""What a save written by an older version holds in another shape than today's replay
(docs/saves.md): replay_save (core/saves.py) brings the replay's snapshot to the save's shape at
each of these known differences before comparing the two, so an old save still loads. Each says
since when; none touches a game's course, only what the snapshot records of it."""

from .phases import AUCTION


def older_shapes(saved: dict, replayed: dict, state, variant) -> None:
    """`replayed` (the replay's snapshot) in the shape of `saved` where only the version differs."""
    for name, value in list(replayed.get("options", {}).items()):
        if name not in (saved.get("options") or {}) and value == variant.options.get(name):
            del replayed["options"][name]  # an option added since the save, at its default: no difference
    if "story" not in saved:
        # A save from before the end-of-game story (core/story.py): the replay has it, the snapshot
        # not; a finished game's replay also told it in one more event at the end.
        replayed.pop("story", None)
        if state.log and state.log[-1][0] == "story":
            replayed["log_end"] -= 1
    if saved.get("phase") == replayed.get("phase") == AUCTION and "unit" not in (saved.get("pending") or {}):
        (replayed.get("pending") or {}).pop("unit", None)  # a board of one's own's raises, since 2026-12-05
    for key in ("refused_offers", "asked_round"):  # kept since refusals were remembered (core/refused.py)
        if key not in (saved.get("board") or {}):
            replayed.get("board", {}).pop(key, None)
    if "first" not in (saved.get("board") or {}):
        replayed.get("board", {}).pop("first", None)
        if saved.get("phase") == replayed.get("phase") == "order" and not saved.get("turn"):
            # The roll for who starts, saved before core/turn_order.py, kept its rolls another way.
            replayed.update({k: saved.get(k) for k in ("actor", "turn_seat", "pending")})
