"""The puzzle page in the browser, for each game on one page: a puzzle failed, three solved (the
answers typed from static/puzzles/<game>.json, whatever set it holds), the streak and the themes
with their counts, a theme chosen that narrows the steps and is kept over a reload, and all of it
said again in the other language (English and German). What each turn does to a puzzle is
decided in CPython (tests/app/test_tutor.py); here the wrong turn is chosen from the file's own
data: a first action it refutes, or else a turn the tutor finds wrong."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from grove import i18n
from grove.app import puzzlebook
from grove.app.tutor import PUZZLES, Tutor
from grove.games import GAMES
from grove.learn.puzzles import read

from .test_a11y import audit

ROOT = Path(__file__).resolve().parents[2]
# The language each game's puzzles are played in, then the other one after a reload.
FIRST = {"trellis": "en", "orbit": "de", "btt": "en", "arbos": "de", "rumbo": "en",
         "arborel": "de"}
OTHER = {"en": "de", "de": "en"}
STREAK = {"en": "Streak: {n}", "de": "Serie: {n}"}  # the words themselves, not the catalogue's
ALL = {"en": "All", "de": "Alle"}
# Set the language before the page reads it, unless the page's own menu has picked one since.
LANGUAGE = ("try {{ if (!localStorage.getItem('grove.lang')) "
            "localStorage.setItem('grove.lang', '{code}') }} catch {{}}")


def shelf(game_id):
    return read((ROOT / "static" / "puzzles" / f"{game_id}.json").read_text(), game_id)


def said(code: str, words):
    """`words()` in the language `code`, as the page says it (the same catalogue)."""
    if code != "en":
        import messages  # scripts/messages.py: the catalogue as the page reads it

        i18n.install(code, messages.compile_catalogue(code, messages.read_po(
            ROOT / "locale" / f"{code}.po")))
    try:
        return words()
    finally:
        i18n.install("en")


def outcome(game_id, puzzles, key, turn) -> tuple[str, str]:
    """What the tutor says of `turn` played in the puzzle `key`: the last verdict's kind and
    message."""
    index = [p.key for p in puzzles].index(key)
    tutor = Tutor(game_id, PUZZLES, index, puzzles)
    state, verdict = tutor.start, None
    for action in turn:
        verdict = tutor.tried(state, action)
        state = state.play(action)
    return verdict.kind, verdict.message


def first_tries(state, puzzle, many: int = 8) -> list[str]:
    """The actions a wrong turn is looked for among: those that end a turn first, the answer's
    last, a few only."""
    legal = state.legal()
    ends = [a for a in ("pass", "end") if a in legal]
    rest = [a for a in legal if a not in ends and a not in puzzle.answer]
    return (ends + rest)[:many]


def failing(game_id, puzzles, keys) -> tuple:
    """A puzzle among `keys` and a whole turn that fails it: a first action its file refutes,
    else a turn of a few actions the tutor finds wrong."""
    chosen = [p for p in puzzles if p.key in keys]
    for puzzle in chosen:
        for first in puzzle.refutations:
            if outcome(game_id, puzzles, puzzle.key, (first,))[0] == "wrong":
                return puzzle, (first,)
    for puzzle in chosen:
        lines = [()]
        while lines:
            line = lines.pop(0)
            state = puzzle.start(game_id)
            for action in line:
                state = state.play(action)
            for action in first_tries(state, puzzle):
                kind = outcome(game_id, puzzles, puzzle.key, line + (action,))[0]
                if kind == "wrong":
                    return puzzle, line + (action,)
                if kind == "going" and len(line) < 2:
                    lines.append(line + (action,))
    raise AssertionError(f"no turn of {game_id}'s puzzles was found wrong")


def solvable(game_id, puzzles) -> list:
    """Three puzzles whose answer the tutor takes, of as many kinds as there are."""
    firsts = list({p.kind: p for p in reversed(puzzles)}.values())  # the first of each kind
    picked = []
    for puzzle in firsts + [p for p in puzzles if p not in firsts]:
        if len(picked) < 3 and outcome(game_id, puzzles, puzzle.key, puzzle.answer)[0] == "done":
            picked.append(puzzle)
    assert len(picked) == 3, f"{game_id}: fewer than three puzzles to solve"
    return picked


def typed(page, actions) -> None:
    for action in actions:
        page.fill("#typed-move", action)
        page.press("#typed-move", "Enter")


def on_screen(page, key: str) -> None:
    expect(page.locator('#tutor-steps a[aria-current="step"]')).to_have_attribute(
        "href", re.compile(f"/{key}$"))


def check_themes(page, code, puzzles, kept, current) -> None:
    """The row of themes: All, then each kind, each with its counts; `current` marked."""
    row = page.locator("#tutor-theme-list a")
    themes = said(code, lambda: [(t.kind, f"{t.name} {t.counted()}", t.spoken(),
                                  f"{t.name}\u2713{t.solved}\u2717{t.failed}")
                                 for t in puzzlebook.themes(puzzles, kept)])
    expect(row).to_have_count(len(themes))
    for n, (kind, heard, tooltip, shown) in enumerate(themes):
        expect(row.nth(n)).to_have_accessible_name(heard)
        expect(row.nth(n)).to_have_attribute("title", tooltip)
        expect(row.nth(n).locator(":scope > :not(.visually-hidden)")).to_have_text(
            list(re.match(r"(.*)(\u2713\d+)(\u2717\d+)", shown).groups()))
        if kind == current:
            expect(row.nth(n)).to_have_attribute("aria-current", "page")
    expect(row.first).to_contain_text(ALL[code])


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_puzzles_solved_and_failed_by_theme_with_the_streak(app, game_id):
    code = FIRST[game_id]
    puzzles = shelf(game_id)
    solve = solvable(game_id, puzzles)
    keys = {p.key for p in puzzles} - {p.key for p in solve} or {solve[0].key}
    fail, wrong = failing(game_id, puzzles, keys)
    app.page.add_init_script(LANGUAGE.format(code=code))
    page = app.open(f"#/{game_id}/puzzles/{fail.key}")
    message = page.locator("#message")
    on_screen(page, fail.key)
    expect(page.locator("#tutor-streak")).to_have_text(STREAK[code].format(n=0))

    typed(page, wrong)  # answered on the board, counted as failed, the streak none
    expect(message).to_have_attribute("data-kind", "error")
    if fail.refutations:  # a stored reply: the same words as in CPython
        expect(message).to_have_text(said(code, lambda: outcome(game_id, puzzles, fail.key,
                                                                wrong)[1]))
    else:  # a reply searched for in the browser: the same kind of words
        expect(message).not_to_be_empty()
    expect(page.locator(f'#tutor-steps a[href$="/{fail.key}"]')).to_have_class("failed")
    kept = {"puzzles": {fail.key: "failed"}}

    for n, puzzle in enumerate(solve):
        if puzzle is fail:  # the one failed (a game of three puzzles): tried again
            page.click("#tutor-again")
        else:
            page.goto(app.url(f"#/{game_id}/puzzles/{puzzle.key}"))
        on_screen(page, puzzle.key)
        heading = said(code, lambda p=puzzle: Tutor.at(game_id, PUZZLES, p.key, kept,
                                                       puzzles).heading())
        expect(page.locator("#tutor-heading")).to_have_text(heading)  # its theme and grade
        typed(page, puzzle.answer)
        expect(message).to_have_attribute("data-kind", "success")
        expect(page.locator(f'#tutor-steps a[href$="/{puzzle.key}"]')).to_have_class("done")
        expect(page.locator("#tutor-streak")).to_have_text(STREAK[code].format(n=n + 1))
        kept["puzzles"][puzzle.key] = "solved"
    page.click("#tutor-explore")  # a puzzle done: its position explored, its card set aside
    expect(page.locator("#explore-panel")).to_be_visible()
    expect(page.locator("#tutor")).to_be_hidden()
    expect(page.locator("#moves")).to_be_visible()
    page.click("#explore-back")
    expect(page.locator("#tutor")).to_be_visible()
    expect(page.locator("#tutor-streak")).to_have_text(STREAK[code].format(n=len(solve)))
    check_themes(page, code, puzzles, kept, puzzlebook.ALL)

    theme = fail.kind  # a theme chosen: its steps only, and an address that names it
    page.click(f'#tutor-theme-list a[data-theme="{theme}"]')
    expect(page).to_have_url(re.compile(f"#/{game_id}/puzzles/theme/{theme}/\\w+$"))
    inside = [p for p in puzzles if p.kind == theme]
    expect(page.locator("#tutor-steps a")).to_have_count(len(inside))
    expect(page.locator(f'#tutor-steps a[href$="/theme/{theme}/{inside[0].key}"]')).to_be_attached()
    if fail.key in {p.key for p in inside} and kept["puzzles"][fail.key] == "failed":
        expect(page.locator(f'#tutor-steps a[href$="/{fail.key}"]')).to_have_class("failed")
    check_themes(page, code, puzzles, kept, theme)
    assert not audit(page)

    other = OTHER[code]  # the page's own language menu: it reloads, on the same theme
    page.select_option("#language", other)
    app.wait_ready()
    expect(page.locator("html")).to_have_attribute("lang", other)
    expect(page).to_have_url(re.compile(f"/puzzles/theme/{theme}/\\w+$"))
    key = page.url.rsplit("/", 1)[1]
    on_screen(page, key)
    heading = said(other, lambda: Tutor.at(game_id, PUZZLES, key, kept, puzzles,
                                           theme).heading())
    expect(page.locator("#tutor-heading")).to_have_text(heading)
    expect(page.locator("#tutor-steps a")).to_have_count(len(inside))
    expect(page.locator("#tutor-streak")).to_have_text(STREAK[other].format(n=3))
    check_themes(page, other, puzzles, kept, theme)
    expect(page.locator("#tutor-task")).to_have_text(said(
        other, lambda: Tutor.at(game_id, PUZZLES, key, kept, puzzles, theme).task()))


def test_an_unknown_theme_is_said_and_all_the_puzzles_shown(app):
    puzzles = shelf("trellis")
    app.page.emulate_media(color_scheme="dark")
    page = app.open("#/trellis/puzzles/theme/chess")
    expect(page.locator("#message")).to_have_attribute("data-kind", "error")
    expect(page.locator("#message")).to_contain_text("There is no theme 'chess'")
    expect(page.locator("#tutor-steps a")).to_have_count(len(puzzles))
    expect(page).to_have_url(re.compile(f"#/trellis/puzzles/{puzzles[0].key}$"))
    assert not audit(page)  # the dark theme: the counts' colours read on the chips
    page.reload()  # the address names what is on screen now
    app.wait_ready()
    expect(page.locator("#message")).not_to_have_attribute("data-kind", "error")
