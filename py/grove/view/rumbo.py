"""The Rumbo board in SVG: points, stones, each claimed group tinted and outlined in its claimant's
colour, the holes filled and the claims made by the last turn; apart from it, the legend: the
compass of the rule (which directions from the stone placed belong to whom). The player bars say
the score."""

from __future__ import annotations

from html import escape

from grove.games.rumbo import (
    HORIZONTAL,
    HORIZONTAL_SETS,
    OWNER,
    SIDE_NAME,
    VERTICAL,
    VERTICAL_SETS,
)
from grove.i18n import _, _n, say
from grove.view import Hints
from grove.view.points import STEP, PointLayout
from grove.view.svg import compass_letter, document, hatch_defs, hatched, tag, text
from grove.view.svg import swatch as svg_swatch

STONE = 0.44 * STEP
ARM = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}  # screen steps: north is up
PANEL = 230  # width of the compass panel
GLYPH = 52  # room for one set of directions in the compass: apart enough to tell them apart
PER_ROW = 4
# A side's second cue, beside its colour: Vertical's claims are hatched with vertical lines,
# Horizontal's with horizontal ones; Horizontal's outlines and strokes are dashed.
HATCH = {VERTICAL: "vertical", HORIZONTAL: "horizontal"}
DASHES = {VERTICAL: None, HORIZONTAL: "6 4"}


def render(state, hints: Hints) -> str:
    board = state.board
    layout = PointLayout(board.grid)
    at, grid = layout.at, board.grid
    body = [hatch_defs("rumbo", HATCH), layout.frame()]

    for claim in state.claims:
        body += zone(layout, claim)
    body += layout.lines() + layout.labels()
    for claim in state.claims:
        body += outline(layout, claim)

    for i, colour in enumerate(state.stones):
        if colour:
            x, y = at(i)
            owner = state.owner[i]
            css = f"stone stone-{colour}" + (f" claimed claimed-{owner}" if owner else "")
            body.append(tag("circle", cx=x, cy=y, r=STONE, class_=css))
    for i in state.filled:  # holes filled by the last turn
        x, y, r = *at(i), 0.2 * STEP
        body.append(tag("path", d=f"M{x},{y - r}L{x + r},{y}L{x},{y + r}L{x - r},{y}Z",
                        class_=f"filled filled-{state.stones[i]}"))
    if state.last_move is not None:
        body += reaches(layout, state)
        body.append(layout.last(state.last_move, state.stones[state.last_move]))
    body += [layout.selected(grid.index(name)) for name in hints.selected]

    def describe(i):
        colour = state.stones[i]
        words = (_("black stone") if colour == "B" else _("white stone") if colour == "W"
                 else _("empty"))
        if state.owner[i]:
            words = _("{words}, claimed by {side}", words=words, side=SIDE_NAME[state.owner[i]])
        if i in state.filled:
            words = _("{words}, filled a hole", words=words)
        return words

    body += layout.hits(hints, describe)
    return document(layout.full, layout.full, body,
                    label=_("Rumbo board, {size} by {size}. {prompt}", size=layout.n,
                            prompt=state.prompt()),
                    class_="board rumbo")


def legend(state) -> str:
    """The compass of the rule, drawn apart from the board: the page shows it beside the game
    on a wide screen and under it on a phone."""
    panel, height = compass(state, 8)
    title = _("Who claims a group")
    drawing = document(PANEL, height, [hatch_defs("rumbo-legend", HATCH), *panel], label=title,
                       class_="legend rumbo")
    return (f'<figure class="legend rumbo"><figcaption class="panel-title">{escape(title)}'
            f"</figcaption>{drawing}</figure>")


def zone(layout, claim) -> list[str]:
    """The squares around the points of a claimed group, tinted in its claimant's colour and
    hatched along its direction."""
    out = []
    for i in claim.stones:
        x, y = layout.at(i)
        square = {"x": x - STEP / 2, "y": y - STEP / 2, "width": STEP, "height": STEP}
        out.append(tag("rect", **square, class_=f"zone zone-{claim.side}"))
        out.append(hatched("rumbo", claim.side, HATCH, "rect", **square))
    return out


def outline(layout, claim) -> list[str]:
    """The border of a claimed group: each side of a point's square that no point of the same
    group lies beyond."""
    grid, half, steps = layout.grid, STEP / 2, []
    for i in claim.stones:
        x, y = layout.at(i)
        gx, gy = grid.xy(i)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if grid.at(gx + dx, gy + dy) in claim.stones:
                continue
            # (dx, dy) is on the board's axes (y up); the screen's y goes down.
            cx, cy = x + dx * half, y - dy * half
            if dx:
                steps.append(f"M{cx:g},{cy - half:g}v{STEP:g}")
            else:
                steps.append(f"M{cx - half:g},{cy:g}h{STEP:g}")
    return [tag("path", d="".join(steps), class_=f"outline outline-{claim.side}",
                stroke_dasharray=DASHES[claim.side])]


