"""Orbit rules pinned with concrete positions (docs/orbit.md)."""

import random

import pytest

from grove import IllegalMove
from grove.games import new_game
from grove.games.orbit import board_for, doomed, structures


def with_stones(black=(), white=(), size=9, pie="off"):
    """A new game with stones set directly, Black to move: a scenario's start."""
    state = new_game("orbit", size=size, pie=pie)
    for colour, names in (("B", black), ("W", white)):
        for name in names:
            state.stones[colour] |= 1 << state.board.grid.index(name)
    return state


def names(state, mask):
    return {state.board.grid.name(i) for i in state.board.bits(mask)}


def play(state, *actions):
    for action in actions:
        state = state.play(action)
    return state


# Cameron Browne's example from the pbmserv help (9 x 9): one orbit for O, two half-orbits for X.
BROWNE_O = ["c6", "d6", "b5", "e5", "b4", "e4", "b3", "d3", "c2"]
BROWNE_X = ["e9", "h9", "e8", "f8", "h8", "g7", "i5", "h4", "g3", "h2", "i1"]


def test_the_published_example_is_classified_as_published():
    state = with_stones(black=BROWNE_O, white=BROWNE_X)
    o_orbits, o_halves = state.structures("B")
    x_orbits, x_halves = state.structures("W")
    assert names(state, o_orbits) == {"c3", "c4", "c5", "d4", "d5"}
    assert o_halves == 0
    assert x_orbits == 0
    assert names(state, x_halves) == {"f9", "g9", "g8", "h3", "i2", "i3", "i4"}


def test_an_orbit_with_diagonal_steps_captures():
    # The O ring of the example is mostly diagonal steps; White stands inside it, at d4.
    ring = [s for s in BROWNE_O if s != "c2"]
    state = with_stones(black=ring, white=["d4", "a9"])
    assert state.cell("d4") == "W"
    after = state.play("c2")
    assert after.cell("d4") is None and names(after, after.captured) == {"d4"}
    assert after.cell("a9") == "W"


def test_a_corner_enclosure_is_not_a_half_orbit():
    # White cuts off the corner a9 (touching the left and the top): Black may still play there.
    state = with_stones(black=["e5"], white=["a7", "b8", "c9"])
    assert state.structures("W") == (0, 0)
    assert "a9" in state.legal() and "b9" in state.legal()


def test_a_wall_from_one_side_to_the_opposite_is_not_a_half_orbit():
    state = with_stones(white=[f"e{r}" for r in range(1, 10)])
    assert state.structures("W") == (0, 0)
    assert "a1" in state.legal() and "i9" in state.legal()


def test_a_one_side_enclosure_is_a_half_orbit_and_prohibits():
    state = with_stones(white=["b1", "b2", "c3", "d3", "e3", "f2", "f1"])
    orbits, halves = state.structures("W")
    assert orbits == 0 and names(state, halves) == {"c1", "c2", "d1", "d2", "e1", "e2"}
    assert "d2" not in state.legal()
    with pytest.raises(IllegalMove, match="d2 is inside a half-orbit of White"):
        state.play("d2")
    with pytest.raises(IllegalMove, match="taken"):
        state.play("b1")


def test_playing_inside_an_enemy_orbit_is_refused():
    state = with_stones(white=BROWNE_O)
    with pytest.raises(IllegalMove, match="inside an orbit of White: Black may not play there"):
        state.play("c4")


def test_a_broken_structure_stops_prohibiting():
    # White's orbit (a diamond around d4) stands inside a square Black ring lacking f4. Black
    # closes the ring: the White diamond is captured, and d4 is no longer forbidden to Black.
    diamond = ["c4", "d5", "e4", "d3"]
    square = [f"{c}{r}" for c in "bcdef" for r in (2, 6)] + [f"{c}{r}" for c in "bf"
                                                             for r in (3, 4, 5)]
    state = with_stones(black=[p for p in square if p != "f4"], white=diamond)
    assert "d4" not in state.legal()
    after = state.play("f4")
    assert names(after, after.captured) == set(diamond)
    assert after.structures("W") == (0, 0)
    assert "d4" not in after.legal()  # White to move: now d4 is inside a Black orbit
    assert "d4" in play(after, "a9").legal()  # Black to move again: d4 is open to Black


