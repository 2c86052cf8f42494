"""The page's questions to the computer's worker: one at a time, stale ones never sent, and a
worker that fails or hangs replaced by a fresh one that is asked again."""

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

from grove.app.thinker import GaveUp, Thinker


class FakeWorker:
    """Answers `answer` after `delay` seconds; `hang` never answers, `fail` raises."""

    def __init__(self, log, number, answer="a1", delay=0.0, hang=False, fail=None):
        self.log, self.number = log, number
        self.answer, self.delay, self.hang, self.fail = answer, delay, hang, fail
        self.stopped = False

    async def think(self, record_text, level, seconds, seed):
        self.log.append(("think", self.number, record_text))
        if self.hang:
            await asyncio.Event().wait()
        await asyncio.sleep(self.delay)
        if self.fail:
            raise RuntimeError(f"Traceback (most recent call last):\n  ...\n{self.fail}")
        return f"{self.answer}@{record_text}"

    def stop(self):
        self.stopped = True
        self.log.append(("stop", self.number))


class Workers:
    """Starts workers that behave as the list `kinds` says, one after another."""

    def __init__(self, *kinds):
        self.kinds, self.started, self.log, self.notices = list(kinds), [], [], []

    async def start(self):
        kind = self.kinds.pop(0) if self.kinds else {}
        worker = FakeWorker(self.log, len(self.started) + 1, **kind)
        self.started.append(worker)
        return worker

    def thinker(self, margin=0.05):
        return Thinker(self.start, self.notices.append, margin=margin, start_seconds=1.0)


def run(coroutine):
    """Run a scenario in an event loop of its own, on a thread of its own: the browser tests'
    Playwright keeps a loop running on the main thread once they have started."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_an_answer_comes_from_one_worker_started_once():
    workers = Workers()

    async def scenario():
        thinker = workers.thinker()
        first = await thinker.ask("r1", "easy", None, wanted=lambda: True)
        second = await thinker.ask("r2", "easy", None, wanted=lambda: True)
        return first, second

    assert run(scenario()) == ("a1@r1", "a1@r2")
    assert len(workers.started) == 1 and workers.notices == []


def test_questions_are_asked_one_at_a_time_and_a_stale_one_is_never_sent():
    workers = Workers({"delay": 0.05})
    on_board = {"position": "r1"}

    async def scenario():
        thinker = workers.thinker(margin=1.0)
        first = asyncio.ensure_future(
            thinker.ask("r1", "hard", 0.05, wanted=lambda: on_board["position"] == "r1"))
        await asyncio.sleep(0.01)  # r1 is being searched; the player takes the move back
        on_board["position"] = "r2"
        stale = asyncio.ensure_future(
            thinker.ask("r1", "hard", 0.05, wanted=lambda: on_board["position"] == "r1"))
        current = asyncio.ensure_future(
            thinker.ask("r2", "hard", 0.05, wanted=lambda: on_board["position"] == "r2"))
        return await asyncio.gather(first, stale, current)

    first, stale, current = run(scenario())
    # The search under way finishes (its answer is the page's to drop); the stale question is
    # never sent; the position on the board gets its answer from the same worker.
    assert (first, stale, current) == ("a1@r1", None, "a1@r2")
    assert workers.log == [("think", 1, "r1"), ("think", 1, "r2")]


def test_a_worker_that_hangs_is_stopped_and_a_fresh_one_asked_again():
    workers = Workers({"hang": True}, {})

    async def scenario():
        return await workers.thinker().ask("r1", "medium", None, wanted=lambda: True)

    assert run(scenario()) == "a1@r1"
    assert workers.log == [("think", 1, "r1"), ("stop", 1), ("think", 2, "r1")]
    assert workers.notices == [
        "The computer did not answer within 1 s; it was restarted and asked again."]


def test_a_crash_in_the_worker_is_told_in_one_line_and_a_fresh_worker_answers():
    workers = Workers({"fail": "MemoryError: out of memory"}, {})

    async def scenario():
        return await workers.thinker().ask("r1", "easy", None, wanted=lambda: True)

    assert run(scenario()) == "a1@r1"
    assert workers.started[0].stopped and not workers.started[1].stopped
    assert workers.notices == ["The computer failed (MemoryError: out of memory); it was "
                               "restarted and asked again."]


def test_a_question_that_fails_in_two_workers_is_given_up_and_the_next_one_is_answered():
    workers = Workers({"fail": "ValueError: bad"}, {"hang": True}, {})

    async def scenario():
        thinker = workers.thinker()
        with pytest.raises(GaveUp, match=r"^it did not answer within 1 s, twice$"):
            await thinker.ask("r1", "easy", None, wanted=lambda: True)
        return await thinker.ask("r2", "easy", None, wanted=lambda: True)

    assert run(scenario()) == "a1@r2"
    assert [w.stopped for w in workers.started] == [True, True, False]
    assert len(workers.notices) == 1


def test_a_worker_that_cannot_start_is_tried_once_more():
    class Refused(Workers):
        async def start(self):
            if not self.started:
                self.started.append(None)
                raise RuntimeError("the worker's script could not be loaded")
            return await super().start()

    workers = Refused()

    async def scenario():
        return await workers.thinker().ask("r1", "easy", None, wanted=lambda: True)

    assert run(scenario()) == "a1@r1"
    assert workers.notices == ["The computer could not start (the worker's script could not be "
                               "loaded); it was restarted and asked again."]


def test_no_word_about_a_failure_once_the_position_has_changed():
    workers = Workers({"hang": True}, {})
    on_board = {"position": "r1"}

    async def scenario():
        thinker = workers.thinker()
        asking = asyncio.ensure_future(
            thinker.ask("r1", "easy", None, wanted=lambda: on_board["position"] == "r1"))
        await asyncio.sleep(0.01)
        on_board["position"] = "r2"
        return await asking

    assert run(scenario()) is None
    assert workers.notices == [] and workers.log == [("think", 1, "r1"), ("stop", 1)]


def test_an_idle_worker_is_handed_over_to_the_next_page_and_a_busy_one_is_stopped():
    workers = Workers({"delay": 0.05})

    async def scenario():
        first = workers.thinker(margin=1.0)
        assert first.hand_over() is None, "nothing started: nothing to hand over"
        await first.ask("r1", "easy", None, wanted=lambda: True)
        handed = first.hand_over()
        assert handed is workers.started[0] and not handed.stopped
        second = Thinker(workers.start, workers.notices.append, kept=handed)
        assert second.hand_over() is handed, "not yet asked: handed on as it came"
        third = Thinker(workers.start, workers.notices.append, margin=1.0, kept=handed)
        answer = await third.ask("r2", "easy", None, wanted=lambda: True)
        searching = asyncio.ensure_future(third.ask("r3", "easy", None, wanted=lambda: True))
        await asyncio.sleep(0.01)  # r3 is being searched when the page starts again
        assert third.hand_over() is None
        unused = Thinker(workers.start, workers.notices.append, kept=workers.started[0])
        unused.replace()
        return answer, await searching

    answer, late = run(scenario())
    assert answer == "a1@r2" and len(workers.started) == 1, "the next page asked the same worker"
    assert late == "a1@r3"  # the old page's question ends; its page drops what it says
    assert workers.log.count(("stop", 1)) == 2  # stopped busy, and a kept one never used
