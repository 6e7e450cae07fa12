"""English names of the 如何做個大富翁 squares (transliterations of 1960s Taiwan places) and translations
of its Chance (機會) and Fate (命運) cards. The Chinese, as printed, is shown beside them by the UI
(board.py, cards.py); colour groups are Monopoly's (group.*)."""

_SQUARES = {
    "start": "Start", "wanhua": "Wanhua", "fate": "Fate", "dalongdong": "Dalongdong",
    "income_tax": "Income Tax", "keelung_station": "Keelung Station", "sanchong": "Sanchongpu",
    "chance": "Chance", "banqiao": "Banqiao", "xinzhuang": "Xinzhuang", "in_jail": "In Jail",
    "chiayi_zhongshan": "Chiayi Zhongshan Road", "taipower": "Taiwan Power Co.",
    "tainan_minquan": "Tainan Minquan Road", "tainan_zhongzheng": "Tainan Zhongzheng Road",
    "taipei_station": "Taipei Station", "taichung_gongyuan": "Taichung Gongyuan Road",
    "taichung_ziyou": "Taichung Ziyou Road", "taichung_zhongzheng": "Taichung Zhongzheng Road",
    "spy": "Industrial Spy", "kaohsiung_yancheng": "Kaohsiung Yanchengpu", "kaohsiung_qixian": "Kaohsiung Qixian Road",
    "kaohsiung_wufu": "Kaohsiung Wufu Road", "taichung_station": "Taichung Station", "dihua": "Dihua Street",
    "yanping_north": "Yanping North Road", "waterworks": "Waterworks", "nanjing_east": "Nanjing East Road",
    "go_to_jail": "Go to Jail", "zhonghua": "Zhonghua Road", "boai": "Bo'ai Road",
    "zhongshan_north": "Zhongshan North Road", "kaohsiung_station": "Kaohsiung Station", "ximending": "Ximending",
    "property_tax": "Property Tax", "hengyang": "Hengyang Road",
}

_CARDS = {
    # 機會 Chance
    "tw_mig": "Shot down a Communist-bandit MiG: the bank pays you a reward of 2,000 points.",
    "tw_small_business": "You run a small business: collect 1,000 points of profit.",
    "tw_land_bonds": "Land to the tiller: your land bonds have matured. Collect 1,500 points.",
    "tw_power_bill": "After the typhoon, help mend the power lines: advance to Taiwan Power Co. If you pass Start, "
                     "collect 2,000 points. If it is owned, spin the top again for the rent.",
    "tw_taipei_station": "Off north to make your way: advance to Taipei Station. If you pass Start, "
                         "collect 2,000 points.",
    "tw_hengyang": "Buy cloth for a new suit: advance to Hengyang Road.",
    "tw_export_order": "An export order comes in: head south to Kaohsiung Wufu Road. If you pass Start, "
                       "collect 2,000 points.",
    "tw_alishan": "Ride the Alishan train down the mountain: advance to Chiayi Zhongshan Road. If you pass Start, "
                  "collect 2,000 points.",
    "tw_keelung": "Meet a ship at Keelung harbour: advance to Keelung Station. If you pass Start, "
                  "collect 2,000 points.",
    "tw_bicycle_fine": "Two on one bicycle: a police fine of 500 points.",
    "tw_scooter": "You buy a scooter on instalments: pay the 1,000-point down payment.",
    "tw_renovation": "Your houses need repairs: pay 250 points per house and 1,000 points per hotel.",
    "tw_village_chief": "Elected village chief, you treat the neighbours: pay each player 500 points.",
    "tw_warrant_chance": "Arrest Warrant: go to jail at once. Do not pass Start, do not collect 2,000 points.",
    "tw_permit_chance": "Prison Release Permit: leave jail at once with this permit. Keep it until needed, "
                        "or sell it.",
    # 命運 Fate
    "tw_lottery_fifth": "Fifth prize in the Patriotic Lottery: collect 1,000 points.",
    "tw_pawn_quilt": "You pawn a quilt: receive 300 points.",
    "tw_new_year": "Home for the New Year's Eve reunion dinner: advance to Start. Collect 2,000 points.",
    "tw_ximending": "Weekend at the pictures: advance to Ximending.",
    "tw_rotating_credit": "You win the bid in your rotating savings club: every player pays you 200 points.",
    "tw_rice_ration": "You receive the civil servants' ration rice: worth 500 points.",
    "tw_remittance": "Relatives in Southeast Asia send money home: collect 1,000 points.",
    "tw_trade_secrets": "Hired to sniff out trade secrets: advance to the Industrial Spy square. If you pass Start, "
                        "collect 2,000 points. If nobody is the Spy, you become the Spy.",
    "tw_honesty": "You return a lost purse: the grateful owner gives you 500 points.",
    "tw_hospital": "Ill in hospital: pay 1,000 points in medical fees.",
    "tw_cram_school": "The children are preparing for the junior-high entrance exam: pay 500 points "
                      "in cram-school fees.",
    "tw_typhoon": "A typhoon floods the town: pay 400 points per house and 1,150 points per hotel for repairs.",
    "tw_collapsed_credit": "The organiser of your savings club runs off with the money: lose 1,000 points.",
    "tw_warrant_fate": "Arrest Warrant: go to jail at once. Do not pass Start, do not collect 2,000 points.",
    "tw_permit_fate": "Prison Release Permit: leave jail at once with this permit. Keep it until needed, "
                      "or sell it.",
}

MESSAGES = {
    **{f"square.taiwan.{k}": v for k, v in _SQUARES.items()},
    **{f"card.{k}": v for k, v in _CARDS.items()},
    "deck.taiwan.chance": "Chance",
    "deck.taiwan.fate": "Fate",
}
