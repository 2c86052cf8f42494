"""The Rumbo view: claimed groups by owner, filled holes, the last turn's claims, the compass."""

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import grove.view as grove_view
from grove.app.controller import Controller
from grove.games import new_game
from grove.view import render

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_rumbo import play, start, with_stones  # noqa: E402

HOLE_GAME = "B@a5 W@c5 B@b5 W@d4 B@a3 W@c3 B@b3 W@a2 B@c4 W@b2 B@b4".split()


def parse(state, controller=None):
    controller = controller or Controller(state)
    return ET.fromstring(render(state, controller.hints()))


def having(root, *names):
    return [e for e in root.iter() if set(names) <= set((e.get("class") or "").split())]


def cells(root):
    return {e.get("data-cell"): e for e in root.iter() if e.get("data-cell")}


def test_every_point_is_clickable_at_the_start_of_play():
    root = parse(start(size=5))
    assert len(cells(root)) == 25 and len(having(root, "hit", "clickable")) == 25
    assert "Vertical to play" in root.get("aria-label")


def test_no_point_is_clickable_during_the_negotiation():
    root = parse(new_game("rumbo", size=5))
    assert len(cells(root)) == 25 and having(root, "clickable") == []
    assert "set the komi" in root.get("aria-label")


def test_claimed_groups_are_tinted_and_outlined_by_claimant():
    state = with_stones(black=["c5", "d6", "e5", "f4", "e3"], white=["d5", "e4"]).play("B@d4")
    root = parse(state)
    assert len(having(root, "zone", "zone-V")) == 1 and len(having(root, "zone", "zone-H")) == 1
    assert len(having(root, "outline", "outline-V")) == 1
    assert len(having(root, "claimed-V")) == 1 and len(having(root, "claimed-H")) == 1
    # The strokes from d4 show which directions decided each claim: north and east.
    assert len(having(root, "reach", "reach-V")) == 1 and len(having(root, "reach", "reach-H")) == 1
    assert len(having(root, "last", "last-B")) == 1
    assert cells(root)["d5"].get("aria-label") == "d5, white stone, claimed by Vertical"


def test_a_filled_hole_is_marked_and_four_directions_drawn():
    state = play(start(size=5), *HOLE_GAME)
    root = parse(state)
    assert len(having(root, "filled", "filled-B")) == 1
    label = cells(root)["a4"].get("aria-label")
    assert label == "a4, black stone, claimed by Vertical, filled a hole"
    assert len(having(root, "reach", "reach-V")) == 4
    assert len(having(root, "zone", "zone-V")) == 7
    # The mark lasts one turn.
    later = parse(state.play("W@e1"))
    assert having(later, "filled") == []


def test_the_legend_shows_each_sides_sets_and_the_bars_the_score():
    assert not having(parse(start(size=5)), "centre")  # the legend is drawn apart
    seed = ET.fromstring(grove_view.legend(start(size=5)))
    assert len(having(seed, "centre")) == 1 + 8 + 7  # the rose, Vertical's 7 + all four, 7
    revised = ET.fromstring(grove_view.legend(start(size=5, rules="revised")))
    assert len(having(revised, "centre")) == 1 + 7 + 7  # all four cannot happen there
    assert grove_view.legend(new_game("trellis")) == ""
    texts = [e.text for e in seed.iter() if e.tag.endswith("text")]
    assert "Vertical" in texts and "Horizontal" in texts
    sided = start(size=5, komi=6)
    sides = [grove_view.seat_look(sided, seat) for seat in range(2)]
    assert [figures for _swatch, figures in sides] == [("0 points",), ("6 points",
                                                                          "0 claimed + komi 6")]
    assert "side-V" in sides[0][0] and "side-H" in sides[1][0]
    assert grove_view.seat_look(new_game("rumbo"), 0) == ("", ())  # sides are not chosen yet
    arms = having(seed, "arm", "arm-V")
    assert len(arms) == 1 + 1 + 2 + 2 + 2 + 3 + 3 + 4


def test_the_chosen_point_is_ringed_while_the_colour_is_asked():
    state = start(size=5)
    controller = Controller(state)
    assert controller.click("c3").kind == "choose"
    root = parse(state, controller)
    assert len(having(root, "selected")) == 1


def test_the_end_shows_the_result():
    state = start(size=5, komi=6)
    for y in range(1, 6):
        colour = "B" if y % 2 else "W"
        for x in "abcde":
            state = state.play(f"{colour}@{x}{y}")
    root = parse(state)
    assert "Vertical wins, 20 to 11" in root.get("aria-label")
    assert having(root, "clickable") == []
    assert len(having(root, "zone")) == 25
