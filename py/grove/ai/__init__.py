"""Computer players for every game: one tree search (grove.ai.search) and, per game, what makes
it play well (grove.ai.<game_id>).

`best_action(state, level, seconds, seed)` answers one action's text, in `state.legal()`, for the
seat to move; `choose()` answers the same action with the search's estimate of the mover's
chances after it. Levels: `easy` weighs each candidate one action deep, with noise, and answers at
once; `medium` runs a small search (MEDIUM_PLAYOUTS simulations, never more than a second);
`hard` searches for `seconds` (3 by default), and with `reuse=True` it starts from the tree its
previous search grew, when the new position lies in it (the rest of a turn of several actions, or
the opponent's reply it looked into); where the game's knowledge looks two turns ahead (Arborel),
hard first plays a win the opponent cannot stop, its look's time taken from the search's, and
does not end its turn leaving the opponent one if another way to end it does not; where the
game's knowledge has a finer one for it (Arborel's `HARD_KNOWLEDGE`), hard searches with that.
`playouts=N` replaces the levels' budgets by a fixed number of simulations: with a seed the
answer is then exact, which the tests use. `think()` is what the browser's worker calls, from a
record.
"""

from __future__ import annotations

import importlib
import json
import random
import time
from dataclasses import dataclass

from grove.ai.knowledge import GENERIC, Knowledge
from grove.ai.search import Node, Search, advance, outcome
from grove.ai.tactics import no_win_in_two, safe_choice, winning_line
from grove.core.state import State
from grove.games import ENTRIES

LEVELS = ("easy", "medium", "hard")
MEDIUM_SECONDS = 1.0
# Medium is a fixed, small search rather than a second's worth: its strength is then the same on
# a fast machine as on a slow one (up to MEDIUM_SECONDS), and it stays a clear step below hard,
# which searches ten to thirty times as much: beyond a few thousand playouts, more time barely
# changes what the search believes, so a medium given a second would play much as hard does.
MEDIUM_PLAYOUTS = 500
HARD_SECONDS = 3.0
# What hard's search keeps of its time, whatever the look before it took: a search of a few
# hundred playouts, as much as medium's.
MIN_SECONDS = 0.5


def knowledge_for(game_id: str, level: str = "medium") -> Knowledge:
    """The game's knowledge (module grove.ai.<game_id>, attribute KNOWLEDGE, or HARD_KNOWLEDGE
    for the hard level where the game has a finer one), or the generic."""
    if game_id not in ENTRIES:
        return GENERIC
    module = importlib.import_module(ENTRIES[game_id].ai)
    return getattr(module, "HARD_KNOWLEDGE", module.KNOWLEDGE) if level == "hard" \
        else module.KNOWLEDGE


@dataclass(frozen=True)
class Choice:
    action: str
    # The mover's share of the win the search expects after `action`, in [0, 1] (1.0 for a win
    # seen on the board); None when nothing was searched (the easy level, a forced action).
    estimate: float | None = None


def best_action(state: State, level: str = "medium", seconds: float | None = None,
                seed: int | None = None, playouts: int | None = None,
                reuse: bool = False) -> str:
    """One legal action for the seat to move, chosen at `level`."""
    return choose(state, level, seconds, seed, playouts, reuse).action


def choose(state: State, level: str = "medium", seconds: float | None = None,
           seed: int | None = None, playouts: int | None = None, reuse: bool = False) -> Choice:
    """`best_action`'s action, with the search's estimate of it."""
    found, rng, knowledge = searched(state, level, seconds, seed, playouts, reuse)
    return found.choice or settle(state, level, found.rows, rng, knowledge)


@dataclass(frozen=True)
class Part:
    """What one search found: the choice itself where it was made without searching (a forced
    action, the easy level, a win seen), else the root's `rows`, one per action tried, in the
    root's order: (action, visits, the mover's rewards, every seat's rewards). Several searches
    of one position, each with a seed of its own, add their rows up (`merged`) before `settle`
    chooses: hard on several workers (grove.app.pool)."""

    choice: Choice | None = None
    rows: tuple[tuple[str, int, float, float], ...] = ()


