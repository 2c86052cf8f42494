"""The computer players' decisions (grove.app.computer), under CPython: when the worker is
asked, which answers are played and which dropped, giving up, the estimate, and hints. The
worker is a fake whose answers the test releases one by one; the page is a fake screen."""

import asyncio
import random
from concurrent.futures import ThreadPoolExecutor

from grove import IllegalMove, links, record
from grove.app.computer import Computer
from grove.app.session import Session
from grove.app.thinker import GaveUp

TRELLIS = {"size": 7, "pie": "off"}


class Thinker:
    """Holds each question until the test answers it (`reply`) or fails it (`fail`)."""

    def __init__(self):
        self.asked: list[tuple[str, str, asyncio.Future]] = []  # (level, history, answer)

    async def ask(self, record_text, level, seconds, wanted):
        if not wanted():
            return None
        answer = asyncio.get_running_loop().create_future()
        self.asked.append((level, record_text, answer))
        return await answer


class Screen:
    """The page, as the computer sees it: plays on the session it is given."""

    def __init__(self, session):
        self.session, self.said, self.announced, self.changes = session, [], [], 0
        self.counts = (0, 0)

    def play(self, action):
        try:
            self.session.advance(self.session.state.play(action))
        except IllegalMove as why:
            return str(why)
        return None

    def tell(self, text):
        self.said.append(text)

    def announce(self, text):
        self.announced.append(text)

    def changed(self):
        self.changes += 1

    def counted(self, asking, answered):
        self.counts = (asking, answered)


def scenario(body, **options):
    """Run `body(computer, screen, thinker, settle)` in an event loop of its own (a thread of
    its own: Playwright keeps a loop running on the main thread once browser tests started)."""
    async def main():
        session = Session.new("trellis", {**TRELLIS, **options}, computers=("", "medium"))
        thinker, screen = Thinker(), Screen(session)
        computer = Computer(thinker, screen, spawn=asyncio.ensure_future, pause=0)

        async def settle():
            for _ in range(20):
                await asyncio.sleep(0)

        await body(computer, screen, thinker, settle)

    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()


def reply(thinker, number, action, estimate=""):
    thinker.asked[number][2].set_result(action + (f"\t{estimate}" if estimate else ""))

def black_turn(session, screen, first="e5", second="e8"):
    screen.play(first)
    screen.play(second)
    assert session.state.to_move == 1


def test_the_computer_is_asked_on_its_turn_only_and_its_answer_played():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        assert computer.think(session) == "" and thinker.asked == []  # the person's turn
        screen.play("d1")
        screen.play("d4")
        assert session.state.to_move == 1
        assert computer.think(session) == "Computer, medium (White)"
        await settle()
        assert len(thinker.asked) == 1 and thinker.asked[0][0] == "medium"
        assert screen.counts == (1, 0)
        computer.think(session)  # the same position again: not asked twice
        await settle()
        assert len(thinker.asked) == 1
        reply(thinker, 0, "a1", "0.7")
        await settle()
        assert session.state.history[-1] == "a1" and screen.counts == (0, 1)
        assert computer.estimate_on_show(session).startswith("Computer, medium (White): ")
        assert computer.shares == [(1, session.state.history, 0.7)]  # for a draw offer
    scenario(body)


def test_after_a_swap_the_estimate_names_the_colour_the_computer_took():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        screen.play("d1")
        screen.play("d4")
        computer.think(session)
        await settle()
        reply(thinker, 0, "swap", "0.7")
        await settle()
        assert session.state.history[-1] == "swap"
        assert computer.estimate_on_show(session) == ("Computer, medium (Black): the game looks "
                                                      "better for Black.")
    scenario(body, pie="swap")


def test_an_answer_to_a_position_left_is_dropped_and_the_new_one_gets_its_own():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        black_turn(session, screen, "d1", "d4")
        computer.think(session)
        await settle()
        session.undo()  # the player takes his second stone back while the computer thinks
        computer.player_acted()
        assert computer.think(session) == ""  # the person's turn again
        screen.play("g1")  # another second stone, three from d1
        assert session.state.to_move == 1
        computer.think(session)
        await settle()
        assert len(thinker.asked) == 2
        reply(thinker, 0, "a1")  # the late answer, to the position undone
        await settle()
        assert "a1" not in session.state.history
        reply(thinker, 1, "b1")
        await settle()
        assert session.state.history[-1] == "b1" and screen.counts == (0, 2)
    scenario(body)


