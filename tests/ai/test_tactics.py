"""The computer takes a win that is on the board and stops the next player's (grove.ai.tactics),
in every game."""

import random

import pytest

from grove import ai
from grove.ai.search import advance
from grove.ai.tactics import BUDGET, Look, can_end_safely, safe_choice, winning_line
from grove.games import new_game
from grove.games.arborel import BLOCK


def won_turns(game_id: str, games: int, seed: int):
    """The turns that ended random games with their mover the only winner: lists of (state,
    action) from the turn's first action to its last. The players pass one time in ten where
    they may (uniformly random Arbos players almost never pass twice running, and their games
    go on for thousands of actions)."""
    rng = random.Random(seed)
    for _ in range(games):
        state, turn = new_game(game_id), []
        while not state.over:
            if turn and turn[0][0].to_move != state.to_move:
                turn = []
            legal = state.legal()
            action = "pass" if "pass" in legal and rng.random() < 0.1 else rng.choice(legal)
            turn.append((state, action))
            state = state.play(action)
        if state.winners() == (turn[0][0].to_move,):
            yield turn


# Arborel is left out: random games there end when a Lord fails to leave his Tower, a loss for
# the mover, never a win (its own test is below).
@pytest.mark.parametrize("game_id", ("trellis", "orbit", "btt", "arbos", "rumbo"))
def test_the_winning_candidates_hold_every_winning_turn(game_id):
    # A game's `winning_candidates` may leave actions out only where no win can be: every action
    # of every turn that won a random game was among them, and the look finds a win there.
    knowledge, seen = ai.knowledge_for(game_id), 0
    for turn in won_turns(game_id, games=60, seed=11):
        for state, action in turn:
            assert action in knowledge.winning_candidates(state), (state.history, action)
        assert winning_line(turn[0][0], knowledge) is not None, turn[0][0].history
        seen += 1
    assert seen >= 10  # the check saw winning turns, not none


def passed_to(game_id: str, seed: int):
    """A position from random play where the opponent has just passed and the mover leads: a
    pass ends the game with the mover the only winner."""
    rng, state = random.Random(seed), new_game(game_id)
    for _ in range(20_000):
        legal = state.legal()
        if state.passes == 1 and "pass" in legal and state.legal() != ["pass"]:
            ended = state.play("pass")
            if ended.over and ended.winners() == (state.to_move,):
                return state
        state = state.play("pass" if "pass" in legal and rng.random() < 0.05
                           else rng.choice(legal))
        if state.over:
            state = new_game(game_id)
    raise AssertionError("no such position")


@pytest.mark.parametrize("game_id", ("orbit", "arbos"))
def test_a_pass_that_wins_is_played(game_id):
    # Territory games end on two passes: with the opponent's pass just made and the mover ahead,
    # passing wins at once, while the search alone would rather go on placing stones or spores.
    state = passed_to(game_id, seed=4)
    scores = state.scores()
    assert scores[state.to_move] >= scores[1 - state.to_move]
    assert winning_line(state, ai.knowledge_for(game_id)) == ["pass"]
    for level in ("medium", "hard"):
        assert ai.best_action(state, level, seed=1, playouts=50) == "pass"
    assert ai.best_action(state, "easy", seed=1) in state.legal()


# A Trellis game on the default board (15 x 15, pie rule taken). White to move; Black needs only
# f2 to join top and bottom. White's turn is two stones three points apart, so White must put
# either stone on f2: a first stone from which f2 is out of reach loses, whatever follows.
F2_THREAT = ("i10 i7 swap h8 e8 j12 k14 i9 g8 i6 j4 j9 l8 k8 k11 l10 n9 k9 j7 k10 end j10 j13 "
             "j11 h10 i11 h13 i12 f12 h12 i14 g6 i5 j6 h5 e12 c13 i15 g14 j5 l4 h4 g2 h3 k3 g1 "
             "g4 g3 d3 f3 e5").split()


def trellis_after(actions):
    state = new_game("trellis")
    for action in actions:
        state = state.play(action)
    return state


