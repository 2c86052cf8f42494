"""Trellis rules pinned with concrete positions (docs/trellis.md)."""

import pytest

from grove import IllegalMove
from grove.games import new_game
from grove.games.trellis import PARTNER_OFFSETS


def with_stones(black=(), white=(), size=7, pie="off"):
    """A new game with stones set on the board directly, Black to move: a scenario's start."""
    state = new_game("trellis", size=size, pie=pie)
    for name in black:
        state.stones[state.board.grid.index(name)] = "B"
    for name in white:
        state.stones[state.board.grid.index(name)] = "W"
    return state


def play(state, *actions):
    for action in actions:
        state = state.play(action)
    return state


def linked(state, a, b):
    grid = state.board.grid
    return grid.index(b) in state.chain(grid.index(a))


# -- two stones a turn ----------------------------------------------------------------------------

def test_partner_offsets_are_the_twelve_points_at_distance_three():
    assert len(PARTNER_OFFSETS) == 12
    assert set(PARTNER_OFFSETS) == {
        (3, 0), (-3, 0), (0, 3), (0, -3),
        (1, 2), (1, -2), (-1, 2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1),
    }


def test_second_stone_goes_exactly_three_points_away():
    state = play(new_game("trellis", size=7), "d4")
    assert sorted(state.legal()) == sorted(
        ["a4", "g4", "d1", "d7", "c2", "e2", "c6", "e6", "b3", "b5", "f3", "f5", "end"])


def test_partners_stop_at_the_edge_and_skip_taken_points():
    state = play(with_stones(white=["c2"]), "a1")
    assert sorted(state.legal()) == ["a4", "b3", "d1", "end"]


def test_a_second_stone_elsewhere_is_refused_with_the_reason():
    state = play(new_game("trellis", size=7), "d4")
    with pytest.raises(IllegalMove, match="not three points from d4"):
        state.play("d5")
    with pytest.raises(IllegalMove, match="end your turn"):
        state.play("pass")


def test_a_turn_of_two_stones_then_the_other_colour_moves():
    state = play(new_game("trellis", size=7, pie="off"), "d4", "d7")
    assert state.cell("d4") == state.cell("d7") == "B"
    assert state.to_move == 1
    state = play(state, "a1", "end")
    assert state.cell("a1") == "W" and state.to_move == 0
    assert state.history == ("d4", "d7", "a1", "end")


def test_bad_text_is_refused_and_says_why():
    state = new_game("trellis", size=7)
    for text, reason in [("z9", "not on the board"), ("h1", "not on the board"),
                         ("hello", "not a point"), ("", "not a point"), ("x" * 500, "too long"),
                         ("end", "after its first stone"), ("swap", "only an answer"),
                         ("black", "only after the opening")]:
        with pytest.raises(IllegalMove, match=reason):
            state.play(text)
    with pytest.raises(IllegalMove, match="taken"):
        play(state, "d4", "end").play("d4")


def test_play_accepts_upper_case_and_spaces_and_records_the_canonical_form():
    state = play(new_game("trellis", size=7), " D4 ", "END")
    assert state.history == ("d4", "end")


# -- links ----------------------------------------------------------------------------------------

def test_the_upper_left_square_is_dark_on_every_size():
    for size in (7, 9, 15, 19):
        board = new_game("trellis", size=size).board
        assert board.is_dark(0, size - 2)
        assert not board.is_dark(1, size - 2)
        assert not board.is_dark(0, size - 3)


def test_black_links_diagonally_across_dark_squares_only():
    # a7-b6 cross the upper-left square (dark); b7-c6 cross the light square beside it.
    state = with_stones(black=["a7", "b6", "b7", "c6"][:2])
    assert linked(state, "a7", "b6")
    state = with_stones(black=["c6", "b7"])
    assert not linked(state, "b7", "c6")


def test_white_links_diagonally_across_light_squares_only():
    state = with_stones(white=["b7", "c6"])
    assert linked(state, "b7", "c6")
    state = with_stones(white=["a7", "b6"])
    assert not linked(state, "a7", "b6")


