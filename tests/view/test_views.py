"""Every registered game has a view, and each view draws its new game with clickable cells."""

import xml.etree.ElementTree as ET

import pytest

from grove.app.controller import Controller
from grove.games import CATALOGUE, GAMES, new_game
from grove.view import VIEWS, render


def test_every_game_has_a_view_and_a_catalogue_entry():
    assert set(VIEWS) == set(GAMES)
    for entry in CATALOGUE:
        if entry.game_id in GAMES:
            assert (entry.name, entry.blurb) == (GAMES[entry.game_id].name,
                                                 GAMES[entry.game_id].blurb)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_new_game_draws_with_every_first_click_available(game_id):
    controller = Controller(new_game(game_id))
    root = ET.fromstring(render(controller.state, controller.hints()))
    cells = {e.get("data-cell") for e in root.iter() if e.get("data-cell")}
    assert controller.clickable() <= cells


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rules_example_replays_and_draws(game_id):
    for caption, options, actions in GAMES[game_id].examples:
        state = new_game(game_id, **options)
        for action in actions:
            state = state.play(action)
        assert caption and ET.fromstring(render(state, Controller(state).hints()))