def test_trellis_knows_where_a_win_can_be():
    from grove.ai.trellis import KNOWLEDGE

    state = trellis_after(F2_THREAT)
    white_turn = KNOWLEDGE.winning_candidates(state)
    assert white_turn == []  # White needs more than two stones
    black = advance(state, "pass")
    turn = KNOWLEDGE.winning_candidates(black)
    # f2 wins alone, so any first stone three points from it may come before it.
    assert {"f2", "c2", "d1", "h1", "i2", "e4", "f5"} <= set(turn)
    assert "a15" not in turn and len(turn) < 60
    assert winning_line(black, KNOWLEDGE) == ["f2"]
    # After a first stone three points from f2, f2 is the only winning second stone.
    assert KNOWLEDGE.winning_candidates(advance(black, "c2")) == ["f2"]
    assert KNOWLEDGE.winning_candidates(advance(black, "a15")) == []


def test_trellis_stops_a_threat_with_either_stone_of_its_turn():
    state = trellis_after(F2_THREAT)
    knowledge = ai.knowledge_for("trellis")
    look = Look(knowledge, 10_000)
    assert not can_end_safely(advance(state, "a15"), state.to_move, look)
    assert can_end_safely(advance(state, "c2"), state.to_move, look)
    # The search's first choice far from f2 is replaced by a first stone that can still reach it.
    first = safe_choice(state, ["a15", "o1"], knowledge)
    assert first in ("f2", "c2", "d1", "h1", "i2", "e4", "f5")
    for level in ("medium", "hard"):
        for seed in range(3):
            after = state
            while after.to_move == state.to_move:
                after = after.play(ai.best_action(after, level, seed=seed, playouts=200))
            assert after.stones[after.board.grid.index("f2")] == "W", (level, seed, after.history)


def arborel_with(columns, lords, turns_played=0):
    """An Arborel game, Black to move, with columns of Blocks (square -> how many) and Lords
    placed (seat -> square)."""
    state = new_game("arborel")
    grid = state.board.grid
    for name, blocks in columns.items():
        state.columns[grid.index(name)] = ((BLOCK, 0, None),) * blocks
    for seat, name in lords.items():
        state.lords[seat] = grid.index(name)
    state.turns_played = [turns_played, turns_played]
    return state


def test_arborel_sees_a_win_of_a_block_and_a_step():
    from grove.ai.arborel import KNOWLEDGE

    # Black's Lord stands on g7, as high as the White Tower on h8; h7 beside both is two high.
    # A Block on h7 makes the way: g7 -> h7 -> h8.
    state = arborel_with({"g7": 3, "h7": 2}, {0: "g7", 1: "a1"})
    assert winning_line(state, KNOWLEDGE) == ["block@h7", "lord@h8"]
    for level in ("medium", "hard"):
        after = state.play(ai.best_action(state, level, seed=1, playouts=50))
        after = after.play(ai.best_action(after, level, seed=1, playouts=50))
        assert after.winners() == (0,)
    # Both pieces on one square: from h6, two high, a Stair rising north on a Block on h7 (one
    # high) climbs to the Tower's height, on to h8.
    state = arborel_with({"h6": 2, "h7": 1}, {0: "h6", 1: "a1"})
    assert winning_line(state, KNOWLEDGE) == ["block@h7", "stair@h7:n", "lord@h8"]
    # With h7 bare, no square beside the Tower can reach its height this turn.
    assert KNOWLEDGE.winning_candidates(arborel_with({"g7": 3}, {0: "g7", 1: "a1"})) == []
    # Nor can a Lord far from it get there, however high the way beside it stands.
    assert KNOWLEDGE.winning_candidates(arborel_with({"h7": 3}, {1: "a1"})) == []


def test_arborel_never_ends_a_turn_it_loses_by():
    # Black's third turn: a Block is placed and the Lord still stands on his Tower (c3). Ending
    # the turn now loses; stepping down onto the three Blocks of c4 does not.
    state = arborel_with({"c4": 3}, {}, turns_played=2).play("block@a10")
    look = Look(ai.knowledge_for("arborel"), 10_000)
    assert not can_end_safely(advance(state, "end"), 0, look)
    knowledge = ai.knowledge_for("arborel")
    assert safe_choice(state, ["end", "lord@c4"], knowledge) == "lord@c4"  # the search's next
    instead = safe_choice(state, ["end"], knowledge)  # or the first legal action that is safe
    assert instead != "end" and can_end_safely(advance(state, instead), 0, look)


