"""The Branches & Twigs & Thorns board in SVG: squares or wedge kites, tokens, pyramids seen from
above pointing the way they point, the last placement, and every player's coins and stash."""

from __future__ import annotations

import math
from functools import cache

from grove.core.grid import LETTERS
from grove.games.btt import DIRECTION_NAME, SIZE_NAME
from grove.i18n import Text, _, say
from grove.view import Hints
from grove.view.svg import LAST_DASHES, brackets, cell, document, outline, tag, target, text
from grove.view.svg import swatch as svg_swatch

UNIT = 44  # a square's side in pixels (wedge kites are stretched from it)
MARGIN = 30
SCALE = {1: 0.5, 2: 0.72, 3: 0.94}  # a pyramid's length and width by pips, of its cell
SIDES = "nesw"


def corners(board, i: int) -> tuple:
    """The cell's corners north-west, north-east, south-east, south-west in its own frame
    (math axes: y up), so that corner pairs in SIDES order bound the n, e, s, w sides."""
    if board.plain:
        x, y = board.cells[i]
        fx, fy = x - board.width / 2, y - board.height / 2
        return ((fx, fy + 1), (fx + 1, fy + 1), (fx + 1, fy), (fx, fy))
    k, u, v = board.cells[i]
    fx, fy = 3 - u, 3 - v
    at = board.point
    return (at(k, fx, fy + 1), at(k, fx + 1, fy + 1), at(k, fx + 1, fy), at(k, fx, fy))


class Layout:
    """Cell shapes in pixels, the board's extent, and where labels go."""

    def __init__(self, board):
        self.board = board
        shapes = [corners(board, i) for i in range(board.size)]
        xs = [x for shape in shapes for x, _y in shape]
        ys = [y for shape in shapes for _x, y in shape]
        self.left, self.top = min(xs), max(ys)
        # The long kites of the triangle would make a huge board: keep every board about as
        # large as the chessboard.
        extent = max(max(xs) - self.left, self.top - min(ys))
        self.unit = UNIT * min(1.0, 10 / extent)
        self.width = (max(xs) - self.left) * self.unit + 2 * MARGIN
        self.height = (self.top - min(ys)) * self.unit + 2 * MARGIN
        self.shapes = tuple(tuple(self.px(p) for p in shape) for shape in shapes)
        self.centres = tuple((sum(x for x, _y in s) / 4, sum(y for _x, y in s) / 4)
                             for s in self.shapes)

    def px(self, point) -> tuple[float, float]:
        x, y = point
        return MARGIN + (x - self.left) * self.unit, MARGIN + (self.top - y) * self.unit

    def side_middle(self, i: int, side: str) -> tuple[float, float]:
        shape, k = self.shapes[i], SIDES.index(side)
        (x1, y1), (x2, y2) = shape[k], shape[(k + 1) % 4]
        return (x1 + x2) / 2, (y1 + y2) / 2

    def outside(self, i: int, side: str, by: float = 0.42) -> tuple[float, float]:
        """A point beyond the cell's `side`, for a coordinate label."""
        (cx, cy), (mx, my) = self.centres[i], self.side_middle(i, side)
        return mx + (mx - cx) * by * 2, my + (my - cy) * by * 2


@cache
def layout_for(board) -> Layout:
    return Layout(board)


def points(shape) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in shape)


def shrunk(shape, centre, f: float):
    cx, cy = centre
    return tuple((cx + (x - cx) * f, cy + (y - cy) * f) for x, y in shape)


def shade(board, i: int) -> str:
    cell = board.cells[i]
    if board.plain:
        odd = sum(cell) % 2
    elif board.square:
        odd = sum(board.square_xy(cell)) % 2
    else:
        odd = sum(cell) % 2
    return "dark" if odd == 0 else "light"


