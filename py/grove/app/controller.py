"""One controller for every game: clicks and buttons in, actions out (docs/architecture.md).

The engine says, for each legal action, which cells are clicked to choose it (`clicks`). After each
click the controller keeps the actions that start with the cells clicked so far: one complete match
is played, several complete matches open a chooser, no match clears the selection and says why.
Actions that need no cell are buttons. Nothing here touches the browser, so it is tested in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass

from grove import IllegalMove
from grove.app import colours
from grove.i18n import _, say
from grove.view import Hints


@dataclass(frozen=True)
class Outcome:
    kind: str  # "played", "selected", "choose", "refused"
    message: str = ""
    choices: tuple[tuple[str, str], ...] = ()  # (action, label) for a chooser
    tried: str = ""  # a refusal: the action (or cell) that was tried, where there was one


@dataclass(frozen=True)
class Menu:
    """Several actions `<word> <number>` shown as one menu and a button."""

    word: str
    label: str
    choices: tuple[tuple[str, str], ...]


MENU_AT = 5  # this many numbered actions of one word become a menu


def spellings(state, action: str) -> set[str]:
    """How a player may type a button's action: its label, the label's head before a colon
    ("Swap" of "Swap: take Black"), and a one-word action's word ("black") in their language."""
    label = say(state.label(action))
    out = {label, label.split(":")[0]}
    if action.isalpha():
        out.add(_(action.capitalize()))
    return {" ".join(words.split()).casefold() for words in out}


class Controller:
    def __init__(self, state):
        self.state = state
        self.selected: tuple[str, ...] = ()

    def _matching(self, path):
        state = self.state
        return [a for a in state.legal() if state.clicks(a)[: len(path)] == path]

    def clickable(self) -> frozenset[str]:
        depth = len(self.selected)
        return frozenset(
            self.state.clicks(a)[depth]
            for a in self._matching(self.selected)
            if len(self.state.clicks(a)) > depth
        )

    def typed(self, text: str) -> str:
        """The action a typed move names: a legal action in any case, or, for an action chosen
        by a button, the words the button shows in the player's language ("Passen", "Schwarz",
        the label before its colon). Anything else is returned as typed, for the engine to
        refuse with its reason. Records and links keep the canonical text."""
        wanted = " ".join(text.split()).casefold()
        legal = self.state.legal()
        for action in legal:
            if action.casefold() == wanted:
                return action
        for action in legal:
            if not self.state.clicks(action) and wanted in spellings(self.state, action):
                return action
        return text

    def buttons(self) -> list[tuple[str, str]]:
        """(action, label) of every legal action chosen without a cell."""
        return [(a, self.state.label(a)) for a in self.state.legal() if not self.state.clicks(a)]

    def controls(self) -> list[tuple[str, str] | Menu]:
        """The buttons, with long runs of numbered actions (`komi 0`, `komi 1`, ...) gathered
        into one menu each, so that a choice of many numbers stays one control."""
        runs: dict[str, list[tuple[str, str]]] = {}
        for action, label in self.buttons():
            word, _space, number = action.partition(" ")
            if number.lstrip("-").replace(".", "", 1).isdigit():
                runs.setdefault(word, []).append((action, label))
        controls, placed = [], set()
        for action, label in self.buttons():
            word = action.partition(" ")[0]
            if len(runs.get(word, ())) < MENU_AT:
                controls.append((action, label))
            elif word not in placed:
                placed.add(word)
                controls.append(Menu(word, word.capitalize(), tuple(runs[word])))
        return controls

    def hints(self) -> Hints:
        under_way = bool(self.selected or self.state.turn_so_far())
        return Hints(clickable=self.clickable(), show_targets=under_way or self.state.marks_targets,
                     selected=self.selected)

    def click(self, cell: str, colour: str = colours.ASK) -> Outcome:
        """A click on `cell`; `colour` is the stone colour the player keeps chosen (Rumbo's
        toggle, grove.app.colours), which a click plays without the chooser."""
        if self.state.over:
            return Outcome("refused", _("The game is over."))
        path = self.selected + (cell,)
        matches = self._matching(path)
        if not matches:
            return self._refuse(cell)
        complete = [a for a in matches if len(self.state.clicks(a)) == len(path)]
        if complete and len(complete) == len(matches):
            if colour != colours.ASK and colours.stones(self.state.game_id, complete):
                chosen = colours.pick(self.state.game_id, complete, colour)
                # Never the other colour in silence: where the rules bar the one chosen, say so.
                return self.play(chosen) if chosen else self._refuse_colour(f"{colour}@{cell}")
            if len(complete) == 1:
                return self.play(complete[0])
            self.selected = path
            return Outcome("choose", choices=tuple((a, self.state.label(a)) for a in complete))
        self.selected = path
        return Outcome("selected", self.selection_words(path, matches))

    def selection_words(self, path: tuple[str, ...], matches: list[str]) -> str:
        """After a click that leaves the selection open: what is selected, and what the next
        clicks can do. Clicking the same cell again is told apart from clicking elsewhere,
        since it does something else (Arborel: a piece from the reserve on a square of your
        own, not that piece moved; Arbos: a seed replaced, confirmed)."""
        state, cell, depth = self.state, path[-1], len(path)
        again = [a for a in matches if state.clicks(a)[depth] == cell]
        onward = len(again) < len(matches)
        if not onward and len(again) == 1 and len(state.clicks(again[0])) == depth + 1:
            # The one action there, a second click confirming it (one that cannot be taken
            # back lightly, such as replacing a seed).
            return _("{action}: click {cell} again to confirm, or press Escape to cancel.",
                     action=say(state.describe(again[0])), cell=cell)
        what = say(state.picked(path))
        head = _("{what} picked up", what=what) if what else _("{cell} selected", cell=cell)
        more = say(state.picked(path + (cell,))) or _("what else can go there")
        if onward and again:
            words = _("{head}: click where it goes, or {cell} again for {more}.",
                      head=head, cell=cell, more=more)
        elif onward:
            words = _("{head}: click where it goes, or press Escape to cancel.", head=head)
        else:
            words = _("{head}: click {cell} again for {more}, or press Escape to cancel.",
                      head=head, cell=cell, more=more)
        return words[:1].upper() + words[1:]  # "your Block on d3" begins the sentence

    def _refuse_colour(self, action: str) -> Outcome:
        self.selected = ()
        try:
            self.state.play(action)
        except IllegalMove as why:
            return Outcome("refused", colours.barred(say(why.args[0])), tried=action)
        return self.play(action)  # never expected: it was not among the actions listed

    def _refuse(self, cell: str) -> Outcome:
        had_selection, self.selected = bool(self.selected), ()
        if had_selection:
            return Outcome("refused", _("Selection cleared: {cell} does not continue it.",
                                        cell=cell))
        try:
            self.state.play(cell)
        except IllegalMove as why:
            reason = say(why.args[0])
            if reason.startswith(cell + " "):  # "i8 is taken": the cell is named already
                return Outcome("refused", _("{why}.", why=reason), tried=cell)
            return Outcome("refused", _("{cell}: {why}.", cell=cell, why=why.args[0]), tried=cell)
        return Outcome("refused", _("Nothing can be played by clicking {cell} now.", cell=cell))

    def play(self, action: str) -> Outcome:
        try:
            self.state = self.state.play(action)
        except IllegalMove as why:
            return Outcome("refused", _("{why}.", why=why.args[0]), tried=action)
        finally:
            self.selected = ()
        return Outcome("played")

    def cancel(self) -> None:
        self.selected = ()
