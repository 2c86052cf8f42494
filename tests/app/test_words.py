"""What the app's sentences say of actions (State.describe, grove.app.words): every action named
by the cells it is played on, in every game; hints, answers and refutations naming the place;
and the clicks a hint names being the clicks that play it."""

import random
import re
from pathlib import Path

import pytest

from grove.app import words
from grove.app.controller import Controller
from grove.app.tutor import PUZZLES, Tutor
from grove.games import GAMES, new_game
from grove.learn.puzzles import read

SHELF = Path(__file__).resolve().parents[2] / "static" / "puzzles"

# Each game on a board or two: BTT's wedge boards name a way by its cell, not a compass word.
GAMES_PLAYED = [("trellis", {"size": 9}), ("orbit", {}), ("arbos", {}), ("rumbo", {"size": 7}),
                ("rumbo", {"size": 6, "rules": "revised", "komi": 5}), ("btt", {}),
                ("btt", {"players": 3}), ("btt", {"board": "arcade"}), ("arborel", {}),
                ("arborel", {"players": 4})]


def positions(game_id, options, seed, plies=40, every=7):
    """Some positions of one random game: the start, then every `every` actions."""
    state, rng = new_game(game_id, **options), random.Random(seed)
    out = [state]
    for ply in range(plies):
        if state.over:
            break
        state = state.play(rng.choice(state.legal()))
        if ply % every == every - 1:
            out.append(state)
    return out


def names_cell(text, cell):
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(cell)}(?![0-9])", text) is not None


@pytest.mark.parametrize(("game_id", "options"), GAMES_PLAYED)
def test_every_action_is_described_by_every_cell_it_is_clicked_on(game_id, options):
    for seed in (1, 2):
        for state in positions(game_id, options, seed):
            for action in state.legal():
                text = state.describe(action)
                cells = state.clicks(action)
                if not cells:
                    assert text == state.label(action), action  # a button says what it shows
                for cell in cells:
                    assert names_cell(text, cell), (game_id, action, text)


def play_by_clicks(state, action):
    """Click the cells `action` is chosen by, as a player following its words would, and pick
    it in the chooser if one opens: the state the controller leaves."""
    controller = Controller(state)
    outcome = None
    for cell in state.clicks(action):
        outcome = controller.click(cell)
        assert outcome.kind in ("selected", "choose", "played"), (action, outcome)
    if outcome.kind == "choose":
        assert action in dict(outcome.choices), (action, outcome.choices)
        outcome = controller.play(action)
    assert outcome.kind == "played", (action, outcome)
    return controller.state


@pytest.mark.parametrize(("game_id", "options"), GAMES_PLAYED)
def test_the_clicks_an_action_names_play_that_action(game_id, options):
    for state in positions(game_id, options, 3, plies=24, every=8):
        rng = random.Random(len(state.history))
        legal = [a for a in state.legal() if state.clicks(a)]
        for action in rng.sample(legal, min(40, len(legal))):
            assert play_by_clicks(state, action).history[-1] == action


def arborel_with_a_block_on_d3():
    """Black's Block on d3, free to move, and Black to play again."""
    return new_game("arborel").play("block@d3").play("end").play("block@g8").play("end")


def test_a_reserve_piece_on_your_own_piece_is_described_with_its_two_clicks():
    state = arborel_with_a_block_on_d3()
    assert state.clicks("block@d3") == ("d3", "d3")
    assert words.described(state, "block@d3", how=True) == (
        "Block from the reserve on d3 (click d3 twice)")
    assert words.described(state, "block@d3>e3", how=True) == "Block: move it from d3 to e3"


def test_a_turn_is_said_action_after_action_each_in_its_own_position():
    # Two Blocks on d3: a third makes it as high as the Tower, and the Lord steps onto it.
    state = arborel_with_a_block_on_d3().play("block@d3").play("end").play("block@g7").play("end")
    assert words.line(state, ["block@d3", "lord@d3"], how=True) == (
        "Block from the reserve on d3 (click d3 twice), then Lord from c3 to d3")


def puzzle_tutor(game_id, kinds):
    """A tutor on the game's first puzzle of one of `kinds`, as static/puzzles/ holds them."""
    found = read((SHELF / f"{game_id}.json").read_text(), game_id)
    return Tutor(game_id, PUZZLES, next(i for i, p in enumerate(found) if p.kind in kinds),
                 found)


def cells_of(state, line):
    out = []
    for action in line:
        out += state.clicks(action)
        state = state.play(action)
    return out


@pytest.mark.parametrize("game_id", ["rumbo", "btt", "arborel", "arbos"])
def test_a_puzzles_answer_names_its_cells(game_id):
    tutor = puzzle_tutor(game_id, ("win", "stop", "end", "most"))
    message, _marks = tutor.hint(tutor.start)
    for cell in cells_of(tutor.start, tutor.item.answer):
        assert names_cell(message, cell), (message, cell)


@pytest.mark.parametrize("game_id", ["rumbo", "btt"])
def test_a_puzzles_refutation_names_the_cells_of_the_winning_reply(game_id):
    tutor = puzzle_tutor(game_id, ("stop", "end"))
    for action in tutor.start.legal():
        verdict = Tutor(game_id, PUZZLES, tutor.index, tutor.items).tried(tutor.start, action)
        if verdict.reply:
            break
    assert verdict.message.startswith("Not this: ")
    for cell in cells_of(tutor.start.play(action), verdict.reply):
        assert names_cell(verdict.message, cell), (verdict.message, cell)


def test_every_game_is_covered():
    assert {game_id for game_id, _options in GAMES_PLAYED} == set(GAMES)
