"""Traditional Chinese rules page of ริช รวยพลิกล็อค (Rich) (the game's "? Rules" dialog): sections
"help.rich.<section>.title" / ".body" (paragraphs split by new lines) and "help.rich.opt.<option>";
the section order is py/ui/help/pages.py's."""

MESSAGES = {
    "help.rich.goal.title": "目標",
    "help.rich.goal.body": "一場人生賽跑：從起點到終點，繞棋盤一圈。領薪水、避開意外、碰碰運氣。"
                           "所有人都到終點後，現金最多的人就是大亨（TYCOON）。",
    "help.rich.setup.title": "準備",
    "help.rich.setup.body": "{min_players} 到 {max_players} 位玩家。每人起始 {start_cash} 和一張致富卡，正面朝上。\n"
                            "選一個職業，然後擲兩顆骰子。點數總和是那個職業的號碼時，你得到這個職業，只要不換就一直領雙倍薪水；"
                            "否則你得到擲出的號碼所屬的職業。\n"
                            "擲出最高點的人先開始（平手重擲）。",
    "help.rich.turn.title": "一個回合",
    "help.rich.turn.body": "擲兩顆骰子，往前走相同的格數，照格子上說的做。在自己的回合也可以借錢。",
    "help.rich.payday.title": "發薪日",
    "help.rich.payday.body": "經過發薪日格：領薪水，並可以買保險卡（汽車、火災、人壽），每張 {insurance_price}，每種最多一張。\n"
                             "剛好停在發薪日格：一樣領薪水，再加一張致富卡，再加一局必玩的翻盤："
                             "成功得 {fliplock_win_amount}，失敗付 {fliplock_loss_amount}。",
    "help.rich.money.title": "金錢格",
    "help.rich.money.body": "淺黃色格：收到或付出印好的金額。\n"
                            "紫色格（意外）：付損失金額，除非你有相符的保險：交回保險卡就不用付。\n"
                            "藍色格：擲骰子；其他每位玩家付你（買新年禮物：你付給每個人）點數乘以印好的單價。\n"
                            "交通違規：擲出的點數 × {ticket_amount}；第二張罰單 ×{second_ticket_times}，之後每張 ×{later_ticket_times}。\n"
                            "證券交易所：擲骰；大於 {stock_even} 股票漲，收到（點數 − {stock_even}）× {stock_up_amount}；"
                            "小於 {stock_even} 股票跌，付（{stock_even} − 點數）× {stock_down_amount}；"
                            "剛好 {stock_even} 股價持平，不收也不付。",
    "help.rich.luck.title": "好運與厄運",
    "help.rich.luck.body": "好運：拿 {good_luck_amount}，或玩翻盤贏 {good_luck_fliplock_amount}（失敗就什麼都沒有）。\n"
                           "厄運：付 {bad_luck_amount}，或玩翻盤：成功不用付，失敗付 {bad_luck_fliplock_amount}。\n"
                           "翻盤格：必玩的翻盤，成功得 {fliplock_win_amount}，失敗付 {fliplock_loss_amount}。",
    "help.rich.fliplock.title": "翻盤",
    "help.rich.fliplock.body": "數字牌有 {deck_cards} 張：{deck_low} 到 {deck_high}，"
                               "再加一張 {deck_twice_first} 和一張 {deck_twice_second}。從中蓋著發 {dealt} 張，翻開第一張。\n"
                               "猜下一張比剛翻開的那張大還是小，共猜 {guesses} 次。猜錯一次立刻失敗，一樣大也算錯。記住哪些牌已經出過了！",
    "help.rich.moves.title": "移動格",
    "help.rich.moves.body": "後退：下一回合擲骰並往回走那麼多格。在你重新走過後退的那一格之前，發薪日都不發薪水。\n"
                            "休息：下一回合停一次。再走一次：立刻再擲一次。\n"
                            "走到最近的玩家：走到還在路上、離你最近的另一位玩家那一格（兩人一樣近時由你選），照那一格做。\n"
                            "換工作：選一個職業再擲骰，跟開局時一樣。",
    "help.rich.cards.title": "致富卡",
    "help.rich.cards.body": "有人因為停下的格子快要收錢或付錢時，手上有合用卡片的每個人都可以出一張：\n"
                            "雙倍 ×2：自己收的錢變兩倍，或讓別人付兩倍。\n"
                            "分錢：拿走別的玩家收到的錢的一半。\n"
                            "分攤：選一位其他玩家，幫你付欠銀行的錢的一半。\n"
                            "每個人的卡片都正面朝上。用過的卡片放到棄牌堆。",
    "help.rich.loans.title": "借錢",
    "help.rich.loans.body": "在自己的回合可以借錢：每次借到 {loan_amount}，並簽一張要還 {note_amount} 的借據。"
                            "要付錢但現金不夠時，會自動幫你借。這個遊戲沒有人會破產。",
    "help.rich.finish.title": "終點",
    "help.rich.finish.body": "要剛好停在終點 1 或終點 2（最後一格）。點數太多，就從終點 2 往回數多出來的格數。\n"
                             "到達終點後先還借據，再選專屬號碼：終點 1 選一個，終點 2 選兩個。"
                             "之後還在路上的玩家擲出你的號碼，每次都要付你 {number_fee}。",
    "help.rich.end.title": "結束",
    "help.rich.end.body": "所有人都到終點後，只算現金，每張沒還的借據扣 {note_amount}。最有錢的人是大亨；平手就共享頭銜。",
    "help.rich.opt.turn_limit": "遊戲在 {rounds} 輪後停止：還在路上的玩家停在原地，然後結算。",
}
