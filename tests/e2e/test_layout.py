"""The game screen's layout, which only a browser can measure: nothing moves the board as a game
goes on (the browser's own `layout-shift` entries), nothing is wider than a 360 px phone, and
the player bars say who holds which colour after a swap."""

import pytest
import screens
from playwright.sync_api import expect
from screens import MOVES  # the actions the design screenshots play: legal from each opening

from grove.games import GAMES

# Every layout shift from here on, input or not: what a player would see move.
WATCH_SHIFTS = """() => {
  window.__shift = 0;
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) window.__shift += entry.value;
  }).observe({type: "layout-shift"});
}"""
# Wider than the window: the page, or an open dialog (which scrolls inside itself only upright).
TOO_WIDE = """() => {
  const out = [];
  const page = document.documentElement.scrollWidth;
  if (page > innerWidth) out.push(`page ${page}`);
  for (const dialog of document.querySelectorAll("dialog[open]")) {
    const box = dialog.getBoundingClientRect();
    if (box.right > innerWidth || box.left < 0) out.push(`${dialog.id} at ${box.right}`);
    if (dialog.scrollWidth > dialog.clientWidth) out.push(`${dialog.id} scrolls sideways`);
  }
  return out;
}"""


def type_moves(page, game_id: str, count: int = 6) -> None:
    """Type the first `count` of the game's moves that are legal in the game on screen (a
    random layout may hold a cell one of them needs), as the design screenshots do."""
    state = GAMES[game_id].new(**page.evaluate(
        "() => JSON.parse(localStorage.getItem('grove.' + location.hash.split('/game/')[1]))"
        ".record.options"))
    screens.play(page, state, MOVES[game_id], count)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_playing_moves_nothing_on_screen(app, game_id):
    page = app.open(f"#/{game_id}/new/here")
    page.wait_for_function(f"() => location.hash.startsWith('#/{game_id}/game/')")
    page.evaluate(WATCH_SHIFTS)
    type_moves(page, game_id)
    page.click("#to-start")  # replaying: the note lies over the board
    expect(page.locator("#replay-note")).to_be_visible()
    page.click("#to-end")
    expect(page.locator("#replay-note")).to_be_hidden()
    assert page.evaluate("() => window.__shift") <= 0.02


def test_nothing_is_wider_than_a_360_pixel_phone(app):
    page = app.page
    page.set_viewport_size({"width": 360, "height": 740})
    page = app.open("#/")
    assert page.evaluate(TOO_WIDE) == [], "home"
    for game_id in sorted(GAMES):
        app.open(f"#/{game_id}/new/here")
        page.wait_for_function(f"() => location.hash.startsWith('#/{game_id}/game/')")
        type_moves(page, game_id, count=2)
        assert page.evaluate(TOO_WIDE) == [], game_id
    page.click("#game-menu summary")
    assert page.evaluate(TOO_WIDE) == [], "the game menu"
    for opener, dialog in (("#open-new", "new-dialog"), ("#open-players", "players-dialog"),
                           ("#open-save", "save-dialog"), ("#open-import", "import-dialog")):
        if not page.locator("#game-menu").evaluate("menu => menu.open"):
            page.click("#game-menu summary")
        page.click(opener)
        expect(page.locator(f"#{dialog}")).to_be_visible()
        assert page.evaluate(TOO_WIDE) == [], dialog
        page.locator(f"#{dialog} .close").click()
    for opener, dialog in (("#open-rules", "rules-dialog"), ("#open-keys", "keys-dialog")):
        page.click(opener)
        expect(page.locator(f"#{dialog}")).to_be_visible()
        assert page.evaluate(TOO_WIDE) == [], dialog
        page.locator(f"#{dialog} .close").click()


def test_after_a_swap_the_bars_say_who_holds_which_colour(app):
    page = app.open("#/trellis/new/here")
    page.wait_for_function("() => location.hash.startsWith('#/trellis/game/')")
    below, above = page.locator("#bars-bottom .bar"), page.locator("#bars-top .bar")
    expect(below).to_contain_text("Black")
    expect(below).to_have_class("bar to-move")
    app.click("h8")
    app.press("end")  # one stone this turn
    expect(above).to_have_class("bar to-move")
    app.press("swap")
    # The first seat, below, now plays White and is to move; the second holds Black.
    expect(below).to_contain_text("White")
    expect(below).to_have_class("bar to-move")
    expect(above).to_contain_text("Black")
    expect(above.locator(".swatch-icon .stone-B")).to_have_count(1)


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
def test_on_a_dense_board_a_first_tap_aims_and_a_second_plays(app):
    page = app.open("#/trellis/new/here")  # 15 x 15: cells of about 23 px on this phone
    page.wait_for_function("() => location.hash.startsWith('#/trellis/game/')")
    page.tap('#board [data-cell="h8"]')
    expect(page.locator("#board .ghost")).to_have_attribute("data-cell", "h8")
    expect(page.locator("#message")).to_contain_text("tap it again")
    page.tap('#board [data-cell="h9"]')  # another cell: the aim moves there
    expect(page.locator("#board .ghost")).to_have_attribute("data-cell", "h9")
    expect(page.locator("#moves .turn")).to_have_count(0)
    page.tap('#board [data-cell="h9"]')
    expect(page.locator("#moves .turn")).to_have_count(1)
    expect(page.locator("#board .ghost")).to_have_count(0)
    # Turned off in the menu, a tap plays at once.
    page.click("#game-menu summary")
    page.uncheck("#taps-setting")
    page.keyboard.press("Escape")
    page.tap('#board [data-cell="h12"]')
    expect(page.locator("#moves button[data-ply]")).to_have_count(2)
