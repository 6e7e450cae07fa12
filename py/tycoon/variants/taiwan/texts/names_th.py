"""Thai names of the 如何做個大富翁 squares (1960s Taiwan places in Thai transcriptions of their
Mandarin names) and translations of its Chance (機會) and Fate (命運) cards. The Chinese, as printed,
is shown beside them by the UI (board.py, cards.py); colour groups are Monopoly's (group.*)."""

_SQUARES = {
    "start": "จุดเริ่มต้น", "wanhua": "ว่านหัว", "fate": "โชคชะตา", "dalongdong": "ต้าหลงต้ง",
    "income_tax": "ภาษีเงินได้", "keelung_station": "สถานีจีหลง", "sanchong": "ซานฉงผู่",
    "chance": "โอกาส", "banqiao": "ป่านเฉียว", "xinzhuang": "ซินจวง", "in_jail": "ติดคุก",
    "chiayi_zhongshan": "ถนนจงซาน เจียอี้", "taipower": "การไฟฟ้าไต้หวัน",
    "tainan_minquan": "ถนนหมินเฉวียน ไถหนาน", "tainan_zhongzheng": "ถนนจงเจิ้ง ไถหนาน",
    "taipei_station": "สถานีไทเป", "taichung_gongyuan": "ถนนกงหยวน ไถจง",
    "taichung_ziyou": "ถนนจื้อโหยว ไถจง", "taichung_zhongzheng": "ถนนจงเจิ้ง ไถจง",
    "spy": "สายลับอุตสาหกรรม", "kaohsiung_yancheng": "เหยียนเฉิงผู่ เกาสง", "kaohsiung_qixian": "ถนนชีเสียน เกาสง",
    "kaohsiung_wufu": "ถนนอู่ฝู เกาสง", "taichung_station": "สถานีไถจง", "dihua": "ถนนตี๋ฮว่า",
    "yanping_north": "ถนนเหยียนผิงเหนือ", "waterworks": "การประปา", "nanjing_east": "ถนนหนานจิงตะวันออก",
    "go_to_jail": "เข้าคุก", "zhonghua": "ถนนจงหัว", "boai": "ถนนป๋ออ้าย",
    "zhongshan_north": "ถนนจงซานเหนือ", "kaohsiung_station": "สถานีเกาสง", "ximending": "ซีเหมินติง",
    "property_tax": "ภาษีทรัพย์สิน", "hengyang": "ถนนเหิงหยาง",
}

