"""The "why?" of a log line: for each game, which section of its rules page (help.py)
names the rule behind each event the engine can put in the log. Wording, not rules: the engine
decides what happens, this table only says where the help explains it. A key with no rule behind
it (whose turn it is) is listed in NO_RULE with the reason; tests/engine/test_help.py checks that
every event key each game can log is in one or the other.

Also here, so that CPython tests can read them: the sections of each game's page, and the numbers and
option lines of the page that come from the game's options. Pure Python, no DOM."""

from tycoon.core import find_variant
from tycoon.core.own_board import currency_of
from tycoon.core.variant import variant_for

_PROPERTY = {  # the events of the shared property core (core/*, core/property/*), as Monopoly names its sections
    "bought": "buying", "declined": "buying", "auction_opened_deed": "buying", "bid_made": "buying",
    "bid_passed": "buying", "auction_no_bids": "buying", "auction_won": "buying",
    "order_roll": "setup", "order_tie": "setup", "first_player": "setup",
    "rolled": "turn", "moved": "turn", "roll_again": "turn",
    "salary": "go",
    "rent_paid": "rent", "own_property": "rent", "mortgaged_no_rent": "rent", "rent_not_collected": "rent",
    "card_drawn": "cards", "card_collected": "cards", "card_paid": "cards", "card_paid_player": "cards",
    "moved_back": "cards", "card_nothing_to_pay": "cards",
    "tax_paid": "tax", "income_tax_paid_flat": "tax", "income_tax_paid_percent": "tax",
    "three_doubles": "jail", "sent_to_jail": "jail", "jail_stay": "jail", "jail_doubles": "jail",
    "left_jail": "jail", "jail_fine_paid": "jail", "just_visiting": "jail", "jail_card_used": "jail",
    "house_built": "building", "hotel_built": "building", "house_sold": "building", "hotel_sold": "building",
    "group_buildings_sold": "building", "auction_opened_house": "building", "auction_opened_hotel": "building",
    "auction_no_bids_house": "building", "auction_no_bids_hotel": "building", "auction_won_house": "building",
    "auction_won_hotel": "building", "building_not_placed": "building",
    "mortgaged": "mortgage", "mortgage_lifted": "mortgage", "mortgage_fee_paid": "mortgage",
    "trade_opened": "trading", "trade_offered": "trading", "trade_countered": "trading", "trade_done": "trading",
    "cash_traded": "trading", "deed_traded": "trading", "card_traded": "trading", "trade_rejected": "trading",
    "trade_cancelled": "trading",
    "bankrupt_to_player": "end", "bankrupt_to_bank": "end", "game_won": "end", "final_worth": "end",
    "turn_limit_reached": "table", "deed_dealt": "table", "rent_claimable": "table", "rent_lapsed": "table",
}

_TAIWAN_NAMES = {"go": "start", "trading": "mortgage"}  # Taiwan's page puts these under other sections
_TAIWAN = {key: _TAIWAN_NAMES.get(section, section) for key, section in _PROPERTY.items()} | {
    "order_spin": "setup", "spun": "turn", "spin_again": "turn", "three_same_spins": "jail",
    "became_spy": "spy", "spy_returned": "spy", "spy_taken": "spy", "spy_exempt": "spy", "spy_passes_deed": "spy",
    "spy_mortgaged": "spy", "spy_rent": "spy", "spy_jail_fine": "spy", "spy_pawn_back": "spy",
    "jail_twelve": "jail", "jail_term_over": "jail",
    "dumped": "dump", "auction_opened_dump": "dump", "dump_sold": "dump", "dump_to_bank": "dump",
}

