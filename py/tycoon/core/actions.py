"""Actions: small frozen values with a stable text form, e.g. ``0 buy`` or ``-1 dice 3 4``."""

from typing import NamedTuple

CHANCE = -1  # the seat that chance plays (OpenSpiel's chance player)
SIMULTANEOUS = -2  # state.actor when several seats must answer (sealed bids, bets, reactions)


class IllegalAction(ValueError):
    """Raised by ``apply_action`` for anything not in ``legal_actions``; the message says why."""


class Action(NamedTuple):
    """Immutable and ordered (a named tuple: cheap to make, as legal lists make many)."""

    seat: int
    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        return " ".join([str(self.seat), self.kind, *(str(a) for a in self.args)])

    @staticmethod
    def parse(text: str) -> "Action":
        parts = text.split()
        if len(parts) < 2:
            raise IllegalAction(f"cannot read action {text!r}")
        try:
            seat = int(parts[0])
        except ValueError:
            raise IllegalAction(f"cannot read action {text!r}: no seat") from None
        args = tuple(int(a) if a.lstrip("-").isdigit() else a for a in parts[2:])
        return Action(seat, parts[1], args)
