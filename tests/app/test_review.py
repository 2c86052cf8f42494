"""Looking back at a game (grove.app.review, grove.ai.review), under CPython: the positions a
review estimates, the costs and their thresholds, the better turn, kept and read back; a review
run through a fake worker, stopped and resumed; the worker's estimate on pinned positions."""

import asyncio
from concurrent.futures import ThreadPoolExecutor

from grove.ai import review as ai_review
from grove.ai import think
from grove.app.review import BLUNDER, MISTAKE, Cost, Review, Reviewer, read_estimate, record_at
from grove.app.session import Session
from grove.games import new_game

TRELLIS = {"size": 7, "pie": "off"}
# Black joins top and bottom down the d column; White plays far away on the a column.
LINE = ("d1", "end", "a1", "end", "d2", "end", "a2", "end", "d3", "end", "a3", "end", "d4", "end",
        "a4", "end", "d5", "end", "a5", "end", "d6", "end", "a6", "end", "d7")


def session(line=LINE[:8]):
    s = Session.new("trellis", TRELLIS)
    for action in line:
        s.play(action)
    return s


def test_a_review_estimates_each_turns_start_and_the_end():
    s = session(("d4", "d7", "a1", "end", "b2"))
    review = Review.for_line(s.line, None)
    assert review.positions(s) == [0, 2, 4, 5]  # Black's two stones, White's, White's next
    assert review.next_position(s) == 0 and review.progress(s) == (0, 4)


def test_a_turns_cost_is_what_its_player_lost_and_the_thresholds_name_it():
    s = session(("d4", "d7", "a1", "end", "b2"))
    review = Review.for_line(s.line, None)
    review.estimates = {0: (0.6, 0.4), 2: (0.55, 0.45), 4: (0.8, 0.2), 5: (0.9, 0.1)}
    costs = review.costs(s)
    assert [(c.start, c.end, c.seat) for c in costs] == [(0, 2, 0), (2, 4, 1), (4, 5, 0)]
    assert [round(c.cost, 2) for c in costs] == [0.05, 0.25, -0.1]
    assert [c.kind for c in costs] == ["", "mistake", ""]
    assert Cost(0, 1, 0, BLUNDER).kind == "blunder" and Cost(0, 1, 0, MISTAKE).kind == "mistake"
    assert review.marked(s) == {4: "mistake"}
    assert review.wanted_turns(s) == [2]
    review.better[2] = ("d5",)
    assert review.wanted_turns(s) == [] and review.done(s)


def test_a_resignation_or_a_draw_offer_is_no_mistake():
    s = session(("d4", "d7", "draw 1", "a1", "end", "resign 2"))
    review = Review.for_line(s.line, None)
    assert review.positions(s) == [0, 2, 3, 5, 6]
    review.estimates = {0: (0.6, 0.4), 2: (0.6, 0.4), 3: (0.6, 0.4), 5: (0.6, 0.4), 6: (1, 0)}
    assert [(c.start, c.end, c.seat) for c in review.costs(s)] == [(0, 2, 0), (3, 5, 1)]
    assert review.marked(s) == {}


def test_a_kept_review_is_read_back_and_keeps_what_a_longer_line_shares():
    review = Review("medium", LINE[:6], {0: (0.5, 0.5), 2: (0.6, 0.4), 6: (0.7, 0.3)},
                    {2: ("a2", "end")})
    again = Review.from_json(review.to_json())
    assert again == review
    longer = Review.for_line(LINE[:8], again)
    assert longer.estimates == review.estimates and longer.better == review.better
    other = Review.for_line(LINE[:3] + ("b5",), again)  # parts after three actions
    assert set(other.estimates) == {0, 2} and other.better == review.better  # 2 is the same
    assert Review.for_line(LINE[:6], again, level="hard").estimates == {}
    for damaged in ({}, {"level": "medium", "line": "ab", "estimates": {"x": 1}, "better": {}},
                    {"level": "medium", "line": [], "estimates": {"9": [0.5]}, "better": {}}):
        assert Review.from_json(damaged) is None


