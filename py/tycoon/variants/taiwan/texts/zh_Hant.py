"""Traditional Chinese (繁體中文) texts of 如何做個大富翁, in Taiwanese usage ("@taiwan" keys: this game's
wording of a shared message: 轉陀螺, 起點, 出獄許可證)."""

from .names_zh_Hant import MESSAGES as NAMES

MESSAGES = {
    **NAMES,
    "variant.taiwan.name": "如何做個大富翁",
    "variant.taiwan.blurb": "1960 年代的台灣：每回合轉三次陀螺，買下台北的街道——還要提防產業間諜，"
                            "他不付過路費，反而向地主收錢。",
    "phase.order@taiwan": "轉陀螺決定誰先開始", "phase.roll@taiwan": "轉陀螺",
    "action.roll@taiwan": "轉陀螺", "action.jail_card@taiwan": "使用出獄許可證",
    "action.dump": "拋售{square}：其他人可以出價，否則由銀行付 {amount}",
    "action.trade_card_give@taiwan": "提供我的出獄許可證",
    "action.trade_card_take@taiwan": "要求對方的出獄許可證",
    "action.trade_card_remove@taiwan": "保留我的出獄許可證",
    "event.order_spin": "{player} 轉出 {spin}，決定誰先開始。",
    "event.order_tie@taiwan": "{total} 點平手：平手的玩家重轉。",
    "event.first_player@taiwan": "{player} 轉出最大點數，先開始。",
    "event.spun": "{player} 轉陀螺：{spin}。",
    "event.spin_again": "{player} 再轉一次（這回合還剩 {left} 次）。",
    "event.three_same_spins": "{player} 連續三次轉出 {spin}：不用移動，直接進牢！",
    "event.salary@taiwan": "{player} 經過起點，領取 {amount}。",
    "event.became_spy": "{player} 停在產業間諜格，成為產業間諜：從現在起，地主要付過路費給 {player}！",
    "event.spy_returned": "{player} 又繞回產業間諜格，恢復成普通玩家；白色棋子回到原來的格子。",
    "event.spy_taken": "{player} 停在產業間諜格，但 {spy} 已經是間諜了：什麼事也沒發生。",
    "event.spy_exempt": "間諜 {player} 不理會{square}。",
    "event.spy_passes_deed": "間諜 {player} 不能買{square}：什麼事也沒發生。",
    "event.spy_mortgaged": "{square}已抵押：間諜 {player} 不向 {owner} 收錢。",
    "event.spy_rent": "間諜 {spy} 向{square}的地主 {owner} 收取 {amount}（過路費反過來收！）。",
    "event.spy_jail_fine": "間諜 {player} 停在{square}，繳罰款 {amount}。",
    "event.spy_pawn_back": "{player} 原本是間諜：白色棋子回到原來的格子。",
    "event.jail_stay@taiwan": "沒轉到 12：{player} 繼續坐牢（第 {tries} 回合，共 {turns} 回合）。",
    "event.jail_twelve": "轉到 12！{player} 出獄並前進 12 格。",
    "event.jail_term_over": "{player} 已經坐滿三回合牢，出獄。",
    "event.jail_card_used@taiwan": "{player} 出示出獄許可證，出獄。",
    "event.card_traded@taiwan": "{player} 把一張出獄許可證給了 {partner}。",
    "event.dumped": "{player} 拋售{square}：沒人出價就由銀行付 {amount} 收購。",
    "story.roll@taiwan": "最幸運的一轉：{faces} 為 {player} 帶來 {amount}。",
    "event.auction_opened_dump": "其他玩家現在可以競標{square}（標價 {price}）。",
    "event.dump_sold": "{buyer} 以 {amount} 向 {player} 買下{square}。",
    "event.dump_to_bank": "沒有人出價：銀行以 {amount} 向 {player} 買下{square}。",
}
