"""A game looked back at with the computer, on the page: the Review section's
progress bar, Stop, the graph (grove.view.graph) and the list of mistakes, each with the
computer's better turn shown on the board. grove.app.review decides and asks; this room shows it,
keeps it with the game, and stops it when the player plays or leaves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from grove.app.movelist import rounds
from grove.app.page.dom import by_id, element, mark_cells, nearest, on, run
from grove.app.review import (
    ENTRY,
    LEVEL,
    Review,
    Reviewer,
    accuracy_words,
    better_words,
    kind_word,
    review_key,
    turning_words,
)
from grove.app.session import LEVEL_NAMES
from grove.app.store import StoreError
from grove.i18n import _, say
from grove.view import graph

if TYPE_CHECKING:
    from grove.app.computer import Computer
    from grove.app.page.moves import MovesRoom
    from grove.app.session import Session
    from grove.app.store import Store


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    computer: Computer
    key: str | None
    moves: MovesRoom
    session: Session | None
    stopped: bool
    store: Store

    def show(self, ply: int) -> None: ...
    def say(self, message: str, kind: str = ...) -> None: ...


class ReviewRoom:
    def __init__(self, page: Page):
        self.page = page
        self.review: Review | None = None  # the review of the game on screen, if any
        self.better: int | None = None  # the mistake whose better turn is on the board
        self.reviewer = Reviewer(page.computer.thinker, self.changed, page.say)
        for name, handler in {"review-go": self.start, "review-end": self.start,
                              "open-review": self.start, "review-stop": self.stop}.items():
            on(by_id(name), "click", lambda _event, handler=handler: run(handler))
        on(by_id("review-level"), "change", lambda _event: self.draw())
        on(by_id("review-graph"), "click", self.on_graph_click)
        on(by_id("review-list"), "click", self.on_list_click)

    def opened(self) -> None:
        """Another game on screen: its kept review, if any, shows at once."""
        self.reviewer.stop()
        self.review, self.better = None, None
        raw = self.page.store.entry(review_key(self.page.key), ENTRY) if self.page.key else None
        kept = Review.from_json(raw) if raw else None
        if kept is not None and kept.line == self.page.session.line[:len(kept.line)]:
            self.review = Review.for_line(self.page.session.line, kept, kept.level)
        by_id("review-level").value = self.review.level if self.review else LEVEL

    def start(self) -> None:
        session, level = self.page.session, str(by_id("review-level").value)
        self.review = Review.for_line(session.line, self.review, level)
        self.reviewer.start(session, self.review)
        self.draw()

    def stop(self) -> None:
        """The Stop button, or the player plays on: what was answered stays."""
        if self.reviewer.running is not None:
            self.reviewer.stop()
            self.draw()

    def changed(self, review: Review) -> None:
        if review is not self.review or self.page.stopped:
            return  # a review of a game no longer on screen
        if self.page.key:
            try:
                self.page.store.write_entry(review_key(self.page.key), review.to_json())
            except StoreError as error:
                self.page.say(_("The review could not be kept: {error}", error=error), "error")
        self.draw()
        self.page.moves.draw()

    # -- drawing ------------------------------------------------------------------------------

    def marks(self) -> dict[int, str]:
        """The last ply of each mistake or blunder -> its kind, for the move list."""
        session = self.page.session
        if self.review is None or session.line[:len(self.review.line)] != self.review.line:
            return {}
        return self.review.marked(session)

    def draw(self) -> None:
        session, review = self.page.session, self.review
        box = by_id("review")
        running = self.reviewer.running is not None
        box.hidden = review is None or session.exploring  # the game's review, not a line's
        if box.hidden:
            return
        finished = review.done(session)
        by_id("review-go").hidden = running or (finished and review.level == str(
            by_id("review-level").value))
        by_id("review-stop").hidden = not running
        done, total = review.progress(session)
        bar = by_id("review-progress")
        bar.max, bar.value = max(total, 1), done
        by_id("review-state").textContent = (
            _("Looking at position {n} of {total}…", n=done + 1, total=total) if running else
            _("Reviewed at the {level} level.", level=say(LEVEL_NAMES.get(review.level, "")))
            if review.done(session)
            else _("Stopped at position {n} of {total}: press Review to go on.", n=done,
                   total=total))
        by_id("review-go").textContent = _("Review") if not done else _("Go on")
        every = review.costs(session)
        costs = review.mistakes(session, every)
        names = [say(session.state.seat_name(seat)) for seat in range(session.state.players)]
        turned = review.turning(session, every)
        by_id("review-graph").innerHTML = graph.render(
            review.estimates, len(session.line), session.shown_ply,
            {c.end: (c.seat, c.kind) for c in costs}, names,
            turned=turned.end if turned else None)
        numbers = {turn.plies[0][0] - 1: row.number  # as the move list numbers them
                   for row in rounds(session.turns(), session.state.players)
                   for turn in row.turns if turn is not None}
        said = turning_words(session, review, turned, numbers.get(turned.start, 0) if turned else 0)
        by_id("review-turned").textContent = said
        by_id("review-turned").hidden = not said
        accuracy = accuracy_words(session, review, every) if finished else ""
        by_id("review-accuracy").textContent = accuracy
        by_id("review-accuracy").hidden = not finished
        by_id("review-none").hidden = not finished or bool(costs)
        items = by_id("review-list")
        items.replaceChildren()
        for cost in costs:
            words = _("Move {n}, {who}: {kind}", n=numbers.get(cost.start, cost.number),
                      who=names[cost.seat], kind=kind_word(cost.kind))
            better = better_words(session, review, cost.start)
            entry = element("li", class_=cost.kind)
            button = element("button", words, type="button")
            button.dataset.start = str(cost.start)
            entry.append(button)
            if cost.missed:
                entry.append(element("span", _("a win this turn was missed"), class_="note"))
            if better:
                entry.append(element("span", _("better: {turn}", turn=better), class_="note"))
            items.append(entry)
        self.mark_better()

    def mark_better(self) -> None:
        """The better turn's cells, marked on the board while its position is on show."""
        review, session = self.review, self.page.session
        if self.better is None or review is None or session.shown_ply != self.better:
            return
        state, cells = session.states[self.better], []
        for action in review.better.get(self.better, ()):
            cells += state.clicks(action)  # each action's cells, as its own position names them
            state = state.play(action)
        mark_cells(cells)

    def on_graph_click(self, event) -> None:
        hit = nearest(event, "[data-ply]")
        if hit is not None:
            self.better = None
            self.page.show(int(str(hit.dataset.ply)))

    def on_list_click(self, event) -> None:
        hit = nearest(event, "button[data-start]")
        if hit is not None:
            self.better = int(str(hit.dataset.start))
            self.page.show(self.better)
