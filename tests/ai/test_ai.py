"""The computer players, under CPython: legal answers everywhere, whole games, determinism."""

import random
import time

import pytest

from grove import ai
from grove.ai.search import Search, advance
from grove.games import new_game
from grove.record import encode

# Small boards keep the suite quick; the multi-action turns and the openings are all reachable.
OPTIONS = {
    "trellis": [{"size": 9, "pie": "swap"}, {"size": 7, "pie": "meyers"}],
    "orbit": [{"size": 9, "pie": "swap"}, {"size": 7, "pie": "meyers"}],
    "btt": [{"players": 2}, {"players": 3}, {"players": 6}],
    "arbos": [{"size": 18, "seeding": "random"}, {"size": 18, "seeding": "manual", "seeds": 7,
                                                   "tree_limit": "remove"}],
    "rumbo": [{"size": 5, "rules": "seed"}, {"size": 6, "rules": "revised", "komi": 5}],
    "arborel": [{"players": 2}, {"players": 4, "stairs": 3}],
}
CASES = [(game_id, options) for game_id, sets in OPTIONS.items() for options in sets]


def case_id(case):
    game_id, options = case
    return game_id + "-" + "-".join(str(v) for v in options.values())


def random_positions(game_id, options, count, seed, limit=300):
    """Positions along random games, from the start to the last position before the end (or
    before `limit` actions: random players in Arbos' `remove` mode can go on for ever)."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        state, line = new_game(game_id, **options), []
        while not state.over and len(line) < limit:
            line.append(state)
            state = state.play(rng.choice(state.legal()))
        found += rng.sample(line, min(len(line), 4)) + [line[-1]]
    return found[:count]


def check_levels(state, seed):
    legal = state.legal()
    assert ai.best_action(state, "easy", seed=seed) in legal
    assert ai.best_action(state, "medium", seed=seed, playouts=12) in legal
    assert ai.best_action(state, "hard", seed=seed, playouts=25) in legal


@pytest.mark.parametrize("case", CASES, ids=map(case_id, CASES))
def test_every_level_answers_a_legal_action_from_many_positions(case):
    game_id, options = case
    for k, state in enumerate(random_positions(game_id, options, 10, seed=len(case_id(case)))):
        check_levels(state, seed=k)


def play_until(state, wanted, rng, limit=400):
    """Random play until `wanted(state)` holds (None if the game ends first)."""
    for _ in range(limit):
        if state.over:
            return None
        if wanted(state):
            return state
        state = state.play(rng.choice(state.legal()))
    return None


def reach(game_id, options, wanted, tries=30):
    rng = random.Random(7)
    for _ in range(tries):
        found = play_until(new_game(game_id, **options), wanted, rng)
        if found is not None:
            return found
    raise AssertionError("no random game reached the position wanted")


def test_trellis_second_stone_and_opening_choices():
    state = new_game("trellis", size=9, pie="swap").play("e5")
    assert state.to_move == 0 and "end" in state.legal()  # the turn's second stone, or end
    check_levels(state, 1)
    offered = state.play("end")
    assert "swap" in offered.legal()
    check_levels(offered, 2)
    meyers = new_game("trellis", size=7, pie="meyers")
    for action in ("d4", "end", "c3", "end", "e5", "end"):
        meyers = meyers.play(action)
    assert meyers.legal() == ["black", "white"]
    check_levels(meyers, 3)


def test_trellis_takes_a_winning_stone():
    # Black (seat 0) has a7..a2 except a4 stands free; e4 links nothing: a4 then joins top and
    # bottom. Every level must see it when a single action wins.
    state = new_game("trellis", size=7, pie="off")
    for black, white in (("a7", "g7"), ("a6", "g6"), ("a5", "g5"), ("a3", "g4"), ("a2", "g3")):
        state = state.play(black).play("end").play(white).play("end")
    state = state.play("a1").play("end").play("g2").play("end")
    assert "a4" in state.legal()
    for level in ("medium", "hard"):
        action = ai.best_action(state, level, seed=3, playouts=300)
        assert advance(state, action).winners() == (0,) or advance(
            advance(state, action), "end").winners() == (0,), action


def test_trellis_distance_counts_the_empty_points_a_colour_still_needs():
    from grove.ai.trellis import distance, links_of
    from grove.games.trellis import board_for

    for size in (7, 13, 19):  # the masks' shifts link exactly the board's links
        board = board_for(size)
        for colour in "BW":
            links = links_of(size, colour)
            for i in range(size * size):
                assert links.spread(1 << i) == sum(1 << j for j in board.links[colour][i])
    state = new_game("trellis", size=7, pie="off")
    assert (distance(state, "B"), distance(state, "W")) == (7, 7)
    for black, white in (("d7", "a4"), ("d6", "b4"), ("d5", "c4")):
        state = state.play(black).play("end").play(white).play("end")
    # Black's column d7-d5 still needs d4 to d1, White's row a4-c4 needs d4 to g4: four each;
    # Black's d4 then takes one from Black and bars White's straight way.
    assert (distance(state, "B"), distance(state, "W")) == (4, 4)
    state = state.play("d4").play("end")
    assert distance(state, "B") == 3 and distance(state, "W") > 3


def test_arbos_replacement_and_removals():
    options = {"size": 18, "seeding": "random", "tree_limit": "remove"}
    follow = reach("arbos", options, lambda s: s.phase == "turn" and any(
        a.startswith("replace@") for a in s.legal()))
    replace = next(a for a in follow.legal() if a.startswith("replace@"))
    after = follow.play(replace)
    assert after.phase == "follow"
    check_levels(after, 4)
    removing = reach("arbos", options, lambda s: s.phase == "remove")
    assert all(a.startswith("remove@") for a in removing.legal())
    check_levels(removing, 5)


def arbos_position(white: str, black: str = ""):
    """An Arbos position on the 18 x 18 example board (seeds C3, C8, ... R3, R8 alternate
    Black, White), White to move, with these spores (cell names, space separated)."""
    from grove.games.arbos import EXAMPLE, EXAMPLE_SEEDS

    state = new_game("arbos", **EXAMPLE)
    for action in EXAMPLE_SEEDS:
        state = state.play(action)
    grid = state.board.grid
    state.spores = {colour: sum(1 << grid.index(name) for name in cells.split())
                    for colour, cells in (("W", white), ("B", black))}
    return state


def test_arbos_removes_the_smallest_tree_from_its_tips():
    from grove.ai.arbos import removals

    # Four White trees: a line of three (K1 K2 K3), two lines of four, a pair (K16 K17).
    state = arbos_position("K1 K2 K3 A1 A2 A3 A4 P10 P11 P12 P13 K16 K17")
    state.phase = "remove"
    assert sorted(removals(state)) == ["remove@K16", "remove@K17"]
    # Its middle spore would split a tree: only the ends of the smallest trees are offered.
    state = arbos_position("K1 K2 K3 A1 A2 A3 A4 P10 P11 P12 P13 G16 H16 I16 J16")
    state.phase = "remove"
    assert sorted(removals(state)) == ["remove@K1", "remove@K3"]


def test_arbos_replaces_no_seed_in_the_middle_of_a_turn():
    knowledge = ai.knowledge_for("arbos")
    state = arbos_position("B7 D9 K1 A1").play("replace@H8")
    assert state.phase == "follow"
    candidates = knowledge.candidates(state, random.Random(1))
    assert candidates and set(candidates) <= set(state.legal())
    assert not any(a.startswith("replace@") for a in candidates)
    # With three trees, a seed standing alone is no candidate: it would start a fourth.
    turn = arbos_position("B7 D9 K1")
    offered = [a for a in knowledge.candidates(turn, random.Random(1)) if "@" in a]
    assert offered == ["replace@C8"]


def test_arbos_values_trees_growing_towards_a_seed():
    from grove.ai.arbos import CLOSER, seed_values

    def c8(white, black=""):
        return seed_values(arbos_position(white, black), "W")["C8"]

    assert c8("B7 D9") == 1.0  # White's seed C8 touches two trees: it scores
    assert c8("B7 B8") == 0.5  # one tree, though two spores
    assert c8("B7") == 0.5
    # One tree touches it, the other is two spores short (F9, then E9 or E8, touch D9).
    assert c8("B7 F9") == pytest.approx(0.5 + 0.5 * CLOSER**2)
    # Black spores on D8, D9, D10 and E11 close E8, E9 and E10 to White: the far tree must go
    # round, by F8, E7 and D7 (which touches C8, so White may play it beside D8).
    assert c8("B7 F9", black="E11 D8 D9 D10") == pytest.approx(0.5 + 0.5 * CLOSER**3)


def test_arborel_turn_of_several_actions():
    state = new_game("arborel", players=2)
    state = state.play(ai.best_action(state, "medium", seed=1, playouts=20))
    assert state.to_move == 0 and "end" in state.legal()  # the turn goes on
    check_levels(state, 6)
    four = reach("arborel", {"players": 4}, lambda s: s.done and s.players == 4)
    check_levels(four, 7)


@pytest.mark.parametrize("options", OPTIONS["arborel"], ids=str)
def test_arborel_draws_its_playout_actions_evenly_among_the_legal_ones(options):
    # The playouts draw an action by number from the engine's offer, never listing them all:
    # numbered in order, the offer spells out exactly the legal actions.
    from grove.ai.arborel import KNOWLEDGE, spell

    for state in random_positions("arborel", options, 40, seed=3):
        offer, names, legal = state.offer(), state.board.grid.names, state.legal()
        count = sum(len(spots) for _, _, spots in offer.pieces) + len(offer.lords)
        spelt = [spell(offer, k, names) for k in range(count)] + (["end"] if state.done else [])
        assert spelt == (legal if legal != ["pass"] else [])
        candidates = KNOWLEDGE.candidates(state, random.Random(1))
        assert set(candidates) <= set(legal) and len(set(candidates)) == len(candidates)


def test_arborel_counts_the_turns_a_lord_needs_to_get_off_his_tower():
    # The plainest way down is a flat column beside the Tower as high as it: from bare ground a
    # Block and a Stair, then a Stair nested on that slope and a Block; from two Blocks, one more.
    from grove.ai.arborel import KNOWLEDGE, find_way, turns_down

    state = new_game("arborel")
    assert turns_down(state, 0) == turns_down(state, 1) == 2
    c4 = state.board.grid.index("c4")
    state.columns[c4] = (("block", 0, None),) * 2
    assert turns_down(state, 0) == 1
    # Midway through a turn only what is left of it counts: after a Block on bare c2 (one
    # high), a Stair on it this turn and a nest and a Block on the next.
    state = new_game("arborel").play("block@c2")
    assert turns_down(state, 0) == 2
    # Without Blocks, Stairs alone (a slope, then a nest on it) rise one a turn: too slow.
    state = new_game("arborel", stairs=7)
    state.reserve[0] = [0, 7]
    assert turns_down(state, 0) is None
    # A Lord who can no longer get down in the turns he has left is worth nothing: here Black
    # has played two turns and nothing stands beside his Tower.
    state = new_game("arborel")
    state.turns_played = [2, 2]
    assert KNOWLEDGE.seat_value(state, 0, find_way(state, 0)) == 0.0
    state.columns[c4] = (("block", 1, None),) * 2  # White's Blocks serve him as well
    assert KNOWLEDGE.seat_value(state, 0, find_way(state, 0)) > 0.0


def arborel_column(state, square, seat, *pieces):
    """Put pieces (bottom to top) on a square: 'block', 'nest', or a Stair's rise ('n'...)."""
    kinds = {"block": ("block", seat, None), "nest": ("nest", seat, None)}
    state.columns[state.board.grid.index(square)] = tuple(
        kinds.get(p) or ("stair", seat, "nesw".index(p)) for p in pieces)