def arborel_late(columns: dict[str, str], lords: dict[int, str], to_move: int, turns_played):
    """`arborel_with`, with both reserves spent and any pieces: columns in the rules page's
    notation (square -> "block:B,stair:W:n,nest:B", bottom to top)."""
    state = arborel_with({}, lords)
    grid = state.board.grid
    for name, text in columns.items():
        column = []
        for piece in text.split(","):
            kind, letter, *way = piece.split(":")
            column.append((kind, "BW".index(letter), "nesw".index(way[0]) if way else None))
        state.columns[grid.index(name)] = tuple(column)
    state.reserve = [[0, 0], [0, 0]]
    state.to_move, state.turns_played = to_move, list(turns_played)
    return state


def check_turns_down(state, ranked: list[str], loses: str, saves: str) -> None:
    """The check after the search turns down its choice, the first of `ranked`, for an action
    after which the next player cannot win; `loses` and `saves`, first actions of the turn, are
    shown to lose at once and not to by a look of a million positions."""
    knowledge, seat = ai.knowledge_for("arborel"), state.to_move
    look = Look(knowledge, 1_000_000)
    assert not can_end_safely(advance(state, loses), seat, look)
    assert can_end_safely(advance(state, saves), seat, look)
    choice = safe_choice(state, ranked, knowledge)
    assert choice != ranked[0] and can_end_safely(advance(state, choice), seat, look)


# Late in a game hard lost to medium (bench seed 33, White's turn at action 532): Black's Lord
# stands two high on f8, beside Black's Block on g8, next to the White Tower on h8. Black
# threatens a Block on g8 and a Stair on it rising east, up which he walks onto the Tower. White
# can still meet it with a Stair on g8 rising any other way (or by burying Black's free pieces),
# but a Stair moved anywhere else leaves no answer in the turn.
LATE_THREAT = {
    "a3": "stair:B:e", "b3": "block:B", "d3": "block:W,stair:B:e,nest:W,stair:W:w,nest:B",
    "e3": "stair:B:e,nest:W,block:B,stair:W:s", "f3": "block:W", "g3": "block:W,stair:W:w",
    "h3": "block:W", "g5": "block:W", "f8": "block:B,block:B", "g8": "block:B",
    "j10": "stair:B:e",
}


def test_arborel_meets_a_threat_behind_many_moves_that_do_not():
    state = arborel_late(LATE_THREAT, {0: "f8", 1: "h3"}, to_move=1, turns_played=(120, 119))
    # The search ranks first the Stair moves away from g8 (most of which fail, each shown so
    # only by a look at the rest of the turn, some 1,300 positions): the look runs out on them,
    # and an action shown safe by a quicker look is taken rather than the search's choice.
    away = [a for a in state.legal() if a.startswith("stair@") and ">g8" not in a]
    check_turns_down(state, away + [a for a in state.legal() if a not in away],
               loses="stair@e3>j2:s", saves="stair@e3>g8:w")  # what hard played, and an answer


# Later still, in a game medium lost to hard (bench seed 4, White's turn at action 494): Black's
# Lord stands on f8 at the Tower's height, and g8, between him and the White Tower on h8, is two
# high. Black threatens to move his free Block from d8 onto g8 and walk across. White's only way
# out is to bury both of Black's free Blocks, one each on d8 and e8; with the first alone, Black
# moves the other. Most of White's first pieces leave no answer, each shown so only by a look at
# the rest of the turn, and the check ran out before it reached the burial.
SIEGE = {
    "b4": "block:W", "c4": "block:W,stair:B:n,nest:W", "c5": "block:W", "a6": "block:W",
    "d8": "block:B,block:B", "e8": "block:B,block:B",
    "f8": "stair:W:s,nest:B,block:W,stair:W:n,nest:B", "g8": "stair:W:s,nest:B,block:B",
    "j8": "stair:W:w", "h10": "stair:B:s",
}


