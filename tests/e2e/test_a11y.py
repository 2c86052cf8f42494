"""Everyone can play: an automated accessibility audit, phones, and the theme switch.

The audit is axe-core, pinned in package.json (a devDependency) and read from node_modules: the
test hands its source to the page itself, so the app never serves it and nothing is fetched.
It must find no serious or critical violation on each game's screen (a game under way, opened
from a link), the rules panel, and the dialogs, in the light theme and in the dark one.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from grove import links
from grove.games import GAMES, new_game

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
THEMES = ("light", "dark")
PHONE = {"width": 360, "height": 740}
SERIOUS = ("serious", "critical")

# A position under way for each game, with the options that draw the most (players, size).
OPTIONS = {
    "trellis": {"size": 9, "pie": "off"},
    "orbit": {"size": 9},
    "rumbo": {"size": 7, "komi": 0},
    "btt": {"players": 6},
    "arbos": {"size": 18},
    "arborel": {"players": 4},
}


def position(game_id: str, moves: int = 12, seed: int = 7) -> str:
    """The fragment of a link to a game `moves` actions in, chosen at random but replayable."""
    rng, state = random.Random(seed), new_game(game_id, **OPTIONS[game_id])
    for _ in range(moves):
        if state.over:
            break
        legal = state.legal()
        state = state.play(rng.choice([a for a in legal if a not in ("pass", "end")] or legal))
    return f"#/{game_id}/g/{links.to_link(state)}"


def audit(page: Page) -> list[str]:
    """Run axe on the page as it is; the serious and critical violations, one line a node."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    found = page.evaluate(
        """async () => {
            const result = await axe.run(document, {resultTypes: ["violations"]});
            return result.violations.map(v => ({
                id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => n.target.join(" ") + ": " + n.failureSummary)}));
        }""")
    return [f"[{v['impact']}] {v['id']} ({v['help']}) at {node}"
            for v in found if v["impact"] in SERIOUS for node in v["nodes"]]


def open_in(app, fragment: str, theme: str) -> Page:
    app.page.emulate_media(color_scheme=theme)
    page = app.open(fragment)
    expect(page.locator("html")).to_have_attribute("data-theme", theme)
    return page


def close(page: Page, dialog: str) -> None:
    page.locator(f"#{dialog} button.close").first.click()
    expect(page.locator(f"#{dialog}")).not_to_be_visible()


@pytest.fixture(scope="module", autouse=True)
def axe_installed() -> None:
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run `npm ci` (axe-core is a devDependency)",
                    pytrace=False)


@pytest.mark.parametrize("theme", THEMES)
def test_each_game_and_its_rules_pass_the_audit(app, theme):
    page = open_in(app, "#/", theme)
    for game_id in sorted(GAMES):  # each game's link, opened in the same page (one start)
        page.goto(app.url(position(game_id)))
        expect(page.locator("#game-title")).to_have_text(GAMES[game_id].name)
        expect(page.locator("#board svg")).to_be_visible()
        assert audit(page) == [], f"{game_id}, {theme} theme, the game's screen"

        page.click("#open-rules")
        expect(page.locator("#rules-body h2").first).to_have_text(GAMES[game_id].name)
        expect(page.locator("#rules-body figure").first).to_be_attached()
        assert audit(page) == [], f"{game_id}, {theme} theme, the rules panel"
        close(page, "rules-dialog")


@pytest.mark.parametrize("theme", THEMES)
def test_an_exploration_with_its_variations_and_the_computer_passes_the_audit(app, theme):
    state = new_game("trellis", **OPTIONS["trellis"]).play("e5").play("end")
    page = open_in(app, f"#/trellis/g/{links.to_link(state)}", theme)
    page.click("#explore")
    for action in ("c3", "end"):  # a line past the game's end, then a variation beside it
        page.fill("#typed-move", action)
        page.press("#typed-move", "Enter")
    page.locator("#moves button").nth(1).click()
    page.fill("#typed-move", "g7")
    page.press("#typed-move", "Enter")
    expect(page.locator("#moves button.explored")).to_have_count(3)
    expect(page.locator("#moves li.variation")).to_have_count(1)
    page.click("#explore-computer")
    expect(page.locator("#explore-shares li")).to_have_count(2, timeout=120_000)
    assert audit(page) == [], f"{theme} theme, an exploration"


@pytest.mark.parametrize("theme", THEMES)
def test_the_picker_and_the_dialogs_pass_the_audit(app, theme):
    page = open_in(app, "#/", theme)
    expect(page.locator("#home")).to_be_visible()
    assert audit(page) == [], f"{theme} theme, the game picker"

    page.goto(app.url(position("trellis")))
    expect(page.locator("#game-title")).to_have_text("Trellis")
    page.click("#game-menu summary")
    page.click("#open-new")
    expect(page.locator("#new-dialog")).to_be_visible()
    assert audit(page) == [], f"{theme} theme, the new-game dialog"
    close(page, "new-dialog")

    page.click("#game-menu summary")
    page.click("#open-players")
    expect(page.locator("#players-dialog")).to_be_visible()
    assert audit(page) == [], f"{theme} theme, the players dialog"
    close(page, "players-dialog")

    page.click("#game-menu summary")
    page.click("#open-save")
    expect(page.locator("#save-dialog")).to_be_visible()
    assert audit(page) == [], f"{theme} theme, the save dialog"
    page.fill("#save-name", "Audit game")
    page.click('#save-form button[type="submit"]')
    expect(page.locator("#save-dialog")).not_to_be_visible()

    page.click("#game-menu summary")
    page.click("#all-games")
    expect(page.locator("#games-list > li")).to_have_count(1)
    expect(page.locator("#games-list")).to_contain_text("Audit game")
    assert audit(page) == [], f"{theme} theme, the list of your games"
    page.locator('#games-list button[data-action="open"]').click()

    page.click("#game-menu summary")
    page.click("#open-import")
    expect(page.locator("#import-dialog")).to_be_visible()
    page.fill("#import-text", "not a game")
    page.click("#import-go")
    expect(page.locator("#import-message")).not_to_be_empty()
    assert audit(page) == [], f"{theme} theme, the import dialog with its error"
    close(page, "import-dialog")

    three = new_game("btt", players=3)
    three = three.play(three.legal()[0])
    page.goto(app.url("#/btt/g/" + links.to_link(three, ("Ann", "Bo", "Cy"), match="aud1t",
                                                  sender=0)))
    expect(page.locator("#seat-dialog")).to_be_visible()
    assert audit(page) == [], f"{theme} theme, choosing a seat in a game by link"
    page.click('#seat-choices button:has-text("Bo")')
    expect(page.locator("#link-box")).to_be_visible()
    assert audit(page) == [], f"{theme} theme, a game by link"
    assert not any("axe" in url for url in app.requests), "axe-core must not be fetched"


