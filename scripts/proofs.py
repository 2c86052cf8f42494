"""What makes a position a puzzle, proved by exhaustive search (scripts/mine.py and the checks).

For a position and a kind (grove.learn.puzzles.KINDS), `prove` works out, for every first action
of the mover, whether some turn beginning with it does the task:

- **win**: the turn ends the game with the mover its only winner;
- **stop**: the next player threatens to win on their turn; the turn neither loses nor leaves
  them a win;
- **end**: searched to the last turn of the game, the mover wins whatever the others do (an
  and-or search over every action, each position once);
- **most**: the turn gains the most, in the mover's lead by the game's own count (its score minus
  the best other score), among all the mover's turns.

A search that runs out of its budget settles nothing, and the position is left out. A proof keeps
one answer (the shortest turn found, with any action it can do without taken out), the count of
solving first actions out of those legal and, where a turn is one action, each wrong action's
refutation: the reply after which the task fails.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from grove import ai  # noqa: E402
from grove.ai.search import advance  # noqa: E402
from grove.ai.tactics import Look  # noqa: E402

LOOK = 30_000  # positions a look for a win this turn may take, at most
ENDING = 400_000  # positions an ending's search may take, at most
SECONDS = 60  # and a whole proof this long, at most
DEEP = 80  # actions an ending's search goes down, at most (Orbit's captures could go round)
SINGLE = ("orbit", "rumbo", "btt")  # games whose turn is one action
FEWEST = 6  # first actions a puzzle offers, at least
SHARE = 3  # at most one in this many solves it
# What a "most" turn must gain: a seed that scores is much in Arbos, a point little elsewhere.
LEAST_GAIN = {"arbos": 1}


class Unsettled(Exception):
    """The search ran out of its budget or its time."""


@dataclass
class Proof:
    kind: str
    turns: int  # the mover's first actions
    solving: list[str]  # those that start a turn doing the task
    answer: list[str]  # one such turn
    gain: int = 0  # "most": what the best turn gains
    refutations: dict = field(default_factory=dict)  # wrong action -> the reply that refutes it

    @property
    def chooses(self) -> bool:
        """Whether the choice matters: few first actions solve it, out of many."""
        return (self.turns >= FEWEST and 0 < len(self.solving) * SHARE <= self.turns
                and bool(self.answer))


class Prover:
    def __init__(self, state, seconds: float = SECONDS, strict: bool = True):
        self.state, self.seat = state, state.to_move
        self.strict = strict  # give up once more than a third solve it: no puzzle then
        self.knowledge = ai.knowledge_for(state.game_id)
        self.stop = time.monotonic() + seconds
        self.left = ENDING
        self.known: dict = {}

    def tick(self) -> None:
        self.left -= 1
        if self.left <= 0 or (self.left % 512 == 0 and time.monotonic() > self.stop):
            raise Unsettled

    # -- the game's own questions -------------------------------------------------------------

    def win_line(self, state, seat=None) -> list[str] | None:
        """A line that wins for the seat to move before its turn ends (None: there is none)."""
        if state.over:
            return None
        look = Look(self.knowledge, LOOK)
        line = look.line(state, state.to_move if seat is None else seat)
        if line is None and look.left <= 0:
            raise Unsettled
        return line

    def lead(self, state, seat) -> int:
        scores = state.scores()
        return scores[seat] - max(s for i, s in enumerate(scores) if i != seat)

    def turn_ends(self, before, after) -> bool:
        return after.over or after.to_move != before.to_move

    def continuations(self, state):
        """Every way to finish the turn under way from `state`: (actions, position after)."""
        seat = state.to_move
        stack = [((), state)]
        while stack:
            line, here = stack.pop()
            for action in reversed(here.legal()):
                self.tick()
                after = advance(here, action)
                if after.over or after.to_move != seat:
                    yield line + (action,), after
                else:
                    stack.append((line + (action,), after))

    # -- the kinds ----------------------------------------------------------------------------

    def wins_ending(self, state) -> bool:
        """Whether the mover of the puzzle wins from `state`, searched to the end of the game,
        whatever the others do."""
        if state.over:
            return state.winners() == (self.seat,)
        key = (state.position(), state.to_move)
        if key in self.known:
            return self.known[key]
        if len(state.history) - len(self.state.history) > DEEP:
            raise Unsettled
        self.tick()
        mine = state.to_move == self.seat
        value = not mine
        for action in state.legal():
            if self.wins_ending(advance(state, action)) == mine:
                value = mine
                break
        self.known[key] = value
        return value

    def refute_ending(self, after) -> list[str]:
        """The others' reply after which the mover no longer wins (the mover's turn just ended)."""
        for action in after.legal():
            if not self.wins_ending(advance(after, action)):
                return [action]
        return []


def prove(state, kind: str, seconds: float = SECONDS, strict: bool = True) -> Proof | None:
    """The proof of `kind` for the mover of `state`, or None when the position is not of that
    kind (nothing solves it) or the search could not settle it."""
    try:
        return PROOFS[kind](Prover(state, seconds, strict))
    except Unsettled:
        return None


def prove_win(p: Prover) -> Proof | None:
    state, seat = p.state, p.seat
    candidates = set(p.knowledge.winning_candidates(state))
    legal = state.legal()
    solving, answer = [], None
    for action in legal:
        if action == "pass" or action not in candidates:
            continue
        p.tick()
        after = advance(state, action)
        if after.over:
            line = [action] if after.winners() == (seat,) else None
        else:
            rest = p.win_line(after, seat) if after.to_move == seat else None
            line = [action, *rest] if rest is not None else None
        if line:
            solving.append(action)
            answer = line if answer is None or len(line) < len(answer) else answer
    if not solving:
        return None
    refutations = {}
    if state.game_id in SINGLE:
        for action in legal:
            if action not in solving:
                reply = p.win_line(advance(state, action))
                if reply:
                    refutations[action] = reply
    return Proof("win", len(legal), solving, answer, refutations=refutations)


def stops(p: Prover, after) -> bool:
    """Whether a turn of the mover, ended in `after`, neither loses nor leaves the next a win."""
    if after.over:
        return p.seat in after.winners()
    return p.win_line(after) is None


def prove_stop(p: Prover) -> Proof | None:
    state = p.state
    if p.win_line(state) is not None:
        return None  # the mover can win: a win puzzle, not this kind
    legal = state.legal()
    solving, answer, refutations = [], None, {}
    for action in legal:
        after = advance(state, action)
        p.tick()
        if p.turn_ends(state, after):
            if stops(p, after):
                solving.append(action)
                answer = answer or [action]
            elif state.game_id in SINGLE and not after.over:
                refutations[action] = p.win_line(after)
            if p.strict and len(solving) * SHARE > len(legal):
                return None
            continue
        for line, end in p.continuations(after):
            if stops(p, end):
                solving.append(action)
                whole = [action, *line]
                answer = whole if answer is None or len(whole) < len(answer) else answer
                break
        if p.strict and len(solving) * SHARE > len(legal):
            return None
    if not solving or (p.strict and len(solving) == len(legal)):
        return None
    return Proof("stop", len(legal), solving, answer, refutations=refutations)


def prove_end(p: Prover) -> Proof | None:
    state = p.state
    if p.win_line(state) is not None:
        return None  # won this turn: a win puzzle
    legal = state.legal()
    solving, answer, refutations = [], None, {}
    for action in legal:
        after = advance(state, action)
        if not p.turn_ends(state, after):
            return None  # an ending is searched only where a turn is one action
        if p.wins_ending(after):
            solving.append(action)
            answer = answer or [action]
            if p.strict and len(solving) * SHARE > len(legal):
                return None
        elif not after.over:
            refutations[action] = p.refute_ending(after)
    if not solving:
        return None
    return Proof("end", len(legal), solving, answer, refutations=refutations)


def prove_most(p: Prover) -> Proof | None:
    state, seat = p.state, p.seat
    before = p.lead(state, seat)
    best, solving, answer = None, {}, None
    legal = state.legal()
    for action in legal:
        after = advance(state, action)
        p.tick()
        ends = [((), after)] if p.turn_ends(state, after) else p.continuations(after)
        for line, end in ends:
            gain = p.lead(end, seat) - before
            whole = [action, *line]
            if best is None or gain > best:
                best, solving, answer = gain, {action}, whole
            elif gain == best:
                solving.add(action)
                if len(whole) < len(answer):
                    answer = whole
    if best is None or best < LEAST_GAIN.get(state.game_id, 2):
        return None  # nothing worth finding
    return Proof("most", len(legal), [a for a in legal if a in solving], answer, gain=best)


PROOFS = {"win": prove_win, "stop": prove_stop, "end": prove_end, "most": prove_most}


def trimmed(state, kind: str, answer: list[str], proof: Proof) -> list[str]:
    """The answer without the actions it can do without (a Block placed and nothing built on
    it): each left out in turn, the rest still legal and still doing the task."""
    answer = list(answer)
    i = 0
    while i < len(answer) and len(answer) > 1:
        shorter = answer[:i] + answer[i + 1:]
        if does(state, kind, shorter, proof.gain):
            answer = shorter
        else:
            i += 1
    return answer


def does(state, kind: str, turn: list[str], gain: int = 0) -> bool:
    """Whether `turn`, played from `state`, is a whole legal turn that does the task (for
    "most": gains `gain`)."""
    seat, here = state.to_move, state
    for action in turn:
        if here.over or here.to_move != seat or not here.allows(action):
            return False
        here = advance(here, action)
    if not here.over and here.to_move == seat:
        return False  # not a whole turn
    prover = Prover(state)
    try:
        if kind == "win":
            return here.over and here.winners() == (seat,)
        if kind == "stop":
            return stops(prover, here)
        if kind == "end":
            return prover.wins_ending(here)
        return prover.lead(here, seat) - prover.lead(state, seat) == gain
    except Unsettled:
        return False
