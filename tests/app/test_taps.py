"""Tap to aim, tap again to play (grove.app.taps)."""

from grove.app.taps import FINGER, Aim, confirming


def test_only_small_cells_under_a_finger_ask_for_a_second_tap():
    assert confirming(23, coarse=True, setting=None)  # Trellis 15 x 15 on a 390 px phone
    assert not confirming(FINGER, coarse=True, setting=None)  # a finger hits these surely
    assert not confirming(23, coarse=False, setting=None)  # a mouse is precise
    assert not confirming(17, coarse=True, setting="off")  # the player turned it off


def test_a_board_whose_pieces_cover_other_cells_asks_for_a_second_tap_under_a_finger():
    # Arborel in 3-D on a tablet: a column's side may be under the finger, not the square meant.
    assert confirming(60, coarse=True, setting=None, overlapping=True)
    assert not confirming(60, coarse=False, setting=None, overlapping=True)  # a mouse hovers
    assert not confirming(60, coarse=True, setting="off", overlapping=True)


def test_the_second_tap_on_the_cell_aimed_at_plays():
    aim = Aim()
    assert not aim.tap("h8", playable=True) and aim.cell == "h8"
    assert not aim.tap("h9", playable=True) and aim.cell == "h9"  # a tap elsewhere moves the aim
    assert aim.tap("h9", playable=True) and aim.cell is None


def test_a_cell_that_cannot_be_played_is_refused_at_once():
    aim = Aim()
    aim.tap("h8", playable=True)
    assert aim.tap("a1", playable=False) and aim.cell is None


def test_the_ghost_can_be_dragged_but_only_once_aimed():
    aim = Aim()
    assert not aim.drag("c3") and aim.cell is None
    aim.tap("c3", playable=True)
    assert aim.drag("c4") and aim.cell == "c4"
    assert not aim.drag(None) and not aim.drag("c4")
    aim.clear()
    assert aim.cell is None
