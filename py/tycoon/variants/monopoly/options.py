"""Game options (docs/rules/monopoly.md "Quick game", "Rent", "Houses and hotels"), with the Quick preset.

The Quick preset is the seed's four quick rules plus a 60-round limit: a table of good
bots ends by the first bankruptcy in a median of about 30 rounds, and the limit makes sure a
lesson's game ends even when nobody builds."""

OPTIONS = {
    "turn_limit": 0,  # rounds; 0 = none. When reached, the richest wins.
    "starting_deeds": 0,  # Quick 1: deeds dealt free to each player at setup (0 or 3)
    "hotel_after": 4,  # Quick 2: houses needed before a hotel (4, or 3)
    "must_leave_jail_next_turn": False,  # Quick 3
    "end_at_first_bankruptcy": False,  # Quick 4
    "build_without_monopoly": False,  # family rule: build on a lone street when landing on it again
    "rent_must_be_claimed": False,  # the owner must ask for rent before the next player's roll
    "board": "",  # a board of one's own (docs/boards.md): own_board.text of it; "" = the game's own
}

QUICK_ROUNDS = 60  # the Quick preset's round limit

QUICK_GAME = {"starting_deeds": 3, "hotel_after": 3, "must_leave_jail_next_turn": True,
              "end_at_first_bankruptcy": True, "turn_limit": QUICK_ROUNDS}


def check(options: dict, players: int) -> None:
    if options["hotel_after"] not in (3, 4):
        raise ValueError("hotel_after must be 3 or 4")
    if not 0 <= options["starting_deeds"] * players <= 28:
        raise ValueError("not enough deeds to deal that many to every player")
    if options["turn_limit"] < 0:
        raise ValueError("turn_limit must be 0 (none) or a number of rounds")
