"""The 如何做個大富翁 bot (the shared property bot with Taiwan's data and Spy knowledge): bot
tables of 2–5 players end, and each Spy-aware habit is checked on a set-up position with forced
spins. Squares: 10 坐牢 In Jail, 20 產業間諜 Spy, 1 萬華 + 3 大龍峒 (brown), 35 a station,
37 西門町 + 39 衡陽路 (dark blue, houses 2,000)."""

import pytest
from helpers import act, new_dealt
from playout import scaled
from tycoon.core import CHANCE, Action, apply_action, bot_action
from tycoon.sim import CAPPED, ending, play_bot_game
from tycoon.variants.taiwan import bot
from tycoon.variants.taiwan.odds import landing_odds, stop_chances

DARK_BLUE = (37, 39)


def game(players=2, **options):
    """Seat 0 spun highest and is about to spin."""
    state = new_dealt("taiwan", [{"name": f"B{i}", "bot": True} for i in range(players)], 7, options)
    for value in [12] + [1] * (players - 1):
        top(state, value)
    assert state.phase == "roll" and state.actor == 0
    return state


def top(state, value):
    assert state.current_player() == CHANCE
    apply_action(state, Action(CHANCE, "dice", (value,)))


def own(state, seat, *squares):
    for index in squares:
        state.board["owner"][index] = seat


def one_spin_to_dark_blue(spy=None, cash=15000, players=2):
    """One spin a turn: seat 0 (owning dark blue) spins from 35 onto its own 37 and is in its end
    phase; `spy` is the Spy's seat (and where it stands) or None."""
    state = game(players, spins_per_turn=1)
    own(state, 0, *DARK_BLUE)
    state.players[0].update(position=35, cash=cash)
    if spy is not None:
        seat, square = spy
        state.board["spy"] = seat
        state.players[seat]["position"] = square
    act(state, 0, "roll")
    top(state, 2)
    assert state.phase == "end" and state.actor == 0
    return state


# ---- bot tables end -------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_taiwan_bot_games_end_with_a_winner(players):
    for seed in range(1, 1 + scaled(50)):  # 50 seeds in the soak (playout.py)
        state = play_bot_game("taiwan", players, seed, {}, round_cap=1000)
        assert ending(state) != CAPPED and state.winners, f"{players} players, seed {seed}"


def test_quick_taiwan_bot_games_end():
    for seed in range(1, 1 + scaled(20)):
        state = play_bot_game("taiwan", 4, seed, {"starting_deeds": 3, "end_at_first_bankruptcy": True},
                              round_cap=1000)
        assert ending(state) != CAPPED


# ---- the landing odds -----------------------------------------------------------------------
def test_the_tops_landing_odds_are_a_distribution_with_no_rest_on_go_to_jail():
    odds = landing_odds()
    assert len(odds) == 41 and abs(sum(odds) - 1) < 1e-9
    assert odds[30] == 0 and odds[40] == max(odds)  # In Jail, where every sentence ends


def test_a_top_only_pawn_stops_on_a_square_about_once_in_its_mean_spin():
    chance = stop_chances()
    assert chance[1] == pytest.approx(1 / 12) and chance[12] > chance[11] > chance[1]
    assert chance[40] == pytest.approx(2 / 13, abs=0.01)  # 1 / mean spin 6.5, far ahead


# ---- the Spy ----------------------------------------------------------------------------------
def test_bot_holds_back_houses_on_the_way_of_a_rival_spy_far_from_the_spy_square():
    """Rule 8.2: the owner pays the Spy; a Spy on 21 passes 37 and 39 before it reaches 20."""
    state = one_spin_to_dark_blue(spy=(1, 21))
    assert bot_action(state, 0).kind == "end_turn"


def test_bot_builds_where_the_spy_reverts_before_it_gets_there():
    """A Spy on 5 comes to the Spy square (20) and reverts before dark blue."""
    for spy in (None, (1, 5)):
        state = one_spin_to_dark_blue(spy=spy)
        action = bot_action(state, 0)
        assert action.kind == "build" and action.args[0] in DARK_BLUE