def test_arborel_buries_both_free_blocks_that_threaten_a_win():
    state = arborel_late(SIEGE, {0: "f8", 1: "c4"}, to_move=1, turns_played=(123, 122))
    knowledge = ai.knowledge_for("arborel")
    buried = advance(advance(state, "block@a6>d8"), "stair@j8>e8:n")
    assert winning_line(buried, knowledge, budget=1_000_000) is None
    assert winning_line(advance(advance(state, "block@a6>c2"), "stair@j8>g10:n"),
                        knowledge) == ["block@d8>g8", "lord@h8"]  # what medium played
    check_turns_down(state, ["block@a6>c2"], loses="block@a6>c2", saves="block@a6>d8")
    for level in ("medium", "hard"):
        after = state
        while after.to_move == 1:
            after = after.play(ai.best_action(after, level, seed=1, playouts=200))
        assert winning_line(after, knowledge, budget=1_000_000) is None, (level, after.history)


# In a stalled game (bench/results/arborel-stalled.json, seed 3, action 335), White to move: Black
# threatens to move his Block from e2 onto h6 and climb past h7 onto the White Tower on h8. White
# meets it by covering e2 (a Block from c1, c2 or e3), but most Stair moves, away from h7 first,
# leave no answer, and a look at the rest of the turn to show so runs out of its budget. The
# check took the search's choice then, as if it could not tell; now it looks more quickly for an
# action it can show safe.
STALLED = {
    "c1": "block:W,block:W", "c2": "block:W", "d2": "stair:W:e,nest:W", "e2": "block:W,block:B",
    "e3": "stair:B:e,nest:W,block:W", "g3": "stair:B:e", "h4": "block:B",
    "h5": "block:B,stair:B:n", "h6": "stair:W:s,nest:B", "h7": "block:B,block:B,stair:B:n,nest:W",
}


def test_arborel_does_not_take_the_searchs_choice_when_the_check_runs_out_on_it():
    state = arborel_late(STALLED, {0: "h4", 1: "g2"}, to_move=1, turns_played=(81, 80))
    # What medium chose, and an answer.
    check_turns_down(state, ["stair@h7>e1:w"], loses="stair@h7>e1:w", saves="block@c1>e2")


# Late in a game of hard against medium (seed 2, action 463), Black to move, both reserves spent.
# Black's Block on top of c4 holds down White's Block there, which holds down White's nested Stair.
# Moving Black's Block onto d3 frees White's Block: White moves it anywhere, then his Stair onto
# d3, rising west, and climbs from e3 onto the Black Tower on c3. The win bound did not see that
# freeing a piece meant moving the piece on top of it away, so the check saw no threat, and hard
# lost.
UNCOVERED = {
    "c4": "stair:B:s,nest:W,block:W,block:B", "c5": "stair:W:w,nest:B,block:B,stair:W:n,nest:B",
    "c6": "block:W,block:B", "d3": "block:W", "e3": "stair:B:s,nest:W,stair:B:w,nest:W",
    "e4": "block:W,block:B", "e5": "block:W,block:B",
}


def test_arborel_sees_a_win_that_frees_a_piece_from_under_another():
    from grove.ai.arborel import KNOWLEDGE

    state = arborel_late(UNCOVERED, {0: "c5", 1: "e3"}, to_move=0, turns_played=(107, 107))
    after = advance(state, "block@c4>d3")
    assert after.to_move == 1
    line = winning_line(after, KNOWLEDGE)
    assert line is not None and line[1:] == ["stair@c4>d3:w", "lord@c3"]
    assert line[0].startswith("block@c4>")
    check_turns_down(state, ["block@c4>d3"], loses="block@c4>d3", saves="block@e4>d3")


