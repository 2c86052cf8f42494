"""Saved games: autosave per game type, named saves, and nothing ever lost."""

import json

import pytest

from grove.app.session import Session
from grove.app.store import MemoryBackend, Store, StoreError


def session(*actions):
    s = Session.new("trellis", {"size": 7}, names=("Ann", "Bo"))
    for action in actions:
        s.play(action)
    return s


class Clock:
    def __init__(self):
        self.now = 1_700_000_000.0

    def __call__(self):
        self.now += 1
        return self.now


def store(data=None, limit=None):
    return Store(MemoryBackend(data, limit), clock=Clock())


def test_autosave_per_game_type_restores_the_game():
    st = store()
    game = session("d4", "d7", "a1")
    game.undo()
    st.autosave("trellis", game)
    loaded = st.autosaved("trellis")
    again = Session.from_loaded(loaded)
    assert again.line == ("d4", "d7", "a1") and again.cursor == 2
    assert again.names == ("Ann", "Bo")
    assert st.autosaved("orbit") is None


def test_two_game_types_do_not_overwrite_each_other():
    st = store()
    st.autosave("trellis", session("d4"))
    orbit = Session.new("orbit", {"size": 9})
    orbit.play("e5")
    st.autosave("orbit", orbit)
    assert st.autosaved("trellis").state.history == ("d4",)
    assert st.autosaved("orbit").state.history == ("e5",)


def test_save_list_rename_open_delete_and_undo_delete():
    st = store()
    key = st.save("  Friday\n game ", session("d4", "d7"))
    st.save("Another", session())
    infos = st.saves()
    assert [i.name for i in infos] == ["Another", "Friday game"]
    friday = infos[1]
    assert (friday.game, friday.players, friday.moves, friday.result) == (
        "Trellis", "Ann (Black) v Bo (White)", 2, "in progress")
    st.rename(key, "Friday rematch")
    assert st.saves()[1].name == "Friday rematch"
    assert st.open(key).state.history == ("d4", "d7")
    raw = st.delete(key)
    assert [i.name for i in st.saves()] == ["Another"]
    st.restore(key, raw)
    assert [i.name for i in st.saves()] == ["Another", "Friday rematch"]


def test_a_save_never_overwrites_another():
    st = Store(MemoryBackend(), clock=lambda: 5.0)
    first = st.save("one", session())
    second = st.save("two", session("d4"))
    assert first != second and len(st.saves()) == 2


@pytest.mark.parametrize("raw, why", [
    ("{not json", "could not be read"),
    ('{"format": 9, "record": {}}', "newer Grove"),
    ('{"format": 1, "record": {"format": 1, "game": "chess"}}', "damaged"),
    ("[1, 2]", "could not be read"),
])
def test_a_broken_or_newer_autosave_is_set_aside_and_reported(raw, why):
    st = store({"grove.autosave.trellis": raw})
    assert st.autosaved("trellis") is None
    assert len(st.problems) == 1 and why in st.problems[0]
    aside = [k for k in st.backend.keys() if k.startswith("grove.aside.")]
    assert len(aside) == 1 and st.backend.get(aside[0]) == raw
    assert st.backend.get("grove.autosave.trellis") is None


def test_a_broken_save_is_set_aside_and_the_others_still_list():
    st = store()
    st.save("good", session("d4"))
    st.backend.set("grove.save.1", '{"format": 7}')
    st.backend.set("grove.save.2", '{"format": 1, "name": "x"}')
    assert [i.name for i in st.saves()] == ["good"]
    assert len(st.problems) == 2
    kept = {st.backend.get(k) for k in st.backend.keys() if k.startswith("grove.aside.")}
    assert kept == {'{"format": 7}', '{"format": 1, "name": "x"}'}


def test_a_full_storage_refuses_and_keeps_what_was_there():
    st = store(limit=350)
    st.autosave("trellis", session("d4"))
    before = dict(st.backend.data)
    long_game = session("d4", "d7", "a1", "end", "g1", "end", "a4", "end", "g4", "end")
    with pytest.raises(StoreError, match="full"):
        st.save("x" * 60, long_game)
    assert st.backend.data == before
    assert json.loads(before["grove.autosave.trellis"])["record"]["history"] == ["d4"]
