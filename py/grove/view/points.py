"""What every board of points on a square grid draws alike: positions, coordinates, lines, the
clickable points and the marks of where a click may go. Trellis, Orbit and Rumbo build on it."""

from __future__ import annotations

from grove.core.grid import LETTERS
from grove.view import Hints
from grove.view.svg import brackets, cell, halo, ring, square, swatch, tag, target, text

STEP = 40  # distance between two points


class PointLayout:
    def __init__(self, grid, edge: float = 52):
        self.grid, self.edge = grid, edge
        self.n = grid.width
        self.span = (self.n - 1) * STEP
        self.full = self.span + 2 * edge

    def at(self, i: int) -> tuple[float, float]:
        x, y = self.grid.xy(i)
        return self.edge + x * STEP, self.edge + (self.n - 1 - y) * STEP

    def frame(self) -> str:
        return tag("rect", x=0, y=0, width=self.full, height=self.full, class_="frame")

    def lines(self) -> list[str]:
        e, span, out = self.edge, self.span, []
        for k in range(self.n):
            pos = e + k * STEP
            out.append(tag("line", x1=e, y1=pos, x2=e + span, y2=pos, class_="grid-line"))
            out.append(tag("line", x1=pos, y1=e, x2=pos, y2=e + span, class_="grid-line"))
        return out

    def labels(self, distance: float = 0.95 * STEP) -> list[str]:
        near, far, out = self.edge - distance - 2, self.edge + self.span + distance + 2, []
        for k in range(self.n):
            pos = self.edge + k * STEP
            row = str(self.n - k)
            out += [
                text(LETTERS[k], x=pos, y=near, class_="coord"),
                text(LETTERS[k], x=pos, y=far, class_="coord"),
                text(row, x=near, y=pos, class_="coord"),
                text(row, x=far, y=pos, class_="coord"),
            ]
        return out

    def hits(self, hints: Hints, describe) -> list[str]:
        """Target marks, then a transparent clickable disc on every point, named by data-cell;
        `describe(i)` says what is on the point, for its accessible name."""
        out = []
        if hints.show_targets:
            for i, name in enumerate(self.grid.names):
                if name in hints.clickable:
                    out.append(target(*self.at(i), 0.16 * STEP))
        for i, name in enumerate(self.grid.names):
            x, y = self.at(i)
            out.append(cell("circle", name, describe(i), name in hints.clickable,
                            cx=x, cy=y, r=STEP / 2))
        return out

    def last(self, i: int, colour: str) -> str:
        """The ring on the stone the last turn placed, in the colour that shows on it."""
        return ring(*self.at(i), 0.2 * STEP, f"last last-{colour}")

    def selected(self, i: int) -> str:
        x, y = self.at(i)
        return brackets(square(x, y, 0.48 * STEP))

    def halo(self, i: int, css: str) -> str:
        return halo(*self.at(i), 0.56 * STEP, css)


def stone_swatch(colour: str) -> str:
    """A stone of `colour` ("B" or "W"), for a player bar."""
    return swatch([tag("circle", cx=10, cy=10, r=8, class_=f"stone-{colour}")], "stones")
