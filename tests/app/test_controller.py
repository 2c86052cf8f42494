"""The generic controller: clicks to actions, buttons, refusals in words."""

from pathlib import Path

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
