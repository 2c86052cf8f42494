"""Games with a friend by link, in the browser (issue 25): each player in a browser context of
their own (separate storage), exchanging links only; links that are ahead, behind, equal or
differ; and the list of all your games."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from playwright.sync_api import expect

from grove import links
from grove.games import new_game

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def typed(app, action: str) -> None:
    app.page.fill("#typed-move", action)
    app.page.press("#typed-move", "Enter")
    expect(app.page.locator("#typed-move")).to_have_value("")


def receive(app, url: str) -> None:
    app.page.goto(url)
    app.wait_ready()


def moves(app) -> list[str]:
    return app.page.locator("#moves .turn").all_inner_texts()


def random_game(game_id: str, seed: int, **options):
    rng = random.Random(seed)
    state = new_game(game_id, **options)
    while not state.over:
        state = state.play(rng.choice(state.legal()))
    return state


def stored_games(app) -> dict:
    return json.loads(app.page.evaluate(
        "JSON.stringify(Object.fromEntries(Object.keys(localStorage)"
        ".filter(k => k.startsWith('grove.')).map(k => [k, localStorage.getItem(k)])))"))


def test_two_friends_play_a_whole_game_of_trellis_by_links_only(app, friends):
    ann, bo = app, friends()
    ann.start_by_link("trellis", size=7, pie="off")
    expect(ann.page.locator("#link-role")).to_contain_text("you play Ann (Black), with Bo (White)")
    whole = random_game("trellis", 25, size=7, pie="off")
    players = {0: ann, 1: bo}
    state = new_game("trellis", size=7, pie="off")
    first = True
    for action in whole.history:
        mover = players[state.to_move]
        typed(mover, action)
        state = state.play(action)
        if state.over or state.to_move != mover_seat(players, mover):
            url = mover.link_to_send()
            other = players[1 - mover_seat(players, mover)]
            receive(other, url)
            if first:  # Bo is asked to play White, and takes the seat
                expect(bo.page.locator("#seat-about")).to_contain_text("asks you to play Bo "
                                                                       "(White)")
                bo.take_seat()
                expect(bo.page.locator("#link-role")).to_contain_text("you play Bo (White)")
                first = False
            else:
                expect(other.page.locator("#message")).to_contain_text("New from the link")
    for player in (ann, bo):
        expect(player.page.locator("#summary")).to_be_visible()
        expect(player.page.locator("#banner")).to_have_text(f"Game over: {whole.result()}")
    assert moves(ann) == moves(bo)
    records = [next(json.loads(v)["record"] for k, v in stored_games(p).items()
                    if k.startswith("grove.game.")) for p in (ann, bo)]
    assert records[0]["history"] == records[1]["history"] == list(whole.history)


def mover_seat(players: dict, mover) -> int:
    return next(seat for seat, player in players.items() if player is mover)


def test_three_players_open_a_game_of_btt_each_on_their_own_screen(app, friends):
    ann, bo, cy = app, friends(), friends()
    ann.start_by_link("btt", names=("Ann", "Bo", "Cy"), players=3)
    url = None
    state = new_game("btt", players=3)
    rng = random.Random(3)
    players = [ann, bo, cy]
    joined = {0}
    for _turn in range(9):  # the opening (nulls and roots) and a first round of pyramids
        seat = state.to_move
        mover = players[seat]
        if seat not in joined:
            receive(mover, url)
            expect(mover.page.locator("#seat-dialog")).to_be_visible()
            name = ["Ann", "Bo", "Cy"][seat]
            mover.page.click(f'#seat-choices button:has-text("{name}")')
            expect(mover.page.locator("#link-role")).to_contain_text(f"you play {name}")
            joined.add(seat)
        elif url is not None:
            receive(mover, url)
        while state.to_move == seat and not state.over:
            action = rng.choice(state.legal())
            typed(mover, action)
            state = state.play(action)
        url = mover.link_to_send()
    for player in players:  # everyone gets the last link
        receive(player, url)
    assert moves(ann) == moves(bo) == moves(cy)
    assert len(moves(ann)) == 9


def test_your_seat_only_and_undo_only_before_the_turn_is_final(app, friends):
    ann = app
    ann.start_by_link("trellis", size=7, pie="off")
    page = ann.page
    ann.click("d4")
    ann.click("d7")
    expect(page.locator("#link-confirm")).to_be_visible()
    expect(page.locator("#link-send")).to_be_hidden()
    page.click("#undo")  # not final yet: taken back
    expect(page.locator("#board .stone-B")).to_have_count(1)
    ann.click("d7")
    page.click("#link-confirm")
    expect(page.locator("#undo")).to_be_disabled()
    page.keyboard.press("Control+z")
    expect(page.locator("#message")).to_contain_text("Undo takes back only your own moves")
    expect(page.locator("#board .stone-B")).to_have_count(2)
    ann.click("a1")  # White's point: not Ann's seat
    expect(page.locator("#message")).to_contain_text("It is Bo (White)'s turn")
    expect(page.locator("#board .stone-W")).to_have_count(0)
    expect(page.locator("#link-state")).to_contain_text("Waiting for Bo (White)")


def test_without_confirmation_the_move_is_final_once_the_link_is_copied(app):
    ann = app
    ann.start_by_link("trellis", confirm=False, size=7, pie="off")
    page = ann.page
    ann.click("d4", "d7")
    expect(page.locator("#link-send")).to_be_visible()
    expect(page.locator("#link-state")).to_contain_text("Send your move")
    expect(page.locator("#undo")).to_be_enabled()
    page.click("#link-copy")
    expect(page.locator("#link-status")).not_to_be_empty()
    expect(page.locator("#undo")).to_be_disabled()
    page.reload()
    ann.wait_ready()
    expect(page.locator("#undo")).to_be_disabled()  # final is kept with the game
    expect(page.locator("#link-state")).to_contain_text("Waiting for Bo")
    page.click("#link-copy")
    expect(page.locator("#link-status")).not_to_be_empty()
    # A move typed here, and what was said of this link, do not follow into another game.
    page.fill("#typed-move", "zz")
    ann.start_by_link("orbit", confirm=False)
    expect(page.locator("#link-status")).to_be_empty()
    expect(page.locator("#typed-move")).to_have_value("")
    ann.click("d4")
    expect(page.locator("#link-send")).to_be_visible()
    page.click("#link-copy")
    expect(page.locator("#link-status")).not_to_be_empty()
    receive(ann, link_of(ann, ("d4", "e5"), game="orbit"))  # Bo answers: a new link to send
    ann.click("f6")
    expect(page.locator("#link-send")).to_be_visible()
    expect(page.locator("#link-status")).to_be_empty()  # never copied: nothing says it was


def game_by_link(app, game: str = "") -> tuple[str, dict]:
    """The one game by link (of `game`, if named) in the app's storage: its key and entry."""
    ((key, raw),) = [(k, v) for k, v in stored_games(app).items() if k.startswith("grove.game.")
                     and (not game or json.loads(v)["record"]["game"] == game)]
    return key, json.loads(raw)