def test_own_stones_inside_own_orbit_are_legal_and_not_captured():
    state = with_stones(black=BROWNE_O, white=["a9"])
    after = play(state, "c4")
    assert after.cell("c4") == "B"
    after = play(after, "h1", "d4")
    assert after.cell("c4") == "B" and after.cell("d4") == "B"


def test_only_the_movers_orbits_capture():
    # A Black stone inside a White orbit is captured when White completes the orbit, not before,
    # and Black's own move elsewhere does not disturb it.
    ring = [s for s in BROWNE_O if s != "c2"]
    state = with_stones(black=["c4", "a9"], white=ring)
    state = play(state, "h1")  # Black plays elsewhere
    assert state.cell("c4") == "B"
    state = state.play("c2")  # White closes the ring
    assert state.cell("c4") is None


def test_shared_territory_counts_for_nobody():
    # A White orbit around d4 (formed earlier) inside a Black half-orbit on the bottom edge.
    white_ring = ["d5", "c4", "e4", "d3"]
    black_wall = [f"b{r}" for r in range(1, 7)] + ["c7", "d7", "e7"] + [f"f{r}" for r in
                                                                        range(1, 7)]
    state = with_stones(black=black_wall, white=white_ring)
    b_orbits, b_halves = state.structures("B")
    w_orbits, w_halves = state.structures("W")
    assert names(state, w_orbits) == {"d4"} and w_halves == 0
    assert b_orbits == 0 and names(state, b_halves) == {f"{c}{r}" for c in "cde"
                                                        for r in range(1, 7)}
    assert names(state, state.shared()) == {"d4"}
    assert "d4" not in names(state, state.territory("B"))
    assert state.territory("W") == 0
    assert state.scores() == (18 - 4 - 1, 0)


def test_scores_are_a_live_count_during_play():
    state = with_stones(black=["b1", "b2", "c3", "d3", "e3", "f2"])
    assert state.scores() == (0, 0)
    state = state.play("f1")
    assert state.scores() == (6, 0)


# -- the end of the game --------------------------------------------------------------------------

def test_two_passes_end_the_game_and_more_territory_wins():
    state = with_stones(black=["b1", "b2", "c3", "d3", "e3", "f2", "f1"], white=["h8"])
    state = play(state, "pass")
    assert not state.over
    state = state.play("pass")
    assert state.over and state.winners() == (0,) and state.scores() == (6, 0)
    assert state.result() == "Black wins (territory: Black 6, White 0)"


def test_equal_territory_is_a_draw():
    state = play(with_stones(), "pass", "pass")
    assert state.winners() == (0, 1) and state.result().startswith("Draw")


def test_stones_that_cannot_avoid_capture_are_removed_at_the_end():
    # White d2 sits inside Black's half-orbit, off the edge: if Black filled the half-orbit's
    # free points, d2 would be ringed by an orbit. It is dead. White d1 touches the edge: even
    # with every point around it filled it stays in a half-orbit, so it survives.
    black = ["b1", "b2", "c3", "d3", "e3", "f2", "f1"]
    board = board_for(9)
    state = with_stones(black=black, white=["d2"])
    assert names(state, doomed(board, state.stones["B"], state.stones["W"])) == {"d2"}
    over = play(state, "pass", "pass")
    assert over.cell("d2") is None and names(over, over.dead["W"]) == {"d2"}
    assert over.scores() == (6, 0)
    edge = play(with_stones(black=black, white=["d1"]), "pass", "pass")
    assert edge.cell("d1") == "W" and edge.dead["W"] == 0
    assert edge.scores() == (5, 0)


def test_a_full_board_ends_the_game():
    size = 7
    everything = [f"{c}{r}" for c in "abcdefg" for r in range(1, 8)]
    state = with_stones(black=everything[:-1], size=size)
    after = state.play(everything[-1])
    assert after.over


