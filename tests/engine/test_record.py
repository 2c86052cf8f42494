"""Records encode a game and decode it by replaying every action (docs/architecture.md)."""

import json

import pytest

from grove import record
from grove.games import new_game
from grove.links import from_link, to_link
from grove.record import Loaded, RecordError, decode, encode, read


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
    ("[" * 100000, "nested more than 10 deep"),
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


# -- names, positions and links -----------------------------------------------------------------


def test_names_and_the_position_travel_with_the_record():
    state = sample()
    loaded = read(encode(state, names=("Ann", "Bo"), ply=4))
    assert loaded == Loaded(state, ("Ann", "Bo"), 4) and loaded.at == 4
    assert read(encode(state)).names == () and read(encode(state)).at == len(state.history)


@pytest.mark.parametrize("change, reason", [
    ({"names": ["a", "b", "c"]}, "one name per seat"),
    ({"names": "Ann"}, "one name per seat"),
    ({"names": ["x" * 41]}, "at most 40"),
    ({"ply": 99}, "not a move of the game"),
    ({"ply": -1}, "not a move of the game"),
    ({"ply": "3"}, "not a move of the game"),
])
def test_bad_names_and_positions_are_refused(change, reason):
    with pytest.raises(RecordError, match=reason):
        decode(mangled(**change))


def test_control_characters_in_names_are_dropped():
    assert read(mangled(names=["A\x00n\nn", "<b>"])).names == ("Ann", "<b>")


def test_hints_used_travel_with_the_record_and_the_link():
    state = sample()
    assert read(encode(state, hints=(2, 0))).hints == (2, 0)
    assert from_link(to_link(state, hints=(0, 3))).hints == (0, 3)
    assert "hints" not in encode(state, hints=(0, 0))  # nothing is written when none was used
    assert read(encode(state)).hints == ()


@pytest.mark.parametrize("hints", [[1, 2, 3], [-1], ["1"], [True], 2, [10**9]])
def test_bad_hint_counts_are_refused(hints):
    with pytest.raises(RecordError, match="hints are not a count per seat"):
        read(mangled(hints=hints))

def test_hints_allowed_between_people_travel_with_the_record_and_the_link():
    state = sample()
    assert read(encode(state, assist=True)).assist and from_link(to_link(state, assist=True)).assist
    assert "assist" not in encode(state) and not read(encode(state)).assist


@pytest.mark.parametrize("assist", [1, "yes", None, []])
def test_a_bad_hints_allowed_is_refused(assist):
    with pytest.raises(RecordError, match="hints allowed"):
        read(mangled(assist=assist))


def test_a_link_carries_its_game_id_and_sender():
    state = sample()
    loaded = from_link(to_link(state, ("Ann", "Bo"), match="k3x9a2", sender=1))
    assert (loaded.state, loaded.match, loaded.sender) == (state, "k3x9a2", 1)
    with pytest.raises(RecordError, match="game id"):
        read(mangled(match="no spaces!"))
    with pytest.raises(RecordError, match="not a seat"):
        read(mangled(sender=2))


def test_a_refusal_quoting_odd_characters_stays_short_and_printable():
    # Found by the soak run (scripts/soak.py): characters that print escaped, ten characters each,
    # once made the quote of an action, and so the message, far longer than what is read.
    odd = "0000\x7f\x7f\xad\U00014647\U00018cd6\U00018d09\U0002ebe1000" * 3 + "end"
    text = json.dumps({"format": 1, "game": "trellis", "options": {"size": 7},
                       "history": [odd]})
    with pytest.raises(record.RecordError) as refusal:
        record.read(text)
    message = str(refusal.value)
    assert message.startswith("action 1 ('0000\\x7f") and "cannot be played" in message
    assert len(message) <= 300 and message.isprintable()
    assert len(record.shown(odd)) <= record.MAX_SHOWN + 3
