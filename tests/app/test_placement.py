"""Where the seat dialog goes (grove.app.placement): clear of the board on a wide screen and on
a phone, scrolling inside the room below the board rather than lying over it."""

from grove.app.placement import MARGIN, MIN_HEIGHT, Box, beside


def dialog_box(spot, width, height):
    return Box(spot.left, spot.top, width, spot.max_height or height)


def test_on_a_wide_screen_the_dialog_goes_beside_the_board_level_with_its_top():
    board = Box(120, 150, 632, 632)  # 1280 x 800: the board on the left, the panel beside it
    spot = beside(board, 384, 260, 1280, 800)
    assert spot.left == board.right + MARGIN and spot.top == 150 and spot.max_height is None
    assert board.overlap(dialog_box(spot, 384, 260)) == 0


def test_with_no_room_on_the_right_it_goes_on_the_left():
    board = Box(600, 100, 600, 600)
    spot = beside(board, 384, 260, 1280, 800)
    assert spot.left == 600 - MARGIN - 384
    assert board.overlap(dialog_box(spot, 384, 260)) == 0


def test_on_a_phone_the_dialog_goes_below_the_board_centred_in_the_window():
    board = Box(4, 98, 382, 382)  # 390 x 844: the board full width under the header and a bar
    spot = beside(board, 374, 300, 390, 844)
    assert spot.top == board.bottom + MARGIN and spot.max_height is None
    assert spot.left == 8  # centred on the board, kept inside the window's margins
    assert board.overlap(dialog_box(spot, 374, 300)) == 0


def test_a_dialog_taller_than_the_room_below_scrolls_inside_that_room():
    board = Box(4, 98, 382, 382)
    spot = beside(board, 374, 500, 390, 844)  # German, four seats to choose from
    assert spot.top == board.bottom + MARGIN
    assert spot.max_height == 844 - MARGIN - spot.top >= MIN_HEIGHT
    assert board.overlap(dialog_box(spot, 374, 500)) == 0


def test_with_room_only_above_the_board_it_goes_above():
    board = Box(4, 500, 382, 330)
    spot = beside(board, 374, 300, 390, 844)
    assert spot.top + 300 == board.top - MARGIN
    assert board.overlap(dialog_box(spot, 374, 300)) == 0


def test_with_no_room_clear_of_the_board_it_hides_the_least_of_it():
    board = Box(0, 30, 390, 700)  # a board filling a short window, from near its top
    spot = beside(board, 374, 300, 390, 800)
    assert spot.top == 800 - MARGIN - 300  # at the foot: the board's top part shows
    assert 0 < board.overlap(dialog_box(spot, 374, 300)) < 374 * 300


def test_a_dialog_wider_than_the_window_is_narrowed_to_it():
    spot = beside(Box(0, 0, 300, 300), 600, 200, 320, 700)
    assert spot.left == MARGIN
