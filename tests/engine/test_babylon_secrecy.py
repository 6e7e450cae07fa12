"""Babylon's secrecy (rules/babylon.md "Players and secrecy"; issue 12's centre): over seeded
random games of 3–11 seats, at every step and for every seat and a spectator (seat None), what
`tycoon.core.view` gives (its recent log included), `events_since` from the start and the seat's
legal and optional actions never carry another seat's gems, score (unless that seat watched it),
sealed offer or bid before the phase closes, or Check result, nor any gem's value before the end.

Two independent checks, each computed from the raw state:
1. Search: the secrets are looked for in the JSON of what the seat gets — another seat's sealed
   answer as a string, a gem's exact non-whole value, and any object that names another seat
   together with a gem, a score or a value.
2. Blindness (non-interference): a copy of the state in which every secret the seat may not know
   is changed — other seats' cards, tickets, unwatched scores, Check results, undeclared Secret,
   sealed answers, the hidden lines and earnings of a Secret round, and the params of every event
   the seat may not see — must give the seat exactly the same JSON.
The last tests feed both checks a leak on purpose and expect them to see it."""

import dataclasses
import json
import random
from fractions import Fraction

import pytest
from playout import PLAYOUTS, SOAK
from tycoon.core import (
    CHANCE,
    VARIANTS,
    apply_action,
    events_since,
    find_variant,
    legal_actions,
    new_game,
    optional_actions,
    sample_chance,
    view,
)
from tycoon.core.events import visible
from tycoon.core.game import acting_seats, bot_action
from tycoon.variants.babylon.gems import GEMS, values, won

ALL_GAMES = [(players, seed, rubies, bots) for players in range(3, 12)
             for seed, rubies, bots in ((players, "seed", False), (100 + players, "one_each", players % 2 == 0))]
# CI: every table size once, the two ruby rules taking turns; the soak (playout.py): all of them.
GAMES = ALL_GAMES if PLAYOUTS >= SOAK else [g for g in ALL_GAMES if (g[0] % 2 == 0) == (g[2] == "one_each")]
GIFTS = 0.15  # how often a random game gives a ruby while the auction is open


def revealed(state) -> bool:
    return state.over or state.phase in ("talisman", "deathmatch")


def knows(state, viewer) -> set:
    """The seats whose score `viewer` may know: its own and the ones it watched."""
    if viewer is None:
        return set()
    return {viewer, *state.players[viewer]["watched"]}


def payload(state, viewer, since=0) -> dict:
    """Everything the seat gets from the engine, as JSON-able data: its view (with the recent log),
    the events after cursor `since` and its legal and optional actions."""
    found = {"view": view(state, viewer), "since": events_since(state, viewer, since, limit=10_000)}
    if viewer is not None:
        found["legal"] = [str(a) for a in legal_actions(state, viewer)]
        found["optional"] = [str(a) for a in optional_actions(state, viewer)]
    return json.loads(json.dumps(found))


def walk(node):
    """Every object (dict) inside `node`."""
    if isinstance(node, dict):
        yield node
        inside = node.values()
    else:
        inside = node
    for value in inside:
        if isinstance(value, (dict, list)):
            yield from walk(value)


def leaks(state, viewer, seen: dict) -> list:
    """Secrets of other seats found in `seen` (what `viewer` gets), computed from the raw state."""
    found = []
    text = json.dumps(seen, ensure_ascii=False)
    if state.sealed:
        for seat, answer in enumerate(state.sealed["answers"]):
            if seat != viewer and answer is not None and json.dumps(answer) in text:
                found.append(f"seat {seat}'s sealed answer {answer!r}")
    if revealed(state):
        return found
    known = knows(state, viewer)
    if all(p["score"] is not None for p in state.players):
        for gem, value in values(state.players).items():
            if value.denominator > 1 and f'"{value}"' in text:
                found.append(f"the exact value of {gem} ({value})")
    if seen["view"]["values"] is not None:
        found.append("gem values before the end")
    mine = seen["view"].get("mine") or {}
    for node in walk(seen):
        if ("value" in node or "values" in node) and node is not mine.get("check") and node is not seen["view"]:
            found.append(f"a value in {node}")
        who = node.get("player", node.get("seat"))
        if not isinstance(who, int) or isinstance(who, bool) or who == viewer:
            continue
        if {"gem", "gems", "other_gem"} & node.keys():
            found.append(f"seat {who}'s gems (or Check) in {node}")
        if {"points", "score", "d1", "d2"} & node.keys() and who not in known:
            found.append(f"seat {who}'s unwatched score in {node}")
    for seat, player in enumerate(seen["view"]["players"]):
        if seat != viewer and player["gems"] is not None:
            found.append(f"seat {seat}'s gems in the players table")
        if seat not in known and player["score"] is not None:
            found.append(f"seat {seat}'s score in the players table")
    return found + secret_rounds(state, viewer, seen["view"])