# Late in a game of hard against medium (bench seed 0, action 296, on an older version of the
# check), White (medium) to move: White's Stair on h7 spoils the square Black's Lord (h6, two
# high) needs beside the White Tower (h8). Moved away, it lets Black raise h7 (a Block from f6
# onto its Block, then the Stair from c5 on top, rising north) and walk onto the Tower. The search
# ranked some of the Stair's 371 moves first; the check showed each unsafe in some 1,600 positions
# and ran out on them, then kept the search's choice. Each of them leaves the line it found
# standing, and replaying that line takes a few positions; most other actions keep Black off.
STAIR_AWAY = {
    "d3": "block:W", "c4": "block:W", "f4": "stair:W:s,nest:B", "h4": "block:B",
    "c5": "stair:B:s", "h5": "block:B", "f6": "block:B", "h6": "block:W,stair:W:e,nest:B",
    "j6": "stair:B:e", "h7": "block:B,stair:W:n", "f8": "block:B", "g9": "stair:B:n",
    "h9": "block:W,stair:W:w,nest:W,block:W",
}


def test_arborel_puts_off_the_moves_that_leave_the_threat_standing():
    state = arborel_late(STAIR_AWAY, {0: "h6", 1: "h9"}, to_move=1, turns_played=(74, 73))
    away = [action for action in state.legal() if action.startswith("stair@h7>")]
    assert len(away) > 300
    check_turns_down(state, away, loses=away[0], saves="block@d3>f6")


def test_a_check_that_runs_out_does_not_fall_back_on_a_choice_it_showed_unsafe():
    # With a budget of 2,000 positions the look shows the search's choice unsafe, then runs out
    # before it can show any other action safe, and the quicker looks show none safe either.
    state = arborel_late(STAIR_AWAY, {0: "h6", 1: "h9"}, to_move=1, turns_played=(74, 73))
    knowledge = ai.knowledge_for("arborel")
    away = [action for action in state.legal() if action.startswith("stair@h7>")]
    look = Look(knowledge, 2_000)
    assert not can_end_safely(advance(state, away[0]), 1, look) and look.left > 0
    assert safe_choice(state, away, knowledge, budget=2_000) == away[1]  # not yet shown unsafe


# Late in an Arbos game (medium against random, seed 3, action 248), Black to move with room to
# spare: White has few cells left for a spore and no seed to replace, so any of Black's spores lets
# White end the game on his turn, and the look through White's turns (every action, each going
# on) runs out of its budget without finding a win for him. The check passes the search's choice
# then; taking the first action a quicker look could show safe, it played A1 here (a spore far
# from the play) and, in other such positions, passed.
ARBOS_LATE = {
    "seeds": {"W": "D2 G19 K3 M10 N2 N18 R16",
              "B": "A15 B9 D16 G1 G4 H12 K17 L7 O15 T5"},
    "spores": {"W": "A20 C6 S15",
               "B": "A16 B14 B17 C10 C11 C13 C14 C15 C18 D12 D17 E12 E15 E16 E17 F2 F3 F4 F5 "
                    "F6 F11 F14 G7 G9 G11 G14 H2 H5 H7 H10 H13 I3 I4 I8 I10 I14 J1 J2 J5 J9 J15 "
                    "K6 K8 K16 L5 L8 L15 L18 M4 M7 M15 M18 N4 N7 N13 N14 N17 O3 O6 O8 O10 O16 "
                    "P2 P9 P11 P12 P13 P14 P15 P17 Q3 Q9 Q18 Q19 R4 R8 S4 S6 S7"},
}


def test_a_check_that_runs_out_seeing_no_win_keeps_the_searchs_choice():
    state = new_game("arbos", seeding="manual")
    grid = state.board.grid
    for kind, cells in ARBOS_LATE.items():
        for colour, names in cells.items():
            getattr(state, kind)[colour] = sum(1 << grid.index(name) for name in names.split())
    state.phase, state.to_move, state.replaced = "turn", 1, {"W": 3, "B": 0}
    assert state.colour == "B"
    knowledge = ai.knowledge_for("arbos")
    look = Look(knowledge, 4 * BUDGET)
    assert can_end_safely(advance(state, "B19"), 1, look)
    assert look.left <= 0 and look.threat is None  # the look ran out, and saw no win
    assert safe_choice(state, ["B19"], knowledge) == "B19"


