"""Bot-only games, for the CLI, benchmarks and balance checks."""

from dataclasses import dataclass, field

from .core import CHANCE, acting_seats, apply_action, bot_action, new_game, sample_chance


def play_bot_game(variant: str, players: int, seed: int, options: dict | None = None, max_actions=100_000):
    seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)]
    state = new_game(variant, seats, seed, options)
    for _ in range(max_actions):
        if state.over:
            return state
        if state.current_player() == CHANCE:
            apply_action(state, sample_chance(state))
            continue
        for seat in acting_seats(state):  # one seat, or each seat of a simultaneous phase
            apply_action(state, bot_action(state, seat))
    raise RuntimeError(f"{variant} seed {seed}: no end after {max_actions} actions")


@dataclass
class Summary:
    games: int = 0
    turns: list = field(default_factory=list)
    wins: dict = field(default_factory=dict)  # seat -> games won (shared wins count for each)
    by_bankruptcy: int = 0

    def add(self, state) -> None:
        self.games += 1
        self.turns.append(state.turn)
        for seat in state.winners:
            self.wins[seat] = self.wins.get(seat, 0) + 1
        self.by_bankruptcy += sum(1 for p in state.players if not p["out"]) == 1


def simulate(variant: str, games: int, players: int, seed: int, options: dict | None = None) -> Summary:
    summary = Summary()
    for game in range(games):
        summary.add(play_bot_game(variant, players, seed + game, options))
    return summary
