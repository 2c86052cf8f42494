"""Mine the puzzles (static/puzzles/<game>.json) from games between the computer's stronger levels.

Not part of the tests: it takes hours on two cores, runs in steps, and resumes where it stopped
(each step appends to its file in bench/results/ and skips what is there):

    python3 scripts/mine.py --play 10 [--only orbit]   play more games (GAMES_FILE)
    python3 scripts/mine.py --look [--only orbit]      prove every position of every game kept
    python3 scripts/mine.py --look --source "mine arbos"  only the games whose source says so
    python3 scripts/mine.py --write [--only orbit]     grade the puzzles, write the files and table

The games: those between hard and medium in the strength bench (bench/results/strength.jsonl), and
those this script plays itself between two mediums given four times their usual search, on the
standard boards and the common variants (VARIANTS). Never random games.

Each position is proved for each kind that fits its game (scripts/proofs.py) and kept when the
choice matters: at most a third of at least six first actions solve it. Then the set: no two
puzzles of one game within SPACING actions of each other, no answer twice, graded by how often the
easy, medium and hard computers solve each (EASY, MEDIUM, HARD tries) and by the share of first
actions that solve it, ordered from easy to hard, at most COUNT a game spread over its kinds.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import time
from multiprocessing import Pool
from pathlib import Path

from proofs import SINGLE, Prover, does, prove, trimmed

from grove import ai
from grove.games import new_game
from grove.learn.puzzles import Puzzle, read, write

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
STRENGTH = RESULTS / "strength.jsonl"
GAMES_FILE = RESULTS / "mined-games.jsonl"
FOUND = RESULTS / "mined-positions.jsonl"
GRADES_FILE = RESULTS / "mined-grades.jsonl"
TABLE = RESULTS / "puzzles.md"
OUT = ROOT / "static" / "puzzles"
GAMES = ("trellis", "orbit", "btt", "arbos", "rumbo", "arborel")
# The games whose puzzles this script has written; the others keep the tactics bench's for now.
MINED = ("trellis", "orbit", "rumbo", "arborel")
FULL = 30  # puzzles a mined game should have, at least
KINDS = {"trellis": ("win", "stop"), "orbit": ("end", "most"), "rumbo": ("end", "most"),
         "btt": ("win", "stop", "end", "most"), "arbos": ("most",),
         "arborel": ("win", "stop")}
# The standard board first, then the variants players choose most.
VARIANTS = {"trellis": [{}, {"size": 11}], "orbit": [{"size": 9}, {"size": 11}, {}],
            "rumbo": [{}, {"rules": "revised"}], "btt": [{}, {"players": 4}],
            "arbos": [{}, {"size": 18}], "arborel": [{}]}
PLAYOUTS = 2_000  # the miners' search: four times medium's
OPENING = 6  # actions from the start that are never a puzzle (the pie rule, the first stones)
# The looks' versions: a game's positions are looked at again when its version goes up.
LOOKS = {"btt": 2}
SPACING = 8  # actions between two puzzles of one game, at least
COUNT = 40  # puzzles a game, at most
SECONDS = {"arbos": 15, "arborel": 20}  # a proof's time, at most, where turns are many actions
EASY, MEDIUM, HARD = 4, 2, 1  # turns each level plays from each puzzle, by seed


def written(game_id):
    """The game's puzzles as this script wrote them (what the tests read)."""
    path = OUT / f"{game_id}.json"
    return read(path.read_text(), game_id) if path.exists() else ()


def strong_games():
    """(source, game id, options, actions) of every game kept between strong players."""
    for line in STRENGTH.read_text().splitlines():
        game = json.loads(line)
        if game.get("record") and game["pairing"].startswith("hard"):
            yield (f"strength {game['game']} {game['version']} {game['pairing']} "
                   f"seed {game['seed']}",
                   game["game"], game.get("options", {}), game["record"])
    if GAMES_FILE.exists():
        for line in GAMES_FILE.read_text().splitlines():
            game = json.loads(line)
            yield game["source"], game["game"], game["options"], game["record"]


# -- playing ----------------------------------------------------------------------------------

