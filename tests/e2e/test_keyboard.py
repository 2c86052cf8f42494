"""Keyboard only: a whole Trellis game and a BTT opening with no mouse, the typed-move field, and
the live region that announces every action."""

from playwright.sync_api import expect

FOCUSED_CELL = ("() => document.activeElement && document.activeElement.closest('#board')"
                " ? document.activeElement.getAttribute('data-cell') : null")


def focused(page, attribute="id"):
    return page.evaluate(f"() => document.activeElement.getAttribute('{attribute}')")


def tab_to(page, check, limit=60):
    """Press Tab until `check()` holds: how a keyboard player reaches a control."""
    for _ in range(limit):
        if check():
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached the control")


def tab_to_board(page):
    tab_to(page, lambda: page.evaluate(FOCUSED_CELL) is not None)


def centre(page, cell):
    box = page.locator(f'#board [data-cell="{cell}"][role=button]').bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def walk_to(page, cell):
    """Arrow keys, one at a time, towards `cell` as seen on the screen."""
    for _ in range(80):
        here = page.evaluate(FOCUSED_CELL)
        assert here is not None, "the focus left the board"
        if here == cell:
            return
        (x0, y0), (x1, y1) = centre(page, here), centre(page, cell)
        dx, dy = x1 - x0, y1 - y0
        if abs(dx) >= abs(dy):
            page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
        else:
            page.keyboard.press("ArrowDown" if dy > 0 else "ArrowUp")
    raise AssertionError(f"the arrows never reached {cell}")


def play(page, *cells):
    for cell in cells:
        walk_to(page, cell)
        page.keyboard.press("Enter")


def select_by_keys(page, name, value):
    """Set a select of the new-game dialog by keyboard: Tab to it, then arrows."""
    tab_to(page, lambda: focused(page, "name") == name)
    page.keyboard.press("Home")
    for _ in range(20):
        if page.evaluate("() => document.activeElement.value") == str(value):
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"{name} has no choice {value}")


def end_turn(page):
    """From the board, Tab to the End turn button and press it; back to the board."""
    tab_to(page, lambda: focused(page, "data-action") == "end")
    page.keyboard.press("Enter")
    page.keyboard.press("Shift+Tab")
    tab_to_board_backwards(page)


def tab_to_board_backwards(page):
    for _ in range(30):
        if page.evaluate(FOCUSED_CELL) is not None:
            return
        page.keyboard.press("Shift+Tab")
    raise AssertionError("Shift+Tab never reached the board")


def new_game_by_keyboard(page, **options):
    page.keyboard.press("Escape")
    tab_to(page, lambda: page.evaluate("document.activeElement.parentNode.id") == "game-menu")
    page.keyboard.press("Enter")  # the menu opens; its first item is New game
    tab_to(page, lambda: focused(page) == "open-new")
    page.keyboard.press("Enter")
    expect(page.locator("#new-dialog")).to_be_visible()
    for name, value in options.items():
        select_by_keys(page, name, value)
    tab_to(page, lambda: page.evaluate("() => document.activeElement.type") == "submit")
    page.keyboard.press("Enter")
    expect(page.locator("#new-dialog")).to_be_hidden()


def test_a_whole_trellis_game_is_played_with_the_keyboard_only(app):
    page = app.open("#/trellis")
    new_game_by_keyboard(page, size=7, pie="off")
    expect(page.locator("#board [data-cell]")).to_have_count(49)
    tab_to_board(page)
    # Exactly one cell of the board is in the tab order: the cursor.
    expect(page.locator("#board [tabindex='0'][data-cell]")).to_have_count(1)

    play(page, "d1", "d4")
    expect(page.locator("#announce")).to_have_text("Black: d4.")
    expect(page.locator("#status")).to_contain_text("White to play")
    play(page, "a7")
    end_turn(page)
    play(page, "d2", "d5", "g7")
    end_turn(page)
    play(page, "d3", "d6", "a1")
    end_turn(page)
    play(page, "d7")
    expect(page.locator("#banner")).to_have_text("Game over: Black wins")
    expect(page.locator("#announce")).to_have_text("Black: d7. Game over: Black wins")


def test_a_refused_cell_is_said_and_the_cursor_stays(app):
    page = app.open("#/trellis")
    new_game_by_keyboard(page, size=7, pie="off")
    tab_to_board(page)
    play(page, "d1", "d2")  # not three points from d1: refused, the first stone stays
    expect(page.locator("#message")).not_to_be_empty()
    expect(page.locator("#board .stone")).to_have_count(1)
    assert page.evaluate(FOCUSED_CELL) == "d2", "the cursor stays where the player was"


