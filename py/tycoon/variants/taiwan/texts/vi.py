"""Vietnamese texts of 如何做個大富翁 ("@taiwan" keys: this game's wording of a shared message)."""

from .names_vi import MESSAGES as NAMES

MESSAGES = {
    **NAMES,
    "variant.taiwan.name": "如何做個大富翁 (Làm sao thành đại phú ông)",
    "variant.taiwan.blurb": "Đài Loan thập niên 1960: mỗi lượt quay con quay ba lần, mua phố phường Đài Bắc — và "
                            "coi chừng Gián điệp công nghiệp, kẻ thu tiền thuê thay vì phải trả.",
    "phase.order@taiwan": "Quay con quay để xem ai đi trước", "phase.roll@taiwan": "Quay con quay",
    "action.roll@taiwan": "Quay con quay", "action.jail_card@taiwan": "Dùng Giấy phép ra tù",
    "action.dump": "Bán tháo {square}: người khác trả giá, hoặc ngân hàng mua {amount}",
    "action.trade_card_give@taiwan": "Đưa Giấy phép ra tù của tôi",
    "action.trade_card_take@taiwan": "Xin Giấy phép ra tù của họ",
    "action.trade_card_remove@taiwan": "Giữ Giấy phép ra tù của tôi",
    "event.order_spin": "{player} quay được {spin} để xem ai đi trước.",
    "event.order_tie@taiwan": "Hòa ở {total}: những người hòa quay lại.",
    "event.first_player@taiwan": "{player} quay cao nhất và đi trước.",
    "event.spun": "{player} quay con quay: {spin}.",
    "event.spin_again": "{player} quay tiếp (lượt này còn {left} lần).",
    "event.three_same_spins": "{player} quay ra {spin} ba lần liền: vào tù ngay, không được đi!",
    "event.salary@taiwan": "{player} đi qua ô Xuất phát và nhận {amount}.",
    "event.became_spy": "{player} dừng ở ô Gián điệp công nghiệp và trở thành Gián điệp (產業間諜): giờ chủ đất "
                        "phải trả tiền thuê cho {player}!",
    "event.spy_returned": "{player} đi hết một vòng tới ô Gián điệp và trở lại làm người chơi thường; quân trắng "
                          "về lại ô của nó.",
    "event.spy_taken": "{player} dừng ở ô Gián điệp, nhưng {spy} đang là Gián điệp: không có gì xảy ra.",
    "event.spy_exempt": "Gián điệp {player} bỏ qua {square}.",
    "event.spy_passes_deed": "Gián điệp {player} không được mua {square}: không có gì xảy ra.",
    "event.spy_mortgaged": "{square} đang thế chấp: Gián điệp {player} không thu gì của {owner}.",
    "event.spy_rent": "Gián điệp {spy} thu {amount} của {owner}, chủ của {square} (tiền thuê đảo ngược!).",
    "event.spy_jail_fine": "Gián điệp {player} dừng ở {square} và nộp phạt {amount}.",
    "event.spy_pawn_back": "{player} là Gián điệp: quân trắng về lại ô của nó.",
    "event.jail_stay@taiwan": "Không ra 12: {player} ở lại trong tù (lượt {tries}/{turns}).",
    "event.jail_twelve": "Ra 12! {player} ra tù và đi 12 ô.",
    "event.jail_term_over": "{player} đã ngồi tù đủ ba lượt và được ra tù.",
    "event.jail_card_used@taiwan": "{player} trình Giấy phép ra tù và ra tù.",
    "event.card_traded@taiwan": "{player} đưa một Giấy phép ra tù cho {partner}.",
    "event.dumped": "{player} bán tháo {square}: nếu không ai trả giá, ngân hàng trả {amount}.",
    "story.roll@taiwan": "Lần quay may mắn nhất: {faces} mang về cho {player} {amount}.",
    "event.auction_opened_dump": "Những người chơi khác giờ có thể trả giá cho {square} (giá in {price}).",
    "event.dump_sold": "{buyer} mua {square} của {player} với giá {amount}.",
    "event.dump_to_bank": "Không ai trả giá: ngân hàng mua {square} của {player} với giá {amount}.",
}
