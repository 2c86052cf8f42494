"""Rumbo rules pinned with concrete positions (docs/rumbo.md)."""

import itertools
import random

import pytest

from grove import IllegalMove, record
from grove.app.controller import Controller
from grove.games import GAMES, new_game
from grove.games.rumbo import OWNER, designers_owner


def start(size=7, rules="seed", komi=None):
    """A game past the negotiation: seat 0 Vertical (to move), seat 1 Horizontal."""
    if komi is None:
        komi = 6 if size % 2 else 5
    return new_game("rumbo", size=size, rules=rules, komi=komi)


def with_stones(black=(), white=(), **options):
    """A new game with stones set directly, Vertical to move: a scenario's start. The stones
    given must leave every group a liberty, as in a real game before the move under test."""
    state = start(**options)
    grid = state.board.grid
    for colour, names in (("B", black), ("W", white)):
        for name in names:
            state.stones[grid.index(name)] = colour
    state.empty -= len(black) + len(white)
    return state


def play(state, *actions):
    for action in actions:
        state = state.play(action)
    return state


def names(state, points):
    return {state.board.grid.name(i) for i in points}


def surrounded(white, placed="d4", size=7):
    """`white` stones, with a black stone on every other point beside them except `placed`."""
    state = start(size=size)
    grid = state.board.grid
    group = {grid.index(n) for n in white}
    black = {j for i in group for j in grid.orthogonal[i]} - group - {grid.index(placed)}
    return with_stones(black=names(state, black), white=white, size=size)


# The placed stone goes on d4 (7 x 7); its neighbours: d5 north, e4 east, d3 south, c4 west.
# The white group touches d4 in exactly the directions named, and d4 takes its last liberty.
DIRECTION_CASES = [
    ("N", ["d5"], "V"),
    ("S", ["d3"], "V"),
    ("E", ["e4"], "H"),
    ("W", ["c4"], "H"),
    ("NS", ["d5", "e5", "f5", "f4", "f3", "e3", "d3"], "V"),
    ("EW", ["e4", "e5", "e6", "d6", "c6", "c5", "c4"], "H"),
    ("NE", ["d5", "e5", "e4"], "V"),
    ("SW", ["d3", "c3", "c4"], "V"),
    ("NW", ["d5", "c5", "c4"], "H"),
    ("SE", ["e4", "e3", "d3"], "H"),
    ("NSE", ["d5", "e5", "e4", "e3", "d3"], "V"),
    ("NSW", ["d5", "c5", "c4", "c3", "d3"], "V"),
    ("EWN", ["c4", "c5", "d5", "e5", "e4"], "H"),
    ("EWS", ["c4", "c3", "d3", "e3", "e4"], "H"),
]


@pytest.mark.parametrize("rules", ["seed", "revised"])
@pytest.mark.parametrize(("directions", "white", "owner"), DIRECTION_CASES,
                         ids=[c[0] for c in DIRECTION_CASES])
def test_each_set_of_directions_goes_to_its_owner(directions, white, owner, rules):
    state = surrounded(white)
    state.options["rules"] = rules
    after = state.play("B@d4")
    assert after.filled == ()
    (claim,) = after.last_claims
    assert names(after, claim.stones) == set(white)
    assert claim.directions == frozenset(directions)
    assert claim.side == owner
    expected = {"V": (len(white), 6), "H": (0, 6 + len(white))}[owner]
    assert after.scores() == expected


def test_the_owner_table_is_the_designers_formula_for_all_sixteen_sets():
    for k in range(5):
        for combo in itertools.combinations("NESW", k):
            directions = frozenset(combo)
            assert OWNER[directions] == designers_owner(directions)
    assert len(OWNER) == 16
    assert OWNER[frozenset("NESW")] == "V"
    assert sum(side == "V" for side in OWNER.values()) == 8  # 7 listed + all four


def test_all_four_directions_after_a_filled_hole_go_to_vertical():
    # The example (5 x 5): b4 fills the edge hole a4, and the group around b4 then
    # touches it from all four sides.
    state = start(size=5)
    state = play(state, *"B@a5 W@c5 B@b5 W@d4 B@a3 W@c3 B@b3 W@a2 B@c4 W@b2".split())
    assert state.last_claims == ()
    after = state.play("B@b4")
    assert names(after, after.filled) == {"a4"} and after.cell("a4") == "B"
    (claim,) = after.last_claims
    assert claim.directions == frozenset("NESW") and claim.side == "V"
    assert names(after, claim.stones) == {"a5", "b5", "a4", "b4", "c4", "a3", "b3"}
    assert after.scores() == (7, 6)


