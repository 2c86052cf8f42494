"""Looking back at a game: the computer's estimate of each seat's chances in a position, and the
turn it would have played there. The worker answers these as it answers a move
(grove.ai.think, with `estimate:<level>` or `turn:<level>` for the level), so that a review runs
off the page's thread, one position a question, and can stop between any two.

The estimate is the search's own: its root's rewards per seat over all the playouts, each seat's
share of the win as the search sees the position, for every seat at once (a game of three to six
players gets a line per seat). A position one turn from a win for the seat to move is worth the
whole win to it, as the computer takes such a win without searching.
"""

from __future__ import annotations

import math
import random

from grove.ai.search import Search, outcome
from grove.ai.tactics import winning_line
from grove.core.state import State

REVIEW_PLAYOUTS = {"medium": 500, "hard": 4000}  # a review's search per position, by level
# How far each game's shares are spread out from even (`spread_out`): the search's own come out
# squeezed towards even, its tree and its short playouts averaging good turns with poor ones.
# Fitted by bench/calibration.py on good games, so that a share means how often that seat wins.
SPREAD = {"orbit": 1.42, "rumbo": 0.44}


def estimate(state: State, level: str = "medium", seed: int | None = None) -> tuple[float, ...]:
    """Each seat's expected share of the win in `state`, by a search of the level's size."""
    return judged(state, level, seed)[0]


def judged(state: State, level: str = "medium",
           seed: int | None = None) -> tuple[tuple[float, ...], bool]:
    """The seats' shares, and whether the seat to move can win this very turn."""
    shares, found = looked(state, level, seed)
    return settled(state, shares, found), isinstance(found, list)


def settled(state: State, shares: tuple[float, ...], found) -> tuple[float, ...]:
    """The shares `looked` found, spread out as each game's are unless the game is over or won
    this turn (`found` is then None, or the winning line)."""
    if state.over or isinstance(found, list):
        return shares
    return spread_out(shares, SPREAD.get(state.game_id, 1.0))


def searched(state: State, level: str = "medium",
             seed: int | None = None) -> tuple[tuple[float, ...], bool]:
    """`judged`'s shares as the search found them, before they are spread out."""
    shares, found = looked(state, level, seed)
    return shares, isinstance(found, list)


def looked(state: State, level: str = "medium",
           seed: int | None = None) -> tuple[tuple[float, ...], list[str] | None | Search]:
    """The shares as the search found them, and either the line that wins this turn (the shares
    are then the whole win) or the search that found them (None once the game is over)."""
    from grove.ai import knowledge_for

    if state.over:
        return outcome(state), None
    knowledge = knowledge_for(state.game_id, level).rooted(state)
    line = winning_line(state, knowledge)
    if line:
        return tuple(1.0 if seat == state.to_move else 0.0 for seat in range(state.players)), line
    search = Search(state, knowledge, random.Random(seed))
    search.run(playouts=REVIEW_PLAYOUTS.get(level, REVIEW_PLAYOUTS["medium"]), settle=False)
    totals = search.root.totals
    whole = sum(totals) or 1.0
    return tuple(total / whole for total in totals), search


def logit(p: float) -> float:
    p = min(1 - 1e-6, max(1e-6, p))
    return math.log(p / (1 - p))


def spread_out(shares: tuple[float, ...], spread: float) -> tuple[float, ...]:
    """Each share's odds raised to the power `spread`, then the shares made to sum to one again:
    a spread of 1 changes nothing, a larger one moves every share away from even."""
    stretched = [1 / (1 + math.exp(-spread * logit(share))) for share in shares]
    whole = sum(stretched) or 1.0
    return tuple(s / whole for s in stretched)


def best_turn(state: State, level: str = "medium", seed: int | None = None) -> tuple[str, ...]:
    """The whole turn the computer plays from `state` at `level` (several actions where a turn
    has several)."""
    from grove.ai import choose

    seat, actions = state.to_move, []
    while not state.over and state.to_move == seat:
        action = choose(state, level, seed=seed).action
        actions.append(action)
        state = state.play(action)
    return tuple(actions)


LINE_TURNS = 3  # how many turns an exploration's expected line runs to


def expected(state: State, level: str = "medium",
             seed: int | None = None) -> tuple[tuple[float, ...], bool, list[str]]:
    """What an exploration shows beside a position: the seats' shares and whether the seat to
    move wins this turn (as `judged`), and the line the computer expects: the winning line, else
    the turns it would play for each seat in turn, up to LINE_TURNS of them. (A search's most
    tried moves run out after a move or two: its playouts spread over the replies.)"""
    shares, found = looked(state, level, seed)
    if isinstance(found, list):
        return shares, True, found
    shares, line = settled(state, shares, found), []
    for _turn in range(LINE_TURNS):
        if state.over:
            break
        turn = best_turn(state, level, seed)
        line += turn
        for action in turn:
            state = state.play(action)
    return shares, False, line


def answer(state: State, question: str, seed: int | None = None) -> str:
    """The worker's answer to a review's question: `estimate:<level>` -> the seats' shares,
    comma separated, then `;win` where the seat to move can win this turn; `turn:<level>` -> the
    turn's actions, one a line; `explore:<level>` -> the estimate's line, then the expected
    line's actions, one a line."""
    kind, _colon, level = question.partition(":")
    if kind == "explore":
        shares, wins, line = expected(state, level, seed)
        return "\n".join([",".join(f"{share:.3f}" for share in shares) + (";win" if wins else ""),
                          *line])
    if kind == "estimate":
        shares, wins = judged(state, level, seed)
        return ",".join(f"{share:.3f}" for share in shares) + (";win" if wins else "")
    return "\n".join(best_turn(state, level, seed))
