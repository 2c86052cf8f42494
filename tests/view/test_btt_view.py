"""The Branches & Twigs & Thorns view: parse the SVG and check what it draws."""

import math
import xml.etree.ElementTree as ET

import pytest

import grove.view as grove_view
from grove.app.controller import Controller
from grove.games import new_game
from grove.view import render


def svg_of(state, hints=None):
    return ET.fromstring(render(state, hints))


def classes(root, name):
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def play(state, *actions):
    for action in actions:
        state = state.play(action)
    return state


def corners(element):
    return [tuple(map(float, p.split(","))) for p in element.get("points").split()]


def centre(element):
    pts = corners(element)
    return sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)


@pytest.mark.parametrize("players, board, wedges", [
    (2, "standard", 0), (3, "standard", 3), (3, "7x7", 0), (4, "standard", 0),
    (5, "standard", 5), (5, "closed", 5), (6, "standard", 6),
    *((p, "arcade", 0) for p in range(2, 7)), (2, "martian", 0), (4, "martian", 0)])
def test_every_cell_of_every_board_is_drawn_and_clickable_by_name(players, board, wedges):
    scoring = "martian" if board == "martian" else "seed"
    state = new_game("btt", players=players, board=board, scoring=scoring)
    root = svg_of(state)
    cells = [e.get("data-cell") for e in root.iter() if e.get("data-cell")]
    assert sorted(cells) == sorted(state.board.names)
    assert len(classes(root, "square")) == state.board.size
    assert [e.text for e in classes(root, "wedge-name")] == list("ABCDEF"[:wedges])
    assert [len(grove_view.seat_look(state, seat)[1]) for seat in range(players)] == [2] * players
    assert len(classes(root, "glued")) == (4 if board == "closed" else 0)


def test_an_arcade_board_is_a_rectangle_with_a1_at_the_bottom_left():
    root = svg_of(new_game("btt", players=3, board="arcade"))
    hits = {e.get("data-cell"): centre(e) for e in classes(root, "hit")}
    assert len(hits) == 30 and "f5" in hits and "g1" not in hits
    assert hits["a1"][0] < hits["f1"][0] and hits["a1"][1] > hits["a5"][1]
    assert "6 by 5" in root.get("aria-label")


def test_martian_go_starts_with_its_root_on_the_board():
    root = svg_of(new_game("btt", players=4, board="martian", scoring="martian"))
    assert len(classes(root, "root")) == 4 and not classes(root, "null")
    assert grove_view.seat_look(new_game("btt", players=4, board="martian", scoring="martian"),
                                0)[1][0] == "0 points"


def test_the_chessboard_has_a1_at_the_bottom_left_and_h8_at_the_top_right():
    root = svg_of(new_game("btt", players=4))
    hits = {e.get("data-cell"): centre(e) for e in classes(root, "hit")}
    assert hits["a1"][0] < hits["b1"][0] and hits["a1"][1] > hits["a2"][1]
    assert hits["h8"][0] > hits["g8"][0] and hits["h8"][1] < hits["h7"][1]
    assert {e.text for e in classes(root, "coord")} == set("abcdefgh12345678")


def test_tokens_pyramids_and_the_last_placement():
    state = play(new_game("btt"), "null@h4", "root@d2", "3s@d3", "1e@c3")
    root = svg_of(state)
    assert len(classes(root, "null")) == 1 and len(classes(root, "root")) == 1
    pyramids = classes(root, "pyramid")
    assert [(p.get("data-owner"), p.get("data-size")) for p in pyramids] == [
        ("1", "3"), ("2", "1")]
    assert "p1" in pyramids[0].get("class") and "p2" in pyramids[1].get("class")
    assert [e.text for e in classes(root, "seat-mark")][:2] == ["1", "2"]
    large, small = (math.dist(*corners(p)[1:]) for p in pyramids)
    assert large > 1.8 * small  # sized by pips
    hits = {e.get("data-cell"): centre(e) for e in classes(root, "hit")}
    last = classes(root, "last")
    assert len(last) == 1 and math.dist(centre(last[0]), hits["c3"]) < 1


def test_a_pyramid_points_at_the_square_it_points_at():
    state = play(new_game("btt", players=6), "null@aa1", "null@ba1", "null@ca1", "root@bd2",
                 "root@ea1", "root@fa1", "2n@ab4")  # across the seam from wedge a into b
    root = svg_of(state)
    hits = {e.get("data-cell"): centre(e) for e in classes(root, "hit")}
    apex = corners(classes(root, "pyramid")[0])[0]
    here, there = hits["ab4"], hits["bd2"]
    assert math.dist(apex, there) < math.dist(here, there)
    assert math.dist(apex, there) < min(math.dist(apex, hits[n]) for n in ("ac4", "aa4", "ab3"))


def test_a_click_on_a_square_offers_its_sizes_and_directions_and_marks_it():
    controller = Controller(play(new_game("btt"), "null@h4", "root@d2"))
    outcome = controller.click("d3")
    assert outcome.kind == "choose"
    assert [label for _, label in outcome.choices] == [
        "Small (1), pointing south: free", "Medium (2), pointing south: free",
        "Large (3), pointing south: free"]
    root = svg_of(controller.state, controller.hints())
    assert len(classes(root, "selected")) == 1


def test_coins_and_stash_are_shown_by_each_seat():
    state = play(new_game("btt"), "null@h4", "root@d2", "1s@d3", "3e@c3")
    assert grove_view.seat_look(state, 0)[1] == ("8 coins", "small 4 · medium 5 · large 5")
    assert grove_view.seat_look(state, 1)[1] == ("1 coin", "small 5 · medium 5 · large 4")


@pytest.mark.parametrize("players, board", [(2, "standard"), (3, "standard"), (3, "7x7"),
                                            (4, "standard"), (5, "standard"), (5, "closed"),
                                            (6, "standard"), (4, "arcade"), (2, "martian")])
def test_every_pyramid_fits_its_square(players, board):
    from grove.view import btt as view

    scoring = "martian" if board == "martian" else "seed"
    state = new_game("btt", players=players, board=board, scoring=scoring)
    layout = view.layout_for(state.board)
    for i in range(state.board.size):
        for _direction, _link, side in state.board.links[i]:
            for size in (1, 2, 3):
                drawn = ET.fromstring(view.pyramid(layout, i, 0, size, side)[0])
                corners = [tuple(map(float, p.split(","))) for p in drawn.get("points").split()]
                outside = [c for c in corners if not view.inside(c, layout.shapes[i])]
                assert not outside, (state.board.names[i], side, size, outside)
