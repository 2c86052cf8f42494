"""Property tests of every engine (issue 11): random games through the public contract, checking
the contract and each game's invariants at every step.

Two runs share one player (`play_out`):

- `test_every_board_and_variant_plays_a_game`: one seeded random game per entry of `sweep()`,
  so every game, variant and board is played to its end on every run: each board size once,
  paired in turn with every combination of the other options (Orbit: 13 sizes, each pie rule
  on four or five of them). About 75 games, ten seconds.
- `test_random_games_keep_the_contract_and_the_invariants`: hypothesis draws the option set from
  the full product (`OPTION_SETS`, about 190 sets), the first `DRAWN_STEPS` actions (indexes into
  `legal()`) and garbage texts; then a seeded random player finishes the game. A failure shrinks
  to a short line of actions. As many games per game as the hypothesis profile's budget
  (tests/conftest.py: 10 in `make test`).

At every step: `legal()` is non-empty and without repeats; the chosen action and `SAMPLED` more
listed ones are accepted (and leave the position untouched); a garbage or foreign text is either
listed or refused with `IllegalMove` and a message; the game's invariants hold; the game ends
within its bound. After `ROUND_TRIPS` actions and at the end, the record replays `history` to an
equal state, and at the end the link does too (each replays the whole game, so not every step).

Option sets (`option_sets`): the full product of every option's values, except:

| game  | left out, and why                                                                       |
|-------|-----------------------------------------------------------------------------------------|
| rumbo | komi: `negotiate` and one fixed komi of the right parity per size, not every allowed    |
|       | one: every number takes the same code path (the negotiated komi comes from `legal()`)   |
| arbos | `rng_seed` and `turn_seconds` are drawn per game (any seed is a layout; the clock is a  |
|       | setting the engine ignores), not multiplied in                                          |
| btt   | `7x7` is only for three players, `closed` only for five, `martian` (with its scoring)   |
|       | only for two and four (the engine refuses others)                                       |

The sweep leaves the rest of the product (a size with each pie rule, say) to the hypothesis run:
the pie rule, like each variant, is code shared by every size (core/pie.py).

Games without an end in their rules, and how the random player still gets somewhere:

- **Arbos** with `tree_limit=remove`: a player may place and remove spores forever; the game ends
  only on two passes in a row. After `ARBOS_PASS_AFTER` actions the random player passes whenever
  it may, which ends the game (checked).
- **Arborel** has no draw rule. Played at random, the first player never builds the way off the
  Tower and loses on turn 3, which checks only the opening; so half the games (drawn) open with
  `arborel_opening()`, where every Lord walks down its own stairs, and the random player then
  prefers Lord moves (towards an enemy Tower). Such a game is played for at most
  `ARBOREL_ACTIONS` actions: every step is checked, but it may stop before anyone wins.

The one engine bug these tests found (Arbos: a bare cell while seeding raised IndexError) is
fixed and pinned in tests/engine/test_arbos.py.

`GROVE_PROPERTY_STATS=<file>` appends the games played and actions checked, per game, as JSON
lines (for the issue's report); the tests print nothing.
"""

from __future__ import annotations

import collections
import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grove import IllegalMove, links, record
from grove.core.grid import square_grid
from grove.games import GAMES, arborel, arbos, btt, new_game


def product(**table):
    names = list(table)
    return [dict(zip(names, values, strict=True))
            for values in itertools.product(*(table[n] for n in names))]


def option_sets(game_id: str) -> list[dict]:
    """Every option set played: see the module's docstring for what is left out."""
    game = GAMES[game_id]
    if game_id == "rumbo":
        return [{"size": size, "rules": rules, "komi": komi}
                for size in game.options[0].choices for rules in ("seed", "revised")
                for komi in ("negotiate", 6 if size % 2 else 5)]
    if game_id == "btt":
        return (product(players=(2, 3, 4, 5, 6), board=("standard", "arcade"),
                        scoring=("seed", "plotkin"))
                + product(players=(3,), board=("7x7",), scoring=("seed", "plotkin"))
                + product(players=(5,), board=("closed",), scoring=("seed", "plotkin"))
                + product(players=(2, 4), board=("martian",), scoring=("martian",)))
    drawn = {"rng_seed", "turn_seconds"}
    return product(**{o.name: o.choices for o in game.options if o.name not in drawn})


