"""Under a finger Grove says "tap", not "click" (grove.i18n.use_touch, set once by the page from
a coarse pointer): every message that says click has a twin that says tap, in every language."""

import sys
from pathlib import Path

import pytest

from grove import i18n
from grove.app.controller import Controller
from grove.games import new_game
from grove.i18n import Text, _, say

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import messages  # noqa: E402


@pytest.fixture(autouse=True)
def mouse_and_english_again():
    yield
    i18n.use_touch(False)
    i18n.install("en")


def refusal():
    return _("Nothing can be played by clicking {cell} now.", cell="e5")


def test_the_words_switch_to_tap_under_a_finger():
    assert refusal() == "Nothing can be played by clicking e5 now."
    i18n.use_touch(True)
    assert refusal() == "Nothing can be played by tapping e5 now."
    lesson = Text("Click f3 twice: a Stair nests upside down on your slope.")
    assert say(lesson) == "Tap f3 twice: a Stair nests upside down on your slope."
    i18n.use_touch(False)
    assert refusal() == "Nothing can be played by clicking e5 now."


def test_a_field_named_clicks_is_left_as_it_is():
    i18n.use_touch(True)
    words = _("Not played: {clicks}, clicked while Grove was starting, on a board that is not "
              "the game that opened. Play again now.", clicks="e5, f6")
    assert words.startswith("Not played: e5, f6, tapped while Grove was starting")


def test_a_selection_under_a_finger_is_cancelled_by_a_tap_not_escape():
    state = new_game("arborel").play("block@d3").play("end").play("block@g8").play("end")
    i18n.use_touch(True)
    outcome = Controller(state).click("d3")
    assert outcome.message == ("Your Block on d3 picked up: tap where it goes, or d3 again for a "
                               "piece from the reserve.")
    for action in ("block@d3", "end", "block@g7", "end", "block@d3"):
        state = state.play(action)  # d3 as high as the Tower: the Lord may step onto it
    lord = Controller(state).click("c3")
    assert lord.message == ("Your Lord on c3 picked up: tap where it goes, or tap an unmarked "
                            "cell to cancel.")


@pytest.mark.parametrize("code", messages.TRANSLATED)
def test_each_language_taps_in_its_own_words(code):
    i18n.install(code, messages.compile_catalogue(code, messages.read_po(
        ROOT / "locale" / f"{code}.po")))
    clicking = refusal()
    i18n.use_touch(True)
    tapping = refusal()
    assert tapping != clicking and "e5" in tapping
    assert not any(word in tapping.lower() for word in ("cliqu", "clic", "klick"))
