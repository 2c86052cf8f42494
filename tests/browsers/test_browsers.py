"""What browsers differ in, tried in each of Chromium, Firefox and WebKit (the `grove` fixture,
tests/browsers/conftest.py), in one first visit with the service worker on, which must not
navigate in its first minute while the newcomer plays: each game's board; a link taken in a
second profile, whose page then switches the language; a turn by click and the computer's
answer from its worker; a lesson and a puzzle; the snapshot made once the service worker took
the page over. Then reloads that keep the game and start from the snapshot, online and with the
server gone. One test, so that the minute's watch is spent playing.
No page may report an error or ask any host but 127.0.0.1. The rest of the app is tested in
Chromium alone (tests/e2e), and its decisions in CPython."""

from __future__ import annotations

import time
from pathlib import Path

from grove import learn
from grove.games import GAMES
from grove.learn.puzzles import read

ROOT = Path(__file__).resolve().parents[2]
WATCH = 60  # seconds after a first visit's start in which the page must not navigate

SHOWN = "(el => el !== null && el.getClientRects().length > 0)(document.querySelector({!r}))"
TEXT = "(document.querySelector({!r}) || {{}}).textContent || ''"
NAVIGATION = "performance.getEntriesByType('navigation')[0].type"
PRELOADED = "document.querySelector('link[rel=preload][href$=\"grove.zip\"]') !== null"


def shown(player, selector: str, timeout: float = 30) -> None:
    player.wait(SHOWN.format(selector), timeout, f"{selector} shown")


def says(player, selector: str, words: str, timeout: float = 30) -> None:
    player.wait(f"({TEXT.format(selector)}).includes({words!r})", timeout,
                f"{words!r} in {selector}")


def count(player, selector: str) -> int:
    return player.value(f"document.querySelectorAll({selector!r}).length")


def new_game(player, names: str = "", **options: str) -> None:
    """The new-game dialog of the game on screen, as a player fills it."""
    player.click("#game-menu summary")
    player.click("#open-new")
    shown(player, "#new-game")
    for name, value in options.items():
        selector = "#new-mode" if name == "mode" else "#new-seat" if name == "seat" else (
            f'#new-game select[name="{name}"]')
        player.select(selector, value)
    # The names typed, the others cleared (the dialog keeps those of the game before).
    player.run("""document.querySelectorAll("#new-game-names input").forEach((field, seat) => {
            field.value = arguments[0][seat] || "";
            field.dispatchEvent(new Event("input", { bubbles: true }));
        });""", names.split())
    player.click('#new-game button[type="submit"]')


def how_it_started(player) -> str:
    """The page's start as it reports it, and what Cache Storage holds: why a start was plain."""
    return player.run("""const names = await caches.keys();
        const kept = await (await caches.open("pyodide-snapshot")).keys();
        return JSON.stringify({ ...globalThis.groveStart, caches: names,
            snapshots: kept.map((request) => request.url) });""")


def go_to(player, fragment: str) -> None:
    """Follow a link inside the page (the address's fragment), as a click on one does; a game's
    page goes on to the game of that kind last played (its own address)."""
    player.run("location.hash = arguments[0];", fragment)
    game = fragment + "/game/"
    player.wait(f"(location.hash === {fragment!r} || location.hash.startsWith({game!r}))"
                " && document.body.dataset.ready === '1'", 30, f"at {fragment}")


def play_against_the_computer(player) -> None:
    go_to(player, "#/trellis")
    new_game(player, size="7", pie="off", mode="here", **{"kind-1": "easy"})
    player.wait("document.querySelectorAll('#board .stone-B').length === 0", 30, "a new game")
    player.click('#board [data-cell="d4"]')
    player.click('#actions button[data-action="end"]')
    says(player, "#moves", "Computer, easy (White): ", timeout=90)
    assert count(player, "#board .stone-B") == 1
    assert count(player, "#board .stone-W") >= 1


def the_game_is_kept(player) -> None:
    go_to(player, "#/trellis")
    says(player, "#moves", "Computer, easy (White): ")
    assert count(player, "#board .stone-B") == 1


def on_step(player, key: str) -> None:
    """The lesson or puzzle `key` on screen, its step marked in the list."""
    step = f'#tutor-steps a[aria-current="step"][href$="/{key}"]'
    player.wait(f"document.querySelector({step!r})", 30, f"step {key} on screen")


