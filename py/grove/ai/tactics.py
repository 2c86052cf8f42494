"""What a player sees on the board without searching: a win this turn, and the opponent's win
on their next turn.

`winning_line(state)` looks through the actions of the seat to move until its turn ends (one
action in most games, two stones in Trellis, several in Arbos and Arborel) for a line that ends
the game with that seat the only winner. The search itself finds such lines only when its
playouts happen to try them, and in games whose turns have several actions a win of two actions
is easily missed in a few hundred playouts; so the levels that search look first (grove.ai).

The look is bounded (`budget` positions), so that a turn of many actions cannot take long; a
game's knowledge may also say where a winning action can be at all (`winning_candidates`), so
that the look stays within that, and which squares an action touches (`touched`), so that the
check of an answer to a threat tries first the actions on the threat's squares (`threat_first`).
"""

from __future__ import annotations

from grove.ai.search import advance
from grove.core.state import State

# Positions looked at, at most, for one answer: under a second under CPython (some 140 us a
# position in Arborel, the dearest game), so that the checks stay within a level's time.
BUDGET = 6_000
# Other ways to end the turn `no_win_in_two` looks at, at most: most are turned down at once, by
# replaying the opponent's winning turn after them; the bound is for the rare turn where many need
# a whole look each.
OTHER_TURNS = 24
# Positions of the first, quickest look at each action (`quickly_safe`): enough to see a threat's
# line of a piece and a step broken by an action that meets it alone.
QUICK = 4


class Look:
    def __init__(self, knowledge, budget: int, threat: list[str] | None = None):
        self.knowledge, self.left = knowledge, budget
        self.threat = threat  # the last winning line found for a next player (`loses_next_turn`)

    def line(self, state: State, seat: int) -> list[str] | None:
        # An action that wins at once is preferred to a longer line through this position.
        later = []
        for action in self.knowledge.winning_candidates(state):
            if self.left <= 0:
                return None
            self.left -= 1
            after = advance(state, action)
            if after.over:
                if after.winners() == (seat,):
                    return [action]
            elif after.to_move == seat:
                later.append((action, after))
        for action, after in later:
            rest = self.line(after, seat)
            if rest is not None:
                return [action, *rest]
        return None


def winning_line(state: State, knowledge, budget: int = BUDGET) -> list[str] | None:
    """Actions that win the game for the seat to move before its turn ends, or None (also when
    the look ran out of `budget` first)."""
    if state.over:
        return None
    return Look(knowledge, budget).line(state, state.to_move)


def loses_next_turn(after: State, look: Look) -> bool:
    """Whether the next player wins on their turn from `after` (the mover's turn just ended)."""
    if after.over:
        return False
    line = look.line(after, after.to_move)
    if line is not None:
        look.threat = line
    return line is not None


def threat_first(actions: list[str], look: Look):
    """The actions one by one, taken from the front of `actions` (the list is left holding
    those not yet given), but those that touch a square of the threat the look found last
    first, each part in its order, and again whenever it finds another: an answer must break
    the threat's line, and most do so on its squares. Where the answer takes two pieces, the
    first leaves another line, whose squares the second must touch (an Arborel defender burying
    both of the attacker's free Blocks, one at a time)."""
    seen = None
    while actions:
        if look.threat is not seen:
            seen = look.threat
            touched = look.knowledge.touched
            squares = set().union(*map(touched, seen))
            if squares:
                actions[:] = sorted(actions, key=lambda action: not squares & touched(action))
        yield actions.pop(0)


def standing_last(state: State, actions: list[str], look: Look):
    """The first actions of the turn for the check after the search, one by one, taken from
    `actions` (the list is left holding those not yet given) in their order, but those after
    which the threat the look found last still wins, the turn ended there, put off until the
    rest are given. Showing such an action unsafe takes a look through the rest of the turn,
    where replaying the line takes a few positions (counted against the look's budget); and they
    are often many alike: late in Arborel, a Stair that spoils the square beside its Tower has
    hundreds of moves away, on the threat's squares, each shown unsafe only by a look through the
    rest of the turn, which `threat_first` would try first."""
    put_off = 0  # the last `put_off` actions leave a line standing
    while len(actions) > put_off:
        action = actions.pop(0)
        if look.threat is not None and look.left > 0 and still_wins(state, action, look):
            actions.append(action)
            put_off += 1
        else:
            yield action
    while actions:
        yield actions.pop(0)


def still_wins(state: State, action: str, look: Look) -> bool:
    """Whether the threat's line still wins for the next player after `action`, the turn ended
    there (by `end` if it goes on; no when it cannot end there)."""
    after = advance(state, action)
    look.left -= 1
    if not after.over and after.to_move == state.to_move:
        if not after.allows("end"):
            return False
        after = advance(after, "end")
        look.left -= 1
    seat = after.to_move
    for step in look.threat:
        if not after.allows(step):  # none is, once the game is over
            return False
        after = advance(after, step)
        look.left -= 1
    return after.over and after.winners() == (seat,)


