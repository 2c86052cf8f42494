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


def test_a_save_with_odd_summary_fields_still_lists():
    st = store()
    st.backend.set("grove.save.1", json.dumps({
        "format": 1, "name": "A\x00 <b>" + "x" * 100, "saved": "soon",
        "summary": {"game": ["Trellis"], "players": "Ann v Bo", "moves": 10**400,
                    "result": "x\x1b" * 300}}))
    st.backend.set("grove.save.2", '{"format": 1, "name": "far", "saved": 1e300, '
                                   '"summary": {"moves": "12"}}')
    infos = {i.key: i for i in st.saves()}
    odd, far = infos["grove.save.1"], infos["grove.save.2"]
    assert odd.name == ("A <b>" + "x" * 100)[:60] and odd.game == "?" and odd.saved == 0.0
    assert odd.moves == 0 and odd.result == "x" * 100  # cut to 200, control characters dropped
    assert far.saved == 0.0 and far.moves == 0  # a time the page cannot show, a number as text
    assert st.problems == []


class Refusing(MemoryBackend):
    def set(self, key, value):
        raise OSError("QuotaExceededError")


def test_when_setting_aside_is_refused_the_value_stays_and_is_reported():
    st = Store(Refusing({"grove.autosave.trellis": "{broken", "grove.save.1": "[]"}),
               clock=Clock())
    assert st.autosaved("trellis") is None and st.saves() == []
    assert st.backend.data == {"grove.autosave.trellis": "{broken", "grove.save.1": "[]"}
    assert [p.split(";")[1] for p in st.problems] == [
        " it is left where it was (grove.autosave.trellis).",
        " it is left where it was (grove.save.1)."]
    with pytest.raises(StoreError, match="refused"):
        st.autosave("trellis", session("d4"))


def test_renaming_a_broken_save_sets_it_aside_and_says_so():
    st = store({"grove.save.1": '{"format": 0, "name": "x"}'})
    with pytest.raises(StoreError, match="could not be read; it was kept aside as grove.aside"):
        st.rename("grove.save.1", "new")
    assert st.problems == [] and st.backend.get("grove.save.1") is None
    assert list(st.backend.data.values()) == ['{"format": 0, "name": "x"}']
