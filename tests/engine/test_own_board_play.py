"""Playing on a board of one's own (docs/boards.md): the option "board" holds a checked board in
its normal form; the rules, the bots and the save use its prices and its starting money; every
square keeps its role."""

from __future__ import annotations

import pytest
from playout import bot_playout
from tycoon.core import apply_action, bot_action, legal_actions, new_game, next_automatic, own_board, saves, view
from tycoon.core.save_check import checksum
from tycoon.core.variant import find_variant, variant_of
from tycoon.sim import play_bot_game


def board_text(base: str, percent: int = 1000, start_cash: int | None = None, names=None) -> str:
    squares = find_variant(base).board
    board = {"format": "tycoon-table-board", "version": 1, "base": base, "title": "Phố cổ", "currency": "₫",
             "squares": [{"index": i, "name": n} for i, n in (names or {}).items()]}
    if start_cash:
        board["start_cash"] = start_cash
    return own_board.text(own_board.check(own_board.scaled(board, percent, squares)))


SEATS = [{"name": f"Bot {i}", "bot": True} for i in range(4)]


@pytest.mark.parametrize("base, seed", [("monopoly", 3), ("taiwan", 4)])
def test_custom_board_plays_to_the_end(base, seed):
    """Prices × 10 and ten times the starting money: four bots play to the end, every invariant
    checked after every action; every deed bought is paid at the board's price, every salary is ten
    times the game's own."""
    own = board_text(base, 1000, find_variant(base).new_state(SEATS, 1, find_variant(base).check_options({}))
                     .players[0]["cash"] * 10)
    state = bot_playout(base, 4, seed, {"board": own, "turn_limit": 80})
    assert state.over
    squares = variant_of(state).board
    bought = [params for key, params, *_ in state.log if key == "bought"]
    assert bought and all(p["price"] == squares[p["square"]]["price"] == 10 * find_variant(base).board[p["square"]]["price"]
                          for p in bought)
    rules = find_variant(base).bot.__self__
    salaries = [params["amount"] for key, params, *_ in state.log if key == "salary"]
    assert salaries and set(salaries) == {10 * rules.salary}  # the game's fixed amounts × 10 too
    cards = [params["amount"] for key, params, *_ in state.log if key == "card_collected"]
    assert all(amount % 10 == 0 for amount in cards)


def test_the_starting_money_and_the_squares_are_the_boards():
    own = board_text("monopoly", 200, 3000, names={39: "Hồ Gươm"})
    state = new_game("monopoly", SEATS[:2], 5, {"board": own})
    assert [p["cash"] for p in state.players] == [3000, 3000]
    seen = view(state, 0)
    assert variant_of(state).board[39]["price"] == 800 and variant_of(state).board[39]["mortgage"] == 400
    assert [sq["kind"] for sq in variant_of(state).board] == [sq["kind"] for sq in find_variant("monopoly").board]
    assert find_variant("monopoly").board[39]["price"] == 400  # the game's own board is untouched
    assert seen["options"]["board"] == own


def test_the_price_factor_sets_the_starting_money_unless_the_board_sets_its_own():
    squares = find_variant("taiwan").board
    board = own_board.scaled({"format": own_board.FORMAT, "version": own_board.VERSION, "base": "taiwan"}, 300,
                             squares)
    state = new_game("taiwan", SEATS[:2], 5, {"board": own_board.text(own_board.check(board))})
    assert [p["cash"] for p in state.players] == [3 * 15_000] * 2  # the game's 15,000 points at 300 %
    typed = own_board.scaled({"format": own_board.FORMAT, "version": own_board.VERSION, "base": "taiwan",
                              "start_cash": 20_000}, 300, squares)
    assert typed["start_cash"] == 20_000
    # A board file without it starts with the game's own, as the boards of 2026-12-04 did (their saves load).
    plain = {"format": own_board.FORMAT, "version": own_board.VERSION, "base": "taiwan", "amounts_percent": 300}
    state = new_game("taiwan", SEATS[:2], 5, {"board": own_board.text(own_board.check(plain))})
    assert [p["cash"] for p in state.players] == [15_000] * 2


