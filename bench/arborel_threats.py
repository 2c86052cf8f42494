"""Arborel's stalled games: is there a turn that makes a threat the other side cannot meet?

Not a test: it prints a table, and keeps the whole look's (`--every 1`) in
bench/results/arborel-threats.md. The games are kept in bench/results/arborel-stalled.json: games
between the tree search at a larger and a smaller fixed number of playouts (a stand-in for hard
against medium) that reached the strength bench's limit of 600 actions with nobody winning.

At the start of each turn it looks at the mover's turns: a first action from the tree's
candidates (`candidates`: the Lord's moves, building on the ways, a sample of the building near
the Lords and Towers), then building on the ways, a Lord's move or `end`, until the turn ends.
For each turn, the opponent's single actions (each then ending his turn) are tried nearest the
Tower first, until one leaves the mover no win on his next turn (found by the same bounded look
as the computer's, `winning_line`). The turn is **threatening** when the first action tried
leaves a win (a threat that the first action already stops is not counted: that column is a
lower bound), and **unmet** when every action does. An unmet turn is what a look two turns ahead
would be after: a win the opponent cannot stop with one action. (Stopping it with a whole turn
is easier still, so unmet turns are an upper bound on forced wins.)

    --every N     one turn's start in N (default 20; 1 looks at every turn: half an hour a game)
    --first K     from action K on (default 40: the opening has no threats)
    --jobs N      games looked at once (default 1)
"""

from __future__ import annotations

import argparse
import json
import random
import time
from multiprocessing import Pool
from pathlib import Path

from grove.ai import knowledge_for
from grove.ai.search import advance
from grove.ai.tactics import winning_line
from grove.games import new_game

RESULTS = Path(__file__).parent / "results"
GAMES = RESULTS / "arborel-stalled.json"
TABLE = RESULTS / "arborel-threats.md"
KNOWLEDGE = knowledge_for("arborel")


def end_turn(state, seat: int):
    while not state.over and state.to_move == seat:
        legal = state.legal()
        state = advance(state, "end" if "end" in legal else legal[0])
    return state


def turns(state, rng) -> list:
    """The positions after the mover's turns looked at (see the module's notes)."""
    seat, found = state.to_move, []
    knowledge = KNOWLEDGE.rooted(state)  # the ways measured at the turn's start, as a search does

    def go(position, first: bool) -> None:
        if first:
            actions = knowledge.candidates(position, rng)
        else:
            actions = [action for action in position.legal()
                       if action.startswith("lord@") or action == "end"]
            actions += knowledge.on_ways(position)
        for action in dict.fromkeys(actions):
            after = advance(position, action)
            if after.over or after.to_move != seat:
                found.append(after)
            else:
                go(after, False)

    go(state, True)
    return found


def nearest_first(state, actions: list[str], tower: int) -> list[str]:
    """The actions, those that place or take a piece or move a Lord nearest `tower` first: an
    action that stops a win is most often there, so a threat that is met is seen quickly."""
    grid = state.board.grid
    tx, ty = grid.xy(tower)

    def distance(action: str) -> int:
        squares = state.clicks(action)  # a Lord's move: where he stands, then where he goes
        squares = squares[1:] if action.startswith("lord@") else squares
        return min((abs(grid.xy(grid.index(n))[0] - tx) + abs(grid.xy(grid.index(n))[1] - ty)
                    for n in squares), default=99)

    return sorted(actions, key=distance)


def verdict(position, seat: int, tower: int) -> str:
    """'none', 'met' or 'unmet': whether `seat` threatens a win after the opponent's single
    actions from `position`, and whether one of them stops it."""
    opponent = position.to_move
    for tried, action in enumerate(nearest_first(position, position.legal(), tower)):
        after = end_turn(advance(position, action), opponent)
        if after.over:
            stopped = seat not in after.winners()
        else:
            stopped = winning_line(after, KNOWLEDGE) is None
        if stopped:
            return "met" if tried else "none"
    return "unmet"


def look(task) -> dict:
    name, actions, first, every = task
    rng, state, start = random.Random(1), new_game("arborel"), time.perf_counter()
    tally = {"positions": 0, "turns": 0, "none": 0, "met": 0, "unmet": 0}
    turn_starts, mover = 0, None
    for k, action in enumerate(actions):
        if state.to_move != mover:
            turn_starts += 1
            if k >= first and turn_starts % every == 0:
                seat = state.to_move
                tower = state.tower_of[state.adversary(seat)]
                tally["positions"] += 1
                for after in turns(state, rng):
                    tally["turns"] += 1
                    if not after.over:
                        tally[verdict(after, seat, tower)] += 1
        mover = state.to_move
        state = state.play(action)
    tally.pop("none", None)
    return {"game": name, **tally, "seconds": round(time.perf_counter() - start)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=20)
    parser.add_argument("--first", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    games = json.loads(GAMES.read_text())
    tasks = [(name, actions, args.first, args.every) for name, actions in games.items()]
    with Pool(args.jobs) as pool:
        rows = pool.map(look, tasks)
    lines = [f"Turn starts from action {args.first}, one in {args.every}.", "",
             "| game | turn starts | turns looked at | threatening, met by one action "
             "| threatening, unmet | s |", "|---|---|---|---|---|---|"]
    lines += [f"| {r['game']} | {r['positions']} | {r['turns']:,} | {r['met']:,} | {r['unmet']} "
              f"| {r['seconds']} |" for r in rows]
    print("\n".join(lines))
    if args.every == 1:  # the kept table is the whole look, not a sample
        TABLE.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
