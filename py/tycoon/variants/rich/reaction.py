"""The Rich Card reaction window (docs/rules/rich.md "Rich Cards", #17–#20, Clarifications 1–3, 9).

A *receipt* is money a player gets because of the square they stopped on; a *payment* is money a
player owes because of it (passing salary, personal-number fees and loans are neither). When its
amount is known and before money moves, every player holding a card that applies may play one or
pass — a sealed phase of the core, so nobody sees another's answer before all are in:

- Double: on your own receipt you get twice; on another player's payment they pay twice (the
  extra to the same payee). One per event: of several, the first in seat order after the payer.
- Collect: on another player's receipt you take half of it; several share that half equally,
  rounded down to the baht, the remainder staying with the receiver.
- Pay: on your own payment to the bank, another player of your choice pays half of it.

Double applies first; Collect or Pay then halves the doubled amount. A blue square's receipt is the
total collected: a Double makes each payer pay twice (Clarification 1).

A deal: {"kind": "receipt" | "payment", "seat", "amount" (the total), "others": the seats that pay
(or are paid) `each` on a blue square, or None for the bank, "each", "square", "why"}.
"""

from ...core.actions import Action
from ...core.money import BANK, move_money
from ...core.sealed import open_sealed
from .cards import discard
from .money import pay, worth


def deal(kind: str, seat: int, amount: int, square: int, why: str, others=None, each: int = 0) -> dict:
    return {"kind": kind, "seat": seat, "amount": amount, "others": others, "each": each, "square": square,
            "why": why}


def plays(state, deal: dict, seat: int) -> list:
    """The cards `seat` may play on this deal (without the pass)."""
    cards = state.players[seat]["cards"]
    found = []
    if deal["kind"] == "receipt":
        if seat == deal["seat"] and "double" in cards:
            found.append(Action(seat, "play", ("double",)))
        if seat != deal["seat"] and "collect" in cards:
            found.append(Action(seat, "play", ("collect",)))
    else:
        if seat != deal["seat"] and "double" in cards:
            found.append(Action(seat, "play", ("double",)))
        if seat == deal["seat"] and "pay" in cards and deal["others"] is None:
            found += [Action(seat, "play", ("pay", other)) for other in range(len(state.players)) if other != seat]
    return found


def changes_the_winner(state, seat: int) -> bool:
    """Near the end — someone has finished, or the round limit is at most two rounds off — whether
    a card `seat` may play on the open window would change who is richest once the money has moved
    (the window then asks a person even below the amount they set). Each card alone,
    against the deal with no card played."""
    players, limit = state.players, state.options.get("turn_limit", 0)
    if not (any(p["finished"] for p in players) or (limit and state.round >= limit - 2)):
        return False
    deal = state.pending["deal"]
    worths = [worth(p) for p in players]
    sign = 1 if deal["kind"] == "receipt" else -1  # the deal itself, with no card played
    worths[deal["seat"]] += sign * deal["amount"]
    for other in deal["others"] or []:
        worths[other] -= sign * deal["each"]
    richest = _richest(worths)
    for action in plays(state, deal, seat):
        after = list(worths)
        for who, change in _effect(deal, seat, action.args):
            after[who] += change
        if _richest(after) != richest:
            return True
    return False


def _richest(worths: list) -> set:
    best = max(worths)
    return {s for s, w in enumerate(worths) if w == best}


