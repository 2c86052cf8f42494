"""The game on screen (grove.app.table): each mode's rules of the screen, each action played once,
and what writing the game gives."""

from types import SimpleNamespace

import pytest

from grove.app.linkseat import LinkSeat
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store
from grove.app.table import (
    CLASHED,
    DELETED,
    LOCAL,
    MOVED_ON,
    READ_ONLY,
    UNCHANGED,
    UNREADABLE,
    ByLink,
    Learning,
    Table,
    mode_for,
)
from grove.core.state import State


def trellis(*actions, computers=()):
    session = Session.new("trellis", {"size": 7, "pie": "off"}, names=("Ann", "Bo"),
                          computers=computers)
    for action in actions:
        session.play(action)
    return session


def store(limit=None):
    return Store(MemoryBackend(limit=limit))


@pytest.fixture
def plays(monkeypatch):
    """How many times State.play runs."""
    counted = []
    original = State.play

    def play(self, text):
        counted.append(text)
        return original(self, text)

    monkeypatch.setattr(State, "play", play)
    return counted


def test_a_click_plays_its_action_once(plays):
    table = Table(trellis(), key=None)
    outcome = table.controller.click("d4")
    played = table.commit(store())
    assert outcome.kind == "played" and plays == ["d4"]
    assert table.session.line == ("d4",) and "d4" in played.announce


def test_a_button_plays_once_from_the_position_in_force_whatever_was_selected(plays):
    table = Table(trellis("d4"))
    table.controller.selected = ("a1",)
    plays.clear()
    outcome = table.play("end")
    table.commit(store())
    assert outcome.kind == "played" and plays == ["end"] and table.controller.selected == ()
    assert table.session.line == ("d4", "end")


def test_playing_on_in_a_game_not_yet_yours_makes_it_yours():
    table, kept = Table(trellis("d4", "end")), store()
    table.play("d7")
    played = table.commit(kept)
    assert table.key is not None and "now one of your games" in played.message
    saved = table.save(kept)
    assert saved.address == f"#/trellis/game/{table.key.removeprefix('grove.')}"
    assert table.rev == 1 and kept.open(table.key).loaded.state.history == ("d4", "end", "d7")


def test_a_move_after_undo_says_how_much_of_the_line_it_dropped():
    table = Table(trellis("d4", "end", "d7", "end"), key="grove.game.1")
    assert table.undo() is None and table.undo() is None
    table.play("a1")
    played = table.commit(store())
    assert "2 later actions were dropped" in played.message
    assert table.session.line == ("d4", "end", "a1")


def test_against_the_computer_undo_takes_back_your_turn_with_its_reply_and_redo_brings_both():
    table = Table(trellis("d4", "end", "d7", "end", "a1", computers=("", "medium")))
    assert table.undo() is None
    assert table.session.state.history == ("d4", "end", "d7", "end")  # a1: Ann's turn begun
    assert table.undo() is None and table.session.state.history == ()
    assert table.redo() and table.session.state.history == ("d4", "end", "d7", "end")
    assert table.redo() and table.session.state.history == ("d4", "end", "d7", "end", "a1")
    assert not table.redo()


def test_nothing_to_undo_says_nothing_in_a_local_game():
    table = Table(trellis())
    assert table.undo() == "" and not table.can_undo()


def link_table(final, *actions, seat=0):
    return Table(trellis(*actions), key="grove.game.m-abcdefgh",
                 mode=ByLink(LinkSeat("abcdefgh", seat, final, confirm=True)))


def test_by_link_the_board_is_locked_while_another_seat_is_to_move():
    table = link_table(2, "d4", "end")
    assert "Bo (White)'s turn" in table.locked() and not table.playable()
    assert table.mode.here() == 0
    mine = link_table(4, "d4", "end", "d7", "end")
    assert mine.locked() == "" and mine.playable()


def test_by_link_undo_reaches_only_your_moves_not_yet_final():
    table = link_table(2, "d4", "end", "d7", "end", seat=1)
    assert table.pending() and table.can_undo()
    assert table.undo() is None and table.session.cursor == 3
    assert table.undo() is None and table.session.cursor == 2
    assert "not yet final" in table.undo() and table.session.cursor == 2


