#!/usr/bin/env python3
"""Hard on two workers against hard on one (issue 76; goal: at least 60% in every game).

Each worker is a process of its own holding its own trees, asked exactly what the browser's
workers are asked (grove.ai.think's `part:hard` and `settle_parts` for the two, `hard` for the
one), from the record of the position, as grove.app.pool asks them. The two-worker side's
searches run at once, one core each; the one-worker side's alone, for the same seconds. The
strong side takes each seat in turn. Games are kept in bench/results/pool-strength.jsonl, so a
stopped run resumes; the table of every game kept goes to bench/results/pool-strength.md.

`--strong time` plays instead one worker given twice the seconds against one: about what a
perfect second worker could give, to tell a search that gains little from more playouts from a
pool that wastes them.

    .venv/bin/python bench/pool_strength.py [--games 20] [--seconds 1] [--only trellis,orbit]
                                            [--strong workers|time]
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


def one_game(game_id: str, seed: int, seconds: float, pair: list[Worker], one: Worker,
             strong_side: str = "workers") -> dict:
    rng = random.Random(seed)
    state = new_game(game_id, **options_for(game_id, seed))
    strong = seed % state.players
    start = time.perf_counter()
    while not state.over and len(state.history) < LIMIT:
        text = record.encode(state)
        if state.to_move == strong and strong_side == "time":
            pair[0].send("think", text, "hard", 2 * seconds, rng.randrange(1 << 30))
            answer = pair[0].answer()
        elif state.to_move == strong:
            answer = two_workers(pair, text, seconds, rng)
        else:
            one.send("think", text, "hard", seconds, rng.randrange(1 << 30))
            answer = one.answer()
        state = state.play(answer.split("\t")[0])
    won = winners(state)
    return {"game": game_id, "seed": seed, "seconds_per_move": seconds, "strong": strong_side,
            "share": 1.0 / len(won) if strong in won else 0.0, "actions": len(state.history),
            "ended": state.over, "minutes": round((time.perf_counter() - start) / 60, 1)}


def logged(seconds: float) -> dict:
    """The games kept for `seconds` a move, by (strong side, game, seed)."""
    found = {}
    if LOG.exists():
        for line in LOG.read_text().splitlines():
            game = json.loads(line)
            if game["seconds_per_move"] == seconds:
                found[(game.get("strong", "workers"), game["game"], game["seed"])] = game
    return found


SIDES = {"workers": "Hard on two workers against hard on one",
         "time": "Hard on one worker with twice the time against hard on one"}


def table(done: dict, seconds: float) -> str:
    lines = []
    for side, title in SIDES.items():
        rows = []
        for game_id in GAMES:
            played = [g for (kind, name, _seed), g in done.items()
                      if kind == side and name == game_id]
            if not played:
                continue
            share = sum(g["share"] for g in played) / len(played)
            # Every game here has two players: the strong side moves first in even seeds.
            first = sum(g["share"] if g["seed"] % 2 == 0 else 1 - g["share"]
                        for g in played) / len(played)
            ended = sum(g["ended"] for g in played)
            minutes = sum(g["minutes"] for g in played) / len(played)
            rows.append(f"| {game_id} | {len(played)} | {share:.0%} | {first:.0%} | {ended} | "
                        f"{minutes:.1f} |")
        if rows:
            lines += [f"{title}, {seconds:g} s a move (bench/pool_strength.py"
                      f"{' --strong time' if side == 'time' else '; goal: at least 60%'})\n",
                      "| game | games | the strong side wins | the first player wins | "
                      "ended by the rules | minutes a game |",
                      "|---|---:|---:|---:|---:|---:|", *rows, ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--only", help="games, comma separated (default: all six)")
    parser.add_argument("--strong", choices=tuple(SIDES), default="workers",
                        help="the strong side: two workers, or one with twice the time")
    parser.add_argument("--report", action="store_true", help="the table only, playing nothing")
    args = parser.parse_args(argv)
    games = args.only.split(",") if args.only else list(GAMES)
    done = logged(args.seconds)
    if not args.report:
        pair, one = [Worker(), Worker()], Worker()
        try:
            for game_id in games:
                for seed in range(args.games):
                    if (args.strong, game_id, seed) in done:
                        continue
                    result = one_game(game_id, seed, args.seconds, pair, one, args.strong)
                    done[(args.strong, game_id, seed)] = result
                    with LOG.open("a") as log:
                        log.write(json.dumps(result) + "\n")
                    print(result, flush=True)
        finally:
            for worker in [*pair, one]:
                worker.stop()
    text = table(done, args.seconds)
    print(text)
    TABLE.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