def test_arborel_finds_the_cheapest_way_to_the_enemy_tower():
    # From the bare board: down a staircase of three Stairs beside the Tower (on two Blocks, one
    # and none), across the ground, and up three more onto h8: 6 Blocks and 6 Stairs, 6 turns.
    from grove.ai.arborel import find_way, turns_to_go

    state = new_game("arborel")
    names = state.board.grid.names
    way = find_way(state, 0)
    assert names[way.squares[-1]] == "h8" and way.tops[-1] == (3, None)
    assert way.tops[0] == (3, "nesw".index("w")) and names[way.squares[0]] == "d3"
    assert [top for top in way.tops if top[1] is not None and top[0] == 3] == [(3, 3), (3, 0)]
    assert turns_to_go(state, 0, way) == pytest.approx(6.6)
    # His own staircase up to h8, already built: only the way down is left to build.
    for square, pieces in (("h7", ("block", "block", "n")), ("h6", ("block", "n")),
                           ("h5", ("n",))):
        arborel_column(state, square, 0, *pieces)
    assert turns_to_go(state, 0, find_way(state, 0)) == pytest.approx(3.6)
    # The same staircase of White's own free pieces helps Black little: White can take its top
    # pieces away at will.
    for square, pieces in (("h7", ("block", "block", "n")), ("h6", ("block", "n")),
                           ("h5", ("n",))):
        arborel_column(state, square, 1, *pieces)
    assert turns_to_go(state, 0, find_way(state, 0)) == pytest.approx(6.6)


