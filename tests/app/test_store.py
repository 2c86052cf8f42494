"""Your games: any number of each type, copies under a name, and nothing ever lost."""

import json
import sys
from pathlib import Path

import pytest

from grove.app import bylink, early
from grove.app.linkseat import LinkSeat
from grove.app.listing import SUMMARY
from grove.app.session import Session
from grove.app.store import Diverged, MemoryBackend, Store, StoreError, link_key


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


def test_a_game_is_written_under_its_key_and_read_back():
    st = store()
    game = session("d4", "d7", "a1")
    game.undo()
    key = st.new_key()
    st.write(key, game, "Friday")
    opened = st.open(key)
    again = Session.from_loaded(opened.loaded)
    assert again.line == ("d4", "d7", "a1") and again.cursor == 2
    assert again.names == ("Ann", "Bo") and opened.name == "Friday" and opened.link is None


def test_many_games_of_one_type_each_keep_their_own_key():
    st = store()
    keys = [st.new_key() for _ in range(5)]
    for number, key in enumerate(keys):
        st.write(key, session(*["d4", "d7", "a1", "end", "g1"][:number]))
    assert len(set(keys)) == 5
    assert [st.open(k).loaded.state.history for k in keys] == [
        (), ("d4",), ("d4", "d7"), ("d4", "d7", "a1"), ("d4", "d7", "a1", "end")]
    infos = st.games()
    assert [i.moves for i in infos] == [4, 3, 2, 1, 0]  # the latest change first
    # Trellis: Black's d4 d7 is one turn (two stones three apart), White's a1 and end another;
    # the list counts as the move list numbers them: both turns are move 1
    assert [i.rounds for i in infos] == [1, 1, 1, 1, 0]
    assert all(i.game_id == "trellis" and not i.copy for i in infos)


def test_the_list_says_whose_turn_it_is():
    st = store()
    here, computer, by_link = st.new_key(), st.new_key(), st.new_key()
    st.write(here, session("d4", "d7"))
    versus = Session.new("trellis", {"size": 7}, names=("Ann",), computers=("", "medium"))
    versus.play("d4")
    versus.play("d7")
    st.write(computer, versus)
    st.write(by_link, session("d4", "d7"), link=LinkSeat("ab12", seat=0, final=2))
    infos = {i.key: i for i in st.games()}
    assert (infos[here].turn, infos[here].mine) == ("Bo (White)", True)  # all seats on this screen
    assert (infos[computer].turn, infos[computer].mine) == ("Computer, medium (White)", False)
    assert (infos[by_link].turn, infos[by_link].mine, infos[by_link].by_link) == (
        "Bo (White)", False, True)
    assert st.open(by_link).link == LinkSeat("ab12", seat=0, final=2, confirm=True)
    assert bylink.find_match(st, "ab12") == by_link and bylink.find_match(st, "zz") is None


def test_a_game_autosaved_by_the_release_before_is_listed_opened_and_written_in_place():
    """The storage as the release before issue 25 wrote it: one autosave per game type and
    named saves (tests/fixtures/storage-before-25.json, written by that release's store)."""
    data = json.loads((Path(__file__).parents[1] / "fixtures" / "storage-before-25.json")
                      .read_text())["storage"]
    st = store(data)
    infos = {i.key: i for i in st.games()}
    assert set(infos) == set(data)  # every game and every save is there, none moved
    autosave = infos["grove.autosave.trellis"]
    assert (autosave.game, autosave.moves, autosave.copy) == ("Trellis", 3, False)
    assert autosave.players == "Ann (Black) v Bo (White)" and autosave.mine
    saved = [i for i in infos.values() if i.copy]
    assert {i.name for i in saved} == {"Tuesday", "Orbit opening"}
    game = Session.from_loaded(st.open("grove.autosave.trellis").loaded)
    game.play("a4")
    st.write("grove.autosave.trellis", game)
    assert st.open("grove.autosave.trellis").loaded.state.history[-1] == "a4"
    assert st.problems == []


def test_copies_list_rename_open_delete_and_undo_delete():
    st = store()
    key = st.save("  Friday\n game ", session("d4", "d7"))
    st.save("Another", session())
    infos = st.games()
    assert [i.name for i in infos] == ["Another", "Friday game"]
    friday = infos[1]
    assert (friday.game, friday.players, friday.moves, friday.result, friday.copy) == (
        "Trellis", "Ann (Black) v Bo (White)", 2, "", True)
    assert not friday.mine and friday.turn == ""  # a copy is not played on
    st.rename(key, "Friday rematch")
    assert st.games()[1].name == "Friday rematch"
    assert st.open(key).loaded.state.history == ("d4", "d7")
    raw = st.delete(key)
    assert [i.name for i in st.games()] == ["Another"]
    st.restore(key, raw)
    assert [i.name for i in st.games()] == ["Another", "Friday rematch"]


