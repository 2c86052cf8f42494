"""The Arbos board in SVG: cells labelled as in the original rules (row letters down the sides
from the top, column numbers along the top and bottom), seeds in green ringed with their owner's
colour, spores, each player's trees tinted apart (a fourth tree hatched), scoring seeds ringed, the
cells a click may use (or, when nearly every cell may, the few it may not) and the last turn."""

from __future__ import annotations

from grove.games.arbos import COLOURS, ROW_LETTERS
from grove.i18n import _, _n
from grove.view import Hints
from grove.view.points import stone_swatch
from grove.view.svg import (
    acted_square,
    cell,
    cross,
    document,
    forbidden,
    halo,
    hatch_defs,
    hatched,
    ring,
    tag,
    target,
    text,
)

CELL = 30
EDGE = 34  # room for the coordinates
# Neighbours to link from a spore: right, and the three below; each link is drawn once.
FORWARD = ((0, 1), (1, -1), (1, 0), (1, 1))
HATCH = {"over": "grid"}  # a tree over the limit is cross-hatched as well as tinted


def render(state, hints: Hints) -> str:
    board = state.board
    n = board.size
    full = n * CELL + 2 * EDGE

    def corner(i):
        r, c = divmod(i, n)
        return EDGE + c * CELL, EDGE + r * CELL

    def centre(i):
        x, y = corner(i)
        return x + CELL / 2, y + CELL / 2

    body = [hatch_defs("arbos", HATCH), tag("rect", x=0, y=0, width=full, height=full,
                                             class_="frame")]
    body.append(tag("rect", x=EDGE, y=EDGE, width=n * CELL, height=n * CELL, class_="field"))
    for k in range(n + 1):
        pos = EDGE + k * CELL
        body.append(tag("line", x1=EDGE, y1=pos, x2=EDGE + n * CELL, y2=pos, class_="grid-line"))
        body.append(tag("line", x1=pos, y1=EDGE, x2=pos, y2=EDGE + n * CELL, class_="grid-line"))
    near, far = EDGE / 2, EDGE + n * CELL + EDGE / 2
    for k in range(n):
        mid = EDGE + k * CELL + CELL / 2
        body += [
            text(ROW_LETTERS[k], x=near, y=mid, class_="coord row"),
            text(ROW_LETTERS[k], x=far, y=mid, class_="coord row"),
            text(str(k + 1), x=mid, y=near, class_="coord column"),
            text(str(k + 1), x=mid, y=far, class_="coord column"),
        ]

    # Trees: a tint per tree, numbered in reading order; trees over the limit stand out.
    for colour in COLOURS:
        for number, tree in enumerate(state.trees(colour), start=1):
            which = f"tree-{number}" if number <= 3 else "tree-over"
            for i in board.bits(tree):
                x, y = corner(i)
                square = {"x": x, "y": y, "width": CELL, "height": CELL}
                body.append(tag("rect", **square, class_=f"tree tree-{colour} {which}"))
                if number > 3:
                    body.append(hatched("arbos", "over", HATCH, "rect", **square))

    # Where a click may go: dots on those cells, or, when nearly every cell is open, a no-entry
    # mark on the few empty cells that are not.
    names = board.grid.names
    if hints.clickable:
        open_ = [i for i, name in enumerate(names) if name in hints.clickable]
        closed = [i for i, name in enumerate(names)
                  if name not in hints.clickable and state.cell_at(i) is None]
        if len(open_) <= len(closed):
            body += [target(*centre(i), 0.14 * CELL) for i in open_]
        else:
            body += [forbidden(*centre(i), 0.2 * CELL) for i in closed]

    for colour in COLOURS:
        spores = state.spores[colour]
        for i in board.bits(spores):
            r, c = divmod(i, n)
            for dr, dc in FORWARD:
                rr, cc = r + dr, c + dc
                if 0 <= rr < n and 0 <= cc < n and spores >> (rr * n + cc) & 1:
                    (x1, y1), (x2, y2) = centre(i), centre(rr * n + cc)
                    body.append(tag("line", x1=x1, y1=y1, x2=x2, y2=y2,
                                    class_=f"link link-{colour}"))

    for colour in COLOURS:
        scoring = state.scoring_seeds(colour)
        for i in board.bits(state.seeds[colour]):
            x, y = centre(i)
            if scoring >> i & 1:
                body.append(halo(x, y, 0.46 * CELL, "scoring"))
            body.append(tag("circle", cx=x, cy=y, r=0.34 * CELL,
                            class_=f"seed seed-{colour}"))
            body.append(tag("circle", cx=x, cy=y, r=0.12 * CELL, class_=f"owner owner-{colour}"))
        for i in board.bits(state.spores[colour]):
            x, y = centre(i)
            body.append(tag("circle", cx=x, cy=y, r=0.36 * CELL, class_=f"spore spore-{colour}"))

    # The last turn: a ring on each stone it placed; this turn so far: a small square.
    for i in state.last_cells:
        if state.cell_at(i) is not None:  # not placed, then removed in the same turn
            body.append(ring(*centre(i), 0.18 * CELL, f"last last-{state.cell_at(i)[-1]}"))
    for i in state.turn_cells:
        if state.cell_at(i) is not None:
            body.append(acted_square(*centre(i), 0.13 * CELL,
                                     f"current current-{state.cell_at(i)[-1]}"))
    for i in state.last_removed + state.turn_removed:
        body.append(cross(*centre(i), 0.24 * CELL))

    describe = describer(state)
    for i, name in enumerate(board.grid.names):
        x, y = corner(i)
        body.append(cell("rect", name, describe(i), name in hints.clickable,
                         x=x, y=y, width=CELL, height=CELL))
    return document(full, full, body,
                    label=_("Arbos board, {size} by {size}. {prompt}", size=n,
                            prompt=state.prompt()),
                    class_="board arbos")


def describer(state):
    """What a screen reader says of a cell: a spore and the tree it is in (of how many), a seed
    and how many of its owner's trees touch it (two or more make it score)."""
    trees = {colour: state.trees(colour) for colour in ("W", "B")}

    def describe(i: int) -> str:
        content = state.cell_at(i)
        if content in ("W", "B"):
            mine = trees[content]
            size = next(tree.bit_count() for tree in mine if tree >> i & 1)
            if content == "W":
                return _n("white spore, in a tree of {size} (White has {n} tree)",
                          "white spore, in a tree of {size} (White has {n} trees)", len(mine),
                          size=size)
            return _n("black spore, in a tree of {size} (Black has {n} tree)",
                      "black spore, in a tree of {size} (Black has {n} trees)", len(mine),
                      size=size)
        if content is not None:
            touching = state.trees_touching(content[-1], i)
            if content == "seed:W":
                return (_("seed of White, touching {count} of White's trees, scores",
                          count=touching) if touching >= 2 else
                        _("seed of White, touching {count} of White's trees", count=touching))
            return (_("seed of Black, touching {count} of Black's trees, scores", count=touching)
                    if touching >= 2 else
                    _("seed of Black, touching {count} of Black's trees", count=touching))
        return _("empty")

    return describe


def swatch(state, seat: int) -> str:
    return stone_swatch(COLOURS[seat])


def figures(state, seat: int) -> tuple[str, ...]:
    """Seeds scored so far, trees grown (three at most count) and spores still to place."""
    colour = COLOURS[seat]
    return (_n("{n} point", "{n} points", state.scoring_seeds(colour).bit_count()),
            _n("{n} tree", "{n} trees", len(state.trees(colour))),
            _n("{n} spore left", "{n} spores left", state.supply(colour)))
