"""The engine contract (docs/architecture.md): pinned cases. Random games of every game, board
and variant, with every check of the contract at every step, are tests/property/test_engines.py."""

import random

import pytest

from grove import IllegalMove
from grove.games import new_game


def test_trellis_full_size_random_games_end_with_a_winner_or_agreed_passes():
    rng = random.Random(7)
    for _ in range(10):
        state = new_game("trellis")
        while not state.over:
            actions = state.legal()
            # Random players who rarely pass, as people do: the game runs to a connection.
            moves = [a for a in actions if a != "pass"] or actions
            state = state.play(rng.choice(moves))
        assert state.winner in ("B", "W"), "a Trellis board cannot fill up without a winner"
        chain = state.winning_chain
        top, bottom = state.board.goals[state.winner]
        assert chain & top and chain & bottom


def test_illegal_actions_leave_the_state_untouched():
    state = new_game("trellis", size=7).play("d4")
    before = (state.history, state.position())
    for text in ("d4", "d5", "pass", "swap", "", "é", "\x00", "d4 d7"):
        with pytest.raises(IllegalMove):
            state.play(text)
    assert (state.history, state.position()) == before


def test_play_refuses_non_text():
    state = new_game("trellis", size=7)
    for value in (None, 3, ["d4"]):
        with pytest.raises(IllegalMove):
            state.play(value)


def test_option_values_are_named_as_a_player_knows_them():
    """Our sources' nickname for a text ("seed") means nothing to a player: an option's labels
    say what the choice is (the published rules, a first version), with the help saying whose
    text each follows."""
    from grove.games import GAMES

    for game in GAMES.values():
        for option in game.options:
            for value, label in option.labels.items():
                assert not label.lower().startswith("seed"), (game.game_id, option.name, value)