def test_an_answer_that_comes_during_replay_is_played_when_the_game_is_back():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        black_turn(session, screen, "d1", "d4")
        computer.think(session)
        await settle()
        session.show(0)
        assert computer.think(session) == ""  # replaying: nothing shown as thinking
        reply(thinker, 0, "a1")
        await settle()
        assert "a1" not in session.state.history  # held, not played on a replayed board
        session.show(session.cursor)
        assert computer.think(session)
        await settle()
        assert session.state.history[-1] == "a1" and len(thinker.asked) == 1
    scenario(body)


def test_another_game_on_screen_drops_the_answer():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        black_turn(session, screen, "d1", "d4")
        computer.think(session)
        await settle()
        other = Session.new("trellis", TRELLIS)  # a game of two people, opened meanwhile
        computer.forget()
        computer.think(other)
        reply(thinker, 0, "a1")
        await settle()
        assert "a1" not in session.state.history and other.state.history == ()
    scenario(body)


def test_a_question_given_up_is_not_asked_again_until_the_player_acts():
    class Failing(Thinker):
        async def ask(self, record_text, level, seconds, wanted):
            self.asked.append((level, record_text, None))
            raise GaveUp("it did not answer in time, twice")

    async def main():
        session = Session.new("trellis", TRELLIS, computers=("medium", ""))
        thinker, screen = Failing(), Screen(session)
        computer = Computer(thinker, screen, pause=0)
        computer.think(session)
        for _ in range(10):
            await asyncio.sleep(0)
        assert screen.said == ["The computer could not move: it did not answer in time, twice. "
                               "Undo, or change who plays this seat under Players."]
        assert computer.think(session) == ""  # given up: not asked by itself
        await asyncio.sleep(0)
        assert len(thinker.asked) == 1
        computer.player_acted()
        assert computer.think(session)
        await asyncio.sleep(0)
        assert len(thinker.asked) == 2

    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()


def test_a_refused_answer_is_said_and_not_asked_again():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        black_turn(session, screen, "d1", "d4")
        computer.think(session)
        await settle()
        reply(thinker, 0, "d1")  # taken
        await settle()
        assert screen.said[-1].startswith("The computer's answer 'd1' was refused: ")
        assert computer.think(session) == "" and len(thinker.asked) == 1
    scenario(body)


def test_a_hint_is_counted_once_shown_for_its_position_and_refused_where_none_can_be():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        saved = []

        def save():
            saved.append(session.hints_used())
            return ""

        screen.play("d1")
        assert computer.ask_hint(session, "", save) == ""
        assert computer.finding_hint(session)
        await settle()
        reply(thinker, 0, "c3")
        await settle()
        assert computer.hint_on_show(session) == ("c3",) and not computer.finding_hint(session)
        assert screen.said[-1] == "Hint, the medium computer's choice: c3."
        assert screen.announced == [screen.said[-1]] and len(saved) == 1
        assert computer.ask_hint(session, "", save) == screen.said[-1]  # again: not counted
        assert len(thinker.asked) == 1 and len(saved) == 1
        session.show(0)
        assert computer.hint_on_show(session) == ()  # not on a replayed position
        session.show(session.cursor)
        assert computer.hint_on_show(session) == ("c3",)
        screen.play(session.state.legal()[0])
        assert computer.hint_on_show(session) == ()  # nor once the position has moved on
        assert computer.ask_hint(session, "It is Ann's turn.", save) == "It is Ann's turn."
    scenario(body)


def test_a_hint_gives_the_whole_turn():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        computer.ask_hint(session, "", lambda: "")
        await settle()
        reply(thinker, 0, "d1")  # Black's first stone: the turn goes on, the computer is asked on
        await settle()
        assert len(thinker.asked) == 2 and computer.finding_hint(session)
        reply(thinker, 1, "d4")
        await settle()
        assert computer.hint_on_show(session) == ("d1", "d4")
        assert screen.said[-1] == "Hint, the medium computer's choice: d1, then d4."
        assert session.hints == (1, 0)  # one hint, however many actions its turn has
    scenario(body)


