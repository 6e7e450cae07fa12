"""Options of 如何做個大富翁 (docs/rules/taiwan.md "Turn", "Bankruptcy and the end").

`spins_per_turn`: 3 is the seed's text (rule 2, ambiguity #3, ruled), 1 a faster table game.
The quick preset is Monopoly's idea in this game's terms: three deeds dealt to each player, the
game ends at the first bankruptcy, and a round limit so that a lesson's game always ends."""

OPTIONS = {
    "spins_per_turn": 3,  # 3 | 1
    "turn_limit": 0,  # rounds; 0 = none. When reached, the richest wins (Clarification 8).
    "starting_deeds": 0,  # deeds dealt free to each player at setup (0 or 3)
    "end_at_first_bankruptcy": False,
    "board": "",  # a board of one's own (docs/boards.md): own_board.text of it; "" = the game's own
}

QUICK_ROUNDS = 40

QUICK_GAME = {"starting_deeds": 3, "end_at_first_bankruptcy": True, "turn_limit": QUICK_ROUNDS}


def check(options: dict, players: int) -> None:
    if options["spins_per_turn"] not in (1, 3):
        raise ValueError("spins_per_turn must be 3 or 1")
    if not 0 <= options["starting_deeds"] * players <= 28:
        raise ValueError("not enough deeds to deal that many to every player")
    if options["turn_limit"] < 0:
        raise ValueError("turn_limit must be 0 (none) or a number of rounds")
