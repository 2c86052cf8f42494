"""The Orbit view: structures tinted, shared and forbidden points, captures, dead stones."""

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from grove.app.controller import Controller
from grove.view import render

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_orbit import BROWNE_O, BROWNE_X, with_stones  # noqa: E402


def parse(state):
    controller = Controller(state)
    return ET.fromstring(render(state, controller.hints()))


def having(root, *names):
    return [e for e in root.iter() if set(names) <= set((e.get("class") or "").split())]


def test_orbits_and_half_orbits_are_tinted_by_owner_and_kind():
    root = parse(with_stones(black=BROWNE_O, white=BROWNE_X))
    assert len(having(root, "zone", "orbit", "zone-B")) == 5
    assert len(having(root, "zone", "half", "zone-W")) == 7
    assert having(root, "zone", "half", "zone-B") == [] == having(root, "zone", "orbit", "zone-W")


def test_points_forbidden_to_the_player_to_move_are_marked():
    root = parse(with_stones(black=BROWNE_O, white=BROWNE_X))  # Black to move
    assert len(having(root, "forbidden")) == 7  # White's half-orbit points
    cells = {e.get("data-cell") for e in having(root, "clickable")}
    assert "g9" not in cells and "c4" in cells


def test_a_capture_and_the_last_move_are_shown():
    ring = [s for s in BROWNE_O if s != "c2"]
    state = with_stones(black=ring, white=["d4", "a9"]).play("c2")
    root = parse(state)
    assert len(having(root, "captured")) == 1 and len(having(root, "last", "last-B")) == 1
    assert len(having(root, "stone-W")) == 1


def test_shared_territory_is_marked():
    black_wall = [f"b{r}" for r in range(1, 7)] + ["c7", "d7", "e7"] + [f"f{r}" for r in
                                                                        range(1, 7)]
    root = parse(with_stones(black=black_wall, white=["d5", "c4", "e4", "d3"]))
    assert len(having(root, "shared")) == 1


def test_dead_stones_are_drawn_as_such_at_the_end():
    black = ["b1", "b2", "c3", "d3", "e3", "f2", "f1"]
    over = with_stones(black=black, white=["d2"]).play("pass").play("pass")
    root = parse(over)
    assert len(having(root, "dead", "dead-W")) == 1 and having(root, "stone-W") == []
    assert having(root, "forbidden") == [] and having(root, "clickable") == []
    label = root.get("aria-label")
    assert "Black wins (territory: Black 6, White 0)" in label
