"""Lessons (grove.learn): every lesson's position loads; its task is done by the intended move
and not by a wrong one; every rule of a game's original text (its RULES) is taught by some lesson;
the last lesson is played on the standard board or says what it is; and the lessons added for
the rules that none taught before do what their text says."""

import importlib

import pytest

from grove import learn
from grove.games import GAMES

TAUGHT = [(game_id, lesson) for game_id in sorted(GAMES) for lesson in learn.lessons(game_id)]


def solve(lesson, game_id):
    """The steps of one way to do the lesson's task, from its position."""
    state = lesson.start(game_id)
    if lesson.refused:
        return [learn.judge(lesson, state, (), lesson.refused[0])]
    if lesson.lines:
        steps, line = [], ()
        for action in lesson.lines[0]:
            steps.append(learn.judge(lesson, state, line, action))
            state, line = steps[-1].after, line + (action,)
        return steps
    # A win from the position: the first action that wins at once (the position is one turn
    # from the end), else none (a whole game, played on the page).
    for action in state.legal():
        step = learn.judge(lesson, state, (), action)
        if step.kind == "done":
            return [step]
    return []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_has_six_to_twelve_lessons(game_id):
    assert 6 <= len(learn.lessons(game_id)) <= 12


@pytest.mark.parametrize("game_id, lesson", TAUGHT, ids=lambda x: getattr(x, "key", x))
def test_a_lesson_is_done_by_its_intended_move(game_id, lesson):
    state = lesson.start(game_id)
    assert not state.over
    steps = solve(lesson, game_id)
    if lesson.computer:  # a whole game: not one turn from the end
        assert steps == [] and lesson.win
        return
    assert steps and steps[-1].kind == "done", lesson.key
    assert all(step.kind == "going" for step in steps[:-1]), lesson.key


@pytest.mark.parametrize("game_id, lesson", TAUGHT, ids=lambda x: getattr(x, "key", x))
def test_a_wrong_move_does_not_do_the_task(game_id, lesson):
    state = lesson.start(game_id)
    wrong = [a for a in state.legal() if learn.judge(lesson, state, (), a).kind == "wrong"]
    if lesson.computer:
        return  # a game: nothing is wrong before its end
    assert wrong, f"{lesson.key}: every move does the task"
    step = learn.judge(lesson, state, (), wrong[0])
    assert step.message == str(lesson.hint)
    if lesson.refused:  # a legal move is off the task; the refused one does it
        assert learn.judge(lesson, state, (), lesson.refused[0]).message


def test_a_refusal_is_said_with_the_rules_reason():
    lesson = next(x for x in learn.lessons("trellis") if x.refused)
    step = learn.judge(lesson, lesson.start("trellis"), (), "c4")
    assert step.kind == "done" and "not three points from c2" in step.message


def lesson(game_id, key):
    return next(x for x in learn.lessons(game_id) if x.key == key)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rule_of_the_original_text_is_taught(game_id):
    rules = learn.rules(game_id)
    assert len(rules) >= 10, "the original text's rules, one entry a rule"
    assert len(rules) == len(set(rules)), "each rule is listed once"
    assert learn.untaught(game_id) == [], "rules no lesson teaches"
    taught = {rule for x in learn.lessons(game_id) for rule in x.teaches}
    assert taught <= set(rules), "a lesson names a rule not in the list"
    keys = [x.key for x in learn.lessons(game_id)]
    assert len(keys) == len(set(keys)), "progress is kept by key: each is its own"


