"""Branches & Twigs & Thorns in the browser: a 2-player opening by clicks, the 6-player board."""

from playwright.sync_api import expect


def test_a_two_player_opening_is_played_by_clicks(app):
    page = app.open("#/btt")
    expect(page.locator("#game-title")).to_have_text("Branches & Twigs & Thorns")
    expect(page.locator("#board [data-cell]")).to_have_count(32)
    expect(page.locator("#status")).to_contain_text("Player 1 (blue): place the null")
    app.click("h4")
    expect(page.locator("#board .null")).to_have_count(1)
    app.click("d2")
    expect(page.locator("#board .root")).to_have_count(1)
    # A pyramid: its square; the chooser offers every legal size and direction with its cost.
    app.click("d3")
    expect(page.locator("#chooser button.choice")).to_have_text([
        "Small (1), pointing south: free", "Medium (2), pointing south: free",
        "Large (3), pointing south: free"])
    app.choose("1s@d3")
    # A choice by mouse leaves the focus alone: no keyboard cursor ring appears on the board.
    assert page.evaluate("() => !document.activeElement.closest('#board')")
    expect(page.locator("#board .pyramid.p1")).to_have_count(1)
    app.click("c3")
    app.choose("3e@c3")
    expect(page.locator("#board .pyramid.p2.size-3")).to_have_count(1)
    # Each seat's coins and stash are in its bar; the prompt says the pot.
    expect(page.locator("#bars-bottom .bar")).to_contain_text("8 coins")
    expect(page.locator("#bars-bottom .bar")).to_contain_text("small 4 · medium 5 · large 5")
    expect(page.locator("#bars-top .bar")).to_contain_text("1 coin")
    expect(page.locator("#status")).to_contain_text("Paid into the pot so far: 1 coin.")
    app.click("a1")
    expect(page.locator("#message")).to_contain_text("a1")


def test_the_six_player_hexagon_is_drawn(app):
    page = app.open("#/btt")
    app.new_game(players=6)
    expect(page.locator("#board [data-cell]")).to_have_count(96)
    expect(page.locator("#board .wedge-name")).to_have_text(list("ABCDEF"))
    expect(page.locator("#board-area .bar")).to_have_count(6)  # a player bar a seat
    expect(page.locator("#bars-bottom .bar")).to_contain_text("Player 1")
    for cell in ("aa1", "ba1", "ca1", "ad4", "dd4", "fa4"):
        app.click(cell)
    expect(page.locator("#board .null")).to_have_count(3)
    expect(page.locator("#board .root")).to_have_count(3)
    app.click("bd4")
    app.choose("2e@bd4")
    expect(page.locator("#board .pyramid.p1.size-2")).to_have_count(1)


def options_of(page, name):
    return page.locator(f'#new-game select[name="{name}"] option').evaluate_all(
        "options => options.map(o => o.value)")


def test_martian_go_from_the_dialog_against_the_computer(app):
    page = app.open("#/btt")
    page.click("#game-menu summary")
    page.click("#open-new")
    # The boards each number of players allows, and Martian Go's own scoring with its board.
    assert options_of(page, "board") == ["standard", "arcade", "martian"]
    assert options_of(page, "scoring") == ["seed", "plotkin"]
    # The default is said once: the label's head, not the whole of what the menu shows.
    board_help = page.locator('#new-game label:has(select[name="board"]) small')
    expect(board_help).to_contain_text("Default: Standard.")
    expect(board_help).not_to_contain_text("8x4")
    page.select_option('#new-game select[name="players"]', "3")
    assert options_of(page, "board") == ["standard", "arcade", "7x7"]
    page.select_option('#new-game select[name="players"]', "4")
    page.select_option('#new-game select[name="board"]', "martian")
    assert options_of(page, "scoring") == ["martian"]
    for seat in (1, 2, 3):
        page.select_option(f'#new-game select[name="kind-{seat}"]', "easy")
    page.click('#new-game button[type="submit"]')
    expect(page.locator("#board [data-cell]")).to_have_count(64)
    expect(page.locator("#board .root")).to_have_count(4)
    expect(page.locator("#bars-bottom .bar")).to_contain_text("0 points")
    app.click("c4")
    app.choose("3e@c4")
    # The three computers answer in turn, and the turn comes back to Player 1.
    expect(page.locator("#board .pyramid")).to_have_count(4, timeout=60_000)
    expect(page.locator("#status")).to_contain_text("Player 1 (blue): click an empty square",
                                                    timeout=60_000)


def test_an_arcade_game_is_a_small_rectangle(app):
    page = app.open("#/btt")
    app.new_game(players=2, board="arcade")
    expect(page.locator("#board [data-cell]")).to_have_count(20)
    app.click("d5")
    app.click("b3")
    expect(page.locator("#bars-bottom .bar")).to_contain_text("small 3 · medium 3 · large 3")
    app.click("b4")
    app.choose("3s@b4")
    expect(page.locator("#board .pyramid.p1.size-3")).to_have_count(1)
