"""English rules page of 搶錢一族 Easy Money (the game's "? Rules" dialog): sections
"help.easymoney.<section>.title" / ".body" (paragraphs split by new lines) and
"help.easymoney.opt.<option>"; the section order is py/ui/help/pages.py's. The same words are
docs/rules/easymoney.md's "The rules" (tools/rules_pages.py)."""

MESSAGES = {
    "help.easymoney.goal.title": "Goal",
    "help.easymoney.goal.body": "A fast, loud betting game. Everyone moves one shared money token and bets on almost every "
                                "move. When the bank's public pile runs dry, the richest player wins.",
    "help.easymoney.money.title": "Money and stakes",
    "help.easymoney.money.body": "Money comes in bundles of {bundle1_amount}, {bundle2_amount}, {bundle3_amount} and {bundle4_amount}. It sits in "
                                 "the public pile (the bank), the lottery pile, each player's own money, and each "
                                 "player's boxes (Double, Rise/Fall, Number).\n"
                                 "A stake is one or two bundles, never more than your own money.",
    "help.easymoney.setup.title": "Setting up",
    "help.easymoney.setup.body": "{min_players} to {max_players} players. Each takes {start_cash} and one lottery ticket; the lottery pile "
                                 "gets {lottery_pot}. Each player stakes 1 or 2 bundles in their Double box. The "
                                 "highest roll of one die starts (tied players roll again).",
    "help.easymoney.turn.title": "A turn",
    "help.easymoney.turn.body": "Roll the two dice and move the shared money token. Some squares act when the token passes "
                                "over them or stops on them; Double, Nothing and Wall Street act only when it "
                                "stops.\n"
                                "Before each roll every player may change their Double box once: leave it, take it "
                                "all back, or stake into an empty box.\n"
                                "If you have no money of your own on your turn, take the roll's total × {step_amount} from "
                                "the public pile.",
    "help.easymoney.double.title": "Double and Nothing",
    "help.easymoney.double.body": "Double (stop): every Double box is doubled from the public pile.\n"
                                  "Nothing (stop): every Double box goes to the lottery pile.\n"
                                  "On both, a player whose Double box is empty pays a {empty_box_fine} fine to the lottery "
                                  "pile.",
    "help.easymoney.makemoney.title": "Make Money ($)",
    "help.easymoney.makemoney.body": "The player who rolled collects {make_money_pass_amount} for passing Make Money, or "
                                     "{make_money_stop_amount} for stopping on it.",
    "help.easymoney.lottery.title": "Lottery",
    "help.easymoney.lottery.body": "Pass or stop on Lottery: the player who rolled draws one more ticket, then rolls "
                                   "the red, white and blue dice. Exactly one ticket has that number. If a player "
                                   "holds it, they win the whole lottery pile; then {top_up_amount} goes into the pile "
                                   "and everyone takes a new ticket. Otherwise the pile stays.",
    "help.easymoney.greed.title": "Greed",
    "help.easymoney.greed.body": "Pass or stop on Greed: pick another player and roll one die as often as you dare. "
                                 "Each 2 to 6 adds to your points; a 1 loses everything. Stop, and that player pays "
                                 "you points × {step_amount} from their own money (at most what they have).",
    "help.easymoney.wallstreet.title": "Wall Street",
    "help.easymoney.wallstreet.body": "Stop on Wall Street: everyone sees the back of the top market card, a rumour. "
                                      "Each player may stake on Rise or on Fall. The card is turned: winners get "
                                      "their stake back plus stake × the odds printed; losing stakes go to the "
                                      "lottery pile.",
    "help.easymoney.lucky.title": "Lucky Dice",
    "help.easymoney.lucky.body": "Pass or stop on Lucky Dice: everyone may stake on 4, 5, 6, 8, 9 or 10. Then the "
                                 "player who rolled keeps rolling:\n"
                                 "a new 4, 5, 6, 8, 9 or 10 pays the stakes on it at their odds; a new 2, 3, 11 or 12 "
                                 "gives the roller {step_amount}; a number already rolled: roll again; a 7 gives the "
                                 "roller every stake left, and the session ends.\n"
                                 "The odds are fair: 4 and 10 pay 2 to 1, 5 and 9 pay 3 to 2, 6 and 8 pay 6 to 5.",
    "help.easymoney.mystery.title": "Mystery Jackpot",
    "help.easymoney.mystery.body": "Pass or stop on Mystery Jackpot: the player who rolled draws the top card and does "
                                   "what it says. A card that says “keep” stays with the player until used.",
    "help.easymoney.end.title": "When the bank runs dry",
    "help.easymoney.end.body": "When the public pile is empty, the square being played finishes and the final lottery "
                               "begins: the player rolls red, white and blue. If someone holds that ticket, they take "
                               "the lottery pile and the game ends. If not, everyone adds {final_share_amount} (or all they have) "
                               "to the pile and the next player rolls.\n"
                               "Then everyone takes back their boxes; the richest wins, and ties share the win.",
    "help.easymoney.opt.turn_limit": "After {rounds} rounds the final lottery starts, even if the bank still has "
                                     "money.",
}
