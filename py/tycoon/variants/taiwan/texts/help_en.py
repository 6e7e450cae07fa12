"""English rules page of 如何做個大富翁 (the game's "? Rules" dialog): sections "help.taiwan.<section>.title"
/ ".body" (paragraphs split by new lines) and "help.taiwan.opt.<option>"; the section order is
py/ui/help/pages.py's. The same words are docs/rules/taiwan.md's "The rules" (tools/rules_pages.py)."""

MESSAGES = {
    "help.taiwan.money": "{n} points",  # the page's money, in full (the screens: ui.taiwan.money)
    "help.taiwan.goal.title": "Goal",
    "help.taiwan.goal.body": "A Taiwanese game of the 1960s. Buy land in the streets of Taiwan, collect rent, and be "
                             "the last player left: the 大富翁, the great tycoon. Money is counted in points.",
    "help.taiwan.setup.title": "Setting up",
    "help.taiwan.setup.body": "{min_players} to {max_players} players. Everyone starts with {start_cash}. The bank has {bank_houses} houses and {bank_hotels} "
                              "hotels.\n"
                              "Everyone spins the top: the highest number starts (ties spin again), then play goes "
                              "in seat order.",
    "help.taiwan.turn.title": "A turn: the spinning top",
    "help.taiwan.turn.body": "Instead of dice there is a spinning top showing 1 to {top_sides}, each as likely.\n"
                             "A turn has up to {spins} spins: after each spin, move and do what the square says, "
                             "then spin again.\n"
                             "The same number three times in one turn sends you straight to jail, without the third "
                             "move.",
    "help.taiwan.start.title": "Start",
    "help.taiwan.start.body": "Each time you pass or stop on Start (起點), the bank pays you {go_salary}.",
    "help.taiwan.buying.title": "Buying and auctions",
    "help.taiwan.buying.body": "Stop on land, a station or an enterprise that nobody owns: buy it at its price, or "
                               "the bank auctions it at once. Everyone may bid, you too; if nobody bids, it stays "
                               "with the bank.",
    "help.taiwan.rent.title": "Rent",
    "help.taiwan.rent.body": "Stop on someone else's property: pay the rent printed on it. Rent is only for "
                             "stopping, never for passing.\n"
                             "A whole colour group doubles the rent of bare land; with houses the house rent "
                             "counts. Mortgaged land asks no rent.\n"
                             "Stations ask {one_station_rent}, {two_station_rent}, {three_station_rent} or "
                             "{four_station_rent} by how many the owner has, mortgaged ones included; enterprises ask "
                             "{spin_times_one} times the spin, or {spin_times_both} times when the owner has both.\n"
                             "An owner who is in jail collects no rent at all.",
    "help.taiwan.cards.title": "Chance and Fate",
    "help.taiwan.cards.body": "Stop on 機會 (Chance) or 命運 (Fate): take the top card and do what it says; it "
                              "goes back under the deck.\n"
                              "The Prison Release Permit (出獄許可證) is kept until used, and can be traded.",
    "help.taiwan.tax.title": "Taxes",
    "help.taiwan.tax.body": "Income Tax: pay {income_tax}. Property Tax: pay {property_tax}.",
    "help.taiwan.spy.title": "The Industrial Spy",
    "help.taiwan.spy.body": "Stop exactly on the Industrial Spy square (產業間諜) while nobody is the Spy, and you "
                            "become the Spy: your pawn is the white pawn. Only one Spy at a time.\n"
                            "The Spy pays no taxes, ignores Go to Jail, draws no cards, cannot buy land or bid for it, "
                            "and is not jailed by three same spins, but still collects {go_salary} at Start.\n"
                            "Rent is reversed: when the Spy stops on someone's property, the owner pays the Spy "
                            "the rent. On the 坐牢 (In Jail) square the Spy pays a fine of {spy_fine}.\n"
                            "The next time the Spy passes or stops on the Spy square, they are an ordinary player "
                            "again.",
    "help.taiwan.jail.title": "Jail",
    "help.taiwan.jail.body": "You go to jail from the 進牢 square, from an Arrest Warrant card, or with three same "
                             "spins. You get no Start money on the way.\n"
                             "A jailed player sits out up to three turns. At the start of each one: pay a fine of {jail_fine} "
                             "or show a Permit to leave and play a normal turn, or spin once: a {top_sides} frees you and "
                             "you move {top_sides}. After three turns you leave free.\n"
                             "In jail you collect no rent, but may still build, sell, mortgage and trade.",
    "help.taiwan.building.title": "Houses and hotels",
    "help.taiwan.building.body": "Own a whole colour group to build houses on it, evenly, on your own turn. When every "
                                 "street of the group has {houses} houses, a street's {houses} houses can become a hotel for the "
                                 "house price. Buildings sell back to the bank for half their cost.",
    "help.taiwan.dump.title": "Dumping land (拋售)",
    "help.taiwan.dump.body": "On your turn you may dump a street with no buildings in its group and no mortgage: the "
                             "other players bid for it. If nobody bids, the bank buys it for half its printed "
                             "price.",
    "help.taiwan.mortgage.title": "Mortgages and trading",
    "help.taiwan.mortgage.body": "Mortgage land with no buildings in its group for half its price; lifting it costs "
                                 "that plus {interest_percent}%. Players may trade land, cash and Permits at any agreed price; "
                                 "whoever receives mortgaged land pays the bank {interest_percent}% at once.",
    "help.taiwan.end.title": "Bankruptcy and the end",
    "help.taiwan.end.body": "Owe more than you can raise by selling and mortgaging, and you are bankrupt: what you "
                            "have goes to the player you owe, or back to the bank to be auctioned.\n"
                            "The last player left is the 大富翁.",
    "help.taiwan.opt.spins_per_turn": "Each turn has only {spins} spin.",
    "help.taiwan.opt.board": "Played on a board of the table's own: its own street names, prices, currency and starting money; every square keeps its role and every rule stays.",
    "help.taiwan.opt.turn_limit": "The game stops after {rounds} rounds: the richest wins (cash, land at its price, "
                                  "buildings at their cost).",
    "help.taiwan.opt.starting_deeds": "Each player is dealt {deeds} properties free at the start.",
    "help.taiwan.opt.end_at_first_bankruptcy": "The game ends at the first bankruptcy: the richest player left "
                                               "wins.",
}