def pyramid(layout, i: int, seat: int, size: int, side: str) -> list[str]:
    """A pyramid lying down, seen from above: a triangle whose apex points through `side`, with
    its ridge, and the player's number as a cue that does not rely on colour."""
    (cx, cy), (mx, my) = layout.centres[i], layout.side_middle(i, side)
    dx, dy = mx - cx, my - cy
    corners = triangle(cx, cy, dx, dy, SCALE[size])
    # On a narrow cell (the triangle's, the hexagon's) the triangle is made smaller until it
    # fits, so that no pyramid reaches into a neighbour's square.
    room = shrunk(layout.shapes[i], (cx, cy), 0.94)
    f = SCALE[size]
    while f > 0.2 and not all(inside(corner, room) for corner in corners):
        f *= 0.95
        corners = triangle(cx, cy, dx, dy, f)
    apex = corners[0]
    base = (cx - dx * f * 0.75, cy - dy * f * 0.75)
    mark = ((apex[0] + 2 * base[0]) / 3, (apex[1] + 2 * base[1]) / 3)
    seat_class = f"p{seat + 1}"
    return [
        tag("polygon", points=points(corners), class_=f"pyramid {seat_class} size-{size}",
            data_owner=seat + 1, data_size=size),
        tag("line", x1=apex[0], y1=apex[1], x2=base[0], y2=base[1], class_="ridge"),
        text(str(seat + 1), x=mark[0], y=mark[1], class_=f"seat-mark {seat_class}",
             font_size=f"{8 + 3 * size}px"),
    ]


def triangle(cx: float, cy: float, dx: float, dy: float, f: float) -> tuple:
    """A pyramid's outline: its apex towards (dx, dy) from the centre, `f` of the way."""
    apex = (cx + dx * f * 0.95, cy + dy * f * 0.95)
    base = (cx - dx * f * 0.75, cy - dy * f * 0.75)
    wx, wy = -dy * f * 0.8, dx * f * 0.8
    return (apex, (base[0] + wx, base[1] + wy), (base[0] - wx, base[1] - wy))


def inside(point, shape) -> bool:
    """Whether `point` lies in the convex polygon `shape` (its corners in either order)."""
    px, py = point
    turns = [(bx - ax) * (py - ay) - (by - ay) * (px - ax)
             for (ax, ay), (bx, by) in zip(shape, shape[1:] + shape[:1], strict=True)]
    return all(t >= -1e-9 for t in turns) or all(t <= 1e-9 for t in turns)


def labels(board, layout) -> list[str]:
    out = []
    for i, place in enumerate(board.cells):
        if board.square:
            x, y = place if board.plain else board.square_xy(place)
            cx, cy = layout.centres[i]
            if y == 0:
                bottom = max(py for _px, py in layout.shapes[i])
                out.append(text(LETTERS[x], x=cx, y=bottom + 13, class_="coord"))
            if x == 0:
                left = min(px for px, _py in layout.shapes[i])
                out.append(text(str(y + 1), x=left - 13, y=cy, class_="coord"))
            continue
        k, u, v = place
        if v == 3:
            lx, ly = layout.outside(i, "s")
            out.append(text("abcd"[3 - u], x=lx, y=ly, class_="coord"))
        if u == 3:
            lx, ly = layout.outside(i, "w")
            out.append(text(str(4 - v), x=lx, y=ly, class_="coord"))
        if u == 3 and v == 3:  # the wedge's letter, beyond its outer corner
            mid = math.radians(board.first_seam - (k + 0.5) * board.angle)
            reach = 4 / math.cos(math.radians(board.angle / 2)) + 0.5 * 44 / layout.unit
            lx, ly = layout.px((reach * math.cos(mid), reach * math.sin(mid)))
            out.append(text(LETTERS[k].upper(), x=lx, y=ly, class_="wedge-name"))
    return out


def closed_mouth(board, layout) -> list[str]:
    """The closed PacMan's mouth: its two edges are one seam, drawn dashed and bridged."""
    if board.square or not board.cyclic or board.wedges * board.angle == 360:
        return []
    out = []
    first = math.radians(board.first_seam)
    last = first - math.radians(board.wedges * board.angle)
    for angle in (first, last):
        (x1, y1), (x2, y2) = layout.px((0, 0)), layout.px((4 * math.cos(angle),
                                                           4 * math.sin(angle)))
        out.append(tag("line", x1=x1, y1=y1, x2=x2, y2=y2, class_="glued"))
    for r in (1.5, 3):
        (x1, y1) = layout.px((r * math.cos(first), r * math.sin(first)))
        (x2, y2) = layout.px((r * math.cos(last), r * math.sin(last)))
        radius = r * layout.unit
        out.append(tag("path", d=f"M{x1:.1f},{y1:.1f} A{radius:.1f},{radius:.1f} 0 0 1 "
                                 f"{x2:.1f},{y2:.1f}", class_="glued bridge"))
    return out


