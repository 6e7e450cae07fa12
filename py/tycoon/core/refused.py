"""Refused trade offers, remembered in the rules state so bots do not nag: a bot does
not make the same or a worse offer again to a player who refused it until something material to
that offer changes — a deed of the colour groups it is about changes hands, or either side's cash
moves by more than CASH_SHARE percent (of at least the start cash). A trade elsewhere, about
other groups, changes nothing; the engine drops a refusal once it lapses (a deed changing hands,
each turn's start), and a bot checks that it still holds before it counts it.

``board["refused_offers"]``: one record per refused offer, each
{"drafter", "partner", "give", "take", "give_cards", "take_cards" (counts), "cash",
"cash_seen": [drafter's cash, partner's cash] when refused, "cash_slack": how far each may
move before the refusal lapses, "deeds": the squares of its groups, "owners": their owners when refused}.
``board["asked_round"]``: per seat, the round in which a trade with it was last opened, -1
never; bots space their offers to people by it (one person among two or more bots is asked no
more often than among one), not to other bots.

Both are read through the view; nothing here reads the log. Saves from before these keys load:
core/saves.py leaves them out of the comparison when the snapshot has none."""

CASH_SHARE = 25  # percent: a cash move this large on either side makes a refused offer new again
FLOOR_SHARE = 100  # percent of the start cash: the least purse the share is taken of (a $40 purse
# that doubles is no news: a bot short of cash offered the same deal every turn)


def remember(state, squares: list, start_cash: int) -> None:
    """The pending offer was rejected: remember it (dropping older refusals it is no worse than,
    for the partner, and any that are out of date). Each side's cash may move CASH_SHARE percent
    of what it was, or of FLOOR_SHARE percent of `start_cash` if more, before the refusal lapses."""
    trade, players = state.pending, state.players
    groups = {squares[i].get("group") for i in trade["give"] + trade["take"]}
    deeds = sorted({i for i, sq in enumerate(squares) if sq.get("group") in groups - {None}}
                   | set(trade["give"]) | set(trade["take"]))
    seen = [players[trade["drafter"]]["cash"], players[trade["partner"]]["cash"]]
    floor = start_cash * FLOOR_SHARE // 100
    record = {"drafter": trade["drafter"], "partner": trade["partner"], "give": sorted(trade["give"]),
              "take": sorted(trade["take"]), "give_cards": len(trade["give_cards"]),
              "take_cards": len(trade["take_cards"]), "cash": trade["cash"],
              "cash_seen": seen, "cash_slack": [max(c, floor) * CASH_SHARE // 100 for c in seen],
              "deeds": deeds, "owners": [state.board["owner"][i] for i in deeds]}
    kept = [r for r in live(state.board.get("refused_offers", []), state.board["owner"], players)
            if not no_better(r, record)]
    state.board["refused_offers"] = kept + [record]


def forget_stale(state) -> None:
    """Drop the refusals that no longer hold (a deed changed hands; cash moved; a side is out)."""
    found = state.board.get("refused_offers")
    if found:
        state.board["refused_offers"] = live(found, state.board["owner"], state.players)


def live(records: list, owners: list, players: list) -> list:
    return [r for r in records if holds(r, owners, players)]


def holds(record: dict, owners: list, players: list) -> bool:
    """The refusal still holds: its groups' deeds have the owners they had and neither side's
    cash moved by more than its slack (`owners` per square, `players` with their cash)."""
    a, b = players[record["drafter"]], players[record["partner"]]
    if a["out"] or b["out"]:
        return False
    if any(owners[i] != o for i, o in zip(record["deeds"], record["owners"], strict=True)):
        return False
    return all(abs(p["cash"] - seen) <= slack
               for p, seen, slack in zip((a, b), record["cash_seen"], record["cash_slack"], strict=True))


def no_better(offer: dict, refused: dict) -> bool:
    """`offer` (give, take, cash and card counts, from the same drafter to the same partner) is
    the same as or worse than `refused` for the partner: it gets no more and gives no less."""
    return (offer["drafter"] == refused["drafter"] and offer["partner"] == refused["partner"]
            and set(offer["give"]) <= set(refused["give"]) and set(offer["take"]) >= set(refused["take"])
            and offer["cash"] <= refused["cash"] and offer.get("give_cards", 0) <= refused["give_cards"]
            and offer.get("take_cards", 0) >= refused["take_cards"])


def opened(state, partner: int) -> None:
    """A trade with `partner` was opened: note the round (for every seat: what a seat is, person
    or bot, is the table's business, not the rules'; the bots read it only for people)."""
    marks = state.board.setdefault("asked_round", [-1] * len(state.players))
    marks[partner] = state.round
