"""Square grids of points or cells, with the names players use (docs/architecture.md).

Cells are numbered `index = y * width + x`, with x counted from the left and y from the bottom, so
`a1` is index 0. A grid is built once per size and cached: its tables are what the hot loops use.
"""

from __future__ import annotations

import re
from functools import cache

from grove.i18n import Text

from .state import IllegalMove

LETTERS = "abcdefghijklmnopqrstuvwxyz"
CELL_NAME = re.compile(r"([a-z])([0-9]{1,2})")


class Names:
    """The names of a board's cells, by index, and back: what every board's notation needs.
    `pattern` matches what looks like a cell name, to tell "off the board" from "not a name";
    `noun` is what a board calls its cells, "point" or "cell"."""

    def __init__(self, names: tuple[str, ...], pattern: re.Pattern, noun: str):
        self.names, self.pattern, self.noun = names, pattern, noun
        self._index = {name: i for i, name in enumerate(names)}

    def name(self, i: int) -> str:
        return self.names[i]

    def is_name(self, text: str) -> bool:
        return text in self._index

    def index(self, name: str) -> int:
        """The index of a cell name; a name off this board -> IllegalMove saying so."""
        i = self._index.get(name)
        if i is None:
            first, last = self.names[0], self.names[-1]
            if self.pattern.fullmatch(name):
                raise IllegalMove(Text("{name} is not on the board ({first} to {last})",
                                       name=name, first=first, last=last))
            if self.noun == "cell":
                raise IllegalMove(Text("{name!r} is not a cell of the board ({first} to {last})",
                                       name=name, first=first, last=last))
            raise IllegalMove(Text("{name!r} is not a point of the board ({first} to {last})",
                                   name=name, first=first, last=last))
        return i


class SquareGrid(Names):
    def __init__(self, width: int, height: int):
        self.width, self.height = width, height
        self.size = width * height
        super().__init__(tuple(f"{LETTERS[x]}{y + 1}" for y in range(height)
                               for x in range(width)), CELL_NAME, "point")
        self.orthogonal = tuple(self._around(i, ((1, 0), (-1, 0), (0, 1), (0, -1))) for i in
                                range(self.size))
        self.diagonal = tuple(self._around(i, ((1, 1), (1, -1), (-1, 1), (-1, -1))) for i in
                              range(self.size))

    def xy(self, i: int) -> tuple[int, int]:
        return i % self.width, i // self.width

    def at(self, x: int, y: int) -> int | None:
        """The index of (x, y), or None off the board."""
        if 0 <= x < self.width and 0 <= y < self.height:
            return y * self.width + x
        return None

    def _around(self, i, steps):
        x, y = self.xy(i)
        return tuple(j for dx, dy in steps if (j := self.at(x + dx, y + dy)) is not None)

@cache
def square_grid(width: int, height: int | None = None) -> SquareGrid:
    return SquareGrid(width, width if height is None else height)
