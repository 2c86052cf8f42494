"""The computer players' worker, as the page asks it: one question at a time, questions whose
position has left the board never sent, and a worker that fails or stops answering replaced.

A search in the worker cannot be interrupted (that would need memory shared between threads,
which needs cross-origin isolation headers that slow Pyodide's start-up), so it always runs to its
budget. Asking one question at a time keeps each answer's timer honest: a question is sent only
once the worker is idle, so a search that overruns its budget by more than MARGIN means the worker
has died or hung, never that it was busy with an earlier question.

Nothing here touches the browser: the page passes a function that starts a worker, so this is
tested in CPython with workers that answer, fail or hang.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Protocol

from grove.i18n import _

MARGIN = 10.0  # seconds a search may overrun its budget before its worker is taken for hung
START_SECONDS = 60.0  # for a new worker to boot Python and import the engines (about 5 s here)
TRIES = 2  # one fresh worker gets a failed question again; then it is given up


class Worker(Protocol):
    def think(self, record_text: str, level: str, seconds: float | None,
              seed: int | None) -> Awaitable[str]: ...

    def settle_parts(self, record_text: str, level: str, parts: str,
                     seed: int | None) -> Awaitable[str]: ...

    def stop(self) -> None: ...


class GaveUp(Exception):
    """The question failed in fresh workers too: the message says what happened."""


class Thinker:
    def __init__(self, start: Callable[[], Awaitable[Worker]], notice: Callable[[str], None],
                 margin: float = MARGIN, start_seconds: float = START_SECONDS,
                 kept: Worker | None = None):
        self.start = start  # starts a worker; done once it can be asked
        self.notice = notice  # tells the player what went wrong and what is done about it
        self.margin, self.start_seconds = margin, start_seconds
        self.worker: asyncio.Future | None = None  # the worker, once started (shared by callers)
        self.kept = kept  # a worker handed over by the page before (`hand_over`), used first
        self.turn = asyncio.Lock()

    async def ask(self, record_text: str, level: str, seconds: float | None,
                  wanted: Callable[[], bool], parts: str | None = None) -> str | None:
        """The computer's action in the position `record_text` points at; None if `wanted()` says
        the question is no longer asked when its turn comes. Raises GaveUp after TRIES failures.
        With `parts` (several searches' rows, grove.app.pool), the choice settled from them."""
        async with self.turn:
            troubles: list[str] = []
            while len(troubles) < TRIES:
                if not wanted():
                    return None
                try:
                    return await self._try(record_text, level, seconds, parts)
                except Trouble as trouble:
                    troubles.append(str(trouble))
                self.replace()
                if len(troubles) < TRIES and wanted():
                    self.notice(_("The computer {trouble}; it was restarted and asked again.",
                                  trouble=troubles[-1]))
            raise GaveUp(_("it {trouble}, twice", trouble=troubles[-1]))

    async def _try(self, record_text: str, level: str, seconds: float | None,
                   parts: str | None) -> str:
        """One try: the answer, or Trouble saying what went wrong."""
        try:
            worker = await asyncio.wait_for(asyncio.shield(self.ready()), self.start_seconds)
        except TimeoutError:
            raise Trouble(_("did not start within {seconds:.0f} s",
                            seconds=self.start_seconds)) from None
        except Exception as error:
            raise Trouble(_("could not start ({error})", error=short(error))) from None
        limit = (seconds or 1.0) + self.margin  # hard's own time, else a second at most
        try:
            return str(await asyncio.wait_for(call(worker, record_text, level, seconds, parts),
                                              limit))
        except TimeoutError:
            raise Trouble(_("did not answer within {seconds:.0f} s", seconds=limit)) from None
        except Exception as error:
            raise Trouble(_("failed ({error})", error=short(error))) from None

    def up(self) -> bool:
        """Whether the worker has started and can be asked (it may be busy)."""
        worker = self.worker
        return (worker is not None and worker.done() and not worker.cancelled()
                and worker.exception() is None)

    def ready(self) -> asyncio.Future:
        if self.worker is None:
            kept, self.kept = self.kept, None
            self.worker = asyncio.ensure_future(given(kept) if kept else self.start())
        return self.worker

    def hand_over(self) -> Worker | None:
        """For the page that starts again in this window: the worker if it is up and idle,
        which is then this thinker's no more (it saves the next page a start); else None, the
        worker stopped, for a question under way must not answer the next page."""
        worker = self.worker
        if (worker is not None and worker.done() and not worker.cancelled()
                and worker.exception() is None and not self.turn.locked()):
            self.worker = None
            return worker.result()
        kept, self.kept = self.kept, None
        if kept is not None:
            return kept
        self.replace()
        return None

    def replace(self) -> None:
        """Stop the worker (if it ever started); the next question starts a fresh one."""
        kept, self.kept = self.kept, None
        if kept is not None:
            kept.stop()
        worker, self.worker = self.worker, None
        if worker is None:
            return
        if worker.done() and not worker.cancelled() and worker.exception() is None:
            worker.result().stop()
        else:
            worker.cancel()


async def given(worker: Worker) -> Worker:
    return worker


class Trouble(Exception):
    """One try went wrong: the worker did not start, failed or did not answer in time."""


async def call(worker: Worker, record_text, level, seconds, parts=None) -> str:
    if parts is not None:
        return await worker.settle_parts(record_text, level, parts, None)
    return await worker.think(record_text, level, seconds, None)


def short(error: Exception) -> str:
    """The last line of an error (a Python traceback from the worker is long), cut short."""
    lines = [line for line in str(error).strip().splitlines() if line.strip()]
    return (lines[-1] if lines else type(error).__name__)[:200]
