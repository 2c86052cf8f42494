"""What a link of a game by link does to the game you have of it: the decision, in plain Python.

A link whose game id you hold is compared with your game (`judge`): it may be another game under
the same id, hold nothing new, be behind yours, extend yours, or part from it. Extending is taken
only when every new action is another seat's: a link that plays moves for your seat that you did
not make is refused (a friend who edits a link cannot move for you), and nothing changes.
The page (app/page/correspondence.py) acts on the verdict and says it in words made here.
"""

from __future__ import annotations

from dataclasses import dataclass

from grove.app.store import parting
from grove.i18n import _, _n, say

OTHER_GAME, SAME, BEHIND, AHEAD, FORGED, DIFFERS = (
    "other game", "same", "behind", "ahead", "forged", "differs")


@dataclass(frozen=True)
class Verdict:
    kind: str
    at: int | None = None  # DIFFERS: the first action that differs; FORGED: the first not yours


def judge(ours, theirs, seat: int) -> Verdict:
    """Your game `ours` (a Session) against the link's `theirs` (a Session), you playing `seat`.
    Your game is its actions in force: an action you took back is not part of it."""
    if (ours.state.game_id, ours.state.options) != (theirs.state.game_id, theirs.state.options):
        return Verdict(OTHER_GAME)
    mine, line = ours.state.history, theirs.line
    if line == mine:
        return Verdict(SAME)
    if mine[: len(line)] == line:
        return Verdict(BEHIND)
    if line[: len(mine)] == mine:
        for at in range(len(mine), len(line)):
            if theirs.states[at].actor(line[at]) == seat:
                return Verdict(FORGED, at)
        return Verdict(AHEAD)
    return Verdict(DIFFERS, parting(mine, line))


def move_number(session, at: int) -> int:
    """The number of the move (an entry of the move list) that holds action `at` (from 0)."""
    return next(t.number for t in session.turns() if any(p == at + 1 for p, _a in t.plies))


def where_they_part(ours, theirs, at: int, here: str) -> str:
    """Where two lines of one game part, in words: `here` names where the other line is, as it
    reads after "in" ("this link", "this tab")."""
    mine, line = ours.state.history, theirs.line
    if at >= len(mine):
        return _n("your game stops after {n} action; in {here} it goes on with {theirs}",
                  "your game stops after {n} actions; in {here} it goes on with {theirs}",
                  len(mine), here=here, theirs=line[at])
    if at >= len(line):
        return _n("in {here} the game stops after {n} action; yours goes on with {mine}",
                  "in {here} the game stops after {n} actions; yours goes on with {mine}",
                  len(line), here=here, mine=mine[at])
    return _("move {number} was {mine} in your game and {theirs} in {here}",
             number=move_number(ours, at), mine=mine[at], theirs=line[at], here=here)


def news(session, known: int) -> str:
    """The actions of `session` after the first `known`, by seat, as the page announces them."""
    said = []
    for turn in session.turns():
        actions = [say(session.states[p - 1].describe(a)) for p, a in turn.plies if p > known]
        if actions:
            said.append(_("{who}: {actions}", who=turn.who, actions=", ".join(actions)))
    return "; ".join(said)


def forged(theirs, at: int, seat: int) -> str:
    """Why a link that moves for your seat is refused."""
    return _("This link plays moves for you ({me}) that you did not make (move {number}: "
             "{action}). Your game is unchanged; ask your friend for a new link.",
             me=theirs.who(theirs.states[at], seat), number=move_number(theirs, at),
             action=theirs.line[at])