def link_of(app, history, sender: int = 1, game: str = "") -> str:
    _key, entry = game_by_link(app, game)
    data = entry["record"]
    state = new_game(data["game"], **data["options"])
    for action in history:
        state = state.play(action)
    payload = links.to_link(state, data.get("names", ()), match=entry["link"]["match"],
                             sender=sender)
    return app.url(f"#/{data['game']}/g/{payload}")


def test_links_ahead_behind_equal_and_differing_merge_as_they_should(app):
    ann = app
    ann.start_by_link("trellis", size=7, pie="off")
    page = ann.page
    ann.click("d4", "d7")
    page.click("#link-confirm")
    mine = list(game_by_link(ann)[1]["record"]["history"])
    assert mine == ["d4", "d7"]

    # Ahead: Bo's turn arrives, and is played and announced.
    page.goto(link_of(ann, mine + ["a1", "end"]))
    expect(page.locator("#message")).to_have_text("New from the link: Bo (White): a1, End turn.")
    expect(page.locator("#board .stone-W")).to_have_count(1)
    expect(page.locator("#link-state")).to_have_text("Your turn.")
    before = stored_games(ann)
    assert game_by_link(ann)[1]["record"]["history"] == mine + ["a1", "end"]
    assert game_by_link(ann)[1]["link"]["final"] == 4

    # Equal: nothing new, no duplicate.
    page.goto(link_of(ann, mine + ["a1", "end"]))
    expect(page.locator("#message")).to_contain_text("holds nothing new")
    assert stored_games(ann) == before

    # Behind: it says so and changes nothing.
    page.goto(link_of(ann, mine))
    expect(page.locator("#message")).to_have_text(
        "This link is behind your game: it stops after 2 actions, and your game has 4. "
        "Nothing changed.")
    assert stored_games(ann) == before

    # Differing: refused with where the games part; the link's game is kept once, as a copy.
    differing = link_of(ann, mine + ["g1", "end"])
    page.goto(differing)
    expect(page.locator("#message")).to_contain_text(
        "This link differs from your game: move 2 was a1 in your game and g1 in this link. "
        "Your game is unchanged. The link's game was kept as a saved copy")
    after = stored_games(ann)
    copies = [k for k in after if k.startswith("grove.save.")]
    kept = copies + ["grove.board." + k.removeprefix("grove.") for k in copies]  # with its board
    kept.append("grove.index")  # and its row in the list's index
    assert len(copies) == 1 and {k: v for k, v in after.items() if k not in kept} == {
        k: v for k, v in before.items() if k not in kept}
    assert copies[0] in json.loads(after["grove.index"])["games"]
    page.goto(app.url("#/"))
    page.goto(differing)
    expect(page.locator("#message")).to_contain_text("already among your saved copies")
    assert stored_games(ann) == after

    # Another game's link: a game of its own; yours stays as it is.
    other = new_game("trellis", size=7, pie="off").play("c3")
    page.goto(app.url("#/trellis/g/" + links.to_link(other, ("Zed", "Yu"), match="zz99",
                                                    sender=0)))
    ann.take_seat()
    expect(page.locator("#link-role")).to_contain_text("you play Yu (White)")
    now = stored_games(ann)
    games = {k: v for k, v in after.items() if k != "grove.index"}  # the index gains its row
    assert {k: v for k, v in now.items() if k in games} == games and len(now) == len(after) + 1


