"""The home page: a card for each game with its board and quick starts that begin at once, and
your games above them. Where each quick start leads is decided in grove.app.routes
(tests/app/test_routes.py); here, what a player sees."""

import json
import random
import re

from playwright.sync_api import expect

from grove.app import backup
from grove.app.index import INDEX
from grove.app.listing import PAGE
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store
from grove.games import new_game


def quick(page, game: str, name: str) -> None:
    page.locator(f'.card[data-game="{game}"]').get_by_role("link", name=name).click()


def players(page) -> list[str]:
    """Who plays each seat, as the Players dialog says ("" a person, else the level)."""
    page.click("#game-menu summary")
    page.click("#open-players")
    kinds = page.locator("#players-seats select")
    chosen = [kinds.nth(i).input_value() for i in range(kinds.count())]
    page.click("#players-dialog .close")
    return chosen


def test_each_quick_start_begins_a_game_at_once_and_a_reload_begins_no_other(app):
    page = app.open("#/")
    quick(page, "trellis", "Play the computer")
    expect(page).to_have_url(re.compile(r"#/trellis/game/game\.\d+$"))
    expect(page.locator("#status")).to_contain_text("Black")  # you move first
    assert players(page) == ["", "medium"]
    page.reload()
    app.wait_ready()
    expect(page).to_have_url(re.compile(r"#/trellis/game/game\.\d+$"))

    page.goto(app.url("#/"))
    expect(page.locator("#games-list > li")).to_have_count(1)  # the reload started nothing
    quick(page, "btt", "Two on this screen")
    expect(page).to_have_url(re.compile(r"#/btt/game/game\.\d+$"))
    assert players(page) == ["", ""]

    page.goto(app.url("#/"))
    quick(page, "orbit", "Play a friend by link")
    expect(page.locator("#link-box")).to_be_visible()
    expect(page.locator("#message")).to_contain_text("You move first")

    page.goto(app.url("#/"))
    expect(page.locator("#games-list > li")).to_have_count(3)
    quick(page, "rumbo", "Options…")
    expect(page.locator("#new-dialog")).to_be_visible()
    expect(page.locator("#new-game-options select")).not_to_have_count(0)


def test_an_unknown_way_to_start_says_so_and_starts_nothing(app):
    page = app.open("#/arbos/new/chess")
    expect(page.locator("#message")).to_contain_text("no way to start a game called 'chess'")
    expect(page).to_have_url(re.compile(r"#/arbos/game/game\.\d+$"))
    page.goto(app.url("#/"))
    expect(page.locator("#my-games")).to_be_hidden()  # nothing was played, nothing stored


def test_the_home_page_fits_a_phone(app):
    page = app.page
    page.set_viewport_size({"width": 360, "height": 740})
    app.open("#/trellis")
    app.click("d4")
    page.goto(app.url("#/"))
    expect(page.locator("#games-list > li")).to_have_count(1)
    expect(page.locator("#games-list .row-board svg")).to_have_count(1)  # its board as left
    expect(page.locator(".picker .card-board svg")).to_have_count(6)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    # The games waiting for you come first, on the first screen.
    box = page.locator("#games-list > li").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 740


def test_the_new_game_dialog_keeps_start_in_view_on_a_small_phone(app):
    page = app.page
    page.set_viewport_size({"width": 390, "height": 700})
    app.open("#/btt/new")  # the game with the most options
    start = page.locator('#new-game button[type="submit"]')
    expect(start).to_be_visible()
    box = start.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 700
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    start.click()
    expect(page.locator("#new-dialog")).to_be_hidden()


# -- the list of your games: rows of one height, each with its board ---------------------------

def finished(game_id: str, computers=(), names=(), seed: int = 3, **options) -> Session:
    """A finished game, played at random under CPython (seeded)."""
    rng = random.Random(seed)
    state = new_game(game_id, **options)
    while not state.over:
        state = state.play(rng.choice(state.legal()))
    return Session(new_game(game_id, **options), names, line=state.history, computers=computers)


def stored_games() -> Store:
    """What a demanding newcomer's browser holds: a short game, a finished 4-player BTT game
    against three medium computers (its result once 1,540 px tall), the same as an earlier
    version stored it (the whole standing as its result), and a long German one."""
    times = iter(range(1_700_000_000, 1_700_100_000, 60))
    st = Store(MemoryBackend(), clock=lambda: float(next(times)))
    short = Session(new_game("trellis", size=9))
    short.play("e5")
    st.write(st.new_key(), short)
    btt = finished("btt", computers=("", "medium", "medium", "medium"), players=4)
    st.write(st.new_key(), btt)
    earlier = st.new_key()
    st.write(earlier, btt)
    entry = json.loads(st.backend.get(earlier))
    entry["summary"] |= {"v": 2, "result": [str(btt.state.result())], "turns": 99}
    st.backend.set(earlier, json.dumps(entry))
    german = finished("orbit", names=("Maximiliane Friederike von Hohenzollern",
                                      "Bartholomäus Zacharias Schwarzenberg"),
                      size=9)
    st.save("Donaudampfschifffahrtsgesellschaftskapitänsmützenwettbewerbsentscheidung", german)
    st.backend.remove(INDEX)  # as an earlier version left them: the list makes it again
    return st


