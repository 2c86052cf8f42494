"""A lesson or a puzzle on screen: what each action the player tries does to its task, what the
board marks, and the progress kept. Plain Python, tested under CPython; the page's
learn room wires it to the browser.

A lesson (grove.learn) answers a move off its task by taking it back, with the lesson's hint in
words and the cells of a right move marked on the board. A puzzle (grove.learn.puzzles) is judged
by its kind once the player's turn is over, and says the facts its file states. A wrong turn is
kept on the board and answered: by the reply the file stores for its first action, or else, for
a win or a threat to stop, by the next player's winning answer, found by the same look the
computer uses for threats; a turn for the most is told what it gained against the best. The
puzzle is then counted as failed until solved. Progress is one entry per game,
`grove.learn.<game id>`: the lessons done, each puzzle's outcome and the streak
(grove.app.puzzlebook).
"""

from __future__ import annotations

from dataclasses import dataclass

from grove import learn
from grove.app import puzzlebook, words
from grove.app.puzzlebook import (
    ALL,
    FAILED,
    SOLVED,
    amount,
    complete,
    facts,
    gain,
    refutation,
    theme_name,
    wins,
)
from grove.core.state import IllegalMove, State
from grove.games import GAMES
from grove.i18n import Text, _, say
from grove.learn.puzzles import GRADES

LEARN, PUZZLES = "learn", "puzzles"
PROGRESS = "grove.learn."
ENTRY = Text("record of your lessons and puzzles")
# Positions the look for the next player's winning answer may take: as the computer's threat
# check (grove.ai.tactics.BUDGET), so that a wrong turn is answered within a second.
BUDGET = 6_000


@dataclass(frozen=True)
class Verdict:
    """What an action tried does: `kind` is "going" (kept, the task goes on), "done" (kept, the
    task is done), "wrong" (a lesson takes it back; a puzzle keeps it and plays `reply`) or
    "refused" (the rules refuse it; nothing changes)."""

    kind: str
    message: str = ""
    marks: tuple[str, ...] = ()  # cells to outline: where a right move is
    reply: tuple[str, ...] = ()  # a puzzle's wrong turn: the next player's winning answer


class Progress:
    """The lessons done and the puzzles tried, per game, in the store's backend. An entry that
    cannot be read is set aside by the store (and reported), never written over."""

    def __init__(self, store):
        self.store = store

    def read(self, game_id: str) -> dict:
        return clean(self.store.entry(PROGRESS + game_id, ENTRY) or {})

    def join(self, game_id: str, entry: dict) -> None:
        """Add another record's lessons done and puzzles tried (a backup's) to this one's."""
        kept, other = self.read(game_id), clean(entry)
        kept["lessons"] += [k for k in other["lessons"] if k not in kept["lessons"]]
        for key, outcome in other["puzzles"].items():
            if kept["puzzles"].get(key) != SOLVED:
                kept["puzzles"][key] = outcome
        self.store.write_entry(PROGRESS + game_id, puzzlebook.joined_streak(kept, other))

    def done(self, game_id: str, lesson_key: str) -> dict:
        """Keep a lesson done; returns what is kept now."""
        kept = self.read(game_id)  # read again: another tab may have written since
        if lesson_key not in kept["lessons"]:
            kept["lessons"].append(lesson_key)
            self.store.write_entry(PROGRESS + game_id, kept)
        return kept

    def tried(self, game_id: str, puzzle_key: str, outcome: str) -> dict:
        """Keep a puzzle's outcome (SOLVED or FAILED) and the streak; returns what is kept now."""
        kept = self.read(game_id)
        if kept["puzzles"].get(puzzle_key) != SOLVED:  # solved once stays solved
            kept["puzzles"][puzzle_key] = outcome
        kept = puzzlebook.kept_streak(kept, puzzle_key, outcome)
        self.store.write_entry(PROGRESS + game_id, kept)
        return kept


