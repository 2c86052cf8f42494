"""What bench/review.py times, in CPython and in the browser's Pyodide alike: a whole review of
one game at a level, as the page's review asks it of the worker (grove.app.review: the estimate
at the start of every turn and at the end, then the computer's turn at each mistake and
blunder), without the worker's round trips. No imports but grove's: Pyodide runs this file."""

from __future__ import annotations

import json
import time

from grove import record
from grove.ai import position_of
from grove.ai.review import best_turn, judged
from grove.ai.search import outcome
from grove.app.review import Review
from grove.app.session import Session


def review_game(record_text: str, level: str = "medium") -> dict:
    """Seconds for the review of the game `record_text` holds, and what it found."""
    start = time.perf_counter()
    session, review, estimated = reviewed(record_text, level)
    return {"actions": len(session.line), "positions": len(review.estimates),
            "mistakes": len(review.better), "estimates_s": estimated,
            "seconds": time.perf_counter() - start}


def reviewed(record_text: str, level: str = "medium"):
    """The game's session, its whole review, and the seconds its estimates took."""
    session = Session.from_loaded(record.read(record_text))
    review = Review.for_line(session.line, None, level)
    start = time.perf_counter()
    while (ply := review.next_position(session)) is not None:
        state = session.states[ply]
        if state.over:
            review.estimates[ply] = outcome(state)
        else:
            review.estimates[ply], wins = judged(state, level, seed=ply)
            if wins:
                review.wins.add(ply)
    estimated = time.perf_counter() - start
    # The better turns, until none is wanted: one that is the turn played unmarks a mistake,
    # and the turning point may then move to a turn not asked about yet.
    while wanted := review.wanted_turns(session):
        for ply in wanted:
            review.better[ply] = best_turn(session.states[ply], level, seed=ply)
    return session, review, estimated


# -- a review shared out among workers (bench/workers.py): the same questions, one at a time ----

def positions(record_text: str, level: str = "medium") -> list[int]:
    """The positions a review of the game estimates."""
    session = Session.from_loaded(record.read(record_text))
    return Review.for_line(session.line, None, level).positions(session)


def asked(record_text: str, ply: int):
    """The position after `ply` actions, read as the app's worker reads a question's record
    (grove.ai.position_of: the line played once, then its positions kept)."""
    data = json.loads(record_text)
    return position_of(json.dumps(data | {"ply": ply}))


def estimate(record_text: str, ply: int, level: str = "medium") -> list:
    """One position's estimate, as the review's worker answers it: [shares, wins now]."""
    state = asked(record_text, ply)
    if state.over:
        return [list(outcome(state)), False]
    shares, wins = judged(state, level, seed=ply)
    return [list(shares), wins]


def wanted(record_text: str, estimates: dict, better: dict, level: str = "medium") -> list[int]:
    """The turns whose better turn the review still wants, given what is known."""
    session = Session.from_loaded(record.read(record_text))
    review = Review.for_line(session.line, None, level)
    for ply, (shares, wins) in estimates.items():
        review.estimates[int(ply)] = tuple(shares)
        if wins:
            review.wins.add(int(ply))
    review.better = {int(ply): tuple(turn) for ply, turn in better.items()}
    return review.wanted_turns(session)


def better_turn(record_text: str, ply: int, level: str = "medium") -> list[str]:
    """The computer's turn at one mistake."""
    return list(best_turn(asked(record_text, ply), level, seed=ply))
