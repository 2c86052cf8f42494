"""The computer players: search speed and strength per game, under CPython.

Not a test: it prints tables. `make bench` runs the quick default (10 games a pairing, a tenth
of the levels' time budgets, a few minutes); `make bench-strength` runs `--full` (50 games a
pairing at the real budgets: hours). Seats alternate between games; a game stopped at the
action limit is judged by its scores.

    --games N       medium against uniform random, per game (default 50)
    --hard-games N  hard against medium, per game (default 50)
    --only IDS      these games only (comma separated)
    --jobs N        games played at once, one process each (default 1; at most one per core,
                    since every player's budget is wall-clock time); s/game is then wall time
                    divided by the games
"""

import argparse
import random
import time

from grove import ai
from grove.ai.search import Search
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


def play(game_id: str, seats, seed: int) -> tuple[int, ...]:
    """Winners of one game; `seats` gives a player per seat. A game still going at the action
    limit is judged by its scores (a random player in Arbos' `remove` mode hardly ever passes,
    so its games need not end)."""
    rng, state = random.Random(seed), new_game(game_id)
    ai.kept.clear()
    while not state.over and len(state.history) < MAX_ACTIONS:
        state = state.play(choose(seats[state.to_move], state, rng))
    if state.over:
        return state.winners()
    scores = state.scores()
    return tuple(seat for seat, score in enumerate(scores) if score == max(scores))


def one_game(task) -> float:
    """The strong player's share of one game: (game_id, seats, strong seat, seed)."""
    game_id, seats, seat, seed = task
    winners = play(game_id, seats, seed)
    return 1.0 / len(winners) if seat in winners else 0.0


def match(game_id: str, strong, weak, games: int, jobs: int = 1) -> tuple[float, float]:
    """(share of games the strong player won, seconds per game); a shared win counts as half.
    The strong player takes each seat in turn."""
    if games == 0:
        return 0.0, 0.0
    start, players = time.perf_counter(), new_game(game_id).players
    tasks = []
    for k in range(games):
        seats = [weak] * players
        seats[k % players] = strong
        tasks.append((game_id, tuple(seats), k % players, k))
    if jobs > 1:
        from multiprocessing import Pool  # not at the top: Pyodide imports this file too

        with Pool(jobs) as pool:
            shares = pool.map(one_game, tasks, chunksize=1)
    else:
        shares = [one_game(task) for task in tasks]
    return sum(shares) / games, (time.perf_counter() - start) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--hard-games", type=int, default=50)
    parser.add_argument("--full", action="store_true",
                        help="real budgets and all the games (hours); the default is a quick "
                             "run at a tenth of the budgets and 10 games (make bench-strength)")
    parser.add_argument("--only", help="games to run, comma separated (default: all six)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    args = parser.parse_args()
    scale = 1.0 if args.full else 0.1
    if not args.full:
        args.games, args.hard_games = min(args.games, 10), min(args.hard_games, 10)
    medium_s, hard_s = ai.MEDIUM_SECONDS * scale, ai.HARD_SECONDS * scale
    games = tuple(args.only.split(",")) if args.only else GAMES
    unknown = set(games) - set(GAMES)
    if unknown:
        parser.error(f"no game {', '.join(sorted(unknown))}")

    print("| game (default options) | legal actions at the timed position | playouts/s (CPython) |")
    print("|---|---|---|")
    for game_id in games:
        rate, legal = speed(game_id, 2.0 * scale + 0.5)
        print(f"| {game_id} | {legal} | {rate:.0f} |", flush=True)

    print()
    print(f"| game | medium ({medium_s:g} s) vs random: medium wins | games | s/game "
          f"| hard ({hard_s:g} s) vs medium: hard wins | games | s/game |")
    print("|---|---|---|---|---|---|---|")
    medium, hard = ("medium", medium_s), ("hard", hard_s)
    for game_id in games:
        won, per_game = match(game_id, medium, RANDOM, args.games, args.jobs)
        hard_won, hard_per_game = match(game_id, hard, medium, args.hard_games, args.jobs)
        print(f"| {game_id} | {won:.0%} | {args.games} | {per_game:.1f} | {hard_won:.0%} "
              f"| {args.hard_games} | {hard_per_game:.1f} |", flush=True)


if __name__ == "__main__":
    main()
