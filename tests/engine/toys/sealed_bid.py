"""toy_sealed: the smallest game with secrets, for the engine tests only (never shipped).

3–11 seats. A dealer, drawn from the seed, deals every seat a secret number (a private ``dealt``
event to that seat, and the number in that seat's own view only). Then one sealed bid round:
every seat but the dealer must bid 0..its cash in steps of BID_STEP (any amount in range is
accepted); the dealer need not act, and may only ``chat`` out of turn. When the last bid is in,
every seat's number and bid is revealed in public; the highest bid (then the highest number)
pays its bid to the bank and is paid its number ×2 by the bank. The richest seats win.
"""

from tycoon.core import Action, State, Variant
from tycoon.core.rng import seed_state, shuffled, step
from tycoon.core.sealed import open_sealed

CASH = 10
BID_STEP = 3  # bids offered: 0, 3, 6, 9 and all-in
NUMBERS = range(1, 13)  # dealt without replacement: 12 numbers for at most 11 seats


def new_state(players: list[dict], seed: int, options: dict) -> State:
    rng = seed_state(seed, "toy_deal")
    rng, numbers = shuffled(rng, list(NUMBERS))
    rng, r = step(rng)
    seats = [{"name": p["name"], "bot": bool(p.get("bot")), "cash": options["cash"], "number": n, "bid": None}
             for p, n in zip(players, numbers)]
    state = State(variant="toy_sealed", options=options, seed=seed, rng=rng, players=seats)
    dealer = r % len(seats)
    state.turn_seat = state.board["dealer"] = dealer
    for seat, player in enumerate(seats):
        state.emit("dealt", to=[seat], player=seat, number=player["number"])
    open_sealed(state, "bid", [s for s in range(len(seats)) if s != dealer], {"chats": 0})
    return state


def legal_actions(state: State, seat: int) -> list[Action]:
    if state.phase != "bid":
        return []
    if state.sealed is not None and seat in state.sealed["waiting"]:
        cash = state.players[seat]["cash"]
        return [Action(seat, "bid", (amount,)) for amount in sorted({*range(0, cash + 1, BID_STEP), cash})]
    if seat == state.board["dealer"]:
        return [Action(seat, "chat")]  # optional: nobody waits for it
    return []


def accepts(state: State, action: Action) -> bool:
    """Any whole bid from 0 to the seat's cash, from a seat the sealed phase waits for."""
    return (action.kind == "bid" and state.sealed is not None and action.seat in state.sealed["waiting"]
            and len(action.args) == 1 and isinstance(action.args[0], int)
            and 0 <= action.args[0] <= state.players[action.seat]["cash"])


def apply(state: State, action: Action) -> None:
    assert action.kind == "chat", action  # bids go through core.sealed, never here
    state.pending["chats"] += 1
    state.emit("chatted", player=action.seat)


def on_sealed(state: State, answers: dict) -> None:
    """Every bid is in: reveal all, settle the highest bid, end."""
    for seat, action in answers.items():
        state.players[seat]["bid"] = action.args[0]
    for seat, player in enumerate(state.players):
        state.emit("revealed", player=seat, number=player["number"], bid=player["bid"])
    bidders = sorted(answers)
    top = max(bidders, key=lambda s: (state.players[s]["bid"], state.players[s]["number"]))
    player = state.players[top]
    player["cash"] += 2 * player["number"] - player["bid"]
    state.ledger["collected"] += player["bid"]
    state.ledger["issued"] += 2 * player["number"]
    state.emit("won_bid", player=top, bid=player["bid"], number=player["number"])
    richest = max(p["cash"] for p in state.players)
    state.winners = [s for s, p in enumerate(state.players) if p["cash"] == richest]
    state.phase, state.actor, state.pending, state.over = "over", state.turn_seat, {}, True
    state.emit("game_over", winners=state.winners)


def view(state: State, seat: int | None) -> dict:
    """Numbers are secret until the reveal (the game's end); bids until the sealed phase closes."""
    def seat_view(s, p):
        shown = state.over or s == seat
        return {"name": p["name"], "cash": p["cash"], "number": p["number"] if shown else None,
                "bid": p["bid"] if state.over else None}

    return {"variant": state.variant, "phase": state.phase, "dealer": state.board["dealer"], "me": seat,
            "players": [seat_view(s, p) for s, p in enumerate(state.players)],
            "chats": state.pending.get("chats", 0), "over": state.over, "winners": list(state.winners)}


def bot(view: dict, legal: list[Action]) -> Action:
    """Bid about half of one's number (the largest offered bid not above it), else chat."""
    number = view["players"][view["me"]]["number"]
    bids = [a for a in legal if a.kind == "bid" and a.args[0] <= number // 2]
    return max(bids, key=lambda a: a.args[0]) if bids else legal[0]


def describe(state: State, action: Action) -> tuple[str, dict]:
    return (f"action.{action.kind}", {"amount": action.args[0]} if action.args else {})


TOY_SEALED = Variant(
    id="toy_sealed", aliases=("toy",), min_players=3, max_players=11, options={"cash": CASH},
    new_state=new_state, legal_actions=legal_actions, chance_outcomes=lambda state: [], apply=apply,
    view=view, bot=bot, describe=describe, accepts=accepts, on_sealed=on_sealed,
)
