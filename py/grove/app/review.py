"""Looking back at a game with the computer: its estimate of each seat's chances at
the start of every turn, and the turns that cost their player most, each with the turn the
computer would have played. Plain Python, tested under CPython: the worker answers one position a
question (grove.ai.review), `Reviewer` asks them in order and can stop between any two, and
`Review` holds what is known, kept with the game (`grove.review.<game>`) so that it shows at once
when the game is opened again.

A turn's cost is how far its player's share of the win fell from the position before it to the
position after it (the next turn's start, or the end). What makes it a mistake (by the share lost
and by what was at stake), where a decisive game turned, and each player's accuracy are written
down in docs/architecture.md, "Reviews".
"""

from __future__ import annotations

import asyncio
import math
from dataclasses import dataclass, field

from grove import record
from grove.app import words
from grove.app.thinker import GaveUp
from grove.core.state import convention
from grove.i18n import Text, _, say

MISTAKE = 0.15  # the player's share fell by this much in one turn: a mistake
BLUNDER = 0.30  # by this much: a blunder
# A smaller loss is a mistake too when it gives away most of what the player still had (a game
# judged lost keeps a little, and that little can still be thrown away), but never below STAKE:
# 500 playouts tell a share only within a few hundredths.
MOST, STAKE = 0.5, 0.05
# Accuracy per turn from the share lost, on a 0-100 scale: lichess's curve for a move's accuracy
# from the win percentage lost, with shares in place of percentages.
CURVE = (103.1668, 4.354, 3.1669)
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
    had: float = 1.0  # the player's share before the turn
    missed: bool = False  # the player could have won this turn and did not
    same: bool = False  # the computer's turn there is the one played: nothing to tell
    until: int | None = None  # where the cost is read: the player's next turn (`Review.costs`)

    @property
    def kind(self) -> str:
        if self.same:
            return ""
        if self.missed or self.cost >= BLUNDER:
            return "blunder"
        if self.cost >= MISTAKE or self.cost >= max(STAKE, MOST * self.had):
            return "mistake"
        return ""

    @property
    def accuracy(self) -> float:
        scale, steep, shift = CURVE
        return min(100.0, max(0.0, scale * math.exp(-steep * max(0.0, self.cost)) - shift))


