"""Records encode a game and decode it by replaying every action (DESIGN.md §4)."""

import json

import pytest

from grove.core.record import RecordError, decode, encode
from grove.games import new_game


def sample():
    state = new_game("trellis", size=9, pie="meyers")
    for action in ("e5", "e8", "a1", "end", "i9", "end", "white", "c3", "end"):
        state = state.play(action)
    return state


def test_a_record_round_trips():
    state = sample()
    text = encode(state)
    assert json.loads(text) == {
        "format": 1, "game": "trellis", "options": {"size": 9, "pie": "meyers"},
        "history": ["e5", "e8", "a1", "end", "i9", "end", "white", "c3", "end"],
    }
    assert decode(text) == state


def mangled(**change):
    data = json.loads(encode(sample()))
    data.update(change)
    return json.dumps(data)


@pytest.mark.parametrize("text, reason", [
    ("", "not readable JSON"),
    ("{", "not readable JSON"),
    ("[1, 2]", "not an object"),
    ("[" * 100000, "not readable JSON"),
    ("x" * 300000, "too long"),
    (mangled(format=2), "newer Grove"),
    (mangled(format="1"), "no known format"),
    (mangled(game="chess"), "no known game"),
    (mangled(options={"size": 8}), "options are wrong: option size cannot be 8"),
    (mangled(options={"colour": 1}), "options are wrong"),
    (mangled(options=[]), "options are not"),
    (mangled(history="e5"), "history is not a list"),
    (mangled(history=["e5", 3]), "history is not a list"),
    (mangled(history=["e5", "e5"]), r"action 2 \('e5'\) cannot be played: e5 is taken"),
    (mangled(history=["zz"]), "action 1"),
])
def test_a_bad_record_says_what_is_wrong(text, reason):
    with pytest.raises(RecordError, match=reason):
        decode(text)
