"""The computer players: search speed and strength per game, under CPython.

Not a test: it prints tables. `make bench` runs the quick default (10 games a pairing, a tenth
of the levels' time budgets, a few minutes); `make bench-strength` runs `--full` (50 games a
pairing at the real budgets: hours). Seats alternate between games; a game stopped at the
action limit is judged by its scores.

    --games N       medium against uniform random, per game (default 50)
    --hard-games N  hard against medium, per game (default 50)
    --only IDS      these games only (comma separated)
    --jobs N        games played at once, one process each (default 1; at most one per core,
                    and nothing else running: hard's budget is wall-clock time but medium's is
                    playouts, so a busy machine weakens hard alone and the match understates
                    it). s/game is each game's own length, averaged: the wall time is about that
                    over N
    --limit N       stop a game still going after N actions (default 600) and judge it by its
                    scores; a limit other than 600 is part of the pairing's name in the log
                    (Arborel's games between hard and medium can go on for over a thousand)
    --log FILE      keep each finished game in FILE (JSON lines) and skip the games FILE already
                    holds for the same code and budgets: a full run, too long for one sitting,
                    can be stopped and resumed, and its tables printed again with --games as
                    before. `make bench-strength` keeps bench/results/strength.jsonl.
    --report        with --log (and --full for the real budgets): print what the log holds for
                    the current code, playing nothing (`make strength-report`), and how
                    many of medium's games against random replay those of the code version
                    logged before, action for action
"""

import argparse
import hashlib
import json
import random
import time
from pathlib import Path

from grove import ai
from grove.ai.search import Search
from grove.games import GAMES as CATALOGUE
from grove.games import new_game

GAMES = ("trellis", "orbit", "btt", "arbos", "rumbo", "arborel")
MAX_ACTIONS = 600


def midgame(game_id: str, actions: int, seed: int = 1):
    """A position after `actions` random actions (not passes), where the search is timed."""
    rng, state = random.Random(seed), new_game(game_id)
    for _ in range(actions):
        after = state.play(rng.choice([a for a in state.legal() if a != "pass"] or state.legal()))
        if after.over:
            break
        state = after
    return state


def speed(game_id: str, seconds: float) -> tuple[float, int]:
    # Arborel: early, since random Lords rarely leave their Towers and those games end at once.
    state = midgame(game_id, 2 if game_id == "arborel" else 12)
    search = Search(state, ai.knowledge_for(game_id), random.Random(1))
    start = time.perf_counter()
    search.run(seconds=seconds)
    return search.playouts / (time.perf_counter() - start), len(state.legal())


RANDOM = ("random", 0.0)  # a player: (level, seconds), or uniform random


def choose(player: tuple[str, float], state, rng) -> str:
    level, seconds = player
    if level == "random":
        return rng.choice(state.legal())
    # As in the browser's worker: hard keeps its tree between calls.
    return ai.best_action(state, level, seconds=seconds, seed=rng.randrange(1 << 30),
                          reuse=True)


def play(game_id: str, seats, seed: int, limit: int = MAX_ACTIONS):
    """The last position of one game; `seats` gives a player per seat. It stops at the action
    limit if the game is still going (a random player in Arbos' `remove` mode hardly ever passes,
    so its games need not end)."""
    rng, state = random.Random(seed), new_game(game_id, **options_for(game_id, seed))
    ai.kept.clear()
    while not state.over and len(state.history) < limit:
        state = state.play(choose(seats[state.to_move], state, rng))
    return state


