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
    "tw_mig": "Shot down a Communist-bandit MiG: the bank pays you a reward of {amount}.",
    "tw_small_business": "You run a small business: collect {amount} of profit.",
    "tw_land_bonds": "Land to the tiller: your land bonds have matured. Collect {amount}.",
    "tw_power_bill": "After the typhoon, help mend the power lines: advance to {square} If you pass Start, "
                     "collect {salary}. If it is owned, spin the top again for the rent.",
    "tw_taipei_station": "Off north to make your way: advance to {square}. If you pass Start, "
                         "collect {salary}.",
    "tw_hengyang": "Buy cloth for a new suit: advance to {square}.",
    "tw_export_order": "An export order comes in: head south to {square}. If you pass Start, "
                       "collect {salary}.",
    "tw_alishan": "Ride the Alishan train down the mountain: advance to {square}. If you pass Start, "
                  "collect {salary}.",
    "tw_keelung": "Meet a ship at Keelung harbour: advance to {square}. If you pass Start, "
                  "collect {salary}.",
    "tw_bicycle_fine": "Two on one bicycle: a police fine of {amount}.",
    "tw_scooter": "You buy a scooter on instalments: pay a down payment of {amount}.",
    "tw_renovation": "Your houses need repairs: pay {house_cost} per house and {hotel_cost} per hotel.",
    "tw_village_chief": "Elected village chief, you treat the neighbours: pay each player {amount}.",
    "tw_warrant_chance": "Arrest Warrant: go to jail at once. Do not pass Start, do not collect {salary}.",
    "tw_permit_chance": "Prison Release Permit: leave jail at once with this permit. Keep it until needed, "
                        "or sell it.",
    # 命運 Fate
    "tw_lottery_fifth": "Fifth prize in the Patriotic Lottery: collect {amount}.",
    "tw_pawn_quilt": "You pawn a quilt: receive {amount}.",
    "tw_new_year": "Home for the New Year's Eve reunion dinner: advance to Start. Collect {salary}.",
    "tw_ximending": "Weekend at the pictures: advance to {square}.",
    "tw_rotating_credit": "You win the bid in your rotating savings club: every player pays you {amount}.",
    "tw_rice_ration": "You receive the civil servants' ration rice: worth {amount}.",
    "tw_remittance": "Relatives in Southeast Asia send money home: collect {amount}.",
    "tw_trade_secrets": "Hired to sniff out trade secrets: advance to the {square} square. If you pass Start, "
                        "collect {salary}. If nobody is the Spy, you become the Spy.",
    "tw_honesty": "You return a lost purse: the grateful owner gives you {amount}.",
    "tw_hospital": "Ill in hospital: pay {amount} in medical fees.",
    "tw_cram_school": "The children are preparing for the junior-high entrance exam: pay {amount} "
                      "in cram-school fees.",
    "tw_typhoon": "A typhoon floods the town: pay {house_cost} per house and {hotel_cost} per hotel for repairs.",
    "tw_collapsed_credit": "The organiser of your savings club runs off with the money: lose {amount}.",
    "tw_warrant_fate": "Arrest Warrant: go to jail at once. Do not pass Start, do not collect {salary}.",
    "tw_permit_fate": "Prison Release Permit: leave jail at once with this permit. Keep it until needed, "
                      "or sell it.",
}

MESSAGES = {
    **{f"square.taiwan.{k}": v for k, v in _SQUARES.items()},
    **{f"card.{k}": v for k, v in _CARDS.items()},
    "deck.taiwan.chance": "Chance",
    "deck.taiwan.fate": "Fate",
}
