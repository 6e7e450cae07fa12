"""Simulate a table (docs/lab.md "Simulate a table"): N games of bots with one set-up, played in
short slices so that a page can show the progress, stay responsive and stop when asked, and what
a class wants to see of them: wins by seat, how long the games last, and per game its lessons —
Cờ Tỷ Phú and 如何做個大富翁: the win rate by the first colour group a player completed;
ริช: the win rate by the first profession, and what each insurance paid against its premiums;
搶錢一族: the money each square type paid out; Babylon: what offers earned by how their price
stood to the gem's value.

Each game's seed comes from the table's seed through SHA-256, so a table is reproduced from the
seed shown. The trackers look at the state and at the events of the action just played (never
the whole log), so a slice costs the same late in a game as early."""

import hashlib
from fractions import Fraction

from ..core import new_game, play_automatic
from ..core.estate import group_members

ROUND_CAP = 1000  # a game still running after this many rounds is stopped and counted as unfinished
STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500)  # the widths a length histogram's buckets may take
BUCKETS = 8  # at most this many buckets


def game_seed(seed: int, game: int) -> int:
    return int.from_bytes(hashlib.sha256(f"tycoon-table lab {seed} {game}".encode()).digest()[:6], "big")


class Groups:
    """The first colour group each seat came to own whole (property games): (players, winners)."""

    what = "first_group"

    def __init__(self, state):
        squares = _squares(state.variant)
        groups = sorted({sq["group"] for sq in squares if sq["kind"] == "street"})
        self.members = {group: group_members(squares, group) for group in groups}
        self.first = [None] * len(state.players)

    def see(self, state, _events) -> None:
        owner = state.board["owner"]
        for group, members in self.members.items():
            holder = owner[members[0]]
            if holder is not None and self.first[holder] is None and all(owner[i] == holder for i in members):
                self.first[holder] = group

    def finish(self, state) -> list:
        return [(value, (1, int(seat in state.winners))) for seat, value in enumerate(self.first)]


class Jobs(Groups):
    """The first profession each seat took (ริช): (players, winners)."""

    what = "first_job"

    def __init__(self, state):
        self.first = [None] * len(state.players)

    def see(self, state, _events) -> None:
        for seat, player in enumerate(state.players):
            if self.first[seat] is None and player.get("job"):
                self.first[seat] = player["job"]


class Insurance:
    """What each insurance earned its holders (ริช): (policies bought, premiums paid, losses it
    covered), from the game's events as they happen."""

    what = "insurance"

    def __init__(self, _state):
        self.found: dict = {}

    def see(self, _state, events) -> None:
        for event in events:
            if event[0] == "rich_bought_insurance":
                row = self.found.setdefault(event[1]["cover"], [0, 0, 0])
                row[0] += 1
                row[1] += event[1]["amount"]
            elif event[0] == "rich_insured":
                self.found.setdefault(event[1]["cover"], [0, 0, 0])[2] += event[1]["amount"]

    def finish(self, _state) -> list:
        return [(cover, tuple(row)) for cover, row in self.found.items()]


# Easy Money: each event that pays a player money, and the square type that paid it
# (docs/rules/easymoney.md: Double, Make Money, Lottery, Greed, Wall Street, Lucky Dice, Mystery).
PAID_BY = {"em_double_paid": "double", "em_make_money_pass": "make_money", "em_make_money_stop": "make_money",
           "em_lottery_won": "lottery", "em_greed_paid": "greed", "em_ws_won": "wall_street",
           "em_lucky_won": "lucky", "em_lucky_edge": "lucky", "em_lucky_seven": "lucky",
           "em_mystery_paid": "mystery", "em_player_paid": "mystery"}


class PaidBy:
    """搶錢一族: the money each square type paid to players: (money,)."""

    what = "paid_by"

    def __init__(self, _state):
        self.found: dict = {}

    def see(self, _state, events) -> None:
        for event in events:
            kind = PAID_BY.get(event[0])
            if kind:
                self.found[kind] = self.found.get(kind, 0) + event[1]["amount"]

    def finish(self, _state) -> list:
        return [(kind, (amount,)) for kind, amount in self.found.items()]


