"""The generic controller: clicks to actions, buttons, refusals in words."""

from pathlib import Path

from grove.app import colours
from grove.app.controller import Controller
from grove.games import new_game


def test_a_click_plays_a_point_and_a_second_click_completes_the_turn():
    controller = Controller(new_game("trellis", size=7))
    assert controller.click("d4").kind == "played"
    assert controller.state.history == ("d4",)
    assert [a for a, _ in controller.buttons()] == ["end"]
    assert controller.click("d7").kind == "played"
    assert controller.state.to_move == 1


def test_buttons_are_the_actions_without_cells_with_labels():
    controller = Controller(new_game("trellis", size=7).play("d4").play("end"))
    assert controller.buttons() == [("pass", "Pass"), ("swap", "Swap: take Black")]
    assert controller.play("swap").kind == "played"
    assert controller.state.seat_colour == ("W", "B")


def test_illegal_clicks_change_nothing_and_say_why():
    controller = Controller(new_game("trellis", size=7).play("d4"))
    before = controller.state
    outcome = controller.click("d5")
    assert outcome.kind == "refused" and "not three points from d4" in outcome.message
    assert controller.state is before
    outcome = controller.click("d4")
    assert outcome.kind == "refused" and "taken" in outcome.message
    assert controller.play("black").kind == "refused"


def test_clicks_after_the_end_are_refused():
    state = new_game("trellis", size=7, pie="off").play("pass").play("pass")
    outcome = Controller(state).click("d4")
    assert outcome.kind == "refused" and "over" in outcome.message


def test_a_click_matching_several_actions_opens_a_chooser():
    class TwoWays:  # a stand-in engine whose one cell starts two actions (like a Rumbo colour)
        over = False

        def legal(self):
            return ["c3=B", "c3=W"]

        def clicks(self, action):
            return (action[:2],)

        def label(self, action):
            return {"c3=B": "Black stone", "c3=W": "White stone"}[action]

        def turn_so_far(self):
            return ()

    controller = Controller(TwoWays())
    outcome = controller.click("c3")
    assert outcome.kind == "choose"
    assert outcome.choices == (("c3=B", "Black stone"), ("c3=W", "White stone"))


def test_many_numbered_actions_become_one_menu():
    class Komi:  # a stand-in engine offering komi values, as Rumbo's negotiation does
        over = False

        def legal(self):
            return [f"komi {n}" for n in range(0, 12, 2)] + ["pass"]

        def clicks(self, action):
            return ()

        def label(self, action):
            return action.capitalize()

    from grove.app.controller import Menu

    controls = Controller(Komi()).controls()
    assert controls[1] == ("pass", "Pass")
    menu = controls[0]
    assert isinstance(menu, Menu) and menu.word == "komi"
    assert [a for a, _ in menu.choices] == ["komi 0", "komi 2", "komi 4", "komi 6", "komi 8",
                                           "komi 10"]


def test_a_few_numbered_actions_stay_buttons():
    controller = Controller(new_game("trellis", size=7))
    assert controller.controls() == controller.buttons()


def test_a_typed_move_may_use_the_words_its_button_shows_in_the_players_language():
    import messages

    from grove import i18n

    state = new_game("trellis", size=7, pie="meyers")
    for action in ("a1", "end", "b2", "end", "c3", "end"):
        state = state.play(action)
    assert set(state.legal()) == {"black", "white"}  # player 2 chooses a colour
    controller = Controller(state)
    assert controller.typed("WHITE") == "white" and controller.typed(" Play  Black ") == "black"
    root = Path(__file__).resolve().parents[2]
    i18n.install("de", messages.compile_catalogue("de", messages.read_po(root / "locale/de.po")))
    try:
        assert controller.typed("Schwarz") == "black"
        assert controller.typed("weiß") == "white"
        assert controller.typed("black") == "black"  # the notation, in every language
        assert controller.typed("zz") == "zz"  # not a move: the engine says why
        passing = Controller(new_game("trellis", size=7, pie="off").play("a1"))
        assert passing.typed("Zug beenden") == "end"
    finally:
        i18n.install("en")


def test_a_refusal_names_the_cell_once():
    state = new_game("orbit", size=9).play("e5")
    outcome = Controller(state).click("e5")
    assert outcome.kind == "refused" and outcome.message.count("e5") == 1, outcome.message


def test_btt_marks_the_squares_a_pyramid_can_take_before_the_first_click():
    state = new_game("btt")
    assert not Controller(state).hints().show_targets  # placing the null: any square
    state = state.play("null@h4").play("root@d2")
    hints = Controller(state).hints()
    assert hints.show_targets and 0 < len(hints.clickable) < 32 / 4
    assert not Controller(new_game("trellis")).hints().show_targets  # nearly every point


# -- what a click that leaves the selection open says -----------------------------------------

