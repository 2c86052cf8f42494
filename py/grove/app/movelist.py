"""The move list in numbered rounds, as lichess shows a game: with two players, each row holds one
turn of each seat side by side ("12. h12 g14 | e9 b9"); with more, one turn a row. Plain Python:
the page draws what `rounds` decides.
"""

from __future__ import annotations

from dataclasses import dataclass

from grove.app.session import Turn


@dataclass(frozen=True)
class Round:
    number: int
    turns: tuple[Turn | None, ...]  # two players: by seat, None where that seat has none here


def rounds(turns: list[Turn], players: int) -> list[Round]:
    """The rows of the list. With two players a turn joins the row under way when its seat's
    place there is free and nothing stands to its right; otherwise it starts a new row. So a
    seat that plays twice running (Meyers' opening) or the second seat moving first leaves a
    gap, as "1. … e5" on lichess."""
    if players != 2:
        return [Round(turn.number, (turn,)) for turn in turns]
    rows: list[list[Turn | None]] = []
    for turn in turns:
        row = rows[-1] if rows else None
        if row is None or any(cell is not None for cell in row[turn.seat:]):
            rows.append([None, None])
            row = rows[-1]
        row[turn.seat] = turn
    return [Round(number, tuple(row)) for number, row in enumerate(rows, start=1)]
