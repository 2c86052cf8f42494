"""What a move does to a lesson's or a puzzle's task, and the progress kept (grove.app.tutor).
Puzzles of every kind are built here over real positions, their facts and refutations given, so
that the words and the judging are checked whatever the files in static/puzzles/ hold."""

import json
from dataclasses import replace
from pathlib import Path

import pytest

from grove import i18n, learn
from grove.app import tutor as tutor_module
from grove.app.store import MemoryBackend, Store
from grove.app.tutor import LEARN, PUZZLES, Progress, Tutor
from grove.learn.puzzles import read

EMPTY = {"lessons": [], "puzzles": {}, "streak": [], "best": 0}
ROOT = Path(__file__).resolve().parents[2]


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


FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "puzzle-positions.json"


def made(game_id):
    """Puzzles of `game_id` over real positions, their facts and refutations made by hand."""
    entries = json.loads(FIXTURE.read_text())[game_id]
    return read(json.dumps({"format": 2, "game": game_id, "puzzles": entries}), game_id)


def puzzle_tutor(key, game_id="trellis", **changed):
    """A tutor on the made puzzle `key`, with some of its facts `changed`."""
    found = made(game_id)
    index = next(i for i, p in enumerate(found) if p.key == key)
    if changed:
        found = found[:index] + (replace(found[index], **changed),) + found[index + 1:]
    return Tutor(game_id, PUZZLES, index, found)


def play_turn(tutor, state, actions):
    verdicts = []
    for action in actions:
        verdicts.append(tutor.tried(state, action))
        state = state.play(action)
    return verdicts


def replayed(state, actions):
    for action in actions:
        state = state.play(action)
    return state


def no_search(*_args):
    raise AssertionError("the file's facts settle this turn: no search")


def test_a_win_puzzle_is_solved_by_its_answer():
    tutor = puzzle_tutor("t-win")
    verdicts = play_turn(tutor, tutor.start, tutor.item.answer)
    assert [v.kind for v in verdicts][-1] == "done" and tutor.finished == "done"
    assert verdicts[-1].message == "Solved!"


def test_a_stop_puzzle_is_solved_by_its_answer_a_turn_of_two_stones():
    tutor = puzzle_tutor("t-stop")
    verdicts = play_turn(tutor, tutor.start, tutor.item.answer)
    assert [v.kind for v in verdicts] == ["going", "done"]
    assert verdicts[-1].message == "Solved: the next player has no win now."


def test_a_wrong_turn_in_a_stop_puzzle_is_kept_and_answered_by_the_winning_reply():
    tutor = puzzle_tutor("t-stop")  # no refutations stored: the reply is searched for
    verdict = tutor.tried(tutor.start, "pass")
    assert verdict.kind == "wrong" and tutor.keeps(verdict) and tutor.finished == "wrong"
    after = replayed(tutor.start.play("pass"), verdict.reply)  # legal, and a win for White
    assert after.over and after.winners() == (1 - tutor.seat,)
    assert verdict.message.startswith("Not this: White wins with ")


def test_a_stored_refutation_is_played_and_its_cells_named(monkeypatch):
    monkeypatch.setattr(tutor_module, "winning_line", no_search)
    tutor = puzzle_tutor("b-stop", "btt")
    verdict = tutor.tried(tutor.start, "3n@h3")
    assert verdict.kind == "wrong" and verdict.reply == ("3n@h1",)
    assert verdict.message == "Not this: Player 2 wins with Large (3) on h1, pointing north: free."


def test_a_first_action_the_file_does_not_refute_stops_the_threat_when_it_refutes_all_others(
        monkeypatch):
    monkeypatch.setattr(tutor_module, "winning_line", no_search)
    tutor = puzzle_tutor("b-stop", "btt")  # solving 2 of 5, three refuted: 3w@h1 stops it too
    assert tutor.tried(tutor.start, "3w@h1").kind == "done"


def test_a_stored_refutation_that_does_not_win_at_once_is_said_as_what_it_does():
    tutor = puzzle_tutor("o-end", "orbit")
    reply = tutor.item.refutations["a7"]
    verdict = tutor.tried(tutor.start, "a7")
    assert verdict.kind == "wrong" and verdict.reply == reply
    assert verdict.message == f"Not this: Black answers with {reply[0]}, and you can no longer win."


def test_an_ending_is_won_by_any_first_action_the_file_does_not_refute(monkeypatch):
    monkeypatch.setattr(tutor_module, "winning_line", no_search)
    tutor = puzzle_tutor("o-end", "orbit")
    verdict = tutor.tried(tutor.start, "m9")
    assert verdict.kind == "done"
    assert verdict.message == "Solved: you still win, whatever is played."


