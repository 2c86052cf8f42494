"""What a screen reader hears of a cell: its content, in the words a player uses."""

import xml.etree.ElementTree as ET

from grove.games import new_game
from grove.view import render


def labels(state) -> dict[str, str]:
    root = ET.fromstring(render(state))
    return {e.get("data-cell"): e.get("aria-label") for e in root.iter()
            if e.get("data-cell") and e.get("role") == "button"}


def test_a_trellis_stone_says_its_chain_and_the_sides_it_touches():
    state = new_game("trellis", size=7, pie="off")
    for action in ("d1", "d4", "a7", "end", "d2", "d5"):
        state = state.play(action)
    said = labels(state)
    assert said["d1"] == "d1, black stone, in a chain of 2, touching the bottom"
    assert said["d4"] == "d4, black stone, in a chain of 2"
    assert said["a7"] == "a7, white stone, a stone alone, touching the left side"
    assert said["c3"].startswith("c3, empty")
