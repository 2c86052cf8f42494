"""Nothing lost (issue 57), in the browser: one game in two tabs, a link opened in a new tab
beside the game's, and a backup of every game restored into another browser. What the store
and the merge decide is tested under CPython (tests/app/test_store.py, test_merge.py)."""

from __future__ import annotations

import json
import re

from playwright.sync_api import expect


def written_behind_its_back(app, *more: str) -> None:
    """Another tab's write that this tab has not heard of yet (two tabs racing): the stored
    game goes on by `more` actions, written from this tab's own script, which fires no storage
    event here. Only the store's compare-before-write then stands guard."""
    key = "grove." + app.page.url.split("/game/")[1]
    entry = json.loads(app.page.evaluate(f"localStorage.getItem({key!r})"))
    entry["record"]["history"] += list(more)
    entry["record"].pop("ply", None)
    entry["rev"] += 1
    app.page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                      [key, json.dumps(entry)])


def trellis_on_this_screen(app):
    page = app.open("#/trellis")
    page.click("#game-menu summary")
    page.click("#open-new")
    page.click('#new-game button[type="submit"]')
    expect(page.locator("#board [data-cell]")).to_have_count(225)
    return page


def typed(app, *actions: str) -> None:
    for action in actions:
        app.page.fill("#typed-move", action)
        app.page.press("#typed-move", "Enter")
        expect(app.page.locator("#typed-move")).to_have_value("")


def stored_line(app) -> list[str]:
    """The game of `app`'s address as stored, read by `app`'s own page."""
    key = "grove." + app.page.url.split("/game/")[1]
    return json.loads(app.page.evaluate(f"localStorage.getItem({key!r})"))["record"]["history"]


def game_address(app) -> str:
    expect(app.page).to_have_url(re.compile(r"/game/"))  # stored: the address is its key
    return app.page.url.split("#", 1)[1]


def test_a_tab_showing_the_game_catches_up_before_anything_is_played_there(app):
    trellis_on_this_screen(app)
    typed(app, "e5", "end")
    tab_b = app.another_tab("#" + game_address(app))
    typed(app, "c3", "c6", "g3", "end")
    expect(tab_b.page.locator("#message")).to_contain_text("moved on in another tab")
    expect(tab_b.page.locator('#moves button[data-ply="6"]')).to_have_text("end")
    typed(tab_b, "j9", "end")
    # Read where it was written: another tab sees a write a moment later.
    assert stored_line(tab_b) == ["e5", "end", "c3", "c6", "g3", "end", "j9", "end"]
    expect(app.page.locator('#moves button[data-ply="8"]')).to_have_text("end")  # A caught up
    third = app.another_tab("#" + game_address(app))
    expect(third.page.locator("#moves button[data-ply]")).to_have_count(8)


def test_a_racing_tab_that_plays_keeps_the_stored_game_and_its_own_line_as_a_copy(app):
    trellis_on_this_screen(app)
    typed(app, "e5", "end")
    written_behind_its_back(app, "c3", "c6", "g3", "end")
    typed(app, "j9")
    message = app.page.locator("#message")
    expect(message).to_contain_text("moved on in another tab, and this tab's line parts")
    expect(message).to_contain_text("move 2 was c3 in your game and j9 in this tab")
    expect(message).to_contain_text("kept as a saved copy")
    assert stored_line(app) == ["e5", "end", "c3", "c6", "g3", "end"]
    expect(app.page.locator("#moves button[data-ply]")).to_have_count(6)  # the stored game
    app.open("#/")
    expect(app.page.locator("#games-list > li")).to_have_count(2)
    expect(app.page.locator("#games-list")).to_contain_text(
        "Moves from a tab that was out of date")


def test_two_writes_at_once_keep_the_line_the_browser_dropped_as_a_copy(app):
    """Tabs run in processes of their own, and a write reaches the others a moment later: two
    tabs may both write the same write count, and the browser keeps one. The other tab hears of
    it, keeps its own line as a copy, and shows the game as stored."""
    trellis_on_this_screen(app)
    typed(app, "e5", "end")
    tab_b = app.another_tab("#" + game_address(app))
    typed(app, "c3")
    expect(tab_b.page.locator('#moves button[data-ply="3"]')).to_have_text("c3")
    key = "grove." + app.page.url.split("/game/")[1]
    entry = json.loads(tab_b.page.evaluate(f"localStorage.getItem({key!r})"))
    entry["record"]["history"] = ["e5", "end", "j9", "end"]  # written at once with A's c3
    tab_b.page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                        [key, json.dumps(entry)])
    message = app.page.locator("#message")
    expect(message).to_contain_text("move 2 was j9 in your game and c3 in this tab")
    expect(message).to_contain_text("kept as a saved copy")
    expect(app.page.locator("#moves button[data-ply]")).to_have_count(4)


