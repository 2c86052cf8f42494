"""Resigning and agreeing to a draw: conventions of play every game shares (grove.core.state),
kept in records and links, and refused when they make no sense."""

import pytest

from grove import IllegalMove, links, record
from grove.games import GAMES, new_game


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_resignation_ends_any_game_and_the_other_seat_wins(game_id):
    state = new_game(game_id).play("resign 1")
    assert state.over and state.legal() == [] and state.winners() == (1,)
    assert state.result() == f"{state.seat_name(0)} resigned: {state.seat_name(1)} wins"
    assert state.summary() == state.prompt() == state.outcome() == state.result()
    with pytest.raises(IllegalMove, match="the game is over"):
        state.play("resign 2")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_draw_is_agreed_when_every_seat_is_for_it(game_id):
    offered = new_game(game_id).play("draw 2")
    assert not offered.over and offered.for_draw == {1}
    assert offered.label("draw 1") == f"{offered.seat_name(0)} agrees to a draw"
    drawn = offered.play("draw 1")
    assert drawn.over and drawn.result() == "Draw by agreement"
    assert drawn.winners() == tuple(range(drawn.players))


def test_playing_on_declines_the_offer_but_the_offering_seat_may_finish_its_turn():
    state = new_game("trellis", size=7).play("draw 1")
    assert state.to_move == 0 and state.play("d4").for_draw == {0}  # Black offers, then plays
    assert state.play("d4").play("end").play("a1").for_draw == frozenset()  # White plays on


def test_the_same_offer_twice_and_a_seat_the_game_has_not_are_refused():
    state = new_game("trellis", size=7).play("draw 1")
    with pytest.raises(IllegalMove, match="already for a draw"):
        state.play("draw 1")
    with pytest.raises(IllegalMove, match="no Player 3"):
        state.play("resign 3")


def test_with_more_seats_a_resignation_leaves_the_win_to_those_ahead():
    state = new_game("btt", players=3)
    state = state.play(state.legal()[0])  # a first move: the scores are still level
    resigned = state.play("resign 2")
    assert resigned.winners() == (0, 2)
    assert resigned.result() == "Player 2 resigned: Shared win: Player 1, Player 3"


def test_records_and_links_keep_resignations_and_offers():
    state = new_game("orbit", size=9)
    for action in ("e5", "draw 1", "c3", "g7", "resign 1"):
        state = state.play(action)
    assert record.read(record.encode(state)).state == state
    link = links.to_link(state)
    assert link.startswith("c")  # still the short format: the conventions ride in the head
    assert links.from_link(link).state.history == state.history


def test_a_link_whose_conventions_are_mangled_is_refused():
    good = links.to_link(new_game("orbit", size=9).play("e5").play("resign 2"))
    mangled = good.replace(good[3], "A" if good[3] != "A" else "B", 1)
    with pytest.raises(record.RecordError):
        links.from_link(mangled)
    for said in ([[0, "resign 10"]], [[5, "draw 1"]], [[0, "e5"]], "x", [[0, "draw 1"]] * 2):
        with pytest.raises(record.RecordError, match="resignations and draw offers"):
            links.conventions(said, 2)