def test_arborel_a_way_spoilt_costs_a_detour():
    # Black's Lord on the ground at d8 has his own three Stairs up to h8 built (e8, f8 on a
    # Block, g8 on two): one step, a third of a turn. A Stair nested onto f8 makes it flat and
    # closes it: the way now goes round a square built from the ground, two steps longer.
    from grove.ai.arborel import find_way, turns_to_go

    state = new_game("arborel")
    state.lords[0] = state.board.grid.index("d8")
    for square, pieces in (("e8", ("e",)), ("f8", ("block", "e")), ("g8", ("block", "block", "e"))):
        arborel_column(state, square, 0, *pieces)
    way = find_way(state, 0)
    assert turns_to_go(state, 0, way) == pytest.approx(1 / 3 + 0.15)
    arborel_column(state, "f8", 0, "block", "e", "nest")
    assert turns_to_go(state, 0, way) == pytest.approx(1.45)  # a Block and a Stair; 3 steps


def test_arborel_hard_counts_a_player_short_of_a_kind_of_piece():
    # Late in a game, reserves nearly spent, Lords on the ground. White's only free piece is a
    # Block on j1, far from both ways. Black may cover it with the Block left in his reserve:
    # White then has nothing to place, nor to spoil a way with. The hard level's evaluation
    # counts that; medium's is the same either way.
    from grove.ai import knowledge_for
    from grove.ai.arborel import KNOWLEDGE, covers, supply

    state = new_game("arborel")
    grid = state.board.grid
    state.lords = [grid.index("e4"), grid.index("f7")]
    state.turns_played = [20, 20]
    state.reserve = [[1, 0], [0, 0]]
    arborel_column(state, "a9", 0, "n")
    arborel_column(state, "j1", 1, "block")
    assert supply(state, 0) == [1, 1] and supply(state, 1) == [1, 0]
    assert covers(state) == ["block@j1", "stair@a9>j1:n"]  # one from each source
    covered, elsewhere = state.play("block@j1"), state.play("block@a10")
    assert supply(covered, 1) == [0, 0] and supply(elsewhere, 1) == [1, 0]
    hard = knowledge_for("arborel", "hard")
    assert hard is not KNOWLEDGE and knowledge_for("arborel", "medium") is KNOWLEDGE
    assert hard.evaluate(covered)[0] > hard.evaluate(elsewhere)[0]
    assert KNOWLEDGE.evaluate(covered) == KNOWLEDGE.evaluate(elsewhere)
    assert "block@j1" in hard.candidates(state, random.Random(0))
    assert knowledge_for("trellis", "hard") is knowledge_for("trellis")


