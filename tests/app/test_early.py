"""The board before Python (grove/app/early.py): every game's opening, drawn at build time by the
live board's own views, and a position's fingerprint that tells two positions apart."""

import json
import random

from grove.app import early
from grove.app.controller import Controller
from grove.app.early import boards_script, fingerprint, opening
from grove.app.linkseat import LinkSeat
from grove.app.session import Session
from grove.games import GAMES, new_game
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


def test_a_kept_board_is_read_back_and_anything_else_is_none():
    from grove.app.early import kept_svg
    from grove.app.store import MemoryBackend

    backend = MemoryBackend()
    backend.set("grove.board.game.1", json.dumps({"svg": "<svg>x</svg>", "saved": 1}))
    backend.set("grove.board.game.2", "{damaged")
    backend.set("grove.board.game.3", json.dumps({"svg": "<script>"}))
    backend.set("grove.board.game.4", json.dumps([1]))
    assert kept_svg(backend, "grove.game.1") == "<svg>x</svg>"
    for key in ("grove.game.2", "grove.game.3", "grove.game.4", "grove.game.5"):
        assert kept_svg(backend, key) is None


def test_a_thumbnail_owns_its_ids_and_their_references():
    from grove.app.early import thumbnail

    state, rng = GAMES["rumbo"].new(size=5, komi=6), random.Random(3)
    while "url(#rumbo-hatch-H)" not in render(state):  # a group claimed by Horizontal
        state = state.play(rng.choice(state.legal()))
    svg = render(state)
    assert 'id="rumbo-hatch-H"' in svg and "url(#rumbo-hatch-H)" in svg
    small = thumbnail(svg, "row3-")
    assert 'id="row3-rumbo-hatch-H"' in small and "url(#row3-rumbo-hatch-H)" in small
    assert 'id="rumbo' not in small and "url(#rumbo" not in small
    # A picture without words: nothing to read, nothing in the language it was drawn in.
    assert "<title>" in svg and "<text" in svg and "aria-label" in svg
    assert "<title>" not in small and "<text" not in small and "aria-label" not in small
    assert "role=" not in small and small.count("<rect") == svg.count("<rect")


def test_a_board_drawn_from_a_record_is_the_one_the_game_opens_on():
    game = Session(new_game("trellis", size=7))
    for action in ("d4", "end"):
        game.play(action)
    board = early.drawn(game)
    assert board["position"] == early.fingerprint(game.state) and board["game"] == "trellis"
    assert "hit clickable" in board["svg"] and len(board["bars"]) == 2
    assert board["prompt"].startswith("White to play")  # said: kept as the page says it
    waiting = early.drawn(game, LinkSeat("ab12", seat=0, final=2))  # White's to play, not yours
    assert "hit clickable" not in waiting["svg"] and 'data-cell="d4"' in waiting["svg"]
