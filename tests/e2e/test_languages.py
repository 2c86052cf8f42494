"""Grove in French, Spanish and German: the browser's language is followed until the player
picks one, the choice is kept, the page's `lang` follows it, and no English is left on the page.

What is English is read off the catalogues themselves (scripts/messages.py): every message whose
translation differs is looked for, by its fixed words, in the page's text and its labels."""

from __future__ import annotations

import string
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from grove import i18n
from grove.app.controller import Controller
from grove.games import new_game

from .contexts import new_context
from .pages import App
from .test_a11y import audit, position

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import messages  # noqa: E402

# Words that are the same in a translation (names, notation, short words): not evidence of
# English left behind.
SHORTEST = 12  # characters of a message's fixed words that count as English when found


def english_pieces(code: str) -> list[str]:
    """The fixed words of every English message whose translation differs, long ones only."""
    entries = messages.read_po(ROOT / "locale" / f"{code}.po")
    pieces = set()
    for (msgid, plural), forms in entries.items():
        for english, translated in zip([msgid, plural or msgid], forms, strict=False):
            if not translated or translated == english:
                continue
            for literal, *_ in string.Formatter().parse(english):
                literal = literal.strip(" .,:;()")
                if len(literal) >= SHORTEST and literal not in translated:
                    pieces.add(literal)
    return sorted(pieces)


def page_text(page) -> str:
    """What a person sees and hears: the text shown and every label and title."""
    return page.evaluate("""() => {
        const parts = [document.body.innerText];
        for (const el of document.querySelectorAll('[aria-label],[title],[placeholder]')) {
            if (el.closest('[hidden]')) continue;
            for (const name of ['aria-label', 'title', 'placeholder']) {
                if (el.hasAttribute(name)) parts.push(el.getAttribute(name));
            }
        }
        return parts.join('\\n');
    }""")


def english_left(page, code: str) -> list[str]:
    text = page_text(page)
    return [piece for piece in english_pieces(code) if piece in text]


def pick(app, code: str) -> None:
    app.page.select_option("#language", code)  # the page reloads in the new language
    app.wait_ready()
    expect(app.page.locator("html")).to_have_attribute("lang", code)


@pytest.mark.parametrize("code", messages.TRANSLATED)
def test_a_language_picked_is_spoken_everywhere_and_kept(app, code):
    page = app.open("#/trellis")
    pick(app, code)
    page.goto(app.url("#/arborel"))  # a few moves of Arborel, typed
    app.wait_ready()
    for action in ("block@d3", "end", "block@g8", "end"):
        page.fill("#typed-move", action)
        page.press("#typed-move", "Enter")
    expect(page.locator("#moves .turn")).to_have_count(2)
    assert not english_left(page, code), english_left(page, code)
    page.click("#game-menu summary")
    page.click("#open-new")  # a dialog built by Python: the options, the players
    expect(page.locator("#new-dialog")).to_be_visible()
    assert not english_left(page, code), english_left(page, code)
    page.keyboard.press("Escape")
    page.goto(app.url("#/"))  # the home page and the list of your games
    expect(page.locator("#games-list > li")).not_to_have_count(0)
    assert not english_left(page, code), english_left(page, code)
    page.goto(app.url("#/trellis"))
    app.wait_ready()
    app.new_game(size=9, pie="off")
    app.click("e5", "e8")  # Black's turn: two stones three points apart
    assert not english_left(page, code), english_left(page, code)
    # A refused move is explained in the language: e5 is taken.
    app.click("e5")
    i18n.install(code, messages.compile_catalogue(code, messages.read_po(
        ROOT / "locale" / f"{code}.po")))
    try:
        state = new_game("trellis", size=9, pie="off").play("e5").play("e8")
        state = state.play("end") if "end" in state.legal() else state
        refusal = state.refusal("e5")
        expected = Controller(state).click("e5").message  # "e5 is taken.", in the language
    finally:
        i18n.install("en")
    expect(page.locator("#message")).to_have_text(expected)
    assert expected != f"{refusal}." and "e5" in expected
    page.click("#open-rules")  # the rules page in the language
    heading = {page: next(line[3:] for line in (ROOT / "docs" / page).read_text().splitlines()
                          if line.startswith("## "))
               for page in (f"{code}/trellis.md", "trellis.md")}
    expect(page.locator("#rules-body")).to_contain_text(heading[f"{code}/trellis.md"])
    assert heading["trellis.md"] not in page.locator("#rules-body").inner_text()
    assert not english_left(page, code), english_left(page, code)
    assert not audit(page)
    page.keyboard.press("Escape")
    page.reload()  # the choice is kept
    app.wait_ready()
    expect(page.locator("html")).to_have_attribute("lang", code)
    expect(page.locator("#language")).to_have_value(code)


def in_language(browser, server_url: str, locale: str) -> App:
    """A new browser whose language is `locale` (a context setting: no warm context has it)."""
    context = new_context(browser, {"locale": locale, "service_workers": "block"},
                          snapshots=False)
    return App(context.new_page(), context, server_url)


def test_the_browsers_language_is_followed_until_one_is_picked(browser, server_url):
    app = in_language(browser, server_url, "de-DE")
    try:
        page = app.open("#/arborel", timeout=120_000)
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("#language")).to_have_value("de")
        assert not english_left(page, "de"), english_left(page, "de")
        page.select_option("#language", "en")
        app.wait_ready(timeout=120_000)
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.locator("#status")).to_have_text(str(new_game("arborel").prompt()))
        assert english_left(page, "de")  # the check does see English where there is some
        app.check()
    finally:
        app.context.close()


@pytest.mark.parametrize("code", messages.TRANSLATED)
def test_every_game_under_way_and_its_rules_are_in_the_language(browser, server_url, code):
    app = in_language(browser, server_url, code)
    try:
        page = app.page
        for game_id in ("trellis", "orbit", "btt", "arbos", "rumbo", "arborel"):
            page.goto(server_url + position(game_id))
            app.wait_ready(timeout=120_000)
            assert not english_left(page, code), (game_id, english_left(page, code))
            page.click("#open-rules")
            expect(page.locator("#rules-body figure").first).to_be_visible()
            assert not english_left(page, code), (game_id, english_left(page, code))
            page.keyboard.press("Escape")
        app.check()
    finally:
        app.context.close()
