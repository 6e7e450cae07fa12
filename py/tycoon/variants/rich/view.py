"""What one seat may see (docs/design.md "The engine contract"): Rich is an open game — cash,
notes, insurance and Rich
Card hands are public (rules "Rich Cards": dealt face up) — except the Flip-Lock row: only the
cards already turned up are shown, never the face-down ones, not even to the player; and the deck's
order. The core adds the seat's own sealed answer in the Rich Card window.

Every figure the screens show is here, computed by the rules: each salary, the Flip-Lock counts
(cards left above, below and equal to the last one) and the chance to pass with the best guesses,
what each choice pays, the final worths."""

from .board import BAD_LUCK, FEE, FLIP_LOSS, FLIP_WIN, GOOD_LUCK, INSURANCE_PRICE, LOAN_CASH, NOTE
from .fliplock import PASS_CHANCE, chance_if, unseen
from .money import worth
from .professions import PROFESSIONS, expected_salary, salary
from .reaction import changes_the_winner, plays, stake


def view(state, seat) -> dict:
    board = state.board
    players = []
    for p in state.players:
        players.append({
            "name": p["name"], "bot": p["bot"], "cash": p["cash"], "pos": p["pos"], "job": p["job"],
            "doubled": p["doubled"], "salary": salary(p) if p["job"] else 0, "insurance": list(p["insurance"]),
            "cards": list(p["cards"]), "notes": p["notes"], "tickets": p["tickets"], "finished": p["finished"],
            "numbers": list(p["numbers"]), "resting": p["resting"], "back_next": p["back_next"],
            "back_from": p["back_from"], "turns": p["turns"], "worth": worth(p)})
    found = {
        "variant": state.variant, "phase": state.phase, "me": seat, "turn_seat": state.turn_seat,
        "actor": state.actor, "round": state.round, "turn": state.turn, "over": state.over,
        "winners": list(state.winners), "dice": list(board["dice"]),
        "players": players, "deck": len(board["deck"]), "used": len(board["used"]),
        "owners": {str(n): s for s, p in enumerate(state.players) for n in p["numbers"]},
        "prices": {"insurance": INSURANCE_PRICE, "loan": LOAN_CASH, "note": NOTE, "fee": FEE},
        "last_job": dict(board["last_job"]) if board["last_job"] else None,
        "flip": _flip(board["flip"]),
    }
    phase, pending = state.phase, state.pending
    if phase == "react":
        deal = pending["deal"]
        mine = [list(a.args) for a in plays(state, deal, seat)] if seat is not None else []
        found["window"] = {**deal, "others": list(deal["others"] or []), "mine": mine,
                           "stake": max((stake(deal, seat, args) for args in mine), default=0),
                           "decisive": bool(mine) and changes_the_winner(state, seat)}
    elif phase == "profession":
        found["profession"] = {"why": pending["why"], "table": [
            {"job": job, "numbers": list(nums), "salary": pay, "expected": int(expected_salary(job))}
            for job, (nums, pay) in PROFESSIONS.items()]}
    elif phase == "luck":
        good = pending["square_kind"] == "good_luck"
        found["luck"] = {"square_kind": pending["square_kind"], "sure": GOOD_LUCK[0] if good else BAD_LUCK[0],
                         "win": GOOD_LUCK[1] if good else 0, "lose": 0 if good else BAD_LUCK[1],
                         "chance": str(PASS_CHANCE)}
    elif phase == "nearest":
        found["nearest"] = {"targets": list(pending["targets"])}
    elif phase == "numbers":
        found["numbers"] = {"left": pending["left"]}
    return found


# What passing and failing a Flip-Lock are worth, by where it is played (rules "Flip-Lock" table):
# + received, - paid, 0 nothing.
STAKES = {"payday": (FLIP_WIN, -FLIP_LOSS), "square": (FLIP_WIN, -FLIP_LOSS), "good_luck": (GOOD_LUCK[1], 0),
          "bad_luck": (0, -BAD_LUCK[1])}


def _flip(flip):
    """The public part of a Flip-Lock: the cards turned up, what is left to come, the chances and
    the stakes (`win`, `lose`: + received, - paid)."""
    if not flip:
        return None
    shown = flip["row"][: flip["shown"]]
    win, lose = STAKES[flip["context"]]
    found = {"player": flip["player"], "context": flip["context"], "shown": shown, "guesses": list(flip["guesses"]),
             "result": flip["result"], "down": len(flip["row"]) - flip["shown"], "win": win, "lose": lose}
    if flip["result"] is None:
        left, last = unseen(shown), shown[-1]
        found["left"] = left
        found["higher"] = sum(1 for c in left if c > last)
        found["lower"] = sum(1 for c in left if c < last)
        found["equal"] = sum(1 for c in left if c == last)
        found["chance"] = {g: str(chance_if(shown, g)) for g in ("higher", "lower")}
    return found
