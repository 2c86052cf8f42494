"""Rumbo in the browser: the komi and side negotiation, stones by the colour chooser, a claim and
the live score; then the revised rules, where a point with one legal colour plays at once."""

from playwright.sync_api import expect


def stone(app, colour, cell):
    """Click a point, then pick the colour in the chooser, which opens by the point."""
    app.click(cell)
    point = app.page.locator(f'#board [data-cell="{cell}"]').bounding_box()
    chooser = app.page.locator("#chooser").bounding_box()
    board = app.page.locator("#board").bounding_box()
    near = min(abs(chooser["y"] - (point["y"] + point["height"])),
               abs(chooser["y"] + chooser["height"] - point["y"]))
    assert near < 20, "right under the point, or right over it"
    assert board["x"] <= chooser["x"] and chooser["x"] + chooser["width"] <= board["x"] + board[
        "width"] + 1, "inside the board"
    app.choose(f"{colour}@{cell}")


def test_the_negotiation_then_stones_and_a_claim(app):
    page = app.open("#/rumbo")
    expect(page.locator("#game-title")).to_have_text("Rumbo")
    app.new_game(size=5)
    expect(page.locator("#board [data-cell]")).to_have_count(25)
    expect(page.locator("#status")).to_contain_text("Player 1: set the komi")

    # The komi is one menu of numbers and a button; then Player 2 picks a side.
    page.select_option("#actions select", "komi 4")
    page.click("#actions button.menu-go")
    expect(page.locator("#status")).to_contain_text("Player 2: the komi is 4")
    page.click('#actions button[data-action="horizontal"]')
    expect(page.locator("#status")).to_contain_text("Vertical to play")

    app.click("c3")
    expect(page.locator("#chooser button.choice")).to_have_text(["Black stone", "White stone"])
    app.choose("W@c3")
    expect(page.locator("#board .stone-W")).to_have_count(1)
    expect(page.locator("#status")).to_contain_text("Horizontal to play")

    # Black b1, then White a2, b2 and c1 leave a1 the last liberty of Black b1.
    stone(app, "B", "b1")
    stone(app, "W", "a2")
    stone(app, "W", "b2")
    stone(app, "W", "c1")
    stone(app, "B", "a1")  # b1 lies east of a1: Horizontal claims the pair
    expect(page.locator("#board .zone-H")).to_have_count(2)
    expect(page.locator("#board .reach-H")).to_have_count(1)
    expect(page.locator("#status")).to_contain_text("Vertical 0, Horizontal 6 (2 claimed + komi 4)")

    app.click("b1")
    expect(page.locator("#message")).to_contain_text("b1 is taken")


def test_revised_rules_with_a_fixed_komi(app):
    page = app.open("#/rumbo")
    app.new_game(size=6, rules="revised", komi=5)
    expect(page.locator("#status")).to_contain_text("Vertical to play")
    stone(app, "B", "a4")
    stone(app, "B", "a2")
    # Black on b3 would make a3 a hole: only White may go there, so the click plays it.
    app.click("b3")
    expect(page.locator("#chooser button.choice")).to_have_count(0)
    expect(page.locator("#board .stone-W")).to_have_count(1)
    expect(page.locator("#legend .panel-title")).to_be_visible()  # the compass, apart


def test_the_dialog_offers_the_komi_the_board_size_allows(app):
    page = app.open("#/rumbo")
    page.click("#game-menu summary")
    page.click("#open-new")
    komi = page.locator('#new-game select[name="komi"]')
    page.select_option('#new-game select[name="size"]', "5")
    values = komi.locator("option").evaluate_all("options => options.map(o => o.value)")
    assert values == ["negotiate"] + [str(k) for k in range(0, 25, 2)]
    page.select_option('#new-game select[name="komi"]', "24")
    # A komi the next size does not allow gives way; one it allows stays.
    page.select_option('#new-game select[name="size"]', "6")
    expect(komi).to_have_value("negotiate")
    values = komi.locator("option").evaluate_all("options => options.map(o => o.value)")
    assert values == ["negotiate"] + [str(k) for k in range(1, 36, 2)]
    page.select_option('#new-game select[name="komi"]', "35")
    page.select_option('#new-game select[name="size"]', "8")
    expect(komi).to_have_value("35")
    page.click('#new-game button[type="submit"]')
    expect(page.locator("#status")).to_contain_text("Vertical to play")
    expect(page.locator("#board [data-cell]")).to_have_count(64)


def test_with_a_colour_chosen_one_click_plays_a_stone(app):
    page = app.open("#/rumbo")
    app.new_game(size=5, komi=4)
    expect(page.locator("#status")).to_contain_text("Vertical to play")
    toggle = page.locator("#view-controls .colour-toggle")
    expect(toggle.locator("button")).to_have_text(["Black", "White", "Ask"])
    expect(toggle.locator('[aria-pressed="true"]')).to_have_text("Ask")
    page.click('#view-controls [data-colour="W"]')
    expect(toggle.locator('[aria-pressed="true"]')).to_have_text("White")
    app.click("c3")  # one click: a White stone, no chooser
    expect(page.locator("#board .stone-W")).to_have_count(1)
    expect(page.locator("#chooser button.choice")).to_have_count(0)
    expect(page.locator("#status")).to_contain_text("Horizontal to play")
    page.keyboard.press("c")  # White -> Ask
    expect(toggle.locator('[aria-pressed="true"]')).to_have_text("Ask")
    page.keyboard.press("c")  # Ask -> Black
    expect(toggle.locator('[aria-pressed="true"]')).to_have_text("Black")
    app.click("b2")
    expect(page.locator("#board .stone-B")).to_have_count(1)
    # The colour stays chosen after a reload.
    app.open("#/rumbo")
    expect(page.locator('#view-controls [aria-pressed="true"]')).to_have_text("Black")
