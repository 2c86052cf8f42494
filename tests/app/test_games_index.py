"""The index of your games (grove.app.index): the home list reads one entry, and the games stay
the truth: a missing, damaged, partial or stale index is made again from them, losing nothing."""

import json
import sys
from pathlib import Path

import pytest

from grove.app import index
from grove.app.index import INDEX
from grove.app.linkseat import LinkSeat
from grove.app.store import MemoryBackend, Store, StoreError

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_store import Clock, session  # noqa: E402  (the store's own test helpers)


class Counting(MemoryBackend):
    """A storage that counts which keys are read."""

    def __init__(self, data=None, limit=None):
        super().__init__(data, limit)
        self.read: list[str] = []

    def get(self, key):
        self.read.append(key)
        return super().get(key)


def stocked() -> Store:
    """A store with a game in play, a finished one, a game by link and a saved copy."""
    st = Store(Counting(), clock=Clock())
    st.write(st.new_key(), session("d4", "end"), "Tuesday")
    finished = session("d4", "end")
    finished.play("resign 2")
    st.write(st.new_key(), finished)
    st.write("grove.game.m-ab12", session("d4"), link=LinkSeat("ab12", 0, 0))
    st.save("A copy", session("d4", "end", "a1"))
    return st


def listed(st: Store) -> list[tuple]:
    """The list as the page shows it: every fact and every word of every row."""
    return [(i.key, i.game_id, i.mine, i.moves, i.saved, i.copy, i.by_link, i.match, i.over,
             i.twins, i.rounds, i.name, i.game, i.players, i.turn, i.result) for i in st.games()]


def from_the_games(st: Store) -> list[tuple]:
    """The list read from the games themselves, as with no index."""
    kept = st.backend.get(INDEX)
    st.backend.remove(INDEX)
    try:
        return listed(st)
    finally:
        st.backend.set(INDEX, kept)


def test_the_list_reads_the_index_and_no_game():
    st = stocked()
    st.games()  # in step
    st.backend.read.clear()
    rows = st.games()
    assert len(rows) == 4 and st.backend.read == [INDEX]


def test_the_index_says_what_the_games_say():
    st = stocked()
    assert listed(st) == from_the_games(st)
    assert {i.name for i in st.games()} == {"Tuesday", "", "A copy"}
    by_link = next(i for i in st.games() if i.by_link)
    assert by_link.match == "ab12" and by_link.mine


@pytest.mark.parametrize("damage", [None, "", "{not json", "[]", '{"format":9,"games":{}}',
                                    '{"format":1,"games":[]}', '{"format":1,"games":{"x":3}}',
                                    "[" * 5000 + "]" * 5000])
def test_a_missing_or_damaged_index_is_made_again_from_the_games(damage):
    st = stocked()
    want = from_the_games(st)
    if damage is None:
        st.backend.remove(INDEX)
    else:
        st.backend.set(INDEX, damage)
    assert listed(st) == want
    assert set(index.read(st.backend)) == {info.key for info in st.games()}
    assert st.problems == []  # the index is no game: nothing to set aside or report


def test_a_game_with_no_row_is_read_and_a_row_whose_game_is_gone_dropped():
    st = stocked()
    # A release before the index wrote this game; another tab's delete left its row behind.
    entry = json.loads(st.backend.get("grove.game.m-ab12"))
    st.backend.set("grove.game.1600000000000", json.dumps(entry | {"saved": 1_600_000_000.0}))
    gone = next(i.key for i in st.games() if i.name == "Tuesday")
    st.backend.remove(gone)
    keys = [i.key for i in st.games()]
    assert "grove.game.1600000000000" in keys and gone not in keys
    assert set(index.read(st.backend)) == set(keys)


def test_each_write_of_a_game_writes_its_row():
    st = stocked()
    key = next(i.key for i in st.games() if i.name == "Tuesday")
    st.write(key, session("d4", "end", "a1", "end"), "Tuesday", seen=st.revision(key))
    st.rename(key, "Wednesday")
    copy = next(i.key for i in st.games() if i.copy)
    raw = st.delete(copy)
    assert copy not in index.read(st.backend)
    st.restore(copy, raw)
    st.backend.read.clear()
    rows = {i.key: i for i in st.games()}
    assert st.backend.read == [INDEX]  # every change above wrote its row
    assert rows[key].name == "Wednesday" and rows[key].moves == 4 and copy in rows
    assert listed(st) == from_the_games(st)


def test_deleting_the_last_game_takes_the_index_away():
    st = Store(MemoryBackend(), clock=Clock())
    key = st.new_key()
    st.write(key, session("d4"))
    st.delete(key)
    assert st.backend.keys() == [] and st.games() == []


class NoRoomForTheIndex(MemoryBackend):
    """A storage with room for the games, and none left for the index."""

    def set(self, key, value):
        if key == INDEX:
            raise StoreError("the browser's storage is full")
        super().set(key, value)


def test_a_row_the_storage_cannot_take_takes_the_index_away_and_loses_no_game():
    st = stocked()
    before = from_the_games(st)
    key = next(i.key for i in st.games() if i.name == "Tuesday")
    st = Store(NoRoomForTheIndex(st.backend.data), clock=Clock())
    st.write(key, session("d4", "end", "a1"), "Tuesday", seen=st.revision(key))
    assert st.backend.get(INDEX) is None  # no row that says what the game no longer is
    after = listed(st)
    assert [row[0] for row in after] == [row[0] for row in before]
    assert next(row for row in after if row[0] == key)[3] == 3  # the game as stored now
    assert len(st.open(key).loaded.state.history) == 3 and st.problems == []


def test_the_index_known_from_the_last_write_gives_way_to_what_another_tab_stored():
    st = stocked()
    mine = index.read(st.backend)  # known here now
    other = dict(mine)
    gone = sorted(other)[0]
    del other[gone]
    st.backend.set(INDEX, json.dumps({"format": index.FORMAT, "games": other}))  # another tab
    assert set(index.read(st.backend)) == set(mine) - {gone}
    index.note(st.backend, "grove.game.more", {"saved": 3, "record": {"game": "rumbo"}})
    assert set(index.read(st.backend)) == set(mine) - {gone} | {"grove.game.more"}
    st.backend.set(INDEX, "{damaged")
    assert index.read(st.backend) == {}
    index.note(st.backend, "grove.game.new", {"saved": 1, "record": {"game": "orbit"}})
    assert set(index.read(st.backend)) == {"grove.game.new"}


def test_rows_read_from_the_known_index_are_a_copy():
    st = stocked()
    rows = index.read(st.backend)
    rows.clear()
    assert index.read(st.backend) == json.loads(st.backend.get(INDEX))["games"] != {}


def test_the_index_written_row_by_row_is_the_json_of_its_rows():
    st = stocked()
    index.note(st.backend, "grove.game.ü", {"saved": 2.5, "name": "Ada \u201cgo\u201d",
                                            "record": {"game": "orbit"}})
    index.drop(st.backend, sorted(index.read(st.backend))[0])
    rows = index.read(st.backend)
    assert st.backend.get(INDEX) == json.dumps({"format": index.FORMAT, "games": rows},
                                               separators=(",", ":"))
