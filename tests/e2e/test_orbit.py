"""Orbit in the browser: a short game with a capture, the live score, the end by passes."""

from playwright.sync_api import expect


def test_a_short_game_with_a_capture_and_the_score(app):
    page = app.open("#/orbit")
    expect(page.locator("#game-title")).to_have_text("Orbit")
    page.click("#game-menu summary")
    page.click("#open-new")
    page.select_option('#new-game select[name="size"]', "7")
    page.select_option('#new-game select[name="pie"]', "off")
    page.click('#new-game button[type="submit"]')
    expect(page.locator("#board [data-cell]")).to_have_count(49)

    app.click("c4", "d4", "d5", "a1", "e4", "a2")
    expect(page.locator("#board .stone-W")).to_have_count(3)
    app.click("d3")  # the diamond closes around d4: White's stone is captured
    expect(page.locator("#board .stone-W")).to_have_count(2)
    expect(page.locator("#board .captured")).to_have_count(1)
    expect(page.locator("#status")).to_contain_text("territory: Black 1, White 0")

    app.click("d4")  # White may not play inside Black's orbit
    expect(page.locator("#message")).to_contain_text("d4 is inside an orbit of Black")

    page.click('#actions button[data-action="pass"]')
    page.click('#actions button[data-action="pass"]')
    expect(page.locator("#banner")).to_have_text(
        "Game over: Black wins (territory: Black 1, White 0)")
