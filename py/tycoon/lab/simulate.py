"""Simulate a table (docs/lab.md "Simulate a table"): N games of bots with one set-up, played in
short slices so that a page can show the progress, stay responsive and stop when asked, and what
a class wants to see of them: wins by seat, how long the games last, and per game a lesson —
Cờ Tỷ Phú and 如何做個大富翁: the win rate by the first colour group a player completed;
ริช: the win rate by the first profession.

Each game's seed comes from the table's seed through SHA-256, so a table is reproduced from the
seed shown. The trackers look at the state after each action (never the log), so a slice costs
the same late in a game as early."""

import hashlib

from ..core import new_game, play_automatic
from ..core.estate import group_members

ROUND_CAP = 1000  # a game still running after this many rounds is stopped and counted as unfinished
LENGTHS = (10, 20, 30, 40, 60, 80, 120, 200)  # the rounds histogram's upper bounds (the last bucket: more)


def game_seed(seed: int, game: int) -> int:
    return int.from_bytes(hashlib.sha256(f"tycoon-table lab {seed} {game}".encode()).digest()[:6], "big")


class Groups:
    """The first colour group each seat came to own whole (property games)."""

    def __init__(self, state):
        squares = state.board.get("owner") and _squares(state.variant)
        groups = sorted({sq["group"] for sq in squares if sq["kind"] == "street"}) if squares else []
        self.members = {group: group_members(squares, group) for group in groups}
        self.first = [None] * len(state.players)

    def see(self, state) -> None:
        owner = state.board["owner"]
        for group, members in self.members.items():
            holder = owner[members[0]]
            if holder is not None and self.first[holder] is None and all(owner[i] == holder for i in members):
                self.first[holder] = group

    def lesson(self) -> list:
        return self.first


class Jobs:
    """The first profession each seat took (ริช)."""

    def __init__(self, state):
        self.first = [None] * len(state.players)

    def see(self, state) -> None:
        for seat, player in enumerate(state.players):
            if self.first[seat] is None and player.get("job"):
                self.first[seat] = player["job"]

    def lesson(self) -> list:
        return self.first


TRACKERS = {"monopoly": ("first_group", Groups), "taiwan": ("first_group", Groups), "rich": ("first_job", Jobs)}


def _squares(variant: str) -> list:
    from ..core.variant import find_variant

    return find_variant(variant).board


class Table:
    """`games` games of `players` bots of `variant` with `options`, from `seed`; `play(actions)`
    plays at most that many actions (a slice), `summary()` says what is known so far."""

    def __init__(self, variant: str, players: int, games: int, seed: int, options: dict | None = None):
        self.variant, self.players, self.games, self.seed = variant, players, games, seed
        self.options = dict(options or {})
        self.played, self.state, self.tracker = 0, None, None
        self.wins = [0] * players
        self.rounds: list[int] = []
        self.unfinished = 0
        self.lessons: dict = {}  # (what, value) -> [players, winners]

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
            if self.tracker:
                self.tracker.see(self.state)
            actions -= 1

    def _start(self) -> None:
        seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(self.players)]
        self.state = new_game(self.variant, seats, game_seed(self.seed, self.played), self.options)
        kind = TRACKERS.get(self.variant)
        self.tracker = kind[1](self.state) if kind else None

    def _finish(self) -> None:
        state = self.state
        if state.over:
            for seat in state.winners:
                self.wins[seat] += 1
            self.rounds.append(state.round)
        else:
            self.unfinished += 1
        if self.tracker and state.over:
            what = TRACKERS[self.variant][0]
            for seat, value in enumerate(self.tracker.lesson()):
                entry = self.lessons.setdefault((what, value), [0, 0])
                entry[0] += 1
                entry[1] += seat in state.winners
        self.played += 1
        self.state = self.tracker = None

    def summary(self) -> dict:
        buckets = [0] * (len(LENGTHS) + 1)
        for rounds in self.rounds:
            buckets[next((i for i, top in enumerate(LENGTHS) if rounds <= top), len(LENGTHS))] += 1
        lessons = [{"what": what, "value": value, "players": n, "won": w}
                   for (what, value), (n, w) in sorted(self.lessons.items(), key=lambda kv: (kv[0][0], str(kv[0][1])))]
        return {"variant": self.variant, "seed": self.seed, "games": self.games, "played": self.played,
                "finished": len(self.rounds), "unfinished": self.unfinished, "wins": list(self.wins),
                "lengths": {"bounds": list(LENGTHS), "counts": buckets}, "lessons": lessons}
