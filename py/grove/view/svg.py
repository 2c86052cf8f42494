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


def document(width: float, height: float, body: list[str], *, label: str, class_: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg"{attrs(viewBox=f"0 0 {width:g} {height:g}")}'
        f'{attrs(class_=class_, role="img", aria_label=label)}>'
        f"<title>{escape(label)}</title>{''.join(body)}</svg>"
    )
