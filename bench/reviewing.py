"""What bench/review.py times, in CPython and in the browser's Pyodide alike: a whole review of
one game at a level, as the page's review asks it of the worker (grove.app.review: the estimate
at the start of every turn and at the end, then the computer's turn at each mistake and
blunder), without the worker's round trips. No imports but grove's: Pyodide runs this file."""

from __future__ import annotations

import time

from grove import record
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
