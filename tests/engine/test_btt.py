"""Branches & Twigs & Thorns rules pinned with concrete positions (docs/btt.md)."""

import random

import pytest

from grove import IllegalMove
from grove.core.grid import square_grid
from grove.games import new_game
from grove.games.btt import board_for
from grove.view.btt import figures


def play(state, *actions):
    for action in actions:
        state = state.play(action)
    return state


def opening(scoring="seed"):
    """Two players: the null on h4, the root on d2, Player 1 to lay the first pyramid."""
    return play(new_game("btt", scoring=scoring), "null@h4", "root@d2")


# -- set-up ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, tokens", [
    (2, ["null", "root"]),
    (3, ["null", "root", "root"]),
    (4, ["null", "null", "root", "root"]),
    (5, ["null", "null", "root", "root", "root"]),
    (6, ["null", "null", "null", "root", "root", "root"]),
])
def test_the_first_players_place_nulls_and_the_others_roots(players, tokens):
    state = new_game("btt", players=players)
    placed = []
    for seat, kind in enumerate(tokens):
        assert state.to_move == seat
        assert all(a.startswith(f"{kind}@") for a in state.legal())
        action = next(a for a in state.legal() if a.split("@")[1] not in placed)
        placed.append(action.split("@")[1])
        state = state.play(action)
    assert state.to_move == 0 and not state.in_setup
    assert all("@" in a and a[0] in "123" for a in state.legal())


def test_the_7x7_board_has_two_nulls_and_two_roots_player_1_placing_the_last_root():
    state = new_game("btt", players=3, board="7x7")
    order = []
    for name in ("a1", "g7", "d4", "c3"):
        order.append((state.to_move, state.legal()[0].split("@")[0]))
        state = state.play(f"{order[-1][1]}@{name}")
    assert order == [(0, "null"), (1, "null"), (2, "root"), (0, "root")]
    assert state.to_move == 0
    assert [state.cell(n) for n in ("a1", "g7", "d4", "c3")] == ["null", "null", "root", "root"]


def test_a_null_may_not_cut_the_board_apart_but_a_root_may():
    state = play(new_game("btt", players=4), "null@a2")
    assert "null@b1" not in state.legal()
    with pytest.raises(IllegalMove, match="would cut the empty squares into separate parts"):
        state.play("null@b1")
    state = play(state, "null@c1")
    assert "root@b1" in state.legal()  # a1 is then reached only through the root
    state = play(state, "root@b1", "root@h8")
    assert [a for a in state.legal() if a.endswith("@a1")] == ["1e@a1", "2e@a1", "3e@a1"]


def test_set_up_refusals_say_what_is_due():
    state = new_game("btt", players=2)
    with pytest.raises(IllegalMove, match="Player 1 places the null first"):
        state.play("root@c3")
    with pytest.raises(IllegalMove, match="places the null first"):
        state.play("1n@c3")
    state = state.play("null@c3")
    with pytest.raises(IllegalMove, match="c3 is taken"):
        state.play("root@c3")
    state = state.play("root@d3")
    with pytest.raises(IllegalMove, match="set-up is over"):
        state.play("null@a1")


# -- placing pyramids ------------------------------------------------------------------------------

def test_a_pyramid_points_at_an_adjacent_root_or_pyramid():
    state = opening()
    assert sorted(state.legal()) == sorted(
        f"{s}{d}@{c}" for s in "123" for d, c in (("s", "d3"), ("n", "d1"), ("e", "c2"),
                                                    ("w", "e2")))
    state = state.play("2s@d3")
    assert state.cell("d3") == "1:2s" and state.to_move == 1
    assert "1s@d4" in state.legal() and "1e@c3" in state.legal() and "1s@d3" not in state.legal()


