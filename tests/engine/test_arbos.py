"""Arbos rules pinned with concrete positions (docs/arbos.md)."""

import random

import pytest

from grove import IllegalMove, record
from grove.games import GAMES, new_game
from grove.games.arbos import SPORES, board_for, seed_room, trees_of


def scene(white_seeds=(), black_seeds=(), white=(), black=(), size=20, **options):
    """A game past its seeding with seeds and spores set directly, White to move."""
    state = new_game("arbos", size=size, **options)
    grid = state.board.grid
    state.seeds = {"W": 0, "B": 0}
    for key, names in (("W", white_seeds), ("B", black_seeds)):
        for name in names:
            state.seeds[key] |= 1 << grid.index(name)
    for key, names in (("W", white), ("B", black)):
        for name in names:
            state.spores[key] |= 1 << grid.index(name)
    return state


def play(state, *actions):
    for action in actions:
        state = state.play(action)
    return state


def refused(state, action, words):
    with pytest.raises(IllegalMove, match=words):
        state.play(action)


def names(state, mask):
    return set(state.board.names(mask))


# -- the board and its names ----------------------------------------------------------------------

def test_cells_are_named_row_letter_from_the_top_then_column():
    state = new_game("arbos")
    grid = state.board.grid
    assert grid.names[0] == "A1" and grid.names[19] == "A20" and grid.names[-1] == "T20"
    assert grid.rc(grid.index("C12")) == (2, 11)
    assert new_game("arbos", size=18).board.grid.names[-1] == "R18"
    refused(new_game("arbos", size=18), "S1", "S1 is not on the board")
    refused(state, "U3", "U3 is not on the board .A1 to T20.")


def test_actions_are_read_in_any_case_and_given_canonically():
    state = scene(white_seeds=["C3"])
    assert state.play("c12").history == ("C12",)
    assert state.play(" Replace@c3 ").history == ("replace@C3",)
    assert state.play("PASS").history == ("pass",)
    assert "C12" in state.legal() and "replace@C3" in state.legal() and "pass" in state.legal()


def test_cell_tells_spores_and_seeds_with_their_owner():
    state = scene(white_seeds=["C3"], black_seeds=["J10"], white=["A1"], black=["T20"])
    assert state.cell("A1") == "W" and state.cell("t20") == "B"
    assert state.cell("C3") == "seed:W" and state.cell("J10") == "seed:B"
    assert state.cell("E5") is None


def test_not_actions_are_refused_in_words():
    state = scene()
    for text in ("end", "", "grow@C3", "C", "12"):
        refused(state, text, "is not an action")
    refused(state, "seed@C3", "all the seeds are placed")
    refused(state, "remove@C3", "only when a turn ends with more than 3 trees")


# -- seeding --------------------------------------------------------------------------------------

def manual(**options):
    return new_game("arbos", seeding="manual", **options)


def test_manual_seeding_alternates_and_each_places_the_others_seed():
    state = manual(seeds=7)
    assert state.to_move == 0 and state.legal()[0].startswith("seed@")
    assert "White: place a seed of Black (1 of 14)" in state.prompt()
    state = state.play("seed@A1")
    assert state.cell("A1") == "seed:B" and state.to_move == 1
    state = state.play("seed@A4")
    assert state.cell("A4") == "seed:W" and state.to_move == 0
    refused(state, "pass", "the seeds are placed first: White places a seed of Black")
    refused(state, "B6", "B6 is too close to the seed on A4")  # a bare cell means a seed here
    refused(state, "C12", "while seeding, place a seed with seed@C12")  # found by the fuzzing
    refused(state, "pass", "the seeds are placed first")
    for name in ("A7", "A10", "A13", "A16", "A19", "D1", "D4", "D7", "D10", "D13", "D16"):
        state = state.play("seed@" + name)
    assert state.to_move == 1 and "Black: place a seed of White (14 of 14)" in state.prompt()
    state = state.play("seed@D19")
    assert state.phase == "turn" and state.to_move == 0 and "pass" in state.legal()
    assert state.seeds["W"].bit_count() == state.seeds["B"].bit_count() == 7
    assert state.cell("D19") == "seed:W" and state.cell("D16") == "seed:B"


@pytest.mark.parametrize("near, far", [
    ("L10", "M10"),  # along the column: two rows away refused, three accepted
    ("H10", "G10"),
    ("J12", "J13"),  # along the row
    ("J8", "J7"),
    ("L12", "M13"),  # diagonally
    ("H8", "G7"),
])
def test_seeds_stand_at_least_three_cells_apart(near, far):
    state = manual().play("seed@J10")
    refused(state, "seed@" + near, f"{near} is too close to the seed on J10")
    assert state.play("seed@" + far).cell(far) == "seed:W"


