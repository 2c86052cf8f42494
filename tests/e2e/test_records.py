"""Undo, replay, autosave, saved games, links, export and import, in the browser."""

import json

from playwright.sync_api import expect

from grove import links, record
from grove.games import new_game


def small_trellis(page):
    page.click("#game-menu summary")
    page.click("#open-new")
    page.select_option('#new-game select[name="size"]', "7")
    page.select_option('#new-game select[name="pie"]', "off")
    page.fill('#new-game input[name="name-0"]', "Ann")
    page.fill('#new-game input[name="name-1"]', "Bo")
    page.click('#new-game button[type="submit"]')
    expect(page.locator("#board [data-cell]")).to_have_count(49)


def moves(page):
    return [" ".join(text.split()) for text in page.locator("#moves .turn").all_text_contents()]


def test_the_game_comes_back_after_a_reload(app):
    page = app.open("#/trellis")
    small_trellis(page)
    app.click("d4", "d7", "a1")
    page.reload()
    app.wait_ready()
    expect(page.locator("#board .stone-B")).to_have_count(2)
    expect(page.locator("#board .stone-W")).to_have_count(1)
    assert moves(page) == ["Ann (Black): d4 d7", "Bo (White): a1"]
    expect(page.locator("#actions button")).to_have_text(["End turn"])


def test_undo_redo_replay_and_a_new_line(app):
    page = app.open("#/trellis")
    small_trellis(page)
    app.click("d4", "d7", "a1")
    page.click("#undo")
    expect(page.locator("#board .stone-W")).to_have_count(0)
    page.keyboard.press("Control+z")
    expect(page.locator("#board .stone-B")).to_have_count(1)
    page.keyboard.press("Control+y")
    expect(page.locator("#board .stone-B")).to_have_count(2)
    expect(page.locator("#note")).to_contain_text("drops the 1 later action")
    # Replay: click the first move in the list; the board is read-only there, and stays put.
    where = page.locator("#board svg").bounding_box()
    page.click('#moves button[data-ply="1"]')
    expect(page.locator("#replay-note")).to_be_visible()
    assert page.locator("#board svg").bounding_box() == where
    expect(page.locator("#board .stone-B")).to_have_count(1)
    app.click("g1")
    expect(page.locator("#message")).to_contain_text("viewing an earlier position")
    page.click("#to-end")
    expect(page.locator("#replay-note")).to_be_hidden()
    # A move after undo starts a new line: the redo is dropped, and the player is told.
    app.click("g1")
    expect(page.locator("#message")).to_contain_text("the 1 later action")
    assert moves(page) == ["Ann (Black): d4 d7", "Bo (White): g1"]
    page.click('#moves button[data-ply="1"]')
    page.click("#play-here")
    assert moves(page) == ["Ann (Black): d4 d7", "Bo (White): g1"]
    expect(page.locator("#board .stone-B")).to_have_count(1)
    expect(page.locator("#redo")).to_be_enabled()


def test_a_copy_stays_as_it_was_and_playing_on_from_it_starts_a_new_game(app):
    page = app.open("#/trellis")
    small_trellis(page)
    app.click("d4", "d7")
    page.click("#game-menu summary")
    page.click("#open-save")
    page.fill("#save-name", "Tuesday")
    page.click('#save-form button[type="submit"]')
    expect(page.locator("#message")).to_contain_text("A copy was saved")
    app.click("a1")
    page.click("#game-menu summary")
    page.click("#all-games")
    rows = page.locator("#games-list > li")
    expect(rows).to_have_count(2)
    copy = page.locator("#games-list > li", has_text="Tuesday")
    expect(copy).to_contain_text("Trellis: Tuesday (saved copy)")
    expect(copy).to_contain_text("Ann (Black) v Bo (White)")
    copy.locator('button[data-action="open"]').click()
    expect(page.locator("#board .stone-W")).to_have_count(0)  # the copy's position, before a1
    expect(page.locator("#message")).to_contain_text("Playing on starts a new game")
    app.click("g1")
    expect(page.locator("#message")).to_contain_text("This is now one of your games")
    app.press("end")
    page.click("#game-menu summary")
    page.click("#all-games")
    expect(rows).to_have_count(3)  # the game, the copy as it was, and the game from the copy
    copy = page.locator("#games-list > li", has_text="saved copy")
    expect(copy.locator(".row-turns")).to_have_text("1 move")  # Black's d4 d7: move 1
    played_on = page.locator("#games-list > li", has_text="Tuesday").filter(has_not_text="copy")
    # White's g1 end is move 1 too, as the move list numbers it; Black is to play: the copy
    # did not take g1 (its position is White's to play)
    expect(played_on.locator(".row-turns")).to_have_text("1 move")
    expect(played_on.locator(".row-turn")).to_have_text("Ann (Black)")


def test_a_link_reopens_the_game_in_a_fresh_browser(app, friends):
    page = app.open("#/trellis")
    small_trellis(page)
    app.click("d4", "d7", "a1")
    page.click("#game-menu summary")
    page.click("#share")
    expect(page.locator("#share-status")).not_to_be_empty()
    url = page.locator("#share-url").input_value()
    assert "#/trellis/g/c" in url and len(url) < 125
    friend = friends().open("#" + url.split("#", 1)[1])
    expect(friend.locator("#board .stone-B")).to_have_count(2)
    expect(friend.locator("#board .stone-W")).to_have_count(1)
    assert moves(friend) == ["Ann (Black): d4 d7", "Bo (White): a1"]
    friend.goto(url + "/ply/1")
    expect(friend.locator("#board .stone-B")).to_have_count(1)


