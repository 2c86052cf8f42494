"""The computer beside an exploration (grove.app.analysis, and the worker's `explore:<level>`
answer in grove.ai.review): asked only when switched on, one position a question, never a stale
question, an answer kept by its position, and its line said in words and numbered on the board."""

import asyncio
from concurrent.futures import ThreadPoolExecutor

from grove import record
from grove.ai import review
from grove.app.analysis import Analyst, Seen, line_words, numbered, read_seen, shares_words
from grove.app.session import Session
from grove.app.table import Table
from grove.app.thinker import GaveUp
from grove.i18n import say


class FakeThinker:
    """Answers each question with `answers[record's last action]`; logs what it was asked, and
    answers None (as the real one does) when the question is no longer wanted."""

    def __init__(self, answers=None, fail=None):
        self.answers, self.fail, self.asked = answers or {}, fail, []

    async def ask(self, record_text, level, seconds, wanted):
        self.asked.append((record.decode(record_text).history, level))
        await asyncio.sleep(0)
        if self.fail:
            raise GaveUp(self.fail)
        if not wanted():
            return None
        return self.answers.get(record.decode(record_text).history, "0.600,0.400\ne5\nc3")


def exploring(*actions):
    game = Session.new("orbit", {"size": 9, "pie": "off"}, names=("Ada", "Ben"))
    for action in actions:
        game.play(action)
    return Table(game).explore().session


def run(analyst, session, loop):
    """Ask about the position on show, and let every question under way be answered."""
    analyst.think(session)
    loop.run_until_complete(asyncio.sleep(0.01))


def apart(test):
    """Run `test(loop)` with an event loop of its own, in a thread of its own (Playwright keeps a
    loop running on the main thread once browser tests started)."""
    def body():
        loop = asyncio.new_event_loop()
        try:
            test(loop)
        finally:
            loop.close()

    with ThreadPoolExecutor(1) as pool:
        pool.submit(body).result()


def analyst_for(thinker, loop):
    said, changes = [], []
    analyst = Analyst(thinker, lambda: changes.append(1), said.append,
                      spawn=lambda work: loop.create_task(work))
    return analyst, said, changes


def test_nothing_is_asked_until_the_computer_is_switched_on():
    @apart
    def _(loop):
        thinker = FakeThinker()
        analyst, _said, _changes = analyst_for(thinker, loop)
        session = exploring("e5")
        run(analyst, session, loop)
        assert thinker.asked == [] and analyst.on_show(session) is None
        analyst.switch()
        run(analyst, session, loop)
        assert thinker.asked == [(("e5",), "explore:medium")]
        assert analyst.on_show(session) == Seen((0.6, 0.4), False, ("e5", "c3"))
        run(analyst, session, loop)  # answered already: not asked again
        assert len(thinker.asked) == 1


def test_one_question_at_a_time_and_none_for_a_position_no_longer_shown():
    @apart
    def _(loop):
        thinker = FakeThinker()
        analyst, _said, changes = analyst_for(thinker, loop)
        analyst.switch()
        session = exploring("e5", "c3")
        analyst.think(session)
        analyst.think(session)  # still waiting: no second question
        session.show(1)  # the position changes before the answer comes
        loop.run_until_complete(asyncio.sleep(0.01))
        assert len(thinker.asked) == 1 and analyst.seen == {} and changes == [1]
        run(analyst, session, loop)  # the position now on show is asked about
        assert thinker.asked[-1][0] == ("e5",) and analyst.on_show(session) is not None


def test_switched_off_it_shows_nothing_and_a_failure_switches_it_off():
    @apart
    def _(loop):
        analyst, said, _changes = analyst_for(FakeThinker(fail="the worker stopped"), loop)
        session = exploring("e5")
        analyst.switch()
        run(analyst, session, loop)
        assert not analyst.on and said == ["The computer could not answer: the worker stopped."]
        assert not analyst.waiting(session)


def test_an_answer_that_is_not_one_is_dropped():
    assert read_seen("lots\ne5", 2) is None
    assert read_seen("0.5,0.5,0.0", 2) is None
    assert read_seen("1.000,0.000;win\ne5", 2) == Seen((1.0, 0.0), True, ("e5",))


def test_the_expected_line_in_words_and_on_the_board():
    session = exploring()
    state = session.shown
    seen = Seen((0.55, 0.45), False, ("e5", "c3", "g7"))
    assert say(line_words(state, seen)) == "Expected: Black: e5; White: c3; Black: g7."
    assert numbered(state, seen) == [("e5", "1"), ("c3", "2"), ("g7", "3")]
    assert shares_words(state, seen) == [("Black", 55), ("White", 45)]
    wins = Seen((1.0, 0.0), True, ("e5",))
    assert say(line_words(state, wins)) == "Wins this turn: Black: e5."


def test_a_line_that_stops_being_legal_is_cut_there():
    state = exploring("e5").shown
    seen = Seen((0.5, 0.5), False, ("c3", "c3", "g7"))  # the second c3 is taken
    assert numbered(state, seen) == [("c3", "1")]
    assert say(line_words(state, seen)) == "Expected: White: c3."


def test_a_turn_of_several_actions_is_one_numbered_turn():
    game = Session.new("trellis", {"size": 7, "pie": "off"})
    state = game.state
    seen = Seen((0.5, 0.5), False, ("d4", "d1", "a1"))  # Black's two stones, then White's
    assert numbered(state, seen) == [("d4", "1"), ("d1", "1"), ("a1", "2")]


def test_the_workers_answer_holds_the_estimate_then_the_expected_line():
    state = exploring("e5", "c3").shown
    head, *line = review.answer(state, "explore:easy", seed=1).split("\n")
    seen = read_seen("\n".join([head, *line]), 2)
    assert seen is not None and abs(sum(seen.shares) - 1) < 0.01
    assert 1 <= len(line) <= review.LINE_TURNS
    after = state
    for action in line:
        after = after.play(action)  # every action of the line is legal in its turn
