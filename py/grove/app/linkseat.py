"""A game by link as this browser plays it: the seat played here and how much of the line is
final, kept in the game's stored entry beside its record."""

from __future__ import annotations

from dataclasses import dataclass

from grove import record


@dataclass(frozen=True)
class LinkSeat:
    """A game by link, as this browser plays it: the game's id (the same on every screen), the
    seat played here, how many actions are final (received, confirmed or sent: Undo stops
    there) and whether each turn waits for the player's confirmation."""

    match: str
    seat: int
    final: int = 0
    confirm: bool = True

    def to_json(self) -> dict:
        return {"match": self.match, "seat": self.seat, "final": self.final,
                "confirm": self.confirm}


def read_link(data, state) -> LinkSeat | None | bool:
    """A stored link seat, None when the game is not by link, False when it is damaged."""
    if data is None:
        return None
    if not isinstance(data, dict):
        return False
    match, seat, final, confirm = (data.get(k) for k in ("match", "seat", "final", "confirm"))
    if (not isinstance(match, str) or not record.MATCH.fullmatch(match)
            or type(seat) is not int or not 0 <= seat < state.players
            or type(final) is not int or not 0 <= final <= len(state.history)
            or type(confirm) is not bool):
        return False
    return LinkSeat(match, seat, final, confirm)