def test_a_save_never_overwrites_another():
    st = Store(MemoryBackend(), clock=lambda: 5.0)
    first = st.save("one", session())
    second = st.save("two", session("d4"))
    assert first != second and len(st.games()) == 2
    third = st.new_key()
    st.write(third, session())
    assert st.new_key() != third


@pytest.mark.parametrize("raw, why", [
    ("{not json", "could not be read"),
    ('{"format": 9, "record": {}}', "newer Grove"),
    ('{"format": 1, "record": {"format": 1, "game": "chess"}}', "damaged"),
    ("[1, 2]", "could not be read"),
])
def test_a_broken_or_newer_game_is_set_aside_and_reported(raw, why):
    st = store({"grove.autosave.trellis": raw})
    assert st.open("grove.autosave.trellis") is None
    assert len(st.problems) == 1 and why in st.problems[0]
    aside = [k for k in st.backend.keys() if k.startswith("grove.aside.")]
    assert len(aside) == 1 and st.backend.get(aside[0]) == raw
    assert st.backend.get("grove.autosave.trellis") is None


def test_a_broken_save_is_set_aside_and_the_others_still_list():
    st = store()
    st.save("good", session("d4"))
    st.backend.set("grove.save.1", '{"format": 7}')
    st.backend.set("grove.save.2", '{"format": 1, "name": "x"}')
    assert [i.name for i in st.games()] == ["good"]
    assert len(st.problems) == 2
    kept = {st.backend.get(k) for k in st.backend.keys() if k.startswith("grove.aside.")}
    assert kept == {'{"format": 7}', '{"format": 1, "name": "x"}'}


def test_a_full_storage_refuses_and_keeps_what_was_there():
    st = store(limit=600)
    st.write("grove.game.1", session("d4"))
    before = dict(st.backend.data)
    long_game = session("d4", "d7", "a1", "end", "g1", "end", "a4", "end", "g4", "end")
    with pytest.raises(StoreError, match="full"):
        st.save("x" * 60, long_game)
    assert st.backend.data == before
    assert json.loads(before["grove.game.1"])["record"]["history"] == ["d4"]


def test_a_save_with_odd_summary_fields_still_lists():
    st = store()
    st.backend.set("grove.save.1", json.dumps({
        "format": 1, "name": "A\x00 <b>" + "x" * 100, "saved": "soon",
        "summary": {"game": ["Trellis"], "players": "Ann v Bo", "moves": 10**400,
                    "rounds": -3, "result": "x\x1b" * 300}}))
    st.backend.set("grove.save.2", '{"format": 1, "name": "far", "saved": 1e300, '
                                   '"summary": {"moves": "12"}}')
    infos = {i.key: i for i in st.games()}
    odd, far = infos["grove.save.1"], infos["grove.save.2"]
    assert odd.name == ("A <b>" + "x" * 100)[:60] and odd.game == "?" and odd.saved == 0.0
    assert odd.moves == 0 and odd.result == "x" * 100  # cut to 200, control characters dropped
    assert far.saved == 0.0 and far.moves == 0  # a time the page cannot show, a number as text
    assert odd.rounds == 0 and far.rounds is None  # a count out of range; none kept
    assert st.problems == []


class Refusing(MemoryBackend):
    def set(self, key, value):
        raise OSError("QuotaExceededError")


def test_when_setting_aside_is_refused_the_value_stays_and_is_reported():
    st = Store(Refusing({"grove.autosave.trellis": "{broken", "grove.save.1": "[]"}),
               clock=Clock())
    assert st.games() == []
    assert st.backend.data == {"grove.autosave.trellis": "{broken", "grove.save.1": "[]"}
    assert [p.split(";")[1] for p in st.problems] == [
        " it is left where it was (grove.autosave.trellis).",
        " it is left where it was (grove.save.1)."]
    with pytest.raises(StoreError, match="refused"):
        st.write("grove.autosave.trellis", session("d4"))


def test_renaming_a_broken_save_sets_it_aside_and_says_so():
    st = store({"grove.save.1": '{"format": 0, "name": "x"}'})
    with pytest.raises(StoreError, match="could not be read; it was kept aside as grove.aside"):
        st.rename("grove.save.1", "new")
    assert st.problems == [] and st.backend.get("grove.save.1") is None
    assert list(st.backend.data.values()) == ['{"format": 0, "name": "x"}']


