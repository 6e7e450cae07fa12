"""Traditional Chinese (繁體中文) names of the 如何做個大富翁 squares and the text of its 機會 and 命運
cards: simply the Chinese as printed on the board and the cards (board.py, cards.py). The UI shows the
printed text once when it is the same as the translation."""

_SQUARES = {
    "start": "起點", "wanhua": "萬華", "fate": "命運", "dalongdong": "大龍峒", "income_tax": "所得稅",
    "keelung_station": "基隆車站", "sanchong": "三重埔", "chance": "機會", "banqiao": "板橋", "xinzhuang": "新莊",
    "in_jail": "坐牢", "chiayi_zhongshan": "嘉義中山路", "taipower": "台灣電力公司", "tainan_minquan": "台南民權路",
    "tainan_zhongzheng": "台南中正路", "taipei_station": "台北車站", "taichung_gongyuan": "台中公園路",
    "taichung_ziyou": "台中自由路", "taichung_zhongzheng": "台中中正路", "spy": "產業間諜", "kaohsiung_yancheng": "高雄鹽埕埔",
    "kaohsiung_qixian": "高雄七賢路", "kaohsiung_wufu": "高雄五福路", "taichung_station": "台中車站", "dihua": "迪化街",
    "yanping_north": "延平北路", "waterworks": "自來水廠", "nanjing_east": "南京東路", "go_to_jail": "進牢",
    "zhonghua": "中華路", "boai": "博愛路", "zhongshan_north": "中山北路", "kaohsiung_station": "高雄車站",
    "ximending": "西門町", "property_tax": "財產稅", "hengyang": "衡陽路",
}

_CARDS = {
    # 機會 Chance
    "tw_mig": "擊落共匪米格機　獎金{amount}",
    "tw_small_business": "經營小本生意　獲利{amount}",
    "tw_land_bonds": "耕者有其田　土地債券到期，領取{amount}",
    "tw_power_bill": "颱風過後搶修電線　前進至{square}，經過起點領取{salary}",
    "tw_taipei_station": "北上打拚　前進至{square}，經過起點領取{salary}",
    "tw_hengyang": "買布料做新衣　前進至{square}",
    "tw_export_order": "接到外銷訂單　南下前進至{square}，經過起點領取{salary}",
    "tw_alishan": "搭阿里山小火車下山　前進至{square}，經過起點領取{salary}",
    "tw_keelung": "到基隆港接船　前進至{square}，經過起點領取{salary}",
    "tw_bicycle_fine": "騎腳踏車雙載　違警罰款{amount}",
    "tw_scooter": "分期付款買機車　付頭期款{amount}",
    "tw_renovation": "房屋整修　每幢房屋付{house_cost}，每幢旅館付{hotel_cost}",
    "tw_village_chief": "當選里長請客　付給每位玩家{amount}",
    "tw_warrant_chance": "拘票　立即進牢，不得經過起點，不得領取{salary}",
    "tw_permit_chance": "出獄許可證　憑此證立即出獄，本證可保留或出售",
    # 命運 Fate
    "tw_lottery_fifth": "中愛國獎券五獎　獎金{amount}",
    "tw_pawn_quilt": "當棉被一條　得款{amount}",
    "tw_new_year": "除夕回家吃團圓飯　前進至起點，領取{salary}",
    "tw_ximending": "週末看電影　前進至{square}",
    "tw_rotating_credit": "跟會得標　每位玩家各付你{amount}",
    "tw_rice_ration": "領到公教配給米　折合{amount}",
    "tw_remittance": "南洋親戚寄來僑匯　收入{amount}",
    "tw_trade_secrets": "受託刺探商情　前進至{square}，經過起點領取{salary}",
    "tw_honesty": "拾金不昧　失主酬謝{amount}",
    "tw_hospital": "生病住院　付醫藥費{amount}",
    "tw_cram_school": "孩子準備考初中　付補習費{amount}",
    "tw_typhoon": "颱風淹大水　每幢房屋修理費{house_cost}，每幢旅館{hotel_cost}",
    "tw_collapsed_credit": "會頭倒會　損失{amount}",
    "tw_warrant_fate": "拘票　立即進牢，不得經過起點，不得領取{salary}",
    "tw_permit_fate": "出獄許可證　憑此證立即出獄，本證可保留或出售",
}

MESSAGES = {
    **{f"square.taiwan.{k}": v for k, v in _SQUARES.items()},
    **{f"card.{k}": v for k, v in _CARDS.items()},
    "deck.taiwan.chance": "機會",
    "deck.taiwan.fate": "命運",
}
