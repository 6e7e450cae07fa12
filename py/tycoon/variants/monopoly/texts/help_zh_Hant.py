"""Traditional Chinese rules page of Cờ Tỷ Phú (Monopoly) (the game's "? Rules" dialog): sections
"help.monopoly.<section>.title" / ".body" (paragraphs split by new lines) and
"help.monopoly.opt.<option>"; the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.monopoly.goal.title": "目標",
    "help.monopoly.goal.body": "買下街道、鐵路和公用事業，向其他玩家收過路費，成為最後一個沒有破產的人。",
    "help.monopoly.setup.title": "準備",
    "help.monopoly.setup.body": "{min_players} 到 {max_players} 位玩家。每人起始資金 {start_cash}。銀行的錢永遠用不完，"
                                "但只有 {bank_houses} 棟房屋和 {bank_hotels} 棟旅館。\n"
                                "每人擲兩顆骰子：點數總和最高的人先開始（平手的人重擲），之後依座位順序輪流。",
    "help.monopoly.turn.title": "一個回合",
    "help.monopoly.turn.body": "擲兩顆骰子，前進相同的格數，照格子上說的做。\n"
                               "擲出相同點數（兩顆骰子一樣）：處理完格子後再擲一次。連續第三次擲出相同點數，直接入獄，不再移動。\n"
                               "擲骰前後都可以蓋房屋、賣出、抵押或交易。",
    "help.monopoly.go.title": "起點",
    "help.monopoly.go.body": "每次經過或停在起點，不論是擲骰還是卡片帶你過去，銀行都付你 {go_salary}。",
    "help.monopoly.buying.title": "購買與拍賣",
    "help.monopoly.buying.body": "停在沒有主人的街道、鐵路或公用事業：照標價買下，或是不買。\n"
                                 "如果不買，銀行立刻拍賣。每個人都能出價，你也可以。每次出價都要比上一次高，而且不能超過出價者的現金。"
                                 "出價最高的人得標；沒有人出價，就還是銀行的。",
    "help.monopoly.rent.title": "過路費",
    "help.monopoly.rent.body": "停在別人的地產上：付給地主地契上印的過路費。抵押中的地產不收過路費。\n"
                               "擁有整組同色地產時，沒有房屋的街道過路費加倍，就算其中一塊抵押了也一樣。"
                               "鐵路依地主擁有的數量收 {one_rail_rent}、{two_rail_rent}、{three_rail_rent} 或 {four_rail_rent}；"
                               "公用事業收骰子點數的 {dice_times_one} 倍，地主兩家都有時收 {dice_times_both} 倍。",
    "help.monopoly.cards.title": "機會與命運",
    "help.monopoly.cards.body": "停在這些格子上：抽那一疊最上面的卡片，照著做；卡片再放回最下面。\n"
                                "「免費出獄卡」可以留到要用時再用，也可以拿來交易。",
    "help.monopoly.tax.title": "稅金",
    "help.monopoly.tax.body": "所得稅：付 {income_tax}，或付你全部財產的 {income_percent}%（現金，加上地產和建築物的標價）。"
                              "要在看到 {income_percent}% 的金額之前先選。\n"
                              "奢侈稅：付 {luxury_tax}。",
    "help.monopoly.jail.title": "監獄",
    "help.monopoly.jail.body": "停在「入獄」格、抽到入獄卡，或連續三次擲出相同點數，就要入獄。途中經過起點也拿不到 {go_salary}，"
                               "而且回合結束。"
                               "一般移動停在監獄格，只是「探監」。\n"
                               "出獄方法：在接下來三個回合內擲出相同點數（移動，但不再擲一次）、使用免費出獄卡，或在擲骰前付 {jail_fine}。"
                               "第三次沒擲出相同點數，就付 {jail_fine} 然後移動。\n"
                               "在監獄裡仍然可以收過路費、蓋房屋、抵押和交易。",
    "help.monopoly.building.title": "房屋與旅館",
    "help.monopoly.building.body": "擁有一組同色的全部街道後，就能照印好的房屋價格在上面蓋房屋。要平均蓋："
                                   "同組每條街都有第一棟之前，任何一條街都不能蓋第二棟，以此類推。\n"
                                   "一條街有 {houses} 棟房屋時可以買旅館：房屋還給銀行。建築物以半價賣回銀行，也要平均賣。\n"
                                   "如果銀行的房屋或旅館不夠所有想蓋的人，銀行就拍賣。",
    "help.monopoly.mortgage.title": "抵押",
    "help.monopoly.mortgage.body": "同組沒有建築物的地產可以抵押：銀行付你一半的價錢，抵押中的地產不收過路費。"
                                   "要贖回，付那筆錢再加 {interest_percent}%。\n"
                                   "從別的玩家那裡拿到抵押中的地產，要立刻付銀行 {interest_percent}%。",
    "help.monopoly.trading.title": "交易",
    "help.monopoly.trading.body": "在回合開始或結束時，玩家可以向另一位玩家提出交易：現金、地產和出獄卡。"
                                  "對方可以接受、拒絕，或提出反提案。整組沒有建築物的街道才能交易。玩家之間不能互相借錢。",
    "help.monopoly.end.title": "破產與結束",
    "help.monopoly.end.body": "欠的錢比你有的多時，先有機會賣掉建築物和抵押地產。還是不夠，就破產離開遊戲："
                              "你的一切歸你欠錢的玩家；如果欠的是銀行，銀行會把你的地產拍賣。\n"
                              "最後一個沒有破產的人獲勝。",
    "help.monopoly.opt.board": "在自己做的棋盤上玩：自己的路名、價格、貨幣和起始資金；每一格的作用和所有規則都不變。",
    "help.monopoly.opt.turn_limit": "遊戲在 {rounds} 輪後停止：最有錢的人獲勝（現金，加上地產標價、建築物成本，抵押中的地產以標價減抵押金計算）。",
    "help.monopoly.opt.starting_deeds": "開局時每位玩家免費分到 {deeds} 塊地產。",
    "help.monopoly.opt.hotel_after": "只要 {houses} 棟房屋就能蓋旅館。",
    "help.monopoly.opt.must_leave_jail_next_turn": "在監獄的玩家下一回合就必須出獄（擲出相同點數、用卡，或付 {jail_fine}）。",
    "help.monopoly.opt.end_at_first_bankruptcy": "第一個人破產時遊戲就結束：剩下的人中最有錢的獲勝。",
    "help.monopoly.opt.build_without_monopoly": "不用擁有整組也能在街道上蓋房屋，但只能在再次停在那條街時蓋。",
    "help.monopoly.opt.rent_must_be_claimed": "地主必須在下一位玩家擲骰前開口收過路費，否則就收不到了。",
}
