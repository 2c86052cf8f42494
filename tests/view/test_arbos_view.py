"""The Arbos view: parse the SVG and check what it draws, never what is legal."""

import xml.etree.ElementTree as ET

from grove.app.controller import Controller
from grove.games import new_game
from grove.view import Hints, render


def svg_of(state, hints=None):
    return ET.fromstring(render(state, hints))


def classes(root, name):
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def scene(white_seeds=(), black_seeds=(), white=(), black=(), **options):
    state = new_game("arbos", **options)
    grid = state.board.grid
    state.seeds = {"W": 0, "B": 0}
    for key, names in (("W", white_seeds), ("B", black_seeds)):
        for name in names:
            state.seeds[key] |= 1 << grid.index(name)
    for key, names in (("W", white), ("B", black)):
        for name in names:
            state.spores[key] |= 1 << grid.index(name)
    return state


def hit(root, name):
    return next(e for e in classes(root, "hit") if e.get("data-cell") == name)


def test_every_cell_is_clickable_by_its_arbos_name():
    for size in (18, 19, 20):
        root = svg_of(new_game("arbos", size=size))
        cells = [e.get("data-cell") for e in root.iter() if e.get("data-cell")]
        assert len(cells) == size * size
        assert {"A1", f"A{size}", "C12"} <= set(cells)


def test_row_letters_run_down_from_the_top_and_numbers_along_the_top():
    root = svg_of(new_game("arbos"))
    rows = classes(root, "row")
    columns = classes(root, "column")
    assert sorted({e.text for e in rows}) == list("ABCDEFGHIJKLMNOPQRST")
    assert len(rows) == len(columns) == 40
    a, t = (min(float(e.get("y")) for e in rows if e.text == letter) for letter in "AT")
    assert a < t  # A is the top row
    one, twenty = (min(float(e.get("x")) for e in columns if e.text == n) for n in ("1", "20"))
    assert one < twenty
    a1, a2, b1 = hit(root, "A1"), hit(root, "A2"), hit(root, "B1")
    assert float(a1.get("y")) == float(a2.get("y")) < float(b1.get("y"))
    assert float(a1.get("x")) == float(b1.get("x")) < float(a2.get("x"))


def test_seeds_are_green_with_their_owner_and_spores_in_their_colour():
    state = scene(white_seeds=["C3", "J10"], black_seeds=["P15"], white=["A1"],
                  black=["T20", "T18"])
    root = svg_of(state)
    assert len(classes(root, "seed")) == 3
    assert len(classes(root, "seed-W")) == 2 and len(classes(root, "owner-B")) == 1
    assert len(classes(root, "spore-W")) == 1 and len(classes(root, "spore-B")) == 2
    assert hit(root, "C3").get("aria-label") == "C3, seed of White, touching 0 of White's trees"
    # T20 and T18 are two cells apart: two trees of one spore each.
    assert hit(root, "T20").get("aria-label") == ("T20, black spore, in a tree of 1 "
                                                  "(Black has 2 trees)")
    assert hit(root, "A1").get("aria-label") == ("A1, white spore, in a tree of 1 "
                                                 "(White has 1 tree)")


def test_a_seed_touching_two_trees_of_its_owner_says_it_scores():
    state = scene(white_seeds=["C3"], white=["B2", "D4", "A10"])
    root = svg_of(state)
    assert hit(root, "C3").get("aria-label") == ("C3, seed of White, touching 2 of White's "
                                                 "trees, scores")
    assert hit(root, "B2").get("aria-label") == ("B2, white spore, in a tree of 1 "
                                                 "(White has 3 trees)")


def test_trees_are_tinted_apart_and_linked():
    state = scene(white=["A1", "B2", "E5", "J10"], black=["T20"])
    root = svg_of(state)
    assert len(classes(root, "tree-W")) == 4 and len(classes(root, "tree-B")) == 1
    assert len(classes(root, "tree-1")) == 3  # A1 and B2, and Black's one
    assert len(classes(root, "tree-2")) == 1 and len(classes(root, "tree-3")) == 1
    assert len(classes(root, "link-W")) == 1  # A1-B2 by a corner
    over = state.play("T1")  # a fourth tree: shown as over the limit until removed
    root = svg_of(over)
    assert len(classes(root, "tree-over")) == 1
    assert len(classes(root, "current")) == 1


def test_scoring_seeds_are_marked_and_the_scores_are_in_the_title():
    state = scene(white_seeds=["C3", "C16"], white=["B2", "D4", "C17"])
    root = svg_of(state)
    assert len(classes(root, "scoring")) == 1
    title = root.find("{http://www.w3.org/2000/svg}title").text
    assert "seeds scoring: White 1, Black 0" in title


def test_cells_where_a_spore_may_go_are_highlighted():
    state = scene(white=["A1", "A10", "A20"], black=["J10"], tree_limit="forbid")
    controller = Controller(state)
    root = svg_of(state, controller.hints())
    targets = classes(root, "target")
    # Three trees under `forbid`: only the free cells around them (3 + 5 + 3).
    assert len(targets) == 11
    assert {e.get("data-cell") for e in classes(root, "clickable")} == {
        "A2", "B1", "B2", "A9", "A11", "B9", "B10", "B11", "A19", "B19", "B20"}


def test_the_last_turn_and_removed_spores_are_marked():
    state = scene(white_seeds=["M10"], white=["A1", "A10", "A20"])
    state = state.play("replace@M10")
    assert len(classes(svg_of(state), "current")) == 1
    state = state.play("M11").play("T1")  # five trees: remove two
    state = state.play("remove@T1").play("remove@A1")
    root = svg_of(state)
    assert state.to_move == 1
    assert len(classes(root, "last")) == 2  # M10 and M11 stay; T1 was placed, then removed
    assert len(classes(root, "removed")) == 2


def test_render_without_hints():
    text = render(new_game("arbos", size=18), Hints())
    assert text.startswith("<svg") and "<title>Arbos board, 18 by 18." in text
