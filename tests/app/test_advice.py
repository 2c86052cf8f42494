"""The computer's estimate in a word, and the worker's answer read back."""

import pytest

from grove.app.advice import in_a_word, read_answer
from grove.games import new_game


def test_the_answer_is_the_action_and_the_estimate_after_a_tab():
    assert read_answer("d4\t0.625") == ("d4", 0.625)
    assert read_answer("end") == ("end", None)  # easy, or a forced action: no estimate
    assert read_answer("d4\tnonsense") == ("d4", None)
    assert read_answer("d4\t1.5") == ("d4", None)


@pytest.mark.parametrize("seat, estimate, words", [
    (0, 0.5, "even"),
    (0, 0.6, "even"),
    (0, 0.7, "better for Black"),
    (0, 0.95, "winning for Black"),
    (1, 1.0, "winning for White"),
    (1, 0.3, "better for Black"),
    (1, 0.05, "winning for Black"),
    (0, 0.36, "even"),
])
def test_two_players_hear_who_is_better(seat, estimate, words):
    assert in_a_word(new_game("trellis"), seat, estimate) == words


def test_with_more_players_the_word_is_about_the_mover():
    state = new_game("btt", players=4)  # an even share is a quarter
    assert in_a_word(state, 2, 0.25) == "even"
    assert in_a_word(state, 2, 0.45) == "better for " + state.seat_name(2)
    assert in_a_word(state, 2, 0.05) == "worse for " + state.seat_name(2)
    assert in_a_word(state, 2, 0.92) == "winning for " + state.seat_name(2)
