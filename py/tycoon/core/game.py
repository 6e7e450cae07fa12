"""The engine's public contract: make a game, list and apply legal actions, sample chance,
view per seat, replay. Everything the UI, the bots, the CLI and the tests use goes through here."""

from .actions import CHANCE, SIMULTANEOUS, Action, IllegalAction
from .rng import seed_state, step
from .state import State
from .variant import find_variant


def new_game(variant_id: str, players: list[dict], seed: int, options: dict | None = None) -> State:
    """players: [{"name": str, "bot": bool}, …] in seat order."""
    variant = find_variant(variant_id)
    if not variant.min_players <= len(players) <= variant.max_players:
        raise ValueError(f"{variant.id} takes {variant.min_players}–{variant.max_players} players, not {len(players)}")
    return variant.new_state(players, seed, variant.check_options(options))


def legal_actions(state: State, seat: int | None = None) -> list[Action]:
    """What may happen now. seat=None means whoever must act (chance included)."""
    if state.over:
        return []
    variant = find_variant(state.variant)
    if seat is None:
        seat = state.current_player()
    if seat == SIMULTANEOUS:
        raise ValueError("several seats act now: ask legal_actions(state, seat) for each of acting_seats(state)")
    if seat == CHANCE:
        return [a for a, _ in variant.chance_outcomes(state)] if state.chance else []
    if state.chance is not None:
        return []
    return variant.legal_actions(state, seat)


def acting_seats(state: State) -> list[int]:
    """Seats that must answer now: the actor, or every seat with a legal action when the phase
    is simultaneous. Other seats may still have out-of-turn actions (trades, Double-box changes)."""
    if state.over or state.chance is not None:
        return []
    if state.actor == SIMULTANEOUS:
        return [s for s in range(len(state.players)) if legal_actions(state, s)]
    return [state.actor]


def apply_action(state: State, action: Action | str) -> None:
    """Apply one action in place, or raise IllegalAction saying why not."""
    if isinstance(action, str):
        action = Action.parse(action)
    if state.over:
        raise IllegalAction(f"the game is over; {action} cannot be played")
    legal = legal_actions(state, action.seat)
    variant = find_variant(state.variant)
    if action not in legal and not (variant.accepts and legal and variant.accepts(state, action)):
        raise IllegalAction(_why_not(state, action, legal))
    if action.seat == CHANCE:
        # A forced outcome advances chance exactly like a sampled one. The variant clears state.chance.
        state.rng = step(state.rng)[0]
    state.history.append(str(action))
    variant.apply(state, action)


def _why_not(state: State, action: Action, legal: list[Action]) -> str:
    if action.seat == CHANCE:
        return f"{action} is not a possible chance outcome now"
    kinds = sorted({a.kind for a in legal})
    if action.seat not in acting_seats(state):
        may = f"; seat {action.seat} may now: {', '.join(kinds)}" if kinds else ""
        return f"it is not seat {action.seat}'s move (waiting for seat {state.current_player()}){may}"
    return f"{action} is not allowed in phase {state.phase!r}; allowed now: {', '.join(kinds) or 'nothing'}"


def sample_chance(state: State) -> Action:
    """The chance outcome the state's own generator picks next (does not change the state)."""
    outcomes = find_variant(state.variant).chance_outcomes(state)
    total = sum(w for _, w in outcomes)
    pick = step(state.rng)[1] % total
    for action, weight in outcomes:
        if pick < weight:
            return action
        pick -= weight
    raise AssertionError("unreachable")


def view(state: State, seat: int | None) -> dict:
    """What seat may see (None: a spectator)."""
    return find_variant(state.variant).view(state, seat)


def bot_action(state: State, seat: int) -> Action:
    """The variant's bot picks from the legal list, reading only its view."""
    legal = legal_actions(state, seat)
    if not legal:
        raise IllegalAction(f"seat {seat} has nothing to do")
    choice = find_variant(state.variant).bot(view(state, seat), legal)
    assert choice in legal, f"bot chose {choice}, not legal"
    return choice


def bot_interjection(state: State) -> Action | None:
    """An out-of-turn action a bot seat wants now (e.g. claiming rent it is owed), or None.
    Drivers call this between actions so bots, like humans, may act when it is not their turn."""
    if state.over or state.chance is not None:
        return None
    variant = find_variant(state.variant)
    acting = acting_seats(state)
    for seat, player in enumerate(state.players):
        if not player.get("bot") or seat in acting:
            continue
        legal = legal_actions(state, seat)
        choice = variant.bot(view(state, seat), legal) if legal else None
        if choice is not None:
            assert choice in legal, f"bot chose {choice}, not legal"
            return choice
    return None


def next_automatic(state: State) -> Action | None:
    """The next action nobody has to click: a chance outcome, a bot acting out of turn, or a
    bot's move. None when the game is over or a human must choose. Drivers loop on this."""
    if state.over:
        return None
    if state.current_player() == CHANCE:
        return sample_chance(state)
    aside = bot_interjection(state)
    if aside is not None:
        return aside
    for seat in acting_seats(state):
        if state.players[seat].get("bot"):
            return bot_action(state, seat)
    return None


def describe(state: State, action: Action) -> tuple[str, dict]:
    """(message key, params) naming an action for a button."""
    return find_variant(state.variant).describe(state, action)


def replay(variant_id: str, players: list[dict], seed: int, options: dict | None, actions: list[str]) -> State:
    state = new_game(variant_id, players, seed, options)
    for text in actions:
        apply_action(state, text)
    return state


def advance_chance(state: State) -> None:
    """Resolve every pending chance node with the state's own generator."""
    while state.chance is not None and not state.over:
        apply_action(state, sample_chance(state))


__all__ = [
    "CHANCE",
    "SIMULTANEOUS",
    "Action",
    "IllegalAction",
    "State",
    "acting_seats",
    "advance_chance",
    "apply_action",
    "bot_action",
    "bot_interjection",
    "describe",
    "legal_actions",
    "new_game",
    "replay",
    "sample_chance",
    "seed_state",
    "view",
]
