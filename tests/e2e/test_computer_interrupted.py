"""Leaving a position while the computer thinks, in the browser: an undo during a search, a
change of players, a reload, and a worker that dies (noticed and replaced). Every other way of
leaving a position (redo, replay, play from an earlier move, another game, a saved game or a
link opened) drops a late answer by the same rule, decided and tested under CPython
(grove.app.computer, tests/app/test_computer.py).

Trellis on 9 x 9 without the pie rule; Black is a person and White the computer at hard (3 s), so
a search is under way for three seconds after Black's turn. `settle` waits until no question is
under way in the worker (the page keeps the count on `body[data-asking]`; the worker answers one
question at a time, so an interrupted search has answered by then), to see that nothing more is
played."""

import re

from playwright.sync_api import expect

ANSWER_MS = 60_000  # a fresh worker boots Python before it answers: generous under load
WHITE = re.compile(r"^Computer, hard \(White\): [a-i]\d")


def hard_white(app, kind="hard:3"):
    app.new_game(size=9, pie="off", **{"kind-0": "", "kind-1": kind})


def turns(page):
    return page.locator("#moves .turn")


def thinking(page):
    expect(page.locator("#thinking")).to_contain_text("Computer, hard (White) is thinking")


def black_turn(app) -> None:
    """One stone on the first free point, and the turn ended (the computer's stones are not
    known in advance)."""
    app.page.locator("#board .hit.clickable").first.click()
    app.press("end")


def answered(page, turns_now: int) -> None:
    """The computer has played its whole turn (one or two stones): it is the person's turn."""
    expect(turns(page)).to_have_count(turns_now, timeout=ANSWER_MS)
    expect(page.locator("#thinking")).to_be_hidden(timeout=ANSWER_MS)


def settle(page, turns_now: int) -> None:
    """Nothing more is played once every question asked has been answered."""
    page.wait_for_function("document.body.dataset.asking === '0'", timeout=ANSWER_MS)
    expect(turns(page)).to_have_count(turns_now)
    expect(page.locator("#thinking")).to_be_hidden()


def test_undo_during_a_hard_search_then_a_new_turn_gets_its_answer(app):
    page = app.open("#/trellis")
    hard_white(app)
    app.click("e5", "e8")
    thinking(page)
    page.click("#undo")
    expect(page.locator("#thinking")).to_be_hidden()
    app.click("c3", "c6")
    thinking(page)
    expect(turns(page)).to_have_count(2, timeout=ANSWER_MS)
    settle(page, 2)
    expect(turns(page).nth(0)).to_have_text(re.compile(r"^Black: c3 c6"))
    expect(turns(page).nth(1)).to_have_text(WHITE)
    expect(page.locator("#board .stone-B")).to_have_count(2)


def test_changing_who_plays_a_seat_during_a_search(app):
    page = app.open("#/trellis")
    hard_white(app)
    app.click("e5", "e8")
    thinking(page)
    page.click("#game-menu summary")
    page.click("#open-players")
    page.select_option('#players-seats select[name="kind-1"]', "")  # White is now a person
    page.fill('#players-seats input[name="name-1"]', "Bo")
    page.click('#players-form button[type="submit"]')
    expect(page.locator("#thinking")).to_be_hidden()
    expect(page.locator("#status")).to_contain_text("White")
    settle(page, 1)
    page.click("#game-menu summary")
    page.click("#open-players")
    expect(page.locator('#players-seats input[name="name-1"]')).to_have_value("Bo")
    page.fill('#players-seats input[name="name-1"]', "")
    page.select_option('#players-seats select[name="kind-1"]', "easy")
    page.click('#players-form button[type="submit"]')
    expect(turns(page)).to_have_count(2, timeout=ANSWER_MS)
    settle(page, 2)
    expect(turns(page).nth(1)).to_have_text(re.compile(r"^Computer, easy \(White\): [a-i]\d"))
    page.reload()  # the change is part of the game, and kept with it
    app.wait_ready()
    page.click("#game-menu summary")
    page.click("#open-players")
    expect(page.locator('#players-seats select[name="kind-1"]')).to_have_value("easy")


def test_a_reload_during_a_search(app):
    page = app.open("#/trellis")
    hard_white(app)
    app.click("e5", "e8")
    thinking(page)
    page.reload()
    app.wait_ready()
    expect(turns(page)).to_have_count(2, timeout=ANSWER_MS)
    settle(page, 2)
    expect(turns(page).nth(0)).to_have_text(re.compile(r"^Black: e5 e8"))
    expect(turns(page).nth(1)).to_have_text(WHITE)


def test_a_worker_killed_mid_search_is_noticed_and_replaced(app):
    page = app.open("#/trellis")
    hard_white(app)
    app.click("e5", "e8")
    answered(page, 2)  # the worker is up, and has answered
    black_turn(app)
    thinking(page)
    page.evaluate("document.querySelector('script[worker]').xworker.terminate()")
    # The search had 3 s; after 3 + 10 s without an answer the page starts a fresh worker.
    expect(page.locator("#message")).to_have_text(
        "The computer did not answer within 13 s; it was restarted and asked again.",
        timeout=30_000)
    thinking(page)
    expect(turns(page)).to_have_count(4, timeout=ANSWER_MS)
    settle(page, 4)
    expect(turns(page).nth(3)).to_have_text(WHITE)
    expect(page.locator("script[worker]")).to_have_count(1)  # the dead one is gone
    expect(page.locator("#message")).to_contain_text("it was restarted")  # still said
