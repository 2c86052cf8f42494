"""The move list in rounds (grove.app.movelist)."""

from grove.app.movelist import Round, rounds
from grove.app.session import Session, Turn


def played(game_id: str, options: dict, *actions: str) -> Session:
    session = Session.new(game_id, options, names=("Ann", "Bo"))
    for action in actions:
        session.play(action)
    return session


def texts(session: Session) -> list[tuple]:
    return [(row.number, *(" ".join(a for _, a in turn.plies) if turn else None
                           for turn in row.turns))
            for row in rounds(session.turns(), session.state.players)]


def test_two_seats_turns_stand_side_by_side_in_numbered_rounds():
    session = played("trellis", {"size": 9, "pie": "off"}, "e5", "e8", "c3", "end", "g7")
    assert texts(session) == [(1, "e5 e8", "c3 end"), (2, "g7", None)]
    first = rounds(session.turns(), 2)[0].turns[0]
    assert first.who == "Ann (Black)" and first.plies == ((1, "e5"), (2, "e8"))


def test_a_seat_that_plays_twice_running_leaves_a_gap():
    # As in Meyers' opening (Black, White, Black, then White chooses a colour).
    turns = [Turn(n, seat, "", ((n, str(n)),)) for n, seat in enumerate([0, 1, 0, 0, 1], 1)]
    assert rounds(turns, 2) == [Round(1, (turns[0], turns[1])), Round(2, (turns[2], None)),
                                Round(3, (turns[3], turns[4]))]


def test_a_first_turn_by_the_second_seat_stands_on_the_right():
    turns = [Turn(1, 1, "Bo", ((1, "a"),)), Turn(2, 0, "Ann", ((2, "b"),)),
             Turn(3, 1, "Bo", ((3, "c"),))]
    assert rounds(turns, 2) == [Round(1, (None, turns[0])), Round(2, (turns[1], turns[2]))]


def test_three_players_have_a_turn_a_row():
    session = Session.new("btt", {"players": 3})
    while len(session.turns()) < 4:
        session.play(session.state.legal()[0])
    rows = rounds(session.turns(), 3)
    assert [row.number for row in rows] == [1, 2, 3, 4]
    assert [row.turns[0].seat for row in rows] == [0, 1, 2, 0]
