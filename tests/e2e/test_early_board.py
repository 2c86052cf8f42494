"""The board before Python (static/js/early.js, grove/app/early.py): shown at once, replaced by
the live board with the same position; a click made on it is played once Python is up, or said
not to be when the game that opens is another.

Python is held back by holding the request for grove.zip until the test lets it go, so that
"before Python" is a state the test controls rather than a race."""

from __future__ import annotations

import re

from playwright.sync_api import expect

EARLY = "document.body.classList.contains('early')"
BARS = "[...document.querySelectorAll('#board-area .bars')].map(bars => bars.innerHTML)"


class Held:
    """The request for grove.zip, held until `release()`: Python cannot start before."""

    def __init__(self, page):
        self.routes = []
        self.page = page
        page.route("**/static/build/grove.zip", self.hold)

    def hold(self, route) -> None:
        self.routes.append(route)

    def release(self) -> None:
        for route in self.routes:
            route.continue_()
        self.page.unroute("**/static/build/grove.zip")


def open_early(app, fragment: str) -> Held:
    held = Held(app.page)
    app.page.goto("about:blank")  # a new document, even where only the fragment would change
    app.page.goto(app.url(fragment), wait_until="domcontentloaded")
    return held


def test_the_opening_board_shows_before_python_and_the_live_board_replaces_it(app):
    page = app.page
    held = open_early(app, "#/trellis")
    assert page.evaluate(EARLY)
    assert page.evaluate("document.body.dataset.ready") is None
    expect(page.locator("#early-note")).to_be_visible()
    expect(page.locator("#early-note")).to_have_text("Starting…")
    expect(page.locator("#loading")).to_be_hidden()
    expect(page.locator("#game-title")).to_have_text("Trellis")
    expect(page.locator("#game-menu")).to_be_hidden()  # nothing to press before Python is up
    early = page.locator("#board").inner_html()
    assert early.startswith("<svg") and early.count("data-cell=") == 15 * 15
    bars = page.evaluate(BARS)
    assert "Black" in bars[1] and "White" in bars[0]
    held.release()
    app.wait_ready()
    assert page.evaluate(BARS) == bars
    assert not page.evaluate(EARLY)
    expect(page.locator("#early-note")).to_be_hidden()
    expect(page.locator("#game-menu")).to_be_visible()
    live = page.locator("#board").inner_html()
    # The same drawing, now live: the keyboard cursor aside (one cell in the tab order).
    assert live.replace(' tabindex="0"', "").replace(' cursor"', '"') == early


def test_a_click_before_python_is_played_once_it_is_up(app):
    page = app.page
    held = open_early(app, "#/trellis")
    app.click("h8")
    expect(page.locator("#early-note")).to_contain_text("h8 will be played as soon as")
    expect(page.locator("#board .stone-B")).to_have_count(0)  # not yet: only kept
    held.release()
    app.wait_ready()
    expect(page.locator("#board .stone-B")).to_have_count(1)
    expect(page.locator("#moves")).to_contain_text("h8")


def test_a_resumed_game_shows_its_last_board_early(app):
    page = app.open("#/orbit")
    app.click("d4", "h8", "e5")
    expect(page.locator("#board .stone-B")).to_have_count(2)
    url = page.url
    assert "/game/" in url
    held = open_early(app, "#" + url.split("#", 1)[1])
    assert page.evaluate(EARLY)
    expect(page.locator("#board .stone-B")).to_have_count(2)
    expect(page.locator("#board .stone-W")).to_have_count(1)
    # The player bars come with the board, as they were drawn: White to move.
    bars = page.evaluate(BARS)
    expect(page.locator("#bars-top .bar.to-move")).to_contain_text("White")
    held.release()
    app.wait_ready()
    assert page.evaluate(BARS) == bars
    expect(page.locator("#board .stone-B")).to_have_count(2)
    expect(page.locator("#board .stone-W")).to_have_count(1)
    # `#/orbit` alone opens the latest game of Orbit: the early board is that game's too.
    held = open_early(app, "#/orbit")
    expect(page.locator("#board .stone-W")).to_have_count(1)
    held.release()
    app.wait_ready()
    expect(page.locator("#board .stone-W")).to_have_count(1)


def test_a_click_on_a_board_that_is_not_the_game_that_opens_is_refused(app):
    page = app.open("#/orbit")
    app.click("d4")
    key = page.evaluate("Object.keys(localStorage).find(k => k.startsWith('grove.board.'))")
    # The kept board no longer matches its game (as if the game changed in another tab).
    page.evaluate("""key => {
        const board = JSON.parse(localStorage.getItem(key));
        board.position = "0.00000000";
        localStorage.setItem(key, JSON.stringify(board));
    }""", key)
    held = open_early(app, "#/orbit")
    app.click("j10")
    held.release()
    app.wait_ready()
    expect(page.locator("#message")).to_contain_text("Not played: j10, clicked while Grove was "
                                                     "starting")
    expect(page.locator("#board .stone-W")).to_have_count(0)
    expect(page.locator("#board .stone-B")).to_have_count(1)  # the game as it was stored


def test_a_damaged_kept_board_is_ignored_and_the_game_opens_as_usual(app):
    page = app.open("#/orbit")
    app.click("d4")
    key = page.evaluate("Object.keys(localStorage).find(k => k.startsWith('grove.board.'))")
    page.evaluate("key => localStorage.setItem(key, '{not json')", key)
    held = open_early(app, "#/orbit")
    assert not page.evaluate(EARLY)
    expect(page.locator("#loading")).to_be_visible()  # no board to show: the loading bar
    held.release()
    app.wait_ready()
    expect(page.locator("#board .stone-B")).to_have_count(1)
    # The next draw keeps a good board again.
    app.click("e5")
    assert page.evaluate("key => JSON.parse(localStorage.getItem(key)).game", key) == "orbit"


def test_a_shared_link_shows_no_early_board(app):
    page = app.open("#/orbit")
    app.click("d4")
    page.click("#game-menu summary")
    page.click("#share")
    expect(page.locator("#share-url")).to_have_value(re.compile("#/orbit/g/"))
    link = page.locator("#share-url").input_value()
    held = open_early(app, "#" + link.split("#", 1)[1])
    assert not page.evaluate(EARLY)  # the link is read by Python: nothing is guessed before
    held.release()
    app.wait_ready()
    expect(page.locator("#board .stone-B")).to_have_count(1)


def test_the_early_bars_speak_the_players_language(app):
    page = app.page
    # (not on about:blank, where storage is denied)
    page.add_init_script("try { localStorage.setItem('grove.lang', 'de'); } catch {}")
    held = open_early(app, "#/btt")
    assert page.evaluate(EARLY)
    bars = page.evaluate(BARS)
    assert "Spieler 1" in bars[1], bars  # German, before any Python
    held.release()
    app.wait_ready()
    assert page.evaluate(BARS) == bars
