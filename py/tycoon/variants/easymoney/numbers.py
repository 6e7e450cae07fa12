"""The figures Easy Money's rules page quotes, from the data the rules use (docs/rules/easymoney.md).
Amounts are named as ui/format.py names money (…_cash, …_amount, …_fine, …_pot)."""

from .board import BUNDLES, FINE, LOTTERY_TOP_UP, MAKE_MONEY_PASS, MAKE_MONEY_STOP, START_FUNDS, START_POT, STEP_PAY


def numbers(options: dict) -> dict:
    return {
        "bundle1_amount": BUNDLES[0], "bundle2_amount": BUNDLES[1], "bundle3_amount": BUNDLES[2],
        "bundle4_amount": BUNDLES[3], "start_cash": START_FUNDS, "lottery_pot": START_POT,
        "step_amount": STEP_PAY, "empty_box_fine": FINE, "final_share_amount": FINE,
        "make_money_pass_amount": MAKE_MONEY_PASS, "make_money_stop_amount": MAKE_MONEY_STOP,
        "top_up_amount": LOTTERY_TOP_UP, "rounds": options.get("turn_limit", 0),
    }
