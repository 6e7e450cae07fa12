"""What one seat may see (docs/design.md "The engine contract"): everything on the table, but of
the lottery tickets only
its own (they lie face down; the others' are counted), of the decks only their sizes and the
back of the Wall Street card on top while stakes are asked, and nobody's sealed stake (the core
adds the seat's own answer).

Every figure the screens show is here, computed by the rules: the Lucky Dice odds and chances,
what stopping Greed would take, each Wall Street back's expected value, the money total."""

from .board import BUNDLES, FINE, TOTAL
from .cards import EXPECTED, WS
from .greed import claim
from .lucky import ODDS_TABLE
from .piles import LUCKY_NUMBERS, boxed
from .road import road_left
from .tickets import TICKETS


def view(state, seat) -> dict:
    board = state.board
    players = []
    for s, p in enumerate(state.players):
        mine = s == seat or state.over
        players.append({
            "name": p["name"], "bot": p["bot"], "cash": p["cash"], "double": p["double"], "rise": p["rise"],
            "fall": p["fall"], "numbers": [[n, a] for n, a in zip(LUCKY_NUMBERS, p["numbers"], strict=True)],
            "boxed": boxed(p), "worth": p["cash"] + boxed(p), "kept": list(p["kept"]), "changed": p["changed"],
            "ticket_count": len(p["tickets"]), "tickets": sorted(p["tickets"]) if mine else None})
    found = {
        "variant": state.variant, "phase": state.phase, "me": seat, "turn_seat": state.turn_seat,
        "actor": state.actor, "round": state.round, "turn": state.turn, "over": state.over,
        "winners": list(state.winners),
        "token": board["token"], "bank": board["bank"], "pot": board["pot"], "total": TOTAL,
        "dice": list(board["dice"]), "lottery_dice": list(board["lottery_dice"]),
        "acting_square": board["acting"],  # the square resolving now ("acting" is the core's: seats to answer)
        "route": road_left(state), "players": players, "bundles": list(BUNDLES),
        "fine": FINE, "tickets_left": len(board["tickets"]), "first": board["first"],
        "last_card": dict(WS[board["last_card"]]) if board["last_card"] else None,
        "lucky_odds": ODDS_TABLE,
    }
    if seat is not None and 0 <= seat < len(state.players):
        found["my_ticket_numbers"] = {str(t): TICKETS[t] for t in sorted(state.players[seat]["tickets"])}
    phase, pending = state.phase, state.pending
    if phase == "wall_street":
        back = pending["back"]
        found["rumour"] = {"back": back, "rise": str(EXPECTED[back]["rise"]), "fall": str(EXPECTED[back]["fall"])}
    elif phase in ("lucky_bets", "lucky_roll"):
        found["lucky"] = {"rolled": list(pending.get("rolled", []))}
    elif phase in ("greed", "greed_pick") and pending:
        found["greed"] = {"victim": pending["victim"], "points": pending["total"], "rolls": list(pending["rolls"]),
                          "claim": claim(state)}
    elif phase == "final":
        found["final"] = {"roller": pending["roller"]}
    return found
