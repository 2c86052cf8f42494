"""No colour is the only cue: every player's pieces carry a glyph or a hatching of their own, and
every highlight (targets, the selection, the last turn, this turn, the winning chain, what was
removed, where one may not play) is drawn as a shape of its own, the same shape in every game."""

import random
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from grove.app.controller import Controller
from grove.games import GAMES, new_game
from grove.view import Hints, render, seat_look
from grove.view import arborel as arborel_view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_arborel import built  # noqa: E402  (scenario builders shared with the engine)
from test_orbit import BROWNE_O  # noqa: E402
from test_orbit import with_stones as orbit_with_stones  # noqa: E402
from test_rumbo import with_stones as rumbo_with_stones  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"


def svg(state, hints=None, **settings):
    if settings:
        return ET.fromstring(arborel_view.render(state, hints or Hints(), **settings))
    return ET.fromstring(render(state, hints))


def having(root, *names):
    return [e for e in root.iter() if set(names) <= set((e.get("class") or "").split())]


def shape(element):
    """What a mark looks like, colours aside: the kind of figure (for a path, the run of its
    drawing commands: a cross, brackets and a slashed circle differ), whether it is hollow, and
    its dash pattern."""
    kind = element.tag.removeprefix(SVG)
    if kind == "ellipse":
        kind = "circle"  # a dot seen at a slant is still a dot
    if kind == "path":
        kind += ":" + re.sub(r"[^A-Za-z]", "", element.get("d"))
    return kind, element.get("fill") == "none", element.get("stroke-dasharray")


def shapes(root, css):
    found = {shape(e) for e in having(root, css)}
    assert found, f"no {css} mark drawn"
    return found


def centre(element):
    if element.get("d"):  # a path of absolute moves and lines: the mean of its points
        numbers = list(map(float, re.findall(r"-?[\d.]+", element.get("d"))))
        return (round(sum(numbers[0::2]) / len(numbers[0::2]), 1),
                round(sum(numbers[1::2]) / len(numbers[1::2]), 1))
    if element.get("points"):
        pts = [tuple(map(float, p.split(","))) for p in element.get("points").split()]
        return sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)
    return (float(element.get("cx") or element.get("x")),
            float(element.get("cy") or element.get("y")))


def playout(game_id, until, seed=1, limit=400, **options):
    """A random game from the start up to the first position where `until(state)` holds."""
    rng = random.Random(seed)
    state = new_game(game_id, **options)
    for _ in range(limit):
        if until(state):
            return state
        if state.over:
            break
        legal = state.legal()
        state = state.play(rng.choice([a for a in legal if a not in ("pass", "end")] or legal))
    raise AssertionError(f"no {game_id} position found")


# -- players ----------------------------------------------------------------------------------

def test_each_btt_seat_marks_its_pyramids_with_its_own_number():
    def all_seats_built(state):
        return {here[0] for here in state.cells if isinstance(here, tuple)} == set(range(6))

    state = playout("btt", all_seats_built, players=6)
    root = svg(state)
    marks = having(root, "seat-mark")
    glyph_of = {}
    for pyramid in having(root, "pyramid"):
        seat = pyramid.get("data-owner")
        x, y = centre(pyramid)
        nearest = min(marks, key=lambda m: (float(m.get("x")) - x) ** 2
                      + (float(m.get("y")) - y) ** 2)
        glyph_of.setdefault(seat, set()).add(nearest.text)
    assert glyph_of == {str(s): {str(s)} for s in range(1, 7)}, "one glyph a seat, each its own"
    # The player bars teach the same glyph beside each player's name.
    swatches = [ET.fromstring(seat_look(state, seat)[0]) for seat in range(6)]
    assert [having(s, "seat-mark")[0].text for s in swatches] == ["1", "2", "3", "4", "5", "6"]


