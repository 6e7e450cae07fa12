"""A saved game watched again (docs/saves.md "Replay"): the state at any step of its actions, the
steps where each turn began, the steps of its story's moments (the biggest rent, the Spy's take,
the Flip-Lock), and a branch: a new game that begins with the first k actions and goes on
otherwise.

A save is its seed, options, players and actions, so step k is those actions replayed. The
timeline replays the game once when it is opened, keeping a copy every EVERY actions; any step is
then the nearest copy at or before it plus at most EVERY - 1 actions, so stepping back or jumping
costs the same in a long game as in a short one.
"""

from .saves import build_save, replay_one, start_of
from .state import State
from .story import published
from .veil import keeps_secrets

EVERY = 40  # actions between two kept copies


class Timeline:
    """The steps of a checked save (saves.check): 0 (the set-up) to len(actions)."""

    def __init__(self, save: dict, every: int = EVERY):
        self.save, self.every = save, every
        self.length = len(save["actions"])
        state = start_of(save)
        self._copies = [state.clone()]
        # the steps at which a turn begins (after the set-up's deals: 0), or a round: Babylon's
        # players sell all at once, round by round, with no turns of their own
        self.turns = [0]
        self.moments: dict = {}  # the story's moment name -> the step at which it was last set
        turn, moments = (state.turn, state.round), _moments(state)
        for index in range(self.length):
            replay_one(state, save, index)
            step = index + 1
            if step % every == 0:
                self._copies.append(state.clone())
            if (state.turn, state.round) != turn:
                turn = (state.turn, state.round)
                self.turns.append(step)
            now = _moments(state)
            for name, moment in now.items():
                if moments.get(name) != moment:
                    self.moments[name] = step
            moments = now
        self.final = state

    def at(self, step: int) -> State:
        """The game as it was after `step` actions (a new State: the caller may change it)."""
        if not 0 <= step <= self.length:
            raise ValueError(f"step {step} is not between 0 and {self.length}")
        if step == self.length:
            return self.final.clone()
        state = self._copies[step // self.every].clone()
        for index in range(step - step % self.every, step):
            replay_one(state, self.save, index)
        return state

    def story(self) -> dict | None:
        """What the replay may show of the game's story: {"series", "labels", "moments": {name:
        params}, "steps": {name: step}}, as the end screen would tell it (core/story.py published);
        None for a game not finished that keeps secrets, whose story is told only at its end."""
        final = self.final
        if not final.over and keeps_secrets(final.variant, False):
            return None
        told = final.story or {}
        series, labels = published(told) if told.get("labels") else ([], [])
        moments = dict(told.get("moments") or {})
        steps = {name: step for name, step in self.moments.items() if name in moments}
        return {"series": series, "labels": labels, "moments": moments, "steps": steps}

    def turn_of(self, step: int) -> int:
        """The index in `turns` of the turn that step `step` lies in."""
        found = 0
        for i, start in enumerate(self.turns):
            if start > step:
                break
            found = i
        return found


def branch(save: dict, step: int, bots: list | None = None) -> tuple[dict, State]:
    """A new game that begins with the first `step` actions of `save`, with the same seats, each
    a person or a bot as `bots` says (default: as they were); it records where it came from
    ("branched_from": the original's checksum and `step`). Returns (its save, its state)."""
    players = [dict(p) for p in save["players"]]
    if bots is not None:
        if len(bots) != len(players):
            raise ValueError("one person-or-bot choice per seat")
        for player, bot in zip(players, bots, strict=True):
            player["bot"] = bool(bot)
            if not bot:
                player.pop("level", None)
    head = dict(save, players=players, actions=save["actions"][:step])
    state = start_of(head)
    for index in range(step):
        replay_one(state, head, index)
    return build_save(state, players, save.get("settings"), {"checksum": save["checksum"], "step": step}), state


def _moments(state: State) -> dict:
    return dict((state.story or {}).get("moments") or {})