def positions_at_the_tower(count: int, seed: int):
    """Positions with Black's Lord standing high near the White Tower (h8) among random
    building of both players' pieces, Black to move, unable to step onto it yet."""
    rng = random.Random(seed)
    while count:
        state = new_game("arborel")
        grid, tower = state.board.grid, state.tower_of[1]
        (tx, ty), xy = grid.xy(tower), map(grid.xy, range(grid.size))
        near = [i for i, (x, y) in enumerate(xy)
                if i not in state.tower_at and abs(x - tx) + abs(y - ty) <= 4]
        for i in near:  # columns mostly high, of random pieces of either player
            column = ()
            for _ in range(rng.choice((0, 2, 3, 3, 3))):
                state.columns[i] = column
                height, rise = state.surface(i) if column else (0, None)
                owner = rng.randrange(2)
                if rise is not None:
                    column += (("nest", owner, None),)
                elif height < 3:
                    column += ((BLOCK, owner, None) if rng.random() < 0.6
                               else ("stair", owner, rng.randrange(4)),)
            state.columns[i] = column
        high = [i for i in near if state.surface(i)[1] is None and state.surface(i)[0] >= 2]
        if not high:
            continue
        state.lords = [rng.choice(high), grid.index("a1")]
        state.reserve[0] = [rng.choice((0, 1, 5)), rng.choice((0, 1, 5))]
        state.turns_played = [5, 5]
        if tower not in state.lord_stops(0):
            count -= 1
            yield state


def wins_nearby(state, tower: int, squares, lost=None) -> bool:
    """Whether the Lord of the seat to move can stop on `tower` this turn after placing pieces
    on, or moving them from, `squares`: every way, one by one (a position reached again by
    another order of the same pieces, once: `lost` holds those shown to lead to no win)."""
    seat, names, lost = state.to_move, state.board.grid, set() if lost is None else lost
    if tower in state.offer().lords:
        return True
    for action in state.legal():
        if not action.startswith(("block@", "stair@")):
            continue
        where = action.split("@")[1].split(":")[0].split(">")
        if any(names.index(name) in squares for name in where):
            after = advance(state, action)
            if after.to_move != seat or after.position() in lost:
                continue
            if wins_nearby(after, tower, squares, lost):
                return True
            lost.add(after.position())
    return False


# Of the first ten positions `positions_at_the_tower` draws (seed 5), those where building beside
# the Tower and beside the Lord wins. The other four have no such win: showing so takes a look
# through every way, some 14 s, and asserts nothing of the bound.
WON_AT_THE_TOWER = (1, 2, 4, 5, 6, 9)


def test_arborel_win_bound_misses_no_win():
    # Arborel's `winning_candidates` may leave an action out only where no win needs it: where
    # building beside the Tower and beside the Lord wins, tried every way, the look finds a win.
    from grove.ai.arborel import KNOWLEDGE

    for k, state in enumerate(positions_at_the_tower(10, seed=5)):
        if k in WON_AT_THE_TOWER:
            tower = state.tower_of[1]
            beside = {j for i in (tower, state.lords[0]) for j in state.board.step[i]}
            assert wins_nearby(state, tower, beside), k
            assert winning_line(state, KNOWLEDGE, budget=100_000), k


def turn_ends(state):
    """Every position in which the mover's turn can end, from `state`: all his legal turns."""
    seat, seen, found = state.to_move, set(), []

    def go(position):
        for action in position.legal():
            after = advance(position, action)
            key = after.position()
            if key in seen:
                continue  # reached before by another order of the same actions
            seen.add(key)
            if after.over or after.to_move != seat:
                found.append(after)
            else:
                go(after)

    go(state)
    return found


def stops(position, seat: int, known: list[str] | None = None) -> bool:
    """Whether `seat`'s opponent, his turn just ended at `position`, has left `seat` no win.
    `known`, a winning line of `seat`'s, is replayed first: if it still wins, there is a win,
    and no look is needed (most of the opponent's turns leave it as it was)."""
    if position.over:
        return seat not in position.winners()
    if known and still_won(position, seat, known):
        return False
    return winning_line(position, ai.knowledge_for("arborel"), budget=100_000) is None


