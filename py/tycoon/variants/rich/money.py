"""Money in Rich (docs/rules/rich.md "Loans", #21, Clarifications 6 and 9): cash never goes negative.
A loan gives 180,000 for a 200,000 note; when a payment is due and the cash is short, the fewest
loans that cover it are taken at once, on or off turn. Notes are repaid (200,000 each) when the
player finishes and again at the count; what cannot be repaid stays as debt. No bankruptcy."""

from ...core.money import BANK, move_money
from .board import LOAN_CASH, NOTE


def borrow(state, seat: int, auto: bool = False) -> None:
    move_money(state, BANK, seat, LOAN_CASH)
    state.players[seat]["notes"] += 1
    state.emit("rich_loan_auto" if auto else "rich_loan", player=seat, amount=LOAN_CASH, note_amount=NOTE,
               notes=state.players[seat]["notes"])


def cover(state, seat: int, amount: int) -> None:
    """Take the fewest automatic loans that let `seat` pay `amount` (Clarification 9)."""
    short = amount - state.players[seat]["cash"]
    while short > 0:
        borrow(state, seat, auto=True)
        short -= LOAN_CASH


def pay(state, payer: int, payee, amount: int) -> None:
    """`payer` pays `amount` to a seat or the bank (None), borrowing first if short."""
    if amount <= 0:
        return
    cover(state, payer, amount)
    move_money(state, payer, payee, amount)


def repay_notes(state, seat: int) -> None:
    """Repay every note the cash covers (at finishing and at the count)."""
    player = state.players[seat]
    paid = min(player["notes"], player["cash"] // NOTE)
    if paid:
        move_money(state, seat, BANK, paid * NOTE)
        player["notes"] -= paid
        state.emit("rich_notes_repaid", player=seat, count=paid, amount=paid * NOTE, notes=player["notes"])


def worth(player: dict) -> int:
    """Final worth: cash less 200,000 for each unpaid note (Clarification 6)."""
    return player["cash"] - NOTE * player["notes"]
