"""The board before Python (grove/app/early.py): every game's opening, drawn at build time by the
live board's own views, and a position's fingerprint that tells two positions apart."""

import json

from grove.app.controller import Controller
from grove.app.early import boards_script, fingerprint, opening
from grove.app.session import Session
from grove.games import GAMES
from grove.view import render


def test_each_opening_is_the_board_a_new_game_draws():
    for game_id in GAMES:
        board = opening(game_id)
        state = Session.new(game_id, {}).shown
        assert board["position"] == fingerprint(state)
        assert board["prompt"] == state.prompt()
        assert board["svg"] == render(state, Controller(state).hints())
        assert board["svg"].startswith("<svg") and "data-cell=" in board["svg"]


def test_the_fingerprint_tells_positions_apart():
    s = Session.new("trellis", {"size": 7})
    seen = {fingerprint(s.shown)}
    for action in ("d4", "d7", "a1"):
        s.play(action)
        seen.add(fingerprint(s.shown))
    assert len(seen) == 4
    other = Session.new("trellis", {"size": 9})
    assert fingerprint(other.shown) != fingerprint(Session.new("trellis", {"size": 7}).shown)
    assert fingerprint(s.shown).startswith("3.")


def test_the_script_holds_every_games_opening():
    script = boards_script()
    data = script.split("self.GROVE_BOARDS = ", 1)[1].rstrip().rstrip(";")
    boards = json.loads(data)
    assert sorted(boards) == sorted(GAMES)
    assert boards["trellis"] == opening("trellis")