def _effect(deal: dict, seat: int, args: tuple) -> list:
    """[(seat, change of worth)] of one card played alone on the deal (settle's arithmetic)."""
    amount, who, others, each = deal["amount"], deal["seat"], deal["others"] or [], deal["each"]
    if args[0] == "double" and deal["kind"] == "receipt":
        return [(who, amount)] + [(o, -each) for o in others]
    if args[0] == "double":  # another's payment, twice
        return [(who, -amount)] + [(o, each) for o in others]
    if args[0] == "collect":
        return [(seat, amount // 2), (who, -(amount // 2))]
    return [(seat, amount // 2), (args[1], -(amount // 2))]  # Pay: the helper pays half


def stake(deal: dict, seat: int, args) -> int:
    """What one card (its args: ("double",), ("collect",), ("pay", helper)) brings `seat` or saves
    them: a Double on their own receipt the whole amount again, a Collect or a Pay half of it (a
    Collect on a ฿30,000 refund: ฿15,000); a Double on another's payment nothing of their own (it
    costs that player, and counts only when it would change who is richest: changes_the_winner)."""
    if args[0] == "double":
        return deal["amount"] if deal["seat"] == seat else 0
    return deal["amount"] // 2


def worth_asking(window: dict, ask_above: int) -> bool:
    """Whether a person who said "ask me about Rich Cards only from ฿X" (0: every time) is asked
    about this window (the view's "window"): what their card would move (`stake`) is at least X,
    or a card would change who is richest near the end. Otherwise the page passes for them."""
    return ask_above <= 0 or window.get("stake", window["amount"]) >= ask_above or bool(window.get("decisive"))


def actions(state, seat: int) -> list:
    found = plays(state, state.pending["deal"], seat)
    return [*found, Action(seat, "pass")] if found else []


def open_window(state, deal: dict) -> bool:
    """Open the window when someone may react (True), else move the money at once (False). Every
    receipt and payment of the rules is of a positive amount."""
    assert deal["amount"] > 0, deal
    seats = [s for s in range(len(state.players)) if plays(state, deal, s)]
    if not seats:
        settle(state, deal, {})
        return False
    state.emit("rich_window", player=deal["seat"], amount=deal["amount"], kind=deal["kind"], seats=seats)
    open_sealed(state, "react", seats, pending={"deal": deal})
    return True


def on_sealed(state, answers: dict) -> None:
    settle(state, state.pending["deal"], answers)
    state.pending = {}


def settle(state, deal: dict, answers: dict) -> None:
    """Apply the cards played (Double first), then move the money."""
    n, who = len(state.players), deal["seat"]
    played = {s: a.args for s, a in answers.items() if a.kind == "play"}
    doublers = sorted((s for s, args in played.items() if args[0] == "double"), key=lambda s: (s - who) % n)
    factor = 1
    if doublers:
        factor = 2
        discard(state, doublers[0], "double")
        own = deal["kind"] == "receipt"  # a Double on one's own receipt, or on another's payment
        state.emit("rich_double_own" if own else "rich_double_other", player=doublers[0], other_player=who)
        for seat in doublers[1:]:
            state.emit("rich_double_kept", player=seat)
    if deal["kind"] == "receipt":
        collectors = sorted(s for s, args in played.items() if args[0] == "collect")
        _receive(state, deal, factor, collectors)
    else:
        helper = next((args[1] for s, args in played.items() if args[0] == "pay"), None)
        _pay(state, deal, factor, helper)


def _receive(state, deal: dict, factor: int, collectors: list) -> None:
    who, total = deal["seat"], deal["amount"] * factor
    if deal["others"] is None:
        move_money(state, BANK, who, total)
        state.emit("rich_receive", player=who, amount=total, square=deal["square"], why=deal["why"])
    else:
        for payer in deal["others"]:
            pay(state, payer, who, deal["each"] * factor)
            state.emit("rich_gift_paid", payer=payer, player=who, amount=deal["each"] * factor)
        state.emit("rich_gifts_total", player=who, amount=total, square=deal["square"])
    if collectors:
        share = total // 2 // len(collectors)
        for seat in collectors:
            discard(state, seat, "collect")
            move_money(state, who, seat, share)
            state.emit("rich_collected", player=seat, payer=who, amount=share)


def _pay(state, deal: dict, factor: int, helper) -> None:
    who, total = deal["seat"], deal["amount"] * factor
    if deal["others"] is not None:  # New Year gifts: the lander pays everyone
        for payee in deal["others"]:
            pay(state, who, payee, deal["each"] * factor)
            state.emit("rich_gift_given", player=who, payee=payee, amount=deal["each"] * factor)
        return
    if helper is not None:
        discard(state, who, "pay")
        half = total // 2
        state.emit("rich_pay_played", player=who, other_player=helper)
        pay(state, helper, BANK, half)
        state.emit("rich_helped", player=helper, debtor=who, amount=half)
        total -= half
    pay(state, who, BANK, total)
    state.emit("rich_pay", player=who, amount=total, square=deal["square"], why=deal["why"])