def options_for(game_id: str, seed: int) -> dict:
    """Game `seed`'s options: the defaults, but an option the app draws afresh for each new game
    (Arbos' layout of the seeds) takes a value for each pair of games, so that each player meets
    each layout from both seats."""
    return {option.name: option.choices[seed // 2 % len(option.choices)]
            for option in CATALOGUE[game_id].options if option.fresh}


def winners(state) -> tuple[int, ...]:
    """A finished game's winners; a game stopped at the action limit is judged by its scores."""
    if state.over:
        return state.winners()
    scores = state.scores()
    return tuple(seat for seat, score in enumerate(scores) if score == max(scores))


def one_game(task) -> dict:
    """One game of a match: (game_id, seats, strong seat, seed, action limit) -> the seed, the
    strong player's share, the game's length in seconds and in actions, and whether it ended by
    the rules (rather than at the action limit). The game keeps its actions too (`record`): a
    player with a time budget never plays the same game twice, so a loss, or a stalled game, to
    study could not be found again by replaying its seed."""
    game_id, seats, seat, seed, limit = task
    start = time.perf_counter()
    last = play(game_id, seats, seed, limit)
    won = winners(last)
    result = {"seed": seed, "share": 1.0 / len(won) if seat in won else 0.0,
              "seconds": round(time.perf_counter() - start, 1), "actions": len(last.history),
              "ended": last.over, "record": list(last.history)}
    return result


def code_version(game_id: str) -> str:
    """A digest of the code one game's outcomes depend on: the shared engine core, that game's
    engine and knowledge, and the search. A change to one game's player leaves the other games'
    finished matches standing."""
    root = Path(ai.__file__).parent.parent
    paths = sorted(root.glob("core/*.py")) + [
        root / "games" / "__init__.py", root / "games" / f"{game_id}.py",
        root / "ai" / "__init__.py", root / "ai" / "search.py", root / "ai" / "knowledge.py",
        root / "ai" / "tactics.py"] + sorted((root / "ai").glob(f"{game_id}.py")) + sorted(
        (root / "ai" / game_id).glob("*.py"))
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.relative_to(root).as_posix().encode() + path.read_bytes())
    return digest.hexdigest()[:12]


class Log:
    """Finished games, one JSON line each, keyed by the game's code version, game and pairing."""

    def __init__(self, path: str | None):
        self.path, self.games = path and Path(path), {}
        if self.path and self.path.exists():
            for line in self.path.read_text().splitlines():
                entry = json.loads(line)
                key = (entry["version"], entry["game"], entry["pairing"])
                self.games.setdefault(key, {})[entry["seed"]] = entry

    def done(self, game_id: str, pairing: str) -> dict:
        return self.games.get((code_version(game_id), game_id, pairing), {})

    def before(self, game_id: str, pairing: str) -> tuple[str | None, dict]:
        """The code version logged last before the current one, and its games."""
        now, last = code_version(game_id), (None, {})
        for version, game, logged_pairing in self.games:
            if version == now:
                break
            if (game, logged_pairing) == (game_id, pairing):
                last = version, self.games[version, game, logged_pairing]
        return last

    def add(self, game_id: str, pairing: str, result: dict) -> None:
        if self.path:
            entry = {"version": code_version(game_id), "game": game_id, "pairing": pairing,
                     **result}
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a") as out:
                out.write(json.dumps(entry) + "\n")


def label(player) -> str:
    level, seconds = player
    return level if level == "random" else f"{level} {seconds:g}s"


def pairing_of(strong, weak, limit: int = MAX_ACTIONS) -> str:
    longer = "" if limit == MAX_ACTIONS else f", at most {limit} actions"
    return f"{label(strong)} vs {label(weak)}{longer}"


def match(game_id: str, strong, weak, games: int, jobs: int = 1,
          log: Log | None = None, limit: int = MAX_ACTIONS) -> tuple[float, float, str]:
    """(share of games the strong player won, seconds per game, that share by the strong
    player's seat); a shared win counts as half. The strong player takes each seat in turn."""
    if games == 0:
        return 0.0, 0.0, ""
    log = log or Log(None)
    pairing, players = pairing_of(strong, weak, limit), new_game(game_id).players
    results = {seed: r for seed, r in log.done(game_id, pairing).items() if seed < games}
    tasks = []
    for k in range(games):
        seats = [weak] * players
        seats[k % players] = strong
        if k not in results:
            tasks.append((game_id, tuple(seats), k % players, k, limit))
    if jobs > 1 and len(tasks) > 1:
        from multiprocessing import Pool  # not at the top: Pyodide imports this file too

        with Pool(jobs) as pool:
            for result in pool.imap_unordered(one_game, tasks, chunksize=1):
                results[result["seed"]] = result
                log.add(game_id, pairing, result)
    else:
        for task in tasks:
            result = one_game(task)
            results[result["seed"]] = result
            log.add(game_id, pairing, result)
    return summary(results, players)


def summary(results: dict, players: int) -> tuple[float, float, str]:
    """(the strong player's share, seconds per game, that share by the strong player's seat) of
    finished games, keyed by seed (the strong player held seat seed % players)."""
    games = max(len(results), 1)
    shares = [r["share"] for r in results.values()]
    # Per game on one core; played `jobs` at a time, the wall time is about this over jobs.
    seconds = [r["seconds"] for r in results.values()]
    by_seat = []
    for seat in range(players):
        mine = [r["share"] for seed, r in results.items() if seed % players == seat]
        by_seat.append(f"{seat + 1}: {sum(mine) / max(len(mine), 1):.0%}")
    return sum(shares) / games, sum(seconds) / games, ", ".join(by_seat)


