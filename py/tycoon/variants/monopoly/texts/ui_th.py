"""Thai texts of Cờ Tỷ Phú (Monopoly)'s own screens and its own wording of shared UI messages
("<key>@monopoly"); merged after ui/messages/th.py by ui/i18n.py."""

MESSAGES = {
    "ui.game.variant.monopoly": "เกมเศรษฐี",
    "ui.option.starting_deeds@monopoly": "แจกโฉนดฟรีคนละ {n} ใบ",
    "ui.preset.rule.starting_deeds@monopoly": "แจกโฉนดคนละ {n} ใบ",
    "ui.help.starting_deeds@monopoly": "ตอนเริ่มเกม ธนาคารสับโฉนดแล้วแจกฟรีให้ผู้เล่นคนละ {n} ใบ",
    "ui.auction.printed@monopoly": "ราคาหน้าโฉนด: {price}",
    "ui.here.tap@monopoly": "แตะที่ดินบนกระดานเพื่อดูโฉนด",
    "ui.deed.railroad_any@monopoly": "ยิ่งเจ้าของมีสถานีรถไฟมาก ค่าเช่ายิ่งสูง",
    "ui.setup.options@monopoly": "กติกาเสริม",
    "ui.preset.name.quick@monopoly": "เกมด่วน",
    "ui.over.why.first_bankruptcy@monopoly": "มีผู้เล่นล้มละลาย เกมด่วนจึงจบลง ผู้ที่รวยที่สุดชนะ",
}
