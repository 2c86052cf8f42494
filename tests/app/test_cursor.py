"""The keyboard cursor: arrows move by what the player sees, on any shape of board."""

from grove.app.cursor import middle, step


def square(n: int) -> dict[str, tuple[float, float]]:
    """Cells a1..: columns left to right, rows bottom to top, as on a Trellis board."""
    return {f"{'abcdefghij'[x]}{y + 1}": (x * 40.0, (n - 1 - y) * 40.0)
            for x in range(n) for y in range(n)}


def test_arrows_move_one_cell_on_a_square_grid():
    cells = square(5)
    assert step(cells, "c3", "ArrowUp") == "c4"
    assert step(cells, "c3", "ArrowDown") == "c2"
    assert step(cells, "c3", "ArrowLeft") == "b3"
    assert step(cells, "c3", "ArrowRight") == "d3"


def test_at_the_edge_the_cursor_stays():
    cells = square(5)
    assert step(cells, "a5", "ArrowUp") == "a5"
    assert step(cells, "a5", "ArrowLeft") == "a5"
    assert step(cells, "e1", "ArrowRight") == "e1"


def test_a_row_is_preferred_to_a_nearer_cell_off_to_the_side():
    # From o, right: r is farther but straight ahead; s is nearer but well aside.
    cells = {"o": (0, 0), "r": (50, 2), "s": (30, 25), "t": (10, 40)}
    assert step(cells, "o", "ArrowRight") == "r"
    assert step(cells, "o", "ArrowDown") == "t"


def test_a_gap_in_the_board_is_jumped():
    # Wedge boards have holes: the next cell to the right may be far.
    cells = {"a": (0, 0), "b": (200, 10)}
    assert step(cells, "a", "ArrowRight") == "b"
    assert step(cells, "b", "ArrowLeft") == "a"


def test_unknown_keys_and_cells_leave_the_cursor_where_it_is():
    cells = square(3)
    assert step(cells, "b2", "Enter") == "b2"
    assert step(cells, "z9", "ArrowUp") == "z9"


def test_the_cursor_starts_in_the_middle_of_the_playable_cells():
    cells = square(5)
    assert middle(cells, frozenset()) == "c3"
    assert middle(cells, frozenset({"a1", "d4"})) == "d4"
    assert middle(cells, frozenset({"a1"})) == "a1"
    assert middle({}, frozenset()) is None