def test_arborel_hard_prices_a_way_by_the_pieces_its_player_can_place():
    # Black's Lord on the ground at d8, reserves spent: his way up to h8 lacks a Stair on e8, a
    # Block and a Stair on f8, two Blocks and a Stair on g8. He has three free Blocks and one
    # free Stair; a second Stair lies under his Block on b10.
    from grove.ai.arborel import (
        HARD_KNOWLEDGE,
        KNOWLEDGE,
        NEAR_FIRST,
        UNSUPPLIED,
        find_way,
        supply,
        turns_to_go,
    )

    state = new_game("arborel")
    grid = state.board.grid
    state.lords = [grid.index("d8"), grid.index("f3")]
    state.turns_played = [20, 20]
    state.reserve = [[0, 0], [0, 0]]
    for square, pieces in (("a3", ("block",)), ("j1", ("n",)), ("b10", ("n", "block"))):
        arborel_column(state, square, 0, *pieces)
    arborel_column(state, "a1", 1, "block")
    state.columns[grid.index("a1")] += (("block", 0, None),)  # Black's, on White's Block
    way = find_way(state, 0)
    assert [grid.names[j] for j in way.squares] == ["e8", "f8", "g8", "h8"]
    assert supply(state, 0) == [3, 1]
    assert turns_to_go(state, 0, way) == pytest.approx(3 + 0.15)  # a Block and a Stair a turn
    # Two Stairs he cannot place; and the nearest square, e8, counts four times, f8 three...
    nearness = (4 * 1 + 3 * 2 + 2 * 3) / 4
    assert turns_to_go(state, 0, way, supply(state, 0)) == pytest.approx(
        3.15 + 2 * UNSUPPLIED + NEAR_FIRST * nearness)

    def turns(*actions):
        after = state
        for action in actions:
            after = after.play(action)
        return turns_to_go(after, 0, way), turns_to_go(after, 0, way, supply(after, 0))

    # The Stair freed from under b10's Block is one he can place.
    assert turns("block@b10>a5") == pytest.approx((3.15, 3.15 + UNSUPPLIED + NEAR_FIRST * nearness))
    # A Block on f8 or on g8 is one less lacking either way; the nearer one is the way he can
    # walk first.
    near, far = turns("block@a3>f8"), turns("block@a3>g8")
    assert near[0] == far[0] and near[1] < far[1]
    # A Block moved off White's frees it for White. His way given as lost, his value is nothing
    # either way at medium; at hard, a player with a piece to spoil with is worth more.
    freed = state.play("block@a1>a5")
    assert supply(freed, 1) == [1, 0]
    assert KNOWLEDGE.seat_value(freed, 1, None) == KNOWLEDGE.seat_value(state, 1, None) == 0.0
    assert HARD_KNOWLEDGE.seat_value(freed, 1, None) > HARD_KNOWLEDGE.seat_value(state, 1, None)
    assert KNOWLEDGE.evaluate(freed) == KNOWLEDGE.evaluate(state)


