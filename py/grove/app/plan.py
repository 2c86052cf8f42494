"""Planned replies in a game by link (conditional moves): "if Ben plays k5, I play k8 k11; if he
plays j9, I play j6". Plain Python, tested under CPython.

A plan belongs to one seat, its `owner`, and starts from `root`, the game's line when the owner
sent it (another seat to move). It is a set of `lines` from there, each ending with a whole turn
of the owner's. Wherever the owner is to move on the way, every line that passes there goes on
with the same actions: the plan says one reply to each turn it foresees, and says nothing of
turns it does not foresee.

What a plan does is decided from the game's line alone (`step`), so that undo, a reload or a
link that comes back all read it alike:
- while the line follows the plan and another seat is to move, it waits;
- where the owner is to move and the plan has their reply, that reply is played (on the page
  of whoever made the move it answers), and the plan goes on from there;
- once the line leaves the plan, or the plan has nothing more to say, it is over.

A plan never plays for the seat of the page it is on (`check`), and a link that comes back
holding moves of the owner's is taken on the owner's page only where the owner's own plan says
them (`vouches`).
"""

from __future__ import annotations

from dataclasses import dataclass

from grove.app import words
from grove.core.state import State
from grove.i18n import Text, _
from grove.links import MAX_PLAN as MAX_ACTIONS  # actions of a plan, over all its lines

MAX_REPLIES = 3  # the owner's planned turns along one line: a plan looks a few turns ahead

PLAY, WAIT, OVER = "play", "wait", "over"


@dataclass(frozen=True)
class Plan:
    """`withdrawn`: its owner took it back, so it is neither sent nor played any more; a reply
    it played before the other page heard of that is still the owner's (`says`)."""

    owner: int
    root: tuple[str, ...]
    lines: tuple[tuple[str, ...], ...]
    withdrawn: bool = False

    def ahead(self, line) -> tuple[tuple[str, ...], ...] | None:
        """The plan's lines still ahead of the game's `line` (each cut to what comes after it),
        or None when `line` has left the plan."""
        line = tuple(line)
        if line[:len(self.root)] != self.root:
            return None
        done = line[len(self.root):]
        kept = tuple(rest[len(done):] for rest in self.lines if rest[:len(done)] == done)
        return kept or None

    def rooted(self, line) -> Plan | None:
        """The plan from `line` on (None when it has nothing more to say there)."""
        kept = self.ahead(line)
        kept = tuple(rest for rest in kept or () if rest)
        return Plan(self.owner, tuple(line), kept, self.withdrawn) if kept else None

    def says(self, line) -> bool:
        """Whether the plan holds the last action of `line` (the game's line up to it)."""
        return self.ahead(line) is not None

    def to_json(self) -> dict:
        data = {"owner": self.owner, "root": len(self.root), "lines": [list(x) for x in self.lines]}
        return data | {"withdrawn": True} if self.withdrawn else data


def read_plan(data, history) -> Plan | None:
    """A plan as a game's stored entry keeps it (`Plan.to_json`) beside the game's `history`,
    or None if it is not one."""
    if not isinstance(data, dict):
        return None
    owner, root, lines = data.get("owner"), data.get("root"), data.get("lines")
    if (type(owner) is not int or type(root) is not int or not 0 <= root <= len(history)
            or not isinstance(lines, list) or not lines or len(lines) > MAX_ACTIONS
            or not all(isinstance(line, list) and line and all(isinstance(a, str) for a in line)
                       for line in lines)):
        return None
    return Plan(owner, tuple(history[:root]), tuple(tuple(line) for line in lines),
                data.get("withdrawn") is True)


@dataclass(frozen=True)
class Step:
    """What a plan does in a position: PLAY `actions` (the owner's planned turn), WAIT for
    another seat, or it is OVER."""

    kind: str
    actions: tuple[str, ...] = ()