def reaches(layout, state) -> list[str]:
    """For each group the last stone claimed, a stroke from that stone to each of the group's
    stones beside it, in the claimant's colour: the directions that decided the claim."""
    out, (x, y) = [], layout.at(state.last_move)
    for claim in state.last_claims:
        for direction in sorted(claim.directions):
            dx, dy = ARM[direction]
            out.append(tag("line", x1=x + dx * 0.22 * STEP, y1=y + dy * 0.22 * STEP,
                           x2=x + dx * 0.8 * STEP, y2=y + dy * 0.8 * STEP,
                           class_=f"reach reach-{claim.side}",
                           stroke_dasharray=DASHES[claim.side]))
    return out


def glyph(cx: float, cy: float, directions, side: str) -> list[str]:
    """One set of directions: the stone placed in the middle, arms to the group's stones."""
    out, r = [], GLYPH * 0.3
    for direction, (dx, dy) in ARM.items():
        on = direction in directions
        out.append(tag("line", x1=cx, y1=cy, x2=cx + dx * r, y2=cy + dy * r,
                       class_=f"arm arm-{side}" if on else "arm arm-off",
                       stroke_dasharray=DASHES[side] if on else None))
        if direction in directions:
            out.append(tag("circle", cx=cx + dx * r, cy=cy + dy * r, r=3.6, class_=f"end-{side}"))
    out.append(tag("circle", cx=cx, cy=cy, r=4.2, class_="centre"))
    return out


def compass(state, left: float) -> tuple[list[str], float]:
    """The panel: a compass rose, then each side's sets of directions."""
    out, y = [], -14  # the title is the legend's caption, in the page's text (it wraps)
    # The rose: which way is which on the board, and what the little figures below mean.
    rx, ry, r = left + 30, y + 44, 15
    out.append(tag("circle", cx=rx, cy=ry, r=2.5, class_="centre"))
    for direction, (dx, dy) in ARM.items():
        out.append(tag("line", x1=rx + dx * 4, y1=ry + dy * 4, x2=rx + dx * r, y2=ry + dy * r,
                       class_="rose"))
        out.append(text(compass_letter(direction), x=rx + dx * (r + 8), y=ry + dy * (r + 8) + 4,
                        class_="rose-letter"))
    # One sentence on three lines: each language breaks it where it fits.
    note = _("Arms: where the group\nlies beside the stone\njust placed")
    for k, line in enumerate(note.split("\n")):
        out.append(text(line, x=left + 64, y=ry - 12 + 15 * k, class_="panel-note"))
    y = ry + 30
    all_four = frozenset("NESW")
    for side, sets in ((VERTICAL, VERTICAL_SETS), (HORIZONTAL, HORIZONTAL_SETS)):
        shown = list(sets)
        if state.options["rules"] == "seed" and OWNER[all_four] == side:
            shown.append(all_four)  # only a filled hole can close the fourth side
        y += 16
        swatch = {"x": left, "y": y - 10, "width": 12, "height": 12}
        out.append(tag("rect", **swatch, class_=f"swatch-{side}"))
        out.append(hatched("rumbo-legend", side, HATCH, "rect", **swatch))
        out.append(text(say(SIDE_NAME[side]), x=left + 18, y=y, class_="panel-side"))
        for k, directions in enumerate(shown):
            row, column = divmod(k, PER_ROW)
            out += glyph(left + GLYPH / 2 + column * GLYPH, y + 8 + GLYPH / 2 + row * GLYPH,
                         directions, side)
        y += 8 + GLYPH * ((len(shown) + PER_ROW - 1) // PER_ROW)
    return out, y + 14


def swatch(state, seat: int) -> str:
    """The side the seat plays, tinted and hatched as its claims are (none before sides are
    chosen: either player places stones of both colours)."""
    if state.seat_side is None:
        return ""
    side = state.seat_side[seat]
    lines = ([tag("line", x1=x, y1=3, x2=x, y2=17, class_=f"hatch-{side}") for x in (7, 13)]
             if side == VERTICAL else
             [tag("line", x1=3, y1=y, x2=17, y2=y, class_=f"hatch-{side}") for y in (7, 13)])
    return svg_swatch([tag("rect", x=2, y=2, width=16, height=16, class_=f"side-{side}"), *lines],
                      "rumbo")


def figures(state, seat: int) -> tuple[str, ...]:
    """The points the seat's side claims now; Horizontal's count its komi."""
    if state.seat_side is None:
        return (_("Komi {komi}", komi=state.komi),) if state.komi is not None else ()
    side, komi = state.seat_side[seat], state.komi or 0
    if side == VERTICAL:
        return (_n("{n} point", "{n} points", state.claimed(VERTICAL)),)
    claimed = state.claimed(HORIZONTAL)
    return (_n("{n} point", "{n} points", claimed + komi),
            _("{claimed} claimed + komi {komi}", claimed=claimed, komi=komi))