def test_a_damaged_link_seat_sets_the_game_aside():
    st = store()
    st.write("grove.game.1", session("d4"), link=LinkSeat("ab12", seat=0, final=1))
    entry = json.loads(st.backend.get("grove.game.1"))
    entry["link"]["final"] = 9  # more actions final than the game has
    st.backend.set("grove.game.1", json.dumps(entry))
    assert st.open("grove.game.1") is None
    assert "damaged" in st.problems[0] and st.backend.get("grove.game.1") is None


# -- the boards last drawn, kept for the first paint (grove/app/early.py) -------------------------

BOARD = {"game": "trellis", "position": "1.0000abcd", "prompt": "White to play", "svg": "<svg/>"}


def test_a_games_last_board_is_kept_beside_it_with_its_time_and_goes_with_it():
    st = store()
    st.write("grove.game.1", session("d4"))
    st.keep_board("grove.game.1", BOARD)
    kept = json.loads(st.backend.get("grove.board.game.1"))
    assert kept == {**BOARD, "saved": json.loads(st.backend.get("grove.game.1"))["saved"]}
    st.keep_board("grove.game.9", BOARD)  # no such game: nothing to keep a board for
    assert st.backend.get("grove.board.game.9") is None
    st.delete("grove.game.1")
    assert [k for k in st.backend.keys() if k.startswith("grove.board.")] == []


def test_only_the_latest_boards_are_kept():
    st = store()
    for number in range(12):
        st.write(f"grove.game.{number}", session("d4"))
    for number in reversed(range(12)):  # kept in any order: the game's time decides
        st.keep_board(f"grove.game.{number}", BOARD)
    boards = sorted(int(k.rsplit(".", 1)[1]) for k in st.backend.keys()
                    if k.startswith("grove.board."))
    assert boards == list(range(12 - 8, 12))


def test_a_board_older_than_those_kept_is_not_written_at_all():
    st = store()
    for number in range(9):
        st.write(f"grove.game.{number}", session("d4"))
    for number in range(1, 9):
        assert st.backend.get(f"grove.board.game.{number}") is None
        early.keep_board(st.backend, f"grove.game.{number}", BOARD)
    written = []
    st.backend.set = lambda key, value: written.append(key)  # what is written from now on
    assert not early.keep_board(st.backend, "grove.game.0", BOARD)  # the oldest game of nine
    assert written == []


def test_a_copy_saved_under_a_name_has_its_board_for_the_list():
    st = store()
    key = st.save("Kept", session("d4", "d7"))
    svg = early.kept_svg(st.backend, key)
    assert svg is not None and 'data-cell="d4"' in svg
    assert json.loads(st.backend.get(early.board_key(key)))["position"] == early.fingerprint(
        session("d4", "d7").state)


def test_the_boards_make_room_for_a_game_when_storage_is_full():
    st = store(limit=1700)  # the game, its index and its board, but not a longer game beside them
    st.write("grove.game.1", session("d4"))
    st.keep_board("grove.game.1", {**BOARD, "svg": "<svg>" + "x" * 500 + "</svg>"})
    assert st.backend.get("grove.board.game.1") is not None
    st.write("grove.game.1", session("d4", "d7", "a1", "end", "g1", "end", "a4", "end"))
    assert st.backend.get("grove.board.game.1") is None  # a cache: drawn again next time
    assert len(st.open("grove.game.1").loaded.state.history) == 8


def test_the_list_is_said_in_the_language_in_use_whatever_it_was_written_in():
    import sys

    from grove import i18n
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    import messages

    st = store()
    key = st.new_key()
    st.write(key, Session.new("trellis", {"size": 7}, computers=("", "easy")), "")
    entries = messages.read_po(Path(__file__).resolve().parents[2] / "locale" / "fr.po")
    try:
        i18n.install("fr", messages.compile_catalogue("fr", entries))
        listed = st.games()[0]
        assert listed.players == i18n._("{first} v {second}", first=i18n.say(i18n.Text("Black")),
                                        second=i18n._("{name} ({role})",
                                                      name=i18n.say(i18n.Text("Computer, easy")),
                                                      role=i18n.say(i18n.Text("White"))))
        assert "Black" not in listed.players and "Noir" in listed.players
        stored = json.loads(st.backend.get(key))["summary"]
        assert stored["v"] == SUMMARY and isinstance(stored["players"], list)  # a message
    finally:
        i18n.install("en")
    assert st.games()[0].players == "Black v Computer, easy (White)"


