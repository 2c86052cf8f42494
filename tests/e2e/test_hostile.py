"""What the app reads from strangers is shown as text and never run; tabs keep their own games."""

from playwright.sync_api import expect

from grove import links
from grove.games import new_game

PAYLOADS = (  # names are at most 40 characters
    "<script>window.__xss=1</script>",
    '<img src=x onerror="window.__xss=2">',
    '<svg onload="window.__xss=3"></svg>',
)


def test_names_from_a_link_display_literally_and_nothing_runs(app):
    page = app.open("#/")
    state = new_game("btt", players=3)
    for action in state.legal()[:1]:
        state = state.play(action)
    link = links.to_link(state, names=PAYLOADS)
    page.goto(app.url(f"#/btt/g/{link}"))
    expect(page.locator("#moves .turn")).to_have_count(1)
    assert PAYLOADS[0] in page.locator("#moves").inner_text()
    page.click("#game-menu summary")
    page.click("#open-save")
    page.click('#save-form button[type="submit"]')
    page.click("#game-menu summary")
    page.click("#all-games")
    players = page.locator("#games-list .row-players").inner_text()
    assert PAYLOADS[1] in players and PAYLOADS[2] in players
    page.locator('#games-list button[data-action="open"]').click()
    page.click("#game-menu summary")
    page.click("#open-new")
    assert page.locator('#new-game input[name="name-0"]').input_value() == PAYLOADS[0]
    assert page.evaluate("window.__xss") is None
    # (the list's own pictures are the boards, drawn by the views)
    assert page.locator("img[src=x], #panel svg, #my-games svg:not(.row-board svg)").count() == 0


def test_two_tabs_playing_different_games_keep_their_own_autosave(app):
    first = app.open("#/trellis")
    second = app.context.new_page()
    second.goto(app.url("#/orbit"))
    second.wait_for_function("document.body.dataset.ready === '1'", timeout=60_000)
    first.click('#board [data-cell="h8"]')
    second.click('#board [data-cell="e5"]')
    first.click('#board [data-cell="h11"]')
    second.close()
    first.goto(app.url("#/orbit"))
    expect(first.locator("#board .stone-B")).to_have_count(1)
    first.goto(app.url("#/trellis"))
    expect(first.locator("#board .stone-B")).to_have_count(2)
