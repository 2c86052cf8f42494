"""A game's puzzles by theme, how each theme went, and the streak (grove.app.puzzlebook), and
the addresses of a theme's puzzles (grove.app.tutor.url, read back by grove.app.routes)."""

import pytest

from grove.app import puzzlebook
from grove.app.puzzlebook import ALL, Theme, chosen, in_theme, streak_words, themes
from grove.app.routes import Route, parse
from grove.app.tutor import url
from grove.learn.puzzles import Puzzle

PUZZLES = (Puzzle("w1", "win", 1, (), ("a1",)), Puzzle("s1", "stop", 1, (), ("a1",)),
           Puzzle("w2", "win", 2, (), ("a1",)), Puzzle("m1", "most", 3, (), ("a1",), gain=3),
           Puzzle("s2", "stop", 3, (), ("a1",)))


def test_the_themes_are_all_then_each_kind_the_game_has_with_what_was_solved_and_failed():
    kept = {"puzzles": {"w1": "solved", "w2": "failed", "s2": "solved", "gone": "solved"}}
    assert themes(PUZZLES, kept) == (Theme(ALL, 5, 2, 1), Theme("win", 2, 1, 1),
                                     Theme("stop", 2, 1, 0), Theme("most", 1, 0, 0))
    assert [t.name for t in themes(PUZZLES, kept)] == ["All", "Win this turn", "Stop the threat",
                                                       "Gain the most"]
    assert themes(PUZZLES, kept)[1].spoken() == "Win this turn: 2 puzzles, 1 solved, 1 failed"
    assert themes(PUZZLES[3:4], {"puzzles": {}})[1].counted() == "1 puzzle, 0 solved, 0 failed"


def test_a_theme_keeps_its_puzzles_in_the_files_order():
    assert [p.key for p in in_theme(PUZZLES, "stop")] == ["s1", "s2"]
    assert in_theme(PUZZLES, ALL) == PUZZLES
    assert in_theme(PUZZLES, "end") == ()


@pytest.mark.parametrize("written, theme, told", [
    ("", "", False), ("stop", "stop", False), ("most", "most", False),
    ("end", "", True),  # a kind the game has no puzzle of
    ("nonsense", "", True),
])
def test_a_theme_the_address_names_is_chosen_or_said_to_be_none(written, theme, told):
    found, message = chosen(PUZZLES, written)
    assert found == theme and bool(message) == told
    if told:
        assert repr(written) in message and "all of them" in message


def test_the_streak_is_said_with_the_best_when_that_was_longer():
    assert streak_words({"streak": [], "best": 0}) == "Streak: 0"
    assert streak_words({"streak": ["a", "b"], "best": 2}) == "Streak: 2"
    assert streak_words({"streak": ["a"], "best": 4}) == "Streak: 1 (best 4)"
    assert puzzlebook.streak({}) == 0


@pytest.mark.parametrize("theme, key", [("", ""), ("", "db360ae365"), ("end", ""),
                                        ("stop", "db360ae365")])
def test_a_theme_s_addresses_read_back(theme, key):
    assert parse(url("orbit", "puzzles", key, theme)) == Route("orbit", teach="puzzles",
                                                               item=key, theme=theme)


def test_a_theme_is_written_before_the_puzzle():
    assert url("orbit", "puzzles", "k1", "end") == "#/orbit/puzzles/theme/end/k1"
    assert url("orbit", "puzzles", theme="end") == "#/orbit/puzzles/theme/end"
    assert url("orbit", "learn", "capture") == "#/orbit/learn/capture"
    assert parse("#/orbit/puzzles/theme/") == Route("orbit", teach="puzzles")
    assert parse("#/orbit/puzzles/theme/" + "x" * 90).theme == "x" * 40
