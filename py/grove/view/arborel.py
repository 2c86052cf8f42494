"""The Arborel board in SVG: an isometric drawing of the building, turned by quarter turns, or a
flat plan with heights as numbers.

Isometric: every square is a column of unit solids (Blocks, Stairs as wedges, nested pairs, Towers)
painted back to front, then its Lord. Only the faces turned towards the viewer are drawn, so each
solid is a few polygons. A transparent polygon on the top of every column (the slope, on a Stair)
carries `data-cell`: you click what you see. Squares hidden behind a tall column are reached by
turning the view or in the plan.

View settings (which quarter turn, plan or not) are not part of the game: `render()` takes them
as keywords, and defaults to `settings`, which `command()` changes (the controls drawn in the SVG
carry `data-view="turn-left|turn-right|plan"`).

Colours are not the only cue to whose a piece is: Red's pieces are hatched with stripes and
Green's with dots (Black's and White's are plain, dark and light), and each Lord wears his
player's letter.
"""

from __future__ import annotations

from dataclasses import dataclass

from grove.core.grid import LETTERS
from grove.games.arborel import (
    BLOCK,
    DIRECTION_WORD,
    DIRECTIONS,
    NEST,
    OFFSET,
    STAIR,
    TOWER_HEIGHT,
)
from grove.i18n import _, _n
from grove.view import Hints
from grove.view.solids import (
    NEST_FACES,
    SLOPE,
    STAIR_FACES,
    box,
    face_normal,
    face_shade,
    rise_frame,
    shrink,
)
from grove.view.svg import (
    ACTED_DASHES,
    LAST_DASHES,
    brackets,
    cell,
    compass_letter,
    document,
    hatch_defs,
    hatched,
    outline,
    tag,
    target,
    target_ellipse,
    text,
)
from grove.view.svg import swatch as svg_swatch

HW, HH, ZH = 31, 15.5, 25  # half width and half height of a square's diamond; one unit of height
MARGIN = 34
LEGEND = 6  # room above the board (the player bars beside it say the reserves)
LORD = 30  # a Lord's height in pixels
CELL = 58  # a square's side in the plan
HATCH = {"B": "plain", "W": "plain", "R": "stripes", "G": "dots"}  # by the player's letter


@dataclass
class ViewSettings:
    turn: int = 0  # quarter turns of the board under the viewer, clockwise
    plan: bool = False


settings = ViewSettings()


def command(name: str) -> None:
    """A click on one of the view's own controls."""
    if name == "turn-left":
        settings.turn = (settings.turn + 3) % 4
    elif name == "turn-right":
        settings.turn = (settings.turn + 1) % 4
    elif name == "plan":
        settings.plan = not settings.plan


def render(state, hints: Hints, *, turn: int | None = None, plan: bool | None = None) -> str:
    turn = settings.turn if turn is None else turn % 4
    plan = settings.plan if plan is None else plan
    scene = Scene(state, hints, turn)
    body = scene.plan() if plan else scene.isometric()
    width, height = (scene.plan_size if plan else scene.iso_size)
    body = [hatch_defs("arborel", HATCH),
            tag("rect", x=0, y=0, width=width, height=height, class_="frame")] + body
    if plan:
        label = _("Arborel board, plan. {prompt}", prompt=state.prompt())
    else:
        label = _n("Arborel board, isometric view, turned {n} quarter turn. {prompt}",
                   "Arborel board, isometric view, turned {n} quarter turns. {prompt}", turn,
                   prompt=state.prompt())
    return document(width, height, body, label=label,
                    class_=f"board arborel turn-{turn}" + (" plan" if plan else ""))


def overlapping() -> bool:
    """In 3-D a column's faces cover part of the squares behind it; the plan covers nothing."""
    return not settings.plan


def controls() -> list[tuple[str, str]]:
    """The view's own controls, (name, label), which the page shows as buttons by the board."""
    return [("turn-left", _("⟲ Turn left")), ("turn-right", _("Turn right ⟳")),
            ("plan", _("3-D view") if settings.plan else _("Plan view"))]


