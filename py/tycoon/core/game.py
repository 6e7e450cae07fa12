"""The engine's public contract: make a game, list and apply legal actions, sample chance,
view per seat, replay. Everything the UI, the bots, the CLI and the tests use goes through here.

Who acts: ``acting_seats`` are the seats that *must* answer now (the actor, or every seat a
sealed simultaneous phase still waits for); ``optional_actions`` are what any other seat *may*
do out of turn (propose a trade, claim rent) — nobody waits for those.
"""

from . import deal, dice, events, sealed, story, turn_order
from .actions import CHANCE, SIMULTANEOUS, Action, IllegalAction
from .levels import HARD, bot_for, clean_levels, level_of
from .names import clean_names
from .rng import step
from .state import State
from .variant import find_variant, variant_for, variant_of


def new_game(variant_id: str, players: list[dict], seed: int, options: dict | None = None) -> State:
    """players: [{"name": str, "bot": bool, "level": "easy" | "normal" | "hard"}, …] in seat order
    (level: bots only, absent = normal); each name goes through the one rule for names
    (names.clean_name) and each level through levels.clean_levels, which the loader applies too."""
    variant = find_variant(variant_id)
    players = clean_levels(clean_names(players))
    if not variant.min_players <= len(players) <= variant.max_players:
        raise ValueError(f"{variant.id} takes {variant.min_players}–{variant.max_players} players, not {len(players)}")
    options = variant.check_options(options)
    variant = variant_for(variant.id, options)  # the table's own board, when it has one (docs/boards.md)
    state = variant.new_state(players, seed, options)
    for seat, entry in enumerate(players):  # a bot's level other than normal (core/levels.py)
        if "level" in entry:
            state.players[seat]["level"] = entry["level"]
    if not deal.is_deal(state.chance):  # else the story begins once the set-up is dealt (story.after)
        story.begin(state)
    return state


def legal_actions(state: State, seat: int | None = None, kinds=None) -> list[Action]:
    """What may happen now. seat=None means whoever must act (chance included). For a seat that
    is not acting this is its out-of-turn optional actions (possibly none). `kinds` (a set of
    action kinds): only the actions of those kinds, in the same order; the variant's `legal_of`
    then skips building the rest."""
    if state.over:
        return []
    if seat is None:
        seat = state.current_player()
    if seat == SIMULTANEOUS:
        raise ValueError("several seats act now: ask legal_actions(state, seat) for each of acting_seats(state)")
    variant = variant_of(state)
    if seat == CHANCE:
        found = [a for a, _ in _chance_outcomes(state, variant)] if state.chance else []
        return found if kinds is None else [a for a in found if a.kind in kinds]
    if state.chance is not None:
        return []
    if kinds is None:
        found = variant.legal_actions(state, seat)
    elif variant.legal_of is not None:
        found = variant.legal_of(state, seat, kinds)
    else:
        found = [a for a in variant.legal_actions(state, seat) if a.kind in kinds]
    if state.sealed is not None and seat not in state.sealed["waiting"]:
        # Not waited for: only optional out-of-turn actions; never a second answer.
        answer = state.sealed["answers"][seat]
        if answer is not None:
            kind = Action.parse(answer).kind
            found = [a for a in found if a.kind != kind]
    return found


def acting_seats(state: State) -> list[int]:
    """Seats that must answer now: the actor, or the seats a sealed phase still waits for."""
    if state.over or state.chance is not None:
        return []
    if state.actor == SIMULTANEOUS:
        return sealed.waiting(state)
    return [state.actor]


def optional_actions(state: State, seat: int) -> list[Action]:
    """What `seat` may do out of turn now (a trade, a claim); empty for a seat that must act
    (its legal list already has them) and while chance is to act."""
    if seat in acting_seats(state):
        return []
    return legal_actions(state, seat)


def apply_action(state: State, action: Action | str) -> None:
    """Apply one action in place, or raise IllegalAction saying why not."""
    if isinstance(action, str):
        action = Action.parse(action)
    if state.over:
        raise IllegalAction(f"the game is over; {action} cannot be played")
    variant = variant_of(state)
    if action.seat == CHANCE:
        if not _is_chance_outcome(state, variant, action):
            raise IllegalAction(f"{action} is not a possible chance outcome now")
    elif not is_legal(state, action):
        raise IllegalAction(_why_not(state, action, legal_actions(state, action.seat)))
    _apply(state, variant, action)


def is_legal(state: State, action: Action) -> bool:
    """Whether a seat's action may be played now: in the legal list, or a free amount the
    variant accepts. Checked against the actions of its own kind (`legal_of`), not the whole
    list; tests/engine/test_legal_agreement.py checks both answers agree."""
    if state.over or action.seat == CHANCE:
        return False
    variant = variant_of(state)
    # Without legal_of the whole list is built anyway: look for the action in it, not in a copy.
    kinds = {action.kind} if variant.legal_of is not None else None
    if action in legal_actions(state, action.seat, kinds):
        return True
    # A free amount is for a seat that must act now and has something to do (the whole list).
    return bool(variant.accepts) and _accepted(state, variant, action, legal_actions(state, action.seat))


