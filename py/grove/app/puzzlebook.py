"""A game's puzzles as the page lists them: by theme (a puzzle's kind, grove.learn.puzzles), each
theme with how it went for the player, and the player's streak. Plain Python, tested under
CPython; the learn room (grove.app.page.learn) shows it.

The progress entry (grove.app.tutor.Progress) keeps each puzzle's outcome and the streak: the
puzzles solved one after the other since the last failure (showing the answer is one), each
counted once however often it is solved again, and the best streak so far. What each theme
counts is worked out from the outcomes and the puzzles' kinds, never kept.
"""

from __future__ import annotations

from dataclasses import dataclass

from grove.core.state import IllegalMove, State
from grove.i18n import _, _n
from grove.learn.puzzles import KINDS

ALL = ""  # the theme of every puzzle: the address names no theme
SOLVED, FAILED = "solved", "failed"


def theme_name(kind: str) -> str:
    """A theme's name, as its button and a puzzle's heading say it."""
    return {ALL: _("All"), "win": _("Win this turn"), "stop": _("Stop the threat"),
            "end": _("Win the ending"), "most": _("Gain the most")}[kind]


@dataclass(frozen=True)
class Theme:
    kind: str  # one of KINDS, or ALL
    count: int  # its puzzles
    solved: int
    failed: int  # tried and not solved yet

    @property
    def name(self) -> str:
        return theme_name(self.kind)

    def counted(self) -> str:
        """What a screen reader hears after the theme's name on its button: the counts."""
        return _n("{n} puzzle, {solved} solved, {failed} failed",
                  "{n} puzzles, {solved} solved, {failed} failed", self.count,
                  solved=self.solved, failed=self.failed)

    def spoken(self) -> str:
        """The theme's button as a screen reader says it, and its tooltip."""
        return _("{theme}: {counts}", theme=self.name, counts=self.counted())


def in_theme(puzzles, kind: str) -> tuple:
    """The puzzles of a theme, in the file's order (easy to hard)."""
    return tuple(p for p in puzzles if kind in (ALL, p.kind))


def themes(puzzles, kept: dict) -> tuple[Theme, ...]:
    """All, then each kind the game's puzzles come in (in the order of KINDS), with what the
    player solved and failed of each: the page's row of themes."""
    tried = kept.get("puzzles", {})

    def theme(kind: str) -> Theme:
        mine = in_theme(puzzles, kind)
        outcomes = [tried.get(p.key) for p in mine]
        return Theme(kind, len(mine), outcomes.count(SOLVED), outcomes.count(FAILED))

    return (theme(ALL),) + tuple(theme(k) for k in KINDS if any(p.kind == k for p in puzzles))


def chosen(puzzles, written: str) -> tuple[str, str]:
    """The theme an address names, as written, among the game's puzzles, and what to tell the
    player: a theme they do not come in is all of them, said so."""
    if written == ALL or any(p.kind == written for p in puzzles):
        return written, ""
    return ALL, _("There is no theme {name!r} among these puzzles: here are all of them.",
                  name=written[:40])


def streak(kept: dict) -> int:
    """Puzzles solved one after the other since the last failure."""
    return len(kept.get("streak", ()))


def streak_words(kept: dict) -> str:
    """What the card says of the streak: "Streak: 4 (best 6)"."""
    now, best = streak(kept), max(kept.get("best", 0), streak(kept))
    if best > now:
        return _("Streak: {n} (best {best})", n=now, best=best)
    return _("Streak: {n}", n=now)


# -- what a puzzle's file says of it ---------------------------------------------------------

def refutation(puzzle, after: State, turn: tuple[str, ...]) -> tuple[str, ...]:
    """The reply the puzzle's file stores to a turn of one action, if it is legal after it;
    else ()."""
    reply = puzzle.refutations.get(turn[0], ()) if len(turn) == 1 else ()
    state = after
    try:
        for action in reply:
            state = state.play(action)
    except IllegalMove:
        return ()
    return tuple(reply)


def wins(after: State, reply: tuple[str, ...], seat: int) -> bool:
    """Whether `reply`, played after the player's turn, ends the game and not as their win."""
    for action in reply:
        after = after.play(action)
    return after.over and seat not in after.winners()


