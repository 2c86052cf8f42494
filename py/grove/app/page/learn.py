"""Lessons and puzzles on the page (`#/<game>/learn`, `#/<game>/puzzles`): the tutor's card over
the game's own board and buttons. grove.app.tutor decides what each move does to the task; this
room shows it, takes back what a lesson refuses, plays a puzzle's refutation, and keeps progress.
Nothing of a lesson or a puzzle is stored as a game: it starts from its position each time."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from pyscript import document, window

from grove.app import puzzlebook
from grove.app.page.dom import by_id, element, mark_cells, run, the_hint
from grove.app.puzzlebook import ALL, FAILED
from grove.app.session import Session
from grove.app.tutor import LEARN, PUZZLES, SOLVED, Progress, Tutor, url
from grove.games import GAMES
from grove.i18n import _
from grove.learn.puzzles import read

if TYPE_CHECKING:
    from grove.app.controller import Controller, Outcome
    from grove.app.store import Store
    from grove.app.table import Table


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    controller: Controller | None
    session: Session | None
    store: Store
    table: Table | None
    tutor: Tutor | None

    def start(self, session: Session, key: str | None, **kept) -> None: ...
    def commit(self) -> str: ...
    def play(self, action: str) -> tuple[Outcome, str]: ...
    def say(self, message: str, kind: str = ...) -> None: ...
    def update(self) -> None: ...


class LearnRoom:
    def __init__(self, page: Page):
        self.page = page
        self.progress = Progress(page.store)
        self.marks: tuple[str, ...] = ()  # cells outlined on the board: where a right move is
        self.fetched: dict[str, tuple] = {}  # game id -> its puzzles, once fetched
        self.kept = {"lessons": [], "puzzles": {}}  # the progress of the game on screen

    def open(self, game_id: str, mode: str, key: str, theme: str = ALL) -> None:
        """The lesson or puzzle named by `key` (or the next one not done), from its position;
        a puzzle among those of `theme` (as the address writes it). A game's puzzles are
        fetched the first time they are opened (static/puzzles/)."""
        if mode != LEARN and game_id not in self.fetched:
            by_id("home").hidden = True  # not the home page for a moment: the puzzles come
            run(lambda: self.fetch_then_open(game_id, key, theme))
            return
        items = () if mode == LEARN else self.fetched[game_id]
        chosen, problem = (ALL, "") if mode == LEARN else puzzlebook.chosen(items, theme)
        kept = self.kept = self.progress.read(game_id)
        tutor = Tutor.at(game_id, mode, key, kept, items, chosen)
        if (key, theme) != (tutor.item.key, tutor.theme):  # the address names what is on
            # screen: a reload keeps it
            window.history.replaceState(None, "", url(game_id, mode, tutor.item.key,
                                                      tutor.theme))
        self.show(tutor)
        if problem:
            self.page.say(problem, "error")
        self.report_problems()

    async def fetch_then_open(self, game_id: str, key: str, theme: str = ALL) -> None:
        try:
            response = await window.fetch(f"./static/puzzles/{game_id}.json")
            if not response.ok:
                raise ValueError(response.status)
            self.fetched[game_id] = read(str(await response.text()), game_id)
        except Exception as error:
            if self.page.stopped:
                return
            window.console.warn(f"Grove: the puzzles of {game_id} ({error})")
            by_id("home").hidden, by_id("game").hidden = False, True
            by_id("home-note").textContent = _("The puzzles could not be loaded. Reload the "
                                               "page to try again.")
            return
        if not self.page.stopped:  # the page may have started again while the file came
            self.open(game_id, PUZZLES, key, theme)

    def leave(self) -> None:
        document.body.classList.remove("teaching")
        by_id("tutor").hidden = True

    def again(self) -> None:
        tutor = self.page.tutor
        self.show(Tutor(tutor.game_id, tutor.mode, tutor.index, tutor.items, tutor.theme))

    def show(self, tutor: Tutor) -> None:
        self.marks = ()
        start = tutor.start
        session = Session(GAMES[tutor.game_id].new(**start.options), line=start.history,
                          computers=tutor.computers())
        self.page.start(session, key=None, tutor=tutor)
        document.body.classList.add("teaching")

    # -- moves --------------------------------------------------------------------------------

    def tried(self, outcome) -> None:
        """The player's click or typed move, as the controller took it (grove.app.controller):
        played, or refused with the action tried."""
        page, tutor = self.page, self.page.tutor
        before, played = page.session.state, outcome.kind == "played"
        action = page.controller.state.history[-1] if played else outcome.tried
        self.marks = ()
        if not action:
            page.say(outcome.message, "error")
            page.update()
            return
        verdict = tutor.tried(before, action)
        if tutor.keeps(verdict):
            if played:
                page.commit()
            else:
                page.play(action)
            for answer in verdict.reply:  # a puzzle's refutation, played on the board
                page.play(answer)
        else:
            page.table.moved()  # taken back: the turn starts again from the lesson's position
        self.marks = verdict.marks
        if verdict.kind == "refused":
            page.say(verdict.message or outcome.message, "error")
        elif verdict.kind == "wrong":
            page.say(verdict.message or _("Not this one: try again."), "error")
        elif verdict.kind == "done":
            page.say(verdict.message or _("Well done!"), "success")
        else:
            page.say("")
        self.keep(verdict.kind)
        page.update()

    def watch(self) -> None:
        """After any change: a lesson's game against the computer may have ended."""
        verdict = self.page.tutor.watched(self.page.session.state)
        if verdict is not None:
            self.keep(verdict.kind)
            self.page.say(verdict.message or _("You won: well done!"),
                          "success" if verdict.kind == "done" else "error")
            self.draw()

    def keep(self, kind: str) -> None:
        tutor = self.page.tutor
        try:
            if tutor.mode == LEARN and kind == "done":
                self.kept = self.progress.done(tutor.game_id, tutor.item.key)
            elif tutor.mode != LEARN and kind in ("done", "wrong") and not tutor.helped:
                self.kept = self.progress.tried(tutor.game_id, tutor.item.key,
                                                SOLVED if kind == "done" else FAILED)
        except Exception as error:  # storage full or off: the lesson goes on, unkept
            self.page.say(_("Your progress could not be kept ({error}).", error=error), "error")
        self.report_problems()

    def hint(self) -> None:
        """A lesson's hint; a puzzle's answer, from its position (after a wrong turn too), which
        counts the puzzle as not solved this time."""
        tutor = self.page.tutor
        if tutor.mode != LEARN:
            if tutor.finished:
                self.again()
                tutor = self.page.tutor
            self.keep("wrong")
        message, self.marks = tutor.hint(self.page.session.state)
        self.page.say(message)
        self.page.update()

    def report_problems(self) -> None:
        problems = self.page.store.problems
        if problems:
            self.page.say(" ".join(problems), "error")
            problems.clear()

    # -- the card -----------------------------------------------------------------------------

    def draw(self) -> None:
        tutor = self.page.tutor
        card = by_id("tutor")
        card.hidden = False
        by_id("tutor-heading").textContent = tutor.heading()
        by_id("tutor-task").textContent = tutor.task()
        before, after = tutor.neighbours()
        for name, key in (("tutor-back", before), ("tutor-next", after)):
            link = by_id(name)
            link.hidden = key is None
            link.href = url(tutor.game_id, tutor.mode, key or "", tutor.theme)
        by_id("tutor-next").classList.toggle("primary", bool(tutor.finished))
        if tutor.finished:  # the position's prompt no longer asks anything of the player
            by_id("status").textContent = tutor.outcome()
        by_id("hint").textContent = _("Hint") if tutor.mode == LEARN else _("Show the answer")
        by_id("hint").disabled = (bool(tutor.finished) or bool(tutor.item.computer)
                                  if tutor.mode == LEARN else tutor.finished == "done")
        self.draw_steps(tutor)
        self.draw_themes(tutor)
        mark_cells(self.marks, the_hint)

    def draw_steps(self, tutor: Tutor) -> None:
        kept = self.kept
        steps = by_id("tutor-steps")
        steps.replaceChildren()
        if tutor.mode == LEARN:
            steps.setAttribute("aria-label", _("Lessons"))
            done = set(kept["lessons"])
        else:
            steps.setAttribute("aria-label", _("Puzzles"))
            done = {k for k, v in kept["puzzles"].items() if v == SOLVED}
        for n, item in enumerate(tutor.items):
            title = item.title if tutor.mode == LEARN else _("Puzzle {n}", n=n + 1)
            state = _("done") if item.key in done else (
                _("failed") if kept["puzzles"].get(item.key) else "")
            link = element("a", str(n + 1), href=url(tutor.game_id, tutor.mode, item.key,
                                                     tutor.theme),
                           title=str(title), aria_label=", ".join(filter(None, [str(title),
                                                                                state])))
            link.classList.toggle("done", item.key in done)
            link.classList.toggle("failed", tutor.mode != LEARN and bool(state) and
                                  item.key not in done)
            if n == tutor.index:
                link.setAttribute("aria-current", "step")
            entry = element("li")
            entry.append(link)
            steps.append(entry)
        by_id("tutor-count").textContent = (
            _("{n} of {count} done", n=len(done & {i.key for i in tutor.items}),
              count=len(tutor.items)))
        streak = by_id("tutor-streak")
        streak.hidden = tutor.mode == LEARN
        streak.textContent = "" if tutor.mode == LEARN else puzzlebook.streak_words(kept)

    def draw_themes(self, tutor: Tutor) -> None:
        """The puzzles' themes, each a link to its puzzles, with what the player solved and
        failed of it; the one on screen marked."""
        row = by_id("tutor-themes")
        row.hidden = tutor.mode == LEARN
        listed = by_id("tutor-theme-list")
        listed.replaceChildren()
        if tutor.mode == LEARN:
            return
        for theme in puzzlebook.themes(self.fetched[tutor.game_id], self.kept):
            # Its name and the counts as ticks and crosses shown, the counts in words heard
            link = element("a", href=url(tutor.game_id, tutor.mode, theme=theme.kind),
                           title=theme.spoken())
            link.append(element("span", theme.name, class_="theme-name"))
            link.append(element("span", f"\u2713{theme.solved}", class_="theme-solved",
                                aria_hidden="true"))
            link.append(element("span", f"\u2717{theme.failed}", class_="theme-failed",
                                aria_hidden="true"))
            link.append(element("span", " " + theme.counted(), class_="visually-hidden"))
            link.dataset.theme = theme.kind or "all"
            if theme.kind == tutor.theme:
                link.setAttribute("aria-current", "page")
            entry = element("li")
            entry.append(link)
            listed.append(entry)

