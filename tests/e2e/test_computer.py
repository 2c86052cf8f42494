"""Computer players in the browser: they think in a worker, the page stays responsive, and undo
or a new game discards a pending answer."""

import re

import pytest
from playwright.sync_api import expect


def start(app, black="", white="", size=7):
    """A Trellis game without the pie rule; each seat a person ("") or a computer level."""
    app.new_game(size=size, pie="off", **{"kind-0": black, "kind-1": white})


def test_a_game_against_the_computer_to_the_end(app):
    page = app.open("#/trellis")
    start(app, white="easy")
    for _ in range(40):  # Black plays the first free point each turn; White is the computer
        if page.locator("#summary").is_visible():
            break
        expect(page.locator("#thinking")).to_be_hidden(timeout=30_000)
        if page.locator("#summary").is_visible():
            break
        page.locator("#board .hit.clickable").first.click()
        if page.locator('#actions button[data-action="end"]').count():
            page.click('#actions button[data-action="end"]')
    expect(page.locator("#summary")).to_be_visible(timeout=30_000)
    expect(page.locator("#banner")).to_contain_text("wins")
    assert "Computer, easy (White)" in page.locator("#moves").inner_text()


def test_computer_against_computer_plays_by_itself(app):
    page = app.open("#/trellis")
    start(app, black="easy", white="easy")
    expect(page.locator("#summary")).to_be_visible(timeout=120_000)
    turns = page.locator("#moves .turn").all_inner_texts()
    assert turns[0].startswith("Computer, easy (Black)")
    assert turns[1].startswith("Computer, easy (White)")


def test_the_page_answers_while_the_computer_thinks_and_undo_discards_its_answer(app):
    page = app.open("#/trellis")
    start(app, white="hard:3", size=9)
    app.click("e5", "e8")
    expect(page.locator("#thinking")).to_be_visible()
    expect(page.locator("#thinking")).to_contain_text("Computer, hard (White) is thinking")
    page.click("#back")  # the replay buttons answer at once, thinking or not
    expect(page.locator("#replay-note")).to_be_visible(timeout=1_000)
    page.click("#to-end")
    expect(page.locator("#replay-note")).to_be_hidden(timeout=1_000)
    page.click("#undo")  # takes back Black's turn; the computer's answer will be dropped
    expect(page.locator("#board .stone-B")).to_have_count(0, timeout=1_000)
    expect(page.locator("#thinking")).to_be_hidden()
    # The search runs to its budget in the worker; its answer comes, and is dropped.
    page.wait_for_function("document.body.dataset.answered === '1' && "
                           "document.body.dataset.asking === '0'", timeout=60_000)
    expect(page.locator("#board .stone-W")).to_have_count(0)
    assert "Computer" not in " ".join(page.locator("#moves .turn").all_inner_texts())  # none


@pytest.mark.cold
def test_hard_thinks_on_two_workers_where_the_browser_has_three_cores(app):
    app.context.add_init_script("Object.defineProperty(Navigator.prototype, "
                                "'hardwareConcurrency', {get: () => 3})")
    page = app.open("#/trellis")
    start(app, white="hard:3")
    app.click("d4", "d7")  # the first answers are one worker's; the second starts meanwhile
    page.wait_for_function("document.body.dataset.workers === '2'", timeout=60_000)
    expect(page.locator("#thinking")).to_be_hidden(timeout=60_000)
    answered = int(page.evaluate("document.body.dataset.answered"))
    black = page.locator("#board .stone-B").count()
    page.locator("#board .hit.clickable").first.click()
    if page.locator('#actions button[data-action="end"]').count():
        page.click('#actions button[data-action="end"]')
    page.wait_for_function(f"Number(document.body.dataset.answered) > {answered} && "
                           "document.body.dataset.asking === '0'", timeout=60_000)
    expect(page.locator("#thinking")).to_be_hidden(timeout=60_000)
    expect(page.locator("#board .stone-B")).to_have_count(black + 1)
    expect(page.locator("#moves .turn").last).to_contain_text("Computer, hard (White)")
    expect(page.locator("#message")).not_to_contain_text("computer")  # no trouble told


