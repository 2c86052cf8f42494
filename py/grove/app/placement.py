"""Where a dialog about the position goes so that it leaves the board clear: beside the board
when there is room (over the panel, on a wide screen), else below it or above it (a phone),
else where it hides the least of the board. Plain geometry, in CSS pixels of the window.

A dialog taller than the room below or above the board may still go there when the room holds
at least `MIN_HEIGHT`: it is then given that room's height, and scrolls inside (its buttons stay
in view, grove.css), rather than lying over the board.
"""

from __future__ import annotations

from dataclasses import dataclass

MARGIN = 8  # between the dialog and the board, and the window's edges
MIN_HEIGHT = 176  # a title, a line and a row of buttons: less is a dialog nobody can read


@dataclass(frozen=True)
class Box:
    left: float
    top: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    def overlap(self, other: Box) -> float:
        """The area the two boxes share."""
        wide = min(self.right, other.right) - max(self.left, other.left)
        high = min(self.bottom, other.bottom) - max(self.top, other.top)
        return max(wide, 0) * max(high, 0)


@dataclass(frozen=True)
class Placement:
    left: float
    top: float
    max_height: float | None = None  # None: the dialog's own height fits


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(value, max(low, high)))


def beside(board: Box, width: float, height: float, screen_width: float,
           screen_height: float) -> Placement:
    """Where a dialog of `width` x `height` goes on a window of that size, clear of `board`."""
    room_w, room_h = screen_width - 2 * MARGIN, screen_height - 2 * MARGIN
    width, tall = min(width, room_w), min(height, room_h)
    # Beside the board, level with its top while the window lets it be.
    top = clamp(board.top, MARGIN, screen_height - MARGIN - tall)
    scroll = room_h if height > room_h else None
    if board.right + MARGIN + width <= screen_width - MARGIN:
        return Placement(board.right + MARGIN, top, scroll)
    if board.left - MARGIN - width >= MARGIN:
        return Placement(board.left - MARGIN - width, top, scroll)
    # Below or above it, centred on it while the window lets it be.
    left = clamp(board.left + (board.width - width) / 2, MARGIN, screen_width - MARGIN - width)
    below = screen_height - MARGIN - (board.bottom + MARGIN)
    above = board.top - MARGIN - MARGIN
    if height <= below:
        return Placement(left, board.bottom + MARGIN)
    if height <= above:
        return Placement(left, board.top - MARGIN - height)
    if max(below, above) >= MIN_HEIGHT:  # the larger room, the dialog scrolling inside
        if below >= above:
            return Placement(left, board.bottom + MARGIN, below)
        return Placement(left, MARGIN, above)
    # No room clear of the board: at the window's foot, where a board at the top shows most.
    spots = [Placement(left, screen_height - MARGIN - tall), Placement(left, MARGIN)]
    return min(spots, key=lambda spot: board.overlap(Box(spot.left, spot.top, width, tall)))
