"""Small helpers to write SVG text. Every value passes through `attrs`, which escapes it."""

from __future__ import annotations

from html import escape


def attrs(**values) -> str:
    """` name="value"` pairs; a trailing underscore is dropped (class_) and _ becomes -."""
    parts = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = f"{value:.2f}".rstrip("0").rstrip(".")
        parts.append(f' {name}="{escape(str(value), quote=True)}"')
    return "".join(parts)


def tag(name: str, content: str = "", **values) -> str:
    if content:
        return f"<{name}{attrs(**values)}>{content}</{name}>"
    return f"<{name}{attrs(**values)}/>"


def text(content: str, **values) -> str:
    return f"<text{attrs(**values)}>{escape(content)}</text>"


def cell(shape: str, name: str, description: str, clickable: bool, **geometry) -> str:
    """The invisible hit area of one cell: what a click, a tap or the keyboard cursor lands on.
    Every cell is a button named by its content; one that cannot be played now is disabled, so a
    screen reader still reads it while the cursor passes over it."""
    return tag(shape, **geometry, class_="hit clickable" if clickable else "hit", data_cell=name,
               role="button", aria_label=f"{name}, {description}",
               aria_disabled=None if clickable else "true")


def document(width: float, height: float, body: list[str], *, label: str, class_: str) -> str:
    """A board is a labelled group: its cells inside are the buttons a player uses."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg"{attrs(viewBox=f"0 0 {width:g} {height:g}")}'
        f'{attrs(class_=class_, role="group", aria_label=label)}>'
        f"<title>{escape(label)}</title>{''.join(body)}</svg>"
    )