def test_confirming_makes_a_turn_final_and_stored_with_the_game():
    table, kept = link_table(2, "d4", "end", "d7", "end", seat=1), store()
    assert table.confirm() and table.link.final == 4 and not table.pending()
    assert not table.confirm() and not table.can_undo()
    table.save(kept)
    assert kept.open(table.key).link == table.link


def test_by_link_play_from_here_goes_on_only_from_the_moves_all_players_have():
    table = link_table(2, "d4", "end", "d7", "end", seat=1)
    table.show(1)
    assert table.locked() == READ_ONLY
    assert "moves all players have" in table.play_from_here()
    assert table.session.view == 1
    table.show(3)
    assert table.play_from_here() == "" and table.session.cursor == 3
    assert not table.session.replaying and table.locked() == ""


def test_a_lesson_is_never_stored_and_has_nothing_to_take_back():
    tutor = SimpleNamespace(seat=0, finished="")
    table, kept = Table(trellis("d4", "end"), mode=Learning(tutor)), store()
    table.play("d7")
    played = table.commit(kept)
    assert played.message == "" and table.key is None and kept.games() == []
    assert table.save(kept) == type(table.save(kept))() and table.mode.here() == 0
    assert not table.can_undo() and not table.can_redo() and table.undo() == ""
    assert table.playable()
    tutor.finished = "done"
    assert not table.playable()


def test_the_mode_follows_what_the_game_is():
    seat = LinkSeat("abcdefgh", 1)
    assert mode_for() is LOCAL and mode_for(seat) == ByLink(seat)
    assert isinstance(mode_for(None, tutor=object()), Learning)
    table = Table(trellis(), mode=mode_for(seat))
    table.seat_players(("Cy", "Di"), ("", "easy"))
    assert table.link == seat and table.tutor is None and table.session.names == ("Cy", "Di")


def test_a_write_another_tab_overtook_is_a_clash_and_a_refused_write_a_problem():
    kept = store()
    first = Table(trellis("d4", "end"), key="grove.game.1")
    first.save(kept)
    other = Table(trellis("d4", "end"), key="grove.game.1", rev=first.rev)
    other.play("d7")
    other.commit(kept)
    other.save(kept)
    first.play("a1")  # this tab saw write 1; the other wrote 2, with another line
    first.commit(kept)
    clash = first.save(kept)
    assert clash.clash is not None and clash.address is None
    assert kept.open("grove.game.1").loaded.state.history == ("d4", "end", "d7")
    full = Table(trellis("d4"), key="grove.game.2")
    refused = full.save(Store(MemoryBackend(limit=10)))
    assert "could not be saved" in refused.problem and full.rev is None


def two_tabs():
    """One game, written by a first tab; a second tab that opened it."""
    kept = store()
    first = Table(trellis("d4", "end"), key="grove.game.1")
    first.save(kept)
    return kept, first, Table(trellis("d4", "end"), key="grove.game.1", rev=first.rev)


def test_catching_up_with_another_tab_that_played_on_or_deleted_the_game():
    kept, first, second = two_tabs()
    assert second.catch_up(kept).kind == UNCHANGED
    first.play("d7")
    first.commit(kept)
    first.save(kept)
    caught = second.catch_up(kept)
    assert caught.kind == MOVED_ON and caught.opened.loaded.state.history == ("d4", "end", "d7")
    kept.delete("grove.game.1")
    assert first.catch_up(kept).kind == DELETED and first.rev is None
    assert Table(trellis(), key=None).catch_up(kept).kind == UNCHANGED  # not stored: no matter


def test_two_tabs_writing_at_once_keep_the_line_the_browser_dropped_as_a_copy():
    kept, first, second = two_tabs()
    other = Store(MemoryBackend(kept.backend.data))  # what the second tab wrote, at once
    first.play("d7")
    first.commit(kept)
    first.save(kept)
    second.play("a1")
    second.commit(other)
    second.save(other)
    kept.backend.data["grove.game.1"] = other.backend.data["grove.game.1"]  # the browser's pick
    assert first.rev == second.rev
    caught = first.catch_up(kept)
    assert caught.kind == CLASHED and caught.clash.part == 2 and caught.clash.copy is not None
    assert kept.open(caught.clash.copy).loaded.state.history == ("d4", "end", "d7")
    kept.backend.data["grove.game.1"] = "{not json"
    assert first.catch_up(kept).kind == UNREADABLE and kept.problems