def test_arborel_tree_tries_only_what_leaves_the_lord_time_to_get_down():
    # White's second turn, nothing built beside h8: only a Block there now, then a Stair on it,
    # then a nested Stair and a Block in his third turn, get him down. A search of 300 playouts
    # spread over sixty candidates used to miss it one game in four.
    from grove.ai.arborel import KNOWLEDGE, stuck

    state = new_game("arborel")
    for action in ("block@d3", "stair@d3:w", "stair@j6:s", "block@h4", "stair@d3:nest",
                   "block@d3", "end"):
        state = state.play(action)
    in_time = {a for a in state.legal() if not stuck(advance(state, a), 1)}
    assert in_time == {"block@g8", "block@h7", "block@h9", "block@i8", "block@h4>g8",
                       "block@h4>h7", "block@h4>h9", "block@h4>i8"}
    for seed in range(5):
        candidates = KNOWLEDGE.candidates(state, random.Random(seed))
        assert {"block@g8", "block@h7", "block@h9", "block@i8"} <= set(candidates) <= in_time


def test_arborel_medium_gets_its_lord_off_the_tower_in_time():
    # The playouts alone let the search start one column and then another and lose on the Tower.
    # The tree considers only what leaves him time (`in_time`), whatever its budget: without that,
    # these games are lost on the Tower at 100 playouts as at 300.
    for seed in range(3):
        state, rng = new_game("arborel"), random.Random(seed)
        while min(state.turns_played) < 3 and not state.over:
            state = state.play(ai.best_action(state, "medium", seed=rng.randrange(1 << 30),
                                              playouts=100))
        assert state.lost_on_tower is None, state.history
        assert all(state.lords[seat] != state.tower_of[seat] for seat in (0, 1)), state.history