def hatch_of(root, element, drawn):
    """The hatching laid over `element` (drawn right after it), or 'plain'."""
    following = drawn[drawn.index(element) + 1] if element in drawn[:-1] else None
    if following is not None and "hatching" in (following.get("class") or ""):
        return following.get("data-hatch")
    return "plain"


@pytest.mark.parametrize("settings", [{"turn": 0}, {"turn": 1}, {"plan": True}])
def test_arborel_players_are_told_apart_by_hatching_and_their_lords_by_letters(settings):
    state = built({"e5": "block:B", "f5": "block:R", "e6": "block:W", "f6": "stair:G:n",
                   "d4": "block:R,block:G"}, players=4)
    root = svg(state, **settings)
    drawn = list(root.iter())
    cue = {}
    for letter in "BRWG":
        pieces = [e for e in having(root, "piece", f"p{letter}")]
        assert pieces, letter
        kinds = {hatch_of(root, e, drawn) for e in pieces}
        assert len(kinds) == 1, f"{letter}'s pieces are hatched alike: {kinds}"
        cue[letter] = kinds.pop()
        seat = [state.letter(s) for s in range(4)].index(letter)
        swatch = ET.fromstring(seat_look(state, seat)[0])
        marks = list(swatch.iter())
        assert hatch_of(swatch, having(swatch, "piece")[0], marks) == cue[letter], \
            "the player bar teaches the hatching"
    # Red and Green, alike in lightness, differ in hatching, from each other and from the plain
    # black and white pieces (which differ from each other as black stones do from white).
    assert cue["B"] == cue["W"] == "plain"
    assert len({cue["R"], cue["G"], "plain"}) == 3
    letters = sorted(e.text for e in having(root, "lord-letter"))
    assert letters == ["B", "G", "R", "W"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_hatching_used_is_defined_in_the_same_drawing(game_id):
    """A rules example and the game share the page: each drawing carries its own patterns."""
    for seed in range(3):
        state = playout(game_id, lambda s: len(s.history) >= 30 or s.over, seed=seed)
        root = svg(state, Controller(state).hints())
        defined = {e.get("id") for e in root.iter(f"{SVG}pattern")}
        fills = [re.match(r"url\(#(.+)\)", e.get("fill") or "") for e in root.iter()]
        used = {m.group(1) for m in fills if m}
        assert used <= defined


# -- highlights ---------------------------------------------------------------------------------

def test_btt_target_selection_and_last_placement_are_three_shapes():
    state = playout("btt", lambda s: s.last is not None and len(s.history) > 8)
    free = [n for i, n in enumerate(state.board.names) if state.cells[i] is None]
    root = svg(state, Hints(clickable=frozenset(free[1:]), show_targets=True,
                            selected=(free[0],)))
    marks = [shapes(root, css) for css in ("target", "selected", "last")]
    assert all(len(m) == 1 for m in marks)
    assert len(set.union(*marks)) == 3


@pytest.mark.parametrize("settings", [{"turn": 0}, {"turn": 3}, {"plan": True}])
def test_arborel_target_selection_last_turn_and_this_turn_are_four_shapes(settings):
    state = built(lords={0: "e5"})
    state = state.play("block@d6").play("end").play("block@f3").play("end").play("stair@d4:n")
    controller = Controller(state)
    controller.click("e5")
    root = svg(state, controller.hints(), **settings)
    marks = [shapes(root, css) for css in ("target", "selected", "last", "acted")]
    assert all(len(m) == 1 for m in marks)
    assert len(set.union(*marks)) == 4


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_draws_targets_as_dots_and_a_selection_as_brackets(game_id):
    state = playout(game_id, lambda s: len(s.history) >= 6 and s.to_move is not None)
    names = [e.get("data-cell") for e in svg(state).iter() if e.get("role") == "button"]
    root = svg(state, Hints(clickable=frozenset(names[:4]), show_targets=True,
                            selected=(names[5],)))
    assert shapes(root, "target") == {("circle", False, None)}, "a solid dot"
    selected = {shape(e) for e in having(root, "selected")}
    if selected:  # the games whose actions take several clicks draw what is clicked so far
        (kind, hollow, dashes), = selected
        assert kind.startswith("path:") and set(kind[5:]) == set("ML") and hollow


def test_the_last_turn_is_a_ring_on_a_stone_and_a_target_a_solid_dot():
    controller = Controller(new_game("trellis", size=9, pie="off"))
    controller.click("e5")
    controller.click("e8")
    controller.click("b2")  # White's first stone: Black's last turn is shown, and targets
    root = svg(controller.state, controller.hints())
    assert shapes(root, "last") == {("circle", True, None)}
    assert shapes(root, "target") == {("circle", False, None)}
    last = sorted(centre(e) for e in having(root, "last"))
    state = controller.state
    stones = sorted(centre(e) for e in having(root, "hit")
                    if state.board.grid.index(e.get("data-cell")) in state.last_turn)
    assert last == stones, "a ring on each stone of the last turn"


def test_the_winning_chain_is_haloed_stone_by_stone():
    state = new_game("trellis", size=7)
    for name in ("d1", "d2", "d3", "d5", "d6", "d7", "a4"):
        state.stones[state.board.grid.index(name)] = "B"
    won = state.play("d4")
    root = svg(won)
    halos = sorted(centre(e) for e in having(root, "halo"))
    chain = sorted(centre(e) for e in having(root, "stone", "win"))
    assert len(chain) == 7 and halos == chain  # a4 is Black's but not in the chain


def test_orbit_no_entry_captures_and_the_last_move_are_different_shapes():
    ring = [s for s in BROWNE_O if s != "c2"]
    state = orbit_with_stones(black=ring, white=["d4", "a9", "g9", "h8", "h9"]).play("c2")
    root = svg(state, Controller(state).hints())
    kinds = [shapes(root, css) for css in ("forbidden", "removed", "last")]
    assert all(len(k) == 1 for k in kinds)
    assert len(set.union(*kinds)) == 3
    (removed,) = having(root, "removed")
    (ghost,) = having(root, "captured")
    assert centre(removed) == centre(ghost), "the cross is where the captured stone stood"


def test_rumbo_sides_are_hatched_along_their_direction_and_horizontal_is_dashed():
    state = rumbo_with_stones(black=["c5", "d6", "e5", "f4", "e3"], white=["d5", "e4"])
    root = svg(state.play("B@d4"))
    hatch = {side: {e.get("data-hatch") for e in having(root, "hatching", f"hatching-{side}")}
             for side in "VH"}
    assert hatch == {"V": {"vertical"}, "H": {"horizontal"}}
    dashes = {side: {e.get("stroke-dasharray") for e in having(root, f"outline-{side}")
                     + having(root, f"reach-{side}")} for side in "VH"}
    assert dashes["V"] == {None} and None not in dashes["H"]


def test_arbos_marks_the_fewer_of_open_and_closed_cells():
    state = new_game("arbos", size=18)
    state = state.play(state.legal()[0])  # a spore: nearly every cell is still open
    controller = Controller(state)
    root = svg(state, controller.hints())
    open_ = controller.clickable()
    empty = {n for i, n in enumerate(state.board.grid.names) if state.cell_at(i) is None}
    closed = empty - open_
    assert len(open_) > len(closed)
    assert having(root, "target") == []
    assert len(having(root, "forbidden")) == len(closed)


def test_arbos_last_turn_and_this_turn_differ_in_shape():
    def both(state):
        return state.last_cells and state.turn_cells and all(
            state.cell_at(i) for i in (*state.last_cells, *state.turn_cells))

    state = playout("arbos", both, size=18)
    root = svg(state)
    last, current = shapes(root, "last"), shapes(root, "current")
    assert last == {("circle", True, None)} and current == {("rect", False, None)}
