"""A property game that overrides rent and jail through hooks, without copying Monopoly code
(issue 6, item 4): the shape Taiwan's Industrial Spy, its three-turn jail and its spinning top
will take. The variant is registered for these tests only."""

import pytest
from helpers import dealt
from tycoon.core import CHANCE, Action, apply_action, legal_actions, new_game
from tycoon.core.dice import ask_dice
from tycoon.core.money import owe
from tycoon.core.variant import VARIANTS, register
from tycoon.variants.monopoly.rules import Monopoly


class Hooked(Monopoly):
    """Monopoly's board and cards, with four hooks changed."""

    id = "hooked_test"
    aliases = ()

    def ask_roll(self, state, why):
        if why != "move":
            return super().ask_roll(state, why)
        ask_dice(state, "move", count=1, sides=12)  # a spinning top, 1-12

    def move_roll(self, state, spin):
        state.emit("rolled", player=state.turn_seat, d1=spin, d2=0, total=spin)
        self.advance(state, state.turn_seat, spin)

    def charge_rent(self, state, payer, owner, index, amount):
        """A spy on the table: the owner pays the visiting spy instead."""
        if state.players[payer].get("spy"):
            return owe(state, owner, payer, amount, "rent_paid", payer=owner, owner=payer, square=index)
        super().charge_rent(state, payer, owner, index, amount)

    def collects_rent(self, state, owner, index):
        return not state.players[owner]["in_jail"]  # no rent while the owner is jailed

    def start_reward(self, state, seat):
        super().start_reward(state, seat)
        super().start_reward(state, seat)  # twice the salary

    def jail_tries_allowed(self, state):
        return 2


@pytest.fixture
def game():
    register(Hooked().variant())
    state = dealt(new_game("hooked_test", [{"name": "Spy"}, {"name": "Owner"}], 1))
    apply_action(state, Action(CHANCE, "dice", (6, 5)))
    apply_action(state, Action(CHANCE, "dice", (1, 2)))
    assert state.phase == "roll" and state.actor == 0
    yield state
    VARIANTS.pop("hooked_test")


def spin(state, seat, value):
    apply_action(state, Action(seat, "roll"))
    apply_action(state, Action(CHANCE, "dice", (value,)))


def test_the_top_spins_one_to_twelve_instead_of_two_dice(game):
    apply_action(game, Action(0, "roll"))
    outcomes = legal_actions(game, CHANCE)
    assert [a.args for a in outcomes] == [(n,) for n in range(1, 13)]


def test_a_spy_is_paid_by_the_owner(game):
    game.players[0]["spy"] = True
    game.board["owner"][11] = 1  # St. Charles Place, rent 10
    spin(game, 0, 11)
    assert game.players[0]["cash"] == 1510 and game.players[1]["cash"] == 1490


def test_an_owner_in_jail_collects_no_rent(game):
    game.board["owner"][11] = 1
    game.players[1]["in_jail"] = True
    spin(game, 0, 11)
    assert game.players[0]["cash"] == 1500 and game.players[1]["cash"] == 1500
    assert any(key == "rent_not_collected" for key, *_ in game.log)


def test_passing_start_pays_the_variants_reward(game):
    game.players[0]["position"] = 35
    spin(game, 0, 7)  # 35 + 7 = 42: passes GO, lands on 2 (Community Chest)
    assert sum(1 for key, *_ in game.log if key == "salary") == 2


def test_the_jail_lets_two_tries_then_the_fine(game):
    game.players[0].update(in_jail=True, position=10)
    apply_action(game, Action(0, "roll"))
    apply_action(game, Action(CHANCE, "dice", (1, 2)))  # jail rolls stay two dice
    assert game.players[0]["in_jail"] and game.players[0]["jail_tries"] == 1 and game.phase == "end"
    game.phase = "roll"  # the player's next turn, with one miss behind them
    apply_action(game, Action(0, "roll"))
    apply_action(game, Action(CHANCE, "dice", (1, 2)))
    assert not game.players[0]["in_jail"] and game.players[0]["cash"] == 1450
    assert game.players[0]["position"] == 13
