"""An exploration (grove.app.explore, .session `Exploring`, .table `Explore`): the player's own
tree of lines around a game, which never changes the game, is kept with it in its record (never
in a link), and is refused whole when a record's is damaged."""

import json
import sys

import pytest

from grove import links, record
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store
from grove.app.table import Table
from grove.app.variations import lines
from grove.i18n import say


def orbit(*actions, **options):
    session = Session.new("orbit", {"size": 9, "pie": "off", **options}, names=("Ada", "Ben"))
    for action in actions:
        session.play(action)
    return session


def explore(session, ply=None):
    """A table exploring `session` from `ply` (the position in force if None)."""
    if ply is not None:
        session.show(ply)
    return Table(session, key="g1").explore()


def play(table, action):
    outcome = table.play(action)
    assert outcome.kind == "played", outcome.message
    table.commit(Store(MemoryBackend()))


# -- the tree --------------------------------------------------------------------------------------

def test_moves_explored_branch_off_and_never_change_the_game():
    game = orbit("e5", "c3", "g7")
    table = explore(game, 1)  # after e5
    play(table, "d4")
    play(table, "f6")
    assert game.line == ("e5", "c3", "g7")  # the game is as it was
    exploring = table.session
    assert exploring.shown.history == ("e5", "d4", "f6")
    tree = game.exploration
    assert [child.action for child in tree.line[1].children] == ["c3", "d4"]  # the game's first
    assert exploring.exploring and not tree.on_line(exploring.node)


def test_a_move_already_explored_is_followed_not_repeated():
    game = orbit("e5", "c3")
    table = explore(game, 1)
    play(table, "c3")  # the game's own move: its node, not a new one
    assert table.session.node is game.exploration.line[2]
    play(table, "d4")
    table.session.go(game.exploration.line[2])
    play(table, "d4")
    assert len(game.exploration.line[2].children) == 1


def test_stepping_back_then_playing_keeps_what_came_after():
    game = orbit("e5")
    table = explore(game)
    for action in ("c3", "g7", "d4"):
        play(table, action)
    table.show(2)  # after e5 c3
    play(table, "f6")
    node = game.exploration.line[1].children[0]  # c3 (the exploration's first line)
    assert [c.action for c in node.children] == ["g7", "f6"]
    assert table.session.end == len(table.session.states) - 1


def test_the_line_on_show_runs_on_along_its_main_continuation():
    game = orbit("e5", "c3", "g7")
    table = explore(game, 0)
    session = table.session
    assert session.shown_ply == 0 and session.line == ("e5", "c3", "g7")
    session.show(99)
    assert session.shown_ply == 3 and not session.replaying  # every position can be played from


def test_promote_puts_a_branch_first_after_the_games_own_move():
    game = orbit("e5", "c3")
    table = explore(game, 1)
    tree = game.exploration
    for action in ("d4", "f6", "g7"):
        table.session.go(tree.line[1])
        play(table, action)
    after_e5 = tree.line[1]
    g7 = after_e5.children[-1]
    assert tree.promotion(g7) == 1
    assert tree.promote(g7)
    assert [c.action for c in after_e5.children] == ["c3", "g7", "d4", "f6"]
    assert tree.promotion(g7) is None and not tree.promote(g7)
    assert not tree.promote(tree.line[2])  # the game's own move stays first


def test_promote_off_the_games_line_puts_a_branch_first():
    game = orbit("e5")
    table = explore(game, 0)
    play(table, "d4")
    d4 = table.session.node
    for action in ("c3", "f6"):
        table.session.go(d4)
        play(table, action)
    f6 = d4.children[1]
    assert game.exploration.promote(f6)
    assert [c.action for c in d4.children] == ["f6", "c3"]


def test_delete_takes_a_branch_away_but_never_the_games_moves():
    game = orbit("e5", "c3")
    table = explore(game, 1)
    play(table, "d4")
    play(table, "f6")
    tree = game.exploration
    d4 = tree.line[1].children[1]
    assert tree.deletable(d4) and not tree.deletable(tree.line[2])
    assert not tree.deletable(tree.root)
    assert tree.delete(d4) is tree.line[1]
    assert [c.action for c in tree.line[1].children] == ["c3"]
    with pytest.raises(ValueError) as refused:
        tree.delete(tree.line[2])
    assert "never changes the game" in say(refused.value.args[0])
    with pytest.raises(ValueError):
        tree.delete(tree.root)


