"""An exploration in the browser: opened from an earlier position, lines played for either side
in the move list as variations, the computer's estimate and expected line on request, a note,
all kept with the game over a reload while the game itself never changes. What an exploration
decides is tested under CPython (tests/app/test_explore.py, tests/app/test_analysis.py)."""

from playwright.sync_api import expect

MOVES = ("d4", "end", "b2", "end", "f6", "end")
GAME = "() => [...document.querySelectorAll('#moves button[data-ply]')].map(b => b.textContent)"


def typed(page, action: str) -> None:
    count = page.locator("#moves button").count()
    page.fill("#typed-move", action)
    page.press("#typed-move", "Enter")
    page.wait_for_function(f"() => document.querySelectorAll('#moves button').length > {count}")


def test_an_exploration_grows_a_tree_beside_the_game_and_is_kept_with_it(app):
    page = app.open("#/trellis/new/here")
    app.new_game(size=7, pie="off")
    for action in MOVES:
        typed(page, action)
    game = page.evaluate(GAME)
    page.click("#back")
    page.click("#back")  # after d4 end b2 end: Black to move
    page.click("#explore")
    expect(page.locator("#explore-panel")).to_be_visible()
    expect(page.locator("#review, #summary, #explore")).to_have_count(3)
    expect(page.locator("#explore")).to_be_hidden()
    typed(page, "a1")  # a line of Black's own
    expect(page.locator("#announce")).to_have_text("Black: a1, a variation")
    typed(page, "end")
    typed(page, "g7")  # and White's first stone: White is still to play
    expect(page.locator("#moves li.variation")).to_have_count(1)
    expect(page.locator("#moves li.variation")).to_contain_text("a1")
    expect(page.locator("#explore-where")).to_contain_text("leaving the game after 4 actions")
    expect(page.locator("#explore-delete")).to_be_enabled()

    page.click("#explore-computer")  # the computer beside it, on request
    expect(page.locator("#explore-shares li")).to_have_count(2, timeout=120_000)
    expect(page.locator("#explore-line")).to_contain_text("Expected: White")
    expect(page.locator("#board .line-mark").first).to_be_visible()

    page.fill("#explore-note", "White answers in the corner")
    page.press("#explore-note", "Enter")
    expect(page.locator("#message")).to_have_text("Note kept.")
    expect(page.locator("#moves button.current")).to_contain_text("✎")  # the list redrawn

    page.click("#explore-back")
    expect(page.locator("#explore-panel")).to_be_hidden()
    assert page.evaluate(GAME) == game  # the game's own moves, as they were
    expect(page.locator("#moves li.variation")).to_have_count(0)

    page.reload()  # kept with the game
    app.wait_ready()
    page.click("#explore")
    variation = page.locator("#moves li.variation button")
    expect(variation).to_have_count(3)
    variation.last.click()
    expect(page.locator("#explore-note")).to_have_value("White answers in the corner")
    page.click("#explore-delete")
    expect(page.locator("#message")).to_have_text("That line was deleted.")
    expect(page.locator("#moves li.variation button")).to_have_count(2)
    page.locator("#moves button").nth(1).click()  # a move of the game's own
    expect(page.locator("#explore-delete")).to_be_disabled()