def test_orbit_counts_the_ground_beside_a_colours_stones_only():
    # One stone each and no structure yet: a stone in the middle has eight open points round
    # it, one in the corner three. Counting territory and stones alone reads this even.
    state = new_game("orbit", size=9).play("e5").play("a1")
    knowledge = ai.knowledge_for("orbit")
    black = state.seat_of("B")
    assert knowledge.evaluate(state)[black] > 0.6
    # Beside both colours, a point is nobody's: two stones side by side read even.
    touching = new_game("orbit", size=9).play("e5").play("f5")
    assert knowledge.evaluate(touching)[black] == pytest.approx(0.5)


def test_btt_set_up_tokens():
    state = new_game("btt", players=5)
    assert state.legal()[0].startswith("null@")
    check_levels(state, 8)
    roots = reach("btt", {"players": 6}, lambda s: s.in_setup and s.token_due() == "root")
    assert all(a.startswith("root@") for a in roots.legal())
    check_levels(roots, 9)


def test_rumbo_komi_negotiation():
    state = new_game("rumbo", size=7)
    assert state.legal()[0].startswith("komi ")
    komi = ai.best_action(state, "medium", seed=2, playouts=30)
    assert komi in state.legal() and int(komi.split()[1]) <= 9  # a bid near fair, not 47
    side = state.play(komi)
    assert set(side.legal()) == {"vertical", "horizontal"}
    check_levels(side, 10)


@pytest.mark.parametrize("options", OPTIONS["rumbo"], ids=str)
def test_rumbo_draws_its_playout_stones_evenly_among_the_legal_ones(options):
    # A rollout keeps a point and a colour drawn at random when they make a legal stone: even
    # among the legal stones only if that test is exactly the rules' own.
    from grove.ai.rumbo import random_stone

    rng = random.Random(5)
    for state in random_positions("rumbo", options, 30, seed=4):
        if state.choosing_komi or state.choosing_side:
            continue
        legal, names = set(state.legal()), state.board.grid.names
        revised = state.options["rules"] == "revised"
        kept = {f"{colour}@{names[i]}" for i, stone in enumerate(state.stones) if stone is None
                for colour in "BW" if not (revised and state.holes_made(colour, i))}
        assert kept == legal
        drawn = {random_stone(state, rng) for _ in range(40 * len(legal))}
        assert drawn == legal


SELF_PLAY = {
    "trellis": {"size": 9}, "orbit": {"size": 9}, "btt": {"players": 3}, "arbos": {"size": 18},
    "rumbo": {"size": 7}, "arborel": {"players": 2},
}


# Arborel has no draw rule and its games between these levels run from ten actions to over a
# thousand: its seeds are those of a 154-action game, won by the second player. (When the
# computer's choices change, pick seeds of a game of about that length again: a test that plays
# 450 actions takes ten times as long.)
SELF_PLAY_SEEDS = {"arborel": lambda k: 100 * k + 1}


@pytest.mark.parametrize("game_id", list(SELF_PLAY))
def test_the_computer_finishes_a_game_against_itself(game_id):
    state, k = new_game(game_id, **SELF_PLAY[game_id]), 0
    seed = SELF_PLAY_SEEDS.get(game_id, lambda k: k)
    while not state.over:
        level = "easy" if k % 2 == 0 else "medium"
        action = ai.best_action(state, level, seed=seed(k), playouts=15)
        state = state.play(action)  # through the checked path: must be legal
        k += 1
        assert k < 1500, "the game should end"
    assert state.winners()


@pytest.mark.parametrize("game_id", list(SELF_PLAY))
def test_same_seed_and_budget_give_the_same_action(game_id):
    state = random_positions(game_id, SELF_PLAY[game_id], 3, seed=11)[1]
    for level in ("easy", "medium", "hard"):
        first = ai.best_action(state, level, seed=42, playouts=40)
        assert all(ai.best_action(state, level, seed=42, playouts=40) == first for _ in range(2))


