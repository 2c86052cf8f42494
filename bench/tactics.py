"""Tactics: does the computer take a win that is on the board, and stop the opponent's?

Not a test: it prints a table (and keeps it in bench/results/tactics.md). For every game, on its
default options, it finds two kinds of positions by brute force, in games played by random and
by medium players:

- **win**: the player to move can end the game as its only winner before its turn ends (one
  action in most games, up to two stones in Trellis, several actions in Arbos and Arborel);
- **threat**: the player to move cannot win this turn, most of its turns (at least half of a
  sample of random ones) lose, by ending the game without it among the winners or by letting
  the next player win on theirs, and at least one turn does neither.

Then each level plays its whole turn from each position: a win case is solved when the game is
over with the mover the only winner, a threat case when the mover has neither lost nor left the
next player a win. The
ground truth looks where a game's `winning_candidates` say a win can be (tests/ai/test_tactics.py
checks that they leave out no winning action), with a budget large enough to finish; positions it
could not settle in that budget are left out and counted.

Those games end before Arborel's reserves run out, and the late game, where each player can only
move his own free pieces and a turn has up to a thousand actions, is where the computer's looks
are most stretched. A further set, **arborel-late**, takes its cases from the positions of the
kept long games of Arborel (bench/results/arborel-stalled.json, and the games in
bench/results/strength.jsonl that ended after more than LONG actions), wherever the mover's
reserve is empty: every such position that is a win or a threat case, by the same tests (all of
them: `--cases` limits only those played; `--new-cases`, or `--add-cases`, looks again through
the games kept by then).

The positions are kept in bench/results/tactics-cases.jsonl (game, options, actions from the
start), so that a run after a change plays the same cases; `--new-cases` finds them again, and
`--add-cases` finds more from other games and keeps them beside the ones there were;
`--recheck` drops the kept threat cases that no turn answers (cases found before a turn that
loses the game at once counted as a loss: such a turn was taken for an answer).

    --cases N        positions of each kind per game: those found (default 200), and those
                     played (default: every kept case)
    --levels L       levels to run (default easy,medium,hard), at their real budgets
    --only IDS       these games (or case sets: arborel-late) only, comma separated
    --find-minutes M time spent finding each game's cases, at most (default 20)
    --add-cases      find up to N more cases of each kind per game (other games than before)
    --recheck        drop the kept threat cases that no turn answers
    --jobs N         processes (default 1; the hard level's budget is wall-clock time, so run
                     with nothing else on the machine and at most one job per core)
"""

from __future__ import annotations

import argparse
import json
import random
import time
from multiprocessing import Pool
from pathlib import Path

from arborel_threats import GAMES as STALLED  # the kept stalled games of Arborel

from grove import ai
from grove.ai.search import advance
from grove.ai.tactics import Look, threat_first
from grove.games import new_game

GAMES = ("trellis", "orbit", "btt", "arbos", "rumbo", "arborel")
SETS = (*GAMES, "arborel-late")  # sets of cases: each game's, and those of Arborel's late game
RESULTS = Path(__file__).parent / "results"
CASES = RESULTS / "tactics-cases.jsonl"
TABLE = RESULTS / "tactics.md"
TALLY = RESULTS / "tactics.json"  # per game, kind and level: [solved, cases, slowest turn in s]
FIND = 200  # cases of each kind looked for per game, unless --cases says otherwise
TRUTH_BUDGET = 30_000
SAMPLE = 12  # random turns tried to see whether the opponent threatens
ANSWERS = 3_000  # whole turns looked at, at most, for one that stops the threat
ANSWER_SECONDS = 20  # and for that long at most (Arborel's turns are many and slow to judge)
MAX_ACTIONS = 600
MEDIUM_SHARE = 4  # one game in this many is played by medium players, the rest at random
STRENGTH = RESULTS / "strength.jsonl"
LONG = 200  # actions: an Arborel game longer than this reaches the end of the reserves


def game_of(name: str) -> str:
    return name.split("-")[0]


def win_for_mover(state) -> bool | None:
    """Whether the seat to move can win before its turn ends (None: the budget ran out)."""
    if state.over or state.to_move is None:
        return False
    look = Look(ai.knowledge_for(state.game_id), TRUTH_BUDGET)
    if look.line(state, state.to_move) is not None:
        return True
    return None if look.left <= 0 else False


def random_turn(state, rng):
    seat = state.to_move
    while not state.over and state.to_move == seat:
        state = advance(state, rng.choice(state.legal()))
    return state


def loses_at_once(after, seat) -> bool | None:
    """After `seat`'s turn: whether it lost, by that turn ending the game without it among the
    winners or by the next player's win on their turn (None: not settled)."""
    if after.over:
        return seat not in after.winners()
    return win_for_mover(after)


