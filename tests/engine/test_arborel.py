"""Arborel rules pinned with concrete positions (docs/arborel.md)."""

import random

import pytest

from grove import IllegalMove
from grove.games import new_game
from grove.games.arborel import (
    BLOCK,
    BOARD_SIZE,
    DIRECTIONS,
    NEST,
    PIECES,
    STAIR,
    TOWER_HEIGHT,
    TOWER_SQUARES,
)

LETTERS = {"B": 0, "W": 1}


def built(columns=None, lords=None, players=2, **options):
    """A new game with columns set directly, written as cell() writes them (`"block:B,stair:W:n"`),
    and Lords moved to the squares given (seat -> square): a scenario's start, Black to move."""
    state = new_game("arborel", players=players, **options)
    grid = state.board.grid
    for name, text in (columns or {}).items():
        column = []
        for part in text.split(","):
            kind, who, *rise = part.split(":")
            seat = LETTERS[who] if players == 2 else "BRWG".index(who)
            column.append((kind, seat, DIRECTIONS.index(rise[0]) if rise else None))
        state.columns[grid.index(name)] = tuple(column)
    for seat, name in (lords or {}).items():
        state.lords[seat] = grid.index(name)
    return state


def play(state, *actions):
    for action in actions:
        state = state.play(action)
    return state


def lord_targets(state):
    return sorted(a[5:] for a in state.legal() if a.startswith("lord@"))


# -- setting up -----------------------------------------------------------------------------------

def test_a_new_game_has_towers_lords_and_reserves():
    state = new_game("arborel")
    assert state.cell("c3") == "tower:B,lord:B" and state.cell("h8") == "tower:W,lord:W"
    assert state.cell("e5") is None
    assert state.reserve == [[5, 5], [5, 5]] and state.to_move == 0
    assert "Black" in state.prompt() and "within 3 turns" in state.prompt()
    four = new_game("arborel", players=4)
    assert [four.cell(s) for s in TOWER_SQUARES[4]] == [
        "tower:B,lord:B", "tower:R,lord:R", "tower:W,lord:W", "tower:G,lord:G"]
    assert new_game("arborel", stairs=3).reserve[0] == [7, 3]


def test_a_bare_square_says_what_stops_it_or_asks_what_goes_there():
    """What a click on a square with nothing to offer is told, and a square typed alone."""
    state = new_game("arborel")
    tower = TOWER_SQUARES[2][0]
    with pytest.raises(IllegalMove, match=f"nothing can be done on {tower}: nothing may be placed "
                                          "on a Tower"):
        state.play(tower)
    with pytest.raises(IllegalMove, match="say what to do on e5, such as block@e5"):
        state.play("e5")
    state = state.play("block@e5").play("stair@e6:n")  # White's turn: e6 is a bare slope
    with pytest.raises(IllegalMove, match="say what to do on e6, such as stair@e6:nest"):
        state.play("e6")


def test_the_first_turn_offers_every_reserve_placement_and_no_end():
    state = new_game("arborel")
    actions = state.legal()
    # 98 free squares (two Towers): a Block each and a Stair in four orientations each.
    assert len(actions) == 98 * 5
    assert "end" not in actions and "block@c3" not in actions


# -- placing: stacking, height, no empty space ---------------------------------------------------

def test_pieces_stack_up_to_the_height_of_a_tower_and_no_higher():
    state = built({"e5": "block:B,block:W"})
    state = play(state, "block@e5")
    assert state.cell("e5") == "block:B,block:W,block:B"
    assert state.surface(state.board.grid.index("e5")) == (TOWER_HEIGHT, None)
    with pytest.raises(IllegalMove, match="already 3 high"):
        state.play("stair@e5:n")
    tall = built({"e5": "block:B,block:W"})
    assert "stair@e5:n" in tall.legal()  # a Stair on top of two units reaches exactly 3


def test_nothing_goes_on_a_bare_slope_but_a_nested_stair():
    state = built({"e5": "stair:W:e"})
    with pytest.raises(IllegalMove, match="no empty space under a piece"):
        state.play("block@e5")
    with pytest.raises(IllegalMove, match="nested upside down"):
        state.play("stair@e5:n")
    state = play(state, "stair@e5:nest")
    assert state.cell("e5") == "stair:W:e,nest:B"
    assert state.surface(state.board.grid.index("e5")) == (1, None)  # one flat unit
    state = play(state, "block@e5")  # and a flat top takes a Block
    assert state.cell("e5") == "stair:W:e,nest:B,block:B"


