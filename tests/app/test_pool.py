"""The computer's workers on several cores (grove.app.pool): hard shared by the workers that
are up and settled by the first, everything else the first's alone, a review's positions shared
out; and how many workers a device gets."""

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from grove import ai
from grove.ai import Part, merged, settle_parts, think
from grove.app.pool import Pool, read_part, size
from grove.app.review import Review, Reviewer, record_at
from grove.app.session import Session
from grove.app.thinker import GaveUp


class FakeWorker:
    """Answers as `answers` says, by level: a text, or an exception to raise."""

    def __init__(self, log, number, answers):
        self.log, self.number, self.answers = log, number, answers

    async def think(self, record_text, level, seconds, seed):
        self.log.append((self.number, level, seconds))
        await asyncio.sleep(0)
        answer = self.answers.get(level, f"a{self.number}")
        if isinstance(answer, Exception):
            raise answer
        return answer

    async def settle_parts(self, record_text, level, parts, seed):
        self.log.append((self.number, "settle", json.loads(parts)))
        return "settled\t0.600"

    def stop(self):
        self.log.append((self.number, "stop"))


class Workers:
    def __init__(self, *answers):
        self.answers, self.log, self.notices = list(answers), [], []
        self.started = 0

    async def start(self):
        self.started += 1
        answers = self.answers.pop(0) if self.answers else {}
        return FakeWorker(self.log, self.started, answers)

    def pool(self, count):
        return Pool(self.start, self.notices.append, count, margin=1.0, start_seconds=1.0)


def run(coroutine):
    with ThreadPoolExecutor(1) as executor:
        return executor.submit(asyncio.run, coroutine).result()


ROWS_1 = {"rows": [["d4", 10, 6.0, 10.0], ["e5", 5, 2.0, 5.0]]}
ROWS_2 = {"rows": [["e5", 12, 9.0, 12.0], ["d4", 3, 1.0, 3.0]]}


async def up(pool):
    """Every worker of the pool started, as after a first question."""
    await asyncio.gather(*(lane.ready() for lane in pool.lanes))


@pytest.mark.parametrize(("cores", "memory", "workers"), [
    (None, None, 1), (1, None, 1), (2, None, 1), (4, None, 3), (8, None, 4), (16, 8, 4),
    (8, 4, 4), (8, 2, 2), (8, 1, 1), (8, 0.5, 1), ("8", None, 1), (0, None, 1)])
def test_a_core_each_but_the_pages_at_most_four_and_fewer_short_of_memory(cores, memory,
                                                                          workers):
    assert size(cores, memory) == workers


def test_medium_and_the_rest_ask_the_first_worker_alone():
    workers = Workers()

    async def scenario():
        pool = workers.pool(3)
        await up(pool)
        return [await pool.ask("r", level, None, lambda: True)
                for level in ("medium", "estimate:medium", "easy")]

    assert run(scenario()) == ["a1", "a1", "a1"]
    assert [entry[0] for entry in workers.log] == [1, 1, 1]


def test_only_hard_starts_the_other_workers():
    workers = Workers()

    async def scenario():
        pool = workers.pool(3)
        for level in ("medium", "estimate:medium", "easy", "explore:medium"):
            await pool.ask("r", level, None, lambda: True)
        alone = workers.started
        await pool.ask("r", "hard", 3.0, lambda: True)
        await asyncio.sleep(0)
        return alone, workers.started

    assert run(scenario()) == (1, 3)


def test_hard_is_searched_by_every_worker_up_and_settled_by_the_first_from_all_rows():
    workers = Workers({"part:hard": json.dumps(ROWS_1)}, {"part:hard": json.dumps(ROWS_2)})

    async def scenario():
        pool = workers.pool(2)
        await up(pool)
        return await pool.ask("r", "hard", 3.0, lambda: True)

    assert run(scenario()) == "settled\t0.600"
    assert (1, "part:hard", 3.0) in workers.log and (2, "part:hard", 3.0) in workers.log
    assert workers.log[-1] == (1, "settle", [ROWS_1["rows"], ROWS_2["rows"]])
    assert len(workers.log) == 3


def test_the_first_hard_question_does_not_wait_for_workers_not_yet_up():
    workers = Workers()

    async def scenario():
        pool = workers.pool(3)
        answer = await pool.ask("r", "hard", 3.0, lambda: True)
        return answer, pool.lead.worker.result().number, [lane.up() for lane in pool.lanes]

    answer, lead, started = run(scenario())
    assert answer == f"a{lead}" and workers.log == [(lead, "hard", 3.0)]  # one worker's search
    assert started == [True, True, True]  # the others started for the next question


def test_a_win_any_worker_saw_is_played_and_a_choice_made_without_search_stands():
    win = {"part:hard": json.dumps({"choice": "g7\t1.000"})}
    rows = {"part:hard": json.dumps(ROWS_1)}
    forced = {"part:hard": json.dumps({"choice": "pass"})}

    async def scenario(*answers):
        workers = Workers(*answers)
        pool = workers.pool(len(answers))
        await up(pool)
        return await pool.ask("r", "hard", 3.0, lambda: True), workers.log

    answer, log = run(scenario(rows, win))
    assert answer == "g7\t1.000" and not any(entry[1] == "settle" for entry in log)
    answer, log = run(scenario(forced, rows))
    assert answer == "pass" and not any(entry[1] == "settle" for entry in log)


