"""Thai texts of 如何做個大富翁 (ภาษาไทย; "@taiwan" keys: this game's wording of a shared message).
Words: ลูกข่าง (the spinning top), แต้ม (points), สายลับอุตสาหกรรม (the Industrial Spy), หมากขาว (the
white pawn), ใบอนุญาตปล่อยตัว (the Prison Release Permit), เทขาย (to dump land)."""

from .names_th import MESSAGES as NAMES

MESSAGES = {
    **NAMES,
    "variant.taiwan.name": "如何做個大富翁 (ทำอย่างไรให้เป็นเศรษฐี)",
    "variant.taiwan.blurb": "ไต้หวันยุค 1960: หมุนลูกข่างตาละสามครั้ง ซื้อถนนในไทเป — และระวังสายลับอุตสาหกรรม "
                            "ที่เก็บค่าเช่าแทนที่จะต้องจ่าย",
    "phase.order@taiwan": "หมุนลูกข่างดูว่าใครเริ่มก่อน", "phase.roll@taiwan": "หมุนลูกข่าง",
    "action.roll@taiwan": "หมุนลูกข่าง", "action.jail_card@taiwan": "ใช้ใบอนุญาตปล่อยตัว",
    "action.dump": "เทขาย {square}: คนอื่นประมูลได้ หรือธนาคารจ่าย {amount}",
    "action.trade_card_give@taiwan": "เสนอให้ใบอนุญาตปล่อยตัวของฉัน",
    "action.trade_card_take@taiwan": "ขอใบอนุญาตปล่อยตัวของเขา",
    "action.trade_card_remove@taiwan": "เก็บใบอนุญาตปล่อยตัวของฉันไว้",
    "event.order_spin": "{player} หมุนได้ {spin} เพื่อดูว่าใครเริ่มก่อน",
    "event.order_tie@taiwan": "เสมอกันที่ {total}: คนที่เสมอหมุนใหม่",
    "event.first_player@taiwan": "{player} หมุนได้มากที่สุด ได้เริ่มก่อน",
    "event.spun": "{player} หมุนลูกข่างได้ {spin}",
    "event.spin_again": "{player} หมุนอีกครั้ง (ตานี้เหลืออีก {left} ครั้ง)",
    "event.three_same_spins": "{player} หมุนได้ {spin} สามครั้งติด: เข้าคุกทันทีโดยไม่ต้องเดิน!",
    "event.salary@taiwan": "{player} ผ่านจุดเริ่มต้น รับ {amount}",
    "event.became_spy": "{player} หยุดที่ช่องสายลับอุตสาหกรรม และกลายเป็นสายลับ (產業間諜): จากนี้เจ้าของที่ดิน"
                        "ต้องจ่ายค่าเช่าให้ {player}!",
    "event.spy_returned": "{player} เดินวนมาถึงช่องสายลับอีกครั้ง และกลับเป็นผู้เล่นธรรมดา "
                          "หมากขาวกลับไปที่ช่องเดิม",
    "event.spy_taken": "{player} หยุดที่ช่องสายลับ แต่ {spy} เป็นสายลับอยู่แล้ว: ไม่มีอะไรเกิดขึ้น",
    "event.spy_exempt": "สายลับ {player} ไม่ต้องสนใจ {square}",
    "event.spy_passes_deed": "สายลับ {player} ซื้อ {square} ไม่ได้: ไม่มีอะไรเกิดขึ้น",
    "event.spy_mortgaged": "{square} ติดจำนอง: สายลับ {player} เก็บเงินจาก {owner} ไม่ได้",
    "event.spy_rent": "สายลับ {spy} เก็บ {amount} จาก {owner} เจ้าของ {square} (ค่าเช่ากลับทาง!)",
    "event.spy_jail_fine": "สายลับ {player} หยุดที่ {square} และเสียค่าปรับ {amount}",
    "event.spy_pawn_back": "{player} เคยเป็นสายลับ: หมากขาวกลับไปที่ช่องเดิม",
    "event.jail_stay@taiwan": "ไม่ได้ 12: {player} ยังติดคุก (ตาที่ {tries} จาก {turns})",
    "event.jail_twelve": "ได้ 12! {player} ออกจากคุกและเดิน 12 ช่อง",
    "event.jail_term_over": "{player} ติดคุกครบสามตาแล้ว ได้ออกจากคุก",
    "event.jail_card_used@taiwan": "{player} แสดงใบอนุญาตปล่อยตัวและออกจากคุก",
    "event.card_traded@taiwan": "{player} ยกใบอนุญาตปล่อยตัวให้ {partner}",
    "event.dumped": "{player} เทขาย {square}: ถ้าไม่มีใครประมูล ธนาคารจ่าย {amount}",
    "story.roll@taiwan": "หมุนลูกข่างโชคดีที่สุด: {faces} ทำให้ {player} ได้ {amount}",
    "event.auction_opened_dump": "ผู้เล่นคนอื่นประมูล {square} ได้แล้ว (ราคาหน้าโฉนด {price})",
    "event.dump_sold": "{buyer} ซื้อ {square} จาก {player} ในราคา {amount}",
    "event.dump_to_bank": "ไม่มีใครเสนอราคา: ธนาคารซื้อ {square} จาก {player} ในราคา {amount}",
    "event.sent_to_jail@taiwan": "{player} เข้าคุก",
    "event.left_jail@taiwan": "{player} ออกจากคุก",
    "action.jail_pay@taiwan": "เสียค่าปรับ {amount} เพื่อออกจากคุก",
    "event.jail_fine_paid@taiwan": "{player} เสียค่าปรับ {amount} ให้ธนาคารเพื่อออกจากคุก",
    "event.just_visiting@taiwan": "{player} แค่แวะเยี่ยมคุก",
    "action.lift@taiwan": "ไถ่ถอน {square} (−{amount})",
    "event.mortgage_lifted@taiwan": "{player} จ่าย {amount} เพื่อไถ่ถอน {square}",
    "event.house_sold@taiwan": "{player} ขายบ้านบน {square} คืนธนาคารได้ {amount}",
    "event.hotel_sold@taiwan": "{player} ขายโรงแรมบน {square} คืนธนาคารได้ {amount}",
}