def test_a_note_is_printable_text_cut_to_its_limit():
    tree = orbit("e5").explored()
    node = tree.line[1]
    assert tree.annotate(node, "  a good\x00 move \x1b ") == "a good move"
    assert len(tree.annotate(node, "x" * 1000)) == record.MAX_NOTE
    assert tree.annotate(node, "") == "" and tree.empty


def test_where_says_whether_a_position_is_the_games_and_where_a_line_leaves_it():
    game = orbit("e5", "c3")
    table = explore(game, 1)
    tree = game.exploration
    assert say(tree.where(tree.root)) == "The game's first position."
    assert say(tree.where(tree.line[2])) == "The game's own line, after 2 actions."
    play(table, "d4")
    play(table, "f6")
    assert say(tree.where(table.session.node)) == (
        "A line of your own, leaving the game after 1 action.")
    table.session.go(tree.root)
    play(table, "a1")
    assert say(tree.where(table.session.node)) == (
        "A line of your own, from the game's first position.")


# -- kept with the game --------------------------------------------------------------------------

def explored_game():
    game = orbit("e5", "c3", "g7")
    table = explore(game, 1)
    play(table, "d4")
    play(table, "f6")
    game.exploration.annotate(table.session.node, "the idea")
    game.exploration.annotate(game.exploration.line[3], "what was played")
    return game


def test_an_exploration_goes_into_the_record_and_comes_back_whole():
    game = explored_game()
    data = json.loads(game.record())
    assert data["explore"] == {"moves": [[1, "d4"], [4, "f6"]],
                               "notes": [[3, "what was played"], [5, "the idea"]]}
    again = Session.from_loaded(record.read(game.record()))
    assert again.line == game.line
    assert again.exploration.stored() == game.exploration.stored()
    assert again.record() == game.record()


def test_a_game_with_nothing_explored_writes_no_exploration():
    game = orbit("e5")
    explore(game)
    assert "explore" not in json.loads(game.record())


def test_a_link_never_carries_the_exploration():
    game = explored_game()
    assert links.from_link(game.link()).explored is None
    plain = orbit("e5", "c3", "g7")
    plain.show(1)  # as the exploration was opened
    assert game.link() == plain.link()  # not a character more


def test_the_game_played_on_keeps_its_exploration_and_its_line_first():
    game = explored_game()
    game.play("d6")
    tree = game.explored()
    assert [n.action for n in tree.line] == ["", "e5", "c3", "g7", "d6"]
    again = Session.from_loaded(record.read(game.record()))
    assert again.exploration.stored() == tree.stored()


@pytest.mark.parametrize("explore, why", [
    ([], "not a list of moves and notes"),
    ({"moves": "d4"}, "not a list of moves and notes"),
    ({"moves": [[9, "d4"]]}, "exploration move 1 is not a position and an action"),
    ({"moves": [[True, "d4"]]}, "exploration move 1 is not a position and an action"),
    ({"moves": [[1, "d4"], [1, "e5"]]}, "exploration move 2 ('e5') cannot be played: e5 is taken"),
    ({"moves": [[0, 5]]}, "is not a position and an action"),
    ({"notes": [[7, "x"]]}, "a note in the record's exploration"),
    ({"notes": [[1, "x" * 281]]}, "a note in the record's exploration"),
    ({"moves": [[0, "a1"]] * (record.MAX_EXPLORED + 1)}, "exploration is too long"),
])
def test_a_damaged_exploration_is_refused_with_its_reason(explore, why):
    data = json.loads(orbit("e5").record())
    data["explore"] = explore
    with pytest.raises(record.RecordError) as refused:
        record.load(data)
    assert why in say(refused.value.args[0])


# -- the table -----------------------------------------------------------------------------------

def test_exploring_is_kept_with_the_game_in_its_store():
    store = Store(MemoryBackend())
    game = Table(orbit("e5"), key=store.new_key())
    game.save(store)
    table = game.explore()
    play(table, "d4")
    saved, message = table.keep_exploration(store)
    assert saved.address and not message
    stored = Session.from_loaded(store.open(game.key).loaded)
    assert stored.exploration.stored() == {"moves": [[1, "d4"]]}
    assert stored.line == ("e5",)


