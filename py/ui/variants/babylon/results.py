"""Each round's public results: a table per gem — seller, tickets, price, outcome, earnings — and
"X used Secret" for the offers hidden until the end (all from the view's "results")."""

from ...dom import h
from .parts import gem, short, who, won


def round_table(screen, result: dict, me=None, revealed: bool = False):
    """`revealed` (the end): every line, those Secret kept back marked "Secret"."""
    ctx, tr = screen.ctx, screen.ctx.tr
    kept = set(result.get("secret") or []) if revealed else set()
    parts = []
    for entry in result.get("gems") or []:
        rows = []
        for line in entry.get("lines") or []:
            outcome = line.get("outcome", "")
            mine = " bb-mine" if line.get("player") == me and me is not None else ""
            secret = line.get("player") in kept
            rows.append(h("tr", {"cls": f"bb-out-{outcome}{mine}{' bb-was-secret' if secret else ''}"},
                          h("th", {"scope": "row"}, who(ctx, line.get("player")),
                            h("span", {"cls": "bb-secret-tag"}, " ", tr("ui.babylon.secret_tag")) if secret else None),
                          h("td", {"cls": "num"}, str(line.get("tickets"))),
                          h("td", {"cls": "num", "title": won(ctx, line.get("price"))}, short(tr, line.get("price"))),
                          h("td", {"cls": "bb-outcome"}, tr(f"outcome.babylon.{outcome}")),
                          h("td", {"cls": "num bb-got"}, won(ctx, line.get("earned")),
                            h("small", {"cls": "bb-pool"}, tr("ui.babylon.pool_share", amount=won(ctx, line["pool"])))
                            if line.get("pool") else None)))
        parts.append(h("table", {"cls": "bb-table", "testid": f"result-{result.get('round')}-{entry.get('gem')}"},
                       h("caption", {}, gem(ctx, entry.get("gem"))),
                       h("thead", {}, h("tr", {}, [h("th", {"scope": "col", "cls": c}, tr(k)) for k, c in (
                           ("ui.babylon.col_seller", ""), ("ui.babylon.col_tickets", "num"),
                           ("ui.babylon.col_price", "num"), ("ui.babylon.col_outcome", ""),
                           ("ui.babylon.col_earned", "num"))])),
                       h("tbody", {}, rows)))
    if not parts:
        parts.append(h("p", {"cls": "bb-hint"}, tr("ui.babylon.no_sales")))
    for seat in [] if revealed else result.get("secret") or []:
        parts.append(h("p", {"cls": "bb-secret-line"}, who(ctx, seat), " ", tr("ui.babylon.used_secret_line")))
    return h("div", {"cls": "bb-round", "testid": f"round-{result.get('round')}"}, parts)


def latest(screen, view: dict):
    """The last round's results open, the earlier ones folded (nothing before round 1's)."""
    results = view.get("results") or []
    if not results:
        return None
    tr = screen.ctx.tr
    last = results[-1]
    box = h("section", {"cls": "bb-box bb-results", "testid": "bb-results"},
            h("h2", {"cls": "bb-title"}, tr("ui.babylon.results_title", round=last.get("round"))),
            round_table(screen, last, view.get("me")))
    for result in reversed(results[:-1]):
        box.appendChild(h("details", {"cls": "bb-earlier"},
                          h("summary", {}, tr("ui.babylon.results_title", round=result.get("round"))),
                          round_table(screen, result, view.get("me"))))
    return box


def every_round(screen, view: dict):
    """The end's reveal of the selling: every round's whole table, Secret's lines marked."""
    tr = screen.ctx.tr
    results = view.get("results") or []
    if not results:
        return None
    box = h("section", {"cls": "bb-box bb-results bb-all-rounds", "testid": "bb-all-rounds"},
            h("h2", {"cls": "bb-title"}, tr("ui.babylon.all_rounds_title")),
            h("p", {"cls": "bb-hint"}, tr("ui.babylon.all_rounds_help")))
    for result in results:
        box.appendChild(h("details", {"cls": "bb-earlier", "open": True},
                          h("summary", {}, tr("ui.babylon.results_title", round=result.get("round"))),
                          round_table(screen, result, view.get("me"), revealed=True)))
    return box
