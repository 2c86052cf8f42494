"""The move list on the page: numbered rounds (grove.app.movelist), one stop in the tab order,
a click or the arrow keys go to a position."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from pyscript import document

from grove.app.movelist import rounds
from grove.app.page.dom import by_id, element, nearest, one_stop
from grove.app.review import kind_word
from grove.i18n import _

if TYPE_CHECKING:
    from grove.app.page.explore import ExploreRoom
    from grove.app.page.review import ReviewRoom
    from grove.app.session import Session


SIGNS = {"mistake": "?", "blunder": "??"}  # as chess notation marks them


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    explore: ExploreRoom
    reviews: ReviewRoom
    session: Session | None

    def show(self, ply: int) -> None: ...


class MovesRoom:
    def __init__(self, page: Page):
        self.page = page

    def draw(self) -> None:
        """The move list in numbered rounds (grove.app.movelist): with two players, each seat's
        turns in its own column under its name; each turn says who played it to a screen reader.
        The list is one stop in the tab order (the move shown, else the first); the arrow keys
        then step through the game, as the replay buttons do."""
        moves, session = by_id("moves"), self.page.session
        if session.exploring:  # the exploration's tree, with its variations
            self.page.explore.draw_list(moves)
            return
        focused = moves.contains(document.activeElement)
        moves.replaceChildren()
        players, turns = session.state.players, session.turns()
        moves.classList.toggle("by-seat", players == 2)
        if players == 2 and turns:
            head = element("li", class_="round head", aria_hidden="true")
            head.append(element("span"), *(element("span", session.who(session.state, seat))
                                           for seat in range(2)))
            moves.append(head)
        current = first = None
        marks = self.page.reviews.marks()  # a review's mistakes and blunders, by their last ply
        for row in rounds(turns, players):
            item = element("li", class_="round")
            item.append(element("span", f"{row.number}.", class_="round-number",
                                aria_hidden="true"))
            for turn in row.turns:
                if turn is None:
                    item.append(element("span", class_="gap"))
                    continue
                cell = element("span", class_="turn")
                cell.append(element("span", _("{who}: ", who=turn.who),
                                    class_="who visually-hidden" if players == 2 else "who"))
                for ply, action in turn.plies:
                    step = element("button", session.notation(ply, action)
                                   + SIGNS.get(marks.get(ply), ""),
                                   type="button", tabindex="-1")
                    step.dataset.ply = str(ply)
                    if ply in marks:
                        step.dataset.mark = marks[ply]
                        step.title = kind_word(marks[ply])
                    first = first or step
                    if ply == session.shown_ply:
                        step.className = "current"
                        step.setAttribute("aria-current", "step")
                        current = step
                    cell.append(step, " ")
                item.append(cell)
            moves.append(item)
        one_stop(current, first, focused)

    def on_key(self, event) -> None:
        session, key = self.page.session, str(event.key)
        if session is None:
            return
        steps = {"ArrowLeft": session.shown_ply - 1, "ArrowUp": session.shown_ply - 1,
                 "ArrowRight": session.shown_ply + 1, "ArrowDown": session.shown_ply + 1,
                 "Home": 0, "End": len(session.line)}
        if key in steps:
            event.preventDefault()
            event.stopPropagation()  # here the arrows replay; elsewhere they undo and redo
            self.page.show(max(0, min(len(session.line), steps[key])))

    def on_click(self, event) -> None:
        if self.page.explore.on_list_click(event):
            return
        target = nearest(event, "button[data-ply]")
        if target is not None:
            self.page.show(int(str(target.dataset.ply)))
