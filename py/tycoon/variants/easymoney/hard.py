"""Easy Money's Hard bot (docs/bots.md "Levels"): Normal's play, with a look-ahead
(core/search.py) at each Greed choice and each choice to roll or take back the Double box, and its
stakes weighed by their exact expectation (stakes.py).

What a seat cannot see: the other players' lottery tickets (face down; only how many each holds),
the ticket pile, and the order of the Wall Street and Mystery decks below the cards already drawn
(a drawn card is shown and goes to the bottom; while stakes are asked, the back of the Wall Street
card on top is shown). A sample deals all of it again from what is public."""

from ...core.rng import shuffled
from ...core.search import Lookahead
from . import stakes
from .cards import WS

MOST = 4  # candidates weighed at one moment


def moments(view: dict, legal: list, normal) -> list | None:
    """Greed (which victim, roll on or stop) and the Double box (roll or take back): the stakes
    themselves are fair bets (docs/rules/easymoney.md, Clarification 10): copies of them only
    measure luck (docs/bots.md "Levels")."""
    seat = legal[0].seat
    if not {a.kind for a in legal} & {"greed", "greed_roll", "greed_stop", "take"}:
        return None
    if seat != view.get("actor") and seat not in (view.get("acting") or []):
        return None
    found = [normal]
    for kind in ("pass", "greed_stop", "take", "roll", "greed_roll"):
        found += [a for a in legal if a.kind == kind and a not in found][:1]
    rest = [a for a in legal if a not in found]
    room = MOST - len(found)
    if room > 0 and rest:
        found += [rest[(i * (len(rest) - 1)) // max(1, room - 1)] for i in range(min(room, len(rest)))]
    unique = []
    for action in found:
        if action not in unique:
            unique.append(action)
    return unique if len(unique) > 1 else None


def redraw(sample, seat: int, rng: int) -> None:
    board, players = sample.board, sample.players
    # tickets: the pile and every other player's, dealt again in the same numbers
    others = [s for s in range(len(players)) if s != seat]
    pool = sorted(board["tickets"] + [t for s in others for t in players[s]["tickets"]])
    rng, pool = shuffled(rng, pool)
    for s in others:
        count = len(players[s]["tickets"])
        players[s]["tickets"], pool = sorted(pool[:count]), pool[count:]
    board["tickets"] = pool
    for name in ("wall_street", "mystery"):
        rng = _deck(sample, name, rng)


def _deck(sample, name: str, rng: int) -> int:
    """The cards not drawn since the last shuffle lie on top, in an order nobody knows."""
    board = sample.board
    drawn = set(board.get(f"{name}_drawn") or [])
    deck = board[name]
    top = [card for card in deck if card not in drawn]
    rng, top = shuffled(rng, sorted(top))
    back = sample.pending.get("back") if name == "wall_street" and sample.phase == "wall_street" else None
    if back is not None and top and WS[top[0]]["back"] != back:
        first = next((i for i, card in enumerate(top) if WS[card]["back"] == back), None)
        if first is not None:
            top[0], top[first] = top[first], top[0]
    board[name] = top + [card for card in deck if card in drawn]
    return rng


LOOKAHEAD = Lookahead(moments=moments, redraw=redraw, horizon=60, settled=stakes.stake)
