"""The Arborel view: parse the SVG and check what it draws, in every quarter turn and the plan."""

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import messages
import pytest

import grove.view as grove_view
from grove import i18n
from grove.app.controller import Controller
from grove.games import new_game
from grove.view import Hints, render
from grove.view import arborel as view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_arborel import built, play  # noqa: E402  (scenario builders shared with the engine)

ROOT = Path(__file__).resolve().parents[2]


def svg(state, hints=None, **settings):
    return ET.fromstring(view.render(state, hints or Hints(), **settings))


def classes(root, *names):
    return [e for e in root.iter() if set(names) <= set((e.get("class") or "").split())]


def hits(root):
    return [e for e in root.iter() if e.get("data-cell") and "hit" in (e.get("class") or "")]


def points(element):
    return [tuple(map(float, p.split(","))) for p in element.get("points").split()]


@pytest.mark.parametrize("settings", [{"turn": t} for t in range(4)] + [{"plan": True}])
@pytest.mark.parametrize("players", [2, 4])
def test_every_square_has_one_hit_area_in_every_view(players, settings):
    root = svg(new_game("arborel", players=players), **settings)
    names = [e.get("data-cell") for e in hits(root)]
    assert len(names) == 100 and len(set(names)) == 100
    width = float(root.get("viewBox").split()[2])
    assert 500 <= width <= 720  # readable at about 700 pixels wide, not shrunk
    assert len(classes(root, "lord")) + len(classes(root, "lord-disc")) == players


@pytest.mark.parametrize("turn", range(4))
def test_columns_are_painted_back_to_front(turn):
    root = svg(new_game("arborel"), turn=turn)
    # Back is up the screen: each hit area's lowest point never rises as the drawing goes on,
    # apart from squares of one diagonal row, which do not overlap.
    lows = [max(y for _, y in points(e)) for e in classes(root, "square")]
    assert all(b >= a - 1e-6 for a, b in zip(lows, lows[1:], strict=False))
    front = {0: "a1", 1: "a10", 2: "j10", 3: "j1"}[turn]
    assert hits(root)[-1].get("data-cell") == front


def test_the_view_turns_by_quarter_turns_with_the_board_under_it():
    state = built({"e5": "block:B"})
    spots = []
    for turn in range(4):
        root = svg(state, turn=turn)
        hit = next(e for e in hits(root) if e.get("data-cell") == "e5")
        spots.append(points(hit))
    assert len({tuple(p) for p in spots}) == 4  # e5 moves round the centre
    assert "turn-1" in svg(state, turn=1).get("class")
    assert "turned 1 quarter turn." in svg(state, turn=1).get("aria-label")
    assert "turned 3 quarter turns." in svg(state, turn=3).get("aria-label")


def test_a_stair_shows_its_high_face_only_when_it_rises_towards_the_viewer():
    # The viewer of turn 0 looks from the south-west: the high face of a Stair rising west (on
    # the left) or south (on the right) faces him; rising east or north, it faces away.
    for way, face, seen in (("w", "left", True), ("s", "right", True), ("e", "left", False),
                            ("n", "right", False)):
        root = svg(built({"e5": f"stair:B:{way}"}))
        assert classes(root, "stair", "slope"), way
        assert bool(classes(root, "stair", face) and
                    len(points(classes(root, "stair", face)[0])) == 4) is seen, way
        turned = svg(built({"e5": f"stair:B:{way}"}), turn=2)
        assert bool([e for e in classes(turned, "stair") if len(points(e)) == 4
                     and "slope" not in e.get("class")]) is not seen, way


def test_blocks_towers_nests_and_heights_are_drawn():
    state = built({"e5": "stair:B:n,nest:W", "f5": "block:B,block:W"})
    root = svg(state)
    assert classes(root, "piece", "block", "pB") and classes(root, "piece", "block", "pW")
    assert classes(root, "piece", "nest", "pW") and classes(root, "piece", "stair", "pB")
    assert len({e.get("class").split()[1] for e in classes(root, "tower")}) == 2
    heights = sorted(e.text for e in classes(root, "height"))
    assert heights == ["1", "2", "3", "3"]  # e5 (a nested pair), f5, the two Towers
    plan = svg(state, plan=True)
    assert [e.text for e in classes(plan, "height")].count("0") == 96


