#!/usr/bin/env python3
"""What a review finds in games whose mistakes are known (issue 72), under CPython:

- **Hard against easy**, GAMES games per game, seats taken in turn: in every decisive game the
  review should name where it turned (goal: all of them), and list at least one mistake by the
  player who lost (goal: 90% of them).
- **Missed wins**: the tactics bench's cases where the mover can win this turn
  (bench/results/tactics-cases.jsonl), each with a whole turn played that does not win instead.
  The review must mark every such turn a blunder (goal: 100%).

The games are played once and kept in bench/results/review-quality-games.jsonl, so that a run
resumes where it stopped and a later run reviews the same games. The table goes to
bench/results/review-quality.md.

    .venv/bin/python bench/review_quality.py [--games 20] [--only trellis] [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "py"), str(ROOT / "bench")]

import reviewing  # noqa: E402

from grove import ai, record  # noqa: E402
from grove.ai.review import judged  # noqa: E402
from grove.ai.search import outcome  # noqa: E402
from grove.app.review import Review  # noqa: E402
from grove.app.session import Session  # noqa: E402
from grove.games import new_game  # noqa: E402

RESULTS = ROOT / "bench" / "results"
KEPT = RESULTS / "review-quality-games.jsonl"
CASES = RESULTS / "tactics-cases.jsonl"
TABLE = RESULTS / "review-quality.md"
ROWS = RESULTS / "review-quality.json"  # each game's row: a run of some games keeps the others
GAMES = ("trellis", "orbit", "btt", "arbos", "rumbo", "arborel")
CAP = 600  # actions: a game still going is cut here, and is not decisive
MISSED = 20  # missed-win cases a game, at most


def play(job) -> dict:
    """A game of hard (seat `hard`) against easy, to its end or CAP actions."""
    game_id, seed = job
    state, rng, hard = new_game(game_id), random.Random(seed), seed % 2
    while not state.over and len(state.history) < CAP:
        level = "hard" if state.to_move == hard else "easy"
        state = state.play(ai.best_action(state, level, seed=rng.randrange(1 << 30)))
    return {"game": game_id, "seed": seed, "hard": hard, "record": record.encode(state)}


def judge_game(kept: dict) -> dict:
    """What the review of one kept game found."""
    session, review, _seconds = reviewing.reviewed(kept["record"])
    final = session.states[-1]
    decisive = final.over and 0 < len(final.winners()) < final.players
    losers = [s for s in range(final.players) if s not in final.winners()]
    turned = review.turning(session)
    listed = {c.seat for c in review.mistakes(session)}
    return {"game": kept["game"], "seed": kept["seed"], "decisive": decisive,
            "turned": turned is not None, "loser_listed": bool(listed & set(losers)),
            "hard_won": final.winners() == (kept["hard"],)}


def missed_case(job) -> bool | None:
    """Whether the review marks a blunder where the mover could have won and played another
    whole turn (None: every turn wins, so none can miss it)."""
    game_id, options, setup, seed = job
    state, rng = new_game(game_id, **options), random.Random(seed)
    begun = 0  # where the mover's turn began: a case may be in the middle of one
    for ply, action in enumerate(setup):
        mover = state.to_move
        state = state.play(action)
        if state.to_move != mover:
            begun = ply + 1
    setup, state = setup[:begun], new_game(game_id, **options)
    for action in setup:
        state = state.play(action)
    seat = state.to_move
    for _try in range(50):
        here, turn = state, []
        while not here.over and here.to_move == seat:
            action = rng.choice(here.legal())
            turn.append(action)
            here = here.play(action)
        if not (here.over and here.winners() == (seat,)):
            break
    else:
        return None
    session = Session.from_loaded(record.read(record.encode(here)))
    review = Review.for_line(session.line, None)
    start = len(setup)
    shares, wins = judged(state, "medium", seed=start)
    review.estimates[start] = shares
    review.wins = {start} if wins else set()
    after = session.states[-1]
    review.estimates[len(session.line)] = (outcome(after) if after.over else
                                           judged(after, "medium", seed=start)[0])
    return any(c.start == start and c.kind == "blunder" for c in review.costs(session))


def read_kept() -> list[dict]:
    return [json.loads(line) for line in KEPT.read_text().splitlines()] if KEPT.exists() else []


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    only = args.only.split(",")
    have = {(g["game"], g["seed"]) for g in read_kept()}
    jobs = [(g, seed) for seed in range(args.games) for g in only if (g, seed) not in have]
    with Pool(args.jobs) as pool, KEPT.open("a") as out:
        for game in pool.imap_unordered(play, jobs):
            out.write(json.dumps(game) + "\n")
            out.flush()
            print(f"played {game['game']} seed {game['seed']}", flush=True)
        kept = [g for g in read_kept() if g["game"] in only and g["seed"] < args.games]
        judged = list(pool.imap_unordered(judge_game, kept))
        cases = []
        for line in CASES.read_text().splitlines():
            entry = json.loads(line)
            if entry["game"] in only and "set" not in entry:
                cases += [(entry["game"], entry["options"], setup, i)
                          for i, setup in enumerate(entry["cases"]["win"][:MISSED])]
        marked = list(pool.imap(missed_case, cases))
    rows = json.loads(ROWS.read_text()) if ROWS.exists() else {}
    for game_id in only:
        mine = [j for j in judged if j["game"] == game_id]
        decisive = [j for j in mine if j["decisive"]]
        found = [m for (g, *_rest), m in zip(cases, marked, strict=True)
                 if g == game_id and m is not None]

        def share(part, whole):
            return f"{len(part)} of {len(whole)}" + (f" ({len(part) / len(whole):.0%})"
                                                     if whole else "")
        rows[game_id] = (f"| {game_id} | {len(mine)} | {len(decisive)} | "
                         f"{sum(j['hard_won'] for j in mine)} | "
                         f"{share([j for j in decisive if j['turned']], decisive)} | "
                         f"{share([j for j in decisive if j['loser_listed']], decisive)} | "
                         f"{share([m for m in found if m], found)} |")
    ROWS.write_text(json.dumps(rows, indent=1, sort_keys=True) + "\n")
    lines = ["# What a review finds (bench/review_quality.py)", "",
             "Hard against easy, reviewed at medium: the decisive games, those where the review "
             "names where the game turned (goal: all), and those where it lists a mistake by the "
             "player who lost (goal: 90%). Missed wins: tactics cases where the mover could win "
             "and played another turn, marked a blunder (goal: 100%).", "",
             "| game | games | decisive | hard won | turning point named | loser's mistake listed "
             "| missed wins marked |", "|---|---:|---:|---:|---:|---:|---:|"]
    lines += [rows[g] for g in GAMES if g in rows]
    text = "\n".join(lines) + "\n"
    print(text)
    TABLE.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
