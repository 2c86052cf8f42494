"""Small helpers to write SVG text. Every value passes through `attrs`, which escapes it.

The marks every game draws alike live here too, so that a mark means the same thing, by the same
shape, on every board. Colours come from CSS (the views emit classes); the shapes, dash patterns
and hatchings are drawn here, so that no mark relies on colour alone:

    target    a solid dot: a cell a click may use next
    selected  corner brackets around a cell: clicked so far, for an action not yet complete
    last      a ring on a stone, or a dashed outline round a cell: the last turn
    acted     a dotted outline, or a small square on a stone: this turn so far
    halo      a broad ring round a stone: part of the winning chain, or scoring
    removed   a cross: taken off the board by the last turn
    forbidden a slashed circle: may not be played by the player to move

Player colours carry a second cue too: a glyph (BTT's seat numbers, Arborel's letters) and a
hatching (`hatch_defs`, `hatched`), one per seat or side.
"""

from __future__ import annotations

import math
from html import escape

from grove.i18n import _


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
    Every cell is a button named by its content and whether it can be played now. None is marked
    disabled: pressing one that cannot be played says why, which a player needs to hear."""
    label = (_("{cell}, {description}, can be played", cell=name, description=description)
             if clickable else _("{cell}, {description}", cell=name, description=description))
    return tag(shape, **geometry, class_="hit clickable" if clickable else "hit", data_cell=name,
               role="button", aria_label=label)


def document(width: float, height: float, body: list[str], *, label: str, class_: str,
             style: str | None = None) -> str:
    """A board is a labelled group: its cells inside are the buttons a player uses. `style` may
    pass the stylesheet a custom property (Rumbo: how much of the width is the board)."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg"{attrs(viewBox=f"0 0 {width:g} {height:g}")}'
        f'{attrs(class_=class_, role="group", aria_label=label, style=style)}>'
        f"<title>{escape(label)}</title>{''.join(body)}</svg>"
    )


def swatch(body: list[str], class_: str) -> str:
    """A seat's colour and shape, small, for the player bars beside the board: a picture only
    (the bar says the seat's name in words), drawn in a 20 x 20 box."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"'
            f'{attrs(class_=f"swatch-icon {class_}", aria_hidden="true", focusable="false")}>'
            f"{''.join(body)}</svg>")


def compass_letter(direction: str) -> str:
    """A compass point's letter as the player's language abbreviates it (west is O in French)."""
    return {"N": _("N"), "E": _("E"), "S": _("S"), "W": _("W")}[direction]


# -- marks ---------------------------------------------------------------------------------------

def target(x: float, y: float, r: float) -> str:
    return tag("circle", cx=x, cy=y, r=r, class_="target")


def target_ellipse(x: float, y: float, rx: float, ry: float) -> str:
    """A target dot seen at a slant (an isometric top)."""
    return tag("ellipse", cx=x, cy=y, rx=rx, ry=ry, class_="target")


def brackets(corners, css: str = "selected", reach: float = 0.3) -> str:
    """Corner brackets on a polygon: at each corner, a stroke along each of its two sides for
    `reach` of the side's length."""
    steps, n = [], len(corners)
    for k, (x, y) in enumerate(corners):
        (ax, ay), (bx, by) = corners[k - 1], corners[(k + 1) % n]
        steps.append(f"M{x + (ax - x) * reach:.1f},{y + (ay - y) * reach:.1f}"
                     f"L{x:.1f},{y:.1f}L{x + (bx - x) * reach:.1f},{y + (by - y) * reach:.1f}")
    return tag("path", d="".join(steps), class_=css, fill="none")


def square(x: float, y: float, half: float) -> tuple:
    """The corners of an axis-aligned square centred on (x, y)."""
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def ring(x: float, y: float, r: float, css: str) -> str:
    """The last turn's mark on a stone: hollow, where a target is a solid dot."""
    return tag("circle", cx=x, cy=y, r=r, class_=css, fill="none")


def outline(corners, css: str, dashes: str) -> str:
    """A cell's outline, dashed (`last`) or dotted (`acted`): the pattern is the cue."""
    return tag("polygon", points=" ".join(f"{x:.1f},{y:.1f}" for x, y in corners), class_=css,
               fill="none", stroke_dasharray=dashes)


LAST_DASHES = "7 4"
ACTED_DASHES = "0.1 5"  # round caps turn these into dots


def acted_square(x: float, y: float, half: float, css: str) -> str:
    """This turn's mark on a stone: a small square (the last turn's is a ring)."""
    return tag("rect", x=x - half, y=y - half, width=2 * half, height=2 * half, class_=css)


def halo(x: float, y: float, r: float, css: str) -> str:
    """A broad ring round a stone: the winning chain, a scoring seed."""
    return tag("circle", cx=x, cy=y, r=r, class_=f"halo {css}", fill="none")


def cross(x: float, y: float, r: float, css: str = "removed") -> str:
    return tag("path", d=f"M{x - r:.1f},{y - r:.1f}L{x + r:.1f},{y + r:.1f}"
                         f"M{x + r:.1f},{y - r:.1f}L{x - r:.1f},{y + r:.1f}", class_=css,
               fill="none")


def forbidden(x: float, y: float, r: float) -> str:
    """A slashed circle: no entry."""
    d = r * math.cos(math.pi / 4)
    return tag("path", d=f"M{x - r:.1f},{y:.1f}a{r:.1f},{r:.1f} 0 1 0 {2 * r:.1f},0"
                         f"a{r:.1f},{r:.1f} 0 1 0 {-2 * r:.1f},0"
                         f"M{x - d:.1f},{y - d:.1f}L{x + d:.1f},{y + d:.1f}", class_="forbidden",
               fill="none")


# -- hatchings: the second cue of a player's or a side's colour ----------------------------------

# Each is drawn in an 8 x 8 tile; `hatch_defs` names them per key (a seat, a side).
HATCHES = {
    "plain": "",
    "stripes": "M-2,2L2,-2M0,8L8,0M6,10L10,6",  # diagonal, rising
    "dots": "M2,2h0.01M6,6h0.01",
    "grid": "M4,0V8M0,4H8",
    "vertical": "M2,0V8M6,0V8",
    "horizontal": "M0,2H8M0,6H8",
}


def hatch_id(prefix: str, key: str) -> str:
    return f"{prefix}-hatch-{key}"


def hatch_defs(prefix: str, kinds: dict[str, str]) -> str:
    """<defs> with one pattern per key: `kinds` maps a key (a seat's class) to a HATCHES name.
    Every board of the same game defines the same patterns under the same ids, so two boards on
    one page (the game and a rules example) agree whichever of them the browser picks."""
    out = []
    for key, kind in kinds.items():
        if not HATCHES[kind]:
            continue
        out.append(f'<pattern{attrs(id=hatch_id(prefix, key), patternUnits="userSpaceOnUse")}'
                   f' width="8" height="8">'
                   f'{tag("path", d=HATCHES[kind], class_=f"hatch hatch-{kind}")}</pattern>')
    return f"<defs>{''.join(out)}</defs>" if out else ""


def hatched(prefix: str, key: str, kinds: dict[str, str], shape: str, **geometry) -> str:
    """The hatching of `key` laid over a shape drawn just before it (nothing for a plain one)."""
    if not HATCHES[kinds[key]]:
        return ""
    return tag(shape, **geometry, fill=f"url(#{hatch_id(prefix, key)})",
               class_=f"hatching hatching-{key}", data_hatch=kinds[key])
