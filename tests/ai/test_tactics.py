"""The computer takes a win that is on the board (grove.ai.tactics), in every game."""

import random

import pytest

from grove import ai
from grove.ai.tactics import winning_line
from grove.games import new_game


def won_turns(game_id: str, games: int, seed: int):
    """The turns that ended random games with their mover the only winner: lists of (state,
    action) from the turn's first action to its last. The players pass one time in ten where
    they may (uniformly random Arbos players almost never pass twice running, and their games
    go on for thousands of actions)."""
    rng = random.Random(seed)
    for _ in range(games):
        state, turn = new_game(game_id), []
        while not state.over:
            if turn and turn[0][0].to_move != state.to_move:
                turn = []
            legal = state.legal()
            action = "pass" if "pass" in legal and rng.random() < 0.1 else rng.choice(legal)
            turn.append((state, action))
            state = state.play(action)
        if state.winners() == (turn[0][0].to_move,):
            yield turn


# Arborel is left out: random games there end when a Lord fails to leave his Tower, a loss for
# the mover, never a win; and its candidates are every legal action, which cannot miss one.
@pytest.mark.parametrize("game_id", ("trellis", "orbit", "btt", "arbos", "rumbo"))
def test_the_winning_candidates_hold_every_winning_turn(game_id):
    # A game's `winning_candidates` may leave actions out only where no win can be: every action
    # of every turn that won a random game was among them, and the look finds a win there.
    knowledge, seen = ai.knowledge_for(game_id), 0
    for turn in won_turns(game_id, games=60, seed=11):
        for state, action in turn:
            assert action in knowledge.winning_candidates(state), (state.history, action)
        assert winning_line(turn[0][0], knowledge) is not None, turn[0][0].history
        seen += 1
    assert seen >= 10  # the check saw winning turns, not none


def passed_to(game_id: str, seed: int):
    """A position from random play where the opponent has just passed and the mover leads: a
    pass ends the game with the mover the only winner."""
    rng, state = random.Random(seed), new_game(game_id)
    for _ in range(20_000):
        legal = state.legal()
        if state.passes == 1 and "pass" in legal and state.legal() != ["pass"]:
            ended = state.play("pass")
            if ended.over and ended.winners() == (state.to_move,):
                return state
        state = state.play("pass" if "pass" in legal and rng.random() < 0.05
                           else rng.choice(legal))
        if state.over:
            state = new_game(game_id)
    raise AssertionError("no such position")


@pytest.mark.parametrize("game_id", ("orbit", "arbos"))
def test_a_pass_that_wins_is_played(game_id):
    # Territory games end on two passes: with the opponent's pass just made and the mover ahead,
    # passing wins at once, while the search alone would rather go on placing stones or spores.
    state = passed_to(game_id, seed=4)
    scores = state.scores()
    assert scores[state.to_move] >= scores[1 - state.to_move]
    assert winning_line(state, ai.knowledge_for(game_id)) == ["pass"]
    for level in ("medium", "hard"):
        assert ai.best_action(state, level, seed=1, playouts=50) == "pass"
    assert ai.best_action(state, "easy", seed=1) in state.legal()