def test_pointing_at_an_empty_square_the_null_or_off_the_board_is_refused():
    state = opening()
    with pytest.raises(IllegalMove, match="d4, which is empty"):
        state.play("1n@d3")
    with pytest.raises(IllegalMove, match="points off the board"):
        state.play("1s@a1")
    with pytest.raises(IllegalMove, match="d2 is taken"):
        state.play("1n@d2")
    with pytest.raises(IllegalMove, match="null on h4: pyramids never point at a null"):
        state.play("1n@h3")
    with pytest.raises(IllegalMove, match="not an action"):
        state.play("4n@c3")
    with pytest.raises(IllegalMove, match="not a square of this board"):
        state.play("1n@z9")


def test_a_bare_square_says_why_no_pyramid_goes_there():
    """What a click on a square with nothing to offer is told."""
    state = opening()
    with pytest.raises(IllegalMove, match="no pyramid can go on a1: none of the squares next to"):
        state.play("a1")
    with pytest.raises(IllegalMove, match="d2 is taken"):
        state.play("d2")
    with pytest.raises(IllegalMove, match="not an action"):
        state.play("zz")
    with pytest.raises(IllegalMove, match="say which pyramid goes on d3, such as 1s@d3"):
        state.play("d3")


def test_a_size_can_be_used_only_while_the_stash_has_one():
    state = opening()
    for cell in ("d3", "c2", "e2", "d1", "b2"):  # both players lay their small pyramids
        names = {"d3": "1s@d3", "c2": "1e@c2", "e2": "1w@e2", "d1": "1n@d1", "b2": "1e@b2"}
        state = state.play(names[cell])
    state = play(state, "1w@f2", "1s@d4", "1e@a2", "1s@c3", "1w@g2")
    assert state.stash == [[0, 5, 5], [0, 5, 5]]
    assert not any(a.startswith("1") for a in state.legal())
    with pytest.raises(IllegalMove, match="Player 1 has no small pyramid left"):
        state.play("1w@h2")


# -- what pointing costs ---------------------------------------------------------------------------

def test_pointing_at_the_root_or_your_own_colour_is_free():
    state = play(opening(), "3s@d3", "2n@d1", "1s@d4", "3e@c1")
    assert state.scores() == (5, 5)
    assert [state.cell(c) for c in ("d3", "d1", "d4", "c1")] == ["1:3s", "2:2n", "1:1s", "2:3e"]

def test_seed_scoring_pays_the_target_size_to_the_pot_and_your_size_to_its_owner():
    state = play(opening("seed"), "1s@d3", "3e@c3")  # large points at Player 1's small
    assert state.scores() == (5 + 3, 5 - 1 - 3)
    state = state.play("2s@c4")  # Player 1's medium points at Player 2's large
    assert state.scores() == (8 - 3 - 2, 1 + 2)


def test_plotkin_scoring_loses_the_target_size_and_its_owner_gains_yours():
    state = play(opening("plotkin"), "1s@d3", "3e@c3")
    assert state.scores() == (5 + 3, 5 - 1)
    state = state.play("2s@c4")
    assert state.scores() == (8 - 3, 4 + 2)


def test_a_player_short_of_coins_makes_everyone_take_five_from_the_pot():
    state = play(opening("seed"), "1s@d3", "3e@c3")
    assert state.scores() == (8, 1)
    state = play(state, "1s@d4", "2w@e3")  # Player 2 owes 1 + 2 with 1 coin
    assert state.refills == 1
    assert state.scores() == (8 + 5 + 2, 1 + 5 - 3)
    state = play(state, "2w@e4", "3e@c4")  # 3 coins, owes 1 + 3: a second refill
    assert state.refills == 2
    assert state.scores() == (15 + 5 + 3, 3 + 5 - 4)
    state = play(state, "1n@d1", "3e@c1")  # exactly enough: 4 coins, owes 1 + 3
    assert state.refills == 2 and state.scores() == (23 + 3, 0)


def test_the_cost_is_shown_in_the_chooser_labels():
    state = play(opening("seed"), "1s@d3")
    assert state.label("3e@c3") == "Large (3), pointing east: pay 1 to the pot and 3 to Player 1"
    assert state.label("1n@d1") == "Small (1), pointing north: free"
    plotkin = play(opening("plotkin"), "1s@d3")
    assert plotkin.label("2e@c3") == "Medium (2), pointing east: you lose 1, Player 1 gains 2"


