"""What the list of your games says of each game (grove.app.listing)."""

import json
import random
import sys
from pathlib import Path

import pytest

from grove import i18n
from grove.app.index import INDEX
from grove.app.listing import DAY, HOUR, SUMMARY, changed_words, summary
from grove.app.movelist import rounds
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store
from grove.games import new_game
from grove.i18n import _n, freeze, say, thaw

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import messages  # noqa: E402

NOW = 1_800_000_000.0


@pytest.mark.parametrize(("ago", "words"), [
    (0, "just now"),
    (59, "just now"),
    (-3600, "just now"),  # the clock was put back since
    (60, "1 minute ago"),
    (119, "1 minute ago"),
    (45 * 60, "45 minutes ago"),
    (HOUR, "1 hour ago"),
    (2 * HOUR + 59 * 60, "2 hours ago"),
    (DAY, "1 day ago"),
    (29 * DAY, "29 days ago"),
    (30 * DAY, "1 month ago"),
    (364 * DAY, "12 months ago"),
    (365 * DAY, "1 year ago"),
    (3 * 365 * DAY, "3 years ago"),
])
def test_when_a_game_changed_is_said_in_the_largest_unit_that_fits(ago, words):
    assert say(changed_words(NOW - ago, NOW)) == words


def test_the_words_follow_the_language_and_its_plurals():
    entries = messages.read_po(ROOT / "locale" / "de.po")
    i18n.install("de", messages.compile_catalogue("de", entries))
    try:
        assert say(changed_words(NOW - 2 * HOUR, NOW)) == "vor 2 Stunden"
        assert say(changed_words(NOW - DAY, NOW)) == "vor 1 Tag"
    finally:
        i18n.install("en")


# -- the row's result: a few words, whatever the game --------------------------------------------

def finished(game_id: str, seed: int = 3, **options):
    """A finished game, played at random (seeded): stones until late, then passes now and then,
    so that games ending on two passes (Arbos, Orbit) end too."""
    rng = random.Random(seed)
    state = new_game(game_id, **options)
    while not state.over:
        legal = state.legal()
        late = len(state.history) > 150
        moves = [a for a in legal if a != "pass"]
        state = state.play("pass" if late and "pass" in legal and rng.random() < 0.5
                           else rng.choice(moves or legal))
    return Session(new_game(game_id, **options), line=state.history)


def short_result(state) -> str:
    """What the list should say of a finished game: the winner, and the figure that decided."""
    winners = state.winners()
    winner = say(state.seat_name(winners[0]))
    if state.game_id == "btt":
        if len(winners) > 1:
            seats = ", ".join(say(state.seat_name(s)) for s in winners)
            return f"Shared win: {seats}, {state.coins[winners[0]]} coins each"
        return f"{winner} wins, {state.coins[winners[0]]} coins"
    if state.game_id in ("arbos", "orbit"):
        high, low = sorted(state.scores(), reverse=True) if state.game_id == "arbos" else sorted(
            (state.territory(c).bit_count() for c in "BW"), reverse=True)
        if high == low:
            return (f"Black wins the tie, {high} to {low}" if state.game_id == "arbos"
                    else f"Draw, {high} to {low}")
        return f"{winner} wins, {high} to {low}"
    return say(state.result())  # already short: Rumbo's "Vertical wins, 61 to 60", Trellis'


@pytest.mark.parametrize(("game_id", "options"), [
    ("btt", {"players": 4}), ("btt", {}), ("btt", {"players": 6}), ("arbos", {}),
    ("orbit", {}), ("orbit", {"size": 9}), ("rumbo", {}), ("trellis", {}), ("arborel", {}),
    ("arborel", {"players": 4}),
])
def test_a_finished_game_lists_its_winner_and_the_deciding_figure_only(game_id, options):
    game = finished(game_id, **options)
    state = game.state
    listed = say(thaw(summary(game, None)["result"]))
    assert listed == short_result(state)
    assert len(listed) <= 50 and "stash" not in listed  # never the whole standing
    if game_id == "btt":  # four players' standing made the row 1,540 px tall
        assert len(say(state.result())) > 100


