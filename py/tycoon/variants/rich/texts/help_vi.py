"""Vietnamese rules page of ริช รวยพลิกล็อค (Rich) (the game's "? Rules" dialog): sections
"help.rich.<section>.title" / ".body" (paragraphs split by new lines) and "help.rich.opt.<option>";
the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.rich.goal.title": "Mục tiêu",
    "help.rich.goal.body": "Một cuộc đua qua cuộc đời, từ Xuất phát đến Đích, một vòng bàn cờ. Kiếm lương, tránh tai "
                           "nạn và thử vận may. Khi mọi người về đích, ai nhiều tiền mặt nhất là ĐẠI GIA (TYCOON).",
    "help.rich.setup.title": "Chuẩn bị",
    "help.rich.setup.body": "Từ {min_players} đến {max_players} người chơi. Mỗi người bắt đầu với {start_cash} và một "
                            "thẻ Rich, để ngửa.\n"
                            "Chọn một nghề rồi gieo hai xúc xắc. Nếu tổng là một số của nghề đó, bạn được nghề ấy với "
                            "lương gấp đôi chừng nào còn giữ nghề; nếu không, bạn được nghề của số vừa gieo.\n"
                            "Ai gieo cao nhất đi trước (hòa thì gieo lại).",
    "help.rich.turn.title": "Một lượt chơi",
    "help.rich.turn.body": "Gieo hai xúc xắc, đi tới bấy nhiêu ô và làm theo ô đó. Trong lượt mình bạn cũng có thể vay "
                           "tiền.",
    "help.rich.payday.title": "Ngày lĩnh lương",
    "help.rich.payday.body": "Đi qua ô lĩnh lương: nhận lương, và được mua thẻ bảo hiểm (ô tô, hỏa hoạn, nhân "
                             "thọ) giá {insurance_price} mỗi thẻ, mỗi loại tối đa một thẻ.\nDừng đúng ô lĩnh lương: "
                             "như trên, thêm một thẻ Rich, thêm một ván Lật kèo bắt buộc: qua được "
                             "{fliplock_win_amount}, thua mất {fliplock_loss_amount}.",
    "help.rich.money.title": "Các ô tiền",
    "help.rich.money.body": "Ô vàng nhạt: nhận hoặc trả số tiền in sẵn.\nÔ tím (tai nạn): trả tiền thiệt hại, "
                            "trừ khi có bảo hiểm đúng loại: khi đó trả lại thẻ và không mất gì.\nÔ xanh dương: "
                            "gieo xúc xắc; mỗi người chơi khác trả bạn (ngày Tết: bạn trả mỗi người) tổng "
                            "điểm nhân mức in sẵn.\nVi phạm luật giao thông: vé phạt bằng số gieo × {ticket_amount}; "
                            "vé phạt thứ hai ×{second_ticket_times}, các vé sau ×{later_ticket_times}.\nSàn chứng "
                            "khoán: gieo; trên {stock_even} thì cổ phiếu tăng, bạn nhận (tổng − {stock_even}) × "
                            "{stock_up_amount}; dưới {stock_even} thì cổ phiếu giảm, bạn trả ({stock_even} − tổng) × "
                            "{stock_down_amount}; đúng {stock_even} thì cổ phiếu đứng giá, không nhận không trả.",
    "help.rich.luck.title": "May mắn và xui xẻo",
    "help.rich.luck.body": "May mắn: lấy {good_luck_amount}, hoặc chơi Lật kèo để được {good_luck_fliplock_amount} "
                           "(thua thì không được gì).\n"
                           "Xui xẻo: trả {bad_luck_amount}, hoặc chơi Lật kèo: qua thì không mất gì, thua thì trả "
                           "{bad_luck_fliplock_amount}.\n"
                           "Ô Lật kèo: bắt buộc chơi, qua được {fliplock_win_amount}, thua mất "
                           "{fliplock_loss_amount}.",
    "help.rich.fliplock.title": "Lật kèo",
    "help.rich.fliplock.body": "Bộ bài có {deck_cards} lá bài số: từ {deck_low} đến {deck_high}, thêm một lá "
                               "{deck_twice_first} và một lá {deck_twice_second} nữa. Chia úp {dealt} lá trong số đó "
                               "và lật lá đầu tiên.\n"
                               "Đoán lá kế tiếp lớn hơn hay nhỏ hơn lá vừa lật, {guesses} lần. Sai một lần là thua "
                               "ngay, lá bằng nhau cũng tính là sai. Hãy để ý những lá đã ra!",
    "help.rich.moves.title": "Các ô di chuyển",
    "help.rich.moves.body": "Đi lùi: lượt sau gieo và đi lùi bấy nhiêu ô. Các ô lĩnh lương không trả lương cho đến "
                            "khi bạn vượt qua ô mình đã lùi từ đó.\n"
                            "Nghỉ: mất lượt sau. Đi thêm một lượt: gieo tiếp ngay.\n"
                            "Đến chỗ người chơi gần nhất: đi đến chỗ người chơi khác gần nhất còn trên đường (hai người gần "
                            "như nhau thì bạn chọn) và làm theo ô đó.\n"
                            "Đổi nghề: chọn nghề rồi gieo, như lúc đầu.",
    "help.rich.cards.title": "Thẻ Rich",
    "help.rich.cards.body": "Khi ai đó sắp nhận hoặc trả tiền vì ô mình dừng, mỗi người có thẻ phù hợp được đánh một "
                            "thẻ:\n"
                            "Gấp đôi ×2: bạn nhận gấp đôi tiền của mình, hoặc người khác phải trả gấp đôi.\n"
                            "Chia phần: lấy một nửa số tiền người khác nhận.\n"
                            "Trả giúp: chọn một người khác trả một nửa số bạn nợ ngân hàng.\n"
                            "Thẻ của mọi người đều để ngửa. Thẻ đã dùng bỏ vào chồng đã dùng.",
    "help.rich.loans.title": "Vay tiền",
    "help.rich.loans.body": "Trong lượt mình bạn được vay: mỗi lần vay nhận {loan_amount} và một giấy nợ {note_amount} "
                            "phải trả. Nếu phải trả mà không đủ tiền mặt, tiền được vay tự động. Trò này không ai "
                            "phá sản.",
    "help.rich.finish.title": "Về đích",
    "help.rich.finish.body": "Dừng đúng ở Đích 1 hoặc Đích 2 (ô cuối). Gieo dư thì đếm phần dư lùi lại từ Đích 2.\n"
                             "Khi về đích, trả các giấy nợ, rồi chọn số riêng: một số ở Đích 1, hai số ở Đích 2. Từ "
                             "đó, người còn trên đường gieo trúng số của bạn thì trả bạn {number_fee}, lần nào cũng "
                             "vậy.",
    "help.rich.end.title": "Kết thúc",
    "help.rich.end.body": "Khi mọi người đã về đích, chỉ đếm tiền mặt, trừ {note_amount} cho mỗi giấy nợ chưa trả. "
                          "Người giàu nhất là ĐẠI GIA; bằng nhau thì cùng chung danh hiệu.",
    "help.rich.opt.turn_limit": "Ván dừng sau {rounds} vòng: người còn trên đường dừng tại chỗ, rồi đếm tiền.",
}
