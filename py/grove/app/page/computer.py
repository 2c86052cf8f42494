"""The computer players, as the page sees them: when to ask the worker, and when (and
whether) to play its answer; what it thinks of its move, in a word; and hints for a person, which
are the medium level's choice, marked on the board and counted in the record. How questions reach
the worker, one at a time, and what is done when it fails or hangs, is grove.app.thinker's
part."""

from __future__ import annotations

import asyncio

from pyscript import document

from grove.app.advice import in_a_word, read_answer
from grove.app.controller import Controller
from grove.app.page.dom import by_id, element, none_for_null
from grove.app.thinker import GaveUp
from grove.i18n import _, say


class AiWorker:
    """The computer players' worker: its script element, and its exported functions."""

    def __init__(self, script, remote):
        self.script, self.remote = script, remote

    def think(self, record_text: str, level: str, seconds: float | None, seed: int | None):
        return self.remote.think(record_text, level, seconds, seed)

    def stop(self) -> None:
        xworker = getattr(self.script, "xworker", None)  # set by PyScript once it starts one
        if xworker is not None:
            xworker.terminate()
        self.script.remove()


class ComputerRoom:
    def maybe_think(self) -> None:
        """Ask for the computer's action when a computer is to move in the position in force.

        A question is the position it is about (the session and its actions so far) and the level
        asked; an answer is played only while its question is still the one on the board, so every
        way of leaving a position (undo, redo, replay, a new or opened game, a seat changing hands)
        drops a late answer by itself, and the position that is on the board gets its own."""
        session = self.session
        indicator = by_id("thinking")
        level = (session.computer(session.state.to_move)
                 if session is not None and not session.state.over else "")
        if not level:
            self.question = self.answer = None
            indicator.hidden = True
            return
        question = (session, session.state.history, level)
        if session.replaying or question == self.gave_up:
            indicator.hidden = True  # the answer (if any) is kept for when the game is back on
            return
        indicator.hidden = False
        indicator.textContent = _("{who} is thinking…",
                                  who=session.who(session.state, session.state.to_move))
        if question != self.question:
            self.question, self.answer = question, None
            asyncio.ensure_future(self.counted(self.ask(question, session.record())))
        elif self.answer is not None:  # it came while an earlier position was on show
            asyncio.get_event_loop().call_soon(self.play_answer)

    async def counted(self, question) -> None:
        """Await a question to the worker, keeping on the page how many are under way and how
        many were answered (played, dropped or given up): what tests wait for, not a time."""
        self.questions_open += 1
        self.show_questions()
        try:
            await question
        finally:
            self.questions_open -= 1
            self.questions_done += 1
            self.show_questions()

    def show_questions(self) -> None:
        document.body.dataset.asking = str(self.questions_open)
        document.body.dataset.answered = str(self.questions_done)

    async def ask(self, question, record_text: str) -> None:
        name, _colon, seconds = question[2].partition(":")
        try:
            action = await self.thinker.ask(record_text, name, float(seconds) if seconds else None,
                                            wanted=lambda: self.question == question)
        except GaveUp as why:
            if self.question == question:
                self.question, self.gave_up = None, question
                self.say(_("The computer could not move: {why}. Undo, or change who plays "
                           "this seat under Players.", why=why))
                self.draw()
            return
        if action is None or self.question != question:
            return  # the position has changed: this answer is dropped
        await asyncio.sleep(0.25)  # so that a turn of several actions is seen action by action
        if self.question == question:
            self.answer = action
            self.play_answer()

    def play_answer(self) -> None:
        """Play the computer's answer, if its position is still in force and on show."""
        if self.question is None or self.answer is None:
            return
        question, (action, estimate) = self.question, read_answer(self.answer)
        session, history, _level = question
        if session is not self.session or session.replaying or session.state.history != history:
            return
        self.question = self.answer = None
        before = session.state
        self.controller = Controller(before)
        outcome = self.controller.play(action)
        if outcome.kind == "played":  # what the player was last told stays: it was not this
            message = self.commit(self.controller.state)
            if estimate is not None:
                seat = before.to_move
                self.estimate = (session, session.state.history,
                                 _("{who}: the game looks {word}.", who=session.who(before, seat),
                                   word=in_a_word(before, seat, estimate)))
        else:  # never expected (the worker answers from legal()); not asked again by itself
            self.gave_up = question
            message = _("The computer's answer {action!r} was refused: {why}",
                        action=action[:60], why=outcome.message)
        if message:
            self.say(message)
        self.draw()

    async def start_worker(self) -> AiWorker:
        """A fresh worker for the computer players, under a name of its own: a named worker's
        name cannot be used again once taken, even by a replacement."""
        from pyscript import workers

        self.workers_started += 1
        name = f"ai-{self.workers_started}"
        script = element("script", type="py", src="./py/ai_worker.py", worker="", name=name,
                         config="./pyscript.toml")
        document.body.append(script)
        try:
            return AiWorker(script, await workers[name])
        except BaseException:  # a start that failed or was given up: no worker is left behind
            AiWorker(script, None).stop()
            raise

    # -- what it thinks, and hints -----------------------------------------------------------

    def hint_refusal(self) -> str:
        """Why no hint can be given in the position in force, or ""."""
        session = self.session
        if session.state.over:
            return _("The game is over: there is nothing to hint.")
        if self.locked():
            return say(self.locked())
        if session.computer(session.state.to_move):
            return _("It is the computer's turn.")
        return ""

    def ask_hint(self) -> None:
        session = self.session
        why = self.hint_refusal()
        if why:
            self.say(why)
            return
        position = (session, session.state.history)
        if self.hint is not None and self.hint[:2] == position:
            self.say(self.hint_words())  # the same hint again, not counted twice
            return
        self.hint_asked = position
        self.draw_advice()
        asyncio.ensure_future(self.counted(self.find_hint(position, session.record())))

    async def find_hint(self, position, record_text: str) -> None:
        def wanted():
            session = self.session
            return self.hint_asked == position and (session, session.state.history) == position
        try:
            answer = await self.thinker.ask(record_text, "medium", None, wanted=wanted)
        except GaveUp as why:
            answer = None
            if wanted():
                self.say(_("No hint: {why}.", why=why))  # "it did not answer …, twice"
        if answer is not None and wanted():
            session = position[0]
            session.use_hint()
            self.hint = (session, position[1], read_answer(answer)[0])
            self.say(" ".join(filter(None, [self.hint_words(), self.autosave()])))
            self.announce(self.hint_words())
        if self.hint_asked == position:
            self.hint_asked = None
        self.draw()

    def hint_words(self) -> str:
        session, _history, action = self.hint
        return _("Hint: {action} (the medium computer's choice).",
                 action=session.state.label(action))

    def hint_on_show(self) -> str | None:
        """The hinted action, while its position is the one in force and on show."""
        session = self.session
        if (self.hint is None or self.hint[0] is not session or session.replaying
                or self.hint[1] != session.state.history):
            return None
        return self.hint[2]

    def mark_hint(self) -> None:
        """Outline on the board the cells the hinted action is played by."""
        action = self.hint_on_show()
        if action is None:
            return
        board = by_id("board")
        for name in self.session.state.clicks(action):
            hit = none_for_null(board.querySelector(f'[data-cell="{name}"]'))
            if hit is not None:
                hit.classList.add("hinted")
                hit.setAttribute("aria-label", _("{cell}, the hint",
                                                 cell=str(hit.getAttribute("aria-label"))))

    def draw_advice(self) -> None:
        session = self.session
        words = by_id("estimate")
        shown = (self.estimate is not None and self.estimate[0] is session
                 and not session.replaying and self.estimate[1] == session.state.history)
        words.hidden = not shown
        words.textContent = self.estimate[2] if shown else ""
        hint = by_id("hint")
        asking = self.hint_asked is not None and self.hint_asked[0] is session
        hint.textContent = _("Finding a hint…") if asking else _("Hint")
        hint.disabled = asking or bool(self.hint_refusal()) or session.replaying
        by_id("hints-used").textContent = session.hints_used()