def searched(state: State, level: str, seconds: float | None = None, seed: int | None = None,
             playouts: int | None = None, reuse: bool = False):
    """The search half of `choose`: its Part, with the random numbers and the knowledge that
    `settle` goes on with."""
    if level not in LEVELS:
        raise ValueError(f"no level {level!r}: choose one of {', '.join(LEVELS)}")
    if state.over:
        raise ValueError("the game is over: there is nothing to play")
    legal = state.legal()
    rng = random.Random(seed)
    if len(legal) == 1:
        return Part(Choice(legal[0])), rng, None
    knowledge = knowledge_for(state.game_id, level).rooted(state)
    if level == "easy":
        return Part(Choice(easy_action(state, knowledge, rng))), rng, knowledge
    win = winning_line(state, knowledge)  # a win on the board is taken, not searched for
    if win:
        return Part(Choice(win[0], 1.0)), rng, knowledge
    start = time.perf_counter()
    if level == "hard":
        win = knowledge.win_in_two(state, rng)
        if win:  # a win the opponent cannot stop: as good as one on the board
            return Part(Choice(win[0], 1.0)), rng, knowledge
    if playouts is None:
        if level == "medium":
            playouts, seconds = MEDIUM_PLAYOUTS, seconds or MEDIUM_SECONDS
        else:  # the look two turns ahead takes its time from the search's
            seconds = max(MIN_SECONDS, (seconds or HARD_SECONDS) - (time.perf_counter() - start))
    keeping = reuse and level == "hard"
    grown = kept.find(state) if keeping else None
    # A kept tree goes on with the knowledge it was grown with (rooted where it was first
    # searched from): its statistics were gathered against that.
    search = Search(state, kept.knowledge if grown else knowledge, rng, root=grown)
    search.run(seconds=seconds, playouts=playouts)
    if keeping:
        kept.keep(state, search.root, search.knowledge)
    seat = search.root.seat
    rows = tuple((action, child.visits, child.totals[seat], sum(child.totals))
                 for action, child in search.root.children)
    return Part(rows=rows), rng, knowledge


def merged(parts: list[Part]) -> tuple[tuple[str, int, float, float], ...]:
    """The rows of several searches of one position added up, in the order first seen."""
    total: dict[str, list] = {}
    for part in parts:
        for action, visits, mine, every in part.rows:
            row = total.setdefault(action, [action, 0, 0.0, 0.0])
            row[1] += visits
            row[2] += mine
            row[3] += every
    return tuple(tuple(row) for row in total.values())


def settle(state: State, level: str, rows, rng: random.Random | None = None,
           knowledge: Knowledge | None = None) -> Choice:
    """The choice from a search's rows (or several searches' merged): the most visited action
    (ties: the better average), unless it takes a piece straight back, lets the next player win
    on their turn, or (hard) leaves them a win in two."""
    rng = rng or random.Random()
    knowledge = knowledge or knowledge_for(state.game_id, level).rooted(state)
    best = max(rows, key=lambda row: (row[1], row[2] / max(row[1], 1)))[0]
    ranked = [row[0] for row in sorted(rows, key=lambda row: -row[1])]
    ranked = not_back([best] + [a for a in ranked if a != best], state.history)
    action = safe_choice(state, ranked, knowledge)
    if level == "hard":
        action = no_win_in_two(state, action, ranked + state.legal(), knowledge, rng)
    row = next((row for row in rows if row[0] == action and row[1]), None)
    return Choice(action, None if row is None else row[2] / (row[3] or 1.0))


RECENT = 8  # actions looked back over for a piece moved straight back (Arborel: two turns)


def not_back(ranked: list[str], history: tuple[str, ...]) -> list[str]:
    """The search's order, with any move that takes a piece straight back to where a recent
    move took it from (`stair@g8>e8:w` after `stair@e8>g8:n`, whichever way the Stair rises)
    put last: the same position again, or nearly, which reads as dithering (the medium hints
    went e8 -> g8 -> e8), and which a few hundred playouts rank high by chance as often as not.
    The safety check after it still takes one if nothing else is safe."""

    def move(action: str) -> tuple[str, str, str] | None:
        """(kind, from, to) of a piece moved on the board, whichever way a Stair rises."""
        kind, _at, route = action.partition("@")
        source, arrow, target = route.partition(":")[0].partition(">")
        return (kind, source, target) if arrow else None

    recent = {move(action) for action in history[-RECENT:]}

    def back(action: str) -> bool:
        moved = move(action)
        return moved is not None and (moved[0], moved[2], moved[1]) in recent

    return [a for a in ranked if not back(a)] + [a for a in ranked if back(a)]