def test_a_link_does_not_touch_the_openers_games_and_becomes_one_once_played_on(app):
    page = app.open("#/trellis")
    small_trellis(page)
    app.click("g7")
    theirs = new_game("trellis", size=9, pie="off").play("e5").play("end")
    page.goto(app.url(f"#/trellis/g/{links.to_link(theirs, ('Zed', 'Yu'))}"))
    expect(page.locator("#message")).to_contain_text("Opened from a link")
    expect(page.locator("#board [data-cell]")).to_have_count(81)
    page.reload()
    app.wait_ready()
    page.goto(app.url("#/trellis"))
    expect(page.locator("#board [data-cell]")).to_have_count(49)  # the opener's own game
    expect(page.locator("#board .stone-B")).to_have_count(1)
    page.goto(app.url(f"#/trellis/g/{links.to_link(theirs)}"))
    expect(page.locator("#board [data-cell]")).to_have_count(81)
    app.click("a1")  # playing on: the link's game becomes one of theirs, beside the other
    expect(page.locator("#message")).to_contain_text("This is now one of your games")
    page.click("#game-menu summary")
    page.click("#all-games")
    expect(page.locator("#games-list > li")).to_have_count(2)


def bad_links():
    good = new_game("trellis", size=7).play("d4").play("end")
    payload = links.to_link(good)
    data = record.to_dict(good)

    def packed(**change):
        import base64
        import zlib
        text = json.dumps({**data, **change})
        raw = base64.urlsafe_b64encode(zlib.compress(text.encode())).decode().rstrip("=")
        return "a" + raw

    return [
        (payload[: len(payload) // 2], "cut short|damaged"),
        (payload[:8] + ("Q" if payload[8] != "Q" else "R") + payload[9:], "damaged|cannot"),
        ("z" + payload[1:], "unknown version"),
        (packed(game="chess"), "no known game"),
        (packed(history=["d4", "d4"]), r"action 2 \('d4'\) cannot be played"),
        (packed(options={"size": 7, "colour": "red"}), "options are wrong"),
        (packed(format=5), "newer Grove"),
    ]


def test_bad_links_say_what_is_wrong_and_keep_the_game(app):
    page = app.open("#/trellis")
    small_trellis(page)
    app.click("c3")
    for payload, reason in bad_links():
        page.goto(app.url(f"#/trellis/g/{payload}"))
        expect(page.locator("#message")).to_have_text(
            __import__("re").compile(f"This link cannot be opened: .*({reason})"))
        expect(page.locator("#board .stone-B")).to_have_count(1)
        expect(page.locator("#board [data-cell]")).to_have_count(49)


def test_export_then_import_the_file_and_bad_files(app, tmp_path):
    page = app.open("#/trellis")
    small_trellis(page)
    app.click("d4", "d7")
    with page.expect_download() as download:
        page.click("#game-menu summary")
        page.click("#export")
    path = tmp_path / "game.json"
    download.value.save_as(path)
    data = json.loads(path.read_text())
    assert data["history"] == ["d4", "d7"] and data["names"] == ["Ann", "Bo"]
    page.click("#undo")
    page.click("#undo")
    page.click("#game-menu summary")
    page.click("#open-import")
    page.set_input_files("#import-file", str(path))
    expect(page.locator("#message")).to_contain_text("Game imported.")
    expect(page.locator("#board .stone-B")).to_have_count(2)

    broken = tmp_path / "broken.json"
    broken.write_text('{"format": 1, "game": "trellis", "options": {}, "history": ["zz"]}')
    page.click("#game-menu summary")
    page.click("#open-import")
    page.set_input_files("#import-file", str(broken))
    expect(page.locator("#import-message")).to_contain_text("action 1 ('zz') cannot be played")
    page.fill("#import-text", "{nonsense")
    page.click("#import-go")
    expect(page.locator("#import-message")).to_contain_text("not readable JSON")
    page.fill("#import-text", app.url("#/trellis/g/" + links.to_link(
        new_game("trellis", size=9).play("e5"))))
    page.click("#import-go")
    expect(page.locator("#board [data-cell]")).to_have_count(81)


def test_storage_unavailable_play_goes_on_and_says_so(app):
    app.page.add_init_script(
        "Object.defineProperty(window, 'localStorage', {get() { throw new Error('denied'); }});")
    page = app.open("#/trellis")
    expect(page.locator("#storage-note")).to_contain_text("Saving is off")
    app.click("h8", "h11")
    expect(page.locator("#board .stone-B")).to_have_count(2)


def test_a_corrupted_autosave_is_kept_aside_and_reported(app):
    page = app.open("#/")
    page.evaluate("localStorage.setItem('grove.autosave.trellis', '{broken')")
    page.goto(app.url("#/trellis"))
    expect(page.locator("#message")).to_contain_text("could not be read; it was kept aside")
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('grove.aside.'))")
    assert len(kept) == 1
    assert page.evaluate(f"localStorage.getItem('{kept[0]}')") == "{broken"


def test_the_rules_panel_shows_the_rules_and_diagrams(app):
    page = app.open("#/orbit")
    page.click("#open-rules")
    body = page.locator("#rules-body")
    expect(body.locator("h2").first).to_have_text("Orbit")
    expect(body.locator("figure svg")).to_have_count(1)
    expect(body.locator("figcaption")).to_contain_text("Cameron Browne's example")


def test_game_over_summary_and_rematch(app):
    page = app.open("#/trellis")
    small_trellis(page)
    page.click('#actions button[data-action="pass"]')
    page.click('#actions button[data-action="pass"]')
    expect(page.locator("#summary")).to_be_visible()
    expect(page.locator("#summary-detail")).to_contain_text("without a winner")
    page.click("#rematch")
    expect(page.locator("#summary")).to_be_hidden()
    expect(page.locator("#board [data-cell]")).to_have_count(49)
    assert moves(page) == []