# -- one game in several tabs ------------------------------------------------------------------


def test_a_tab_that_is_out_of_date_cannot_replace_the_stored_line():
    """The two-tab scenario of issue 57: tab B, opened after e5, plays j9 while tab A had gone
    on with c3 c6 g3: the stored game stays A's, and B's line is kept as a copy."""
    st = store()
    key = st.new_key()
    tab_a = Session.new("trellis", {})
    for action in ("e5", "end"):
        tab_a.play(action)
    seen_a = st.write(key, tab_a)
    opened = st.open(key)
    tab_b, seen_b = Session.from_loaded(opened.loaded), opened.rev
    assert seen_b == seen_a == 1
    for action in ("c3", "c6", "g3", "end"):
        tab_a.play(action)
        seen_a = st.write(key, tab_a, seen=seen_a)
    tab_b.play("j9")
    with pytest.raises(Diverged) as refused:
        st.write(key, tab_b, seen=seen_b)
    assert refused.value.part == 2 and refused.value.copy is not None
    assert refused.value.stored.loaded.state.history == ("e5", "end", "c3", "c6", "g3", "end")
    assert st.open(key).loaded.state.history == ("e5", "end", "c3", "c6", "g3", "end")
    assert st.open(refused.value.copy).loaded.state.history == ("e5", "end", "j9")
    with pytest.raises(Diverged) as again:  # the same line again: one copy is enough
        st.write(key, tab_b, seen=seen_b)
    assert again.value.copy == refused.value.copy
    assert len([i for i in st.games() if i.copy]) == 1


def test_undo_in_a_tab_that_is_out_of_date_erases_nothing():
    st = store()
    key = st.new_key()
    tab_a = session("d4", "end")
    seen = st.write(key, tab_a)
    tab_b = Session.from_loaded(st.open(key).loaded)
    tab_a.play("a1")
    st.write(key, tab_a, seen=seen)
    tab_b.undo()
    with pytest.raises(Diverged) as refused:
        st.write(key, tab_b, seen=seen)
    assert refused.value.part is None and refused.value.copy is None  # nothing of B's to keep
    assert st.open(key).loaded.state.history == ("d4", "end", "a1")
    assert st.games() and not any(i.copy for i in st.games())


def test_a_tab_out_of_date_whose_line_extends_the_stored_one_writes_it_and_keeps_the_rest():
    st = store()
    key = st.new_key()
    seen = st.write(key, session("d4"), "Mine", link=LinkSeat("ab12", 0, final=1))
    other = session("d4")
    other.use_hint()
    st.write(key, other, "Mine", link=LinkSeat("ab12", 0, final=1), seen=seen)
    st.rename(key, "Renamed in the list")
    rev = st.write(key, session("d4", "end", "a1"), "Mine", link=LinkSeat("ab12", 0, final=0),
                   seen=seen)
    opened = st.open(key)
    assert opened.loaded.state.history == ("d4", "end", "a1") and opened.rev == rev == 4
    assert opened.name == "Renamed in the list" and opened.link.final == 1
    assert opened.loaded.hints == (1, 0)  # a hint seen in the other tab stays counted


def test_a_write_by_the_tab_that_saw_the_last_one_may_take_back_and_replace():
    st = store()
    key = st.new_key()
    game = session("d4", "end", "a1")
    seen = st.write(key, game)
    game.undo()
    game.play("b2")  # a new line, played in the tab that wrote the old one
    assert st.write(key, game, seen=seen) == 2
    assert st.open(key).loaded.state.history == ("d4", "end", "b2")


def test_an_undone_delete_never_overwrites_what_took_its_place():
    st = store()
    key = st.new_key()
    st.write(key, session("d4"))
    raw = st.delete(key)
    st.write(key, session("d4", "end"))  # a tab still showing it played on
    back = st.restore(key, raw)
    assert back != key and st.open(key).loaded.state.history == ("d4", "end")
    assert st.open(back).loaded.state.history == ("d4",)