class Kept:
    """The hard level's last tree, the position at its root (game, options and actions), and the
    knowledge it was grown with."""

    def __init__(self):
        self.clear()

    def clear(self) -> None:
        self.key, self.history, self.root, self.knowledge = None, (), None, None

    def keep(self, state: State, root: Node, knowledge: Knowledge) -> None:
        self.key, self.history, self.root = game_key(state), state.history, root
        self.knowledge = knowledge

    def find(self, state: State) -> Node | None:
        """The kept node for `state`: the actions since the root's position, followed down the
        tree; None when the state is not a later position of the same game, or lies outside."""
        history, node = state.history, self.root
        if (node is None or self.key != game_key(state)
                or history[: len(self.history)] != self.history):
            return None
        for action in history[len(self.history):]:
            node = dict(node.children).get(action)
            if node is None:
                return None
        return node


def game_key(state: State) -> tuple[str, str]:
    return state.game_id, repr(sorted(state.options.items()))


kept = Kept()


def easy_action(state: State, knowledge: Knowledge, rng: random.Random) -> str:
    """A greedy choice one action deep among a sample of candidates, blurred by noise: it takes
    a win it sees and prefers what looks good, but misses plenty."""
    seat = state.to_move
    actions = knowledge.candidates(state, rng)[: knowledge.easy_sample]
    best, best_value = actions[0], -1.0
    for action in actions:
        after = advance(state, action)
        value = (outcome(after) if after.over else knowledge.evaluate(after))[seat]
        value += rng.gauss(0.0, knowledge.easy_noise)
        if value > best_value:
            best, best_value = action, value
    return best


class Line:
    """The positions of the line the worker was last asked about: a review asks of one game
    position after position, and a game asks again after each move, so the line is played once
    (an Arborel game of 200 actions takes 70 ms to replay in Pyodide), not at each question."""

    def __init__(self):
        self.key: str | None = None
        self.positions: list[State] = []

    def of(self, record_text: str) -> State:
        """The position a record points at, its line played only where it is not known."""
        from grove import record
        from grove.i18n import Text

        if not isinstance(record_text, str) or len(record_text) > record.MAX_TEXT:
            return record.read(record_text).state  # refused, as a record is
        data = record.parse_json(record_text, Text("the record"))
        key = json.dumps([data.get(part) for part in ("format", "game", "options", "history")]
                         ) if isinstance(data, dict) else None
        loaded = record.load(data, self.positions if key == self.key else None)
        self.key, self.positions = key, list(loaded.positions)
        return loaded.positions[loaded.at]


line = Line()


def position_of(record_text: str) -> State:
    """The position a record points at: its first `at` actions played."""
    return line.of(record_text)


def think(record_text: str, level: str = "medium", seconds: float | None = None,
          seed: int | None = None) -> str:
    """The worker's entry: the computer's action in the position a record points at, and after
    a tab the search's estimate of the mover's chances (when it searched). The hard level keeps
    its tree from one call to the next. A review's question names what it asks before the
    level (`estimate:medium`, `turn:medium`: grove.ai.review); `part:hard` asks for one
    search's part of a choice made by several workers, as JSON: `{"choice": answer}` where it
    was made without a search, else `{"rows": Part.rows}` for `settle_parts`."""
    if level.startswith("part:"):
        found = searched(position_of(record_text), level.removeprefix("part:"), seconds, seed,
                         reuse=True)[0]
        return json.dumps({"choice": answer(found.choice)} if found.choice
                          else {"rows": found.rows}, separators=(",", ":"))
    if ":" in level:
        from grove.ai.review import answer as reviewed

        return reviewed(position_of(record_text), level, seed)
    return answer(choose(position_of(record_text), level=level, seconds=seconds, seed=seed,
                         reuse=True))


def settle_parts(record_text: str, level: str, parts_text: str, seed: int | None = None) -> str:
    """The worker's other entry: the choice from the rows of several `part:` answers (a JSON
    list of their rows), added up, as `think` answers it."""
    parts = json.loads(parts_text)
    if not isinstance(parts, list):
        raise ValueError("parts: a list of rows expected")
    state = position_of(record_text)
    rows = [Part(rows=tuple((str(a), int(v), float(m), float(e)) for a, v, m, e in rows))
            for rows in parts]
    legal = set(state.legal())
    total = tuple(row for row in merged(rows) if row[0] in legal)
    if not total:
        raise ValueError("parts: no legal action in the rows")
    return answer(settle(state, level, total, random.Random(seed)))


def answer(choice: Choice) -> str:
    """A choice as the worker sends it: the action, and after a tab its estimate (if any)."""
    if choice.estimate is None:
        return choice.action
    return f"{choice.action}\t{choice.estimate:.3f}"