# -- phones ---------------------------------------------------------------------------------------

@pytest.mark.browser_context_args(viewport=PHONE, is_mobile=True, has_touch=True)
def test_every_board_fits_a_phone_fills_its_width_and_passes_the_audit(app):
    page = app.open("#/")
    for game_id in sorted(GAMES):
        page.goto(app.url(position(game_id)))
        expect(page.locator("#game-title")).to_have_text(GAMES[game_id].name)
        width = page.evaluate("() => document.scrollingElement.scrollWidth")
        assert width <= PHONE["width"], f"{game_id}: the page scrolls sideways ({width} px)"
        # The board (its frame; Rumbo's compass beside it may be a swipe away) lies within the
        # screen, and so does every cell, and the board takes most of the width.
        frame = page.locator("#board .frame").first.bounding_box()
        assert frame["x"] >= 0 and frame["x"] + frame["width"] <= PHONE["width"] + 0.5, game_id
        assert frame["width"] >= 0.9 * PHONE["width"], f"{game_id}: {frame['width']:.0f} px wide"
        outside = page.evaluate(
            """limit => [...document.querySelectorAll('#board [data-cell][role=button]')]
                .filter(c => { const r = c.getBoundingClientRect();
                               return r.left < -0.5 || r.right > limit + 0.5; })
                .map(c => c.dataset.cell)""", PHONE["width"])
        assert outside == [], f"{game_id}: cells off the screen: {outside}"
        assert audit(page) == [], f"{game_id} on a phone"


@pytest.mark.browser_context_args(viewport=PHONE, is_mobile=True, has_touch=True)
def test_buttons_are_big_enough_for_a_finger(app):
    page = app.open(position("trellis"))
    assert page.evaluate("() => matchMedia('(pointer: coarse)').matches")
    small = """() => [...document.querySelectorAll('button, select, input:not([type=file])')]
        .filter(b => b.checkVisibility())
        .map(b => [b.id || b.textContent.trim() || b.name,
                   // a checkbox in its label: the label is what a finger hits
                   (b.type === 'checkbox' && b.closest('label') || b).getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 - 0.01 || r.height < 44 - 0.01)
        .map(([name, r]) => `${name}: ${Math.round(r.width)} x ${Math.round(r.height)}`)"""
    expect(page.locator("#moves button").first).to_be_visible()
    assert page.evaluate(small) == []
    for opener, dialog in (("#open-new", "new-dialog"), ("#open-players", "players-dialog"),
                           ("#open-import", "import-dialog")):
        page.click("#game-menu summary")
        assert page.evaluate(small) == [], "the menu's items"
        page.click(opener)
        expect(page.locator(f"#{dialog}")).to_be_visible()
        assert page.evaluate(small) == [], dialog
        close(page, dialog)


# -- themes ---------------------------------------------------------------------------------------

def colours(page: Page) -> tuple[str, str]:
    return page.evaluate("""() => [
        getComputedStyle(document.body).backgroundColor,
        getComputedStyle(document.querySelector('#board .frame')).fill]""")


def test_the_theme_follows_the_system_until_the_switch_is_pressed_and_remembers_it(app):
    page = open_in(app, "#/trellis", "light")
    switch = page.locator("#theme-switch")
    expect(switch).to_have_attribute("aria-pressed", "false")
    light = colours(page)

    switch.click()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    expect(switch).to_have_attribute("aria-pressed", "true")
    look = "b => getComputedStyle(b).backgroundColor"
    assert switch.evaluate(look) != page.locator("#open-keys").evaluate(look), "it shows it is on"
    dark = colours(page)
    assert dark[0] != light[0] and dark[1] != light[1], "the page and the board change colour"

    page.reload()
    app.wait_ready()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    expect(switch).to_have_attribute("aria-pressed", "true")
    assert colours(page) == dark

    page.emulate_media(color_scheme="light")  # the player's choice wins over the system's
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")

    switch.click()  # back to what the system gives: the page follows the system again
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    page.reload()
    app.wait_ready()
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    page.emulate_media(color_scheme="dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    expect(switch).to_have_attribute("aria-pressed", "true")


def test_reduced_motion_turns_transitions_off(app):
    moving = """() => [...document.querySelectorAll('*')]
        .map(e => getComputedStyle(e))
        .filter(s => parseFloat(s.transitionDuration) > 0 || s.animationName !== 'none')
        .length"""
    page = app.open("#/trellis")
    assert page.evaluate(moving) > 0  # the loading bar slides
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate(moving) == 0