def secret_rounds(state, viewer, seen: dict) -> list:
    """Another seat's lines and earnings of a round it played under Secret, before the end: no
    line in the results, no figure in its earnings by round, a total without that round."""
    found = []
    hidden = {(s, r["round"]) for r in state.board["results"] for s in r["secret"] if s != viewer}
    for result in seen["results"]:
        for entry in result["gems"]:
            found += [f"seat {ln['player']}'s Secret line in round {result['round']}" for ln in entry["lines"]
                      if (ln["player"], result["round"]) in hidden]
    for seat, player in enumerate(state.players):
        if seat == viewer:
            continue
        shown = seen["players"][seat]
        found += [f"seat {seat}'s earnings of its Secret round {r}" for r in range(1, 5)
                  if (seat, r) in hidden and shown["earned"][r - 1] is not None]
        public = sum((Fraction(e) for r, e in enumerate(player["earned"], 1) if (seat, r) not in hidden), Fraction(0))
        if shown["total"] != won(public):
            found.append(f"seat {seat}'s total {shown['total']} is not its public total {won(public)}")
    return found


def _other(gem: str) -> str:
    return GEMS[(GEMS.index(gem) + 1) % len(GEMS)]


def blind_log(log, viewer, start=0) -> list:
    """The log from `start` on, each event `viewer` may not see with every param changed."""
    return [entry if visible(entry, viewer) else [entry[0], dict.fromkeys(entry[1], "changed"), entry[2]]
            for entry in log[start:]]


def blind_copy(state, viewer, log=None):
    """The state with every secret `viewer` may not know changed (see the module's doc); `log`:
    its log already blinded (else worked out here)."""
    players, board, sealed = json.loads(json.dumps([state.players, state.board, state.sealed]))  # a deep copy
    known, over = knows(state, viewer), revealed(state)
    announced = {(s, r["round"]) for r in board["results"] for s in r["secret"]}
    for seat, player in enumerate(players):
        if seat == viewer:
            continue
        if sealed and sealed["answers"][seat] is not None:
            sealed["answers"][seat] = f"{seat} bid 1 1" if sealed["answers"][seat].endswith("pass") else f"{seat} pass"
        if over:
            continue
        player["gems"] = sorted(_other(g) for g in player["gems"])
        player["tickets"] = {_other(g): n + 1 for g, n in player["tickets"].items()}
        if player["score"] is not None and seat not in known:
            player["score"] = player["score"] % 3 + 1
        if player["check"]:
            player["check"] = {"gem": _other(player["check"]["gem"]), "value": "99/7", "round": player["check"]["round"]}
        if player["secret"] is not None and (seat, player["secret"]) not in announced:
            player["secret"] = None
        for index in range(len(player["earned"])):
            if (seat, index + 1) in announced:
                player["earned"][index], player["earned_won"][index] = "123/7", 17_570_000
                player["total_won"] += 17_570_000  # its own total, Secret round included
    if not over:
        board["secret_now"] = [s for s in board["secret_now"] if s == viewer]
        for result in board["results"]:
            for entry in result["gems"]:
                for line in entry["lines"]:
                    if line["seat"] != viewer and (line["seat"], result["round"]) in announced:
                        line.update(tickets=line["tickets"] + 1, price=7, outcome="short", earned="5", won=5_000_000)
    log = blind_log(state.log, viewer) if log is None else log
    return dataclasses.replace(state, players=players, board=board, sealed=sealed, log=log)


class EverySeat:
    """Both checks for every seat and a spectator after each step of one game. Each seat's events
    are read from its last cursor on (the log only grows), and its blinded log is kept up to date
    rather than rebuilt, so a step costs what it adds."""

    def __init__(self, players: int):
        self.viewers = (None, *range(players))
        self.cursor = dict.fromkeys(self.viewers, 0)
        self.blind = {viewer: [] for viewer in self.viewers}

    def __call__(self, state) -> None:
        for viewer in self.viewers:
            start = self.cursor[viewer]
            seen = payload(state, viewer, start)
            assert not leaks(state, viewer, seen), (state.phase, viewer, leaks(state, viewer, seen))
            self.blind[viewer] += blind_log(state.log, viewer, len(self.blind[viewer]))
            blind = blind_copy(state, viewer, self.blind[viewer])
            assert payload(blind, viewer, start) == seen, (
                f"seat {viewer}'s view changes with secrets it may not know (phase {state.phase})")
            self.cursor[viewer] = seen["since"]["next"]


def check_every_seat(state) -> None:
    """Both checks, once, for every seat and a spectator (the whole log)."""
    EverySeat(len(state.players))(state)


def next_move(chooser: random.Random, state, bots: bool):
    if state.current_player() == CHANCE:
        return sample_chance(state)
    if state.phase == "auction" and chooser.random() < GIFTS:
        givers = [s for s in range(len(state.players)) if any(a.kind == "give" for a in legal_actions(state, s))]
        if givers:
            seat = chooser.choice(givers)
            return chooser.choice([a for a in legal_actions(state, seat) if a.kind == "give"])
    seat = chooser.choice(acting_seats(state))
    if bots:
        return bot_action(state, seat)
    return chooser.choice([a for a in legal_actions(state, seat) if a.kind != "give"])