def test_an_ending_whose_refutations_are_not_all_stored_takes_only_its_answer():
    refuted = dict(list(made("orbit")[1].refutations.items())[:5])
    tutor = puzzle_tutor("o-end", "orbit", refutations=refuted)
    other = next(a for a in tutor.start.legal() if a not in refuted and a != "m9")
    verdict = tutor.tried(tutor.start, other)
    assert verdict.kind == "wrong" and verdict.reply == ()
    assert verdict.message == "Not this: that turn does not keep the win."
    assert puzzle_tutor("o-end", "orbit", refutations=refuted).tried(
        tutor.start, "m9").kind == "done"


@pytest.mark.parametrize("action, kind, message", [
    ("m9", "done", "Solved: that gains 15 points of territory, the most there is this turn."),
    ("a7", "wrong", "Not this: that gains 2 points of territory; the best turn gains 15 points "
                    "of territory."),
    ("c3", "wrong", "Not this: that gains nothing; the best turn gains 15 points of territory."),
    ("o1", "wrong", "Not this: that loses 1 point of territory; the best turn gains 15 points of "
                    "territory."),
])
def test_a_turn_for_the_most_is_told_what_it_gained_against_the_best(action, kind, message):
    tutor = puzzle_tutor("o-most", "orbit")
    before, after = tutor.start.scores(), tutor.start.play(action).scores()
    # White's lead over Black, after less before, is what the words count
    assert (after[1] - after[0]) - (before[1] - before[0]) == {"m9": 15, "a7": 2, "c3": 0,
                                                               "o1": -1}[action]
    verdict = tutor.tried(tutor.start, action)
    assert (verdict.kind, verdict.message, verdict.reply) == (kind, message, ())


@pytest.mark.parametrize("key, game_id, task", [
    ("t-win", "trellis", "Black to play: win this turn. Only 1 of your 179 possible moves starts "
                         "a winning turn."),
    ("t-stop", "trellis", "Black to play: White wins on their turn unless you stop it. Find a "
                          "turn after which White has no win. Only 2 of your 182 possible moves "
                          "start a turn that stops it."),
    ("o-end", "orbit", "White to play, in an ending searched to the last turn: find a turn after "
                       "which you still win, whatever Black does. Only 1 of your 23 possible "
                       "moves starts a turn that keeps the win."),
    ("o-most", "orbit", "White to play: find the turn that gains you the most this turn, "
                        "counting your score against the best other one. The best turn gains 15 "
                        "points of territory. Only 1 of your 23 possible moves starts a turn "
                        "that gains that much."),
    ("r-most", "rumbo", "Horizontal to play: find the turn that gains you the most this turn, "
                        "counting your score against the best other one. The best turn gains 2 "
                        "claimed stones. Only 1 of your 10 possible moves starts a turn that "
                        "gains that much."),
])
def test_the_task_follows_the_kind_and_states_the_facts(key, game_id, task):
    assert puzzle_tutor(key, game_id).task() == task


def test_most_turns_failing_is_said_only_when_the_facts_say_so():
    assert "Only" in puzzle_tutor("b-stop", "btt").task()  # 2 of 5
    tutor = puzzle_tutor("b-stop", "btt", solving=3)
    assert tutor.task().endswith(" 3 of your 5 possible moves start a turn that stops it.")
    assert "Only" not in tutor.task() and "most" not in tutor.task()
    assert "possible" not in puzzle_tutor("b-stop", "btt", turns=1).task()
    # a file that does not know how many solve it (Arbos' first puzzles say 0) says nothing
    assert puzzle_tutor("t-win", solving=0).task() == "Black to play: win this turn."


def test_the_heading_says_the_theme_and_the_grade():
    assert puzzle_tutor("t-stop").heading() == "Puzzle 2 of 2 · Stop the threat (hard)"
    assert puzzle_tutor("o-most", "orbit").heading() == "Puzzle 1 of 2 · Gain the most (medium)"
    assert puzzle_tutor("o-end", "orbit").heading() == "Puzzle 2 of 2 · Win the ending (hard)"


def test_showing_the_answer_marks_its_cells_and_a_solve_then_counts_for_nothing():
    tutor = puzzle_tutor("t-win")
    message, marks = tutor.hint(tutor.start)
    assert message == "The answer: c15."
    assert marks == tutor.start.clicks(tutor.item.answer[0]) == ("c15",)
    verdicts = play_turn(tutor, tutor.start, tutor.item.answer)
    assert verdicts[-1].kind == "done" and verdicts[-1].message == "That is the answer."


