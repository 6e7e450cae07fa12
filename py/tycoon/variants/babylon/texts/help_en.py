"""English rules page of The Richest Man in Babylon (the game's "? Rules" dialog): sections
"help.babylon.<section>.title" / ".body" (paragraphs split by new lines) and
"help.babylon.opt.<option>"; the section order is py/ui/help/pages.py's. The same words are
docs/rules/babylon.md's "The rules" (tools/rules_pages.py)."""

MESSAGES = {
    "help.babylon.goal.title": "Goal",
    "help.babylon.goal.body": "A game of secrets for {min_players} to {max_players} players. Everyone holds two gem "
                              "cards and sells tickets for them over {rounds} rounds, without knowing exactly what the "
                              "gems are worth. The player who earns the most is the Richest Man in Babylon.",
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
                              "In the dice room, each player rolls two dice once: both dice {edge_low} or {edge_high} give {both_edges_points} point, one "
                              "die {edge_low} or {edge_high} gives {one_edge_points} points, neither gives {no_edge_points} points.\n"
                              "A gem's value, in millions of won, is the average over its cards of their holders' scores: each "
                              "card counts once, so a player holding two cards of one gem counts twice. Example: Garnet "
                              "cards held by Ann ({example_ann} points), Ann again and Ben ({example_ben} points): ({example_ann} + {example_ann} + {example_ben}) ÷ {example_cards} = {example_value} ≈ {example_tenths}.",
    "help.babylon.selling.title": "Selling, round by round",
    "help.babylon.selling.body": "You have {tickets_each} tickets to sell ({tickets_per_gem} for each gem, or {tickets_each} if both cards are the same gem). "
                                 "Every ticket must be sold by the end of round {rounds}.\n"
                                 "Each round, for each gem you hold, make a secret offer: how many tickets, and a "
                                 "price per ticket from {low_million} to {high_million} million.",
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
    "help.babylon.end.body": "After round {rounds} everything is revealed. The richest player receives the Life Talisman "
                             "and gives a second one to another player (not the poorest). The poorest then names a "
                             "player without a talisman to join them in the Deathmatch.",
    "help.babylon.opt.rubies": "Every player holds one ruby.",
    "help.babylon.opt.one_visit": "This game was saved before the one-step rounds: each selling round has a step for Check or Secret, then a step for the offers.",
    "help.babylon.opt.look_step": "This game was saved before the look at one's secrets moved into round 1: after the dice room, everyone first looks at their gems and scores in a step of its own.",
}
