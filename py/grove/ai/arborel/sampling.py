"""Drawing actions without spelling them all out: the playouts' actions, and the tree's sample of
building.

A position late in a game offers hundreds to thousands of placements, and listing them as text
was most of a playout's cost. The engine's offer numbers them in the order `legal()` lists them,
so an action is drawn by its number and only that one is spelt out (`spell`).
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate

from grove.ai.arborel.tower import last_turn_on_tower, stuck
from grove.ai.search import advance
from grove.games.arborel import piece_text

# Actions a playout draws, at most, for one that leaves its Lord time to leave his Tower, in his
# last turn there. Early in a game most building leaves him none, but each draw costs a look at his
# way down; a few draws find one most of the time, and a playout that fails plays on at random.
DRAWS = 8


def rollout_action(state, rng) -> str:
    """One of the legal actions, each as likely as any other (as rng.choice(legal) would),
    spelt out alone; but a Lord on his Tower steps off when he can, and otherwise, in his
    last turn there, of a few actions drawn, takes one that leaves him time to get down (a
    game lost there at random says nothing of the position)."""
    offer, seat = state.offer(), state.to_move
    count = sum(len(spots) for _, _, spots in offer.pieces) + len(offer.lords)
    count += 1 if state.done else 0
    if not count:
        return state.legal()[0]  # pass
    names = state.board.grid.names
    if state.lords[seat] == state.tower_of[seat]:
        if offer.lords:
            return f"lord@{names[rng.choice(offer.lords)]}"
        for _ in range(DRAWS if last_turn_on_tower(state, seat) else 0):
            action = spell(offer, int(rng.random() * count), names)
            if not stuck(advance(state, action), seat):
                return action
    return spell(offer, int(rng.random() * count), names)


def spell(offer, k: int, names) -> str:
    """The `k`-th legal action of the offer, in the order `actions_now` lists them."""
    for kind, source, spots in offer.pieces:
        if k < len(spots):
            i, way = spots[k]
            return piece_text(kind, names[i], way, None if source is None else names[source])
        k -= len(spots)
    if k < len(offer.lords):
        return f"lord@{names[offer.lords[k]]}"
    return "end"


def distinct(rng, total: int, count: int) -> list[int]:
    """`count` distinct numbers below `total`, in random order, every choice as likely (as
    `rng.sample(range(total), count)`, at a third of its cost in the browser, where `randrange`
    is Python and `random()` is not). A number drawn again is dropped, which keeps each new one
    even among those not yet drawn; when most are wanted, ordering all by random keys is
    quicker."""
    random = rng.random
    if 3 * count > total:
        return sorted(range(total), key=lambda _: random())[:count]
    drawn = {}  # in the order drawn
    while len(drawn) < count:
        drawn[int(random() * total)] = None
    return list(drawn)


def sample(groups, n: int, rng, names, leave) -> list[str]:
    """At most `n` distinct actions drawn evenly from the groups' spots, except those in
    `leave`."""
    starts = list(accumulate((len(spots) for _, _, spots in groups), initial=0))
    total = starts.pop()
    picked = []
    for k in distinct(rng, total, min(total, n + len(leave))):
        g = bisect_right(starts, k) - 1  # the last group starting at or before k: not empty
        kind, source, spots = groups[g]
        i, way = spots[k - starts[g]]
        text = piece_text(kind, names[i], way, None if source is None else names[source])
        if text not in leave:
            picked.append(text)
    return picked[:n]