_RICH = {
    "sealed_opened": "cards", "answer_sealed": "cards",
    "rich_setup": "setup", "rich_job_named": "setup", "rich_job": "setup", "rich_job_doubled": "setup",
    "rich_order_roll": "setup", "rich_order_tie": "setup", "rich_first_player": "setup",
    "rich_roll": "turn", "rich_rolled": "turn", "rich_moved": "turn",
    "rich_salary": "payday", "rich_bought_insurance": "payday", "rich_card_drawn": "payday",
    "rich_no_card": "cards", "rich_deck_reshuffled": "cards", "rich_window": "cards", "rich_double_own": "cards",
    "rich_double_other": "cards", "rich_pay_played": "cards", "rich_double_kept": "cards",
    "rich_collected": "cards", "rich_helped": "cards",
    "rich_insured": "money", "rich_receive": "money", "rich_pay": "money", "rich_blue_roll": "money",
    "rich_gift_paid": "money", "rich_gift_given": "money", "rich_gifts_total": "money", "rich_ticket": "money",
    "rich_stock": "money",
    "rich_luck_choice": "luck",
    "rich_fliplock": "fliplock", "rich_flip_right": "fliplock", "rich_flip_wrong": "fliplock",
    "rich_fliplock_passed": "fliplock", "rich_fliplock_failed": "fliplock",
    "rich_roll_back": "moves", "rich_no_salary": "moves", "rich_move_back_next": "moves", "rich_rest_next": "moves",
    "rich_rests": "moves", "rich_free_move": "moves", "rich_nearest_none": "moves", "rich_nearest_again": "moves",
    "rich_loan": "loans", "rich_loan_auto": "loans",
    "rich_notes_repaid": "finish", "rich_finished": "finish", "rich_number": "finish", "rich_fee": "finish",
    "rich_count": "end", "rich_final_worth": "end", "rich_tycoon": "end",
}

_EASYMONEY = {
    "sealed_opened": "money", "answer_sealed": "money",
    "em_setup": "setup", "em_order_roll": "setup", "em_order_tie": "setup", "em_first_player": "setup",
    "em_box_staked": "turn", "em_box_taken": "turn", "em_roll": "turn", "em_rolled": "turn", "em_no_money": "turn",
    "em_token_moved": "turn",
    "em_make_money_pass": "makemoney", "em_make_money_stop": "makemoney",
    "em_double_square": "double", "em_double_paid": "double", "em_nothing_square": "double",
    "em_double_lost": "double", "em_empty_box_fined": "double",
    "em_greed_picked": "greed", "em_greed_rolled": "greed", "em_greed_bust": "greed", "em_greed_paid": "greed",
    "em_rumour": "wallstreet", "em_ws_staked": "wallstreet", "em_ws_card": "wallstreet", "em_ws_won": "wallstreet",
    "em_ws_lost": "wallstreet",
    "em_lucky_open": "lucky", "em_lucky_nobody": "lucky", "em_lucky_no_stakes": "lucky", "em_lucky_staked": "lucky",
    "em_lucky_hit": "lucky", "em_lucky_won": "lucky", "em_lucky_edge": "lucky", "em_lucky_repeat": "lucky",
    "em_lucky_seven": "lucky", "em_lucky_done": "lucky",
    "em_ticket_drawn": "lottery", "em_your_ticket": "lottery", "em_no_ticket_left": "lottery",
    "em_lottery_drawn": "lottery", "em_lottery_nobody": "lottery", "em_lottery_won": "lottery",
    "em_pot_topped_up": "lottery", "em_tickets_reshuffled": "lottery",
    "em_mystery_card": "mystery", "em_mystery_paid": "mystery", "em_player_paid": "mystery",
    "em_paid_to_pot": "mystery", "em_token_jumped": "mystery", "em_shield_used": "mystery",
    "em_final_lottery": "end", "em_final_drawn": "end", "em_final_nobody": "end", "em_final_share": "end",
    "em_boxes_returned": "end", "em_final_worth": "end", "game_over": "end",
}

_BABYLON = {
    "sealed_opened": "secrets", "answer_sealed": "secrets",
    "bb_rubies_dealt": "rubies", "bb_auction_open": "rubies", "bb_ruby_given": "rubies", "bb_bid_shown": "rubies",
    "bb_number_tied": "rubies", "bb_number_won": "rubies", "bb_order_number": "rubies",
    "bb_gems_dealt": "gems", "bb_gems_dealt_public": "gems", "bb_room_roll": "gems", "bb_room_score": "gems",
    "bb_gem_value": "gems",
    "bb_round_started": "selling", "bb_round_skipped": "selling",
    "bb_check_result": "check", "bb_secret_used": "check",
    "bb_round_results": "settle",
    "bb_reveal_player": "end", "bb_richest": "end", "bb_all_tied": "end", "bb_second_talisman": "end",
    "bb_deathmatch": "end", "game_over": "end",
}

