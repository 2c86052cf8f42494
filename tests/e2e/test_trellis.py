"""Trellis in the browser: a whole game played by clicks, refusals, pie buttons, routing."""

import re

from playwright.sync_api import expect


def stones(page, colour):
    return page.locator(f"#board .stone-{colour}").count()


def test_a_short_game_is_played_by_clicks_to_a_win(app):
    page = app.open("#/trellis")
    expect(page.locator("#game-title")).to_have_text("Trellis")
    app.new_game(size=7, pie="off")
    expect(page.locator("#board [data-cell]")).to_have_count(49)

    app.click("d1")
    # After a first stone the points three away are shown, and End turn is offered.
    # d1 is on the bottom edge: a1 g1 d4 c3 e3 b2 f2.
    expect(page.locator("#board .target")).to_have_count(7)
    expect(page.locator("#actions button")).to_have_text(["End turn"])
    app.click("d4")
    expect(page.locator("#status")).to_contain_text("White to play")
    app.click("a7")
    app.press("end")
    app.click("d2", "d5")
    app.click("g7")
    app.press("end")
    app.click("d3", "d6")
    app.click("a1")
    app.press("end")
    assert stones(page, "B") == 6 and stones(page, "W") == 3
    expect(page.locator("#summary")).to_be_hidden()
    app.click("d7")
    expect(page.locator("#banner")).to_be_visible()
    expect(page.locator("#banner")).to_have_text("Game over: Black wins")
    expect(page.locator("#board .stone.win")).to_have_count(7)
    expect(page.locator("#actions button")).to_have_count(0)


def test_illegal_clicks_say_why_and_change_nothing(app):
    page = app.open("#/trellis")
    app.click("h8")
    app.click("h9")
    expect(page.locator("#message")).to_contain_text("h9 is not three points from h8")
    assert stones(page, "B") == 1
    app.click("h8")
    expect(page.locator("#message")).to_contain_text("h8 is taken")
    app.click("h11")  # a legal second stone clears the message
    expect(page.locator("#message")).to_have_text("")
    assert stones(page, "B") == 2


def test_swap_and_pass_buttons(app):
    page = app.open("#/trellis")
    app.click("h8")
    app.press("end")
    expect(page.locator("#actions button")).to_have_text(["Pass", "Swap: take Black"])
    app.press("swap")
    expect(page.locator("#status")).to_contain_text("White to play")
    app.press("pass")
    expect(page.locator("#status")).to_contain_text("Black to play")
    app.press("pass")
    expect(page.locator("#banner")).to_have_text("Game over: Draw: both players passed")


def test_meyers_pie_offers_a_colour_choice(app):
    page = app.open("#/trellis")
    app.new_game(size=9, pie="meyers")
    for cell in ("e5", "a1", "i9"):
        app.click(cell)
        app.press("end")
    expect(page.locator("#actions button")).to_have_text(["Play Black", "Play White"])
    app.press("white")
    expect(page.locator("#status")).to_contain_text("White to play")


def test_the_picker_and_routing(app):
    page = app.open("#/")
    expect(page.locator("#home")).to_be_visible()
    expect(page.locator(".picker > li")).to_have_count(6)
    expect(page.locator(".picker .card-board svg")).to_have_count(6)  # each game's board
    page.click('.picker h3 a[href="#/trellis"]')
    expect(page.locator("#game")).to_be_visible()
    expect(page).to_have_title(re.compile("Trellis"))
    page.goto(app.url("#/nonsense"))
    expect(page.locator("#home-note")).to_contain_text("no game called 'nonsense'")
