"""Result cards: a person's own outcome — a Greed run or bust, a Lucky Dice session, a
Wall Street payout, a lottery win, a Flip-Lock, a Rich Card played on them, a card drawn — stays on
screen, with the amount and why, until that person presses OK or makes their next move. Before,
it flashed past: 0.9 s later the bots had rolled on.

Pure Python (no js import; tested on CPython in tests/engine/test_results.py). It reads only the
public events since its cursor (core.events_since), never the whole log, and decides nothing of
the game: which events are a person's result is the variant's presentation data (hooks.results):

  opens   {event key: the params naming whose result it is} — the event starts (or adds to) a
          card for that seat, when the seat is a person's;
  follows {event key: the params naming whose card it adds to, () for everyone's} — the event
          adds to the cards still growing (the Lucky Dice roll, the Wall Street card turning, a
          payment of Rich's), and, in the same action, comes before a card's first line ("Double!");
  phases  the phases in which a card keeps growing (a Greed run, a Lucky Dice session): the driver
          holds the game for a card only once the session is over, and the person's own moves
          inside it do not close their card.

The driver (driver.py, with holds.py) holds before the next automatic move (a bot's, or chance) while a card is
waiting, at every speed but Instant; a person's next move closes their own cards (app.act)."""

from dataclasses import dataclass, field

LINES = 12  # a card keeps its first line and the newest ones, at most this many
LIMIT = 400  # events read per step (the driver reads after every action)


@dataclass(frozen=True)
class ResultSpec:
    opens: dict = field(default_factory=dict)
    follows: dict = field(default_factory=dict)
    phases: frozenset = frozenset()


NONE = ResultSpec()


@dataclass
class Card:
    seat: int
    lines: list  # [[key, params]] in the order they happened
    growing: bool = True
    number: int = 0  # a card's number, for a test and for the DOM's key

    def add(self, key: str, params: dict) -> None:
        self.lines.append([key, params])
        if len(self.lines) > LINES:
            del self.lines[1]  # keep what started it (the stake, the pick), drop the oldest after


class Results:
    def __init__(self):
        self.cards: list = []
        self.cursor = 0
        self.game = None  # the game the cursor belongs to (a loaded game, an undo: a new one)
        self.made = 0

    def restart(self, game, log_length: int) -> None:
        """A game on screen from its current end: nothing of its past becomes a card."""
        self.cards, self.cursor, self.game = [], log_length, game

    def read(self, game, events_since, log_length: int, humans, phase: str, spec: ResultSpec,
             on: bool = True) -> bool:
        """Read the events since the cursor (events_since(None, cursor, limit): public ones) into
        cards for the seats in `humans`; with `on` false (the Instant speed) only move the cursor.
        True when a card changed."""
        if game is not self.game:
            self.restart(game, log_length)
            return False
        if self.cursor >= log_length:
            self._grow(phase, spec)
            return False
        found = events_since(None, self.cursor, LIMIT)
        self.cursor = found["next"]
        changed = bool(on and spec.opens and self._take(found["events"], set(humans), spec))
        self._grow(phase, spec)
        return changed

    def _take(self, events: list, humans: set, spec: ResultSpec) -> bool:
        changed, lead = False, []  # lead: this step's "follows" lines, for a card opened after them
        for _index, key, params in events:
            key = str(key)
            params = params if isinstance(params, dict) else {}
            seats = list(dict.fromkeys(s for s in _named(params, spec.opens.get(key, ())) if s in humans))
            for seat in seats:
                card = self._growing(seat)
                if card is None:
                    self.made += 1
                    card = Card(seat, [list(ln) for ln, whom in lead if whom is None or seat in whom],
                                number=self.made)
                    self.cards.append(card)
                card.add(key, params)
                changed = True
            if key not in spec.follows:
                if key not in spec.opens:
                    lead = []  # a lead is what came just before a card's first line, nothing older
                continue
            names = spec.follows[key]
            whom = set(_named(params, names)) if names else None
            lead.append(([key, params], whom))
            for card in self.cards:
                if card.growing and card.seat not in seats and (whom is None or card.seat in whom):
                    card.add(key, params)
                    changed = True
        return changed

    def _growing(self, seat: int):
        for card in self.cards:
            if card.seat == seat and card.growing:
                return card
        return None

    def _grow(self, phase: str, spec: ResultSpec) -> None:
        """Cards keep growing only while a session of the phases goes on."""
        if phase not in spec.phases:
            for card in self.cards:
                card.growing = False

    def waiting(self, phase: str, spec: ResultSpec) -> bool:
        """Whether the game should hold for a card before its next automatic move."""
        return bool(self.cards) and phase not in spec.phases

    def first(self):
        return self.cards[0] if self.cards else None

    def close(self, number: int) -> None:
        """OK on a card."""
        self.cards = [c for c in self.cards if c.number != number]

    def moved(self, seat, phase: str, spec: ResultSpec) -> None:
        """A person made a move: their cards close, unless a session is still going on."""
        if phase not in spec.phases:
            self.cards = [c for c in self.cards if c.seat != seat]

    def clear(self) -> None:
        self.cards = []


def _named(params: dict, names) -> list:
    return [params[name] for name in names if isinstance(params.get(name), int)]