def play(job):
    """A game between two mediums, stopped where it starts going round: in Arbos a player who is
    behind may put a spore down and take spores back for ever rather than pass, and the rules
    give no end to that."""
    game_id, options, seed = job
    state, rng, seen = new_game(game_id, **options), random.Random(seed), {}
    while not state.over and len(state.history) < 600:
        state = state.play(ai.best_action(state, "medium", seed=rng.randrange(1 << 30),
                                          playouts=PLAYOUTS))
        here = (state.position(), state.to_move)
        seen[here] = seen.get(here, 0) + 1
        if seen[here] == 3:
            break
    return {"source": f"mine {game_id} {json.dumps(options, sort_keys=True)} seed {seed}",
            "game": game_id, "options": options, "record": list(state.history)}


# -- looking ----------------------------------------------------------------------------------

def small_ending(state) -> bool:
    """Whether the rest of the game is small enough to search to its end."""
    if state.game_id == "rumbo":
        return sum(1 for a in state.legal() if a.startswith("B@")) <= 8
    if state.game_id == "btt":  # the last eight pyramids of two players
        return len(state.history) >= 15 * state.players + state.players - 8
    return len(state.legal()) <= 10  # Orbit: few points left to play


def look(job):
    """Every position of one game proved: the kept proofs."""
    source, game_id, options, record = job
    state, found, mover = new_game(game_id, **options), [], None
    for ply, action in enumerate(record):
        if state.over:
            break
        starts, mover = state.to_move != mover, state.to_move  # the mover's turn begins here
        if ply >= OPENING and starts:
            for kind in KINDS[game_id]:
                if kind == "end" and not small_ending(state):
                    continue
                proof = prove(state, kind, SECONDS.get(game_id, 60))
                if proof and proof.chooses and "pass" not in proof.solving:
                    answer = trimmed(state, kind, proof.answer, proof)
                    found.append({"source": source, "game": game_id, "options": options,
                                  "ply": ply, "kind": kind, "turns": proof.turns,
                                  "solving": proof.solving, "answer": answer,
                                  "gain": proof.gain, "refutations": proof.refutations})
        if not state.allows(action):
            break  # a game kept by an older engine that plays otherwise now: the rest is not ours
        state = state.play(action)
    return source, found


# -- grading and writing --------------------------------------------------------------------

def key_of(entry) -> str:
    text = json.dumps([entry["game"], entry["options"], entry["source"], entry["ply"],
                       entry["kind"]])
    return hashlib.sha256(text.encode()).hexdigest()[:10]


def setup_of(entry, games) -> list[str]:
    return games[entry["source"]][:entry["ply"]]


def position(entry, games):
    state = new_game(entry["game"], **entry["options"])
    for action in setup_of(entry, games):
        state = state.play(action)
    return state


def solved_by(state, entry, level, seed) -> bool:
    """Whether the level's whole turn from the puzzle does its task."""
    seat, here, turn = state.to_move, state, []
    while not here.over and here.to_move == seat:
        action = ai.best_action(here, level, seed=seed)
        turn.append(action)
        here = here.play(action)
    if entry["game"] in SINGLE or entry["kind"] == "end":
        return turn[0] in entry["solving"]
    return does(state, entry["kind"], turn, entry["gain"])


def grade(job):
    entry, setup = job
    state = new_game(entry["game"], **entry["options"])
    for action in setup:
        state = state.play(action)
    rates = []
    for level, tries in (("easy", EASY), ("medium", MEDIUM), ("hard", HARD)):
        rates.append(sum(solved_by(state, entry, level, seed) for seed in range(tries)) / tries)
    return key_of(entry), rates


def chosen(entries):
    """The game's puzzles: one idea each, spread over its kinds, at most COUNT."""
    by_kind: dict[str, list] = {}
    for entry in sorted(entries, key=lambda e: len(e["solving"]) / e["turns"]):
        by_kind.setdefault(entry["kind"], []).append(entry)
    kept, answers, places = [], set(), set()
    queues = list(by_kind.values())
    while len(kept) < COUNT and any(queues):
        for queue in queues:
            while queue:
                entry = queue.pop(0)
                near = any(s == entry["source"] and abs(p - entry["ply"]) < SPACING
                           for s, p in places)
                answer = tuple(entry["answer"])
                if near or answer in answers:
                    continue
                kept.append(entry)
                answers.add(answer)
                places.add((entry["source"], entry["ply"]))
                break
    return kept


