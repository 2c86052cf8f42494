"""A page of Grove in a browser test (`App`), and what lets a test borrow one with Grove
started in it: `watch` marks what a test changed of the page beyond a restart's reach,
and `LOOK` is what `Contexts.keepable` compares (tests/e2e/conftest.py tells the whole
story)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Request, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

import chromium
import serve

READY_JS = "() => document.body !== null && document.body.dataset.ready === '1'"
READY_TIMEOUT_MS = 60_000

# A page lent again with Grove started in it (`Contexts`).
STARTED, DIRTY, GLOBALS = "_grove_started", "_grove_dirty", "_grove_globals"
RESTART = "address => { history.replaceState(null, '', address); groveRestart(); }"
# What a restart does not undo: the globals and natives a test may have replaced, the language
# and the theme that static/js chose when the page loaded, the state of the document.
LOOK = r"""() => ({
    ready: document.body.dataset.ready === "1",
    path: location.pathname,
    language: window.groveLanguage,
    lang: document.documentElement.lang,
    theme: document.documentElement.dataset.theme,
    style: document.documentElement.getAttribute("style"),
    natives: [Storage.prototype.setItem, Storage.prototype.getItem, Storage.prototype.removeItem,
              Storage.prototype.key, window.fetch, Date.now, Math.random, setTimeout, setInterval,
              history.pushState, history.replaceState, window.Worker, window.open, navigator.share,
              navigator.clipboard && navigator.clipboard.writeText]
        .filter(f => typeof f === "function")
        .every(f => /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(f))),
    globals: Object.keys(window).sort(),
})"""
# What a test may do to a page that a restart does not undo: such a page is not lent again.
CHANGES_THE_PAGE = ("add_init_script", "route", "route_from_har", "expose_function",
                    "expose_binding", "set_viewport_size", "emulate_media",
                    "set_extra_http_headers", "on", "once", "add_locator_handler",
                    "set_default_timeout", "set_default_navigation_timeout")


def watch(page: Page) -> Page:
    """Mark the page as changed when a test calls one of CHANGES_THE_PAGE on it; and make
    its `goto` load a new document where a lent page, Grove stopped in it, would only change
    its fragment."""
    def marking(original):
        def marked(*args, **kwargs):
            setattr(page, DIRTY, True)
            return original(*args, **kwargs)
        return marked

    for name in CHANGES_THE_PAGE:
        setattr(page, name, marking(getattr(page, name)))

    def goto(*args, _original=page.goto, **kwargs):
        if getattr(page, STARTED, False):
            setattr(page, STARTED, False)
            _original("about:blank")
        return _original(*args, **kwargs)
    page.goto = goto
    return page


def dirty(page: Page) -> bool:
    return getattr(page, DIRTY, False)



def site_paths() -> set[str]:
    """Every path the site folder serves: its files, and / for index.html."""
    return {"/"} | {"/" + p.relative_to(serve.SITE).as_posix()
                    for p in serve.SITE.rglob("*") if p.is_file()}


class App:
    """A page on the served site that records requests, console errors and page errors."""

    def __init__(self, page: Page, context: BrowserContext, base_url: str) -> None:
        self.page = page
        self.context = context
        self.base_url = base_url
        self.requests: list[str] = []
        self.console_errors: list[str] = []
        self.page_errors: list[str] = []
        self.check_console = True
        self._allowed: list[re.Pattern[str]] = []
        self._tabs: list[App] = []
        # The context's listeners (pages, workers, service workers) outlive the test if lent
        # again: detach() removes them.
        self._listening = [("request", self._on_request), ("console", self._on_console),
                           ("weberror", self._on_web_error)]
        for event, listener in self._listening:
            context.on(event, listener)
        # The page may be lent again too: its listeners are removed as the context's are (and
        # added through the class, which `watch` does not count as the test's own).
        self._page_listening = [("request", self._on_request), ("console", self._on_console),
                                ("pageerror", self._on_page_error)]
        for event, listener in self._page_listening:
            Page.on(page, event, listener)

    def detach(self) -> None:
        """Stop recording what the context and the page do."""
        for event, listener in self._listening:
            self.context.remove_listener(event, listener)
        for event, listener in self._page_listening:
            Page.remove_listener(self.page, event, listener)
        self._listening = self._page_listening = []
        for tab in self._tabs:
            tab.detach()

    # --- recording ---------------------------------------------------------------------------
    def _on_request(self, request: Request) -> None:
        if request.url not in self.requests:
            self.requests.append(request.url)

    def _on_web_error(self, web_error) -> None:
        self._on_page_error(str(web_error.error))

    def _on_page_error(self, error) -> None:
        error = str(error)
        if error not in self.page_errors:
            self.page_errors.append(error)

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            location = message.location or {}
            url, line = location.get("url"), location.get("lineNumber")
            where = f" ({url}:{line})" if url else ""
            entry = f"{message.text}{where}"
            if entry not in self.console_errors:
                self.console_errors.append(entry)

    # --- use ---------------------------------------------------------------------------------
    def url(self, fragment: str = "") -> str:
        return self.base_url + fragment.lstrip("/")

    def open(self, fragment: str = "#/trellis", timeout: float = READY_TIMEOUT_MS,
             fresh: bool = False) -> Page:
        """Navigate to the app (+ fragment) and wait until Python has drawn the UI. A page
        lent with Grove started in it starts it again in its window instead, the first time,
        unless `fresh` asks for a real start (or the test changed the page: `watch`)."""
        started = getattr(self.page, STARTED, False)
        if started and not fresh and not dirty(self.page) and fragment[:1] in ("", "#"):
            setattr(self.page, STARTED, False)
            self.page.evaluate(RESTART, urlsplit(self.base_url).path + fragment)
        else:
            self.page.goto(self.url(fragment))  # a new document (`watch`)
        self.wait_ready(timeout)
        return self.page

    def wait_ready(self, timeout: float = READY_TIMEOUT_MS) -> None:
        try:
            self.page.wait_for_function(READY_JS, timeout=timeout)
        except PlaywrightTimeoutError:
            raise AssertionError(
                f"body[data-ready] was not '1' after {timeout / 1000:.0f} s at {self.page.url}\n"
                + self.report()
            ) from None
        if not hasattr(self.page, GLOBALS):  # its first start: the globals a started Grove has
            setattr(self.page, GLOBALS, self.page.evaluate(LOOK)["globals"])

    # --- playing, as a player does with the mouse ----------------------------------------------
    def click(self, *cells: str) -> None:
        """Click board cells in turn, by name."""
        for cell in cells:
            self.page.click(f'#board [data-cell="{cell}"]')

    def press(self, action: str) -> None:
        """Press the button of an action that needs no cell (End turn, Pass, Swap...)."""
        self.page.click(f'#actions button[data-action="{action}"]')

    def choose(self, action: str) -> None:
        """Pick an action in the chooser that a click opened."""
        self.page.click(f'#chooser button[data-action="{action}"]')

    def new_game(self, **options: object) -> None:
        """Start a new game of the open type through its dialog; `options` name its selects."""
        self.page.click("#game-menu summary")
        self.page.click("#open-new")
        for name, value in options.items():
            self.page.select_option(f'#new-game select[name="{name}"]', str(value))
        self.page.click('#new-game button[type="submit"]')

    def start_by_link(self, game: str, seat: str = "0", confirm: bool = True,
                      names=("Ann", "Bo"), **options: object) -> None:
        """A new game with a friend by link, through the new-game dialog; `seat` is played here."""
        page = self.open(f"#/{game}")
        page.click("#game-menu summary")
        page.click("#open-new")
        for name, value in options.items():
            page.select_option(f'#new-game select[name="{name}"]', str(value))
        page.select_option("#new-mode", "link")
        for seat_number, name in enumerate(names):
            page.fill(f'#new-game input[name="name-{seat_number}"]', name)
        page.select_option("#new-seat", seat)
        page.set_checked("#new-confirm", confirm)  # a lent page keeps the last test's choice
        page.click('#new-game button[type="submit"]')
        expect(page.locator("#link-box")).to_be_visible()

    def take_seat(self, who: str = "") -> None:
        """A friend's invitation opened here: take the seat it offers (or the one named)."""
        expect(self.page.locator("#seat-dialog")).to_be_visible()
        self.page.locator("#seat-choices button", has_text=who).first.click()
        expect(self.page.locator("#link-box")).to_be_visible()

    def link_to_send(self) -> str:
        """Confirm the turn if asked, and read the link the panel offers."""
        if self.page.locator("#link-confirm").is_visible():
            self.page.click("#link-confirm")
        expect(self.page.locator("#link-send")).to_be_visible()
        return self.page.locator("#link-url").input_value()

    def another_tab(self, fragment: str = "") -> App:
        """A second tab of the same browser (the same storage), opened at `fragment`."""
        tab = App(self.context.new_page(), self.context, self.base_url)
        tab.check_console = self.check_console
        self._tabs.append(tab)
        tab.open(fragment)
        return tab

    def allow_console_error(self, pattern: str) -> None:
        """Expect console errors / page errors matching this regex (re.search)."""
        self._allowed.append(re.compile(pattern))

    # --- checks ------------------------------------------------------------------------------
    def external_requests(self) -> list[str]:
        return [url for url in self.requests if not chromium.is_local(url)]

    def unlisted_requests(self) -> list[str]:
        """Local requests for anything the site does not hold (blob: and data: aside)."""
        served = site_paths()
        return [url for url in self.requests if url.startswith(self.base_url)
                and urlsplit(url).path not in served]

    def unexpected_errors(self) -> list[str]:
        errors = [f"console.error: {e}" for e in self.console_errors]
        errors += [f"page error: {e}" for e in self.page_errors]
        return [e for e in errors if not any(p.search(e) for p in self._allowed)]

    def report(self) -> str:
        lines = [f"requests: {len(self.requests)}"]
        lines += [f"  external: {url}" for url in self.external_requests()]
        lines += [f"  {error}" for error in self.unexpected_errors()]
        return "\n".join(lines)

    def check(self) -> None:
        external = self.external_requests()
        assert not external, "requests left 127.0.0.1:\n  " + "\n  ".join(external)
        unlisted = self.unlisted_requests()
        assert not unlisted, "requests for files the site does not hold:\n  " + "\n  ".join(
            unlisted)
        if self.check_console:
            errors = self.unexpected_errors()
            assert not errors, "console errors / page errors:\n  " + "\n  ".join(errors)
