"""The home page: a card for each game with its board and quick starts that begin at once, and
your games above them. Where each quick start leads is decided in grove.app.routes
(tests/app/test_routes.py); here, what a player sees."""

import re

from playwright.sync_api import expect


def quick(page, game: str, name: str) -> None:
    page.locator(f'.card[data-game="{game}"]').get_by_role("link", name=name).click()


def players(page) -> list[str]:
    """Who plays each seat, as the Players dialog says ("" a person, else the level)."""
    page.click("#game-menu summary")
    page.click("#open-players")
    kinds = page.locator("#players-seats select")
    chosen = [kinds.nth(i).input_value() for i in range(kinds.count())]
    page.click("#players-dialog .close")
    return chosen


def test_each_quick_start_begins_a_game_at_once_and_a_reload_begins_no_other(app):
    page = app.open("#/")
    quick(page, "trellis", "Play the computer")
    expect(page).to_have_url(re.compile(r"#/trellis/game/game\.\d+$"))
    expect(page.locator("#status")).to_contain_text("Black")  # you move first
    assert players(page) == ["", "medium"]
    page.reload()
    app.wait_ready()
    expect(page).to_have_url(re.compile(r"#/trellis/game/game\.\d+$"))

    page.goto(app.url("#/"))
    expect(page.locator("#games-list > li")).to_have_count(1)  # the reload started nothing
    quick(page, "btt", "Two on this screen")
    expect(page).to_have_url(re.compile(r"#/btt/game/game\.\d+$"))
    assert players(page) == ["", ""]

    page.goto(app.url("#/"))
    quick(page, "orbit", "Play a friend by link")
    expect(page.locator("#link-box")).to_be_visible()
    expect(page.locator("#message")).to_contain_text("You move first")

    page.goto(app.url("#/"))
    expect(page.locator("#games-list > li")).to_have_count(3)
    quick(page, "rumbo", "Options…")
    expect(page.locator("#new-dialog")).to_be_visible()
    expect(page.locator("#new-game-options select")).not_to_have_count(0)


def test_an_unknown_way_to_start_says_so_and_starts_nothing(app):
    page = app.open("#/arbos/new/chess")
    expect(page.locator("#message")).to_contain_text("no way to start a game called 'chess'")
    expect(page).to_have_url(re.compile(r"#/arbos/game/game\.\d+$"))
    page.goto(app.url("#/"))
    expect(page.locator("#my-games")).to_be_hidden()  # nothing was played, nothing stored


def test_the_home_page_fits_a_phone(app):
    page = app.page
    page.set_viewport_size({"width": 360, "height": 740})
    app.open("#/trellis")
    app.click("d4")
    page.goto(app.url("#/"))
    expect(page.locator("#games-list > li")).to_have_count(1)
    expect(page.locator("#games-list .row-board svg")).to_have_count(1)  # its board as left
    expect(page.locator(".picker .card-board svg")).to_have_count(6)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    # The games waiting for you come first, on the first screen.
    box = page.locator("#games-list > li").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 740


def test_the_new_game_dialog_keeps_start_in_view_on_a_small_phone(app):
    page = app.page
    page.set_viewport_size({"width": 390, "height": 700})
    app.open("#/btt/new")  # the game with the most options
    start = page.locator('#new-game button[type="submit"]')
    expect(start).to_be_visible()
    box = start.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 700
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    start.click()
    expect(page.locator("#new-dialog")).to_be_hidden()