def test_a_game_by_link_has_one_key_and_twins_from_before_are_joined():
    st = store()
    first = link_key("ab12")
    st.write(first, session("d4"), link=LinkSeat("ab12", 1, final=1))
    # Two tabs joining the same link write the same key: one game.
    assert st.write(first, session("d4"), link=LinkSeat("ab12", 1, final=1)) == 2
    old = "grove.game.17"  # a twin left by an older release
    st.write(old, session("d4", "end", "a1"), link=LinkSeat("ab12", 1, final=3))
    listed = [i for i in st.games() if i.match == "ab12"]
    assert len(listed) == 2 and bylink.find_match(st, "ab12") == old  # the longer line is reached
    kept, copies = bylink.join_twins(st, "ab12")
    assert kept == old and len(copies) == 1
    assert bylink.matches(st, "ab12") == [old]
    assert st.open(copies[0]).loaded.state.history == ("d4",)


def test_a_finished_game_is_listed_in_the_language_in_use():
    from grove import i18n

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    import messages

    st = store()
    key = st.new_key()
    game = Session.new("trellis", {"size": 7, "pie": "off"})
    for action in ("pass", "pass"):
        game.play(action)
    assert game.state.over  # two passes end a Trellis game: a draw
    st.write(key, game)
    entries = messages.read_po(Path(__file__).resolve().parents[2] / "locale" / "fr.po")
    try:
        i18n.install("fr", messages.compile_catalogue("fr", entries))
        listed = st.games()[0]
        assert listed.over and listed.result == i18n.say(game.state.result())
        assert listed.result != str(game.state.result())  # French, not the English stored
    finally:
        i18n.install("en")


@pytest.mark.parametrize("stored", [
    [["{seat} wins", None, {"seat": {"@": 1}}], ["{x.__class__}", None, {"x": "a"}]],
    [["{0}", None, {}]], [["{n} stone", "{n} stones", {"n": "2"}]],
    [["{a}", None, {"a": {"@": 0}}]],  # a loop
    [[5, None, {}]], [1, 2], [["{a}", None, {"a": [1]}]], None, {"t": "Black"}, [],
])
def test_stored_words_that_are_not_ours_are_read_as_nothing(stored):
    from grove.i18n import thaw

    assert thaw(stored) == ""


def test_a_stored_message_is_read_once_per_node_however_it_is_shared():
    from grove.i18n import Text, freeze, thaw

    bomb = [["{a}{b}", None, {"a": {"@": i + 1}, "b": {"@": i + 1}}] for i in range(63)]
    bomb.append(["x", None, {}])
    assert thaw(bomb) == ""  # it would double 63 times: refused once it is too long
    deep = Text("{a}", a=Text("{b}", b=Text("{c}", c=Text("{d}", d=Text("end")))))
    assert thaw(freeze(deep)) == "end" and len(freeze(deep)) == 5


def test_the_list_says_when_two_games_share_an_id():
    st = store()
    st.write("grove.game.17", session("d4"), link=LinkSeat("ab12", 1, final=1))
    st.write("grove.game.18", session("d4", "end"), link=LinkSeat("ab12", 1, final=2))
    st.save("A copy", session("d4"))
    assert sorted(i.twins for i in st.games()) == [0, 1, 1]
    bylink.join_twins(st, "ab12")
    assert [i.twins for i in st.games()] == [0, 0]  # the shorter was already a copy


def test_the_stored_line_is_read_without_replaying_and_never_raises():
    st = store()
    key = st.new_key()
    st.write(key, session("d4", "end"))
    assert st.stored_line(key) == ("d4", "end")
    st.backend.set("grove.game.2", "[" * 5000)
    st.backend.set("grove.game.3", '{"record": {"history": 5}}')
    assert st.stored_line("grove.game.2") is None and st.stored_line("grove.game.3") is None
    assert st.stored_line("grove.game.9") is None


def test_a_name_grove_gives_a_copy_is_said_in_the_language_the_list_is_read_in():
    import messages

    from grove import i18n
    from grove.i18n import Text

    st = store()
    who = Session.new("trellis", {}, names=("Ann", "")).who_text(session().state, 0)
    key = st.save(Text("Link from {who} that differs from your game", who=who), session("d4"))
    typed = st.save("Friday", session())
    assert st.open(key).name == "Link from Ann (Black) that differs from your game"
    root = Path(__file__).resolve().parents[2]
    i18n.install("de", messages.compile_catalogue("de", messages.read_po(root / "locale/de.po")))
    try:
        names = {info.key: info.name for info in st.games()}
        assert names[key] == "Abweichender Link von Ann (Schwarz)"
        assert names[typed] == "Friday"
        assert st.open(key).name == "Abweichender Link von Ann (Schwarz)"
    finally:
        i18n.install("en")
    st.rename(key, "Mine now")
    assert st.open(key).name == "Mine now"  # renamed: the player's own words from then on
