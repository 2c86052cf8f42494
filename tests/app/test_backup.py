"""Back up all games to a file, and restore them: adding what is missing, never shortening."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from grove.app import backup
from grove.app.backup import BackupError
from grove.app.linkseat import LinkSeat
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store, link_key


def session(*actions):
    s = Session.new("trellis", {"size": 7}, names=("Ann", "Bo"))
    for action in actions:
        s.play(action)
    return s


def store():
    clock = iter(range(1_700_000_000, 1_800_000_000))
    return Store(MemoryBackend(), clock=lambda: next(clock))


def filled():
    st = store()
    st.write(st.new_key(), session("d4", "end"), "Tuesday")
    st.write(link_key("ab12"), session("d4"), link=LinkSeat("ab12", 1, final=1))
    st.save("A copy", session("a1"))
    return st


def lines(st):
    return sorted((i.copy, i.match, st.open(i.key).loaded.state.history) for i in st.games())


def test_a_backup_restores_every_game_into_a_fresh_browser():
    old = filled()
    text = backup.make(old, made=1_700_000_500.0)
    fresh = store()
    done = backup.restore(fresh, text)
    assert len(done.added) == 3 and lines(fresh) == lines(old)
    assert {i.name for i in fresh.games()} == {"Tuesday", "", "A copy"}
    again = backup.restore(fresh, text)  # twice: nothing more
    assert again.present == 3 and not again.added and lines(fresh) == lines(old)
    assert "3 games already here" in again.message()


def test_restoring_never_replaces_a_longer_line_and_keeps_a_differing_one():
    st = filled()
    text = backup.make(st, made=0)
    by_link, plain = link_key("ab12"), next(i.key for i in st.games() if i.name == "Tuesday")
    st.write(by_link, session("d4", "end", "a1"), link=LinkSeat("ab12", 1, final=3), seen=1)
    st.write(plain, session("d4", "end", "b2"), "Tuesday", seen=1)
    done = backup.restore(st, text)
    assert done.present == 3  # both games here are longer; the copy is here
    assert st.open(by_link).loaded.state.history == ("d4", "end", "a1")
    newer = backup.make(st, made=0)
    older = store()
    older.write(plain, session("d4", "end", "g7", "end"), "Tuesday")  # parts after "end"
    older.write(link_key("ab12"), session("d4"), link=LinkSeat("ab12", 1, final=1))
    done = backup.restore(older, newer)
    assert older.open(link_key("ab12")).loaded.state.history == ("d4", "end", "a1")
    assert done.extended == [link_key("ab12")]
    assert older.open(plain).loaded.state.history == ("d4", "end", "g7", "end")
    kept = older.open(done.copies[0])
    assert kept.loaded.state.history == ("d4", "end", "b2") and "backup" in kept.name


@pytest.mark.parametrize("text, why", [
    ("", "not a backup"), ("{", "not a backup"), ("[]", "not a backup"),
    ('{"grove": "backup", "format": 2, "entries": {}}', "newer Grove"),
    ('{"grove": "backup", "format": 1}', "damaged"),
    ('{"grove": "backup", "format": 1, "entries": {"other.key": {}}}', "damaged"),
    ('{"grove": "backup", "format": 1, "entries": {"grove.game.1": {"format": 1, "record": '
     '{"format": 1, "game": "trellis", "options": {}, "history": ["zz9"]}}}}', "action 1"),
    ("[" * 100_000, "not a backup"),
    # Found by the soak run: a format of 1.0 is not the store's format 1.
    ('{"grove": "backup", "format": 1, "entries": {"grove.game.1": {"format": 1.0, "record": '
     '{"format": 1, "game": "trellis", "options": {}, "history": []}}}}', "no known format"),
])
def test_a_damaged_or_foreign_file_is_refused_and_nothing_changes(text, why):
    st = filled()
    before = dict(st.backend.data)
    with pytest.raises(BackupError, match=why):
        backup.restore(st, text)
    assert st.backend.data == before


def test_a_backup_with_one_bad_entry_among_good_ones_changes_nothing():
    data = json.loads(backup.make(filled(), made=0))
    data["entries"]["grove.save.9"] = {"format": 1, "record": {"format": 1, "game": "trellis",
                                                               "options": {}, "history": []}}
    fresh = store()
    with pytest.raises(BackupError, match="saved copy has no name"):
        backup.restore(fresh, json.dumps(data))
    assert fresh.backend.data == {}


@hs.composite
def mangled_backup(draw):
    """A real backup, cut, spliced or with characters changed: what a damaged file can be."""
    text = backup.make(filled(), made=0)
    for _ in range(draw(hs.integers(1, 4))):
        at = draw(hs.integers(0, len(text)))
        how = draw(hs.sampled_from(["cut", "drop", "put"]))
        if how == "cut":
            text = text[:at]
        elif how == "drop":
            text = text[:at] + text[at + draw(hs.integers(1, 20)):]
        else:
            text = text[:at] + draw(hs.text(max_size=8)) + text[at:]
    return text


@settings(max_examples=150, deadline=None, database=None)
@given(mangled_backup())
def test_a_mangled_backup_is_refused_or_restored_and_nothing_here_is_lost(text):
    st = filled()
    before = {i.key: st.open(i.key).loaded.state.history for i in st.games()}
    try:
        backup.restore(st, text)
    except BackupError as why:
        assert str(why) and len(str(why)) < 400
    for key, history in before.items():
        now = st.open(key).loaded.state.history
        assert now[: len(history)] == history  # still there, never shorter
    assert st.problems == []


def test_lessons_and_puzzles_go_into_a_backup_and_join_those_here():
    from grove.app.tutor import Progress

    old = filled()
    Progress(old).done("orbit", "capture")
    Progress(old).tried("orbit", "p2", "failed")
    Progress(old).tried("orbit", "p1", "solved")
    Progress(old).tried("orbit", "p3", "solved")  # a streak of two there
    text = backup.make(old, made=1_700_000_500.0)
    here = store()
    Progress(here).done("orbit", "stone")
    Progress(here).tried("orbit", "p2", "solved")  # solved here stays solved
    done = backup.restore(here, text)
    assert Progress(here).read("orbit") == {"lessons": ["stone", "capture"],
                                            "puzzles": {"p2": "solved", "p1": "solved",
                                                        "p3": "solved"},
                                            "streak": ["p1", "p3"], "best": 2}  # the longer
    assert done.progress == 1 and "lessons and puzzles of 1 game joined" in done.message()


def test_a_backup_with_a_damaged_progress_entry_changes_nothing():
    text = json.dumps({"grove": "backup", "format": 1, "made": 1,
                       "entries": {"grove.learn.orbit": "not an entry"}})
    here = store()
    with pytest.raises(BackupError, match="damaged"):
        backup.restore(here, text)
    assert list(here.backend.keys()) == []


# -- what a restore says, and the pictures it brings ---------------------------------------------

def test_a_restore_says_what_it_added_updated_and_kept_apart_with_each_count_in_its_plural():
    done = backup.Restored(added=[f"grove.game.{n}" for n in range(12)],
                           extended=["grove.game.a", "grove.game.b"], copies=["grove.save.1"])
    assert done.message() == ("Restored from the backup: 12 games added, 2 games brought up to "
                              "date, 1 game that differs from yours kept as a saved copy.")
    assert backup.Restored(added=["grove.game.1"], present=3).message() == (
        "Restored from the backup: 1 game added, 3 games already here.")
    assert backup.Restored().message() == "Restored from the backup: it holds no games."


def test_a_restore_says_it_in_the_language_in_use_with_its_plurals():
    import sys
    from pathlib import Path

    from grove import i18n
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    import messages
    done = backup.Restored(added=["grove.game.1"], extended=["grove.game.a", "grove.game.b"])
    entries = messages.read_po(Path(__file__).resolve().parents[2] / "locale" / "de.po")
    i18n.install("de", messages.compile_catalogue("de", entries))
    try:
        said = done.message()
    finally:
        i18n.install("en")
    assert said == ("Aus der Sicherung wiederhergestellt: 1 Partie hinzugefügt, 2 Partien "
                    "aktualisiert.")


def test_a_restore_draws_the_boards_of_the_games_it_brings_the_latest_as_many_as_are_kept():
    from grove.app import early
    old = store()
    for number in range(early.MAX_BOARDS + 2):
        old.write(old.new_key(), session(*["d4", "end", "a1"][: 1 + number % 3]))
    fresh = store()
    done = backup.restore(fresh, backup.make(old, made=0))
    assert len(done.added) == early.MAX_BOARDS + 2
    kept = [key for key in done.added if early.kept_svg(fresh.backend, key)]
    latest = sorted(done.added, key=lambda key: early.stored_time(fresh.backend, key))[2:]
    assert sorted(kept) == sorted(latest)  # the two oldest are drawn by the list instead
    svg = early.kept_svg(fresh.backend, latest[-1])
    assert svg.startswith("<svg") and 'data-cell="d4"' in svg


def test_a_copy_kept_apart_by_a_restore_has_its_board():
    from grove.app import early
    st = filled()
    plain = next(i.key for i in st.games() if i.name == "Tuesday")
    st.write(plain, session("d4", "end", "b2"), "Tuesday", seen=1)
    older = store()
    older.write(plain, session("d4", "end", "g7", "end"), "Tuesday")  # parts after "end"
    done = backup.restore(older, backup.make(st, made=0))
    assert len(done.copies) == 1 and early.kept_svg(older.backend, done.copies[0])
    assert not early.kept_svg(older.backend, plain)  # the game here was never drawn: as it was