def test_a_stair_goes_slope_up_unless_nested():
    state = new_game("arborel")
    with pytest.raises(IllegalMove, match="no bare slope on e5"):
        state.play("stair@e5:nest")
    with pytest.raises(IllegalMove, match="which way the Stair rises"):
        state.play("stair@e5")
    with pytest.raises(IllegalMove, match="no orientation"):
        state.play("block@e5:n")


def test_nothing_goes_on_a_tower_or_a_lord():
    state = built(lords={1: "e5"})
    with pytest.raises(IllegalMove, match="on a Tower"):
        state.play("block@c3")
    with pytest.raises(IllegalMove, match="nothing may be placed on a Lord"):
        state.play("block@e5")


# -- moving your own pieces ------------------------------------------------------------------------

def test_a_free_piece_of_your_own_moves_and_leaves_the_reserve_alone():
    state = built({"e5": "block:B", "f5": "stair:B:n"})
    assert "block@e5>a1" in state.legal() and "stair@f5>a1:w" in state.legal()
    state = play(state, "block@e5>a1")
    assert state.cell("e5") is None and state.cell("a1") == "block:B"
    assert state.reserve[0] == [5, 5]
    with pytest.raises(IllegalMove, match="already placed a Block"):
        state.play("block@b1")


def test_enemy_covered_hidden_and_lord_held_pieces_do_not_move():
    # e5 is surrounded by four columns as high as it: blocked. d1 carries White's Block.
    hidden = {"e5": "block:B", "e6": "block:W", "e4": "block:W", "d5": "block:W",
              "f5": "stair:W:w", "d1": "block:B,block:W", "h1": "block:W", "a1": "block:B"}
    state = built(hidden, lords={0: "a1"})
    with pytest.raises(IllegalMove, match="four sides are hidden"):
        state.play("block@e5>a5")
    with pytest.raises(IllegalMove, match="is White's"):
        state.play("block@d1>a5")
    with pytest.raises(IllegalMove, match="is White's"):
        state.play("block@h1>a5")
    with pytest.raises(IllegalMove, match="Lord stands on a1"):
        state.play("block@a1>a5")
    with pytest.raises(IllegalMove, match="another square"):
        play(built({"b1": "block:B"}), "block@b1>b1")
    assert not [a for a in state.legal() if ">" in a]


def test_a_neighbour_slope_hides_a_side_only_with_its_high_edge():
    sides = {"e5": "block:B", "e6": "block:W", "e4": "block:W", "d5": "block:W"}
    assert "block@e5>a5" not in built({**sides, "f5": "stair:W:w"}).legal()  # high edge on e5
    assert "block@e5>a5" in built({**sides, "f5": "stair:W:e"}).legal()  # low edge on e5
    assert "block@e5>a5" in built({**sides, "f5": "stair:W:n"}).legal()  # only a triangle
    assert "block@e5>a5" in built({k: v for k, v in sides.items() if k != "d5"}).legal()


def test_the_lower_stair_of_a_nested_pair_is_blocked_but_the_upper_one_moves():
    state = built({"e5": "stair:B:n,nest:B"})
    assert "stair@e5>a1:n" in state.legal()
    state = play(state, "stair@e5>a1:n")
    assert state.cell("e5") == "stair:B:n"


def test_with_an_empty_reserve_only_moves_place_pieces():
    state = built({"e5": "block:B"})
    state.reserve[0] = [0, 5]
    with pytest.raises(IllegalMove, match="no Block left in reserve"):
        state.play("block@a1")
    assert all(">" in a for a in state.legal() if a.startswith("block"))


# -- the order of a turn ---------------------------------------------------------------------------

def test_a_turn_is_up_to_three_actions_with_nothing_placed_after_the_lord():
    state = built(lords={0: "e5"})
    state = play(state, "stair@a1:n")
    assert state.to_move == 0 and "end" in state.legal()
    assert not [a for a in state.legal() if a.startswith("stair")]
    state = play(state, "block@a2")
    assert state.to_move == 0 and state.turn_so_far() == ("a1", "a2")
    state = play(state, "lord@e6")
    assert state.to_move == 1  # three actions: the turn is over
    # Lord first: the turn ends at once, nothing may be placed after him.
    state = play(built(lords={0: "e5"}), "lord@e6")
    assert state.to_move == 1 and state.cell("e6") == "lord:B"
    with pytest.raises(IllegalMove, match="at least one action"):
        built().play("end")


