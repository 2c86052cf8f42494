"""A game looked back at with the computer, in the browser: a review run in the worker with its
graph and mistakes, interrupted by a move, resumed, and kept over a reload. What a review
computes is tested under CPython (tests/app/test_review.py)."""

from playwright.sync_api import expect

MOVES = ("d4", "d7", "a1", "end", "b2", "end", "g1", "end", "c3", "end")
DONE = """() => { const bar = document.querySelector('#review-progress');
  return document.querySelector('#review-stop').hidden && bar.value >= bar.max; }"""


def typed(page, action: str) -> None:
    page.fill("#typed-move", action)
    page.press("#typed-move", "Enter")


def test_a_review_runs_is_interrupted_resumed_and_kept(app):
    page = app.open("#/trellis/new/here")
    app.new_game(size=7, pie="off")
    for action in MOVES:
        typed(page, action)
    expect(page.locator("#review")).to_be_hidden()
    page.click("#game-menu summary")
    page.click("#open-review")
    expect(page.locator("#review-stop")).to_be_visible()
    typed(page, "e5")  # a move: the review stops, what it found stays
    expect(page.locator("#review-stop")).to_be_hidden()
    expect(page.locator("#review-go")).to_be_visible()

    page.click("#review-go")  # on again, for the game as it is now
    page.wait_for_function(DONE, timeout=120_000)
    positions = page.locator("#review-graph .graph-hit")
    expect(positions).to_have_count(7)  # six turns' starts and the last position
    expect(page.locator("#review-state")).to_contain_text("Reviewed at the medium level")
    expect(page.locator("#review-accuracy")).to_contain_text("Accuracy, out of 100: Black ")
    # What it found, or that it found nothing: never a silent list.
    expect(page.locator("#review-list li, #review-none:visible")).not_to_have_count(0)
    positions.nth(2).click(force=True)  # a click on the graph shows that position
    expect(page.locator("#replay-note")).to_be_visible()

    page.reload()
    app.wait_ready()
    expect(page.locator("#review")).to_be_visible()  # kept with the game: no asking again
    expect(page.locator("#review-graph .graph-hit")).to_have_count(7)
    expect(page.locator("#review-state")).to_contain_text("Reviewed at the medium level")