def test_a_pyramid_is_clicked_as_its_square_and_the_chooser_offers_size_and_direction():
    state = opening()
    assert state.clicks("2s@d3") == ("d3",)
    assert state.clicks("null@h4") == ("h4",)
    same = [a for a in state.legal() if state.clicks(a) == ("d3",)]
    assert sorted(same) == ["1s@d3", "2s@d3", "3s@d3"]


# -- the end ---------------------------------------------------------------------------------------

def random_game(rng, **options):
    state = new_game("btt", **options)
    while not state.over:
        if not state.in_setup:
            assert state.legal() == placements(state)
        state = state.play(rng.choice(state.legal()))
    return state


def placements(state):
    """The legal pyramids in the words of the rules, square by square (the engine lists them from
    texts written once per board): on an empty square, pointing at the root or a pyramid, of a
    size the stash still holds."""
    names, seat = state.board.names, state.to_move
    return [f"{size}{direction}@{names[i]}" for i, here in enumerate(state.cells) if here is None
            for direction, j, _ in state.board.links[i]
            if state.cells[j] is not None and state.cells[j] != "null"
            for size in (1, 2, 3) if state.stash[seat][size - 1]]


@pytest.mark.parametrize("options", [
    {"players": 2}, {"players": 3}, {"players": 3, "board": "7x7"}, {"players": 4},
    {"players": 5}, {"players": 5, "board": "closed"}, {"players": 6, "scoring": "plotkin"},
])
def test_games_end_with_a_full_board_and_every_pyramid_placed(options):
    state = random_game(random.Random(5), **options)
    assert all(state.cells) and len(state.history) == state.board.size
    assert state.stash == [[0, 0, 0]] * state.players
    best = max(state.scores())
    assert state.winners() == tuple(s for s in range(state.players) if state.scores()[s] == best)


def test_tied_leaders_share_the_win():
    state = random_game(random.Random(1), players=3)
    state.coins = [9, 4, 9]
    assert state.winners() == (0, 2)
    assert state.result().startswith("Shared win: Player 1, Player 3, 9 coins each")
    state.coins = [9, 4, 3]
    assert state.winners() == (0,) and state.result().startswith("Player 1 wins with 9 coins")


def test_the_prompt_says_who_does_what_and_leaves_the_standings_to_the_player_bars():
    state = play(opening("seed"), "1s@d3", "3e@c3")
    assert state.prompt() == (
        "Player 1 (blue): click an empty square for a pyramid, then choose its size and direction. "
        "Paid into the pot so far: 1 coin.")
    assert figures(state, 0) == ("8 coins", "small 4 · medium 5 · large 5")
    assert figures(state, 1) == ("1 coin", "small 5 · medium 5 · large 4")
    # With six players the prompt is as short: no seat's figures in it.
    six = play(new_game("btt", players=6), "null@aa1")
    assert six.prompt() == "Player 2 (orange): place the null."
    assert "coins" not in six.prompt() and "stash" not in six.prompt()


def test_options_that_do_not_fit_the_player_count_are_refused():
    with pytest.raises(ValueError, match="7 x 7 board is for three players"):
        new_game("btt", players=4, board="7x7")
    with pytest.raises(ValueError, match="only the five-player board"):
        new_game("btt", players=6, board="closed")
    assert new_game("btt", players="3").players == 3


# -- boards ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, board, cells", [
    (2, "standard", 32), (3, "standard", 48), (3, "7x7", 49), (4, "standard", 64),
    (5, "standard", 80), (5, "closed", 80), (6, "standard", 96)])
def test_each_board_holds_15_pyramids_a_player_and_the_tokens(players, board, cells):
    state = new_game("btt", players=players, board=board)
    assert state.board.size == cells == 15 * players + len(state.tokens)