def test_undo_in_a_racing_tab_erases_nothing(app):
    trellis_on_this_screen(app)
    typed(app, "e5", "end")
    written_behind_its_back(app, "c3", "c6", "g3", "end")
    app.page.click("#undo")
    expect(app.page.locator("#message")).to_contain_text("was not kept")
    assert stored_line(app) == ["e5", "end", "c3", "c6", "g3", "end"]
    expect(app.page.locator("#moves button[data-ply]")).to_have_count(6)


def fragment(url: str) -> str:
    return "#" + url.split("#", 1)[1]


def test_a_link_opened_in_a_new_tab_reaches_the_game_open_in_another(app, friends):
    ann = app
    ann.start_by_link("trellis", names=("", ""), size=7, pie="off")
    typed(ann, "d4", "end")
    bo = friends()
    bo.open(fragment(ann.link_to_send()))
    bo.take_seat()
    expect(bo.page.locator("#link-role")).to_contain_text("you play White")
    typed(bo, "a1", "end")
    ann.open(fragment(bo.link_to_send()))
    typed(ann, "g7", "end")
    # Bo keeps the game open in one tab, and opens Ann's next link from a chat in a new tab.
    news = bo.another_tab(fragment(ann.link_to_send()))
    expect(news.page.locator("#message")).to_contain_text("New from the link")
    expect(bo.page.locator('#moves button[data-ply="6"]')).to_have_text("end")  # caught up
    expect(bo.page.locator("#message")).to_contain_text("moved on in another tab")
    news.open("#/")
    expect(news.page.locator("#games-list > li")).to_have_count(1)  # one id, one game
    typed(bo, "b2", "end")
    assert stored_line(bo)[-2:] == ["b2", "end"]


def test_one_join_link_opened_in_two_tabs_is_one_game(app, friends):
    ann = app
    ann.start_by_link("trellis", names=("", ""))
    typed(ann, "e5", "end")
    invitation = fragment(ann.link_to_send())
    bo = friends()
    bo.open(invitation)
    bo.take_seat()
    again = bo.another_tab(invitation)
    expect(again.page.locator("#link-role")).to_contain_text("you play White")
    again.open("#/")
    expect(again.page.locator("#games-list > li")).to_have_count(1)
    typed(bo, "j9", "end")
    expect(again.page.locator("#games-list")).to_contain_text("Waiting for")  # the list too


def test_a_backup_brings_every_game_back_in_a_fresh_browser(app, friends, tmp_path):
    page = trellis_on_this_screen(app)
    typed(app, "e5", "end")
    page.click("#game-menu summary")
    page.click("#open-save")
    page.fill("#save-name", "Kept")
    page.click('#save-form button[type="submit"]')
    app.open("#/orbit")
    app.page.click("#game-menu summary")
    app.page.click("#open-new")
    app.page.select_option('#new-game select[name="size"]', "9")
    app.page.click('#new-game button[type="submit"]')
    typed(app, "e5")
    app.open("#/")
    expect(page.locator("#games-list > li")).to_have_count(3)
    with page.expect_download() as download:
        page.click("#backup-make")
    path = tmp_path / "backup.json"
    download.value.save_as(path)
    assert len(json.loads(path.read_text())["entries"]) == 3

    fresh = friends()
    fresh.open("#/")
    expect(fresh.page.locator("#storage-kept")).to_contain_text("The browser")  # kept or not
    fresh.page.set_input_files("#backup-file", str(path))
    expect(fresh.page.locator("#backup-note")).to_contain_text("3 games added")
    expect(fresh.page.locator("#games-list > li")).to_have_count(3)
    fresh.page.set_input_files("#backup-file", str(path))
    expect(fresh.page.locator("#backup-note")).to_contain_text("3 games already here")
    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text()[:-40])
    fresh.page.set_input_files("#backup-file", str(broken))
    expect(fresh.page.locator("#backup-note")).to_contain_text("not a backup of Grove")
    expect(fresh.page.locator("#games-list > li")).to_have_count(3)