def test_a_finished_four_player_btt_game_is_short_in_german_too():
    game = finished("btt", players=4)
    entries = messages.read_po(ROOT / "locale" / "de.po")
    i18n.install("de", messages.compile_catalogue("de", entries))
    try:
        said = say(thaw(summary(game, None)["result"]))
    finally:
        i18n.install("en")
    winner = game.state.winners()[0]
    assert said == f"Spieler {winner + 1} gewinnt, {game.state.coins[winner]} Münzen"


# -- the count: as the move list numbers its rows ------------------------------------------------

def test_the_count_is_the_move_lists_last_number_not_the_seats_turns():
    game = Session(new_game("orbit", size=19))
    rng = random.Random(5)
    while len(game.turns()) < 158:
        game.play(rng.choice([a for a in game.state.legal() if a not in ("pass", "swap")]))
    listed = summary(game, None)
    rows = rounds(game.turns(), 2)
    assert listed["rounds"] == rows[-1].number == len(rows) == 79  # 158 turns, two a row
    assert _n("{n} move", "{n} moves", listed["rounds"]) == "79 moves"


def test_with_more_seats_each_turn_is_a_row_of_the_move_list():
    game = Session(new_game("btt", players=3))
    while len(game.turns()) < 7:
        game.play(game.state.legal()[0])
    assert summary(game, None)["rounds"] == len(rounds(game.turns(), 3)) == 7


def test_a_seat_playing_twice_running_counts_as_the_move_list_shows_it():
    game = Session(new_game("orbit", size=9, pie="meyers"))  # Black, White, Black to open
    for action in ("e5", "c3", "g7", "white", "c7", "g3"):
        game.play(action)
    numbers = [row.number for row in rounds(game.turns(), 2)]
    assert summary(game, None)["rounds"] == numbers[-1] == len(numbers)


# -- summaries of earlier versions ----------------------------------------------------------------

def older(game: Session) -> dict:
    """The summary version 2 kept of `game`: its result the whole sentence, seats' turns."""
    given = summary(game, None)
    del given["rounds"]
    return given | {"v": 2, "turns": len(game.turns()),
                    "result": freeze(game.state.result()) if game.state.over else ""}


def test_a_finished_game_of_an_earlier_version_lists_short_and_is_written_back_once():
    game = finished("btt", players=4)
    st = Store(MemoryBackend(), clock=lambda: 1_700_000_000.0)
    key = st.new_key()
    st.write(key, game)
    entry = json.loads(st.backend.get(key)) | {"summary": older(game)}
    st.backend.set(key, json.dumps(entry))
    st.backend.remove(INDEX)  # an earlier release wrote it, and no index
    assert "stash" in say(thaw(entry["summary"]["result"]))
    listed = st.games()[0]
    assert listed.result == short_result(game.state)
    assert listed.rounds == len(rounds(game.turns(), 4))
    now = json.loads(st.backend.get(key))
    assert now["summary"]["v"] == SUMMARY and now["summary"]["result"] == summary(game, None)[
        "result"]
    assert {k: v for k, v in now.items() if k != "summary"} == {
        k: v for k, v in entry.items() if k != "summary"}  # its time, its write count: as they were


def test_a_game_of_an_earlier_version_still_in_play_lists_as_stored_until_its_next_write():
    game = Session(new_game("trellis", size=7))
    for action in ("d4", "end", "a1", "end"):
        game.play(action)
    st = Store(MemoryBackend(), clock=lambda: 1_700_000_000.0)
    key = st.new_key()
    st.write(key, game)
    raw = json.dumps(json.loads(st.backend.get(key)) | {"summary": older(game)})
    st.backend.set(key, raw)
    st.backend.remove(INDEX)
    listed = st.games()[0]
    assert listed.turn == "Black" and listed.rounds is None  # its count of seats' turns: not said
    assert st.backend.get(key) == raw  # a tab may be playing it: nothing written