def test_a_turn_ends_by_itself_when_only_end_is_left():
    state = play(new_game("arborel"), "block@e5")
    assert state.to_move == 0  # a Stair may follow
    state = play(state, "stair@e6:n")
    assert state.to_move == 1 and state.last_turn == tuple(
        state.board.grid.index(c) for c in ("e5", "e6"))
    walker = play(built(lords={0: "e5"}), "block@a1", "stair@a2:n")
    assert walker.to_move == 0 and "end" in walker.legal()  # the Lord could still move


def test_end_finishes_a_turn_early():
    state = play(new_game("arborel"), "block@e5", "end")
    assert state.to_move == 1 and state.last_turn == (state.board.grid.index("e5"),)


# -- the Lord's walk -------------------------------------------------------------------------------

def test_the_lord_walks_one_to_three_steps_on_the_level():
    state = built(lords={0: "e5"})
    targets = lord_targets(state)
    # Every square at Manhattan distance 1 to 3 from e5 on the bare board.
    assert len(targets) == 4 + 8 + 12 and "e8" in targets and "e9" not in targets
    assert "f6" in targets  # turning between steps


def test_no_step_up_or_down_without_a_stair():
    state = built({"e6": "block:W", "d5": "block:B,block:B"}, lords={0: "e5"})
    targets = lord_targets(state)
    assert "e6" not in targets and "d5" not in targets
    with pytest.raises(IllegalMove, match="cannot reach e6"):
        state.play("lord@e6")


def test_a_climb_and_a_descent_by_stairs_straight_along_the_slope():
    columns = {"e6": "stair:W:n", "e7": "block:B", "f5": "block:B,stair:B:w", "g5": "block:B"}
    state = built(columns, lords={0: "e5"})
    targets = lord_targets(state)
    # Up e6's slope to e7's top (one step), then on along the top... e7 is alone at height 1.
    assert "e7" in targets and "e6" not in targets
    # f5's Stair rises west towards e5 at level 1: its high edge (2) is above e5 (0): closed.
    assert "g5" not in targets
    # Sideways into a slope is closed: from d6 east into e6 (rising north).
    side = built({"e6": "stair:W:n", "e7": "block:B"}, lords={0: "d6"})
    assert "f6" not in lord_targets(side)
    # Descent: from e7 (height 1) south down e6's slope to e5.
    down = built({"e6": "stair:W:n", "e7": "block:B"}, lords={0: "e7"})
    assert "e5" in lord_targets(down) and "e4" in lord_targets(down)


def test_a_chain_of_stairs_counts_as_no_step():
    # From a1 east: b1 rises east to 1, c1 (a Block and a Stair) rises east to 2, then d1 stands
    # 2 high. That whole climb is one step; two more steps go along d1-d2-d3 at height 2.
    columns = {"b1": "stair:B:e", "c1": "block:B,stair:W:e", "d1": "block:B,block:B",
               "d2": "block:W,block:W", "d3": "block:B,block:B", "d4": "block:W,block:W"}
    state = built(columns, lords={0: "a1"})
    targets = lord_targets(state)
    assert {"d1", "d2", "d3"} <= set(targets) and "d4" not in targets
    state = play(state, "lord@d3")
    assert state.cell("d3") == "block:B,block:B,lord:B"
    # A gap in the run breaks the path: the flat square after the slope must be at its height.
    broken = built({"b1": "stair:B:e", "c1": "stair:W:e", "d1": "block:B,block:B"},
                   lords={0: "a1"})
    assert "d1" not in lord_targets(broken)


def test_lords_never_share_or_cross_a_square():
    state = built(lords={0: "e5", 1: "e6"})
    targets = lord_targets(state)
    # Not over him: e7 is two steps through e6, four round about; f7 is three round about.
    assert "e6" not in targets and "e7" not in targets and "f7" in targets
    corridor = built({"d5": "block:B", "f5": "block:B", "d6": "block:B", "f6": "block:B",
                      "d7": "block:B", "f7": "block:B", "e4": "block:B"}, lords={0: "e5", 1: "e6"})
    assert lord_targets(corridor) == []
    with pytest.raises(IllegalMove, match="Lords never share"):
        corridor.play("lord@e6")


# -- the Tower: leaving it in three turns, losing, winning -----------------------------------------

# Each of Black's first two turns ends by itself: his Lord cannot move yet, so only `end` is left.
STAIRCASE = ("block@d3", "stair@f3:w", "block@a10", "end",
             "block@e3", "stair@e3:w", "block@b10", "end",
             "block@d3", "stair@d3:w")


