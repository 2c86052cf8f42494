"""The computer's workers, as many as the machine has cores to spare: a question one worker
answers goes to the first (the lead), a hard search is shared by every worker that is up, and a
review's positions are shared out among them all (`lanes`, grove.app.review).

Each worker is a `Thinker`'s (grove.app.thinker): started only when first asked, one question
at a time, replaced when it fails or hangs, never answering late; its rules hold for each. Hard
on several workers is root-parallel: each searches the position for the same time with a seed
of its own (`part:hard`), and the lead settles the choice from their roots added up
(grove.ai.settle_parts), checked as one search's choice is. A worker not yet up is started for
the next question and not waited for (the first hard move is one worker's); a helper that gives
up leaves the others' rows; the lead's trouble is the question's. Medium, hints and estimates
ask the lead alone, so that an answer for a seed is the one a single worker gives, and start no
other worker: a player who never meets hard, nor reviews, keeps one.

Nothing here touches the browser: the page passes the function that starts a worker, and how
many it may have (`size`).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable

from grove.app.thinker import Thinker, Worker

MOST = 4  # workers at most: a fifth adds little to a few seconds' search, and costs memory
WIN = "\t1.000"  # an answer that wins (seen on the board, or in two turns)


def size(cores, memory_gb) -> int:
    """How many workers a device gets: a core each but one (the page's), at least one and at
    most MOST, and fewer where the browser says the device has little memory
    (`navigator.deviceMemory`, in GB, rounded down to a power of two; a worker holds about
    50 MB): said to nobody, since nothing is wrong."""
    count = (cores if isinstance(cores, int) and cores > 0 else 2) - 1
    if isinstance(memory_gb, int | float):
        count = min(count, 1 if memory_gb < 2 else 2 if memory_gb < 4 else MOST)
    return max(1, min(MOST, count))


class Pool:
    def __init__(self, start: Callable[[], Awaitable[Worker]], notice: Callable[[str], None],
                 size: int = 1, kept: Worker | None = None, **timing):
        self.lanes = [Thinker(start, notice, kept=kept, **timing)] + [
            Thinker(start, notice, **timing) for _ in range(size - 1)]

    @property
    def lead(self) -> Thinker:
        return self.lanes[0]

    def up(self) -> int:
        """How many workers have started."""
        return sum(lane.up() for lane in self.lanes)

    async def ask(self, record_text: str, level: str, seconds: float | None,
                  wanted: Callable[[], bool]) -> str | None:
        """As `Thinker.ask`: hard shared by the workers that are up, the rest by the lead."""
        if level != "hard":
            return await self.lead.ask(record_text, level, seconds, wanted)
        helpers = [lane for lane in self.lanes[1:] if lane.up()]
        for lane in self.lanes[1:]:
            if not lane.up():
                lane.ready()  # for the next question
        if not helpers:
            return await self.lead.ask(record_text, level, seconds, wanted)
        answers = await asyncio.gather(
            *(lane.ask(record_text, f"part:{level}", seconds, wanted)
              for lane in [self.lead, *helpers]), return_exceptions=True)
        if isinstance(answers[0], BaseException):
            raise answers[0]
        if answers[0] is None:
            return None
        parts = [read_part(answer) for answer in answers if isinstance(answer, str)]
        if parts[0] is None:  # not a part: asked again, of the lead alone
            return await self.lead.ask(record_text, level, seconds, wanted)
        parts = [part for part in parts if part is not None]
        won = [part["choice"] for part in parts if part.get("choice", "").endswith(WIN)]
        if won or "choice" in parts[0]:
            return (won or [parts[0]["choice"]])[0]
        rows = [part["rows"] for part in parts if "rows" in part]
        # Settling is hard's checks after its search: the search's time bounds them too.
        return await self.lead.ask(record_text, level, seconds, wanted, json.dumps(rows))

    def hand_over(self) -> Worker | None:
        """For the page that starts again in this window: the lead's worker if it is up and
        idle (Thinker.hand_over); the others are stopped."""
        for lane in self.lanes[1:]:
            lane.replace()
        return self.lead.hand_over()


def read_part(text: str) -> dict | None:
    """A `part:` answer (grove.ai.think), or None if it is not one."""
    try:
        part = json.loads(text)
    except ValueError:
        return None
    if not isinstance(part, dict):
        return None
    if isinstance(part.get("choice"), str):
        return {"choice": part["choice"]}
    if isinstance(part.get("rows"), list):
        return {"rows": part["rows"]}
    return None
