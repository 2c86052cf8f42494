#!/usr/bin/env python3
"""Hard on two workers against hard on one (issue 76; goal: at least 60% in every game).

Each worker is a process of its own holding its own trees, asked exactly what the browser's
workers are asked (grove.ai.think's `part:hard` and `settle_parts` for the two, `hard` for the
one), from the record of the position, as grove.app.pool asks them. The two-worker side's
searches run at once, one core each; the one-worker side's alone, for the same seconds. The
strong side takes each seat in turn. Games are kept in bench/results/pool-strength.jsonl, so a
stopped run resumes; the table goes to bench/results/pool-strength.md.

    .venv/bin/python bench/pool_strength.py [--games 20] [--seconds 1] [--only trellis,orbit]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "bench")]

from ai import GAMES, options_for, winners  # noqa: E402

from grove import record  # noqa: E402
from grove.games import new_game  # noqa: E402

LOG = ROOT / "bench" / "results" / "pool-strength.jsonl"
TABLE = ROOT / "bench" / "results" / "pool-strength.md"
LIMIT = 400  # actions; a game still going is judged by its scores


def serve(connection) -> None:
    """A worker: answers (function name, arguments) with grove.ai's answer, its trees its own."""
    from grove import ai

    while True:
        asked = connection.recv()
        if asked is None:
            return
        name, args = asked
        connection.send(getattr(ai, name)(*args))


class Worker:
    def __init__(self):
        self.here, there = multiprocessing.Pipe()
        self.process = multiprocessing.Process(target=serve, args=(there,), daemon=True)
        self.process.start()

    def send(self, name: str, *args) -> None:
        self.here.send((name, args))

    def answer(self) -> str:
        return self.here.recv()

    def stop(self) -> None:
        self.here.send(None)
        self.process.join()


def two_workers(pair: list[Worker], text: str, seconds: float, rng) -> str:
    """grove.app.pool's hard on two workers: both search, the first settles from both rows."""
    for worker in pair:
        worker.send("think", text, "part:hard", seconds, rng.randrange(1 << 30))
    parts = [json.loads(worker.answer()) for worker in pair]
    won = [part["choice"] for part in parts if part.get("choice", "").endswith("\t1.000")]
    if won or "choice" in parts[0]:
        return (won or [parts[0]["choice"]])[0]
    pair[0].send("settle_parts", text, "hard",
                 json.dumps([part["rows"] for part in parts if "rows" in part]), None)
    return pair[0].answer()


def one_game(game_id: str, seed: int, seconds: float, pair: list[Worker], one: Worker) -> dict:
    rng = random.Random(seed)
    state = new_game(game_id, **options_for(game_id, seed))
    strong = seed % state.players
    start = time.perf_counter()
    while not state.over and len(state.history) < LIMIT:
        text = record.encode(state)
        if state.to_move == strong:
            answer = two_workers(pair, text, seconds, rng)
        else:
            one.send("think", text, "hard", seconds, rng.randrange(1 << 30))
            answer = one.answer()
        state = state.play(answer.split("\t")[0])
    won = winners(state)
    return {"game": game_id, "seed": seed, "seconds_per_move": seconds,
            "share": 1.0 / len(won) if strong in won else 0.0, "actions": len(state.history),
            "ended": state.over, "minutes": round((time.perf_counter() - start) / 60, 1)}


def logged(seconds: float) -> dict:
    found = {}
    if LOG.exists():
        for line in LOG.read_text().splitlines():
            game = json.loads(line)
            if game["seconds_per_move"] == seconds:
                found[(game["game"], game["seed"])] = game
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--only", help="games, comma separated (default: all six)")
    parser.add_argument("--report", action="store_true", help="the table only, playing nothing")
    args = parser.parse_args(argv)
    games = args.only.split(",") if args.only else list(GAMES)
    done = logged(args.seconds)
    if not args.report:
        pair, one = [Worker(), Worker()], Worker()
        try:
            for game_id in games:
                for seed in range(args.games):
                    if (game_id, seed) in done:
                        continue
                    result = one_game(game_id, seed, args.seconds, pair, one)
                    done[(game_id, seed)] = result
                    with LOG.open("a") as log:
                        log.write(json.dumps(result) + "\n")
                    print(result, flush=True)
        finally:
            for worker in [*pair, one]:
                worker.stop()
    lines = [f"Hard on two workers against hard on one, {args.seconds:g} s a move "
             f"(bench/pool_strength.py; goal: at least 60%)\n",
             "| game | games | two workers win | the first player wins | ended by the rules | "
             "minutes a game |",
             "|---|---:|---:|---:|---:|---:|"]
    for game_id in games:
        played = [g for (name, _seed), g in done.items() if name == game_id]
        if played:
            share = sum(g["share"] for g in played) / len(played)
            # Every game here has two players: the strong side moves first in even seeds.
            first = sum(g["share"] if g["seed"] % 2 == 0 else 1 - g["share"]
                        for g in played) / len(played)
            ended = sum(g["ended"] for g in played)
            minutes = sum(g["minutes"] for g in played) / len(played)
            lines.append(f"| {game_id} | {len(played)} | {share:.0%} | {first:.0%} | {ended} | "
                         f"{minutes:.1f} |")
    text = "\n".join(lines) + "\n"
    print(text)
    TABLE.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
