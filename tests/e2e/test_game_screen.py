"""The game screen as a demanding newcomer sees it, measured in the browser: the status area
hides no line, the replay note and the seat dialog leave the board clear (on a desktop and on a
phone), the keyboard reaches the games and the board quickly, and Cancel in the new-game dialog
goes back to where the player was."""

import random

import pytest
from playwright.sync_api import expect

from grove import links
from grove.games import new_game

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}

# What the status area hides: a scroll inside it, or a line that is not wholly inside it.
HIDDEN = """() => {
  const area = document.querySelector("#status-area");
  const box = area.getBoundingClientRect();
  const out = [];
  if (area.scrollHeight > area.clientHeight) {
    out.push(`it scrolls: ${area.scrollHeight} > ${area.clientHeight}`);
  }
  for (const line of area.querySelectorAll(":scope > p")) {
    if (!line.textContent.trim() || !line.checkVisibility()) continue;
    const at = line.getBoundingClientRect();
    if (at.top < box.top || at.bottom > box.bottom || at.height === 0) out.push(`#${line.id} cut`);
  }
  return out;
}"""
# The part of the window two elements share, in square pixels (0 when either is not shown).
OVERLAP = """([a, b]) => {
  const one = document.querySelector(a), two = document.querySelector(b);
  if (!one || !two || !one.checkVisibility() || !two.checkVisibility()) return -1;
  const p = one.getBoundingClientRect(), q = two.getBoundingClientRect();
  const wide = Math.min(p.right, q.right) - Math.max(p.left, q.left);
  const high = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
  return Math.max(wide, 0) * Math.max(high, 0);
}"""
ON_BOARD = "() => document.activeElement.closest('#board') !== null"


def typed(page, *actions: str) -> None:
    for action in actions:
        page.fill("#typed-move", action)
        page.press("#typed-move", "Enter")
        expect(page.locator("#typed-move")).to_have_value("")


def refused(page, action: str) -> None:
    """Type an action the game refuses: the refusal shows under the prompt, the text stays."""
    page.fill("#typed-move", action)
    page.press("#typed-move", "Enter")
    expect(page.locator("#message")).to_have_attribute("data-kind", "error")


def random_line(state, count: int, seed: int = 3) -> list[str]:
    rng, line = random.Random(seed), []
    for _ in range(count):
        line.append(rng.choice(state.legal()))
        state = state.play(line[-1])
    return line


def orbit_invitation() -> str:
    """Alice's first link: Orbit, her stone on e5, Bob asked to play White."""
    state = new_game("orbit").play("e5")
    return "#/orbit/g/" + links.to_link(state, ("Alice", "Bob"), match="seatdlg1", sender=0)


def test_a_four_player_btt_status_and_a_german_refusal_hide_no_line(app):
    page = app.open("#/btt")
    app.new_game(players=4)
    expect(page.locator("#bars-top .bar")).to_have_count(3)
    typed(page, *random_line(new_game("btt", players=4), 9))
    refused(page, "zz9")
    assert page.evaluate(HIDDEN) == []
    # Each seat's coins and stash are in its bar, not in the prompt.
    expect(page.locator("#bars-top .bar").first).to_contain_text("coin")
    expect(page.locator("#status")).not_to_contain_text("stash")
    # The player's own bar, below the board, is on the screen with three bars above.
    assert page.locator("#bars-bottom .bar").bounding_box()["y"] + 20 < 800

    page.goto(app.url("#/trellis/new/here"))
    page.wait_for_function("() => location.hash.startsWith('#/trellis/game/')")
    page.select_option("#language", "de")  # the page reloads in German
    app.wait_ready()
    typed(page, "h8")
    refused(page, "h9")
    expect(page.locator("#message")).to_contain_text("nicht drei Punkte von h8 entfernt")
    assert page.evaluate(HIDDEN) == []


@pytest.mark.browser_context_args(**PHONE)
def test_on_a_phone_nothing_is_hidden_and_nothing_lies_over_the_board(app):
    page = app.open("#/btt/new/here")
    page.wait_for_function("() => location.hash.startsWith('#/btt/game/')")
    typed(page, "null@h4", "root@d2", "1s@d3", "3e@c3")
    refused(page, "1n@a1")
    expect(page.locator("#status")).to_contain_text("Paid into the pot so far: 1 coin.")
    assert page.evaluate(HIDDEN) == []
    page.click("#to-start")
    expect(page.locator("#replay-note")).to_be_visible()
    assert page.evaluate(OVERLAP, ["#replay-note", "#board svg"]) == 0
    assert page.evaluate(HIDDEN) == []
    page.goto("about:blank")  # the link opened as a friend opens it: the page starts with it
    page.goto(app.url(orbit_invitation()))
    app.wait_ready()
    expect(page.locator("#seat-dialog")).to_be_visible()
    assert page.evaluate(OVERLAP, ["#seat-dialog", "#board svg"]) == 0
    page.locator("#seat-choices button").click()
    expect(page.locator("#link-box")).to_be_visible()


