"""搶錢一族 Easy Money saved mid-move by an older app, which kept the squares still to act ("Turn",
#5: the pass-squares a move goes over and the square it stops on act one by one, in order) in
``board["route"]``: the save loads with that road still to act, and the game plays on along it."""

from easymoney_helpers import NAMES, all_pass, game, move
from helpers import events
from tycoon.core import saves

PLAYERS = [{"name": n, "bot": False} for n in NAMES[:2]]  # as game() seats them: no bots


def written_by_the_old_app(state) -> dict:
    """The save of `state` as the old app wrote it: the road in the board, not on the stack."""
    save = saves.build_save(state, PLAYERS)
    snapshot = save["snapshot"]
    road = [[f["square"], f["stopped"]] for f in reversed(snapshot["stack"]) if f["step"] == "square"]
    snapshot["stack"] = [f for f in snapshot["stack"] if f["step"] != "square"]
    snapshot["board"]["route"] = road
    save["checksum"] = saves.checksum(save)
    return save


def test_a_move_saved_with_its_road_in_the_board_loads_and_goes_on_along_it():
    state = game(seed=1)  # a game whose Mystery deck has the Jackpot on top: it only pays
    move(state, 2, 3)  # seat 0: from Make Money (0) over Mystery Jackpot (4) to Double (5)
    assert [e["card"] for e in events(state, "em_mystery_card")] == ["jackpot"]
    move(state, 3, 4)  # seat 1: from 5 over Lucky Dice (8), Greed (11), stops on Double (12)
    assert state.phase == "lucky_bets"  # Lucky Dice acts; Greed and the stop are still to act
    old = written_by_the_old_app(state)
    assert old["snapshot"]["board"]["route"] == [[11, False], [12, True]]
    _save, loaded = saves.load(saves.dumps(old))
    assert loaded.stack == state.stack and "route" not in loaded.board
    all_pass(loaded)  # nobody stakes on Lucky Dice: the road goes on to Greed
    assert loaded.phase == "greed_pick" and loaded.board["acting"] == 11