def test_one_axis_at_distance_three_is_enough():
    state = manual().play("seed@J10")
    for name in ("M12", "G8", "K13", "L7"):  # three on one axis, one or two on the other
        assert "seed@" + name in state.legal()
    for name in ("L11", "K12", "J10"):
        assert "seed@" + name not in state.legal()
    refused(state, "seed@J10", "J10 is taken")


def test_seeding_stops_when_no_cell_is_left_for_a_seed():
    # Sixteen seeds five cells apart leave no room on 18 x 18: the other four stay out.
    state = manual(size=18)
    for row in "CHMR":
        for column in (3, 8, 13, 18):
            state = state.play(f"seed@{row}{column}")
    assert seed_room(state.board, state.seeds["W"] | state.seeds["B"]) == 0
    assert state.phase == "turn" and state.to_move == 0
    assert state.seeds["W"].bit_count() == state.seeds["B"].bit_count() == 8


def test_random_seeding_is_reproducible_and_spread():
    one = new_game("arbos", rng_seed=42)
    assert one == new_game("arbos", rng_seed="42")
    assert one.seeds == new_game("arbos", rng_seed=42).seeds
    assert one.seeds != new_game("arbos", rng_seed=43).seeds
    assert one.history == () and one.phase == "turn" and one.to_move == 0
    for size, seeds in ((20, 10), (19, 8), (18, 10), (18, 7)):
        for rng_seed in range(30):
            state = new_game("arbos", size=size, seeds=seeds, rng_seed=rng_seed)
            assert state.seeds["W"].bit_count() == state.seeds["B"].bit_count() == seeds
            board, every = state.board, state.seeds["W"] | state.seeds["B"]
            for s in board.bits(every):
                others = every & ~(1 << s)
                assert board.step8(board.step8(1 << s)) & others == 0


def test_the_rng_seed_option_takes_any_whole_number_and_nothing_else():
    assert new_game("arbos", rng_seed=2**31 - 1).options["rng_seed"] == 2**31 - 1
    for bad in (-1, 2**31, "x", 1.5, True):
        with pytest.raises(ValueError, match="rng_seed"):
            new_game("arbos", rng_seed=bad)
    assert new_game("arbos", turn_seconds=0).options["turn_seconds"] == 0
    with pytest.raises(ValueError):
        new_game("arbos", seeds=11)


# -- where a spore may go -------------------------------------------------------------------------

def test_a_spore_beside_an_enemy_spore_needs_one_of_your_seeds():
    state = scene(white_seeds=["E5"], black_seeds=["K10"], black=["F7", "K12"])
    # F6 shares a side with Black's F7 but touches White's seed on E5: allowed.
    assert "F6" in state.legal()
    # F8 shares a side with F7 and touches no White seed: refused.
    refused(state, "F8", "F8 shares a side with a Black spore and touches none of White's seeds")
    # A corner contact with an enemy spore is fine, and so is touching an enemy seed.
    assert {"G8", "E8", "J11", "L11"} <= set(state.legal())
    # K11 touches Black's seed on K10, which does not help White.
    refused(state, "K11", "K11 shares a side with a Black spore")


def test_occupied_cells_are_refused():
    state = scene(white_seeds=["E5"], black_seeds=["K10"], black=["F7"])
    refused(state, "F7", "F7 is taken")
    refused(state, "E5", "E5 is taken")


def test_no_spore_is_placed_once_the_supply_is_spent():
    state = scene(white_seeds=["E5"])
    state.spores["W"] = sum(1 << i for i in range(SPORES))  # rows A to D: 80 spores
    assert state.supply("W") == 0
    assert state.legal() == ["pass"]
    refused(state, "T20", "White has no spore left")
    refused(state, "replace@E5", "White has no spore left")


# -- replacing a seed -----------------------------------------------------------------------------

def test_a_replacement_is_followed_by_two_placements_in_the_same_turn():
    state = scene(white_seeds=["E5", "J10"], black_seeds=["P15"], black=["E7"])
    state = state.play("replace@E5")
    assert state.cell("E5") == "W" and state.seeds["W"].bit_count() == 1
    assert state.to_move == 0 and state.turn_so_far() == ("E5",)
    assert "place spore 1 of 2 after the replacement" in state.prompt()
    assert all(not a.startswith("replace@") and a != "pass" for a in state.legal())
    refused(state, "pass", "must place 2 more spores")
    refused(state, "replace@J10", "not another replacement")
    # The seed is gone, so it no longer lets a spore go on E6, beside Black's E7.
    refused(state, "E6", "E6 shares a side with a Black spore")
    state = state.play("T1")
    assert state.to_move == 0 and state.turn_so_far() == ("E5", "T1")
    assert "spore 2 of 2" in state.prompt()
    refused(state, "pass", "must place 1 more spore")
    state = state.play("J11")  # beside White's remaining seed (either rule would do here)
    assert state.to_move == 1 and state.turn_so_far() == ()
    assert state.last_cells == tuple(state.board.grid.index(n) for n in ("E5", "T1", "J11"))
    assert state.history == ("replace@E5", "T1", "J11")


