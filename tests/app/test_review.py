"""Looking back at a game (grove.app.review, grove.ai.review), under CPython: the positions a
review estimates, the costs and their thresholds, the better turn, kept and read back; a review
run through a fake worker, stopped and resumed; the worker's estimate on pinned positions."""

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

from grove.ai import review as ai_review
from grove.ai import think
from grove.app.review import (
    BLUNDER,
    MISTAKE,
    Cost,
    Review,
    Reviewer,
    accuracy_words,
    read_estimate,
    record_at,
    turning_words,
)
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
    review.estimates = {0: (0.6, 0.4), 2: (0.55, 0.45), 4: (0.65, 0.35), 5: (0.8, 0.2)}
    costs = review.costs(s)
    assert [(c.start, c.end, c.seat) for c in costs] == [(0, 2, 0), (2, 4, 1), (4, 5, 0)]
    # Read where the player is next to move, after the reply (or at the last move): White's
    # turn looked cheap right after it (0.45 to 0.35), and Black's reply showed what it gave.
    assert [c.until for c in costs] == [4, 5, 5]
    assert [round(c.cost, 2) for c in costs] == [-0.05, 0.25, -0.15]
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


# -- what the review says ------------------------------------------------------------------------

def reviewed(line, shares):
    """A review of `line` with the estimates at its positions, in order."""
    s = session(line)
    review = Review.for_line(s.line, None)
    review.estimates = dict(zip(review.positions(s), shares, strict=True))
    return s, review


def test_a_turn_that_gives_away_most_of_what_was_left_is_a_mistake_even_when_little_was():
    s, review = reviewed(("d4", "d7", "a1", "end", "b2"),
                         [(0.9, 0.1), (0.88, 0.12), (0.95, 0.05), (0.97, 0.03)])
    # White fell from 0.12 to 0.05: more than half of what it had, though less than MISTAKE.
    assert [c.kind for c in review.costs(s)] == ["", "mistake", ""]
    s, review = reviewed(("d4", "d7", "a1", "end", "b2"),
                         [(0.9, 0.1), (0.98, 0.02), (0.99, 0.01), (0.99, 0.01)])
    assert [c.kind for c in review.costs(s)] == ["", "", ""]  # 0.01 is noise, not a mistake
    assert MISTAKE > 0.07


def test_a_missed_win_in_one_is_a_blunder_whatever_the_shares_say():
    # Black could have won with d7 at move 13 and played b7 instead (still well ahead).
    line = LINE[:24] + ("b7", "end", "a7", "end", "d7")
    s = session(line)
    review = Review.for_line(s.line, None)
    review.estimates = {p: (0.9, 0.1) for p in review.positions(s)}
    review.estimates[len(line)] = (1.0, 0.0)
    review.wins = {24, 28}
    costs = {c.start: c for c in review.costs(s)}
    assert costs[24].missed and costs[24].kind == "blunder"
    assert not costs[28].missed and costs[28].kind == ""  # the win, taken at last
    assert 24 in review.wanted_turns(s)


def test_the_better_turn_is_never_the_one_played():
    s, review = reviewed(("d4", "d7", "a1", "end", "b2"),
                         [(0.6, 0.4), (0.55, 0.45), (0.8, 0.2), (0.75, 0.25)])
    assert review.marked(s) == {4: "mistake"}
    review.better[2] = ("a1", "end")  # the computer would have played White's own turn
    assert review.marked(s) == {} and review.mistakes(s) == [] and review.done(s)


def test_the_game_turned_where_the_loser_last_fell_below_even():
    # White (seat 1) loses: even until its turn at ply 10, then below for good.
    s = session(LINE)
    review = Review.for_line(s.line, None)
    positions = review.positions(s)
    shares = {p: (0.5, 0.5) for p in positions}
    for p in positions:
        if p >= 12:
            shares[p] = (0.8, 0.2)
    shares[len(LINE)] = (1.0, 0.0)
    review.estimates = shares
    turned = review.turning(s)
    assert (turned.start, turned.seat) == (10, 1)
    assert 10 in review.wanted_turns(s)
    review.better[10] = ("d6", "end")
    assert turning_words(s, review, turned, 6) == (
        "The game turned at move 6 (White): the computer would have played d6, then End turn.")


def test_a_game_lost_little_by_little_turned_at_the_losers_dearest_turn():
    s = session(LINE)
    review = Review.for_line(s.line, None)
    positions = review.positions(s)
    # White is below even from the start and slips 0.07 a turn, 0.10 at ply 14, to nothing.
    review.estimates, white = {}, 0.45
    for p in positions:
        review.estimates[p] = (1 - white, white)
        white -= 0.10 if p == 14 else 0.07 if s.states[p].to_move == 1 else 0
    review.estimates[len(LINE)] = (1.0, 0.0)
    turned = review.turning(s)
    assert turned.start == 14 and turned.seat == 1


def test_no_turning_point_before_the_end_or_in_a_game_not_decided():
    s, review = reviewed(("d4", "d7", "a1", "end", "b2"),
                         [(0.6, 0.4), (0.55, 0.45), (0.8, 0.2), (0.9, 0.1)])
    assert review.turning(s) is None  # the game goes on
    s = session(LINE)
    review = Review.for_line(s.line, None)
    assert review.turning(s) is None  # nothing estimated yet


def test_accuracy_is_100_without_loss_and_falls_with_the_share_lost():
    s, review = reviewed(("d4", "d7", "a1", "end", "b2"),
                         [(0.5, 0.5), (0.6, 0.4), (0.8, 0.2), (0.8, 0.2)])
    accuracy = review.accuracy(s)
    assert accuracy[0] == 100  # Black never lost a share
    assert accuracy[1] == round(Cost(2, 4, 1, 0.2).accuracy)
    assert 35 < Cost(0, 1, 0, 0.2).accuracy < 45 < Cost(0, 1, 0, 0.1).accuracy < 70
    assert Cost(0, 1, 0, 1.0).accuracy == 0
    assert "Accuracy, out of 100: Black 100, White 40." == accuracy_words(s, review)


def test_a_kept_review_keeps_where_wins_were_and_reads_older_ones_without():
    review = Review("medium", LINE[:6], {0: (0.5, 0.5)}, {}, {4})
    assert Review.from_json(review.to_json()).wins == {4}
    older = review.to_json()
    del older["wins"]
    assert Review.from_json(older).wins == set()
    assert Review.from_json({**review.to_json(), "wins": "x"}) is None


def test_the_workers_estimate_says_when_the_mover_can_win_now():
    state = new_game("trellis", **TRELLIS)
    for action in LINE[:-1]:
        state = state.play(action)
    assert ai_review.answer(state, "estimate:medium") == "1.000,0.000;win"
    assert read_estimate("1.000,0.000;win", 2) == (1.0, 0.0)


def test_shares_are_spread_out_from_even_by_the_games_factor():
    from grove.ai.review import spread_out

    assert spread_out((0.7, 0.3), 1.0) == pytest.approx((0.7, 0.3))
    wider = spread_out((0.7, 0.3), 2.0)
    assert wider[0] == pytest.approx(0.49 / (0.49 + 0.09)) and sum(wider) == pytest.approx(1.0)
    assert spread_out((0.5, 0.5), 3.0) == pytest.approx((0.5, 0.5))  # even stays even
    three = spread_out((0.5, 0.3, 0.2), 1.5)
    assert three[0] > 0.5 and three[2] < 0.2 and sum(three) == pytest.approx(1.0)
    assert spread_out((1.0, 0.0), 2.0) == pytest.approx((1.0, 0.0), abs=1e-6)
