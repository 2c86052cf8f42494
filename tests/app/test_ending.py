"""Which seat a screen may resign or offer a draw for, and what it offers (grove.app.ending)."""

from grove.app.ending import acting_seat, choices
from grove.app.session import Session


def trellis(*actions, computers=()):
    session = Session.new("trellis", {"size": 7}, computers=computers)
    for action in actions:
        session.play(action)
    return session


def test_on_a_shared_screen_the_seat_to_move_acts():
    session = trellis("d4", "end")
    assert acting_seat(session, None) == 1
    assert acting_seat(session, 0) == 0  # by link: the seat played here, whoever is to move


def test_the_seat_to_move_resigns_or_offers_and_a_turn_under_way_is_finished_first():
    session = trellis("d4", "end")
    offer = choices(session)
    assert (offer.seat, offer.resign, offer.draw, offer.agreeing) == (1, "resign 2", "draw 2",
                                                                       False)
    session.play("a1")  # White's turn is under way: finish it before offering
    assert choices(session).draw == "" and choices(session).resign == "resign 2"


def test_against_the_computer_the_person_acts_even_while_the_computer_thinks():
    session = trellis("d4", "end", computers=("", "medium"))
    assert session.state.to_move == 1
    assert choices(session).resign == "resign 1" and choices(session).draw == "draw 1"
    assert acting_seat(trellis(computers=("easy", "easy")), None) is None


def test_an_offer_stands_in_words_and_the_other_side_may_agree():
    session = trellis("d4", "end", "draw 2")
    mine = choices(session)
    assert mine.draw == "" and mine.note == "Your draw offer stands until the other side plays on."
    session.play("a1")
    session.play("end")  # White offered, then played its turn: Black sees the offer
    theirs = choices(session)
    assert theirs.draw == "draw 1" and theirs.agreeing
    assert theirs.note == "White offers a draw: agree to it, or play on to decline."
    session.play("g1")  # Black plays on: the offer is declined
    assert choices(session).note == "" and not choices(session).agreeing


def test_by_link_only_your_own_seat_and_nothing_once_over_or_replaying():
    session = trellis("d4", "end")
    assert choices(session, link_seat=0).resign == "resign 1"  # not White's, whose turn it is
    session.show(1)
    assert choices(session, link_seat=0).resign == ""
    session.show(2)
    session.play("resign 2")
    assert choices(session).seat is None and not choices(session).resign
