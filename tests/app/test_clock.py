"""The turn clock's rules (grove.app.clock), under CPython: the time left for the turn in force,
a pass when it runs out, and no clock where none runs."""

from grove.app.clock import Clock
from grove.app.session import Session


def arbos(seconds=60):
    return Session.new("arbos", {"turn_seconds": seconds, "rng_seed": 1})


def test_the_clock_counts_down_the_turn_in_force_and_restarts_with_the_next():
    session, clock = arbos(), Clock()
    reading = clock.read(session, untimed=False, now=1000.0)
    assert (reading.who, reading.left, reading.passes) == ("White", 60, False)
    assert reading.text() == "White: 1:00"
    assert clock.read(session, False, now=1045.5).text() == "White: 0:14"
    session.advance(session.state.play(session.state.legal()[0]))
    if session.state.to_move == 0:  # the turn goes on: its time does not start again
        assert clock.read(session, False, now=1050.0).left == 10
    while session.state.to_move == 0:
        session.advance(session.state.play(session.state.legal()[0]))
    assert clock.read(session, False, now=1050.0).left == 60  # the next turn's own time


def test_a_turn_out_of_time_is_a_pass_where_one_is_allowed():
    session, clock = arbos(), Clock()
    clock.read(session, False, now=0.0)
    reading = clock.read(session, False, now=61.0)
    assert reading.out and reading.left == 0 and reading.passes  # White may pass at the start
    assert reading.text() == "White: 0:00"


def test_a_turn_out_of_time_without_a_pass_is_to_be_finished():
    session, clock = arbos(), Clock()
    # White's fifth spore makes a fourth tree: White must remove spores, and may not pass.
    for action in ("A2", "A4", "A6", "A9", "A7", "A10", "A12", "A14", "A15"):
        session.advance(session.state.play(action))
    assert session.state.to_move == 0 and "pass" not in session.state.legal()
    clock.read(session, False, now=0.0)
    reading = clock.read(session, False, now=61.0)
    assert reading.out and not reading.passes
    assert reading.text() == "White: time is up, finish the turn"


def test_no_clock_when_the_option_is_off_by_link_or_over():
    clock = Clock()
    assert clock.read(arbos(0), False, now=0.0) is None
    assert clock.read(arbos(), untimed=True, now=0.0) is None
    assert clock.read(None, False, now=0.0) is None
    assert clock.read(Session.new("trellis", {"size": 7}), False, now=0.0) is None


def test_undo_restarts_the_turns_time():
    session, clock = arbos(), Clock()
    clock.read(session, False, now=0.0)
    assert clock.read(session, False, now=30.0).left == 30
    clock.restart()
    assert clock.read(session, False, now=30.0).left == 60