def test_bot_builds_on_the_spys_way_when_other_players_pay_it_more_meanwhile():
    """A Spy on 21 needs about 18 / 6.5 spins to pass 39: with five players the three ordinary
    rivals are expected to stop there more often in that time than the Spy; with two, nobody pays."""
    assert bot.may_build(bot.DATA, {"spy": 1, "players": players_at({1: 21}, 5)}, 0, 39) is True
    assert bot.may_build(bot.DATA, {"spy": 1, "players": players_at({1: 21}, 2)}, 0, 39) is False


def players_at(positions: dict, count: int) -> list:
    return [{"seat": s, "out": False, "in_jail": False, "position": positions.get(s, 0)} for s in range(count)]


def test_bot_leaves_jail_at_once_while_nobody_is_the_spy():
    """坐牢 is ten squares short of the Spy square, and a jailed owner collects no rent."""
    state = game(2)
    state.players[0].update(position=10, in_jail=True, jail_tries=0)
    assert bot_action(state, 0).kind == "jail_pay"


def test_bot_sits_in_jail_when_only_rivals_rents_await_it():
    state = game(2)
    state.players[0].update(position=10, in_jail=True, jail_tries=0)
    state.board["spy"] = 1
    own(state, 1, *DARK_BLUE)
    for index in DARK_BLUE:
        state.board["houses"][index] = 5
    assert bot_action(state, 0).kind == "roll"


def test_bot_keeps_points_for_the_jail_fine_and_more_as_a_spy_with_jail_ahead():
    """It builds with 500 + 500 (jail fine) kept back, but as the Spy on 37 with 坐牢 ahead before
    the Spy square it keeps the Spy's 1,000 fine (rule 8.4) and does not build."""
    state = one_spin_to_dark_blue(cash=2000 + 1200)
    assert bot_action(state, 0).kind == "build"
    state = one_spin_to_dark_blue(spy=(0, 35), cash=2000 + 1200)
    assert state.board["spy"] == 0
    assert bot_action(state, 0).kind == "end_turn"


# ---- dumped land ----------------------------------------------------------------------------------
def test_bot_bids_on_a_dumped_street_up_to_its_value_to_it():
    """A dumped 萬華 (600) completes seat 1's brown group: worth 1,200 to it, so it outbids 1,000
    and drops out past 1,200."""
    state = game(3)
    own(state, 0, 1)
    own(state, 1, 3)
    act(state, 0, "dump", 1)
    assert state.phase == "auction" and state.pending["lot"]["kind"] == "dump"
    while state.actor != 2:
        act(state, state.actor, "bid", state.pending["high"] + 10)
    act(state, 2, "bid", 1000)
    action = bot_action(state, 1)
    assert action.kind == "bid" and 1000 < action.args[0] <= 1200
    act(state, 1, "bid", 1200)
    act(state, 2, "bid", 1210)
    assert bot_action(state, 1).kind == "pass"


def test_with_no_house_in_the_bank_a_rich_bot_sells_a_cheaper_groups_houses_to_finish_its_dearest_row():
    """Two rich players, every house on the board: the bot frees houses for the row nearest its
    hotels (whose hotels give the bank houses back) instead of waiting for ever."""
    state = game(spins_per_turn=1)
    own(state, 0, 1, 3, 26, 27, 29)
    houses = state.board["houses"]
    houses[1], houses[3] = 4, 3
    houses[26] = houses[27] = houses[29] = 3
    state.board["bank_houses"] = 0
    state.players[0].update(cash=100_000, position=25)
    own(state, 0, 35)
    act(state, 0, "roll")
    top(state, 10)  # 35: a station, bought or declined below
    while state.phase != "end":
        apply_action(state, bot_action(state, state.actor))
    choice = bot_action(state, 0)
    assert choice.kind == "sell" and choice.args[0] in (1, 3)
    apply_action(state, choice)
    following = bot_action(state, 0)
    assert following.kind == "build" and following.args[0] in (26, 27, 29)
