"""What a link does to the game you have of it (grove.app.merge), decided under CPython."""

import random

import pytest

from grove import links
from grove.app import merge
from grove.app.linkseat import LinkSeat
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store, link_key
from grove.app.table import ByLink, Table
from grove.core.state import State


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


# -- a link arriving: what goes on screen, and how much is played to know it --------------------

MATCH = "abcdefgh"


def stored(*actions, seat=0, final=None):
    """A store holding our game by link, played `actions` far, for `seat`."""
    kept = Store(MemoryBackend())
    mine = game(*actions)
    kept.write(link_key(MATCH), mine, link=LinkSeat(MATCH, seat, len(actions) if final is None
                                                    else final))
    return kept


def arriving(*actions, sender=1):
    return links.from_link(links.to_link(game(*actions).state, ("Ann", "Bo"), match=MATCH,
                                         sender=sender))


def test_a_link_of_a_game_you_do_not_hold_is_one_to_join():
    assert merge.arrive(Store(MemoryBackend()), arriving("d4", "end")).kind == merge.JOIN


def test_a_link_that_extends_your_game_brings_its_actions_final_and_says_them():
    kept = stored("d4", "end")
    arrival = merge.arrive(kept, arriving("d4", "end", "a1", "end"))
    assert arrival.kind == merge.NEWS and arrival.key == link_key(MATCH)
    assert arrival.session.line == ("d4", "end", "a1", "end") and arrival.link.final == 4
    assert arrival.session.names == ("Ann", "Bo") and "New from the link: Bo" in arrival.message


@pytest.mark.parametrize("link_line, words", [
    (("d4", "end"), "holds nothing new"),
    (("d4",), "behind your game"),
    (("d4", "end", "a1", "end", "g7"), "plays moves for you"),
])
def test_a_link_that_brings_nothing_leaves_your_game_as_it_was(link_line, words):
    kept = stored("d4", "end")
    arrival = merge.arrive(kept, arriving(*link_line))
    assert arrival.kind == merge.OPEN and words in arrival.message
    assert arrival.session.line == ("d4", "end") and kept.games()[0].key == link_key(MATCH)
    assert len(kept.games()) == 1


def test_a_link_whose_game_parts_from_yours_is_kept_as_a_copy_once():
    kept = stored("d4", "end", "a1")
    first = merge.arrive(kept, arriving("d4", "end", "b2", "end"))
    assert first.kind == merge.OPEN and first.session.line == ("d4", "end", "a1")
    assert "differs from your game" in first.message and "kept as a saved copy" in first.message
    again = merge.arrive(kept, arriving("d4", "end", "b2", "end"))
    assert "already among your saved copies" in again.message
    assert sorted(g.copy for g in kept.games()) == [False, True]


def test_opening_a_40_action_link_that_extends_your_game_plays_each_action_at_most_twice(
        monkeypatch):
    rng = random.Random(7)
    line = Session.new("trellis", {"size": 9, "pie": "off"})
    while len(line.line) < 40 or line.state.to_move != 0 or line.state.turn_so_far():
        line.play(rng.choice(line.state.legal()))
    ours = line.line[:-2]  # Bo's last turn is the news
    kept = Store(MemoryBackend())
    mine = Session.new("trellis", {"size": 9, "pie": "off"}, names=("Ann", "Bo"))
    for action in ours:
        mine.play(action)
    kept.write(link_key(MATCH), mine, link=LinkSeat(MATCH, 0, len(ours)))
    payload = links.to_link(line.state, ("Ann", "Bo"), match=MATCH, sender=1)
    counted = []
    original = State.play
    monkeypatch.setattr(State, "play", lambda self, text: counted.append(text) or
                        original(self, text))
    arrival = merge.arrive(kept, links.from_link(payload))
    table = Table(arrival.session, arrival.key, mode=ByLink(arrival.link), rev=arrival.opened.rev)
    assert table.save(kept).address is not None
    assert arrival.kind == merge.NEWS and len(line.line) >= 40
    assert len(counted) <= len(line.line) + len(ours), len(counted)  # the link's, then ours
