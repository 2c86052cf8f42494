"""Write the puzzles (static/puzzles/<game>.json) from the tactics bench's positions.

bench/tactics.py finds, by brute force in games played by random and by medium players, positions
where the player to move can win this turn ("win") and positions where most turns let the next
player win and some turn does not ("threat"). This script checks each again, the same way (every
line through the turn that `winning_candidates` allow, with a budget large enough to finish; an
unsettled position is left out), keeps one answer for it, grades it by how often the easy and the
medium computer solve it, and writes the shortest positions of each kind, ordered from easy to
hard: by how often the medium computer solves each, then the easy one; the grade is the third of
that order a puzzle falls in (the medium computer solves nearly all, so the easy one decides).
tests/learn/test_puzzles.py checks the written answers again.

    python3 scripts/puzzles.py [--only trellis,orbit] [--count 40] [--jobs 2]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from grove import ai  # noqa: E402
from grove.ai.search import advance  # noqa: E402
from grove.ai.tactics import Look, threat_first  # noqa: E402
from grove.games import new_game  # noqa: E402
from grove.learn.puzzles import FORMAT, read  # noqa: E402

CASES = ROOT / "bench" / "results" / "tactics-cases.jsonl"
OUT = ROOT / "static" / "puzzles"
GAMES = ("trellis", "orbit", "btt", "arbos", "rumbo", "arborel")
COUNT = 40  # puzzles kept per game, at most, half of each kind where there are enough
TRUTH = 30_000  # positions looked at, at most, to settle whether a turn wins
TURNS = 3_000  # whole turns tried, at most, for an answer to a threat
SECONDS = 30  # and for this long at most (Arborel's turns are many and slow to judge)
EASY_TRIES, MEDIUM_TRIES = 8, 2  # turns each computer plays from each puzzle, by seed


def written(game_id):
    """The game's puzzles as this script wrote them (what the tests read)."""
    path = OUT / f"{game_id}.json"
    return read(path.read_text(), game_id) if path.exists() else ()


def replay(game_id, options, actions):
    state = new_game(game_id, **options)
    for action in actions:
        state = state.play(action)
    return state


class NoPass:
    """A game's knowledge, but a pass is no winning candidate: in the territory games the game
    ends on two passes, and a pass that wins is no puzzle."""

    def __init__(self, knowledge):
        self.knowledge = knowledge

    def winning_candidates(self, state):
        return [a for a in self.knowledge.winning_candidates(state) if a != "pass"]


def winning_line(state, passing: bool = True) -> list[str] | None | bool:
    """The mover's winning line this turn, None if there is none, False if not settled."""
    knowledge = ai.knowledge_for(state.game_id)
    look = Look(knowledge if passing else NoPass(knowledge), TRUTH)
    line = look.line(state, state.to_move)
    return line if line is not None or look.left > 0 else False


def stops(state, seat) -> bool | None:
    """Whether `seat`'s turn, just ended in `state`, leaves the next player no win."""
    if state.over:
        return seat in state.winners()
    line = winning_line(state)
    return None if line is False else line is None


def answer_to_threat(state) -> list[str] | None:
    """One turn of the mover that leaves the next player no win (tried where the threat is
    first), or None if none was found or settled."""
    seat, tried, stop = state.to_move, 0, time.monotonic() + SECONDS
    look = Look(ai.knowledge_for(state.game_id), 0)

    def from_here(here, line):
        nonlocal tried
        for action in threat_first(list(here.legal()), look):
            after = advance(here, action)
            if after.over or after.to_move != seat:
                tried += 1
                if not after.over:
                    found = winning_line(after)
                    look.threat = found or look.threat
                if stops(after, seat):
                    return line + [action]
                if tried >= TURNS or time.monotonic() > stop:
                    return None
            else:
                found = from_here(after, line + [action])
                if found:
                    return found
        return None

    return from_here(state, [])


def solves(state, kind, level, seed) -> bool:
    seat, here = state.to_move, state
    while not here.over and here.to_move == seat:
        here = here.play(ai.best_action(here, level, seed=seed))
    if kind == "win":
        return here.over and here.winners() == (seat,)
    return bool(stops(here, seat))


