"""The board of 如何做個大富翁 (docs/rules/taiwan.md "Board"): Monopoly's order of squares with the
ruled corners, 22 streets of 1960s Taiwan from the cheapest (萬華) to the dearest (衡陽路), and
every price, rent, house cost and mortgage value Monopoly's × 10, in points (分).

Each square is a plain dict like Monopoly's (core/estate.py reads kind, group, price, rents,
house_cost, mortgage); ``zh`` is the name as printed on the board, always shown; the message key
``square.taiwan.<key>`` is its transliteration or translation.
"""

SCALE = 10  # the seed's economy is Monopoly's × 10 (15,000 start, 2,000 salary, 500 jail fine)

GROUP_HOUSE_COST = {
    "brown": 500, "light_blue": 500, "pink": 1000, "orange": 1000,
    "red": 1500, "yellow": 1500, "green": 2000, "dark_blue": 2000,
}

# index: key, zh, group, price, rents (bare, 1, 2, 3, 4 houses, hotel) — Monopoly's × 10
_STREETS = {
    1: ("wanhua", "萬華", "brown", 600, (20, 100, 300, 900, 1600, 2500)),
    3: ("dalongdong", "大龍峒", "brown", 600, (40, 200, 600, 1800, 3200, 4500)),
    6: ("sanchong", "三重埔", "light_blue", 1000, (60, 300, 900, 2700, 4000, 5500)),
    8: ("banqiao", "板橋", "light_blue", 1000, (60, 300, 900, 2700, 4000, 5500)),
    9: ("xinzhuang", "新莊", "light_blue", 1200, (80, 400, 1000, 3000, 4500, 6000)),
    11: ("chiayi_zhongshan", "嘉義中山路", "pink", 1400, (100, 500, 1500, 4500, 6250, 7500)),
    13: ("tainan_minquan", "台南民權路", "pink", 1400, (100, 500, 1500, 4500, 6250, 7500)),
    14: ("tainan_zhongzheng", "台南中正路", "pink", 1600, (120, 600, 1800, 5000, 7000, 9000)),
    16: ("taichung_gongyuan", "台中公園路", "orange", 1800, (140, 700, 2000, 5500, 7500, 9500)),
    18: ("taichung_ziyou", "台中自由路", "orange", 1800, (140, 700, 2000, 5500, 7500, 9500)),
    19: ("taichung_zhongzheng", "台中中正路", "orange", 2000, (160, 800, 2200, 6000, 8000, 10000)),
    21: ("kaohsiung_yancheng", "高雄鹽埕埔", "red", 2200, (180, 900, 2500, 7000, 8750, 10500)),
    23: ("kaohsiung_qixian", "高雄七賢路", "red", 2200, (180, 900, 2500, 7000, 8750, 10500)),
    24: ("kaohsiung_wufu", "高雄五福路", "red", 2400, (200, 1000, 3000, 7500, 9250, 11000)),
    26: ("dihua", "迪化街", "yellow", 2600, (220, 1100, 3300, 8000, 9750, 11500)),
    27: ("yanping_north", "延平北路", "yellow", 2600, (220, 1100, 3300, 8000, 9750, 11500)),
    29: ("nanjing_east", "南京東路", "yellow", 2800, (240, 1200, 3600, 8500, 10250, 12000)),
    31: ("zhonghua", "中華路", "green", 3000, (260, 1300, 3900, 9000, 11000, 12750)),
    32: ("boai", "博愛路", "green", 3000, (260, 1300, 3900, 9000, 11000, 12750)),
    34: ("zhongshan_north", "中山北路", "green", 3200, (280, 1500, 4500, 10000, 12000, 14000)),
    37: ("ximending", "西門町", "dark_blue", 3500, (350, 1750, 5000, 11000, 13000, 15000)),
    39: ("hengyang", "衡陽路", "dark_blue", 4000, (500, 2000, 6000, 14000, 17000, 20000)),
}
_STATIONS = {5: ("keelung_station", "基隆車站"), 15: ("taipei_station", "台北車站"),
             25: ("taichung_station", "台中車站"), 35: ("kaohsiung_station", "高雄車站")}
_ENTERPRISES = {12: ("taipower", "台灣電力公司"), 28: ("waterworks", "自來水廠")}
_OTHERS = {
    0: ("start", "起點", "go"), 2: ("fate", "命運", "fate"), 4: ("income_tax", "所得稅", "income_tax"),
    7: ("chance", "機會", "chance"), 10: ("in_jail", "坐牢", "jail"), 17: ("fate", "命運", "fate"),
    20: ("spy", "產業間諜", "spy"), 22: ("chance", "機會", "chance"), 30: ("go_to_jail", "進牢", "go_to_jail"),
    33: ("fate", "命運", "fate"), 36: ("chance", "機會", "chance"), 38: ("property_tax", "財產稅", "property_tax"),
}

STATION_RENT = (250, 500, 1000, 2000)  # by stations owned, mortgaged ones included (Clarification 5)
ENTERPRISE_MULTIPLIER = (40, 100)  # times the spin, by enterprises owned (Clarification 10)
STATION_PRICE, ENTERPRISE_PRICE = 2000, 1500
INCOME_TAX, PROPERTY_TAX = 2000, 1000
START_CASH, SALARY, JAIL_FINE = 15000, 2000, 500
SPY_JAIL_FINE = 1000  # the Spy stopping on 坐牢 (rule 8.4)
HOUSES, HOTELS = 28, 10
START, JAIL_SQUARE, SPY_SQUARE, GO_TO_JAIL_SQUARE = 0, 10, 20, 30


def interest(mortgage: int) -> int:
    """10% of the mortgage value, rounded up to 10 points (rule 14; Clarification 7)."""
    return -(-mortgage // 100) * 10


def _deed(index: int, key: str, zh: str, kind: str, group: str, price: int) -> dict:
    return {"index": index, "key": key, "zh": zh, "kind": kind, "group": group, "price": price,
            "mortgage": price // 2, "interest": interest(price // 2)}


def _square(index: int) -> dict:
    if index in _STREETS:
        key, zh, group, price, rents = _STREETS[index]
        return {**_deed(index, key, zh, "street", group, price), "rents": list(rents),
                "house_cost": GROUP_HOUSE_COST[group]}
    if index in _STATIONS:
        key, zh = _STATIONS[index]
        return {**_deed(index, key, zh, "railroad", "railroad", STATION_PRICE), "rents": list(STATION_RENT)}
    if index in _ENTERPRISES:
        key, zh = _ENTERPRISES[index]
        return {**_deed(index, key, zh, "utility", "utility", ENTERPRISE_PRICE),
                "multipliers": list(ENTERPRISE_MULTIPLIER)}
    key, zh, kind = _OTHERS[index]
    return {"index": index, "key": key, "zh": zh, "kind": kind}


SQUARES = [_square(i) for i in range(40)]
PROPERTY_KINDS = ("street", "railroad", "utility")
PROPERTIES = [sq["index"] for sq in SQUARES if sq["kind"] in PROPERTY_KINDS]
