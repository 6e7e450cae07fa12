"""Traditional Chinese rules page of 如何做個大富翁 (the game's "? Rules" dialog): sections
"help.taiwan.<section>.title" / ".body" (paragraphs split by new lines) and
"help.taiwan.opt.<option>"; the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.taiwan.money": "{n} 分",  # the page's money, in full (the screens: ui.taiwan.money)
    "help.taiwan.goal.title": "目標",
    "help.taiwan.goal.body": "1960 年代的臺灣遊戲。買下臺灣各地街道的土地、收過路費，成為最後留下的人：大富翁。錢以「分」計算。",
    "help.taiwan.setup.title": "準備",
    "help.taiwan.setup.body": "{min_players} 到 {max_players} 位玩家。每人起始 {start_cash}。"
                              "銀行有 {bank_houses} 棟房屋和 {bank_hotels} 棟旅館。\n"
                              "每人轉一次陀螺：數字最大的人先開始（平手的人重轉），之後依座位順序輪流。",
    "help.taiwan.turn.title": "一個回合：陀螺",
    "help.taiwan.turn.body": "這個遊戲不用骰子，用陀螺，轉出 1 到 {top_sides}，每個數字機會一樣。\n"
                             "每回合最多轉 {spins} 次：每轉一次就移動，照格子做，再轉下一次。\n"
                             "同一回合連續三次轉出相同數字，直接進牢，第三次不移動。",
    "help.taiwan.start.title": "起點",
    "help.taiwan.start.body": "每次經過或停在起點，銀行付你 {go_salary}。",
    "help.taiwan.buying.title": "購買與拍賣",
    "help.taiwan.buying.body": "停在沒有主人的土地、車站或營利事業：照價買下，不買就由銀行立刻拍賣。每個人都能出價，你也可以；沒人出價就還是銀行的。",
    "help.taiwan.rent.title": "過路費",
    "help.taiwan.rent.body": "停在別人的地產上：付印在上面的過路費。只有停留才付，經過不用付。\n"
                             "擁有整組同色地，空地過路費加倍；有房屋就照房屋的過路費。抵押中的地不收過路費。\n"
                             "車站依地主擁有的數量（抵押中的也算）收 {one_station_rent}、{two_station_rent}、"
                             "{three_station_rent}或 {four_station_rent}；營利事業收轉出數字的 {spin_times_one} 倍，"
                             "地主兩家都有時收 {spin_times_both} 倍。\n"
                             "坐牢中的地主完全收不到過路費。",
    "help.taiwan.cards.title": "機會與命運",
    "help.taiwan.cards.body": "停在機會或命運：抽最上面的卡片照著做，卡片放回最下面。\n"
                              "出獄許可證可以留到要用時再用，也可以拿來交易。",
    "help.taiwan.tax.title": "稅金",
    "help.taiwan.tax.body": "所得稅：付 {income_tax}。財產稅：付 {property_tax}。",
    "help.taiwan.spy.title": "產業間諜",
    "help.taiwan.spy.body": "沒有人是間諜時，剛好停在產業間諜格，你就成為間諜：你的跳棋換成白色跳棋。同時只能有一個間諜。\n"
                            "間諜不繳稅、不理會進牢格、不抽卡、不能買地也不能競標土地、連續三次轉出相同數字也不進牢，"
                            "但經過起點照樣領 {go_salary}。\n"
                            "過路費反過來收：間諜停在別人的地產上，地主要付過路費給間諜。間諜停在坐牢格，要繳罰款 {spy_fine}。\n"
                            "間諜下一次經過或停在產業間諜格時，就變回普通玩家。",
    "help.taiwan.jail.title": "進牢與出牢",
    "help.taiwan.jail.body": "停在進牢格、抽到拘票，或連續三次轉出相同數字，就要進牢。途中領不到起點的錢。\n"
                             "進牢的玩家最多坐三回合。每回合開始時：繳罰款 {jail_fine}，或出示出獄許可證，出牢後照常玩這一回合；"
                             "或轉一次陀螺：轉出 {top_sides} 就出牢並前進 {top_sides} 格。坐滿三回合就自動出牢。\n"
                             "坐牢時收不到過路費，但仍然可以蓋房屋、賣出、抵押和交易。",
    "help.taiwan.building.title": "房屋與旅館",
    "help.taiwan.building.body": "擁有整組同色地才能蓋房屋，要平均蓋，在自己的回合蓋。同組每條街都有 {houses} 棟房屋時，"
                                 "一條街的 {houses} 棟房屋可以用一棟房屋的價錢換成旅館。房屋及旅館以半價售回銀行。",
    "help.taiwan.dump.title": "拋售土地",
    "help.taiwan.dump.body": "在自己的回合，可以拋售一條沒有抵押、同組也沒有建築物的街道：由其他玩家出價。沒人出價，銀行以標價的一半收購。",
    "help.taiwan.mortgage.title": "抵押與交易",
    "help.taiwan.mortgage.body": "同組沒有建築物的地可以抵押，拿到一半的價錢；解除抵押要再加 {interest_percent}% 利息。"
                                 "玩家之間可以用談好的價錢交易土地、現金和出獄許可證；拿到抵押中土地的人要立刻付銀行 {interest_percent}%。",
    "help.taiwan.end.title": "破產與結束",
    "help.taiwan.end.body": "欠的錢比賣掉和抵押能湊到的還多，就破產：財產歸你欠錢的玩家，或還給銀行拍賣。\n"
                            "最後留下的人就是大富翁。",
    "help.taiwan.opt.spins_per_turn": "每回合只轉 {spins} 次。",
    "help.taiwan.opt.board": "在自己做的棋盤上玩：自己的路名、價格、貨幣和起始資金；每一格的作用和所有規則都不變。",
    "help.taiwan.opt.turn_limit": "遊戲在 {rounds} 輪後停止：最有錢的人獲勝（現金、土地標價、建築物成本）。",
    "help.taiwan.opt.starting_deeds": "開局時每位玩家免費分到 {deeds} 塊地產。",
    "help.taiwan.opt.end_at_first_bankruptcy": "第一個人破產時遊戲就結束：剩下的人中最有錢的獲勝。",
}
