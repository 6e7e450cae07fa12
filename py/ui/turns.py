"""Whose screen it is: when nothing automatic is left (no chance, no bot wants to move), which
human answers next, whether the device must be passed first, and whose view the screen draws.
Pure Python (CPython-testable): only the engine's public calls.

Hotseat rules (docs/design.md "UI"): when a sealed phase waits for several seats (SIMULTANEOUS) and more
than one person shares the device, each human seat that still owes an answer gets a "pass the
device to NAME" screen, then its own choices, then the next. The screen always draws the view of
the person answering; between answers, and whenever several people share the device and nobody
is choosing, it draws a spectator's view (public facts only), so no seat's secrets show.
"""

from tycoon import core


def humans(players: list) -> list:
    return [seat for seat, player in enumerate(players) if not player.get("bot")]


def status_for(state, players: list, revealed=None) -> dict:
    """The status when the driver stops: {"mode": "over"}, {"mode": "pass", "seat"} (hand the
    device over first), {"mode": "human", "seat"}, or, while something automatic is still to come,
    {"mode": "chance"} / {"mode": "bot", "seat"}. `revealed`: the seat that already said "I am
    NAME" for the current secret choice."""
    if state.over:
        return {"mode": "over"}
    if state.current_player() == core.CHANCE:
        return {"mode": "chance"}
    waiting = core.human_seats_to_answer(state)
    if not waiting:
        acting = core.acting_seats(state)
        return {"mode": "bot", "seat": acting[0] if acting else None}
    seat = revealed if revealed in waiting else waiting[0]
    if seat != revealed and needs_privacy(state, players):
        return {"mode": "pass", "seat": seat}
    return {"mode": "human", "seat": seat}


def needs_privacy(state, players: list) -> bool:
    """A secret choice (a sealed simultaneous phase) with more than one person at the device."""
    return state.current_player() == core.SIMULTANEOUS and len(humans(players)) > 1


def viewer(players: list, status: dict):
    """Whose view the screen draws: the human choosing now; the only human when there is one;
    otherwise (a privacy screen, or several people watching bots) a spectator's (None). A replay
    shows the seat it was asked for (ui/replay.py), else a spectator's."""
    if status.get("mode") == "replay":
        return status.get("seat")
    if status.get("mode") == "human" and isinstance(status.get("seat"), int):
        return status["seat"]
    people = humans(players)
    if status.get("mode") != "pass" and len(people) == 1:
        return people[0]
    return None
