"""The computer beside an exploration, on request: its estimate of the position on show (each
seat's share of the win, as a review reads it) and the line it expects from there, for a few
turns (grove.ai.review.expected, the worker's `explore:<level>`).

It thinks in the worker, through the computer's `Thinker`, one position a question: a question
still waiting when the position on show changes is never asked, and an answer that comes back
for a position no longer on show is kept for when it is shown again. Plain Python, tested under
CPython with a fake thinker.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from grove import record
from grove.app import words
from grove.app.review import WINS, read_estimate
from grove.app.thinker import GaveUp
from grove.i18n import _, say

LEVEL = "medium"  # the review's own level: the bar reads as its graph does


@dataclass(frozen=True)
class Seen:
    """What the computer found in one position."""

    shares: tuple[float, ...]
    wins: bool  # the seat to move can win this very turn
    line: tuple[str, ...]  # the actions it expects, from the position


def read_seen(text: str, players: int) -> Seen | None:
    """The worker's answer: the estimate's line, then one action a line; None if it is not one."""
    head, *line = text.split("\n")
    shares = read_estimate(head, players)
    return None if shares is None else Seen(shares, head.endswith(WINS), tuple(line))


class Analyst:
    """Whether the computer is asked (`on`), and what it answered, by position (its line of
    actions from the start). `changed()` is called after each answer; the page draws it."""

    def __init__(self, thinker, changed, tell, spawn=asyncio.ensure_future):
        self.thinker, self.changed, self.tell, self.spawn = thinker, changed, tell, spawn
        self.on = False
        self.seen: dict[tuple[str, ...], Seen] = {}
        self.asking: tuple[str, ...] | None = None  # the position whose question is out

    def switch(self) -> None:
        self.on = not self.on

    def on_show(self, session) -> Seen | None:
        return self.seen.get(session.shown.history) if self.on else None

    def waiting(self, session) -> bool:
        """Whether the answer for the position on show is still to come."""
        return self.on and not session.shown.over and self.on_show(session) is None

    def think(self, session) -> None:
        """Ask about the position on show, if the computer is on and has not answered it yet; at
        most one question at a time (the next goes when it is answered)."""
        if self.waiting(session) and self.asking is None:
            self.asking = session.shown.history
            self.spawn(self.ask(session, session.shown))

    async def ask(self, session, state) -> None:
        def wanted() -> bool:
            return self.on and session.shown.history == state.history

        try:
            text = await self.thinker.ask(record.encode(state, session.names), f"explore:{LEVEL}",
                                          None, wanted)
        except GaveUp as why:
            self.on = False
            self.tell(_("The computer could not answer: {why}.", why=why))
            text = None
        seen = read_seen(text, state.players) if text else None
        if seen is not None:
            self.seen[state.history] = seen
        self.asking = None
        self.changed()


def shares_words(state, seen: Seen) -> list[tuple[str, int]]:
    """Each seat's name and its share in percent, as the bar shows them."""
    return [(say(state.seat_name(seat)), round(100 * share))
            for seat, share in enumerate(seen.shares)]


def line_words(state, seen: Seen) -> str:
    """The expected line in words: "Expected: Black e5, then White c3 and d4"."""
    turns = words.turns(state, seen.line)  # an answer for another position stops early
    if not turns:
        return ""
    said = [_("{seat}: {turn}", seat=say(start.seat_name(seat)), turn=words.line(start, actions))
            for seat, actions, start in turns]
    if seen.wins:
        return _("Wins this turn: {line}.", line=said[0])
    return _("Expected: {line}.", line="; ".join(said))


def numbered(state, seen: Seen) -> list[tuple[str, str]]:
    """The cells to mark on the board for the expected line, each with its turn's number (the
    last cell of each action: where a piece goes, or the stone played)."""
    marks: list[tuple[str, str]] = []
    for number, (_seat, actions, start) in enumerate(words.turns(state, seen.line), start=1):
        for action in actions:
            cells = start.clicks(action)
            if cells:
                marks.append((cells[-1], str(number)))
            start = start.play(action)
    return marks
