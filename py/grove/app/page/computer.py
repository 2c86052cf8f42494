"""The computer players on the page: the worker's script element, the "thinking" indicator,
the estimate and the hint on show. What is asked, played, dropped or given up is decided in
grove.app.computer (plain Python); this room shows it and plays the answers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from pyscript import document, window

from grove.app import pool
from grove.app.page.dom import by_id, element, mark_cells, the_hint
from grove.i18n import _

if TYPE_CHECKING:
    from grove.app.computer import Computer
    from grove.app.controller import Outcome
    from grove.app.page.correspondence import CorrespondenceRoom
    from grove.app.page.saves import SavesRoom
    from grove.app.session import Session
    from grove.app.table import Table


class AiWorker:
    """The computer players' worker: its script element, and its exported functions."""

    def __init__(self, script, remote):
        self.script, self.remote = script, remote

    def think(self, record_text: str, level: str, seconds: float | None, seed: int | None):
        return self.remote.think(record_text, level, seconds, seed)

    def settle_parts(self, record_text: str, level: str, parts: str, seed: int | None):
        return self.remote.settle_parts(record_text, level, parts, seed)

    def stop(self) -> None:
        xworker = getattr(self.script, "xworker", None)  # set by PyScript once it starts one
        if xworker is not None:
            xworker.terminate()
        self.script.remove()


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    computer: Computer
    correspondence: CorrespondenceRoom
    saves: SavesRoom
    session: Session | None
    table: Table | None
    stopped: bool
    tutor: object | None

    def play(self, action: str) -> tuple[Outcome, str]: ...
    def announce(self, message: str) -> None: ...
    def say(self, message: str, kind: str = ...) -> None: ...
    def update(self) -> None: ...


# The workers started in this window, by every page of it (a page started again included): a
# named worker's name cannot be used again once taken.
WORKERS_STARTED: list[int] = []


class ComputerRoom:
    """The page as the computer's screen (grove.app.computer.Screen): `play`, `tell`,
    `announce`, `changed` and `counted`, over `self.page.computer`."""

    def __init__(self, page: Page):
        self.page = page

    def play(self, action: str) -> str | None:
        if self.page.stopped:  # the page started again meanwhile: nothing of it is played
            return None
        outcome, message = self.page.play(action)
        if outcome.kind != "played":
            return outcome.message
        # What the player was last told stays unless the move itself has something to say.
        if message:
            self.page.say(message)
        return None

    def tell(self, text: str) -> None:
        self.page.say(text)

    def announce(self, text: str) -> None:
        self.page.announce(text)

    def changed(self) -> None:
        self.page.update()

    def counted(self, asking: int, answered: int) -> None:
        """How many questions are under way and answered: what tests wait for, not a time."""
        if self.page.stopped:
            return
        document.body.dataset.asking = str(asking)
        document.body.dataset.answered = str(answered)
        document.body.dataset.workers = str(self.page.computer.thinker.up())

    def think(self) -> None:
        """Ask the computer if it is to move, and show who is thinking."""
        who = self.page.computer.think(self.page.session)
        indicator = by_id("thinking")
        indicator.hidden = not who
        indicator.textContent = _("{who} is thinking…", who=who) if who else ""

    @staticmethod
    def pool_size() -> int:
        """How many workers the computer may have here (grove.app.pool.size)."""
        navigator = window.navigator
        return pool.size(getattr(navigator, "hardwareConcurrency", None),
                         getattr(navigator, "deviceMemory", None))

    async def start_worker(self) -> AiWorker:
        """A fresh worker for the computer players, under a name of its own: a named worker's
        name cannot be used again once taken, even by a replacement."""
        from pyscript import workers

        WORKERS_STARTED.append(len(WORKERS_STARTED) + 1)
        name = f"ai-{WORKERS_STARTED[-1]}"
        script = element("script", type="py", src="./py/ai_worker.py", worker="", name=name,
                         config="./pyscript.toml")
        document.body.append(script)
        try:
            return AiWorker(script, await workers[name])
        except BaseException:  # a start that failed or was given up: no worker is left behind
            AiWorker(script, None).stop()
            raise

    # -- what it thinks, and hints -----------------------------------------------------------

    def ask_hint(self) -> None:
        page = self.page
        message = page.computer.ask_hint(page.session, page.table.locked(), page.saves.autosave)
        if message:
            self.page.say(message)
        self.draw_advice()

    def mark_hint(self) -> None:
        """Outline on the board the cells the hinted turn is played by."""
        actions = self.page.computer.hint_on_show(self.page.session)
        if not actions:
            return
        cells = []
        for state, action in zip(self.page.computer.hinted_states(), actions, strict=True):
            cells += state.clicks(action)  # each action's cells, as its own position names them
        mark_cells(cells, the_hint)

    def draw_advice(self) -> None:
        session, computer = self.page.session, self.page.computer
        words = by_id("estimate")
        # At the end the result card says how it went: the last estimate is stale.
        words.textContent = "" if session.shown.over else computer.estimate_on_show(session)
        words.hidden = not words.textContent
        hint = by_id("hint")
        # Between people no hint unless chosen at the start; a lesson's hint is the lesson's.
        hint.hidden = not (session.hints_allowed or self.page.tutor)
        asking = computer.finding_hint(session)
        hint.textContent = _("Finding a hint…") if asking else _("Hint")
        hint.disabled = (asking or bool(computer.hint_refusal(session, self.page.table.locked()))
                         or session.replaying)
        by_id("hints-used").textContent = session.hints_used()
