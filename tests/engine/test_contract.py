"""The engine contract (docs/architecture.md), checked on every game with random games to the
end."""

import itertools
import random

import pytest

from grove import IllegalMove
from grove.core import links, record
from grove.games import GAMES, new_game

# Every combination of the options that change the rules, on the smaller boards: small boards
# reach the end quickly, and every legal action can be tried at every step.
SMALL = {
    "trellis": {"size": (7, 9), "pie": ("swap", "meyers", "off")},
    "orbit": {"size": (7, 9), "pie": ("swap", "meyers", "off")},
    # Every player count (so every standard board); test_btt.py ends the 7x7 and closed boards.
    "btt": {"players": (2, 3, 4, 5, 6), "scoring": ("seed", "plotkin")},
    # Random players in Arbos' `remove` mode keep making and removing trees and rarely pass
    # twice, so those games go on and on; test_arbos.py plays them with a steadier player.
    "arbos": {"size": (18,), "tree_limit": ("forbid",), "seeding": ("random", "manual"),
              "seeds": (7, 10)},
    "rumbo": {"size": (5, 6), "rules": ("seed", "revised")},
    # Random players seldom get a Lord off his Tower: most games end after three turns each;
    # test_arborel.py plays longer games with a player who likes to walk.
    "arborel": {"players": (2, 4), "stairs": (3, 5)},
}


def option_sets(game_id):
    names = list(SMALL[game_id])
    for values in itertools.product(*(SMALL[game_id][n] for n in names)):
        yield dict(zip(names, values, strict=True))


def test_every_game_has_a_small_option_table():
    assert set(SMALL) == set(GAMES)
    for game_id, table in SMALL.items():
        assert set(table) <= {o.name for o in GAMES[game_id].options}


def check_step(state, rng):
    actions = state.legal()
    assert actions, "a game that is not over always offers an action"
    assert len(set(actions)) == len(actions)
    assert isinstance(state.to_move, int) and 0 <= state.to_move < state.players
    before = (state.history, state.position())
    for action in actions:
        after = state.play(action)  # every listed action is accepted
        assert after.history == state.history + (action,)
    assert (state.history, state.position()) == before, "play() must not change the old state"
    return state.play(rng.choice(actions))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_random_games_keep_the_contract(game_id):
    rng = random.Random(2026)
    for options in option_sets(game_id):
        for _ in range(6):
            state = new_game(game_id, **options)
            assert state.options == GAMES[game_id].resolve_options(options)
            steps = 0
            while not state.over:
                state = check_step(state, rng)
                steps += 1
                assert steps < 2000, "the game must end"
                if steps % 17 == 0:
                    assert record.decode(record.encode(state)) == state
            assert links.from_link(links.to_link(state)).state == state
            assert state.legal() == []
            assert state.winners() and set(state.winners()) <= set(range(state.players))
            assert len(state.scores()) == state.players
            replayed = new_game(game_id, **state.options)
            for action in state.history:
                replayed = replayed.play(action)
            assert replayed == state
            assert record.decode(record.encode(state)) == state


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