def test_a_hint_whose_position_moved_on_is_dropped():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        computer.ask_hint(session, "", lambda: "")
        await settle()
        screen.play("d1")
        reply(thinker, 0, "c3")
        await settle()
        assert computer.hint is None and session.hints_used() == ""
        assert not computer.finding_hint(session)
    scenario(body)


def test_no_hint_on_the_computers_turn_or_after_the_end():
    session = Session.new("trellis", TRELLIS, computers=("medium", ""))
    computer = Computer(Thinker(), Screen(session), spawn=lambda work: work.close())
    assert computer.hint_refusal(session, "") == "It is the computer's turn."
    between_people = Session.new("trellis", TRELLIS)
    assert computer.hint_refusal(between_people, "").startswith("Hints are off in a game between "
                                                                "people")
    person = Session.new("trellis", TRELLIS, assist=True)  # allowed when the game was started
    assert computer.hint_refusal(person, "") == ""
    assert links.from_link(person.link()).assist and record.read(person.record()).assist
    rng = random.Random(1)
    while not person.state.over:
        person.advance(person.state.play(rng.choice(person.state.legal())))
    assert computer.hint_refusal(person, "") == "The game is over: there is nothing to hint."



def test_undo_then_redo_during_a_search_gets_one_answer():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        black_turn(session, screen, "d1", "d4")
        computer.think(session)
        await settle()
        session.undo()
        computer.player_acted()
        computer.think(session)
        session.redo()
        computer.player_acted()
        computer.think(session)  # the same position again: either answer will do, once
        await settle()
        reply(thinker, 0, "a1")
        await settle()
        assert session.state.history == ("d1", "d4", "a1")
        for number in range(1, len(thinker.asked)):
            reply(thinker, number, "b1")
        await settle()
        assert session.state.history == ("d1", "d4", "a1")
    scenario(body)


def test_play_from_an_earlier_move_during_a_search():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        black_turn(session, screen, "d1", "d4")
        computer.think(session)
        await settle()
        session.show(1)
        session.play_from_here()  # Black's turn after d1 again
        computer.player_acted()
        assert computer.think(session) == ""
        screen.play("a1")
        assert session.state.to_move == 1
        computer.think(session)
        await settle()
        reply(thinker, 0, "g1")  # to the line dropped
        reply(thinker, 1, "g7")
        await settle()
        assert session.state.history == ("d1", "a1", "g7")
    scenario(body)


def test_a_seat_changing_hands_during_a_search():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        black_turn(session, screen, "d1", "d4")
        computer.think(session)
        await settle()
        session.computers = ("", "")  # White is now a person (the Players dialog)
        computer.player_acted()
        assert computer.think(session) == ""
        reply(thinker, 0, "a1")
        await settle()
        assert session.state.history == ("d1", "d4")
        session.computers = ("", "easy")
        assert computer.think(session) == "Computer, easy (White)"
        await settle()
        assert thinker.asked[1][0] == "easy"
        reply(thinker, 1, "b1")
        await settle()
        assert session.state.history == ("d1", "d4", "b1")
    scenario(body)


def test_back_to_a_game_left_during_a_search_asks_again():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        black_turn(session, screen, "d1", "d4")
        computer.think(session)
        await settle()
        computer.forget()
        computer.think(Session.new("orbit", {"size": 9}))  # Orbit on screen for a while
        reply(thinker, 0, "a1")
        await settle()
        again = Session(session.states[0], line=session.line, computers=("", "medium"))
        screen.session = again  # the stored game opened again
        assert computer.think(again)
        await settle()
        reply(thinker, 1, "b1")
        await settle()
        assert again.state.history == ("d1", "d4", "b1") and session.state.history == ("d1", "d4")
    scenario(body)