def test_a_replacement_with_only_one_spore_left_ends_the_turn_at_once():
    state = scene(white_seeds=["R18"], black_seeds=["P15"])
    state.spores["W"] = sum(1 << i for i in range(SPORES - 1))
    state = state.play("replace@R18")
    assert state.to_move == 1 and state.cell("R18") == "W" and state.supply("W") == 0


def test_replacing_needs_a_seed_of_your_own():
    state = scene(white_seeds=["E5"], black_seeds=["K10"])
    refused(state, "replace@K10", "K10 holds no seed of White")
    refused(state, "replace@A1", "A1 holds no seed of White")


# -- trees and the three-tree limit ---------------------------------------------------------------

def test_trees_join_by_sides_and_corners_and_not_through_seeds():
    state = scene(white_seeds=["B2"], white=["A1", "B1", "C2", "E5", "F6", "A3"])
    trees = {frozenset(names(state, t)) for t in state.trees("W")}
    # A3 touches the seed on B2 but not A1-B1 (two rows away), and a seed does not join trees.
    assert trees == {frozenset({"A1", "B1", "C2"}), frozenset({"A3"}),
                     frozenset({"E5", "F6"})}


THREE_TREES = ["A1", "A10", "A20"]


def test_a_fourth_tree_is_removed_at_the_end_of_the_turn():
    state = scene(white=THREE_TREES + ["B11"])  # A10-B11: one tree of two spores
    state = state.play("J10")  # a fourth tree
    assert state.to_move == 0 and state.phase == "remove"
    assert "White has 4 trees: remove spores until 3 are left" in state.prompt()
    assert set(state.legal()) == {"remove@" + n for n in THREE_TREES + ["B11", "J10"]}
    refused(state, "pass", "remove your own spores")
    refused(state, "K10", "remove your own spores")
    refused(state, "remove@T20", "T20 holds no White spore to remove")
    state = state.play("remove@B11")  # four trees still
    assert state.to_move == 0 and len(state.trees("W")) == 4
    assert state.turn_so_far() == ("J10", "B11")
    state = state.play("remove@J10")
    assert state.to_move == 1 and len(state.trees("W")) == 3
    assert state.cell("J10") is None and state.cell("B11") is None
    assert state.supply("W") == SPORES - 3  # removed spores went back to the supply


def test_removing_a_middle_spore_can_split_a_tree_and_prolong_the_removals():
    state = scene(white=["A1", "A10", "A11", "A12", "T20"])
    state = state.play("J5")
    assert state.phase == "remove"
    state = state.play("remove@A11")  # A10 and A12 fall apart: five trees
    assert len(state.trees("W")) == 5 and state.to_move == 0
    state = play(state, "remove@A10", "remove@A12")
    assert state.to_move == 1 and len(state.trees("W")) == 3


def test_a_replacement_turn_is_checked_after_its_last_placement():
    state = scene(white_seeds=["M10"], white=THREE_TREES)
    state = state.play("replace@M10")  # a fourth tree, but the turn goes on
    assert state.phase == "follow" and len(state.trees("W")) == 4
    state = play(state, "M11", "T1")
    assert state.phase == "remove" and state.to_move == 0


def test_forbid_mode_refuses_a_fourth_tree():
    state = scene(white_seeds=["M10", "B10"], white=THREE_TREES, tree_limit="forbid")
    refused(state, "J5", "a spore on J5 would make a fourth tree: at most 3 are allowed")
    refused(state, "replace@M10", "would make a fourth tree")
    refused(state, "M11", "would make a fourth tree")  # beside a seed, still a new tree
    assert "B2" in state.legal() and "replace@B10" in state.legal()
    assert set(state.legal()) - {"pass", "replace@B10"} == names(
        state, state.board.step8(state.spores["W"]) & ~state.occupied)
    after = state.play("B1")
    assert after.to_move == 1 and len(after.trees("W")) == 3


def test_forbid_mode_allows_new_trees_below_three():
    state = scene(white=["A1", "A10"], tree_limit="forbid")
    assert play(state, "J5").to_move == 1


# -- scoring and the end --------------------------------------------------------------------------

