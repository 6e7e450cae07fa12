"""Money moves, and debts settled in order with a raise-cash phase before bankruptcy.

The bank is ``None``. Every move updates ``state.ledger`` so tests can check that money
is conserved: sum of cash == players' starting cash + issued - collected.
"""

from . import story

BANK = None


def move_money(state, payer, payee, amount: int, moment: bool = True) -> None:
    """moment=False: not a payment for the story's "biggest payment" (cash handed over in a trade)."""
    if amount < 0:
        raise ValueError("negative amount")
    if payer is BANK:
        state.ledger["issued"] += amount
    else:
        state.players[payer]["cash"] -= amount
    if payee is BANK:
        state.ledger["collected"] += amount
    else:
        state.players[payee]["cash"] += amount
        if moment and payer is not BANK:
            story.note(state, "payment", payer, amount, payee=payee)


def pay_from_bank(state, seat: int, amount: int, event: str, **params) -> None:
    move_money(state, BANK, seat, amount)
    state.emit(event, player=seat, amount=amount, **params)


def owe(state, debtor: int, creditor, amount: int, event: str, **params) -> None:
    """Queue a debt; `settle_debts` pays it (and emits `event`) when the debtor has the cash."""
    state.board.setdefault("debts", []).append(
        {"debtor": debtor, "creditor": creditor, "amount": amount, "event": event, "params": params})


def settle_debts(state) -> bool:
    """Pay queued debts in order. Returns False (and leaves the first unpaid debt at the head)
    when a debtor lacks the cash: the caller then gives that debtor a raise-cash phase."""
    debts = state.board.setdefault("debts", [])
    while debts:
        debt = debts[0]
        if state.players[debt["debtor"]]["cash"] < debt["amount"]:
            return False
        debts.pop(0)
        move_money(state, debt["debtor"], debt["creditor"], debt["amount"])
        state.emit(debt["event"], amount=debt["amount"], **debt["params"])
    return True


def first_debt(state) -> dict | None:
    debts = state.board.get("debts") or []
    return debts[0] if debts else None


def drop_debts_of(state, seat: int) -> None:
    state.board["debts"] = [d for d in state.board.get("debts", []) if d["debtor"] != seat]