def test_both_diagonals_of_a_square_only_its_owner_links():
    # Crosscut on the dark square a6-b7: Black a7-b6 links, White a6-b7 does not.
    state = with_stones(black=["a7", "b6"], white=["a6", "b7"])
    assert linked(state, "a7", "b6")
    assert not linked(state, "a6", "b7")


def test_orthogonal_neighbours_always_link():
    state = with_stones(black=["d4", "d5"], white=["e4", "f4"])
    assert linked(state, "d4", "d5") and linked(state, "e4", "f4")


# -- winning --------------------------------------------------------------------------------------

def test_black_wins_on_the_stone_that_joins_top_and_bottom_and_not_before():
    state = with_stones(black=["d1", "d2", "d3", "d5", "d6"])
    state = play(state, "a4", "end", "g4", "end")  # far stones: nothing joins yet
    assert not state.over and state.winners() == ()
    after_d7 = state.play("d7")
    assert not after_d7.over  # d7 touches the top but d4 is still missing
    won = after_d7.play("d4")
    assert won.over and won.winners() == (0,) and won.scores() == (1, 0)
    assert won.legal() == []
    assert won.winning_chain == {won.board.grid.index(n)
                                 for n in ("d1", "d2", "d3", "d4", "d5", "d6", "d7")}
    assert won.result() == "Black wins"


def test_a_win_on_the_first_stone_ends_the_game_without_a_second():
    state = with_stones(black=["d1", "d2", "d3", "d5", "d6", "d7"])
    won = state.play("d4")
    assert won.over and won.to_move is None
    with pytest.raises(IllegalMove, match="over"):
        won.play("a4")


def test_a_chain_bends_only_across_dark_squares_for_black():
    # On 7x7 the square c4-d5 is dark (row 3 from the top, column 3), c3-d4 is light.
    state = with_stones(black=["d1", "d2", "d3", "d4", "c6", "c7"])
    assert state.play("c5").winners() == (0,)  # d4-c5 crosses the dark square
    state = with_stones(black=["d1", "d2", "d3", "c5", "c6", "c7"])
    assert not state.play("c4").over  # d3-c4 crosses a light square: no link


def test_corner_points_belong_to_both_sides():
    # White joins left and right along the bottom row: a1 is a left point and g1 a right one.
    state = with_stones(white=["b1", "c1", "d1", "e1", "f1"])
    state = play(state, "d7", "end")
    assert state.play("a1").over is False  # a1 alone does not reach the right side
    state = with_stones(white=["a1", "b1", "c1", "d1", "e1", "f1"])
    won = play(state, "d7", "end", "g1")
    assert won.winners() == (1,)
    # Black joins bottom and top along the left column, corners included.
    state = with_stones(black=["a2", "a3", "a4", "a5", "a6", "a7"])
    assert state.play("a1").winners() == (0,)


def test_the_right_side_alone_is_not_enough_for_black():
    state = with_stones(black=["g1", "g2", "g3", "g4", "g5", "g6"])
    won = state.play("g7")
    assert won.winners() == (0,)  # g7 is the top right corner: top side for Black
    state = with_stones(white=["g1", "g2", "g3", "g4", "g5", "g6"])
    state = play(state, "a4", "end")
    assert not state.play("g7").over  # White along the right side touches one side only


# -- passing --------------------------------------------------------------------------------------

def test_two_passes_in_a_row_end_the_game_as_a_draw():
    state = play(new_game("trellis", size=7, pie="off"), "pass")
    assert not state.over
    state = state.play("pass")
    assert state.over and state.winners() == (0, 1) and state.scores() == (0, 0)
    assert state.result().startswith("Draw")


def test_a_stone_between_passes_resets_the_count():
    state = play(new_game("trellis", size=7, pie="off"), "pass", "d4", "end", "pass")
    assert not state.over


