"""Vietnamese rules page of Cờ Tỷ Phú (Monopoly) (the game's "? Rules" dialog): sections
"help.monopoly.<section>.title" / ".body" (paragraphs split by new lines) and
"help.monopoly.opt.<option>"; the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.monopoly.goal.title": "Mục tiêu",
    "help.monopoly.goal.body": "Mua khu đất, trạm xe lửa và công ty, thu tiền thuê của người chơi khác, và là người "
                               "cuối cùng chưa phá sản.",
    "help.monopoly.setup.title": "Chuẩn bị",
    "help.monopoly.setup.body": "Từ {min_players} đến {max_players} người chơi. Mỗi người bắt đầu với {start_cash}. "
                                "Ngân hàng không bao giờ hết tiền, nhưng chỉ có {bank_houses} nhà và {bank_hotels} "
                                "khách sạn.\n"
                                "Mọi người gieo hai xúc xắc: ai được tổng cao nhất đi trước (hòa thì gieo lại). Sau "
                                "đó lần lượt theo thứ tự chỗ ngồi.",
    "help.monopoly.turn.title": "Một lượt chơi",
    "help.monopoly.turn.body": "Gieo hai xúc xắc, đi bấy nhiêu ô và làm theo ô đó.\n"
                               "Gieo ra số đôi (hai mặt giống nhau): xong ô thì gieo tiếp. Gieo ra số đôi lần thứ ba liên tiếp thì "
                               "vào tù ngay, không đi nữa.\n"
                               "Trước hoặc sau khi gieo, bạn có thể xây, bán, thế chấp hay giao dịch.",
    "help.monopoly.go.title": "Khởi hành",
    "help.monopoly.go.body": "Mỗi lần đi qua hoặc dừng ở ô Khởi hành, bằng xúc xắc hay bằng thẻ, ngân hàng trả bạn "
                             "{go_salary}.",
    "help.monopoly.buying.title": "Mua đất và đấu giá",
    "help.monopoly.buying.body": "Dừng ở một khu đất, trạm xe lửa hay công ty chưa ai sở hữu: mua theo giá in, hoặc từ "
                                 "chối.\n"
                                 "Nếu từ chối, ngân hàng đấu giá ngay. Ai cũng được trả giá, cả bạn. Mỗi lần trả phải "
                                 "cao hơn lần trước và không quá số tiền mặt của người trả. Giá cao nhất thắng; nếu "
                                 "không ai trả, đất vẫn thuộc ngân hàng.",
    "help.monopoly.rent.title": "Tiền thuê",
    "help.monopoly.rent.body": "Dừng ở đất của người khác: trả chủ đất tiền thuê in trên bằng khoán. Đất đang thế "
                               "chấp thì không thu tiền thuê.\n"
                               "Sở hữu trọn một nhóm màu thì tiền thuê các khu đất chưa có nhà được nhân đôi, kể cả "
                               "khi một khu đất trong nhóm đang thế chấp. Trạm xe lửa thu {one_rail_rent}, "
                               "{two_rail_rent}, {three_rail_rent} hoặc {four_rail_rent} theo số trạm của chủ; công "
                               "ty thu {dice_times_one} lần số xúc xắc, hoặc {dice_times_both} lần nếu chủ có cả hai.",
    "help.monopoly.cards.title": "Cơ hội và Khí vận",
    "help.monopoly.cards.body": "Dừng ở các ô này: rút lá trên cùng của chồng thẻ và làm theo; rồi lá đó về dưới "
                                "cùng.\n"
                                "Thẻ “Ra tù miễn phí” được giữ đến khi dùng, và có thể giao dịch.",
    "help.monopoly.tax.title": "Thuế",
    "help.monopoly.tax.body": "Thuế thu nhập: trả {income_tax}, hoặc {income_percent}% mọi thứ bạn có (tiền mặt, cộng "
                              "giá in của đất và nhà). Bạn chọn trước khi thấy con số {income_percent}%.\n"
                              "Thuế xa xỉ: trả {luxury_tax}.",
    "help.monopoly.jail.title": "Nhà tù",
    "help.monopoly.jail.body": "Bạn vào tù khi dừng ở ô “Đi tù”, do một thẻ, hoặc gieo ra số đôi ba lần liên tiếp. "
                               "Bạn không nhận {go_salary} trên đường đi, và lượt kết thúc. Dừng ở ô Nhà tù bằng một "
                               "bước đi thường chỉ là “thăm tù”.\n"
                               "Để ra tù: gieo ra số đôi trong ba lượt tới (bạn đi, nhưng không gieo tiếp), dùng thẻ "
                               "Ra tù miễn phí, hoặc trả {jail_fine} trước khi gieo. Trượt lần thứ ba thì trả "
                               "{jail_fine} rồi đi.\n"
                               "Trong tù bạn vẫn thu tiền thuê, xây nhà, thế chấp và giao dịch.",
    "help.monopoly.building.title": "Nhà và khách sạn",
    "help.monopoly.building.body": "Khi sở hữu mọi khu đất của một nhóm màu, bạn được xây nhà trên đó theo giá nhà in "
                                   "sẵn. Xây đều: không khu đất nào có nhà thứ hai khi khu đất khác trong nhóm chưa có "
                                   "nhà thứ nhất, và cứ thế.\n"
                                   "Có {houses} nhà trên một khu đất thì được mua khách sạn: các nhà trả về ngân hàng. "
                                   "Nhà bán lại cho ngân hàng được nửa giá, cũng phải bán đều.\n"
                                   "Nếu ngân hàng không đủ nhà hay khách sạn cho mọi người muốn xây, ngân hàng đem "
                                   "đấu giá.",
    "help.monopoly.mortgage.title": "Thế chấp",
    "help.monopoly.mortgage.body": "Đất mà cả nhóm không có nhà thì thế chấp được: ngân hàng trả bạn nửa giá đất, và "
                                   "đất không thu tiền thuê. Muốn chuộc lại, trả số đó cộng thêm "
                                   "{interest_percent}%.\n"
                                   "Ai nhận đất đang thế chấp từ người chơi khác phải trả ngân hàng "
                                   "{interest_percent}% ngay.",
    "help.monopoly.trading.title": "Giao dịch",
    "help.monopoly.trading.body": "Đầu hoặc cuối lượt, một người có thể đề nghị người khác đổi tiền, đất và thẻ ra "
                                  "tù. Người kia nhận, từ chối hoặc đưa đề nghị ngược lại. Chỉ đổi được khu đất khi cả "
                                  "nhóm không có nhà. Người chơi không bao giờ cho nhau vay tiền.",
    "help.monopoly.end.title": "Phá sản và kết thúc",
    "help.monopoly.end.body": "Khi nợ nhiều hơn số bạn có, bạn được bán nhà và thế chấp trước. Nếu vẫn không đủ, bạn "
                              "phá sản và rời ván: tài sản về tay người bạn nợ, hoặc nếu nợ ngân hàng thì ngân hàng "
                              "đem đất ra đấu giá.\n"
                              "Người cuối cùng chưa phá sản thắng.",
    "help.monopoly.opt.board": "Chơi trên bàn cờ riêng của lớp: tên phố, giá, đơn vị tiền và tiền khởi đầu riêng; mỗi ô vẫn giữ vai trò của nó và mọi luật vẫn như cũ.",
    "help.monopoly.opt.turn_limit": "Ván dừng sau {rounds} vòng: người giàu nhất thắng (tiền mặt, cộng đất theo giá, "
                                    "nhà theo giá xây, đất thế chấp theo giá trừ tiền thế chấp).",
    "help.monopoly.opt.starting_deeds": "Lúc đầu mỗi người được chia miễn phí {deeds} mảnh đất.",
    "help.monopoly.opt.hotel_after": "Chỉ cần {houses} nhà là lên được khách sạn.",
    "help.monopoly.opt.must_leave_jail_next_turn": "Người trong tù phải ra tù ngay lượt sau (gieo ra số đôi, dùng thẻ, "
                                                   "hoặc trả {jail_fine}).",
    "help.monopoly.opt.end_at_first_bankruptcy": "Ván kết thúc khi có người phá sản đầu tiên: người giàu nhất còn "
                                                 "lại thắng.",
    "help.monopoly.opt.build_without_monopoly": "Được xây trên một khu đất dù chưa có cả nhóm, nhưng chỉ khi dừng lại ở khu đất "
                                                "đó lần nữa.",
    "help.monopoly.opt.rent_must_be_claimed": "Chủ đất phải đòi tiền thuê trước khi người kế tiếp gieo, nếu không "
                                              "sẽ mất.",
}
