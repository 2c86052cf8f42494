"""The turn clock of games with a `turn_seconds` option (Arbos): a turn not played in time is a
pass. Playwright's fake clock stands in for the minutes."""

import re

from playwright.sync_api import expect


def test_a_turn_not_played_in_time_is_a_pass(app):
    app.page.clock.install()
    page = app.open("#/arbos")
    page.click("#game-menu summary")
    page.click("#open-new")
    page.select_option('#new-game select[name="size"]', "18")
    page.select_option('#new-game select[name="turn_seconds"]', "60")
    page.click('#new-game button[type="submit"]')
    # The fake clock also runs with real time, so allow for the seconds the test itself takes.
    expect(page.locator("#clock")).to_have_text(re.compile(r"White: (1:00|0:[45]\d)"))
    page.clock.run_for(30_000)
    expect(page.locator("#clock")).to_have_text(re.compile(r"White: 0:[0-3]\d"))
    page.clock.run_for(31_000)
    expect(page.locator("#message")).to_contain_text("Time ran out: the turn was a pass")
    expect(page.locator("#moves .turn")).to_have_text(["White: pass"])
    expect(page.locator("#clock")).to_contain_text("Black: ")


def test_no_clock_when_the_option_is_off_and_a_new_layout_each_game(app):
    page = app.open("#/arbos")
    page.click("#game-menu summary")
    page.click("#open-new")
    page.select_option('#new-game select[name="turn_seconds"]', "0")
    page.click('#new-game button[type="submit"]')
    expect(page.locator("#clock")).to_be_hidden()
    first = page.locator("#board .seed").evaluate_all("els => els.map(e => e.getAttribute('cx'))")
    layouts = {tuple(first)}
    for _ in range(2):
        page.click("#game-menu summary")
        page.click("#open-new")
        page.click('#new-game button[type="submit"]')
        expect(page.locator("#board .seed")).to_have_count(len(first))
        layouts.add(tuple(page.locator("#board .seed").evaluate_all(
            "els => els.map(e => e.getAttribute('cx'))")))
    assert len(layouts) > 1  # a fresh random layout for each new game
