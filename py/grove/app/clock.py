"""The turn clock's rules, for games with a `turn_seconds` option (Arbos): how long the turn in
force has left, and what happens when it runs out (a pass where the rules allow one; else the
player is told to finish the turn). Decided here in plain Python; the page shows the reading
every half second and plays the pass."""

from __future__ import annotations

from dataclasses import dataclass

from grove.app.session import Session
from grove.i18n import _


@dataclass(frozen=True)
class Reading:
    who: str  # the seat whose turn is timed
    left: float  # seconds left, never below 0
    passes: bool  # the time ran out and the turn is to be played as a pass

    @property
    def out(self) -> bool:
        return self.left <= 0

    def short(self) -> str:
        """The time left as a clock shows it ("1:05"), for the player bar of the seat to move."""
        return f"{int(self.left) // 60}:{int(self.left) % 60:02d}"

    def text(self) -> str:
        if self.out and not self.passes:
            return _("{who}: time is up, finish the turn", who=self.who)
        return _("{who}: {minutes}:{seconds:02d}", who=self.who, minutes=int(self.left) // 60,
                 seconds=int(self.left) % 60)


class Clock:
    """The turn in force's deadline. A turn starts its time when it first comes on screen; a new
    session, an undo or a redo start it afresh (`restart`)."""

    def __init__(self):
        self.turn: tuple[int, int] | None = None  # (ply where the timed turn began, seat)
        self.deadline = 0.0

    def restart(self) -> None:
        self.turn = None

    def read(self, session: Session | None, untimed: bool, now: float) -> Reading | None:
        """The clock of the turn in force at time `now`, or None when no clock runs: no timed
        option, a game that is over, or `untimed` (a game by link, whose turns take days, or an
        exploration)."""
        seconds = session.state.options.get("turn_seconds", 0) if session and not untimed else 0
        if not seconds or session.state.over:
            self.turn = None
            return None
        state = session.state
        turn = (session.cursor - len(state.turn_so_far()), state.to_move)
        if turn != self.turn:
            self.turn, self.deadline = turn, now + seconds
        left = max(0.0, self.deadline - now)
        return Reading(state.seat_name(state.to_move), left,
                       passes=left <= 0 and "pass" in state.legal())
