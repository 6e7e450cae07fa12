"""Vietnamese rules page of 搶錢一族 Easy Money (the game's "? Rules" dialog): sections
"help.easymoney.<section>.title" / ".body" (paragraphs split by new lines) and
"help.easymoney.opt.<option>"; the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.easymoney.goal.title": "Mục tiêu",
    "help.easymoney.goal.body": "Một trò cá cược nhanh và ồn ào. Mọi người cùng đi một quân tiền chung và đặt cược gần như "
                                "mỗi bước. Khi quỹ chung của ngân hàng cạn, người giàu nhất thắng.",
    "help.easymoney.money.title": "Tiền và tiền cược",
    "help.easymoney.money.body": "Tiền là các cọc tiền {bundle1_amount}, {bundle2_amount}, {bundle3_amount} và "
                                 "{bundle4_amount}. Tiền nằm ở quỹ chung (ngân hàng), quỹ xổ số, tiền riêng của mỗi "
                                 "người, và các hộp của mỗi người (Gấp đôi, Lên/Xuống, Số).\n"
                                 "Một lần cược là một hoặc hai cọc tiền, không bao giờ hơn tiền riêng của bạn.",
    "help.easymoney.setup.title": "Chuẩn bị",
    "help.easymoney.setup.body": "Từ {min_players} đến {max_players} người chơi. Mỗi người lấy {start_cash} và một vé "
                                 "số; quỹ xổ số được {lottery_pot}. Mỗi người đặt 1 hoặc 2 cọc tiền vào hộp Gấp đôi "
                                 "của mình. Ai gieo một xúc xắc cao nhất đi trước (hòa thì những người hòa gieo lại).",
    "help.easymoney.turn.title": "Một lượt chơi",
    "help.easymoney.turn.body": "Gieo hai xúc xắc và đi quân tiền chung. Có ô tác động khi quân đi ngang hoặc dừng lại; "
                                "Gấp đôi, Về không và Phố Wall chỉ tác động khi dừng.\n"
                                "Trước mỗi lần gieo, mỗi người được đổi hộp Gấp đôi một lần: để nguyên, lấy hết về, hoặc "
                                "đặt vào hộp đang trống.\n"
                                "Đến lượt mà không còn tiền riêng, bạn lấy tổng số gieo × {step_amount} từ quỹ "
                                "chung.",
    "help.easymoney.double.title": "Gấp đôi và Về không",
    "help.easymoney.double.body": "Gấp đôi (dừng): mọi hộp Gấp đôi được nhân đôi từ quỹ chung.\n"
                                  "Về không (dừng): mọi hộp Gấp đôi về quỹ xổ số.\n"
                                  "Ở cả hai ô, ai có hộp Gấp đôi trống bị phạt {empty_box_fine} vào quỹ xổ số.",
    "help.easymoney.makemoney.title": "Kiếm tiền ($)",
    "help.easymoney.makemoney.body": "Người vừa gieo nhận {make_money_pass_amount} khi đi qua Kiếm tiền, hoặc "
                                     "{make_money_stop_amount} khi dừng ở đó.",
    "help.easymoney.lottery.title": "Xổ số",
    "help.easymoney.lottery.body": "Đi qua hoặc dừng ở Xổ số: người vừa gieo rút thêm một vé, rồi gieo xúc xắc đỏ, "
                                   "trắng, xanh. Đúng một vé có con số đó. Ai giữ vé ấy thắng cả quỹ xổ số; rồi "
                                   "{top_up_amount} được bỏ vào quỹ và mọi người lấy vé mới. Nếu không, quỹ vẫn giữ "
                                   "nguyên.",
    "help.easymoney.greed.title": "Tham tiền",
    "help.easymoney.greed.body": "Đi qua hoặc dừng ở Tham tiền: chọn một người khác và gieo một xúc xắc bao nhiêu lần "
                                 "tùy gan. Mỗi lần ra 2 đến 6 được cộng điểm; ra 1 là mất hết. Dừng lại thì người "
                                 "kia trả bạn số điểm × {step_amount} từ tiền riêng (tối đa số họ có).",
    "help.easymoney.wallstreet.title": "Phố Wall",
    "help.easymoney.wallstreet.body": "Dừng ở Phố Wall: mọi người thấy mặt sau lá thẻ thị trường trên cùng, một tin "
                                      "đồn. Mỗi người có thể cược Lên hoặc Xuống. Lật thẻ: ai đúng được lấy lại "
                                      "tiền cược cộng tiền cược × tỷ lệ in trên thẻ; tiền cược thua vào quỹ xổ số.",
    "help.easymoney.lucky.title": "Xúc xắc may mắn",
    "help.easymoney.lucky.body": "Đi qua hoặc dừng ở Xúc xắc may mắn: mọi người có thể cược vào 4, 5, 6, 8, 9 hoặc "
                                 "10. Rồi người vừa gieo gieo liên tục:\n"
                                 "ra 4, 5, 6, 8, 9 hoặc 10 lần đầu thì trả các cược trên số đó theo tỷ lệ; ra 2, 3, 11 "
                                 "hoặc 12 lần đầu thì người gieo được {step_amount}; số đã ra rồi: gieo lại; ra 7 thì "
                                 "người gieo lấy hết tiền cược còn lại, và phiên kết thúc.\n"
                                 "Tỷ lệ công bằng: 4 và 10 trả 2 ăn 1, 5 và 9 trả 3 ăn 2, 6 và 8 trả 6 ăn 5.",
    "help.easymoney.mystery.title": "Giải thưởng bí ẩn",
    "help.easymoney.mystery.body": "Đi qua hoặc dừng ở Giải thưởng bí ẩn: người vừa gieo rút lá thẻ trên cùng và làm "
                                   "theo. Thẻ ghi “giữ lại” thì người đó giữ đến khi dùng.",
    "help.easymoney.end.title": "Khi ngân hàng cạn tiền",
    "help.easymoney.end.body": "Khi quỹ chung hết, ô đang chơi được làm xong rồi bắt đầu lần xổ số cuối: người "
                               "chơi gieo đỏ, trắng, xanh. Ai giữ vé đó lấy quỹ xổ số và ván kết thúc. Nếu không, "
                               "mọi người bỏ thêm {final_share_amount} (hoặc tất cả số mình có) vào quỹ và người kế "
                               "tiếp gieo.\n"
                               "Sau đó mọi người lấy lại tiền trong các hộp của mình; người giàu nhất thắng, bằng nhau "
                               "thì cùng thắng.",
    "help.easymoney.opt.turn_limit": "Sau {rounds} vòng, lần xổ số cuối bắt đầu, dù ngân hàng vẫn còn tiền.",
}
