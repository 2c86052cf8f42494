"""Games with a friend, by link (correspondence, as on pbmserv or Abstract Play, with no server).

The whole game travels in the link, with an id of its own and the seat of whoever sent it. Each
screen plays its own seat; after each of your turns the panel offers the link to send, and the
friend's turns come back the same way. Opening a link of a game you have merges it, as
grove.app.merge decides: moves that extend your game are played, a link that is behind changes
nothing, a link that moves for your seat is refused, and a link whose history differs from yours
is refused with where they part, its game kept as a saved copy: nothing is lost. Undo reaches
only your own moves not yet final (confirmed, or sent).
"""

from __future__ import annotations

import functools
import secrets
from typing import TYPE_CHECKING, Protocol

from pyscript import document, window

from grove.app import merge, placement
from grove.app.linkseat import LinkSeat
from grove.app.page.dom import button, by_id, js_object, run
from grove.app.plan import said
from grove.app.routes import game_url
from grove.app.session import Session
from grove.app.store import link_key
from grove.games import GAMES
from grove.i18n import _

MATCH_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789"  # no l, o, 0, 1: read aloud without doubt

if TYPE_CHECKING:
    from grove.app.page.links import LinksRoom
    from grove.app.page.saves import SavesRoom
    from grove.app.store import Store
    from grove.app.table import Table


def new_match() -> str:
    return "".join(secrets.choice(MATCH_LETTERS) for _ in range(8))


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    game_id: str | None
    link: LinkSeat | None
    links: LinksRoom
    saves: SavesRoom
    session: Session | None
    store: Store
    table: Table | None

    def announce(self, message: str) -> None: ...
    def say(self, message: str, kind: str = ...) -> None: ...
    def start(self, session: Session, key: str | None, name: str = "", link=None,
              keep_message: bool = False, rev: int | None = None) -> None: ...
    def update(self) -> None: ...


