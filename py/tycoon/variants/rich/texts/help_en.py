"""English rules page of ริช รวยพลิกล็อค (Rich) (the game's "? Rules" dialog): sections
"help.rich.<section>.title" / ".body" (paragraphs split by new lines) and "help.rich.opt.<option>";
the section order is py/ui/help/pages.py's. The same words are docs/rules/rich.md's "The rules"
(tools/rules_pages.py)."""

MESSAGES = {
    "help.rich.goal.title": "Goal",
    "help.rich.goal.body": "A race through life from Start to the Finish, once round the board. Earn a salary, "
                           "dodge accidents and take chances. When everyone has finished, the player with the most "
                           "cash is the TYCOON.",
    "help.rich.setup.title": "Setting up",
    "help.rich.setup.body": "{min_players} to {max_players} players. Everyone starts with {start_cash} and one Rich Card, face up.\n"
                            "Pick a profession and roll two dice. If the total is one of that profession's numbers, "
                            "you get it at double salary for as long as you keep it; otherwise you get the "
                            "profession of the number you rolled.\n"
                            "The highest roll starts (ties roll again).",
    "help.rich.turn.title": "A turn",
    "help.rich.turn.body": "Roll two dice, move forward that many squares and do what the square says. On your turn "
                           "you may also take a loan.",
    "help.rich.payday.title": "Payday",
    "help.rich.payday.body": "Passing a payday square: collect your salary, and you may buy insurance cards "
                             "(Auto, Fire, Life) for {insurance_price} each, at most one of each.\nLanding exactly on a "
                             "payday: the same, plus one Rich Card, plus a Flip-Lock you must play: win "
                             "{fliplock_win_amount} or lose {fliplock_loss_amount}.",
    "help.rich.money.title": "Money squares",
    "help.rich.money.body": "Light-yellow squares: receive or pay the printed amount.\nPurple accidents: pay "
                            "the damage, unless you hold the matching insurance: then the card goes back and "
                            "you pay nothing.\nBlue squares: roll the dice; every other player pays you (at "
                            "New Year: you pay each of them) the total times the rate printed.\nTraffic "
                            "ticket: roll × {ticket_amount}; your second ticket costs ×{second_ticket_times}, later ones ×{later_ticket_times}.\nStock "
                            "exchange: roll; above {stock_even} the stock rises and you receive (total − {stock_even}) × {stock_up_amount}; "
                            "below {stock_even} the stock falls and you pay ({stock_even} − total) × {stock_down_amount}; at exactly {stock_even} the "
                            "stock holds steady: nothing is paid.",
    "help.rich.luck.title": "Good luck and bad luck",
    "help.rich.luck.body": "Good luck: take {good_luck_amount}, or play Flip-Lock for {good_luck_fliplock_amount} (nothing if you fail).\n"
                           "Bad luck: pay {bad_luck_amount}, or play Flip-Lock: pay nothing if you pass, {bad_luck_fliplock_amount} if you "
                           "fail.\n"
                           "The Flip-Lock square: a Flip-Lock you must play, win {fliplock_win_amount} or lose {fliplock_loss_amount}.",
    "help.rich.fliplock.title": "Flip-Lock",
    "help.rich.fliplock.body": "The deck has {deck_cards} number cards: {deck_low} to {deck_high}, plus a second {deck_twice_first} and a second {deck_twice_second}. {dealt} of them are dealt face down "
                               "and the first is turned up.\n"
                               "Guess whether the next card is higher or lower than the last one turned up, {guesses} "
                               "times. One wrong guess fails at once, and an equal card is wrong. Watch which cards "
                               "are already out!",
    "help.rich.moves.title": "Moving squares",
    "help.rich.moves.body": "Move back: next turn, roll and move back that many squares. Paydays pay no salary until "
                            "you are past the square you moved back from.\n"
                            "Rest: miss your next turn. Free move: roll again at once.\n"
                            "Go to the nearest player: move to the nearest other player still on the track (if two "
                            "are as near, you choose) and do what that square says.\n"
                            "Change profession: pick a profession and roll, as at the start.",
    "help.rich.cards.title": "Rich Cards",
    "help.rich.cards.body": "When someone is about to receive or pay money because of the square they stopped on, "
                            "every player with a card that fits may play one:\n"
                            "Double ×2: you get twice your own money, or another player pays twice.\n"
                            "Collect: take half of another player's money.\n"
                            "Pay: another player of your choice pays half of what you owe the bank.\n"
                            "Everyone's cards are face up. Used cards go to the used pile.",
    "help.rich.loans.title": "Loans",
    "help.rich.loans.body": "On your turn you may borrow: each loan gives {loan_amount} and a promissory note of {note_amount} to repay. "
                            "If you must pay and have too little cash, loans are taken for you. Nobody goes "
                            "bankrupt in this game.",
    "help.rich.finish.title": "The Finish",
    "help.rich.finish.body": "Land exactly on Finish 1 or Finish 2 (the last square). Roll too much and you count the "
                             "rest backwards from Finish 2.\n"
                             "When you finish, repay your notes, then take personal numbers: one at Finish 1, two at "
                             "Finish 2. From then on, a player still on the track who rolls your number pays you "
                             "{number_fee}, every time.",
    "help.rich.end.title": "The end",
    "help.rich.end.body": "When everyone has finished, count cash only, less {note_amount} for each note not repaid. The "
                          "richest is the TYCOON; a tie shares the title.",
    "help.rich.opt.turn_limit": "The game stops after {rounds} rounds: players still on the track stop where they "
                                "are, and the count is made.",
}