def test_several_groups_are_claimed_in_one_turn():
    # White d5 (north of d4) and White e4 (east) each lose their last liberty to d4.
    state = with_stones(black=["c5", "d6", "e5", "f4", "e3"], white=["d5", "e4"])
    after = state.play("B@d4")
    claims = {frozenset(names(after, c.stones)): (c.directions, c.side)
              for c in after.last_claims}
    assert claims == {frozenset({"d5"}): (frozenset("N"), "V"),
                      frozenset({"e4"}): (frozenset("E"), "H")}
    assert after.scores() == (1, 7)
    assert after.owner[after.board.grid.index("d4")] is None  # d4's own group still breathes


def test_a_group_of_the_colour_just_played_is_claimed_too():
    # Black a2 and a1 form a group with no liberty left: a2 is north of a1, so Vertical's.
    state = with_stones(black=["a2"], white=["a3", "b2", "b1"])
    after = state.play("B@a1")
    (claim,) = after.last_claims
    assert names(after, claim.stones) == {"a1", "a2"} and claim.side == "V"
    assert after.scores() == (2, 6)


def test_the_mover_can_claim_a_group_for_the_opponent():
    # Vertical closes its own stone's group {a1, b1}: b1 lies east of a1, so Horizontal claims.
    state = with_stones(black=["b1"], white=["a2", "b2", "c1"])
    assert state.seat_name(state.to_move) == "Vertical"
    after = state.play("B@a1")
    (claim,) = after.last_claims
    assert names(after, claim.stones) == {"a1", "b1"} and claim.side == "H"
    assert after.scores() == (0, 8)


# -- holes --------------------------------------------------------------------------------------

def test_seed_rules_fill_an_interior_hole():
    state = with_stones(black=["c4", "b3", "d3"], white=["g7"])
    after = state.play("B@c2")
    assert names(after, after.filled) == {"c3"} and after.cell("c3") == "B"


def test_seed_rules_fill_an_edge_hole_and_a_corner_hole():
    edge = with_stones(black=["a4", "a2"]).play("B@b3")
    assert names(edge, edge.filled) == {"a3"} and edge.cell("a3") == "B"
    corner = with_stones(black=["a2"]).play("B@b1")
    assert names(corner, corner.filled) == {"a1"} and corner.cell("a1") == "B"


def test_one_stone_can_fill_several_holes_and_they_join_its_group():
    state = with_stones(black=["a5", "a3", "c5", "c3", "b6", "b2"], white=["g7"])
    after = state.play("B@b4")
    # a4 on the edge, b5 and b3 inside: each now has only black neighbours.
    assert names(after, after.filled) == {"a4", "b5", "b3"}
    assert all(after.cell(n) == "B" for n in ("a4", "b5", "b3"))
    assert after.empty == 49 - 11
    group, free = after.group(after.board.grid.index("b4"))
    assert len(group) == 10 and free


def test_only_holes_of_the_stones_colour_are_filled():
    # a3 lies between White a4 and a2: a black stone on b3 leaves it mixed, a white one fills it.
    with_black = with_stones(white=["a4", "a2"]).play("B@b3")
    with_white = with_stones(white=["a4", "a2"]).play("W@b3")
    assert with_black.cell("a3") is None and with_black.filled == ()
    assert with_white.cell("a3") == "W"


def test_revised_rules_refuse_a_stone_that_makes_a_hole():
    state = with_stones(black=["a4", "a2"], rules="revised")
    assert "B@b3" not in state.legal() and "W@b3" in state.legal()
    with pytest.raises(IllegalMove, match="would make a hole at a3.*revised rules forbid"):
        state.play("B@b3")
    after = state.play("W@b3")
    assert after.cell("a3") is None and after.filled == ()


def test_revised_rules_refuse_a_point_where_both_colours_make_holes():
    # c1 lies between Black b1 and c2: a black stone on d1 would close it, a white one not.
    state = with_stones(black=["b1", "c2"], white=["d2", "e1"], rules="revised")
    assert "W@d1" in state.legal() and "B@d1" not in state.legal()
    # Now e1 lies between White e2 and f1 too: either colour on d1 closes a hole of its colour.
    state = with_stones(black=["b1", "c2"], white=["e2", "f1"], rules="revised")
    assert "W@d1" not in state.legal() and "B@d1" not in state.legal()
    with pytest.raises(IllegalMove, match="either colour on d1 would make a hole"):
        state.play("d1")
    assert Controller(state).click("d1").kind == "refused"


# -- komi and sides -----------------------------------------------------------------------------