def can_end_safely(after: State, seat: int, look: Look) -> bool:
    """Whether `seat`, after an action of its turn, can end the turn neither losing at once nor
    letting the next player win on theirs: at once when the action ended the turn, else by some
    way of going on. A look that runs out answers yes, as if it could not tell."""
    if after.over:
        return seat in after.winners()
    if after.to_move != seat:
        return not loses_next_turn(after, look)
    for action in threat_first(list(after.legal()), look):
        if look.left <= 0:
            return True
        look.left -= 1
        if can_end_safely(advance(after, action), seat, look):
            return True
    return False


def safe_choice(state: State, ranked: list[str], knowledge, budget: int = 4 * BUDGET) -> str:
    """The search's choice, unless it lets the next player win on their turn: then the first
    action of `ranked` (the search's order, then the rest of the legal actions) after which they
    need not. A search of a few hundred playouts easily overlooks the one answer to a threat,
    since most of its playouts after the other answers lose only later; and in a turn of several
    actions (Trellis' two stones), a first action can leave no answer at all. `budget` bounds the
    whole look. When it runs out before an action is found safe, having seen the next player win
    on the way (the search's choice included: a look that runs out cannot tell), the first action
    a quicker look can show safe is taken (`quickly_safe`), and failing that, the search's first
    choice not shown unsafe; when no action is safe, the search's choice stands. A look that runs
    out having seen no win at all passes the action it was on: late in Arbos, the opponent's turn
    has too many ways to go on to look through and no win in them, and the actions a quicker look
    shows safe there are a pass or a spore far from the play."""
    seat, look = state.to_move, Look(knowledge, budget)
    searched = set(ranked)
    left = ranked + [a for a in state.legal() if a not in searched]
    for action in standing_last(state, left, look):
        if can_end_safely(advance(state, action), seat, look):
            if look.left <= 0 and look.threat:  # it ran out before it could tell
                untold = [action, *left]
                return quickly_safe(state, untold, knowledge, budget // 4, look.threat) or next(
                    (a for a in ranked if a in untold), action)
            return action
    return ranked[0]


def quickly_safe(state: State, actions: list[str], knowledge, budget: int,
                 threat: list[str] | None = None) -> str | None:
    """The first of `actions` shown safe (as `safe_choice` means it) by a look of a few
    positions, then of eight times as many, and so on until `budget` positions are spent; None
    if none was. An action that meets the threat by itself is shown safe in a few positions,
    while one that leaves no answer takes a whole look of the rest of the turn to be shown
    unsafe; and the search's favourites are often many alike (one piece, to many squares) that
    all fail alike: at a full look each, they spend the whole budget (seen in Arborel, where the
    reserves are empty late in a game and a turn has some nine hundred actions)."""
    seat, each, left = state.to_move, QUICK, budget
    while actions and left > 0:
        untold = []
        for action in actions:
            given = min(each, left)
            look = Look(knowledge, given, threat)
            safe = can_end_safely(advance(state, action), seat, look)
            left -= given - look.left
            if look.left <= 0:
                untold.append(action)
            elif safe:
                return action
            if left <= 0:
                return None
        actions, each = untold, each * 8
    return None


def no_win_in_two(state: State, choice: str, ranked: list[str], knowledge, rng) -> str:
    """The hard level's choice, unless it ends the mover's turn leaving the next player a win in
    two (`knowledge.win_in_two`: a turn after which nothing stops his win on the following
    one). Then, of the other actions that end the turn, at most OTHER_TURNS, the first after
    which he has neither a win on his turn nor one in two; failing that, the choice stands.
    They are tried in `ranked`'s order, but those on more of the squares of the last such win
    found first, and each look at them tries that turn first: most actions leave it as it was,
    and are turned down at once. Only the turn's last action is guarded: the search weighs the
    first ones, and the look is too dear to run at every one."""
    seat = state.to_move

    def ends_turn(action: str) -> bool:
        after = advance(state, action)
        return not after.over and after.to_move != seat

    if not ends_turn(choice):
        return choice
    threat = knowledge.win_in_two(advance(state, choice), rng)
    if threat is None:
        return choice
    others = [action for action in dict.fromkeys(ranked) if action != choice and ends_turn(action)]
    squares = set().union(*map(knowledge.touched, threat))
    for _ in range(OTHER_TURNS):
        if not others:
            break
        action = max(others, key=lambda action: len(squares & knowledge.touched(action)))
        others.remove(action)
        after = advance(state, action)
        if winning_line(after, knowledge) is None:
            found = knowledge.win_in_two(after, rng, threat)
            if found is None:
                return action
            if found != threat:
                threat, squares = found, set().union(*map(knowledge.touched, found))
    return choice
