"""toy_secret: a tiny game with secrets, for the UI tests only (never shipped): 3–11 seats, each
secretly dealt a number (a private event and its own view only), then one sealed round in which
every seat must bid 0..its cash; when the last bid is in, all is revealed, the highest bid (then
the highest number) pays its bid and is paid twice its number; the richest win.

It has no board, no dice and no screens of its own, so it also proves that the shared screens
need none. test_hotseat.py packs this file into the page's app.zip.gz as tycoon/variants/toy_secret/
(with the texts below), and registers it on CPython with `register_toy()`.
"""

from tycoon.core import Action, State, Variant
from tycoon.core.sealed import open_sealed

ID = "toy_secret"
CASH = 10
STEP = 3


def new_state(players: list, seed: int, options: dict) -> State:
    count = len(players)
    numbers = [(seed * 7 + seat * 5) % 12 + 1 for seat in range(count)]
    seats = [{"name": p["name"], "bot": bool(p.get("bot")), "cash": options["cash"], "number": n, "bid": None}
             for p, n in zip(players, numbers, strict=True)]
    state = State(variant=ID, options=options, seed=seed, rng=seed, players=seats)
    for seat, player in enumerate(seats):
        state.emit("dealt", to=[seat], player=seat, number=player["number"])
    open_sealed(state, "bid", list(range(count)))
    return state


def legal_actions(state: State, seat: int) -> list:
    if state.over or state.sealed is None or seat not in state.sealed["waiting"]:
        return []
    cash = state.players[seat]["cash"]
    return [Action(seat, "bid", (amount,)) for amount in sorted({*range(0, cash + 1, STEP), cash})]


def accepts(state: State, action: Action) -> bool:
    return action.kind == "bid" and 0 <= action.args[0] <= state.players[action.seat]["cash"]


def apply(state: State, action: Action) -> None:
    raise AssertionError(f"bids are sealed answers; {action} never reaches apply")


def on_sealed(state: State, answers: dict) -> None:
    for seat, action in answers.items():
        state.players[seat]["bid"] = action.args[0]
    for seat, player in enumerate(state.players):
        state.emit("revealed", player=seat, number=player["number"], bid=player["bid"])
    top = max(answers, key=lambda s: (state.players[s]["bid"], state.players[s]["number"]))
    player = state.players[top]
    player["cash"] += 2 * player["number"] - player["bid"]
    state.ledger["collected"] += player["bid"]
    state.ledger["issued"] += 2 * player["number"]
    richest = max(p["cash"] for p in state.players)
    state.winners = [s for s, p in enumerate(state.players) if p["cash"] == richest]
    state.phase, state.over = "over", True


def view(state: State, seat) -> dict:
    """A seat's number is its own secret until the end; bids stay sealed until all are in."""
    players = [{"name": p["name"], "bot": p["bot"], "cash": p["cash"],
                "number": p["number"] if state.over or s == seat else None,
                "bid": p["bid"] if state.over else None} for s, p in enumerate(state.players)]
    return {"variant": ID, "phase": state.phase, "me": seat, "players": players, "over": state.over,
            "winners": list(state.winners)}


def bot(view: dict, legal: list) -> Action:
    number = view["players"][view["me"]]["number"]
    fitting = [a for a in legal if a.args[0] <= number // 2]
    return max(fitting or legal[:1], key=lambda a: a.args[0])


def describe(state: State, action: Action) -> tuple:
    return "action.bid", {"amount": action.args[0]}


TOY = Variant(id=ID, aliases=(), min_players=3, max_players=11, options={"cash": CASH}, new_state=new_state,
              legal_actions=legal_actions, chance_outcomes=lambda state: [], apply=apply, view=view, bot=bot,
              describe=describe, accepts=accepts, on_sealed=on_sealed)

TEXTS = {
    "en": {"variant.toy_secret.name": "Secret numbers (test)",
           "variant.toy_secret.blurb": "Bid in secret for your hidden number.",
           "event.dealt": "{player} is dealt the secret number {number}.",
           "event.revealed": "{player} had {number} and bid {bid}.",
           "phase.bid": "Bid in secret"},
}


def register_toy() -> Variant:
    from tycoon.core import VARIANTS, register

    return VARIANTS.get(ID) or register(TOY)
