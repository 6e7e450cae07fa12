"""Thai texts of the shared engine (ภาษาไทย): sealed phases, and the events and phases of the
mechanics that live in core (auctions, trades, buildings, mortgages). Words used throughout:
โฉนด (a deed), จำนอง / ไถ่ถอน (to mortgage / to lift a mortgage), ประมูล (an auction), เสนอราคา (to
bid), แลกเปลี่ยน (a trade), ธนาคาร (the bank)."""

MESSAGES = {
    "event.sealed_opened": "{seats}: เลือกแบบลับ ไม่มีใครเห็นคำตอบจนกว่าทุกคนจะตอบครบ",
    "event.answer_sealed": "{player} ตอบแล้ว",
    "phase.sealed": "ทุกคนตอบแบบลับ",
    "phase.over": "จบเกม",
    "event.bought": "{player} ซื้อ {square} ในราคา {price}",
    "event.mortgaged": "{player} จำนอง {square} และได้รับ {amount} จากธนาคาร",
    "event.mortgage_lifted": "{player} จ่าย {amount} เพื่อไถ่ถอน {square}",
    "event.mortgage_fee_paid": "{player} จ่ายธนาคาร {amount} (10%) สำหรับ {square} ที่ติดจำนอง",
    "phase.auction": "ประมูล",
    "phase.trade": "แลกเปลี่ยน",
    "event.auction_opened_deed": "ธนาคารเปิดประมูล {square} (ราคาหน้าโฉนด {price}) ทุกคนเสนอราคาได้",
    "event.auction_opened_house": "บ้านไม่พอ: ธนาคารเปิดประมูลบ้านหนึ่งหลัง (เริ่มที่ {price})",
    "event.auction_opened_hotel": "โรงแรมไม่พอ: ธนาคารเปิดประมูลโรงแรมหนึ่งหลัง (เริ่มที่ {price})",
    "event.bid_made": "{player} เสนอราคา {amount}",
    "event.bid_passed": "{player} ถอนตัวจากการประมูล",
    "event.house_built": "{player} สร้างบ้านบน {square} ราคา {amount}",
    "event.hotel_built": "{player} สร้างโรงแรมบน {square} ราคา {amount}",
    "event.house_sold": "{player} ขายบ้านบน {square} คืนธนาคารได้ {amount}",
    "event.hotel_sold": "{player} ขายโรงแรมบน {square} คืนธนาคารได้ {amount}",
    "event.group_buildings_sold": "{player} ขายสิ่งปลูกสร้างทั้งหมดในกลุ่ม{group} ได้ {amount}",
    "event.trade_opened": "{player} กำลังเตรียมข้อเสนอแลกเปลี่ยนกับ {partner}",
    "event.trade_offered": "{player} ยื่นข้อเสนอแลกเปลี่ยนให้ {partner}",
    "event.trade_countered": "{player} ยื่นข้อเสนอโต้กลับให้ {partner}",
    "event.trade_done": "{player} ตกลงแลกเปลี่ยนกับ {partner}",
    "event.cash_traded": "{player} จ่าย {partner} {amount} ในการแลกเปลี่ยน",
    "event.deed_traded": "{player} ยก {square} ให้ {partner}",
    "event.card_traded": "{player} ยกการ์ดออกจากคุกฟรีให้ {partner}",
    "event.trade_rejected": "{player} ปฏิเสธการแลกเปลี่ยนกับ {partner}",
    "event.trade_cancelled": "{player} ยกเลิกการแลกเปลี่ยนกับ {partner}",
    "event.rent_not_collected": "{owner} ติดคุกอยู่ จึงเก็บค่าเช่า {square} จาก {player} ไม่ได้",
}
