"""Traditional Chinese rules page of The Richest Man in Babylon (the game's "? Rules" dialog): sections
"help.babylon.<section>.title" / ".body" (paragraphs split by new lines) and
"help.babylon.opt.<option>"; the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.babylon.goal.title": "目標",
    "help.babylon.goal.body": "一個充滿祕密的遊戲，適合 {min_players} 到 {max_players} 位玩家。"
                              "每個人拿著兩張寶石卡，分 {rounds} 輪賣出寶石票券，卻不確定寶石到底值多少。"
                              "賺最多的人就是巴比倫首富。",
    "help.babylon.secrets.title": "同一臺裝置上的祕密",
    "help.babylon.secrets.body": "你的寶石、骰子分數、賣價和查驗結果都是祕密。輪到祕密選擇時，畫面會請大家傳遞裝置：只有被叫到名字的玩家可以看。",
    "help.babylon.rubies.title": "紅寶石與順序號碼",
    "help.babylon.rubies.body": "有些玩家有紅寶石。先競標順序號碼：有紅寶石的人可以祕密地為一個號碼出紅寶石。出價最高的人得到那個號碼"
                                "（平手：沒人得到）。剩下的號碼隨機發。競標結束前可以把紅寶石送給別人；結算時紅寶石不算錢。\n"
                                "順序號碼決定誰見證你擲骰子：排在你後面的兩位玩家。",
    "help.babylon.gems.title": "寶石與價值",
    "help.babylon.gems.body": "寶石有四種：珍珠、石榴石、紫水晶和祖母綠。每個人祕密拿到兩張寶石卡。\n"
                              "在骰子密室裡，每個人擲兩顆骰子一次：兩顆都是 {edge_low} 或 {edge_high} 得 {both_edges_points} 分，"
                              "一顆是 {edge_low} 或 {edge_high} 得 {one_edge_points} 分，都不是得 {no_edge_points} 分。\n"
                              "一種寶石的價值（百萬韓元）是按卡片平均：每張卡算一次持有者的分數，所以同一種寶石拿兩張的人算兩次。"
                              "例如石榴石卡在 Ann（{example_ann} 分）手上兩張、Ben（{example_ben} 分）手上一張："
                              "({example_ann} + {example_ann} + {example_ben}) ÷ {example_cards} "
                              "= {example_value} ≈ {example_tenths}。",
    "help.babylon.selling.title": "逐輪賣出",
    "help.babylon.selling.body": "你有 {tickets_each} 張票券要賣（每種寶石 {tickets_per_gem} 張，兩張卡是同一種寶石就 {tickets_each} 張）。"
                                 "第 {rounds} 輪結束前每張票券都要賣掉。\n"
                                 "每一輪，為你擁有的每種寶石祕密提出賣價：賣幾張，每張的價格從 {low_million} 到 {high_million} 百萬。",
    "help.babylon.check.title": "查驗（Check）與保密（Secret）",
    "help.babylon.check.body": "整局可以用一次查驗：看你的一種寶石真正的價值。整局可以用一次保密：那一輪你的賣價和收入隱藏到最後。每輪最多用其中一個。兩者都在你這一輪的那一次操作裡：查驗在提出賣價之前（立刻看到價值）；"
                               "保密是賣價旁的開關（「保密：隱藏這些賣價」），和賣價一起送出。",
    "help.babylon.settle.title": "誰賺多少",
    "help.babylon.settle.body": "每種寶石分開算：賣價高於寶石真正的價值，就是賣空，什麼都賺不到，它的錢放進賣空彩池。\n"
                                "其他賣價都一樣時，每筆賺價格 × 張數。不一樣時，只有最低價的賺錢：這些賣價（按張數）的平均價 × 自己的張數。\n"
                                "賣空彩池平分給有賺錢的那幾筆。賣出的票券就用掉了，不論有沒有賺錢。",
    "help.babylon.end.title": "結束",
    "help.babylon.end.body": "第 {rounds} 輪之後全部公開。最有錢的人得到生命護身符，並把第二個護身符送給另一位玩家（不能是最窮的人）。"
                             "接著最窮的人指定一位沒有護身符的玩家，和他一起進入死鬥。",
    "help.babylon.opt.rubies": "每位玩家都有一顆紅寶石。",
    "help.babylon.opt.one_visit": "這局存檔於每輪只有一步之前：每一輪賣出先有一步查驗或保密，再有一步提出賣價。",
    "help.babylon.opt.look_step": "這局存檔於「查看自己的秘密」併入第一輪之前：骰子密室之後，每個人先在單獨的一步查看自己的寶石與分數。",
}