def row_heights(page) -> dict[str, float]:
    return page.evaluate("() => Object.fromEntries([...document.querySelectorAll('#games-list "
                         "> li')].map(row => [row.dataset.key, row.getBoundingClientRect()"
                         ".height]))")


def test_no_row_of_your_games_grows_beyond_its_design_height_at_any_width(app):
    page = app.open("#/")
    st = stored_games()
    data = st.backend.data
    short_key = min(key for key in data if key.startswith("grove.game."))  # stored first
    page.evaluate("data => { for (const key in data) localStorage.setItem(key, data[key]); "
                  "localStorage.setItem('grove.lang', 'de'); }", data)
    page.reload()
    app.wait_ready()
    rows = page.locator("#games-list > li")
    expect(rows).to_have_count(4)
    # each board drawn from its record: none but the copy's was kept beside these games
    expect(page.locator("#games-list .row-board svg")).to_have_count(4)
    btt = rows.filter(has_text="Branches")
    expect(btt.first.locator(".row-turn")).to_have_text(re.compile(r"^Zu Ende: Spieler \d gewinnt, "
                                                                   r"\d+ Münzen$"))
    expect(btt.nth(1).locator(".row-turn")).to_have_text(btt.first.locator(".row-turn")
                                                         .inner_text())  # the earlier one too
    for width, design in ((1280, 100), (860, 100), (700, 130), (390, 130)):
        page.set_viewport_size({"width": width, "height": 800})
        page.wait_for_function("width => document.documentElement.clientWidth === width", arg=width)
        heights = row_heights(page)
        short = heights.pop(short_key)
        assert short <= design, (width, short)
        assert all(abs(height - short) <= 1 for height in heights.values()), (width, short, heights)
        assert page.evaluate("document.documentElement.scrollWidth") <= width


def test_a_long_list_draws_a_page_of_rows_and_shows_more_on_request(app):
    page = app.open("#/")
    times = iter(range(1_700_000_000, 1_700_100_000, 60))
    st = Store(MemoryBackend(), clock=lambda: float(next(times)))
    for number in range(PAGE + 5):
        game = Session(new_game("trellis", size=9), names=(f"Player {number}", ""))
        st.write(st.new_key(), game)
    page.evaluate("data => { for (const key in data) localStorage.setItem(key, data[key]); }",
                  st.backend.data)
    page.reload()
    app.wait_ready()
    rows = page.locator("#games-list .game-row")
    expect(rows).to_have_count(PAGE)
    more = page.locator("#games-list .more-games")
    expect(more).to_contain_text(f"{PAGE} of {PAGE + 5} games shown.")
    more.get_by_role("button", name="Show 5 more").click()
    expect(rows).to_have_count(PAGE + 5)
    expect(more).to_have_count(0)
    expect(rows.nth(PAGE).locator(".row-title")).to_be_focused()  # where the button was
    expect(rows.last.locator(".row-players")).to_contain_text("Player 0")  # the oldest, last


def test_a_restore_into_a_fresh_browser_says_what_it_did_and_draws_every_board(friends, tmp_path):
    path = tmp_path / "backup.json"
    path.write_text(backup.make(stored_games(), made=1_700_200_000))
    fresh = friends()
    page = fresh.open("#/")
    expect(page.locator("#my-games")).to_be_hidden()
    page.set_input_files("#backup-file", str(path))
    said = "Restored from the backup: 4 games added."
    expect(page.locator("#games-note")).to_contain_text(said)  # atop the list: in view
    expect(page.locator("#backup-note")).to_contain_text(said)
    expect(page.locator("#games-list > li")).to_have_count(4)
    expect(page.locator("#games-list .row-board svg")).to_have_count(4)
    page.reload()
    fresh.wait_ready()
    expect(page.locator("#games-list .row-board svg")).to_have_count(4)  # kept, or drawn again


def test_a_backup_chosen_while_python_starts_is_restored_once_it_is_up(friends, tmp_path):
    path = tmp_path / "backup.json"
    path.write_text(backup.make(stored_games(), made=1_700_200_000))
    fresh = friends()
    page = fresh.page
    held, released = [], []

    def hold(route):  # Python's package waits until the file is chosen: nobody listens yet
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route("**/static/build/grove.zip", hold)
    with page.expect_request("**/static/build/grove.zip"):
        page.goto(fresh.url("#/"), wait_until="commit")
    page.set_input_files("#backup-file", str(path))
    assert page.evaluate("document.body.dataset.ready") is None
    released.append(True)
    for route in held:
        route.continue_()
    fresh.wait_ready()
    expect(page.locator("#games-note")).to_contain_text("Restored from the backup: 4 games added.")
    expect(page.locator("#games-list > li")).to_have_count(4)
