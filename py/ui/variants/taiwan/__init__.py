"""如何做個大富翁's own screens (docs/rules/taiwan.md): Monopoly's dialogs and action bar, plus

- the spinning top (陀螺) in place of the dice, with "spin 2 of 3" (top.py);
- the Industrial Spy (產業間諜) made unmistakable: the white pawn on its square while nobody is the
  Spy, else the Spy's token drawn as the white pawn, a banner across the centre, a badge in the
  Spy's panel (spy.py);
- printed Chinese names, big, above their transliteration, on the board, the deeds, the cards
  (names.py, deed.py, reveal.py);
- dumping land (拋售) as a visible action: its own section of "Manage", a button in the property
  dialog, and the auction of a dumped lot (manage.py, inspect.py, auction.py);
- money in points (分), and a 1960s printed-paper look (css/taiwan.css, under .variant-taiwan).

Every number shown comes from the view, the board's printed data or the engine's describe()."""

from ..monopoly import MonopolyHooks

PRINTED = {"title": "如何做個大富翁", "spy": "產業間諜", "pawn": "諜"}  # as printed on the board, in every language
SPY = "spy"  # the class of the Spy's token (the white pawn) and the name of the pawn at home


class TaiwanHooks(MonopolyHooks):
    manage_kinds = MonopolyHooks.manage_kinds | {"dump"}
    money_key = "ui.taiwan.money"

    # ---- the top ----------------------------------------------------------------------------
    def dice(self, screen, view: dict, rolling: bool):
        from .top import top_box

        return top_box(screen.ctx, view, rolling)

    # ---- names, deeds, cards ---------------------------------------------------------------
    def square_name(self, ctx, data: dict):
        from .names import square_name

        return square_name(ctx, data)

    def news(self, screen, view: dict):
        from .reveal import card_box

        return card_box(screen, view.get("log") or [])

    # ---- the Spy ----------------------------------------------------------------------------
    def token_class(self, view: dict, seat: int) -> str:
        return SPY if view.get("spy") == seat else ""

    def pieces(self, view: dict) -> dict:
        home = view.get("spy_square")
        if "spy" in view and view.get("spy") is None and isinstance(home, int):
            return {home: (SPY,)}
        return {}

    def piece(self, ctx, name: str):
        from .spy import white_pawn

        return white_pawn(ctx) if name == SPY else None

    def panel_badges(self, screen, view: dict, seat: int) -> list:
        from .spy import spy_badge

        return [spy_badge(screen.ctx)] if view.get("spy") == seat else []

    def centre_top(self, screen, view: dict):
        from ...dom import h
        from .spy import spy_banner, spy_free

        title = None  # the game's printed title in place of the app's (css/taiwan.css hides that one)
        if screen.selected is None and not self.is_dialog_phase(view):
            title = h("h1", {"cls": "tw-title"}, h("span", {"cls": "zh", "lang": "zh-Hant"}, PRINTED["title"]),
                      h("span", {"cls": "latin"}, screen.ctx.tr("ui.taiwan.title")))
        banner = spy_banner(screen, view) if view.get("spy") is not None else spy_free(screen, view)
        return h("div", {"cls": "tw-head"}, title, banner, super().centre_top(screen, view))

    # ---- the centre: auctions (a dumped lot too), the deed on offer ---------------------------
    def centre_parts(self, screen, view: dict, actions: list, status: dict) -> list:
        phase, pending = view.get("phase"), view.get("pending") or {}
        if phase == "auction":
            from .auction import auction_box

            return [auction_box(screen, view, actions, status.get("seat"))]
        square = pending.get("square") if phase == "buy" else None
        if isinstance(square, int) and 0 <= square < len(screen.squares) and screen.squares[square].get("price"):
            from .deed import deed_card

            return [] if screen.selected is not None else [deed_card(screen.ctx, screen.squares[square])]
        return super().centre_parts(screen, view, actions, status)

    # ---- dumping land (拋售) ----------------------------------------------------------------
    def manage_sections(self, ctx, squares: list, actions: list) -> list:
        from .manage import sections

        return sections(ctx, squares, actions)

    def inspector(self, screen, view: dict, index: int, actions: list, seat):
        from .inspect import inspector

        return inspector(screen, view, index, actions, seat)


HOOKS = TaiwanHooks()