class CorrespondenceRoom:
    def __init__(self, page: Page):
        self.page = page
        self.joining = None  # a game by link waiting for the player to choose a seat

    # -- the panel -------------------------------------------------------------------------------

    def draw_link_box(self) -> None:
        box, link = by_id("link-box"), self.page.link
        box.hidden = link is None
        by_id("open-players").hidden = link is not None  # seats of a game by link stay put
        if link is None:
            return
        session = self.page.session
        state = session.state
        others = functools.reduce(lambda a, b: _("{first} and {second}", first=a, second=b),
                                  [session.who(state, s) for s in range(state.players)
                                   if s != link.seat])
        me = session.who(state, link.seat)
        by_id("link-role").textContent = " ".join(filter(None, [
            _("A game by link: you play {me}, with {others}.", me=me, others=others),
            _("Hints are allowed.") if session.assist else ""]))
        by_id("link-confirm-each").checked = link.confirm
        confirm, send = by_id("link-confirm"), by_id("link-send")
        confirm.hidden = send.hidden = True
        if not state.over and state.to_move == link.seat:
            text = _("Your turn.") if not state.turn_so_far() else _("Your turn: finish it, or "
                                                                     "Undo.")
        elif self.page.table.pending() and link.confirm:
            text = _("Confirm your turn to make it final, or take it back with Undo.")
            confirm.hidden = False
        else:
            send.hidden = False
            url = self.page.links.link_url()
            if str(by_id("link-url").value) != url:  # a new link: what was said of the old goes
                by_id("link-url").value = url
                by_id("link-status").textContent = ""
            by_id("link-share").hidden = not hasattr(window.navigator, "share")
            friends = others
            if state.over:
                text = _("The game is over. Send the last link to {friends}, so that they see it.",
                         friends=friends)
            elif self.page.table.pending():
                text = _("Send your move: copy this link and send it to {friends}.",
                         friends=friends)
            else:
                waiting = session.who(state, state.to_move)
                text = _("Waiting for {who}: open the link they send you. This link has the "
                         "game as you have it, to send again.", who=waiting)
        by_id("link-state").textContent = text
        self.draw_plan()

    def draw_plan(self) -> None:
        """Your plan, while it stands: what it says, and the way to take it back."""
        plan, session = self.page.link.own_plan, self.page.session
        box = by_id("link-plan")
        box.hidden = plan is None or plan.withdrawn
        if box.hidden:
            return
        start = session.states[len(plan.root)]
        lines = said(plan, start, lambda seat: session.who(start, seat))
        by_id("link-plan-words").textContent = _("Your plan: {lines}. It goes with each link you "
                                                 "send until it is used.", lines="; ".join(lines))

    def withdraw_plan(self) -> None:
        if self.page.table.withdraw_plan():
            message = self.page.saves.autosave()
            self.page.say(message or _(
                "Plan withdrawn: send the link again so that your friend's screen forgets it. A "
                "reply it has already played stays yours."), "error" if message else "success")
            self.page.update()

    def confirm_turn(self) -> None:
        if self.page.table.confirm():
            planned = self.page.table.play_planned()
            if planned:
                self.page.announce(planned)
            message = self.page.saves.autosave()
            self.page.say(message or " ".join(filter(None, [
                planned, _("Your turn is final. Send the link.")])), "success")
            self.page.update()

    def on_confirm_each(self) -> None:
        if self.page.link is not None:
            self.page.table.set_link(confirm=bool(by_id("link-confirm-each").checked))
            self.page.say(self.page.saves.autosave())
            self.page.update()

    async def copy_link(self) -> None:
        url, status = self.page.links.link_url(), by_id("link-status")
        try:
            await window.navigator.clipboard.writeText(url)
            status.textContent = _("Copied: paste it in a message to your friend.")
        except Exception:
            by_id("link-url").select()
            status.textContent = _("Copy the link above (the clipboard is not available here).")
        self.sent()

    async def share_link(self) -> None:
        title = _("{game}: your move", game=GAMES[self.page.game_id].name)
        try:
            await window.navigator.share(js_object(title=title, url=self.page.links.link_url()))
        except Exception:  # dismissed, or not allowed: nothing was sent
            return
        by_id("link-status").textContent = _("Shared.")
        self.sent()

    def sent(self) -> None:
        """The link left this screen: the moves in it are final."""
        if self.page.table.confirm():
            self.page.say(self.page.saves.autosave())
            self.page.update()

    # -- a new game by link, and a rematch ---------------------------------------------------------

    def start_by_link(self, session: Session, seat: int | None, confirm: bool) -> None:
        if seat is None:
            seat = secrets.randbelow(session.state.players)
        match = new_match()
        self.page.saves.replace_with(session, link=LinkSeat(match, seat, 0, confirm),
                                     key=link_key(match))
        run(self.page.saves.keep_storage)
        state = session.state
        first = _("You move first.") if state.to_move == seat else _(
            "{who} moves first: send them the link.", who=session.who(state, state.to_move))
        self.page.say(_("A game by link: you play {me}. {first}", me=session.who(state, seat),
                   first=first))

    # -- opening a link of a game by link ---------------------------------------------------------

    def open_match(self, loaded) -> None:
        """A link of a game by link: merged into your game as grove.app.merge decides, or a
        game to join."""
        arrival = merge.arrive(self.page.store, loaded)
        self.page.saves.report_store_problems()
        if arrival.kind == merge.JOIN:
            self.join_match(loaded)
            return
        opened = arrival.opened
        self.page.start(arrival.session, key=arrival.key, name=opened.name, link=arrival.link,
                        rev=opened.rev)
        window.history.replaceState(None, "", game_url(self.page.game_id, arrival.key))
        if arrival.kind == merge.NEWS:
            self.page.announce(arrival.message)
            self.page.say(" ".join(filter(None, [arrival.message, self.page.saves.autosave()])))
        else:
            self.page.say(arrival.message)

    def join_match(self, loaded) -> None:
        """A game by link you do not have yet: the player takes a seat, and says which (the one
        left, or one of several), or just watches. Nothing is stored before."""
        state = loaded.state
        free = [s for s in range(state.players) if s != loaded.sender]
        session = Session.from_loaded(loaded)
        self.page.start(session, key=None)
        self.joining = loaded
        sender = (session.who(state, loaded.sender) if loaded.sender is not None
                  else _("a friend"))
        by_id("seat-about").textContent = (
            _("A game of {game} by link from {sender}, who asks you to play {seat}. Take the "
              "seat to play, or just watch.", game=state.game.name, sender=sender,
              seat=session.who(state, free[0])) if len(free) == 1 else
            _("A game of {game} by link from {sender}. Choose the seat you play; the others play "
              "theirs on their own screens.", game=state.game.name, sender=sender))
        choices = by_id("seat-choices")
        choices.replaceChildren()
        for seat in free:
            choices.append(button(session.who(state, seat), str(seat)))
        by_id("seat-dialog").showModal()
        self.place_seat_dialog()

    def place_seat_dialog(self) -> None:
        """The seat dialog beside the board, or below it on a phone: never over the position it
        asks about (grove.app.placement decides where)."""
        dialog, board = by_id("seat-dialog"), document.querySelector("#board svg")
        if not dialog.open or board is None:
            return
        dialog.style.removeProperty("max-height")  # measured at its own height
        at, size = board.getBoundingClientRect(), dialog.getBoundingClientRect()
        spot = placement.beside(
            placement.Box(float(at.left), float(at.top), float(at.width), float(at.height)),
            float(size.width), float(size.height), float(window.innerWidth),
            float(window.innerHeight))
        dialog.style.left, dialog.style.top = f"{spot.left:.0f}px", f"{spot.top:.0f}px"
        if spot.max_height is not None:
            dialog.style.maxHeight = f"{spot.max_height:.0f}px"

    def on_seat_dialog_close(self) -> None:
        """Escape closes the seat dialog as Just watch does: the game stays on screen, not yours."""
        if self.joining is not None:
            self.watch()

    def on_seat_choice(self, event) -> None:
        target = event.target.closest("button[data-action]")
        if target is None or getattr(target, "nodeType", None) is None or self.joining is None:
            return
        loaded, self.joining = self.joining, None
        by_id("seat-dialog").close()
        self.take_seat(loaded, int(str(target.dataset.action)))

    def watch(self) -> None:
        self.joining = None
        by_id("seat-dialog").close()
        self.page.say(_("Watching: this game is not among yours. It becomes yours if you play on."))

    def take_seat(self, loaded, seat: int) -> None:
        session = Session.from_loaded(loaded)
        session.cursor = len(session.line)
        link = LinkSeat(loaded.match, seat, len(loaded.state.history), True)
        plan = merge.sent_plan(loaded, session, seat)
        if isinstance(plan, str):  # refused as a forged link is: nothing is stored
            self.page.say(plan, "error")
            return
        if plan is not None:
            link = link.with_plan(loaded.sender, plan)
        self.page.saves.replace_with(session, link=link, key=link_key(loaded.match))
        run(self.page.saves.keep_storage)
        state = session.state
        turn = _("It is your turn.") if state.to_move == seat and not state.over else (
            _("The game is over.") if state.over else
            _("It is {who}'s turn.", who=session.who(state, state.to_move)))
        self.page.say(" ".join(filter(None, [
            _("A game of {game} by link: you play {me}. {turn}", game=state.game.name,
              me=session.who(state, seat), turn=turn),
            merge.planning(session, plan, loaded.sender) if plan else ""])))
