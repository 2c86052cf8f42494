"""Each game is registered once (grove.games.CATALOGUE), and offers every part the layers read."""

import importlib
import inspect
from pathlib import Path

import pytest

from grove import ai, learn, links, view
from grove.games import CATALOGUE, ENTRIES, GAMES
from grove.learn.puzzles import read

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("entry", CATALOGUE, ids=lambda e: e.game_id)
def test_every_game_offers_each_part(entry):
    game = entry.game
    assert GAMES[entry.game_id] is game and entry.name == game.name and entry.blurb
    drawing = importlib.import_module(entry.view)
    assert inspect.signature(drawing.render).parameters.keys() >= {"state", "hints"}
    assert view.render(game.new()).startswith("<svg")
    knowledge = importlib.import_module(entry.ai).KNOWLEDGE
    assert ai.knowledge_for(entry.game_id) is knowledge
    assert learn.lessons(entry.game_id) and learn.rules(entry.game_id)
    assert not learn.untaught(entry.game_id)
    puzzles = read((ROOT / entry.puzzles).read_text(), entry.game_id)
    assert puzzles, entry.puzzles
    # The options a link leaves out are options of the game, with values it allows.
    options = {option.name: option for option in game.options}
    for name, value in entry.link_defaults.items():
        assert value in options[name].choices, (name, value)
    assert links.LINK_DEFAULTS[entry.game_id] == entry.link_defaults


def test_the_registry_holds_six_games_each_once():
    assert len(CATALOGUE) == len(ENTRIES) == len(GAMES) == 6
    assert list(ENTRIES) == [entry.game_id for entry in CATALOGUE]