WHY = {"monopoly": _PROPERTY, "taiwan": _TAIWAN, "rich": _RICH, "easymoney": _EASYMONEY, "babylon": _BABYLON}

# Log lines with no rule behind them, and why.
NO_RULE = {
    "turn_started": "only says whose turn it is",
    "turn_ended": "only says that a player ended the turn",
    "sealed_opened": "in Monopoly and Taiwan no secret choice is asked; the line only says who must answer",
    "answer_sealed": "only says that a player has answered, never what",
    "story": "the game's story at its end (net worth by round, the moments): a summary, not a rule",
}


def section_for(variant: str, key: str) -> str | None:
    """The help section of the rule behind a log line's event key, or None (no rule behind it)."""
    return WHY.get(variant, {}).get(str(key).split("@")[0])


SECTIONS = {
    "monopoly": ["goal", "setup", "turn", "go", "buying", "rent", "cards", "tax", "jail", "building", "mortgage",
                 "trading", "end"],
    "taiwan": ["goal", "setup", "turn", "start", "buying", "rent", "cards", "tax", "spy", "jail", "building", "dump",
               "mortgage", "end"],
    "rich": ["goal", "setup", "turn", "payday", "money", "luck", "fliplock", "moves", "cards", "loans", "finish",
             "end"],
    "easymoney": ["goal", "money", "setup", "turn", "double", "makemoney", "lottery", "greed", "wallstreet", "lucky",
                  "mystery", "end"],
    "babylon": ["goal", "secrets", "rubies", "gems", "selling", "check", "settle", "end"],
}
TABLE = "table"  # the last section of every page: this game's options


def params(variant: str, options: dict) -> dict:
    """The figures of the game's rules page, as numbers: the engine's (Variant.numbers, from the data
    its rules use, for these options; the defaults where one is missing) and the players' range."""
    merged = dict(find_variant(variant).options) | dict(options or {})
    game = variant_for(variant, merged)  # on a board of one's own, its amounts (docs/boards.md)
    figures = dict(game.numbers(merged)) if game.numbers else {}
    return {"min_players": game.min_players, "max_players": game.max_players} | figures


def page_values(variant: str, options: dict, lang: str) -> dict:
    """params() as the page prints them in `lang`: money in the game's own unit (the page's own word
    "help.<variant>.money", else the screens' "ui.<variant>.money"; a field named as
    money is: start_cash, jail_fine …), other whole numbers grouped (15,000), fractions to one
    decimal in the language's way (2.3; 2,3), text as it is."""
    from ..format import kind_of, money, number, decimal  # noqa: I001 - pure Python, kept lazy like format's own
    from ..i18n import Translator

    keys = Translator(lang).catalog_keys()
    unit = next((key for key in (f"help.{variant}.money", f"ui.{variant}.money") if key in keys), "")
    currency = currency_of(options)  # a board of one's own's money sign, or None
    out = {}
    for name, value in params(variant, options).items():
        if isinstance(value, (bool, str)):
            out[name] = str(value)
        elif isinstance(value, int):
            out[name] = money(value, lang, unit, currency) if kind_of(name) == "money" else number(value, lang)
        else:
            out[name] = decimal(value, lang)
    return out


def option_lines(variant: str, options: dict) -> list:
    """The keys "help.<variant>.opt.<name>" of the options that differ from the standard rules."""
    defaults = find_variant(variant).options
    return [f"help.{variant}.opt.{name}" for name, default in defaults.items()
            if name in (options or {}) and options[name] != default]


def section_ids(variant: str) -> list:
    return [*SECTIONS.get(variant, []), TABLE]


def title_key(variant: str, section: str) -> str:
    return "help.table.title" if section == TABLE else f"help.{variant}.{section}.title"
