"""What the computer thinks, in words: its estimate after its own move, and the hint it gives.

The worker answers an action, and after a tab the search's estimate of the mover's share of the
win (grove.ai.think). Plain Python: tested in CPython.
"""

from __future__ import annotations

from grove.core.state import State
from grove.i18n import _

# The mover's expected share of the win, against what an even game gives it (1 / players).
WINNING = 0.9  # from here on "winning for"
BETTER = 0.15  # this far above an even share: "better for"; this far below: better for another


def read_answer(text: str) -> tuple[str, float | None]:
    """The worker's answer: the action, and the estimate when the search made one."""
    action, _tab, estimate = text.partition("\t")
    try:
        value = float(estimate) if estimate else None
    except ValueError:
        value = None
    if value is not None and not 0.0 <= value <= 1.0:
        value = None
    return action, value


def in_a_word(state: State, seat: int, estimate: float) -> str:
    """The estimate of `seat` (its expected share of the win) as a player would say it: "even",
    "better for Black", "winning for White"."""
    fair, name = 1.0 / state.players, state.seat_name(seat)
    if estimate >= WINNING:
        return _("winning for {seat}", seat=name)
    if estimate >= fair + BETTER:
        return _("better for {seat}", seat=name)
    if estimate > fair - BETTER:
        return _("even")
    if state.players == 2:
        other = state.seat_name(1 - seat)
        if estimate <= 1.0 - WINNING:
            return _("winning for {seat}", seat=other)
        return _("better for {seat}", seat=other)
    return _("worse for {seat}", seat=name)


# A computer agrees to a draw when it has judged the game even after each of its last CALM moves,
# and its judgement has moved less than STILL over them: an even game that is going nowhere. A
# game just come level, or one it thinks it is winning or losing, it plays on.
CALM = 3
STILL = 0.1


def accepts_draw(estimates, players: int) -> bool:
    """Whether a computer that said `estimates` (its share of the win after each of its own moves
    in this line, oldest first) agrees to a draw now."""
    recent = list(estimates)[-CALM:]
    fair = 1.0 / players
    return (len(recent) == CALM and max(recent) - min(recent) <= STILL
            and all(abs(share - fair) < BETTER for share in recent))
