"""Traditional Chinese rules page of 搶錢一族 Easy Money (the game's "? Rules" dialog): sections
"help.easymoney.<section>.title" / ".body" (paragraphs split by new lines) and
"help.easymoney.opt.<option>"; the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.easymoney.goal.title": "目標",
    "help.easymoney.goal.body": "一個又快又熱鬧的下注遊戲。大家共用一個金錢代表物，幾乎每一步都要下注。公區的錢被搶光時，最有錢的人獲勝。",
    "help.easymoney.money.title": "錢與下注",
    "help.easymoney.money.body": "錢一捆一捆算：{bundle1_amount}、{bundle2_amount}、{bundle3_amount} 和 {bundle4_amount}。"
                                 "錢放在公區（銀行）、樂透紙鈔堆、每位玩家自己的錢，"
                                 "以及每位玩家的格子（雙倍、漲跌、數字）。\n"
                                 "每次下注是一捆或兩捆，不能超過你自己的錢。",
    "help.easymoney.setup.title": "準備",
    "help.easymoney.setup.body": "{min_players} 到 {max_players} 位玩家。每人拿 {start_cash} 和一張樂透彩券；樂透紙鈔堆放 {lottery_pot}。"
                                 "每人在自己的雙倍格放一或兩捆。擲一顆骰子最大的人先開始（平手的人重擲）。",
    "help.easymoney.turn.title": "一個回合",
    "help.easymoney.turn.body": "擲兩顆骰子，移動大家共用的金錢代表物。有些格子在金錢代表物經過或停留時生效；雙倍、歸零和股票市場只有停留時才生效。\n"
                                "每次擲骰前，每位玩家可以改一次雙倍格：不動、全部拿回，或在空的格子放錢。\n"
                                "輪到你時自己一毛錢都沒有，就從公區拿擲出的點數 × {step_amount}。",
    "help.easymoney.double.title": "雙倍與歸零",
    "help.easymoney.double.body": "雙倍（停留）：每個雙倍格的錢由公區加倍。\n"
                                  "歸零（停留）：每個雙倍格的錢都進樂透紙鈔堆。\n"
                                  "兩種格子上，雙倍格空著的人都要罰 {empty_box_fine}，放進樂透紙鈔堆。",
    "help.easymoney.makemoney.title": "賺錢 ($)",
    "help.easymoney.makemoney.body": "行動玩家經過賺錢格拿 {make_money_pass_amount}，停在上面拿 {make_money_stop_amount}。",
    "help.easymoney.lottery.title": "樂透",
    "help.easymoney.lottery.body": "經過或停在樂透格：行動玩家再抽一張彩券，然後擲紅、白、藍三顆骰子。只有一張彩券有這個號碼。"
                                   "有人拿著這張，就贏走整堆樂透紙鈔；接著 {top_up_amount} 從公區放進樂透紙鈔堆，大家重新抽彩券。沒人中獎，樂透紙鈔堆就留著。",
    "help.easymoney.greed.title": "貪財",
    "help.easymoney.greed.body": "經過或停在貪財格：選一位其他玩家，擲一顆骰子，想擲幾次就擲幾次。擲出 2 到 6 累加點數；擲出 1 全部落空。"
                                 "停下來時，那位玩家從自己的錢付你點數 × {step_amount}（最多付到他有的錢）。",
    "help.easymoney.wallstreet.title": "股票市場",
    "help.easymoney.wallstreet.body": "停在股票市場：大家看最上面那張市場卡的背面，是一則傳聞。每位玩家可以押漲或押跌。"
                                      "翻開卡片：押對的人拿回本金，再加本金 × 卡上的賠率；押錯的錢進樂透紙鈔堆。",
    "help.easymoney.lucky.title": "幸運擲骰",
    "help.easymoney.lucky.body": "經過或停在幸運擲骰：大家可以押 4、5、6、8、9 或 10。然後行動玩家一直擲：\n"
                                 "這一局第一次出現的 4、5、6、8、9 或 10，押在上面的注照賠率賠；第一次出現的 2、3、11 或 12，"
                                 "擲骰玩家拿 {step_amount}；已經出現過的數字：再擲；擲出 7，擲骰玩家拿走剩下所有的注，這一局結束。\n"
                                 "賠率是公平的：4 和 10 賠 2 比 1，5 和 9 賠 3 比 2，6 和 8 賠 6 比 5。",
    "help.easymoney.mystery.title": "神秘大獎",
    "help.easymoney.mystery.body": "經過或停在神秘大獎：行動玩家抽最上面的卡片照著做。寫著「保留」的卡片可以留到用的時候。",
    "help.easymoney.end.title": "公區的錢用完時",
    "help.easymoney.end.body": "公區沒錢時，正在處理的格子做完，就開始最後的樂透：玩家擲紅、白、藍。有人拿著那張彩券，"
                               "就拿走樂透紙鈔堆，遊戲結束。沒人中獎，每個人放 {final_share_amount}（不夠就全部）進樂透紙鈔堆，換下一位擲。\n"
                               "然後每個人拿回自己格子裡的錢；最有錢的人獲勝，平手就一起獲勝。",
    "help.easymoney.opt.turn_limit": "{rounds} 輪之後，就算公區還有錢，也開始最後的樂透。",
}