@pytest.mark.parametrize("key, width, height", [("2", 8, 4), ("4", 8, 8)])
def test_the_half_board_and_the_chessboard_are_square_wedges_with_a1_names(key, width, height):
    board, grid = board_for(key), square_grid(width, height)
    steps = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}
    assert sorted(board.names) == sorted(grid.names)
    for i, name in enumerate(board.names):
        x, y = grid.xy(grid.index(name))
        assert sorted(board.names[j] for j in board.neighbours[i]) == sorted(
            grid.names[j] for j in grid.orthogonal[grid.index(name)])
        for direction, j in board.towards[i].items():
            dx, dy = steps[direction]
            assert board.names[j] == grid.names[grid.at(x + dx, y + dy)]


def towards(key, name, direction):
    board = board_for(key)
    j = board.towards[board.index(name)].get(direction)
    return None if j is None else board.names[j]


@pytest.mark.parametrize("key, wedges", [("3", "abc"), ("6", "abcdef"), ("5-closed", "abcde")])
def test_every_seam_of_a_closed_ring_joins_cells_at_the_same_distance_from_the_centre(key, wedges):
    for k, wedge in enumerate(wedges):
        after = wedges[(k + 1) % len(wedges)]
        for file, rank in zip("dcba", "4321", strict=True):
            # rank 4 runs along the wedge's right seam; file d along its left seam
            assert towards(key, f"{wedge}{file}4", "n") == f"{after}d{rank}"
            assert towards(key, f"{after}d{rank}", "e") == f"{wedge}{file}4"


def test_the_centre_tips_touch_each_other_on_the_triangle_and_the_hexagon():
    board = board_for("3")
    assert sorted(board.names[j] for j in board.neighbours[board.index("ad4")]) == [
        "ac4", "ad3", "bd4", "cd4"]
    board = board_for("6")
    assert sorted(board.names[j] for j in board.neighbours[board.index("ad4")]) == [
        "ac4", "ad3", "bd4", "fd4"]


def test_the_open_pacman_mouth_is_board_edge_and_closed_joins_it():
    assert towards("5", "ec4", "n") is None and towards("5", "ad2", "e") is None
    assert towards("5", "dc4", "n") == "ed3"
    assert towards("5-closed", "ec4", "n") == "ad3"
    assert towards("5-closed", "ad3", "e") == "ec4"
    assert sum(map(len, board_for("5").neighbours)) == 2 * (5 * 24 + 4 * 4)
    assert sum(map(len, board_for("5-closed").neighbours)) == 2 * (5 * 24 + 5 * 4)


def test_directions_cross_seams_in_play():
    state = play(new_game("btt", players=3), "null@aa1", "root@bd2", "root@ca1")
    assert "2n@ab4" in state.legal()  # wedge a's b4 points north across the seam at bd2
    state = state.play("2n@ab4")
    assert state.cell("ab4") == "1:2n"
    assert "3e@bd2" not in state.legal()  # taken: the root
    assert "1e@bd3" not in state.legal() and "1n@ac4" not in state.legal()
    assert {"1e@aa4", "1w@ac4", "1n@ab3"} <= set(state.legal())


# -- Martian Go: the game BTT refined ----------------------------------------------------------


def martian(players=2):
    return new_game("btt", players=players, board="martian", scoring="martian")


def test_martian_go_has_its_root_fixed_and_no_set_up():
    two, four = martian(2), martian(4)
    assert {two.board.names[i] for i, c in enumerate(two.cells) if c == "root"} == {"d4", "e4"}
    assert {four.board.names[i] for i, c in enumerate(four.cells) if c == "root"} == {
        "d4", "e4", "d5", "e5"}
    assert not two.in_setup and "null" not in two.cells and two.to_move == 0
    # The first pyramid points at the root from a square beside it: 2 squares a root token
    # here, 3 sizes each (Abstract Play's test counts the same).
    assert len(two.legal()) == 2 * 2 * 3 and len(four.legal()) == 4 * 2 * 3
    assert {a.split("@")[1] for a in two.legal()} == {"c4", "f4", "d3", "e3"}
    with pytest.raises(IllegalMove, match="the tokens are placed"):
        two.play("null@a1")


