"""Lessons (grove.learn): every lesson's position loads; its task is done by the intended move
and not by a wrong one; every rule a game's rules page states is taught by some lesson."""

import pytest

from grove import learn
from grove.games import GAMES

TAUGHT = [(game_id, lesson) for game_id in sorted(GAMES) for lesson in learn.lessons(game_id)]


def solve(lesson, game_id):
    """The steps of one way to do the lesson's task, from its position."""
    state = lesson.start(game_id)
    if lesson.refused:
        return [learn.judge(lesson, state, (), lesson.refused[0])]
    if lesson.lines:
        steps, line = [], ()
        for action in lesson.lines[0]:
            steps.append(learn.judge(lesson, state, line, action))
            state, line = steps[-1].after, line + (action,)
        return steps
    # A win from the position: the first action that wins at once (the position is one turn
    # from the end), else none (a whole game, played on the page).
    for action in state.legal():
        step = learn.judge(lesson, state, (), action)
        if step.kind == "done":
            return [step]
    return []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_has_six_to_twelve_lessons(game_id):
    assert 6 <= len(learn.lessons(game_id)) <= 12


@pytest.mark.parametrize("game_id, lesson", TAUGHT, ids=lambda x: getattr(x, "key", x))
def test_a_lesson_is_done_by_its_intended_move(game_id, lesson):
    state = lesson.start(game_id)
    assert not state.over
    steps = solve(lesson, game_id)
    if lesson.computer:  # a whole game: not one turn from the end
        assert steps == [] and lesson.win
        return
    assert steps and steps[-1].kind == "done", lesson.key
    assert all(step.kind == "going" for step in steps[:-1]), lesson.key


@pytest.mark.parametrize("game_id, lesson", TAUGHT, ids=lambda x: getattr(x, "key", x))
def test_a_wrong_move_does_not_do_the_task(game_id, lesson):
    state = lesson.start(game_id)
    wrong = [a for a in state.legal() if learn.judge(lesson, state, (), a).kind == "wrong"]
    if lesson.computer:
        return  # a game: nothing is wrong before its end
    assert wrong, f"{lesson.key}: every move does the task"
    step = learn.judge(lesson, state, (), wrong[0])
    assert step.message == str(lesson.hint)
    if lesson.refused:  # a legal move is off the task; the refused one does it
        assert learn.judge(lesson, state, (), lesson.refused[0]).message


def test_a_refusal_is_said_with_the_rules_reason():
    lesson = next(x for x in learn.lessons("trellis") if x.refused)
    step = learn.judge(lesson, lesson.start("trellis"), (), "c4")
    assert step.kind == "done" and "not three points from c2" in step.message


@pytest.mark.parametrize("game_id", sorted(g for g in GAMES if learn.lessons(g)))
def test_every_rule_of_the_rules_page_is_taught(game_id):
    taught = {rule for lesson in learn.lessons(game_id) for rule in lesson.teaches}
    assert set(learn.rules(game_id)) <= taught
    assert taught <= set(learn.rules(game_id)), "a lesson names a rule not in the list"
    keys = [lesson.key for lesson in learn.lessons(game_id)]
    assert len(keys) == len(set(keys)), "progress is kept by key: each is its own"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_last_lesson_is_a_game_against_the_easy_computer(game_id):
    last = learn.lessons(game_id)[-1]
    assert last.win and last.computer == "easy"