def _accepted(state: State, variant, action: Action, legal: list) -> bool:
    """A free amount (a bid, cash in a trade) is for a seat that must act now, never out of turn."""
    return bool(variant.accepts and legal and action.seat in acting_seats(state) and variant.accepts(state, action))


def _apply(state: State, variant, action: Action) -> None:
    """Apply an action known to be legal."""
    rolled = None
    if action.seat == CHANCE:
        # A forced outcome advances chance exactly like a sampled one: one step for dice, a deal's
        # steps for a deal (core/deal.py). The variant clears state.chance.
        state.rng = deal.after(state.chance, state.rng) if deal.is_deal(state.chance) else step(state.rng)[0]
        if state.chance is not None and state.chance.get("kind") == "dice" and 0 <= state.turn_seat < len(state.players):
            rolled = (state.turn_seat, state.players[state.turn_seat].get("cash"), action.args)
    state.history.append(str(action))
    if state.sealed is not None and action.seat in state.sealed["waiting"] and action.kind not in variant.free_kinds:
        answers = sealed.record(state, action)
        if answers is not None:
            variant.on_sealed(state, answers)
    else:
        variant.apply(state, action)
    story.after(state, rolled)


def _is_chance_outcome(state: State, variant, action: Action) -> bool:
    if state.chance is None:
        return False
    if state.chance.get("kind") == "dice":
        return dice.is_outcome(state.chance, action)
    if deal.is_deal(state.chance):
        return deal.is_outcome(state.chance, action)
    return any(a == action for a, _ in variant.chance_outcomes(state))


def _chance_outcomes(state: State, variant) -> list:
    """Chance's outcomes with their weights; a deal's are too many to list (core/deal.py)."""
    if deal.is_deal(state.chance):
        return deal.outcomes(state.chance, state.rng)
    return variant.chance_outcomes(state)


def _why_not(state: State, action: Action, legal: list[Action]) -> str:
    kinds = sorted({a.kind for a in legal})
    if action.seat not in acting_seats(state):
        if state.sealed is not None and state.sealed["answers"][action.seat] is not None:
            return f"seat {action.seat} has already answered; waiting for seats {state.sealed['waiting']}"
        may = f"; seat {action.seat} may now: {', '.join(kinds)}" if kinds else ""
        return f"it is not seat {action.seat}'s move (waiting for seat {state.current_player()}){may}"
    return f"{action} is not allowed in phase {state.phase!r}; allowed now: {', '.join(kinds) or 'nothing'}"


def sample_chance(state: State) -> Action:
    """The chance outcome the state's own generator picks next (does not change the state)."""
    if deal.is_deal(state.chance):
        return deal.sample(state.chance, state.rng)
    r = step(state.rng)[1]
    if state.chance is not None and state.chance.get("kind") == "dice":
        return dice.sample(state.chance, r)
    outcomes = variant_of(state).chance_outcomes(state)
    total = sum(w for _, w in outcomes)
    pick = r % total
    for action, weight in outcomes:
        if pick < weight:
            return action
        pick -= weight
    raise AssertionError("unreachable")


def view(state: State, seat: int | None, recent: int = events.RECENT) -> dict:
    """What seat may see (None: a spectator): the variant's view, plus the last `recent` events
    that seat may see (``log``), the log's length (``log_end``, a cursor for `events_since`) and,
    in a sealed phase, who has answered and the seat's own answer (``sealed``). Bots decide
    from the board, not the log, so `bot_action` asks for no events."""
    return _dressed(state, seat, variant_of(state).view(state, seat), recent, header=True)


def _dressed(state: State, seat: int | None, found: dict, recent: int, header: bool) -> dict:
    """A variant's view with what the core adds: events, sealed answers, who acts, the ending."""
    found["log"] = events.recent(state.log, seat, recent) if recent else []
    found["log_end"] = len(state.log)
    found["sealed"] = sealed.sealed_view(state, seat)
    found["acting"] = acting_seats(state)
    if any("level" in player for player in state.players):  # a table with a bot level other than normal
        found["levels"] = [level_of(player) for player in state.players]
    if header:
        found["header"] = turn_order.header(state, variant_of(state), found["acting"])
    if state.over:
        found["ending"] = ending(state)
    return found


def ending(state: State) -> dict | None:
    """How and why a finished game ended, as data: {"reason": one of variant.ENDINGS, "winners",
    "rounds"}; None while it goes on. The CLI's summary, the story and the end screen read it."""
    if not state.over:
        return None
    variant = variant_of(state)
    reason = variant.ending(state) if variant.ending else None  # a test-only toy may not say
    return {"reason": reason, "winners": list(state.winners), "rounds": state.round}