def test_a_player_without_legal_points_can_only_pass_and_the_game_ends():
    # Black holds every point of a 7 x 7 board but d4 (inside an orbit) and d1 (a half-orbit).
    everything = [f"{c}{r}" for c in "abcdefg" for r in range(1, 8)]
    state = with_stones(black=[p for p in everything if p not in ("d4", "d1")], size=7)
    assert state.structures("B") == (1 << state.board.grid.index("d4"),
                                      1 << state.board.grid.index("d1"))
    state = state.play("pass")
    assert state.legal() == ["pass"]
    over = state.play("pass")
    assert over.over and over.scores() == (2, 0) and over.winners() == (0,)


def test_random_games_keep_orbits_free_of_enemy_stones():
    rng = random.Random(5)
    for _ in range(8):
        state = new_game("orbit", size=9, pie="off")
        while not state.over:
            mover = state.colour
            state = state.play(rng.choice([a for a in state.legal() if a != "pass"] or ["pass"]))
            if mover and not state.over:
                orbits, _ = state.structures(mover)
                assert not orbits & state.stones["W" if mover == "B" else "B"]
                enemy_zone = state.prohibited_for(state.colour)
                assert not any(enemy_zone >> state.board.grid.index(a) & 1
                               for a in state.legal() if state.board.grid.is_name(a))
        black, white = state.scores()
        assert black + white + state.shared().bit_count() <= state.empty.bit_count()


# -- pie rules ------------------------------------------------------------------------------------

def test_swap_after_blacks_first_stone():
    state = play(new_game("orbit", size=9), "e5")
    assert "swap" in state.legal()
    swapped = state.play("swap")
    assert swapped.seat_colour == ("W", "B") and swapped.to_move == 0 and swapped.colour == "W"
    assert "swap" not in play(new_game("orbit", size=9), "e5", "c3").legal()


def test_meyers_two_black_one_white_then_a_choice_and_white_moves():
    state = play(new_game("orbit", size=9, pie="meyers"), "e5", "c3", "g7")
    assert (state.cell("e5"), state.cell("c3"), state.cell("g7")) == ("B", "W", "B")
    assert state.legal() == ["black", "white"]
    took = state.play("black")
    assert took.seat_colour == ("W", "B") and took.to_move == 0 and took.colour == "W"


def test_pie_off_has_no_swap():
    assert "swap" not in play(new_game("orbit", size=9, pie="off"), "e5").legal()


def test_options_and_defaults():
    state = new_game("orbit")
    assert state.options == {"size": 16, "pie": "swap"}
    assert len(state.legal()) == 257
    for bad in ({"size": 6}, {"size": 20}, {"pie": "no"}):
        with pytest.raises(ValueError):
            new_game("orbit", **bad)


def test_structures_of_no_stones_are_empty():
    assert structures(board_for(7), 0) == (0, 0)


def test_the_rules_page_example_is_browne_s_position():
    from grove.games import GAMES

    _, options, actions = GAMES["orbit"].examples[0]
    state = play(new_game("orbit", **options), *actions)
    reference = with_stones(black=BROWNE_O, white=BROWNE_X)
    assert state.stones == reference.stones


# -- passes in the opening (seed rule 4: two passes in succession end the game) ----------------


def test_two_passes_end_the_game_from_the_very_first_turn():
    state = play(new_game("orbit", size=9, pie="swap"), "pass")
    assert not state.over and "swap" in state.legal()
    over = state.play("pass")
    assert over.over and over.winners() == (0, 1)  # an empty board: no territory, a draw
    # A swap between them is an action, not a pass: the count starts again.
    state = play(new_game("orbit", size=9, pie="swap"), "pass", "swap", "pass")
    assert not state.over
    assert play(new_game("orbit", size=9, pie="off"), "pass", "pass").over


def test_meyers_opening_is_three_stones_with_no_pass():
    state = new_game("orbit", size=9, pie="meyers")
    for stone in ("d4", "f6", "e5"):
        assert "pass" not in state.legal()
        assert "opening stone" in state.prompt()
        with pytest.raises(IllegalMove, match="Meyers' opening is three stones"):
            state.play("pass")
        state = state.play(stone)
    assert state.legal() == ["black", "white"]
    state = state.play("white")  # player 2 takes White, which moves next
    assert "pass" in state.legal() and "or pass" in state.prompt()
    assert play(state, "pass", "pass").over