_CARDS = {
    # 機會 โอกาส
    "tw_mig": "ยิงเครื่องบินมิกของโจรคอมมิวนิสต์ตก: ธนาคารให้รางวัล {amount}",
    "tw_small_business": "ทำธุรกิจเล็ก ๆ: รับกำไร {amount}",
    "tw_land_bonds": "ที่ดินเพื่อผู้ทำกิน: พันธบัตรที่ดินของคุณครบกำหนด รับ {amount}",
    "tw_power_bill": "หลังพายุไต้ฝุ่น ไปช่วยซ่อมสายไฟ: เดินไปที่{square} ถ้าผ่านจุดเริ่มต้น "
                     "รับ {salary} ถ้ามีเจ้าของแล้ว หมุนลูกข่างอีกครั้งเพื่อคิดค่าเช่า",
    "tw_taipei_station": "ขึ้นเหนือไปสร้างเนื้อสร้างตัว: เดินไปที่{square} ถ้าผ่านจุดเริ่มต้น "
                         "รับ {salary}",
    "tw_hengyang": "ไปซื้อผ้ามาตัดสูทชุดใหม่: เดินไปที่{square}",
    "tw_export_order": "มีคำสั่งซื้อจากต่างประเทศเข้ามา: ลงใต้ไป{square} ถ้าผ่านจุดเริ่มต้น "
                       "รับ {salary}",
    "tw_alishan": "นั่งรถไฟอาลีซานลงจากเขา: เดินไปที่{square} ถ้าผ่านจุดเริ่มต้น "
                  "รับ {salary}",
    "tw_keelung": "ไปรับเรือที่ท่าเรือจีหลง: เดินไปที่{square} ถ้าผ่านจุดเริ่มต้น "
                  "รับ {salary}",
    "tw_bicycle_fine": "ซ้อนจักรยานสองคน: ตำรวจปรับ {amount}",
    "tw_scooter": "ผ่อนรถมอเตอร์ไซค์: จ่ายเงินดาวน์ {amount}",
    "tw_renovation": "บ้านต้องซ่อมแซม: จ่ายบ้านหลังละ {house_cost} และโรงแรมหลังละ {hotel_cost}",
    "tw_village_chief": "ได้รับเลือกเป็นผู้ใหญ่บ้าน เลี้ยงฉลองเพื่อนบ้าน: จ่ายผู้เล่นทุกคน คนละ {amount}",
    "tw_warrant_chance": "หมายจับ: เข้าคุกทันที ไม่ผ่านจุดเริ่มต้น ไม่ได้รับ {salary}",
    "tw_permit_chance": "ใบอนุญาตปล่อยตัว: ใช้ใบนี้ออกจากคุกได้ทันที เก็บไว้จนกว่าจะใช้ "
                        "หรือจะขายก็ได้",
    # 命運 โชคชะตา
    "tw_lottery_fifth": "ถูกรางวัลที่ห้าสลากรักชาติ: รับ {amount}",
    "tw_pawn_quilt": "เอาผ้าห่มไปจำนำ: ได้ {amount}",
    "tw_new_year": "กลับบ้านกินข้าวรวมญาติคืนส่งท้ายปีเก่า: เดินไปที่จุดเริ่มต้น รับ {salary}",
    "tw_ximending": "สุดสัปดาห์ไปดูหนัง: เดินไปที่{square}",
    "tw_rotating_credit": "คุณประมูลวงแชร์ได้: ผู้เล่นทุกคนจ่ายให้คุณ คนละ {amount}",
    "tw_rice_ration": "ได้ข้าวสารปันส่วนของข้าราชการ: มูลค่า {amount}",
    "tw_remittance": "ญาติในเอเชียตะวันออกเฉียงใต้ส่งเงินกลับบ้าน: รับ {amount}",
    "tw_trade_secrets": "ถูกจ้างให้ไปสืบความลับทางการค้า: เดินไปที่ช่อง{square} ถ้าผ่านจุดเริ่มต้น "
                        "รับ {salary} ถ้ายังไม่มีใครเป็นสายลับ คุณได้เป็นสายลับ",
    "tw_honesty": "เก็บกระเป๋าสตางค์ได้แล้วนำไปคืน: เจ้าของซาบซึ้งใจให้รางวัล {amount}",
    "tw_hospital": "ป่วยต้องนอนโรงพยาบาล: จ่ายค่ารักษา {amount}",
    "tw_cram_school": "ลูก ๆ เตรียมสอบเข้ามัธยมต้น: จ่ายค่าเรียนพิเศษ {amount}",
    "tw_typhoon": "พายุไต้ฝุ่นทำน้ำท่วมเมือง: จ่ายค่าซ่อมบ้านหลังละ {house_cost} และโรงแรมหลังละ {hotel_cost}",
    "tw_collapsed_credit": "ท้าวแชร์เชิดเงินหนี: เสีย {amount}",
    "tw_warrant_fate": "หมายจับ: เข้าคุกทันที ไม่ผ่านจุดเริ่มต้น ไม่ได้รับ {salary}",
    "tw_permit_fate": "ใบอนุญาตปล่อยตัว: ใช้ใบนี้ออกจากคุกได้ทันที เก็บไว้จนกว่าจะใช้ "
                      "หรือจะขายก็ได้",
}

MESSAGES = {
    **{f"square.taiwan.{k}": v for k, v in _SQUARES.items()},
    **{f"card.{k}": v for k, v in _CARDS.items()},
    "deck.taiwan.chance": "โอกาส",
    "deck.taiwan.fate": "โชคชะตา",
}