class Pricing:
    """Babylon: every offer of the game, by how its price stood to the gem's value (read from the
    finished game's results, docs/rules/babylon.md "Selling"): (tickets, money earned)."""

    what = "pricing"
    values = ("above", "at", "one_below", "further_below")  # the table's order (every band shown)

    def __init__(self, _state):
        pass

    def see(self, _state, _events) -> None:
        pass

    def finish(self, state) -> list:
        from ..variants.babylon.gems import HALF_MILLION

        values = {gem: Fraction(value) for gem, value in state.board["values"].items()}  # millions
        rows = []
        for result in state.board["results"]:
            for gem in result["gems"]:
                for line in gem["lines"]:
                    price = Fraction(line["price"] * HALF_MILLION, 1_000_000)
                    rows.append((price_band(price - values[gem["gem"]]), (line["tickets"], line.get("won", 0))))
        return rows + [(band, (0, 0)) for band in self.values]


def price_band(above) -> str:
    """An offer's price less the gem's value (millions): above it (a short), at it, up to one price
    step ($500,000) below, or further below."""
    if above > 0:
        return "above"
    if above == 0:
        return "at"
    return "one_below" if above >= -Fraction(1, 2) else "further_below"


TRACKERS = {"monopoly": (Groups,), "taiwan": (Groups,), "rich": (Jobs, Insurance), "easymoney": (PaidBy,),
            "babylon": (Pricing,)}


def length_buckets(rounds: list) -> list:
    """The finished games' lengths as a histogram: [low, high, games] buckets of one width (1, 2,
    5, 10, 20 … rounds: the narrowest that needs at most BUCKETS), from the shortest game to the
    longest, so that Babylon's four rounds and a long Monopoly game both read well."""
    if not rounds:
        return []
    low, high = min(rounds), max(rounds)
    step = next((s for s in STEPS if (high - low) // s + 1 <= BUCKETS), STEPS[-1])
    start = (low - 1) // step * step + 1  # buckets start after a multiple of the width: 1–10, 11–20 …
    counts = [0] * ((high - start) // step + 1)
    for length in rounds:
        counts[(length - start) // step] += 1
    return [[start + i * step, start + (i + 1) * step - 1, count] for i, count in enumerate(counts)]


def _squares(variant: str) -> list:
    from ..core.variant import find_variant

    return find_variant(variant).board


class Table:
    """`games` games of `players` bots of `variant` with `options`, from `seed`; `play(actions)`
    plays at most that many actions (a slice), `summary()` says what is known so far."""

    def __init__(self, variant: str, players: int, games: int, seed: int, options: dict | None = None):
        self.variant, self.players, self.games, self.seed = variant, players, games, seed
        self.options = dict(options or {})
        self.played, self.state, self.trackers, self.seen = 0, None, (), 0
        self.wins = [0] * players
        self.rounds: list[int] = []
        self.unfinished = 0
        self.lessons: dict = {}  # (what, value) -> the tracker's sums

    @property
    def done(self) -> bool:
        return self.played >= self.games

    def play(self, actions: int) -> None:
        while actions > 0 and not self.done:
            if self.state is None:
                self._start()
            if self.state.over or self.state.round > ROUND_CAP:
                self._finish()
                continue
            play_automatic(self.state)
            if self.trackers:
                events = self.state.log[self.seen:]  # this action's events only
                self.seen = len(self.state.log)
                for tracker in self.trackers:
                    tracker.see(self.state, events)
            actions -= 1

    def _start(self) -> None:
        seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(self.players)]
        self.state = new_game(self.variant, seats, game_seed(self.seed, self.played), self.options)
        self.trackers = tuple(kind(self.state) for kind in TRACKERS.get(self.variant, ()))
        self.seen = len(self.state.log)

    def _finish(self) -> None:
        state = self.state
        if state.over:
            for seat in state.winners:
                self.wins[seat] += 1
            self.rounds.append(state.round)
        else:
            self.unfinished += 1
        for tracker in self.trackers if state.over else ():
            for value, sums in tracker.finish(state):
                entry = self.lessons.setdefault((tracker.what, value), [0] * len(sums))
                for i, amount in enumerate(sums):
                    entry[i] += amount
        self.played += 1
        self.state, self.trackers = None, ()

    def summary(self) -> dict:
        kinds = {kind.what: (i, getattr(kind, "values", ())) for i, kind in enumerate(TRACKERS.get(self.variant, ()))}

        def rank(key):
            what, value = key
            i, values = kinds[what]
            return (i, values.index(value) if value in values else len(values), str(value))

        lessons = [{"what": what, "value": value, "sums": list(self.lessons[what, value])}
                   for what, value in sorted(self.lessons, key=rank)]
        return {"variant": self.variant, "seed": self.seed, "games": self.games, "played": self.played,
                "finished": len(self.rounds), "unfinished": self.unfinished, "wins": list(self.wins),
                "lengths": length_buckets(self.rounds), "lessons": lessons}