def test_a_rule_no_lesson_teaches_is_found(monkeypatch):
    module = importlib.import_module(learn.MODULES["orbit"])
    monkeypatch.setattr(module, "RULES", module.RULES + ("a rule nobody teaches",))
    assert learn.untaught("orbit") == ["a rule nobody teaches"]
    monkeypatch.setattr(module, "RULES", ("one stone a turn", "a rule nobody teaches",
                                          "passing twice"))
    assert learn.untaught("orbit") == ["a rule nobody teaches", "passing twice"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_last_lesson_is_on_the_standard_board_or_says_what_it_is(game_id):
    last, game = learn.lessons(game_id)[-1], GAMES[game_id]
    defaults = {option.name: option.default for option in game.options}
    board = {name: value for name, value in last.options.items()
             if name in ("size", "players", "board")}
    if board.items() <= defaults.items():
        return  # the standard board: the game's own default
    size = defaults["size"]
    assert f"{size} × {size}" in str(last.text), f"{game_id}: the standard board is not named"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_last_lesson_is_a_game_against_the_easy_computer(game_id):
    last = learn.lessons(game_id)[-1]
    assert last.win and last.computer == "easy"


# -- the lessons of the rules that no lesson taught before -----------------------------------------

def test_arbos_ends_when_neither_player_can_put_a_token_down():
    no_token = lesson("arbos", "no-token")
    state = no_token.start("arbos")
    assert state.supply("W") == 0 and state.supply("B") == 1 and state.scores() == (1, 0)
    after = state.play("I3")  # beside Black's seed on H3, away from G2: a third tree
    assert after.over and not after.can_place("W") and not after.can_place("B")
    assert after.scores() == (1, 1) and after.winners() == (1,)  # the tie goes to Black
    assert learn.judge(no_token, state, (), "I3").kind == "done"
    lost = state.play("J10")  # the last spore anywhere else ends the game too, lost
    assert lost.over and lost.winners() == (0,)
    assert learn.judge(no_token, state, (), "J10").kind == "wrong"
    assert learn.judge(no_token, state, (), "pass").kind == "wrong"  # and White must pass on
    assert not state.play("pass").over


def test_arbos_says_that_a_turn_run_out_of_time_is_a_pass():
    assert "not played in time is a pass" in str(lesson("arbos", "end").text)
    turn_seconds = next(o for o in GAMES["arbos"].options if o.name == "turn_seconds")
    assert turn_seconds.default == 0 and 300 in turn_seconds.choices  # the rules' 5 minutes


def test_rumbo_fills_a_hole_of_four_stones_and_says_whose_edge_holes_are():
    hole = lesson("rumbo", "hole")
    state = hole.start("rumbo")
    assert [state.cell(p) for p in ("b3", "d3", "c4", "c2", "c3")] == ["B", "B", "B", None, None]
    assert state.play("B@c2").cell("c3") == "B"  # four black stones round c3: filled
    assert state.play("W@c2").cell("c3") is None
    assert "original" in str(hole.text)
    edge = lesson("rumbo", "edge-hole")
    assert "designer later" in str(edge.text) and "Grove follows him" in str(edge.text)
    assert edge.start("rumbo").play("B@a2").cell("a1") == "B"  # a corner between two: filled


def test_rumbo_says_the_original_list_leaves_out_the_opposite_pairs():
    text = str(lesson("rumbo", "two-sides").text)
    assert "leaves out N+S and E+W" in text and "designer later" in text


def test_orbit_counts_no_captured_stone():
    captures = lesson("orbit", "captures")
    state = captures.start("orbit")
    # White captured three Black stones and Black none; the count is territory alone.
    assert sum(state.cell(p) == "B" for p in ("c4", "d4", "e4")) == 0
    assert [state.territory(c).bit_count() for c in "BW"] == [4, 3]
    after = state.play("pass")
    assert after.over and after.scores() == (4, 3) and after.winners() == (0,)


def test_arborel_the_lord_crosses_his_own_tower_turns_and_stands_on_white_s_block():
    walk = lesson("arborel", "walk")
    state = walk.start("arborel")
    grid = state.board.grid
    step = learn.judge(walk, state, (), "lord@c3")
    assert step.kind == "refused" and "cross his own Tower but not stop" in step.message
    c4 = grid.index("c4")
    assert state.lord_reach(0)[c4] == (grid.index("c3"), 0)  # over the Tower, then north
    after = state.play("lord@c4")
    assert after.cell("c4") == "block:B,block:W,block:W,lord:B"


def test_arborel_a_piece_goes_onto_the_opponent_s():
    state = lesson("arborel", "move").start("arborel")
    assert state.play("block@f4>g8").cell("g8") == "block:W,block:B"


def test_arborel_four_players_cross_a_lateral_tower_but_never_stop_on_it():
    four = lesson("arborel", "four")
    state = four.start("arborel")
    assert state.players == 4 and state.to_move == 0 and state.out == ()
    step = learn.judge(four, state, (), "lord@i2")
    assert step.kind == "refused" and "cross a lateral Tower" in step.message
    grid = state.board.grid
    assert state.lord_reach(0)[grid.index("i3")][0] == grid.index("i2")  # by Green's Tower
    after = state.play("lord@i3")
    assert after.cell("i3") == "block:R,block:W,block:G,lord:B" and not after.over


def test_arborel_says_each_step_of_the_lord_stays_at_one_height():
    assert "Each of his steps stays at one height" in str(lesson("arborel", "leave").text)
