"""A store of remembered results that cannot grow without end: once it holds `limit` entries it is
emptied and starts again. Used where a Hard bot's copies of the game (core/search.py) go back and
forth between a few hundred boards, so one remembered board would be redone at nearly every call."""


def keep(store: dict, key, value, limit: int):
    """store[key] = value (the store emptied first once full); returns value."""
    if len(store) >= limit:
        store.clear()
    store[key] = value
    return value
