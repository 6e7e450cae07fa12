"""Where tokens come to rest: the landing table of bot games and, for Monopoly, of the literature."""

JAIL = 10


def landings(log: list) -> list[int]:
    """The square each move ended on. A move that ends with "go to jail" (the corner, a card)
    ends in jail, and so do three doubles; the lesson is where tokens come to rest."""
    found, pending = [], None
    for key, params, *_audience in log:
        if key in ("moved", "moved_back", "turn_started", "three_doubles") and pending is not None:
            found.append(pending)
            pending = None
        if key in ("moved", "moved_back"):
            pending = params["square"]
        elif key == "sent_to_jail":
            if pending is None:
                found.append(JAIL)
            else:
                pending = JAIL
    return found + ([pending] if pending is not None else [])