def test_a_btt_opening_is_played_with_the_keyboard_only(app):
    page = app.open("#/btt")
    tab_to_board(page)
    play(page, "h4")
    expect(page.locator("#board .null")).to_have_count(1)
    play(page, "d2")
    expect(page.locator("#board .root")).to_have_count(1)
    play(page, "d3")
    # The chooser takes the focus; arrows are not needed: Tab through, Enter picks.
    expect(page.locator("#chooser button.choice")).to_have_count(3)
    assert focused(page, "data-action") == "1s@d3"
    page.keyboard.press("Enter")
    expect(page.locator("#board .pyramid.p1")).to_have_count(1)
    assert page.evaluate(FOCUSED_CELL) == "d3", "after a choice the focus is back on the board"
    play(page, "c3")
    tab_to(page, lambda: focused(page, "data-action") == "3e@c3")
    page.keyboard.press("Enter")
    expect(page.locator("#board .pyramid.p2.size-3")).to_have_count(1)
    expect(page.locator("#announce")).to_contain_text("Player 2")
    # Escape closes a chooser and gives the board back.
    play(page, "b3")
    expect(page.locator("#chooser button.choice")).not_to_have_count(0)
    page.keyboard.press("Escape")
    expect(page.locator("#chooser button")).to_have_count(0)
    assert page.evaluate(FOCUSED_CELL) == "b3"


def test_a_typed_move_is_played_and_a_bad_one_is_kept_to_fix(app):
    page = app.open("#/trellis")
    new_game_by_keyboard(page, size=7, pie="off")
    field = page.locator("#typed-move")
    field.fill("D1")  # the notation is matched without regard to case
    field.press("Enter")
    expect(page.locator("#board .stone-B")).to_have_count(1)
    expect(field).to_have_value("")
    field.fill("zz99")
    field.press("Enter")
    expect(page.locator("#message")).not_to_be_empty()
    expect(field).to_have_value("zz99")
    expect(page.locator("#board .stone")).to_have_count(1)


def test_the_move_list_is_one_tab_stop_and_the_arrows_replay_the_game(app):
    page = app.open("#/trellis")
    new_game_by_keyboard(page, size=7, pie="off")
    field = page.locator("#typed-move")
    for action in ("d1", "d4", "a7", "end"):
        field.fill(action)
        field.press("Enter")
    expect(page.locator("#moves button")).to_have_count(4)
    expect(page.locator("#moves button[tabindex='0']")).to_have_count(1)
    tab_to(page, lambda: page.evaluate("() => !!document.activeElement.closest('#moves')"))
    assert focused(page, "data-ply") == "4"
    page.keyboard.press("ArrowLeft")  # back one action: a replay, not an undo
    expect(page.locator("#replay-note")).to_contain_text("after 3 of 4 actions")
    assert focused(page, "data-ply") == "3"
    page.keyboard.press("Home")
    expect(page.locator("#replay-note")).to_contain_text("after 0 of 4 actions")
    page.keyboard.press("End")
    expect(page.locator("#replay-note")).to_be_hidden()
    expect(page.locator("#board .stone")).to_have_count(3)


def test_a_move_typed_while_replaying_is_refused_and_kept(app):
    page = app.open("#/trellis")
    new_game_by_keyboard(page, size=7, pie="off")
    field = page.locator("#typed-move")
    for action in ("d1", "end"):
        field.fill(action)
        field.press("Enter")
    tab_to(page, lambda: page.evaluate("() => !!document.activeElement.closest('#moves')"))
    page.keyboard.press("Home")
    expect(page.locator("#replay-note")).to_contain_text("after 0 of 2 actions")
    field.fill("a7")
    field.press("Enter")
    expect(page.locator("#message")).to_contain_text("earlier position")
    expect(field).to_have_value("a7")
    expect(page.locator("#board .stone")).to_have_count(0)  # still the start, nothing played
    expect(page.locator("#moves button")).to_have_count(2)


def test_the_keyboard_help_opens_from_its_button_and_from_the_question_mark(app):
    page = app.open("#/orbit")
    expect(page.locator("#keys-dialog")).to_be_hidden()
    page.keyboard.press("?")
    expect(page.locator("#keys-dialog")).to_be_visible()
    expect(page.locator("#keys-dialog")).to_contain_text("Play where the cursor is.")
    page.keyboard.press("Escape")
    expect(page.locator("#keys-dialog")).to_be_hidden()
    page.click("#open-keys")
    expect(page.locator("#keys-dialog")).to_be_visible()
    page.click("#keys-dialog .close")
    page.fill("#typed-move", "?")  # typed in a field: a character, not the help
    expect(page.locator("#keys-dialog")).to_be_hidden()
