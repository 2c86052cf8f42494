"""Lessons and puzzles in the browser: a lesson of each game played through, a wrong move answered
with the hint marked on the board, progress kept over a reload; Arborel's lessons of pieces on the
opponent's and of the Lord crossing Towers clicked through in the 3-D view; a puzzle solved and
one failed, in two languages. What each move does to a task is decided in CPython
(tests/app/test_tutor.py)."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from grove import learn
from grove.app.tutor import LEARN, Tutor
from grove.games import GAMES
from grove.learn.puzzles import read

SHELF = Path(__file__).resolve().parents[2] / "static" / "puzzles"


def puzzles(game_id):
    """The game's puzzles as static/puzzles/ holds them now."""
    return read((SHELF / f"{game_id}.json").read_text(), game_id)


def typed(page, action: str) -> None:
    page.fill("#typed-move", action)
    page.press("#typed-move", "Enter")


def first_taught_by_lines(game_id):
    """The game's first lesson whose task is a line of moves, and a wrong move there."""
    for lesson in learn.lessons(game_id):
        if lesson.lines:
            tutor = Tutor.at(game_id, LEARN, lesson.key, {"lessons": [], "puzzles": {}})
            wrong = next(a for a in tutor.start.legal()
                         if learn.judge(lesson, tutor.start, (), a).kind == "wrong")
            return lesson, wrong
    raise AssertionError(f"{game_id} has no lesson of moves")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_lesson_is_played_through_and_kept_over_a_reload(app, game_id):
    lesson, wrong = first_taught_by_lines(game_id)
    keys = [x.key for x in learn.lessons(game_id)]
    page = app.open(f"#/{game_id}/learn/{lesson.key}")
    expect(page.locator("#tutor-heading")).to_contain_text(str(lesson.title))
    message = page.locator("#message")

    typed(page, wrong)  # answered with the lesson's hint, taken back, a right cell marked
    expect(message).to_have_attribute("data-kind", "error")
    expect(message).to_contain_text(str(lesson.hint))
    if lesson.start(game_id).clicks(lesson.lines[0][0]):
        expect(page.locator("#board .hinted").first).to_be_attached()

    for action in lesson.lines[0]:
        typed(page, action)
    expect(message).to_have_attribute("data-kind", "success")
    expect(page.locator("#tutor-next")).to_have_class("button primary")
    step = page.locator(f'#tutor-steps a[href$="/{lesson.key}"]')
    expect(step).to_have_class("done")

    page.reload()
    app.wait_ready()
    expect(page.locator(f'#tutor-steps a[href$="/{lesson.key}"]')).to_have_class("done")
    page.goto(app.url(f"#/{game_id}/learn"))  # the next lesson not done yet
    first_left = next(k for k in keys if k != lesson.key)
    expect(page.locator("#tutor-heading")).to_contain_text(
        str(learn.lessons(game_id)[keys.index(first_left)].title))
    assert page.url.endswith(f"/learn/{first_left}")
    assert page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('grove.game'))"
                         ) == [], "a lesson is never stored as a game"


def test_a_lesson_asking_for_a_refusal_is_done_by_trying_it(app):
    page = app.open("#/trellis/learn/exactly-three")
    app.click("c4")
    expect(page.locator("#message")).to_have_attribute("data-kind", "success")
    expect(page.locator("#message")).to_contain_text("That is the rule")


@pytest.mark.parametrize("language, solved, wins", [("en", "Solved", "wins with"),
                                                     ("de", "Gelöst", "gewinnt so")])
def test_a_puzzle_solved_and_one_failed(app, language, solved, wins):
    app.page.add_init_script(f"try {{ localStorage.setItem('grove.lang', '{language}') }} "
                             "catch {}")
    found = puzzles("trellis")
    stop = next(p for p in found if p.kind == "stop")
    page = app.open(f"#/trellis/puzzles/{stop.key}")
    message = page.locator("#message")
    for action in stop.answer:
        typed(page, action)
    expect(message).to_have_attribute("data-kind", "success")
    expect(message).to_contain_text(solved)
    expect(page.locator(f'#tutor-steps a[href$="/{stop.key}"]')).to_have_class("done")

    other = next(p for p in found if p.kind == "stop" and p is not stop)
    page.goto(app.url(f"#/trellis/puzzles/{other.key}"))
    expect(page.locator("#tutor-heading")).to_contain_text(str(found.index(other) + 1))
    typed(page, "pass")  # a wrong turn: the next player's winning reply is played on the board
    expect(message).to_have_attribute("data-kind", "error")
    expect(message).to_contain_text(wins)
    expect(page.locator("#banner")).to_be_visible()
    expect(page.locator(f'#tutor-steps a[href$="/{other.key}"]')).to_have_class("failed")

    page.click("#hint")  # the answer, from the puzzle's position again, marked on the board
    expect(page.locator("#board .hinted").first).to_be_attached()
    expect(page.locator("#banner")).to_be_hidden()
    page.reload()
    app.wait_ready()
    expect(page.locator(f'#tutor-steps a[href$="/{stop.key}"]')).to_have_class("done")
    expect(page.locator(f'#tutor-steps a[href$="/{other.key}"]')).to_have_class("failed")


def test_a_turn_of_two_actions_is_clicked_through(app):
    page = app.open("#/trellis/learn/one-stone")
    app.click("d4")
    app.press("end")  # the turn's own button, for the position after the stone
    expect(page.locator("#message")).to_have_attribute("data-kind", "success")


@pytest.mark.parametrize("key, clicks", [("move", ("f4", "g8")), ("walk", ("d3", "c4")),
                                         ("four", ("e3", "i3"))])
def test_arborel_s_new_lessons_are_clicked_through_in_the_3d_view(app, key, clicks):
    """A piece moved onto White's, the Lord over his own Tower, and over a lateral Tower with
    four players: each square clicked where the default view shows its top."""
    page = app.open(f"#/arborel/learn/{key}")
    for cell in clicks:
        hit = page.locator(f'#board .hit[data-cell="{cell}"]')
        box = hit.bounding_box()
        # Right of the centre, as tests/e2e/test_arborel.py clicks: clear of a Tower in front.
        hit.click(position={"x": box["width"] * 0.7, "y": box["height"] * 0.5})
    expect(page.locator("#message")).to_have_attribute("data-kind", "success")
    expect(page.locator(f'#tutor-steps a[href$="/{key}"]')).to_have_class("done")
