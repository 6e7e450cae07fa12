"""English rules page of Cờ Tỷ Phú (Monopoly) (the game's "? Rules" dialog): sections
"help.monopoly.<section>.title" / ".body" (paragraphs split by new lines) and
"help.monopoly.opt.<option>"; the section order is py/ui/help/pages.py's. The same words are
docs/rules/monopoly.md's "The rules" (tools/rules_pages.py)."""

MESSAGES = {
    "help.monopoly.goal.title": "Goal",
    "help.monopoly.goal.body": "Buy streets, railroads and utilities, collect rent from the other players, "
                               "and be the last player who is not bankrupt.",
    "help.monopoly.setup.title": "Setting up",
    "help.monopoly.setup.body": "{min_players} to {max_players} players. Everyone starts with {start_cash}. The bank never runs out of money, "
                                "but it has only {bank_houses} houses and {bank_hotels} hotels.\n"
                                "Everyone rolls the two dice: the highest total starts (tied players roll again). "
                                "Then play goes round the table in seat order.",
    "help.monopoly.turn.title": "A turn",
    "help.monopoly.turn.body": "Roll the two dice, move that many squares and do what the square says.\n"
                               "Doubles (both dice the same): after the square, roll again. A third double in a row "
                               "sends you straight to jail without moving.\n"
                               "Before or after rolling you may build, sell, mortgage or trade.",
    "help.monopoly.go.title": "GO",
    "help.monopoly.go.body": "Each time you pass or land on GO, by dice or by a card, the bank pays you {go_salary}.",
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
                               "when one of them is mortgaged. Railroads ask {one_rail_rent}, {two_rail_rent}, {three_rail_rent} or {four_rail_rent} by how many the owner "
                               "has; utilities ask {dice_times_one} times the dice, or {dice_times_both} times when the owner has both.",
    "help.monopoly.cards.title": "Chance and Community Chest",
    "help.monopoly.cards.body": "Stop on one of these squares: take the top card of its deck and do what it says; "
                                "it then goes to the bottom.\n"
                                "A “Get Out of Jail Free” card is kept until you use it, and can be traded.",
    "help.monopoly.tax.title": "Taxes",
    "help.monopoly.tax.body": "Income Tax: pay {income_tax}, or {income_percent}% of everything you own (cash, and the printed value of "
                              "your property and buildings). You choose before you see the {income_percent}% figure.\n"
                              "Luxury Tax: pay {luxury_tax}.",
    "help.monopoly.jail.title": "Jail",
    "help.monopoly.jail.body": "You go to jail from the “Go to Jail” square, from a card, or with three doubles in a "
                               "row. You do not collect {go_salary} on the way, and your turn ends. Stopping on the Jail "
                               "square by a normal move is “just visiting”.\n"
                               "To get out: roll doubles on one of your next three turns (you move, but do not roll "
                               "again), use a Get Out of Jail Free card, or pay {jail_fine} before rolling. After a third "
                               "miss you pay {jail_fine} and move.\n"
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
                                   "{interest_percent}%.\n"
                                   "Whoever receives a mortgaged property from another player pays the bank {interest_percent}% at "
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
    "help.monopoly.opt.board": "Played on a board of the table's own: its own street names, prices, currency and starting money; every square keeps its role and every rule stays.",
    "help.monopoly.opt.turn_limit": "The game stops after {rounds} rounds: the richest player wins (cash, plus "
                                    "property at its price, buildings at their cost, mortgaged property at its price "
                                    "less the mortgage).",
    "help.monopoly.opt.starting_deeds": "Each player is dealt {deeds} properties free at the start.",
    "help.monopoly.opt.hotel_after": "A hotel needs only {houses} houses.",
    "help.monopoly.opt.must_leave_jail_next_turn": "A player in jail must get out on their next turn (doubles, a "
                                                   "card, or {jail_fine}).",
    "help.monopoly.opt.end_at_first_bankruptcy": "The game ends at the first bankruptcy: the richest player left "
                                                 "wins.",
    "help.monopoly.opt.build_without_monopoly": "You may build on a street without owning its whole group, but only "
                                                "when you stop on it again.",
    "help.monopoly.opt.rent_must_be_claimed": "Owners must ask for their rent before the next player rolls, or it "
                                              "is lost.",
}
