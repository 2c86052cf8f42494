"""A game by link as this browser plays it: the seat played here and how much of the line is
final, kept in the game's stored entry beside its record."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from grove import record
from grove.app.plan import Plan, read_plan


@dataclass(frozen=True)
class LinkSeat:
    """A game by link, as this browser plays it: the game's id (the same on every screen), the
    seat played here, how many actions are final (received, confirmed or sent: Undo stops
    there) and whether each turn waits for the player's confirmation."""

    match: str
    seat: int
    final: int = 0
    confirm: bool = True
    # Planned replies known here (grove.app.plan): this seat's own, sent with its links, and
    # those of the seats whose links came with one, played here when their turn comes.
    plans: tuple[Plan, ...] = ()

    def to_json(self) -> dict:
        data = {"match": self.match, "seat": self.seat, "final": self.final,
                "confirm": self.confirm}
        return data | {"plans": [plan.to_json() for plan in self.plans]} if self.plans else data

    def plan_of(self, seat: int) -> Plan | None:
        return next((plan for plan in self.plans if plan.owner == seat), None)

    @property
    def own_plan(self) -> Plan | None:
        return self.plan_of(self.seat)

    def with_plan(self, owner: int, plan: Plan | None) -> LinkSeat:
        """The seat with `owner`'s plan replaced by `plan` (or taken away)."""
        others = tuple(p for p in self.plans if p.owner != owner)
        return dataclasses.replace(self, plans=others + ((plan,) if plan else ()))

    def sent_plan(self, line) -> tuple[tuple[str, ...], ...]:
        """The lines of this seat's plan that its link sends, the game's line being `line`."""
        plan = self.own_plan.rooted(line) if self.own_plan else None
        return plan.lines if plan and not plan.withdrawn else ()

    def rooted(self, line) -> LinkSeat:
        """The plans as they stand once the game's line is `line`: what is still ahead of each;
        those it has left, or that have nothing more to say, go."""
        return dataclasses.replace(self, plans=tuple(
            p for p in (plan.rooted(line) for plan in self.plans) if p is not None))


def read_link(data, state) -> LinkSeat | None | bool:
    """A stored link seat, None when the game is not by link, False when it is damaged."""
    if data is None:
        return None
    if not isinstance(data, dict):
        return False
    match, seat, final, confirm = (data.get(k) for k in ("match", "seat", "final", "confirm"))
    if (not isinstance(match, str) or not record.MATCH.fullmatch(match)
            or type(seat) is not int or not 0 <= seat < state.players
            or type(final) is not int or not 0 <= final <= len(state.history)
            or type(confirm) is not bool):
        return False
    plans = data.get("plans", [])
    read = [read_plan(plan, state.history) for plan in plans] if isinstance(plans, list) else [None]
    if None in read or len({plan.owner for plan in read}) != len(read):
        return False
    return LinkSeat(match, seat, final, confirm, tuple(read))