class Scene:
    def __init__(self, state, hints: Hints, turn: int):
        self.state, self.hints, self.turn = state, hints, turn
        self.grid = state.board.grid
        self.n = self.grid.width
        self.ox = MARGIN + self.n * HW
        self.oy = LEGEND + MARGIN + TOWER_HEIGHT * ZH + LORD
        self.iso_size = (2 * self.ox, self.oy + 2 * self.n * HH + MARGIN)
        self.plan_size = (2 * MARGIN + self.n * CELL, LEGEND + 2 * MARGIN + self.n * CELL)
        self.last = {self.grid.name(i) for i in state.last_turn}
        self.acted = set(state.turn_so_far())

    # -- geometry: board coordinates -> view coordinates -> pixels --------------------------------

    def view_point(self, px: float, py: float) -> tuple[float, float]:
        """A point of the board (x right, y up, in squares) in the turned view's frame."""
        for _step in range(self.turn):
            px, py = self.n - py, px
        return px, py

    def view_direction(self, d: int) -> tuple[int, int]:
        dx, dy = OFFSET[d]
        for _step in range(self.turn):
            dx, dy = -dy, dx
        return dx, dy

    def project(self, u: float, v: float, z: float) -> tuple[float, float]:
        return self.ox + (u - v) * HW, self.oy + (2 * self.n - u - v) * HH - z * ZH

    def square_origin(self, i: int) -> tuple[int, int]:
        """The view-frame corner (smallest u, v) of square i."""
        x, y = self.grid.xy(i)
        corners = [self.view_point(x + a, y + b) for a in (0, 1) for b in (0, 1)]
        return min(u for u, _v in corners), min(v for _u, v in corners)

    # -- solids ----------------------------------------------------------------------------------

    def solid(self, u, v, z, faces, css: str, letter: str | None = None,
              square: str | None = None) -> list[str]:
        """Draw the faces (lists of unit-cube points) of one convex solid at (u, v, z) whose
        outward normals face the viewer, each hatched in the way of the player of `letter`. A
        piece's faces name its `square`: a click on them is a click on that square."""
        points = [p for face in faces for p in face]
        centre = tuple(sum(c) / len(points) for c in zip(*points, strict=True))
        out = []
        for face in faces:
            normal = face_normal(face, centre)
            # The viewer looks along (1, 1, -2 HH / ZH): faces whose normal points back at him.
            if -normal[0] - normal[1] + normal[2] * 2 * HH / ZH <= 1e-9:
                continue
            shade = face_shade(normal)
            pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in
                           (self.project(u + a, v + b, z + c) for a, b, c in face))
            out.append(tag("polygon", points=pts, class_=f"{css} {shade}", data_cell=square))
            if letter:
                out.append(hatched("arborel", letter, HATCH, "polygon", points=pts))
        return out

    def stair_faces(self, d: int, upper: bool) -> list:
        du, dv = self.view_direction(d)
        return [[rise_frame(p, du, dv) for p in face] for face in (NEST_FACES if upper
                                                                   else STAIR_FACES)]

    def top_corners(self, i: int) -> list[tuple[float, float]]:
        u, v = self.square_origin(i)
        height, rise = self.state.surface(i)
        if rise is None:
            face = [(0, 0, 1), (1, 0, 1), (1, 1, 1), (0, 1, 1)]
            base = height - 1
        else:
            du, dv = self.view_direction(rise)
            face = [rise_frame(p, du, dv) for p in SLOPE]
            base = height - 1
        return [self.project(u + a, v + b, base + c) for a, b, c in face]

    # -- the isometric drawing -------------------------------------------------------------------

    def isometric(self) -> list[str]:
        out = self.labels() + self.rose()
        order = sorted(range(self.grid.size), key=lambda i: -sum(self.square_origin(i)))
        for i in order:
            out += self.column(i)
        return out

    def rose(self) -> list[str]:
        """Which way north is in this turn of the view (a Stair rises north, east...): a small
        compass in the free corner at the top left."""
        cx, cy, reach = 40.0, 44.0, 17.0
        middle = self.n / 2
        x0, y0 = self.project(*self.view_point(middle, middle), 0)
        out = [tag("circle", cx=cx, cy=cy, r=2.5, class_="rose-centre")]
        for d, (dx, dy) in enumerate(OFFSET):
            x1, y1 = self.project(*self.view_point(middle + dx, middle + dy), 0)
            length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
            ux, uy = (x1 - x0) / length, (y1 - y0) / length
            out.append(tag("line", x1=cx + ux * 4, y1=cy + uy * 4, x2=cx + ux * reach,
                           y2=cy + uy * reach, class_="rose" + (" north" if d == 0 else "")))
            out.append(text(compass_letter(DIRECTIONS[d].upper()), x=cx + ux * (reach + 8),
                            y=cy + uy * (reach + 8), class_="rose-letter"))
        return out

    def column(self, i: int) -> list[str]:
        state, name = self.state, self.grid.name(i)
        u, v = self.square_origin(i)
        floor = "square tower-square" if i in state.tower_at else "square"
        out = [tag("polygon", points=self.floor(u, v), class_=floor)]
        if i in state.tower_at:
            seat = state.tower_at[i]
            out += self.solid(u, v, 0, box(TOWER_HEIGHT), f"tower p{state.letter(seat)}")
            out += self.battlements(u, v, seat)
        level, column = 0, state.columns[i]
        for k, (kind, seat, rise) in enumerate(column):
            letter = state.letter(seat)
            css = f"piece {kind} p{letter}"
            if kind == BLOCK:
                out += self.solid(u, v, level, box(1), css, letter, name)
                level += 1
            elif kind == STAIR:
                out += self.solid(u, v, level, self.stair_faces(rise, False), css, letter, name)
                level += 1
            else:  # NEST: upside down on the Stair just below, filling its level
                out += self.solid(u, v, level - 1, self.stair_faces(column[k - 1][2], True), css,
                                  letter, name)
        height, _rise = state.surface(i)
        corners = self.top_corners(i)
        top = " ".join(f"{x:.1f},{y:.1f}" for x, y in corners)
        out += self.marks(name, corners)
        cx, cy = self.project(u + 0.5, v + 0.5, height - (0.5 if state.surface(i)[1] is not None
                                                          else 0))
        if self.hints.show_targets and name in self.hints.clickable:
            out.append(target_ellipse(cx, cy, 0.24 * HW, 0.24 * HH))
        if height:
            out.append(text(str(height), x=cx + 0.55 * HW, y=cy, class_="height"))
        hit = cell("polygon", name, describe(state, i), name in self.hints.clickable, points=top)
        if i in state.lords:
            seat = state.lords.index(i)
            out.append(lord(cx, cy, state.letter(seat), name, self.hints))
        out.append(hit)
        return out

    def marks(self, name: str, corners) -> list[str]:
        """The last turn (dashed), this turn so far (dotted), the selection (corner brackets)."""
        inner = shrink(corners, 0.84)
        out = []
        if name in self.last:
            out.append(outline(inner, "last", LAST_DASHES))
        if name in self.acted:
            out.append(outline(inner, "acted", ACTED_DASHES))
        if name in self.hints.selected:
            out.append(brackets(inner))
        return out

    def floor(self, u, v) -> str:
        return " ".join(f"{x:.1f},{y:.1f}" for x, y in
                        (self.project(u + a, v + b, 0) for a, b in ((0, 0), (1, 0), (1, 1),
                                                                    (0, 1))))

    def battlements(self, u, v, seat: int) -> list[str]:
        out = []
        for a, b in ((0.08, 0.08), (0.62, 0.08), (0.08, 0.62), (0.62, 0.62)):
            faces = [[(a + p * 0.3, b + q * 0.3, r * 0.25) for p, q, r in face]
                     for face in box(1)]
            letter = self.state.letter(seat)
            out += self.solid(u, v, TOWER_HEIGHT, faces, f"merlon p{letter}", letter)
        return out

    def labels(self) -> list[str]:
        out, n = [], self.n
        for k in range(n):
            for px, py, word in ((k + 0.5, -0.6, LETTERS[k]), (k + 0.5, n + 0.6, LETTERS[k]),
                                 (-0.6, k + 0.5, str(k + 1)), (n + 0.6, k + 0.5, str(k + 1))):
                u, v = self.view_point(px, py)
                if u + v > n:  # only the two edges in front: the back ones hide behind columns
                    continue
                x, y = self.project(u, v, 0)
                out.append(text(word, x=x, y=y, class_="coord"))
        return out

    # -- the plan ----------------------------------------------------------------------------------

    def plan(self) -> list[str]:
        state, out = self.state, []
        top = LEGEND + MARGIN
        for i, name in enumerate(self.grid.names):
            x, y = self.grid.xy(i)
            sx, sy = MARGIN + x * CELL, top + (self.n - 1 - y) * CELL
            cx, cy = sx + CELL / 2, sy + CELL / 2
            height, rise = state.surface(i)
            out.append(tag("rect", x=sx, y=sy, width=CELL, height=CELL,
                           class_=f"plan-square h{min(height, TOWER_HEIGHT)}"))
            if i in state.tower_at:
                letter = state.letter(state.tower_at[i])
                square = {"x": sx + 5, "y": sy + 5, "width": CELL - 10, "height": CELL - 10}
                out.append(tag("rect", **square, class_=f"tower-mark p{letter}"))
                out.append(hatched("arborel", letter, HATCH, "rect", **square))
            elif state.columns[i]:
                kind, seat, _rise = state.columns[i][-1]
                letter = state.letter(seat)
                if kind == BLOCK:
                    square = {"x": sx + 9, "y": sy + 9, "width": CELL - 18, "height": CELL - 18}
                    out.append(tag("rect", **square, class_=f"piece p{letter} top"))
                    out.append(hatched("arborel", letter, HATCH, "rect", **square))
                else:
                    d = rise if kind == STAIR else state.columns[i][-2][2]
                    out.append(arrow(cx, cy, d, letter, nested=kind == NEST))
            corners = ((sx, sy), (sx + CELL, sy), (sx + CELL, sy + CELL), (sx, sy + CELL))
            out += self.marks(name, corners)
            if i in state.lords:
                letter = state.letter(state.lords.index(i))
                out.append(tag("circle", cx=cx, cy=cy, r=CELL * 0.2, class_=f"lord-disc p{letter}"))
                out.append(text(letter, x=cx, y=cy, class_=f"lord-letter letter-{letter}"))
            out.append(text(str(height), x=sx + CELL - 8, y=sy + CELL - 9,
                            class_="height" if height else "height zero"))
            if self.hints.show_targets and name in self.hints.clickable:
                out.append(target(cx, cy, CELL * 0.12))
            out.append(cell("rect", name, describe(state, i), name in self.hints.clickable,
                            x=sx, y=sy, width=CELL, height=CELL))
        for k in range(self.n):
            out.append(text(LETTERS[k], x=MARGIN + (k + 0.5) * CELL, y=top - 12, class_="coord"))
            out.append(text(str(self.n - k), x=MARGIN - 14, y=top + (k + 0.5) * CELL,
                            class_="coord"))
        return out

