"""What the game screen shows (grove.app.frame), decided under CPython."""

from types import SimpleNamespace

from grove.app.controller import Menu
from grove.app.frame import frame
from grove.app.linkseat import LinkSeat
from grove.app.session import Session
from grove.app.table import ByLink, Learning, Table


def table(*actions, game="trellis", options=None, **kept):
    options = {"size": 7, "pie": "off"} if options is None else options
    session = Session.new(game, options, names=("Ann", "Bo"))
    for action in actions:
        session.play(action)
    return Table(session, **kept)


def test_a_game_under_way_can_be_played_and_taken_back():
    drawn = frame(table("d4"))
    assert not drawn.locked and "d4" not in drawn.hints.clickable and drawn.hints.clickable
    assert [control[0] for control in drawn.controls] == ["end"]
    assert drawn.can_undo and not drawn.can_redo and not drawn.replaying
    assert drawn.banner == drawn.summary == drawn.note == "" and not drawn.result_shown
    assert not drawn.at_start and drawn.at_end and "Black" in drawn.status


def test_an_earlier_position_on_show_is_read_only_and_says_where_it_is():
    shown = table("d4", "end", "d7")
    shown.show(1)
    drawn = frame(shown)
    assert drawn.locked and drawn.hints.clickable == frozenset() and drawn.controls == ()
    assert drawn.replay_note.startswith("Viewing the position after 1 of 3 actions")
    assert drawn.replaying and not drawn.at_start and not drawn.at_end and drawn.note == ""


def test_after_undo_a_move_would_drop_the_later_actions():
    undone = table("d4", "end", "d7")
    undone.undo()
    drawn = frame(undone)
    assert drawn.can_redo and "drops the 1 later action" in drawn.note


def test_a_finished_game_shows_its_result_and_what_decided_it():
    resigned = table("d4", "end", "resign 2")
    drawn = frame(resigned)
    assert drawn.banner.startswith("Game over: ") and drawn.result_shown
    assert drawn.hints.clickable == frozenset() and drawn.controls == ()
    resigned.show(0)
    assert not frame(resigned).result_shown  # an earlier position: the card waits


def test_a_selection_under_way_hides_the_buttons():
    arbos = table(game="arbos", options={"seeding": "random", "rng_seed": 1})
    state = arbos.session.state
    first = next(a for a in state.legal() if len(state.clicks(a)) > 1)  # a seed replaced
    assert frame(arbos).controls  # the pass
    arbos.controller.click(state.clicks(first)[0])
    drawn = frame(arbos)
    assert arbos.controller.selected and drawn.controls == () and drawn.hints.selected


def test_a_choice_of_many_numbers_is_one_menu():
    rumbo = table(game="rumbo", options={"size": 9, "komi": "negotiate"})
    drawn = frame(rumbo)
    assert any(isinstance(control, Menu) for control in drawn.controls)


def test_by_link_another_seats_turn_locks_the_board_and_the_seat_is_drawn_below():
    waiting = table("d4", "end", key="grove.game.m-abcdefgh",
                    mode=ByLink(LinkSeat("abcdefgh", 0, 2)))
    drawn = frame(waiting)
    assert drawn.locked and drawn.here == 0 and not drawn.can_undo and drawn.controls == ()


def test_a_finished_lesson_takes_no_more_clicks():
    tutor = SimpleNamespace(seat=1, finished="done")
    drawn = frame(table("d4", "end", mode=Learning(tutor)))
    assert drawn.locked and drawn.here == 1 and not drawn.can_undo and not drawn.can_redo
