"""Links: a record in a URL fragment, short, checked, and open for good (grove.links)."""

import json
from pathlib import Path

import pytest

from grove import links
from grove.games import GAMES, new_game
from grove.links import from_link, to_link
from grove.record import Loaded, RecordError

FIXTURES = Path(__file__).parents[1] / "fixtures"


def sample():
    state = new_game("trellis", size=9, pie="meyers")
    for action in ("e5", "e8", "a1", "end", "i9", "end", "white", "c3", "end"):
        state = state.play(action)
    return state


def test_a_link_round_trips_and_stays_short():
    state = sample()
    payload = to_link(state, names=("Ann", "Bo"), ply=3)
    assert payload.startswith("c") and len(payload) < 75
    assert all(ch.isalnum() or ch in "-_" for ch in payload)
    assert from_link(payload) == Loaded(state, ("Ann", "Bo"), 3)


@pytest.mark.parametrize("payload, reason", [
    ("", "holds no game"),
    ("zAAAA", "unknown version"),
    ("a!!!!", "damaged"),
    ("a" + "A" * 50_000, "too long"),
])
def test_a_bad_link_says_what_is_wrong(payload, reason):
    with pytest.raises(RecordError, match=reason):
        from_link(payload)


def test_links_made_before_the_ranked_format_still_open():
    """Links of format "a" (zlib'd JSON), made by the release before issue 25, kept verbatim."""
    fixtures = json.loads((FIXTURES / "links-format-a.json").read_text())["links"]
    assert {f["game"] for f in fixtures} == set(GAMES)
    for fixture in fixtures:
        loaded = from_link(fixture["link"])
        assert loaded.state.game_id == fixture["game"]
        assert list(loaded.state.history) == fixture["history"]
        assert list(loaded.names) == fixture["names"]


@pytest.mark.parametrize("version", ["b", "c", "d"])
def test_links_of_the_ranked_formats_open_for_good(version):
    """Links of format "b" as issue 25 wrote them, of "c" as issue 57 did and of "d" (with a
    plan) as issue 75 did, non-default options, names, ids and senders: opened, and written
    again byte for byte. Their weights, dictionary and left-out defaults must never change
    under the same letter."""
    fixtures = json.loads((FIXTURES / f"links-format-{version}.json").read_text())["links"]
    assert {f["game"] for f in fixtures} == set(GAMES)
    for fixture in fixtures:
        assert fixture["link"].startswith(version)
        loaded = from_link(fixture["link"])
        assert (loaded.state.game_id, dict(loaded.state.options)) == (fixture["game"],
                                                                       fixture["options"])
        assert list(loaded.state.history) == fixture["history"]
        assert (list(loaded.names), loaded.match, loaded.sender) == (
            fixture["names"], fixture["match"], fixture["sender"])
        plan = tuple(tuple(line) for line in fixture.get("plan", ()))
        assert loaded.plan == plan
        assert to_link(loaded.state, loaded.names, match=loaded.match, sender=loaded.sender,
                       version=version, plan=plan) == fixture["link"]


def test_actions_near_the_last_ones_cost_less_than_scattered_ones():
    near = new_game("orbit", size=15, pie="off")
    far = near
    for action in ("h8", "h9", "g8", "g9", "i8", "i9"):
        near = near.play(action)
    for action in ("a1", "o15", "a15", "o1", "h1", "a8"):
        far = far.play(action)
    assert len(to_link(near)) < len(to_link(far))
    assert from_link(to_link(near)).state == near and from_link(to_link(far)).state == far


def test_a_link_whose_action_is_not_listed_as_legal_falls_back_to_the_zlib_format(monkeypatch):
    state = sample()
    monkeypatch.setattr(links, "ranked", lambda position: [])
    payload = to_link(state)
    monkeypatch.undo()
    assert payload.startswith("a") and from_link(payload).state == state


def test_a_cut_or_altered_link_is_refused():
    payload = to_link(sample())
    with pytest.raises(RecordError, match="cut short|damaged"):
        from_link(payload[: len(payload) // 2])
    flipped = payload[:10] + ("B" if payload[10] != "B" else "C") + payload[11:]
    with pytest.raises(RecordError):
        from_link(flipped)


def reversed_order(state):
    """A change of the rules as a link sees it: the same moves, generated in another order."""
    return sorted(set(state.legal()), reverse=True)


def test_a_link_read_under_rules_whose_move_order_changed_is_refused(monkeypatch):
    state = sample()
    payload = to_link(state, names=("Ann", "Bo"), match="k3x9a2", sender=0)
    assert from_link(payload).state == state
    monkeypatch.setattr(links, "ranked", reversed_order)
    with pytest.raises(RecordError, match="made with an older version of the rules of Trellis"):
        from_link(payload)


def test_a_link_of_the_ranked_format_cannot_tell_a_rules_change(monkeypatch):
    """Why format "c" exists: a "b" link read under a changed move order is another game."""
    state = sample()
    payload = to_link(state, version="b")
    monkeypatch.setattr(links, "ranked", reversed_order)
    assert from_link(payload).state != state


def test_a_checked_link_that_runs_past_the_end_names_the_action(monkeypatch):
    state = new_game("trellis", size=7, pie="off")
    for action in ("d4", "end", "a1", "end"):
        state = state.play(action)
    payload = to_link(state)
    # Under these "rules", the game has no legal action after its second.
    monkeypatch.setattr(links, "ranked",
                        lambda position: [] if len(position.history) >= 2
                        else reversed_order(position))
    with pytest.raises(RecordError, match="its action 3 no longer makes sense"):
        from_link(payload)


def test_a_checked_link_with_a_wrong_check_is_refused_not_misread():
    state = sample()
    payload = to_link(state)
    body = links.base64.urlsafe_b64decode(payload[1:] + "=" * (-len(payload[1:]) % 4))
    check_at = len(body) - 3 - links.CHECK
    forged = bytearray(body)
    forged[check_at] ^= 1
    body = bytes(forged[:-3])
    body += links.zlib.crc32(body).to_bytes(4, "little")[:3]  # past the check against damage
    with pytest.raises(RecordError, match="older version of the rules"):
        from_link("c" + links.base64.urlsafe_b64encode(body).decode().rstrip("="))