def test_exploring_a_game_opened_from_a_link_makes_it_yours_without_changing_it():
    store = Store(MemoryBackend())
    table = Table(orbit("e5")).explore()
    play(table, "d4")
    saved, message = table.keep_exploration(store)
    assert table.mode.game.key is not None and "now one of your games" in say(message)


def test_no_exploration_from_an_exploration_or_while_a_turn_clock_runs():
    from grove.app.ending import choices

    game = Table(orbit("e5"))
    assert game.can_explore()
    assert not game.explore().can_explore()
    timed = Session.new("arbos", {"turn_seconds": 60})
    assert not Table(timed).can_explore()
    timed.play(choices(timed).resign)
    assert Table(timed).can_explore()  # once it is over


def test_an_exploration_offers_no_ending_and_no_clock():
    from grove.app.ending import Choices, choices
    from grove.app.frame import frame

    table = explore(orbit("e5", "c3"), 1)
    assert choices(table.session) == Choices()
    assert not Table(orbit("e5", "c3")).session.exploring
    assert choices(Table(orbit("e5", "c3")).session) != Choices()  # the game itself has them
    drawn = frame(table)
    assert drawn.exploring and not drawn.note and not drawn.replaying


# -- the move list with its variations -----------------------------------------------------------

def words(tree):
    return [(row.depth, " ".join(filter(None, (f"{s.number}{s.notation}" for s in row.steps))))
            for row in lines(tree)]


def test_the_list_writes_variations_as_lichess_does():
    game = orbit("e5", "c3", "g7", "d4")
    table = explore(game, 2)  # after e5 c3: Black to move in round 2
    play(table, "f6")
    play(table, "c7")
    table.session.go(game.exploration.line[1])  # after e5: White's reply
    play(table, "g3")
    assert words(game.exploration) == [
        (0, "1.e5 c3"), (1, "1…g3"), (0, "2.g7"), (1, "2.f6 c7"), (0, "2…d4")]
    steps = [s for row in lines(game.exploration) for s in row.steps]
    assert [s.game for s in steps] == [True, True, False, True, False, False, True]


def test_a_variation_of_a_variation_is_indented_again():
    game = orbit("e5")
    table = explore(game, 0)
    play(table, "d4")
    play(table, "f6")
    table.session.go(table.session.node.parent)
    play(table, "c3")
    assert [row.depth for row in lines(game.exploration)] == [0, 1, 2]


def test_variations_nested_deeper_than_python_recurses_are_listed():
    game = Session.new("orbit", {"size": 19, "pie": "off"})
    tree = game.explored()
    node = tree.root
    for _ in range(300):  # each position: two replies, and on into the second
        first, second = sorted(a for a in node.state.legal() if a != "pass")[:2]
        tree.adopt(node, node.state.play(first))
        node = tree.adopt(node, node.state.play(second))
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(150)
    try:
        found = lines(tree)
        stored = tree.stored()
    finally:
        sys.setrecursionlimit(limit)
    assert max(row.depth for row in found) == 300
    assert len(stored["moves"]) == 600


def test_the_tree_counts_its_changes_so_that_an_unchanged_list_is_not_drawn_again():
    game = orbit("e5", "c3")
    table = explore(game, 1)
    tree = game.exploration
    counted = tree.changes
    game.explored()  # the game's line followed again, as it is
    table.session.go(tree.line[2])  # a step through the tree
    assert tree.changes == counted
    steps = []
    table.session.go(tree.line[1])
    play(table, "d4")
    steps.append(tree.changes)
    table.session.go(tree.line[1])
    play(table, "d4")  # followed, not added
    steps.append(tree.changes)
    table.session.go(tree.line[1])
    play(table, "f6")
    steps.append(tree.changes)
    tree.promote(tree.line[1].children[2])
    steps.append(tree.changes)
    tree.annotate(tree.line[1], "x")
    steps.append(tree.changes)
    tree.delete(tree.line[1].children[1])
    steps.append(tree.changes)
    assert steps == [counted + 1, counted + 1, counted + 2, counted + 3, counted + 4, counted + 5]