@dataclass
class Review:
    level: str = LEVEL
    line: tuple[str, ...] = ()  # the actions of the game reviewed
    estimates: dict[int, tuple[float, ...]] = field(default_factory=dict)  # ply -> shares
    better: dict[int, tuple[str, ...]] = field(default_factory=dict)  # ply -> a better turn
    wins: set[int] = field(default_factory=set)  # plies where the mover could win that turn

    @classmethod
    def for_line(cls, line: tuple[str, ...], kept: Review | None, level: str = LEVEL) -> Review:
        """A review of `line`, keeping what `kept` knew of the positions both lines share."""
        review = cls(level, tuple(line))
        if kept is not None and kept.level == level:
            same = next((i for i, (a, b) in enumerate(zip(line, kept.line, strict=False))
                         if a != b), min(len(line), len(kept.line)))
            review.estimates = {p: e for p, e in kept.estimates.items() if p <= same}
            review.better = {p: t for p, t in kept.better.items() if p <= same}
            review.wins = {p for p in kept.wins if p <= same}
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
        """Each turn whose start and the player's next turn (or the last move) are both
        estimated, in order.

        A turn's cost is read where its player is next to move (or at the end of the line),
        after the others' replies: a search of a few hundred playouts rarely sees a reply
        coming, so the share a turn gave away shows only once the reply is on the board. Read
        right after the turn, a game lost to a stronger player shows its losses on the winner's
        turns, and the loser's mistakes are never found."""
        found = []
        turns = list(spans(session))
        last = turns[-1][2] if turns else 0  # after the last move: a resignation costs nothing
        for index, (turn, start, end) in enumerate(turns):
            until = next((later for other, later, _e in turns[index + 1:]
                          if other.seat == turn.seat), last)
            if start in self.estimates and until in self.estimates:
                had = self.estimates[start][turn.seat]
                cost = had - self.estimates[until][turn.seat]
                after = session.states[end]
                missed = start in self.wins and not (after.over
                                                     and after.winners() == (turn.seat,))
                played = tuple(a for _p, a in turn.plies if not convention(a))
                found.append(Cost(start, end, turn.seat, cost, turn.number, had, missed,
                                  self.better.get(start) == played, until))
        return found

    # `mistakes`, `turning` and `accuracy` read the turns' costs; a caller asking all three of one
    # drawing passes `costs` once worked out.
    def mistakes(self, session, costs: list[Cost] | None = None) -> list[Cost]:
        return [c for c in (self.costs(session) if costs is None else costs) if c.kind]

    def turning(self, session, costs: list[Cost] | None = None) -> Cost | None:
        """Where a decisive game was lost, once every position is estimated: the turn after which
        the player who lost never came back to an even share, if the share fell there; where it
        fell little by little instead, their turn that cost the most."""
        final = session.states[len(self.line)]
        winners = final.winners() if final.over else ()
        losers = [seat for seat in range(final.players) if seat not in winners]
        if not winners or not losers or self.next_position(session) is not None:
            return None
        loser = next((seat for seat in losers if not session.computers[seat]), losers[0])
        even = 1 / final.players
        costs = self.costs(session) if costs is None else costs
        level = [c for c in costs if self.estimates[c.start][loser] >= even]
        if level:
            last = level[-1]
            if self.estimates[last.start][loser] - self.estimates[last.until][loser] >= MISTAKE:
                return last
        theirs = [c for c in costs if c.seat == loser and c.cost > 0]
        return max(theirs, key=lambda c: c.cost) if theirs else None

    def accuracy(self, session, costs: list[Cost] | None = None) -> dict[int, int]:
        """Each seat's accuracy over the turns reviewed, 0 to 100 (docs/architecture.md)."""
        turns: dict[int, list[float]] = {}
        for cost in self.costs(session) if costs is None else costs:
            turns.setdefault(cost.seat, []).append(cost.accuracy)
        return {seat: round(sum(a) / len(a)) for seat, a in sorted(turns.items())}

    def marked(self, session) -> dict[int, str]:
        """The last ply of each mistake or blunder -> its kind (for the move list)."""
        return {c.end: c.kind for c in self.costs(session) if c.kind}

    def wanted_turns(self, session) -> list[int]:
        """The starts of the mistakes and blunders whose better turn is not known yet, the
        dearest first, and the turn where the game turned."""
        every = self.costs(session)
        costs = sorted((c for c in every if c.kind and c.start not in self.better),
                       key=lambda c: -c.cost)
        turned = self.turning(session, every)
        extra = [turned] if turned and turned.start not in self.better else []
        return list(dict.fromkeys(c.start for c in costs + extra))

    def done(self, session) -> bool:
        return self.next_position(session) is None and not self.wanted_turns(session)

    def to_json(self) -> dict:
        return {"level": self.level, "line": list(self.line),
                "estimates": {str(p): list(e) for p, e in self.estimates.items()},
                "better": {str(p): list(t) for p, t in self.better.items()},
                "wins": sorted(self.wins)}

    @classmethod
    def from_json(cls, data) -> Review | None:
        """A kept review, or None if it cannot be read (then it is made again)."""
        try:
            review = cls(str(data["level"]), tuple(map(str, data["line"])))
            review.estimates = {int(p): tuple(float(x) for x in e)
                                for p, e in data["estimates"].items()}
            review.better = {int(p): tuple(map(str, t)) for p, t in data["better"].items()}
            review.wins = {int(p) for p in data.get("wins", ())}  # kept before wins were told
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
        shares = tuple(float(x) for x in text.removesuffix(WINS).split(","))
    except ValueError:
        return None
    ok = len(shares) == players and all(0.0 <= s <= 1.0 for s in shares)
    return shares if ok else None


WINS = ";win"  # the worker's estimate ends so where the seat to move can win this turn


