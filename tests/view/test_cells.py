"""Every game's cells are buttons a keyboard or a screen reader can use: named by their content
and by whether they can be played now, inside a board that is a labelled group."""

import xml.etree.ElementTree as ET

import pytest

from grove.app.controller import Controller
from grove.games import GAMES, new_game
from grove.view import render

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_cell_is_a_named_button_saying_if_it_can_be_played(game_id):
    state = new_game(game_id)
    controller = Controller(state)
    root = ET.fromstring(render(state, controller.hints()))
    assert root.get("role") == "group" and root.get("aria-label")
    cells = [e for e in root.iter() if e.get("data-cell") and e.get("role") == "button"]
    names = [e.get("data-cell") for e in cells]
    assert len(names) == len(set(names)) > 0, "one button per cell"
    playable = controller.clickable()
    assert playable or game_id == "rumbo", "a new game has somewhere to play (Rumbo: komi first)"
    for element in cells:
        name, label = element.get("data-cell"), element.get("aria-label")
        assert label.startswith(f"{name}, ")
        assert label.endswith(", can be played") == (name in playable), label
