"""Who may see which event (docs/design.md "The engine contract": "Events"): a public event is
``[key, params]``, a
private one ``[key, params, seats]``. Views never copy the whole log: they carry the last few
events a seat may see, and the UI asks for the events after a cursor (`since`)."""

RECENT = 30  # events a view carries


def visible(entry: list, seat) -> bool:
    """Public events to everyone; a private one to its audience only (never to a spectator)."""
    return len(entry) < 3 or (seat is not None and seat in entry[2])


def since(log: list, seat, start: int = 0, limit: int = 250) -> list:
    """[(index, key, params)] of the events after `start` that `seat` may see, oldest first, at
    most the newest `limit` of them. Reads only from the end of the log, so its cost follows
    what is new, not the game's length."""
    found = []
    for index in range(len(log) - 1, max(start, 0) - 1, -1):
        entry = log[index]
        if visible(entry, seat):
            found.append((index, entry[0], entry[1]))
            if len(found) == limit:
                break
    found.reverse()
    return found


LOOK_BACK = 40  # recent() reads at most this many entries per event it returns


def recent(log: list, seat, limit: int = RECENT) -> list:
    """The last `limit` events `seat` may see, as [key, params] pairs, oldest first, found among
    the last `limit` × LOOK_BACK entries only: a seat (or a spectator) that sees few events in a
    game full of others' private ones costs the same late in the game as early."""
    start = max(0, len(log) - limit * LOOK_BACK)
    return [[key, params] for _i, key, params in since(log, seat, start, limit)]