def test_old_and_damaged_links_are_handled_and_the_storage_stays(app):
    ann = app
    ann.start_by_link("trellis", size=7, pie="off")
    ann.click("d4", "d7")
    ann.page.click("#link-confirm")
    before = stored_games(ann)
    fixture = json.loads((FIXTURES / "links-format-a.json").read_text())["links"][0]
    ann.page.goto(app.url(f"#/{fixture['game']}/g/{fixture['link']}"))
    expect(ann.page.locator("#message")).to_contain_text("Opened from a link")
    assert len(ann.page.locator("#moves button").all()) == len(fixture["history"])
    good = link_of(ann, ["d4", "d7", "a1", "end"])
    damaged = good[:-6] + ("A" if good[-6] != "A" else "B") + good[-5:]
    ann.page.goto(damaged)
    expect(ann.page.locator("#message")).to_contain_text("This link cannot be opened: the link "
                                                         "is damaged")
    ann.page.goto(good.replace("/g/c", "/g/q"))
    expect(ann.page.locator("#message")).to_contain_text("unknown version")
    assert stored_games(ann) == before


def test_links_open_and_merge_offline(app, friends):
    ann = app
    ann.start_by_link("trellis", size=7, pie="off")
    ann.click("d4", "d7")
    ann.page.click("#link-confirm")
    url = link_of(ann, ["d4", "d7", "a1", "end"])
    ann.context.set_offline(True)
    try:
        ann.page.evaluate(f"location.hash = {json.dumps(url.split('#', 1)[1])}")
        expect(ann.page.locator("#message")).to_contain_text("New from the link")
    finally:
        ann.context.set_offline(False)