def test_the_answer_names_the_stone_and_its_point():
    tutor = puzzle_tutor("r-most", "rumbo")
    assert tutor.hint(tutor.start) == ("The answer: Black stone on b2.", ("b2",))
    tutor = puzzle_tutor("b-stop", "btt")
    assert tutor.hint(tutor.start)[0] == "The answer: Large (3) on h3, pointing west: free."


def test_the_words_are_in_the_players_language():
    import messages  # scripts/messages.py: the catalogue as the page reads it

    i18n.install("de", messages.compile_catalogue("de", messages.read_po(ROOT / "locale/de.po")))
    try:
        tutor = puzzle_tutor("o-most", "orbit")
        assert "15 Gebietspunkte" in tutor.task()
        assert "Nur 1 deiner 23 möglichen Aktionen" in tutor.task()
        assert tutor.heading() == "Aufgabe 1 von 2 · Am meisten gewinnen (mittel)"
        assert "2 Gebietspunkte" in tutor.tried(tutor.start, "a7").message
    finally:
        i18n.install("en")


def test_a_theme_narrows_the_puzzles_and_a_key_of_another_theme_shows_them_all():
    found = made("orbit")
    tutor = Tutor.at("orbit", PUZZLES, "", EMPTY, found, "end")
    assert [p.key for p in tutor.items] == ["o-end"] and tutor.theme == "end"
    assert tutor.heading().startswith("Puzzle 1 of 1 · ")
    assert tutor.neighbours() == (None, None)
    tutor = Tutor.at("orbit", PUZZLES, "o-most", EMPTY, found, "end")
    assert tutor.item.key == "o-most" and tutor.theme == "" and len(tutor.items) == 2
    tried = {**EMPTY, "puzzles": {"o-most": "failed"}}
    assert Tutor.at("orbit", PUZZLES, "", tried, found).item.key == "o-end"  # next not tried


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
                                        "puzzles": {"p1": "solved", "p2": "solved"},
                                        "streak": ["p1"], "best": 1}
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
    assert Progress(store).read("orbit") == {"lessons": ["a"], "puzzles": {"p": "solved"},
                                             "streak": [], "best": 0}


@pytest.mark.parametrize("streak, best, kept", [
    (["p", 3, "p", "q"], 1, {"streak": ["p", "q"], "best": 2}),  # best: at least the streak
    ("pq", -4, {"streak": [], "best": 0}),
    ([], True, {"streak": [], "best": 0}),
    (["p"], 7, {"streak": ["p"], "best": 7}),
])
def test_odd_values_in_a_streak_are_left_out(streak, best, kept):
    store = Store(MemoryBackend({"grove.learn.orbit": json.dumps(
        {"format": 1, "streak": streak, "best": best})}))
    read = Progress(store).read("orbit")
    assert {k: read[k] for k in ("streak", "best")} == kept


def test_the_streak_counts_puzzles_solved_in_a_row_each_once_and_a_failure_ends_it():
    progress = Progress(Store(MemoryBackend()))
    for key in ("a", "b", "b", "c"):  # b solved again: counted once
        kept = progress.tried("orbit", key, "solved")
    assert (kept["streak"], kept["best"]) == (["a", "b", "c"], 3)
    kept = progress.tried("orbit", "a", "failed")  # a failure (or the answer shown) ends it
    assert (kept["streak"], kept["best"], kept["puzzles"]["a"]) == ([], 3, "solved")
    kept = progress.tried("orbit", "d", "solved")
    assert (kept["streak"], kept["best"]) == (["d"], 3)
    assert progress.read("trellis")["streak"] == []  # kept per game
    assert progress.read("orbit") == kept


def test_joining_a_record_keeps_the_longer_streak_and_solved_stays_solved():
    here, there = Progress(Store(MemoryBackend())), Progress(Store(MemoryBackend()))
    for key in ("a", "b"):
        here.tried("orbit", key, "solved")
    here.tried("orbit", "c", "failed")
    here.tried("orbit", "d", "solved")  # here: streak [d], best 2
    for key in ("c", "e", "f"):
        there.tried("orbit", key, "solved")
    there.tried("orbit", "a", "failed")
    there.tried("orbit", "g", "solved")
    there.tried("orbit", "h", "failed")  # there: streak [], best 3
    here.join("orbit", there.read("orbit"))
    kept = here.read("orbit")
    assert kept["puzzles"] == {"a": "solved", "b": "solved", "c": "solved", "d": "solved",
                               "e": "solved", "f": "solved", "g": "solved", "h": "failed"}
    assert (kept["streak"], kept["best"]) == (["d"], 3)
    there.join("orbit", here.read("orbit"))  # the other way round: the longer streak wins
    assert (there.read("orbit")["streak"], there.read("orbit")["best"]) == (["d"], 3)
