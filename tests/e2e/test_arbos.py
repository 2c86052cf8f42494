"""Arbos in the browser: manual seeding, a replacement turn, a refusal, the tree limit, the end."""

from playwright.sync_api import expect

from grove import links
from grove.games import GAMES, new_game

EXAMPLE_SEEDS = [a.removeprefix("seed@") for a in GAMES["arbos"].examples[0][2] if "@" in a]


def test_manual_seeding_and_a_replacement_turn(app):
    page = app.open("#/arbos")
    expect(page.locator("#game-title")).to_have_text("Arbos")
    app.new_game(size=18, seeds=7, seeding="manual")
    expect(page.locator("#board [data-cell]")).to_have_count(18 * 18)
    expect(page.locator("#status")).to_contain_text("White: place a seed of Black (1 of 14)")

    app.click("C3", "E5")  # E5 is two cells from C3 on both axes: refused
    expect(page.locator("#message")).to_contain_text("E5 is too close to the seed on C3")
    app.click(*EXAMPLE_SEEDS[1:])
    expect(page.locator("#board .seed")).to_have_count(14)
    expect(page.locator("#status")).to_contain_text("White to play")

    app.click("B7")
    app.click("C3")  # Black's own seed: replacing it waits for a second click
    expect(page.locator("#message")).to_contain_text("click C3 again to confirm")
    page.keyboard.press("Escape")  # changed their mind: nothing happened
    expect(page.locator("#board .seed")).to_have_count(14)
    app.click("C3", "C3")  # Black replaces its seed on C3, then owes two spores
    expect(page.locator("#status")).to_contain_text("Black: place spore 1 of 2")
    expect(page.locator("#actions button")).to_have_count(0)
    expect(page.locator("#board .current")).to_have_count(1)
    app.click("B2")
    expect(page.locator("#status")).to_contain_text("spore 2 of 2")
    app.click("D4")
    expect(page.locator("#status")).to_contain_text("White to play")
    expect(page.locator("#board .spore-B")).to_have_count(3)
    expect(page.locator("#board .seed")).to_have_count(13)
    expect(page.locator("#board .last")).to_have_count(3)

    app.click("B3")  # beside Black's B2, and no White seed near
    expect(page.locator("#message")).to_contain_text("B3 shares a side with a Black spore")
    app.press("pass")
    app.press("pass")
    expect(page.locator("#banner")).to_contain_text(
        "Black wins the tie (seeds scoring: White 0, Black 0)")


def test_a_fourth_tree_is_removed_by_clicks(app):
    state = new_game("arbos")
    corners = [c for c in ("A1", "A10", "A20", "T1", "T20", "J1", "J20") if state.cell(c) is None]
    # A new game in the app draws a fresh layout: open this one, with its known seeds, by a link.
    page = app.open(f"#/arbos/g/{links.to_link(state)}")
    expect(page.locator("#board .seed")).to_have_count(20)
    expect(page.locator("#board [data-cell]")).to_have_count(400)
    for cell in corners[:3]:
        app.click(cell)
        app.press("pass")
    app.click(corners[3])
    expect(page.locator("#status")).to_contain_text("White has 4 trees: remove spores")
    expect(page.locator("#board .tree-over")).to_have_count(1)
    app.click(corners[0])
    expect(page.locator("#status")).to_contain_text("Black to play")
    expect(page.locator("#board .spore-W")).to_have_count(3)
    expect(page.locator("#board .removed")).to_have_count(1)