def lord(cx: float, cy: float, colour: str, name: str, hints: Hints) -> str:
    body = (f"{cx - 9:.1f},{cy:.1f} {cx + 9:.1f},{cy:.1f} {cx + 4:.1f},{cy - LORD + 10:.1f} "
            f"{cx - 4:.1f},{cy - LORD + 10:.1f}")
    parts = (tag("ellipse", cx=cx, cy=cy, rx=10, ry=4.5, class_=f"lord-base p{colour}")
             + tag("polygon", points=body, class_=f"lord-body p{colour}")
             + tag("circle", cx=cx, cy=cy - LORD + 5, r=6.5, class_=f"lord-head p{colour}")
             + text(colour, x=cx, y=cy - 8, class_=f"lord-letter letter-{colour}"))
    css = "lord clickable" if name in hints.clickable else "lord"
    return tag("g", parts, class_=css, data_cell=name)


def arrow(cx: float, cy: float, d: int, letter: str, nested: bool) -> str:
    """A Stair seen from above in the plan: a triangle pointing the way it rises."""
    dx, dy = OFFSET[d]
    dy = -dy  # screen y runs down
    r = CELL * 0.3
    tip = (cx + dx * r, cy + dy * r)
    left = (cx - dx * r - dy * r, cy - dy * r + dx * r)
    right = (cx - dx * r + dy * r, cy - dy * r - dx * r)
    pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in (tip, left, right))
    out = tag("polygon", points=pts, class_=f"piece p{letter} top")
    out += hatched("arborel", letter, HATCH, "polygon", points=pts)
    if nested:
        out += tag("rect", x=cx - r, y=cy - r, width=2 * r, height=2 * r, class_="nest-mark")
    return out