def test_the_lords_reach_is_marked_once_he_is_picked():
    state = built(lords={0: "e5"})
    controller = Controller(state)
    controller.click("e5")
    root = svg(state, controller.hints())
    assert len(classes(root, "target")) == 24  # every square 1 to 3 steps away
    assert classes(root, "selected")


def test_the_last_turn_and_this_turn_are_marked():
    state = play(new_game("arborel"), "block@e5", "end", "stair@d4:n")
    root = svg(state)
    assert len(classes(root, "last")) == 1 and len(classes(root, "acted")) == 1


def test_reserves_and_the_third_turn_warning_are_shown_by_the_seat():
    state = play(new_game("arborel"), "block@e5", "end", "block@e6", "end", "block@e7", "end",
                 "block@e8", "end")
    swatch, figures = grove_view.seat_look(state, 0)
    assert figures == ("Blocks 3, Stairs 5", "leave the Tower now!")
    assert 'class="piece pB"' in swatch and ">B<" in swatch
    assert grove_view.seat_look(new_game("arborel"), 1)[1] == ("Blocks 5, Stairs 5",
                                                                "leave within 3 turns")
    root = svg(state)
    aria = next(e.get("aria-label") for e in hits(root) if e.get("data-cell") == "e5")
    assert aria.startswith("e5, block:B; height 1")


def test_view_controls_change_the_settings_used_by_default():
    state = new_game("arborel")
    try:
        assert [name for name, _ in view.controls()] == ["turn-left", "turn-right", "plan"]
        assert grove_view.controls("arborel") == view.controls()
        assert grove_view.controls("trellis") == []
        view.command("turn-right")
        assert "turn-1" in ET.fromstring(render(state)).get("class")
        view.command("turn-left")
        view.command("turn-left")
        assert "turn-3" in ET.fromstring(render(state)).get("class")
        view.command("plan")
        assert "plan" in ET.fromstring(render(state)).get("class").split()
    finally:
        view.settings.turn, view.settings.plan = 0, False


def test_the_3d_view_says_its_pieces_cover_other_squares_and_the_plan_does_not():
    # The page then outlines the square a click would take, over the pieces.
    try:
        assert grove_view.overlapping("arborel")
        view.command("plan")
        assert not grove_view.overlapping("arborel")
        assert not grove_view.overlapping("trellis") and not grove_view.overlapping(None)
    finally:
        view.settings.turn, view.settings.plan = 0, False


@pytest.mark.parametrize("code, words", [("en", "slope rising north"),
                                         ("fr", "pente montant vers le nord"),
                                         ("es", "pendiente que sube hacia el norte"),
                                         ("de", "Schräge ansteigend nach Norden")])
def test_a_slope_is_described_by_the_word_for_its_direction(code, words):
    state = built({"e5": "stair:B:n"})
    i18n.install(code, None if code == "en" else messages.compile_catalogue(
        code, messages.read_po(ROOT / "locale" / f"{code}.po")))
    try:
        aria = next(e.get("aria-label") for e in hits(svg(state)) if e.get("data-cell") == "e5")
    finally:
        i18n.install("en")
    assert words in aria, aria


@pytest.mark.parametrize("turn", range(4))
def test_the_rose_points_north_as_the_board_lies_in_each_turn(turn):
    root = svg(new_game("arborel"), turn=turn)
    north = next(e for e in root.iter() if (e.get("class") or "") == "rose north")
    rose = (float(north.get("x2")) - float(north.get("x1")),
            float(north.get("y2")) - float(north.get("y1")))
    centres = {e.get("data-cell"): points(e) for e in hits(root)}

    def middle(cell):
        corners = centres[cell]
        return (sum(x for x, _y in corners) / len(corners),
                sum(y for _x, y in corners) / len(corners))

    (x5, y5), (x6, y6) = middle("e5"), middle("e6")  # e6 is north of e5
    board = (x6 - x5, y6 - y5)
    cosine = ((rose[0] * board[0] + rose[1] * board[1])
              / ((rose[0] ** 2 + rose[1] ** 2) ** 0.5 * (board[0] ** 2 + board[1] ** 2) ** 0.5))
    assert cosine > 0.99
