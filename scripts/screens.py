"""The design screenshots in docs/screens/: the home page and each game in play, in Chromium.

    make screens    # builds site/, then: PYTHONPATH=py:scripts .venv/bin/python scripts/screens.py

Each page is shot twice, on a desktop's screen in the light theme and on a phone's in the dark one
(the theme follows the browser's color_scheme), the viewport only, as
docs/screens/<name>-<width>-<theme>.jpg. The site is served from site/ on 127.0.0.1 as the
browser tests serve it; any request for another host is aborted. Moves are typed into the
typed-move field, and each is waited for in the move list: no fixed sleeps, only states waited for.
The actions are checked against the game's own rules first (grove, under CPython), since a layout
drawn at random (Arbos' seeds) may hold a cell a move would need: such a candidate is skipped.
"""

from __future__ import annotations

import json
import sys

from playwright.sync_api import BrowserContext, Page, sync_playwright

import chromium
import serve
from grove import record

OUT = serve.ROOT / "docs" / "screens"
SCREENS = (("light", 1280, 800), ("dark", 390, 844))  # theme, width, height
TIMEOUT_MS = 120_000  # a cold start of Pyodide, or the computer's turn on a slow machine

# Candidate actions per game, the default options: the first `PLAYED` that are legal are typed.
MOVES = {
    "arbos": ("K10", "J11", "L9", "K12", "H10", "M11", "I8", "N13", "G12", "L14"),
    "btt": ("null@h4", "root@d2", "1s@d3", "3e@c3", "2n@c2", "1s@d4"),
    "rumbo": ("komi 6", "horizontal", "W@e5", "B@c3", "W@g7", "B@d6"),
    "trellis": ("h8", "k8", "f6", "f9", "j10", "g10"),
    "orbit": ("h8", "i9", "g9", "i7", "f8", "j8"),
    "arborel": ("block@d3", "stair@f3:w", "block@g8", "end", "block@e3", "stair@e3:w"),
}
PLAYED = 6

LANGUAGE = "try { localStorage.setItem('grove.lang', 'en'); } catch {}"  # not on about:blank
READY = "() => document.body !== null && document.body.dataset.ready === '1'"
ANSWERED = ("() => Number(document.body.dataset.answered) > 0"
            " && document.body.dataset.asking === '0'"
            " && !document.querySelector('#thinking:not([hidden])')")
STARTED = "game => location.hash.startsWith(`#/${game}/game/`)"
ACTIONS = "() => document.querySelectorAll('#moves button[data-ply]').length"
GREW = "n => document.querySelectorAll('#moves button[data-ply]').length > n"


def new_context(browser, theme: str, width: int, height: int) -> BrowserContext:
    context = browser.new_context(viewport={"width": width, "height": height},
                                  color_scheme=theme, service_workers="block")
    context.set_default_timeout(TIMEOUT_MS)
    context.add_init_script(LANGUAGE)
    context.route(lambda url: not chromium.is_local(url), lambda route: route.abort())
    return context


def start(page: Page, base: str, game: str, how: str):
    """A quick start (`#/<game>/new/<how>`); the game's opening position, as stored."""
    page.goto(f"{base}#/{game}/new/{how}")
    page.wait_for_function(READY)
    page.wait_for_function(STARTED, arg=game)  # the game's own address: it is stored
    key = "grove." + page.evaluate("() => location.hash").split("/game/")[1]
    return record.start(json.loads(page.evaluate("k => localStorage.getItem(k)", key))["record"])


def play(page: Page, state, candidates, count: int = PLAYED):
    """Type the first `count` candidates that are legal in turn, each waited for in the move
    list; the position after them."""
    typed = 0
    for action in candidates:
        if typed == count:
            break
        if action not in state.legal():
            continue
        before = page.evaluate(ACTIONS)
        page.fill("#typed-move", action)
        page.press("#typed-move", "Enter")
        page.wait_for_function(GREW, arg=before)
        state, typed = state.play(action), typed + 1
    if typed < count:
        sys.exit(f"{state.game.game_id}: only {typed} of {count} candidates were legal")
    return state


def shoot(page: Page, name: str, theme: str, width: int) -> None:
    page.evaluate("() => { document.activeElement?.blur(); window.scrollTo(0, 0); }")
    page.evaluate("() => document.fonts.ready.then(() => true)")
    path = OUT / f"{name}-{width}-{theme}.jpg"
    page.screenshot(path=path, type="jpeg", quality=75, full_page=False, animations="disabled")
    print(f"{path.relative_to(serve.ROOT)}  {path.stat().st_size / 1024:.0f} KB", flush=True)


def screens(browser, base: str, theme: str, width: int, height: int) -> None:
    context = new_context(browser, theme, width, height)
    try:
        page = context.new_page()
        # The home page, with two games in "Your games": one against the computer, one here.
        trellis = start(page, base, "trellis", "computer")
        play(page, trellis, MOVES["trellis"], count=2)  # one turn: two stones
        page.wait_for_function(ANSWERED)
        orbit = start(page, base, "orbit", "here")
        play(page, orbit, MOVES["orbit"], count=1)
        page.goto(f"{base}#/")
        page.wait_for_function("() => document.querySelectorAll('#games-list > li').length >= 2")
        shoot(page, "home", theme, width)
        for game, candidates in MOVES.items():  # two players on this screen: no computer
            play(page, start(page, base, game, "here"), candidates)
            shoot(page, game, theme, width)
    finally:
        context.close()


def main() -> int:
    if not (serve.SITE / "index.html").is_file():
        sys.exit("site/ is not built: run `make vendor` (or `make screens`)")
    OUT.mkdir(parents=True, exist_ok=True)
    server, base = serve.start(serve.SITE, port=0, quiet=True)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_options())
            try:
                for theme, width, height in SCREENS:
                    screens(browser, base, theme, width, height)
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