def still_won(position, seat: int, line: list[str]) -> bool:
    """Whether `line`, played from `position`, is legal and wins for `seat` alone."""
    for action in line:
        if position.over or not position.allows(action):
            return False
        position = advance(position, action)
    return position.over and position.winners() == (seat,)


# Late in a game hard won (bench seed 3 played on to 1,500 actions, White's turn at action 894):
# White's Lord stands on c6, at the height of the Black Tower on c3, with c5 and c4 between,
# both slopes. Nesting his Stair from c4 onto c5 makes c5 flat at his height, and he steps onto it,
# beside the Tower and c4, now two high. Next turn his Block from c6 raises c4 and he walks across:
# no turn of Black's stops that (below, every one is tried).
WIN_IN_TWO = {
    "f3": "stair:B:s", "c4": "block:W,stair:B:n,nest:W,stair:W:s",
    "c5": "block:W,block:W,stair:W:e", "e5": "block:B,block:B,block:W", "h5": "block:B",
    "c6": "stair:B:e,nest:W,block:B,block:W", "g8": "block:B,stair:B:n,nest:B,stair:W:w",
}


def test_arborel_hard_plays_a_win_in_two_turns():
    from grove.ai.arborel import KNOWLEDGE

    state = arborel_late(WIN_IN_TWO, {0: "e5", 1: "c6"}, to_move=1, turns_played=(234, 233))
    assert winning_line(state, KNOWLEDGE) is None  # no win this turn
    line = KNOWLEDGE.win_in_two(state, random.Random(1))  # the turn, then the win after it
    after, turn = state, []
    while after.to_move == 1:
        turn.append(line.pop(0))
        after = after.play(turn[-1])
    assert line[-1] == "lord@c3"
    answers = turn_ends(after)
    assert answers and not any(stops(position, 1, line) for position in answers)
    # Hard plays it as a win; medium, which does not look two turns ahead, does not here.
    assert ai.choose(state, "hard", seed=1, playouts=50) == ai.Choice(turn[0], 1.0)
    assert ai.best_action(state, "medium", seed=1, playouts=50) != turn[0]


# Late in a game medium won (bench seed 2 played on to 1,500 actions, White's turn at action
# 603): White's Lord on e3 stands at the Black Tower's height, with d3 between them one high. A
# White Block and then a White Stair rising east on d3 make a slope up to the Tower's height,
# and Black's only answer, a Stair nested on it, is the piece White then nests himself.
SLOPE_TO_NEST = {
    "a1": "stair:W:s", "d2": "block:W", "a3": "stair:B:w", "d3": "stair:B:s,nest:W",
    "e3": "block:W,block:W,stair:W:e,nest:B", "g3": "stair:B:n,nest:W", "h3": "block:W",
    "e5": "block:B,block:B,block:W", "e6": "block:B", "e7": "block:B,stair:B:s",
    "g8": "block:B", "h10": "stair:W:e",
}


def test_arborel_tells_a_threat_that_cannot_be_met_from_one_that_can():
    from grove.ai.arborel import KNOWLEDGE, LOOK_POSITIONS, Budget, answerable, next_win

    state = arborel_late(SLOPE_TO_NEST, {0: "e5", 1: "e3"}, to_move=1, turns_played=(166, 165))
    slope = state.play("block@h3>d3").play("stair@h10>d3:e")
    block = state.play("block@h3>d3").play("end")
    for after, met in ((slope, False), (block, True)):
        assert next_win(after, 1, Budget(KNOWLEDGE, LOOK_POSITIONS)) is not None  # a threat
        assert answerable(after, 1, Budget(KNOWLEDGE, LOOK_POSITIONS)) is met
    # After the Block alone, Black buries White's free Block on d2, which White needs to raise
    # d3 (the whole of Black's turns, some 171,000, takes minutes to try).
    assert stops(block.play("block@e6>d2").play("end"), 1)
    # After the slope, no action of Black's, then ending his turn, stops White (in the game,
    # no turn of Black's did: medium won two turns later).
    for action in slope.legal():
        after = slope.play(action)
        if after.to_move == 0:
            after = after.play("end")
        assert not stops(after, 1), action