def test_the_lord_leaves_his_tower_in_exactly_three_turns_by_blocks_and_stairs():
    state = play(new_game("arborel"), *STAIRCASE[:-2])
    assert lord_targets(state) == []
    state = play(state, *STAIRCASE[-2:])
    assert state.cell("d3") == "block:B,block:B,stair:B:w"
    assert state.cell("e3") == "block:B,stair:B:w" and state.cell("f3") == "stair:B:w"
    # Down three slopes in one step to g3, then two more steps on the board.
    assert {"g3", "h3", "i3", "g4", "g5", "h4"} <= set(lord_targets(state))
    assert "g6" not in lord_targets(state)
    state = play(state, "lord@g3")
    assert state.to_move == 1 and not state.over and state.cell("c3") == "tower:B"


def test_a_lord_still_on_his_tower_after_the_third_turn_loses():
    state = play(new_game("arborel"), *STAIRCASE[:-2], "block@d3", "end")
    assert state.over and state.winners() == (1,)
    assert "did not get the Lord off the Tower" in state.summary()
    # The warning shows in the prompt before that turn.
    before = play(new_game("arborel"), *STAIRCASE[:-2])
    assert "must leave the Tower this turn" in before.prompt()


def test_he_crosses_his_own_tower_but_never_stops_on_it():
    columns = {"b3": "block:B,block:B,block:B", "d3": "block:B,block:B,block:B"}
    state = built(columns, lords={0: "b3"})
    assert "d3" in lord_targets(state) and "c3" not in lord_targets(state)
    with pytest.raises(IllegalMove, match="cross his own Tower but not stop"):
        state.play("lord@c3")


def test_standing_on_the_enemy_tower_wins_at_once():
    state = built({"h7": "block:B,block:B,block:B"}, lords={0: "h7", 1: "a1"})
    state = play(state, "block@a5", "lord@h8")
    assert state.over and state.winners() == (0,) and state.scores() == (1, 0)
    assert state.cell("h8") == "tower:W,lord:B"
    assert "reached the White Tower" in state.summary()


# -- four players ----------------------------------------------------------------------------------

def test_four_players_play_clockwise_from_black():
    state = new_game("arborel", players=4)
    seen = []
    for _ in range(4):
        seen.append(state.seat_name(state.to_move))
        state = play(state, f"block@{'efgh'[len(seen) - 1]}5", "end")
    assert seen == ["Black", "Red", "White", "Green"] and state.to_move == 0


def test_four_players_cross_but_do_not_stop_on_lateral_towers_and_win_on_the_diagonal():
    # Black's Lord on a 3-high wall beside Red's Tower (b9): across it, not onto it.
    wall = {"b8": "block:B,block:B,block:B", "b10": "block:B,block:B,block:B"}
    state = built(wall, lords={0: "b8", 1: "e5"}, players=4)
    assert "b10" in lord_targets(state) and "b9" not in lord_targets(state)
    with pytest.raises(IllegalMove, match="lateral Tower"):
        state.play("lord@b9")
    # White's Tower (i9) is Black's adversary: stopping there wins.
    goal = built({"h9": "block:B,block:B,block:B"}, lords={0: "h9", 2: "e5"}, players=4)
    goal = play(goal, "lord@i9")
    assert goal.over and goal.winners() == (0,)


def test_four_players_a_lord_left_on_his_tower_puts_his_player_out():
    state = new_game("arborel", players=4)
    for turn in range(3):
        for seat in range(4 if turn < 2 else 3):
            state = play(state, f"block@{'defg'[seat]}{turn + 4}", "end")
            if turn == 2:
                assert state.out == tuple(range(seat + 1))
    # Black, Red and White are out in turn; Green, last in play, wins.
    assert state.over and state.winners() == (3,)
    assert state.cell("b2") == "tower:B"  # a Lord put out leaves the board


def test_four_players_the_others_play_on_after_one_is_out():
    state = new_game("arborel", players=4)
    for _ in range(2):
        for seat in range(4):
            state = play(state, f"block@{'defg'[seat]}{len(state.history) // 8 + 4}", "end")
    state = play(state, "block@d8", "end")  # Black's third turn: his Lord stays on b2
    assert state.out == (0,) and not state.over and state.to_move == 1


# -- text ------------------------------------------------------------------------------------------

def test_cell_labels_clicks_and_refusals_in_words():
    state = built({"e5": "block:B"})
    assert state.clicks("block@a1") == ("a1",)
    assert state.clicks("block@e5") == ("e5", "e5")  # e5 may be picked up: click it twice
    assert state.clicks("block@e5>a1") == ("e5", "a1")
    assert state.clicks("lord@c4") == ("c3", "c4") or "lord@c4" not in state.legal()
    assert state.clicks("end") == ()
    assert state.label("stair@a1:n") == "Stair rising north from the reserve on a1"
    assert state.label("block@e5>a1") == "Block: move it from e5 to a1"
    assert state.label("end") == "End turn"
    for text in ("hello", "block@z9", "stair@e5:q", "lord@e5"):
        with pytest.raises(IllegalMove):
            state.play(text)
    assert play(state, "Block@A1").cell("a1") == "block:B"


