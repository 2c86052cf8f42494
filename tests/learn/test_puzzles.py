"""Puzzles (grove.learn.puzzles): each one's answer does what it claims, found again by brute
force through the engine, and a wrong turn's refutation is legal and wins."""

import random

import pytest
from puzzles import written as puzzles  # scripts/puzzles.py: the files it wrote

from grove import ai
from grove.ai.tactics import Look
from grove.games import GAMES
from grove.learn.puzzles import KINDS, read

TRUTH = 30_000  # positions: enough for the look to finish (scripts/puzzles.py's budget)
ALL = [(game_id, puzzle) for game_id in sorted(GAMES) for puzzle in puzzles(game_id)]


def winning_line(state):
    """The mover's winning line this turn or None; the look must finish to say none."""
    look = Look(ai.knowledge_for(state.game_id), TRUTH)
    line = look.line(state, state.to_move)
    assert line is not None or look.left > 0, "not settled"
    return line


def play(state, actions):
    for action in actions:
        state = state.play(action)  # IllegalMove fails the test
    return state


@pytest.mark.parametrize("game_id, puzzle", ALL, ids=lambda x: getattr(x, "key", x))
def test_the_answer_does_what_the_puzzle_claims(game_id, puzzle):
    start = puzzle.start(game_id)
    seat = start.to_move
    assert not start.over and puzzle.kind in KINDS and puzzle.grade in (1, 2, 3)
    after = play(start, puzzle.answer)
    if puzzle.kind == "win":
        assert after.over and after.winners() == (seat,)
        assert puzzle.answer != ("pass",), "a pass that wins is no puzzle"
        return
    assert after.over or after.to_move != seat, "the answer is a whole turn"
    assert winning_line(start) is None, "the mover cannot simply win"
    if not after.over:
        assert winning_line(after) is None, "the answer leaves the next player no win"


@pytest.mark.parametrize("game_id, puzzle", [(g, p) for g, p in ALL if p.kind == "stop"],
                         ids=lambda x: getattr(x, "key", x))
def test_a_stop_puzzle_has_a_threat_and_its_refutation_is_legal(game_id, puzzle):
    start = puzzle.start(game_id)
    seat = start.to_move
    rng = random.Random(puzzle.key)
    refuted = set()
    for _ in range(40):  # most turns lose (the tactics bench chose the position so): find them
        wrong = start
        while not wrong.over and wrong.to_move == seat:
            wrong = wrong.play(rng.choice(wrong.legal()))
        if wrong.over:  # a turn that ends the game lost (an Arborel Lord left in his Tower)
            if seat not in wrong.winners():
                refuted.add("lost at once")
            continue
        reply = winning_line(wrong)
        if reply:
            end = play(wrong, reply)  # the reply the page plays is legal, and wins
            assert end.over and seat not in end.winners()
            refuted.add("the next player wins")
    assert refuted, "some turn loses"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_game_has_its_puzzles_easy_first(game_id):
    found = puzzles(game_id)
    assert found, game_id
    assert [p.grade for p in found] == sorted(p.grade for p in found)
    assert len({p.key for p in found}) == len(found)
    assert len(found) >= (3 if game_id == "arbos" else 30)


@pytest.mark.parametrize("text", ['{"format": 1, "game": "orbit", "puzzles": []}',
                                  '{"format": 2, "game": "trellis", "puzzles": []}',
                                  '{"format": 1, "game": "trellis", "puzzles": '
                                  '[["k", "draw", 1, [], [], {}]]}',
                                  '[1, 2]', "not json"])
def test_a_file_that_is_not_this_games_puzzles_is_refused(text):
    with pytest.raises(ValueError):
        read(text, "trellis")
