#!/usr/bin/env python3
"""The time to review a typical game with the computer (issue 62), in the browser's Pyodide
beside CPython: a 40-turn Trellis game, a 100-action Orbit game, a three-player BTT game, the
first 200 actions of an Arborel game, the first 100 of an Arbos game and a Rumbo game on 9 x 9
(medium players' Arborel games run to thousands of actions, hard against medium to some 600: a
review's time grows with the positions), each reviewed whole at the default level
(bench/reviewing.py: the estimate at every turn's start and at the end, then the computer's turn
at each mistake). Target: at most 60 s a game in Pyodide on this machine. The same reviews on
one and two workers: bench/workers.py.

The games are played once by the medium computer (seeded) and kept in
bench/results/review-games.json, so that every run reviews the same ones; `--new-games` plays
them again. The table goes to bench/results/review.md.

    .venv/bin/python bench/review.py [--level medium] [--new-games]   (or: make bench)

What the review says is measured beside it: whether its shares mean what they say
(bench/calibration.py) and what it finds in games whose mistakes are known
(bench/review_quality.py).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "py"), str(ROOT / "bench")]

import reviewing  # noqa: E402
from pyodide_speed import run_page  # noqa: E402

from grove import ai, record  # noqa: E402
from grove.games import new_game  # noqa: E402

GAMES = ROOT / "bench" / "results" / "review-games.json"
TABLE = ROOT / "bench" / "results" / "review.md"
TIMEOUT_MS = 1_800_000
TARGET = 60.0  # seconds a game, in Pyodide
# name -> (game, options, how long: turns or actions, counted how)
TYPICAL = {"trellis, up to 40 turns": ("trellis", {}, 40, "turns"),
           "orbit, 100 actions": ("orbit", {}, 100, "actions"),
           "btt, 3 players": ("btt", {"players": 3}, 10_000, "actions"),
           "arborel, 200 actions": ("arborel", {}, 200, "actions"),
           "arbos, 100 actions": ("arbos", {}, 100, "actions"),
           "rumbo, 9 x 9": ("rumbo", {"size": 9}, 10_000, "actions")}


def play(game_id: str, options: dict, length: int, unit: str, seed: int = 1) -> str:
    """A game between medium players, cut at `length` turns or actions (or its end)."""
    state, turns = new_game(game_id, **options), 0
    while not state.over and (turns if unit == "turns" else len(state.history)) < length:
        seat = state.to_move
        state = state.play(ai.best_action(state, "medium", seed=seed + len(state.history)))
        turns += state.over or state.to_move != seat
    return record.encode(state)


def games(new: bool) -> dict[str, str]:
    """The typical games, played once (a game added to TYPICAL is played when first asked)."""
    kept = {} if new or not GAMES.exists() else json.loads(GAMES.read_text())
    if set(kept) != set(TYPICAL):
        kept = {name: kept.get(name) or play(*spec) for name, spec in TYPICAL.items()}
        GAMES.write_text(json.dumps(kept, indent=1) + "\n")
    return kept


def in_pyodide(level: str) -> dict:
    return run_page("review.html", f"level={level}", TIMEOUT_MS)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="medium")
    parser.add_argument("--new-games", action="store_true")
    args = parser.parse_args(argv)
    kept = games(args.new_games)
    native = {name: reviewing.review_game(text, args.level) for name, text in kept.items()}
    web = in_pyodide(args.level)
    lines = [f"Time to review a whole game at the {args.level} level (bench/review.py; target: "
             f"at most {TARGET:.0f} s a game in Pyodide)\n",
             "| game | actions | positions | mistakes | CPython | Pyodide | of which estimates "
             "| target met |", "|---|---:|---:|---:|---:|---:|---:|---|"]
    for name, found in web.items():
        lines.append(f"| {name} | {found['actions']} | {found['positions']} | "
                     f"{found['mistakes']} | {native[name]['seconds']:.1f} s | "
                     f"{found['seconds']:.1f} s | {found['estimates_s']:.1f} s | "
                     f"{'yes' if found['seconds'] <= TARGET else 'no'} |")
    text = "\n".join(lines) + "\n"
    print(text)
    TABLE.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
