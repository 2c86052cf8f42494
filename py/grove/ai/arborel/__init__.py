"""Arborel: how many turns each Lord still needs to reach the enemy Tower.

The knowledge is split by concern, each module readable top to bottom:

- `ways`: a Lord's way to the enemy Tower (`find_way`) and what it still costs him in turns
  (`turns_to_go`), worked out once at the root of a search or look (`Root`).
- `tower`: leaving his own Tower in time (`turns_down`, `stuck`, `in_time`).
- `candidates`: the actions the tree considers (the ways' pieces, a sample of the rest).
- `sampling`: drawing actions by number without spelling them all (`spell`, the playouts).
- `bound`: which actions may be part of a win this turn (`winning_candidates`).
- `two_turns`: the hard level's look for a win the opponent cannot stop (`win_in_two`).
- `levels`: the medium level's knowledge (`KNOWLEDGE`) and the hard level's, a subclass that
  knows more (`HARD_KNOWLEDGE`), which grove.ai.knowledge_for gives each level.
"""

from grove.ai.arborel.bound import freeing, squares_of, win_pieces, winning_candidates
from grove.ai.arborel.candidates import covers, on_ways
from grove.ai.arborel.levels import (
    HARD_KNOWLEDGE,
    KNOWLEDGE,
    MARGIN_SCALE,
    SHORT,
    ArborelKnowledge,
    HardArborelKnowledge,
)
from grove.ai.arborel.sampling import distinct, sample, spell
from grove.ai.arborel.tower import in_time, stuck, turns_down
from grove.ai.arborel.two_turns import (
    LOOK_POSITIONS,
    Budget,
    answerable,
    next_win,
    win_in_two,
)
from grove.ai.arborel.ways import (
    AHEAD,
    NEAR_FIRST,
    NO_WAY,
    UNSUPPLIED,
    Root,
    Way,
    find_way,
    pieces_for,
    supply,
    turns_to_go,
)

__all__ = [
    "AHEAD", "HARD_KNOWLEDGE", "KNOWLEDGE", "LOOK_POSITIONS", "MARGIN_SCALE", "NEAR_FIRST",
    "NO_WAY", "SHORT", "UNSUPPLIED", "ArborelKnowledge", "Budget", "HardArborelKnowledge", "Root",
    "Way", "answerable", "covers", "distinct", "find_way", "freeing", "in_time", "next_win",
    "on_ways", "pieces_for", "sample", "spell", "squares_of", "stuck", "supply", "turns_down",
    "turns_to_go", "win_in_two", "win_pieces", "winning_candidates",
]
