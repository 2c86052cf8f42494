"""Arborel in the browser: a turn of all three actions played by clicks, and the view turned."""

from playwright.sync_api import expect


def click(page, *cells):
    for cell in cells:
        hit = page.locator(f'#board .hit[data-cell="{cell}"]')
        box = hit.bounding_box()
        # Right of the centre: the left half of a square can hide behind a Tower in front of it.
        hit.click(position={"x": box["width"] * 0.7, "y": box["height"] * 0.5})


def white_passes_time(app, cell):
    click(app.page, cell)
    app.choose(f"block@{cell}")
    app.press("end")


def test_the_lord_leaves_his_tower_in_a_turn_of_three_actions(app):
    page = app.open("#/arborel")
    expect(page.locator("#game-title")).to_have_text("Arborel")
    expect(page.locator("#board .hit[data-cell]")).to_have_count(100)
    expect(page.locator("#status")).to_contain_text("within 3 turns")

    # A square opens the chooser: a Block, or a Stair in one of four orientations.
    click(page, "d3")
    expect(page.locator("#chooser button.choice")).to_have_count(5)
    app.choose("block@d3")
    click(page, "f3")  # the Block is placed: only Stairs are offered now
    expect(page.locator("#chooser button.choice")).to_have_count(4)
    app.choose("stair@f3:w")  # his Lord cannot move yet: the turn ends by itself
    expect(page.locator("#status")).to_contain_text("White")
    white_passes_time(app, "a10")

    click(page, "e3")
    app.choose("block@e3")
    click(page, "e3")
    app.choose("stair@e3:w")  # his Lord cannot move yet: the turn ends by itself
    white_passes_time(app, "b10")
    expect(page.locator("#status")).to_contain_text("must leave the Tower this turn")

    # d3 holds Black's free Block: a first click picks it up, a second builds on it.
    click(page, "d3")
    expect(page.locator("#board .selected")).to_have_count(1)
    click(page, "d3")
    app.choose("block@d3")
    click(page, "d3")
    app.choose("stair@d3:w")
    # The Lord: his square, then one of the squares marked for him.
    click(page, "c3")
    expect(page.locator("#board .target")).to_have_count(11)
    click(page, "g3")
    expect(page.locator("#status")).to_contain_text("White")
    expect(page.locator('#board .lord[data-cell="g3"]')).to_have_count(1)
    expect(page.locator("#board .last")).to_have_count(2)  # d3 (Block and Stair) and g3
    texts = page.locator("#moves").inner_text()
    assert "block@d3" in texts and "stair@d3:w" in texts and "lord@g3" in texts


def test_the_view_turns_and_shows_a_plan(app):
    page = app.open("#/arborel")
    board = page.locator("#board svg")
    expect(board).to_have_class("board arborel turn-0")
    page.click('#view-controls [data-view="turn-right"]')
    expect(board).to_have_class("board arborel turn-1")
    page.click('#view-controls [data-view="turn-left"]')
    page.click('#view-controls [data-view="turn-left"]')
    expect(board).to_have_class("board arborel turn-3")
    click(page, "e5")  # the turn survives a move
    app.choose("block@e5")
    expect(board).to_have_class("board arborel turn-3")
    expect(page.locator('#view-controls [data-view="plan"]')).to_have_text("Plan view")
    page.click('#view-controls [data-view="plan"]')
    expect(board).to_have_class("board arborel turn-3 plan")
    expect(page.locator('#view-controls [data-view="plan"]')).to_have_text("3-D view")
    expect(page.locator("#board rect.hit[data-cell]")).to_have_count(100)
    page.click('#board .hit[data-cell="e6"]')
    app.choose("stair@e6:n")
    expect(page.locator("#status")).to_contain_text("White")
    page.click('#view-controls [data-view="plan"]')
    expect(board).to_have_class("board arborel turn-3")