def test_time_budget_is_kept():
    state = new_game("orbit")  # the default 16 x 16 board, the slowest to search
    start = time.perf_counter()
    assert ai.best_action(state, "hard", seconds=0.3, seed=1) in state.legal()
    assert time.perf_counter() - start < 0.8
    start = time.perf_counter()
    ai.best_action(state, "easy", seed=1)
    assert time.perf_counter() - start < 0.3


def test_medium_is_a_small_search_that_also_keeps_to_its_second(monkeypatch):
    runs = []

    class Spy(Search):
        def run(self, seconds=None, playouts=None, settle=True):
            start = time.perf_counter()
            super().run(seconds, playouts, settle)
            runs.append((self.playouts, time.perf_counter() - start))

    monkeypatch.setattr(ai, "Search", Spy)
    state = new_game("btt", players=2)
    ai.best_action(state, "medium", seed=3)
    assert 0 < runs[-1][0] <= ai.MEDIUM_PLAYOUTS and runs[-1][1] < ai.MEDIUM_SECONDS
    # On a machine too slow for its playouts, the second is the limit.
    ai.best_action(new_game("orbit"), "medium", seconds=0.01, seed=3)
    assert runs[-1][0] < ai.MEDIUM_PLAYOUTS and runs[-1][1] < 0.3
    # Hard is not capped by playouts: given the time, it searches further.
    ai.best_action(state, "hard", seconds=0.6, seed=3)
    assert runs[-1][0] > ai.MEDIUM_PLAYOUTS


def test_search_spends_its_playouts_and_prefers_visits():
    state = new_game("btt", players=2)
    search = Search(state, ai.knowledge_for("btt"), random.Random(1))
    search.run(playouts=50)
    assert search.playouts == 50
    table = search.table()
    visits = {action: v for action, v, _ in table}
    assert visits[search.best()] == table[0][1] and sum(visits.values()) == 50


def test_the_estimate_is_the_movers_share_of_what_every_seat_expects():
    # With three seats, each seat's reward is how far it stands above the best of the others, so
    # the rewards need not sum to one: at an even start each is a half. The estimate shares them
    # out, a third each, which the player reads as "even" (a half would read "better for").
    from grove.ai.search import Node
    from grove.app.advice import in_a_word

    state = new_game("btt", players=3)
    even = ai.knowledge_for("btt").evaluate(state)
    assert even == pytest.approx((0.5, 0.5, 0.5))
    search = Search(state, ai.knowledge_for("btt"), random.Random(1))
    child = Node(state)
    child.visits, child.totals = 4, [reward * 4 for reward in even]
    search.root.children = [("twig", child)]
    assert search.value("twig") == pytest.approx(1 / 3)
    assert in_a_word(state, 0, search.value("twig")) == "even"
    child.totals = [3.0, 1.0, 0.0]
    assert search.value("twig") == pytest.approx(0.75)


def test_search_lists_a_nodes_candidates_only_when_it_first_expands_it():
    listed = []

    class Counting(type(ai.knowledge_for("btt"))):
        def candidates(self, state, rng):
            listed.append(state)
            return super().candidates(state, rng)

    search = Search(new_game("btt", players=2), Counting(), random.Random(1))
    search.run(playouts=300, settle=False)
    nodes, expanded = [search.root], []
    for node in nodes:
        nodes += [child for _, child in node.children]
        if node.untried is not None:
            expanded.append(node.state)
    # Every node a simulation went on from listed its candidates once; the leaves, never.
    assert len(listed) == len(expanded) and {id(s) for s in listed} == {id(s) for s in expanded}
    assert len(nodes) == 301 and len(listed) < len(nodes) / 2


def test_a_single_legal_action_is_answered_at_once():
    state = new_game("rumbo", size=5, komi=4).play("B@a1")
    forced = reach("trellis", {"size": 7, "pie": "meyers"}, lambda s: s.choosing_colour)
    assert ai.best_action(forced, "hard", seed=1, playouts=5) in ("black", "white")
    assert ai.best_action(state, "medium", seed=1, playouts=5) in state.legal()


def test_bad_level_and_finished_game_are_refused():
    state = new_game("trellis", size=7)
    with pytest.raises(ValueError, match="level"):
        ai.best_action(state, "grandmaster")
    done = random_positions("btt", {"players": 2}, 1, seed=1)[0]
    while not done.over:
        done = done.play(done.legal()[0])
    with pytest.raises(ValueError, match="over"):
        ai.best_action(done)


