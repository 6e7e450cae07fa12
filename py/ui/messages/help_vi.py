"""Vietnamese rules help: the keys of help_en.py, in the words of the games' Vietnamese
texts (Khởi hành, Cơ hội, Khí vận, thế chấp, đấu giá…); money as Vietnamese writes it (1.500 $).
Merged into ui.messages.vi."""

MESSAGES = {
    "help.table.title": "Tùy chọn của ván này",
    "help.table.none": "Ván này chơi theo luật chuẩn, không đổi tùy chọn nào.",
    "help.table.intro": "Các tùy chọn đã chọn khi bắt đầu ván:",
    # ---- Monopoly -------------------------------------------------------------------------------
    "help.monopoly.goal.title": "Mục tiêu",
    "help.monopoly.goal.body": "Mua khu đất, trạm xe lửa và công ty, thu tiền thuê của người chơi khác, và là người "
                               "cuối cùng chưa phá sản.",
    "help.monopoly.setup.title": "Chuẩn bị",
    "help.monopoly.setup.body": "Từ 2 đến 8 người chơi. Mỗi người bắt đầu với 1.500 $. Ngân hàng không bao giờ hết "
                                "tiền, nhưng chỉ có 32 nhà và 12 khách sạn.\n"
                                "Mọi người gieo hai xúc xắc: ai được tổng cao nhất đi trước (hòa thì gieo lại). Sau đó "
                                "lần lượt theo thứ tự chỗ ngồi.",
    "help.monopoly.turn.title": "Một lượt chơi",
    "help.monopoly.turn.body": "Gieo hai xúc xắc, đi bấy nhiêu ô và làm theo ô đó.\n"
                               "Gieo ra số đôi (hai mặt giống nhau): xong ô thì gieo tiếp. Gieo ra số đôi lần thứ ba liên tiếp thì "
                               "vào tù ngay, không đi nữa.\n"
                               "Trước hoặc sau khi gieo, bạn có thể xây, bán, thế chấp hay giao dịch.",
    "help.monopoly.go.title": "Khởi hành",
    "help.monopoly.go.body": "Mỗi lần đi qua hoặc dừng ở ô Khởi hành, bằng xúc xắc hay bằng thẻ, ngân hàng trả bạn "
                             "200 $.",
    "help.monopoly.buying.title": "Mua đất và đấu giá",
    "help.monopoly.buying.body": "Dừng ở một khu đất, trạm xe lửa hay công ty chưa ai sở hữu: mua theo giá in, hoặc từ "
                                 "chối.\n"
                                 "Nếu từ chối, ngân hàng đấu giá ngay. Ai cũng được trả giá, cả bạn. Mỗi lần trả phải "
                                 "cao hơn lần trước và không quá số tiền mặt của người trả. Giá cao nhất thắng; nếu "
                                 "không ai trả, đất vẫn thuộc ngân hàng.",
    "help.monopoly.rent.title": "Tiền thuê",
    "help.monopoly.rent.body": "Dừng ở đất của người khác: trả chủ đất tiền thuê in trên bằng khoán. Đất đang "
                               "thế chấp thì không thu tiền thuê.\nSở hữu trọn một nhóm màu thì tiền thuê các khu "
                               "đất chưa có nhà được nhân đôi, kể cả khi một khu đất trong nhóm đang thế chấp. "
                               "Trạm xe lửa thu 25, 50, 100 hoặc 200 theo số trạm của chủ; công ty thu 4 lần số xúc "
                               "xắc, hoặc 10 lần nếu chủ có cả hai.",
    "help.monopoly.cards.title": "Cơ hội và Khí vận",
    "help.monopoly.cards.body": "Dừng ở các ô này: rút lá trên cùng của chồng thẻ và làm theo; rồi lá đó về dưới "
                                "cùng.\n"
                                "Thẻ “Ra tù miễn phí” được giữ đến khi dùng, và có thể giao dịch.",
    "help.monopoly.tax.title": "Thuế",
    "help.monopoly.tax.body": "Thuế thu nhập: trả 200 $, hoặc 10% mọi thứ bạn có (tiền mặt, cộng giá in của đất và "
                              "nhà). Bạn chọn trước khi thấy con số 10%.\n"
                              "Thuế xa xỉ: trả 100 $.",
    "help.monopoly.jail.title": "Nhà tù",
    "help.monopoly.jail.body": "Bạn vào tù khi dừng ở ô “Đi tù”, do một thẻ, hoặc gieo ra số đôi ba lần liên tiếp. Bạn "
                               "không nhận 200 $ trên đường đi, và lượt kết thúc. Dừng ở ô Nhà tù bằng một bước đi "
                               "thường chỉ là “thăm tù”.\n"
                               "Để ra tù: gieo ra số đôi trong ba lượt tới (bạn đi, nhưng không gieo tiếp), dùng thẻ "
                               "Ra tù miễn phí, hoặc trả 50 $ trước khi gieo. Trượt lần thứ ba thì trả 50 $ rồi đi.\n"
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
                                   "đất không thu tiền thuê. Muốn chuộc lại, trả số đó cộng thêm 10%.\n"
                                   "Ai nhận đất đang thế chấp từ người chơi khác phải trả ngân hàng 10% ngay.",
    "help.monopoly.trading.title": "Giao dịch",
    "help.monopoly.trading.body": "Đầu hoặc cuối lượt, một người có thể đề nghị người khác đổi tiền, đất và thẻ ra "
                                  "tù. Người kia nhận, từ chối hoặc đưa đề nghị ngược lại. Chỉ đổi được khu đất khi cả "
                                  "nhóm không có nhà. Người chơi không bao giờ cho nhau vay tiền.",
    "help.monopoly.end.title": "Phá sản và kết thúc",
    "help.monopoly.end.body": "Khi nợ nhiều hơn số bạn có, bạn được bán nhà và thế chấp trước. Nếu vẫn không đủ, bạn "
                              "phá sản và rời ván: tài sản về tay người bạn nợ, hoặc nếu nợ ngân hàng thì ngân hàng "
                              "đem đất ra đấu giá.\n"
                              "Người cuối cùng chưa phá sản thắng.",
    "help.monopoly.opt.turn_limit": "Ván dừng sau {rounds} vòng: người giàu nhất thắng (tiền mặt, cộng đất theo giá, "
                                    "nhà theo giá xây, đất thế chấp theo giá trừ tiền thế chấp).",
    "help.monopoly.opt.starting_deeds": "Lúc đầu mỗi người được chia miễn phí {deeds} mảnh đất.",
    "help.monopoly.opt.hotel_after": "Chỉ cần {houses} nhà là lên được khách sạn.",
    "help.monopoly.opt.must_leave_jail_next_turn": "Người trong tù phải ra tù ngay lượt sau (gieo ra số đôi, dùng thẻ, "
                                                   "hoặc trả 50 $).",
    "help.monopoly.opt.end_at_first_bankruptcy": "Ván kết thúc khi có người phá sản đầu tiên: người giàu nhất còn "
                                                 "lại thắng.",
    "help.monopoly.opt.build_without_monopoly": "Được xây trên một khu đất dù chưa có cả nhóm, nhưng chỉ khi dừng lại ở khu đất "
                                                "đó lần nữa.",
    "help.monopoly.opt.rent_must_be_claimed": "Chủ đất phải đòi tiền thuê trước khi người kế tiếp gieo, nếu không "
                                              "sẽ mất.",
    # ---- Taiwan ---------------------------------------------------------------------------------
    "help.taiwan.goal.title": "Mục tiêu",
    "help.taiwan.goal.body": "Một trò chơi Đài Loan thập niên 1960. Mua đất trên các phố của Đài Loan, thu tiền thuê, "
                             "và là người cuối cùng còn lại: 大富翁, đại phú ông. Tiền được tính bằng điểm.",
    "help.taiwan.setup.title": "Chuẩn bị",
    "help.taiwan.setup.body": "Từ 2 đến 5 người chơi. Mỗi người bắt đầu với 15.000 điểm. Ngân hàng có 28 nhà và 10 "
                              "khách sạn.\n"
                              "Mọi người quay con quay: số cao nhất đi trước (hòa thì quay lại), sau đó theo thứ tự "
                              "chỗ ngồi.",
    "help.taiwan.turn.title": "Một lượt: con quay",
    "help.taiwan.turn.body": "Thay cho xúc xắc là một con quay từ 1 đến 12, số nào cũng dễ ra như nhau.\n"
                             "Mỗi lượt có tối đa {spins} lần quay: sau mỗi lần quay, đi rồi làm theo ô đó, rồi quay "
                             "tiếp.\n"
                             "Ra cùng một số ba lần trong một lượt thì vào tù ngay, không đi lần thứ ba.",
    "help.taiwan.start.title": "Xuất phát",
    "help.taiwan.start.body": "Mỗi lần đi qua hoặc dừng ở Xuất phát (起點), ngân hàng trả bạn 2.000 điểm.",
    "help.taiwan.buying.title": "Mua đất và đấu giá",
    "help.taiwan.buying.body": "Dừng ở đất, nhà ga hay doanh nghiệp chưa ai sở hữu: mua theo giá, hoặc ngân hàng đấu giá "
                               "ngay. Ai cũng được trả giá, cả bạn; không ai trả thì đất vẫn thuộc ngân hàng.",
    "help.taiwan.rent.title": "Tiền thuê",
    "help.taiwan.rent.body": "Dừng ở đất của người khác: trả tiền thuê in trên đó. Chỉ trả khi dừng lại, không bao giờ "
                             "khi đi ngang.\n"
                             "Trọn một nhóm màu thì tiền thuê đất trống nhân đôi; có nhà thì tính tiền thuê theo nhà. "
                             "Đất thế chấp không thu tiền thuê.\n"
                             "Chủ đất đang ở tù không thu được tiền thuê nào.",
    "help.taiwan.cards.title": "Cơ hội và Vận mệnh",
    "help.taiwan.cards.body": "Dừng ở 機會 (Cơ hội) hoặc 命運 (Vận mệnh): rút lá trên cùng và làm theo; lá đó về dưới "
                              "chồng.\n"
                              "Giấy phép ra tù (出獄許可證) được giữ đến khi dùng, và có thể giao dịch.",
    "help.taiwan.tax.title": "Thuế",
    "help.taiwan.tax.body": "Thuế thu nhập: trả 2.000 điểm. Thuế tài sản: trả 1.000 điểm.",
    "help.taiwan.spy.title": "Gián điệp công nghiệp",
    "help.taiwan.spy.body": "Dừng đúng ở ô Gián điệp công nghiệp (產業間諜) khi chưa ai là Gián điệp, bạn thành Gián "
                            "điệp: quân của bạn là quân trắng. Mỗi lúc chỉ có một Gián điệp.\n"
                            "Gián điệp không đóng thuế, bỏ qua ô Vào tù, không rút thẻ, không được mua hay đấu giá "
                            "đất, không vào tù vì ba lần quay giống nhau, nhưng vẫn nhận 2.000 ở Xuất phát.\n"
                            "Tiền thuê đảo ngược: khi Gián điệp dừng ở đất của ai, chủ đất trả tiền thuê cho Gián "
                            "điệp. Ở ô 坐牢 (Ngồi tù), Gián điệp nộp phạt 1.000 điểm.\n"
                            "Lần sau Gián điệp đi qua hoặc dừng ở ô Gián điệp, họ lại thành người chơi thường.",
    "help.taiwan.jail.title": "Nhà tù",
    "help.taiwan.jail.body": "Bạn vào tù khi dừng ở ô 進牢 (Vào tù), do thẻ Lệnh bắt giam, hoặc ba lần quay giống nhau. Bạn "
                             "không nhận tiền Xuất phát trên đường đi.\n"
                             "Người ở tù ngồi tối đa ba lượt. Đầu mỗi lượt: nộp phạt 500 điểm hoặc đưa Giấy phép để ra "
                             "và chơi lượt thường, hoặc quay một lần: ra 12 thì được ra tù và đi 12 ô. Sau ba lượt "
                             "thì được ra.\n"
                             "Ở tù không thu tiền thuê, nhưng vẫn được xây, bán, thế chấp và giao dịch.",
    "help.taiwan.building.title": "Nhà và khách sạn",
    "help.taiwan.building.body": "Có trọn một nhóm màu thì được xây nhà đều nhau, trong lượt của mình. Khi mọi đường "
                                 "của nhóm có 4 nhà, 4 nhà của một đường đổi được thành khách sạn với giá một nhà. "
                                 "Nhà bán lại cho ngân hàng được nửa giá.",
    "help.taiwan.dump.title": "Bán tháo đất (拋售)",
    "help.taiwan.dump.body": "Trong lượt mình, bạn được bán tháo một đường chưa thế chấp mà cả nhóm không có nhà: "
                             "những người khác trả giá. Không ai trả thì ngân hàng mua với nửa giá in.",
    "help.taiwan.mortgage.title": "Thế chấp và giao dịch",
    "help.taiwan.mortgage.body": "Đất mà cả nhóm không có nhà thì thế chấp được nửa giá; chuộc lại phải trả thêm 10%. "
                                 "Người chơi được đổi đất, tiền và Giấy phép với giá thỏa thuận; ai nhận đất thế chấp "
                                 "phải trả ngân hàng 10% ngay.",
    "help.taiwan.end.title": "Phá sản và kết thúc",
    "help.taiwan.end.body": "Nợ nhiều hơn số có thể gom được bằng cách bán và thế chấp thì bạn phá sản: tài sản về "
                            "người bạn nợ, hoặc về ngân hàng để đấu giá.\n"
                            "Người cuối cùng còn lại là 大富翁.",
    "help.taiwan.opt.spins_per_turn": "Mỗi lượt chỉ có {spins} lần quay.",
    "help.taiwan.opt.turn_limit": "Ván dừng sau {rounds} vòng: người giàu nhất thắng (tiền mặt, đất theo giá, nhà "
                                  "theo giá xây).",
    "help.taiwan.opt.starting_deeds": "Lúc đầu mỗi người được chia miễn phí {deeds} mảnh đất.",
    "help.taiwan.opt.end_at_first_bankruptcy": "Ván kết thúc khi có người phá sản đầu tiên: người giàu nhất còn lại "
                                               "thắng.",
    # ---- Rich -----------------------------------------------------------------------------------
    "help.rich.goal.title": "Mục tiêu",
    "help.rich.goal.body": "Một cuộc đua qua cuộc đời, từ Xuất phát đến Đích, một vòng bàn cờ. Kiếm lương, tránh tai "
                           "nạn và thử vận may. Khi mọi người về đích, ai nhiều tiền mặt nhất là ĐẠI GIA (TYCOON).",
    "help.rich.setup.title": "Chuẩn bị",
    "help.rich.setup.body": "Từ 2 đến 6 người chơi. Mỗi người bắt đầu với 200.000 ฿ và một thẻ Rich, để ngửa.\n"
                            "Chọn một nghề rồi gieo hai xúc xắc. Nếu tổng là một số của nghề đó, bạn được nghề ấy với "
                            "lương gấp đôi chừng nào còn giữ nghề; nếu không, bạn được nghề của số vừa gieo.\n"
                            "Ai gieo cao nhất đi trước (hòa thì gieo lại).",
    "help.rich.turn.title": "Một lượt chơi",
    "help.rich.turn.body": "Gieo hai xúc xắc, đi tới bấy nhiêu ô và làm theo ô đó. Trong lượt mình bạn cũng có thể vay "
                           "tiền.",
    "help.rich.payday.title": "Ngày lĩnh lương",
    "help.rich.payday.body": "Đi qua ô lĩnh lương: nhận lương, và được mua thẻ bảo hiểm (ô tô, hỏa hoạn, nhân "
                             "thọ) giá 20.000 ฿ mỗi thẻ, mỗi loại tối đa một thẻ.\nDừng đúng ô lĩnh lương: như "
                             "trên, thêm một thẻ Rich, thêm một ván Lật kèo bắt buộc: qua được 300.000 ฿, thua "
                             "mất 30.000 ฿.",
    "help.rich.money.title": "Các ô tiền",
    "help.rich.money.body": "Ô vàng nhạt: nhận hoặc trả số tiền in sẵn.\nÔ tím (tai nạn): trả tiền thiệt hại, "
                            "trừ khi có bảo hiểm đúng loại: khi đó trả lại thẻ và không mất gì.\nÔ xanh dương: "
                            "gieo xúc xắc; mỗi người chơi khác trả bạn (ngày Tết: bạn trả mỗi người) tổng "
                            "điểm nhân mức in sẵn.\nVi phạm luật giao thông: vé phạt bằng số gieo × 10.000 ฿; "
                            "vé phạt thứ hai ×3, các vé sau ×5.\nSàn chứng khoán: gieo; trên 5 thì cổ phiếu "
                            "tăng, bạn nhận (tổng − 5) × 20.000 ฿; dưới 5 thì cổ phiếu giảm, bạn trả (5 − "
                            "tổng) × 30.000 ฿; đúng 5 thì cổ phiếu đứng giá, không nhận không trả.",
    "help.rich.luck.title": "May mắn và xui xẻo",
    "help.rich.luck.body": "May mắn: lấy 20.000 ฿, hoặc chơi Lật kèo để được 200.000 ฿ (thua thì không được gì).\n"
                           "Xui xẻo: trả 100.000 ฿, hoặc chơi Lật kèo: qua thì không mất gì, thua thì trả "
                           "120.000 ฿.\n"
                           "Ô Lật kèo: bắt buộc chơi, qua được 300.000 ฿, thua mất 30.000 ฿.",
    "help.rich.fliplock.title": "Lật kèo",
    "help.rich.fliplock.body": "Bộ bài có 11 lá bài số: từ 1 đến 9, thêm một lá 4 và một lá 5 nữa. Chia úp 6 lá và lật lá "
                               "đầu tiên.\n"
                               "Đoán lá kế tiếp lớn hơn hay nhỏ hơn lá vừa lật, năm lần. Sai một lần là thua ngay, "
                               "lá bằng nhau cũng tính là sai. Hãy để ý những lá đã ra!",
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
    "help.rich.loans.body": "Trong lượt mình bạn được vay: mỗi lần vay nhận 180.000 ฿ và một giấy nợ 200.000 ฿ phải "
                            "trả. Nếu phải trả mà không đủ tiền mặt, tiền được vay tự động. Trò này không ai phá sản.",
    "help.rich.finish.title": "Về đích",
    "help.rich.finish.body": "Dừng đúng ở Đích 1 hoặc Đích 2 (ô cuối). Gieo dư thì đếm phần dư lùi lại từ Đích 2.\n"
                             "Khi về đích, trả các giấy nợ, rồi chọn số riêng: một số ở Đích 1, hai số ở Đích 2. Từ "
                             "đó, người còn trên đường gieo trúng số của bạn thì trả bạn 50.000 ฿, lần nào cũng vậy.",
    "help.rich.end.title": "Kết thúc",
    "help.rich.end.body": "Khi mọi người đã về đích, chỉ đếm tiền mặt, trừ 200.000 ฿ cho mỗi giấy nợ chưa trả. Người "
                          "giàu nhất là ĐẠI GIA; bằng nhau thì cùng chung danh hiệu.",
    "help.rich.opt.turn_limit": "Ván dừng sau {rounds} vòng: người còn trên đường dừng tại chỗ, rồi đếm tiền.",
    # ---- Easy Money -----------------------------------------------------------------------------
    "help.easymoney.goal.title": "Mục tiêu",
    "help.easymoney.goal.body": "Một trò cá cược nhanh và ồn ào. Mọi người cùng đi một quân tiền chung và đặt cược gần như "
                                "mỗi bước. Khi quỹ chung của ngân hàng cạn, người giàu nhất thắng.",
    "help.easymoney.money.title": "Tiền và tiền cược",
    "help.easymoney.money.body": "Tiền là các cọc tiền 100.000 $, 200.000 $, 500.000 $ và 1.000.000 $. Tiền nằm ở quỹ "
                                 "chung (ngân hàng), quỹ xổ số, tiền riêng của mỗi người, và các hộp của mỗi "
                                 "người (Gấp đôi, Lên/Xuống, Số).\n"
                                 "Một lần cược là một hoặc hai cọc tiền, không bao giờ hơn tiền riêng của bạn.",
    "help.easymoney.setup.title": "Chuẩn bị",
    "help.easymoney.setup.body": "Từ 2 đến 4 người chơi. Mỗi người lấy 3.600.000 $ và một vé số; quỹ xổ số được "
                                 "1.000.000 $. Mỗi người đặt 1 hoặc 2 cọc tiền vào hộp Gấp đôi của mình. Ai gieo một xúc xắc "
                                 "cao nhất đi trước (hòa thì những người hòa gieo lại).",
    "help.easymoney.turn.title": "Một lượt chơi",
    "help.easymoney.turn.body": "Gieo hai xúc xắc và đi quân tiền chung. Có ô tác động khi quân đi ngang hoặc dừng lại; "
                                "Gấp đôi, Về không và Phố Wall chỉ tác động khi dừng.\n"
                                "Trước mỗi lần gieo, mỗi người được đổi hộp Gấp đôi một lần: để nguyên, lấy hết về, hoặc "
                                "đặt vào hộp đang trống.\n"
                                "Đến lượt mà không còn tiền riêng, bạn lấy tổng số gieo × 100.000 $ từ quỹ "
                                "chung.",
    "help.easymoney.double.title": "Gấp đôi và Về không",
    "help.easymoney.double.body": "Gấp đôi (dừng): mọi hộp Gấp đôi được nhân đôi từ quỹ chung.\n"
                                  "Về không (dừng): mọi hộp Gấp đôi về quỹ xổ số.\n"
                                  "Ở cả hai ô, ai có hộp Gấp đôi trống bị phạt 500.000 $ vào quỹ xổ số.",
    "help.easymoney.makemoney.title": "Kiếm tiền ($)",
    "help.easymoney.makemoney.body": "Người vừa gieo nhận 1.000.000 $ khi đi qua Kiếm tiền, hoặc 2.000.000 $ khi dừng "
                                     "ở đó.",
    "help.easymoney.lottery.title": "Xổ số",
    "help.easymoney.lottery.body": "Đi qua hoặc dừng ở Xổ số: người vừa gieo rút thêm một vé, rồi gieo xúc xắc đỏ, "
                                   "trắng, xanh. Đúng một vé có con số đó. Ai giữ vé ấy thắng cả quỹ xổ số; rồi "
                                   "1.000.000 $ được bỏ vào quỹ và mọi người lấy vé mới. Nếu không, quỹ vẫn giữ "
                                   "nguyên.",
    "help.easymoney.greed.title": "Tham tiền",
    "help.easymoney.greed.body": "Đi qua hoặc dừng ở Tham tiền: chọn một người khác và gieo một xúc xắc bao nhiêu lần "
                                 "tùy gan. Mỗi lần ra 2 đến 6 được cộng điểm; ra 1 là mất hết. Dừng lại thì người "
                                 "kia trả bạn số điểm × 100.000 $ từ tiền riêng (tối đa số họ có).",
    "help.easymoney.wallstreet.title": "Phố Wall",
    "help.easymoney.wallstreet.body": "Dừng ở Phố Wall: mọi người thấy mặt sau lá thẻ thị trường trên cùng, một tin "
                                      "đồn. Mỗi người có thể cược Lên hoặc Xuống. Lật thẻ: ai đúng được lấy lại "
                                      "tiền cược cộng tiền cược × tỷ lệ in trên thẻ; tiền cược thua vào quỹ xổ số.",
    "help.easymoney.lucky.title": "Xúc xắc may mắn",
    "help.easymoney.lucky.body": "Đi qua hoặc dừng ở Xúc xắc may mắn: mọi người có thể cược vào 4, 5, 6, 8, 9 hoặc "
                                 "10. Rồi người vừa gieo gieo liên tục:\n"
                                 "ra 4, 5, 6, 8, 9 hoặc 10 lần đầu thì trả các cược trên số đó theo tỷ lệ; ra 2, 3, 11 "
                                 "hoặc 12 lần đầu thì người gieo được 100.000 $; số đã ra rồi: gieo lại; ra 7 thì người "
                                 "gieo lấy hết tiền cược còn lại, và phiên kết thúc.\n"
                                 "Tỷ lệ công bằng: 4 và 10 trả 2 ăn 1, 5 và 9 trả 3 ăn 2, 6 và 8 trả 6 ăn 5.",
    "help.easymoney.mystery.title": "Giải thưởng bí ẩn",
    "help.easymoney.mystery.body": "Đi qua hoặc dừng ở Giải thưởng bí ẩn: người vừa gieo rút lá thẻ trên cùng và làm "
                                   "theo. Thẻ ghi “giữ lại” thì người đó giữ đến khi dùng.",
    "help.easymoney.end.title": "Khi ngân hàng cạn tiền",
    "help.easymoney.end.body": "Khi quỹ chung hết, ô đang chơi được làm xong rồi bắt đầu lần xổ số cuối: người "
                               "chơi gieo đỏ, trắng, xanh. Ai giữ vé đó lấy quỹ xổ số và ván kết thúc. Nếu không, "
                               "mọi người bỏ thêm 500.000 $ (hoặc tất cả số mình có) vào quỹ và người kế tiếp gieo.\n"
                               "Sau đó mọi người lấy lại tiền trong các hộp của mình; người giàu nhất thắng, bằng nhau "
                               "thì cùng thắng.",
    "help.easymoney.opt.turn_limit": "Sau {rounds} vòng, lần xổ số cuối bắt đầu, dù ngân hàng vẫn còn tiền.",
    # ---- Babylon --------------------------------------------------------------------------------
    "help.babylon.goal.title": "Mục tiêu",
    "help.babylon.goal.body": "Một trò chơi bí mật. Mỗi người giữ hai thẻ đá và bán phiếu đá quý qua bốn vòng, mà không "
                              "biết chính xác đá quý đáng giá bao nhiêu. Ai kiếm được nhiều nhất là Người giàu có nhất "
                              "thành Babylon.",
    "help.babylon.secrets.title": "Bí mật trên một máy",
    "help.babylon.secrets.body": "Đá quý của bạn, điểm xúc xắc, chào giá và lượt Kiểm tra đều là bí mật. Khi đến lựa "
                                 "chọn bí mật, màn hình bảo chuyền máy: chỉ người được gọi tên mới được nhìn.",
    "help.babylon.rubies.title": "Ruby và số thứ tự",
    "help.babylon.rubies.body": "Một số người có Ruby. Trước tiên đấu giá số thứ tự: mỗi người có Ruby được "
                                "bí mật ra giá bằng Ruby cho một số. Ai ra giá cao nhất thì thắng (hòa thì không ai được). Các số "
                                "còn lại được bốc thăm ngẫu nhiên. Ruby có thể chuyển nhượng cho người khác trước khi đấu giá xong; "
                                "cuối ván không tính Ruby.\n"
                                "Số thứ tự quyết định ai theo dõi bạn thảy xúc xắc: hai người sau bạn.",
    "help.babylon.gems.title": "Đá quý và giá trị",
    "help.babylon.gems.body": "Có bốn loại đá quý: Ngọc Trai, Ngọc Hồng Lựu, Thạch Anh Tím và Ngọc Lục Bảo. Mỗi người "
                              "bí mật nhận hai thẻ đá.\n"
                              "Trong phòng tung xúc xắc, mỗi người thảy hai xúc xắc một lần: cả hai ra 1 hoặc 6 được 1 "
                              "điểm, một con ra 1 hoặc 6 được 2 điểm, không con nào thì được 3 điểm.\n"
                              "Giá trị một loại đá quý, tính bằng triệu won, là trung bình theo từng thẻ: mỗi thẻ tính điểm của "
                              "người giữ nó một lần, nên ai giữ hai thẻ cùng loại được tính hai lần. Ví dụ: thẻ Ngọc Hồng "
                              "Lựu ở Ann (2 điểm), thêm một thẻ ở Ann và một ở Ben (3 điểm): (2 + 2 + 3) ÷ 3 = 7/3 ≈ 2,3.",
    "help.babylon.selling.title": "Bán: bốn vòng",
    "help.babylon.selling.body": "Bạn có 6 phiếu để bán (3 phiếu mỗi loại đá quý, hoặc 6 phiếu nếu hai thẻ cùng loại). Mọi phiếu "
                                 "phải bán hết trước khi hết vòng 4.\n"
                                 "Mỗi vòng, với mỗi loại đá quý bạn có, bí mật chào bán: bao nhiêu phiếu, và giá mỗi phiếu từ "
                                 "1,0 đến 3,0 triệu.",
    "help.babylon.check.title": "Kiểm tra (Check) và Bí mật (Secret)",
    "help.babylon.check.body": "Một lần trong ván bạn được Kiểm tra: xem giá trị thực của một loại đá quý mình có. Một "
                               "lần trong ván bạn được dùng Bí mật: chào giá và tiền kiếm được vòng đó được giấu đến "
                               "cuối ván. Mỗi vòng dùng tối đa một trong hai. Cả hai đều nằm trong lượt của bạn ở vòng đó: "
                               "Kiểm tra trước khi chào giá (thấy giá trị ngay); Bí mật là một nút bật cạnh các chào "
                               "giá (\"Bí mật: giấu các chào giá này\"), được gửi cùng chúng.",
    "help.babylon.settle.title": "Ai kiếm được gì",
    "help.babylon.settle.body": "Với mỗi loại đá quý: chào giá cao hơn giá trị thực là bán khống và không kiếm được gì; "
                                "tiền của nó vào quỹ bán khống.\n"
                                "Nếu các chào giá còn lại bằng nhau, mỗi người được giá × số phiếu. Nếu không, chỉ giá "
                                "thấp nhất kiếm được: giá trung bình của tất cả các chào giá đó (tính theo từng phiếu) × "
                                "số phiếu của mình.\n"
                                "Quỹ bán khống chia đều cho các chào giá có kiếm được tiền. Phiếu đã bán là hết, dù có kiếm "
                                "được hay không.",
    "help.babylon.end.title": "Kết thúc",
    "help.babylon.end.body": "Sau vòng 4 mọi thứ được công bố. Người giàu nhất nhận Bùa sinh mệnh và trao bùa thứ hai "
                             "cho một người khác (không phải người nghèo nhất). Rồi người nghèo nhất chọn một người "
                             "chưa có bùa cùng vào vòng Tử chiến.",
    "help.babylon.opt.rubies": "Mỗi người chơi có một Ruby.",
    "help.babylon.opt.one_visit": "Ván này được lưu trước khi mỗi vòng chỉ còn một bước: mỗi vòng bán có một bước cho Kiểm tra hoặc Bí mật, rồi một bước cho các chào giá.",
    "help.babylon.opt.look_step": "Ván này được lưu trước khi bước xem bí mật của mình được gộp vào vòng 1: sau phòng tung xúc xắc, mọi người xem đá quý và điểm của mình trong một bước riêng trước.",
}