def test_a_seed_scores_when_it_touches_two_of_its_owners_trees():
    state = scene(
        white_seeds=["C3", "C10", "C16"], black_seeds=["K10"],
        white=["B2", "D4",     # two trees around C3: scores
               "B9", "B11",    # two more around C10 (B10 between them is empty): scores
               "C17"],         # one tree around C16: does not score
        black=["J9", "L11"],   # two Black trees around Black's K10: scores for Black
    )
    assert names(state, state.scoring_seeds("W")) == {"C3", "C10"}
    assert names(state, state.scoring_seeds("B")) == {"K10"}
    assert state.scores() == (2, 1)


def test_enemy_trees_do_not_count_for_a_seed():
    state = scene(white_seeds=["C3"], black_seeds=["K10"], white=["B2", "J9", "L11"],
                  black=["D4", "K11"])
    # C3 touches one White and one Black tree; K10 touches two White trees but is Black's.
    assert state.scores() == (0, 0)
    assert state.trees_touching("W", state.board.grid.index("K10")) == 2


def test_two_passes_end_the_game_and_a_tie_goes_to_black():
    state = scene(white_seeds=["C3"], black_seeds=["K10"], white=["B2", "D4"],
                  black=["J9", "L11"])
    assert state.scores() == (1, 1)
    state = state.play("pass")
    assert not state.over and state.to_move == 1
    state = state.play("pass")
    assert state.over and state.legal() == []
    assert state.winners() == (1,)
    assert state.result() == "Black wins the tie (seeds scoring: White 1, Black 1)"
    refused(state, "A1", "the game is over")


def test_a_pass_then_a_spore_does_not_end_the_game():
    state = play(scene(), "pass", "J10", "pass")
    assert not state.over and state.to_move == 1
    state = state.play("pass")
    assert state.over and state.winners() == (1,)


def test_the_higher_score_wins():
    state = scene(white_seeds=["C3"], white=["B2", "D4"])
    state = play(state, "pass", "pass")
    assert state.winners() == (0,) and state.result().startswith("White wins")


def test_the_game_ends_when_neither_player_can_place():
    state = scene(size=20)
    state.spores["W"] = sum(1 << i for i in range(SPORES - 1))  # rows A to D but D20
    state.spores["B"] = sum(1 << i for i in range(200, 200 + SPORES))  # rows K to N
    assert state.legal()[-1] == "pass" and state.to_move == 0
    state = state.play("T20")
    assert state.over and state.supply("W") == state.supply("B") == 0


# -- random games to the end ----------------------------------------------------------------------

def steady_player(rng):
    """Mostly avoids new trees, as players do; now and then plays anything, so removals happen,
    and then removes the smallest tree."""
    def choose(state):
        actions, colour, grid = state.legal(), state.colour, state.board.grid
        if state.phase == "remove":
            smallest = min(state.trees(colour), key=int.bit_count)
            return "remove@" + grid.names[smallest.bit_length() - 1]
        if rng.random() < 0.1:
            return rng.choice(actions)
        near = state.board.step8(state.spores[colour])
        calm = [a for a in actions if a != "pass" and "@" not in a
                and (near >> grid.index(a) & 1 or not state.spores[colour])]
        return rng.choice(calm or actions)
    return choose


@pytest.mark.parametrize("size", [18, 20])
def test_random_games_in_remove_mode_keep_three_trees_and_replay(size):
    rng = random.Random(size)
    choose = steady_player(rng)
    for game in range(2):
        state = new_game("arbos", size=size, rng_seed=game, seeds=7 + game)
        removals = 0
        while not state.over:
            mover = state.colour
            state = state.play(choose(state))
            removals += state.history[-1].startswith("remove@")
            if state.over or state.colour != mover:
                assert len(state.trees(mover)) <= 3
            assert len(state.history) < 3000
        assert removals > 0
        replayed = play(new_game("arbos", **state.options), *state.history)
        assert replayed == state and record.decode(record.encode(state)) == state


def test_trees_of_counts_groups():
    board = board_for(18)
    assert trees_of(18, 0) == ()
    assert len(trees_of(18, 0b11 | 1 << 18 * 5)) == 2
    assert board.step8(1) == 1 | 2 | 1 << 18 | 1 << 19


def test_cells_of_a_mask_are_named_in_order_whether_few_or_many():
    # Long masks (the legal spores) are read by their binary digits, short ones bit by bit.
    board, rng = board_for(19), random.Random(2)
    for count in (0, 1, 5, 23, 24, 25, 100, 361):
        cells = sorted(rng.sample(range(361), count))
        mask = sum(1 << i for i in cells)
        assert board.names(mask) == [board.grid.names[i] for i in cells]


def test_the_turn_clock_is_off_by_default_and_its_choices_in_order():
    option = next(o for o in GAMES["arbos"].options if o.name == "turn_seconds")
    assert option.default == 0 and option.choices == (0, 60, 120, 300, 600)
    assert new_game("arbos").options["turn_seconds"] == 0
