"""Vietnamese names of the 如何做個大富翁 squares (1960s Taiwan places in their Hán-Việt forms, with the
Mandarin name beside the less familiar ones) and translations of its Chance (機會) and Fate (命運) cards.
The Chinese, as printed, is shown beside them by the UI (board.py, cards.py); colour groups are
Monopoly's (group.*)."""

_SQUARES = {
    "start": "Xuất phát", "wanhua": "Vạn Hoa (Wanhua)", "fate": "Vận mệnh", "dalongdong": "Đại Long Đồng (Dalongdong)",
    "income_tax": "Thuế thu nhập", "keelung_station": "Ga Cơ Long (Keelung)", "sanchong": "Tam Trùng Phố (Sanchong)",
    "chance": "Cơ hội", "banqiao": "Bản Kiều (Banqiao)", "xinzhuang": "Tân Trang (Xinzhuang)", "in_jail": "Ngồi tù",
    "chiayi_zhongshan": "Đường Trung Sơn, Gia Nghĩa", "taipower": "Công ty Điện lực Đài Loan",
    "tainan_minquan": "Đường Dân Quyền, Đài Nam", "tainan_zhongzheng": "Đường Trung Chính, Đài Nam",
    "taipei_station": "Ga Đài Bắc", "taichung_gongyuan": "Đường Công Viên, Đài Trung",
    "taichung_ziyou": "Đường Tự Do, Đài Trung", "taichung_zhongzheng": "Đường Trung Chính, Đài Trung",
    "spy": "Gián điệp công nghiệp", "kaohsiung_yancheng": "Diêm Trình Phố, Cao Hùng (Yanchengpu)",
    "kaohsiung_qixian": "Đường Thất Hiền, Cao Hùng", "kaohsiung_wufu": "Đường Ngũ Phúc, Cao Hùng",
    "taichung_station": "Ga Đài Trung", "dihua": "Phố Địch Hóa (Dihua)", "yanping_north": "Đường Diên Bình Bắc",
    "waterworks": "Nhà máy Nước", "nanjing_east": "Đường Nam Kinh Đông", "go_to_jail": "Vào tù",
    "zhonghua": "Đường Trung Hoa", "boai": "Đường Bác Ái", "zhongshan_north": "Đường Trung Sơn Bắc",
    "kaohsiung_station": "Ga Cao Hùng", "ximending": "Tây Môn Đinh (Ximending)", "property_tax": "Thuế tài sản",
    "hengyang": "Đường Hành Dương",
}

_CARDS = {
    # 機會 Cơ hội
    "tw_mig": "Bắn rơi máy bay MiG của Cộng phỉ: ngân hàng thưởng cho bạn {amount}.",
    "tw_small_business": "Làm ăn buôn bán nhỏ: nhận {amount} tiền lời.",
    "tw_land_bonds": "Người cày có ruộng: trái phiếu ruộng đất của bạn đáo hạn. Nhận {amount}.",
    "tw_power_bill": "Sau bão, đi sửa đường dây điện: tiến tới {square}. Nếu đi qua ô Xuất phát, "
                     "nhận {salary}. Nếu ô đã có chủ, quay con quay lần nữa để tính tiền thuê.",
    "tw_taipei_station": "Lên phía Bắc lập nghiệp: tiến tới {square}. Nếu đi qua ô Xuất phát, nhận {salary}.",
    "tw_hengyang": "Mua vải may quần áo mới: tiến tới {square}.",
    "tw_export_order": "Nhận được đơn hàng xuất khẩu: xuôi Nam tới {square}. "
                       "Nếu đi qua ô Xuất phát, nhận {salary}.",
    "tw_alishan": "Đi tàu nhỏ A Lý Sơn xuống núi: tiến tới {square}. "
                  "Nếu đi qua ô Xuất phát, nhận {salary}.",
    "tw_keelung": "Ra cảng Cơ Long đón tàu: tiến tới {square}. Nếu đi qua ô Xuất phát, nhận {salary}.",
    "tw_bicycle_fine": "Đi xe đạp chở thêm người: bị cảnh sát phạt {amount}.",
    "tw_scooter": "Mua xe máy trả góp: trả trước {amount}.",
    "tw_renovation": "Sửa chữa nhà cửa: trả {house_cost} mỗi nhà và {hotel_cost} mỗi khách sạn.",
    "tw_village_chief": "Được bầu làm lý trưởng, bạn khao bà con hàng xóm: trả mỗi người chơi {amount}.",
    "tw_warrant_chance": "Lệnh bắt giam: vào tù ngay. Không qua ô Xuất phát, không nhận {salary}.",
    "tw_permit_chance": "Giấy phép ra tù: dùng giấy này để ra tù ngay. Giữ giấy đến khi cần, hoặc bán nó.",
    # 命運 Vận mệnh
    "tw_lottery_fifth": "Trúng giải năm Xổ số Ái quốc: nhận {amount}.",
    "tw_pawn_quilt": "Mang một chiếc chăn bông đi cầm đồ: nhận {amount}.",
    "tw_new_year": "Về nhà ăn bữa cơm đoàn viên đêm Giao thừa: tiến tới ô Xuất phát. Nhận {salary}.",
    "tw_ximending": "Cuối tuần đi xem chiếu bóng: tiến tới {square}.",
    "tw_rotating_credit": "Bạn được hốt hụi (bốc họ): mỗi người chơi góp cho bạn {amount}.",
    "tw_rice_ration": "Nhận gạo phân phối dành cho công chức, giáo chức: trị giá {amount}.",
    "tw_remittance": "Họ hàng ở Nam Dương gửi tiền về: nhận {amount}.",
    "tw_trade_secrets": "Được thuê dò la bí mật thương mại: tiến tới ô {square}. Nếu đi qua ô Xuất "
                        "phát, nhận {salary}. Nếu chưa ai là Gián điệp, bạn trở thành Gián điệp.",
    "tw_honesty": "Nhặt được của rơi đem trả: người đánh mất hậu tạ bạn {amount}.",
    "tw_hospital": "Ốm phải nằm viện: trả {amount} tiền thuốc men.",
    "tw_cram_school": "Con cái ôn thi vào trung học cấp hai: trả {amount} tiền học thêm.",
    "tw_typhoon": "Bão lớn gây ngập lụt: trả {house_cost} mỗi nhà và {hotel_cost} mỗi khách sạn tiền sửa chữa.",
    "tw_collapsed_credit": "Chủ hụi giật hụi bỏ trốn: mất {amount}.",
    "tw_warrant_fate": "Lệnh bắt giam: vào tù ngay. Không qua ô Xuất phát, không nhận {salary}.",
    "tw_permit_fate": "Giấy phép ra tù: dùng giấy này để ra tù ngay. Giữ giấy đến khi cần, hoặc bán nó.",
}

MESSAGES = {
    **{f"square.taiwan.{k}": v for k, v in _SQUARES.items()},
    **{f"card.{k}": v for k, v in _CARDS.items()},
    "deck.taiwan.chance": "Cơ hội",
    "deck.taiwan.fate": "Vận mệnh",
}