# The turn before (Black's second action at action 602): Black has moved a Block and is to place
# his Stair. Moving it from h3 uncovers White's Block there, and hard moved it to a3: that let
# White make the slope above. Burying one of White's free pieces (the Stair on a1, or the nested
# Stair on g3) leaves him none.
BEFORE_THE_SLOPE = {
    "a1": "stair:W:s", "d2": "block:W", "d3": "stair:B:s,nest:W",
    "e3": "block:W,block:W,stair:W:e,nest:B", "g3": "stair:B:n,nest:W", "h3": "block:W,stair:B:n",
    "e5": "block:B,block:B,block:W", "e6": "block:B", "e7": "block:B,stair:B:s", "g8": "block:B",
    "h10": "stair:W:e",
}


def test_arborel_hard_does_not_end_its_turn_leaving_a_win_in_two():
    from grove.ai.arborel import KNOWLEDGE, Budget, win_in_two
    from grove.ai.tactics import no_win_in_two

    state = arborel_late(BEFORE_THE_SLOPE, {0: "e5", 1: "e3"}, to_move=0,
                         turns_played=(165, 165))
    state.done = ("block",)
    knowledge, rng, played = ai.knowledge_for("arborel"), random.Random(1), "stair@h3>a3:w"
    assert knowledge.win_in_two(state.play(played), rng)[-1] == "lord@c3"
    choice = no_win_in_two(state, played, [played, *state.legal()], knowledge, rng)
    assert choice != played
    after = state.play(choice)
    assert after.to_move == 1 and winning_line(after, knowledge) is None
    # Nor by a look ten times as long.
    assert win_in_two(after, rng, Budget(KNOWLEDGE, 100_000)) is None
    # The search's choice stands where it leaves no win in two.
    assert no_win_in_two(state, choice, [choice, played], knowledge, rng) == choice


# Late in a game medium won (a bench game, White's turn at action 561): both reserves are spent.
# White moves his Block from j10 to h7 and nests his Stair from h2 on h6: if Black could do
# nothing, White would have no win; but a turn is at least one action, and every piece Black can
# move, and every move of his Lord, opens White's way to c3.
HELD_FAST = {
    "d1": "stair:W:n", "h2": "stair:W:s", "d3": "block:W,stair:B:n,nest:W,stair:B:s,nest:W",
    "e3": "block:W,stair:B:w", "f3": "block:W,block:B", "h5": "block:B,block:B",
    "h6": "block:W,block:B,stair:B:n", "h7": "block:B,stair:W:e,nest:B", "j10": "block:W",
}


def test_arborel_sees_a_win_the_opponent_must_open_himself():
    from grove.ai.arborel import KNOWLEDGE, LOOK_POSITIONS, Budget, answerable, next_win, win_in_two

    state = arborel_late(HELD_FAST, {0: "h5", 1: "f3"}, to_move=1, turns_played=(147, 146))
    turn = ["block@j10>h7", "stair@h2>h6:nest"]
    after = state.play(turn[0]).play(turn[1])
    assert after.to_move == 0
    assert next_win(after, 1, Budget(KNOWLEDGE, LOOK_POSITIONS)) is None  # if Black did nothing
    look = Look(ai.knowledge_for("arborel"), 1_000_000)
    assert not any(can_end_safely(advance(after, action), 0, look) for action in after.legal())
    assert answerable(after, 1, Budget(KNOWLEDGE, LOOK_POSITIONS)) is False
    assert win_in_two(state, random.Random(0), Budget(KNOWLEDGE, LOOK_POSITIONS), turn) == turn
    # The same turn without the Block on h7 leaves Black a way out.
    other = state.play("stair@h2>h6:nest").play("end")
    assert answerable(other, 1, Budget(KNOWLEDGE, LOOK_POSITIONS)) is True