def test_a_draw_offer_is_taken_only_when_the_computer_has_judged_the_game_even_for_a_while():
    from grove.app.advice import accepts_draw
    assert accepts_draw([0.9, 0.5, 0.48, 0.52], 2)
    assert not accepts_draw([0.5, 0.52], 2)  # too soon to tell
    assert not accepts_draw([0.5, 0.62, 0.52], 2)  # it has just come level
    assert not accepts_draw([0.7, 0.72, 0.7], 2)  # it is doing better
    assert accepts_draw([0.33, 0.3, 0.36], 3)


def test_the_computer_answers_a_draw_offer_from_what_it_said_in_this_line():
    async def body(computer, screen, thinker, settle):
        session = screen.session
        computer.shares = [(1, ("zz",), 0.5)] * 3  # another line's words count for nothing
        screen.play("draw 1")
        assert computer.answer_draw(session) == "Computer, medium (White) declines the draw " \
                                                "and plays on."
        assert not session.state.over
        computer.shares = [(1, (), 0.5), (1, ("draw 1",), 0.52), (0, (), 0.1), (1, (), 0.49)]
        assert computer.answer_draw(session) == ""
        assert session.state.over and session.state.result() == "Draw by agreement"
    scenario(body)


# -- what a hint says: the place, and the clicks where they are not plain ---------------------

def hint_said(game_id, options, before, answers):
    """What the hint says after the actions `before`, when the medium computer answers
    `answers`, one a question (a turn of several actions asks once for each)."""
    said = []

    async def main():
        session = Session.new(game_id, options, assist=True)  # hints allowed between people
        for action in before:
            session.advance(session.state.play(action))
        thinker, screen = Thinker(), Screen(session)
        computer = Computer(thinker, screen, spawn=asyncio.ensure_future, pause=0)
        assert computer.ask_hint(session, "", lambda: "") == ""
        for number, action in enumerate(answers):
            for _ in range(20):
                await asyncio.sleep(0)
            reply(thinker, number, action)
        for _ in range(20):
            await asyncio.sleep(0)
        said.extend(screen.said)

    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()
    return said[-1]


def test_a_rumbo_hint_names_the_point_and_the_colour():
    said = hint_said("rumbo", {"size": 7, "komi": 6}, (), ["W@d4"])
    assert said == "Hint, the medium computer's choice: White stone on d4."


def test_a_btt_hint_names_the_square_and_the_way():
    said = hint_said("btt", {}, ("null@a1", "root@d2"), ["3s@d3"])
    assert said == "Hint, the medium computer's choice: Large (3) on d3, pointing south: free."


def test_an_arborel_hint_says_to_click_your_own_square_twice():
    # Two Blocks of Black's on d3: a third makes it as high as the Tower, for the Lord to step on.
    before = ("block@d3", "end", "block@g8", "end", "block@d3", "end", "block@g7", "end")
    said = hint_said("arborel", {}, before, ["block@d3", "lord@d3"])
    assert said == ("Hint, the medium computer's choice: Block from the reserve on d3 (click d3 "
                    "twice), then Lord from c3 to d3.")


def test_a_hinted_stone_of_the_colour_not_kept_says_to_switch_first():
    said = []

    async def main():
        session = Session.new("rumbo", {"size": 7, "komi": 6}, assist=True)
        thinker, screen = Thinker(), Screen(session)
        computer = Computer(thinker, screen, spawn=asyncio.ensure_future, pause=0,
                            colour=lambda: "B")
        computer.ask_hint(session, "", lambda: "")
        for _ in range(20):
            await asyncio.sleep(0)
        reply(thinker, 0, "W@d4")
        for _ in range(20):
            await asyncio.sleep(0)
        said.extend(screen.said)

    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()
    assert said[-1] == ("Hint, the medium computer's choice: White stone on d4 (switch the stone "
                        "colour to White first).")


def test_what_the_computer_said_of_one_game_answers_no_offer_in_the_next():
    async def body(computer, screen, thinker, settle):
        computer.shares = [(1, (), 0.5)] * 3
        computer.forget()  # another game comes on screen
        screen.play("draw 1")
        assert computer.answer_draw(screen.session).endswith("declines the draw and plays on.")
    scenario(body)