def test_the_negotiation_sets_komi_then_sides():
    state = new_game("rumbo")
    assert state.to_move == 0 and state.seat_name(0) == "Player 1"
    assert state.legal() == [f"komi {k}" for k in range(0, 81, 2)]
    assert "Player 1: set the komi" in state.prompt()
    state = state.play("komi 6")
    assert state.to_move == 1 and state.legal() == ["vertical", "horizontal"]
    assert state.label("horizontal") == "Play Horizontal (gets komi 6)"
    assert state.scores() == (0, 0)
    vertical = state.play("vertical")
    assert (vertical.seat_name(0), vertical.seat_name(1)) == ("Horizontal", "Vertical")
    assert vertical.to_move == 1 and vertical.scores() == (6, 0)
    horizontal = state.play("horizontal")
    assert (horizontal.seat_name(0), horizontal.seat_name(1)) == ("Vertical", "Horizontal")
    assert horizontal.to_move == 0 and horizontal.scores() == (0, 6)
    after = horizontal.play("B@e5")
    assert after.to_move == 1 and "Horizontal to play" in after.prompt()


def test_komi_parity_differs_from_the_board_size():
    nine = new_game("rumbo")
    with pytest.raises(IllegalMove, match="9 x 9 board the komi must be even"):
        nine.play("komi 7")
    with pytest.raises(IllegalMove, match="goes from 0 to 80"):
        nine.play("komi 82")
    ten = new_game("rumbo", size=10)
    assert ten.legal() == [f"komi {k}" for k in range(1, 100, 2)]
    with pytest.raises(IllegalMove, match="must be odd"):
        ten.play("komi 6")
    with pytest.raises(ValueError, match="must be odd"):
        new_game("rumbo", size=10, komi=6)
    assert new_game("rumbo", size=10, komi=7).to_move == 0


def test_a_fixed_komi_skips_the_negotiation():
    state = new_game("rumbo", komi="8")  # forms and links give text
    assert state.options["komi"] == 8 and state.komi == 8
    assert (state.seat_name(0), state.seat_name(1)) == ("Vertical", "Horizontal")
    assert state.to_move == 0 and state.scores() == (0, 8)
    assert "komi 8" not in state.legal() and "B@a1" in state.legal()
    with pytest.raises(IllegalMove, match="settled already"):
        state.play("komi 8")
    with pytest.raises(ValueError):
        new_game("rumbo", komi=61)
    with pytest.raises(ValueError):
        new_game("rumbo", komi="lots")


def test_nothing_but_the_negotiation_comes_first():
    state = new_game("rumbo", size=5)
    with pytest.raises(IllegalMove, match="first Player 1 sets the komi"):
        state.play("B@c3")
    with pytest.raises(IllegalMove, match="Player 2 now chooses a side"):
        state.play("komi 4").play("B@c3")


# -- text, refusals and clicks -----------------------------------------------------------------

def test_actions_are_read_in_any_case_and_written_canonically():
    state = start()
    after = state.play(" b@D4 ")
    assert after.history == ("B@d4",) and after.cell("d4") == "B"
    assert new_game("rumbo").play("KOMI  6").history == ("komi 6",)


def test_refusals_say_why():
    state = start().play("B@d4")
    with pytest.raises(IllegalMove, match="d4 is taken"):
        state.play("W@d4")
    with pytest.raises(IllegalMove, match="say which colour: B@c4 or W@c4"):
        state.play("c4")
    with pytest.raises(IllegalMove, match="not a colour"):
        state.play("X@c4")
    with pytest.raises(IllegalMove, match="not on the board"):
        state.play("B@h8")
    with pytest.raises(IllegalMove, match="a colour and a point"):
        state.play("pass")


def test_a_komi_in_digits_that_are_not_decimal_is_refused_in_words():
    # Found by the property tests: "²" is a digit to str.isdigit() but not a number to int().
    state = new_game("rumbo", size=5)
    for text in ("komi ²", "KOMI ²", "komi ⁴", "komi \u0664"):  # the last: Arabic-Indic four
        with pytest.raises(IllegalMove):
            state.play(text)
    assert state.play("komi 4").history == ("komi 4",)
    with pytest.raises(ValueError, match="komi"):
        new_game("rumbo", size=5, komi="²")


def test_a_click_on_a_point_offers_the_legal_colours():
    controller = Controller(start())
    outcome = controller.click("d4")
    assert outcome.kind == "choose"
    assert outcome.choices == (("B@d4", "Black stone"), ("W@d4", "White stone"))
    # Only one colour legal (revised rules): the click plays it at once.
    controller = Controller(with_stones(black=["a4", "a2"], rules="revised"))
    assert controller.click("b3").kind == "played"
    assert controller.state.history == ("W@b3",)


def test_the_komi_choice_is_one_menu():
    controls = Controller(new_game("rumbo")).controls()
    (menu,) = controls
    assert menu.word == "komi" and menu.choices[3] == ("komi 6", "Komi 6")


# -- whole games --------------------------------------------------------------------------------

