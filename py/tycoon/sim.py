"""Bot-only games, for the CLI, benchmarks and balance checks."""

from dataclasses import dataclass, field

from .core import new_game, play_automatic
from .landings import landings


def play_bot_game(variant: str, players: int, seed: int, options: dict | None = None, max_actions=100_000):
    seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)]
    state = new_game(variant, seats, seed, options)
    for _ in range(max_actions):
        if state.over:
            return state
        play_automatic(state)
    raise RuntimeError(f"{variant} seed {seed}: no end after {max_actions} actions")


@dataclass
class Summary:
    games: int = 0
    turns: list = field(default_factory=list)
    wins: dict = field(default_factory=dict)  # seat -> games won (shared wins count for each)
    endings: dict = field(default_factory=dict)  # how games ended -> count
    landings: dict = field(default_factory=dict)  # square -> moves that ended there

    def add(self, state) -> None:
        for square in landings(state.log):
            self.landings[square] = self.landings.get(square, 0) + 1
        self.games += 1
        self.turns.append(state.turn)
        for seat in state.winners:
            self.wins[seat] = self.wins.get(seat, 0) + 1
        if any(key == "turn_limit_reached" for key, *_ in state.log):
            ending = "turn limit"
        elif sum(1 for p in state.players if not p["out"]) == 1:
            ending = "last player standing"
        else:
            ending = "a bankruptcy ended it (richest wins)"
        self.endings[ending] = self.endings.get(ending, 0) + 1


def simulate(variant: str, games: int, players: int, seed: int, options: dict | None = None) -> Summary:
    summary = Summary()
    for game in range(games):
        summary.add(play_bot_game(variant, players, seed + game, options))
    return summary