def test_undo_against_the_computer_takes_back_its_reply_too(app):
    page = app.open("#/trellis")
    start(app, white="easy")
    app.click("d4", "d7")
    expect(page.locator("#board .stone-W")).not_to_have_count(0, timeout=30_000)
    expect(page.locator("#thinking")).to_be_hidden(timeout=30_000)
    # The live region says what the computer did.
    expect(page.locator("#announce")).to_have_text(re.compile(r"^Computer, easy \(White\): \S"))
    white = page.locator("#board .stone-W").count()
    played = page.locator("#moves button[data-ply]").all_inner_texts()
    page.click("#undo")
    expect(page.locator("#board .stone-W")).to_have_count(0)
    expect(page.locator("#board .stone-B")).to_have_count(0)
    expect(page.locator("#announce")).to_contain_text("Undone. Black to play")
    page.click("#redo")  # both come back: the reply that was played, not a new thought
    expect(page.locator("#board .stone-W")).to_have_count(white)
    expect(page.locator("#board .stone-B")).to_have_count(2)
    expect(page.locator("#moves button[data-ply]")).to_have_text(played)
    expect(page.locator("#thinking")).to_be_hidden()
    expect(page.locator("#message")).not_to_contain_text("A new line")


def test_the_computer_says_what_it_thinks_and_a_hint_is_marked_and_counted(app):
    page = app.open("#/trellis")
    start(app, white="medium")
    expect(page.locator("#estimate")).to_be_hidden()
    app.click("d4", "d7")
    expect(page.locator("#board .stone-W")).not_to_have_count(0, timeout=30_000)
    expect(page.locator("#thinking")).to_be_hidden(timeout=30_000)
    expect(page.locator("#estimate")).to_have_text(re.compile(
        r"^Computer, medium \(White\): the game looks "
        r"(even|(better|winning) for (Black|White))\.$"))
    expect(page.locator("#board .hit.hinted")).to_have_count(0)
    page.click("#hint")  # the whole turn: one stone or two
    expect(page.locator("#board .hit.hinted")).not_to_have_count(0, timeout=30_000)
    expect(page.locator("#message")).to_contain_text("Hint, the medium computer's choice: ")
    expect(page.locator("#hints-used")).to_have_text("Hints used: Black 1.")
    page.click("#hint")  # the same hint again is not counted again
    expect(page.locator("#hints-used")).to_have_text("Hints used: Black 1.")
    hinted = page.locator("#board .hit.hinted").evaluate_all("hs => hs.map(h => h.dataset.cell)")
    assert 1 <= len(hinted) <= 2
    assert all(cell in page.locator("#message").inner_text() for cell in hinted)
    page.reload()  # the count is in the saved game
    app.wait_ready()
    expect(page.locator("#hints-used")).to_have_text("Hints used: Black 1.")
    expect(page.locator("#board .hit.hinted")).to_have_count(0)  # a hint is shown once asked
    saved = page.evaluate("JSON.stringify(Object.entries(localStorage))")
    assert re.search(r"hints\W*:\W*\[1,0\]", saved)  # in the record: Black used one



def test_between_people_hints_are_off_unless_allowed_at_the_start(app):
    page = app.open("#/trellis")
    start(app)  # two people on this screen
    expect(page.locator("#hint")).to_be_hidden()
    page.click("#game-menu summary")
    page.click("#open-new")
    page.check("#new-assist")
    page.click('#new-game button[type="submit"]')
    expect(page.locator("#hint")).to_be_visible()
    page.click("#game-menu summary")
    page.click("#open-new")
    expect(page.locator("#new-assist")).to_be_checked()  # as the game on screen has it
    page.uncheck("#new-assist")
    page.click('#new-game button[type="submit"]')
    expect(page.locator("#hint")).to_be_hidden()
