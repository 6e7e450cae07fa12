"""Names as printed on the 1960s board: the Chinese (the board data's "zh") big, its
transliteration or translation (message square.taiwan.<key>) small beneath it."""

from ...dom import h
from ...layout import soft_hyphens


def translation(ctx, data: dict) -> str:
    return ctx.tr(f"square.{ctx.variant}.{data.get('key', data.get('index'))}")


def square_name(ctx, data: dict, cls: str = "sq-name"):
    """<span class=sq-name><span class=zh lang=zh-Hant>衡陽路</span><span class=latin>Hengyang Road</span></span>"""
    printed = data.get("zh")
    if not printed:
        return None
    name = translation(ctx, data)
    return h("span", {"cls": f"{cls} tw-name"},
             h("span", {"cls": "zh", "lang": "zh-Hant"}, printed),
             None if name == printed else h("span", {"cls": "latin"}, soft_hyphens(name)))  # zh-Hant: once
