"""The worker plays a line once (grove.ai.Line): a review's questions about one game, position
after position, replay nothing again, and any other line is played anew."""

import pytest

from grove import ai, record
from grove.games import new_game
from grove.record import RecordError


def line_text(actions, ply=None, size=7):
    state = new_game("trellis", size=size)
    for action in actions:
        state = state.play(action)
    return record.encode(state, (), ply)


def test_questions_about_one_line_play_it_once(monkeypatch):
    played = []
    real = record.play
    monkeypatch.setattr(record, "play", lambda *args: played.append(args[1]) or real(*args))
    worker = ai.Line()
    actions = ["d4", "d7", "a1", "end", "b2"]
    for ply in (0, 3, None, 2):
        state = worker.of(line_text(actions, ply))
        assert state.history == tuple(actions[:ply] if ply is not None else actions)
    assert played == actions  # once, for four questions
    worker.of(line_text(actions + ["end"]))  # the game went on: played anew
    worker.of(line_text(actions, size=9))  # another game
    assert played == actions + actions + ["end"] + actions


def test_a_bad_record_is_refused_as_ever_and_forgets_nothing_wrong():
    worker = ai.Line()
    worker.of(line_text(["d4"]))
    for bad in ("{", '{"format":1}', "x" * (record.MAX_TEXT + 1), None):
        with pytest.raises(RecordError):
            worker.of(bad)
    assert worker.of(line_text(["d4"], 0)).history == ()