def test_the_workers_estimate_is_read_only_when_it_is_one():
    assert read_estimate("0.250,0.750", 2) == (0.25, 0.75)
    assert read_estimate("0.5", 2) is None and read_estimate("x,y", 2) is None
    assert read_estimate("1.5,-0.5", 2) is None


class Thinker:
    def __init__(self):
        self.asked = []

    async def ask(self, record_text, level, seconds, wanted):
        if not wanted():
            return None
        answer = asyncio.get_running_loop().create_future()
        self.asked.append((level, record_text, answer))
        return await answer


def run(body):
    async def main():
        async def settle():
            for _ in range(20):
                await asyncio.sleep(0)
        await body(settle)

    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()


def test_a_review_runs_position_by_position_stops_and_resumes():
    async def body(settle):
        s = session(("d4", "d7", "a1", "end", "b2"))
        review, thinker, changes = Review.for_line(s.line, None), Thinker(), []
        reviewer = Reviewer(thinker, changes.append, print)
        reviewer.start(s, review)
        await settle()
        level, text, answer = thinker.asked[0]
        assert level == "estimate:medium" and text == record_at(s, 0)
        answer.set_result("0.600,0.400")
        await settle()
        assert review.estimates == {0: (0.6, 0.4)} and changes
        reviewer.stop()  # the player acted: the question under way is dropped
        reviewer.start(s, review)  # and the review resumed before its answer came
        await settle()
        (_l, _t, old), (level, text, new) = thinker.asked[1:]
        old.set_result("0.100,0.900")
        await settle()
        assert review.estimates == {0: (0.6, 0.4)} and reviewer.running is not None
        assert level == "estimate:medium" and text == record_at(s, 2)
        new.set_result("0.550,0.450")
        await settle()
        for number, shares in ((3, "0.800,0.200"), (4, "0.900,0.100")):
            assert thinker.asked[number][0] == "estimate:medium"
            thinker.asked[number][2].set_result(shares)
            await settle()
        assert review.estimates[2] == (0.55, 0.45)
        level, text, answer = thinker.asked[5]  # the better turn at White's mistake
        assert level == "turn:medium" and text == record_at(s, 2)
        answer.set_result("c4\nend")
        await settle()
        assert review.better == {2: ("c4", "end")} and review.done(s)
        assert reviewer.running is None

    run(body)


def test_a_finished_games_end_is_its_outcome_without_asking():
    async def body(settle):
        s = session(LINE)
        assert s.state.over
        review = Review.for_line(s.line, None)
        review.estimates = {p: (0.5, 0.5) for p in review.positions(s)[:-1]}
        thinker = Thinker()
        Reviewer(thinker, lambda r: None, print).start(s, review)
        await settle()
        assert review.estimates[len(LINE)] == (1.0, 0.0)

    run(body)


def test_the_worker_sees_a_win_on_the_board_as_a_whole_win():
    state = new_game("trellis", **TRELLIS)
    for action in LINE[:-1]:
        state = state.play(action)
    assert ai_review.estimate(state) == (1.0, 0.0)


def test_the_worker_answers_a_reviews_questions():
    s = session()
    shares = read_estimate(think(record_at(s, 4), "estimate:medium", seed=1), 2)
    assert shares is not None and abs(sum(shares) - 1.0) < 0.01
    turn = think(record_at(s, 4), "turn:medium", seed=1).split("\n")
    state = s.states[4]
    for action in turn:
        assert state.to_move == 0
        state = state.play(action)
    assert state.to_move == 1  # a whole turn of Black's


def test_deleting_a_game_deletes_its_review():
    from grove.app.review import review_key
    from grove.app.store import MemoryBackend, Store

    store = Store(MemoryBackend())
    key = store.new_key()
    store.write(key, session())
    store.write_entry(review_key(key), Review.for_line(session().line, None).to_json())
    store.delete(key)
    assert store.backend.get(review_key(key)) is None
    assert store.backend.keys() == []
