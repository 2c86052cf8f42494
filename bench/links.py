"""How long a game's link is at the end of typical games, in the earlier formats and in today's.

Not a test: it prints a table. A typical game is the computer's medium level playing every seat,
with the game's default options (Arbos' layout of the seeds drawn per pair of games, as in
bench/ai.py). For each finished game it measures two links of the last position:

- before: format "a", the only one before issue 25 (the record's JSON compressed with zlib);
- b: format "b" (issue 25 to 57), the ranked line without its check;
- after: format "c", as a game by link sends it (two names, the game's id, the sender's seat):
  format "b" and three bytes that check what the line decodes to (issue 57);
- plan: what a plan of three turns adds (format "d", issue 75): halfway through the game, the
  sender's next three turns as the game went, each after the others' turns before it.

    --games N   games per game type (default 4)
    --only IDS  these games only (comma separated)
    --jobs N    games played at once, one process each (default 1)
    --out FILE  also write the table (Markdown) to FILE, e.g. bench/results/links.md

Targets (issue 25): at most 1.5 characters per action, and a whole game under 1,000 characters
for every game but Arbos. Issue 75: no plan, no growth (format "c" is written); a plan of three
turns in Trellis adds at most about 30 characters.
"""

import argparse
import base64
import json
import statistics
import time
import zlib
from concurrent.futures import ProcessPoolExecutor

from ai import GAMES, play

from grove import links, record
from grove.app.plan import planned
from grove.games import GAMES as CATALOGUE

NAMES = ("Alice", "Bruno", "Chloé", "Dmitri")
MATCH = "k3v9q2xw"  # as long as the app's own ids


def format_a(state, names) -> str:
    """The link the previous release wrote for this position."""
    data = record.to_dict(state, names)
    packed = zlib.compress(json.dumps(data, separators=(",", ":"), sort_keys=True).encode(), 9)
    return links.ZLIB + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def one_game(task) -> dict:
    game_id, seed = task
    start = time.perf_counter()
    players = CATALOGUE[game_id].new().players
    last = play(game_id, [("medium", None)] * players, seed)
    names = NAMES[:players]
    after = links.to_link(last, names, match=MATCH, sender=0)
    ranked = links.to_link(last, names, match=MATCH, sender=0, version=links.RANKED)
    assert after[0] == links.CHECKED, "the line was not written as ranks"
    loaded = links.from_link(after)
    assert loaded.state.history == last.history  # the link reads back as the same game
    return {"game": game_id, "seed": seed, "actions": len(last.history), "over": last.over,
            "before": len(format_a(last, names)), "b": len(ranked), "after": len(after),
            "plan": plan_cost(last, names), "seconds": time.perf_counter() - start}


def plan_cost(last, names) -> int | None:
    """The characters that a plan of the sender's next three turns adds to the link sent
    halfway through the game (at the first turn's end from there), or None if none fits."""
    state = last.game.new(**last.options)
    for at, action in enumerate(last.history):
        owner = state.actor(action)
        state = state.play(action)
        if at + 1 < len(last.history) // 2 or state.turn_so_far() or state.to_move == owner:
            continue
        line = planned(state, owner, last.history[at + 1:])
        if line:
            plain = links.to_link(state, names, match=MATCH, sender=owner)
            sent = links.to_link(state, names, match=MATCH, sender=owner, plan=(line,))
            assert links.from_link(sent).plan == (line,)
            return len(sent) - len(plain)
    return None


def table(rows: list[dict]) -> str:
    lines = ["| game | games | actions (mean) | before: chars | b: chars | after: chars "
             "| after: max | before: chars/action | after: chars/action | targets met "
             "| plan of 3 turns: + chars (max) |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|"]
    for game_id in GAMES:
        mine = [row for row in rows if row["game"] == game_id]
        if not mine:
            continue
        actions = statistics.mean(row["actions"] for row in mine)
        before = statistics.mean(row["before"] for row in mine)
        after = statistics.mean(row["after"] for row in mine)
        ranked = statistics.mean(row["b"] for row in mine)
        longest = max(row["after"] for row in mine)
        per_action = after / actions
        met = per_action <= 1.5 and (game_id == "arbos" or longest < 1000)
        lines.append(f"| {game_id} | {len(mine)} | {actions:.0f} | {before:.0f} | {ranked:.0f} "
                     f"| {after:.0f} "
                     f"| {longest} | {before / actions:.2f} | {per_action:.2f} "
                     f"| {'yes' if met else 'NO'} | {plan_column(mine)} |")
    return "\n".join(lines)


def plan_column(rows: list[dict]) -> str:
    costs = [row["plan"] for row in rows if row["plan"] is not None]
    return f"{statistics.mean(costs):.0f} ({max(costs)})" if costs else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out")
    args = parser.parse_args()
    tasks = [(game_id, seed) for game_id in args.only.split(",") for seed in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = []
        for row in pool.map(one_game, tasks):
            rows.append(row)
            print(f"{row['game']} game {row['seed']}: {row['actions']} actions, "
                  f"{row['before']} -> {row['after']} chars ({row['seconds']:.0f} s)", flush=True)
    text = table(rows)
    print(text)
    if args.out:
        with open(args.out, "w") as out:
            out.write("# Link lengths at the end of typical games (bench/links.py)\n\n"
                      "Medium plays every seat, default options; before = format a (until "
                      "issue 25), b = format b (issue 25 to 57), after = format c as a game "
                      "by link sends it (names, the game's id, the sender's seat, and the "
                      "check of its line); plan = what a plan of the sender's next three turns, "
                      "halfway through, adds (format d).\n\n" + text + "\n")


if __name__ == "__main__":
    main()
