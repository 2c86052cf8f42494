"""The session: undo, redo, a new line, replay, the move list and the record."""

import pytest

from grove import IllegalMove, links, record
from grove.app.session import Session


def trellis(*actions, **options):
    session = Session.new("trellis", {"size": 7, **options}, names=("Ann", "Bo"))
    for action in actions:
        session.play(action)
    return session


def test_undo_and_redo_move_through_the_line():
    session = trellis("d4", "d7", "a1", "end")
    session.undo()
    session.undo()
    assert session.state.history == ("d4", "d7") and session.can_redo
    session.redo()
    assert session.state.history == ("d4", "d7", "a1")
    assert session.line == ("d4", "d7", "a1", "end")


def test_a_move_after_undo_starts_a_new_line_and_says_how_much_was_dropped():
    session = trellis("d4", "d7", "a1", "end")
    session.undo()
    session.undo()
    assert session.play("g1") == 2
    assert session.line == ("d4", "d7", "g1") and not session.can_redo


def test_an_illegal_action_changes_nothing():
    session = trellis("d4")
    with pytest.raises(IllegalMove):
        session.play("d5")
    assert session.line == ("d4",) and session.cursor == 1


def test_replay_shows_earlier_positions_read_only_until_play_from_here():
    session = trellis("d4", "d7", "a1", "end")
    session.show(1)
    assert session.replaying and session.shown.history == ("d4",)
    assert session.state.history == ("d4", "d7", "a1", "end")  # play goes on from the end
    session.show(99)
    assert not session.replaying
    session.show(2)
    session.play_from_here()
    assert not session.replaying and session.state.history == ("d4", "d7")
    assert session.can_redo


def test_the_move_list_groups_actions_into_turns_by_seat():
    session = trellis("d4", "d7", "a1", "end", "pass")
    turns = session.turns()
    assert [(t.number, t.seat, t.who, [a for _, a in t.plies]) for t in turns] == [
        (1, 0, "Ann (Black)", ["d4", "d7"]),
        (2, 1, "Bo (White)", ["a1", "end"]),
        (3, 0, "Ann (Black)", ["pass"]),
    ]
    assert [p for p, _ in turns[1].plies] == [3, 4]


def test_consecutive_turns_of_one_seat_are_separate_entries():
    session = trellis("d4", "end", "a1", "end", "g7", "end", pie="meyers")
    assert [(t.seat, len(t.plies)) for t in session.turns()] == [(0, 2), (0, 2), (0, 2)]


def test_the_record_keeps_names_line_and_position():
    session = trellis("d4", "d7", "a1", "end")
    session.undo()
    loaded = record.read(session.record())
    again = Session.from_loaded(loaded)
    assert again.line == session.line and again.cursor == 3 and again.names == ("Ann", "Bo")
    linked = Session.from_loaded(links.from_link(session.link()))
    assert linked.cursor == 3 and linked.state == session.state


def test_hints_are_counted_per_seat_kept_by_the_record_and_not_undone():
    session = trellis("d4")
    session.use_hint()  # Black, mid-turn
    session.play("end")
    session.use_hint()  # White
    session.use_hint()
    assert session.hints == (1, 2)
    assert session.hints_used() == "Hints used: Black 1, White 2."
    session.undo()
    assert session.hints == (1, 2)  # a hint once seen stays counted
    again = Session.from_loaded(record.read(session.record()))
    assert again.hints == (1, 2)
    assert Session.from_loaded(links.from_link(session.link())).hints == (1, 2)
    assert trellis().hints_used() == ""


def test_hints_used_name_the_colour_each_seat_holds_now():
    session = Session.new("trellis", {"size": 7, "pie": "swap"})
    session.play("d1")
    session.play("end")
    session.use_hint()  # the second player, White, before it swaps
    session.play("swap")
    assert session.hints_used() == "Hints used: Black 1."  # it holds Black now


def against_the_computer(*actions):
    session = Session.new("trellis", {"size": 7}, computers=("", "medium"))
    for action in actions:
        session.play(action)
    return session


def test_against_the_computer_undo_takes_back_your_turn_and_its_reply_and_redo_brings_both():
    session = against_the_computer("d4", "d7", "a1", "end", "g1", "end", "b2", "end")
    session.undo_turn()
    assert session.state.history == ("d4", "d7", "a1", "end")
    session.undo_turn()
    assert session.state.history == () and not session.can_undo
    session.redo_turn()  # your turn and the reply that was played, not a new one
    assert session.state.history == ("d4", "d7", "a1", "end")
    session.redo_turn()
    assert session.cursor == len(session.line) == 8
    session.redo_turn()  # nothing more to bring back
    assert session.cursor == 8


def test_redo_stops_at_the_end_of_the_line_when_the_reply_was_never_played():
    session = against_the_computer("d4", "d7", "a1")  # the computer's turn was under way
    session.undo_turn()
    assert session.cursor == 0
    session.redo_turn()
    assert session.state.history == ("d4", "d7", "a1")


def test_between_people_undo_and_redo_move_one_action():
    session = trellis("d4", "d7", "a1", "end")
    session.undo_turn()
    assert session.cursor == 3
    session.redo_turn()
    assert session.cursor == 4
