"""Easy Money's options: `turn_limit` full rounds for a lesson-length game (0 = until the public
pile runs dry); when reached, the final lottery starts (rules "End", Clarification 13)."""

OPTIONS = {"turn_limit": 0}
LESSON = {"turn_limit": 8}


def check(options: dict) -> None:
    if options["turn_limit"] < 0:
        raise ValueError("turn_limit counts full rounds: 0 (no limit) or more")