def play_checked(players, seed, rubies, bots, check=None):
    chooser = random.Random(seed)
    state = new_game("babylon", [{"name": f"P{i}", "bot": bots} for i in range(players)], seed, {"rubies": rubies})
    check = check or EverySeat(players)
    check(state)
    for _ in range(5000):
        if state.over:
            return state
        apply_action(state, next_move(chooser, state, bots))
        check(state)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players,seed,rubies,bots", GAMES)
def test_no_view_ever_shows_another_seats_secrets(players, seed, rubies, bots):
    state = play_checked(players, seed, rubies, bots)
    assert state.over
    kinds = {entry[0] for entry in state.log}
    assert "bb_room_score" in kinds and "bb_round_results" in kinds


def test_these_games_use_check_secret_gifts_and_shorts():
    """The games above go through what could leak: Checks, Secrets, gifts, shorts."""
    seen = set()
    for players, seed, rubies, bots in GAMES:
        state = play_checked(players, seed, rubies, bots, check=lambda state: None)
        seen |= {entry[0] for entry in state.log}
        seen |= {ln["outcome"] for r in state.board["results"] for g in r["gems"] for ln in g["lines"]}
    assert {"bb_check_result", "bb_secret_used", "bb_ruby_given", "short", "lowest", "equal"} <= seen


# ---- the checks can fail --------------------------------------------------------------------------
def a_game_in_round_two():
    state = new_game("babylon", [{"name": f"P{i}", "bot": True} for i in range(5)], 4, {"rubies": "one_each"})
    while not (state.phase == "offer" and state.board["round"] == 2 and len(state.sealed["waiting"]) == 3):
        apply_action(state, sample_chance(state) if state.current_player() == CHANCE else
                     bot_action(state, acting_seats(state)[0]))
    return state


def test_the_checks_see_a_public_event_naming_another_seats_gems():
    state = a_game_in_round_two()
    check_every_seat(state)
    player = state.players[3]
    state.emit("bb_gems_dealt", player=3, gem=player["gems"][0], other_gem=player["gems"][1])
    assert leaks(state, 0, payload(state, 0))
    with pytest.raises(AssertionError):
        check_every_seat(state)


def test_the_checks_see_a_score_sent_to_a_seat_that_did_not_watch_it():
    state = a_game_in_round_two()
    other = next(s for s in range(1, 5) if s not in state.players[0]["watched"])
    state.log.append(["bb_room_score", {"player": other, "points": state.players[other]["score"], "d1": 3, "d2": 4},
                      [0, other]])
    assert leaks(state, 0, payload(state, 0))
    with pytest.raises(AssertionError):
        check_every_seat(state)


def leaky(extra):
    """Babylon with a view that adds `extra(state, seat)` to what a seat sees."""
    variant = find_variant("babylon")

    def view_(state, seat):
        found = variant.view(state, seat)
        found["leak"] = extra(state, seat)
        return found

    return dataclasses.replace(variant, view=view_)


@pytest.mark.parametrize("what", ["gems", "score", "offer", "check", "value"])
def test_the_checks_see_a_view_that_leaks(monkeypatch, what):
    state = a_game_in_round_two()
    state.players[1]["check"] = state.players[1]["check"] or {"gem": state.players[1]["gems"][0], "value": "7/3",
                                                               "round": 1}
    extra = {
        "gems": lambda s, seat: {"player": (seat or 0) + 1 if seat != 4 else 0, "gems": ["pearl"]},
        "score": lambda s, seat: [p["score"] for p in s.players],
        "offer": lambda s, seat: list(s.sealed["answers"]),
        "check": lambda s, seat: [p["check"] for p in s.players],
        "value": lambda s, seat: {g: str(v) for g, v in values(s.players).items()},
    }[what]
    monkeypatch.setitem(VARIANTS, "babylon", leaky(extra))
    with pytest.raises(AssertionError):
        check_every_seat(state)
    caught = 0
    for viewer in (None, *range(5)):
        seen = payload(state, viewer)
        caught += bool(leaks(state, viewer, seen)) + (payload(blind_copy(state, viewer), viewer) != seen)
    assert caught >= 5, what  # most seats' checks see it, each by both means where it can


def test_the_checks_see_a_secret_round_shown_in_the_public_results_or_totals():
    state = a_game_in_round_two()
    check_every_seat(state)
    seller = state.board["results"][0]["gems"][0]["lines"][0]["seat"]
    state.board["results"][0]["secret"] = [seller]  # as if it had used Secret: the public table still shows it
    viewer = (seller + 1) % 5
    problems = leaks(state, viewer, payload(state, viewer))
    assert any("Secret line" in p for p in problems), problems
    if Fraction(state.players[seller]["earned"][0]):
        assert any("public total" in p for p in problems), problems
