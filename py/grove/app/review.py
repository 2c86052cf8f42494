"""Looking back at a game with the computer: its estimate of each seat's chances at
the start of every turn, and the turns that cost their player most, each with the turn the
computer would have played. Plain Python, tested under CPython: the worker answers one position a
question (grove.ai.review), `Reviewer` asks them in order and can stop between any two, and
`Review` holds what is known, kept with the game (`grove.review.<game>`) so that it shows at once
when the game is opened again.

A turn's cost is how far its player's share of the win fell from the position before it to the
position after it (the next turn's start, or the end). The thresholds, in shares of the whole
win (1.0), are written down in docs/architecture.md, "Reviews".
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from grove import record
from grove.app import words
from grove.app.thinker import GaveUp
from grove.core.state import convention
from grove.i18n import Text, _

MISTAKE = 0.15  # the player's share fell by this much in one turn: a mistake
BLUNDER = 0.30  # by this much: a blunder
LEVEL = "medium"  # the default: about half a second a position in the browser
PREFIX = "grove.review."
ENTRY = Text("review of a game")


def review_key(key: str) -> str:
    """Where the review of the game stored under `key` ("grove.game.<time>") is kept."""
    return PREFIX + key.removeprefix("grove.")


@dataclass(frozen=True)
class Cost:
    """One turn looked back at: where it started and ended, its player, and how much of the
    win it cost them (negative: it gained)."""

    start: int  # the position before the turn (a ply of the line)
    end: int  # the position after it
    seat: int
    cost: float
    number: int = 0  # the turn's number in the move list

    @property
    def kind(self) -> str:
        return "blunder" if self.cost >= BLUNDER else "mistake" if self.cost >= MISTAKE else ""


@dataclass
class Review:
    level: str = LEVEL
    line: tuple[str, ...] = ()  # the actions of the game reviewed
    estimates: dict[int, tuple[float, ...]] = field(default_factory=dict)  # ply -> shares
    better: dict[int, tuple[str, ...]] = field(default_factory=dict)  # ply -> a better turn

    @classmethod
    def for_line(cls, line: tuple[str, ...], kept: Review | None, level: str = LEVEL) -> Review:
        """A review of `line`, keeping what `kept` knew of the positions both lines share."""
        review = cls(level, tuple(line))
        if kept is not None and kept.level == level:
            same = next((i for i, (a, b) in enumerate(zip(line, kept.line, strict=False))
                         if a != b), min(len(line), len(kept.line)))
            review.estimates = {p: e for p, e in kept.estimates.items() if p <= same}
            review.better = {p: t for p, t in kept.better.items() if p <= same}
        return review

    def positions(self, session) -> list[int]:
        """The positions a review estimates: the start of each turn, and the last position."""
        ends = {edge for _turn, start, end in spans(session) for edge in (start, end)}
        return sorted(ends | {len(self.line)})

    def next_position(self, session) -> int | None:
        return next((p for p in self.positions(session) if p not in self.estimates), None)

    def progress(self, session) -> tuple[int, int]:
        positions = self.positions(session)
        return sum(p in self.estimates for p in positions), len(positions)

    def costs(self, session) -> list[Cost]:
        """Each turn whose start and end are both estimated, in order."""
        found = []
        for turn, start, end in spans(session):
            if start in self.estimates and end in self.estimates:
                cost = self.estimates[start][turn.seat] - self.estimates[end][turn.seat]
                found.append(Cost(start, end, turn.seat, cost, turn.number))
        return found

    def marked(self, session) -> dict[int, str]:
        """The last ply of each mistake or blunder -> its kind (for the move list)."""
        return {c.end: c.kind for c in self.costs(session) if c.kind}

    def wanted_turns(self, session) -> list[int]:
        """The starts of the mistakes and blunders whose better turn is not known yet, the
        dearest first."""
        costs = sorted((c for c in self.costs(session) if c.kind and c.start not in self.better),
                       key=lambda c: -c.cost)
        return [c.start for c in costs]

    def done(self, session) -> bool:
        return self.next_position(session) is None and not self.wanted_turns(session)

    def to_json(self) -> dict:
        return {"level": self.level, "line": list(self.line),
                "estimates": {str(p): list(e) for p, e in self.estimates.items()},
                "better": {str(p): list(t) for p, t in self.better.items()}}

    @classmethod
    def from_json(cls, data) -> Review | None:
        """A kept review, or None if it cannot be read (then it is made again)."""
        try:
            review = cls(str(data["level"]), tuple(map(str, data["line"])))
            review.estimates = {int(p): tuple(float(x) for x in e)
                                for p, e in data["estimates"].items()}
            review.better = {int(p): tuple(map(str, t)) for p, t in data["better"].items()}
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
        if not all(0 <= p <= len(review.line) for p in review.estimates):
            return None
        return review


def spans(session):
    """Each turn with the positions before and after its moves. A resignation or a draw offer is
    no move of the game: it costs nothing, and a turn of nothing else is left out."""
    for turn in session.turns():
        plies = [ply for ply, action in turn.plies if not convention(action)]
        if plies:
            yield turn, plies[0] - 1, plies[-1]


def read_estimate(text: str, players: int) -> tuple[float, ...] | None:
    """The worker's estimate: one share a seat, or None for an answer that is not one."""
    try:
        shares = tuple(float(x) for x in text.split(","))
    except ValueError:
        return None
    ok = len(shares) == players and all(0.0 <= s <= 1.0 for s in shares)
    return shares if ok else None