def describe(state, i: int) -> str:
    text_ = state.cell(state.board.grid.name(i))
    height, rise = state.surface(i)
    if text_ is None:
        return _("empty board, height 0")
    content = text_.replace(",", ", ")  # the square's pieces in notation: tower:B, stair:R:n
    if rise is None:
        return _("{content}; height {height}, flat", content=content, height=height)
    return _("{content}; height {height}, slope rising {direction}", content=content,
             height=height, direction=DIRECTION_WORD[DIRECTIONS[rise]])


def swatch(state, seat: int) -> str:
    """The seat's colour, hatched, with its letter: as its pieces and its Lord are drawn."""
    letter, box = state.letter(seat), {"x": 2, "y": 2, "width": 16, "height": 16}
    return svg_swatch([hatch_defs("arborel", {letter: HATCH[letter]}),
                       tag("rect", **box, class_=f"piece p{letter}"),
                       hatched("arborel", letter, HATCH, "rect", **box),
                       text(letter, x=10, y=10.5, class_=f"lord-letter letter-{letter}")],
                      "arborel")


def figures(state, seat: int) -> tuple[str, ...]:
    """The pieces left in the seat's reserve, or that it is out; the Tower warning."""
    if seat in state.out:
        return (_("out"),)
    blocks, stairs = state.reserve[seat]
    out = (_("Blocks {blocks}, Stairs {stairs}", blocks=blocks, stairs=stairs),)
    if not state.over and state.warning(seat):
        left = 3 - state.turns_played[seat]
        out += (_("leave the Tower now!") if left <= 1
                else _("leave within {left} turns", left=left),)
    return out