def test_piece_kinds_are_the_documented_words():
    assert (BLOCK, STAIR, NEST) == ("block", "stair", "nest")


def check_building(state):
    """What no sequence of legal actions may break."""
    for i, column in enumerate(state.columns):
        height, _ = state.surface(i)
        assert height <= TOWER_HEIGHT
        assert not column or i not in state.tower_at
        for below, piece in zip(column, column[1:], strict=False):
            # Nothing rests on a bare slope, and only a Stair nests upside down on a Stair.
            assert below[0] != STAIR or piece[0] == NEST
            assert piece[0] != NEST or below[0] == STAIR
        assert not column or column[0][0] != NEST
    for square in state.lords:
        if square is not None:
            assert state.surface(square)[1] is None  # a Lord stands on a flat top
            assert state.lords.count(square) == 1
    for seat in range(state.players):
        on_board = sum(p[1] == seat for column in state.columns for p in column)
        assert on_board + sum(state.reserve[seat]) == 10
    # The offer copies runs of spots rather than asking every square what fits: the same list.
    squares = range(len(state.columns))
    spots = {kind: [(i, way) for i in squares for way in state.fits(i)[k]]
             for k, kind in enumerate((BLOCK, STAIR))}
    assert state.spots() == (spots[BLOCK], spots[STAIR])
    for kind, source, offered in state.offer().pieces:
        assert offered == [spot for spot in spots[kind] if spot[0] != source]


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_off_the_towers_keep_the_building_sound(players):
    """Random players who like to walk, their Lords already off the Towers, for 400 actions."""
    rng = random.Random(players)
    lords = {0: "a1", 1: "j10"} if players == 2 else {0: "a1", 1: "a10", 2: "j10", 3: "j1"}
    state = built(lords=lords, players=players)
    walked = 0
    for _ in range(400):
        if state.over:
            break
        actions = state.legal()
        walks = [a for a in actions if a.startswith("lord@")]
        action = rng.choice(walks if walks and rng.random() < 0.5 else actions)
        walked += action.startswith("lord@")
        state = state.play(action)
        check_building(state)
    assert walked > 20


def test_the_board_always_keeps_a_bare_square():
    # The turn's end by itself counts on it: a piece left in the reserve can always be placed.
    assert 4 * (PIECES + 2) < BOARD_SIZE * BOARD_SIZE  # pieces, Towers and Lords of four players


def every_text(state):
    """Every action text of the grammar on this board: each kind from the reserve or from any
    square with pieces, to every square, every way; the Lord to every square; end and pass."""
    names = state.board.grid.names
    starts = [""] + [f"{name}>" for name, column in zip(names, state.columns, strict=True)
                     if column]
    for target in names:
        yield f"lord@{target}"
        for kind in (BLOCK, STAIR):
            for start in starts:
                for way in ("", *(f":{way}" for way in (*DIRECTIONS, "nest"))):
                    yield f"{kind}@{start}{target}{way}"
    yield from ("end", "pass", "block@k1", "lord@a0")


def test_allows_says_yes_to_exactly_the_listed_actions():
    # `play()` and the computer's checks ask `allows()`, which looks the action up in the offer
    # rather than among the hundreds `legal()` spells: the two agree on every text, through a
    # game's reserves, moves, walks and turn ends.
    rng, state, checked = random.Random(5), new_game("arborel"), 0
    for step in range(120):
        if state.over:  # a Lord left on his Tower: on with the Lords already off
            state = built(lords={0: "a1", 1: "j10"})
        legal = set(state.legal())
        if step % 10 == 0:
            assert {text for text in every_text(state) if state.allows(text)} == legal
            checked += 1
        state = state.play(rng.choice(sorted(legal)))
    assert checked == 12 and not state.reserve[0][0]


def test_a_square_the_lord_can_reach_says_to_pick_him_up_first():
    state = play(built(lords={0: "e5"}), "block@f2", "stair@b7:n")  # both pieces of the turn
    assert "lord@e6" in state.legal()
    with pytest.raises(IllegalMove) as refused:
        state.play("e6")  # a click on the square alone
    assert str(refused.value) == ("to move your Lord to e6, pick him up first: click e5, then "
                                  "e6")