def record_at(session, ply: int) -> str:
    """The game's record pointing at the position after `ply` actions (what the worker reads)."""
    return record.encode(session.states[-1], session.names, ply, session.computers)


class Reviewer:
    """Asks the worker (through the computer's `Thinker`, or each lane of its `Pool`) for a
    review's positions, shared out among the lanes, then for the better turn at each mistake;
    `stop()` (the Stop button, or anything the player does) drops the questions under way, and
    what was answered stays. `changed(review)` is called after each answer: the page keeps it
    and draws it."""

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
        lanes = getattr(self.thinker, "lanes", None) or [self.thinker]
        troubles: list[GaveUp] = []

        def wanted() -> bool:
            return self.running is run and session.line == review.line and not troubles

        for phase in (self.estimate, self.better):
            asked: set[int] = set()  # the positions or turns some lane has taken
            done = await asyncio.gather(*(phase(lane, session, review, asked, wanted)
                                          for lane in lanes), return_exceptions=True)
            troubles += [why for why in done if isinstance(why, GaveUp)]
            for error in done:
                if isinstance(error, BaseException) and not isinstance(error, GaveUp):
                    raise error
            if not wanted():
                break
        if troubles:
            self.tell(_("The review stopped, the computer could not answer: {why}.",
                        why=troubles[0]))
        if self.running is run:
            self.running = None
        self.changed(review)

    async def estimate(self, lane, session, review: Review, asked: set, wanted) -> None:
        """Estimate positions not yet estimated nor taken by another lane, in order."""
        from grove.ai.search import outcome  # the search's code loads when a review first runs

        while wanted():
            ply = next((p for p in review.positions(session)
                        if p not in review.estimates and p not in asked), None)
            if ply is None:
                return
            asked.add(ply)
            state = session.states[ply]
            if state.over:
                review.estimates[ply] = outcome(state)
            else:
                text = await lane.ask(record_at(session, ply), f"estimate:{review.level}", None,
                                      wanted)
                shares = read_estimate(text or "", state.players)
                if text is None or shares is None or not wanted():
                    return
                review.estimates[ply] = shares
                if text.endswith(WINS):
                    review.wins.add(ply)
            self.changed(review)

    async def better(self, lane, session, review: Review, asked: set, wanted) -> None:
        """Ask for the computer's turn at each mistake (the dearest first) no lane has taken."""
        while wanted():
            start = next((s for s in review.wanted_turns(session) if s not in asked), None)
            if start is None:
                return
            asked.add(start)
            text = await lane.ask(record_at(session, start), f"turn:{review.level}", None,
                                  wanted)
            if text is None or not wanted():
                return
            review.better[start] = tuple(text.split("\n"))
            self.changed(review)


def better_words(session, review: Review, start: int) -> str:
    """The better turn at `start`, in words."""
    return words.line(session.states[start], review.better.get(start, ()))


def played_words(session, cost: Cost) -> str:
    """The turn played at `cost`, in words."""
    played = [a for a in session.line[cost.start:cost.end] if not convention(a)]
    return words.line(session.states[cost.start], played)


def turning_words(session, review: Review, cost: Cost | None, number: int) -> str:
    """Where the game turned (`cost`, `review.turning`'s), in a sentence ("" before the review
    knows)."""
    if cost is None:
        return ""
    who = say(session.state.seat_name(cost.seat))
    better = better_words(session, review, cost.start)
    if better and not cost.same:
        return _("The game turned at move {n} ({who}): the computer would have played {turn}.",
                 n=number, who=who, turn=better)
    return _("The game turned at move {n} ({who}: {turn}).", n=number, who=who,
             turn=played_words(session, cost))


def accuracy_words(session, review: Review, costs: list[Cost] | None = None) -> str:
    figures = review.accuracy(session, costs)
    if not figures:
        return ""
    each = [_("{who} {figure}", who=say(session.state.seat_name(seat)), figure=figure)
            for seat, figure in figures.items()]
    return _("Accuracy, out of 100: {figures}.", figures=", ".join(each))


def kind_word(kind: str) -> str:
    return _("mistake") if kind == "mistake" else _("blunder")