def events_since(state: State, seat: int | None, since: int = 0, limit: int = 250) -> dict:
    """The events after cursor `since` that `seat` may see: {"events": [[index, key, params]…],
    "next": the cursor to ask with next time}. At most the newest `limit` events."""
    found = events.since(state.log, seat, since, limit)
    return {"events": [[i, key, params] for i, key, params in found], "next": len(state.log)}


def bot_action(state: State, seat: int) -> Action:
    """The variant's bot picks from the legal actions of the kinds it considers now
    (Variant.bot_kinds), reading only its view; with one such action there is nothing to weigh
    and no view is built (the bot could pick nothing else)."""
    variant = variant_of(state)
    kinds = variant.bot_kinds(state, seat) if variant.bot_kinds is not None else None
    legal = legal_actions(state, seat, kinds)
    if not legal:
        raise IllegalAction(f"seat {seat} has nothing to do")
    if len(legal) == 1:
        return legal[0]
    level = level_of(state.players[seat])
    if level == HARD and variant.lookahead is not None:  # a look-ahead from its own view (core/search.py)
        from . import search  # here: the home screen, which plays no game, does not compile it (docs/design.md)

        seen = bot_view(state, seat)
        choice = search.decide(variant, state, seat, seen, legal, variant.bot(seen, legal), (_apply, play_automatic))
    else:
        choice = bot_for(variant, level)(bot_view(state, seat), legal)
    assert choice in legal, f"bot chose {choice}, not legal"
    return choice


def thinking_seat(state: State) -> int | None:
    """The Hard bot seat whose move comes next, when it will look ahead (core/search.py), so a
    screen can say "… is thinking" before the look-ahead takes its tenth of a second; else None."""
    if state.over or state.chance is not None:
        return None
    variant = variant_of(state)
    if variant.lookahead is None:
        return None
    for seat in acting_seats(state):
        player = state.players[seat]
        if player.get("bot"):
            return seat if level_of(player) == HARD else None
    return None


def bot_view(state: State, seat: int) -> dict:
    """What a bot reads: the seat's view without the log and without the helps only a person
    reads (Variant.bot_view); `view` is the whole of it."""
    variant = variant_of(state)
    return _dressed(state, seat, (variant.bot_view or variant.view)(state, seat), 0, header=False)


def bot_interjection(state: State) -> Action | None:
    """An out-of-turn action a bot seat wants now (e.g. claiming rent it is owed), or None.
    Drivers call this between actions so bots, like humans, may act when it is not their turn.
    Only variants with a ``bot_aside`` hook have such actions."""
    if state.over or state.chance is not None:
        return None
    variant = variant_of(state)
    if variant.bot_aside is None:
        return None
    acting = acting_seats(state)
    for seat, player in enumerate(state.players):
        if player.get("bot") and seat not in acting:
            choice = variant.bot_aside(state, seat)
            if choice is not None:
                return choice
    return None


def next_automatic(state: State) -> Action | None:
    """The next action nobody has to click: a chance outcome, a choice nobody needs to be asked
    for (Variant.forced), a bot acting out of turn, or a bot's move. None when the game is over
    or a human must choose. Drivers loop on this."""
    if state.over:
        return None
    if state.chance is not None:
        return sample_chance(state)
    forced = variant_of(state).forced
    choice = forced(state) if forced is not None else None
    if choice is not None:
        return choice
    aside = bot_interjection(state)
    if aside is not None:
        return aside
    for seat in acting_seats(state):
        if state.players[seat].get("bot"):
            return bot_action(state, seat)
    return None


def play_automatic(state: State) -> Action | None:
    """Apply `next_automatic`'s action (already legal: it was sampled or picked from the legal
    list, so it is not checked twice) and return it; None when a human must choose."""
    action = next_automatic(state)
    if action is not None:
        _apply(state, variant_of(state), action)
    return action


def human_seats_to_answer(state: State) -> list[int]:
    """The human seats that must answer now (hotseat: one "pass the device" screen each)."""
    if state.over or state.chance is not None:
        return []
    forced = variant_of(state).forced
    if forced is not None and forced(state) is not None:  # made for them (next_automatic)
        return []
    return [s for s in acting_seats(state) if not state.players[s].get("bot")]


def describe(state: State, action: Action) -> tuple[str, dict]:
    """(message key, params) naming an action for a button."""
    return variant_of(state).describe(state, action)


def accepts(state: State, action: Action) -> bool:
    """Whether an action with a free amount (a bid, cash in a trade) is allowed now — the UI's
    only way to check what a player typed."""
    return is_legal(state, action)


def replay(variant_id: str, players: list[dict], seed: int, options: dict | None, actions: list[str]) -> State:
    state = new_game(variant_id, players, seed, options)
    for text in actions:
        apply_action(state, text)
    return state


def advance_chance(state: State) -> None:
    """Resolve every pending chance node with the state's own generator."""
    while state.chance is not None and not state.over:
        apply_action(state, sample_chance(state))