def check(job):
    """A case made a puzzle: (kind, setup, answer), or None if it is not one."""
    game_id, options, kind, setup = job
    state = replay(game_id, options, setup)
    if state.over or state.to_move is None:
        return None
    if kind == "win":
        answer = winning_line(state, passing=False)
        if not answer:
            return None
    else:
        if winning_line(state) is not None:
            return None  # the mover can win: a win puzzle, not this kind
        answer = answer_to_threat(state)
        if not answer:
            return None
        if "pass" in state.legal() and stops(advance(state, "pass"), state.to_move):
            return None  # nothing threatens after all
    return ("stop" if kind == "threat" else "win", setup, answer)


def rates(job) -> tuple[float, float]:
    """How often the medium and the easy computer solve a puzzle."""
    game_id, options, kind, setup = job
    state = replay(game_id, options, setup)
    kind = "win" if kind == "win" else "threat"
    easy = sum(solves(state, kind, "easy", seed) for seed in range(EASY_TRIES)) / EASY_TRIES
    medium = sum(solves(state, kind, "medium", seed) for seed in range(MEDIUM_TRIES)) / MEDIUM_TRIES
    return medium, easy


def key_of(game_id, options, setup) -> str:
    text = json.dumps([game_id, options, list(setup)])
    return hashlib.sha256(text.encode()).hexdigest()[:10]


def cases(game_id):
    """(kind, options, setup) of the game's kept positions, shortest first, each once."""
    found = {}
    for line in CASES.read_text().splitlines():
        entry = json.loads(line)
        if entry["game"] != game_id:
            continue
        for kind, positions in entry["cases"].items():
            for setup in positions:
                found.setdefault(tuple(setup), (kind, entry["options"]))
    return sorted(((kind, options, setup) for setup, (kind, options) in found.items()),
                  key=lambda case: len(case[2]))


def source(game_id, puzzles) -> str:
    """The file of the game's puzzles (grove.learn.puzzles.read): one puzzle a line."""
    rows = ",\n".join(json.dumps([key, kind, grade, list(setup), list(answer), options],
                                  separators=(",", ":"))
                       for key, kind, grade, setup, answer, options in puzzles)
    return f'{{"format":{FORMAT},"game":"{game_id}","puzzles":[\n{rows}\n]}}\n'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    OUT.mkdir(exist_ok=True)
    with Pool(args.jobs) as pool:
        for game_id in args.only.split(","):
            kept = {"win": [], "stop": []}
            half = {"win": args.count // 2, "stop": args.count - args.count // 2}
            todo = cases(game_id)
            # Half of each kind, or as many of one as there are and the rest of the other.
            while todo and not all(len(kept[k]) >= half[k] for k in kept):
                batch, todo = todo[:args.jobs * 4], todo[args.jobs * 4:]
                jobs = [(game_id, options, kind, setup) for kind, options, setup in batch]
                for job, made in zip(jobs, pool.map(check, jobs), strict=True):
                    if made:
                        kept[made[0]].append((key_of(game_id, job[1], job[3]), *made, job[1]))
            wins = kept["win"][:max(half["win"], args.count - len(kept["stop"]))]
            chosen = wins + kept["stop"][:args.count - len(wins)]
            graded = pool.map(rates, [(game_id, options, kind, setup)
                                      for _key, kind, setup, _answer, options in chosen])
            # Easy first: those the medium computer solves most, then the easy one, then the
            # shortest games; the grade is the third of that order a puzzle falls in.
            order = sorted(zip(graded, chosen, strict=True),
                           key=lambda p: (-p[0][0], -p[0][1], len(p[1][2])))
            puzzles = [(key, kind, 1 + 3 * i // len(order), setup, answer, options)
                       for i, (_rates, (key, kind, setup, answer, options)) in enumerate(order)]
            (OUT / f"{game_id}.json").write_text(source(game_id, puzzles))
            grades = [p[2] for p in puzzles]
            kinds = [p[1] for p in puzzles]
            print(f"{game_id}: {len(puzzles)} puzzles ({kinds.count('win')} win, "
                  f"{kinds.count('stop')} stop; grades {[grades.count(g) for g in (1, 2, 3)]})",
                  flush=True)


if __name__ == "__main__":
    main()