def kind_of(state, rng) -> str | None:
    """"win", "threat" or None for a position (None also when the truth was not settled)."""
    win = win_for_mover(state)
    if win is None:
        return "unsettled"
    if win:
        return "win"
    losing = 0
    for _ in range(SAMPLE):
        lost = loses_at_once(random_turn(state, rng), state.to_move)
        if lost is None:
            return "unsettled"
        losing += lost
    if losing * 2 < SAMPLE:
        return None
    answer = answered(state)
    if answer is None:
        return "unsettled"
    return "threat" if answer else None


def answered(state) -> bool | None:
    """Whether some turn of the mover neither loses nor lets the next player win (None: not
    settled in time; False also when none was found within ANSWERS turns). The turns are tried
    in the threat check's order (`threat_first`): an answer of two pieces in Arborel, each
    burying one of the attacker's free Blocks, was found in a third of a second that way, and not
    within 3,000 turns in the legal order (bench seed 4, action 494)."""
    seat, knowledge = state.to_move, ai.knowledge_for(state.game_id)
    stop, turns = time.monotonic() + ANSWER_SECONDS, 0
    threat = Look(knowledge, 0)  # it only carries the last winning line found

    def from_here(here) -> bool | None:
        nonlocal turns
        for action in threat_first(list(here.legal()), threat):
            after = advance(here, action)
            if after.over or after.to_move != seat:
                turns += 1
                if after.over:
                    lost = seat not in after.winners()
                else:
                    look = Look(knowledge, TRUTH_BUDGET)
                    line = look.line(after, after.to_move)
                    threat.threat = line or threat.threat
                    lost = True if line else (None if look.left <= 0 else False)
                if lost is False:
                    return True
            else:
                found = from_here(after)
                if found is not False:
                    return found
            if time.monotonic() > stop:
                return None
            if turns >= ANSWERS:
                return False
        return False

    return from_here(state)


def answerable(job) -> bool | None:
    """Whether a kept threat case still has a turn that answers it (None: not settled)."""
    return answered(replay(*job))


def find_cases(job) -> dict:
    """Plays games until `wanted` positions of each kind are found (one game type)."""
    game_id, wanted, seed, minutes = job
    rng, stop = random.Random(seed), time.monotonic() + 60 * minutes
    found = {"win": [], "threat": []}
    unsettled = games = 0
    while min(len(found["win"]), len(found["threat"])) < wanted and time.monotonic() < stop:
        games += 1
        medium = games % MEDIUM_SHARE == 0
        state = new_game(game_id)
        seen_here = {"win": 0, "threat": 0}
        for _ in range(MAX_ACTIONS):
            if state.over:
                break
            kind = kind_of(state, rng)
            if kind == "unsettled":
                unsettled += 1
            elif kind and len(found[kind]) < wanted and seen_here[kind] < 3:
                # A few positions a game, so that the cases come from many games.
                found[kind].append(list(state.history))
                seen_here[kind] += 1
            if medium:
                action = ai.best_action(state, "medium", seed=rng.randrange(1 << 30))
            else:
                action = rng.choice(state.legal())
            state = state.play(action)
    return {"game": game_id, "options": {}, "cases": found, "games": games,
            "unsettled": unsettled}


def long_games() -> dict[str, list[str]]:
    """Arborel's kept long games, each by name: its actions from the start."""
    games = dict(json.loads(STALLED.read_text()))
    for line in STRENGTH.read_text().splitlines():
        game = json.loads(line)
        if game["game"] == "arborel" and len(game.get("record", ())) > LONG:
            games[f"{game['pairing']}, seed {game['seed']}, version {game['version']}"] = \
                game["record"]
    return games


def find_late(job) -> dict:
    """Every win and threat case of Arborel's kept long games where the mover's reserve is
    empty."""
    name, _, seed, _ = job
    rng = random.Random(seed)
    found = {"win": [], "threat": []}
    unsettled, games = 0, long_games()
    for actions in games.values():
        state = new_game("arborel")
        for action in actions:
            if state.over:
                break
            if not any(state.reserve[state.to_move]):
                kind = kind_of(state, rng)
                if kind == "unsettled":
                    unsettled += 1
                elif kind:
                    found[kind].append(list(state.history))
            state = state.play(action)
    return {"game": "arborel", "set": name, "options": {}, "cases": found,
            "games": len(games), "sources": list(games), "unsettled": unsettled}


def find(job) -> dict:
    return (find_late if job[0] == "arborel-late" else find_cases)(job)


def replay(game_id, options, actions):
    state = new_game(game_id, **options)
    for action in actions:
        state = state.play(action)
    return state


def level_turn(state, level, seed):
    seat = state.to_move
    while not state.over and state.to_move == seat:
        state = state.play(ai.best_action(state, level, seed=seed))
    return state


def solved(job) -> tuple[str, str, str, bool, float]:
    name, options, kind, actions, level, seed = job
    state = replay(game_of(name), options, actions)
    seat, start = state.to_move, time.perf_counter()
    after = level_turn(state, level, seed)
    seconds = time.perf_counter() - start
    if kind == "win":
        ok = after.over and after.winners() == (seat,)
    else:
        ok = loses_at_once(after, seat) is False
    return name, kind, level, ok, seconds