def replayed(log: Log, game_id: str, pairing: str, results: dict) -> str:
    """How many of these games replay, action for action, the game of the same seed on the code
    version logged before. Medium's budget is playouts and random's choices come from the seed,
    so a change that leaves medium's choices alone replays every game: a shared file can change
    (and with it every game's version) without changing a game's player, and this shows it.
    Only games the rules ended keep their actions."""
    version, earlier = log.before(game_id, pairing)
    both = [seed for seed, r in results.items()
            if "record" in r and "record" in earlier.get(seed, {})]
    if not both:
        return ""
    same = sum(results[seed]["record"] == earlier[seed]["record"] for seed in both)
    return f"{same} of {len(both)} ({version})"


def report(log: Log, games: tuple[str, ...], medium, hard, limit: int = MAX_ACTIONS) -> None:
    """The tables of the games `log` holds for the current code, finished or not: it plays
    nothing, so it can be printed while a run goes on."""
    print("| game | pairing | games logged | strong player wins | by its seat | s/game "
          "| stopped at the action limit | games replayed from the version before |")
    print("|---|---|---|---|---|---|---|---|")
    for game_id in games:
        players = new_game(game_id).players
        for strong, weak in ((medium, RANDOM), (hard, medium)):
            pairing = pairing_of(strong, weak, limit)
            results = log.done(game_id, pairing)
            won, per_game, seats = summary(results, players)
            shown = f"{won:.0%} | {seats} | {per_game:.1f}" if results else "| |"
            # Logged before the bench kept it: unknown.
            cut = sum(1 for r in results.values() if r.get("ended") is False)
            told = sum(1 for r in results.values() if "ended" in r)
            same = replayed(log, game_id, pairing, results) if weak == RANDOM else ""
            print(f"| {game_id} | {pairing} | {len(results)} | {shown} | {cut} of {told} "
                  f"| {same} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--hard-games", type=int, default=50)
    parser.add_argument("--full", action="store_true",
                        help="real budgets and all the games (hours); the default is a quick "
                             "run at a tenth of the budgets and 10 games (make bench-strength)")
    parser.add_argument("--only", help="games to run, comma separated (default: all six)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--limit", type=int, default=MAX_ACTIONS,
                        help="actions after which a game still going is judged by its scores")
    parser.add_argument("--log", help="keep finished games here, and skip those it holds")
    parser.add_argument("--report", action="store_true",
                        help="only print what --log holds for the current code (plays nothing)")
    args = parser.parse_args()
    scale = 1.0 if args.full else 0.1
    if not args.full:
        args.games, args.hard_games = min(args.games, 10), min(args.hard_games, 10)
    medium_s, hard_s = ai.MEDIUM_SECONDS * scale, ai.HARD_SECONDS * scale
    games = tuple(args.only.split(",")) if args.only else GAMES
    unknown = set(games) - set(GAMES)
    if unknown:
        parser.error(f"no game {', '.join(sorted(unknown))}")
    medium, hard = ("medium", medium_s), ("hard", hard_s)
    if args.report:
        if not args.log:
            parser.error("--report reads the games kept by --log FILE")
        report(Log(args.log), games, medium, hard, args.limit)
        return

    print("| game (default options) | legal actions at the timed position | playouts/s (CPython) |")
    print("|---|---|---|")
    for game_id in games:
        rate, legal = speed(game_id, 2.0 * scale + 0.5)
        print(f"| {game_id} | {legal} | {rate:.0f} |", flush=True)

    print()
    print(f"| game | medium ({ai.MEDIUM_PLAYOUTS} playouts, at most {medium_s:g} s) vs random: "
          f"medium wins | games | s/game "
          f"| hard ({hard_s:g} s) vs medium: hard wins | by hard's seat | games | s/game |")
    print("|---|---|---|---|---|---|---|---|")
    log = Log(args.log)
    for game_id in games:
        won, per_game, _ = match(game_id, medium, RANDOM, args.games, args.jobs, log, args.limit)
        hard_won, hard_per_game, seats = match(game_id, hard, medium, args.hard_games,
                                               args.jobs, log, args.limit)
        print(f"| {game_id} | {won:.0%} | {args.games} | {per_game:.1f} | {hard_won:.0%} "
              f"| {seats} | {args.hard_games} | {hard_per_game:.1f} |", flush=True)


if __name__ == "__main__":
    main()
