"""Bot-only games, for the CLI, benchmarks and balance checks.

`simulate` plays seeds in a row and keeps what a table of bot games should show: how many rounds each
game lasted, how it ended (last player standing, the first bankruptcy of the Quick game, the
round limit) and the games still running at a hard safety cap of rounds, counted as failures."""

from dataclasses import dataclass, field

from .core import ending as core_ending
from .core import new_game, play_automatic
from .landings import landings

BANK_DRY = "public pile ran dry (final lottery)"
PLAYED_OUT = "every round played (richest wins)"
ALL_FINISHED = "everyone reached the finish (richest wins)"
ROUND_CAP = 1000  # a game still running after this many rounds is stopped and counted as a failure
LAST_STANDING, FIRST_BANKRUPTCY, TURN_LIMIT, CAPPED = (
    "last player standing", "first bankruptcy (richest wins)", "round limit (richest wins)", "safety cap (failure)")


def play_bot_game(variant: str, players: int, seed: int, options: dict | None = None, max_actions=100_000,
                  round_cap: int | None = None, seats: list | None = None):
    """A game of bots to its end. Without `round_cap`, more than `max_actions` actions is an error;
    with it, the game is stopped (unfinished, a failure) once it passes that round, or when one
    turn takes more than `max_actions` actions (bots going round in circles).
    `seats`: the players' set-up dicts (default: `players` bots)."""
    seats = seats or [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)]
    state = new_game(variant, seats, seed, options)
    actions, turn = 0, state.turn
    while not state.over:
        if round_cap is not None and state.round > round_cap:
            return state
        if round_cap is not None and state.turn != turn:
            actions, turn = 0, state.turn
        if actions >= max_actions:
            if round_cap is not None:
                return state
            raise RuntimeError(f"{variant} seed {seed}: no end after {max_actions} actions")
        play_automatic(state)
        actions += 1
    return state


# How each way of ending (core.ending's reason, core/variant.py ENDINGS) is printed.
LABELS = {"last_standing": LAST_STANDING, "first_bankruptcy": FIRST_BANKRUPTCY, "round_limit": TURN_LIMIT,
          "bank_dry": BANK_DRY, "all_finished": ALL_FINISHED, "reveal": PLAYED_OUT}


def ending(state) -> str:
    """How a game ended (or that it was stopped at the safety cap), as the CLI prints it."""
    if not state.over:
        return CAPPED
    return LABELS[core_ending(state)["reason"]]


def percentile(values: list, share: float):
    """The nearest-rank percentile of `values` (share 0.5 = the median, 0.95 = p95)."""
    ordered = sorted(values)
    if not ordered:
        return None
    rank = max(1, -(-len(ordered) * share // 1))
    return ordered[int(rank) - 1]


@dataclass
class Summary:
    games: int = 0
    turns: list = field(default_factory=list)
    rounds: list = field(default_factory=list)
    wins: dict = field(default_factory=dict)  # seat -> games won (shared wins count for each)
    endings: dict = field(default_factory=dict)  # how games ended -> count
    rounds_by_ending: dict = field(default_factory=dict)  # how games ended -> rounds of each
    ending_order: list = field(default_factory=list)  # how each game ended, in play order
    landings: dict = field(default_factory=dict)  # square -> moves that ended there
    player_turns: list = field(default_factory=list)  # per game, the mean of the players' own turns (where they count them)

    def add(self, state) -> None:
        for square in landings(state.log):
            self.landings[square] = self.landings.get(square, 0) + 1
        self.games += 1
        self.turns.append(state.turn)
        self.rounds.append(state.round)
        for seat in state.winners:
            self.wins[seat] = self.wins.get(seat, 0) + 1
        why = ending(state)
        self.endings[why] = self.endings.get(why, 0) + 1
        self.rounds_by_ending.setdefault(why, []).append(state.round)
        self.ending_order.append(why)
        if state.players and "turns" in state.players[0]:
            self.player_turns.append(sum(p["turns"] for p in state.players) / len(state.players))


def simulate(variant: str, games: int, players: int, seed: int, options: dict | None = None,
             round_cap: int = ROUND_CAP) -> Summary:
    summary = Summary()
    for game in range(games):
        summary.add(play_bot_game(variant, players, seed + game, options, round_cap=round_cap))
    return summary