def load_cases() -> dict:
    if not CASES.exists():
        return {}
    cases = {}
    for line in CASES.read_text().splitlines():
        entry = json.loads(line)
        cases[entry.get("set", entry["game"])] = entry
    return cases


def keep_cases(cases):
    RESULTS.mkdir(exist_ok=True)
    CASES.write_text("".join(json.dumps(cases[g]) + "\n" for g in SETS if g in cases))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int)
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--only", default=",".join(SETS))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--new-cases", action="store_true")
    parser.add_argument("--find-minutes", type=float, default=20)
    parser.add_argument("--add-cases", action="store_true")
    parser.add_argument("--recheck", action="store_true")
    args = parser.parse_args()
    games = [g for g in args.only.split(",") if g]
    if unknown := set(games) - set(SETS):
        parser.error(f"no such game or case set: {', '.join(sorted(unknown))}")
    levels = [level for level in args.levels.split(",") if level]
    cases = load_cases()
    if args.new_cases:
        cases = {g: entry for g, entry in cases.items() if g not in games}
    missing = [g for g in games if g not in cases or args.add_cases]
    with Pool(args.jobs) as pool:
        if missing:
            start = time.perf_counter()
            # Other seeds for more cases: other games, so other positions.
            seed = 1000 * len(cases[missing[0]].get("runs", [0])) if args.add_cases else 0
            jobs = [(g, args.cases or FIND, seed + 1 + SETS.index(g), args.find_minutes)
                    for g in missing]
            for entry in pool.imap_unordered(find, jobs):
                name = entry.get("set", entry["game"])
                # The late set is found whole each time, from every long game kept by then.
                old = cases.get(name) if args.add_cases and name != "arborel-late" else None
                if old:
                    for kind, found in entry["cases"].items():
                        known = old["cases"][kind]
                        known += [c for c in found if c not in known]
                    entry = old | {"games": old["games"] + entry["games"],
                                   "unsettled": old["unsettled"] + entry["unsettled"],
                                   "runs": old.get("runs", [0]) + [seed]}
                cases[name] = entry
                print(f"{name}: {len(entry['cases']['win'])} win, "
                      f"{len(entry['cases']['threat'])} threat cases from {entry['games']} "
                      f"games ({entry['unsettled']} positions unsettled), "
                      f"{time.perf_counter() - start:.0f} s", flush=True)
                keep_cases(cases)
        if args.recheck:
            for g in games:
                threats = cases[g]["cases"]["threat"]
                jobs = [(game_of(g), cases[g]["options"], actions) for actions in threats]
                kept = [a for a, ok in zip(threats, pool.map(answerable, jobs), strict=True)
                        if ok is not False]
                print(f"{g}: {len(threats) - len(kept)} of {len(threats)} threat cases have no "
                      "answer, dropped", flush=True)
                cases[g]["cases"]["threat"] = kept
            keep_cases(cases)
        jobs = [(g, cases[g]["options"], kind, actions, level, n)
                for g in games for kind in ("win", "threat")
                for n, actions in enumerate(cases[g]["cases"][kind][:args.cases])
                for level in levels]
        tally = json.loads(TALLY.read_text()) if TALLY.exists() else {}
        fresh = {}
        for name, kind, level, ok, seconds in pool.imap_unordered(solved, jobs):
            entry = fresh.setdefault(f"{name} {kind} {level}", [0, 0, 0.0])
            entry[0] += ok
            entry[1] += 1
            entry[2] = round(max(entry[2], seconds), 2)
    tally.update(fresh)  # a run of some games or levels keeps what the others had
    TALLY.write_text(json.dumps(tally, indent=1, sort_keys=True) + "\n")
    print(table(tally))
    TABLE.write_text("Share of the cases each level solves (bench/tactics.py: win = takes a win "
                     "on the board, threat = stops the next player's win; the slowest turn in "
                     "brackets)\n\n" + table(tally) + "\n")


def table(tally) -> str:
    levels = ("easy", "medium", "hard")
    lines = ["| game | kind | cases | " + " | ".join(levels) + " |",
             "|---|---|---:|" + "---:|" * len(levels)]
    for name in SETS:
        for kind in ("win", "threat"):
            counts = [tally.get(f"{name} {kind} {level}") for level in levels]
            if not any(counts):
                continue
            # A level's tally may come from a run on fewer (or older) cases than another's: then
            # each level's count is shown, in the columns' order.
            played = [str(c[1]) for c in counts if c]
            total = played[0] if len(set(played)) == 1 else " / ".join(played)
            # Floored: 100% only when every case is solved.
            shares = [f"{100 * c[0] // c[1]}% ({c[2]:.1f} s)" if c else "-" for c in counts]
            lines.append(f"| {name} | {kind} | {total} | " + " | ".join(shares) + " |")
    return "\n".join(lines)

if __name__ == "__main__":
    main()
