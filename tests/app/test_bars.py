"""The player bars beside the board (grove.app.bars): who holds which seat and colour, the
figures, whose turn, where each bar goes."""

from grove.app import bars
from grove.app.session import Session
from grove.games import GAMES


def test_the_player_is_the_seat_played_here_or_the_one_person_against_computers():
    hot_seat = Session.new("trellis", {})
    assert bars.you_seat(hot_seat, None) is None
    against = Session.new("trellis", {}, computers=("", "medium"))
    assert bars.you_seat(against, None) == 0
    assert bars.you_seat(Session.new("trellis", {}, computers=("hard", "")), None) == 1
    assert bars.you_seat(Session.new("trellis", {}, computers=("easy", "hard")), None) is None
    assert bars.you_seat(hot_seat, 1) == 1  # a game by link: the seat taken here
    three = Session.new("btt", {"players": 3}, computers=("", "easy", ""))
    assert bars.you_seat(three, None) is None  # two people share the screen


def test_after_a_swap_the_bars_say_who_now_holds_which_colour():
    session = Session.new("trellis", {}, computers=("", "medium"))
    session.play("h8")
    session.play("h11")
    before = {bar.seat: bar for bar in bars.bars(session, session.state, 0)}
    assert (before[0].role, before[0].who, before[0].you) == ("Black", "You", True)
    assert (before[1].role, before[1].who, before[1].to_move) == ("White", "Computer, medium",
                                                                  True)
    session.play("swap")
    after = {bar.seat: bar for bar in bars.bars(session, session.state, 0)}
    assert (after[0].role, after[0].to_move) == ("White", True)
    assert after[1].role == "Black" and 'class="stone-B"' in after[1].swatch
    above, below = bars.html(session, session.state, None)
    assert "Computer, medium" in above and "Black" in above
    assert "You" in below and "White" in below and "to-move" in below


def test_the_player_sits_below_and_the_others_above_in_turn_order():
    session = Session.new("btt", {"players": 4}, computers=("easy", "easy", "", "hard"))
    all_bars = bars.bars(session, session.state, 2)
    above, below = bars.placed(all_bars, 2)
    assert [bar.seat for bar in below] == [2]
    assert [bar.seat for bar in above] == [3, 0, 1]
    assert [bar.seat for bar in bars.placed(all_bars, None)[1]] == [0]


def test_names_are_shown_escaped_with_the_role_and_the_figures():
    session = Session.new("btt", {}, names=("<Ann>", ""))
    above, below = bars.html(session, session.state, None)
    assert "&lt;Ann&gt;" in below and "<Ann>" not in below
    assert "Player 1" in below and "5 coins" in below
    assert "Player 2" in above and "bar-role" not in above  # no name: the role is the name


def test_the_winner_is_marked_and_nobody_is_to_move_at_the_end():
    session = Session(GAMES["trellis"].new(size=7, pie="off"))
    for action in ("a1", "a4", "g1", "g4", "a2", "a5", "g2", "g5", "a3", "a6", "g3", "g6", "a7"):
        session.play(action)
    assert session.state.over
    marked = bars.bars(session, session.state, None)
    assert [bar.won for bar in marked] == [True, False]
    assert not any(bar.to_move for bar in marked)
    assert "won" in bars.bar_html(marked[0]) and "to move" not in bars.bar_html(marked[0])


def test_every_game_gives_every_seat_a_bar_with_words():
    for game_id, game in GAMES.items():
        state = game.new()
        for bar in bars.bars(Session(state), state, None):
            assert bar.role, game_id
            html = bars.bar_html(bar)
            assert html.startswith("<li") and f'data-seat="{bar.seat}"' in html