def sweep(game_id: str) -> list[dict]:
    """One game per option set for a run of every game: every board size, and every combination
    of the other options, paired in turn (the hypothesis run draws from the full product)."""
    sets = OPTION_SETS[game_id]
    if not all("size" in o for o in sets):
        return sets

    def rest(o):  # the options other than the size (a fixed komi depends on the size's parity)
        return tuple(sorted((k, v if k != "komi" or v == "negotiate" else "number")
                            for k, v in o.items() if k != "size"))

    sizes, others = sorted({o["size"] for o in sets}), list(dict.fromkeys(map(rest, sets)))
    by_key = {(o["size"], rest(o)): o for o in sets}
    turn = len(others)  # shifted each round, so that no pairing follows the sizes' parity
    return [by_key[sizes[k % len(sizes)], others[(k + k // turn) % turn]]
            for k in range(max(len(sizes), len(others)))]


OPTION_SETS = {game_id: option_sets(game_id) for game_id in sorted(GAMES)}
SWEEP = {game_id: sweep(game_id) for game_id in sorted(GAMES)}

DRAWN_STEPS = 40  # actions drawn by hypothesis; then a seeded random player finishes the game
SAMPLED = 3  # listed actions tried per step besides the one played
EVERY = 10  # in the sweep, every listed action is tried at each step, up to this many
ROUND_TRIPS = (5, 100)  # replay, record and link round trip here (and at the end)
ARBOS_PASS_AFTER = 200
ARBOREL_ACTIONS = 150

# A pool of real actions of every game, used as garbage for the others.
FOREIGN = ("d4", "end", "pass", "swap", "black", "white", "null@h4", "root@d2", "1s@d3",
           "3e@c3", "C12", "replace@C12", "remove@C12", "seed@C12", "B@c3", "W@a1", "komi 6",
           "vertical", "horizontal", "block@e5", "stair@e5:n", "stair@e5:nest",
           "stair@c3>e5:w", "lord@e5", "block@c3>e5", "e5")
GARBAGE = ("", " ", "\x00", "\n\t\r", "\x1b[31m", "é", "a" * 41, "x" * 10_000,
           "\x00\x01\x02" * 1000, "<script>alert(1)</script>", "@", ">", ":", "@@", "a1@",
           "block@", "stair@e5:", "komi", "komi 99999999999999999999", "komi -1", "z99",
           "Z99", "seed@", "replace@ZZ", "0n@a1", "9n@a1", "1x@a1", "null@zz99", "a0", "a-1",
           "komi ٣", "komi ²", "a\u0661", "stair@e5:n\n", "lord@e5>e6", "d4 " * 12)

garbage_text = st.one_of(
    st.text(max_size=50),
    st.sampled_from(FOREIGN + GARBAGE),
    st.text(alphabet=st.characters(max_codepoint=31), max_size=20),
    st.builds(lambda a, b: a + b, st.sampled_from(FOREIGN), st.text(max_size=5)),
)

STATS: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)


def stats_rows():
    """What the module tried, for tests/property/conftest.py to write."""
    return [{"surface": "engine", "game": game_id, **counts}
            for game_id, counts in sorted(STATS.items())]


def bound(state) -> int | None:
    """The most actions a game of these options may take by its rules (None: no bound)."""
    game, o = state.game_id, state.options
    if game == "trellis":
        return 3 * o["size"] ** 2 + 10  # a stone is at most two actions (stone, end), and a pass
    if game == "orbit":
        return 40 * o["size"] ** 2  # captures give points back: a generous multiple
    if game == "btt":
        return state.board.size  # one pyramid, null or root per cell
    if game == "rumbo":
        return o["size"] ** 2 + 2  # a stone per point, after the komi and the side
    if game == "arbos":
        return 3 * o["size"] ** 2 + 40 if o["tree_limit"] == "forbid" else None
    return None  # arborel: no draw rule


def arborel_opening(players: int) -> list[str]:
    """Three turns for every seat that bring each Lord down from his Tower on his own stairs:
    two Blocks and a Stair next to the Tower, a Block and a Stair beyond, a Stair beyond that,
    all rising towards the Tower (the rules page's example, one such line per Tower)."""
    plans = {2: (("c3", (1, 0), "w"), ("h8", (-1, 0), "e")),
             4: (("b2", (1, 0), "w"), ("b9", (0, -1), "n"), ("i9", (-1, 0), "e"),
                 ("i2", (0, 1), "s"))}[players]
    grid = square_grid(arborel.BOARD_SIZE)
    lines = []
    for tower, (dx, dy), rise in plans:
        x, y = grid.xy(grid.index(tower))
        c = [grid.names[grid.at(x + k * dx, y + k * dy)] for k in range(5)]
        lines.append(([f"block@{c[1]}", f"stair@{c[3]}:{rise}"],
                      [f"block@{c[2]}", f"stair@{c[2]}:{rise}"],
                      [f"block@{c[1]}", f"stair@{c[1]}:{rise}", f"lord@{c[4]}"]))
    return [action for turn in range(3) for line in lines for action in line[turn]]


def finishing_choice(state, actions: list[str], rng: random.Random, steps: int) -> str:
    """The seeded random player: uniform, except where a game has no end of its own."""
    if state.game_id == "arbos" and steps >= ARBOS_PASS_AFTER and "pass" in actions:
        return "pass"
    if state.game_id == "arborel":
        lords = [a for a in actions if a.startswith("lord@")]
        if lords and rng.random() < 0.7:
            if rng.random() < 0.5:
                return min(lords, key=lambda a: (towards_enemy(state, a[5:]), rng.random()))
            return rng.choice(lords)
    return rng.choice(actions)


def towards_enemy(state, cell: str) -> int:
    grid = square_grid(arborel.BOARD_SIZE)
    x, y = grid.xy(grid.index(cell))
    towers = [t for seat, t in enumerate(arborel.TOWER_SQUARES[state.players])
              if seat != state.to_move]
    return min(max(abs(x - tx), abs(y - ty))
               for tx, ty in (grid.xy(grid.index(t)) for t in towers))


# -- per-game invariants ---------------------------------------------------------------------------


def cells_agree(state, names, stones_at):
    for i, name in enumerate(names):
        assert state.cell(name) == stones_at(i), name


def check_trellis(state, before, action):
    grid = state.board.grid
    cells_agree(state, grid.names, lambda i: state.stones[i])
    placed = sum(1 for a in state.history if grid.is_name(a))
    assert sum(s is not None for s in state.stones) == placed  # nothing is ever removed


def check_orbit(state, before, action):
    black, white = state.stones["B"], state.stones["W"]
    assert black & white == 0
    names = state.board.grid.names
    cells_agree(state, names, lambda i: "B" if black >> i & 1 else "W" if white >> i & 1 else None)
    if state.over:
        assert len(state.scores()) == 2 and all(s >= 0 for s in state.scores())


def check_rumbo(state, before, action):
    names = state.board.grid.names
    cells_agree(state, names, lambda i: state.stones[i])
    assert state.empty == sum(s is None for s in state.stones)
    for stone, owner in zip(state.stones, state.owner, strict=True):
        assert owner is None or stone is not None
    if state.seat_side is not None:
        claimed = sum(o is not None for o in state.owner)
        assert sum(state.scores()) == claimed + (state.komi or 0)
    if state.over:
        assert state.empty == 0, "Rumbo ends with a full board"


def check_btt(state, before, action):
    board = state.board
    for seat in range(state.players):
        for size in btt.SIZES:
            on_board = sum(1 for c in state.cells
                           if isinstance(c, tuple) and c[0] == seat and c[1] == size)
            assert state.stash[seat][size - 1] == state.per_size - on_board
    assert all(c >= 0 for c in state.coins) or state.martian  # Martian Go's score goes below 0
    assert state.placed == sum(c is not None for c in state.cells)
    cells_agree(state, board.names, lambda i: btt_cell(state.cells[i]))
    # Coins: a free pointing moves none; a hostile one moves them between the pointer, the
    # target's owner and the pot, and each refill gives every player five from the pot.
    expected = sum(before.coins) + btt.REFILL * state.players * (state.refills - before.refills)
    pyramid = btt.PYRAMID.fullmatch(action)
    if pyramid:
        size, direction = int(pyramid.group(1)), pyramid.group(2)
        i = board.index(pyramid.group(3))
        target = before.cells[board.towards[i][direction]]
        if target != btt.ROOT and target[0] != before.to_move:
            lost, gained = before.cost(size, target[1])
            expected += gained - lost
    assert sum(state.coins) == expected
    if state.over:
        assert None not in state.cells, "the game ends when the board is full"


def btt_cell(c):
    return c if c is None or isinstance(c, str) else f"{c[0] + 1}:{c[1]}{c[2]}"


def check_arbos(state, before, action):
    white, black = state.spores[arbos.WHITE], state.spores[arbos.BLACK]
    seeds = state.seeds[arbos.WHITE] | state.seeds[arbos.BLACK]
    assert white & black == 0 and (white | black) & seeds == 0
    assert state.seeds[arbos.WHITE] & state.seeds[arbos.BLACK] == 0
    for colour in arbos.COLOURS:
        assert state.spores[colour].bit_count() <= arbos.SPORES
        if state.phase == "turn" or state.over:  # a turn is over: the tree limit holds
            assert len(state.trees(colour)) <= arbos.MAX_TREES
    if state.phase == "turn" and state.seeded == len(state.order):
        total = len(state.order)
        assert seeds.bit_count() + sum(state.replaced.values()) == total
    if len(state.history) % 10 == 0 or state.over:
        names = state.board.grid.names
        for i, name in enumerate(names):
            assert state.cell(name) == state.cell_at(i)


def check_arborel(state, before, action):
    stairs = state.options["stairs"]
    for seat in range(state.players):
        blocks = sum(1 for col in state.columns for p in col
                     if p[1] == seat and p[0] == arborel.BLOCK)
        wedges = sum(1 for col in state.columns for p in col
                     if p[1] == seat and p[0] in (arborel.STAIR, arborel.NEST))
        assert state.reserve[seat][0] + blocks == arborel.PIECES - stairs
        assert state.reserve[seat][1] + wedges == stairs
    for i in range(len(state.columns)):
        assert state.surface(i)[0] <= arborel.TOWER_HEIGHT
        if i in state.tower_at:
            assert state.columns[i] == ()
    lords = [lord for lord in state.lords if lord is not None]
    assert len(set(lords)) == len(lords)


INVARIANTS = {
    "trellis": check_trellis, "orbit": check_orbit, "rumbo": check_rumbo, "btt": check_btt,
    "arbos": check_arbos, "arborel": check_arborel,
}


# -- the contract ------------------------------------------------------------------------------


def check_refuses(state, text):
    """`text` is either a listed action, or refused with IllegalMove and a message."""
    before = (state.history, state.position())
    try:
        after = state.play(text)
    except IllegalMove as why:
        assert str(why).strip(), "a refusal says why"
        STATS[state.game_id]["garbage refused"] += 1
    else:
        assert after.history[-1] in state.legal(), f"{text!r} was accepted but is not listed"
        STATS[state.game_id]["garbage accepted (a listed action)"] += 1
    assert (state.history, state.position()) == before


def check_allows(state, actions, tried):
    """`allows()` says yes to the listed actions and no to texts that are nearly listed: the
    last actions played (most name cells now taken), and a listed action's kind with another's
    squares ("stair@" + "c3>e5:n")."""
    for action in tried:
        assert state.allows(action)
    for action in state.history[-4:]:
        assert state.allows(action) == (action in actions), action
    kinds = {action.partition("@")[0] for action in tried if "@" in action}
    for action in tried:
        head, at, tail = action.partition("@")
        for kind in kinds - {head} if at else ():
            text = f"{kind}@{tail}"
            assert state.allows(text) == (text in actions), text


def check_round_trip(state, link=False):
    """The record replays `history` from a new game through `play()`: an equal state (and so does
    the link, checked at the end of each game: it packs the same record)."""
    assert record.decode(record.encode(state)) == state
    if link:
        assert links.from_link(links.to_link(state)).state == state


class Drawn:
    """Choices drawn by hypothesis for the first `DRAWN_STEPS` actions, then a seeded player."""

    def __init__(self, data):
        self.data = data
        self.rng = random.Random(data.draw(st.integers(0, 2**32), label="seed"))

    def draw(self, strategy, label):
        return self.data.draw(strategy, label=label)

    def action(self, state, actions, steps):
        if steps < DRAWN_STEPS:
            return actions[self.data.draw(st.integers(0, len(actions) - 1))]
        return finishing_choice(state, actions, self.rng, steps)

    def garbage(self, steps):
        if steps < DRAWN_STEPS:
            return self.data.draw(garbage_text, label="garbage")
        return self.rng.choice(FOREIGN + GARBAGE)


class Seeded:
    """Every choice from one seeded generator; with `every`, every listed action is tried at
    each step (up to EVERY of them)."""

    def __init__(self, seed, every: bool = False):
        self.rng = random.Random(seed)
        self.every = every

    def draw(self, strategy, label):
        if label == "rng_seed":
            return self.rng.randrange(2**31)
        if label == "turn_seconds":
            return self.rng.choice(GAMES["arbos"].options[-1].choices)
        return self.rng.random() < 0.5  # the Arborel opening

    def action(self, state, actions, steps):
        return finishing_choice(state, actions, self.rng, steps)

    def garbage(self, steps):
        return self.rng.choice(FOREIGN + GARBAGE)


def play_out(game_id: str, options: dict, choose) -> int:
    """Play one game, checking everything at every step; the number of actions played."""
    stats = STATS[game_id]
    if game_id == "arbos":
        options = {**options, "rng_seed": choose.draw(st.integers(0, 2**31 - 1), "rng_seed"),
                   "turn_seconds": choose.draw(st.sampled_from((300, 600, 120, 60, 0)),
                                               "turn_seconds")}
    state = new_game(game_id, **options)
    assert state.options == GAMES[game_id].resolve_options(options)
    opening = (arborel_opening(state.players)
               if game_id == "arborel" and choose.draw(st.booleans(), "opening") else [])
    limit, check = bound(state), INVARIANTS[game_id]
    check(state, state, "")
    steps = 0
    while not state.over:
        actions = state.legal()
        assert actions and len(set(actions)) == len(actions)
        assert isinstance(state.to_move, int) and 0 <= state.to_move < state.players
        chosen = opening[steps] if steps < len(opening) else choose.action(state, actions, steps)
        assert chosen in actions
        snapshot = (state.history, state.position())
        if getattr(choose, "every", False):  # every listed action is accepted
            tried = actions if len(actions) <= EVERY else choose.rng.sample(actions, EVERY)
        else:
            tried = [chosen] + choose.rng.sample(actions, min(SAMPLED, len(actions)))
        for action in tried:
            assert state.play(action).history == state.history + (action,)
        check_refuses(state, choose.garbage(steps))
        check_allows(state, actions, tried)
        assert (state.history, state.position()) == snapshot
        before, state = state, state.play(chosen)
        check(state, before, chosen)
        steps += 1
        stats["actions played"] += 1
        stats["listed actions tried"] += len(tried)
        if limit is not None:
            assert steps <= limit, f"{game_id} {options} did not end within {limit} actions"
        if steps in ROUND_TRIPS:
            check_round_trip(state)
            stats["round trips"] += 1
        if game_id == "arborel" and steps >= ARBOREL_ACTIONS:
            break
    stats["games"] += 1
    if state.over:
        stats["games ended"] += 1
        assert state.legal() == []
        winners = state.winners()
        assert winners and set(winners) <= set(range(state.players))
        assert len(state.scores()) == state.players
        for text in FOREIGN[:6] + GARBAGE[:4]:
            with pytest.raises(IllegalMove):
                state.play(text)
    check_round_trip(state, link=True)
    stats["round trips"] += 1
    return steps


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_board_and_variant_plays_a_game(game_id):
    """One game of every board and variant, every listed action tried at every step."""
    for number, options in enumerate(SWEEP[game_id]):
        play_out(game_id, options, Seeded(number, every=True))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_random_games_keep_the_contract_and_the_invariants(game_id):
    @settings()  # the profile's budget (tests/conftest.py)
    @given(st.data())
    def run(data):
        options = data.draw(st.sampled_from(OPTION_SETS[game_id]), label="options")
        play_out(game_id, options, Drawn(data))

    run()


def test_every_game_has_its_option_sets():
    assert set(OPTION_SETS) == set(GAMES) == set(INVARIANTS)
    for game_id, sets in OPTION_SETS.items():
        for options in sets:
            new_game(game_id, **options)  # every listed set starts a game
        for option in GAMES[game_id].options:  # and every value of every option is played
            if option.name not in ("rng_seed", "turn_seconds", "komi"):
                assert {o.get(option.name, option.default) for o in sets} == set(option.choices)


def test_the_arborel_opening_brings_every_lord_down():
    for players in (2, 4):
        for stairs in GAMES["arborel"].options[1].choices:
            state = new_game("arborel", players=players, stairs=stairs)
            for action in arborel_opening(players):
                state = state.play(action)
            assert not state.over and None not in state.lords
            assert not set(state.lords) & set(state.tower_at)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("text", ["x" * 10_000, "\x00\x07\x1b\x7f" * 2500, "", "\n" * 10_000,
                                  "a1" * 5000, "@" * 10_000])
def test_play_refuses_huge_and_control_text(game_id, text):
    """Garbage is refused with a short message (how fast: bench/hardening.py)."""
    state = new_game(game_id, **OPTION_SETS[game_id][0])
    with pytest.raises(IllegalMove) as refused:
        state.play(text)
    assert 0 < len(str(refused.value).strip()) <= 200