def test_a_full_game_of_stripes_and_its_score():
    # Rows alternate Black and White, filled from a1 along each row. Each row is closed by the
    # last stone of the row above it, from the south: Vertical's. The top row is closed by its own
    # last stone, e5, from the west: Horizontal's.
    state = start(size=5, komi=6)
    for y in range(1, 6):
        colour = "B" if y % 2 else "W"
        for x in "abcde":
            state = state.play(f"{colour}@{x}{y}")
    assert state.over and state.legal() == []
    assert [(c.side, len(c.stones)) for c in state.claims[:3]] == [("V", 5)] * 3
    last = {(c.side, "".join(sorted(c.directions)), len(c.stones)) for c in state.last_claims}
    assert last == {("H", "W", 5), ("V", "S", 5)}  # e5 closes its own row and the one below
    assert state.scores() == (20, 11) and state.winners() == (0,)
    assert state.result() == "Vertical wins, 20 to 11"
    assert "Vertical 20, Horizontal 11 (5 claimed + komi 6)" in state.summary()


def random_game(rng, **options):
    """The states of a random game (with the negotiation) after each stone."""
    state = new_game("rumbo", **options)
    while not state.over:
        state = state.play(rng.choice(state.legal()))
        if state.last_move is not None:
            yield state


@pytest.mark.parametrize("rules", ["seed", "revised"])
def test_every_stone_of_a_full_board_ends_in_a_claimed_group(rules):
    rng = random.Random(4)
    fills = 0
    for size in (5, 6, 7, 9, 10):
        for _ in range(20):
            state = None
            for state in random_game(rng, size=size, rules=rules):
                fills += len(state.filled)
                placed = state.last_move
                touching = {placed, *state.board.neighbours[placed]}
                for claim in state.last_claims:
                    assert claim.directions, "a claimed group always touches the stone placed"
                    assert claim.stones & touching
                    if rules == "revised":
                        assert claim.directions != frozenset("NESW")
                assert not any(state.is_hole(i) for i in range(state.board.grid.size))
                if rules == "revised":
                    assert state.filled == ()
            assert state.over and None not in state.stones
            assert None not in state.owner
            stones = [i for c in state.claims for i in c.stones]
            assert len(stones) == len(set(stones)) == size * size
            assert sum(state.scores()) == size * size + state.komi
            assert len(state.winners()) == 1, "komi's parity rules out a tie"
    assert (fills > 0) == (rules == "seed")


def test_the_game_is_registered_with_its_options():
    game = GAMES["rumbo"]
    assert [o.name for o in game.options] == ["size", "rules", "komi"]
    komi = game.options[2]
    assert komi.default == "negotiate" and komi.parse("12") == 12
    assert komi.label(6) == "6"  # the help says once that player 1 then plays Vertical


def test_the_fast_list_of_hole_making_stones_matches_the_rule():
    rng = random.Random(11)
    for _ in range(10):
        for state in random_game(rng, size=6, rules="revised"):
            makers = state.hole_makers()
            for i, stone in enumerate(state.stones):
                if stone is None:
                    for colour in "BW":
                        assert bool(state.holes_made(colour, i)) == ((colour, i) in makers)


def test_a_fixed_komi_has_the_range_of_the_negotiation():
    komi = next(o for o in GAMES["rumbo"].options if o.name == "komi")
    for size in (5, 6, 9, 19):
        negotiated = [int(a.split()[1]) for a in new_game("rumbo", size=size).legal()]
        assert komi.choices_for({"size": size}) == ("negotiate", *negotiated)
    assert komi.choices_for({"size": 5})[-1] == 24
    with pytest.raises(ValueError, match="5 x 5 board the komi goes from 0 to 24"):
        new_game("rumbo", size=5, komi=40)
    with pytest.raises(ValueError, match="5 x 5 board the komi must be even"):
        new_game("rumbo", size=5, komi=5)
    assert new_game("rumbo", size=19, komi=360).komi == 360


def test_a_link_or_record_with_a_komi_out_of_range_is_refused_with_the_reason():
    good = new_game("rumbo", size=5, komi=6)
    data = record.to_dict(good)
    data["options"]["komi"] = 40
    with pytest.raises(record.RecordError, match="komi goes from 0 to 24"):
        record.load(data)
    data["options"]["komi"] = 7
    with pytest.raises(record.RecordError, match="komi must be even"):
        record.load(data)


def test_a_point_beside_two_dead_ends_is_refused_in_both_colours_but_the_dead_ends_are_not():
    # docs/rumbo.md: why a legal move always exists under the revised rules.
    state = start(size=5, rules="revised")
    for action in ("B@a2", "W@c2", "W@d1"):
        state = state.play(action)
    with pytest.raises(IllegalMove, match="would make a hole at a1"):
        state.play("B@b1")
    with pytest.raises(IllegalMove, match="would make a hole at c1"):
        state.play("W@b1")
    assert {"B@a1", "W@a1", "W@c1"} <= set(state.legal())
