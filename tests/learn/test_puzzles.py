"""Puzzles (grove.learn.puzzles): each set proved again by exhaustive search (scripts/proofs.py).

In full by `scripts/mine.py --check` (out of the tests: it takes long); here on a sample of each
game, the same proof: the answer does the task, the count of solving first actions is the one
stated and within the rule (at most a third, out of at least six), and every stored refutation is
legal and refutes. And the rules of the set: enough puzzles, easy first, one idea each.
"""

import pytest
from mine import FULL, MINED, SPACING, check
from mine import written as puzzles  # scripts/mine.py: the files it wrote
from proofs import does

from grove.games import GAMES
from grove.learn.puzzles import FORMAT, KINDS, Puzzle, read, write

SAMPLE = 3  # puzzles of each game proved again here: the easiest, one between, the hardest


def sample(game_id):
    found = puzzles(game_id)
    return [found[0], found[len(found) // 2], found[-1]][:SAMPLE]


@pytest.mark.parametrize("game_id, puzzle", [(g, p) for g in MINED for p in sample(g)],
                         ids=lambda x: getattr(x, "key", x))
def test_a_puzzle_is_proved_again(game_id, puzzle):
    assert check(game_id, puzzle) == []


PENDING = [(g, p) for g in sorted(set(GAMES) - set(MINED)) for p in puzzles(g)]


@pytest.mark.parametrize("game_id, puzzle", PENDING, ids=lambda x: getattr(x, "key", x))
def test_a_puzzle_not_mined_yet_is_still_answered_by_its_answer(game_id, puzzle):
    """The games the miner has not reached yet keep the tactics bench's puzzles (issue 71)."""
    assert does(puzzle.start(game_id), puzzle.kind, list(puzzle.answer), puzzle.gain)


# A game whose miner is still short of FULL, with how far it got: strict, so that this fails as
# soon as the miner has written them.
SHORT: dict[str, str] = {}


@pytest.mark.parametrize("game_id", [
    pytest.param(g, marks=pytest.mark.xfail(g in SHORT, reason=SHORT.get(g, ""), strict=True))
    for g in MINED])
def test_each_mined_game_has_thirty_puzzles(game_id):
    assert len(puzzles(game_id)) >= FULL


@pytest.mark.parametrize("game_id", MINED)
def test_each_set_is_easy_first_one_idea_each(game_id):
    found = puzzles(game_id)
    assert [p.grade for p in found] == sorted(p.grade for p in found)
    assert len({p.key for p in found}) == len(found)
    assert len({p.answer for p in found}) == len(found), "no answer twice"
    for p in found:
        assert p.kind in KINDS and p.turns >= 6 and 3 * p.solving <= p.turns
    # No two from one game within a few actions: one setup is never the other's, nearly.
    for a in found:
        for b in found:
            if a is not b and len(a.setup) <= len(b.setup) and b.setup[:len(a.setup)] == a.setup:
                assert len(b.setup) - len(a.setup) >= SPACING, (a.key, b.key)


def test_a_wrong_claim_is_found():
    """The check can fail: a puzzle whose stated count, answer or refutation is wrong."""
    game_id, puzzle = MINED[0], puzzles(MINED[0])[0]
    fields = puzzle.__dict__
    start = puzzle.start(game_id)
    assert check(game_id, Puzzle(**fields | {"solving": puzzle.solving + 1}))
    other = next(a for a in start.legal() if a != puzzle.answer[0])
    assert check(game_id, Puzzle(**fields | {"answer": (other, *puzzle.answer[1:])}))
    assert check(game_id, Puzzle(**fields | {"refutations": {other: ("nowhere",)}}))


def test_a_file_is_read_back_as_written():
    found = puzzles("orbit")
    assert read(write("orbit", found), "orbit") == found


@pytest.mark.parametrize("text", [f'{{"format": {FORMAT}, "game": "orbit", "puzzles": []}}',
                                  '{"format": 1, "game": "trellis", "puzzles": []}',
                                  f'{{"format": {FORMAT}, "game": "trellis", "puzzles": '
                                  '[{"key": "k", "kind": "draw", "grade": 1}]}',
                                  '[1, 2]', "not json"])
def test_a_file_that_is_not_this_games_puzzles_is_refused(text):
    with pytest.raises(ValueError):
        read(text, "trellis")
