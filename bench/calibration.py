#!/usr/bin/env python3
"""Whether the review's estimates mean what they say (issue 72): positions from good games, binned
by the share of the win the review gives the seat to move, against how often that seat won.
Goal: within 0.1 in each bin that holds at least MIN_BIN positions. For Orbit and Rumbo also: in
the positions of the last third of a game that ended by a wide count (WIDE), the share the
review gives the side that won it, which should be at least 0.9.

The games are between equal players, so that who won says how good the position was rather than
who was playing it (between hard and medium, hard wins most games from an even position): the
puzzle miner's between two strong mediums (bench/results/mined-games.jsonl), and this script's
own between two mediums (`--play N`, kept in bench/results/calibration-games.jsonl), those that
ended. Games between two hards would take hours each in some games.

The search's own shares come out squeezed towards even: its tree and its short playouts average
good turns with poor ones. grove.ai.review stretches them by a factor a game (`SPREAD`), which
`--fit` works out here: the one that makes the shares the likeliest given who won (a logistic
fit of one number). Its figure is fitted on half the games and the other half's table is shown
beside the whole's, so that a fit that only learns its own games shows.

The search's shares are kept in CACHE (one line a position), so a run after a change of SPREAD
costs nothing: delete the file when the search itself changes.

    .venv/bin/python bench/calibration.py [--only orbit,rumbo] [--fit] [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py")]

from grove import ai  # noqa: E402
from grove.ai import review  # noqa: E402
from grove.games import new_game  # noqa: E402

RESULTS = ROOT / "bench" / "results"
MINED = RESULTS / "mined-games.jsonl"  # scripts/mine.py's, between two strong mediums
PLAYED = RESULTS / "calibration-games.jsonl"  # this script's, between two mediums (--play)
CACHE = RESULTS / "calibration-shares.jsonl"
TABLE = RESULTS / "review-calibration.md"
GAMES = ("trellis", "orbit", "btt", "arbos", "rumbo", "arborel")
LEVEL = "medium"  # the review's default
MIN_BIN, WITHIN = 50, 0.1
FEWEST = 20  # games: with fewer, a bin's positions share too few outcomes to tell anything
# A count won by at least this share of both sides' points, and by WIDE_LEAST at the least, is a
# wide margin (Orbit, Rumbo): 11 to 0, or 30 to 15, not 45 to 36. Orbit's count is what is left
# of each side's territory at the end, so its figures are small: a board's share would not do.
WIDE, WIDE_LEAST = 1 / 3, 3
LAST = 1 / 3  # the part of a game, at its end, whose positions the wide-margin check reads
CAP = 600  # actions: a game still going then is left out (who won is not known)
# The boards --play uses, in turn: the standard one and the variants players choose most.
VARIANTS = {"trellis": [{}, {"size": 11}], "orbit": [{"size": 9}, {"size": 11}],
            "rumbo": [{}, {"rules": "revised"}], "btt": [{}, {"players": 4}],
            "arbos": [{}], "arborel": [{}]}


def good_games(game_id: str) -> list[tuple[str, dict, list[str]]]:
    """(source, options, record) of every game between equal players we keep for `game_id`."""
    found = []
    for path in (MINED, PLAYED):
        if path.exists():
            for line in path.read_text().splitlines():
                row = json.loads(line)
                if row["game"] == game_id and ended(game_id, row["options"], row["record"]):
                    found.append((row["source"], row["options"], row["record"]))
    # One game a source: a file may hold a game twice.
    return list({source: (source, options, record) for source, options, record in found}.values())


def ended(game_id: str, options: dict, record: list[str]) -> bool:
    state = new_game(game_id, **options)
    for action in record:
        state = state.play(action)
    return state.over


def source_of(game_id: str, options: dict, seed: int) -> str:
    return f"calibration {game_id} {json.dumps(options, sort_keys=True)} seed {seed}"


def play(job) -> dict:
    """A game between two mediums, to its end (or CAP actions)."""
    game_id, options, seed = job
    state, rng = new_game(game_id, **options), random.Random(seed)
    while not state.over and len(state.history) < CAP:
        state = state.play(ai.best_action(state, "medium", seed=rng.randrange(1 << 30)))
    return {"source": source_of(game_id, options, seed), "game": game_id, "options": options,
            "record": list(state.history)}


def turn_starts(options: dict, record: list[str], game_id: str):
    """(ply, state) at the start of each turn of the record, and its final state."""
    state, mover, starts = new_game(game_id, **options), None, []
    for ply, action in enumerate(record):
        if state.to_move != mover:
            starts.append((ply, state))
            mover = state.to_move
        state = state.play(action)
    return starts, state


def judge(job) -> dict:
    game_id, source, options, record = job
    starts, _final = turn_starts(options, record, game_id)
    shares = {}
    for ply, state in starts:
        raw, wins = review.searched(state, LEVEL, seed=ply)
        shares[str(ply)] = [round(s, 4) for s in raw] + ([1] if wins else [])
    return {"game": game_id, "source": source, "level": LEVEL, "shares": shares}


def cached() -> dict:
    found = {}
    if CACHE.exists():
        for line in CACHE.read_text().splitlines():
            row = json.loads(line)
            found[row["game"], row["source"], row["level"]] = row["shares"]
    return found


def points(game_id: str, games, known) -> list[dict]:
    """Each position of each game: the seat to move, the search's shares, whether it can win now,
    who won, and the wide-margin mark."""
    rows = []
    for index, (source, options, record) in enumerate(games):
        shares = known.get((game_id, source, LEVEL))
        if shares is None:
            continue
        starts, final = turn_starts(options, record, game_id)
        winners = final.winners()
        margin = None
        if game_id in ("orbit", "rumbo") and winners and len(winners) == 1:
            scores = final.scores()
            ahead = scores[winners[0]] - max(s for k, s in enumerate(scores) if k != winners[0])
            if ahead >= max(WIDE_LEAST, WIDE * sum(scores)):
                margin = winners[0]
        for k, (ply, state) in enumerate(starts):
            raw = shares[str(ply)]
            players = state.players
            # Halves by pairs of games: --play gives a pair one game on each board (VARIANTS).
            rows.append({"game": index, "half": index // 2 % 2, "seat": state.to_move,
                         "raw": raw[:players],
                         "wins": len(raw) > players,
                         "won": [1 / len(winners) if s in winners else 0.0
                                 for s in range(players)],
                         "wide": margin if k >= (1 - LAST) * len(starts) else None})
    return rows


def fit(rows: list[dict]) -> float:
    """The spread that makes what happened likeliest, from the positions not won on the board."""
    pairs = [(review.logit(row["raw"][row["seat"]]), row["won"][row["seat"]])
             for row in rows if not row["wins"] and row["seat"] is not None]

    def likelihood(spread: float) -> float:
        total = 0.0
        for x, won in pairs:
            p = min(1 - 1e-9, max(1e-9, 1 / (1 + math.exp(-spread * x))))
            total += won * math.log(p) + (1 - won) * math.log(1 - p)
        return total

    low, high = 0.2, 8.0  # golden-section search: the likelihood has one peak in the spread
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(60):
        a, b = high - ratio * (high - low), low + ratio * (high - low)
        if likelihood(a) < likelihood(b):
            low = a
        else:
            high = b
    return round((low + high) / 2, 2)


def predicted(row, spread: float) -> float:
    if row["wins"]:
        return 1.0
    return review.spread_out(tuple(row["raw"]), spread)[row["seat"]]


def bins(rows: list[dict], spread: float) -> list[tuple[int, float, float]]:
    """(positions, mean predicted, how often the mover won) for each tenth of the share."""
    found = [[] for _ in range(10)]
    for row in rows:
        if row["seat"] is None:
            continue
        p = predicted(row, spread)
        found[min(9, int(p * 10))].append((p, row["won"][row["seat"]]))
    return [(len(b), sum(p for p, _ in b) / len(b) if b else 0.0,
             sum(w for _, w in b) / len(b) if b else 0.0) for b in found]


def worst(table) -> float:
    return max((abs(p - w) for n, p, w in table if n >= MIN_BIN), default=0.0)


def report(game_id: str, rows: list[dict], spread: float) -> list[str]:
    halves = [[r for r in rows if r["half"] == h] for h in (0, 1)]
    held = fit(halves[0])
    table, out = bins(rows, spread), bins(halves[1], held)
    games = len({row["game"] for row in rows})
    if games < FEWEST:
        return [f"### {game_id}: {games} ended games between equal players, {len(rows)} positions: "
                f"too few to judge\n"]
    lines = [f"### {game_id}: spread {spread}, {games} games, {len(rows)} positions\n",
             "| predicted | positions | mean predicted | mover won | off by | held out: positions "
             "| off by |", "|---|---:|---:|---:|---:|---:|---:|"]
    for k, ((n, p, w), (m, q, v)) in enumerate(zip(table, out, strict=True)):
        off = f"{abs(p - w):.2f}" if n else ""
        held_off = f"{abs(q - v):.2f}" if m else ""
        lines.append(f"| {k / 10:.1f}-{(k + 1) / 10:.1f} | {n} | {p:.2f} | {w:.2f} | {off} | "
                     f"{m} | {held_off} |")
    met = worst(table) <= WITHIN
    lines.append(f"\nWorst bin of at least {MIN_BIN} positions: off by {worst(table):.2f} "
                 f"({'goal met' if met else 'goal not met'}); held out (spread {held} fitted on "
                 f"the other half of the games): {worst(out):.2f}.")
    wide = [r for r in rows if r["wide"] is not None]
    if wide:
        read = [predicted_for(r, r["wide"], spread) for r in wide]
        high = sum(p >= 0.9 for p in read)
        lines.append(f"Games won by a wide count (by at least {WIDE:.0%} of both sides' points), "
                     f"the last third of their positions: {len(wide)}; the winner's share "
                     f"averages {sum(read) / len(read):.2f}, and is at least 0.9 in {high} "
                     f"({high / len(wide):.0%}).")
    return lines + [""]


def predicted_for(row, seat: int, spread: float) -> float:
    if row["wins"]:
        return 1.0 if row["seat"] == seat else 0.0
    return review.spread_out(tuple(row["raw"]), spread)[seat]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--fit", action="store_true", help="print the spreads that fit best")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--play", type=int, default=0, metavar="N",
                        help="first play games between mediums, up to N a game")
    args = parser.parse_args(argv)
    chosen = args.only.split(",")
    if args.play:
        have = {source for g in chosen for source, _o, _r in good_games(g)}
        games = [(g, VARIANTS[g][seed % len(VARIANTS[g])], seed) for g in chosen
                 for seed in range(args.play)]
        games = [job for job in games if source_of(*job) not in have]
        with Pool(args.jobs) as pool, PLAYED.open("a") as out:
            for game in pool.imap_unordered(play, games):
                out.write(json.dumps(game) + "\n")
                out.flush()
                print(f"played {game['source']}: {len(game['record'])} actions", flush=True)
    known = cached()
    jobs = [(g, source, options, record) for g in chosen
            for source, options, record in good_games(g) if (g, source, LEVEL) not in known]
    with Pool(args.jobs) as pool, CACHE.open("a") as out:
        for row in pool.imap_unordered(judge, jobs):
            out.write(json.dumps(row) + "\n")
            out.flush()
            known[row["game"], row["source"], row["level"]] = row["shares"]
            print(f"{row['game']}: {row['source']} ({len(row['shares'])} positions)", flush=True)
    lines = [f"# How well the review's estimates are calibrated (bench/calibration.py, the "
             f"{LEVEL} level)\n",
             f"Positions from ended games between equal players (two mediums, or the miner's two "
             f"strong mediums), binned by the share of the win the review gives the seat to "
             f"move. Goal: within {WITHIN} of how often it won, in each bin of at least "
             f"{MIN_BIN}.\n"]
    for game_id in chosen:
        rows = points(game_id, good_games(game_id), known)
        if not rows:
            continue
        spread = review.SPREAD.get(game_id, 1.0)
        if args.fit:
            print(f"{game_id}: best spread {fit(rows)} (now {spread})")
        lines += report(game_id, rows, spread)
    text = "\n".join(lines)
    print(text)
    if set(chosen) == set(GAMES):
        TABLE.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