# Where a click in the middle of each square's top face lands: the squares that land elsewhere,
# and on what (a square's name, or the class of what took the click).
ELSEWHERE = """() => { const out = {};
  for (const hit of document.querySelectorAll('#board .hit[data-cell]')) {
    const corners = hit.getAttribute('points').split(' ').map(p => p.split(',').map(Number));
    const [u, v] = corners.reduce((a, p) => [a[0] + p[0] / corners.length,
                                             a[1] + p[1] / corners.length], [0, 0]);
    const m = hit.getScreenCTM();
    const found = document.elementFromPoint(m.a * u + m.c * v + m.e, m.b * u + m.d * v + m.f);
    const cell = found && found.closest('[data-cell]');
    const name = cell ? cell.dataset.cell : found && found.getAttribute('class');
    if (name !== hit.dataset.cell) out[hit.dataset.cell] = name;
  }
  return out;
}"""


def test_every_square_is_clickable_where_its_top_shows_even_beside_a_tower(app):
    page = app.open("#/arborel")
    # A Tower takes no click: the squares it hides take it, except where a Tower's own top
    # (its square, where its Lord stands) lies over them; those are reached by turning the view.
    hidden = page.evaluate(ELSEWHERE)
    assert set(hidden.values()) <= {"c3", "h8"}, hidden
    page.click("#view-controls button[data-view=turn-left]")
    assert not set(hidden) & set(page.evaluate(ELSEWHERE)), "turned, they show"
    page.click("#view-controls button[data-view=turn-right]")
    # d3, whose middle lay behind Black's Tower (c3), takes a click there: the chooser opens.
    page.locator('#board .hit[data-cell="d3"]').click(force=True)
    expect(page.locator("#chooser button.choice")).to_have_count(5)
    app.choose("block@d3")
    # A piece's faces are its square's too.
    expect(page.locator('#board polygon.piece[data-cell="d3"]')).not_to_have_count(0)


def test_hovering_a_square_outlines_it_over_the_pieces(app):
    page = app.open("#/arborel")
    hit = page.locator('#board .hit[data-cell="e5"]')
    box = hit.bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.6, box["y"] + box["height"] * 0.5)
    outline = page.locator('#board svg > .pointed[data-outline="e5"]')
    expect(outline).to_have_count(1)
    assert outline.get_attribute("points") == hit.get_attribute("points")
    assert outline.evaluate("e => getComputedStyle(e).pointerEvents") == "none"
    # The outline is drawn last, over every column, and follows the mouse.
    assert page.locator("#board svg > :last-child").get_attribute("data-outline") == "e5"
    other = page.locator('#board .hit[data-cell="f6"]').bounding_box()
    page.mouse.move(other["x"] + other["width"] * 0.6, other["y"] + other["height"] * 0.5)
    expect(page.locator('#board .pointed[data-outline="f6"]')).to_have_count(1)
    expect(page.locator("#board .pointed")).to_have_count(1)
    page.mouse.move(2, 2)  # off the board: nothing outlined
    expect(page.locator("#board .pointed")).to_have_count(0)


def test_a_piece_picked_up_says_so(app):
    page = app.open("#/arborel")
    click(page, "d3")
    app.choose("block@d3")
    app.press("end")
    white_passes_time(app, "a10")
    click(page, "d3")
    expect(page.locator("#message")).to_have_text(
        "Your Block on d3 picked up: click where it goes, or d3 again for a piece from the "
        "reserve.")


def test_a_marked_square_that_holds_a_piece_shows_its_mark(app):
    # The nesting lesson: f3 holds a Stair, whose faces name f3 too; the mark is on f3's top.
    page = app.open("#/arborel/learn/nest")
    page.fill("#typed-move", "block@a1")
    page.press("#typed-move", "Enter")
    marked = page.locator('#board .hinted[data-cell="f3"]')
    expect(marked).to_have_count(1)
    assert marked.get_attribute("role") == "button"
    assert marked.get_attribute("aria-label").endswith(", the hint")
