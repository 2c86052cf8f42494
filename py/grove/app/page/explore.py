"""Exploring, on the page: the Explore button opens a table of its own over the game (grove.app
.table `explore`), whose moves grow the game's tree (grove.app.explore) and never its line; the
move list shows the tree with its variations (grove.app.variations); the panel's Explore section
holds the way back, promote, delete, a note on the position, and the computer beside it on
request (grove.app.analysis): its estimate as bars, its expected line in words and as numbered
marks on the board. Each change is kept with the game at once."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from pyscript import document

from grove.app.analysis import Analyst, line_words, numbered, shares_words
from grove.app.page.dom import by_id, element, mark_cells, nearest, on, one_stop, run
from grove.app.plan import said
from grove.app.variations import lines
from grove.i18n import _, say

if TYPE_CHECKING:
    from grove.app.computer import Computer
    from grove.app.page.learn import LearnRoom
    from grove.app.page.review import ReviewRoom
    from grove.app.page.saves import SavesRoom
    from grove.app.session import Session
    from grove.app.store import Store
    from grove.app.table import Table

SVG = "http://www.w3.org/2000/svg"


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    computer: Computer
    learn: LearnRoom
    reviews: ReviewRoom
    saves: SavesRoom
    session: Session | None
    store: Store
    table: Table | None

    def put(self, table: Table) -> None: ...
    def say(self, message: str, kind: str = ...) -> None: ...
    def announce(self, message: str) -> None: ...
    def update(self) -> None: ...


class ExploreRoom:
    def __init__(self, page: Page):
        self.page = page
        self.analyst = Analyst(page.computer.thinker, self.answered, page.say)
        self.told = ""  # what keeping the exploration said last: said once, not at every move
        self.drawn: list = []  # the tree's nodes as the move list numbers its buttons
        self.list_drawn: tuple = ()  # which tree, at which change, the list shows
        for name, handler in {"explore": self.open, "explore-menu": self.open,
                              "explore-open": self.open, "tutor-explore": self.open,
                              "explore-back": self.close, "explore-promote": self.promote,
                              "explore-delete": self.delete, "explore-plan": self.plan,
                              "explore-computer": self.switch_computer}.items():
            on(by_id(name), "click", lambda _event, handler=handler: run(handler))
        on(by_id("explore-note-form"), "submit", self.on_note)

    @property
    def exploring(self) -> bool:
        return self.page.session is not None and self.page.session.exploring

    # -- opening and leaving ---------------------------------------------------------------------

    def open(self) -> None:
        """Explore the game on screen from the position on show."""
        if self.page.table is None or not self.page.table.can_explore():
            return
        self.told = ""
        self.page.reviews.stop()  # the computer answers the exploration's questions now
        if self.page.table.tutor is not None:  # a puzzle or a lesson done: its card gives way
            self.page.learn.leave()
        self.page.put(self.page.table.explore())
        self.page.say(_("Exploring: play any move for any side. The game itself does not "
                        "change."))
        by_id("board").focus()

    def close(self) -> None:
        if self.exploring:
            game = self.page.table.mode.game
            self.page.put(game)
            if game.tutor is not None:
                document.body.classList.add("teaching")
            self.page.say("")

    # -- changes ---------------------------------------------------------------------------------

    def keep(self) -> None:
        """Write the game with its tree; say what that means once."""
        saved, message = self.page.table.keep_exploration(self.page.store)
        if saved.clash is not None:  # another tab played on: its game comes on screen
            self.page.say(self.page.saves.after_clash(saved.clash), "error")
            return
        said = saved.problem or message
        if said and said != self.told:
            self.told = said
            self.page.say(said, "error" if saved.problem else "info")

    def promote(self) -> None:
        session = self.page.session
        if self.exploring and session.tree.promote(session.node):
            session.refresh()
            self.keep()
            self.page.update()

    def delete(self) -> None:
        session = self.page.session
        if not self.exploring:
            return
        try:
            parent = session.tree.delete(session.node)
        except ValueError as why:
            self.page.say(say(why.args[0]), "error")
            return
        session.go(parent)
        self.page.table.moved()
        self.keep()
        self.page.say(_("That line was deleted."))
        self.page.update()

    def plan(self) -> None:
        """The line shown, past the game's end, added to your plan for the link you send."""
        line, game = self.page.table.explored_plan(), self.page.table.mode.game
        refusal = game.plan_line(line) if line is not None else ""
        if refusal:
            self.page.say(refusal, "error")
            return
        self.keep()
        plan, state = game.link.own_plan, game.session.state
        self.page.say(_("Your plan, sent with your link: {lines}", lines="; ".join(said(
            plan, state, lambda seat: game.session.who(state, seat)))), "success")
        self.page.update()

    def on_note(self, event) -> None:
        event.preventDefault()
        session = self.page.session
        if not self.exploring:
            return
        written = session.tree.annotate(session.node, str(by_id("explore-note").value))
        self.keep()
        self.page.say(_("Note kept.") if written else _("Note taken away."))
        self.page.update()

    def go(self, index: int) -> None:
        if self.exploring and 0 <= index < len(self.drawn):
            self.page.session.go(self.drawn[index])
            self.page.table.moved()
            self.page.update()

    def switch_computer(self) -> None:
        self.analyst.switch()
        self.page.update()

    def answered(self) -> None:
        if self.exploring:
            self.page.update()

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self) -> None:
        """The Explore section and the Explore button, as the game on screen has them."""
        exploring, session = self.exploring, self.page.session
        document.body.toggleAttribute("data-exploring", exploring)
        by_id("explore-panel").hidden = not exploring
        offered = self.page.table.can_explore()
        for name in ("explore", "explore-menu", "explore-open"):
            by_id(name).hidden = not offered
        by_id("tutor-explore").hidden = not offered or self.page.table.tutor is None
        if not exploring:
            return
        tree, node = session.tree, session.node
        by_id("explore-promote").disabled = tree.promotion(node) is None
        by_id("explore-delete").disabled = not tree.deletable(node)
        by_id("explore-where").textContent = tree.where(node)
        by_id("explore-plan").hidden = self.page.table.explored_plan() is None
        note = by_id("explore-note")
        if document.activeElement is not note:
            note.value = node.note
        self.draw_computer()

    def draw_computer(self) -> None:
        analyst, session = self.analyst, self.page.session
        switch = by_id("explore-computer")
        switch.setAttribute("aria-pressed", "true" if analyst.on else "false")
        switch.textContent = _("Hide the computer") if analyst.on else _("Ask the computer")
        shares, said = by_id("explore-shares"), by_id("explore-line")
        shares.replaceChildren()
        seen, shown = analyst.on_show(session), session.shown
        shares.hidden = seen is None
        said.hidden = not analyst.on
        if not analyst.on:
            return
        if shown.over:
            said.textContent = say(shown.result())
            return
        if seen is None:
            said.textContent = _("The computer is thinking…")
            analyst.think(session)
            return
        for name, percent in shares_words(shown, seen):
            item = element("li")
            bar = element("span", class_="share-bar", aria_hidden="true")
            bar.append(element("span", style=f"width: {percent}%"))
            item.append(element("span", name, class_="share-name"), bar,
                        element("span", f"{percent}%", class_="share-figure"))
            shares.append(item)
        said.textContent = line_words(shown, seen)

    def mark_line(self) -> None:
        """The expected line's cells on the board, numbered by turn."""
        seen = self.analyst.on_show(self.page.session) if self.exploring else None
        if seen is None:
            return
        marks = numbered(self.page.session.shown, seen)
        mark_cells([cell for cell, _number in marks])
        board, done = by_id("board"), set()
        for cell, number in marks:
            hit = board.querySelector(f'[data-cell="{cell}"][role=button]')
            if not hit or cell in done:
                continue
            done.add(cell)
            box = hit.getBBox()
            label = document.createElementNS(SVG, "text")
            for name, value in {"x": box.x + box.width / 2, "y": box.y + box.height / 2,
                                "class": "line-mark", "aria-hidden": "true",
                                "font-size": max(8, min(box.width, box.height) * 0.55)}.items():
                label.setAttribute(name, str(value))
            label.textContent = number
            hit.parentNode.insertBefore(label, hit)

    def draw_list(self, moves) -> None:
        """The tree in the move list: a line a row, variations indented under the move they
        stand beside, the position on show current; each move says to a screen reader who
        plays it, what, and whether it is a variation. A tree drawn already, unchanged, only
        has its current move marked again (stepping through a long tree stays quick)."""
        session = self.page.session
        focused = moves.contains(document.activeElement)
        drawn = (id(session.tree), session.tree.changes, session.names)
        if drawn != self.list_drawn or not moves.querySelector("button[data-node]"):
            self.list_drawn = drawn
            self.fill_list(moves)
        for button in moves.querySelectorAll("button[aria-current], button[tabindex='0']"):
            button.classList.remove("current")
            button.removeAttribute("aria-current")
            button.setAttribute("tabindex", "-1")
        at = next((n for n, node in enumerate(self.drawn) if node is session.node), None)
        current = moves.querySelector(f'button[data-node="{at}"]') if at is not None else None
        if current:
            current.classList.add("current")
            current.setAttribute("aria-current", "step")
        one_stop(current, moves.querySelector("button"), focused)

    def fill_list(self, moves) -> None:
        session = self.page.session
        moves.replaceChildren()
        moves.classList.remove("by-seat")
        self.drawn = []
        for row in lines(session.tree):
            item = element("li", class_=f"line depth-{min(row.depth, 4)}"
                           + (" variation" if row.depth else ""))
            for step in row.steps:
                if step.number:
                    item.append(element("span", step.number, class_="round-number",
                                        aria_hidden="true"))
                node = step.node
                before = node.parent.state
                spoken = _("{who}: {action}", who=session.who(before, before.actor(node.action)),
                           action=say(before.describe(node.action)))
                if not step.game:
                    spoken = _("{move}, a variation", move=spoken)
                button = element("button", step.notation + (" ✎" if node.note else ""),
                                 type="button", tabindex="-1", aria_label=spoken)
                button.dataset.node = str(len(self.drawn))
                self.drawn.append(node)
                if not step.game:
                    button.className = "explored"
                item.append(button, " ")
            moves.append(item)

    def on_list_click(self, event) -> bool:
        """A click on a move of the tree: that position. Whether the click was the tree's."""
        target = nearest(event, "button[data-node]")
        if target is None:
            return False
        self.go(int(str(target.dataset.node)))
        return True