def step(plan: Plan, state: State) -> Step:
    """What `plan` does in `state` (the game after its whole line)."""
    ahead = plan.ahead(state.history)
    if ahead is None or state.over or not any(ahead) or plan.withdrawn:
        return Step(OVER)
    if state.to_move != plan.owner:
        return Step(WAIT)
    reply, position = [], state
    for action in next(rest for rest in ahead if rest):
        if position.over or position.to_move != plan.owner:
            break
        if not position.allows(action):  # a stored plan that no longer plays: it is over
            return Step(OVER)
        reply.append(action)
        position = position.play(action)
    return Step(PLAY, tuple(reply))


def vouches(plan: Plan | None, seat: int, line) -> bool:
    """Whether `seat`'s own `plan` says the last action of `line` (the game's line up to it):
    only such an action of `seat`'s may come back to that seat's page in a link."""
    return plan is not None and plan.owner == seat and plan.says(line)


def check(plan: Plan, start: State, here: int | None = None) -> Text | None:
    """Why `plan`, from `start` (the game after its root), cannot stand, or None: every action
    legal, each line ending with a whole turn of the owner's, at most MAX_REPLIES of them, one
    reply wherever the owner is to move, and never a plan of the seat played `here`."""
    if plan.owner == here:
        return Text("the link's plan plays for you")
    if not 0 <= plan.owner < start.players or start.history != plan.root:
        return Text("the link's plan is not for this game")
    if not plan.lines or sum(len(line) for line in plan.lines) > MAX_ACTIONS:
        return Text("the link's plan is empty or longer than {limit} actions", limit=MAX_ACTIONS)
    replies: dict[tuple[str, ...], str] = {}
    for line in plan.lines:
        state, owned = start, 0
        for at, action in enumerate(line):
            if state.over or not state.allows(action):
                return Text("the link's plan holds an action that cannot be played ({action})",
                            action=action[:40])
            mover = state.to_move
            if mover == plan.owner:
                if replies.setdefault(line[:at], action) != action:
                    return Text("the link's plan says two replies to one turn")
                owned += not state.turn_so_far()
            state = state.play(action)
        ends_turn = state.over or state.to_move != plan.owner
        if not line or mover != plan.owner or not ends_turn or owned > MAX_REPLIES:
            return Text("the link's plan has a line that does not end with a whole turn of "
                        "its own, or looks more than {limit} turns ahead", limit=MAX_REPLIES)
    return None


def planned(start: State, owner: int, line) -> tuple[str, ...]:
    """A line explored from `start` (the game as it is sent), as a plan takes it: cut after the
    owner's last whole turn in it, and after MAX_REPLIES of them."""
    kept, state, owned = 0, start, 0
    for at, action in enumerate(line):
        mover = state.to_move
        state = state.play(action)
        if mover == owner and (state.over or state.to_move != owner):
            owned, kept = owned + 1, at + 1
            if owned == MAX_REPLIES:
                break
    return tuple(line[:kept])


def add(plan: Plan | None, start: State, owner: int, line) -> Plan:
    """`plan` (from `start`) with `line` added. A line that answers a turn the plan answers
    otherwise takes the place of the lines it contradicts (the player changed their mind); one
    that goes on from a line takes its place."""
    line = tuple(line)

    def contradicts(other) -> bool:
        at = next((i for i, (a, b) in enumerate(zip(line, other, strict=False)) if a != b), None)
        if at is None:
            return False
        state = start
        for action in line[:at]:
            state = state.play(action)
        return state.to_move == owner

    def goes_on_from(other) -> bool:
        return len(other) < len(line) and line[:len(other)] == other

    kept = [other for other in (plan.lines if plan and plan.root == start.history else ())
            if not contradicts(other) and not goes_on_from(other)]
    if not any(other[:len(line)] == line for other in kept):
        kept.append(line)
    return Plan(owner, start.history, tuple(kept))


def said(plan: Plan, start: State, who) -> list[str]:
    """Each line of the plan in words, turn by turn: "Ben: k5 → Ada: k8 k11" (`who(seat)` names
    a seat)."""
    return [" → ".join(_("{who}: {turn}", who=who(seat), turn=" ".join(actions))
                       for seat, actions, _start in words.turns(start, line))
            for line in plan.lines]