def clean(entry: dict) -> dict:
    """A progress entry's lessons, puzzles and streak, leaving out what is not a key and an
    outcome."""
    lessons = entry.get("lessons") if isinstance(entry.get("lessons"), list) else []
    tried = entry.get("puzzles") if isinstance(entry.get("puzzles"), dict) else {}
    return {"lessons": [k for k in lessons if isinstance(k, str)],
            "puzzles": {k: v for k, v in tried.items() if v in (SOLVED, FAILED)},
            **puzzlebook.clean_streak(entry)}


class Tutor:
    """One lesson or puzzle of a game, by its place in the game's list."""

    def __init__(self, game_id: str, mode: str, index: int = 0, items: tuple = (),
                 theme: str = ALL):
        """`items`: the puzzles of the `theme` on screen (grove.learn.puzzles.read, and
        grove.app.puzzlebook.in_theme); lessons are the game's own."""
        self.game_id, self.mode, self.theme = game_id, mode, theme
        self.items = learn.lessons(game_id) if mode == LEARN else items
        self.index = max(0, min(index, len(self.items) - 1))
        self.item = self.items[self.index] if self.items else None
        self.start = self.item.start(game_id) if self.item else GAMES[game_id].new()
        self.seat = self.start.to_move
        self.line: tuple[str, ...] = ()  # the player's actions kept since the position
        self.finished = ""  # "done" or "wrong" once the task has its outcome
        self.helped = False  # a puzzle's answer was shown: solving it now counts for nothing

    @classmethod
    def at(cls, game_id: str, mode: str, key: str, kept: dict, items: tuple = (),
           theme: str = ALL) -> Tutor:
        """The item named `key`, or (for "" or an unknown key) the first not done yet; of the
        game's puzzles `items`, those of `theme` (all of them if `key` names another's)."""
        if mode != LEARN:
            inside = puzzlebook.in_theme(items, theme)
            if key and key in {p.key for p in items} - {p.key for p in inside}:
                theme, inside = ALL, items
            items = inside
        keys = [item.key for item in (learn.lessons(game_id) if mode == LEARN else items)]
        if key in keys:
            return cls(game_id, mode, keys.index(key), items, theme)
        done = set(kept["lessons"]) if mode == LEARN else set(kept["puzzles"])
        return cls(game_id, mode, next((i for i, k in enumerate(keys) if k not in done), 0),
                   items, theme)

    # -- what the card says -------------------------------------------------------------------

    def heading(self) -> str:
        if self.mode == LEARN:
            return _("Lesson {n} of {count}: {title}", n=self.index + 1, count=len(self.items),
                     title=self.item.title)
        return _("Puzzle {n} of {count} · {theme} ({grade})", n=self.index + 1,
                 count=len(self.items), theme=theme_name(self.item.kind),
                 grade=grade_word(self.item.grade))

    def task(self) -> str:
        if self.mode == LEARN:
            return say(self.item.text)
        item, start = self.item, self.start
        who = say(start.seat_name(self.seat))
        after = say(start.seat_name((self.seat + 1) % start.players))
        if item.kind == "win":
            told = _("{who} to play: win this turn.", who=who)
        elif item.kind == "stop":
            told = _("{who} to play: {next} wins on their turn unless you stop it. Find a turn "
                     "after which {next} has no win.", who=who, next=after)
        elif item.kind == "end" and start.players == 2:
            told = _("{who} to play, in an ending searched to the last turn: find a turn after "
                     "which you still win, whatever {next} does.", who=who, next=after)
        elif item.kind == "end":
            told = _("{who} to play, in an ending searched to the last turn: find a turn after "
                     "which you still win, whatever the others do.", who=who)
        else:
            told = _("{who} to play: find the turn that gains you the most this turn, counting "
                     "your score against the best other one. The best turn gains {amount}.",
                     who=who, amount=amount(self.game_id, item.gain))
        return " ".join(filter(None, [told, facts(item)]))

    def outcome(self) -> str:
        """What the status says once the task has its outcome."""
        if self.mode == LEARN:
            return (_("Lesson done: on to the next one.") if self.finished == "done"
                    else _("Not this time: start again."))
        return (_("Puzzle solved: on to the next one.") if self.finished == "done"
                else _("Not solved this time: try it again, or go on to the next one."))

    def computers(self) -> tuple[str, ...]:
        """Who plays each seat: the lesson's computer plays all but the player's."""
        level = self.item.computer if self.mode == LEARN else ""
        return tuple("" if seat == self.seat or not level else level
                     for seat in range(self.start.players))

    # -- what an action does ------------------------------------------------------------------

    def tried(self, state: State, action: str) -> Verdict:
        """What `action`, tried by the player in `state` (the position on screen), does."""
        if self.finished:
            return Verdict("refused", _("This one is finished: go on to the next, or start it "
                                        "again."))
        if self.mode == LEARN:
            step = learn.judge(self.item, state, self.line, action)
            kind = step.kind
            if kind == "going" and self.item.win and not self.item.computer and winning_line(
                    step.after, BUDGET) is None:
                kind = "wrong"  # the turn goes on, but no longer to a win
            verdict = Verdict(kind, say(step.message if kind == step.kind else self.item.hint),
                              self.marks(state) if kind == "wrong" else ())
            if step.kind == "refused":  # the rules' reason, then what the lesson wants
                verdict = Verdict("refused", " ".join(filter(None, [
                    _("{why}.", why=capital(say(step.message))), say(self.item.hint or "")])),
                    self.marks(state))
            elif step.kind == "done" and self.item.refused:
                verdict = Verdict("done", _("{why}. That is the rule.",
                                            why=capital(say(step.message))))
        else:
            verdict = self.judge_puzzle(state, action)
        if self.keeps(verdict):
            self.line += (action,)
        if verdict.kind == "done" or (verdict.kind == "wrong" and self.mode == PUZZLES):
            self.finished = verdict.kind
        return verdict

    def keeps(self, verdict: Verdict) -> bool:
        """Whether the action stays on the board: a puzzle shows a wrong turn, and its answer;
        a refusal the lesson asked for was never played."""
        if self.mode == LEARN and self.item.refused:
            return False
        return verdict.kind in ("going", "done") or (verdict.kind == "wrong"
                                                     and self.mode == PUZZLES)

    def watched(self, state: State) -> Verdict | None:
        """A lesson's game against the computer, after any move: its outcome once it is over."""
        if self.finished or self.mode != LEARN or not self.item.computer or not state.over:
            return None
        won = state.winners() == (self.seat,)
        self.finished = "done" if won else "wrong"
        return Verdict(self.finished, "" if won else say(self.item.hint or ""))

    def judge_puzzle(self, state: State, action: str) -> Verdict:
        """A puzzle's turn, judged by its kind once it is over (the puzzle's position begins
        it, so `self.line` holds its actions before `action`)."""
        try:
            after = state.play(action)
        except IllegalMove as why:
            return Verdict("refused", _("{why}.", why=capital(say(why.args[0]))))
        if not after.over and after.to_move == self.seat:
            return Verdict("going")
        kind = self.item.kind
        if kind == "most":
            return self.judge_gain(after)
        if after.over:
            won = self.seat in after.winners() and (
                kind == "stop" or after.winners() == (self.seat,))
            return Verdict("done", self.solved(_("Solved!"))) if won else Verdict(
                "wrong", _("Not this: that ends the game, and not as your win."))
        turn = self.line + (action,)
        stored = refutation(self.item, after, turn)
        if stored and not wins(after, stored, self.seat):
            return self.refuted(after, stored)
        proven = not stored and len(turn) == 1 and complete(self.item)  # not refuted: right
        if proven and kind == "stop":
            return Verdict("done", self.solved(_("Solved: the next player has no win now.")))
        if proven and kind == "end":
            return Verdict("done", self.solved(_("Solved: you still win, whatever is played.")))
        reply = stored or winning_line(after, BUDGET)
        if reply:
            return Verdict("wrong", _("Not this: {who} wins with {line}.",
                                      who=say(after.seat_name(after.to_move)),
                                      line=words.line(after, reply)), reply=tuple(reply))
        if kind == "stop":
            return Verdict("done", self.solved(_("Solved: the next player has no win now.")))
        if kind == "win":
            return Verdict("wrong", _("Not this: it does not win this turn."))
        if turn == self.item.answer:
            return Verdict("done", self.solved(_("Solved: you still win, whatever is played.")))
        return Verdict("wrong", _("Not this: that turn does not keep the win."))

    def refuted(self, after: State, reply: tuple[str, ...]) -> Verdict:
        """A wrong turn answered by the reply its file stores, one that does not win at once."""
        who, line = say(after.seat_name(after.to_move)), words.line(after, reply)
        if self.item.kind == "end":
            message = _("Not this: {who} answers with {line}, and you can no longer win.",
                        who=who, line=line)
        elif self.item.kind == "win":
            message = " ".join([_("Not this: it does not win this turn."),
                                _("{who} answers with {line}.", who=who, line=line)])
        else:
            message = _("Not this: {who} answers with {line}.", who=who, line=line)
        return Verdict("wrong", message, reply=reply)

    def judge_gain(self, after: State) -> Verdict:
        """A turn for the most, by what it gained (`gain`) against the best turn's."""
        got, best = gain(self.start, after, self.seat), self.item.gain
        if got >= best:
            return Verdict("done", self.solved(_("Solved: that gains {amount}, the most there "
                                                 "is this turn.",
                                                 amount=amount(self.game_id, got))))
        best_words = amount(self.game_id, best)
        if got > 0:
            message = _("Not this: that gains {amount}; the best turn gains {best}.",
                        amount=amount(self.game_id, got), best=best_words)
        elif got == 0:
            message = _("Not this: that gains nothing; the best turn gains {best}.",
                        best=best_words)
        else:
            message = _("Not this: that loses {amount}; the best turn gains {best}.",
                        amount=amount(self.game_id, -got), best=best_words)
        return Verdict("wrong", message)

    def solved(self, message: str) -> str:
        return _("That is the answer.") if self.helped else message

    def marks(self, state: State) -> tuple[str, ...]:
        """The cells of a right next action from `state`, as its position names them."""
        if self.mode == PUZZLES:
            on_track = self.item.answer[:len(self.line)] == self.line
            actions = self.item.answer[len(self.line):][:1] if on_track else ()
        elif self.item.refused:
            actions = self.item.refused[:1]
        elif self.item.win:
            actions = () if self.item.computer else tuple(
                (winning_line(state, BUDGET) or [])[:1])
        else:
            actions = tuple(dict.fromkeys(line[len(self.line)] for line in self.item.lines
                                          if line[:len(self.line)] == self.line
                                          and len(line) > len(self.line)))
        return tuple(dict.fromkeys(cell for action in actions for cell in state.clicks(action)))

    def hint(self, state: State) -> tuple[str, tuple[str, ...]]:
        """What the hint button says and marks."""
        if self.mode == LEARN:
            return say(self.item.hint or self.item.text), self.marks(state)
        self.helped = True
        return (_("The answer: {line}.", line=words.line(self.start, self.item.answer, how=True)),
                self.marks(state))

    def neighbours(self) -> tuple[str | None, str | None]:
        """The keys of the items before and after this one (None at either end)."""
        keys = [item.key for item in self.items]
        return (keys[self.index - 1] if self.index else None,
                keys[self.index + 1] if self.index + 1 < len(keys) else None)


def winning_line(state: State, budget: int) -> list[str] | None:
    """The seat to move's winning line this turn (grove.ai.tactics), or None. The computer's
    code is imported here, when a lesson or a puzzle first needs it, not as the page starts."""
    from grove import ai
    from grove.ai import tactics

    return tactics.winning_line(state, ai.knowledge_for(state.game_id), budget)


def capital(text: str) -> str:
    """A sentence of the rules' words ("no pyramid can go on a1") begun with a capital."""
    return text[:1].upper() + text[1:]


def grade_word(grade: int) -> str:
    return {"easy": _("easy"), "medium": _("medium"), "hard": _("hard")}[GRADES[grade]]


def url(game_id: str, mode: str, key: str = "", theme: str = ALL) -> str:
    """The address of a lesson or a puzzle (of a theme: the steps and Previous and Next go
    through its puzzles only)."""
    return (f"#/{game_id}/{mode}" + (f"/theme/{theme}" if theme else "")
            + (f"/{key}" if key else ""))
