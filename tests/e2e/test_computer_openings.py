"""The computer opens every game from the first seat, including the decisions some games ask for
before the first stone: Rumbo's komi and side, the pie rule's choices in Trellis and Orbit, Arbos'
manual seeding, BTT's null and root, and Arborel's first turn of several actions."""

import re

import pytest
from playwright.sync_api import expect

WAIT_MS = 60_000  # the worker boots Python before the first answer


def entries(page):
    return page.locator("#moves .turn")


def start(app, game: str, **options) -> None:
    app.open(f"#/{game}")
    app.new_game(**options)


@pytest.mark.parametrize("game", ["trellis", "orbit"])
def test_meyers_opening_three_turns_then_the_colour_choice(app, game):
    start(app, game, size=7, pie="meyers", **{"kind-0": "easy", "kind-1": "easy"})
    page = app.page
    for number in range(3):  # Black, White and Black turns, all the first player's
        expect(entries(page).nth(number)).to_have_text(
            re.compile(r"^Computer, easy \(Player 1\): [a-g]\d"), timeout=WAIT_MS)
    expect(entries(page).nth(3)).to_have_text(
        re.compile(r"^Computer, easy \(Player 2\): (black|white) $"), timeout=WAIT_MS)
    expect(entries(page).nth(4)).to_have_text(
        re.compile(r"^Computer, easy \(White\): "), timeout=WAIT_MS)


@pytest.mark.parametrize("game", ["trellis", "orbit"])
def test_swap_opening_black_first_then_the_second_player_decides(app, game):
    start(app, game, size=7, pie="swap", **{"kind-0": "easy", "kind-1": ""})
    page = app.page
    expect(entries(page).nth(0)).to_have_text(
        re.compile(r"^Computer, easy \(Black\): [a-g]\d"), timeout=WAIT_MS)
    expect(page.locator('#actions button[data-action="swap"]')).to_be_visible()
    expect(page.locator("#thinking")).to_be_hidden()
    # The second player (a person) swaps: the computer, now White, answers.
    app.press("swap")
    expect(entries(page).nth(2)).to_have_text(
        re.compile(r"^Computer, easy \(White\): [a-g]\d"), timeout=WAIT_MS)


def test_trellis_computer_decides_the_swap(app):
    start(app, "trellis", size=7, pie="swap", **{"kind-0": "", "kind-1": "easy"})
    app.click("d4", "d7")
    expect(entries(app.page).nth(1)).to_have_text(
        re.compile(r"^Computer, easy \(White\): (swap|[a-g]\d)"), timeout=WAIT_MS)


def test_rumbo_komi_then_side_choice(app):
    start(app, "rumbo", size=5, komi="negotiate", **{"kind-0": "easy", "kind-1": "easy"})
    page = app.page
    expect(entries(page).nth(0)).to_have_text(
        re.compile(r"^Computer, easy \(Player 1\): komi \d+ $"), timeout=WAIT_MS)
    expect(entries(page).nth(1)).to_have_text(
        re.compile(r"^Computer, easy \(Player 2\): (horizontal|vertical) $"), timeout=WAIT_MS)
    expect(entries(page).nth(2)).to_have_text(
        re.compile(r"^Computer, easy \(Vertical\): [BW]@[a-e]\d"), timeout=WAIT_MS)


def test_rumbo_computer_sets_the_komi_for_a_person(app):
    start(app, "rumbo", size=5, komi="negotiate", **{"kind-0": "easy", "kind-1": ""})
    page = app.page
    expect(entries(page).nth(0)).to_have_text(re.compile(r"komi \d+ $"), timeout=WAIT_MS)
    expect(page.locator('#actions button[data-action="vertical"]')).to_be_visible()
    expect(page.locator("#thinking")).to_be_hidden()


def test_arbos_manual_seeding_by_the_computer(app):
    start(app, "arbos", size=18, seeds=7, seeding="manual", turn_seconds=0,
          **{"kind-0": "easy", "kind-1": "easy"})
    page = app.page
    expect(entries(page).nth(0)).to_have_text(re.compile(r"^Computer, easy \(\w+\): seed@"),
                                              timeout=WAIT_MS)
    # Fourteen seeds placed, one at a time, then the first spore.
    expect(entries(page).nth(13)).to_have_text(re.compile(r": seed@[A-R]\d+ $"), timeout=WAIT_MS)
    expect(entries(page).nth(14)).not_to_have_text(re.compile("seed@"), timeout=WAIT_MS)


def test_btt_null_and_root_by_the_computer(app):
    start(app, "btt", players=2, **{"kind-0": "easy", "kind-1": "easy"})
    page = app.page
    expect(entries(page).nth(0)).to_have_text(
        re.compile(r"^Computer, easy \(Player 1\): null@[a-h]\d $"), timeout=WAIT_MS)
    expect(entries(page).nth(1)).to_have_text(
        re.compile(r"^Computer, easy \(Player 2\): root@[a-h]\d $"), timeout=WAIT_MS)
    expect(entries(page).nth(2)).to_have_text(re.compile(r"^Computer, easy \(Player 1\): \d"),
                                              timeout=WAIT_MS)


def test_arborel_first_turn_of_several_actions(app):
    start(app, "arborel", **{"kind-0": "easy", "kind-1": ""})
    page = app.page
    expect(page.locator("#status")).to_contain_text("White", timeout=WAIT_MS)
    expect(page.locator("#thinking")).to_be_hidden()
    first = entries(page).nth(0)
    expect(first).to_have_text(re.compile(r"^Computer, easy \(Black\): "))
    assert 1 <= first.locator("button").count() <= 4
    expect(entries(page)).to_have_count(1)
