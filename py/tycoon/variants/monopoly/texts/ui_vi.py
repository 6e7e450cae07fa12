"""Vietnamese texts of Cờ Tỷ Phú (Monopoly)'s own screens and its own wording of shared UI messages
("<key>@monopoly"); merged after ui/messages/vi.py by ui/i18n.py."""

MESSAGES = {
    "ui.game.variant.monopoly": "Cờ Tỷ Phú",
    "ui.option.starting_deeds@monopoly": "Tặng mỗi người {n} bằng khoán",
    "ui.preset.rule.starting_deeds@monopoly": "chia sẵn {n} bằng khoán",
    "ui.help.starting_deeds@monopoly": "Lúc bắt đầu, ngân hàng xáo các bằng khoán và tặng mỗi người {n} tờ.",
    "ui.auction.printed@monopoly": "Giá in trên bằng khoán: {price}",
    "ui.here.tap@monopoly": "Chạm vào một ô đất trên bàn cờ để xem bằng khoán của nó",
    "ui.deed.railroad_any@monopoly": "Tiền thuê tăng theo số trạm xe lửa mà chủ sở hữu có.",
    "ui.setup.options@monopoly": "Luật chơi riêng",
    "ui.preset.name.quick@monopoly": "Ván cờ nhanh",
    "ui.over.why.first_bankruptcy@monopoly": "Có người phá sản, ván cờ nhanh kết thúc: người giàu nhất thắng.",
}
