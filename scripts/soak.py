#!/usr/bin/env python3
"""Soak run, out of CI (`make soak`): many more random games and decoder inputs than the tests.

- **Engines**: GAMES_PER_ENGINE random games of each game, played by the property tests' player
  with every check of theirs at every action (tests/property/test_engines.py: the contract, the
  game's invariants, refusals of garbage, record and link round trips). Options are weighted as
  players choose them: half the games on the game's defaults, the rest drawn evenly from every
  option set the property tests know.
- **Decoders**: INPUTS_PER_DECODER generated inputs to each of the link decoder, the record reader
  the store of saves and the restore of backups (tests/property/test_decoders.py's generators and
  checks: an input opens
  as a valid game or is refused with a clear message, and no save is ever lost).

Each game and each chunk of inputs is seeded by its number, so the run is repeatable; progress is
kept in bench/results/soak.json after every step, and a new run resumes where the last stopped.
A failure is logged (with its seed, to replay it) in bench/results/soak-failures.jsonl and the
run goes on. The table is printed and written to bench/results/soak.md.

    python3 scripts/soak.py [--games N] [--inputs N] [--only GAME|DECODER ...] [--minutes M]
    python3 scripts/soak.py --report      # the table of what is done so far, playing nothing
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests" / "property")]

import test_decoders as decoders  # noqa: E402
import test_engines as engines  # noqa: E402
from hypothesis import HealthCheck, given, seed, settings  # noqa: E402

from grove import links, record  # noqa: E402
from grove.games import GAMES  # noqa: E402

GAMES_PER_ENGINE = 10_000
INPUTS_PER_DECODER = 100_000
CHUNK = 1_000  # inputs per seeded hypothesis run
TOP = "/from-top"  # the progress row of a second run on the same game, from the last number down
RESULTS = ROOT / "bench" / "results"
PROGRESS = RESULTS / "soak.json"
FAILURES = RESULTS / "soak-failures.jsonl"
TABLE = RESULTS / "soak.md"


def defaults(game_id: str) -> dict:
    drawn = {"rng_seed", "turn_seconds"}  # the player draws these (engines.play_out)
    return {o.name: o.default for o in GAMES[game_id].options if o.name not in drawn}


def options_for(game_id: str, number: int, rng) -> dict:
    """Defaults for half the games (players mostly keep them), else any option set."""
    if number % 2 == 0:
        return defaults(game_id)
    return rng.choice(engines.OPTION_SETS[game_id])


def play_one(game_id: str, number: int) -> tuple[int, str | None]:
    """Game `number` of `game_id`: (actions played, None) or (actions, what failed)."""
    choose = engines.Seeded(f"soak-{game_id}-{number}")
    options = options_for(game_id, number, choose.rng)
    before = engines.STATS[game_id]["actions played"]
    try:
        engines.play_out(game_id, options, choose)
    except Exception:  # noqa: BLE001 (logged with its seed, and the run goes on)
        failure = {"game": game_id, "number": number, "options": options,
                   "error": traceback.format_exc(limit=6)}
        return engines.STATS[game_id]["actions played"] - before, json.dumps(failure, default=str)
    return engines.STATS[game_id]["actions played"] - before, None


# Each decoder: its name in the table, and one input's check, given its generated arguments.
TRIED = [0]


def link_payloads(payload):
    TRIED[0] += 1
    decoders.outcome("link", links.from_link, payload)


def records(text):
    TRIED[0] += 1
    decoders.outcome("record", record.read, text)


def saves(stored, refusals, error):
    TRIED[0] += 1
    decoders.test_saves_load_or_are_kept_aside.hypothesis.inner_test(stored, refusals, error)


def backups(stored, text):
    TRIED[0] += 1
    decoders.restore_one(stored, text)


st = decoders.st
DECODERS = {
    "links (links.from_link)": (given(decoders.link_inputs), link_payloads),
    "records (record.read)": (given(decoders.record_inputs), records),
    "saves (the store)": (given(decoders.storages, st.lists(st.booleans(), max_size=6),
                                st.sampled_from((decoders.StoreError, OSError))), saves),
    "backups (backup.restore)": (given(st.dictionaries(
        st.sampled_from(sorted(decoders.ENTRIES)), st.sampled_from(sorted(
            decoders.ENTRIES.values())), max_size=4), decoders.backup_inputs()), backups),
}


def run_chunk(name: str, number: int) -> tuple[int, str | None]:
    """CHUNK seeded inputs to one decoder: (inputs tried, None) or (inputs, what failed)."""
    generate, check = DECODERS[name]
    test = seed(number)(settings(max_examples=CHUNK, deadline=None, database=None,
                                 suppress_health_check=list(HealthCheck))(generate(check)))
    TRIED[0] = 0
    try:
        test()
    except Exception:  # noqa: BLE001 (hypothesis has shrunk it: logged, and the run goes on)
        failure = {"decoder": name, "chunk": number, "error": traceback.format_exc(limit=8)}
        return TRIED[0], json.dumps(failure, default=str)
    return TRIED[0], None


def load() -> dict:
    if PROGRESS.is_file():
        return json.loads(PROGRESS.read_text(encoding="utf-8"))
    return {"engines": {}, "decoders": {}}


def save(progress: dict, mine: set[tuple[str, str]]) -> None:
    """Write this run's rows (`mine`) into the progress file, keeping the rows of any other run
    working on other games or decoders at the same time (`--only`, one run per core)."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    merged = load()
    for section, name in mine:
        merged[section][name] = progress[section][name]
    tmp = PROGRESS.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(merged, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(PROGRESS)
    progress.update(merged)


def log_failure(text: str) -> None:
    with FAILURES.open("a", encoding="utf-8") as out:
        out.write(text + "\n")


def table(progress: dict, games: int, inputs: int) -> str:
    lines = ["| what | done | of | actions | failures | time |", "|---|---|---|---|---|---|"]
    for game_id in sorted(GAMES):
        rows = [progress["engines"].get(name, {}) for name in (game_id, game_id + TOP)]
        row = {key: sum(r.get(key, 0) for r in rows) for key in ("done", "actions", "failures",
                                                                 "seconds")}
        lines.append(f"| {game_id} games | {row.get('done', 0):,} | {games:,} | "
                     f"{row.get('actions', 0):,} | {row.get('failures', 0)} | "
                     f"{row.get('seconds', 0) / 60:.0f} min |")
    for name in DECODERS:
        row = progress["decoders"].get(name, {})
        lines.append(f"| {name} inputs | {row.get('inputs', 0):,} | {inputs:,} | | "
                     f"{row.get('failures', 0)} | {row.get('seconds', 0) / 60:.0f} min |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GAMES_PER_ENGINE)
    parser.add_argument("--inputs", type=int, default=INPUTS_PER_DECODER)
    parser.add_argument("--only", nargs="*", default=None, help="games or decoders to run")
    parser.add_argument("--minutes", type=float, default=None, help="stop after this long")
    parser.add_argument("--from-top", action="store_true",
                        help="play the games from the last number down (a second core on the "
                        "same game: the two runs meet in the middle)")
    parser.add_argument("--report", action="store_true", help="write the table; run nothing")
    args = parser.parse_args(argv)
    if args.report:
        args.only = []
    stop_at = time.time() + args.minutes * 60 if args.minutes else None
    progress = load()
    mine: set[tuple[str, str]] = set()

    def wanted(name: str) -> bool:  # --report wants nothing
        return args.only is None or any(word in name for word in args.only)

    def out_of_time() -> bool:
        return stop_at is not None and time.time() > stop_at

    for name in [n for n in DECODERS if wanted(n)]:
        row = progress["decoders"].setdefault(name, {"inputs": 0, "failures": 0, "seconds": 0.0,
                                                     "chunks": 0})
        mine.add(("decoders", name))
        while row["inputs"] < args.inputs and not out_of_time():
            started = time.time()
            tried, failure = run_chunk(name, row["chunks"])
            row["inputs"] += tried
            row["chunks"] += 1
            row["seconds"] += time.time() - started
            if failure:
                row["failures"] += 1
                log_failure(failure)
            save(progress, mine)
    for game_id in [g for g in sorted(GAMES) if wanted(g)]:
        name, other = (game_id + TOP, game_id) if args.from_top else (game_id, game_id + TOP)
        row = progress["engines"].setdefault(name, {"done": 0, "actions": 0, "failures": 0,
                                                    "seconds": 0.0})
        mine.add(("engines", name))

        def played() -> int:  # by this run and the one coming from the other end
            return row["done"] + progress["engines"].get(other, {}).get("done", 0)  # noqa: B023

        while played() < args.games and not out_of_time():
            started = time.time()
            number = args.games - 1 - row["done"] if args.from_top else row["done"]
            actions, failure = play_one(game_id, number)
            row["done"] += 1
            row["actions"] += actions
            row["seconds"] += time.time() - started
            if failure:
                row["failures"] += 1
                log_failure(failure)
            save(progress, mine)  # every game: the run from the other end reads it
        save(progress, mine)
    text = table(progress, args.games, args.inputs)
    TABLE.write_text("# Soak run (scripts/soak.py)\n\n" + text, encoding="utf-8")
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