def record_at(session, ply: int) -> str:
    """The game's record pointing at the position after `ply` actions (what the worker reads)."""
    return record.encode(session.states[-1], session.names, ply, session.computers)


class Reviewer:
    """Asks the worker (through the computer's `Thinker`) for a review's positions in order,
    then for the better turn at each mistake; `stop()` (the Stop button, or anything the player
    does) drops the question under way, and what was answered stays. `changed(review)` is called
    after each answer: the page keeps it and draws it."""

    def __init__(self, thinker, changed, tell, spawn=asyncio.ensure_future):
        self.thinker, self.changed, self.tell, self.spawn = thinker, changed, tell, spawn
        # The run in force, while a review runs: each run its own, so that one stopped, whose
        # question is still out, never takes a later run for its own.
        self.running: object | None = None

    def start(self, session, review: Review) -> None:
        self.running = run = object()
        self.spawn(self.run(session, review, run))

    def stop(self) -> None:
        self.running = None

    async def run(self, session, review: Review, run: object) -> None:
        from grove.ai.search import outcome  # the search's code loads when a review first runs

        def wanted() -> bool:
            return self.running is run and session.line == review.line

        try:
            while wanted():
                ply = review.next_position(session)
                if ply is not None:
                    state = session.states[ply]
                    if state.over:
                        review.estimates[ply] = outcome(state)
                    else:
                        text = await self.thinker.ask(record_at(session, ply),
                                                      f"estimate:{review.level}", None, wanted)
                        shares = read_estimate(text or "", state.players)
                        if text is None or shares is None or not wanted():
                            break
                        review.estimates[ply] = shares
                else:
                    wanted_turns = review.wanted_turns(session)
                    if not wanted_turns:
                        break
                    start = wanted_turns[0]
                    text = await self.thinker.ask(record_at(session, start),
                                                  f"turn:{review.level}", None, wanted)
                    if text is None or not wanted():
                        break
                    review.better[start] = tuple(text.split("\n"))
                self.changed(review)
        except GaveUp as why:
            self.tell(_("The review stopped, the computer could not answer: {why}.", why=why))
        if self.running is run:
            self.running = None
        self.changed(review)


def better_words(session, review: Review, start: int) -> str:
    """The better turn at `start`, in words."""
    return words.line(session.states[start], review.better.get(start, ()))


def kind_word(kind: str) -> str:
    return _("mistake") if kind == "mistake" else _("blunder")
