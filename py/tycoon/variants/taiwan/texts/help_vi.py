"""Vietnamese rules page of 如何做個大富翁 (the game's "? Rules" dialog): sections
"help.taiwan.<section>.title" / ".body" (paragraphs split by new lines) and
"help.taiwan.opt.<option>"; the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.taiwan.money": "{n} điểm",  # the page's money, in full (the screens: ui.taiwan.money)
    "help.taiwan.goal.title": "Mục tiêu",
    "help.taiwan.goal.body": "Một trò chơi Đài Loan thập niên 1960. Mua đất trên các phố của Đài Loan, thu tiền thuê, "
                             "và là người cuối cùng còn lại: 大富翁, đại phú ông. Tiền được tính bằng điểm.",
    "help.taiwan.setup.title": "Chuẩn bị",
    "help.taiwan.setup.body": "Từ {min_players} đến {max_players} người chơi. Mỗi người bắt đầu với {start_cash}. Ngân "
                              "hàng có {bank_houses} nhà và {bank_hotels} khách sạn.\n"
                              "Mọi người quay con quay: số cao nhất đi trước (hòa thì quay lại), sau đó theo thứ tự "
                              "chỗ ngồi.",
    "help.taiwan.turn.title": "Một lượt: con quay",
    "help.taiwan.turn.body": "Thay cho xúc xắc là một con quay từ 1 đến {top_sides}, số nào cũng dễ ra như nhau.\n"
                             "Mỗi lượt có tối đa {spins} lần quay: sau mỗi lần quay, đi rồi làm theo ô đó, rồi quay "
                             "tiếp.\n"
                             "Ra cùng một số ba lần trong một lượt thì vào tù ngay, không đi lần thứ ba.",
    "help.taiwan.start.title": "Xuất phát",
    "help.taiwan.start.body": "Mỗi lần đi qua hoặc dừng ở Xuất phát (起點), ngân hàng trả bạn {go_salary}.",
    "help.taiwan.buying.title": "Mua đất và đấu giá",
    "help.taiwan.buying.body": "Dừng ở đất, nhà ga hay doanh nghiệp chưa ai sở hữu: mua theo giá, hoặc ngân hàng đấu giá "
                               "ngay. Ai cũng được trả giá, cả bạn; không ai trả thì đất vẫn thuộc ngân hàng.",
    "help.taiwan.rent.title": "Tiền thuê",
    "help.taiwan.rent.body": "Dừng ở đất của người khác: trả tiền thuê in trên đó. Chỉ trả khi dừng lại, không bao giờ "
                             "khi đi ngang.\n"
                             "Trọn một nhóm màu thì tiền thuê đất trống nhân đôi; có nhà thì tính tiền thuê theo nhà. "
                             "Đất thế chấp không thu tiền thuê.\n"
                             "Nhà ga thu {one_station_rent}, {two_station_rent}, {three_station_rent} hoặc "
                             "{four_station_rent} theo số nhà ga chủ có, kể cả nhà ga đang thế chấp; doanh nghiệp thu "
                             "{spin_times_one} lần số quay được, hoặc {spin_times_both} lần nếu chủ có cả hai.\n"
                             "Chủ đất đang ở tù không thu được tiền thuê nào.",
    "help.taiwan.cards.title": "Cơ hội và Vận mệnh",
    "help.taiwan.cards.body": "Dừng ở 機會 (Cơ hội) hoặc 命運 (Vận mệnh): rút lá trên cùng và làm theo; lá đó về dưới "
                              "chồng.\n"
                              "Giấy phép ra tù (出獄許可證) được giữ đến khi dùng, và có thể giao dịch.",
    "help.taiwan.tax.title": "Thuế",
    "help.taiwan.tax.body": "Thuế thu nhập: trả {income_tax}. Thuế tài sản: trả {property_tax}.",
    "help.taiwan.spy.title": "Gián điệp công nghiệp",
    "help.taiwan.spy.body": "Dừng đúng ở ô Gián điệp công nghiệp (產業間諜) khi chưa ai là Gián điệp, bạn thành Gián "
                            "điệp: quân của bạn là quân trắng. Mỗi lúc chỉ có một Gián điệp.\n"
                            "Gián điệp không đóng thuế, bỏ qua ô Vào tù, không rút thẻ, không được mua hay đấu giá "
                            "đất, không vào tù vì ba lần quay giống nhau, nhưng vẫn nhận {go_salary} ở Xuất phát.\n"
                            "Tiền thuê đảo ngược: khi Gián điệp dừng ở đất của ai, chủ đất trả tiền thuê cho Gián "
                            "điệp. Ở ô 坐牢 (Ngồi tù), Gián điệp nộp phạt {spy_fine}.\n"
                            "Lần sau Gián điệp đi qua hoặc dừng ở ô Gián điệp, họ lại thành người chơi thường.",
    "help.taiwan.jail.title": "Nhà tù",
    "help.taiwan.jail.body": "Bạn vào tù khi dừng ở ô 進牢 (Vào tù), do thẻ Lệnh bắt giam, hoặc ba lần quay giống nhau. Bạn "
                             "không nhận tiền Xuất phát trên đường đi.\n"
                             "Người ở tù ngồi tối đa ba lượt. Đầu mỗi lượt: nộp phạt {jail_fine} hoặc đưa Giấy phép để "
                             "ra và chơi lượt thường, hoặc quay một lần: ra {top_sides} thì được ra tù và đi "
                             "{top_sides} ô. Sau ba lượt thì được ra.\n"
                             "Ở tù không thu tiền thuê, nhưng vẫn được xây, bán, thế chấp và giao dịch.",
    "help.taiwan.building.title": "Nhà và khách sạn",
    "help.taiwan.building.body": "Có trọn một nhóm màu thì được xây nhà đều nhau, trong lượt của mình. Khi mọi đường "
                                 "của nhóm có {houses} nhà, {houses} nhà của một đường đổi được thành khách sạn với "
                                 "giá một nhà. Nhà bán lại cho ngân hàng được nửa giá.",
    "help.taiwan.dump.title": "Bán tháo đất (拋售)",
    "help.taiwan.dump.body": "Trong lượt mình, bạn được bán tháo một đường chưa thế chấp mà cả nhóm không có nhà: "
                             "những người khác trả giá. Không ai trả thì ngân hàng mua với nửa giá in.",
    "help.taiwan.mortgage.title": "Thế chấp và giao dịch",
    "help.taiwan.mortgage.body": "Đất mà cả nhóm không có nhà thì thế chấp được nửa giá; chuộc lại phải trả thêm "
                                 "{interest_percent}%. Người chơi được đổi đất, tiền và Giấy phép với giá thỏa thuận; "
                                 "ai nhận đất thế chấp phải trả ngân hàng {interest_percent}% ngay.",
    "help.taiwan.end.title": "Phá sản và kết thúc",
    "help.taiwan.end.body": "Nợ nhiều hơn số có thể gom được bằng cách bán và thế chấp thì bạn phá sản: tài sản về "
                            "người bạn nợ, hoặc về ngân hàng để đấu giá.\n"
                            "Người cuối cùng còn lại là 大富翁.",
    "help.taiwan.opt.spins_per_turn": "Mỗi lượt chỉ có {spins} lần quay.",
    "help.taiwan.opt.board": "Chơi trên bàn cờ riêng của lớp: tên phố, giá, đơn vị tiền và tiền khởi đầu riêng; mỗi ô vẫn giữ vai trò của nó và mọi luật vẫn như cũ.",
    "help.taiwan.opt.turn_limit": "Ván dừng sau {rounds} vòng: người giàu nhất thắng (tiền mặt, đất theo giá, nhà "
                                  "theo giá xây).",
    "help.taiwan.opt.starting_deeds": "Lúc đầu mỗi người được chia miễn phí {deeds} mảnh đất.",
    "help.taiwan.opt.end_at_first_bankruptcy": "Ván kết thúc khi có người phá sản đầu tiên: người giàu nhất còn lại "
                                               "thắng.",
}
