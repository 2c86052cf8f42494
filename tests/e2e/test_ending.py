"""Resigning and agreeing to a draw in the browser: Resign asks twice, a draw offered on a shared
screen is agreed by the other seat, and by link the offer and the agreement travel in the links."""

from __future__ import annotations

from playwright.sync_api import expect


def test_resign_asks_for_a_second_click_then_ends_the_game_and_stays_over_a_reload(app):
    page = app.open("#/orbit")
    app.new_game(size=9, pie="off")
    app.click("e5")
    expect(page.locator("#resign")).to_have_accessible_name("Resign")
    page.click("#resign")  # White, to move, resigns: a first click only asks
    expect(page.locator("#resign")).to_have_accessible_name("Confirm: resign")
    expect(page.locator("#message")).to_contain_text("Click Resign again")
    expect(page.locator("#summary")).to_be_hidden()
    page.click("#resign")
    expect(page.locator("#banner")).to_have_text("Game over: White resigned: Black wins")
    expect(page.locator("#resign")).to_be_hidden()
    expect(page.locator("#moves")).to_contain_text("resigns")
    page.reload()
    app.wait_ready()
    expect(page.locator("#banner")).to_have_text("Game over: White resigned: Black wins")


def test_a_draw_offered_on_a_shared_screen_is_agreed_or_declined_by_playing_on(app):
    page = app.open("#/orbit")
    app.new_game(size=9, pie="off")
    page.click("#draw")  # Black offers before moving, then plays
    expect(page.locator("#draw-note")).to_have_text(
        "Your draw offer stands until the other side plays on.")
    expect(page.locator("#draw")).to_be_disabled()  # greyed, not gone: nothing moves
    app.click("e5")
    expect(page.locator("#draw")).to_have_accessible_name("Agree to a draw")
    expect(page.locator("#draw-note")).to_contain_text("Black offers a draw")
    app.click("c3")  # White plays on: declined
    expect(page.locator("#draw")).to_have_accessible_name("Offer a draw")
    expect(page.locator("#draw-note")).to_be_hidden()
    page.click("#draw")  # Black offers again; White agrees
    app.click("g7")
    page.click("#draw")
    expect(page.locator("#banner")).to_have_text("Game over: Draw by agreement")


def test_by_link_the_offer_and_the_agreement_travel_in_the_links(app, friends):
    ann, bo = app, friends()
    ann.start_by_link("orbit", size=9, pie="off")
    ann.click("e5")
    ann.page.click("#draw")  # after her move, with the link
    url = ann.link_to_send()
    bo.page.goto(url)
    bo.wait_ready()
    bo.take_seat()
    expect(bo.page.locator("#draw-note")).to_contain_text("Ann (Black) offers a draw")
    expect(bo.page.locator("#resign")).to_be_visible()
    bo.page.click("#draw")
    expect(bo.page.locator("#banner")).to_have_text("Game over: Draw by agreement")
    ann.page.goto(bo.link_to_send())
    ann.wait_ready()
    expect(ann.page.locator("#banner")).to_have_text("Game over: Draw by agreement")


def test_the_computer_answers_a_draw_offer_at_once(app):
    page = app.open("#/orbit")
    app.new_game(size=9, pie="off", **{"kind-1": "easy"})
    page.click("#draw")  # too early in the game for it to judge it even for a while
    expect(page.locator("#message")).to_have_text(
        "Computer, easy (White) declines the draw and plays on.")
    app.click("e5")
    expect(page.locator("#board .stone-W")).to_have_count(1, timeout=30_000)
    expect(page.locator("#draw")).to_have_accessible_name("Offer a draw")
    expect(page.locator("#summary")).to_be_hidden()
