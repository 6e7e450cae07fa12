"""The track of ริช รวยพลิกล็อค (docs/rules/rich.md "Board"): one lap from Start (0) to Finish 2 (66).

Designed as a data table (#3, #6, #22, #23): a payday is the first square after Start and then every
ten squares (1, 11, … 51), its own square on the track; the last payday lies 15 squares before
Finish 2, so a count-back never crosses one (Clarification 8); Finish 1 (65) comes just before
Finish 2 (66), the last square. 58 squares between: 23 ordinary (12 receive, 11 pay), 6 purple
accidents (two per insurance), the 4 blue family squares, 3 each of traffic ticket, Good luck,
Bad luck, Flip-Lock and stock exchange, 2 each of move back, rest, free move, nearest player and
change profession. A lap of 66 squares at 7 a roll plus the exact finish gives 10–15 turns a player
(measured: docs/rules/rich.md).
"""

START_CASH = 200_000
SALARY_SQUARES = (1, 11, 21, 31, 41, 51)
FINISH_1, FINISH_2 = 65, 66
INSURANCE_PRICE = 20_000
INSURANCES = ("auto", "fire", "life")
LOAN_CASH, NOTE = 180_000, 200_000  # a loan gives 180,000 for a 200,000 note (#21)
FEE = 50_000  # a personal number rolled by a player still on the track
TICKET_UNIT = 10_000
TICKET_TIMES = (1, 3, 5)  # the 1st, 2nd, 3rd-and-later ticket of a player (#10)
STOCK_EVEN = 5  # the stock exchange's roll that changes nothing (#13)
STOCK_UP, STOCK_DOWN = 20_000, 30_000  # per point above / below STOCK_EVEN (#13)
GOOD_LUCK = (20_000, 200_000)  # the sure amount; a passed Flip-Lock (a failed one pays nothing)
BAD_LUCK = (100_000, 120_000)  # the sure payment; a failed Flip-Lock (a passed one pays nothing)
FLIP_WIN, FLIP_LOSS = 300_000, 30_000  # payday landing and the Flip-Lock square

# (kind, key, amount): an ordinary square's amount is + to receive, - to pay; a purple square's is
# the damage and names its insurance; a blue square's is its rate per point.
_TRACK = {
    2: ("ordinary", "side_job", 40_000), 3: ("good_luck", "good_luck", 0), 4: ("ordinary", "fix_roof", -40_000),
    5: ("blue", "wedding", 4_000), 6: ("traffic", "traffic", 0), 7: ("ordinary", "tax_refund", 30_000),
    8: ("purple", "car_crash", 150_000), 9: ("stock", "stock", 0), 10: ("fliplock", "fliplock", 0),
    12: ("ordinary", "online_shop", 50_000), 13: ("rest", "rest", 0), 14: ("ordinary", "tuition", -60_000),
    15: ("nearest", "nearest", 0), 16: ("purple", "hospital", 80_000), 17: ("ordinary", "sell_car", 80_000),
    18: ("bad_luck", "bad_luck", 0), 19: ("change", "change", 0), 20: ("ordinary", "kathin", -20_000),
    22: ("blue", "housewarming", 3_000), 23: ("ordinary", "dividend", 60_000), 24: ("free_move", "free_move", 0),
    25: ("purple", "house_fire", 200_000), 26: ("ordinary", "songkran_trip", -50_000),
    27: ("traffic", "traffic", 0), 28: ("good_luck", "good_luck", 0), 29: ("ordinary", "rice_price", 90_000),
    30: ("move_back", "move_back", 0),
    32: ("ordinary", "mothers_day_gold", -30_000), 33: ("stock", "stock", 0), 34: ("purple", "dengue", 60_000),
    35: ("fliplock", "fliplock", 0), 36: ("ordinary", "singing_contest", 70_000),
    37: ("blue", "new_year", 3_000), 38: ("ordinary", "car_service", -35_000), 39: ("bad_luck", "bad_luck", 0),
    40: ("ordinary", "lottery_digits", 20_000),
    42: ("nearest", "nearest", 0), 43: ("ordinary", "annual_bonus", 100_000), 44: ("purple", "car_flood", 100_000),
    45: ("rest", "rest", 0), 46: ("ordinary", "ordination", -30_000), 47: ("blue", "baby_daughter", 4_000),
    48: ("good_luck", "good_luck", 0), 49: ("ordinary", "employee_award", 120_000), 50: ("change", "change", 0),
    52: ("ordinary", "new_phone", -25_000), 53: ("traffic", "traffic", 0), 54: ("stock", "stock", 0),
    55: ("ordinary", "sell_land", 150_000), 56: ("purple", "flooded_house", 120_000),
    57: ("free_move", "free_move", 0), 58: ("ordinary", "aircon_bill", -20_000), 59: ("fliplock", "fliplock", 0),
    60: ("ordinary", "birthday_party", -15_000), 61: ("move_back", "move_back", 0), 62: ("bad_luck", "bad_luck", 0),
    63: ("ordinary", "condo_rent", 45_000), 64: ("ordinary", "dentist", -10_000),
}
COVER = {"car_crash": "auto", "car_flood": "auto", "house_fire": "fire", "flooded_house": "fire",
         "hospital": "life", "dengue": "life"}  # which insurance waives which accident (#8)
PAYS_OUT = frozenset({"new_year"})  # the blue square where the lander pays everyone
COLOUR = {"start": "start", "payday": "yellow", "ordinary": "light-yellow", "traffic": "light-yellow",
          "purple": "purple", "blue": "blue", "good_luck": "orange", "bad_luck": "orange", "fliplock": "orange",
          "move_back": "green", "rest": "green", "free_move": "green", "nearest": "green", "stock": "red",
          "change": "grey-blue", "finish": "finish"}  # the seed's colours of each kind of square


def _square(index: int) -> dict:
    if index == 0:
        kind, key, amount = "start", "start", 0
    elif index in SALARY_SQUARES:
        kind, key, amount = "payday", "payday", 0
    elif index in (FINISH_1, FINISH_2):
        kind, key, amount = "finish", f"finish_{1 if index == FINISH_1 else 2}", 0
    else:
        kind, key, amount = _TRACK[index]
    found = {"index": index, "kind": kind, "key": key, "colour": COLOUR[kind], "amount": amount}
    if kind == "purple":
        found["cover"] = COVER[key]
    if kind == "blue":
        found["pays"] = key in PAYS_OUT
    return found


SQUARES = [_square(i) for i in range(FINISH_2 + 1)]
LAST = FINISH_2


def landing_after(position: int, steps: int) -> int:
    """Where a forward move of `steps` from `position` stops: past Finish 2 the excess is counted
    back from Finish 2 (#23)."""
    target = position + steps
    return target if target <= LAST else LAST - (target - LAST)


def kinds_ahead(position: int) -> set:
    """The kinds of accident (their insurances) still on the road ahead of `position`."""
    return {SQUARES[i]["cover"] for i in range(position + 1, LAST + 1) if SQUARES[i]["kind"] == "purple"}
