"""Events with an audience (DESIGN.md §2 "Events"), as a property of seeded random playouts of every
registered variant: after every action, for every seat B, what B may read — `view(state, B)["log"]`
and `events_since(state, B, 0)` — holds exactly the events public or addressed to B, so an event
addressed to other seats only never reaches B; a spectator (seat None) reads public events only."""

import pytest
from playout import bot_playout, random_playout, scaled
from tycoon.core import all_variants, events_since, view
from tycoon.core.events import RECENT

SEEDS = range(scaled(30))  # random games per variant: 4 in CI, 30 in the soak (playout.py)
SINCE_LIMIT = 250  # events_since's default: the newest 250 events a seat may see


class AudienceCheck:
    """An `extra` invariant for the playouts: remembers, as the log grows, which entries each seat
    (and the spectator) may see, and compares with what the engine shows after each action."""

    def __init__(self, players: int):
        self.audiences = [None, *range(players)]
        self.visible = {seat: [] for seat in self.audiences}  # indexes of log entries each may see
        self.checked = 0  # log entries sorted so far
        self.private = 0  # private entries met (the property is empty without them)

    def __call__(self, state) -> None:
        for index in range(self.checked, len(state.log)):
            entry = state.log[index]
            assert len(entry) in (2, 3), f"log entry {entry!r} is neither [key, params] nor [key, params, seats]"
            if len(entry) == 3:
                self.private += 1
                assert entry[2] and all(0 <= s < len(state.players) for s in entry[2]), f"bad audience {entry!r}"
            for seat in self.audiences:
                if len(entry) == 2 or (seat is not None and seat in entry[2]):
                    self.visible[seat].append(index)
        self.checked = len(state.log)
        for seat in self.audiences:
            self.check_seat(state, seat)

    def check_seat(self, state, seat) -> None:
        mine = self.visible[seat]
        found = events_since(state, seat, 0)["events"]
        for index, *_ in found:
            entry = state.log[index]
            assert len(entry) == 2 or (seat is not None and seat in entry[2]), (
                f"seat {seat} reads event {index} {entry!r} addressed to others")
        assert [e[0] for e in found] == mine[-SINCE_LIMIT:], (
            f"events_since(state, {seat}, 0) is not exactly what seat {seat} may see")
        expected = [[state.log[i][0], state.log[i][1]] for i in mine[-RECENT:]]
        assert view(state, seat)["log"] == expected, f"seat {seat}'s view log is not exactly what it may see"


def seats_for(variant, game: int) -> int:
    return variant.min_players + game * 3 % (variant.max_players - variant.min_players + 1)


def options_for(variant) -> dict:
    return {"turn_limit": 10} if "turn_limit" in variant.options else {}


@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: v.id)
def test_no_seat_reads_an_event_addressed_to_others_in_random_games(variant):
    private = 0
    for game in SEEDS:
        check = AudienceCheck(seats_for(variant, game))
        random_playout(variant.id, len(check.audiences) - 1, seed=500 + game, options=options_for(variant),
                       extra=check)
        private += check.private
    if variant.id == "toy_sealed":
        assert private > 0, "the toy deals in private: the property was not exercised"


@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: v.id)
def test_no_bot_seat_reads_an_event_addressed_to_others(variant):
    check = AudienceCheck(seats_for(variant, 1))
    bot_playout(variant.id, len(check.audiences) - 1, seed=77, options=options_for(variant), extra=check)