def test_martian_go_scoring_the_pointer_loses_the_targets_size_and_its_owner_gains_nothing():
    state = play(martian(2), "3n@d3", "1e@c3")  # Player 2's small points at Player 1's large
    assert state.coins == [0, -3]
    assert state.label("2e@b3") == "Medium (2), pointing east: you lose 1"
    state = play(state, "2e@b3")  # Player 1's medium points at Player 2's small
    assert state.coins == [-1, -3]
    assert play(state, "1s@c4").coins == [-1, -3]  # at one's own pyramid: free
    assert figures(state, 1)[0] == "-3 points"


def test_a_martian_go_game_fills_the_board_and_the_least_penalised_wins():
    rng = random.Random(4)
    state = martian(2)
    while not state.over:
        state = state.play(rng.choice(state.legal()))
    assert None not in state.cells and state.stash == [[0, 0, 0], [0, 0, 0]]
    best = max(state.coins)
    assert state.winners() == tuple(s for s in (0, 1) if state.coins[s] == best)
    assert all(c <= 0 for c in state.coins)


def test_martian_go_is_for_two_or_four_players_with_its_own_scoring():
    with pytest.raises(ValueError, match="two or four players"):
        new_game("btt", players=3, board="martian", scoring="martian")
    with pytest.raises(ValueError, match="scored its own way"):
        new_game("btt", players=2, board="martian")
    with pytest.raises(ValueError, match="scored its own way"):
        new_game("btt", players=2, scoring="martian")


# -- Arcade: nine pyramids each on a small board --------------------------------------------------


@pytest.mark.parametrize("players, width, height", [
    (2, 4, 5), (3, 6, 5), (4, 8, 5), (5, 10, 5), (6, 6, 10)])
def test_arcade_boards_hold_nine_pyramids_and_a_token_a_player(players, width, height):
    state = new_game("btt", players=players, board="arcade")
    assert (state.board.width, state.board.height) == (width, height)
    assert state.board.size == 10 * players and state.stash[0] == [3, 3, 3]
    assert len(state.tokens) == players  # nulls and roots as in BTT
    rng = random.Random(players)
    while not state.over:
        state = state.play(rng.choice(state.legal()))
    assert all(stash == [0, 0, 0] for stash in state.stash)


def test_an_arcade_game_plays_like_btt():
    state = play(new_game("btt", players=2, board="arcade"), "null@d5", "root@b3", "3s@b4")
    with pytest.raises(IllegalMove, match="e1 is not a square"):
        state.play("1n@e1")
    state = play(state, "1n@b2")  # Player 2 points at the root: free
    state = play(state, "2e@a4")  # Player 1 points at its own large: free
    state = play(state, "2w@c4")  # Player 2's medium points at Player 1's large (seed scoring)
    assert state.coins == [5 + 2, 5 - 3 - 2]
    assert state.stash == [[3, 2, 2], [2, 2, 3]]


def test_on_a_board_of_wedges_a_pyramid_is_named_by_the_cell_it_points_at():
    state = new_game("btt", players=3).play("null@ca3").play("root@bd4").play("root@ba3")
    pointing = [a for a in state.legal() if a.endswith("@bc4")]
    labels = {state.label(a) for a in pointing}
    assert labels and all("pointing at " in label for label in labels)
    assert not any(word in label for label in labels for word in ("north", "east", "south",
                                                                  "west"))


def test_the_prompt_shows_what_was_paid_into_the_pot():
    state = play(new_game("btt"), "null@h4", "root@d2", "1s@d3")
    assert state.prompt().endswith("Paid into the pot so far: 0 coins.")
    state = state.play("3e@c3")  # a large pyramid points at the small one: 1 to the pot
    assert state.paid_in == 1 and state.prompt().endswith("Paid into the pot so far: 1 coin.")
    martian = new_game("btt", board="martian", scoring="martian")
    assert "pot" not in martian.prompt()