def lesson_and_puzzle(player) -> None:
    lesson = next(each for each in learn.lessons("trellis") if each.lines)
    go_to(player, f"#/trellis/learn/{lesson.key}")
    on_step(player, lesson.key)
    says(player, "#tutor-heading", str(lesson.title))
    for action in lesson.lines[0]:
        player.type("#typed-move", action)
    player.wait("document.querySelector('#message').dataset.kind === 'success'", 30,
                "the lesson done")

    puzzle = read((ROOT / "static" / "puzzles" / "trellis.json").read_text(), "trellis")[0]
    go_to(player, f"#/trellis/puzzles/{puzzle.key}")
    on_step(player, puzzle.key)
    for action in puzzle.answer:
        player.type("#typed-move", action)
    player.wait("document.querySelector('#message').dataset.kind === 'success'", 30,
                "the puzzle solved")


def a_link_in_a_second_profile(grove, ann) -> None:
    """Ann starts a game by link and plays; Bo, in a browser of his own, takes his seat from
    the link, then switches the language (his page starts again, in German, on the game)."""
    go_to(ann, "#/trellis")
    new_game(ann, size="7", pie="off", mode="link", seat="0", names="Ann Bo")
    shown(ann, "#link-box")
    ann.click('#board [data-cell="d4"]')
    ann.click('#actions button[data-action="end"]')
    if ann.value(SHOWN.format("#link-confirm")):
        ann.click("#link-confirm")
    shown(ann, "#link-send")
    link = ann.value("document.querySelector('#link-url').value")
    assert link.startswith(grove.url), link

    bo = grove.browser()
    bo.go(link)
    bo.ready()
    shown(bo, "#seat-dialog")
    says(bo, "#seat-about", "asks you to play Bo")
    bo.click("#seat-choices button")
    says(bo, "#link-role", "you play Bo (White)")
    assert count(bo, "#board .stone-B") == 1

    before = bo.value("performance.timeOrigin")
    bo.select("#language", "de")
    bo.wait(f"performance.timeOrigin !== {before!r} && document.body.dataset.ready === '1'", 90,
            "started again")
    assert bo.value("document.documentElement.lang") == "de"
    says(bo, ".language-words", "Sprache")
    says(bo, "#link-role", "Du spielst Bo")
    assert count(bo, "#board .stone-B") == 1
    grove.close_browser(bo)


def test_a_first_visit_plays_for_a_minute_without_a_reload_and_the_next_starts_from_it(grove):
    player = grove.browser()
    player.go(grove.url + "#/")
    player.ready()
    started, origin = time.monotonic(), player.value("performance.timeOrigin")

    # What a newcomer may do in a first minute, the page never reloading under them.
    for game_id, game in GAMES.items():
        go_to(player, f"#/{game_id}")
        says(player, "#game-title", game.name)
        assert count(player, "#board svg [data-cell]") > 0, game_id
    a_link_in_a_second_profile(grove, player)
    play_against_the_computer(player)
    lesson_and_puzzle(player)
    the_game_is_kept(player)

    # The service worker took the page over, and the snapshot was made once it had.
    player.wait("navigator.serviceWorker.controller !== null", 60, "controlled")
    player.wait("document.documentElement.dataset.offline === 'ready'", 60, "offline ready")
    assert player.value("globalThis.groveStart.how") == "plain"
    player.wait("globalThis.groveStart.kept !== undefined", 120, "a snapshot under way")
    assert player.run("return await globalThis.groveStart.kept;") is True, player.value(
        "globalThis.groveStart.note")
    assert player.value("globalThis.groveStart.madeWhen") == "controlled"
    assert player.value(PRELOADED), "a first visit fetches grove.zip at once"

    # The same document all along (the first visit's), watched to the end of its first minute.
    while time.monotonic() - started < WATCH:
        assert player.value("performance.timeOrigin") == origin, "the first visit reloaded itself"
        time.sleep(0.5)
    assert player.value(NAVIGATION) == "navigate"
    assert not player.value("document.getElementById('update-bar').hidden === false")

    player.reload()
    assert player.value(NAVIGATION) == "reload"
    assert not player.value(PRELOADED), "the service worker answers: no preload"
    assert player.value("globalThis.groveStart.how") == "snapshot", how_it_started(player)
    the_game_is_kept(player)

    grove.offline()
    player.reload()
    assert player.value("globalThis.groveStart.how") == "snapshot", how_it_started(player)
    the_game_is_kept(player)
