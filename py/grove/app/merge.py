"""What a link of a game by link does to the game you have of it: the decision, in plain Python.

A link whose game id you hold is compared with your game (`judge`): it may be another game under
the same id, hold nothing new, be behind yours, extend yours, or part from it. Extending is taken
only when every new action is another seat's: a link that plays moves for your seat that you did
not make is refused (a friend who edits a link cannot move for you), and nothing changes.
`arrive` takes a link's game to the game you hold, and says what goes on screen, and in which
words; the page (app/page/correspondence.py) shows it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from grove.app import bylink
from grove.app.linkseat import LinkSeat
from grove.app.plan import Plan, check, vouches
from grove.app.session import Session
from grove.app.store import Opened, Store, StoreError, parting
from grove.i18n import Text, _, _n, say

OTHER_GAME, SAME, BEHIND, AHEAD, FORGED, DIFFERS = (
    "other game", "same", "behind", "ahead", "forged", "differs")


@dataclass(frozen=True)
class Verdict:
    kind: str
    at: int | None = None  # DIFFERS: the first action that differs; FORGED: the first not yours


def judge(ours, theirs, seat: int, plan: Plan | None = None) -> Verdict:
    """Your game `ours` (a Session) against the link's `theirs` (a Session), you playing `seat`
    with your own `plan`, if any: only an action of yours that it says may come back in a link.
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
            if theirs.states[at].actor(line[at]) == seat and not vouches(plan, seat,
                                                                          line[:at + 1]):
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


JOIN, OPEN, NEWS = "join", "open", "news"


@dataclass(frozen=True)
class Arrival:
    """What a link of a game by link does: JOIN (a game you do not hold: take a seat), OPEN
    (your game, `session`, as it was, with `message`) or NEWS (your game extended by the link:
    `session` holds its new actions, `link` the seat with them final, `message` announces
    them). `key` and `opened` are your game as stored."""

    kind: str
    key: str | None = None
    opened: Opened | None = None
    session: Session | None = None
    link: LinkSeat | None = None
    message: str = ""


def arrive(store: Store, loaded) -> Arrival:
    """The link's game `loaded` (a record.Loaded with a match id) against the game of that id
    in `store`. A link whose game parts from yours is kept as a saved copy, once."""
    key = bylink.find_match(store, loaded.match)
    opened = store.open(key) if key else None
    if opened is None:
        return Arrival(JOIN)
    ours, theirs = Session.from_loaded(opened.loaded), Session.from_loaded(loaded)
    seat = opened.link.seat
    verdict = judge(ours, theirs, seat, opened.link.own_plan)
    shown = Arrival(OPEN, key, opened, ours, opened.link)
    plan = sent_plan(loaded, theirs, seat)
    if isinstance(plan, str):
        return dataclasses.replace(shown, message=plan)
    if verdict.kind == OTHER_GAME:
        return dataclasses.replace(shown, message=differs(store, theirs, loaded, _(
            "its game or its options are not your game's")))
    if verdict.kind == SAME:
        if loaded.sender is not None and loaded.sender != seat and (
                plan != opened.link.plan_of(loaded.sender)):  # the sender changed their plan
            return Arrival(NEWS, key, opened, ours,
                           opened.link.with_plan(loaded.sender, plan),
                           planning(theirs, plan, loaded.sender))
        return dataclasses.replace(shown, message=_("This link holds nothing new: your game is "
                                                    "up to date."))
    if verdict.kind == BEHIND:
        return dataclasses.replace(shown, message=_(
            "This link is behind your game: it stops after {theirs} actions, and your game has "
            "{mine}. Nothing changed.", theirs=len(theirs.line), mine=len(ours.state.history)))
    if verdict.kind == FORGED:
        return dataclasses.replace(shown, message=forged(theirs, verdict.at, seat))
    if verdict.kind == DIFFERS:
        return dataclasses.replace(shown, message=differs(store, theirs, loaded, where_they_part(
            ours, theirs, verdict.at, _("this link"))))
    # Ahead: the link's positions, with your names and settings; hints only ever add up (each
    # seat's count is the larger of the two games').
    theirs.names, theirs.computers, theirs.assist = ours.names, ours.computers, ours.assist
    theirs.hints = tuple(max(pair) for pair in zip(
        ours.hints, loaded.hints or (0,) * len(ours.hints), strict=False))
    theirs.cursor, theirs.view = len(theirs.line), None
    link = dataclasses.replace(opened.link, final=len(theirs.line)).rooted(theirs.line)
    if loaded.sender is not None:
        link = link.with_plan(loaded.sender, plan)
    said = [_("New from the link: {news}.", news=news(theirs, len(ours.state.history)))]
    if plan is not None:
        said.append(planning(theirs, plan, loaded.sender))
    return Arrival(NEWS, key, opened, theirs, link, " ".join(said))


def sent_plan(loaded, theirs, seat: int) -> Plan | None | str:
    """The plan a link's sender sent with it (None if none), or why it is refused: a plan is
    checked as the link is, and one that would play for you is forged."""
    if not loaded.plan:
        return None
    plan = Plan(loaded.sender if loaded.sender is not None else -1, theirs.line, loaded.plan)
    refusal = check(plan, theirs.state, seat)
    if refusal is None:
        return plan
    return _("This link's planned replies are refused ({why}). Your game is unchanged; ask "
             "your friend for a new link.", why=refusal)


def planning(theirs, plan: Plan | None, sender: int) -> str:
    """What the receiver is told of the sender's plan: that there is one, never what it says."""
    who = theirs.who(theirs.state, sender)
    if plan is None:
        return _("{who} withdrew their planned replies.", who=who)
    return _("{who} planned replies to some of your turns: each is played as soon as you play "
             "the turn it answers.", who=who)


def differs(store: Store, theirs: Session, loaded, where: str) -> str:
    """Refuse a link whose game parts from yours, in words; keep its game as a copy, once."""
    sender = loaded.sender
    who = theirs.who_text(loaded.state, sender) if sender is not None else Text("a friend")
    if store.find_copy(theirs) is None:
        try:
            store.save(Text("Link from {who} that differs from your game", who=who), theirs)
            kept = _("The link's game was kept as a saved copy in your games.")
        except StoreError as why:
            kept = _("The link's game could not be kept ({why}).", why=why)
    else:
        kept = _("The link's game is already among your saved copies.")
    return _("This link differs from your game: {where}. Your game is unchanged.",
             where=where) + " " + kept
