"""What a move does to a lesson's or a puzzle's task, and the progress kept (grove.app.tutor)."""

import json

import pytest
from mine import written as puzzles  # scripts/mine.py: the files it wrote

from grove import learn
from grove.app.store import MemoryBackend, Store
from grove.app.tutor import LEARN, PUZZLES, Progress, Tutor

EMPTY = {"lessons": [], "puzzles": {}}


def lesson_tutor(key, game_id="trellis"):
    return Tutor.at(game_id, LEARN, key, EMPTY)


def test_a_lessons_right_line_goes_on_then_is_done():
    tutor = lesson_tutor("two-in-line")
    first = tutor.tried(tutor.start, "d2")
    assert first.kind == "going" and tutor.line == ("d2",)
    done = tutor.tried(tutor.start.play("d2"), "d5")
    assert done.kind == "done" and tutor.finished == "done"
    # once done, nothing more is taken
    assert tutor.tried(tutor.start.play("d2").play("d5"), "a1").kind == "refused"


def test_a_wrong_move_in_a_lesson_is_not_kept_and_marks_the_right_cell():
    tutor = lesson_tutor("two-in-line")
    after_d2 = tutor.start.play("d2")
    tutor.tried(tutor.start, "d2")
    wrong = tutor.tried(after_d2, "e4")
    assert wrong.kind == "wrong" and not tutor.keeps(wrong)
    assert wrong.message == "Place the two stones on d2 and d5."
    assert wrong.marks == ("d5",)
    assert tutor.line == ("d2",) and not tutor.finished  # the player tries again from there


def test_a_refusal_the_lesson_asks_for_is_its_task_done():
    tutor = lesson_tutor("exactly-three")
    verdict = tutor.tried(tutor.start, "c4")
    assert verdict.kind == "done" and not tutor.keeps(verdict) and tutor.line == ()
    assert "not three points from c2" in verdict.message and "That is the rule" in verdict.message


def test_another_refusal_is_said_as_the_rules_say_it_and_changes_nothing():
    tutor = lesson_tutor("two-in-line")
    state = tutor.start.play("d2")
    tutor.tried(tutor.start, "d2")
    verdict = tutor.tried(state, "d3")
    assert verdict.kind == "refused" and verdict.message.endswith(".")
    assert tutor.line == ("d2",)


def test_a_win_lesson_marks_the_winning_cell_when_missed():
    tutor = lesson_tutor("join")
    wrong = next(a for a in tutor.start.legal() if a not in ("d4", "pass")
                 and tutor.tried(tutor.start, a).kind == "wrong")
    assert wrong
    assert tutor.marks(tutor.start) == ("d4",)


def test_a_lesson_game_against_the_computer_is_judged_when_it_ends():
    tutor = lesson_tutor("game")
    assert tutor.computers() == ("", "easy")
    state = tutor.start
    while not state.over:  # Black plays left to right along row 1 only: White joins first
        state = state.play(state.legal()[-1] if state.to_move else "pass")
    verdict = tutor.watched(state)
    assert verdict.kind == "wrong" and tutor.finished == "wrong"
    assert tutor.watched(state) is None  # said once


def test_the_next_lesson_is_the_first_not_done():
    keys = [lesson.key for lesson in learn.lessons("orbit")]
    tutor = Tutor.at("orbit", LEARN, "", {"lessons": keys[:3], "puzzles": {}})
    assert tutor.item.key == keys[3]
    assert Tutor.at("orbit", LEARN, "no-such-lesson", EMPTY).item.key == keys[0]
    assert Tutor.at("orbit", LEARN, keys[5], EMPTY).index == 5
    assert tutor.neighbours() == (keys[2], keys[4])
    assert Tutor.at("orbit", LEARN, keys[-1], EMPTY).neighbours() == (keys[-2], None)


def puzzle_tutor(kind, game_id="trellis"):
    found = puzzles(game_id)
    index = next(i for i, p in enumerate(found) if p.kind == kind)
    return Tutor(game_id, PUZZLES, index, found)


