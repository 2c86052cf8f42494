"""Where a URL fragment leads (grove.app.routes), and who plays a quick start."""

import pytest

from grove.app.routes import (
    OPTIONS,
    Route,
    Way,
    back_from_options,
    game_url,
    parse,
    quick_players,
    quick_start_url,
    way,
)


@pytest.mark.parametrize(("fragment", "route"), [
    ("", Route()),
    ("#/", Route()),
    ("#/orbit", Route("orbit")),
    ("#/orbit/", Route("orbit")),
    ("#/orbit/game/g1x", Route("orbit", key="grove.g1x")),
    ("#/orbit/g/AbC", Route("orbit", payload="AbC")),
    ("#/orbit/g/AbC/ply/5", Route("orbit", payload="AbC", ply="5")),
    ("#/orbit/g/AbC/ply", Route("orbit", payload="AbC")),
    ("#/orbit/new", Route("orbit", start=OPTIONS)),
    ("#/orbit/new/", Route("orbit", start=OPTIONS)),
    ("#/orbit/new/computer", Route("orbit", start="computer")),
    ("#/orbit/new/friend", Route("orbit", start="friend")),
    ("#/orbit/new/here", Route("orbit", start="here")),
    ("#/orbit/new/chess", Route("orbit", start="chess")),  # the page says it knows no such start
    ("#/chess/new/here", Route("chess", start="here")),  # and no such game
    ("#/orbit/game", Route("orbit")),
    ("#/orbit/learn", Route("orbit", teach="learn")),
    ("#/orbit/learn/capture", Route("orbit", teach="learn", item="capture")),
    ("#/orbit/puzzles/", Route("orbit", teach="puzzles")),
    ("#/orbit/puzzles/db360ae365", Route("orbit", teach="puzzles", item="db360ae365")),
    ("#/orbit/puzzles/theme/end", Route("orbit", teach="puzzles", theme="end")),
    ("#/orbit/puzzles/theme/stop/db360ae365", Route("orbit", teach="puzzles", item="db360ae365",
                                                    theme="stop")),
    ("#/orbit/puzzles/theme/chess", Route("orbit", teach="puzzles", theme="chess")),  # said so
])
def test_each_fragment_names_its_route(fragment, route):
    assert parse(fragment) == route


def test_an_unknown_start_is_kept_short_for_the_message():
    assert parse("#/orbit/new/" + "x" * 500).start == "x" * 40


def test_urls_the_page_writes_read_back():
    assert parse(game_url("btt", "grove.g42")) == Route("btt", key="grove.g42")
    assert parse(quick_start_url("btt", "friend")) == Route("btt", start="friend")


def test_a_quick_start_against_the_computer_gives_you_the_first_seat():
    assert quick_players(2, "computer") == ("", "medium")
    assert quick_players(4, "computer") == ("", "medium", "medium", "medium")
    assert quick_players(3, "here") == ("", "", "")
    assert quick_players(2, "friend") == ("", "")


def test_cancel_in_the_dialog_opened_by_its_address_goes_back_to_what_was_on_screen():
    # From a card's Options... on the home page: home again, not a game of the dialog's type.
    assert back_from_options("#/") == "#/"
    assert back_from_options("") == "#/"
    assert back_from_options(None) == "#/"  # the address opened from outside: nothing before
    # From a game, or a lesson: that game or lesson, as it was.
    assert back_from_options("#/trellis/game/123") == "#/trellis/game/123"
    assert back_from_options("#/orbit/learn/first") == "#/orbit/learn/first"
    # Never to another start: Cancel starts nothing.
    assert back_from_options("#/orbit/new/computer") == "#/"
    assert back_from_options("#/orbit/new") == "#/"


GAMES = ("orbit", "trellis")


@pytest.mark.parametrize(("fragment", "on_screen", "go"), [
    ("#/", (None, None), "home"),
    ("", ("orbit", "grove.g1"), "home"),
    ("#/chess", (None, None), "unknown"),
    ("#/chess/new/here", ("orbit", "grove.g1"), "unknown"),
    ("#/orbit/learn", (None, None), "teach"),
    ("#/orbit/puzzles/theme/end", ("orbit", "grove.g1"), "teach"),
    ("#/orbit/g/AbC", ("orbit", "grove.g1"), "link"),
    ("#/orbit/game/g1", ("orbit", "grove.g1"), "stay"),  # on screen already: nothing to do
    ("#/orbit/game/g2", ("orbit", "grove.g1"), "key"),
    ("#/orbit/game/g1", ("trellis", "grove.g9"), "key"),
    ("#/orbit/new/computer", ("orbit", "grove.g1"), "start"),
    ("#/orbit/new", (None, None), "start"),
    ("#/orbit", ("trellis", "grove.g9"), "latest"),
    ("#/orbit", ("orbit", None), "latest"),  # a game of Orbit not stored (a lesson's, a link's)
    ("#/orbit", ("orbit", "grove.g1"), "stay"),
])
def test_an_address_leads_where_it_says_from_what_is_on_screen(fragment, on_screen, go):
    assert way(parse(fragment), GAMES, *on_screen, lesson=None) == Way(go)


@pytest.mark.parametrize(("fragment", "leave"), [
    ("#/orbit/learn/capture", False),  # another lesson of the same game: the lessons stay
    ("#/orbit/puzzles", False),
    ("#/trellis/learn", True),  # another game's lessons
    ("#/orbit", True),  # the game's own page
    ("#/orbit/g/AbC", True),
    ("#/", True),
])
def test_a_lesson_on_screen_gives_way_to_anything_but_the_same_games_teaching(fragment, leave):
    assert way(parse(fragment), GAMES, "orbit", None, lesson="orbit").leave_lesson is leave
