"""機會 (Chance) and 命運 (Fate), 15 cards each (docs/rules/taiwan.md "Chance and Fate"), in the voice of
1960s Taiwan, with the four cards the seed names, and an Arrest Warrant (拘票) and a Prison Release
Permit (出獄許可證) in each deck. Data only: each card is (id, effect, argument, zh), zh being the
text as printed on the card, always shown; the message key ``card.<id>`` is its translation.

Amounts are in points (分), Monopoly's × 10. "advance" only ever moves forward (to a square index of
board.py), collecting 2,000 if Start is passed or reached; "repairs" takes (per house, per hotel).
"""

CHANCE_CARDS = [  # (id, effect, argument, zh text as printed on the card)
    ("tw_mig", "collect", 2000, "擊落共匪米格機　獎金二千分"),
    ("tw_small_business", "collect", 1000, "經營小本生意　獲利一千分"),
    ("tw_land_bonds", "collect", 1500, "耕者有其田　土地債券到期，領取一千五百分"),
    ("tw_power_bill", "advance", 12, "颱風過後搶修電線　前進至台灣電力公司，經過起點領取二千分"),
    ("tw_taipei_station", "advance", 15, "北上打拚　前進至台北車站，經過起點領取二千分"),
    ("tw_hengyang", "advance", 39, "買布料做新衣　前進至衡陽路"),
    ("tw_export_order", "advance", 24, "接到外銷訂單　南下前進至高雄五福路，經過起點領取二千分"),
    ("tw_alishan", "advance", 11, "搭阿里山小火車下山　前進至嘉義中山路，經過起點領取二千分"),
    ("tw_keelung", "advance", 5, "到基隆港接船　前進至基隆車站，經過起點領取二千分"),
    ("tw_bicycle_fine", "pay", 500, "騎腳踏車雙載　違警罰款五百分"),
    ("tw_scooter", "pay", 1000, "分期付款買機車　付頭期款一千分"),
    ("tw_renovation", "repairs", (250, 1000), "房屋整修　每幢房屋付二百五十分，每幢旅館付一千分"),
    ("tw_village_chief", "pay_each", 500, "當選里長請客　付給每位玩家五百分"),
    ("tw_warrant_chance", "go_to_jail", 0, "拘票　立即進牢，不得經過起點，不得領取二千分"),
    ("tw_permit_chance", "jail_free", 0, "出獄許可證　憑此證立即出獄，本證可保留或出售"),
]

FATE_CARDS = [  # (id, effect, argument, zh text as printed on the card)
    ("tw_lottery_fifth", "collect", 1000, "中愛國獎券五獎　獎金一千分"),
    ("tw_pawn_quilt", "collect", 300, "當棉被一條　得款三百分"),
    ("tw_new_year", "advance", 0, "除夕回家吃團圓飯　前進至起點，領取二千分"),
    ("tw_ximending", "advance", 37, "週末看電影　前進至西門町"),
    ("tw_rotating_credit", "collect_each", 200, "跟會得標　每位玩家各付你二百分"),
    ("tw_rice_ration", "collect", 500, "領到公教配給米　折合五百分"),
    ("tw_remittance", "collect", 1000, "南洋親戚寄來僑匯　收入一千分"),
    ("tw_trade_secrets", "advance", 20, "受託刺探商情　前進至產業間諜，經過起點領取二千分"),
    ("tw_honesty", "collect", 500, "拾金不昧　失主酬謝五百分"),
    ("tw_hospital", "pay", 1000, "生病住院　付醫藥費一千分"),
    ("tw_cram_school", "pay", 500, "孩子準備考初中　付補習費五百分"),
    ("tw_typhoon", "repairs", (400, 1150), "颱風淹大水　每幢房屋修理費四百分，每幢旅館一千一百五十分"),
    ("tw_collapsed_credit", "pay", 1000, "會頭倒會　損失一千分"),
    ("tw_warrant_fate", "go_to_jail", 0, "拘票　立即進牢，不得經過起點，不得領取二千分"),
    ("tw_permit_fate", "jail_free", 0, "出獄許可證　憑此證立即出獄，本證可保留或出售"),
]

DECKS = {"chance": CHANCE_CARDS, "fate": FATE_CARDS}
CARDS = {card[0]: card for deck in DECKS.values() for card in deck}
DECK_OF = {card[0]: name for name, deck in DECKS.items() for card in deck}