def test_an_auction_offers_raises_in_the_boards_money():
    from tycoon.core.auction import auction_actions, open_auction

    for percent, unit in ((100, 1), (10_000, 100), (1_000_000, 10_000)):
        board = own_board.scaled({"format": own_board.FORMAT, "version": own_board.VERSION, "base": "monopoly"},
                                 percent, find_variant("monopoly").board)
        state = new_game("monopoly", SEATS[:2], 5, {"board": own_board.text(own_board.check(board))})
        rules = variant_of(state).apply.__self__
        state.players[0]["cash"] = 10**9
        open_auction(state, {"kind": "deed", "square": 39, "price": 400 * percent // 100}, [0, 1], rules.BID_UNIT)
        bids = [a.args[0] for a in auction_actions(state, 0) if a.kind == "bid"]
        assert bids[:3] == [unit, 5 * unit, 10 * unit], percent


def test_bots_value_deeds_by_the_boards_prices():
    """A position on a board whose deeds cost ten times as much, with ten times the cash, is the
    same position: the bots choose the same kind of move in it (an amount they name is × 10). Only
    the game's own fixed amounts (salary, taxes, fines) do not scale, so nearly every choice."""
    own = board_text("monopoly", 1000)
    state = new_game("monopoly", SEATS, 8, {"turn_limit": 40})
    same = asked = 0
    while not state.over and asked < 400:
        seat = state.current_player()
        if seat >= 0 and len(legal_actions(state, seat)) > 1:
            tenfold = state.clone()
            tenfold.options = dict(tenfold.options, board=own)
            for player in tenfold.players:
                player["cash"] *= 10
            asked += 1
            same += bot_action(state, seat).kind == bot_action(tenfold, seat).kind
        apply_action(state, next_automatic(state))
    assert asked > 100 and same >= asked * 0.9, (same, asked)
    data = variant_of(tenfold).bot.__self__.BOT_DATA
    assert data.money_scale == 10 and data.squares[39]["price"] == 4000


def test_custom_board_file_round_trips_in_a_save():
    own = board_text("taiwan", 500, names={1: "中正路", 39: {"th": "ถนนสุขุมวิท", "en": "Sukhumvit"}})
    state = play_bot_game("taiwan", 3, 9, {"turn_limit": 6, "board": own})
    players = [{"name": p["name"], "bot": True} for p in state.players]
    text = saves.dumps(saves.build_save(state, players))
    save, loaded = saves.load(text.encode("utf-8"))
    assert loaded == state and save["options"]["board"] == own
    assert variant_of(loaded).board == variant_of(state).board


def test_a_save_made_in_an_auction_before_the_boards_raises_still_loads():
    """Saves of 2026-12-04 on a board at another price factor recorded an auction without the
    raises' unit (core/save_shapes.py)."""
    from tycoon.core.phases import AUCTION

    own = board_text("monopoly", 1000)
    state = new_game("monopoly", SEATS[:3], 4, {"board": own})
    for _ in range(3000):
        if state.phase == AUCTION:
            break
        action = next_automatic(state)  # every seat a bot; the purchases declined, so auctions open
        declined = next((a for a in legal_actions(state, action.seat) if a.kind == "decline"), None) \
            if action.seat >= 0 else None
        apply_action(state, declined or action)
    assert state.phase == AUCTION and state.pending["unit"] == 10
    players = [{"name": p["name"], "bot": True} for p in state.players]
    save = saves.build_save(state, players)
    del save["snapshot"]["pending"]["unit"]  # as saved then
    save["checksum"] = checksum(save)
    _save, loaded = saves.load(saves.dumps(save).encode("utf-8"))
    assert loaded.phase == AUCTION


def test_a_save_whose_board_is_not_a_good_board_is_refused():
    own = board_text("monopoly", 300)
    state = play_bot_game("monopoly", 2, 10, {"turn_limit": 3, "board": own})
    save = saves.build_save(state, [{"name": p["name"], "bot": True} for p in state.players])
    for bad in (own.replace('"price":', '"price": '), own.replace('"monopoly"', '"taiwan"'), "{}", "not json"):
        broken = dict(save, options=dict(save["options"], board=bad))
        broken["checksum"] = checksum(broken)
        with pytest.raises(saves.SaveError) as refused:
            saves.load_dict(broken)
        assert refused.value.code == "bad_option" and refused.value.params == {"option": "board"}


def test_setup_refuses_what_is_not_a_board_in_its_normal_form():
    own = board_text("monopoly", 100)
    for bad, why in ((own.replace(",", ", ", 1), "normal form"), (board_text("taiwan", 100), "not of monopoly"),
                     ('{"format": "tycoon-table-board"}', "board")):
        with pytest.raises(ValueError, match=why):
            new_game("monopoly", SEATS[:2], 1, {"board": bad})
    assert "board" in find_variant("monopoly").hidden_options  # not a house rule on the setup screen
