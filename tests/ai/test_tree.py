"""The search's tree keeps a position only where it is needed (grove.ai.search.Node): a leaf,
visited once, keeps none, and a node the search comes back to has its position played again,
the same position; a kept tree is searched again from such a leaf."""

import random

import pytest

from grove import ai
from grove.ai.search import Search, advance
from grove.games import new_game


def nodes(node, parent=None, action=None):
    yield node, parent, action
    for move, child in node.children:
        yield from nodes(child, node, move)


@pytest.mark.parametrize("game_id", ["trellis", "orbit", "arborel"])
def test_leaves_keep_no_position_and_the_others_keep_theirs(game_id):
    state = new_game(game_id)
    search = Search(state, ai.knowledge_for(game_id), random.Random(3))
    search.run(playouts=600)
    found = list(nodes(search.root))
    leaves = [node for node, _parent, _action in found if node.visits == 1 and not node.children]
    assert len(leaves) > len(found) / 3  # most of a tree, where the positions went
    assert all(node.state is None for node in leaves)
    for node, parent, action in found:
        if node.children:
            assert node.state is not None
            if parent is not None:  # played again from its parent: the same position
                assert node.state.position() == advance(parent.state, action).position()


def paths(node, line=()):
    yield node, line
    for move, child in node.children:
        yield from paths(child, (*line, move))


def test_a_kept_tree_is_searched_again_from_a_leaf():
    ai.kept.clear()
    state = new_game("trellis", size=7)
    ai.choose(state, "hard", playouts=300, seed=1, reuse=True)
    line = next(line for node, line in paths(ai.kept.root) if node.state is None)
    after = state
    for action in line:
        after = after.play(action)
    assert ai.kept.find(after).state is None
    choice = ai.choose(after, "hard", playouts=300, seed=2, reuse=True)
    assert choice.action in after.legal() and ai.kept.root.state is not None
    ai.kept.clear()