def test_on_a_desktop_the_replay_note_and_the_seat_dialog_leave_the_board_clear(app):
    page = app.open("#/trellis/new/here")
    page.wait_for_function("() => location.hash.startsWith('#/trellis/game/')")
    typed(page, "h8", "k8", "f6", "f9")
    page.click("#back")
    expect(page.locator("#replay-note")).to_contain_text("after 3 of 4 actions")
    assert page.evaluate(OVERLAP, ["#replay-note", "#board svg"]) == 0
    page.goto("about:blank")  # the link opened as a friend opens it: the page starts with it
    page.goto(app.url(orbit_invitation()))
    app.wait_ready()
    expect(page.locator("#seat-dialog")).to_be_visible()
    assert page.evaluate(OVERLAP, ["#seat-dialog", "#board svg"]) == 0
    # The position it asks about shows: Alice's stone, and nothing over it.
    expect(page.locator("#board .stone-B")).to_have_count(1)
    assert page.evaluate("() => document.activeElement.closest('#seat-dialog') !== null")
    page.keyboard.press("Escape")  # as Just watch
    expect(page.locator("#seat-dialog")).to_be_hidden()
    expect(page.locator("#message")).to_contain_text("Watching")


def test_the_first_tab_reaches_the_skip_link_and_it_leads_to_the_games(app):
    page = app.open("#/")
    link = page.locator("#skip-link")
    expect(link).not_to_be_in_viewport()
    page.keyboard.press("Tab")
    expect(link).to_be_focused()
    expect(link).to_be_in_viewport()
    expect(link).to_have_text("Skip to the games")
    page.keyboard.press("Enter")
    expect(page.locator("#choose-title")).to_be_focused()
    assert page.evaluate("() => location.hash") in ("", "#/")
    page.keyboard.press("Tab")  # the first game's card
    expect(page.locator(".card h3 a").first).to_be_focused()


def test_after_start_the_focus_is_on_the_board(app):
    page = app.open("#/trellis")
    app.new_game(size=9)
    expect(page.locator("#board [data-cell]")).to_have_count(81)
    page.wait_for_function(ON_BOARD)
    page.goto(app.url("#/"))
    page.click('.card[data-game="orbit"] a[href="#/orbit/new/here"]')
    page.wait_for_function("() => location.hash.startsWith('#/orbit/game/')")
    page.wait_for_function(ON_BOARD)
    page.keyboard.press("Enter")  # the cursor, in the middle of the board, plays at once
    expect(page.locator("#moves button[data-ply]")).to_have_count(1)


def test_options_then_cancel_goes_back_to_where_the_player_was(app):
    page = app.open("#/")
    page.click('.card[data-game="orbit"] a[href="#/orbit/new"]')
    expect(page.locator("#new-dialog")).to_be_visible()
    page.click("#new-dialog .close")
    expect(page.locator("#home")).to_be_visible()
    expect(page.locator("#game")).to_be_hidden()
    assert page.evaluate("() => location.hash") == "#/"
    # Escape is a Cancel too; and from a game, Cancel goes back to that game.
    page.goto(app.url("#/trellis/new/here"))
    page.wait_for_function("() => location.hash.startsWith('#/trellis/game/')")
    typed(page, "h8", "end")
    game = page.evaluate("() => location.hash")
    page.evaluate("() => { location.hash = '#/orbit/new'; }")
    expect(page.locator("#new-dialog")).to_be_visible()
    page.keyboard.press("Escape")
    page.wait_for_function("hash => location.hash === hash", arg=game)
    expect(page.locator("#game-title")).to_have_text("Trellis")
    expect(page.locator("#moves .turn")).to_have_count(1)
    # The menu's New game... over a game: Cancel leaves that game on screen.
    page.click("#game-menu summary")
    page.click("#open-new")
    page.click("#new-dialog .close")
    expect(page.locator("#new-dialog")).to_be_hidden()
    assert page.evaluate("() => location.hash") == game
