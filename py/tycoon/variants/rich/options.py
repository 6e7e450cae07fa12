"""Rich's options: `turn_limit` rounds for a lesson-length game (0 = until everyone has finished);
when reached, unfinished players stop where they are and the count is made (rules "End")."""

OPTIONS = {"turn_limit": 0}
LESSON = {"turn_limit": 10}


def check(options: dict) -> None:
    if options["turn_limit"] < 0:
        raise ValueError("turn_limit counts full rounds: 0 (no limit) or more")