def test_think_answers_from_a_record_at_its_position():
    state = new_game("trellis", size=9, pie="off")
    for action in ("e5", "end", "c3", "end", "g7"):
        state = state.play(action)
    whole = encode(state)
    answer, tab, estimate = ai.think(whole, "medium", None, 5).partition("\t")
    assert answer in state.legal()  # mid-turn: Black's second stone or end
    assert tab and 0.0 <= float(estimate) <= 1.0  # the search's estimate follows a tab
    earlier = encode(state, ply=2)  # the record points back at White's first turn
    position = ai.position_of(earlier)
    assert position.history == ("e5", "end") and position.to_move == 1
    assert ai.think(earlier, "easy", None, 5) in position.legal()  # no search: no estimate
    ai.kept.clear()
    answer, _, estimate = ai.think(earlier, "hard", 0.2, 5).partition("\t")
    assert answer in position.legal() and 0.0 <= float(estimate) <= 1.0
    assert ai.kept.root is not None and ai.kept.find(position) is ai.kept.root  # kept


def test_a_settled_choice_stops_the_search_early_with_the_same_answer():
    # Black's winning stone (as in the test above) soon leads by more visits than are left.
    state = new_game("trellis", size=7, pie="off")
    for black, white in (("a7", "g7"), ("a6", "g6"), ("a5", "g5"), ("a3", "g4"), ("a2", "g3")):
        state = state.play(black).play("end").play(white).play("end")
    state = state.play("a1").play("end").play("g2").play("end")
    knowledge = ai.knowledge_for("trellis")
    settled = Search(state, knowledge, random.Random(5))
    settled.run(playouts=4000)
    full = Search(state, knowledge, random.Random(5))
    full.run(playouts=4000, settle=False)
    assert full.playouts == 4000 and settled.playouts < 4000
    assert settled.best() == full.best() == "a4"
    table = settled.table()
    assert table[0][1] - table[1][1] > 4000 - settled.playouts


def test_hard_keeps_its_tree_for_the_rest_of_the_turn_and_the_next():
    ai.kept.clear()
    state = new_game("trellis", size=9, pie="off")
    first = ai.best_action(state, "hard", seed=1, playouts=400, reuse=True)
    grown = ai.kept.root
    after = state.play(first)  # Black's second stone is still to come
    assert ai.kept.find(after) is dict(grown.children)[first]
    known = ai.kept.find(after).visits
    assert known > 0
    second = ai.best_action(after, "hard", seed=2, playouts=400, reuse=True)
    assert second in after.legal() and ai.kept.root.visits >= known + 400 - 1
    # Another game, an earlier position, or a line the tree never looked at: a fresh search.
    assert ai.kept.find(new_game("trellis", size=7, pie="off")) is None
    assert ai.kept.find(state) is None
    looked_at = dict(dict(ai.kept.root.children)[second].children)
    unseen = next(a for a in after.play(second).legal() if a not in looked_at)
    assert ai.kept.find(after.play(second).play(unseen)) is None
    # Medium never keeps a tree.
    ai.kept.clear()
    ai.best_action(state, "medium", seed=1, playouts=50, reuse=True)
    assert ai.kept.root is None


def test_a_piece_is_not_moved_straight_back_while_the_search_offers_another_move():
    from grove.ai import not_back

    history = ("block@d3", "end", "stair@e8>g8:n", "end", "block@c5>f4", "end")
    ranked = ["stair@g8>e8:w", "block@f4>c5", "block@f4", "stair@g8>e7:n", "stair@g8>e8:nest"]
    # A Stair goes back whichever way it rises, and a Block too.
    assert not_back(ranked, history) == ["block@f4", "stair@g8>e7:n", "stair@g8>e8:w",
                                         "block@f4>c5", "stair@g8>e8:nest"]
    assert not_back(ranked, ("stair@e8>g8:n",) + ("end",) * 8) == ranked  # long ago: as ranked
    assert not_back(["e5", "d4"], ("d4",)) == ["e5", "d4"]  # other games: nothing moves back