def arborel_with_a_block_on_d3():
    """Black's Block on d3, free to move, and Black to play again."""
    return new_game("arborel").play("block@d3").play("end").play("block@g8").play("end")


def test_picking_up_your_own_piece_says_so_and_what_the_next_clicks_do():
    controller = Controller(arborel_with_a_block_on_d3())
    outcome = controller.click("d3")
    assert outcome.kind == "selected"
    assert outcome.message == ("Your Block on d3 picked up: click where it goes, or d3 again for "
                               "a piece from the reserve.")
    assert "a3" in controller.clickable() and "d3" in controller.clickable()


def test_following_a_hint_for_a_reserve_piece_on_your_own_square_places_it_there():
    # "Block from the reserve on d3 (click d3 twice)": d3, d3, then the chooser's Block.
    state = arborel_with_a_block_on_d3()
    controller = Controller(state)
    controller.click("d3")
    outcome = controller.click("d3")
    assert outcome.kind == "choose" and ("block@d3", "Block from the reserve on d3") in \
        outcome.choices
    assert controller.play("block@d3").kind == "played"
    assert controller.state.history[-1] == "block@d3"


def test_a_piece_picked_up_then_a_square_moves_it():
    controller = Controller(arborel_with_a_block_on_d3())
    controller.click("d3")
    assert controller.click("a3").kind == "played"
    assert controller.state.history[-1] == "block@d3>a3"


def test_picking_up_the_lord_names_him():
    state = arborel_with_a_block_on_d3().play("block@d3").play("end").play("block@g7").play("end")
    state = state.play("block@d3")  # three high, as the Tower: the Lord may step there
    controller = Controller(state)
    outcome = controller.click("c3")
    assert outcome.message == ("Your Lord on c3 picked up: click where it goes, or press Escape "
                               "to cancel.")


def test_a_confirming_second_click_names_the_action():
    state = new_game("arbos", rng_seed=1)
    while not any(a.startswith("replace@") for a in state.legal()):
        state = state.play(next(a for a in state.legal() if a != "pass"))
    action = next(a for a in state.legal() if a.startswith("replace@"))
    cell = action.partition("@")[2]
    outcome = Controller(state).click(cell)
    assert outcome.message == (f"Replace the seed on {cell}: click {cell} again to confirm, or "
                               "press Escape to cancel.")


# -- a stone colour kept chosen (grove.app.colours) --------------------------------------------

def rumbo(**options):
    return new_game("rumbo", **{"size": 7, "komi": 6, **options})


def test_with_a_colour_chosen_one_click_plays_a_stone_of_it():
    controller = Controller(rumbo())
    assert controller.click("d4", "W").kind == "played"
    assert controller.state.history == ("W@d4",)
    assert controller.click("c3", "B").kind == "played"
    assert controller.state.history[-1] == "B@c3"


def test_asking_opens_the_chooser_of_both_colours():
    outcome = Controller(rumbo()).click("d4", colours.ASK)
    assert outcome.kind == "choose"
    assert [label for _action, label in outcome.choices] == ["Black stone", "White stone"]


def test_a_colour_the_rules_bar_there_is_refused_never_swapped_for_the_other():
    # Revised rules: Black on b3 would make a3 a hole, so only White may go there.
    state = rumbo(size=6, rules="revised", komi=5).play("B@a4").play("B@a2")
    controller = Controller(state)
    outcome = controller.click("b3", "B")
    assert outcome.kind == "refused" and outcome.message.startswith("A black stone on b3 would")
    assert outcome.message.endswith("Switch the stone colour (key C) to play the other one there.")
    assert controller.state is state and controller.selected == ()
    assert controller.click("b3", "W").kind == "played"
    assert Controller(state).click("b3").kind == "played"  # asking: the one colour plays at once


def test_the_colour_kept_reads_only_what_it_knows_and_c_goes_round():
    assert colours.read("rumbo", "W") == "W"
    assert colours.read("rumbo", "purple") == colours.ASK and colours.read("rumbo", None) == "ask"
    assert [colours.following("rumbo", c) for c in ("B", "W", "ask")] == ["W", "ask", "B"]
    assert [(v, p) for v, _label, p in colours.toggle("rumbo", "W")] == [
        ("B", False), ("W", True), ("ask", False)]
    assert colours.offered("rumbo") and not colours.offered("trellis")


def test_a_colour_kept_changes_nothing_in_games_without_a_colour_chooser():
    controller = Controller(new_game("trellis", size=7))
    assert controller.click("d4", "B").kind == "played"
    assert controller.state.history == ("d4",)


def test_a_colour_kept_leaves_other_games_choosers_alone():
    # BTT's actions are spelt `<size><way>@<square>` too: a colour is no pyramid's size.
    state = new_game("btt").play("null@a1").play("root@d2")
    assert Controller(state).click("d3", "B").kind == "choose"
