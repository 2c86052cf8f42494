"""Tap to aim, tap again to play: the mobile Go apps' answer to a dense board under a finger.

On a board whose cells are smaller than a fingertip (Trellis 15 x 15, Orbit 16 x 16, Arbos
20 x 20, Arborel on a phone), or whose pieces cover other cells (Arborel in 3-D), the first tap
only marks the cell aimed at (a ghost, and its outline over the pieces); a second tap on it
plays, a tap elsewhere aims there instead, and the ghost can be dragged. The keyboard and the
mouse play at once; a player can turn the confirmation off in the game's menu. Decided here in
plain Python; the page measures the cell and the pointer, and draws the ghost.
"""

from __future__ import annotations

FINGER = 32  # CSS px: a cell narrower than this is too small to hit surely with a fingertip
SETTING = "grove.taps"  # localStorage: "off" when the player turned the confirmation off


def confirming(cell_px: float, coarse: bool, setting: str | None,
               overlapping: bool = False) -> bool:
    """Whether a tap on a cell `cell_px` wide only aims: under a finger (a coarse pointer), on
    cells too small for it or on a board whose pieces cover other cells (`overlapping`:
    Arborel in 3-D, where the finger may land on the side of a column rather than the square
    behind it, and the first tap shows which square it took), unless the player turned it off."""
    return setting != "off" and coarse and (cell_px < FINGER or overlapping)


class Aim:
    """The cell aimed at by a first tap, waiting for the second."""

    def __init__(self):
        self.cell: str | None = None

    def tap(self, cell: str, playable: bool) -> bool:
        """A tap on `cell`: True when it is to be played now (the second tap on the cell aimed
        at, or a tap on a cell that cannot be played, whose refusal the player should hear at
        once); else the cell is aimed at."""
        if cell == self.cell or not playable:
            self.cell = None
            return True
        self.cell = cell
        return False

    def drag(self, cell: str | None) -> bool:
        """The ghost dragged over `cell`: True if the aim moved there."""
        if self.cell is None or cell is None or cell == self.cell:
            return False
        self.cell = cell
        return True

    def clear(self) -> None:
        self.cell = None
