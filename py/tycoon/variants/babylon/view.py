"""What one seat may know (docs/rules/babylon.md "Players and secrecy"; docs/design.md "The engine
contract").

Public: rubies, order numbers, who rolled watched by whom, each round's results except the lines
of players who used Secret that round ("X used Secret") and, in such a round, each line's share
of the shorts pool; and that a player has used Secret.
Private to the seat: its gems, its tickets, its score and the scores it watched, its Check
result, its privileges. Never in any view before the end: the gems' values, other seats' gems,
scores (unless watched), offers (the core keeps sealed answers apart) and Check results. At the
end everything is shown.

Money for display is worked out here, not in the UI (Clarification 2): earnings in won rounded
to 10,000 (`won`), gem values to one decimal of a million (`value_won`), both an exact half up;
prices in won.
"""

import hashlib
from fractions import Fraction

from .ending import total
from .gems import GEMS, HALF_MILLION, value_won
from .inference import inferred
from .room import every_watchers
from .selling import PRICES, ROUNDS, shown_round


def view(state, seat) -> dict:
    over = state.over or state.phase in ("talisman", "deathmatch")  # the reveal has happened
    me = state.players[seat] if seat is not None and 0 <= seat < len(state.players) else None
    announced = _announced(state)
    hidden = set() if over else announced
    players = []
    for s, p in enumerate(state.players):
        knows = over or s == seat or (me is not None and s in me["watched"])
        mine = over or s == seat  # a Secret user knows their own figures
        shown = [None if (s, r + 1) in hidden and not mine else e for r, e in enumerate(p["earned_won"])]
        players.append({
            "name": p["name"], "bot": p["bot"], "rubies": p["rubies"], "order": p["order"],
            "score": p["score"] if knows else None,
            "gems": list(p["gems"]) if (over or s == seat) else None,
            "earned": shown,
            "total": p["total_won"] if mine else p["public_won"],  # the exact total rounded once (Cl. 2)
            "used_secret": p["secret"] is not None and (over or (s, p["secret"]) in announced),
            "talisman": s in state.board["talisman"] and over, "deathmatch": s in state.board["deathmatch"] and over,
        })
    found = {
        "variant": state.variant, "phase": state.phase, "me": seat, "actor": state.actor, "turn_seat": state.turn_seat,
        "over": state.over, "revealed": over, "winners": list(state.winners), "round": state.board["round"],
        "rounds": ROUNDS, "players": players, "gems": list(GEMS), "prices": [p * HALF_MILLION for p in PRICES],
        "results": ([shown_round(r, hidden=False) for r in state.board["results"]] if over
                    else [_public(r) for r in state.board["public"]]),  # shared by every view until the end
        "values": None, "room": _room(state), "watchers": _watchers(state),
        "table": table_number(state.seed),
    }
    if over:
        found["values"] = {g: value_won(Fraction(v)) for g, v in (state.board["values"] or {}).items()}
        found["inferred"] = inferred(state) if state.board["values"] else None  # the Lab's lesson
        found["totals_exact"] = [str(total(p)) for p in state.players]
    if me is not None:
        check = me["check"]
        found["mine"] = {
            "gems": list(me["gems"]), "tickets": dict(me["tickets"]), "score": me["score"],
            "watched": [{"player": w, "points": state.players[w]["score"]} for w in me["watched"]],
            "check": ({"gem": check["gem"], "value": value_won(Fraction(check["value"])), "round": check["round"]}
                      if check else None),
            "check_used": check is not None, "secret_used": me["secret"] is not None,
        }
    return found


def table_number(seed: int) -> int:
    """A number of this game, the same in every view, that tells nothing of its chance: the bots'
    arbitrary choices (which order number to bid for) vary from game to game with it. The seed
    goes through a hash (it also drives the dice)."""
    return int.from_bytes(hashlib.sha256(f"babylon-table:{seed}".encode()).digest()[:4], "big")


def _public(result: dict) -> dict:
    """A round's public results; in a round where someone used Secret, no line says how much of
    its earnings came from the shorts pool: with one Secret user, that share gave away their short
    sale. Each line's earnings stay (the ruling announces them)."""
    if not result["secret"]:
        return result
    return dict(result, gems=[dict(entry, lines=[{k: v for k, v in line.items() if k != "pool"} for line in entry["lines"]])
                              for entry in result["gems"]])


def _announced(state) -> set:
    """(seat, round) of every Secret already announced in a round's results."""
    return {(s, r["round"]) for r in state.board["results"] for s in r["secret"]}


def _watchers(state) -> list:
    """Per seat, the two seats that watch its roll in the dice room (public once the order numbers
    are known: the next two numbers, counting round), else None."""
    if any(p["order"] is None for p in state.players):
        return [None] * len(state.players)
    return every_watchers(state)


def _room(state) -> list:
    """Who has rolled in the dice room so far and who watched (public; scores are not)."""
    return [{"player": s, "order": p["order"]} for s, p in enumerate(state.players) if p["score"] is not None]