def complete(puzzle) -> bool:
    """Whether the file stores a refutation of every first action that does not solve it (as
    scripts/mine.py does where a turn is one action): then any other one solves it."""
    return bool(puzzle.refutations) and len(puzzle.refutations) >= puzzle.turns - puzzle.solving


def lead(state: State, seat: int) -> int:
    """A seat's score by the game's own count, less the best other seat's."""
    scores = state.scores()
    return scores[seat] - max(s for other, s in enumerate(scores) if other != seat)


def gain(before: State, after: State, seat: int) -> int:
    """What a turn from `before` to `after` gained its player, as a "most" puzzle counts it."""
    return lead(after, seat) - lead(before, seat)


def amount(game_id: str, n: int) -> str:
    """A gain in the game's own count: "3 points of territory", "1 coin"."""
    if game_id == "orbit":
        return _n("{n} point of territory", "{n} points of territory", n)
    if game_id == "rumbo":
        return _n("{n} claimed stone", "{n} claimed stones", n)
    if game_id == "btt":
        return _n("{n} coin", "{n} coins", n)
    if game_id == "arbos":
        return _n("{n} scoring seed", "{n} scoring seeds", n)
    return _n("{n} point", "{n} points", n)


def facts(puzzle) -> str:
    """What the puzzle's file says of its first actions: how few of them solve it, and that
    most fail where they do; nothing where it does not know (a count of 0)."""
    n, turns = puzzle.solving, puzzle.turns
    if turns < 2 or n < 1:
        return ""
    if 2 * n < turns:  # most fail: said so, with the numbers
        return {
            "win": _n("Only {n} of your {turns} possible moves starts a winning turn.",
                      "Only {n} of your {turns} possible moves start a winning turn.", n,
                      turns=turns),
            "stop": _n("Only {n} of your {turns} possible moves starts a turn that stops it.",
                       "Only {n} of your {turns} possible moves start a turn that stops it.", n,
                       turns=turns),
            "end": _n("Only {n} of your {turns} possible moves starts a turn that keeps the "
                      "win.", "Only {n} of your {turns} possible moves start a turn that keeps "
                      "the win.", n, turns=turns),
            "most": _n("Only {n} of your {turns} possible moves starts a turn that gains that "
                       "much.", "Only {n} of your {turns} possible moves start a turn that gains "
                       "that much.", n, turns=turns),
        }[puzzle.kind]
    return {
        "win": _n("{n} of your {turns} possible moves starts a winning turn.",
                  "{n} of your {turns} possible moves start a winning turn.", n, turns=turns),
        "stop": _n("{n} of your {turns} possible moves starts a turn that stops it.",
                   "{n} of your {turns} possible moves start a turn that stops it.", n,
                   turns=turns),
        "end": _n("{n} of your {turns} possible moves starts a turn that keeps the win.",
                  "{n} of your {turns} possible moves start a turn that keeps the win.", n,
                  turns=turns),
        "most": _n("{n} of your {turns} possible moves starts a turn that gains that much.",
                   "{n} of your {turns} possible moves start a turn that gains that much.", n,
                   turns=turns),
    }[puzzle.kind]



# -- the streak --------------------------------------------------------------------------------

def kept_streak(kept: dict, key: str, outcome: str) -> dict:
    """The progress entry `kept` after the puzzle `key` had `outcome`: a solve adds the puzzle
    to the streak (once), a failure ends it."""
    run = list(kept.get("streak", []))
    if outcome == SOLVED:
        run += [key] if key not in run else []
    else:
        run = []
    return kept | {"streak": run, "best": max(kept.get("best", 0), len(run))}


def joined_streak(kept: dict, other: dict) -> dict:
    """Two records' streaks joined (a backup restored): the longer one, the best of both."""
    run = max(kept["streak"], other["streak"], key=len)
    return kept | {"streak": list(run), "best": max(kept["best"], other["best"], len(run))}


def clean_streak(entry: dict) -> dict:
    """A progress entry's streak (puzzle keys) and best, leaving out what is not one."""
    run = entry.get("streak") if isinstance(entry.get("streak"), list) else []
    run = list(dict.fromkeys(k for k in run if isinstance(k, str)))
    best = entry.get("best")
    best = best if type(best) is int and best >= 0 else 0
    return {"streak": run, "best": max(best, len(run))}
