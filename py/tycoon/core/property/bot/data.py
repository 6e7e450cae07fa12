"""What a property-game bot knows of its game besides the view: the board, how big its money is,
where tokens come to rest, and the variant's own phases and habits. One `BotData` per variant,
made once at import; the shared judgement (values.py, trade.py, play.py) reads everything
board-shaped from it, never from a variant's modules."""

NOT_STREETS = ("railroad", "utility")  # groups whose rent grows with the number held, not houses

# Bonuses of the trade valuation in Monopoly's dollars; `BotData` multiplies them by money_scale.
RAIL_BONUS = (0, 0, 50, 150, 300)  # by railroads held
UTILITY_BONUS = (0, 0, 60)  # by utilities held


class BotData:
    """A board and its economy for the shared property bot.

    squares: the variant's board (dicts with kind, group, price, rents, house_cost, mortgage).
    money_scale: the board's money against Monopoly's dollars (Monopoly 1, Taiwan 10): every cash
        threshold of the judgement (reserves, margins, bid and cash steps) is Monopoly's × this.
    landing_odds: a function of no argument giving the share of moves that end on each square
        (and In Jail last); called once, on first use (`odds()`), since a Markov chain costs time
        at start-up in the browser.
    phases: the variant's own phases -> handler(data, view, seat, legal, kinds), beside (or
        instead of) the shared ones.
    deed_lots: the kinds of auction lot that are a deed (bid on by the deed's value).
    The variant's habits, each a function or None for the shared habit:
    leave_jail(data, view, seat) -> bool: pay or use a card before rolling in jail (shared: while
        the board is open);
    jail_reserve(data, view, seat) -> int: cash kept for a jail fine on top of every reserve
        (shared: none);
    may_build(data, view, seat, index) -> bool: a house there now is wise (shared: always); when
        it vetoes a build the bot holds its cash rather than mortgage or lift."""

    def __init__(self, squares: list, money_scale: int = 1, landing_odds=None, phases=None,
                 deed_lots=("deed",), leave_jail=None, jail_reserve=None, may_build=None):
        self.squares = squares
        self.money_scale = money_scale
        self.landing_odds = landing_odds
        self.phases = dict(phases or {})
        self.deed_lots = tuple(deed_lots)
        self.leave_jail, self.jail_reserve, self.may_build = leave_jail, jail_reserve, may_build
        self._odds = None
        self.groups: dict[str, list[int]] = {}  # in board order (ties are broken in this order)
        for sq in squares:
            if sq.get("group") is not None and "price" in sq:
                self.groups.setdefault(sq["group"], []).append(sq["index"])
        self.street_groups = {g: tuple(m) for g, m in self.groups.items() if g not in NOT_STREETS}
        # A whole group is worth about half its rent at three houses, and costs three houses a street.
        self.group_bonus = {g: sum(squares[i]["rents"][3] for i in m) // 2 for g, m in self.street_groups.items()}
        self.build_cost = {g: squares[m[0]]["house_cost"] * len(m) * 3 for g, m in self.street_groups.items()}
        self.deeds = [i for i, sq in enumerate(squares) if "price" in sq]
        self.rail_bonus = tuple(b * money_scale for b in RAIL_BONUS)
        self.utility_bonus = tuple(b * money_scale for b in UTILITY_BONUS)

    def on_board(self, squares: list) -> "BotData":
        """The same bot on a board of one's own (docs/boards.md): its prices, and its money's size
        from them (the board's deeds cost k times the game's own: every threshold is k times)."""
        ratio = sum(sq["price"] for sq in squares if "price" in sq) / max(
            1, sum(sq["price"] for sq in self.squares if "price" in sq))
        return BotData(squares, max(1, round(self.money_scale * ratio)), self.landing_odds, self.phases,
                       self.deed_lots, self.leave_jail, self.jail_reserve, self.may_build)

    def money(self, dollars: int) -> int:
        """A threshold given in Monopoly's dollars, in this board's money."""
        return dollars * self.money_scale

    def odds(self) -> list:
        """The landing odds, computed on first use (None if the variant gave none)."""
        if self._odds is None and self.landing_odds is not None:
            self._odds = self.landing_odds()
        return self._odds