def test_a_helper_that_gives_up_leaves_the_others_rows_and_the_first_ones_trouble_is_told():
    broken = {"part:hard": RuntimeError("out of memory")}

    async def scenario(*answers):
        workers = Workers(*answers, broken, broken)  # its replacements fail too
        pool = workers.pool(2)
        await up(pool)
        return await pool.ask("r", "hard", 3.0, lambda: True), workers.log

    answer, log = run(scenario({"part:hard": json.dumps(ROWS_1)}, broken))
    assert answer == "settled\t0.600" and log[-1] == (1, "settle", [ROWS_1["rows"]])
    with pytest.raises(GaveUp):
        run(scenario(broken, {"part:hard": json.dumps(ROWS_2)}))


def test_a_question_no_longer_wanted_is_not_settled():
    workers = Workers({"part:hard": json.dumps(ROWS_1)}, {"part:hard": json.dumps(ROWS_2)})
    on_board = {"wanted": True}

    async def scenario():
        pool = workers.pool(2)
        await up(pool)
        on_board["wanted"] = False
        return await pool.ask("r", "hard", 3.0, lambda: on_board["wanted"])

    assert run(scenario()) is None and workers.log == []


def test_an_answer_that_is_no_part_is_asked_again_of_the_first_alone():
    assert read_part("d4\t0.5") is None and read_part("[1]") is None
    assert read_part('{"rows": 3}') is None and read_part('{"choice": "d4"}') == {"choice": "d4"}
    workers = Workers({"part:hard": "d4"}, {"part:hard": json.dumps(ROWS_2)})

    async def scenario():
        pool = workers.pool(2)
        await up(pool)
        return await pool.ask("r", "hard", 3.0, lambda: True)

    assert run(scenario()) == "a1" and workers.log[-1] == (1, "hard", 3.0)


def test_a_restarted_page_takes_the_first_worker_and_the_others_stop():
    workers = Workers()

    async def scenario():
        pool = workers.pool(3)
        await up(pool)
        return pool.hand_over()

    kept = run(scenario())
    assert kept.number == 1 and sorted(workers.log) == [(2, "stop"), (3, "stop")]


# -- a review on several workers -------------------------------------------------------------------

def test_a_reviews_positions_are_shared_out_each_asked_once():
    s = Session.new("trellis", {"size": 7})
    for action in ("d4", "d7", "a1", "end", "b2", "end", "g7", "end"):
        s.play(action)
    workers = Workers()
    asked: list[tuple[int, str]] = []

    async def answer(worker, record_text, level, seconds, seed):
        asked.append((worker.number, record_text))
        await asyncio.sleep(0.001 * worker.number)
        return "0.500,0.500"

    async def scenario():
        pool = workers.pool(2)
        await up(pool)
        for lane in pool.lanes:
            worker = lane.worker.result()
            worker.think = lambda *args, worker=worker: answer(worker, *args)
        review = Review.for_line(s.line, None)
        reviewer = Reviewer(pool, lambda r: None, print)
        await reviewer.run(s, review, reviewer.running)
        return review

    review = run(scenario())
    positions = review.positions(s)
    assert sorted(text for _, text in asked) == sorted(record_at(s, p) for p in positions)
    assert {number for number, _ in asked} == {1, 2}  # both worked
    assert set(review.estimates) == set(positions) and review.done(s)


# -- the worker's side: parts added up ----------------------------------------------------------

def test_merged_rows_add_up_each_action_in_the_order_first_seen():
    assert merged([Part(rows=(("d4", 10, 6.0, 10.0), ("e5", 5, 2.0, 5.0))),
                   Part(rows=(("e5", 12, 9.0, 12.0), ("a1", 1, 0.0, 1.0)))]) == (
        ("d4", 10, 6.0, 10.0), ("e5", 17, 11.0, 17.0), ("a1", 1, 0.0, 1.0))


def test_one_search_settled_from_its_rows_is_the_choice_of_one_worker():
    s = Session.new("trellis", {"size": 7})
    s.play("d4")
    record_text = record_at(s, 1)
    part = json.loads(think(record_text, "part:medium", None, 5))
    assert settle_parts(record_text, "medium", json.dumps([part["rows"]])) == think(
        record_text, "medium", None, 5)


def test_settled_parts_choose_the_action_most_visited_over_all():
    s = Session.new("trellis", {"size": 7})
    s.play("d4")
    state = s.state
    legal = state.legal()
    first = [[legal[0], 30, 20.0, 30.0], [legal[1], 20, 15.0, 20.0]]
    second = [[legal[1], 25, 20.0, 25.0], [legal[0], 5, 1.0, 5.0]]
    answer = settle_parts(record_at(s, 1), "medium", json.dumps([first, second]))
    assert answer == f"{legal[1]}\t{35 / 45:.3f}"
    with pytest.raises(ValueError):
        settle_parts(record_at(s, 1), "medium", json.dumps([[["zz9", 3, 1.0, 3.0]]]))
    assert ai.choose(state, "medium", seed=5).action in legal