def current(line) -> bool:
    """Whether a line of FOUND comes from the game's current look."""
    game_id = line["source"].split()[1]
    return line.get("look", 1) == LOOKS.get(game_id, 1)


def read_lines(path):
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def write_game(game_id, pool, games):
    entries = [e for line in read_lines(FOUND) if current(line) for e in line["found"]
               if e["game"] == game_id]
    picked = chosen(entries)
    grades = {g["key"]: g["rates"] for g in read_lines(GRADES_FILE)}
    todo = [(e, setup_of(e, games)) for e in picked if key_of(e) not in grades]
    with GRADES_FILE.open("a") as out:
        for key, rates in pool.imap_unordered(grade, todo):
            grades[key] = rates
            out.write(json.dumps({"key": key, "rates": rates}) + "\n")
            out.flush()

    def difficulty(entry):  # lower is easier: the computers' misses, and few solving actions
        easy, medium, hard = grades[key_of(entry)]
        return (3 - easy - medium - hard) + (1 - len(entry["solving"]) / entry["turns"])

    order = sorted(picked, key=difficulty)
    puzzles = [Puzzle(key_of(e), e["kind"], 1 + 3 * i // len(order), tuple(setup_of(e, games)),
                      tuple(e["answer"]), e["options"], len(e["solving"]), e["turns"],
                      e["gain"], {k: tuple(v) for k, v in e["refutations"].items()})
               for i, e in enumerate(order)]
    (OUT / f"{game_id}.json").write_text(write(game_id, puzzles))
    return puzzles


def table() -> str:
    """The table of the mined puzzles of every game (bench/results/puzzles.md)."""
    grades = {g["key"]: g["rates"] for g in read_lines(GRADES_FILE)}
    lines = ["# Puzzles (scripts/mine.py --write)", "",
             "Each game's puzzles from easy to hard: kind, grade, the first actions that solve",
             "it out of those legal, and how often the easy, medium and hard computers solved it",
             f"({EASY}, {MEDIUM} and {HARD} tries). Games whose file the miner has not written yet",
             "are left out."]
    for game_id in GAMES:
        puzzles = [p for p in written(game_id) if p.key in grades]
        if not puzzles:
            continue
        kinds = [p.kind for p in puzzles]
        counts = ", ".join(f"{kinds.count(k)} {k}" for k in dict.fromkeys(kinds))
        lines += ["", f"## {game_id}: {len(puzzles)} puzzles ({counts})", "",
                  "| key | kind | grade | solving first actions | solved by easy / medium / hard"
                  " | setup actions |", "|---|---|---:|---:|---:|---:|"]
        lines += [f"| {p.key} | {p.kind} | {p.grade} | {p.solving} of {p.turns} | "
                  + " / ".join(f"{r:.0%}" for r in grades[p.key]) + f" | {len(p.setup)} |"
                  for p in puzzles]
    return "\n".join(lines) + "\n"


# -- checking ---------------------------------------------------------------------------------

def check(game_id: str, puzzle) -> list[str]:
    """What is wrong with a written puzzle, proved again from its position ([] if nothing)."""
    state = puzzle.start(game_id)
    if state.over:
        return ["the game is over"]
    seat, kind = state.to_move, puzzle.kind
    proof = prove(state, kind, 300)
    if proof is None:
        return ["not proved: nothing solves it, or the search did not settle"]
    problems = []
    if (proof.turns, len(proof.solving), proof.gain) != (puzzle.turns, puzzle.solving,
                                                         puzzle.gain):
        problems.append(f"states {puzzle.solving} of {puzzle.turns} (gain {puzzle.gain}), "
                        f"proved {len(proof.solving)} of {proof.turns} (gain {proof.gain})")
    if not proof.chooses:
        problems.append("the choice does not matter")
    if not does(state, kind, list(puzzle.answer), proof.gain):
        problems.append(f"the answer {puzzle.answer} does not do the task")
    elif trimmed(state, kind, list(puzzle.answer), proof) != list(puzzle.answer):
        problems.append(f"the answer {puzzle.answer} has an idle action")
    prover = Prover(state, 300)
    for action, reply in puzzle.refutations.items():
        if action not in state.legal() or action in proof.solving:
            problems.append(f"{action}: not a wrong first action")
            continue
        after = state.play(action)
        for step in reply:
            if after.over or not after.allows(step):
                problems.append(f"{action}: the refutation {reply} is not legal")
                break
            after = after.play(step)
        else:
            if kind == "end":
                refutes = len(reply) == 1 and not prover.wins_ending(after)
            else:
                refutes = after.over and seat not in after.winners()
            if not refutes:
                problems.append(f"{action}: the refutation {reply} does not refute it")
    if game_id in SINGLE and kind in ("stop", "end"):
        for action in state.legal():
            if (action not in proof.solving and action not in puzzle.refutations
                    and not state.play(action).over):
                problems.append(f"{action}: wrong, and no refutation kept")
    return problems