def test_the_list_of_your_games(app, friends):
    page = app.open("#/trellis")
    for number in range(3):
        app.new_game(size=7, pie="off")
        app.click(["a1", "b2", "c3"][number])
    app.start_by_link("trellis", size=7, pie="off", seat="1")  # Bo's turn first: not mine
    page.goto(app.url("#/"))
    rows = page.locator("#games-list > li")
    expect(rows).to_have_count(4)
    turns = [row.locator(".row-turn").inner_text() for row in rows.all()]
    assert turns == ["Black"] * 3 + ["Waiting for Ann (Black)"]
    page.check("#games-mine")
    expect(rows).to_have_count(3)
    page.uncheck("#games-mine")
    page.once("dialog", lambda dialog: dialog.accept("Friday"))
    rows.first.locator("summary").click()  # the row's menu
    rows.first.locator('button[data-action="rename"]').click()
    expect(rows.first.locator(".row-title")).to_have_text("Trellis: Friday")
    rows.first.locator("summary").click()
    rows.first.locator('button[data-action="delete"]').click()
    expect(rows).to_have_count(3)
    page.click('#games-note button[data-action="undo-delete"]')
    expect(rows).to_have_count(4)
    page.reload()
    app.wait_ready()
    expect(rows).to_have_count(4)
    expect(rows.first.locator(".row-title")).to_have_text("Trellis: Friday")
    rows.first.locator('button[data-action="open"]').click()
    expect(page.locator("#board .stone-B")).to_have_count(1)
    assert re.search(r"#/trellis/game/game\.\d+", page.url)


def test_a_plan_sent_in_the_link_answers_twice_then_a_turn_it_did_not_foresee_ends_it(app,
                                                                                      friends):
    ann, bo = app, friends()
    ann.start_by_link("trellis", size=9, pie="off")
    for action in ("e5", "end"):
        typed(ann, action)
    plain = ann.link_to_send()
    ann.page.click("#explore")  # Ann explores from her turn sent, and plans three replies
    for action in ("c3", "end", "g7", "end", "e2", "end", "e8", "end", "f2", "end", "f8", "end"):
        typed(ann, action)
    ann.page.click("#explore-plan")
    expect(ann.page.locator("#message")).to_contain_text("Your plan, sent with your link")
    ann.page.click("#explore-back")
    expect(ann.page.locator("#link-plan-words")).to_contain_text("Bo (White): c3")
    url = ann.link_to_send()
    assert url != plain and url.split("/g/")[1].startswith("d")

    receive(bo, url)
    bo.take_seat()
    expect(bo.page.locator("#message")).to_contain_text("planned replies")
    expect(bo.page.locator("#moves")).not_to_contain_text("g7")  # Bo never sees the plan
    for turn, reply in ((("c3", "end"), "g7"), (("e2", "end"), "e8")):
        for action in turn:
            typed(bo, action)
        bo.page.click("#link-confirm")  # Bo's turn final: Ann's planned reply at once
        expect(bo.page.locator("#message")).to_contain_text(
            f"Ann (Black)'s planned reply: {reply}")
        expect(bo.page.locator("#moves")).to_contain_text(reply)
        expect(bo.page.locator("#link-state")).to_have_text("Your turn.")
    for action in ("g2", "end"):  # not foreseen: the plan is over, nothing is played for Ann
        typed(bo, action)
    bo.page.click("#link-confirm")
    expect(bo.page.locator("#message")).not_to_contain_text("planned reply")
    receive(ann, bo.link_to_send())  # both replies come back in it, and are taken as Ann's
    expect(ann.page.locator("#message")).to_contain_text("New from the link")
    expect(ann.page.locator("#link-state")).to_have_text("Your turn.")
    expect(ann.page.locator("#link-plan")).to_be_hidden()
    assert moves(ann) == moves(bo)
    assert "g7" in " ".join(moves(ann)) and "e8" in " ".join(moves(ann))