def test_passes_in_the_opening_do_not_count():
    state = play(new_game("trellis", size=7, pie="swap"), "pass", "pass")
    assert not state.over
    assert play(state, "pass").over
    state = play(new_game("trellis", size=7, pie="meyers"), "pass", "pass", "pass")
    assert state.legal() == ["black", "white"]


# -- pie rules ------------------------------------------------------------------------------------

def test_swap_gives_the_second_player_black_and_white_moves_next():
    state = play(new_game("trellis", size=7), "d4", "d7")
    assert "swap" in state.legal() and state.to_move == 1
    swapped = state.play("swap")
    assert swapped.seat_colour == ("W", "B")
    assert swapped.to_move == 0 and swapped.colour == "W"
    assert swapped.cell("d4") == "B"
    assert swapped.seat_name(1) == "Black"
    after = play(swapped, "a1", "end")
    assert after.cell("a1") == "W" and after.to_move == 1 and after.colour == "B"


def test_swapping_player_wins_as_black():
    state = with_stones(black=["d1", "d2", "d3", "d5", "d6"], pie="swap")
    state = play(state, "d7", "end", "swap", "a1", "end")
    won = state.play("d4")
    assert won.winners() == (1,) and won.scores() == (0, 1)


def test_swap_is_offered_once_only():
    state = play(new_game("trellis", size=7), "d4", "end")
    assert "swap" not in play(state, "a1").legal()
    later = play(state, "a1", "end", "g7", "end")
    assert "swap" not in later.legal()
    assert "swap" not in play(new_game("trellis", size=7, pie="off"), "d4", "end").legal()
    with pytest.raises(IllegalMove):
        later.play("swap")


def test_meyers_opening_black_white_black_then_a_choice_and_white_moves():
    state = play(new_game("trellis", size=9, pie="meyers"), "e5", "e8", "a1", "end")
    assert state.to_move == 0 and state.colour == "B"
    assert state.cell("e5") == "B" and state.cell("a1") == "W"
    state = play(state, "i9", "end")
    assert state.to_move == 1 and state.legal() == ["black", "white"]
    with pytest.raises(IllegalMove, match="choose a colour"):
        state.play("c3")
    took_black = state.play("black")
    assert took_black.seat_colour == ("W", "B") and took_black.to_move == 0
    assert took_black.colour == "W"
    took_white = state.play("white")
    assert took_white.seat_colour == ("B", "W") and took_white.to_move == 1
    assert play(took_white, "c3", "end").cell("c3") == "W"


def test_pie_off_alternates_from_the_start():
    state = play(new_game("trellis", size=7, pie="off"), "d4", "end")
    assert state.to_move == 1 and "swap" not in state.legal()


# -- options --------------------------------------------------------------------------------------

def test_options_have_defaults_and_refuse_bad_values():
    state = new_game("trellis")
    assert state.options == {"size": 15, "pie": "swap"}
    assert state.players == 2 and len(state.legal()) == 15 * 15 + 1
    assert new_game("trellis", size="9").options["size"] == 9
    for bad in ({"size": 8}, {"size": 21}, {"size": 5}, {"pie": "cake"}, {"colour": "red"},
                {"size": True}):
        with pytest.raises(ValueError):
            new_game("trellis", **bad)
    with pytest.raises(ValueError, match="no game"):
        new_game("chess")


def test_cell_gives_stone_letters_or_none():
    state = play(new_game("trellis", size=7), "d4", "end", "a1", "end")
    assert (state.cell("d4"), state.cell("a1"), state.cell("b2")) == ("B", "W", None)
    with pytest.raises(ValueError):
        state.cell("q99")


def test_the_rules_page_examples_say_what_they_show():
    from grove.games import GAMES

    first, links = GAMES["trellis"].examples
    state = play(new_game("trellis", **first[1]), *first[2])
    assert len(state.legal()) == 12 + 1
    state = play(new_game("trellis", **links[1]), *links[2])
    assert linked(state, "d4", "c5") and not linked(state, "b3", "c4")
    assert linked(state, "f2", "g3")