def check_all(job):
    game_id, puzzle = job
    return game_id, puzzle.key, check(game_id, puzzle)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--play", type=int, default=0, help="games to play per variant")
    parser.add_argument("--look", action="store_true")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--check", action="store_true", help="prove every written puzzle again")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--source", default="", help="look only at games whose source has this")
    args = parser.parse_args()
    only = args.only.split(",")
    with Pool(args.jobs) as pool:
        if args.play:
            have = {g["source"] for g in read_lines(GAMES_FILE)}
            jobs = [(g, options, seed) for seed in range(args.play) for g in only
                    for options in VARIANTS[g]]
            jobs = [j for j in jobs if play_source(j) not in have]
            with GAMES_FILE.open("a") as out:
                for game in pool.imap_unordered(play, jobs):
                    out.write(json.dumps(game) + "\n")
                    out.flush()
                    print(f"played {game['source']}: {len(game['record'])} actions", flush=True)
        games = {s: record for s, g, _o, record in strong_games()}
        games_of = {s: g for s, g, _o, _r in strong_games()}
        if args.look:
            done = {line["source"] for line in read_lines(FOUND) if current(line)}
            jobs = [(s, g, o, r) for s, g, o, r in strong_games()
                    if g in only and s not in done and args.source in s]
            # Game by game in turn, so that each has some of its puzzles early.
            seen: dict[str, int] = {}
            jobs.sort(key=lambda job: nth(seen, job[1]))
            start = time.monotonic()
            with FOUND.open("a") as out:
                for source, found in pool.imap_unordered(look, jobs):
                    look_version = LOOKS.get(games_of[source], 1)
                    out.write(json.dumps({"source": source, "look": look_version,
                                          "found": found}) + "\n")
                    out.flush()
                    print(f"{time.monotonic() - start:.0f} s {source}: "
                          f"{[e['kind'] for e in found]}", flush=True)
        if args.write:
            for game_id in only:
                kinds = [p.kind for p in write_game(game_id, pool, games)]
                print(f"{game_id}: {len(kinds)} puzzles, "
                      f"{ {k: kinds.count(k) for k in set(kinds)} }", flush=True)
            TABLE.write_text(table())
        if args.check:
            jobs = [(g, p) for g in only for p in written(g)]
            wrong = 0
            for game_id, key, problems in pool.imap_unordered(check_all, jobs):
                wrong += bool(problems)
                for problem in problems:
                    print(f"{game_id} {key}: {problem}", flush=True)
            (RESULTS / "puzzles-check.md").write_text(
                f"scripts/mine.py --check, {time.strftime('%Y-%m-%d')}: {len(jobs)} puzzles "
                f"proved again, {wrong} with a problem.\n")
            print(f"{len(jobs)} puzzles checked, {wrong} with a problem")


def nth(seen: dict, game_id: str) -> int:
    """How many games of `game_id` came before this one (a key for taking games in turn)."""
    seen[game_id] = seen.get(game_id, -1) + 1
    return seen[game_id]


def play_source(job) -> str:
    game_id, options, seed = job
    return f"mine {game_id} {json.dumps(options, sort_keys=True)} seed {seed}"


if __name__ == "__main__":
    main()