def render(state, hints: Hints) -> str:
    board = state.board
    layout = layout_for(board)
    width, scale = layout.width, layout.unit / UNIT
    body = [tag("rect", x=0, y=0, width=width,
                height=layout.height, class_="frame")]
    for i, shape in enumerate(layout.shapes):
        body.append(tag("polygon", points=points(shape), class_=f"square {shade(board, i)}"))
    body += closed_mouth(board, layout)
    body += labels(board, layout)

    words = {}
    for i, here in enumerate(state.cells):
        centre = layout.centres[i]
        if here == "null":
            body.append(tag("polygon", points=points(shrunk(layout.shapes[i], centre, 0.78)),
                            class_="null"))
            words[i] = _("the null")
        elif here == "root":
            body.append(tag("circle", cx=centre[0], cy=centre[1], r=0.3 * UNIT * scale,
                            class_="root"))
            body.append(tag("circle", cx=centre[0], cy=centre[1], r=0.1 * UNIT * scale,
                            class_="root-eye"))
            words[i] = _("the root")
        elif here is not None:
            seat, size, direction = here
            side = next(s for d, _link, s in board.links[i] if d == direction)
            body += pyramid(layout, i, seat, size, side)
            pointed = board.names[board.towards[i][direction]]
            words[i] = _("{seat}'s {size} pyramid pointing {direction}, at {cell}",
                         seat=state.seat_name(seat), size=SIZE_NAME[size],
                         direction=DIRECTION_NAME[direction], cell=pointed)
    if state.last is not None:
        body.append(outline(shrunk(layout.shapes[state.last], layout.centres[state.last], 0.88),
                            "last", LAST_DASHES))
    for name in hints.selected:
        i = board.index(name)
        body.append(brackets(shrunk(layout.shapes[i], layout.centres[i], 0.88)))
    if hints.show_targets:
        for i, name in enumerate(board.names):
            if name in hints.clickable:
                body.append(target(*layout.centres[i], 0.14 * UNIT * scale))
    empty = _("empty")
    for i, name in enumerate(board.names):
        body.append(cell("polygon", name, words.get(i, empty), name in hints.clickable,
                         points=points(layout.shapes[i])))
    return document(width, layout.height, body,
                    label=_("Branches & Twigs & Thorns board, {shape}. {prompt}",
                            shape=board_shape(board), prompt=state.prompt()),
                    class_=f"board btt btt-{board.key}")


# The boards' shapes in words, for the board's label (the square boards say their size).
SHAPES = {"2": Text("8 by 4"), "4": Text("8 by 8"), "3": Text("triangle of 3 wedges"),
          "5": Text("PacMan of 5 wedges"), "5-closed": Text("closed PacMan of 5 wedges"),
          "6": Text("hexagon of 6 wedges")}


def board_shape(board) -> str:
    """The board's shape in words, for its label."""
    if board.key in SHAPES:
        return say(SHAPES[board.key])
    return _("{width} by {height}", width=board.width, height=board.height)


def swatch(state, seat: int) -> str:
    """A pyramid seen from above in the seat's colour, with its number."""
    css = f"p{seat + 1}"
    return svg_swatch([tag("polygon", points="10,2 18,17 2,17", class_=f"pyramid {css}"),
                       text(str(seat + 1), x=10, y=13, class_=f"seat-mark {css}",
                            font_size="8px")], "btt")


def figures(state, seat: int) -> tuple[str, ...]:
    """Coins (points, in Martian Go) and the pyramids left in the stash, by size."""
    left = " · ".join(_("{size} {count}", size=SIZE_NAME[size], count=count)
                      for size, count in zip((1, 2, 3), state.stash[seat], strict=True))
    return (say(state.purse(state.coins[seat])), left)
