"""The Trellis view: parse the SVG and check what it draws, never what is legal."""

import xml.etree.ElementTree as ET

from grove.app.controller import Controller
from grove.games import new_game
from grove.view import Hints, render

NS = {"s": "http://www.w3.org/2000/svg"}


def svg_of(state, hints=None):
    return ET.fromstring(render(state, hints))


def classes(root, name):
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def play(state, *actions):
    for action in actions:
        state = state.play(action)
    return state


def test_every_point_is_clickable_by_name():
    root = svg_of(new_game("trellis", size=7))
    cells = [e.get("data-cell") for e in root.iter() if e.get("data-cell")]
    assert sorted(cells) == sorted(f"{c}{r}" for c in "abcdefg" for r in range(1, 8))


def test_squares_are_checkered_with_the_upper_left_dark():
    root = svg_of(new_game("trellis", size=7))
    squares = classes(root, "square")
    assert len(squares) == 36
    top_left = min(squares, key=lambda e: (float(e.get("y")), float(e.get("x"))))
    assert "dark" in top_left.get("class")
    assert len(classes(root, "dark")) == len(classes(root, "light")) == 18


def test_coordinates_on_all_four_sides_and_goal_sides_coloured():
    root = svg_of(new_game("trellis", size=9))
    labels = [e.text for e in classes(root, "coord")]
    assert labels.count("a") == 2 and labels.count("i") == 2 and labels.count("9") == 2
    assert len(classes(root, "goal-B")) == 2 and len(classes(root, "goal-W")) == 2


def test_stones_links_and_the_last_turn():
    state = play(new_game("trellis", size=7, pie="off"),
                 "d4", "d7", "a1", "end", "g7", "end", "b2", "end")
    root = svg_of(state)
    assert len(classes(root, "stone-B")) == 3 and len(classes(root, "stone-W")) == 2
    # a1-b2 crosses the square whose lower-left point is a1: light on 7x7, so White links.
    assert state.board.home_colour(0, 0) == "W"
    assert len(classes(root, "link-W")) == 1 and classes(root, "link-B") == []
    marks = classes(root, "last")
    assert len(marks) == 1 and "last-W" in marks[0].get("class")


def test_each_white_link_lies_on_a_dark_edge_drawn_under_every_link():
    state = play(new_game("trellis", size=7, pie="off"),
                 "d4", "d7", "a1", "end", "g7", "end", "b2", "end", "c1", "end", "b3", "end")
    root = svg_of(state)
    drawn = [e for e in root.iter() if {"link", "link-edge"} & set((e.get("class") or "").split())]
    ends = [tuple(e.get(k) for k in ("x1", "y1", "x2", "y2")) for e in drawn]
    edges = [end for e, end in zip(drawn, ends, strict=True) if "link-edge-W" in e.get("class")]
    whites = [end for e, end in zip(drawn, ends, strict=True) if "link-W" in e.get("class")]
    assert whites and sorted(edges) == sorted(whites)
    first_link = next(k for k, e in enumerate(drawn) if "link" in e.get("class").split())
    assert all("link-edge" in e.get("class") for e in drawn[:first_link])
    assert len(drawn) == first_link + len(whites) + len(classes(root, "link-B"))


def test_the_winning_chain_is_highlighted():
    state = new_game("trellis", size=7)
    for name in ("d1", "d2", "d3", "d5", "d6", "d7"):
        state.stones[state.board.grid.index(name)] = "B"
    won = state.play("d4")
    root = svg_of(won)
    assert len(classes(root, "win")) == 7 + 6  # seven stones, six links between them


def test_targets_after_a_first_stone_are_the_second_stone_points():
    controller = Controller(play(new_game("trellis", size=7), "d4"))
    root = svg_of(controller.state, controller.hints())
    shown = {(float(e.get("cx")), float(e.get("cy"))) for e in classes(root, "target")}
    hits = {e.get("data-cell"): (float(e.get("cx")), float(e.get("cy")))
            for e in classes(root, "hit")}
    expected = {"a4", "g4", "d1", "d7", "c2", "e2", "c6", "e6", "b3", "b5", "f3", "f5"}
    assert shown == {hits[name] for name in expected}
    clickable = {e.get("data-cell") for e in classes(root, "clickable")}
    assert clickable == expected


def test_no_targets_are_shown_at_the_start_of_a_turn():
    controller = Controller(new_game("trellis", size=7))
    root = svg_of(controller.state, controller.hints())
    assert classes(root, "target") == []
    assert len(classes(root, "clickable")) == 49


def test_render_without_hints_and_text_is_escaped():
    text = render(new_game("trellis", size=7), Hints())
    assert text.startswith("<svg") and "<title>Trellis board, 7 by 7." in text
