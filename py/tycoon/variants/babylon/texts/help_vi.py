"""Vietnamese rules page of The Richest Man in Babylon (the game's "? Rules" dialog): sections
"help.babylon.<section>.title" / ".body" (paragraphs split by new lines) and
"help.babylon.opt.<option>"; the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.babylon.goal.title": "Mục tiêu",
    "help.babylon.goal.body": "Một trò chơi bí mật dành cho từ {min_players} đến {max_players} người chơi. Mỗi "
                              "người giữ hai thẻ đá và bán phiếu đá quý qua {rounds} vòng, mà không biết chính xác đá "
                              "quý đáng giá bao nhiêu. Ai kiếm được nhiều nhất là Người giàu có nhất thành Babylon.",
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
                              "Trong phòng tung xúc xắc, mỗi người thảy hai xúc xắc một lần: cả hai ra {edge_low} hoặc "
                              "{edge_high} được {both_edges_points} điểm, một con ra {edge_low} hoặc {edge_high} được "
                              "{one_edge_points} điểm, không con nào thì được {no_edge_points} điểm.\n"
                              "Giá trị một loại đá quý, tính bằng triệu won, là trung bình theo từng thẻ: mỗi thẻ tính điểm của "
                              "người giữ nó một lần, nên ai giữ hai thẻ cùng loại được tính hai lần. Ví dụ: thẻ Ngọc Hồng "
                              "Lựu ở Ann ({example_ann} điểm), thêm một thẻ ở Ann và một ở Ben ({example_ben} điểm): "
                              "({example_ann} + {example_ann} + {example_ben}) ÷ {example_cards} = {example_value} ≈ "
                              "{example_tenths}.",
    "help.babylon.selling.title": "Bán qua từng vòng",
    "help.babylon.selling.body": "Bạn có {tickets_each} phiếu để bán ({tickets_per_gem} phiếu mỗi loại đá quý, hoặc "
                                 "{tickets_each} phiếu nếu hai thẻ cùng loại). Mọi phiếu phải bán hết trước khi hết vòng "
                                 "{rounds}.\n"
                                 "Mỗi vòng, với mỗi loại đá quý bạn có, bí mật chào bán: bao nhiêu phiếu, và giá mỗi "
                                 "phiếu từ {low_million} đến {high_million} triệu.",
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
    "help.babylon.end.body": "Sau vòng {rounds} mọi thứ được công bố. Người giàu nhất nhận Bùa sinh mệnh và trao bùa "
                             "thứ hai cho một người khác (không phải người nghèo nhất). Rồi người nghèo nhất chọn một "
                             "người chưa có bùa cùng vào vòng Tử chiến.",
    "help.babylon.opt.rubies": "Mỗi người chơi có một Ruby.",
    "help.babylon.opt.one_visit": "Ván này được lưu trước khi mỗi vòng chỉ còn một bước: mỗi vòng bán có một bước cho Kiểm tra hoặc Bí mật, rồi một bước cho các chào giá.",
    "help.babylon.opt.look_step": "Ván này được lưu trước khi bước xem bí mật của mình được gộp vào vòng 1: sau phòng tung xúc xắc, mọi người xem đá quý và điểm của mình trong một bước riêng trước.",
}
