"""A game's presets (Variant.presets: name -> the options one button switches on at once) as the
new-game screen shows them: in order (the Quick game first), whether each is on, what pressing it
does, and its one-line explanation. The explanation is made from the preset's own values (its
round limit is the preset's turn_limit), never from a number copied into a message.

Texts: "ui.preset.name.<preset>" its name, "ui.preset.rule.<option>" one short phrase per option
it sets (with {n}, the preset's value; "<key>@<variant>" first, as Easy Money's round limit ends
with the final lottery), joined by "ui.list.sep" into "ui.setup.preset_help". Pure Python (no DOM)."""

ICONS = {"quick": "⚡", "lesson": "✎"}  # drawn before the name; a preset not listed has none


def presets(variant) -> list:
    """[(name, options)] of the variant's presets: "quick" first, the rest in the variant's order."""
    found = [(name, dict(values)) for name, values in variant.presets.items() if values]
    return sorted(found, key=lambda item: item[0] != "quick")


def preset_values(variant) -> dict:
    """Every option any preset sets, with its value (the Quick game's where two presets disagree):
    the "on" value of a switch for an option that is not a yes/no."""
    merged: dict = {}
    for _name, values in reversed(presets(variant)):
        merged.update(values)
    return merged


def is_on(options: dict, preset: dict) -> bool:
    return bool(preset) and all(options.get(k) == v for k, v in preset.items())


def toggle(options: dict, defaults: dict, preset: dict) -> None:
    """Press a preset: on sets its options; off puts each of them back to the game's default."""
    if is_on(options, preset):
        options.update({k: defaults[k] for k in preset})
    else:
        options.update(preset)


def title(tr, name: str) -> str:
    key = f"ui.preset.name.{name}"
    return tr(key) if tr.has(key) else name.replace("_", " ").capitalize()


def rules(tr, variant, preset: dict) -> list:
    """One phrase per option the preset changes, in the preset's order ("3 deeds dealt")."""
    out = []
    for option, value in preset.items():
        if value == variant.options.get(option):
            continue  # the game's default: nothing to say
        key = _own(tr, f"ui.preset.rule.{option}", variant.id)
        if not tr.has(key):  # an option without its phrase: its setup title says it
            key = _own(tr, f"ui.option.{option}", variant.id)
        out.append(tr(key, n=value) if tr.has(key) else f"{option} = {value}")
    return out


def explain(tr, variant, name: str, preset: dict) -> str:
    """The preset's one line: "Quick game: 3 deeds dealt, hotel after 3 houses, … 60 rounds, …"."""
    return tr("ui.setup.preset_help", preset=title(tr, name), rules=tr("ui.list.sep").join(rules(tr, variant, preset)))


def _own(tr, key: str, variant_id: str) -> str:
    own = f"{key}@{variant_id}"
    return own if tr.has(own) else key
