"""English rules help: one page per game, as sections "help.<variant>.<section>.title" and
".body" (paragraphs split by new lines), written from the games' rulings and the engine; the same
words are docs/rules/<game>.md's "The rules" (tools/rules_pages.py writes them there);
"help.<variant>.opt.<option>" says how an option chosen at setup changes the game (py/ui/help.py).
Merged into ui.messages.en."""

MESSAGES = {
    # ---- shared words of the help page ----------------------------------------------------------
    "help.table.title": "This game's options",
    "help.table.none": "This game uses the standard rules, with no options changed.",
    "help.table.intro": "Options chosen when this game was set up:",
    # ---- Monopoly -------------------------------------------------------------------------------
    "help.monopoly.goal.title": "Goal",
    "help.monopoly.goal.body": "Buy streets, railroads and utilities, collect rent from the other players, "
                               "and be the last player who is not bankrupt.",
    "help.monopoly.setup.title": "Setting up",
    "help.monopoly.setup.body": "2 to 8 players. Everyone starts with $1,500. The bank never runs out of money, "
                                "but it has only 32 houses and 12 hotels.\n"
                                "Everyone rolls the two dice: the highest total starts (tied players roll again). "
                                "Then play goes round the table in seat order.",
    "help.monopoly.turn.title": "A turn",
    "help.monopoly.turn.body": "Roll the two dice, move that many squares and do what the square says.\n"
                               "Doubles (both dice the same): after the square, roll again. A third double in a row "
                               "sends you straight to jail without moving.\n"
                               "Before or after rolling you may build, sell, mortgage or trade.",
    "help.monopoly.go.title": "GO",
    "help.monopoly.go.body": "Each time you pass or land on GO, by dice or by a card, the bank pays you $200.",
    "help.monopoly.buying.title": "Buying and auctions",
    "help.monopoly.buying.body": "Stop on a street, railroad or utility that nobody owns: buy it at its printed "
                                 "price, or say no.\n"
                                 "If you say no, the bank auctions it at once. Everyone may bid, you too. Each bid "
                                 "must be higher than the last and no more than the bidder's cash. The highest bid "
                                 "wins; if nobody bids, it stays with the bank.",
    "help.monopoly.rent.title": "Rent",
    "help.monopoly.rent.body": "Stop on someone else's property: pay its owner the rent printed on the deed. "
                               "A mortgaged property asks no rent.\n"
                               "Owning a whole colour group doubles the rent of its streets with no houses, even "
                               "when one of them is mortgaged. Railroads ask 25, 50, 100 or 200 by how many the owner "
                               "has; utilities ask 4 times the dice, or 10 times when the owner has both.",
    "help.monopoly.cards.title": "Chance and Community Chest",
    "help.monopoly.cards.body": "Stop on one of these squares: take the top card of its deck and do what it says; "
                                "it then goes to the bottom.\n"
                                "A “Get Out of Jail Free” card is kept until you use it, and can be traded.",
    "help.monopoly.tax.title": "Taxes",
    "help.monopoly.tax.body": "Income Tax: pay $200, or 10% of everything you own (cash, and the printed value of "
                              "your property and buildings). You choose before you see the 10% figure.\n"
                              "Luxury Tax: pay $100.",
    "help.monopoly.jail.title": "Jail",
    "help.monopoly.jail.body": "You go to jail from the “Go to Jail” square, from a card, or with three doubles in a "
                               "row. You do not collect $200 on the way, and your turn ends. Stopping on the Jail "
                               "square by a normal move is “just visiting”.\n"
                               "To get out: roll doubles on one of your next three turns (you move, but do not roll "
                               "again), use a Get Out of Jail Free card, or pay $50 before rolling. After a third "
                               "miss you pay $50 and move.\n"
                               "In jail you can still collect rent, build, mortgage and trade.",
    "help.monopoly.building.title": "Houses and hotels",
    "help.monopoly.building.body": "When you own every street of a colour group, you may build houses on them at the "
                                   "printed house price. Build evenly: no street gets a second house before every "
                                   "street of the group has one, and so on.\n"
                                   "With {houses} houses on a street you may buy a hotel: the houses go back to the "
                                   "bank. Buildings sell back to the bank for half their cost, evenly too.\n"
                                   "If the bank has too few houses or hotels for everyone who could build one, "
                                   "the bank auctions it.",
    "help.monopoly.mortgage.title": "Mortgages",
    "help.monopoly.mortgage.body": "A property with no buildings in its group can be mortgaged: the bank pays you half "
                                   "its price, and it collects no rent. To lift the mortgage, pay that amount plus "
                                   "10%.\n"
                                   "Whoever receives a mortgaged property from another player pays the bank 10% at "
                                   "once.",
    "help.monopoly.trading.title": "Trading",
    "help.monopoly.trading.body": "At the start or the end of a turn, a player may offer another a trade of cash, "
                                  "properties and jail cards. The other player accepts, refuses or makes a "
                                  "counter-offer. A street can only be traded when its whole group has no buildings. "
                                  "Players never lend each other money.",
    "help.monopoly.end.title": "Bankruptcy and the end",
    "help.monopoly.end.body": "When you owe more than you have, you first get a chance to sell buildings and mortgage. "
                              "If that is not enough, you are bankrupt and leave the game: what you have goes to the "
                              "player you owe, or, if you owe the bank, the bank auctions your properties.\n"
                              "The last player who is not bankrupt wins.",
    "help.monopoly.opt.turn_limit": "The game stops after {rounds} rounds: the richest player wins (cash, plus "
                                    "property at its price, buildings at their cost, mortgaged property at its price "
                                    "less the mortgage).",
    "help.monopoly.opt.starting_deeds": "Each player is dealt {deeds} properties free at the start.",
    "help.monopoly.opt.hotel_after": "A hotel needs only {houses} houses.",
    "help.monopoly.opt.must_leave_jail_next_turn": "A player in jail must get out on their next turn (doubles, a "
                                                   "card, or $50).",
    "help.monopoly.opt.end_at_first_bankruptcy": "The game ends at the first bankruptcy: the richest player left "
                                                 "wins.",
    "help.monopoly.opt.build_without_monopoly": "You may build on a street without owning its whole group, but only "
                                                "when you stop on it again.",
    "help.monopoly.opt.rent_must_be_claimed": "Owners must ask for their rent before the next player rolls, or it "
                                              "is lost.",
    # ---- Taiwan ---------------------------------------------------------------------------------
    "help.taiwan.goal.title": "Goal",
    "help.taiwan.goal.body": "A Taiwanese game of the 1960s. Buy land in the streets of Taiwan, collect rent, and be "
                             "the last player left: the 大富翁, the great tycoon. Money is counted in points.",
    "help.taiwan.setup.title": "Setting up",
    "help.taiwan.setup.body": "2 to 5 players. Everyone starts with 15,000 points. The bank has 28 houses and 10 "
                              "hotels.\n"
                              "Everyone spins the top: the highest number starts (ties spin again), then play goes "
                              "in seat order.",
    "help.taiwan.turn.title": "A turn: the spinning top",
    "help.taiwan.turn.body": "Instead of dice there is a spinning top showing 1 to 12, each as likely.\n"
                             "A turn has up to {spins} spins: after each spin, move and do what the square says, "
                             "then spin again.\n"
                             "The same number three times in one turn sends you straight to jail, without the third "
                             "move.",
    "help.taiwan.start.title": "Start",
    "help.taiwan.start.body": "Each time you pass or stop on Start (起點), the bank pays you 2,000 points.",
    "help.taiwan.buying.title": "Buying and auctions",
    "help.taiwan.buying.body": "Stop on land, a station or an enterprise that nobody owns: buy it at its price, or "
                               "the bank auctions it at once. Everyone may bid, you too; if nobody bids, it stays "
                               "with the bank.",
    "help.taiwan.rent.title": "Rent",
    "help.taiwan.rent.body": "Stop on someone else's property: pay the rent printed on it. Rent is only for "
                             "stopping, never for passing.\n"
                             "A whole colour group doubles the rent of bare land; with houses the house rent "
                             "counts. Mortgaged land asks no rent.\n"
                             "An owner who is in jail collects no rent at all.",
    "help.taiwan.cards.title": "Chance and Fate",
    "help.taiwan.cards.body": "Stop on 機會 (Chance) or 命運 (Fate): take the top card and do what it says; it "
                              "goes back under the deck.\n"
                              "The Prison Release Permit (出獄許可證) is kept until used, and can be traded.",
    "help.taiwan.tax.title": "Taxes",
    "help.taiwan.tax.body": "Income Tax: pay 2,000 points. Property Tax: pay 1,000 points.",
    "help.taiwan.spy.title": "The Industrial Spy",
    "help.taiwan.spy.body": "Stop exactly on the Industrial Spy square (產業間諜) while nobody is the Spy, and you "
                            "become the Spy: your pawn is the white pawn. Only one Spy at a time.\n"
                            "The Spy pays no taxes, ignores Go to Jail, draws no cards, cannot buy land or bid for it, "
                            "and is not jailed by three same spins, but still collects 2,000 at Start.\n"
                            "Rent is reversed: when the Spy stops on someone's property, the owner pays the Spy "
                            "the rent. On the 坐牢 (In Jail) square the Spy pays a fine of 1,000 points.\n"
                            "The next time the Spy passes or stops on the Spy square, they are an ordinary player "
                            "again.",
    "help.taiwan.jail.title": "Jail",
    "help.taiwan.jail.body": "You go to jail from the 進牢 square, from an Arrest Warrant card, or with three same "
                             "spins. You get no Start money on the way.\n"
                             "A jailed player sits out up to three turns. At the start of each one: pay a 500-point fine "
                             "or show a Permit to leave and play a normal turn, or spin once: a 12 frees you and "
                             "you move 12. After three turns you leave free.\n"
                             "In jail you collect no rent, but may still build, sell, mortgage and trade.",
    "help.taiwan.building.title": "Houses and hotels",
    "help.taiwan.building.body": "Own a whole colour group to build houses on it, evenly, on your own turn. When every "
                                 "street of the group has 4 houses, a street's 4 houses can become a hotel for the "
                                 "house price. Buildings sell back to the bank for half their cost.",
    "help.taiwan.dump.title": "Dumping land (拋售)",
    "help.taiwan.dump.body": "On your turn you may dump a street with no buildings in its group and no mortgage: the "
                             "other players bid for it. If nobody bids, the bank buys it for half its printed "
                             "price.",
    "help.taiwan.mortgage.title": "Mortgages and trading",
    "help.taiwan.mortgage.body": "Mortgage land with no buildings in its group for half its price; lifting it costs "
                                 "that plus 10%. Players may trade land, cash and Permits at any agreed price; "
                                 "whoever receives mortgaged land pays the bank 10% at once.",
    "help.taiwan.end.title": "Bankruptcy and the end",
    "help.taiwan.end.body": "Owe more than you can raise by selling and mortgaging, and you are bankrupt: what you "
                            "have goes to the player you owe, or back to the bank to be auctioned.\n"
                            "The last player left is the 大富翁.",
    "help.taiwan.opt.spins_per_turn": "Each turn has only {spins} spin.",
    "help.taiwan.opt.turn_limit": "The game stops after {rounds} rounds: the richest wins (cash, land at its price, "
                                  "buildings at their cost).",
    "help.taiwan.opt.starting_deeds": "Each player is dealt {deeds} properties free at the start.",
    "help.taiwan.opt.end_at_first_bankruptcy": "The game ends at the first bankruptcy: the richest player left "
                                               "wins.",
    # ---- Rich -----------------------------------------------------------------------------------
    "help.rich.goal.title": "Goal",
    "help.rich.goal.body": "A race through life from Start to the Finish, once round the board. Earn a salary, "
                           "dodge accidents and take chances. When everyone has finished, the player with the most "
                           "cash is the TYCOON.",
    "help.rich.setup.title": "Setting up",
    "help.rich.setup.body": "2 to 6 players. Everyone starts with ฿200,000 and one Rich Card, face up.\n"
                            "Pick a profession and roll two dice. If the total is one of that profession's numbers, "
                            "you get it at double salary for as long as you keep it; otherwise you get the "
                            "profession of the number you rolled.\n"
                            "The highest roll starts (ties roll again).",
    "help.rich.turn.title": "A turn",
    "help.rich.turn.body": "Roll two dice, move forward that many squares and do what the square says. On your turn "
                           "you may also take a loan.",
    "help.rich.payday.title": "Payday",
    "help.rich.payday.body": "Passing a payday square: collect your salary, and you may buy insurance cards "
                             "(Auto, Fire, Life) for ฿20,000 each, at most one of each.\nLanding exactly on a "
                             "payday: the same, plus one Rich Card, plus a Flip-Lock you must play: win "
                             "฿300,000 or lose ฿30,000.",
    "help.rich.money.title": "Money squares",
    "help.rich.money.body": "Light-yellow squares: receive or pay the printed amount.\nPurple accidents: pay "
                            "the damage, unless you hold the matching insurance: then the card goes back and "
                            "you pay nothing.\nBlue squares: roll the dice; every other player pays you (at "
                            "New Year: you pay each of them) the total times the rate printed.\nTraffic "
                            "ticket: roll × ฿10,000; your second ticket costs ×3, later ones ×5.\nStock "
                            "exchange: roll; above 5 the stock rises and you receive (total − 5) × ฿20,000; "
                            "below 5 the stock falls and you pay (5 − total) × ฿30,000; at exactly 5 the "
                            "stock holds steady: nothing is paid.",
    "help.rich.luck.title": "Good luck and bad luck",
    "help.rich.luck.body": "Good luck: take ฿20,000, or play Flip-Lock for ฿200,000 (nothing if you fail).\n"
                           "Bad luck: pay ฿100,000, or play Flip-Lock: pay nothing if you pass, ฿120,000 if you "
                           "fail.\n"
                           "The Flip-Lock square: a Flip-Lock you must play, win ฿300,000 or lose ฿30,000.",
    "help.rich.fliplock.title": "Flip-Lock",
    "help.rich.fliplock.body": "The deck has 11 number cards: 1 to 9, plus a second 4 and a second 5. Six are dealt face down "
                               "and the first is turned up.\n"
                               "Guess whether the next card is higher or lower than the last one turned up, five "
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
    "help.rich.loans.body": "On your turn you may borrow: each loan gives ฿180,000 and a promissory note of ฿200,000 to repay. "
                            "If you must pay and have too little cash, loans are taken for you. Nobody goes "
                            "bankrupt in this game.",
    "help.rich.finish.title": "The Finish",
    "help.rich.finish.body": "Land exactly on Finish 1 or Finish 2 (the last square). Roll too much and you count the "
                             "rest backwards from Finish 2.\n"
                             "When you finish, repay your notes, then take personal numbers: one at Finish 1, two at "
                             "Finish 2. From then on, a player still on the track who rolls your number pays you "
                             "฿50,000, every time.",
    "help.rich.end.title": "The end",
    "help.rich.end.body": "When everyone has finished, count cash only, less ฿200,000 for each note not repaid. The "
                          "richest is the TYCOON; a tie shares the title.",
    "help.rich.opt.turn_limit": "The game stops after {rounds} rounds: players still on the track stop where they "
                                "are, and the count is made.",
    # ---- Easy Money -----------------------------------------------------------------------------
    "help.easymoney.goal.title": "Goal",
    "help.easymoney.goal.body": "A fast, loud betting game. Everyone moves one shared money token and bets on almost every "
                                "move. When the bank's public pile runs dry, the richest player wins.",
    "help.easymoney.money.title": "Money and stakes",
    "help.easymoney.money.body": "Money comes in bundles of $100,000, $200,000, $500,000 and $1,000,000. It sits in "
                                 "the public pile (the bank), the lottery pile, each player's own money, and each "
                                 "player's boxes (Double, Rise/Fall, Number).\n"
                                 "A stake is one or two bundles, never more than your own money.",
    "help.easymoney.setup.title": "Setting up",
    "help.easymoney.setup.body": "2 to 4 players. Each takes $3,600,000 and one lottery ticket; the lottery pile "
                                 "gets $1,000,000. Each player stakes 1 or 2 bundles in their Double box. The "
                                 "highest roll of one die starts (tied players roll again).",
    "help.easymoney.turn.title": "A turn",
    "help.easymoney.turn.body": "Roll the two dice and move the shared money token. Some squares act when the token passes "
                                "over them or stops on them; Double, Nothing and Wall Street act only when it "
                                "stops.\n"
                                "Before each roll every player may change their Double box once: leave it, take it "
                                "all back, or stake into an empty box.\n"
                                "If you have no money of your own on your turn, take the roll's total × $100,000 from "
                                "the public pile.",
    "help.easymoney.double.title": "Double and Nothing",
    "help.easymoney.double.body": "Double (stop): every Double box is doubled from the public pile.\n"
                                  "Nothing (stop): every Double box goes to the lottery pile.\n"
                                  "On both, a player whose Double box is empty pays a $500,000 fine to the lottery "
                                  "pile.",
    "help.easymoney.makemoney.title": "Make Money ($)",
    "help.easymoney.makemoney.body": "The player who rolled collects $1,000,000 for passing Make Money, or "
                                     "$2,000,000 for stopping on it.",
    "help.easymoney.lottery.title": "Lottery",
    "help.easymoney.lottery.body": "Pass or stop on Lottery: the player who rolled draws one more ticket, then rolls "
                                   "the red, white and blue dice. Exactly one ticket has that number. If a player "
                                   "holds it, they win the whole lottery pile; then $1,000,000 goes into the pile "
                                   "and everyone takes a new ticket. Otherwise the pile stays.",
    "help.easymoney.greed.title": "Greed",
    "help.easymoney.greed.body": "Pass or stop on Greed: pick another player and roll one die as often as you dare. "
                                 "Each 2 to 6 adds to your points; a 1 loses everything. Stop, and that player pays "
                                 "you points × $100,000 from their own money (at most what they have).",
    "help.easymoney.wallstreet.title": "Wall Street",
    "help.easymoney.wallstreet.body": "Stop on Wall Street: everyone sees the back of the top market card, a rumour. "
                                      "Each player may stake on Rise or on Fall. The card is turned: winners get "
                                      "their stake back plus stake × the odds printed; losing stakes go to the "
                                      "lottery pile.",
    "help.easymoney.lucky.title": "Lucky Dice",
    "help.easymoney.lucky.body": "Pass or stop on Lucky Dice: everyone may stake on 4, 5, 6, 8, 9 or 10. Then the "
                                 "player who rolled keeps rolling:\n"
                                 "a new 4, 5, 6, 8, 9 or 10 pays the stakes on it at their odds; a new 2, 3, 11 or 12 "
                                 "gives the roller $100,000; a number already rolled: roll again; a 7 gives the "
                                 "roller every stake left, and the session ends.\n"
                                 "The odds are fair: 4 and 10 pay 2 to 1, 5 and 9 pay 3 to 2, 6 and 8 pay 6 to 5.",
    "help.easymoney.mystery.title": "Mystery Jackpot",
    "help.easymoney.mystery.body": "Pass or stop on Mystery Jackpot: the player who rolled draws the top card and does "
                                   "what it says. A card that says “keep” stays with the player until used.",
    "help.easymoney.end.title": "When the bank runs dry",
    "help.easymoney.end.body": "When the public pile is empty, the square being played finishes and the final lottery "
                               "begins: the player rolls red, white and blue. If someone holds that ticket, they take "
                               "the lottery pile and the game ends. If not, everyone adds $500,000 (or all they have) "
                               "to the pile and the next player rolls.\n"
                               "Then everyone takes back their boxes; the richest wins, and ties share the win.",
    "help.easymoney.opt.turn_limit": "After {rounds} rounds the final lottery starts, even if the bank still has "
                                     "money.",
    # ---- Babylon --------------------------------------------------------------------------------
    "help.babylon.goal.title": "Goal",
    "help.babylon.goal.body": "A game of secrets. Everyone holds two gem cards and sells tickets for them over four "
                              "rounds, without knowing exactly what the gems are worth. The player who earns the most "
                              "is the Richest Man in Babylon.",
    "help.babylon.secrets.title": "Secrets on one device",
    "help.babylon.secrets.body": "Your gems, your dice score, your offers and your Check are private. When a secret "
                                 "choice comes, the screen asks to pass the device: only the named player should "
                                 "look.",
    "help.babylon.rubies.title": "Rubies and order numbers",
    "help.babylon.rubies.body": "Some players hold a ruby. Order numbers are auctioned first: each ruby holder may bid "
                                "rubies in secret for one number. The highest bid wins it (a tie: nobody). The other "
                                "numbers are dealt at random. Rubies may be given away before the auction ends; they "
                                "do not count at the end.\n"
                                "Your order number decides who watches you roll the dice: the two players after you.",
    "help.babylon.gems.title": "Gems and their value",
    "help.babylon.gems.body": "There are four gems: Pearl, Garnet, Amethyst and Emerald. Everyone gets two gem cards in "
                              "secret.\n"
                              "In the dice room, each player rolls two dice once: both dice 1 or 6 give 1 point, one "
                              "die 1 or 6 gives 2 points, neither gives 3 points.\n"
                              "A gem's value, in millions of won, is the average over its cards of their holders' scores: each "
                              "card counts once, so a player holding two cards of one gem counts twice. Example: Garnet "
                              "cards held by Ann (2 points), Ann again and Ben (3 points): (2 + 2 + 3) ÷ 3 = 7/3 ≈ 2.3.",
    "help.babylon.selling.title": "Selling: four rounds",
    "help.babylon.selling.body": "You have 6 tickets to sell (3 for each gem, or 6 if both cards are the same gem). "
                                 "Every ticket must be sold by the end of round 4.\n"
                                 "Each round, for each gem you hold, make a secret offer: how many tickets, and a "
                                 "price per ticket from 1.0 to 3.0 million.",
    "help.babylon.check.title": "Check and Secret",
    "help.babylon.check.body": "Once in the game you may use Check: see the true value of one of your gems. Once in "
                               "the game you may use Secret: your offers and earnings of that round stay hidden "
                               "until the end. At most one of them in a round. Both come in your visit of the round: Check "
                               "first, before your offers (you see the value at once); Secret is a switch next to your "
                               "offers (\"Secret: hide these offers\"), sent with them.",
    "help.babylon.settle.title": "Who earns what",
    "help.babylon.settle.body": "For each gem: an offer priced above the gem's true value is a short sale and earns "
                                "nothing; its money goes into a pool.\n"
                                "If the other offers all have the same price, each earns its price × tickets. If "
                                "not, only the lowest price earns: the average price of all those offers (ticket by "
                                "ticket) × its tickets.\n"
                                "The pool is shared equally by the offers that earned. Sold tickets are used up, "
                                "earning or not.",
    "help.babylon.end.title": "The end",
    "help.babylon.end.body": "After round 4 everything is revealed. The richest player receives the Life Talisman "
                             "and gives a second one to another player (not the poorest). The poorest then names a "
                             "player without a talisman to join them in the Deathmatch.",
    "help.babylon.opt.rubies": "Every player holds one ruby.",
    "help.babylon.opt.one_visit": "This game was saved before the one-step rounds: each selling round has a step for Check or Secret, then a step for the offers.",
    "help.babylon.opt.look_step": "This game was saved before the look at one's secrets moved into round 1: after the dice room, everyone first looks at their gems and scores in a step of its own.",
}