def play_turn(tutor, state, actions):
    verdicts = []
    for action in actions:
        verdicts.append(tutor.tried(state, action))
        state = state.play(action)
    return verdicts


def test_a_win_puzzle_is_solved_by_its_answer():
    tutor = puzzle_tutor("win")
    verdicts = play_turn(tutor, tutor.start, tutor.item.answer)
    assert [v.kind for v in verdicts][-1] == "done" and tutor.finished == "done"
    assert verdicts[-1].message == "Solved!"


def test_a_stop_puzzle_is_solved_by_its_answer():
    tutor = puzzle_tutor("stop")
    verdicts = play_turn(tutor, tutor.start, tutor.item.answer)
    assert verdicts[-1].kind == "done"
    assert verdicts[-1].message == "Solved: the next player has no win now."


def test_a_wrong_turn_in_a_stop_puzzle_is_kept_and_answered_by_the_winning_reply():
    tutor = puzzle_tutor("stop")
    verdict = tutor.tried(tutor.start, "pass")
    assert verdict.kind == "wrong" and tutor.keeps(verdict) and tutor.finished == "wrong"
    after = tutor.start.play("pass")
    for action in verdict.reply:  # the reply is legal, and wins for the next player
        after = after.play(action)
    assert after.over and after.winners() == (1 - tutor.seat,)
    assert verdict.message.startswith("Not this: White wins with ")


def test_showing_the_answer_marks_its_cells_and_a_solve_then_counts_for_nothing():
    tutor = puzzle_tutor("win")
    message, marks = tutor.hint(tutor.start)
    assert message.startswith("The answer: ")
    assert marks == tutor.start.clicks(tutor.item.answer[0])
    verdicts = play_turn(tutor, tutor.start, tutor.item.answer)
    assert verdicts[-1].kind == "done" and verdicts[-1].message == "That is the answer."


def test_the_task_names_the_seats():
    assert puzzle_tutor("win").task() in ("Black to play: win this turn.",
                                          "White to play: win this turn.")
    assert "cannot win on their turn" in puzzle_tutor("stop").task()
    assert puzzle_tutor("stop").heading().startswith("Puzzle ")


def test_progress_keeps_lessons_done_and_puzzles_tried():
    store = Store(MemoryBackend())
    progress = Progress(store)
    progress.done("trellis", "knight")
    progress.done("trellis", "knight")
    progress.tried("trellis", "p1", "failed")
    progress.tried("trellis", "p2", "solved")
    progress.tried("trellis", "p2", "failed")  # solved once stays solved
    progress.tried("trellis", "p1", "solved")
    assert progress.read("trellis") == {"lessons": ["knight"],
                                        "puzzles": {"p1": "solved", "p2": "solved"}}
    assert progress.read("orbit") == EMPTY
    kept = json.loads(store.backend.get("grove.learn.trellis"))
    assert kept["format"] == 1


@pytest.mark.parametrize("raw", ["{not json", '{"format": 99}', '"text"'])
def test_a_damaged_progress_entry_is_set_aside_and_reported_never_written_over(raw):
    store = Store(MemoryBackend({"grove.learn.orbit": raw}))
    progress = Progress(store)
    assert progress.read("orbit") == EMPTY
    assert store.problems, "the player is told"
    aside = [k for k in store.backend.keys() if k.startswith("grove.aside.learn.orbit")]
    assert len(aside) == 1 and store.backend.get(aside[0]) == raw
    progress.done("orbit", "capture")
    assert store.backend.get(aside[0]) == raw


def test_odd_values_in_a_progress_entry_are_left_out():
    store = Store(MemoryBackend({"grove.learn.orbit": json.dumps(
        {"format": 1, "lessons": ["a", 3, None], "puzzles": {"p": "solved", "q": "maybe"}})}))
    assert Progress(store).read("orbit") == {"lessons": ["a"], "puzzles": {"p": "solved"}}
