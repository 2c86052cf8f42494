"""The page's start in this window: its language installed, the page made and wired, the address
followed; and its stop and restart, which the browser tests use to borrow a started page."""

from __future__ import annotations

from pyodide.ffi import create_proxy
from pyscript import document, window

from grove import IllegalMove, i18n
from grove.app.page import Page
from grove.app.page.computer import AiWorker
from grove.app.page.dom import _proxies, by_id
from grove.i18n import _


async def speak() -> None:
    """Install the language static/js/language.js chose, with its catalogue (English has none;
    a catalogue that cannot be loaded leaves the page in English, and says so), and say "tap"
    rather than "click" under a finger (a coarse pointer), once for the visit."""
    i18n.use_touch(bool(window.matchMedia("(pointer: coarse)").matches))
    code = str(getattr(window, "groveLanguage", "") or i18n.DEFAULT)
    if code not in i18n.LANGUAGES or code == i18n.DEFAULT:
        return
    try:
        fetched = getattr(window, "groveCatalogue", None)  # language.js began it
        catalogue = await fetched if fetched is not None else None
        if catalogue is None:
            response = await window.fetch(f"./locale/{code}.json")
            if not response.ok:
                raise ValueError(response.status)
            catalogue = await response.arrayBuffer()
        i18n.install(code, bytes(catalogue.to_py()))
    except Exception as error:
        window.console.warn(f"Grove: the {code} catalogue could not be loaded ({error})")


# The page on screen, and its clock's interval: replaced when the page starts again.
running: dict = {}


async def start() -> None:
    await speak()
    # What static/js/early.js showed and was clicked while Python started.
    early = getattr(window, "groveEarly", None)
    position, clicks = (str(early.position), [str(c) for c in early.clicks]) if early else ("", [])
    begin(position, clicks)
    window.groveStop = create_proxy(stop)
    window.groveRestart = create_proxy(restart)
    _proxies.extend([window.groveStop, window.groveRestart])


def stop() -> None:
    """The page on screen stops: it draws, says and stores nothing more (the browser tests
    stop a page they borrow before they clear its storage)."""
    document.body.dataset.ready = "0"
    if not running["page"].stopped:
        running["worker"] = running["page"].stop()
        window.clearInterval(running["tick"])
    by_id("message").textContent = by_id("announce").textContent = ""


def restart() -> None:
    """Start the page again in this window, from the storage and the address as they are now,
    without starting Python again (the browser tests borrow a started page this way)."""
    stop()
    # A new page's first Tab reaches its first link: the focus, and where the browser would go
    # on from it, start again at the top, not where the page before left them.
    body = document.body
    body.tabIndex = -1
    body.focus()
    body.blur()
    body.removeAttribute("tabindex")
    begin("", [], running.pop("worker", None))


def begin(position: str, clicks: list[str], worker: AiWorker | None = None) -> None:
    """A page on screen: the rooms made and wired, the address followed, the clicks made
    while Python started played; the computer's idle worker of the page before, if any."""
    page = running["page"] = Page(worker)
    on_tick = create_proxy(lambda: page.clock_room.tick() if page.session else None)
    _proxies.append(on_tick)
    running["tick"] = window.setInterval(on_tick, 500)
    try:
        page.links.route()
    except IllegalMove as why:  # never expected: a record that replays is legal throughout
        page.say(_("Something went wrong: {why}.", why=why.args[0]), "error")
    by_id("loading").hidden = True
    by_id("app").hidden = False
    document.body.classList.remove("early")
    page.correspondence.place_seat_dialog()  # a link opened at start-up: by the board now shown
    page.board.play_early_clicks(position, clicks)
    page.games.pick_up_backup_file()
    document.body.dataset.ready = "1"
