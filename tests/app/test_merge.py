"""What a link does to the game you have of it (grove.app.merge), decided under CPython."""

import pytest

from grove.app import merge
from grove.app.session import Session


def game(*actions, **options):
    session = Session.new("trellis", options or {"size": 7, "pie": "off"}, names=("Ann", "Bo"))
    for action in actions:
        session.play(action)
    return session


@pytest.mark.parametrize("mine, theirs, kind, at", [
    (("d4", "end"), ("d4", "end"), merge.SAME, None),
    (("d4", "end", "a1"), ("d4", "end"), merge.BEHIND, None),
    (("d4", "end"), ("d4", "end", "a1", "end"), merge.AHEAD, None),
    (("d4", "end", "a1"), ("d4", "end", "b2"), merge.DIFFERS, 2),
    (("d4", "end"), ("d4", "end", "a1", "end", "g7"), merge.FORGED, 4),  # Black's g7: not Bo's
    (("d4", "end"), ("d4", "end", "resign 1"), merge.FORGED, 2),  # Bo resigns for Ann
    (("d4", "end"), ("d4", "end", "draw 1", "draw 2"), merge.FORGED, 2),  # an offer Ann never made
    (("d4", "end", "draw 1"), ("d4", "end", "draw 1", "draw 2"), merge.AHEAD, None),  # Bo agrees
    (("d4", "end"), ("d4", "end", "resign 2"), merge.AHEAD, None),  # Bo resigns
])
def test_a_link_is_judged_against_your_game(mine, theirs, kind, at):
    verdict = merge.judge(game(*mine), game(*theirs), seat=0)
    assert (verdict.kind, verdict.at) == (kind, at)


def test_a_link_that_plays_your_own_first_move_is_refused():
    """Bo (White, seat 1) edits a link so that it also plays Ann's next turn."""
    ann = game("d4", "end")
    edited = game("d4", "end", "a1", "end", "g7", "end")
    verdict = merge.judge(ann, edited, seat=0)
    assert verdict.kind == merge.FORGED
    said = merge.forged(edited, verdict.at, seat=0)
    assert "Ann (Black)" in said and "g7" in said and "move 3" in said


def test_a_link_of_another_game_under_the_same_id():
    verdict = merge.judge(game("d4"), game(size=9, pie="off"), seat=0)
    assert verdict.kind == merge.OTHER_GAME


def test_where_two_lines_part_is_said_by_move():
    ours, theirs = game("d4", "end", "a1", "end"), game("d4", "end", "b2", "end")
    assert merge.where_they_part(ours, theirs, 2, "this link") == (
        "move 2 was a1 in your game and b2 in this link")
    assert merge.where_they_part(game("d4"), game("d4", "end"), 1, "the other tab") == (
        "your game stops after 1 action; in the other tab it goes on with end")


def test_news_names_each_seats_new_actions():
    session = game("d4", "end", "a1", "end")
    assert merge.news(session, 2) == "Bo (White): a1, End turn"


def test_an_action_you_took_back_is_not_part_of_your_game():
    ours = game("d4", "end", "a1")
    ours.undo()  # a1 taken back: Bo's link holding only d4 end holds nothing new
    assert merge.judge(ours, game("d4", "end"), seat=1).kind == merge.SAME
    assert merge.judge(ours, game("d4", "end", "b2", "end"), seat=0).kind == merge.AHEAD
